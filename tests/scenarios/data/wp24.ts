// Scenarios of the p24 round's blind probe, written by three helpers who had not seen the records: the EU package
// leaflets of 44 more medicines (HIV and other antivirals, kidney disease, diabetes, heart, women's health, epilepsy,
// mental health and cancer), read in full in the Gravitate Health ePI copy.
import type { ScenarioInput } from "../schema";

export const WP24_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p24-truvada-prep-vitamin-d-quiet",
    title: "Man taking Truvada for PrEP asks about a winter vitamin D tablet",
    profile: {
      medicines: ["Truvada 200mg/245mg"],
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
            medicine: "Truvada 200mg/245mg",
          },
        },
      ],
    },
    rationale:
      'The Truvada leaflet\'s "Other medicines and Truvada" section (read in full) names only other tenofovir/lamivudine/adefovir products, kidney-harming medicines ("aminoglycosides ... NSAIDs"), protease inhibitors, hepatitis C medicines and didanosine, and says only "Whenever possible, Truvada should be taken with food"; it has no antacid, mineral or herbal advice. Vitamin D is not named and has no interaction mechanism with emtricitabine or tenofovir disoproxil (the leaflet\'s bone warning, "Tenofovir disoproxil may also cause loss of bone mass", is not a reason to avoid vitamin D).',
    sources: [
      {
        title:
          "Truvada 200 mg/245 mg film-coated tablets (emtricitabine/tenofovir disoproxil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6471e64aafea74720593633f2a0cd695.json.html",
      },
    ],
  },
  {
    id: "sc-p24-truvada-magnesium-quiet",
    title: "Gym-goer on PrEP with emtricitabine/tenofovir takes magnesium citrate for cramps",
    profile: {
      medicines: ["emtricitabine/tenofovir disoproxil 200mg/245mg"],
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
            medicine: "emtricitabine/tenofovir disoproxil 200mg/245mg",
          },
        },
      ],
    },
    rationale:
      'The Truvada leaflet\'s "Other medicines and Truvada" section (read in full) names only other tenofovir/lamivudine/adefovir products, kidney-harming medicines ("aminoglycosides ... NSAIDs"), protease inhibitors, hepatitis C medicines and didanosine, and says only "Whenever possible, Truvada should be taken with food"; it has no antacid, mineral or herbal advice. Unlike integrase inhibitors, emtricitabine/tenofovir are not bound by magnesium; the leaflet gives no "take apart" instruction for minerals.',
    sources: [
      {
        title:
          "Truvada 200 mg/245 mg film-coated tablets (emtricitabine/tenofovir disoproxil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6471e64aafea74720593633f2a0cd695.json.html",
      },
    ],
  },
  {
    id: "sc-p24-truvada-whey-quiet",
    title: "Man on Truvada PrEP uses a whey protein shake after the gym",
    profile: {
      medicines: ["Truvada 200mg/245mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Whey protein powder (25 g protein per scoop)",
          ingredients: [
            {
              ingredient: "whey-protein",
              amount: 30,
              unit: "g",
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
          ingredient: "whey-protein",
          with: {
            medicine: "Truvada 200mg/245mg",
          },
        },
      ],
    },
    rationale:
      'The Truvada leaflet\'s "Other medicines and Truvada" section (read in full) names only other tenofovir/lamivudine/adefovir products, kidney-harming medicines ("aminoglycosides ... NSAIDs"), protease inhibitors, hepatitis C medicines and didanosine, and says only "Whenever possible, Truvada should be taken with food"; it has no antacid, mineral or herbal advice. Whey protein is a food; the leaflet in fact says Truvada "should be taken with food".',
    sources: [
      {
        title:
          "Truvada 200 mg/245 mg film-coated tablets (emtricitabine/tenofovir disoproxil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6471e64aafea74720593633f2a0cd695.json.html",
      },
    ],
  },
  {
    id: "sc-p24-truvada-multivitamin-quiet",
    title: "Woman on emtricitabine/tenofovir for HIV takes a daily A-Z multivitamin",
    profile: {
      medicines: ["emtricitabine/tenofovir disoproxil 200mg/245mg", "dolutegravir 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin without minerals (vitamins only)",
          ingredients: [
            {
              ingredient: "vitamin-c",
              amount: 80,
              unit: "mg",
            },
            {
              ingredient: "vitamin-b12",
              amount: 2.5,
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-c",
          with: {
            medicine: "emtricitabine/tenofovir disoproxil 200mg/245mg",
          },
        },
        {
          ingredient: "folic-acid",
          with: {
            medicine: "emtricitabine/tenofovir disoproxil 200mg/245mg",
          },
        },
      ],
    },
    rationale:
      'The Truvada leaflet\'s "Other medicines and Truvada" section (read in full) names only other tenofovir/lamivudine/adefovir products, kidney-harming medicines ("aminoglycosides ... NSAIDs"), protease inhibitors, hepatitis C medicines and didanosine, and says only "Whenever possible, Truvada should be taken with food"; it has no antacid, mineral or herbal advice. A vitamins-only multivitamin (no calcium, iron, magnesium or zinc, so nothing for the dolutegravir spacing rule either) has no interaction with emtricitabine/tenofovir.',
    sources: [
      {
        title:
          "Truvada 200 mg/245 mg film-coated tablets (emtricitabine/tenofovir disoproxil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6471e64aafea74720593633f2a0cd695.json.html",
      },
    ],
  },
  {
    id: "sc-p24-truvada-fish-oil-quiet",
    title: "Man on Truvada takes omega-3 fish oil for his heart",
    profile: {
      medicines: ["Truvada 200mg/245mg"],
      conditions: [],
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
            medicine: "Truvada 200mg/245mg",
          },
        },
      ],
    },
    rationale:
      'The Truvada leaflet\'s "Other medicines and Truvada" section (read in full) names only other tenofovir/lamivudine/adefovir products, kidney-harming medicines ("aminoglycosides ... NSAIDs"), protease inhibitors, hepatitis C medicines and didanosine, and says only "Whenever possible, Truvada should be taken with food"; it has no antacid, mineral or herbal advice. Fish oil is not named and has no plausible mechanism with these two nucleos(t)ide medicines.',
    sources: [
      {
        title:
          "Truvada 200 mg/245 mg film-coated tablets (emtricitabine/tenofovir disoproxil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6471e64aafea74720593633f2a0cd695.json.html",
      },
    ],
  },
  {
    id: "sc-p24-descovy-sjw",
    title: "Man on Descovy buys St John's wort tablets for low mood",
    profile: {
      medicines: ["Descovy 200mg/10mg", "dolutegravir 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets",
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
            medicine: "Descovy 200mg/10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Descovy leaflet, "Other medicines and Descovy": "Talk to your doctor if you are taking: ... herbal remedies used to treat depression and anxiety containing: St. John\'s wort (Hypericum perforatum)"; "Descovy may interact with other medicines. As a result, the amounts of Descovy or other medicines in your blood may change. This may stop your medicines from working properly". "Talk to your doctor" with a risk of the medicine not working - moderate at least.',
    sources: [
      {
        title:
          "Descovy 200 mg/10 mg film-coated tablets (emtricitabine/tenofovir alafenamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-478b4098ffabcca87dff08bbf871c322.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-descovy-sjw-mood-formula",
    title:
      "Woman on emtricitabine/tenofovir alafenamide takes a 'mood support' formula with St John's wort and B6",
    profile: {
      medicines: ["emtricitabine/tenofovir alafenamide 200mg/10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Mood support formula (St John's wort 300 mg, vitamin B6 10 mg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
            {
              ingredient: "vitamin-b6",
              amount: 10,
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
            medicine: "emtricitabine/tenofovir alafenamide 200mg/10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-b6",
          with: {
            medicine: "emtricitabine/tenofovir alafenamide 200mg/10mg",
          },
        },
      ],
    },
    rationale:
      'Descovy leaflet, "Other medicines and Descovy": "Talk to your doctor if you are taking: ... herbal remedies used to treat depression and anxiety containing: St. John\'s wort (Hypericum perforatum)"; "Descovy may interact with other medicines. As a result, the amounts of Descovy or other medicines in your blood may change. This may stop your medicines from working properly". The St John\'s wort in the formula is the issue; vitamin B6 is not named and has no mechanism.',
    sources: [
      {
        title:
          "Descovy 200 mg/10 mg film-coated tablets (emtricitabine/tenofovir alafenamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-478b4098ffabcca87dff08bbf871c322.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-descovy-calcium-d-quiet",
    title: "Older man on Descovy starts calcium and vitamin D for his bones",
    profile: {
      medicines: ["Descovy 200mg/10mg"],
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
            medicine: "Descovy 200mg/10mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Descovy 200mg/10mg",
          },
        },
      ],
    },
    rationale:
      "The Descovy leaflet's interaction section (read in full) names among non-prescription products only St John's wort; it has no food, antacid or mineral advice (\"one tablet each day, with or without food\"). Calcium and vitamin D are not named; emtricitabine and tenofovir alafenamide are not chelated by calcium, so no spacing is needed.",
    sources: [
      {
        title:
          "Descovy 200 mg/10 mg film-coated tablets (emtricitabine/tenofovir alafenamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-478b4098ffabcca87dff08bbf871c322.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-descovy-iron-quiet",
    title: "Woman on Descovy prescribed ferrous sulfate for anaemia",
    profile: {
      medicines: ["Descovy 200mg/10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ferrous sulfate 200 mg tablets (65 mg iron)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 65,
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
          ingredient: "iron",
          with: {
            medicine: "Descovy 200mg/10mg",
          },
        },
      ],
    },
    rationale:
      "The Descovy leaflet's interaction section (read in full) names among non-prescription products only St John's wort; it has no food, antacid or mineral advice (\"one tablet each day, with or without food\"). Iron is not named and there is no binding interaction with emtricitabine/tenofovir alafenamide.",
    sources: [
      {
        title:
          "Descovy 200 mg/10 mg film-coated tablets (emtricitabine/tenofovir alafenamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-478b4098ffabcca87dff08bbf871c322.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-descovy-b12-quiet",
    title: "Vegan man on emtricitabine/tenofovir alafenamide takes vitamin B12",
    profile: {
      medicines: ["emtricitabine/tenofovir alafenamide 200mg/10mg"],
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
            medicine: "emtricitabine/tenofovir alafenamide 200mg/10mg",
          },
        },
      ],
    },
    rationale:
      "The Descovy leaflet's interaction section (read in full) names among non-prescription products only St John's wort; it has no food, antacid or mineral advice (\"one tablet each day, with or without food\"). Vitamin B12 is not mentioned and has no plausible mechanism.",
    sources: [
      {
        title:
          "Descovy 200 mg/10 mg film-coated tablets (emtricitabine/tenofovir alafenamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-478b4098ffabcca87dff08bbf871c322.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-emtriva-vitamin-c-zinc-quiet",
    title: "Man on Emtriva takes vitamin C and zinc at the start of a cold",
    profile: {
      medicines: ["Emtriva 200mg"],
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
          ingredient: "vitamin-c",
          with: {
            medicine: "Emtriva 200mg",
          },
        },
        {
          ingredient: "zinc",
          with: {
            medicine: "Emtriva 200mg",
          },
        },
      ],
    },
    rationale:
      'The Emtriva leaflet\'s "Other medicines and Emtriva" section (read in full) warns only against other emtricitabine or lamivudine medicines and says Emtriva is taken "with or without food"; no vitamin, mineral, antacid or herbal product is named. Emtricitabine is renally cleared and not chelated by zinc; no mechanism with vitamin C.',
    sources: [
      {
        title: "Emtriva 200 mg hard capsules (emtricitabine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3aba64fb4580bb12883e3dc4b001f74a.json.html",
      },
    ],
  },
  {
    id: "sc-p24-emtriva-glucosamine-quiet",
    title: "Older man on emtricitabine capsules takes glucosamine for his knees",
    profile: {
      medicines: ["emtricitabine 200mg capsules"],
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
            medicine: "emtricitabine 200mg capsules",
          },
        },
      ],
    },
    rationale:
      'The Emtriva leaflet\'s "Other medicines and Emtriva" section (read in full) warns only against other emtricitabine or lamivudine medicines and says Emtriva is taken "with or without food"; no vitamin, mineral, antacid or herbal product is named. Glucosamine is not named and has no known interaction with emtricitabine.',
    sources: [
      {
        title: "Emtriva 200 mg hard capsules (emtricitabine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3aba64fb4580bb12883e3dc4b001f74a.json.html",
      },
    ],
  },
  {
    id: "sc-p24-emtriva-multimineral-quiet",
    title: "Woman on Emtriva takes a daily multivitamin with minerals",
    profile: {
      medicines: ["Emtriva 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin and mineral tablet (calcium 200 mg, iron 14 mg, magnesium 100 mg, zinc 10 mg)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 200,
              unit: "mg",
            },
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
            {
              ingredient: "magnesium",
              amount: 100,
              unit: "mg",
            },
            {
              ingredient: "zinc",
              amount: 10,
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
            medicine: "Emtriva 200mg",
          },
        },
        {
          ingredient: "iron",
          with: {
            medicine: "Emtriva 200mg",
          },
        },
        {
          ingredient: "magnesium",
          with: {
            medicine: "Emtriva 200mg",
          },
        },
      ],
    },
    rationale:
      'The Emtriva leaflet\'s "Other medicines and Emtriva" section (read in full) warns only against other emtricitabine or lamivudine medicines and says Emtriva is taken "with or without food"; no vitamin, mineral, antacid or herbal product is named. No spacing of minerals is required for emtricitabine itself (the leaflet has no such instruction).',
    sources: [
      {
        title: "Emtriva 200 mg hard capsules (emtricitabine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3aba64fb4580bb12883e3dc4b001f74a.json.html",
      },
    ],
  },
  {
    id: "sc-p24-vemlidy-sjw",
    title: "Woman on Vemlidy for hepatitis B wants St John's wort for anxiety",
    profile: {
      medicines: ["Vemlidy 25mg"],
      conditions: ["hepatitis B"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets",
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
            medicine: "Vemlidy 25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Vemlidy leaflet, "Other medicines and Vemlidy": "Talk to your doctor if you are taking: ... herbal remedies used to treat depression and anxiety, containing: St. John\'s wort (Hypericum perforatum)"; "Vemlidy may interact with other medicines. As a result, the amounts of Vemlidy or other medicines in your blood may change. This may stop your medicines from working properly". A lower tenofovir level could mean poorer hepatitis B control - moderate.',
    sources: [
      {
        title:
          "Vemlidy 25 mg film-coated tablets (tenofovir alafenamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-626b5ebcb82fc86d7ecd89669e8b58e3.html",
      },
    ],
  },
  {
    id: "sc-p24-vemlidy-sjw-tea",
    title: "Man on tenofovir alafenamide drinks St John's wort herbal tea daily",
    profile: {
      medicines: ["tenofovir alafenamide 25mg"],
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
            medicine: "tenofovir alafenamide 25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Vemlidy leaflet, "Other medicines and Vemlidy": "Talk to your doctor if you are taking: ... herbal remedies used to treat depression and anxiety, containing: St. John\'s wort (Hypericum perforatum)"; "Vemlidy may interact with other medicines. As a result, the amounts of Vemlidy or other medicines in your blood may change. This may stop your medicines from working properly". The leaflet warns about any remedy "containing" St John\'s wort, including teas.',
    sources: [
      {
        title:
          "Vemlidy 25 mg film-coated tablets (tenofovir alafenamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-626b5ebcb82fc86d7ecd89669e8b58e3.html",
      },
    ],
  },
  {
    id: "sc-p24-vemlidy-vitamin-d-quiet",
    title: "Man on Vemlidy for hepatitis B takes vitamin D3 through winter",
    profile: {
      medicines: ["Vemlidy 25mg"],
      conditions: ["hepatitis B"],
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
            medicine: "Vemlidy 25mg",
          },
        },
      ],
    },
    rationale:
      "The Vemlidy leaflet's interaction section (read in full) names among non-prescription products only St John's wort; it gives no antacid or mineral timing (\"one tablet once a day with food\"). Vitamin D is not named and has no plausible mechanism with tenofovir alafenamide.",
    sources: [
      {
        title:
          "Vemlidy 25 mg film-coated tablets (tenofovir alafenamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-626b5ebcb82fc86d7ecd89669e8b58e3.html",
      },
    ],
  },
  {
    id: "sc-p24-vemlidy-fish-oil-quiet",
    title: "Woman on Vemlidy takes omega-3 fish oil",
    profile: {
      medicines: ["Vemlidy 25mg"],
      conditions: [],
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
            medicine: "Vemlidy 25mg",
          },
        },
      ],
    },
    rationale:
      "The Vemlidy leaflet's interaction section (read in full) names among non-prescription products only St John's wort; it gives no antacid or mineral timing (\"one tablet once a day with food\"). Fish oil is not named.",
    sources: [
      {
        title:
          "Vemlidy 25 mg film-coated tablets (tenofovir alafenamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-626b5ebcb82fc86d7ecd89669e8b58e3.html",
      },
    ],
  },
  {
    id: "sc-p24-vemlidy-calcium-quiet",
    title: "Older woman on tenofovir alafenamide takes calcium carbonate for osteoporosis",
    profile: {
      medicines: ["tenofovir alafenamide 25mg"],
      conditions: ["osteoporosis"],
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
            medicine: "tenofovir alafenamide 25mg",
          },
        },
      ],
    },
    rationale:
      "The Vemlidy leaflet's interaction section (read in full) names among non-prescription products only St John's wort; it gives no antacid or mineral timing (\"one tablet once a day with food\"). Calcium is not named and tenofovir alafenamide is not chelated by calcium, so no separation is needed.",
    sources: [
      {
        title:
          "Vemlidy 25 mg film-coated tablets (tenofovir alafenamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-626b5ebcb82fc86d7ecd89669e8b58e3.html",
      },
    ],
  },
  {
    id: "sc-p24-tybost-sjw",
    title: "Man on darunavir boosted with Tybost starts St John's wort",
    profile: {
      medicines: ["Tybost 150mg", "darunavir 800mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets",
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
            medicine: "Tybost 150mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tybost leaflet: "Do not take Tybost ... If you are taking medicines containing any of the following: ... St. John\'s wort (Hypericum perforatum), a herbal remedy used for depression and anxiety"; "There are some medicines that should never be taken with Tybost." "Do not take" / "should never be taken" - contraindicated.',
    sources: [
      {
        title: "Tybost 150 mg film-coated tablets (cobicistat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f9f99ae69c31ce78eb86e2425f62e81a.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-tybost-sjw-atazanavir",
    title: "Woman on atazanavir with cobicistat asks about St John's wort for menopause mood swings",
    profile: {
      medicines: ["cobicistat 150mg", "atazanavir 300mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort one-a-day 425 mg capsules",
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
            medicine: "cobicistat 150mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tybost leaflet: "Do not take Tybost ... If you are taking medicines containing any of the following: ... St. John\'s wort (Hypericum perforatum), a herbal remedy used for depression and anxiety"; "There are some medicines that should never be taken with Tybost."',
    sources: [
      {
        title: "Tybost 150 mg film-coated tablets (cobicistat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f9f99ae69c31ce78eb86e2425f62e81a.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-tybost-vitamin-d-quiet",
    title: "Man on Tybost and darunavir takes vitamin D3",
    profile: {
      medicines: ["Tybost 150mg", "darunavir 800mg"],
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
            medicine: "Tybost 150mg",
          },
        },
      ],
    },
    rationale:
      "The Tybost leaflet's interaction section (read in full) names St John's wort as the only herbal product and has no antacid, mineral or vitamin advice (\"One tablet each day by mouth, with food\"). Vitamin D is not named and has no plausible mechanism with cobicistat.",
    sources: [
      {
        title: "Tybost 150 mg film-coated tablets (cobicistat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f9f99ae69c31ce78eb86e2425f62e81a.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-tybost-b12-quiet",
    title: "Woman on cobicistat-boosted darunavir takes vitamin B12",
    profile: {
      medicines: ["cobicistat 150mg", "darunavir 800mg"],
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
            medicine: "cobicistat 150mg",
          },
        },
      ],
    },
    rationale:
      "The Tybost leaflet's interaction section (read in full) names St John's wort as the only herbal product and has no antacid, mineral or vitamin advice (\"One tablet each day by mouth, with food\"). Vitamin B12 is not named.",
    sources: [
      {
        title: "Tybost 150 mg film-coated tablets (cobicistat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f9f99ae69c31ce78eb86e2425f62e81a.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-tybost-coq10-quiet",
    title: "Man on Tybost and darunavir, also on rosuvastatin, takes CoQ10",
    profile: {
      medicines: ["Tybost 150mg", "darunavir 800mg", "rosuvastatin 10mg"],
      conditions: [],
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
            medicine: "Tybost 150mg",
          },
        },
      ],
    },
    rationale:
      'The Tybost leaflet\'s interaction section (read in full) names St John\'s wort as the only herbal product and has no antacid, mineral or vitamin advice ("One tablet each day by mouth, with food"). The leaflet lists statins (rosuvastatin "Tell your doctor") but not coenzyme Q10, which has no mechanism with cobicistat.',
    sources: [
      {
        title: "Tybost 150 mg film-coated tablets (cobicistat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f9f99ae69c31ce78eb86e2425f62e81a.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-viramune-sjw",
    title: "Man on Viramune buys St John's wort for low mood",
    profile: {
      medicines: ["Viramune 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets",
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
            medicine: "Viramune 200mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Viramune leaflet: "Do not take Viramune ... if you are taking a medicine containing the herbal substance St. John\'s Wort (Hypericum perforatum). This herbal substance may stop Viramune from working properly." - contraindicated.',
    sources: [
      {
        title: "Viramune 200 mg tablets (nevirapine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-72e5f5398f762b4570a837b92d9db036.json.html",
      },
    ],
  },
  {
    id: "sc-p24-viramune-sjw-drops",
    title: "Woman on nevirapine uses St John's wort tincture drops",
    profile: {
      medicines: ["nevirapine 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort tincture (1:5), 2 mL doses",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 400,
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
            medicine: "nevirapine 200mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Viramune leaflet: "Do not take Viramune ... if you are taking a medicine containing the herbal substance St. John\'s Wort (Hypericum perforatum). This herbal substance may stop Viramune from working properly." It adds: "It is particularly important that you tell your doctor if you are taking or have recently taken: St. John\'s Wort".',
    sources: [
      {
        title: "Viramune 200 mg tablets (nevirapine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-72e5f5398f762b4570a837b92d9db036.json.html",
      },
    ],
  },
  {
    id: "sc-p24-viramune-iron-quiet",
    title: "Woman on Viramune takes iron tablets for heavy periods",
    profile: {
      medicines: ["Viramune 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ferrous sulfate 200 mg tablets (65 mg iron)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 65,
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
          ingredient: "iron",
          with: {
            medicine: "Viramune 200mg",
          },
        },
      ],
    },
    rationale:
      "The Viramune leaflet's interaction section (read in full) names St John's wort as the only non-prescription product, and says \"There are no restrictions on taking Viramune with food and drink\". Iron is not named and nevirapine absorption is not affected by minerals.",
    sources: [
      {
        title: "Viramune 200 mg tablets (nevirapine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-72e5f5398f762b4570a837b92d9db036.json.html",
      },
    ],
  },
  {
    id: "sc-p24-viramune-magnesium-quiet",
    title: "Man on nevirapine takes magnesium oxide for cramps",
    profile: {
      medicines: ["nevirapine 200mg"],
      conditions: [],
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
      flags: [],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "nevirapine 200mg",
          },
        },
      ],
    },
    rationale:
      "The Viramune leaflet's interaction section (read in full) names St John's wort as the only non-prescription product, and says \"There are no restrictions on taking Viramune with food and drink\". Magnesium is not named; no antacid or mineral spacing is given for nevirapine.",
    sources: [
      {
        title: "Viramune 200 mg tablets (nevirapine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-72e5f5398f762b4570a837b92d9db036.json.html",
      },
    ],
  },
  {
    id: "sc-p24-viramune-vitamin-d-quiet",
    title: "Man on Viramune takes vitamin D3",
    profile: {
      medicines: ["Viramune 200mg"],
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
            medicine: "Viramune 200mg",
          },
        },
      ],
    },
    rationale:
      "The Viramune leaflet's interaction section (read in full) names St John's wort as the only non-prescription product, and says \"There are no restrictions on taking Viramune with food and drink\". Vitamin D is not named.",
    sources: [
      {
        title: "Viramune 200 mg tablets (nevirapine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-72e5f5398f762b4570a837b92d9db036.json.html",
      },
    ],
  },
  {
    id: "sc-p24-viramune-probiotic-quiet",
    title: "Woman on Viramune takes a daily probiotic capsule",
    profile: {
      medicines: ["Viramune 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Probiotic capsules (10 billion CFU)",
          ingredients: [
            {
              ingredient: "probiotics",
              amount: 10000000000,
              unit: "CFU",
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
          ingredient: "probiotics",
          with: {
            medicine: "Viramune 200mg",
          },
        },
      ],
    },
    rationale:
      "The Viramune leaflet's interaction section (read in full) names St John's wort as the only non-prescription product, and says \"There are no restrictions on taking Viramune with food and drink\". Probiotics are not named and have no mechanism with nevirapine.",
    sources: [
      {
        title: "Viramune 200 mg tablets (nevirapine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-72e5f5398f762b4570a837b92d9db036.json.html",
      },
    ],
  },
  {
    id: "sc-p24-stocrin-sjw",
    title: "Adult on Stocrin oral solution takes St John's wort",
    profile: {
      medicines: ["Stocrin 30mg/ml oral solution"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets",
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
            medicine: "Stocrin 30mg/ml oral solution",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Stocrin leaflet: "Do not take Stocrin ... if you are currently taking any of the following medicines: ... St. John\'s wort (Hypericum perforatum) (a herbal remedy used for depression and anxiety)"; "They include some common medicines and a herbal remedy (St. John\'s wort) which can cause serious interactions." - contraindicated.',
    sources: [
      {
        title: "STOCRIN 30 mg/mL oral solution (efavirenz) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a192389a9068e61de77d4f090e108cd6.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-stocrin-ginkgo",
    title: "Older man on efavirenz liquid takes ginkgo for memory",
    profile: {
      medicines: ["efavirenz 30mg/ml oral solution"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 120 mg tablets",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
              amount: 120,
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
          ingredient: "ginkgo-biloba",
          with: {
            medicine: "efavirenz 30mg/ml oral solution",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Stocrin leaflet: "Stocrin may interact with other medicines, including herbal preparations such as Ginkgo biloba extracts. As a result, the amounts of Stocrin or other medicines in your blood may be affected. This may stop the medicines from working properly ... It is important to tell your doctor or pharmacist if you are taking any of the following: ... Ginkgo biloba extracts (herbal preparation)." Tell the doctor; may stop the medicine working - moderate.',
    sources: [
      {
        title: "STOCRIN 30 mg/mL oral solution (efavirenz) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a192389a9068e61de77d4f090e108cd6.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-stocrin-ginkgo-memory-formula",
    title: "Woman on Stocrin takes a 'memory' formula with ginkgo and B vitamins",
    profile: {
      medicines: ["Stocrin 30mg/ml oral solution"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Memory formula (ginkgo biloba 60 mg, vitamin B12 10 micrograms, vitamin B6 2 mg)",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
              amount: 60,
              unit: "mg",
            },
            {
              ingredient: "vitamin-b12",
              amount: 10,
              unit: "µg",
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
          ingredient: "ginkgo-biloba",
          with: {
            medicine: "Stocrin 30mg/ml oral solution",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "Stocrin 30mg/ml oral solution",
          },
        },
      ],
    },
    rationale:
      'Stocrin leaflet: "Stocrin may interact with other medicines, including herbal preparations such as Ginkgo biloba extracts. As a result, the amounts of Stocrin or other medicines in your blood may be affected. This may stop the medicines from working properly ... It is important to tell your doctor or pharmacist if you are taking any of the following: ... Ginkgo biloba extracts (herbal preparation)." The B vitamins in the formula are not named and have no mechanism.',
    sources: [
      {
        title: "STOCRIN 30 mg/mL oral solution (efavirenz) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a192389a9068e61de77d4f090e108cd6.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-stocrin-fish-oil-quiet",
    title: "Man on efavirenz oral solution takes omega-3 fish oil for raised triglycerides",
    profile: {
      medicines: ["efavirenz 30mg/ml oral solution"],
      conditions: [],
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
            medicine: "efavirenz 30mg/ml oral solution",
          },
        },
      ],
    },
    rationale:
      'The Stocrin leaflet\'s interaction section (read in full) names St John\'s wort ("Do not take") and Ginkgo biloba extracts ("tell your doctor") as the herbal products, and Stocrin "may be taken with or without food"; no vitamin, fish oil or mineral supplement is named. Fish oil has no plausible mechanism with efavirenz.',
    sources: [
      {
        title: "STOCRIN 30 mg/mL oral solution (efavirenz) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a192389a9068e61de77d4f090e108cd6.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-stocrin-zinc-vitc-quiet",
    title: "Adult on Stocrin takes vitamin C and zinc",
    profile: {
      medicines: ["Stocrin 30mg/ml oral solution"],
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
          ingredient: "vitamin-c",
          with: {
            medicine: "Stocrin 30mg/ml oral solution",
          },
        },
        {
          ingredient: "zinc",
          with: {
            medicine: "Stocrin 30mg/ml oral solution",
          },
        },
      ],
    },
    rationale:
      'The Stocrin leaflet\'s interaction section (read in full) names St John\'s wort ("Do not take") and Ginkgo biloba extracts ("tell your doctor") as the herbal products, and Stocrin "may be taken with or without food"; no vitamin, fish oil or mineral supplement is named. Neither vitamin C nor zinc is named.',
    sources: [
      {
        title: "STOCRIN 30 mg/mL oral solution (efavirenz) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a192389a9068e61de77d4f090e108cd6.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-baraclude-vitamin-d-quiet",
    title: "Man on Baraclude for hepatitis B takes vitamin D3",
    profile: {
      medicines: ["Baraclude 0.5mg"],
      conditions: ["hepatitis B"],
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
            medicine: "Baraclude 0.5mg",
          },
        },
      ],
    },
    rationale:
      'The Baraclude leaflet\'s "Other medicines and Baraclude" section (read in full) only says "Tell your doctor or pharmacist if you are taking ... any other medicines"; the food section says "In most cases you may take Baraclude with or without food" (some people take it on an empty stomach). No vitamin, mineral or herbal product is named. Entecavir is renally excreted unchanged; vitamin D has no mechanism with it.',
    sources: [
      {
        title: "Baraclude 0.5 mg film-coated tablets (entecavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1f96cd88f64662096f991c68963865d4.html",
      },
    ],
  },
  {
    id: "sc-p24-baraclude-b12-quiet",
    title: "Woman on entecavir takes vitamin B12 tablets",
    profile: {
      medicines: ["entecavir 0.5mg"],
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
            medicine: "entecavir 0.5mg",
          },
        },
      ],
    },
    rationale:
      'The Baraclude leaflet\'s "Other medicines and Baraclude" section (read in full) only says "Tell your doctor or pharmacist if you are taking ... any other medicines"; the food section says "In most cases you may take Baraclude with or without food" (some people take it on an empty stomach). No vitamin, mineral or herbal product is named. Vitamin B12 is not named.',
    sources: [
      {
        title: "Baraclude 0.5 mg film-coated tablets (entecavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1f96cd88f64662096f991c68963865d4.html",
      },
    ],
  },
  {
    id: "sc-p24-baraclude-fish-oil-quiet",
    title: "Man on Baraclude takes cod-liver-free omega-3 fish oil",
    profile: {
      medicines: ["Baraclude 0.5mg"],
      conditions: [],
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
            medicine: "Baraclude 0.5mg",
          },
        },
      ],
    },
    rationale:
      'The Baraclude leaflet\'s "Other medicines and Baraclude" section (read in full) only says "Tell your doctor or pharmacist if you are taking ... any other medicines"; the food section says "In most cases you may take Baraclude with or without food" (some people take it on an empty stomach). No vitamin, mineral or herbal product is named. Fish oil is not named and has no interaction mechanism with entecavir.',
    sources: [
      {
        title: "Baraclude 0.5 mg film-coated tablets (entecavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1f96cd88f64662096f991c68963865d4.html",
      },
    ],
  },
  {
    id: "sc-p24-cresemba-sjw",
    title: "Patient on Cresemba infusions for aspergillosis takes St John's wort at home",
    profile: {
      medicines: ["Cresemba 200mg infusion"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets",
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
            medicine: "Cresemba 200mg infusion",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Cresemba leaflet: "Do not use Cresemba: ... if you are using any of the following medicines: ... St John\'s wort, a herbal medicine used for depression"; "In particular, do not take this medicine and tell your doctor or pharmacist if you are taking any of the following medicines: ... St John\'s wort". - contraindicated.',
    sources: [
      {
        title:
          "CRESEMBA 200 mg powder for concentrate for solution for infusion (isavuconazole) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-061484b9147260e88c643074459451f5.html",
      },
    ],
  },
  {
    id: "sc-p24-cresemba-sjw-generic",
    title: "Man on isavuconazole asks if his St John's wort capsules are OK",
    profile: {
      medicines: ["isavuconazole 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort one-a-day 425 mg capsules",
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
            medicine: "isavuconazole 200mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Cresemba leaflet: "Do not use Cresemba: ... if you are using any of the following medicines: ... St John\'s wort, a herbal medicine used for depression"; "In particular, do not take this medicine and tell your doctor or pharmacist if you are taking any of the following medicines: ... St John\'s wort".',
    sources: [
      {
        title:
          "CRESEMBA 200 mg powder for concentrate for solution for infusion (isavuconazole) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-061484b9147260e88c643074459451f5.html",
      },
    ],
  },
  {
    id: "sc-p24-cresemba-vitamin-d-quiet",
    title: "Patient on Cresemba infusion takes vitamin D3",
    profile: {
      medicines: ["Cresemba 200mg infusion"],
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
            medicine: "Cresemba 200mg infusion",
          },
        },
      ],
    },
    rationale:
      "The Cresemba leaflet's interaction section (read in full) names St John's wort as the only herbal product and no vitamins or minerals; it is given \"as a drip into a vein\", so oral binding by minerals does not arise. Vitamin D is not named.",
    sources: [
      {
        title:
          "CRESEMBA 200 mg powder for concentrate for solution for infusion (isavuconazole) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-061484b9147260e88c643074459451f5.html",
      },
    ],
  },
  {
    id: "sc-p24-cresemba-calcium-quiet",
    title: "Woman on isavuconazole infusions takes calcium carbonate",
    profile: {
      medicines: ["isavuconazole 200mg"],
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
            medicine: "isavuconazole 200mg",
          },
        },
      ],
    },
    rationale:
      "The Cresemba leaflet's interaction section (read in full) names St John's wort as the only herbal product and no vitamins or minerals; it is given \"as a drip into a vein\", so oral binding by minerals does not arise. Calcium is not named and cannot bind an intravenous medicine.",
    sources: [
      {
        title:
          "CRESEMBA 200 mg powder for concentrate for solution for infusion (isavuconazole) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-061484b9147260e88c643074459451f5.html",
      },
    ],
  },
  {
    id: "sc-p24-prevymis-sjw",
    title: "Kidney transplant patient on Prevymis wants St John's wort for low mood",
    profile: {
      medicines: ["Prevymis 480mg", "tacrolimus 2mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets",
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
            medicine: "Prevymis 480mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'PREVYMIS leaflet: "Do not take PREVYMIS if: ... you take the following herbal product: St. John\'s wort (Hypericum perforatum). Do not take PREVYMIS if any of the above apply to you." - contraindicated.',
    sources: [
      {
        title:
          "PREVYMIS 240 mg / 480 mg film-coated tablets (letermovir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d4e8178d3a905eabdd581f1645891fb4.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-prevymis-sjw-tea",
    title: "Stem cell transplant patient on letermovir drinks St John's wort tea",
    profile: {
      medicines: ["letermovir 240mg", "ciclosporin 100mg"],
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
            medicine: "letermovir 240mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'PREVYMIS leaflet: "Do not take PREVYMIS if: ... you take the following herbal product: St. John\'s wort (Hypericum perforatum). Do not take PREVYMIS if any of the above apply to you."',
    sources: [
      {
        title:
          "PREVYMIS 240 mg / 480 mg film-coated tablets (letermovir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d4e8178d3a905eabdd581f1645891fb4.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-prevymis-vitamin-d-quiet",
    title: "Transplant patient on Prevymis takes vitamin D3",
    profile: {
      medicines: ["Prevymis 480mg"],
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
            medicine: "Prevymis 480mg",
          },
        },
      ],
    },
    rationale:
      "The PREVYMIS leaflet's interaction section (read in full) names St John's wort as the only herbal product and no vitamins, minerals or antacids (only omeprazole/pantoprazole); it is taken \"with or without food\". Vitamin D is not named.",
    sources: [
      {
        title:
          "PREVYMIS 240 mg / 480 mg film-coated tablets (letermovir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d4e8178d3a905eabdd581f1645891fb4.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-prevymis-calcium-quiet",
    title: "Kidney transplant patient on letermovir takes calcium carbonate",
    profile: {
      medicines: ["letermovir 480mg"],
      conditions: ["kidney transplant"],
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
            medicine: "letermovir 480mg",
          },
        },
      ],
    },
    rationale:
      "The PREVYMIS leaflet's interaction section (read in full) names St John's wort as the only herbal product and no vitamins, minerals or antacids (only omeprazole/pantoprazole); it is taken \"with or without food\". Calcium is not named and no spacing is given.",
    sources: [
      {
        title:
          "PREVYMIS 240 mg / 480 mg film-coated tablets (letermovir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d4e8178d3a905eabdd581f1645891fb4.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-livtencity-sjw",
    title: "Transplant patient on Livtencity takes St John's wort for sleep and mood",
    profile: {
      medicines: ["Livtencity 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets",
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
            medicine: "Livtencity 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'LIVTENCITY leaflet: "Also tell your doctor if you are taking any of the following medicines. This is because your doctor may have to change your medicines or change the dose of your medicines: ... St. John\'s wort (Hypericum perforatum) - a herbal medicine for depression and sleep problems" - tell the doctor, dose may change: moderate.',
    sources: [
      {
        title:
          "LIVTENCITY 200 mg film-coated tablets (maribavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2c250051417033f9ca5609b812b532b2.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-livtencity-sjw-generic",
    title: "Woman on maribavir buys St John's wort capsules",
    profile: {
      medicines: ["maribavir 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort one-a-day 425 mg capsules",
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
            medicine: "maribavir 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'LIVTENCITY leaflet: "Also tell your doctor if you are taking any of the following medicines. This is because your doctor may have to change your medicines or change the dose of your medicines: ... St. John\'s wort (Hypericum perforatum)".',
    sources: [
      {
        title:
          "LIVTENCITY 200 mg film-coated tablets (maribavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2c250051417033f9ca5609b812b532b2.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-livtencity-magnesium-hydroxide",
    title: "Man on Livtencity takes a magnesium hydroxide supplement",
    profile: {
      medicines: ["Livtencity 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium hydroxide tablets (250 mg magnesium)",
          ingredients: [
            {
              ingredient: "magnesium",
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
          ingredient: "magnesium",
          with: {
            medicine: "Livtencity 200mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'LIVTENCITY leaflet: "Also tell your doctor if you are taking any of the following medicines. This is because your doctor may have to change your medicines or change the dose of your medicines: ... antacid (aluminium and magnesium hydroxide oral suspension) - for heartburn or indigestion". The leaflet names magnesium hydroxide; a magnesium hydroxide supplement is the same salt, so at least a note to tell the doctor (no spacing interval is given).',
    sources: [
      {
        title:
          "LIVTENCITY 200 mg film-coated tablets (maribavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2c250051417033f9ca5609b812b532b2.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-livtencity-vitamin-d-quiet",
    title: "Transplant patient on maribavir takes vitamin D3",
    profile: {
      medicines: ["maribavir 200mg"],
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
            medicine: "maribavir 200mg",
          },
        },
      ],
    },
    rationale:
      "The LIVTENCITY leaflet's interaction section (read in full) names St John's wort and the aluminium/magnesium hydroxide antacid as the only non-prescription products; it is taken \"with or without food\". Vitamin D is not named.",
    sources: [
      {
        title:
          "LIVTENCITY 200 mg film-coated tablets (maribavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2c250051417033f9ca5609b812b532b2.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-livtencity-b12-quiet",
    title: "Woman on Livtencity takes vitamin B12",
    profile: {
      medicines: ["Livtencity 200mg"],
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
            medicine: "Livtencity 200mg",
          },
        },
      ],
    },
    rationale:
      "The LIVTENCITY leaflet's interaction section (read in full) names St John's wort and the aluminium/magnesium hydroxide antacid as the only non-prescription products; it is taken \"with or without food\". Vitamin B12 is not named.",
    sources: [
      {
        title:
          "LIVTENCITY 200 mg film-coated tablets (maribavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2c250051417033f9ca5609b812b532b2.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-sirturo-sjw",
    title: "Man on Sirturo for drug-resistant TB takes St John's wort for anxiety",
    profile: {
      medicines: ["Sirturo 100mg"],
      conditions: ["tuberculosis"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets",
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
            medicine: "Sirturo 100mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'SIRTURO leaflet, "Other medicines and SIRTURO": "Other medicines may affect SIRTURO. Tell your doctor or pharmacist ... The following are examples of medicines ... which may potentially interact with SIRTURO: ... St. John\'s wort (Hypericum perforatum) an herbal product to relieve anxiety". Tell the doctor; may lower bedaquiline - moderate.',
    sources: [
      {
        title: "SIRTURO 20 mg tablets (bedaquiline) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a0f24920a40b1c73ed1d880ba04e208e.html",
      },
    ],
  },
  {
    id: "sc-p24-sirturo-sjw-generic",
    title: "Woman on bedaquiline buys St John's wort tablets",
    profile: {
      medicines: ["bedaquiline 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort one-a-day 425 mg capsules",
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
            medicine: "bedaquiline 100mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'SIRTURO leaflet, "Other medicines and SIRTURO": "Other medicines may affect SIRTURO. Tell your doctor or pharmacist ... The following are examples of medicines ... which may potentially interact with SIRTURO: ... St. John\'s wort (Hypericum perforatum) an herbal product to relieve anxiety".',
    sources: [
      {
        title: "SIRTURO 20 mg tablets (bedaquiline) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a0f24920a40b1c73ed1d880ba04e208e.html",
      },
    ],
  },
  {
    id: "sc-p24-sirturo-vitamin-d-quiet",
    title: "Man on Sirturo for TB takes vitamin D3",
    profile: {
      medicines: ["Sirturo 100mg"],
      conditions: ["tuberculosis"],
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
            medicine: "Sirturo 100mg",
          },
        },
      ],
    },
    rationale:
      'The SIRTURO leaflet\'s interaction section (read in full) names St John\'s wort as the only non-prescription product (plus "You should not drink alcohol"); it is taken "with food" and no vitamins or minerals are named. Vitamin D is not named and has no mechanism with bedaquiline.',
    sources: [
      {
        title: "SIRTURO 20 mg tablets (bedaquiline) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a0f24920a40b1c73ed1d880ba04e208e.html",
      },
    ],
  },
  {
    id: "sc-p24-sirturo-b6-quiet",
    title: "Patient on bedaquiline (and isoniazid-free regimen) takes vitamin B6",
    profile: {
      medicines: ["bedaquiline 100mg", "linezolid 600mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B6 (pyridoxine) 10 mg tablets",
          ingredients: [
            {
              ingredient: "vitamin-b6",
              amount: 10,
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
          ingredient: "vitamin-b6",
          with: {
            medicine: "bedaquiline 100mg",
          },
        },
      ],
    },
    rationale:
      'The SIRTURO leaflet\'s interaction section (read in full) names St John\'s wort as the only non-prescription product (plus "You should not drink alcohol"); it is taken "with food" and no vitamins or minerals are named. Vitamin B6 (often given with TB treatment) is not named and has no interaction with bedaquiline.',
    sources: [
      {
        title: "SIRTURO 20 mg tablets (bedaquiline) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a0f24920a40b1c73ed1d880ba04e208e.html",
      },
    ],
  },
  {
    id: "sc-p24-kerendia-potassium",
    title: "Man on Kerendia for diabetic kidney disease takes a potassium supplement for cramps",
    profile: {
      medicines: ["Kerendia 20mg", "metformin 500mg"],
      conditions: ["chronic kidney disease", "type 2 diabetes"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "potassium",
          with: {
            medicine: "Kerendia 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kerendia leaflet: "Talk to your doctor or pharmacist if you are taking other medicines while taking Kerendia, especially - if you take for example ... potassium supplements, including some salt substitutes or if you take other medicines that may increase the level of potassium in your blood. These medicines may be unsafe for you." Its side-effect list has "very common ... high potassium level (hyperkalaemia)". Talk to the doctor; "may be unsafe" - moderate at least (arguably major).',
    sources: [
      {
        title:
          "Kerendia 10 mg / 20 mg film-coated tablets (finerenone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ea2d9477557df2cb8572d829cd765247.json.html",
      },
    ],
  },
  {
    id: "sc-p24-kerendia-salt-substitute",
    title: "Woman on finerenone switches to a low-sodium potassium salt substitute",
    profile: {
      medicines: ["finerenone 10mg"],
      conditions: ["chronic kidney disease"],
    },
    stack: [
      {
        custom: {
          name: "Low-sodium salt substitute (potassium chloride), about 1 g potassium per day used",
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
            medicine: "finerenone 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kerendia leaflet: "Talk to your doctor or pharmacist if you are taking other medicines while taking Kerendia, especially - if you take for example ... potassium supplements, including some salt substitutes or if you take other medicines that may increase the level of potassium in your blood. These medicines may be unsafe for you." Its side-effect list has "very common ... high potassium level (hyperkalaemia)". The leaflet explicitly includes "some salt substitutes".',
    sources: [
      {
        title:
          "Kerendia 10 mg / 20 mg film-coated tablets (finerenone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ea2d9477557df2cb8572d829cd765247.json.html",
      },
    ],
  },
  {
    id: "sc-p24-kerendia-multivit-potassium",
    title: "Man on Kerendia takes an electrolyte drink powder with potassium daily",
    profile: {
      medicines: ["Kerendia 10mg"],
      conditions: ["chronic kidney disease", "type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Electrolyte rehydration powder (potassium 300 mg, magnesium 50 mg per sachet)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 300,
              unit: "mg",
            },
            {
              ingredient: "magnesium",
              amount: 50,
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
            medicine: "Kerendia 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kerendia leaflet: "Talk to your doctor or pharmacist if you are taking other medicines while taking Kerendia, especially - if you take for example ... potassium supplements, including some salt substitutes or if you take other medicines that may increase the level of potassium in your blood. These medicines may be unsafe for you." Its side-effect list has "very common ... high potassium level (hyperkalaemia)". Only the potassium in the drink is an issue here.',
    sources: [
      {
        title:
          "Kerendia 10 mg / 20 mg film-coated tablets (finerenone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ea2d9477557df2cb8572d829cd765247.json.html",
      },
    ],
  },
  {
    id: "sc-p24-kerendia-sjw",
    title: "Woman on Kerendia takes St John's wort for low mood",
    profile: {
      medicines: ["Kerendia 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets",
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
            medicine: "Kerendia 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kerendia leaflet: "Talk to your doctor or pharmacist ... if you take for example ... St. John\'s Wort (Hypericum perforatum) (a herbal medicine to treat depression) ... You may have more side effects, or Kerendia may not work as expected." - moderate.',
    sources: [
      {
        title:
          "Kerendia 10 mg / 20 mg film-coated tablets (finerenone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ea2d9477557df2cb8572d829cd765247.json.html",
      },
    ],
  },
  {
    id: "sc-p24-kerendia-vitamin-d-quiet",
    title: "Man on finerenone with diabetic kidney disease takes vitamin D3",
    profile: {
      medicines: ["finerenone 20mg"],
      conditions: ["chronic kidney disease", "type 2 diabetes"],
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
            medicine: "finerenone 20mg",
          },
        },
      ],
    },
    rationale:
      "The Kerendia leaflet's interaction section (read in full) names potassium supplements/salt substitutes and St John's wort among non-prescription products (plus grapefruit); it is taken \"with or without food\". Vitamin D is not named and does not raise potassium or affect CYP3A4.",
    sources: [
      {
        title:
          "Kerendia 10 mg / 20 mg film-coated tablets (finerenone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ea2d9477557df2cb8572d829cd765247.json.html",
      },
    ],
  },
  {
    id: "sc-p24-kerendia-fish-oil-quiet",
    title: "Woman on Kerendia takes omega-3 fish oil",
    profile: {
      medicines: ["Kerendia 10mg"],
      conditions: [],
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
            medicine: "Kerendia 10mg",
          },
        },
      ],
    },
    rationale:
      "The Kerendia leaflet's interaction section (read in full) names potassium supplements/salt substitutes and St John's wort among non-prescription products (plus grapefruit); it is taken \"with or without food\". Fish oil is not named and has no potassium or CYP3A4 mechanism.",
    sources: [
      {
        title:
          "Kerendia 10 mg / 20 mg film-coated tablets (finerenone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ea2d9477557df2cb8572d829cd765247.json.html",
      },
    ],
  },
  {
    id: "sc-p24-kerendia-b12-quiet",
    title: "Man on Kerendia and metformin takes vitamin B12",
    profile: {
      medicines: ["Kerendia 20mg", "metformin 1g"],
      conditions: ["type 2 diabetes"],
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
            medicine: "Kerendia 20mg",
          },
        },
      ],
    },
    rationale:
      "The Kerendia leaflet's interaction section (read in full) names potassium supplements/salt substitutes and St John's wort among non-prescription products (plus grapefruit); it is taken \"with or without food\". Vitamin B12 is not named.",
    sources: [
      {
        title:
          "Kerendia 10 mg / 20 mg film-coated tablets (finerenone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ea2d9477557df2cb8572d829cd765247.json.html",
      },
    ],
  },
  {
    id: "sc-p24-veltassa-magnesium",
    title: "Woman on Veltassa is prescribed a magnesium supplement for low magnesium",
    profile: {
      medicines: ["Veltassa 8.4g sachet"],
      conditions: ["chronic kidney disease"],
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
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Veltassa 8.4g sachet",
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
      'Veltassa leaflet: "Low blood magnesium can occur when taking this medicine. Your doctor ... may prescribe a magnesium supplement if required." The supplement is appropriate, but Veltassa leaflet: "Use all medicines taken by mouth at least 3 hours before or after you use Veltassa" (section 3: "Use this medicine at least 3 hours before or after other medicines taken by mouth unless your doctor or pharmacist gives you different advice"). - a spacing note only.',
    sources: [
      {
        title: "Veltassa powder for oral suspension (patiromer) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-da0c248904d382a9eb3bce64c5a02953.json.html",
      },
    ],
  },
  {
    id: "sc-p24-veltassa-iron",
    title: "Man on patiromer takes ferrous sulfate tablets for anaemia",
    profile: {
      medicines: ["patiromer 8.4g"],
      conditions: ["chronic kidney disease"],
    },
    stack: [
      {
        custom: {
          name: "Ferrous sulfate 200 mg tablets (65 mg iron)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 65,
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
          ingredient: "iron",
          with: {
            medicine: "patiromer 8.4g",
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
      'Veltassa leaflet: "Use all medicines taken by mouth at least 3 hours before or after you use Veltassa" (section 3: "Use this medicine at least 3 hours before or after other medicines taken by mouth unless your doctor or pharmacist gives you different advice"). Patiromer is a binder; an iron tablet taken by mouth should be kept 3 hours apart - spacing note.',
    sources: [
      {
        title: "Veltassa powder for oral suspension (patiromer) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-da0c248904d382a9eb3bce64c5a02953.json.html",
      },
    ],
  },
  {
    id: "sc-p24-veltassa-potassium-supplement",
    title: "Man with high potassium on Veltassa also takes a potassium supplement",
    profile: {
      medicines: ["Veltassa 8.4g sachet"],
      conditions: ["high potassium (hyperkalaemia)"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "potassium",
          with: {
            condition: "high potassium (hyperkalaemia)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Veltassa leaflet: Veltassa "is used to treat adults ... with high levels of potassium in their blood"; when mixing it with foods "follow your ... dietary recommendations on potassium intake". A potassium supplement works against the treatment of the condition - ask the doctor (moderate). Judgement call: the leaflet does not name potassium supplements directly.',
    sources: [
      {
        title: "Veltassa powder for oral suspension (patiromer) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-da0c248904d382a9eb3bce64c5a02953.json.html",
      },
    ],
  },
  {
    id: "sc-p24-lokelma-vitamin-d-quiet",
    title: "Man on Lokelma for high potassium takes vitamin D3",
    profile: {
      medicines: ["Lokelma 5g sachet"],
      conditions: ["chronic kidney disease"],
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
            medicine: "Lokelma 5g sachet",
          },
        },
      ],
    },
    rationale:
      'The Lokelma leaflet\'s interaction section (read in full) asks only that tacrolimus, some azole antifungals, some HIV medicines and some cancer tablets "should be taken 2 hours before or after taking Lokelma"; no vitamin, mineral or herbal product is named, and it can be taken "with or without meal". Vitamin D has no potassium or absorption mechanism here.',
    sources: [
      {
        title:
          "Lokelma 5 g / 10 g powder for oral suspension (sodium zirconium cyclosilicate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-37704f8130504ea382184950ae8a2cfe.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-lokelma-b12-quiet",
    title: "Woman on sodium zirconium cyclosilicate takes vitamin B12",
    profile: {
      medicines: ["sodium zirconium cyclosilicate 10g"],
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
            medicine: "sodium zirconium cyclosilicate 10g",
          },
        },
      ],
    },
    rationale:
      'The Lokelma leaflet\'s interaction section (read in full) asks only that tacrolimus, some azole antifungals, some HIV medicines and some cancer tablets "should be taken 2 hours before or after taking Lokelma"; no vitamin, mineral or herbal product is named, and it can be taken "with or without meal". Vitamin B12 is not named.',
    sources: [
      {
        title:
          "Lokelma 5 g / 10 g powder for oral suspension (sodium zirconium cyclosilicate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-37704f8130504ea382184950ae8a2cfe.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-lokelma-potassium-supplement",
    title: "Man taking Lokelma for high potassium also uses a potassium supplement",
    profile: {
      medicines: ["Lokelma 5g sachet"],
      conditions: ["high potassium (hyperkalaemia)"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "potassium",
          with: {
            condition: "high potassium (hyperkalaemia)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Lokelma leaflet: "Lokelma is used to treat hyperkalaemia in adults. Hyperkalaemia means that there is a high level of potassium in the blood" and "Tell your doctor or nurse if you are taking any medicines which can change your blood potassium levels because your dose of Lokelma may need to be changed." A potassium supplement raises blood potassium - ask the doctor (moderate). Judgement call: potassium supplements are not named directly.',
    sources: [
      {
        title:
          "Lokelma 5 g / 10 g powder for oral suspension (sodium zirconium cyclosilicate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-37704f8130504ea382184950ae8a2cfe.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-renvela-calcium-d-quiet",
    title: "Dialysis patient on Renvela takes calcium and vitamin D tablets",
    profile: {
      medicines: ["Renvela 800mg"],
      conditions: ["kidney dialysis"],
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
            medicine: "Renvela 800mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Renvela 800mg",
          },
        },
      ],
    },
    rationale:
      'Renvela leaflet: "This medicine should be used with other treatments such as calcium supplements and vitamin D to prevent the development of bone disease"; "your doctor might prescribe additional calcium tablets"; "your doctor may monitor the levels of vitamin D in your blood and prescribe additional vitamin D as necessary." The leaflet itself expects these to be used together.',
    sources: [
      {
        title:
          "Renvela 800 mg film-coated tablets (sevelamer carbonate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5d41e6d3881ce675625375af18a0589a.json.html",
      },
    ],
  },
  {
    id: "sc-p24-renvela-vitamin-d-quiet",
    title: "Man with chronic kidney disease on sevelamer takes vitamin D3",
    profile: {
      medicines: ["sevelamer carbonate 800mg"],
      conditions: ["chronic kidney disease"],
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
            medicine: "sevelamer carbonate 800mg",
          },
        },
      ],
    },
    rationale:
      'Renvela leaflet: "This medicine should be used with other treatments such as calcium supplements and vitamin D to prevent the development of bone disease"; "your doctor might prescribe additional calcium tablets"; "your doctor may monitor the levels of vitamin D in your blood and prescribe additional vitamin D as necessary."',
    sources: [
      {
        title:
          "Renvela 800 mg film-coated tablets (sevelamer carbonate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5d41e6d3881ce675625375af18a0589a.json.html",
      },
    ],
  },
  {
    id: "sc-p24-renvela-multivitamin-quiet",
    title: "Dialysis patient on Renvela takes a renal multivitamin with folic acid and vitamin E",
    profile: {
      medicines: ["Renvela 800mg"],
      conditions: ["kidney dialysis"],
    },
    stack: [
      {
        custom: {
          name: "Renal multivitamin (folic acid 1 mg, vitamin E 10 mg, vitamin C 60 mg)",
          ingredients: [
            {
              ingredient: "folic-acid",
              amount: 1000,
              unit: "µg",
            },
            {
              ingredient: "vitamin-e",
              amount: 10,
              unit: "mg",
            },
            {
              ingredient: "vitamin-c",
              amount: 60,
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
            medicine: "Renvela 800mg",
          },
        },
        {
          ingredient: "vitamin-e",
          with: {
            medicine: "Renvela 800mg",
          },
        },
      ],
    },
    rationale:
      'Renvela leaflet: "If you do not take multivitamin supplements you may also develop low levels of vitamins A, E, K and folic acid in your blood and therefore your doctor may monitor these levels and prescribe supplemental vitamins as necessary." A multivitamin is what the leaflet anticipates.',
    sources: [
      {
        title:
          "Renvela 800 mg film-coated tablets (sevelamer carbonate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5d41e6d3881ce675625375af18a0589a.json.html",
      },
    ],
  },
  {
    id: "sc-p24-velphoro-calcium-quiet",
    title: "Dialysis patient on Velphoro takes prescribed calcium carbonate",
    profile: {
      medicines: ["Velphoro 500mg chewable"],
      conditions: ["kidney dialysis"],
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
            medicine: "Velphoro 500mg chewable",
          },
        },
      ],
    },
    rationale:
      'Velphoro leaflet: "When taking Velphoro you should adhere to your recommended diet and treatments prescribed by your doctor such as calcium supplements, vitamin D3 or calcimimetics". Only medicines "affected by iron" (alendronate, doxycycline, levothyroxine) need separating.',
    sources: [
      {
        title:
          "Velphoro 500 mg chewable tablets (sucroferric oxyhydroxide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-655cd017d0250a5b169d71fd018fd71c.json.html",
      },
    ],
  },
  {
    id: "sc-p24-velphoro-vitamin-d-quiet",
    title: "Woman on sucroferric oxyhydroxide takes vitamin D3",
    profile: {
      medicines: ["sucroferric oxyhydroxide 500mg"],
      conditions: ["kidney dialysis"],
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
            medicine: "sucroferric oxyhydroxide 500mg",
          },
        },
      ],
    },
    rationale:
      'Velphoro leaflet: "When taking Velphoro you should adhere to your recommended diet and treatments prescribed by your doctor such as calcium supplements, vitamin D3 or calcimimetics".',
    sources: [
      {
        title:
          "Velphoro 500 mg chewable tablets (sucroferric oxyhydroxide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-655cd017d0250a5b169d71fd018fd71c.json.html",
      },
    ],
  },
  {
    id: "sc-p24-janumet-vitamin-d-quiet",
    title: "Man, 64, on Janumet 50mg/1000mg takes vitamin D3 1000 IU in winter",
    profile: {
      medicines: ["Janumet 50mg/1000mg"],
      conditions: [],
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
            medicine: "Janumet 50mg/1000mg",
          },
        },
      ],
    },
    rationale:
      "Janumet leaflet 'Other medicines and Janumet' (read in full) lists only medicines - corticosteroids, diuretics, NSAIDs, ACE inhibitors/ARBs, beta-sympathomimetics, iodinated contrast agents, cimetidine, ranolazine, dolutegravir, vandetanib, digoxin - after \"Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines\"; it has no vitamin, mineral or herbal sentence. Vitamin D3 is not named and has no mechanism with sitagliptin or metformin: quiet.",
    sources: [
      {
        title: "Janumet (sitagliptin/metformin) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3a9901c7a4f190c23d6c1a900f5e59ce.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-janumet-fish-oil-quiet",
    title: "Woman, 59, on Janumet 50mg/850mg takes omega-3 fish oil for her heart",
    profile: {
      medicines: ["Janumet 50mg/850mg"],
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
            medicine: "Janumet 50mg/850mg",
          },
        },
      ],
    },
    rationale:
      "Janumet leaflet 'Other medicines and Janumet' (read in full) lists only medicines - corticosteroids, diuretics, NSAIDs, ACE inhibitors/ARBs, beta-sympathomimetics, iodinated contrast agents, cimetidine, ranolazine, dolutegravir, vandetanib, digoxin - after \"Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines\"; it has no vitamin, mineral or herbal sentence. Fish oil is not named and has no known mechanism with these two medicines: quiet.",
    sources: [
      {
        title: "Janumet (sitagliptin/metformin) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3a9901c7a4f190c23d6c1a900f5e59ce.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-janumet-calcichew-quiet",
    title: "Woman, 70, on Janumet 50mg/1000mg takes Calcichew-D3 with breakfast",
    profile: {
      medicines: ["Janumet 50mg/1000mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Janumet 50mg/1000mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Janumet 50mg/1000mg",
          },
        },
      ],
    },
    rationale:
      'Janumet leaflet \'Other medicines and Janumet\' (read in full) lists only medicines - corticosteroids, diuretics, NSAIDs, ACE inhibitors/ARBs, beta-sympathomimetics, iodinated contrast agents, cimetidine, ranolazine, dolutegravir, vandetanib, digoxin - after "Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines"; it has no vitamin, mineral or herbal sentence. Section 3 only says take it "with meals to lower your chance of an upset stomach"; no antacid or calcium spacing is given. Quiet.',
    sources: [
      {
        title: "Janumet (sitagliptin/metformin) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3a9901c7a4f190c23d6c1a900f5e59ce.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-vokanamet-st-johns-wort",
    title: "Man, 57, on Vokanamet 50mg/1000mg buys St John's wort for low mood",
    profile: {
      medicines: ["Vokanamet 50mg/1000mg"],
      conditions: [],
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
            medicine: "Vokanamet 50mg/1000mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Vokanamet leaflet, 'Other medicines and Vokanamet': \"some other medicines can affect the way this medicine works. You may need more frequent blood glucose and kidney function tests, or your doctor may need to adjust the dose of Vokanamet. It is especially important to mention the following: ... St. John's wort (a herbal medicine used to treat depression)\". Tell-your-doctor / dose-adjustment wording, so moderate.",
    sources: [
      {
        title: "Vokanamet (canagliflozin/metformin) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5c0f905ecf8d9d64edae4669c049439b.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-vokanamet-sjw-in-mood-blend",
    title:
      "Woman, 52, on Vokanamet 150mg/1000mg takes a 'mood support' blend with St John's wort and lemon balm",
    profile: {
      medicines: ["Vokanamet 150mg/1000mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Mood support blend (St John's wort 300 mg, lemon balm 150 mg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
            {
              ingredient: "lemon-balm",
              amount: 150,
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
            medicine: "Vokanamet 150mg/1000mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Vokanamet leaflet, 'Other medicines and Vokanamet': \"some other medicines can affect the way this medicine works. You may need more frequent blood glucose and kidney function tests, or your doctor may need to adjust the dose of Vokanamet. It is especially important to mention the following: ... St. John's wort (a herbal medicine used to treat depression)\". St John's wort is named (moderate); lemon balm is not named and the leaflet has no general herbal sentence, but no noFlag is asserted for it.",
    sources: [
      {
        title: "Vokanamet (canagliflozin/metformin) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5c0f905ecf8d9d64edae4669c049439b.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-vokanamet-vitamin-d-quiet",
    title: "Man, 66, on Vokanamet 50mg/850mg takes vitamin D3 1000 IU",
    profile: {
      medicines: ["Vokanamet 50mg/850mg"],
      conditions: [],
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
            medicine: "Vokanamet 50mg/850mg",
          },
        },
      ],
    },
    rationale:
      "Vokanamet 'Other medicines' (read in full) names only medicines plus \"St. John's wort (a herbal medicine used to treat depression)\"; no vitamins or minerals. Vitamin D3 has no mechanism with canagliflozin or metformin: quiet.",
    sources: [
      {
        title: "Vokanamet (canagliflozin/metformin) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5c0f905ecf8d9d64edae4669c049439b.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-vokanamet-fish-oil-quiet",
    title: "Woman, 61, on Vokanamet 50mg/1000mg takes omega-3 fish oil",
    profile: {
      medicines: ["Vokanamet 50mg/1000mg"],
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
            medicine: "Vokanamet 50mg/1000mg",
          },
        },
      ],
    },
    rationale:
      'The Vokanamet interaction list (read in full) names "St. John\'s wort" as its only herbal product and no vitamins, minerals or oils. Fish oil is not named and has no mechanism: quiet.',
    sources: [
      {
        title: "Vokanamet (canagliflozin/metformin) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5c0f905ecf8d9d64edae4669c049439b.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-camzyos-st-johns-wort",
    title: "Man, 48, on Camzyos 5mg for obstructive HCM wants St John's wort for low mood",
    profile: {
      medicines: ["Camzyos 5mg"],
      conditions: [],
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
            medicine: "Camzyos 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'CAMZYOS leaflet, \'Other medicines and CAMZYOS\': "Other medicines can reduce the amount of CAMZYOS in your body and may reduce its beneficial effects. In particular, before taking CAMZYOS tell your doctor or pharmacist if you are taking, have recently taken, or have changed the dose of any of the following medicines: ... St. John\'s wort (a herbal medicine for depression)" and "If you take or have taken any of these medicines, or have changed the dose, your doctor needs to closely monitor you, may need to change your dose of CAMZYOS, or consider alternative treatments." Close monitoring / dose change, so at least moderate.',
    sources: [
      {
        title: "CAMZYOS (mavacamten) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-39ac69c93b0288d89a0cb9d145b02fcc.html",
      },
    ],
  },
  {
    id: "sc-p24-camzyos-sjw-now-and-then",
    title: "Woman, 55, on Camzyos 10mg takes St John's wort tablets only when she feels low",
    profile: {
      medicines: ["Camzyos 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 425 mg capsules (one a day, when needed)",
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
            medicine: "Camzyos 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'CAMZYOS leaflet, \'Other medicines and CAMZYOS\': "Other medicines can reduce the amount of CAMZYOS in your body and may reduce its beneficial effects. In particular, before taking CAMZYOS tell your doctor or pharmacist if you are taking, have recently taken, or have changed the dose of any of the following medicines: ... St. John\'s wort (a herbal medicine for depression)" and "If you take or have taken any of these medicines, or have changed the dose, your doctor needs to closely monitor you, may need to change your dose of CAMZYOS, or consider alternative treatments." The leaflet also says "Do not take any of the above medicines occasionally or once in a while (not on a regular schedule) since that could change the amount of CAMZYOS in your body." Occasional St John\'s wort is exactly what it warns against: at least moderate.',
    sources: [
      {
        title: "CAMZYOS (mavacamten) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-39ac69c93b0288d89a0cb9d145b02fcc.html",
      },
    ],
  },
  {
    id: "sc-p24-camzyos-coq10-quiet",
    title: "Man, 60, on Camzyos 5mg takes coenzyme Q10 100 mg for his heart",
    profile: {
      medicines: ["Camzyos 5mg"],
      conditions: [],
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
            medicine: "Camzyos 5mg",
          },
        },
      ],
    },
    rationale:
      'The CAMZYOS interaction list (read in full) names acid reducers, antibiotics, antifungals, antidepressants, HIV and cancer medicines, seizure medicines, heart medicines and "St. John\'s wort (a herbal medicine for depression)"; it has no vitamin/supplement sentence. CoQ10 is not named and is not a known CYP2C19/CYP3A4 inhibitor or inducer: quiet.',
    sources: [
      {
        title: "CAMZYOS (mavacamten) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-39ac69c93b0288d89a0cb9d145b02fcc.html",
      },
    ],
  },
  {
    id: "sc-p24-camzyos-vitamin-d-quiet",
    title: "Woman, 63, on Camzyos 2.5mg takes vitamin D3 1000 IU",
    profile: {
      medicines: ["Camzyos 2.5mg"],
      conditions: [],
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
            medicine: "Camzyos 2.5mg",
          },
        },
      ],
    },
    rationale:
      "CAMZYOS 'Other medicines' (read in full) names only medicines and \"St. John's wort\"; 'CAMZYOS with food and drink' mentions only grapefruit juice. Vitamin D3 has no mechanism with mavacamten: quiet.",
    sources: [
      {
        title: "CAMZYOS (mavacamten) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-39ac69c93b0288d89a0cb9d145b02fcc.html",
      },
    ],
  },
  {
    id: "sc-p24-camzyos-magnesium-quiet",
    title: "Man, 52, on Camzyos 5mg takes magnesium citrate for cramps",
    profile: {
      medicines: ["Camzyos 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 150 mg tablets",
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
            medicine: "Camzyos 5mg",
          },
        },
      ],
    },
    rationale:
      'CAMZYOS leaflet: "You can take the medicine with food or between meals"; no antacid or mineral spacing and no mineral in the interaction list (read in full, it names only medicines and "St. John\'s wort"). Magnesium citrate: quiet.',
    sources: [
      {
        title: "CAMZYOS (mavacamten) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-39ac69c93b0288d89a0cb9d145b02fcc.html",
      },
    ],
  },
  {
    id: "sc-p24-opsumit-st-johns-wort",
    title: "Woman, 46, with PAH on Opsumit 10mg starts St John's wort from a health shop",
    profile: {
      medicines: ["Opsumit 10mg"],
      conditions: [],
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
            medicine: "Opsumit 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Opsumit leaflet, 'Other medicines and Opsumit': \"If you take Opsumit together with other medicines including those listed below, the effects of Opsumit or the other medicines might be altered. Please talk to your doctor or pharmacist if you are taking any of the following medicines: ... St. John's Wort (an herbal preparation used to treat depression)\". Talk-to-your-doctor wording: moderate.",
    sources: [
      {
        title: "Opsumit (macitentan) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-86f804709e3279dcca0da696e8a674dd.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-opsumit-vitamin-d-quiet",
    title: "Man, 58, on Opsumit 10mg takes vitamin D3 1000 IU",
    profile: {
      medicines: ["Opsumit 10mg"],
      conditions: [],
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
            medicine: "Opsumit 10mg",
          },
        },
      ],
    },
    rationale:
      'The Opsumit interaction section (read in full) names antibiotics, antiepileptics, "St. John\'s Wort", HIV and antifungal medicines, amiodarone, cyclosporine, diltiazem/verapamil, and under food only "piperine as a dietary supplement". Vitamin D3 is not named and has no mechanism with macitentan: quiet.',
    sources: [
      {
        title: "Opsumit (macitentan) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-86f804709e3279dcca0da696e8a674dd.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-opsumit-iron-quiet",
    title: "Woman, 39, on Opsumit 10mg with mild anaemia takes ferrous sulfate",
    profile: {
      medicines: ["Opsumit 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ferrous sulfate 200 mg tablets (65 mg iron)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 65,
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
          ingredient: "iron",
          with: {
            medicine: "Opsumit 10mg",
          },
        },
      ],
    },
    rationale:
      'Opsumit leaflet: blood tests check "whether you have anaemia"; its interaction section (read in full) names no minerals or antacids and says "You can take Opsumit with or without food". Iron does not bind or change macitentan levels: no interaction flag expected (quiet).',
    sources: [
      {
        title: "Opsumit (macitentan) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-86f804709e3279dcca0da696e8a674dd.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-opsumit-fish-oil-quiet",
    title: "Man, 62, on Opsumit 10mg takes omega-3 fish oil",
    profile: {
      medicines: ["Opsumit 10mg"],
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
            medicine: "Opsumit 10mg",
          },
        },
      ],
    },
    rationale:
      'The Opsumit interaction section (read in full) names "St. John\'s Wort" and "piperine as a dietary supplement" as its only non-prescription products. Fish oil is neither and is not a CYP3A4 inhibitor or inducer: quiet.',
    sources: [
      {
        title: "Opsumit (macitentan) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-86f804709e3279dcca0da696e8a674dd.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-tracleer-vitamin-d-quiet",
    title: "Woman, 54, with scleroderma on Tracleer 125mg takes vitamin D3",
    profile: {
      medicines: ["Tracleer 125mg"],
      conditions: [],
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
            medicine: "Tracleer 125mg",
          },
        },
      ],
    },
    rationale:
      'Tracleer leaflet \'Other medicines and Tracleer\' (read in full): "Please tell your doctor or pharmacist if you are taking or have recently taken any other medicines, including medicines obtained without a prescription"; the list names cyclosporine A, sirolimus, tacrolimus, glibenclamide, rifampicin, fluconazole, ketoconazole, nevirapine, HIV medicines, hormonal contraceptives, sildenafil, tadalafil, warfarin and simvastatin - no vitamin, mineral or herbal product; "Tracleer can be taken with or without food". Vitamin D3 has no mechanism with bosentan: quiet.',
    sources: [
      {
        title: "Tracleer (bosentan) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-26b16d8f26d3d427e9f7f7a1372c2641.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-tracleer-calcichew-quiet",
    title: "Woman, 67, on Tracleer 62.5mg takes Calcichew-D3 for her bones",
    profile: {
      medicines: ["Tracleer 62.5mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Tracleer 62.5mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Tracleer 62.5mg",
          },
        },
      ],
    },
    rationale:
      'Tracleer leaflet \'Other medicines and Tracleer\' (read in full): "Please tell your doctor or pharmacist if you are taking or have recently taken any other medicines, including medicines obtained without a prescription"; the list names cyclosporine A, sirolimus, tacrolimus, glibenclamide, rifampicin, fluconazole, ketoconazole, nevirapine, HIV medicines, hormonal contraceptives, sildenafil, tadalafil, warfarin and simvastatin - no vitamin, mineral or herbal product; "Tracleer can be taken with or without food". No antacid or calcium spacing is given; calcium does not affect bosentan: quiet.',
    sources: [
      {
        title: "Tracleer (bosentan) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-26b16d8f26d3d427e9f7f7a1372c2641.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-ryeqo-st-johns-wort",
    title: "Woman, 38, on Ryeqo for fibroids starts St John's wort for low mood",
    profile: {
      medicines: ["Ryeqo"],
      conditions: [],
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
            medicine: "Ryeqo",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Ryeqo leaflet, 'Other medicines and Ryeqo': \"Talk to your doctor if you are taking any of the medicines listed below, as these medicines can affect Ryeqo or be affected by Ryeqo: ... Herbal remedies containing St John's wort (Hypericum perforatum).\" Talk-to-your-doctor wording: moderate (Ryeqo also provides contraception, which an inducer could weaken).",
    sources: [
      {
        title: "Ryeqo (relugolix/estradiol/norethisterone acetate) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2879bea9059649bf46970484a32311c1.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-ryeqo-sjw-sleep-blend",
    title:
      "Woman, 42, on Ryeqo 40mg/1mg/0.5mg takes a calm & sleep blend containing St John's wort and valerian",
    profile: {
      medicines: ["Ryeqo 40mg/1mg/0.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calm & sleep blend (St John's wort 200 mg, valerian 250 mg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 200,
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
            medicine: "Ryeqo 40mg/1mg/0.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Ryeqo leaflet, 'Other medicines and Ryeqo': \"Talk to your doctor if you are taking any of the medicines listed below, as these medicines can affect Ryeqo or be affected by Ryeqo: ... Herbal remedies containing St John's wort (Hypericum perforatum).\" St John's wort in a blend still counts: moderate. Valerian is not named (no assertion made about it).",
    sources: [
      {
        title: "Ryeqo (relugolix/estradiol/norethisterone acetate) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2879bea9059649bf46970484a32311c1.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-ryeqo-iron-quiet",
    title: "Woman, 44, on Ryeqo for heavy fibroid bleeding takes ferrous fumarate",
    profile: {
      medicines: ["Ryeqo"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ferrous fumarate 210 mg tablets (69 mg iron)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 69,
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
          ingredient: "iron",
          with: {
            medicine: "Ryeqo",
          },
        },
      ],
    },
    rationale:
      'The Ryeqo interaction list (read in full) names only medicines and "Herbal remedies containing St John\'s wort"; section 3 says take it "with or without food with a little liquid". Iron is not named and does not affect relugolix or the hormones: quiet.',
    sources: [
      {
        title: "Ryeqo (relugolix/estradiol/norethisterone acetate) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2879bea9059649bf46970484a32311c1.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-ryeqo-calcichew-quiet",
    title: "Woman, 47, on Ryeqo for endometriosis takes Calcichew-D3 to protect her bones",
    profile: {
      medicines: ["Ryeqo"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Ryeqo",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Ryeqo",
          },
        },
      ],
    },
    rationale:
      "Ryeqo's interaction section (read in full) names no vitamins, minerals or antacids - only medicines and \"Herbal remedies containing St John's wort\"; the leaflet mentions bone-density scans but gives no calcium or vitamin D warning. Quiet.",
    sources: [
      {
        title: "Ryeqo (relugolix/estradiol/norethisterone acetate) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2879bea9059649bf46970484a32311c1.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-duavive-st-johns-wort",
    title: "Woman, 56, on Duavive for hot flushes buys St John's wort for menopausal low mood",
    profile: {
      medicines: ["Duavive 0.45mg/20mg"],
      conditions: [],
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
            medicine: "Duavive 0.45mg/20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'DUAVIVE leaflet, \'Other medicines and DUAVIVE\': "Some medicines may interfere with the effect of DUAVIVE. This might lead to irregular bleeding. This applies to the following medicines: ... Herbal remedies containing St John\'s Wort (Hypericum perforatum)"; the section opens "Tell your doctor or pharmacist if you are taking ... any other medicines". Tell-your-doctor level: moderate.',
    sources: [
      {
        title: "DUAVIVE (conjugated oestrogens/bazedoxifene) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-082e15b5bc22cfe8d68c67168679c322.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-duavive-menopause-blend-sjw",
    title: "Woman, 53, on Duavive takes a menopause supplement with St John's wort and sage",
    profile: {
      medicines: ["Duavive"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Menopause support (St John's wort 300 mg, sage leaf 150 mg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
            {
              ingredient: "sage",
              amount: 150,
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
            medicine: "Duavive",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "DUAVIVE leaflet, 'Other medicines and DUAVIVE': \"Some medicines may interfere with the effect of DUAVIVE. This might lead to irregular bleeding. This applies to the following medicines: ... Herbal remedies containing St John's Wort (Hypericum perforatum)\". The St John's wort in the blend is named: moderate. Sage is not named (no assertion).",
    sources: [
      {
        title: "DUAVIVE (conjugated oestrogens/bazedoxifene) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-082e15b5bc22cfe8d68c67168679c322.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-duavive-calcichew-quiet",
    title: "Woman, 60, on Duavive takes Calcichew-D3 for her bones",
    profile: {
      medicines: ["Duavive 0.45mg/20mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Duavive 0.45mg/20mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Duavive 0.45mg/20mg",
          },
        },
      ],
    },
    rationale:
      'The DUAVIVE interaction section (read in full) names epilepsy, TB and HIV medicines and "Herbal remedies containing St John\'s Wort"; section 3: "You can take the tablet at any time of the day, with or without food". Calcium and vitamin D are not named and do not affect oestrogens or bazedoxifene: quiet.',
    sources: [
      {
        title: "DUAVIVE (conjugated oestrogens/bazedoxifene) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-082e15b5bc22cfe8d68c67168679c322.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-duavive-magnesium-cramps-quiet",
    title: "Woman, 58, on Duavive gets leg cramps and takes magnesium citrate",
    profile: {
      medicines: ["Duavive"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 150 mg tablets",
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
            medicine: "Duavive",
          },
        },
      ],
    },
    rationale:
      'DUAVIVE lists "Muscle spasms (including leg cramps)" as a common side effect, but its interaction section (read in full) names no minerals or antacids - only medicines and "Herbal remedies containing St John\'s Wort". Magnesium does not interact: quiet.',
    sources: [
      {
        title: "DUAVIVE (conjugated oestrogens/bazedoxifene) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-082e15b5bc22cfe8d68c67168679c322.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-duavive-fish-oil-quiet",
    title: "Woman, 61, on Duavive takes omega-3 fish oil",
    profile: {
      medicines: ["Duavive"],
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
            medicine: "Duavive",
          },
        },
      ],
    },
    rationale:
      "DUAVIVE's only named non-prescription product is \"Herbal remedies containing St John's Wort\" (interaction section read in full). Fish oil is not named and has no mechanism with oestrogens/bazedoxifene: quiet.",
    sources: [
      {
        title: "DUAVIVE (conjugated oestrogens/bazedoxifene) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-082e15b5bc22cfe8d68c67168679c322.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-raloxifene-calcichew-quiet",
    title: "Woman, 66, on raloxifene 60mg for osteoporosis takes Calcichew-D3 every day",
    profile: {
      medicines: ["raloxifene 60mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "raloxifene 60mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "raloxifene 60mg",
          },
        },
      ],
    },
    rationale:
      'Raloxifene Teva leaflet, section 3: "The doctor may also advise you to take calcium and vitamin D supplements" and "You may take it with or without food"; \'Other medicines\' (read in full) names only digitalis medicines, warfarin and cholestyramine. Calcium and vitamin D are what the leaflet itself suggests: quiet.',
    sources: [
      {
        title: "Raloxifene Teva 60 mg (raloxifene; same text as Evista) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e27db7be57c176c4d945aa1d06a95aa5.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-raloxifene-vitamin-d-high-quiet",
    title: "Woman, 70, on raloxifene 60mg takes a 1000 IU vitamin D3 tablet",
    profile: {
      medicines: ["raloxifene 60mg"],
      conditions: [],
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
            medicine: "raloxifene 60mg",
          },
        },
      ],
    },
    rationale:
      'Raloxifene Teva leaflet, section 3: "The doctor may also advise you to take calcium and vitamin D supplements" and "You may take it with or without food"; \'Other medicines\' (read in full) names only digitalis medicines, warfarin and cholestyramine. 25 µg a day is within UK guidance; no interaction: quiet.',
    sources: [
      {
        title: "Raloxifene Teva 60 mg (raloxifene; same text as Evista) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e27db7be57c176c4d945aa1d06a95aa5.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-raloxifene-magnesium-quiet",
    title: "Woman, 63, on raloxifene 60mg takes magnesium for leg cramps",
    profile: {
      medicines: ["raloxifene 60mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 150 mg tablets",
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
            medicine: "raloxifene 60mg",
          },
        },
      ],
    },
    rationale:
      'Raloxifene Teva leaflet, section 3: "The doctor may also advise you to take calcium and vitamin D supplements" and "You may take it with or without food"; \'Other medicines\' (read in full) names only digitalis medicines, warfarin and cholestyramine. Leg cramps are a listed side effect; magnesium is not named and has no binding or metabolic interaction with raloxifene (no antacid/mineral spacing is given): quiet.',
    sources: [
      {
        title: "Raloxifene Teva 60 mg (raloxifene; same text as Evista) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e27db7be57c176c4d945aa1d06a95aa5.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-raloxifene-glucosamine-quiet",
    title: "Woman, 68, on raloxifene 60mg takes glucosamine for her knees",
    profile: {
      medicines: ["raloxifene 60mg"],
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
            medicine: "raloxifene 60mg",
          },
        },
      ],
    },
    rationale:
      'Raloxifene Teva leaflet, section 3: "The doctor may also advise you to take calcium and vitamin D supplements" and "You may take it with or without food"; \'Other medicines\' (read in full) names only digitalis medicines, warfarin and cholestyramine. Glucosamine is not named and has no mechanism with raloxifene (the warfarin caution concerns the anticoagulant, not this patient): quiet.',
    sources: [
      {
        title: "Raloxifene Teva 60 mg (raloxifene; same text as Evista) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e27db7be57c176c4d945aa1d06a95aa5.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-conbriza-calcichew-same-time-quiet",
    title: "Woman, 64, on Conbriza 20mg takes her Calcichew-D3 at the same time each morning",
    profile: {
      medicines: ["Conbriza 20mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Conbriza 20mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Conbriza 20mg",
          },
        },
      ],
    },
    rationale:
      'CONBRIZA leaflet, section 3: "This medicine should be taken with an adequate amount of calcium and vitamin D. ... If you take supplemental calcium and/or vitamin D, it may be taken at the same time as this medicine." The leaflet explicitly allows taking them together: quiet, no spacing note needed.',
    sources: [
      {
        title: "CONBRIZA (bazedoxifene) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-cef8236d2ba001c606577d8a44188d3e.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-conbriza-calcium-citrate-quiet",
    title: "Woman, 71, on Conbriza 20mg takes calcium citrate 500 mg twice a day",
    profile: {
      medicines: ["Conbriza 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium citrate 500 mg tablets",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
              unit: "mg",
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
            medicine: "Conbriza 20mg",
          },
        },
      ],
    },
    rationale:
      'CONBRIZA leaflet, section 3: "This medicine should be taken with an adequate amount of calcium and vitamin D. ... If you take supplemental calcium and/or vitamin D, it may be taken at the same time as this medicine." Quiet.',
    sources: [
      {
        title: "CONBRIZA (bazedoxifene) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-cef8236d2ba001c606577d8a44188d3e.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-conbriza-vitamin-d-quiet",
    title: "Woman, 59, on Conbriza 20mg takes vitamin D3 1000 IU",
    profile: {
      medicines: ["Conbriza 20mg"],
      conditions: [],
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
            medicine: "Conbriza 20mg",
          },
        },
      ],
    },
    rationale:
      'CONBRIZA leaflet, section 3: "This medicine should be taken with an adequate amount of calcium and vitamin D. ... If you take supplemental calcium and/or vitamin D, it may be taken at the same time as this medicine." Quiet.',
    sources: [
      {
        title: "CONBRIZA (bazedoxifene) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-cef8236d2ba001c606577d8a44188d3e.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-uptravi-iron-quiet",
    title: "Woman, 50, on Uptravi for PAH is told she is anaemic and buys ferrous sulfate",
    profile: {
      medicines: ["Uptravi 800 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ferrous sulfate 200 mg tablets (65 mg iron)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 65,
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
          ingredient: "iron",
          with: {
            medicine: "Uptravi 800 micrograms",
          },
        },
      ],
    },
    rationale:
      "Uptravi leaflet 'Other medicines and Uptravi' (read in full) names gemfibrozil, clopidogrel, deferasirox, teriflunomide, carbamazepine, phenytoin, valproic acid, probenecid, fluconazole, rifampicin and rifapentine - no vitamin, mineral or herbal product; section 3: \"Take the tablets with meals as you might tolerate your medicine better.\" Anaemia is a listed side effect; iron does not change selexipag (a CYP2C8 substrate) and is not named: quiet.",
    sources: [
      {
        title: "Uptravi (selexipag) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f797cc0b9b4e9335a18d81e479368f3c.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-uptravi-vitamin-d-quiet",
    title: "Man, 61, on Uptravi takes vitamin D3 1000 IU",
    profile: {
      medicines: ["Uptravi 1200 micrograms"],
      conditions: [],
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
            medicine: "Uptravi 1200 micrograms",
          },
        },
      ],
    },
    rationale:
      "Uptravi leaflet 'Other medicines and Uptravi' (read in full) names gemfibrozil, clopidogrel, deferasirox, teriflunomide, carbamazepine, phenytoin, valproic acid, probenecid, fluconazole, rifampicin and rifapentine - no vitamin, mineral or herbal product; section 3: \"Take the tablets with meals as you might tolerate your medicine better.\" Vitamin D3 has no mechanism with selexipag: quiet.",
    sources: [
      {
        title: "Uptravi (selexipag) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f797cc0b9b4e9335a18d81e479368f3c.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-forsteo-calcichew-quiet",
    title: "Woman, 72, on Forsteo injections takes Calcichew-D3 as her doctor advised",
    profile: {
      medicines: ["Forsteo 20 micrograms"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Forsteo 20 micrograms",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Forsteo 20 micrograms",
          },
        },
      ],
    },
    rationale:
      "FORSTEO leaflet, section 3: \"Your doctor may advise you to take FORSTEO with calcium and vitamin D. Your doctor will tell you how much you should take each day.\" 'Other medicines' names only digoxin/digitalis. A standard calcium + D3 supplement is what the leaflet expects: quiet (the leaflet's high-calcium warning concerns blood levels, monitored by the doctor).",
    sources: [
      {
        title: "FORSTEO (teriparatide) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f37dc8b0ce387c50af638cbc7ed30e60.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-forsteo-vitamin-d-quiet",
    title: "Man, 68, with steroid osteoporosis on Forsteo takes vitamin D3 1000 IU",
    profile: {
      medicines: ["Forsteo"],
      conditions: [],
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
            medicine: "Forsteo",
          },
        },
      ],
    },
    rationale:
      'FORSTEO leaflet: "Your doctor may advise you to take FORSTEO with calcium and vitamin D"; the interaction section names only "digoxin/digitalis". Quiet.',
    sources: [
      {
        title: "FORSTEO (teriparatide) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f37dc8b0ce387c50af638cbc7ed30e60.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-forsteo-magnesium-quiet",
    title: "Woman, 70, on Forsteo takes magnesium citrate for muscle cramps",
    profile: {
      medicines: ["Forsteo"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 150 mg tablets",
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
            medicine: "Forsteo",
          },
        },
      ],
    },
    rationale:
      "FORSTEO lists muscle cramps as a common side effect; 'Other medicines and FORSTEO' (read in full) gives only \"digoxin/digitalis\" as an example, and teriparatide is an injection so oral minerals cannot affect its absorption: quiet.",
    sources: [
      {
        title: "FORSTEO (teriparatide) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f37dc8b0ce387c50af638cbc7ed30e60.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-brilique-vitamin-d-quiet",
    title: "Man, 67, on Brilique 60mg and aspirin after a heart attack takes vitamin D3",
    profile: {
      medicines: ["Brilique 60mg", "aspirin 75mg"],
      conditions: [],
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
            medicine: "Brilique 60mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "aspirin 75mg",
          },
        },
      ],
    },
    rationale:
      "Brilique leaflet 'Other medicines and Brilique' (read in full) names statins, rifampicin, antiepileptics, digoxin, cyclosporine, quinidine, diltiazem, beta blockers, verapamil, opioids and bleeding-risk medicines (warfarin, NSAIDs, SSRIs) - no vitamin, mineral or herbal product; \"You can take the tablet with or without food.\" Vitamin D3 has no bleeding or CYP3A mechanism: quiet. (Fish oil, ginkgo, garlic etc. were deliberately not used as quiet cases because of their antiplatelet effects.)",
    sources: [
      {
        title: "Brilique 60 mg (ticagrelor) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d18c775a37197bebb71a8fd2758408f4.json.html",
      },
    ],
  },
  {
    id: "sc-p24-brilique-calcichew-quiet",
    title: "Woman, 71, on Brilique 60mg takes Calcichew-D3 for osteoporosis",
    profile: {
      medicines: ["Brilique 60mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Brilique 60mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Brilique 60mg",
          },
        },
      ],
    },
    rationale:
      "Brilique leaflet 'Other medicines and Brilique' (read in full) names statins, rifampicin, antiepileptics, digoxin, cyclosporine, quinidine, diltiazem, beta blockers, verapamil, opioids and bleeding-risk medicines (warfarin, NSAIDs, SSRIs) - no vitamin, mineral or herbal product; \"You can take the tablet with or without food.\" Calcium and vitamin D do not bind ticagrelor or affect platelets: quiet.",
    sources: [
      {
        title: "Brilique 60 mg (ticagrelor) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d18c775a37197bebb71a8fd2758408f4.json.html",
      },
    ],
  },
  {
    id: "sc-p24-brilique-b12-quiet",
    title: "Man, 74, on Brilique 60mg takes vitamin B12 1000 µg",
    profile: {
      medicines: ["Brilique 60mg"],
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
            medicine: "Brilique 60mg",
          },
        },
      ],
    },
    rationale:
      "Brilique leaflet 'Other medicines and Brilique' (read in full) names statins, rifampicin, antiepileptics, digoxin, cyclosporine, quinidine, diltiazem, beta blockers, verapamil, opioids and bleeding-risk medicines (warfarin, NSAIDs, SSRIs) - no vitamin, mineral or herbal product; \"You can take the tablet with or without food.\" Vitamin B12 has no mechanism with ticagrelor: quiet.",
    sources: [
      {
        title: "Brilique 60 mg (ticagrelor) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d18c775a37197bebb71a8fd2758408f4.json.html",
      },
    ],
  },
  {
    id: "sc-p24-revatio-st-johns-wort",
    title: "Woman, 45, with PAH on Revatio 20mg three times a day starts St John's wort",
    profile: {
      medicines: ["Revatio 20mg"],
      conditions: [],
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
            medicine: "Revatio 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Revatio leaflet, 'Other medicines and Revatio': \"Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines. ... Medicines containing St. John's Wort (herbal medicinal product), rifampicin (used to treat bacterial infections), carbamazepine, phenytoin and phenobarbital\". Named in the tell-your-doctor list alongside enzyme inducers: moderate.",
    sources: [
      {
        title: "Revatio 20 mg (sildenafil) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9aa25859b3b911a1afa24fe9c429ab94.json.html",
      },
    ],
  },
  {
    id: "sc-p24-revatio-sjw-tea",
    title: "Man, 52, on Revatio 20mg drinks St John's wort herbal tea every evening",
    profile: {
      medicines: ["Revatio 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea (1.75 g herb per bag, 2 cups)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 1750,
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
            medicine: "Revatio 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Revatio leaflet, 'Other medicines and Revatio': \"Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines. ... Medicines containing St. John's Wort (herbal medicinal product), rifampicin (used to treat bacterial infections), carbamazepine, phenytoin and phenobarbital\". A tea is still a product containing St John's wort: moderate.",
    sources: [
      {
        title: "Revatio 20 mg (sildenafil) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9aa25859b3b911a1afa24fe9c429ab94.json.html",
      },
    ],
  },
  {
    id: "sc-p24-revatio-sjw-plus-d3",
    title: "Woman, 58, on Revatio 20mg takes St John's wort and vitamin D3",
    profile: {
      medicines: ["Revatio 20mg"],
      conditions: [],
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
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Revatio 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Revatio 20mg",
          },
        },
      ],
    },
    rationale:
      "Revatio leaflet, 'Other medicines and Revatio': \"Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines. ... Medicines containing St. John's Wort (herbal medicinal product), rifampicin (used to treat bacterial infections), carbamazepine, phenytoin and phenobarbital\". St John's wort is named (moderate); vitamin D3 is not named, and the interaction section (read in full) has no vitamin sentence: the D3 stays quiet.",
    sources: [
      {
        title: "Revatio 20 mg (sildenafil) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9aa25859b3b911a1afa24fe9c429ab94.json.html",
      },
    ],
  },
  {
    id: "sc-p24-revatio-iron-quiet",
    title: "Woman, 49, on Revatio 20mg with anaemia takes ferrous sulfate",
    profile: {
      medicines: ["Revatio 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ferrous sulfate 200 mg tablets (65 mg iron)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 65,
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
          ingredient: "iron",
          with: {
            medicine: "Revatio 20mg",
          },
        },
      ],
    },
    rationale:
      'Revatio lists "reduced number of red blood cells (anaemia)" as a common side effect; its interaction section (read in full) names nitrates, riociguat, PAH medicines, "St. John\'s Wort", antiepileptics, warfarin, macrolides, alpha-blockers and sacubitril/valsartan - no minerals. "taken with or without food". Iron: quiet.',
    sources: [
      {
        title: "Revatio 20 mg (sildenafil) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9aa25859b3b911a1afa24fe9c429ab94.json.html",
      },
    ],
  },
  {
    id: "sc-p24-revatio-calcichew-quiet",
    title: "Woman, 66, on Revatio 20mg takes Calcichew-D3",
    profile: {
      medicines: ["Revatio 20mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Revatio 20mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Revatio 20mg",
          },
        },
      ],
    },
    rationale:
      "Revatio 'Other medicines' (read in full) names no vitamins, minerals or antacids, and the tablets are \"taken with or without food\". Calcium and vitamin D do not affect sildenafil: quiet.",
    sources: [
      {
        title: "Revatio 20 mg (sildenafil) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9aa25859b3b911a1afa24fe9c429ab94.json.html",
      },
    ],
  },
  {
    id: "sc-p24-senshio-st-johns-wort",
    title: "Woman, 60, on Senshio 60mg for vaginal atrophy starts St John's wort",
    profile: {
      medicines: ["Senshio 60mg"],
      conditions: [],
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
            medicine: "Senshio 60mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Senshio leaflet, 'Other medicines and Senshio': \"Talk to your doctor before taking Senshio with: ... Any of the following medicines, which may lead to a reduced effect of Senshio: ... St John's wort, a herbal medicine sometimes used to treat depression.\" Talk-to-your-doctor, reduced effect: moderate.",
    sources: [
      {
        title: "Senshio (ospemifene) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-446d079a08d59e4d16270357097325eb.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-senshio-sjw-menopause-blend",
    title: "Woman, 57, on Senshio takes a menopause blend containing St John's wort and black cohosh",
    profile: {
      medicines: ["Senshio 60mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Menopause blend (St John's wort 300 mg, black cohosh 40 mg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
            {
              ingredient: "black-cohosh",
              amount: 40,
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
            medicine: "Senshio 60mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Senshio leaflet, 'Other medicines and Senshio': \"Talk to your doctor before taking Senshio with: ... Any of the following medicines, which may lead to a reduced effect of Senshio: ... St John's wort, a herbal medicine sometimes used to treat depression.\" The St John's wort part is named: moderate. (Black cohosh is not named; no assertion either way.)",
    sources: [
      {
        title: "Senshio (ospemifene) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-446d079a08d59e4d16270357097325eb.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-senshio-calcichew-quiet",
    title: "Woman, 64, on Senshio 60mg takes Calcichew-D3 with her evening meal",
    profile: {
      medicines: ["Senshio 60mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Senshio 60mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Senshio 60mg",
          },
        },
      ],
    },
    rationale:
      'Senshio\'s interaction section (read in full) names oestrogens, other SERMs, fluconazole, rifampicin, rifabutin, carbamazepine, phenytoin, "St John\'s wort", orlistat, metformin, aciclovir, ganciclovir and oxaliplatin - no vitamins, minerals or antacids; "Senshio should be taken with food". Calcium/vitamin D: quiet.',
    sources: [
      {
        title: "Senshio (ospemifene) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-446d079a08d59e4d16270357097325eb.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-senshio-magnesium-cramps-quiet",
    title: "Woman, 62, on Senshio gets muscle cramps and takes magnesium",
    profile: {
      medicines: ["Senshio 60mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 150 mg tablets",
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
            medicine: "Senshio 60mg",
          },
        },
      ],
    },
    rationale:
      'Senshio lists "Muscle cramps" as a common side effect; its interaction section (read in full) names no minerals. Magnesium citrate does not change ospemifene: quiet.',
    sources: [
      {
        title: "Senshio (ospemifene) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-446d079a08d59e4d16270357097325eb.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-senshio-cranberry-quiet",
    title: "Woman, 59, on Senshio takes cranberry capsules for bladder health",
    profile: {
      medicines: ["Senshio 60mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cranberry extract 400 mg capsules",
          ingredients: [
            {
              ingredient: "cranberry",
              amount: 400,
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
          ingredient: "cranberry",
          with: {
            medicine: "Senshio 60mg",
          },
        },
      ],
    },
    rationale:
      "Senshio's only named herbal is \"St John's wort\" (interaction section read in full; no general herbal sentence). Cranberry is not named and is not a CYP3A4/2C9 inducer or oestrogenic: quiet.",
    sources: [
      {
        title: "Senshio (ospemifene) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-446d079a08d59e4d16270357097325eb.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-vokanamet-sjw-liquid-tincture",
    title: "Man, 63, on Vokanamet 50mg/850mg takes a St John's wort tincture from a herbalist",
    profile: {
      medicines: ["Vokanamet 50mg/850mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort tincture 1:5 (5 ml = 1 g herb), twice daily",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 1000,
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
            medicine: "Vokanamet 50mg/850mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Vokanamet leaflet, 'Other medicines and Vokanamet': \"some other medicines can affect the way this medicine works. You may need more frequent blood glucose and kidney function tests, or your doctor may need to adjust the dose of Vokanamet. It is especially important to mention the following: ... St. John's wort (a herbal medicine used to treat depression)\". Any St John's wort form counts: moderate.",
    sources: [
      {
        title: "Vokanamet (canagliflozin/metformin) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5c0f905ecf8d9d64edae4669c049439b.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-vokanamet-sjw-with-d3-and-fishoil",
    title: "Woman, 58, on Vokanamet 150mg/1000mg takes St John's wort, fish oil and vitamin D",
    profile: {
      medicines: ["Vokanamet 150mg/1000mg"],
      conditions: [],
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
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Vokanamet 150mg/1000mg",
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
            medicine: "Vokanamet 150mg/1000mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Vokanamet 150mg/1000mg",
          },
        },
      ],
    },
    rationale:
      "Vokanamet leaflet, 'Other medicines and Vokanamet': \"some other medicines can affect the way this medicine works. You may need more frequent blood glucose and kidney function tests, or your doctor may need to adjust the dose of Vokanamet. It is especially important to mention the following: ... St. John's wort (a herbal medicine used to treat depression)\". Only St John's wort is named (moderate); fish oil and vitamin D3 are not and have no mechanism: they stay quiet.",
    sources: [
      {
        title: "Vokanamet (canagliflozin/metformin) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5c0f905ecf8d9d64edae4669c049439b.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-camzyos-sjw-with-coq10",
    title: "Man, 57, on Camzyos 10mg takes St John's wort and CoQ10",
    profile: {
      medicines: ["Camzyos 10mg"],
      conditions: [],
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
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Camzyos 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "coq10",
          with: {
            medicine: "Camzyos 10mg",
          },
        },
      ],
    },
    rationale:
      "CAMZYOS leaflet, 'Other medicines and CAMZYOS': \"Other medicines can reduce the amount of CAMZYOS in your body and may reduce its beneficial effects. In particular, before taking CAMZYOS tell your doctor or pharmacist if you are taking, have recently taken, or have changed the dose of any of the following medicines: ... St. John's wort (a herbal medicine for depression)\" and \"If you take or have taken any of these medicines, or have changed the dose, your doctor needs to closely monitor you, may need to change your dose of CAMZYOS, or consider alternative treatments.\" St John's wort: at least moderate. CoQ10 is not named and has no CYP2C19/3A4 effect: quiet.",
    sources: [
      {
        title: "CAMZYOS (mavacamten) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-39ac69c93b0288d89a0cb9d145b02fcc.html",
      },
    ],
  },
  {
    id: "sc-p24-camzyos-sjw-gummies",
    title: "Woman, 44, on Camzyos 2.5mg buys 'mood gummies' with St John's wort",
    profile: {
      medicines: ["Camzyos 2.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Mood gummies (St John's wort 150 mg per gummy, 2 a day)",
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
            medicine: "Camzyos 2.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "CAMZYOS leaflet, 'Other medicines and CAMZYOS': \"Other medicines can reduce the amount of CAMZYOS in your body and may reduce its beneficial effects. In particular, before taking CAMZYOS tell your doctor or pharmacist if you are taking, have recently taken, or have changed the dose of any of the following medicines: ... St. John's wort (a herbal medicine for depression)\" and \"If you take or have taken any of these medicines, or have changed the dose, your doctor needs to closely monitor you, may need to change your dose of CAMZYOS, or consider alternative treatments.\" A gummy is still a St John's wort product: at least moderate.",
    sources: [
      {
        title: "CAMZYOS (mavacamten) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-39ac69c93b0288d89a0cb9d145b02fcc.html",
      },
    ],
  },
  {
    id: "sc-p24-opsumit-sjw-with-iron",
    title: "Woman, 41, on Opsumit 10mg takes St John's wort and an iron tablet",
    profile: {
      medicines: ["Opsumit 10mg"],
      conditions: [],
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
      {
        custom: {
          name: "Ferrous sulfate 200 mg tablets (65 mg iron)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 65,
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
            medicine: "Opsumit 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Opsumit 10mg",
          },
        },
      ],
    },
    rationale:
      "Opsumit leaflet, 'Other medicines and Opsumit': \"If you take Opsumit together with other medicines including those listed below, the effects of Opsumit or the other medicines might be altered. Please talk to your doctor or pharmacist if you are taking any of the following medicines: ... St. John's Wort (an herbal preparation used to treat depression)\". St John's wort: moderate. Iron is not named in the interaction section (read in full): quiet.",
    sources: [
      {
        title: "Opsumit (macitentan) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-86f804709e3279dcca0da696e8a674dd.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-opsumit-sjw-tea",
    title: "Man, 55, on Opsumit 10mg drinks St John's wort tea for sleep and mood",
    profile: {
      medicines: ["Opsumit 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea (1.75 g herb per bag)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 1750,
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
            medicine: "Opsumit 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Opsumit leaflet, 'Other medicines and Opsumit': \"If you take Opsumit together with other medicines including those listed below, the effects of Opsumit or the other medicines might be altered. Please talk to your doctor or pharmacist if you are taking any of the following medicines: ... St. John's Wort (an herbal preparation used to treat depression)\". Tea form is still St John's wort: moderate.",
    sources: [
      {
        title: "Opsumit (macitentan) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-86f804709e3279dcca0da696e8a674dd.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-ryeqo-sjw-with-iron",
    title: "Woman, 40, on Ryeqo takes St John's wort and ferrous fumarate",
    profile: {
      medicines: ["Ryeqo"],
      conditions: [],
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
      {
        custom: {
          name: "Ferrous fumarate 210 mg tablets (69 mg iron)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 69,
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
            medicine: "Ryeqo",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Ryeqo",
          },
        },
      ],
    },
    rationale:
      "Ryeqo leaflet, 'Other medicines and Ryeqo': \"Talk to your doctor if you are taking any of the medicines listed below, as these medicines can affect Ryeqo or be affected by Ryeqo: ... Herbal remedies containing St John's wort (Hypericum perforatum).\" St John's wort: moderate. Iron is not named: quiet.",
    sources: [
      {
        title: "Ryeqo (relugolix/estradiol/norethisterone acetate) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2879bea9059649bf46970484a32311c1.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-ryeqo-sjw-tincture",
    title: "Woman, 36, on Ryeqo for endometriosis uses St John's wort drops",
    profile: {
      medicines: ["Ryeqo"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort drops (1 ml = 300 mg extract), three times daily",
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
            medicine: "Ryeqo",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Ryeqo leaflet, 'Other medicines and Ryeqo': \"Talk to your doctor if you are taking any of the medicines listed below, as these medicines can affect Ryeqo or be affected by Ryeqo: ... Herbal remedies containing St John's wort (Hypericum perforatum).\" Moderate (and Ryeqo's contraceptive effect depends on its hormones, which an inducer may lower).",
    sources: [
      {
        title: "Ryeqo (relugolix/estradiol/norethisterone acetate) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2879bea9059649bf46970484a32311c1.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-duavive-sjw-with-calcichew",
    title: "Woman, 59, on Duavive takes St John's wort and Calcichew-D3",
    profile: {
      medicines: ["Duavive"],
      conditions: [],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Duavive",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Duavive",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Duavive",
          },
        },
      ],
    },
    rationale:
      "DUAVIVE leaflet, 'Other medicines and DUAVIVE': \"Some medicines may interfere with the effect of DUAVIVE. This might lead to irregular bleeding. This applies to the following medicines: ... Herbal remedies containing St John's Wort (Hypericum perforatum)\". St John's wort: moderate. Calcium and vitamin D are not named: quiet.",
    sources: [
      {
        title: "DUAVIVE (conjugated oestrogens/bazedoxifene) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-082e15b5bc22cfe8d68c67168679c322.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-senshio-sjw-with-d3",
    title: "Woman, 66, on Senshio takes St John's wort and vitamin D3",
    profile: {
      medicines: ["Senshio 60mg"],
      conditions: [],
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
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Senshio 60mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Senshio 60mg",
          },
        },
      ],
    },
    rationale:
      "Senshio leaflet, 'Other medicines and Senshio': \"Talk to your doctor before taking Senshio with: ... Any of the following medicines, which may lead to a reduced effect of Senshio: ... St John's wort, a herbal medicine sometimes used to treat depression.\" St John's wort: moderate; vitamin D3 not named: quiet.",
    sources: [
      {
        title: "Senshio (ospemifene) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-446d079a08d59e4d16270357097325eb.xml.html",
      },
    ],
  },
  {
    id: "sc-p24-revatio-sjw-gummies",
    title: "Man, 47, on Revatio 20mg takes St John's wort gummies",
    profile: {
      medicines: ["Revatio 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Mood gummies (St John's wort 150 mg per gummy, 2 a day)",
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
            medicine: "Revatio 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Revatio leaflet, 'Other medicines and Revatio': \"Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines. ... Medicines containing St. John's Wort (herbal medicinal product), rifampicin (used to treat bacterial infections), carbamazepine, phenytoin and phenobarbital\". Moderate.",
    sources: [
      {
        title: "Revatio 20 mg (sildenafil) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9aa25859b3b911a1afa24fe9c429ab94.json.html",
      },
    ],
  },
  {
    id: "sc-p24-keppra-vitamin-d-quiet",
    title: "Man with epilepsy on Keppra takes a daily vitamin D3 1000 IU tablet",
    profile: {
      medicines: ["Keppra 500mg"],
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
            medicine: "Keppra 500mg",
          },
        },
      ],
    },
    rationale:
      'The Keppra leaflet\'s whole \'Other medicines and Keppra\' section reads: "Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines." and names only macrogol: "Do not take macrogol (a drug used as laxative) for one hour before and one hour after taking levetiracetam". No supplement, vitamin or herbal product is named, and vitamin D has no plausible mechanism with levetiracetam (renally cleared, not enzyme-inducing): quiet.',
    sources: [
      {
        title: "ePI document Bundle for keppra Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d21a665ebc1011132a02f9a335304090.html",
      },
    ],
  },
  {
    id: "sc-p24-levetiracetam-fish-oil-quiet",
    title: "Woman on levetiracetam 750mg takes omega-3 fish oil capsules",
    profile: {
      medicines: ["levetiracetam 750mg"],
      conditions: ["epilepsy"],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "levetiracetam 750mg",
          },
        },
      ],
    },
    rationale:
      'The Keppra leaflet\'s whole \'Other medicines and Keppra\' section reads: "Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines." and names only macrogol: "Do not take macrogol (a drug used as laxative) for one hour before and one hour after taking levetiracetam". Fish oil is not named and has no known mechanism with levetiracetam: quiet.',
    sources: [
      {
        title: "ePI document Bundle for keppra Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d21a665ebc1011132a02f9a335304090.html",
      },
    ],
  },
  {
    id: "sc-p24-keppra-magnesium-b6-quiet",
    title: "Young adult on Keppra takes magnesium with vitamin B6 for cramps",
    profile: {
      medicines: ["Keppra 1000mg"],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 375 mg with vitamin B6 1.4 mg",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 375,
              unit: "mg",
            },
            {
              ingredient: "vitamin-b6",
              amount: 1.4,
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
            medicine: "Keppra 1000mg",
          },
        },
        {
          ingredient: "vitamin-b6",
          with: {
            medicine: "Keppra 1000mg",
          },
        },
      ],
    },
    rationale:
      'The Keppra leaflet\'s whole \'Other medicines and Keppra\' section reads: "Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines." and names only macrogol: "Do not take macrogol (a drug used as laxative) for one hour before and one hour after taking levetiracetam". Neither magnesium nor vitamin B6 is named; the only timing rule is for macrogol, not minerals: quiet.',
    sources: [
      {
        title: "ePI document Bundle for keppra Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d21a665ebc1011132a02f9a335304090.html",
      },
    ],
  },
  {
    id: "sc-p24-keppra-multivitamin-quiet",
    title: "Keppra user takes a standard A-Z multivitamin",
    profile: {
      medicines: ["Keppra 250mg"],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin and minerals",
          ingredients: [
            {
              ingredient: "vitamin-c",
              amount: 80,
              unit: "mg",
            },
            {
              ingredient: "zinc",
              amount: 10,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 5,
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-c",
          with: {
            medicine: "Keppra 250mg",
          },
        },
        {
          ingredient: "zinc",
          with: {
            medicine: "Keppra 250mg",
          },
        },
        {
          ingredient: "folic-acid",
          with: {
            medicine: "Keppra 250mg",
          },
        },
      ],
    },
    rationale:
      'The Keppra leaflet\'s whole \'Other medicines and Keppra\' section reads: "Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines." and names only macrogol: "Do not take macrogol (a drug used as laxative) for one hour before and one hour after taking levetiracetam". Vitamins and minerals at RDA levels are not named and have no mechanism with levetiracetam: quiet.',
    sources: [
      {
        title: "ePI document Bundle for keppra Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d21a665ebc1011132a02f9a335304090.html",
      },
    ],
  },
  {
    id: "sc-p24-ontozry-fish-oil-quiet",
    title: "Adult with focal epilepsy on Ontozry takes fish oil",
    profile: {
      medicines: ["Ontozry 200mg"],
      conditions: ["epilepsy"],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Ontozry 200mg",
          },
        },
      ],
    },
    rationale:
      "The Ontozry leaflet's 'Other medicines and Ontozry' names only medicines (sleeping medicines such as barbiturates and benzodiazepines, clobazam, phenytoin, phenobarbital, lamotrigine, oral contraceptives, midazolam, bupropion, omeprazole, baricitinib, cefaclor, empagliflozin, penicillin G, sitagliptin) and alcohol (\"Do not take this medicine with alcohol\"); no supplement or herbal product is named. Fish oil has no plausible mechanism with cenobamate: quiet.",
    sources: [
      {
        title: "ePI document Bundle for ontozry Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fca2b0949c2af4853c1cd5b425813585.html",
      },
    ],
  },
  {
    id: "sc-p24-cenobamate-b12-quiet",
    title: "Woman on cenobamate takes a vitamin B12 tablet",
    profile: {
      medicines: ["cenobamate 150mg"],
      conditions: ["epilepsy"],
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
            medicine: "cenobamate 150mg",
          },
        },
      ],
    },
    rationale:
      "The Ontozry leaflet's 'Other medicines and Ontozry' names only medicines (sleeping medicines such as barbiturates and benzodiazepines, clobazam, phenytoin, phenobarbital, lamotrigine, oral contraceptives, midazolam, bupropion, omeprazole, baricitinib, cefaclor, empagliflozin, penicillin G, sitagliptin) and alcohol (\"Do not take this medicine with alcohol\"); no supplement or herbal product is named. Vitamin B12 is not named and has no plausible mechanism: quiet.",
    sources: [
      {
        title: "ePI document Bundle for ontozry Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fca2b0949c2af4853c1cd5b425813585.html",
      },
    ],
  },
  {
    id: "sc-p24-ontozry-glucosamine-quiet",
    title: "Man on Ontozry takes glucosamine for knee pain",
    profile: {
      medicines: ["Ontozry 100mg"],
      conditions: ["epilepsy"],
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
            medicine: "Ontozry 100mg",
          },
        },
      ],
    },
    rationale:
      "The Ontozry leaflet's 'Other medicines and Ontozry' names only medicines (sleeping medicines such as barbiturates and benzodiazepines, clobazam, phenytoin, phenobarbital, lamotrigine, oral contraceptives, midazolam, bupropion, omeprazole, baricitinib, cefaclor, empagliflozin, penicillin G, sitagliptin) and alcohol (\"Do not take this medicine with alcohol\"); no supplement or herbal product is named. Glucosamine is not named and has no plausible mechanism with cenobamate: quiet.",
    sources: [
      {
        title: "ePI document Bundle for ontozry Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fca2b0949c2af4853c1cd5b425813585.html",
      },
    ],
  },
  {
    id: "sc-p24-yentreve-st-johns-wort",
    title: "Woman on Yentreve for stress incontinence starts St John's wort tablets for low mood",
    profile: {
      medicines: ["Yentreve 40mg"],
      conditions: ["stress urinary incontinence"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg extract tablets (THR, low mood)",
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
            medicine: "Yentreve 40mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Yentreve leaflet, Warnings: "Talk to your doctor before you take Yentreve if you: ... are taking St. John\'s Wort, a herbal treatment (Hypericum perforatum)"; Other medicines: "Medicines that increase the level of serotonin: ... St John\'s Wort ... These medicines increase the risk of side effects; if you get any unusual symptom taking any of these medicines together with YENTREVE, you should see your doctor." Talk to your doctor / serotonin side effects: moderate.',
    sources: [
      {
        title:
          "ePI document Bundle for yentreve Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8666fcd1a9a5da616af3cc253cf1b4cf.html",
      },
    ],
  },
  {
    id: "sc-p24-yentreve-sjw-tea",
    title: "Yentreve user drinks St John's wort tea twice a day",
    profile: {
      medicines: ["Yentreve 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea (1.5 g herb per bag)",
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
            medicine: "Yentreve 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Yentreve leaflet, Warnings: "Talk to your doctor before you take Yentreve if you: ... are taking St. John\'s Wort, a herbal treatment (Hypericum perforatum)"; Other medicines: "Medicines that increase the level of serotonin: ... St John\'s Wort ... These medicines increase the risk of side effects; if you get any unusual symptom taking any of these medicines together with YENTREVE, you should see your doctor." A tea still contains Hypericum: moderate.',
    sources: [
      {
        title:
          "ePI document Bundle for yentreve Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8666fcd1a9a5da616af3cc253cf1b4cf.html",
      },
    ],
  },
  {
    id: "sc-p24-yentreve-sjw-with-vitamin-d",
    title: "Woman on Yentreve takes St John's wort and vitamin D",
    profile: {
      medicines: ["Yentreve 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort one-a-day 425 mg extract tablet",
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
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Yentreve 40mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Yentreve 40mg",
          },
        },
      ],
    },
    rationale:
      'Yentreve leaflet, Warnings: "Talk to your doctor before you take Yentreve if you: ... are taking St. John\'s Wort, a herbal treatment (Hypericum perforatum)"; Other medicines: "Medicines that increase the level of serotonin: ... St John\'s Wort ... These medicines increase the risk of side effects; if you get any unusual symptom taking any of these medicines together with YENTREVE, you should see your doctor." Vitamin D is not named and has no serotonergic or bleeding mechanism: only St John\'s wort flags.',
    sources: [
      {
        title:
          "ePI document Bundle for yentreve Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8666fcd1a9a5da616af3cc253cf1b4cf.html",
      },
    ],
  },
  {
    id: "sc-p24-yentreve-vitamin-d-quiet",
    title: "Woman on Yentreve takes a winter vitamin D tablet",
    profile: {
      medicines: ["Yentreve 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D 10 µg (400 IU) winter tablet",
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
            medicine: "Yentreve 40mg",
          },
        },
      ],
    },
    rationale:
      'Yentreve leaflet names St John\'s wort, tryptophan and serotonergic, sedating, anticoagulant/antiplatelet medicines; its general line is "Do not start or stop taking any medicines, including those bought without a prescription and herbal remedies, before checking with your doctor." Vitamin D is a vitamin, not a herbal remedy, is not named and has no plausible mechanism: quiet.',
    sources: [
      {
        title:
          "ePI document Bundle for yentreve Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8666fcd1a9a5da616af3cc253cf1b4cf.html",
      },
    ],
  },
  {
    id: "sc-p24-yentreve-calcium-quiet",
    title: "Post-menopausal woman on Yentreve takes calcium and vitamin D",
    profile: {
      medicines: ["Yentreve 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g (500 mg Ca) + vitamin D3 10 µg chewable",
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Yentreve 40mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Yentreve 40mg",
          },
        },
      ],
    },
    rationale:
      'The Yentreve leaflet names no antacid or mineral; "YENTREVE may be taken with or without food". Calcium and vitamin D are not named and have no mechanism with duloxetine capsules: quiet.',
    sources: [
      {
        title:
          "ePI document Bundle for yentreve Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8666fcd1a9a5da616af3cc253cf1b4cf.html",
      },
    ],
  },
  {
    id: "sc-p24-yentreve-b12-quiet",
    title: "Yentreve user takes vitamin B12",
    profile: {
      medicines: ["Yentreve 20mg"],
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
            medicine: "Yentreve 20mg",
          },
        },
      ],
    },
    rationale:
      "The Yentreve 'Other medicines' list (\"Triptans, tramadol, tryptophan, SSRIs ... St John's Wort and MAOIs\") does not include vitamins; vitamin B12 has no serotonergic mechanism: quiet.",
    sources: [
      {
        title:
          "ePI document Bundle for yentreve Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8666fcd1a9a5da616af3cc253cf1b4cf.html",
      },
    ],
  },
  {
    id: "sc-p24-tarceva-st-johns-wort",
    title: "Man with lung cancer on Tarceva buys St John's wort for low mood",
    profile: {
      medicines: ["Tarceva 150mg"],
      conditions: ["lung cancer"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg extract tablets (THR, low mood)",
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
            medicine: "Tarceva 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tarceva leaflet: "if you are taking other medicines that may increase or decrease the amount of erlotinib in your blood or influence its effect (for example ... omeprazole, ranitidine, St. John\'s Wort or proteasome inhibitors), talk to your doctor. In some cases these medicines may reduce the efficacy or increase the side effects of Tarceva and your doctor may need to adjust your treatment. Your doctor might avoid treating you with these medicines while you are receiving Tarceva." Talk to your doctor / may reduce efficacy: at least moderate.',
    sources: [
      {
        title: "ePI document Bundle for tarceva Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-749702afc7782cf3e72848a0a0ebc924.html",
      },
    ],
  },
  {
    id: "sc-p24-erlotinib-sjw-one-a-day",
    title: "Woman on erlotinib takes a one-a-day St John's wort tablet",
    profile: {
      medicines: ["erlotinib 150mg"],
      conditions: ["lung cancer"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort one-a-day 425 mg extract tablet",
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
            medicine: "erlotinib 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tarceva leaflet: "if you are taking other medicines that may increase or decrease the amount of erlotinib in your blood or influence its effect (for example ... omeprazole, ranitidine, St. John\'s Wort or proteasome inhibitors), talk to your doctor. In some cases these medicines may reduce the efficacy or increase the side effects of Tarceva and your doctor may need to adjust your treatment. Your doctor might avoid treating you with these medicines while you are receiving Tarceva." Moderate at least.',
    sources: [
      {
        title: "ePI document Bundle for tarceva Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-749702afc7782cf3e72848a0a0ebc924.html",
      },
    ],
  },
  {
    id: "sc-p24-tarceva-pancreatic-sjw-and-d",
    title: "Man on Tarceva 100mg (pancreatic cancer) takes St John's wort and vitamin D",
    profile: {
      medicines: ["Tarceva 100mg"],
      conditions: ["pancreatic cancer"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort one-a-day 425 mg extract tablet",
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
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Tarceva 100mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Tarceva 100mg",
          },
        },
      ],
    },
    rationale:
      "Tarceva leaflet: \"if you are taking other medicines that may increase or decrease the amount of erlotinib in your blood or influence its effect (for example ... omeprazole, ranitidine, St. John's Wort or proteasome inhibitors), talk to your doctor. In some cases these medicines may reduce the efficacy or increase the side effects of Tarceva and your doctor may need to adjust your treatment. Your doctor might avoid treating you with these medicines while you are receiving Tarceva.\" Vitamin D is not named and has no mechanism with erlotinib: only St John's wort flags.",
    sources: [
      {
        title: "ePI document Bundle for tarceva Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-749702afc7782cf3e72848a0a0ebc924.html",
      },
    ],
  },
  {
    id: "sc-p24-tarceva-vitamin-d-quiet",
    title: "Tarceva patient takes vitamin D3",
    profile: {
      medicines: ["Tarceva 150mg"],
      conditions: ["lung cancer"],
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
            medicine: "Tarceva 150mg",
          },
        },
      ],
    },
    rationale:
      'The Tarceva leaflet names St John\'s Wort, acid-reducing medicines (omeprazole, ranitidine), enzyme-affecting medicines, anticoagulants and statins, and food ("Do not take Tarceva with food"); vitamin D is not named and has no mechanism: quiet.',
    sources: [
      {
        title: "ePI document Bundle for tarceva Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-749702afc7782cf3e72848a0a0ebc924.html",
      },
    ],
  },
  {
    id: "sc-p24-tarceva-b12-quiet",
    title: "Tarceva patient with poor appetite takes vitamin B12",
    profile: {
      medicines: ["Tarceva 150mg"],
      conditions: ["lung cancer"],
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
            medicine: "Tarceva 150mg",
          },
        },
      ],
    },
    rationale:
      "The Tarceva 'Other medicines' text (\"Tell your doctor or pharmacist if you are taking, have recently taken any other medicines\") and warnings name no vitamin; B12 has no mechanism with erlotinib: quiet.",
    sources: [
      {
        title: "ePI document Bundle for tarceva Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-749702afc7782cf3e72848a0a0ebc924.html",
      },
    ],
  },
  {
    id: "sc-p24-sutent-st-johns-wort",
    title: "Man with kidney cancer on Sutent takes St John's wort",
    profile: {
      medicines: ["Sutent 50mg"],
      conditions: ["kidney cancer"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg extract tablets (THR, low mood)",
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
            medicine: "Sutent 50mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Sutent leaflet: "Some medicines can affect the levels of Sutent in your body. You should inform your doctor if you are taking medicines containing the following active substances: ... herbal preparations containing St. John\'s Wort (Hypericum perforatum) - used to treat depression and anxiety". Inform your doctor / affects levels: moderate.',
    sources: [
      {
        title: "ePI document Bundle for sutent Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a3cd214d19f3341c3aa081ac17f909d1.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-sunitinib-sjw-tea",
    title: "GIST patient on sunitinib drinks St John's wort tea",
    profile: {
      medicines: ["sunitinib 37.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea (1.5 g herb per bag)",
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
            medicine: "sunitinib 37.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Sutent leaflet: "Some medicines can affect the levels of Sutent in your body. You should inform your doctor if you are taking medicines containing the following active substances: ... herbal preparations containing St. John\'s Wort (Hypericum perforatum) - used to treat depression and anxiety". Herbal tea is a herbal preparation containing Hypericum: moderate.',
    sources: [
      {
        title: "ePI document Bundle for sutent Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a3cd214d19f3341c3aa081ac17f909d1.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-sutent-vitamin-d-quiet",
    title: "Sutent patient takes vitamin D3",
    profile: {
      medicines: ["Sutent 50mg"],
      conditions: ["kidney cancer"],
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
            medicine: "Sutent 50mg",
          },
        },
      ],
    },
    rationale:
      "Sutent's 'Other medicines' names azoles, macrolides, rifampicin, ritonavir, dexamethasone, anti-epileptics and St John's Wort; food: \"You should avoid drinking grapefruit juice\". Vitamin D is not named and has no mechanism with sunitinib: quiet.",
    sources: [
      {
        title: "ePI document Bundle for sutent Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a3cd214d19f3341c3aa081ac17f909d1.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-sutent-b12-quiet",
    title: "Sutent patient takes vitamin B12",
    profile: {
      medicines: ["Sutent 25mg"],
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
            medicine: "Sutent 25mg",
          },
        },
      ],
    },
    rationale:
      'Sutent\'s interaction list ("You should inform your doctor if you are taking medicines containing the following active substances") contains no vitamin; B12 has no plausible mechanism: quiet.',
    sources: [
      {
        title: "ePI document Bundle for sutent Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a3cd214d19f3341c3aa081ac17f909d1.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-afinitor-st-johns-wort",
    title: "Woman with breast cancer on Afinitor starts St John's wort",
    profile: {
      medicines: ["Afinitor 10mg"],
      conditions: ["breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg extract tablets (THR, low mood)",
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
            medicine: "Afinitor 10mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Afinitor leaflet: "The following may reduce the effectiveness of Afinitor: ... St. John\'s wort (Hypericum perforatum), a herbal product used to treat depression and other conditions ... These medicines should be avoided during your treatment with Afinitor. If you are taking any of them, your doctor may switch you to a different medicine, or may change your dose of Afinitor." "Should be avoided": major.',
    sources: [
      {
        title:
          "ePI document Bundle for afinitor Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-da6b4339076346d51f1c98fff12b57db.json.html",
      },
    ],
  },
  {
    id: "sc-p24-everolimus-sjw-tea",
    title: "Man on everolimus for kidney cancer drinks St John's wort tea",
    profile: {
      medicines: ["everolimus 10mg"],
      conditions: ["kidney cancer"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea (1.5 g herb per bag)",
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
            medicine: "everolimus 10mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Afinitor leaflet: "The following may reduce the effectiveness of Afinitor: ... St. John\'s wort (Hypericum perforatum), a herbal product used to treat depression and other conditions ... These medicines should be avoided during your treatment with Afinitor. If you are taking any of them, your doctor may switch you to a different medicine, or may change your dose of Afinitor." Major.',
    sources: [
      {
        title:
          "ePI document Bundle for afinitor Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-da6b4339076346d51f1c98fff12b57db.json.html",
      },
    ],
  },
  {
    id: "sc-p24-afinitor-cbd-oil",
    title: "Man on Afinitor for a neuroendocrine tumour takes CBD oil for sleep",
    profile: {
      medicines: ["Afinitor 10mg"],
      conditions: ["neuroendocrine tumour"],
    },
    stack: [
      {
        custom: {
          name: "CBD oil 10% drops (about 20 mg CBD per dose)",
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
            medicine: "Afinitor 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Afinitor leaflet: "The following may increase the risk of side effects with Afinitor: ... cannabidiol (uses amongst others include treatment of seizures)." and "If you are taking other medicines at the same time as Afinitor, your doctor may need to change the dose of Afinitor or the other medicines." May increase side effects / dose may need changing: moderate.',
    sources: [
      {
        title:
          "ePI document Bundle for afinitor Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-da6b4339076346d51f1c98fff12b57db.json.html",
      },
    ],
  },
  {
    id: "sc-p24-afinitor-cbd-gummies",
    title: "Woman on Afinitor 5mg uses CBD gummies",
    profile: {
      medicines: ["Afinitor 5mg"],
      conditions: ["breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "CBD gummies 10 mg",
          ingredients: [
            {
              ingredient: "cbd",
              amount: 10,
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
            medicine: "Afinitor 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Afinitor leaflet: "The following may increase the risk of side effects with Afinitor: ... cannabidiol (uses amongst others include treatment of seizures)." and "If you are taking other medicines at the same time as Afinitor, your doctor may need to change the dose of Afinitor or the other medicines." Even low-dose CBD products contain cannabidiol: moderate.',
    sources: [
      {
        title:
          "ePI document Bundle for afinitor Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-da6b4339076346d51f1c98fff12b57db.json.html",
      },
    ],
  },
  {
    id: "sc-p24-afinitor-sjw-and-cbd",
    title: "Afinitor patient takes both St John's wort and CBD capsules",
    profile: {
      medicines: ["Afinitor 10mg"],
      conditions: ["kidney cancer"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort one-a-day 425 mg extract tablet",
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
      {
        custom: {
          name: "CBD 25 mg softgels",
          ingredients: [
            {
              ingredient: "cbd",
              amount: 25,
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
            medicine: "Afinitor 10mg",
          },
          severity: {
            min: "major",
          },
        },
        {
          ingredient: "cbd",
          with: {
            medicine: "Afinitor 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Afinitor leaflet: "The following may reduce the effectiveness of Afinitor: ... St. John\'s wort (Hypericum perforatum), a herbal product used to treat depression and other conditions ... These medicines should be avoided during your treatment with Afinitor. If you are taking any of them, your doctor may switch you to a different medicine, or may change your dose of Afinitor." Afinitor leaflet: "The following may increase the risk of side effects with Afinitor: ... cannabidiol (uses amongst others include treatment of seizures)." and "If you are taking other medicines at the same time as Afinitor, your doctor may need to change the dose of Afinitor or the other medicines." Both named: St John\'s wort major (avoid), cannabidiol moderate.',
    sources: [
      {
        title:
          "ePI document Bundle for afinitor Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-da6b4339076346d51f1c98fff12b57db.json.html",
      },
    ],
  },
  {
    id: "sc-p24-afinitor-vitamin-d-quiet",
    title: "Afinitor patient takes vitamin D3",
    profile: {
      medicines: ["Afinitor 10mg"],
      conditions: ["breast cancer"],
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
            medicine: "Afinitor 10mg",
          },
        },
      ],
    },
    rationale:
      "Afinitor leaflet: \"Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines.\" Its 'Other medicines' lists azoles, macrolides, HIV medicines, verapamil, diltiazem, dronedarone, ciclosporin, imatinib, ACE inhibitors, nefazodone, cannabidiol, rifampicin, efavirenz, nevirapine, St John's wort, dexamethasone and anti-epileptics, and grapefruit; vitamin D is not named and has no mechanism: quiet.",
    sources: [
      {
        title:
          "ePI document Bundle for afinitor Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-da6b4339076346d51f1c98fff12b57db.json.html",
      },
    ],
  },
  {
    id: "sc-p24-afinitor-fish-oil-quiet",
    title: "Afinitor patient with raised cholesterol takes fish oil",
    profile: {
      medicines: ["Afinitor 10mg"],
      conditions: ["high cholesterol"],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Afinitor 10mg",
          },
        },
      ],
    },
    rationale:
      "Afinitor's leaflet warns it \"may elevate cholesterol and/or other blood fats\" but names no supplement except St John's wort and cannabidiol; fish oil has no interaction mechanism with everolimus: quiet.",
    sources: [
      {
        title:
          "ePI document Bundle for afinitor Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-da6b4339076346d51f1c98fff12b57db.json.html",
      },
    ],
  },
  {
    id: "sc-p24-afinitor-b12-quiet",
    title: "Afinitor patient takes vitamin B12",
    profile: {
      medicines: ["Afinitor 10mg"],
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
            medicine: "Afinitor 10mg",
          },
        },
      ],
    },
    rationale:
      'Afinitor leaflet: "The following may increase the risk of side effects with Afinitor" / "The following may reduce the effectiveness of Afinitor" - vitamin B12 is not in these lists (only medicines, cannabidiol, St John\'s wort and grapefruit) and has no mechanism: quiet.',
    sources: [
      {
        title:
          "ePI document Bundle for afinitor Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-da6b4339076346d51f1c98fff12b57db.json.html",
      },
    ],
  },
  {
    id: "sc-p24-jakavi-st-johns-wort",
    title: "Man with myelofibrosis on Jakavi starts St John's wort",
    profile: {
      medicines: ["Jakavi 15mg"],
      conditions: ["myelofibrosis"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg extract tablets (THR, low mood)",
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
            medicine: "Jakavi 15mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Jakavi leaflet: "It is particularly important that you mention any of the following medicines ... as your doctor may need to adjust the Jakavi dose for you. ... The following may reduce the effectiveness of Jakavi: ... St. John\'s wort (Hypericum perforatum), a herbal product used to treat depression." Dose adjustment / mention to doctor: moderate.',
    sources: [
      {
        title: "ePI document Bundle for jakavi Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e591146dd189692c568ef28e3005a424.json.html",
      },
    ],
  },
  {
    id: "sc-p24-ruxolitinib-sjw-one-a-day",
    title: "Woman with polycythaemia vera on ruxolitinib takes St John's wort",
    profile: {
      medicines: ["ruxolitinib 10mg"],
      conditions: ["polycythaemia vera"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort one-a-day 425 mg extract tablet",
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
            medicine: "ruxolitinib 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Jakavi leaflet: "It is particularly important that you mention any of the following medicines ... as your doctor may need to adjust the Jakavi dose for you. ... The following may reduce the effectiveness of Jakavi: ... St. John\'s wort (Hypericum perforatum), a herbal product used to treat depression." Moderate; the leaflet also says "you should never start a new medicine without checking first with the doctor who prescribed Jakavi. This includes ... herbal or alternative medicines."',
    sources: [
      {
        title: "ePI document Bundle for jakavi Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e591146dd189692c568ef28e3005a424.json.html",
      },
    ],
  },
  {
    id: "sc-p24-jakavi-sjw-tea",
    title: "Jakavi patient drinks St John's wort tea",
    profile: {
      medicines: ["Jakavi 20mg"],
      conditions: ["myelofibrosis"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea (1.5 g herb per bag)",
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
            medicine: "Jakavi 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Jakavi leaflet: "It is particularly important that you mention any of the following medicines ... as your doctor may need to adjust the Jakavi dose for you. ... The following may reduce the effectiveness of Jakavi: ... St. John\'s wort (Hypericum perforatum), a herbal product used to treat depression." Moderate.',
    sources: [
      {
        title: "ePI document Bundle for jakavi Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e591146dd189692c568ef28e3005a424.json.html",
      },
    ],
  },
  {
    id: "sc-p24-nerlynx-st-johns-wort",
    title: "Woman with early breast cancer on Nerlynx takes St John's wort",
    profile: {
      medicines: ["Nerlynx 40mg"],
      conditions: ["breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg extract tablets (THR, low mood)",
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
            medicine: "Nerlynx 40mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Nerlynx leaflet, Do not take Nerlynx: "if you are taking St. John\'s wort (herbal product for depression)." "Do not take": contraindicated.',
    sources: [
      {
        title: "ePI document Bundle for nerlynx Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4106f4a5a4b46a8c1fb9847b0f08bced.html",
      },
    ],
  },
  {
    id: "sc-p24-neratinib-sjw-tea",
    title: "Woman on neratinib drinks St John's wort tea",
    profile: {
      medicines: ["neratinib 240mg"],
      conditions: ["breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea (1.5 g herb per bag)",
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
            medicine: "neratinib 240mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Nerlynx leaflet, Do not take Nerlynx: "if you are taking St. John\'s wort (herbal product for depression)." Contraindicated.',
    sources: [
      {
        title: "ePI document Bundle for nerlynx Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4106f4a5a4b46a8c1fb9847b0f08bced.html",
      },
    ],
  },
  {
    id: "sc-p24-nerlynx-pomegranate-extract",
    title: "Nerlynx patient takes pomegranate extract capsules",
    profile: {
      medicines: ["Nerlynx 40mg"],
      conditions: ["breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "Pomegranate extract 500 mg capsules (40% ellagic acid)",
          ingredients: [
            {
              ingredient: "pomegranate",
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
          ingredient: "pomegranate",
          with: {
            medicine: "Nerlynx 40mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Nerlynx leaflet, food and drink: "Do not take grapefruit or pomegranate while you are taking Nerlynx - this includes eating them, drinking the juice or taking a supplement that might contain them. This is because these fruits may interact with Nerlynx and affect how the medicine works." "Do not take ... a supplement that might contain them": contraindicated.',
    sources: [
      {
        title: "ePI document Bundle for nerlynx Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4106f4a5a4b46a8c1fb9847b0f08bced.html",
      },
    ],
  },
  {
    id: "sc-p24-nerlynx-superfruit-blend",
    title: "Nerlynx patient takes an antioxidant 'superfruit' blend with pomegranate and vitamin C",
    profile: {
      medicines: ["Nerlynx 40mg"],
      conditions: ["breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "Superfruit antioxidant complex",
          ingredients: [
            {
              ingredient: "pomegranate",
              amount: 250,
              unit: "mg",
            },
            {
              ingredient: "grape-seed-extract",
              amount: 50,
              unit: "mg",
            },
            {
              ingredient: "vitamin-c",
              amount: 80,
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
          ingredient: "pomegranate",
          with: {
            medicine: "Nerlynx 40mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-c",
          with: {
            medicine: "Nerlynx 40mg",
          },
        },
      ],
    },
    rationale:
      'Nerlynx leaflet, food and drink: "Do not take grapefruit or pomegranate while you are taking Nerlynx - this includes eating them, drinking the juice or taking a supplement that might contain them. This is because these fruits may interact with Nerlynx and affect how the medicine works." The pomegranate component is contraindicated; vitamin C is not named and has no mechanism.',
    sources: [
      {
        title: "ePI document Bundle for nerlynx Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4106f4a5a4b46a8c1fb9847b0f08bced.html",
      },
    ],
  },
  {
    id: "sc-p24-nerlynx-pomegranate-and-d",
    title: "Nerlynx patient takes pomegranate capsules and vitamin D",
    profile: {
      medicines: ["neratinib 240mg"],
      conditions: ["breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "Pomegranate 1000 mg capsules",
          ingredients: [
            {
              ingredient: "pomegranate",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
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
      flags: [
        {
          ingredient: "pomegranate",
          with: {
            medicine: "neratinib 240mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "neratinib 240mg",
          },
        },
      ],
    },
    rationale:
      'Nerlynx leaflet, food and drink: "Do not take grapefruit or pomegranate while you are taking Nerlynx - this includes eating them, drinking the juice or taking a supplement that might contain them. This is because these fruits may interact with Nerlynx and affect how the medicine works." Vitamin D is not named: only pomegranate flags.',
    sources: [
      {
        title: "ePI document Bundle for nerlynx Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4106f4a5a4b46a8c1fb9847b0f08bced.html",
      },
    ],
  },
  {
    id: "sc-p24-nerlynx-vitamin-d-quiet",
    title: "Nerlynx patient takes vitamin D3",
    profile: {
      medicines: ["Nerlynx 40mg"],
      conditions: ["breast cancer"],
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
            medicine: "Nerlynx 40mg",
          },
        },
      ],
    },
    rationale:
      'Nerlynx leaflet: "In particular tell your doctor or pharmacist if you are taking any of the following medicines" - it names St John\'s wort, grapefruit, pomegranate, antacids, PPIs, H2 blockers and listed medicines; vitamin D is not named and has no mechanism with neratinib: quiet.',
    sources: [
      {
        title: "ePI document Bundle for nerlynx Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4106f4a5a4b46a8c1fb9847b0f08bced.html",
      },
    ],
  },
  {
    id: "sc-p24-nerlynx-fish-oil-quiet",
    title: "Nerlynx patient takes omega-3 fish oil",
    profile: {
      medicines: ["Nerlynx 40mg"],
      conditions: ["breast cancer"],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Nerlynx 40mg",
          },
        },
      ],
    },
    rationale:
      'Nerlynx\'s full interaction list ("In particular tell your doctor or pharmacist if you are taking any of the following medicines") names no fish oil, which has no mechanism with neratinib: quiet.',
    sources: [
      {
        title: "ePI document Bundle for nerlynx Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4106f4a5a4b46a8c1fb9847b0f08bced.html",
      },
    ],
  },
  {
    id: "sc-p24-nerlynx-collagen-quiet",
    title: "Nerlynx patient takes collagen powder for nails",
    profile: {
      medicines: ["Nerlynx 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hydrolysed collagen powder 10 g",
          ingredients: [
            {
              ingredient: "collagen",
              amount: 10,
              unit: "g",
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
          ingredient: "collagen",
          with: {
            medicine: "Nerlynx 40mg",
          },
        },
      ],
    },
    rationale:
      'Nerlynx leaflet food section: "Do not take grapefruit or pomegranate while you are taking Nerlynx". Collagen is a food protein, not named in the Nerlynx leaflet (which names only St John\'s wort, grapefruit and pomegranate among foods/herbals) and has no mechanism: quiet.',
    sources: [
      {
        title: "ePI document Bundle for nerlynx Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4106f4a5a4b46a8c1fb9847b0f08bced.html",
      },
    ],
  },
  {
    id: "sc-p24-tukysa-st-johns-wort",
    title: "Woman with HER2+ breast cancer on Tukysa takes St John's wort",
    profile: {
      medicines: ["Tukysa 150mg"],
      conditions: ["breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg extract tablets (THR, low mood)",
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
            medicine: "Tukysa 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tukysa leaflet: "Some medicines may affect the way TUKYSA works or TUKYSA may affect the way they work. These medicines include some medicines in the following groups: St John\'s wort - a herbal product used to treat depression". May affect how Tukysa works: moderate.',
    sources: [
      {
        title: "ePI document Bundle for tukysa Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-31b0725ade6496816df8ac216511de2c.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-tucatinib-sjw-tea",
    title: "Woman on tucatinib drinks St John's wort tea",
    profile: {
      medicines: ["tucatinib 300mg"],
      conditions: ["breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea (1.5 g herb per bag)",
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
            medicine: "tucatinib 300mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tukysa leaflet: "Some medicines may affect the way TUKYSA works or TUKYSA may affect the way they work. These medicines include some medicines in the following groups: St John\'s wort - a herbal product used to treat depression". Moderate.',
    sources: [
      {
        title: "ePI document Bundle for tukysa Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-31b0725ade6496816df8ac216511de2c.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-tukysa-vitamin-d-quiet",
    title: "Tukysa patient takes vitamin D3",
    profile: {
      medicines: ["Tukysa 150mg"],
      conditions: ["breast cancer"],
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
            medicine: "Tukysa 150mg",
          },
        },
      ],
    },
    rationale:
      "Tukysa's interaction list names St John's wort and medicines only; \"TUKYSA can be taken with food or between meals\". Vitamin D is not named and has no mechanism: quiet.",
    sources: [
      {
        title: "ePI document Bundle for tukysa Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-31b0725ade6496816df8ac216511de2c.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-tukysa-b12-quiet",
    title: "Tukysa patient takes vitamin B12",
    profile: {
      medicines: ["Tukysa 150mg"],
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
            medicine: "Tukysa 150mg",
          },
        },
      ],
    },
    rationale:
      'Tukysa leaflet: "These medicines include some medicines in the following groups" - vitamin B12 is not in the Tukysa list (St John\'s wort, azoles, rifampicin, HIV medicines, anti-epileptics, CYP3A substrates, digoxin) and has no mechanism: quiet.',
    sources: [
      {
        title: "ePI document Bundle for tukysa Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-31b0725ade6496816df8ac216511de2c.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-tukysa-fish-oil-quiet",
    title: "Tukysa patient takes fish oil",
    profile: {
      medicines: ["Tukysa 50mg"],
      conditions: [],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Tukysa 50mg",
          },
        },
      ],
    },
    rationale:
      'Tukysa leaflet: "Some medicines may affect the way TUKYSA works" - the list names St John\'s wort and medicines only. Fish oil is not named in the Tukysa leaflet and has no mechanism with tucatinib: quiet.',
    sources: [
      {
        title: "ePI document Bundle for tukysa Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-31b0725ade6496816df8ac216511de2c.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-inlyta-st-johns-wort",
    title: "Man with kidney cancer on Inlyta takes St John's wort",
    profile: {
      medicines: ["Inlyta 5mg"],
      conditions: ["kidney cancer"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg extract tablets (THR, low mood)",
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
            medicine: "Inlyta 5mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Inlyta leaflet: "The following medicines may reduce the effectiveness of Inlyta: ... St. John\'s wort (Hypericum perforatum), a herbal product used to treat depression. You should not take these medicines during your treatment with Inlyta. If you are taking any of them, tell your doctor, pharmacist or nurse." "Should not take": at least major.',
    sources: [
      {
        title: "ePI document Bundle for inlyta Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8d8f8c8dd8b6d0af13b2bc71d6fa0c36.json.html",
      },
    ],
  },
  {
    id: "sc-p24-axitinib-sjw-tea",
    title: "Axitinib patient drinks St John's wort tea",
    profile: {
      medicines: ["axitinib 5mg"],
      conditions: ["kidney cancer"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea (1.5 g herb per bag)",
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
            medicine: "axitinib 5mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Inlyta leaflet: "The following medicines may reduce the effectiveness of Inlyta: ... St. John\'s wort (Hypericum perforatum), a herbal product used to treat depression. You should not take these medicines during your treatment with Inlyta. If you are taking any of them, tell your doctor, pharmacist or nurse." Major.',
    sources: [
      {
        title: "ePI document Bundle for inlyta Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8d8f8c8dd8b6d0af13b2bc71d6fa0c36.json.html",
      },
    ],
  },
  {
    id: "sc-p24-inlyta-sjw-in-mood-blend",
    title: "Inlyta patient takes a 'mood balance' blend containing St John's wort",
    profile: {
      medicines: ["Inlyta 7mg"],
      conditions: ["kidney cancer"],
    },
    stack: [
      {
        custom: {
          name: "Mood balance complex (St John's wort 300 mg, vitamin B6, B12)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
            {
              ingredient: "vitamin-b6",
              amount: 1.4,
              unit: "mg",
            },
            {
              ingredient: "vitamin-b12",
              amount: 2.5,
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
            medicine: "Inlyta 7mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Inlyta leaflet: "The following medicines may reduce the effectiveness of Inlyta: ... St. John\'s wort (Hypericum perforatum), a herbal product used to treat depression. You should not take these medicines during your treatment with Inlyta. If you are taking any of them, tell your doctor, pharmacist or nurse." The Hypericum in a combined product counts: major.',
    sources: [
      {
        title: "ePI document Bundle for inlyta Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8d8f8c8dd8b6d0af13b2bc71d6fa0c36.json.html",
      },
    ],
  },
  {
    id: "sc-p24-ninlaro-st-johns-wort",
    title: "Man with myeloma on Ninlaro takes St John's wort",
    profile: {
      medicines: ["Ninlaro 4mg"],
      conditions: ["multiple myeloma"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg extract tablets (THR, low mood)",
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
            medicine: "Ninlaro 4mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ninlaro leaflet: "In particular, tell your doctor, pharmacist or nurse if you are taking any of the following medicines: carbamazepine, phenytoin, rifampicin and St. John\'s wort (Hypericum perforatum). These medicines should be avoided as they may reduce the effectiveness of NINLARO." "Should be avoided": major.',
    sources: [
      {
        title: "ePI document Bundle for ninlaro Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9291fddf7fee8d0f0e396206f1f18b06.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-ixazomib-sjw-tea",
    title: "Woman on ixazomib drinks St John's wort tea",
    profile: {
      medicines: ["ixazomib 3mg"],
      conditions: ["multiple myeloma"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea (1.5 g herb per bag)",
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
            medicine: "ixazomib 3mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ninlaro leaflet: "In particular, tell your doctor, pharmacist or nurse if you are taking any of the following medicines: carbamazepine, phenytoin, rifampicin and St. John\'s wort (Hypericum perforatum). These medicines should be avoided as they may reduce the effectiveness of NINLARO." Major.',
    sources: [
      {
        title: "ePI document Bundle for ninlaro Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9291fddf7fee8d0f0e396206f1f18b06.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-ninlaro-with-lenalidomide-sjw",
    title: "Myeloma patient on Ninlaro, lenalidomide and dexamethasone buys St John's wort",
    profile: {
      medicines: ["Ninlaro 4mg", "lenalidomide 25mg", "dexamethasone 40mg"],
      conditions: ["multiple myeloma"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort one-a-day 425 mg extract tablet",
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
            medicine: "Ninlaro 4mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ninlaro leaflet: "In particular, tell your doctor, pharmacist or nurse if you are taking any of the following medicines: carbamazepine, phenytoin, rifampicin and St. John\'s wort (Hypericum perforatum). These medicines should be avoided as they may reduce the effectiveness of NINLARO." The leaflet also asks to tell the doctor about "any medicines obtained without a prescription, such as vitamins or herbal remedies": major for the St John\'s wort-Ninlaro pair.',
    sources: [
      {
        title: "ePI document Bundle for ninlaro Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9291fddf7fee8d0f0e396206f1f18b06.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-piqray-st-johns-wort",
    title: "Woman on Piqray and fulvestrant takes St John's wort",
    profile: {
      medicines: ["Piqray 150mg"],
      conditions: ["breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg extract tablets (THR, low mood)",
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
            medicine: "Piqray 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Piqray leaflet: "Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines. This includes in particular: ... St. John\'s Wort, a herbal product used to treat depression and other conditions". Tell your doctor: moderate.',
    sources: [
      {
        title: "ePI document Bundle for piqray Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6b73080af14d1aa8b030e2126902e0b9.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-alpelisib-sjw-one-a-day",
    title: "Alpelisib patient takes a one-a-day St John's wort",
    profile: {
      medicines: ["alpelisib 300mg"],
      conditions: ["breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort one-a-day 425 mg extract tablet",
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
            medicine: "alpelisib 300mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Piqray leaflet: "Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines. This includes in particular: ... St. John\'s Wort, a herbal product used to treat depression and other conditions". Moderate.',
    sources: [
      {
        title: "ePI document Bundle for piqray Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6b73080af14d1aa8b030e2126902e0b9.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-piqray-vitamin-d-quiet",
    title: "Piqray patient takes vitamin D3",
    profile: {
      medicines: ["Piqray 150mg"],
      conditions: ["breast cancer"],
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
            medicine: "Piqray 150mg",
          },
        },
      ],
    },
    rationale:
      'Piqray leaflet: "This includes in particular:" - the list (eltrombopag, lapatinib, ribociclib, everolimus, apalutamide, enzalutamide, mitotane, pantoprazole, midazolam, rifampicin, carbamazepine, phenytoin, St John\'s Wort, encorafenib, warfarin) names no vitamin; vitamin D has no mechanism with alpelisib: quiet.',
    sources: [
      {
        title: "ePI document Bundle for piqray Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6b73080af14d1aa8b030e2126902e0b9.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-piqray-b12-quiet",
    title: "Piqray patient takes vitamin B12",
    profile: {
      medicines: ["Piqray 200mg"],
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
            medicine: "Piqray 200mg",
          },
        },
      ],
    },
    rationale:
      'Piqray leaflet: "Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines. This includes in particular" - vitamin B12 is not in the Piqray list and has no mechanism (no effect on blood sugar or CYP3A4): quiet.',
    sources: [
      {
        title: "ePI document Bundle for piqray Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6b73080af14d1aa8b030e2126902e0b9.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-tabrecta-st-johns-wort",
    title: "Man with MET lung cancer on Tabrecta takes St John's wort",
    profile: {
      medicines: ["Tabrecta 200mg"],
      conditions: ["lung cancer"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg extract tablets (THR, low mood)",
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
            medicine: "Tabrecta 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tabrecta leaflet: "It is particularly important that you mention any of the following medicines: ... St. John\'s wort (also known as Hypericum perforatum), a herbal product used to treat depression and other conditions". Mention to doctor: moderate.',
    sources: [
      {
        title:
          "ePI document Bundle for tabrecta Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-be5ceff4154e41596bab87f1698ba47a.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-capmatinib-sjw-tea",
    title: "Capmatinib patient drinks St John's wort tea",
    profile: {
      medicines: ["capmatinib 400mg"],
      conditions: ["lung cancer"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea (1.5 g herb per bag)",
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
            medicine: "capmatinib 400mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tabrecta leaflet: "It is particularly important that you mention any of the following medicines: ... St. John\'s wort (also known as Hypericum perforatum), a herbal product used to treat depression and other conditions". Moderate.',
    sources: [
      {
        title:
          "ePI document Bundle for tabrecta Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-be5ceff4154e41596bab87f1698ba47a.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-tabrecta-vitamin-d-quiet",
    title: "Tabrecta patient avoiding sun takes vitamin D3",
    profile: {
      medicines: ["Tabrecta 200mg"],
      conditions: ["lung cancer"],
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
            medicine: "Tabrecta 200mg",
          },
        },
      ],
    },
    rationale:
      "Tabrecta's leaflet advises \"Limit direct exposure to the sun\" and names only medicines plus St John's wort in 'Other medicines'; vitamin D is not named and has no mechanism with capmatinib: quiet.",
    sources: [
      {
        title:
          "ePI document Bundle for tabrecta Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-be5ceff4154e41596bab87f1698ba47a.ttl.html",
      },
    ],
  },
  {
    id: "sc-p24-tabrecta-fish-oil-quiet",
    title: "Tabrecta patient takes fish oil",
    profile: {
      medicines: ["Tabrecta 150mg"],
      conditions: [],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Tabrecta 150mg",
          },
        },
      ],
    },
    rationale:
      'Tabrecta leaflet: "It is particularly important that you mention any of the following medicines" - fish oil is not named in the list (anti-epileptics, St John\'s wort, rifampicin, macrolides, azoles, HIV medicines, theophylline, tizanidine, digoxin, dabigatran, colchicine, gliptins, statins, methotrexate, sulfasalazine): quiet.',
    sources: [
      {
        title:
          "ePI document Bundle for tabrecta Package Leaflet for language en (section 2, Other medicines)",
        publisher: "Gravitate Health FHIR IG CI build (EMA package leaflet text), build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-be5ceff4154e41596bab87f1698ba47a.ttl.html",
      },
    ],
  },
];
