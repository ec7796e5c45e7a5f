// Scenarios of the p25 round's blind probe, written by three helpers who had not seen the records: the EU package
// leaflets of 43 more medicines (kidney, blood, diabetes and heart; brain, MS and immunology; cancer tablets), read in
// full in the Gravitate Health ePI copy.
import type { ScenarioInput } from "../schema";

export const WP25_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p25-envarsus-sjw",
    title: "Kidney transplant patient on Envarsus wants St John's wort for low mood",
    profile: {
      medicines: ["Envarsus 4mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (low mood)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Envarsus 4mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Envarsus leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Envarsus that you need to receive. If in doubt, please consult your doctor prior to taking any herbal products or remedies." Its "Other medicines and Envarsus" list also names "herbal preparations containing St. John\'s Wort (Hypericum perforatum) or extracts of Schisandra sphenanthera", and warns "Some other medicines may cause tacrolimus blood levels to decrease, which could increase the risk of rejecting the transplanted organ." A named herb the leaflet says to "avoid" is at least a major flag.',
    sources: [
      {
        title:
          "Envarsus 0.75 mg / 1 mg / 4 mg prolonged-release tablets (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bfce752a769c6bdf68d02de41c720db5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-envarsus-sjw-generic",
    title: "Liver transplant patient on prolonged-release tacrolimus picks up St John's wort tea-bag tablets",
    profile: {
      medicines: ["tacrolimus prolonged-release 1mg (Envarsus)"],
      conditions: ["liver transplant"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 425 mg tablets",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 425,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "tacrolimus prolonged-release 1mg (Envarsus)",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Envarsus leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Envarsus that you need to receive. If in doubt, please consult your doctor prior to taking any herbal products or remedies." St John\'s wort is the herb the leaflet names first; lowered tacrolimus levels "could increase the risk of rejecting the transplanted organ".',
    sources: [
      {
        title:
          "Envarsus 0.75 mg / 1 mg / 4 mg prolonged-release tablets (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bfce752a769c6bdf68d02de41c720db5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-envarsus-schisandra",
    title: "Envarsus user buys schisandra berry capsules as an 'adaptogen'",
    profile: {
      medicines: ["Envarsus 1mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Schisandra berry extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "schisandra",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "schisandra",
          with: {
            medicine: "Envarsus 1mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Its "Other medicines and Envarsus" list also names "herbal preparations containing St. John\'s Wort (Hypericum perforatum) or extracts of Schisandra sphenanthera", and warns "Some other medicines may cause tacrolimus blood levels to decrease, which could increase the risk of rejecting the transplanted organ." The Envarsus leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Envarsus that you need to receive. If in doubt, please consult your doctor prior to taking any herbal products or remedies." Schisandra extract is named in the list and falls under the "avoid" herbal sentence.',
    sources: [
      {
        title:
          "Envarsus 0.75 mg / 1 mg / 4 mg prolonged-release tablets (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bfce752a769c6bdf68d02de41c720db5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-envarsus-cbd",
    title: "Transplant patient on Envarsus tries CBD oil for sleep",
    profile: {
      medicines: ["Envarsus 4mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "CBD oil 10% drops (20 mg CBD per serving)",
          ingredients: [
            {
              ingredient: "cbd",
              amount: 20,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "cbd",
          with: {
            medicine: "Envarsus 4mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Envarsus leaflet lists "cannabidiol (uses amongst others include treatment of seizures)" among medicines you "should tell your doctor" about, because "Envarsus blood levels can be affected by other medicines you take" and "frequent continued monitoring of your Envarsus blood level may be needed". Tell-your-doctor wording = moderate.',
    sources: [
      {
        title:
          "Envarsus 0.75 mg / 1 mg / 4 mg prolonged-release tablets (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bfce752a769c6bdf68d02de41c720db5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-envarsus-potassium",
    title: "Envarsus patient starts potassium citrate tablets for leg cramps",
    profile: {
      medicines: ["Envarsus 4mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Potassium citrate supplement tablets (99 mg potassium)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 99,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "potassium",
          with: {
            medicine: "Envarsus 4mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Envarsus leaflet says: "While you take Envarsus your doctor also needs to know if you are taking potassium supplements or certain diuretics ... that may increase levels of potassium in your blood". Tell-your-doctor wording = moderate.',
    sources: [
      {
        title:
          "Envarsus 0.75 mg / 1 mg / 4 mg prolonged-release tablets (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bfce752a769c6bdf68d02de41c720db5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-envarsus-salt-substitute",
    title: "Kidney transplant patient on tacrolimus switches to a potassium salt substitute",
    profile: {
      medicines: ["tacrolimus prolonged-release 4mg (Envarsus)"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Low-sodium salt substitute (potassium chloride blend), about 1 g potassium a day",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "potassium",
          with: {
            medicine: "tacrolimus prolonged-release 4mg (Envarsus)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Envarsus leaflet says "your doctor also needs to know if you are taking potassium supplements" (things "that may increase levels of potassium in your blood"); a potassium-chloride salt substitute is a potassium source, so ask first (moderate).',
    sources: [
      {
        title:
          "Envarsus 0.75 mg / 1 mg / 4 mg prolonged-release tablets (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bfce752a769c6bdf68d02de41c720db5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-envarsus-magnesium-oxide",
    title: "Envarsus patient takes magnesium oxide tablets (also sold as an antacid)",
    profile: {
      medicines: ["Envarsus 1mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium oxide 400 mg tablets (240 mg magnesium)",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 240,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Envarsus 1mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Envarsus list of medicines to tell the doctor about includes "cisapride or the antacid magnesium-aluminium-hydroxide, used to treat heartburn", because tacrolimus "blood levels can be affected by other medicines". Only the magnesium antacid salt is named, so a magnesium supplement gets at least a minor note (ask / keep apart); calcium is not named.',
    sources: [
      {
        title:
          "Envarsus 0.75 mg / 1 mg / 4 mg prolonged-release tablets (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bfce752a769c6bdf68d02de41c720db5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-envarsus-echinacea",
    title: "Transplant patient on Envarsus wants echinacea to ward off colds",
    profile: {
      medicines: ["Envarsus 4mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 400 mg capsules (cold season)",
          ingredients: [
            {
              ingredient: "echinacea",
              amount: 400,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "echinacea",
          with: {
            medicine: "Envarsus 4mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Envarsus leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Envarsus that you need to receive. If in doubt, please consult your doctor prior to taking any herbal products or remedies." Echinacea is not named, but the leaflet covers "any other herbal products" and says "consult your doctor prior to taking any herbal products or remedies", so at least moderate.',
    sources: [
      {
        title:
          "Envarsus 0.75 mg / 1 mg / 4 mg prolonged-release tablets (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bfce752a769c6bdf68d02de41c720db5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-envarsus-turmeric",
    title: "Envarsus user asks about turmeric capsules for joint pain",
    profile: {
      medicines: ["Envarsus 1mg"],
      conditions: ["liver transplant"],
    },
    stack: [
      {
        custom: {
          name: "Turmeric (curcumin) 500 mg capsules for joints",
          ingredients: [
            {
              ingredient: "turmeric-curcumin",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "turmeric-curcumin",
          with: {
            medicine: "Envarsus 1mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Envarsus leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Envarsus that you need to receive. If in doubt, please consult your doctor prior to taking any herbal products or remedies." Turmeric is a herbal product, so the leaflet\'s "avoid ... any other herbal products" / "consult your doctor" advice applies (at least moderate).',
    sources: [
      {
        title:
          "Envarsus 0.75 mg / 1 mg / 4 mg prolonged-release tablets (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bfce752a769c6bdf68d02de41c720db5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-envarsus-valerian",
    title: "Envarsus patient with insomnia picks up valerian tablets",
    profile: {
      medicines: ["Envarsus 4mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Valerian root 450 mg tablets for sleep",
          ingredients: [
            {
              ingredient: "valerian",
              amount: 450,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "valerian",
          with: {
            medicine: "Envarsus 4mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Envarsus leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Envarsus that you need to receive. If in doubt, please consult your doctor prior to taking any herbal products or remedies." Valerian is a herbal remedy; the leaflet asks patients to avoid herbal products or "consult your doctor prior to taking any herbal products or remedies" (moderate).',
    sources: [
      {
        title:
          "Envarsus 0.75 mg / 1 mg / 4 mg prolonged-release tablets (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bfce752a769c6bdf68d02de41c720db5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-envarsus-sjw-plus-vitd",
    title: "Envarsus patient's basket: St John's wort and a vitamin D tablet",
    profile: {
      medicines: ["Envarsus 4mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (low mood)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 3,
      },
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Envarsus 4mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Envarsus 4mg",
          },
        },
      ],
    },
    rationale:
      'The Envarsus leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Envarsus that you need to receive. If in doubt, please consult your doctor prior to taking any herbal products or remedies." The Envarsus leaflet\'s interaction text (read in full) names herbal remedies (St John\'s wort, Schisandra), cannabidiol, potassium supplements and "the antacid magnesium-aluminium-hydroxide", and its general sentence covers only "medicines obtained without a prescription and herbal preparations"; it names no vitamin. So flag St John\'s wort (avoid) but not vitamin D, which has no tacrolimus mechanism.',
    sources: [
      {
        title:
          "Envarsus 0.75 mg / 1 mg / 4 mg prolonged-release tablets (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bfce752a769c6bdf68d02de41c720db5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-envarsus-potassium-plus-fish-oil",
    title: "Envarsus patient takes potassium tablets and fish oil",
    profile: {
      medicines: ["Envarsus 4mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Potassium citrate supplement tablets (99 mg potassium)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 99,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "potassium",
          with: {
            medicine: "Envarsus 4mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Envarsus 4mg",
          },
        },
      ],
    },
    rationale:
      'The Envarsus leaflet says "your doctor also needs to know if you are taking potassium supplements". The Envarsus leaflet\'s interaction text (read in full) names herbal remedies (St John\'s wort, Schisandra), cannabidiol, potassium supplements and "the antacid magnesium-aluminium-hydroxide", and its general sentence covers only "medicines obtained without a prescription and herbal preparations"; it names no vitamin. Fish oil is not named and has no tacrolimus level or potassium mechanism.',
    sources: [
      {
        title:
          "Envarsus 0.75 mg / 1 mg / 4 mg prolonged-release tablets (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bfce752a769c6bdf68d02de41c720db5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-envarsus-vitamin-d-quiet",
    title: "Kidney transplant patient on Envarsus takes winter vitamin D",
    profile: {
      medicines: ["Envarsus 4mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Envarsus 4mg",
          },
        },
      ],
    },
    rationale:
      'The Envarsus leaflet\'s interaction text (read in full) names herbal remedies (St John\'s wort, Schisandra), cannabidiol, potassium supplements and "the antacid magnesium-aluminium-hydroxide", and its general sentence covers only "medicines obtained without a prescription and herbal preparations"; it names no vitamin. Vitamin D is not named and does not change tacrolimus levels.',
    sources: [
      {
        title:
          "Envarsus 0.75 mg / 1 mg / 4 mg prolonged-release tablets (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bfce752a769c6bdf68d02de41c720db5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-envarsus-calcium-d3-quiet",
    title: "Transplant patient on tacrolimus takes calcium and vitamin D for bones",
    profile: {
      medicines: ["tacrolimus prolonged-release 4mg (Envarsus)"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Calcium and vitamin D3 chewable tablets (500 mg calcium, 10 micrograms D3)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "tacrolimus prolonged-release 4mg (Envarsus)",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "tacrolimus prolonged-release 4mg (Envarsus)",
          },
        },
      ],
    },
    rationale:
      'The Envarsus leaflet\'s interaction text (read in full) names herbal remedies (St John\'s wort, Schisandra), cannabidiol, potassium supplements and "the antacid magnesium-aluminium-hydroxide", and its general sentence covers only "medicines obtained without a prescription and herbal preparations"; it names no vitamin. Only the magnesium-aluminium antacid is named; calcium and vitamin D are not, and have no known effect on tacrolimus levels.',
    sources: [
      {
        title:
          "Envarsus 0.75 mg / 1 mg / 4 mg prolonged-release tablets (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bfce752a769c6bdf68d02de41c720db5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-envarsus-fish-oil-quiet",
    title: "Envarsus patient asks about omega-3 capsules for the heart",
    profile: {
      medicines: ["Envarsus 1mg"],
      conditions: ["liver transplant"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Envarsus 1mg",
          },
        },
      ],
    },
    rationale:
      'The Envarsus leaflet\'s interaction text (read in full) names herbal remedies (St John\'s wort, Schisandra), cannabidiol, potassium supplements and "the antacid magnesium-aluminium-hydroxide", and its general sentence covers only "medicines obtained without a prescription and herbal preparations"; it names no vitamin. Fish oil is not a herbal preparation and is not named.',
    sources: [
      {
        title:
          "Envarsus 0.75 mg / 1 mg / 4 mg prolonged-release tablets (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bfce752a769c6bdf68d02de41c720db5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-envarsus-b12-quiet",
    title: "Envarsus patient takes a vitamin B12 tablet",
    profile: {
      medicines: ["Envarsus 4mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
          ingredients: [
            {
              ingredient: "vitamin-b12",
              amount: 1000,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "Envarsus 4mg",
          },
        },
      ],
    },
    rationale:
      'The Envarsus leaflet\'s interaction text (read in full) names herbal remedies (St John\'s wort, Schisandra), cannabidiol, potassium supplements and "the antacid magnesium-aluminium-hydroxide", and its general sentence covers only "medicines obtained without a prescription and herbal preparations"; it names no vitamin. Vitamin B12 is not named and has no tacrolimus mechanism.',
    sources: [
      {
        title:
          "Envarsus 0.75 mg / 1 mg / 4 mg prolonged-release tablets (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bfce752a769c6bdf68d02de41c720db5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-dificlir-vitamin-d-quiet",
    title: "Woman on a 10-day Dificlir course keeps taking her vitamin D",
    profile: {
      medicines: ["Dificlir 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 10 micrograms (400 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Dificlir 200mg",
          },
        },
      ],
    },
    rationale:
      'The DIFICLIR leaflet\'s "Other medicines and DIFICLIR" section (read in full) names only ciclosporin, ketoconazole, erythromycin, clarithromycin, verapamil, dronedarone, amiodarone and dabigatran, and says "You can take DIFICLIR before, during or after meals"; it names no supplement and has no herbal/vitamin sentence. Vitamin D has no mechanism with this gut-acting antibiotic.',
    sources: [
      {
        title:
          "DIFICLIR 200 mg film-coated tablets (fidaxomicin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e96a2b015f0fafafc915826cda7b875c.html",
      },
    ],
  },
  {
    id: "sc-p25-dificlir-vitamin-c-quiet",
    title: "Man taking fidaxomicin for C. difficile takes vitamin C",
    profile: {
      medicines: ["fidaxomicin 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 1000 mg effervescent tablets",
          ingredients: [
            {
              ingredient: "vitamin-c",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-c",
          with: {
            medicine: "fidaxomicin 200mg",
          },
        },
      ],
    },
    rationale:
      'The DIFICLIR leaflet\'s "Other medicines and DIFICLIR" section (read in full) names only ciclosporin, ketoconazole, erythromycin, clarithromycin, verapamil, dronedarone, amiodarone and dabigatran, and says "You can take DIFICLIR before, during or after meals"; it names no supplement and has no herbal/vitamin sentence. Vitamin C is not named and does not bind fidaxomicin.',
    sources: [
      {
        title:
          "DIFICLIR 200 mg film-coated tablets (fidaxomicin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e96a2b015f0fafafc915826cda7b875c.html",
      },
    ],
  },
  {
    id: "sc-p25-exjade-vitamin-d-quiet",
    title: "Thalassaemia patient on Exjade takes vitamin D",
    profile: {
      medicines: ["Exjade 360mg"],
      conditions: ["thalassaemia"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Exjade 360mg",
          },
        },
      ],
    },
    rationale:
      'The EXJADE leaflet\'s "Other medicines" list (read in full) names "antacids (medicines used to treat heartburn) containing aluminium, which should not be taken at the same time of day as EXJADE", other iron chelators, and medicines (ciclosporin, simvastatin, aspirin/ibuprofen, bisphosphonates, anticoagulants, contraceptives, repaglinide, rifampicin, cholestyramine ...); it names no vitamin or herbal product and has no general supplements sentence. Vitamin D does not bind deferasirox and is not named.',
    sources: [
      {
        title: "EXJADE film-coated tablets (deferasirox) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bd22c6cb08ec26dbc8a674d031b87df0.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-exjade-folic-acid-quiet",
    title: "Man with thalassaemia on deferasirox takes his folic acid",
    profile: {
      medicines: ["deferasirox 360mg"],
      conditions: ["thalassaemia"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 5 mg tablets (bought online)",
          ingredients: [
            {
              ingredient: "folic-acid",
              amount: 5,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "folic-acid",
          with: {
            medicine: "deferasirox 360mg",
          },
        },
      ],
    },
    rationale:
      'The EXJADE leaflet\'s "Other medicines" list (read in full) names "antacids (medicines used to treat heartburn) containing aluminium, which should not be taken at the same time of day as EXJADE", other iron chelators, and medicines (ciclosporin, simvastatin, aspirin/ibuprofen, bisphosphonates, anticoagulants, contraceptives, repaglinide, rifampicin, cholestyramine ...); it names no vitamin or herbal product and has no general supplements sentence. Folic acid is not named and has no chelation or metabolic mechanism with deferasirox.',
    sources: [
      {
        title: "EXJADE film-coated tablets (deferasirox) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bd22c6cb08ec26dbc8a674d031b87df0.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-doptelet-calcium-quiet",
    title: "ITP patient on Doptelet asks if her calcium tablet must be spaced",
    profile: {
      medicines: ["Doptelet 20mg"],
      conditions: ["immune thrombocytopenia"],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g (500 mg calcium) tablets",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Doptelet 20mg",
          },
        },
      ],
    },
    rationale:
      'The Doptelet leaflet\'s "Other medicines and Doptelet" section (read in full) says only "If you are taking other medicines for ITP, you may need to take a lower dose or to stop taking them"; section 3 says "take with food". Unlike some other platelet medicines, it gives no antacid, calcium or mineral timing rule and names no supplement. No calcium or polyvalent-cation warning is given for avatrombopag.',
    sources: [
      {
        title:
          "Doptelet 20 mg film-coated tablets (avatrombopag) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fe68e84ae2a5a5a43e0a98992e2c4775.html",
      },
    ],
  },
  {
    id: "sc-p25-doptelet-vitamin-d-quiet",
    title: "Man on avatrombopag takes vitamin D",
    profile: {
      medicines: ["avatrombopag 20mg"],
      conditions: ["immune thrombocytopenia"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "avatrombopag 20mg",
          },
        },
      ],
    },
    rationale:
      'The Doptelet leaflet\'s "Other medicines and Doptelet" section (read in full) says only "If you are taking other medicines for ITP, you may need to take a lower dose or to stop taking them"; section 3 says "take with food". Unlike some other platelet medicines, it gives no antacid, calcium or mineral timing rule and names no supplement. Vitamin D is not named and has no mechanism.',
    sources: [
      {
        title:
          "Doptelet 20 mg film-coated tablets (avatrombopag) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fe68e84ae2a5a5a43e0a98992e2c4775.html",
      },
    ],
  },
  {
    id: "sc-p25-siklos-folic-acid-quiet",
    title: "Sickle cell patient on Siklos keeps taking folic acid",
    profile: {
      medicines: ["Siklos 1000mg"],
      conditions: ["sickle cell disease"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 5 mg tablets (bought online)",
          ingredients: [
            {
              ingredient: "folic-acid",
              amount: 5,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "folic-acid",
          with: {
            medicine: "Siklos 1000mg",
          },
        },
      ],
    },
    rationale:
      'The Siklos leaflet (section 2 read in full) names only antiretrovirals (didanosine, stavudine, indinavir), myelosuppressive medicines, radiation and some vaccines; it asks you to tell the doctor "if you have a known lack of vitamin B12 or folate" but gives no warning against vitamins. Folic acid is not an interacting product; the leaflet only flags folate deficiency.',
    sources: [
      {
        title:
          "Siklos 100 mg / 1000 mg film-coated tablets (hydroxycarbamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e7ba6957dcf929fb2c43dcd1b448488d.html",
      },
    ],
  },
  {
    id: "sc-p25-siklos-vitamin-d-quiet",
    title: "Young woman on hydroxycarbamide for sickle cell takes vitamin D",
    profile: {
      medicines: ["hydroxycarbamide 1000mg (Siklos)"],
      conditions: ["sickle cell disease"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "hydroxycarbamide 1000mg (Siklos)",
          },
        },
      ],
    },
    rationale:
      'The Siklos leaflet (section 2 read in full) names only antiretrovirals (didanosine, stavudine, indinavir), myelosuppressive medicines, radiation and some vaccines; it asks you to tell the doctor "if you have a known lack of vitamin B12 or folate" but gives no warning against vitamins. Vitamin D is not named and has no mechanism.',
    sources: [
      {
        title:
          "Siklos 100 mg / 1000 mg film-coated tablets (hydroxycarbamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e7ba6957dcf929fb2c43dcd1b448488d.html",
      },
    ],
  },
  {
    id: "sc-p25-mimpara-fish-oil-quiet",
    title: "Dialysis patient on Mimpara takes omega-3 capsules",
    profile: {
      medicines: ["Mimpara 30mg"],
      conditions: ["kidney dialysis"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Mimpara 30mg",
          },
        },
      ],
    },
    rationale:
      'The Mimpara leaflet\'s "Other medicines and Mimpara" text (read in full) names etelcalcetide, "medicines that lower the level of calcium", azole antifungals, telithromycin, rifampicin, ciprofloxacin, ritonavir, fluvoxamine, tricyclics, dextromethorphan, flecainide, propafenone and metoprolol, plus smoking; "Mimpara should be taken with or shortly after food". No supplement is named. Fish oil is not named and has no cinacalcet mechanism.',
    sources: [
      {
        title: "Mimpara 30 mg film-coated tablets (cinacalcet) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-168192a0c6d5270d5bcdb3cfa6cdd926.html",
      },
    ],
  },
  {
    id: "sc-p25-mimpara-b12-quiet",
    title: "Man on cinacalcet for hyperparathyroidism takes vitamin B12",
    profile: {
      medicines: ["cinacalcet 30mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
          ingredients: [
            {
              ingredient: "vitamin-b12",
              amount: 1000,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "cinacalcet 30mg",
          },
        },
      ],
    },
    rationale:
      'The Mimpara leaflet\'s "Other medicines and Mimpara" text (read in full) names etelcalcetide, "medicines that lower the level of calcium", azole antifungals, telithromycin, rifampicin, ciprofloxacin, ritonavir, fluvoxamine, tricyclics, dextromethorphan, flecainide, propafenone and metoprolol, plus smoking; "Mimpara should be taken with or shortly after food". No supplement is named. Vitamin B12 is not named and has no mechanism.',
    sources: [
      {
        title: "Mimpara 30 mg film-coated tablets (cinacalcet) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-168192a0c6d5270d5bcdb3cfa6cdd926.html",
      },
    ],
  },
  {
    id: "sc-p25-tavlesse-vitamin-d-quiet",
    title: "ITP patient on Tavlesse takes vitamin D",
    profile: {
      medicines: ["Tavlesse 100mg"],
      conditions: ["immune thrombocytopenia"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Tavlesse 100mg",
          },
        },
      ],
    },
    rationale:
      'The TAVLESSE leaflet\'s interaction list (read in full) names ketoconazole, rifampicin, simvastatin, rosuvastatin, digoxin, midazolam, anticoagulants, nelfinavir, verapamil, ranitidine, ethinylestradiol and pioglitazone; "TAVLESSE can be taken with food or between meals". No supplement or herbal product is named. Vitamin D has no mechanism with fostamatinib.',
    sources: [
      {
        title:
          "TAVLESSE 100 mg / 150 mg film-coated tablets (fostamatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4143a283449d30b8e5a863d688670e88.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-tavlesse-b12-quiet",
    title: "Woman on fostamatinib takes vitamin B12",
    profile: {
      medicines: ["fostamatinib 150mg"],
      conditions: ["immune thrombocytopenia"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
          ingredients: [
            {
              ingredient: "vitamin-b12",
              amount: 1000,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "fostamatinib 150mg",
          },
        },
      ],
    },
    rationale:
      'The TAVLESSE leaflet\'s interaction list (read in full) names ketoconazole, rifampicin, simvastatin, rosuvastatin, digoxin, midazolam, anticoagulants, nelfinavir, verapamil, ranitidine, ethinylestradiol and pioglitazone; "TAVLESSE can be taken with food or between meals". No supplement or herbal product is named. Vitamin B12 is not named.',
    sources: [
      {
        title:
          "TAVLESSE 100 mg / 150 mg film-coated tablets (fostamatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4143a283449d30b8e5a863d688670e88.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-jentadueto-vitamin-d-quiet",
    title: "Man with type 2 diabetes on Jentadueto takes vitamin D",
    profile: {
      medicines: ["Jentadueto 2.5mg/1000mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Jentadueto 2.5mg/1000mg",
          },
        },
      ],
    },
    rationale:
      'The Jentadueto leaflet\'s "Other medicines" list (read in full) names contrast media, diuretics, NSAIDs, ACE inhibitors/ARBs, medicines that change metformin levels (verapamil, rifampicin, cimetidine, dolutegravir, ranolazine, trimethoprim, vandetanib, isavuconazole, crizotinib, olaparib), carbamazepine/phenobarbital/phenytoin, corticosteroids, bronchodilators and alcohol-containing medicines; take "with meals". No supplement is named. Vitamin D has no glucose or metformin-level mechanism.',
    sources: [
      {
        title:
          "Jentadueto 2.5 mg/850 mg and 2.5 mg/1000 mg film-coated tablets (linagliptin/metformin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-dea6bb992c7a311f66506a0f31878b7e.html",
      },
    ],
  },
  {
    id: "sc-p25-jentadueto-fish-oil-quiet",
    title: "Woman on linagliptin/metformin takes cod liver oil-free omega-3 capsules",
    profile: {
      medicines: ["linagliptin/metformin 2.5mg/850mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "linagliptin/metformin 2.5mg/850mg",
          },
        },
      ],
    },
    rationale:
      'The Jentadueto leaflet\'s "Other medicines" list (read in full) names contrast media, diuretics, NSAIDs, ACE inhibitors/ARBs, medicines that change metformin levels (verapamil, rifampicin, cimetidine, dolutegravir, ranolazine, trimethoprim, vandetanib, isavuconazole, crizotinib, olaparib), carbamazepine/phenobarbital/phenytoin, corticosteroids, bronchodilators and alcohol-containing medicines; take "with meals". No supplement is named. Fish oil is not named.',
    sources: [
      {
        title:
          "Jentadueto 2.5 mg/850 mg and 2.5 mg/1000 mg film-coated tablets (linagliptin/metformin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-dea6bb992c7a311f66506a0f31878b7e.html",
      },
    ],
  },
  {
    id: "sc-p25-komboglyze-vitamin-d-quiet",
    title: "Komboglyze user takes a daily vitamin D tablet",
    profile: {
      medicines: ["Komboglyze 2.5mg/1000mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 10 micrograms (400 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Komboglyze 2.5mg/1000mg",
          },
        },
      ],
    },
    rationale:
      'The Komboglyze leaflet\'s "Other medicines" list (read in full) names cimetidine, ketoconazole, beta-2 agonists, diltiazem, rifampicin, corticosteroids, carbamazepine/phenobarbital/phenytoin, diuretics, NSAIDs and ACE inhibitors/ARBs; "Take with a meal". No supplement is named. Vitamin D is not named.',
    sources: [
      {
        title:
          "Komboglyze 2.5 mg/850 mg and 2.5 mg/1000 mg film-coated tablets (saxagliptin/metformin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2e049de7151091e592b9a474ff9a66cf.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-komboglyze-zinc-quiet",
    title: "Man on saxagliptin/metformin takes zinc for colds",
    profile: {
      medicines: ["saxagliptin/metformin 2.5mg/850mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Zinc gluconate tablets (25 mg zinc)",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 25,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "zinc",
          with: {
            medicine: "saxagliptin/metformin 2.5mg/850mg",
          },
        },
      ],
    },
    rationale:
      'The Komboglyze leaflet\'s "Other medicines" list (read in full) names cimetidine, ketoconazole, beta-2 agonists, diltiazem, rifampicin, corticosteroids, carbamazepine/phenobarbital/phenytoin, diuretics, NSAIDs and ACE inhibitors/ARBs; "Take with a meal". No supplement is named. Zinc has no spacing or glucose mechanism with these medicines.',
    sources: [
      {
        title:
          "Komboglyze 2.5 mg/850 mg and 2.5 mg/1000 mg film-coated tablets (saxagliptin/metformin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2e049de7151091e592b9a474ff9a66cf.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-vipidia-vitamin-d-quiet",
    title: "Woman on Vipidia takes vitamin D",
    profile: {
      medicines: ["Vipidia 25mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Vipidia 25mg",
          },
        },
      ],
    },
    rationale:
      'The Vipidia leaflet\'s "Other medicines and Vipidia" section (read in full) is only the general "Tell your doctor or pharmacist if you are taking ... any other medicines"; "You can take this medicine with or without food". No supplement is named. Vitamin D has no mechanism with alogliptin.',
    sources: [
      {
        title:
          "Vipidia 6.25 mg / 12.5 mg / 25 mg film-coated tablets (alogliptin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d0b40c63b26d00d8cd281b17148dcf97.html",
      },
    ],
  },
  {
    id: "sc-p25-vipidia-fish-oil-quiet",
    title: "Man on alogliptin takes omega-3 fish oil",
    profile: {
      medicines: ["alogliptin 25mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "alogliptin 25mg",
          },
        },
      ],
    },
    rationale:
      'The Vipidia leaflet\'s "Other medicines and Vipidia" section (read in full) is only the general "Tell your doctor or pharmacist if you are taking ... any other medicines"; "You can take this medicine with or without food". No supplement is named. Fish oil is not named.',
    sources: [
      {
        title:
          "Vipidia 6.25 mg / 12.5 mg / 25 mg film-coated tablets (alogliptin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d0b40c63b26d00d8cd281b17148dcf97.html",
      },
    ],
  },
  {
    id: "sc-p25-volibris-vitamin-d-quiet",
    title: "PAH patient on Volibris takes vitamin D",
    profile: {
      medicines: ["Volibris 5mg"],
      conditions: ["pulmonary arterial hypertension"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Volibris 5mg",
          },
        },
      ],
    },
    rationale:
      'The Volibris leaflet\'s "Other medicines and Volibris" section (read in full) names ciclosporin, rifampicin and other PAH medicines (iloprost, epoprostenol, sildenafil); "You can take Volibris with or without food". No supplement or herbal product is named (soya appears only as an excipient allergy). Vitamin D is not named.',
    sources: [
      {
        title:
          "Volibris 2.5 mg / 5 mg / 10 mg film-coated tablets (ambrisentan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a2ad7d6c832ea8692cbcd9e308086f01.html",
      },
    ],
  },
  {
    id: "sc-p25-volibris-magnesium-quiet",
    title: "Woman on ambrisentan takes magnesium citrate for cramps",
    profile: {
      medicines: ["ambrisentan 10mg"],
      conditions: ["pulmonary arterial hypertension"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate tablets (150 mg magnesium)",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 150,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "ambrisentan 10mg",
          },
        },
      ],
    },
    rationale:
      'The Volibris leaflet\'s "Other medicines and Volibris" section (read in full) names ciclosporin, rifampicin and other PAH medicines (iloprost, epoprostenol, sildenafil); "You can take Volibris with or without food". No supplement or herbal product is named (soya appears only as an excipient allergy). Magnesium has no binding or level mechanism with ambrisentan.',
    sources: [
      {
        title:
          "Volibris 2.5 mg / 5 mg / 10 mg film-coated tablets (ambrisentan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a2ad7d6c832ea8692cbcd9e308086f01.html",
      },
    ],
  },
  {
    id: "sc-p25-plavix-vitamin-d-quiet",
    title: "Man on Plavix after a stent takes vitamin D",
    profile: {
      medicines: ["Plavix 75mg"],
      conditions: ["heart stent"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Plavix 75mg",
          },
        },
      ],
    },
    rationale:
      'The Plavix leaflet\'s "Other medicines and Plavix" section (read in full) names bleeding-risk medicines (oral anticoagulants, NSAIDs, heparin, antiplatelets, SSRIs), rifampicin, omeprazole/esomeprazole, fluconazole/voriconazole, efavirenz, carbamazepine, moclobemide, repaglinide, paclitaxel, opioids and rosuvastatin; "Plavix may be taken with or without food". No vitamin is named. Vitamin D has no bleeding or CYP2C19 mechanism.',
    sources: [
      {
        title:
          "Plavix 75 mg / 300 mg film-coated tablets (clopidogrel) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-35e93ff91e96bbfad7fee25117b58d56.json.html",
      },
    ],
  },
  {
    id: "sc-p25-plavix-b12-quiet",
    title: "Woman on clopidogrel takes vitamin B12",
    profile: {
      medicines: ["clopidogrel 75mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
          ingredients: [
            {
              ingredient: "vitamin-b12",
              amount: 1000,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "clopidogrel 75mg",
          },
        },
      ],
    },
    rationale:
      'The Plavix leaflet\'s "Other medicines and Plavix" section (read in full) names bleeding-risk medicines (oral anticoagulants, NSAIDs, heparin, antiplatelets, SSRIs), rifampicin, omeprazole/esomeprazole, fluconazole/voriconazole, efavirenz, carbamazepine, moclobemide, repaglinide, paclitaxel, opioids and rosuvastatin; "Plavix may be taken with or without food". No vitamin is named. Vitamin B12 is not named and has no mechanism.',
    sources: [
      {
        title:
          "Plavix 75 mg / 300 mg film-coated tablets (clopidogrel) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-35e93ff91e96bbfad7fee25117b58d56.json.html",
      },
    ],
  },
  {
    id: "sc-p25-xigduo-vitamin-d-quiet",
    title: "Woman on Xigduo takes vitamin D",
    profile: {
      medicines: ["Xigduo 5mg/1000mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Xigduo 5mg/1000mg",
          },
        },
      ],
    },
    rationale:
      'The Xigduo leaflet\'s "Other medicines and Xigduo" text (read in full) names iodinated contrast, diuretics, insulin/sulphonylureas, cimetidine, beta-2 agonists, corticosteroids, NSAIDs and ACE inhibitors/ARBs, plus alcohol; "Take your tablet with food". No supplement is named. Vitamin D is not named and has no glucose, kidney or metformin-level mechanism.',
    sources: [
      {
        title:
          "Xigduo film-coated tablets (dapagliflozin/metformin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ffe3f48f1c6e032b0eea8f43920778fb.json.html",
      },
    ],
  },
  {
    id: "sc-p25-xigduo-fish-oil-quiet",
    title: "Man on dapagliflozin/metformin takes omega-3 fish oil",
    profile: {
      medicines: ["dapagliflozin/metformin 5mg/850mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "dapagliflozin/metformin 5mg/850mg",
          },
        },
      ],
    },
    rationale:
      'The Xigduo leaflet\'s "Other medicines and Xigduo" text (read in full) names iodinated contrast, diuretics, insulin/sulphonylureas, cimetidine, beta-2 agonists, corticosteroids, NSAIDs and ACE inhibitors/ARBs, plus alcohol; "Take your tablet with food". No supplement is named. Fish oil is not named.',
    sources: [
      {
        title:
          "Xigduo film-coated tablets (dapagliflozin/metformin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ffe3f48f1c6e032b0eea8f43920778fb.json.html",
      },
    ],
  },
  {
    id: "sc-p25-glyxambi-vitamin-d-quiet",
    title: "Glyxambi user takes a vitamin D tablet",
    profile: {
      medicines: ["Glyxambi 10mg/5mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Glyxambi 10mg/5mg",
          },
        },
      ],
    },
    rationale:
      'The Glyxambi leaflet\'s "Other medicines and Glyxambi" text (read in full) names other antidiabetics, diuretics, rifampicin, carbamazepine/phenobarbital/phenytoin and lithium; "You can take Glyxambi with or without food". No supplement is named. Vitamin D is not named.',
    sources: [
      {
        title:
          "Glyxambi 10 mg/5 mg and 25 mg/5 mg film-coated tablets (empagliflozin/linagliptin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ce5e68a096b816edf5b3a0ff2587822c.json.html",
      },
    ],
  },
  {
    id: "sc-p25-glyxambi-calcium-quiet",
    title: "Woman on empagliflozin/linagliptin takes calcium carbonate for bones",
    profile: {
      medicines: ["empagliflozin/linagliptin 25mg/5mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g (500 mg calcium) tablets",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "empagliflozin/linagliptin 25mg/5mg",
          },
        },
      ],
    },
    rationale:
      'The Glyxambi leaflet\'s "Other medicines and Glyxambi" text (read in full) names other antidiabetics, diuretics, rifampicin, carbamazepine/phenobarbital/phenytoin and lithium; "You can take Glyxambi with or without food". No supplement is named. No antacid or mineral timing rule is given.',
    sources: [
      {
        title:
          "Glyxambi 10 mg/5 mg and 25 mg/5 mg film-coated tablets (empagliflozin/linagliptin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ce5e68a096b816edf5b3a0ff2587822c.json.html",
      },
    ],
  },
  {
    id: "sc-p25-rasagiline-st-johns-wort",
    title: "Man, 68, with Parkinson's on rasagiline 1mg buys St John's wort for low mood",
    profile: {
      medicines: ["rasagiline 1mg"],
      conditions: ["Parkinson's disease"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type, 0.3% hypericin)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "rasagiline 1mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Rasagiline leaflet, section 2: \"Do not take the following medicines while taking Rasagiline ratiopharm: Monoamine oxidase (MAO) inhibitors (e.g. for treatment of depression or Parkinson's disease, or used for any other indication), including medicinal and natural products without prescription e.g. St. John's Wort.\" A St John's wort product is exactly the non-prescription natural product the leaflet says must not be taken with it.",
    sources: [
      {
        title:
          "Rasagiline ratiopharm 1 mg tablets (rasagiline; same wording as Azilect) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b0e9ca3c0296dbd9d61e291d9ccda718.html",
      },
    ],
  },
  {
    id: "sc-p25-rasagiline-sjw-three-a-day",
    title: "Woman, 72, on rasagiline 1mg and co-careldopa takes St John's wort 300mg three times a day",
    profile: {
      medicines: ["rasagiline 1mg", "co-careldopa 25mg/100mg"],
      conditions: ["Parkinson's disease"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type, 0.3% hypericin)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "rasagiline 1mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Rasagiline leaflet, section 2: \"Do not take the following medicines while taking Rasagiline ratiopharm: Monoamine oxidase (MAO) inhibitors (e.g. for treatment of depression or Parkinson's disease, or used for any other indication), including medicinal and natural products without prescription e.g. St. John's Wort.\" The leaflet also warns of serotonin syndrome in overdose. Taking a St John's wort supplement three times daily is a direct breach of the 'do not take' list.",
    sources: [
      {
        title:
          "Rasagiline ratiopharm 1 mg tablets (rasagiline; same wording as Azilect) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b0e9ca3c0296dbd9d61e291d9ccda718.html",
      },
    ],
  },
  {
    id: "sc-p25-rasagiline-sjw-mood-blend",
    title:
      "Man, 63, on Rasagiline ratiopharm 1mg buys a 'mood support' capsule with St John's wort and B vitamins",
    profile: {
      medicines: ["Rasagiline ratiopharm 1mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Mood support capsules (St John's wort extract 300 mg, vitamin B12 10 µg, folic acid 200 µg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
            {
              ingredient: "vitamin-b12",
              amount: 10,
              unit: "µg",
            },
            {
              ingredient: "folic-acid",
              amount: 200,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Rasagiline ratiopharm 1mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "Rasagiline ratiopharm 1mg",
          },
        },
      ],
    },
    rationale:
      "Rasagiline leaflet, section 2: \"Do not take the following medicines while taking Rasagiline ratiopharm: Monoamine oxidase (MAO) inhibitors (e.g. for treatment of depression or Parkinson's disease, or used for any other indication), including medicinal and natural products without prescription e.g. St. John's Wort.\" The St John's wort in the blend must be flagged; the leaflet names no vitamin, so the B12 in the same capsule should not be flagged.",
    sources: [
      {
        title:
          "Rasagiline ratiopharm 1 mg tablets (rasagiline; same wording as Azilect) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b0e9ca3c0296dbd9d61e291d9ccda718.html",
      },
    ],
  },
  {
    id: "sc-p25-rasagiline-vitamin-d-quiet",
    title: "Woman, 70, on rasagiline 1mg takes vitamin D3 1000 IU for her bones",
    profile: {
      medicines: ["rasagiline 1mg"],
      conditions: ["Parkinson's disease"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 1000 IU (25 µg) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "rasagiline 1mg",
          },
        },
      ],
    },
    rationale:
      "The rasagiline leaflet's 'Other medicines' section (read in full) names only antidepressants (SSRIs, SNRIs, tricyclics), ciprofloxacin, dextromethorphan, sympathomimetic decongestants (ephedrine, pseudoephedrine), fluoxetine/fluvoxamine, smoking and alcohol; the only natural product it names is St John's wort, and it says \"Rasagiline ratiopharm may be taken with or without food.\" Vitamin D3 is not named and has no MAO or serotonergic action: quiet.",
    sources: [
      {
        title:
          "Rasagiline ratiopharm 1 mg tablets (rasagiline; same wording as Azilect) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b0e9ca3c0296dbd9d61e291d9ccda718.html",
      },
    ],
  },
  {
    id: "sc-p25-rasagiline-coq10-quiet",
    title: "Man, 66, on rasagiline 1mg takes coenzyme Q10 100mg daily",
    profile: {
      medicines: ["rasagiline 1mg"],
      conditions: ["Parkinson's disease"],
    },
    stack: [
      {
        custom: {
          name: "Coenzyme Q10 100 mg capsules",
          ingredients: [
            {
              ingredient: "coq10",
              amount: 100,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "coq10",
          with: {
            medicine: "rasagiline 1mg",
          },
        },
      ],
    },
    rationale:
      "The rasagiline leaflet's 'Other medicines' section (read in full) names only antidepressants (SSRIs, SNRIs, tricyclics), ciprofloxacin, dextromethorphan, sympathomimetic decongestants (ephedrine, pseudoephedrine), fluoxetine/fluvoxamine, smoking and alcohol; the only natural product it names is St John's wort, and it says \"Rasagiline ratiopharm may be taken with or without food.\" Coenzyme Q10 is not named and has no MAO-inhibiting, sympathomimetic or serotonergic effect: quiet.",
    sources: [
      {
        title:
          "Rasagiline ratiopharm 1 mg tablets (rasagiline; same wording as Azilect) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b0e9ca3c0296dbd9d61e291d9ccda718.html",
      },
    ],
  },
  {
    id: "sc-p25-rasagiline-calcichew-quiet",
    title: "Woman, 75, on rasagiline 1mg takes Calcichew-D3 twice a day",
    profile: {
      medicines: ["rasagiline 1mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcichew-D3 chewable tablets (calcium carbonate 1250 mg = 500 mg calcium, 10 µg vitamin D3)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "rasagiline 1mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "rasagiline 1mg",
          },
        },
      ],
    },
    rationale:
      "The rasagiline leaflet's 'Other medicines' section (read in full) names only antidepressants (SSRIs, SNRIs, tricyclics), ciprofloxacin, dextromethorphan, sympathomimetic decongestants (ephedrine, pseudoephedrine), fluoxetine/fluvoxamine, smoking and alcohol; the only natural product it names is St John's wort, and it says \"Rasagiline ratiopharm may be taken with or without food.\" No antacid, mineral or spacing instruction appears, so calcium with vitamin D3 is quiet.",
    sources: [
      {
        title:
          "Rasagiline ratiopharm 1 mg tablets (rasagiline; same wording as Azilect) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b0e9ca3c0296dbd9d61e291d9ccda718.html",
      },
    ],
  },
  {
    id: "sc-p25-rasagiline-fish-oil-quiet",
    title: "Man, 71, on rasagiline 1mg takes omega-3 fish oil",
    profile: {
      medicines: ["rasagiline 1mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules (EPA 180 mg / DHA 120 mg)",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "rasagiline 1mg",
          },
        },
      ],
    },
    rationale:
      "The rasagiline leaflet's 'Other medicines' section (read in full) names only antidepressants (SSRIs, SNRIs, tricyclics), ciprofloxacin, dextromethorphan, sympathomimetic decongestants (ephedrine, pseudoephedrine), fluoxetine/fluvoxamine, smoking and alcohol; the only natural product it names is St John's wort, and it says \"Rasagiline ratiopharm may be taken with or without food.\" Fish oil is not named and has no plausible mechanism with an MAO-B inhibitor: quiet.",
    sources: [
      {
        title:
          "Rasagiline ratiopharm 1 mg tablets (rasagiline; same wording as Azilect) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b0e9ca3c0296dbd9d61e291d9ccda718.html",
      },
    ],
  },
  {
    id: "sc-p25-mavenclad-st-johns-wort",
    title: "Woman, 34, with MS due her MAVENCLAD 10mg treatment week is taking St John's wort",
    profile: {
      medicines: ["Mavenclad 10mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type, 0.3% hypericin)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Mavenclad 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MAVENCLAD leaflet, 'Other medicines and MAVENCLAD': \"Talk to your doctor, if you are or have been treated with: ... rifampicin (used to treat certain types of infection), St. John's wort (used to treat depression) or corticosteroids (used to suppress inflammation). Your doctor will tell you what to do if you have to take these medicines.\" Named by the leaflet as something to talk to the doctor about: at least moderate (not a stated contraindication).",
    sources: [
      {
        title: "MAVENCLAD 10 mg tablets (cladribine) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c6f251ac470345e2bc0f62b0b3ff2ff0.html",
      },
    ],
  },
  {
    id: "sc-p25-mavenclad-sjw-year-two",
    title: "Man, 41, starting his year-2 Mavenclad course buys St John's wort tablets for winter low mood",
    profile: {
      medicines: ["Mavenclad 10mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type, 0.3% hypericin)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Mavenclad 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MAVENCLAD leaflet, 'Other medicines and MAVENCLAD': \"Talk to your doctor, if you are or have been treated with: ... rifampicin (used to treat certain types of infection), St. John's wort (used to treat depression) or corticosteroids (used to suppress inflammation). Your doctor will tell you what to do if you have to take these medicines.\" The leaflet also says \"Do not take MAVENCLAD at the same time as any other medicine. Leave a gap of at least 3 hours\". St John's wort should be raised with the MS team: moderate.",
    sources: [
      {
        title: "MAVENCLAD 10 mg tablets (cladribine) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c6f251ac470345e2bc0f62b0b3ff2ff0.html",
      },
    ],
  },
  {
    id: "sc-p25-mavenclad-sjw-sleep-blend",
    title:
      "Woman, 29, on cladribine (Mavenclad 10mg) takes a night-time blend containing St John's wort and valerian",
    profile: {
      medicines: ["Mavenclad 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Night-time herbal blend (St John's wort 300 mg, valerian root 250 mg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
            {
              ingredient: "valerian",
              amount: 250,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Mavenclad 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MAVENCLAD leaflet, 'Other medicines and MAVENCLAD': \"Talk to your doctor, if you are or have been treated with: ... rifampicin (used to treat certain types of infection), St. John's wort (used to treat depression) or corticosteroids (used to suppress inflammation). Your doctor will tell you what to do if you have to take these medicines.\" The St John's wort component must be flagged at least moderate (valerian is not named; no expectation set for it).",
    sources: [
      {
        title: "MAVENCLAD 10 mg tablets (cladribine) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c6f251ac470345e2bc0f62b0b3ff2ff0.html",
      },
    ],
  },
  {
    id: "sc-p25-fintepla-vitamin-d-quiet",
    title: "Woman, 22, with Dravet syndrome on Fintepla 2.2mg/ml oral solution takes vitamin D3",
    profile: {
      medicines: ["Fintepla 2.2mg/ml oral solution"],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 1000 IU (25 µg) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Fintepla 2.2mg/ml oral solution",
          },
        },
      ],
    },
    rationale:
      'Fintepla leaflet \'Other medicines and Fintepla\' (read in full) names only stiripentol, triptans, MAOIs, SSRIs/SNRIs (serotonin syndrome), carbamazepine, primidone, rifampicin, barbiturates, phenytoin, efavirenz, smoking and alcohol; section 3 says "Take the medicine with food or between meals" and "Fintepla oral solution is compatible with a ketogenic diet." Vitamin D3 is not named and has no serotonergic or enzyme-inducing effect: quiet.',
    sources: [
      {
        title: "Fintepla 2.2 mg/ml oral solution (fenfluramine) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0d94803bc9c6a74df09f017a447745b8.html",
      },
    ],
  },
  {
    id: "sc-p25-fintepla-fish-oil-quiet",
    title: "Man, 19, with Lennox-Gastaut syndrome on Fintepla 2.2mg/ml oral solution takes omega-3 fish oil",
    profile: {
      medicines: ["Fintepla 2.2mg/ml oral solution"],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules (EPA 180 mg / DHA 120 mg)",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Fintepla 2.2mg/ml oral solution",
          },
        },
      ],
    },
    rationale:
      'Fintepla leaflet \'Other medicines and Fintepla\' (read in full) names only stiripentol, triptans, MAOIs, SSRIs/SNRIs (serotonin syndrome), carbamazepine, primidone, rifampicin, barbiturates, phenytoin, efavirenz, smoking and alcohol; section 3 says "Take the medicine with food or between meals" and "Fintepla oral solution is compatible with a ketogenic diet." Fish oil is not named and has no plausible mechanism with fenfluramine: quiet.',
    sources: [
      {
        title: "Fintepla 2.2 mg/ml oral solution (fenfluramine) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0d94803bc9c6a74df09f017a447745b8.html",
      },
    ],
  },
  {
    id: "sc-p25-zyprexa-vitamin-d-quiet",
    title: "Man, 38, on Zyprexa 10mg takes vitamin D3 1000 IU",
    profile: {
      medicines: ["Zyprexa 10mg"],
      conditions: ["schizophrenia"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 1000 IU (25 µg) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Zyprexa 10mg",
          },
        },
      ],
    },
    rationale:
      "ZYPREXA leaflet 'Other medicines and ZYPREXA' (read in full) names Parkinson's medicines, carbamazepine, fluvoxamine, ciprofloxacin, antidepressants/tranquillisers (drowsiness) and alcohol only, and says \"It does not matter whether you take them with or without food.\" Vitamin D3 is not named and has no sedative or CYP1A2 effect: quiet.",
    sources: [
      {
        title: "ZYPREXA (olanzapine) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9cfa53e5a31a6544aeb83b303f96813f.html",
      },
    ],
  },
  {
    id: "sc-p25-zyprexa-fish-oil-quiet",
    title: "Woman, 45, with bipolar disorder on Zyprexa 5mg takes omega-3 fish oil",
    profile: {
      medicines: ["Zyprexa 5mg"],
      conditions: ["bipolar disorder"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules (EPA 180 mg / DHA 120 mg)",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Zyprexa 5mg",
          },
        },
      ],
    },
    rationale:
      "ZYPREXA leaflet 'Other medicines and ZYPREXA' (read in full) names Parkinson's medicines, carbamazepine, fluvoxamine, ciprofloxacin, antidepressants/tranquillisers (drowsiness) and alcohol only, and says \"It does not matter whether you take them with or without food.\" Fish oil is not named and has no plausible mechanism with olanzapine: quiet.",
    sources: [
      {
        title: "ZYPREXA (olanzapine) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9cfa53e5a31a6544aeb83b303f96813f.html",
      },
    ],
  },
  {
    id: "sc-p25-invega-vitamin-d-quiet",
    title: "Man, 31, on Invega 6mg takes vitamin D3 1000 IU",
    profile: {
      medicines: ["Invega 6mg"],
      conditions: ["schizophrenia"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 1000 IU (25 µg) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Invega 6mg",
          },
        },
      ],
    },
    rationale:
      "INVEGA leaflet 'Other medicines and INVEGA' (read in full): \"Tell your doctor or pharmacist if you are taking or have recently taken any other medicines.\" It names heart-rhythm medicines, antihistamines, antimalarials, other antipsychotics, medicines that work in the brain, blood-pressure medicines, levodopa, metoclopramide, valproate, oral risperidone, psychostimulants and alcohol; no vitamin, mineral or herb. Vitamin D3 is not named and has no plausible mechanism with paliperidone: quiet.",
    sources: [
      {
        title: "INVEGA (paliperidone) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-09106d45449680d6410b39822e859120.json.html",
      },
    ],
  },
  {
    id: "sc-p25-invega-b12-quiet",
    title: "Woman, 40, with schizoaffective disorder on Invega 9mg takes vitamin B12 1000 µg",
    profile: {
      medicines: ["Invega 9mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 µg tablets",
          ingredients: [
            {
              ingredient: "vitamin-b12",
              amount: 1000,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "Invega 9mg",
          },
        },
      ],
    },
    rationale:
      "INVEGA leaflet 'Other medicines and INVEGA' (read in full): \"Tell your doctor or pharmacist if you are taking or have recently taken any other medicines.\" It names heart-rhythm medicines, antihistamines, antimalarials, other antipsychotics, medicines that work in the brain, blood-pressure medicines, levodopa, metoclopramide, valproate, oral risperidone, psychostimulants and alcohol; no vitamin, mineral or herb. Vitamin B12 is not named and has no plausible mechanism: quiet.",
    sources: [
      {
        title: "INVEGA (paliperidone) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-09106d45449680d6410b39822e859120.json.html",
      },
    ],
  },
  {
    id: "sc-p25-valdoxan-vitamin-d-quiet",
    title: "Woman, 52, on Valdoxan 25mg takes vitamin D3 1000 IU",
    profile: {
      medicines: ["Valdoxan 25mg"],
      conditions: ["depression"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 1000 IU (25 µg) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Valdoxan 25mg",
          },
        },
      ],
    },
    rationale:
      'Valdoxan leaflet (read in full): "Do not take Valdoxan ... if you are taking fluvoxamine ... or ciprofloxacin"; it otherwise names propranolol, enoxacin, medicines that affect the liver, smoking more than 15 cigarettes a day and alcohol, and "Valdoxan can be taken with or without food." No vitamin, mineral or herb is named. Vitamin D3 has no CYP1A2 or liver effect: quiet.',
    sources: [
      {
        title: "Valdoxan 25 mg (agomelatine) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-79d322f9708e44619600f26fcf371238.html",
      },
    ],
  },
  {
    id: "sc-p25-valdoxan-fish-oil-quiet",
    title: "Man, 47, on agomelatine (Valdoxan 25mg) takes omega-3 fish oil",
    profile: {
      medicines: ["Valdoxan 25mg"],
      conditions: ["depression"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules (EPA 180 mg / DHA 120 mg)",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Valdoxan 25mg",
          },
        },
      ],
    },
    rationale:
      'Valdoxan leaflet (read in full): "Do not take Valdoxan ... if you are taking fluvoxamine ... or ciprofloxacin"; it otherwise names propranolol, enoxacin, medicines that affect the liver, smoking more than 15 cigarettes a day and alcohol, and "Valdoxan can be taken with or without food." No vitamin, mineral or herb is named. Fish oil has no plausible mechanism with agomelatine: quiet.',
    sources: [
      {
        title: "Valdoxan 25 mg (agomelatine) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-79d322f9708e44619600f26fcf371238.html",
      },
    ],
  },
  {
    id: "sc-p25-ebixa-vitamin-d-quiet",
    title: "Woman, 81, with Alzheimer's on Ebixa 20mg takes vitamin D3 1000 IU",
    profile: {
      medicines: ["Ebixa 20mg"],
      conditions: ["Alzheimer's disease"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 1000 IU (25 µg) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Ebixa 20mg",
          },
        },
      ],
    },
    rationale:
      "Ebixa leaflet 'Other medicines and Ebixa' (read in full) names amantadine, ketamine, dextromethorphan, dantrolene, baclofen, cimetidine, ranitidine, procainamide, quinidine, quinine, nicotine, hydrochlorothiazide, anticholinergics, anticonvulsants, barbiturates, dopaminergic agonists, neuroleptics and oral anticoagulants; under food it only asks you to tell the doctor if you \"change your diet substantially (e.g. from normal diet to strict vegetarian diet)\". Vitamin D3 is not named and does not change urine pH: quiet.",
    sources: [
      {
        title: "Ebixa 10 mg (memantine) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a0179b039da107bd55842f5819aa0ee7.html",
      },
    ],
  },
  {
    id: "sc-p25-ebixa-fish-oil-quiet",
    title: "Man, 78, on memantine (Ebixa 10mg) takes omega-3 fish oil for his memory",
    profile: {
      medicines: ["Ebixa 10mg"],
      conditions: ["Alzheimer's disease"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules (EPA 180 mg / DHA 120 mg)",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Ebixa 10mg",
          },
        },
      ],
    },
    rationale:
      "Ebixa leaflet 'Other medicines and Ebixa' (read in full) names amantadine, ketamine, dextromethorphan, dantrolene, baclofen, cimetidine, ranitidine, procainamide, quinidine, quinine, nicotine, hydrochlorothiazide, anticholinergics, anticonvulsants, barbiturates, dopaminergic agonists, neuroleptics and oral anticoagulants; under food it only asks you to tell the doctor if you \"change your diet substantially (e.g. from normal diet to strict vegetarian diet)\". Fish oil is not named and has no plausible mechanism with memantine: quiet.",
    sources: [
      {
        title: "Ebixa 10 mg (memantine) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a0179b039da107bd55842f5819aa0ee7.html",
      },
    ],
  },
  {
    id: "sc-p25-mayzent-vitamin-d-quiet",
    title: "Woman, 49, with secondary progressive MS on Mayzent 2mg takes high-dose vitamin D3",
    profile: {
      medicines: ["Mayzent 2mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 4000 IU (100 µg) softgels",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 100,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Mayzent 2mg",
          },
        },
      ],
    },
    rationale:
      "Mayzent leaflet 'Other medicines and Mayzent' (read in full): \"Make sure to tell your doctor if you are taking or receiving any of the following medicines or therapies\" - it names antiarrhythmics, heart-rate-slowing medicines, immune-system medicines, live vaccines, fluconazole, carbamazepine, modafinil and UV/PUVA therapy; no vitamin, mineral or herb (its allergy warning concerns peanut and soya in the tablet). Vitamin D3 is not named and has no CYP2C9/CYP3A4 effect: quiet.",
    sources: [
      {
        title: "Mayzent (siponimod) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-915e89a600adbc6365861bb1b0863445.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-mayzent-fish-oil-quiet",
    title: "Man, 55, on Mayzent 2mg takes omega-3 fish oil",
    profile: {
      medicines: ["Mayzent 2mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules (EPA 180 mg / DHA 120 mg)",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Mayzent 2mg",
          },
        },
      ],
    },
    rationale:
      "Mayzent leaflet 'Other medicines and Mayzent' (read in full): \"Make sure to tell your doctor if you are taking or receiving any of the following medicines or therapies\" - it names antiarrhythmics, heart-rate-slowing medicines, immune-system medicines, live vaccines, fluconazole, carbamazepine, modafinil and UV/PUVA therapy; no vitamin, mineral or herb (its allergy warning concerns peanut and soya in the tablet). Fish oil is not named and has no plausible mechanism with siponimod: quiet.",
    sources: [
      {
        title: "Mayzent (siponimod) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-915e89a600adbc6365861bb1b0863445.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-xeljanz-vitamin-d-quiet",
    title: "Woman, 58, with rheumatoid arthritis on Xeljanz 5mg takes vitamin D3 1000 IU",
    profile: {
      medicines: ["Xeljanz 5mg"],
      conditions: ["rheumatoid arthritis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 1000 IU (25 µg) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Xeljanz 5mg",
          },
        },
      ],
    },
    rationale:
      "XELJANZ leaflet 'Other medicines and XELJANZ' (read in full): \"You should tell your doctor if you are using medicines that contain any of the following active substances\" - it names diabetes medicines, rifampicin, fluconazole, ketoconazole, biologic and strong immunosuppressants and corticosteroids; no vitamin, mineral or herb. Vitamin D3 is not named and has no CYP3A4 effect: quiet.",
    sources: [
      {
        title: "XELJANZ (tofacitinib) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-008c725c88c429f9cddb37027a290218.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-xeljanz-glucosamine-quiet",
    title: "Man, 62, with psoriatic arthritis on Xeljanz 5mg takes glucosamine for his knees",
    profile: {
      medicines: ["Xeljanz 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine sulfate 1500 mg tablets",
          ingredients: [
            {
              ingredient: "glucosamine",
              amount: 1500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "glucosamine",
          with: {
            medicine: "Xeljanz 5mg",
          },
        },
      ],
    },
    rationale:
      "XELJANZ leaflet 'Other medicines and XELJANZ' (read in full): \"You should tell your doctor if you are using medicines that contain any of the following active substances\" - it names diabetes medicines, rifampicin, fluconazole, ketoconazole, biologic and strong immunosuppressants and corticosteroids; no vitamin, mineral or herb. Glucosamine is not named and has no plausible mechanism with tofacitinib: quiet.",
    sources: [
      {
        title: "XELJANZ (tofacitinib) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-008c725c88c429f9cddb37027a290218.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-zeposia-vitamin-d-quiet",
    title: "Woman, 36, with relapsing MS on Zeposia 0.92mg takes vitamin D3 4000 IU",
    profile: {
      medicines: ["Zeposia 0.92mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 4000 IU (100 µg) softgels",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 100,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Zeposia 0.92mg",
          },
        },
      ],
    },
    rationale:
      "Zeposia leaflet 'Other medicines and Zeposia' (read in full) names immune-modulating and MS/UC medicines, gemfibrozil, clopidogrel, rifampicin, MAO inhibitors, heart-rate-slowing medicines and live vaccines; \"You can take the capsule either with or without food.\" No vitamin, mineral or herb is named. Vitamin D3 is not named and has no plausible mechanism with ozanimod: quiet.",
    sources: [
      {
        title: "Zeposia (ozanimod) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3f6a519af0b1268014d8e20e6028f9d5.html",
      },
    ],
  },
  {
    id: "sc-p25-zeposia-b12-quiet",
    title: "Man, 44, with ulcerative colitis on Zeposia 0.92mg takes vitamin B12",
    profile: {
      medicines: ["Zeposia 0.92mg"],
      conditions: ["ulcerative colitis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 µg tablets",
          ingredients: [
            {
              ingredient: "vitamin-b12",
              amount: 1000,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "Zeposia 0.92mg",
          },
        },
      ],
    },
    rationale:
      "Zeposia leaflet 'Other medicines and Zeposia' (read in full) names immune-modulating and MS/UC medicines, gemfibrozil, clopidogrel, rifampicin, MAO inhibitors, heart-rate-slowing medicines and live vaccines; \"You can take the capsule either with or without food.\" No vitamin, mineral or herb is named. Vitamin B12 is not named and has no plausible mechanism: quiet.",
    sources: [
      {
        title: "Zeposia (ozanimod) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3f6a519af0b1268014d8e20e6028f9d5.html",
      },
    ],
  },
  {
    id: "sc-p25-cibinqo-evening-primrose-quiet",
    title: "Woman, 27, with atopic eczema on Cibinqo 100mg takes evening primrose oil",
    profile: {
      medicines: ["Cibinqo 100mg"],
      conditions: ["atopic eczema"],
    },
    stack: [
      {
        custom: {
          name: "Evening primrose oil 1000 mg capsules",
          ingredients: [
            {
              ingredient: "evening-primrose-oil",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "evening-primrose-oil",
          with: {
            medicine: "Cibinqo 100mg",
          },
        },
      ],
    },
    rationale:
      "Cibinqo leaflet 'Other medicines and Cibinqo' (read in full) names fluconazole, fluoxetine, fluvoxamine, ticlopidine, \"stomach acid reflux (such as antacids, famotidine or omeprazole)\", citalopram, clobazam, escitalopram, selumetinib, digoxin, dabigatran, S-mephenytoin, clopidogrel, immunosuppressants and other JAK inhibitors, and rifampicin, phenytoin, apalutamide, enzalutamide, efavirenz; no vitamin or herb. Evening primrose oil is not named and is neither an antacid nor an enzyme inhibitor/inducer: quiet.",
    sources: [
      {
        title: "Cibinqo (abrocitinib) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7ced1bd163884509973841d906b58456.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-cibinqo-vitamin-d-quiet",
    title: "Man, 33, on Cibinqo 200mg takes vitamin D3 1000 IU",
    profile: {
      medicines: ["Cibinqo 200mg"],
      conditions: ["atopic eczema"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 1000 IU (25 µg) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Cibinqo 200mg",
          },
        },
      ],
    },
    rationale:
      "Cibinqo leaflet 'Other medicines and Cibinqo' (read in full) names fluconazole, fluoxetine, fluvoxamine, ticlopidine, \"stomach acid reflux (such as antacids, famotidine or omeprazole)\", citalopram, clobazam, escitalopram, selumetinib, digoxin, dabigatran, S-mephenytoin, clopidogrel, immunosuppressants and other JAK inhibitors, and rifampicin, phenytoin, apalutamide, enzalutamide, efavirenz; no vitamin or herb. Vitamin D3 is not named and has no acid-reducing or CYP2C19/2C9 effect: quiet.",
    sources: [
      {
        title: "Cibinqo (abrocitinib) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7ced1bd163884509973841d906b58456.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-tecfidera-vitamin-d-quiet",
    title: "Woman, 39, with relapsing MS on Tecfidera 240mg takes vitamin D3 4000 IU",
    profile: {
      medicines: ["Tecfidera 240mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 4000 IU (100 µg) softgels",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 100,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Tecfidera 240mg",
          },
        },
      ],
    },
    rationale:
      "Tecfidera leaflet 'Other medicines and Tecfidera' (read in full) names fumaric acid esters for psoriasis, immune-system medicines, medicines that affect the kidneys (some antibiotics, diuretics, ibuprofen-type painkillers, lithium) and live vaccines, plus strong alcohol within an hour; section 3 says \"Take Tecfidera with food\". No vitamin, mineral or herb is named. Vitamin D3 is not named and has no immune or kidney mechanism with dimethyl fumarate: quiet.",
    sources: [
      {
        title: "Tecfidera (dimethyl fumarate) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-eb26fa1671149a9a84afe4c1bb85528a.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-tecfidera-fish-oil-quiet",
    title: "Man, 46, on dimethyl fumarate (Tecfidera 240mg) takes omega-3 fish oil",
    profile: {
      medicines: ["Tecfidera 240mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules (EPA 180 mg / DHA 120 mg)",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Tecfidera 240mg",
          },
        },
      ],
    },
    rationale:
      "Tecfidera leaflet 'Other medicines and Tecfidera' (read in full) names fumaric acid esters for psoriasis, immune-system medicines, medicines that affect the kidneys (some antibiotics, diuretics, ibuprofen-type painkillers, lithium) and live vaccines, plus strong alcohol within an hour; section 3 says \"Take Tecfidera with food\". No vitamin, mineral or herb is named. Fish oil is not named and has no plausible mechanism: quiet.",
    sources: [
      {
        title: "Tecfidera (dimethyl fumarate) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-eb26fa1671149a9a84afe4c1bb85528a.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-xeloda-folic-acid-400",
    title: "Woman on Xeloda for bowel cancer starts a folic acid tablet 'for her blood'",
    profile: {
      medicines: ["Xeloda 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 400 micrograms tablets",
          ingredients: [
            {
              ingredient: "folic-acid",
              amount: 400,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "folic-acid",
          with: {
            medicine: "Xeloda 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Xeloda leaflet says: "you need to be particularly careful if you are taking any of the following: ... certain medicines used to treat cancer (folinic acid, ...), medicines used to treat folic acid deficiency." Folic acid taken to correct or prevent deficiency is what that line covers, and folinic acid (a close relative) is named as strengthening capecitabine, so the oncology team should be asked first - moderate ("particularly careful").',
    sources: [
      {
        title:
          "Xeloda 150 mg / 500 mg film-coated tablets (capecitabine) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2fe2164c1e264a15d1f750f56ec0a0e8.html",
      },
    ],
  },
  {
    id: "sc-p25-xeloda-folic-acid-5mg",
    title: "Man on capecitabine has folic acid 5 mg tablets left from an old prescription",
    profile: {
      medicines: ["Xeloda 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 5 mg tablets",
          ingredients: [
            {
              ingredient: "folic-acid",
              amount: 5000,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "folic-acid",
          with: {
            medicine: "Xeloda 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Xeloda leaflet says: "you need to be particularly careful if you are taking any of the following: ... certain medicines used to treat cancer (folinic acid, ...), medicines used to treat folic acid deficiency." A 5 mg folic acid tablet is a treatment for folic acid deficiency, exactly the group named; the leaflet adds "taking more than one medicine at the same time can strengthen or weaken the effect of the medicines" - moderate.',
    sources: [
      {
        title:
          "Xeloda 150 mg / 500 mg film-coated tablets (capecitabine) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2fe2164c1e264a15d1f750f56ec0a0e8.html",
      },
    ],
  },
  {
    id: "sc-p25-xeloda-vitamin-d-quiet",
    title: "Woman on Xeloda takes a winter vitamin D tablet",
    profile: {
      medicines: ["Xeloda 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Xeloda 500mg",
          },
        },
      ],
    },
    rationale:
      'The Xeloda leaflet\'s "Other medicines and Xeloda" section (read in full) names brivudine, allopurinol, coumarin/warfarin, phenytoin, interferon alpha, folinic acid, oxaliplatin, bevacizumab, cisplatin, irinotecan and "medicines used to treat folic acid deficiency"; it has no general herbal/vitamin sentence and food advice is only "You should take Xeloda no later than 30 minutes after meals". Vitamin D is not named and has no interaction mechanism with capecitabine; 25 micrograms is a standard UK daily dose.',
    sources: [
      {
        title:
          "Xeloda 150 mg / 500 mg film-coated tablets (capecitabine) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2fe2164c1e264a15d1f750f56ec0a0e8.html",
      },
    ],
  },
  {
    id: "sc-p25-xeloda-glucosamine-quiet",
    title: "Man, 68, on Xeloda asks about his glucosamine for knee pain",
    profile: {
      medicines: ["Xeloda 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine sulfate 1500 mg tablets",
          ingredients: [
            {
              ingredient: "glucosamine",
              amount: 1500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "glucosamine",
          with: {
            medicine: "Xeloda 500mg",
          },
        },
      ],
    },
    rationale:
      'The Xeloda leaflet\'s "Other medicines and Xeloda" section (read in full) names brivudine, allopurinol, coumarin/warfarin, phenytoin, interferon alpha, folinic acid, oxaliplatin, bevacizumab, cisplatin, irinotecan and "medicines used to treat folic acid deficiency"; it has no general herbal/vitamin sentence and food advice is only "You should take Xeloda no later than 30 minutes after meals". Glucosamine is not named and is not a folate, fluoropyrimidine or DPD-relevant product; no listed mechanism (his profile has no warfarin).',
    sources: [
      {
        title:
          "Xeloda 150 mg / 500 mg film-coated tablets (capecitabine) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2fe2164c1e264a15d1f750f56ec0a0e8.html",
      },
    ],
  },
  {
    id: "sc-p25-xeloda-b12-quiet",
    title: "Woman on capecitabine takes a vitamin B12 tablet",
    profile: {
      medicines: ["Xeloda 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
          ingredients: [
            {
              ingredient: "vitamin-b12",
              amount: 1000,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "Xeloda 500mg",
          },
        },
      ],
    },
    rationale:
      'The Xeloda leaflet\'s "Other medicines and Xeloda" section (read in full) names brivudine, allopurinol, coumarin/warfarin, phenytoin, interferon alpha, folinic acid, oxaliplatin, bevacizumab, cisplatin, irinotecan and "medicines used to treat folic acid deficiency"; it has no general herbal/vitamin sentence and food advice is only "You should take Xeloda no later than 30 minutes after meals". Vitamin B12 is not folic acid and is not named; no mechanism with capecitabine.',
    sources: [
      {
        title:
          "Xeloda 150 mg / 500 mg film-coated tablets (capecitabine) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2fe2164c1e264a15d1f750f56ec0a0e8.html",
      },
    ],
  },
  {
    id: "sc-p25-temodal-vitamin-d-quiet",
    title: "Man on Temodal for a brain tumour takes vitamin D3",
    profile: {
      medicines: ["Temodal 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Temodal 100mg",
          },
        },
      ],
    },
    rationale:
      'The Temodal leaflet\'s "Other medicines and Temodal" section is only: "Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines." It names no medicine, herb or nutrient; section 3 says "Take the capsules on an empty stomach". Vitamin D has no interaction mechanism with temozolomide.',
    sources: [
      {
        title: "Temodal hard capsules (temozolomide) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-33bcbacd960ab61b8ab697e9c9093f8c.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-temodal-b12-quiet",
    title: "Woman taking Temodal cycles asks about her B12 tablets",
    profile: {
      medicines: ["Temodal 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
          ingredients: [
            {
              ingredient: "vitamin-b12",
              amount: 1000,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "Temodal 100mg",
          },
        },
      ],
    },
    rationale:
      'The Temodal leaflet\'s "Other medicines and Temodal" section is only: "Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines." It names no medicine, herb or nutrient; section 3 says "Take the capsules on an empty stomach". Vitamin B12 is unrelated to temozolomide (not metabolised by the liver enzymes or affecting blood counts).',
    sources: [
      {
        title: "Temodal hard capsules (temozolomide) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-33bcbacd960ab61b8ab697e9c9093f8c.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-zejula-vitamin-d-quiet",
    title: "Woman on Zejula maintenance takes vitamin D3 1000 IU",
    profile: {
      medicines: ["Zejula 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Zejula 100mg",
          },
        },
      ],
    },
    rationale:
      'The Zejula leaflet\'s "Other medicines and Zejula" section is only: "Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines." It names no medicine, herb or nutrient, and Zejula is taken "with or without food". Vitamin D has no interaction mechanism with niraparib.',
    sources: [
      {
        title: "Zejula 100 mg hard capsules (niraparib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a48fce64d5ddc98dc0fe03d5edc214e9.html",
      },
    ],
  },
  {
    id: "sc-p25-zejula-calcium-quiet",
    title: "Woman on niraparib takes calcium carbonate for her bones",
    profile: {
      medicines: ["Zejula 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g (500 mg calcium) tablets",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Zejula 100mg",
          },
        },
      ],
    },
    rationale:
      'The Zejula leaflet\'s "Other medicines and Zejula" section is only: "Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines." It names no medicine, herb or nutrient, and Zejula is taken "with or without food". No antacid or mineral spacing is given in the leaflet; calcium has no known interaction with niraparib.',
    sources: [
      {
        title: "Zejula 100 mg hard capsules (niraparib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a48fce64d5ddc98dc0fe03d5edc214e9.html",
      },
    ],
  },
  {
    id: "sc-p25-talzenna-turmeric-capsules",
    title: "Woman on Talzenna for breast cancer starts turmeric capsules for joint aches",
    profile: {
      medicines: ["Talzenna 1mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Turmeric extract 500 mg capsules (95% curcuminoids)",
          ingredients: [
            {
              ingredient: "turmeric-curcumin",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "turmeric-curcumin",
          with: {
            medicine: "Talzenna 1mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Talzenna leaflet, "Talzenna with food and drink": "Do not use curcumin in food supplements while you are taking Talzenna as it may increase Talzenna s side effects. Curcumin is found in turmeric root and you should not use large amounts of turmeric root, but using spices in food is not likely to cause a problem." It also lists "Curcumin (e.g. found in turmeric root) in some medicines" among things that "may increase the risk of side effects with Talzenna". "Do not use" a curcumin food supplement - contraindicated.',
    sources: [
      {
        title: "Talzenna hard capsules (talazoparib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fcac0917e849c1f92a8946a3de74e720.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-talzenna-turmeric-black-pepper",
    title: "Woman, 52, on talazoparib takes a high-strength turmeric and black pepper supplement",
    profile: {
      medicines: ["Talzenna 1mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Turmeric 10,000 mg equivalent with black pepper (curcumin 475 mg) tablets",
          ingredients: [
            {
              ingredient: "turmeric-curcumin",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "turmeric-curcumin",
          with: {
            medicine: "Talzenna 1mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Talzenna leaflet, "Talzenna with food and drink": "Do not use curcumin in food supplements while you are taking Talzenna as it may increase Talzenna s side effects. Curcumin is found in turmeric root and you should not use large amounts of turmeric root, but using spices in food is not likely to cause a problem." It also lists "Curcumin (e.g. found in turmeric root) in some medicines" among things that "may increase the risk of side effects with Talzenna". A concentrated curcumin tablet twice a day is a curcumin food supplement, not a culinary spice - contraindicated.',
    sources: [
      {
        title: "Talzenna hard capsules (talazoparib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fcac0917e849c1f92a8946a3de74e720.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-talzenna-joint-formula-turmeric",
    title: "Man on Talzenna with enzalutamide takes a joint formula containing turmeric",
    profile: {
      medicines: ["Talzenna 0.25mg", "enzalutamide 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Joint formula: glucosamine 1500 mg with turmeric extract 200 mg",
          ingredients: [
            {
              ingredient: "glucosamine",
              amount: 1500,
              unit: "mg",
            },
            {
              ingredient: "turmeric-curcumin",
              amount: 200,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "turmeric-curcumin",
          with: {
            medicine: "Talzenna 0.25mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Talzenna leaflet, "Talzenna with food and drink": "Do not use curcumin in food supplements while you are taking Talzenna as it may increase Talzenna s side effects. Curcumin is found in turmeric root and you should not use large amounts of turmeric root, but using spices in food is not likely to cause a problem." It also lists "Curcumin (e.g. found in turmeric root) in some medicines" among things that "may increase the risk of side effects with Talzenna". The turmeric extract in a combination supplement still counts as curcumin "in food supplements" - contraindicated with Talzenna (used here at 0.25 mg capsules with enzalutamide for prostate cancer, as the leaflet describes).',
    sources: [
      {
        title: "Talzenna hard capsules (talazoparib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fcac0917e849c1f92a8946a3de74e720.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-talzenna-golden-milk-powder",
    title: "Woman on Talzenna drinks a 'golden milk' turmeric supplement powder daily",
    profile: {
      medicines: ["Talzenna 1mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Golden milk turmeric latte supplement powder (turmeric extract 250 mg per serving)",
          ingredients: [
            {
              ingredient: "turmeric-curcumin",
              amount: 250,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "turmeric-curcumin",
          with: {
            medicine: "Talzenna 1mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Talzenna leaflet, "Talzenna with food and drink": "Do not use curcumin in food supplements while you are taking Talzenna as it may increase Talzenna s side effects. Curcumin is found in turmeric root and you should not use large amounts of turmeric root, but using spices in food is not likely to cause a problem." It also lists "Curcumin (e.g. found in turmeric root) in some medicines" among things that "may increase the risk of side effects with Talzenna". A daily turmeric supplement drink sits between a spice and a capsule; at the least it needs checking with the oncology team because "you should not use large amounts of turmeric root" (moderate minimum; a capsule would be contraindicated).',
    sources: [
      {
        title: "Talzenna hard capsules (talazoparib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fcac0917e849c1f92a8946a3de74e720.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-talzenna-st-johns-wort",
    title: "Woman on Talzenna buys St John's wort for low mood",
    profile: {
      medicines: ["Talzenna 1mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (0.3% hypericin)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Talzenna 1mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Talzenna leaflet: "The following medicines may reduce the effect of Talzenna: ... St. John\'s wort (Hypericum perforatum) - a herbal remedy used to treat mild depression and anxiety." The leaflet says to tell the doctor about it ("Tell your doctor, pharmacist or nurse if you are taking ... herbal medicines") because it may make Talzenna work less well - moderate.',
    sources: [
      {
        title: "Talzenna hard capsules (talazoparib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fcac0917e849c1f92a8946a3de74e720.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-talzenna-sjw-prostate",
    title: "Man on Talzenna 0.25mg and enzalutamide takes St John's wort tablets",
    profile: {
      medicines: ["Talzenna 0.25mg", "enzalutamide 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (0.3% hypericin)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Talzenna 0.25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Talzenna leaflet: \"The following medicines may reduce the effect of Talzenna: ... St. John's wort (Hypericum perforatum) - a herbal remedy used to treat mild depression and anxiety.\" Twice-daily St John's wort may lower talazoparib exposure; tell the doctor - moderate.",
    sources: [
      {
        title: "Talzenna hard capsules (talazoparib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fcac0917e849c1f92a8946a3de74e720.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-cabometyx-st-johns-wort",
    title: "Man on Cabometyx for kidney cancer takes St John's wort",
    profile: {
      medicines: ["Cabometyx 60mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (0.3% hypericin)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Cabometyx 60mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'CABOMETYX leaflet: "some medicines can affect the way CABOMETYX works. This could mean that your doctor needs to change the dose(s) that you take. You should tell your doctor about every medicine, but in particular if taking: ... Herbal preparations containing St. John\'s Wort (Hypericum perforatum), sometimes used for treating depression or depression-related conditions such as anxiety". Tell the doctor; the dose may need changing - moderate.',
    sources: [
      {
        title:
          "CABOMETYX 20/40/60 mg film-coated tablets (cabozantinib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-36b89eaa45afd7ab0e486d51fb7ebc12.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-cabometyx-sjw-mood-blend",
    title: "Woman on Cabometyx with nivolumab takes a 'mood support' blend containing St John's wort",
    profile: {
      medicines: ["Cabometyx 40mg", "nivolumab infusion"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Mood support capsules (St John's wort 300 mg, vitamin B6 2 mg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
            {
              ingredient: "vitamin-b6",
              amount: 2,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Cabometyx 40mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "CABOMETYX leaflet: \"some medicines can affect the way CABOMETYX works. This could mean that your doctor needs to change the dose(s) that you take. You should tell your doctor about every medicine, but in particular if taking: ... Herbal preparations containing St. John's Wort (Hypericum perforatum), sometimes used for treating depression or depression-related conditions such as anxiety\". The St John's wort in a blend counts; moderate.",
    sources: [
      {
        title:
          "CABOMETYX 20/40/60 mg film-coated tablets (cabozantinib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-36b89eaa45afd7ab0e486d51fb7ebc12.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-cabometyx-vitamin-d-quiet",
    title: "Man on Cabometyx takes vitamin D3 1000 IU",
    profile: {
      medicines: ["Cabometyx 60mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Cabometyx 60mg",
          },
        },
      ],
    },
    rationale:
      'The CABOMETYX "Other medicines" section (read in full) names antifungals, antibiotics, fexofenadine, ranolazine, antiepileptics, St John\'s wort, warfarin, dabigatran, aliskiren, ambrisentan, digoxin, talinolol, tolvaptan, saxagliptin, sitagliptin, colchicine, HIV medicines and ciclosporin; its food section names only grapefruit. It asks about "medicines obtained without a prescription" but has no herbal/vitamin catch-all. Vitamin D is not named and does not affect how cabozantinib is handled.',
    sources: [
      {
        title:
          "CABOMETYX 20/40/60 mg film-coated tablets (cabozantinib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-36b89eaa45afd7ab0e486d51fb7ebc12.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-cabometyx-b12-quiet",
    title: "Woman on cabozantinib takes a B12 tablet for tiredness",
    profile: {
      medicines: ["Cabometyx 60mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
          ingredients: [
            {
              ingredient: "vitamin-b12",
              amount: 1000,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "Cabometyx 60mg",
          },
        },
      ],
    },
    rationale:
      'The CABOMETYX "Other medicines" section (read in full) names antifungals, antibiotics, fexofenadine, ranolazine, antiepileptics, St John\'s wort, warfarin, dabigatran, aliskiren, ambrisentan, digoxin, talinolol, tolvaptan, saxagliptin, sitagliptin, colchicine, HIV medicines and ciclosporin; its food section names only grapefruit. It asks about "medicines obtained without a prescription" but has no herbal/vitamin catch-all. Vitamin B12 is not named and has no mechanism with cabozantinib.',
    sources: [
      {
        title:
          "CABOMETYX 20/40/60 mg film-coated tablets (cabozantinib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-36b89eaa45afd7ab0e486d51fb7ebc12.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-tafinlar-st-johns-wort",
    title: "Man on Tafinlar and trametinib for melanoma takes St John's wort",
    profile: {
      medicines: ["Tafinlar 75mg", "trametinib 2mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (0.3% hypericin)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Tafinlar 75mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tafinlar leaflet: "Some medicines may affect how Tafinlar works, or make it more likely that you will have side effects. ... These include: ... antidepressant medicines such as nefazodone and the herbal medicine St John\'s wort (Hypericum perforatum)" and "Tell your doctor, pharmacist or nurse if you are taking any of these (or if you are not sure). Your doctor may decide to adjust your dose." Moderate: tell the doctor, dose may be adjusted.',
    sources: [
      {
        title: "Tafinlar 50 mg / 75 mg hard capsules (dabrafenib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-16019d0f068b393be3091cc008ef79bf.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-tafinlar-sjw-menopause-blend",
    title: "Woman on dabrafenib after melanoma surgery takes a menopause blend with St John's wort",
    profile: {
      medicines: ["Tafinlar 75mg", "trametinib 2mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Menopause support tablets (St John's wort 300 mg, sage 100 mg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
            {
              ingredient: "sage",
              amount: 100,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Tafinlar 75mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tafinlar leaflet: "Some medicines may affect how Tafinlar works, or make it more likely that you will have side effects. ... These include: ... antidepressant medicines such as nefazodone and the herbal medicine St John\'s wort (Hypericum perforatum)" and "Tell your doctor, pharmacist or nurse if you are taking any of these (or if you are not sure). Your doctor may decide to adjust your dose." The St John\'s wort in a combination product counts - moderate. (Sage is not named; no expectation set.)',
    sources: [
      {
        title: "Tafinlar 50 mg / 75 mg hard capsules (dabrafenib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-16019d0f068b393be3091cc008ef79bf.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-tafinlar-vitamin-d-quiet",
    title: "Melanoma patient on Tafinlar, told to avoid the sun, takes vitamin D3",
    profile: {
      medicines: ["Tafinlar 75mg", "trametinib 2mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Tafinlar 75mg",
          },
        },
      ],
    },
    rationale:
      'The Tafinlar "Other medicines" section (read in full) names hormonal contraceptives, warfarin/acenocoumarol, digoxin, antifungals, calcium channel blockers, cabazitaxel, gemfibrozil, haloperidol, antibiotics, rifampicin, statins, immunosuppressants, dexamethasone, HIV medicines, fentanyl/methadone, antiepileptics, nefazodone and St John\'s wort; it asks about "medicines obtained without a prescription" but names no vitamin or mineral. Vitamin D is not named and does not affect dabrafenib; a 25 microgram supplement is standard for people avoiding sunlight.',
    sources: [
      {
        title: "Tafinlar 50 mg / 75 mg hard capsules (dabrafenib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-16019d0f068b393be3091cc008ef79bf.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-tafinlar-calcium-quiet",
    title: "Man on Tafinlar takes a calcium carbonate tablet",
    profile: {
      medicines: ["Tafinlar 75mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g (500 mg calcium) tablets",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Tafinlar 75mg",
          },
        },
      ],
    },
    rationale:
      'The Tafinlar "Other medicines" section (read in full) names hormonal contraceptives, warfarin/acenocoumarol, digoxin, antifungals, calcium channel blockers, cabazitaxel, gemfibrozil, haloperidol, antibiotics, rifampicin, statins, immunosuppressants, dexamethasone, HIV medicines, fentanyl/methadone, antiepileptics, nefazodone and St John\'s wort; it asks about "medicines obtained without a prescription" but names no vitamin or mineral. No antacid, mineral or spacing advice; calcium is not named.',
    sources: [
      {
        title: "Tafinlar 50 mg / 75 mg hard capsules (dabrafenib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-16019d0f068b393be3091cc008ef79bf.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-braftovi-st-johns-wort",
    title: "Woman on Braftovi and binimetinib takes St John's wort",
    profile: {
      medicines: ["Braftovi 75mg", "Mektovi 15mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (0.3% hypericin)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Braftovi 75mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Braftovi leaflet: "Some medicines may affect how Braftovi works or make it more likely that you will have side effects. In particular, tell your doctor if you are taking anything in this list ...: ... an herbal treatment for depression: St. John\'s wort". Tell the doctor - moderate.',
    sources: [
      {
        title: "Braftovi 50 mg / 75 mg hard capsules (encorafenib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7345b00216838e90492587f6ecbdea1c.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-braftovi-sjw-bowel-cancer",
    title: "Man on Braftovi with cetuximab for bowel cancer buys St John's wort",
    profile: {
      medicines: ["Braftovi 75mg", "cetuximab infusion"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (0.3% hypericin)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Braftovi 75mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Braftovi leaflet: "Some medicines may affect how Braftovi works or make it more likely that you will have side effects. In particular, tell your doctor if you are taking anything in this list ...: ... an herbal treatment for depression: St. John\'s wort". Moderate.',
    sources: [
      {
        title: "Braftovi 50 mg / 75 mg hard capsules (encorafenib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7345b00216838e90492587f6ecbdea1c.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-braftovi-vitamin-d-quiet",
    title: "Melanoma patient on Braftovi takes vitamin D3",
    profile: {
      medicines: ["Braftovi 75mg", "Mektovi 15mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Braftovi 75mg",
          },
        },
      ],
    },
    rationale:
      'The Braftovi "Other medicines" section (read in full) names antifungals, antibiotics, phenytoin, carbamazepine, methotrexate, imatinib, statins, St John\'s wort, HIV medicines, hormonal contraceptives, diltiazem, bosentan, furosemide and amiodarone; food advice is only "Do not have grapefruit juice", and it can be "taken with food or between meals". No vitamin/mineral or general herbal sentence. Vitamin D is not named and has no mechanism with encorafenib.',
    sources: [
      {
        title: "Braftovi 50 mg / 75 mg hard capsules (encorafenib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7345b00216838e90492587f6ecbdea1c.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-braftovi-b12-quiet",
    title: "Man on encorafenib takes a B12 tablet",
    profile: {
      medicines: ["Braftovi 75mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
          ingredients: [
            {
              ingredient: "vitamin-b12",
              amount: 1000,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "Braftovi 75mg",
          },
        },
      ],
    },
    rationale:
      'The Braftovi "Other medicines" section (read in full) names antifungals, antibiotics, phenytoin, carbamazepine, methotrexate, imatinib, statins, St John\'s wort, HIV medicines, hormonal contraceptives, diltiazem, bosentan, furosemide and amiodarone; food advice is only "Do not have grapefruit juice", and it can be "taken with food or between meals". No vitamin/mineral or general herbal sentence. Vitamin B12 is not named; no mechanism.',
    sources: [
      {
        title: "Braftovi 50 mg / 75 mg hard capsules (encorafenib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7345b00216838e90492587f6ecbdea1c.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-erivedge-st-johns-wort",
    title: "Man on Erivedge for basal cell carcinoma starts St John's wort for low mood",
    profile: {
      medicines: ["Erivedge 150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (0.3% hypericin)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Erivedge 150mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Erivedge leaflet, "Do not take Erivedge": "if you are also taking St John\'s wort (Hypericum perforatum) - a herbal medicine used for depression"; and under "Other medicines": "especially St. John\'s wort (Hypericum perforatum) - a herbal medicine used for depression, since you must not use it at the same time as Erivedge". "Do not take" / "must not use it at the same time" - contraindicated.',
    sources: [
      {
        title: "Erivedge 150 mg hard capsules (vismodegib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-488e3aaf4c4053ed6d0b296da5f0f508.html",
      },
    ],
  },
  {
    id: "sc-p25-erivedge-sjw-sleep-blend",
    title: "Woman, 70, on vismodegib takes a night-time blend with St John's wort and valerian",
    profile: {
      medicines: ["Erivedge 150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Night-time calm tablets (St John's wort 150 mg, valerian root 250 mg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 150,
              unit: "mg",
            },
            {
              ingredient: "valerian",
              amount: 250,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Erivedge 150mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Erivedge leaflet, "Do not take Erivedge": "if you are also taking St John\'s wort (Hypericum perforatum) - a herbal medicine used for depression"; and under "Other medicines": "especially St. John\'s wort (Hypericum perforatum) - a herbal medicine used for depression, since you must not use it at the same time as Erivedge". Any amount of St John\'s wort in a blend falls under "must not use it at the same time" - contraindicated. (Valerian is not named; the leaflet asks about all "vitamins and herbal medicines", so no quiet expectation is set for it.)',
    sources: [
      {
        title: "Erivedge 150 mg hard capsules (vismodegib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-488e3aaf4c4053ed6d0b296da5f0f508.html",
      },
    ],
  },
  {
    id: "sc-p25-erivedge-sjw-tea",
    title: "Man on Erivedge drinks St John's wort herbal tea bags daily",
    profile: {
      medicines: ["Erivedge 150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea (about 1.5 g herb per bag)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 1500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Erivedge 150mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Erivedge leaflet, "Do not take Erivedge": "if you are also taking St John\'s wort (Hypericum perforatum) - a herbal medicine used for depression"; and under "Other medicines": "especially St. John\'s wort (Hypericum perforatum) - a herbal medicine used for depression, since you must not use it at the same time as Erivedge". The leaflet does not limit this to tablets; St John\'s wort in any herbal form is the named herb - contraindicated.',
    sources: [
      {
        title: "Erivedge 150 mg hard capsules (vismodegib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-488e3aaf4c4053ed6d0b296da5f0f508.html",
      },
    ],
  },
  {
    id: "sc-p25-giotrif-st-johns-wort",
    title: "Woman on Giotrif for lung cancer takes St John's wort",
    profile: {
      medicines: ["Giotrif 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (0.3% hypericin)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Giotrif 40mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'GIOTRIF leaflet: "The following medicines may reduce the effectiveness of GIOTRIF: Carbamazepine, phenytoin, phenobarbital ... St. John\'s wort (Hypericum perforatum), a herbal medicine to treat depression. Rifampicin ..." and "Tell your doctor or pharmacist if you are taking ... any other medicines, including herbal medicines". Reduced effectiveness of a cancer medicine: tell the doctor - moderate.',
    sources: [
      {
        title: "GIOTRIF film-coated tablets (afatinib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-25a85065b03a3ebba78fc6bd23994177.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-giotrif-sjw-30mg",
    title: "Man on afatinib 30 mg buys St John's wort capsules twice a day",
    profile: {
      medicines: ["Giotrif 30mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 425 mg capsules",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 425,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Giotrif 30mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'GIOTRIF leaflet: "The following medicines may reduce the effectiveness of GIOTRIF: Carbamazepine, phenytoin, phenobarbital ... St. John\'s wort (Hypericum perforatum), a herbal medicine to treat depression. Rifampicin ..." and "Tell your doctor or pharmacist if you are taking ... any other medicines, including herbal medicines". Moderate.',
    sources: [
      {
        title: "GIOTRIF film-coated tablets (afatinib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-25a85065b03a3ebba78fc6bd23994177.xml.html",
      },
    ],
  },
  {
    id: "sc-p25-vizimpro-calcium-carbonate-quiet",
    title: "Man on Vizimpro takes calcium carbonate chewable tablets for heartburn",
    profile: {
      medicines: ["Vizimpro 45mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate antacid chewable tablets (500 mg calcium carbonate, 200 mg calcium)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 200,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Vizimpro 45mg",
          },
        },
      ],
    },
    rationale:
      'Vizimpro leaflet: "The following medicines may reduce how well Vizimpro works: Long-acting medicines for reducing stomach acid, such as proton pump inhibitors ... You should not take these medicines during your treatment with Vizimpro. As an alternative, you can take a short-acting medicine, such as an antacid, or an H2 blocker medicine." The "Other medicines" section (read in full) otherwise names only procainamide, pimozide and thioridazine, has no herbal/vitamin sentence, and the tablet can be taken "with or without meals". The leaflet offers "an antacid" as the acceptable alternative to a PPI, with no spacing rule for antacids (the 2/10-hour rule is only for H2 blockers), so a calcium carbonate product is fine.',
    sources: [
      {
        title: "Vizimpro film-coated tablets (dacomitinib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-99b35aa72c0e418c8749ea99edf139d2.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-vizimpro-magnesium-quiet",
    title: "Woman on dacomitinib takes a magnesium supplement for cramps",
    profile: {
      medicines: ["Vizimpro 45mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate tablets (375 mg magnesium)",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 375,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Vizimpro 45mg",
          },
        },
      ],
    },
    rationale:
      'Vizimpro leaflet: "The following medicines may reduce how well Vizimpro works: Long-acting medicines for reducing stomach acid, such as proton pump inhibitors ... You should not take these medicines during your treatment with Vizimpro. As an alternative, you can take a short-acting medicine, such as an antacid, or an H2 blocker medicine." The "Other medicines" section (read in full) otherwise names only procainamide, pimozide and thioridazine, has no herbal/vitamin sentence, and the tablet can be taken "with or without meals". Magnesium is not named; even magnesium-containing antacids are the leaflet\'s suggested alternative, and no spacing is required.',
    sources: [
      {
        title: "Vizimpro film-coated tablets (dacomitinib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-99b35aa72c0e418c8749ea99edf139d2.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-vizimpro-vitamin-d-quiet",
    title: "Man on Vizimpro for lung cancer takes vitamin D3",
    profile: {
      medicines: ["Vizimpro 45mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Vizimpro 45mg",
          },
        },
      ],
    },
    rationale:
      'Vizimpro leaflet: "The following medicines may reduce how well Vizimpro works: Long-acting medicines for reducing stomach acid, such as proton pump inhibitors ... You should not take these medicines during your treatment with Vizimpro. As an alternative, you can take a short-acting medicine, such as an antacid, or an H2 blocker medicine." The "Other medicines" section (read in full) otherwise names only procainamide, pimozide and thioridazine, has no herbal/vitamin sentence, and the tablet can be taken "with or without meals". Vitamin D is not named and has no mechanism with dacomitinib.',
    sources: [
      {
        title: "Vizimpro film-coated tablets (dacomitinib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-99b35aa72c0e418c8749ea99edf139d2.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-vitrakvi-st-johns-wort",
    title: "Woman on Vitrakvi takes St John's wort tablets",
    profile: {
      medicines: ["Vitrakvi 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (0.3% hypericin)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Vitrakvi 100mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'VITRAKVI leaflet: "some medicines may affect the way VITRAKVI works or VITRAKVI may affect how other medicines work. In particular, tell your doctor, pharmacist or nurse if you are taking any of the following medicines: ... a herbal medicine used to treat depression called St. John\'s wort ... If any of the above apply to you (or you are not sure), talk to your doctor, pharmacist or nurse." Moderate.',
    sources: [
      {
        title: "VITRAKVI 25 mg / 100 mg hard capsules (larotrectinib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f7d3ef50226760b75f06fdcf55be16ab.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-vitrakvi-vitamin-d-quiet",
    title: "Man on larotrectinib takes vitamin D3 in winter",
    profile: {
      medicines: ["Vitrakvi 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Vitrakvi 100mg",
          },
        },
      ],
    },
    rationale:
      'The VITRAKVI "Other medicines" list (read in full) names azole antifungals, macrolides, HIV medicines, nefazodone, antiepileptics, St John\'s wort, rifampicin, alfentanil, immunosuppressants, quinidine, ergotamines, fentanyl, pimozide, bupropion, repaglinide, tolbutamide, warfarin, omeprazole, valsartan, statins and hormonal contraceptives; food advice is grapefruit only, with no general herbal/vitamin sentence. Vitamin D is not named and does not affect larotrectinib.',
    sources: [
      {
        title: "VITRAKVI 25 mg / 100 mg hard capsules (larotrectinib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f7d3ef50226760b75f06fdcf55be16ab.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-vitrakvi-calcium-quiet",
    title: "Woman on Vitrakvi takes calcium and vitamin D tablets",
    profile: {
      medicines: ["Vitrakvi 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium and vitamin D3 chewable tablets (500 mg calcium, 10 micrograms D3)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Vitrakvi 100mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Vitrakvi 100mg",
          },
        },
      ],
    },
    rationale:
      'The VITRAKVI "Other medicines" list (read in full) names azole antifungals, macrolides, HIV medicines, nefazodone, antiepileptics, St John\'s wort, rifampicin, alfentanil, immunosuppressants, quinidine, ergotamines, fentanyl, pimozide, bupropion, repaglinide, tolbutamide, warfarin, omeprazole, valsartan, statins and hormonal contraceptives; food advice is grapefruit only, with no general herbal/vitamin sentence. Neither calcium nor vitamin D is named; no antacid or mineral spacing is given.',
    sources: [
      {
        title: "VITRAKVI 25 mg / 100 mg hard capsules (larotrectinib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f7d3ef50226760b75f06fdcf55be16ab.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-cotellic-st-johns-wort",
    title: "Man on Cotellic and vemurafenib takes St John's wort",
    profile: {
      medicines: ["Cotellic 20mg", "vemurafenib 240mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (0.3% hypericin)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Cotellic 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Cotellic leaflet: "Cotellic can affect the way some other medicines work. Also, some other medicines can affect the way Cotellic works. Talk to your doctor before taking Cotellic if you are taking: ... St John\'s Wort - a herbal medicine, used to treat depression. This is available without prescription." Talk to the doctor first - moderate.',
    sources: [
      {
        title: "Cotellic 20 mg film-coated tablets (cobimetinib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3a2e83e300727740331b28eb7f2593e4.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-cotellic-vitamin-d-quiet",
    title: "Melanoma patient on Cotellic takes vitamin D3",
    profile: {
      medicines: ["Cotellic 20mg", "vemurafenib 240mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Cotellic 20mg",
          },
        },
      ],
    },
    rationale:
      'The Cotellic "Other medicines" table (read in full) names azoles, macrolides, rifampicin, HIV medicines, telaprevir, nefazodone, amiodarone, diltiazem, verapamil, imatinib, carbamazepine, phenytoin and St John\'s wort; food advice is grapefruit juice only; no vitamin/mineral or general herbal sentence. Vitamin D is not named; no mechanism with cobimetinib.',
    sources: [
      {
        title: "Cotellic 20 mg film-coated tablets (cobimetinib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3a2e83e300727740331b28eb7f2593e4.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-cotellic-b12-quiet",
    title: "Woman on cobimetinib takes vitamin B12",
    profile: {
      medicines: ["Cotellic 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
          ingredients: [
            {
              ingredient: "vitamin-b12",
              amount: 1000,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "Cotellic 20mg",
          },
        },
      ],
    },
    rationale:
      'The Cotellic "Other medicines" table (read in full) names azoles, macrolides, rifampicin, HIV medicines, telaprevir, nefazodone, amiodarone, diltiazem, verapamil, imatinib, carbamazepine, phenytoin and St John\'s wort; food advice is grapefruit juice only; no vitamin/mineral or general herbal sentence. Vitamin B12 is not named; no mechanism.',
    sources: [
      {
        title: "Cotellic 20 mg film-coated tablets (cobimetinib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3a2e83e300727740331b28eb7f2593e4.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-lumykras-st-johns-wort",
    title: "Man on Lumykras for lung cancer takes St John's wort",
    profile: {
      medicines: ["Lumykras 120mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (0.3% hypericin)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Lumykras 120mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'LUMYKRAS leaflet: "The following medicines may reduce how well LUMYKRAS works: ... St. John\'s wort (herbal medicine used to treat depression)", and "Tell your doctor or pharmacist if you are taking ... medicines obtained without a prescription, vitamins and herbal supplements." May make the cancer medicine work less well - moderate.',
    sources: [
      {
        title: "LUMYKRAS 120 mg film-coated tablets (sotorasib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-167401fb8187f3756835cc75cca90e3c.html",
      },
    ],
  },
  {
    id: "sc-p25-lumykras-calcium-carbonate",
    title: "Woman on sotorasib takes calcium carbonate tablets",
    profile: {
      medicines: ["Lumykras 120mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g (500 mg calcium) tablets",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Lumykras 120mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'LUMYKRAS leaflet, section 3: "you may use a local antacid (such as magnesium hydroxide or calcium carbonate) and, in that case, LUMYKRAS should be taken either 4 hours before or 10 hours after that medicine". The leaflet names calcium carbonate itself, so a calcium carbonate tablet needs the same spacing (sotorasib 4 hours before or 10 hours after) - a timing note, minor to moderate.',
    sources: [
      {
        title: "LUMYKRAS 120 mg film-coated tablets (sotorasib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-167401fb8187f3756835cc75cca90e3c.html",
      },
    ],
  },
  {
    id: "sc-p25-lumykras-calcium-d3-chewable",
    title: "Man on Lumykras takes calcium and vitamin D chewable tablets twice a day",
    profile: {
      medicines: ["Lumykras 120mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium and vitamin D3 chewable tablets (500 mg calcium, 10 micrograms D3)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Lumykras 120mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'LUMYKRAS leaflet, section 3: "you may use a local antacid (such as magnesium hydroxide or calcium carbonate) and, in that case, LUMYKRAS should be taken either 4 hours before or 10 hours after that medicine". Calcium carbonate chewables twice daily must be fitted around the 4-hour-before / 10-hour-after window - minor to moderate. (Vitamin D: no expectation; the leaflet asks about all vitamins.)',
    sources: [
      {
        title: "LUMYKRAS 120 mg film-coated tablets (sotorasib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-167401fb8187f3756835cc75cca90e3c.html",
      },
    ],
  },
  {
    id: "sc-p25-lumykras-magnesium-hydroxide",
    title: "Woman on Lumykras takes a magnesium supplement (magnesium hydroxide) at night",
    profile: {
      medicines: ["Lumykras 120mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium hydroxide tablets (300 mg magnesium)",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Lumykras 120mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'LUMYKRAS leaflet, section 3: "you may use a local antacid (such as magnesium hydroxide or calcium carbonate) and, in that case, LUMYKRAS should be taken either 4 hours before or 10 hours after that medicine". Magnesium hydroxide is named; sotorasib should be taken 4 hours before or 10 hours after it - minor to moderate.',
    sources: [
      {
        title: "LUMYKRAS 120 mg film-coated tablets (sotorasib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-167401fb8187f3756835cc75cca90e3c.html",
      },
    ],
  },
  {
    id: "sc-p25-scemblix-st-johns-wort",
    title: "Man on Scemblix for CML takes St John's wort",
    profile: {
      medicines: ["Scemblix 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (0.3% hypericin)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Scemblix 40mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Scemblix leaflet: "In particular, tell your doctor or pharmacist if you are using: ... St. John\'s wort (also known as Hypericum perforatum), a herbal medicine used to treat depression." Tell the doctor - moderate.',
    sources: [
      {
        title: "Scemblix film-coated tablets (asciminib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-43a04579e02ef19c7380d883dba8b26f.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-scemblix-sjw-gummies",
    title: "Woman on asciminib takes 'happy mood' gummies containing St John's wort",
    profile: {
      medicines: ["Scemblix 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Mood gummies (St John's wort extract 150 mg per gummy)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 150,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Scemblix 40mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Scemblix leaflet: \"In particular, tell your doctor or pharmacist if you are using: ... St. John's wort (also known as Hypericum perforatum), a herbal medicine used to treat depression.\" Gummies still deliver St John's wort - moderate.",
    sources: [
      {
        title: "Scemblix film-coated tablets (asciminib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-43a04579e02ef19c7380d883dba8b26f.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-scemblix-vitamin-d-quiet",
    title: "Man on Scemblix takes a vitamin D3 tablet",
    profile: {
      medicines: ["Scemblix 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Scemblix 40mg",
          },
        },
      ],
    },
    rationale:
      'The Scemblix "Other medicines" list (read in full) names antiepileptics, alfentanil/fentanyl, ergotamines, QT-prolonging medicines, warfarin, sulfasalazine, methotrexate, statins and St John\'s wort, with no general vitamin/herbal sentence; the only food rule is "Do not take this medicine with food. Take it at least 2 hours after and 1 hour before any food." Vitamin D is not named and has no mechanism with asciminib (take it at a mealtime, away from the fasting window if preferred).',
    sources: [
      {
        title: "Scemblix film-coated tablets (asciminib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-43a04579e02ef19c7380d883dba8b26f.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-scemblix-b12-quiet",
    title: "Woman on Scemblix takes vitamin B12",
    profile: {
      medicines: ["Scemblix 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
          ingredients: [
            {
              ingredient: "vitamin-b12",
              amount: 1000,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "Scemblix 40mg",
          },
        },
      ],
    },
    rationale:
      'The Scemblix "Other medicines" list (read in full) names antiepileptics, alfentanil/fentanyl, ergotamines, QT-prolonging medicines, warfarin, sulfasalazine, methotrexate, statins and St John\'s wort, with no general vitamin/herbal sentence; the only food rule is "Do not take this medicine with food. Take it at least 2 hours after and 1 hour before any food." Vitamin B12 is not named; no mechanism.',
    sources: [
      {
        title: "Scemblix film-coated tablets (asciminib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-43a04579e02ef19c7380d883dba8b26f.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-xospata-st-johns-wort",
    title: "Man on Xospata for AML takes St John's wort",
    profile: {
      medicines: ["Xospata 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (0.3% hypericin)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Xospata 40mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Xospata leaflet: "In particular, tell your doctor, pharmacist or nurse if you are taking any of the following medicines: ... St. John\'s wort (also known as Hypericum perforatum), a herbal medicine used to treat depression. If you normally take any of these medicines, your doctor might change it and prescribe a different medicine for you during your treatment with Xospata." Moderate: the doctor may need to change it.',
    sources: [
      {
        title: "Xospata 40 mg film-coated tablets (gilteritinib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-eed4802d86314fbe213d3f12beb50fbb.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-xospata-vitamin-d-quiet",
    title: "Woman on gilteritinib takes vitamin D3",
    profile: {
      medicines: ["Xospata 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Xospata 40mg",
          },
        },
      ],
    },
    rationale:
      'The Xospata "Other medicines" list (read in full) names rifampicin, phenytoin, azoles, macrolides, captopril, carvedilol, ritonavir, SSRIs, digoxin, dabigatran and St John\'s wort; no vitamin/mineral or general herbal sentence, and Xospata "can be taken with or without food". Vitamin D is not named; no mechanism with gilteritinib.',
    sources: [
      {
        title: "Xospata 40 mg film-coated tablets (gilteritinib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-eed4802d86314fbe213d3f12beb50fbb.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-xospata-b12-quiet",
    title: "Man on Xospata takes vitamin B12 tablets",
    profile: {
      medicines: ["Xospata 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
          ingredients: [
            {
              ingredient: "vitamin-b12",
              amount: 1000,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "Xospata 40mg",
          },
        },
      ],
    },
    rationale:
      'The Xospata "Other medicines" list (read in full) names rifampicin, phenytoin, azoles, macrolides, captopril, carvedilol, ritonavir, SSRIs, digoxin, dabigatran and St John\'s wort; no vitamin/mineral or general herbal sentence, and Xospata "can be taken with or without food". Vitamin B12 is not named; no mechanism.',
    sources: [
      {
        title: "Xospata 40 mg film-coated tablets (gilteritinib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-eed4802d86314fbe213d3f12beb50fbb.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-rydapt-st-johns-wort",
    title: "Man starting Rydapt for AML already takes St John's wort",
    profile: {
      medicines: ["Rydapt 25mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (0.3% hypericin)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Rydapt 25mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Rydapt leaflet, "Do not take Rydapt ... if you are already taking any of the following medicines: ... St. John\'s Wort (also known as Hypericum perforatum), a herbal medicine used to treat depression. These medicines must be avoided during treatment with Rydapt", repeated under "Other medicines": "The following medicines must be avoided during treatment with Rydapt: ... St. John\'s Wort". "Do not take Rydapt" if already taking it - contraindicated.',
    sources: [
      {
        title: "Rydapt 25 mg soft capsules (midostaurin) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-00913882b59a9d04c9763a602ce7c1ae.json.html",
      },
    ],
  },
  {
    id: "sc-p25-rydapt-sjw-mastocytosis",
    title: "Woman on midostaurin for systemic mastocytosis buys St John's wort capsules",
    profile: {
      medicines: ["Rydapt 25mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 425 mg capsules",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 425,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Rydapt 25mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Rydapt leaflet, "Do not take Rydapt ... if you are already taking any of the following medicines: ... St. John\'s Wort (also known as Hypericum perforatum), a herbal medicine used to treat depression. These medicines must be avoided during treatment with Rydapt", repeated under "Other medicines": "The following medicines must be avoided during treatment with Rydapt: ... St. John\'s Wort". "must be avoided" and listed under "Do not take" - contraindicated.',
    sources: [
      {
        title: "Rydapt 25 mg soft capsules (midostaurin) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-00913882b59a9d04c9763a602ce7c1ae.json.html",
      },
    ],
  },
  {
    id: "sc-p25-rydapt-b12-quiet",
    title: "Man on Rydapt takes vitamin B12 tablets",
    profile: {
      medicines: ["Rydapt 25mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
          ingredients: [
            {
              ingredient: "vitamin-b12",
              amount: 1000,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "Rydapt 25mg",
          },
        },
      ],
    },
    rationale:
      'The Rydapt "Other medicines" section (read in full) names rifampicin, carbamazepine, phenytoin, enzalutamide and St John\'s wort (avoid), then ketoconazole, clarithromycin, ritonavir, efavirenz, nefazodone, bupropion, statins, tizanidine and chlorzoxazone; there is no vitamin/mineral or general herbal sentence; capsules are taken "with food". Vitamin B12 is not named and has no mechanism with midostaurin.',
    sources: [
      {
        title: "Rydapt 25 mg soft capsules (midostaurin) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-00913882b59a9d04c9763a602ce7c1ae.json.html",
      },
    ],
  },
  {
    id: "sc-p25-rydapt-vitamin-d-quiet",
    title: "Woman on Rydapt takes a 1000 IU vitamin D3 tablet",
    profile: {
      medicines: ["Rydapt 25mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Rydapt 25mg",
          },
        },
      ],
    },
    rationale:
      'The Rydapt "Other medicines" section (read in full) names rifampicin, carbamazepine, phenytoin, enzalutamide and St John\'s wort (avoid), then ketoconazole, clarithromycin, ritonavir, efavirenz, nefazodone, bupropion, statins, tizanidine and chlorzoxazone; there is no vitamin/mineral or general herbal sentence; capsules are taken "with food". Vitamin D is not named; a standard 25 microgram dose has no interaction mechanism with midostaurin.',
    sources: [
      {
        title: "Rydapt 25 mg soft capsules (midostaurin) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-00913882b59a9d04c9763a602ce7c1ae.json.html",
      },
    ],
  },
  {
    id: "sc-p25-odomzo-niacin-500",
    title: "Man on Odomzo takes niacin 500 mg tablets for his cholesterol",
    profile: {
      medicines: ["Odomzo 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Niacin (nicotinic acid) 500 mg tablets",
          ingredients: [
            {
              ingredient: "niacin",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "niacin",
          with: {
            medicine: "Odomzo 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Odomzo leaflet: "In particular tell your doctor or pharmacist if you are taking any of the following: medicines such as statins and fibric acid derivatives used to treat high cholesterol and lipids; vitamin B3, also known as niacin; ... a herbal medicine called St. John\'s wort ... These medicines should be used with caution or may need to be avoided during your treatment with Odomzo. If you are taking any of these, your doctor might need to prescribe an alternative medicine for you." Odomzo "may cause muscle problems" and "Some medicines (e.g. medicines used to treat high cholesterol) might increase the risk for muscle problems". Vitamin B3 is named and is used here at a lipid-lowering dose; "use with caution or may need to be avoided" - moderate.',
    sources: [
      {
        title: "Odomzo 200 mg hard capsules (sonidegib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0349e0c03941d2ede34c30a30310b99b.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-odomzo-b-complex-niacin",
    title: "Woman on sonidegib takes a 'B-100' complex with 100 mg niacin",
    profile: {
      medicines: ["Odomzo 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B-100 complex (niacin 100 mg, B6 100 mg, B12 100 micrograms)",
          ingredients: [
            {
              ingredient: "niacin",
              amount: 100,
              unit: "mg",
            },
            {
              ingredient: "vitamin-b6",
              amount: 100,
              unit: "mg",
            },
            {
              ingredient: "vitamin-b12",
              amount: 100,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "niacin",
          with: {
            medicine: "Odomzo 200mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Odomzo leaflet: "In particular tell your doctor or pharmacist if you are taking any of the following: medicines such as statins and fibric acid derivatives used to treat high cholesterol and lipids; vitamin B3, also known as niacin; ... a herbal medicine called St. John\'s wort ... These medicines should be used with caution or may need to be avoided during your treatment with Odomzo. If you are taking any of these, your doctor might need to prescribe an alternative medicine for you." Odomzo "may cause muscle problems" and "Some medicines (e.g. medicines used to treat high cholesterol) might increase the risk for muscle problems". The leaflet names vitamin B3 without a dose limit; at 100 mg it should at least be mentioned to the doctor (minor minimum; the muscle-risk concern is strongest at cholesterol-lowering doses). Other B vitamins: no expectation (general herbal/non-prescription sentence).',
    sources: [
      {
        title: "Odomzo 200 mg hard capsules (sonidegib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0349e0c03941d2ede34c30a30310b99b.ttl.html",
      },
    ],
  },
  {
    id: "sc-p25-odomzo-st-johns-wort",
    title: "Man on Odomzo for basal cell carcinoma takes St John's wort",
    profile: {
      medicines: ["Odomzo 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (0.3% hypericin)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Odomzo 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Odomzo leaflet: "In particular tell your doctor or pharmacist if you are taking any of the following: medicines such as statins and fibric acid derivatives used to treat high cholesterol and lipids; vitamin B3, also known as niacin; ... a herbal medicine called St. John\'s wort ... These medicines should be used with caution or may need to be avoided during your treatment with Odomzo. If you are taking any of these, your doctor might need to prescribe an alternative medicine for you." Odomzo "may cause muscle problems" and "Some medicines (e.g. medicines used to treat high cholesterol) might increase the risk for muscle problems". St John\'s wort "should be used with caution or may need to be avoided" - moderate.',
    sources: [
      {
        title: "Odomzo 200 mg hard capsules (sonidegib) - package leaflet (sections 2 and 3)",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0349e0c03941d2ede34c30a30310b99b.ttl.html",
      },
    ],
  },
];
