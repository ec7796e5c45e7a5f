// Scenarios of the p30 round's blind probe, written by two helpers who had not seen the records: the EU package
// leaflets of generics and other EU brands of medicines taken at home (blood pressure, diabetes, anaemia, multiple
// sclerosis, HIV, bone and cancer medicines), read in full in the Gravitate Health ePI copy.
import type { ScenarioInput } from "../schema";

export const WP30_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p30a-deferiprone-vitamin-c-1000",
    title: "Man with thalassaemia on deferiprone starts vitamin C 1000 mg tablets for colds",
    profile: {
      medicines: ["deferiprone 500mg"],
      conditions: ["thalassaemia"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 1000 mg tablets",
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
      flags: [
        {
          ingredient: "vitamin-c",
          with: {
            medicine: "deferiprone 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Deferiprone Lipomed leaflet, "Other medicines and Deferiprone Lipomed": "Please consult with your doctor or pharmacist before taking vitamin C with Deferiprone Lipomed." "Consult with your doctor or pharmacist before" = ask first: moderate.',
    sources: [
      {
        title:
          "Deferiprone Lipomed 500 mg film-coated tablets (deferiprone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4a09b3a8552105810368cbf52100627e.html",
      },
    ],
  },
  {
    id: "sc-p30a-deferiprone-vitamin-c-chewable",
    title: "Woman on deferiprone three times daily buys chewable vitamin C 500 mg",
    profile: {
      medicines: ["deferiprone 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 500 mg chewable tablets",
          ingredients: [
            {
              ingredient: "vitamin-c",
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
          ingredient: "vitamin-c",
          with: {
            medicine: "deferiprone 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Deferiprone Lipomed leaflet, "Other medicines and Deferiprone Lipomed": "Please consult with your doctor or pharmacist before taking vitamin C with Deferiprone Lipomed." Even a 500 mg chewable is vitamin C, which the leaflet names directly - moderate.',
    sources: [
      {
        title:
          "Deferiprone Lipomed 500 mg film-coated tablets (deferiprone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4a09b3a8552105810368cbf52100627e.html",
      },
    ],
  },
  {
    id: "sc-p30a-deferiprone-effervescent-c-zinc",
    title: "Deferiprone user takes an effervescent vitamin C and zinc immune tablet",
    profile: {
      medicines: ["Deferiprone Lipomed 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Effervescent immune tablet (vitamin C 1000 mg, zinc 10 mg)",
          ingredients: [
            {
              ingredient: "vitamin-c",
              amount: 1000,
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
      flags: [
        {
          ingredient: "vitamin-c",
          with: {
            medicine: "Deferiprone Lipomed 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Deferiprone Lipomed leaflet, "Other medicines and Deferiprone Lipomed": "Please consult with your doctor or pharmacist before taking vitamin C with Deferiprone Lipomed." The vitamin C component needs the doctor/pharmacist first - moderate. (Zinc is not named; no expectation set for it.)',
    sources: [
      {
        title:
          "Deferiprone Lipomed 500 mg film-coated tablets (deferiprone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4a09b3a8552105810368cbf52100627e.html",
      },
    ],
  },
  {
    id: "sc-p30a-deferiprone-multivit-with-c",
    title: "Teenager-turned-adult on deferiprone adds a multivitamin containing 80 mg vitamin C",
    profile: {
      medicines: ["deferiprone 1000mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin tablet (vitamin C 80 mg, vitamin D 5 micrograms)",
          ingredients: [
            {
              ingredient: "vitamin-c",
              amount: 80,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 5,
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
          ingredient: "vitamin-c",
          with: {
            medicine: "deferiprone 1000mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Deferiprone Lipomed leaflet, "Other medicines and Deferiprone Lipomed": "Please consult with your doctor or pharmacist before taking vitamin C with Deferiprone Lipomed." The leaflet sets no dose threshold for vitamin C, so a multivitamin containing it is still a consult-first item - moderate.',
    sources: [
      {
        title:
          "Deferiprone Lipomed 500 mg film-coated tablets (deferiprone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4a09b3a8552105810368cbf52100627e.html",
      },
    ],
  },
  {
    id: "sc-p30a-deferiprone-vitamin-c-gummies",
    title: "Woman on deferiprone wants vitamin C gummies for her skin",
    profile: {
      medicines: ["deferiprone 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C gummies (250 mg per gummy)",
          ingredients: [
            {
              ingredient: "vitamin-c",
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
          ingredient: "vitamin-c",
          with: {
            medicine: "deferiprone 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Deferiprone Lipomed leaflet, "Other medicines and Deferiprone Lipomed": "Please consult with your doctor or pharmacist before taking vitamin C with Deferiprone Lipomed." Gummies are still vitamin C - moderate.',
    sources: [
      {
        title:
          "Deferiprone Lipomed 500 mg film-coated tablets (deferiprone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4a09b3a8552105810368cbf52100627e.html",
      },
    ],
  },
  {
    id: "sc-p30a-deferiprone-vitamin-d-quiet",
    title: "Thalassaemia patient on deferiprone takes vitamin D3 10 micrograms",
    profile: {
      medicines: ["deferiprone 500mg"],
      conditions: ["thalassaemia"],
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
            medicine: "deferiprone 500mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the leaflet names only aluminium-based antacids ("Do not take aluminium-based antacids at the same time as taking Deferiprone Lipomed") and vitamin C, and has no general vitamin/herbal line. Vitamin D is not named and has no known chelation or absorption interaction with deferiprone at 10 micrograms a day.',
    sources: [
      {
        title:
          "Deferiprone Lipomed 500 mg film-coated tablets (deferiprone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4a09b3a8552105810368cbf52100627e.html",
      },
    ],
  },
  {
    id: "sc-p30a-deferiprone-fish-oil-quiet",
    title: "Man on deferiprone takes omega-3 fish oil capsules",
    profile: {
      medicines: ["deferiprone 500mg"],
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
            medicine: "deferiprone 500mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the leaflet names only aluminium-based antacids ("Do not take aluminium-based antacids at the same time as taking Deferiprone Lipomed") and vitamin C, and has no general vitamin/herbal line. Fish oil is not named and carries no metal ion for deferiprone to bind.',
    sources: [
      {
        title:
          "Deferiprone Lipomed 500 mg film-coated tablets (deferiprone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4a09b3a8552105810368cbf52100627e.html",
      },
    ],
  },
  {
    id: "sc-p30a-deferasirox-folic-acid-quiet",
    title: "Man with thalassaemia on deferasirox takes his usual folic acid",
    profile: {
      medicines: ["deferasirox 360mg"],
      conditions: ["thalassaemia"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 5 mg tablets (bought with prescription advice)",
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
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the deferasirox leaflet names only "antacids (medicines used to treat heartburn) containing aluminium, which should not be taken at the same time of day" and has no vitamin/herbal line ("Tell your doctor or pharmacist if you are taking ... any other medicines"). Folic acid is not named and has no known effect on deferasirox (often co-prescribed in thalassaemia).',
    sources: [
      {
        title:
          "Deferasirox Accord/Mylan film-coated tablets (deferasirox) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a361de1944c94e68e8ec09dc10081b81.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-deferasirox-vitamin-d-quiet",
    title: "Woman on deferasirox asks about a vitamin D3 supplement",
    profile: {
      medicines: ["deferasirox 180mg"],
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
            medicine: "deferasirox 180mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the deferasirox leaflet names only "antacids (medicines used to treat heartburn) containing aluminium, which should not be taken at the same time of day" and has no vitamin/herbal line ("Tell your doctor or pharmacist if you are taking ... any other medicines"). Vitamin D is not named and is not bound by deferasirox.',
    sources: [
      {
        title:
          "Deferasirox Accord/Mylan film-coated tablets (deferasirox) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a361de1944c94e68e8ec09dc10081b81.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-leflunomide-charcoal-capsules",
    title: "Woman with rheumatoid arthritis on leflunomide buys charcoal capsules for wind",
    profile: {
      medicines: ["leflunomide 20mg"],
      conditions: ["rheumatoid arthritis"],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 260 mg capsules",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 260,
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
          ingredient: "activated-charcoal",
          with: {
            medicine: "leflunomide 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Leflunomide Zentiva leaflet, "Other medicines": "This is especially important if you are taking: ... a medicine called colestyramine (used to reduce high cholesterol) or activated charcoal as these medicines can reduce the amount of Leflunomide Zentiva which is absorbed by the body." Charcoal can "reduce the amount ... absorbed" of a disease-modifying drug - tell the doctor/pharmacist, moderate.',
    sources: [
      {
        title:
          "Leflunomide Zentiva film-coated tablets (leflunomide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-77a855e484d10473c2746e9b03c57dde.html",
      },
    ],
  },
  {
    id: "sc-p30a-leflunomide-charcoal-tablets-bloating",
    title: "Man with psoriatic arthritis on leflunomide takes charcoal tablets for bloating",
    profile: {
      medicines: ["leflunomide 10mg"],
      conditions: ["psoriatic arthritis"],
    },
    stack: [
      {
        custom: {
          name: "Charcoal tablets (activated charcoal 300 mg)",
          ingredients: [
            {
              ingredient: "activated-charcoal",
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
          ingredient: "activated-charcoal",
          with: {
            medicine: "leflunomide 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Leflunomide Zentiva leaflet, "Other medicines": "This is especially important if you are taking: ... a medicine called colestyramine (used to reduce high cholesterol) or activated charcoal as these medicines can reduce the amount of Leflunomide Zentiva which is absorbed by the body." Moderate: the leaflet lists charcoal as especially important to tell the doctor about.',
    sources: [
      {
        title:
          "Leflunomide Zentiva film-coated tablets (leflunomide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-77a855e484d10473c2746e9b03c57dde.html",
      },
    ],
  },
  {
    id: "sc-p30a-leflunomide-charcoal-detox",
    title: "Leflunomide user tries an activated charcoal 'detox' powder",
    profile: {
      medicines: ["Leflunomide Zentiva 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal detox powder (1 g per scoop)",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 1,
              unit: "g",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "activated-charcoal",
          with: {
            medicine: "Leflunomide Zentiva 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Leflunomide Zentiva leaflet, "Other medicines": "This is especially important if you are taking: ... a medicine called colestyramine (used to reduce high cholesterol) or activated charcoal as these medicines can reduce the amount of Leflunomide Zentiva which is absorbed by the body." A 1 g dose of charcoal is the same named product - moderate (charcoal is also used deliberately to wash leflunomide out).',
    sources: [
      {
        title:
          "Leflunomide Zentiva film-coated tablets (leflunomide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-77a855e484d10473c2746e9b03c57dde.html",
      },
    ],
  },
  {
    id: "sc-p30a-leflunomide-charcoal-hangover",
    title: "Man on leflunomide takes charcoal capsules before a night out",
    profile: {
      medicines: ["leflunomide 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 260 mg capsules",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 260,
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
          ingredient: "activated-charcoal",
          with: {
            medicine: "leflunomide 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Leflunomide Zentiva leaflet, "Other medicines": "This is especially important if you are taking: ... a medicine called colestyramine (used to reduce high cholesterol) or activated charcoal as these medicines can reduce the amount of Leflunomide Zentiva which is absorbed by the body." Moderate. (The leaflet also says "It is not recommended to drink alcohol during treatment".)',
    sources: [
      {
        title:
          "Leflunomide Zentiva film-coated tablets (leflunomide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-77a855e484d10473c2746e9b03c57dde.html",
      },
    ],
  },
  {
    id: "sc-p30a-leflunomide-vitamin-d-quiet",
    title: "Woman with RA on leflunomide takes vitamin D3 25 micrograms",
    profile: {
      medicines: ["leflunomide 20mg"],
      conditions: ["rheumatoid arthritis"],
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
            medicine: "leflunomide 20mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; leaflet names activated charcoal as its only non-prescription product; its OTC line is about medicines ("This includes medicines obtained without a prescription"), with no vitamin/herbal wording. Vitamin D is not named and does not affect leflunomide absorption or liver safety at 25 micrograms.',
    sources: [
      {
        title:
          "Leflunomide Zentiva film-coated tablets (leflunomide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-77a855e484d10473c2746e9b03c57dde.html",
      },
    ],
  },
  {
    id: "sc-p30a-leflunomide-fish-oil-quiet",
    title: "Man on leflunomide adds omega-3 fish oil for joint stiffness",
    profile: {
      medicines: ["leflunomide 10mg"],
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
            medicine: "leflunomide 10mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; leaflet names activated charcoal as its only non-prescription product; its OTC line is about medicines ("This includes medicines obtained without a prescription"), with no vitamin/herbal wording. Fish oil is not named and has no known interaction with leflunomide.',
    sources: [
      {
        title:
          "Leflunomide Zentiva film-coated tablets (leflunomide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-77a855e484d10473c2746e9b03c57dde.html",
      },
    ],
  },
  {
    id: "sc-p30a-amlo-vals-losalt",
    title: "Man on amlodipine/valsartan switches to LoSalt for his blood pressure",
    profile: {
      medicines: ["amlodipine/valsartan 5mg/160mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "LoSalt reduced-sodium salt substitute (potassium chloride; about 330 mg potassium per 1 g)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 330,
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
          ingredient: "potassium",
          with: {
            medicine: "amlodipine/valsartan 5mg/160mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Amlodipine/Valsartan Mylan leaflet, "Other medicines": "Your doctor may need to change your dose and/or to take other precautions. In some cases you may have to stop taking one of the medicines. This applies especially to the medicines listed below: ... potassium-sparing diuretics, potassium supplements, salt substitutes containing potassium and other substances that may increase potassium levels". Named salt substitute with potassium; doctor may need to take precautions - moderate.',
    sources: [
      {
        title:
          "Amlodipine/Valsartan Mylan film-coated tablets (amlodipine/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-613075564472c8742b180667f231d172.json.html",
      },
    ],
  },
  {
    id: "sc-p30a-amlo-vals-potassium-tablets",
    title: "Woman on amlodipine/valsartan buys potassium tablets for leg cramps",
    profile: {
      medicines: ["amlodipine/valsartan 10mg/160mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium supplement tablets (potassium 200 mg)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 200,
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
            medicine: "amlodipine/valsartan 10mg/160mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Amlodipine/Valsartan Mylan leaflet, "Other medicines": "Your doctor may need to change your dose and/or to take other precautions. In some cases you may have to stop taking one of the medicines. This applies especially to the medicines listed below: ... potassium-sparing diuretics, potassium supplements, salt substitutes containing potassium and other substances that may increase potassium levels". Potassium supplements are named directly - moderate.',
    sources: [
      {
        title:
          "Amlodipine/Valsartan Mylan film-coated tablets (amlodipine/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-613075564472c8742b180667f231d172.json.html",
      },
    ],
  },
  {
    id: "sc-p30a-amlo-vals-effervescent-potassium",
    title: "Retired man on amlodipine/valsartan takes effervescent potassium after diarrhoea",
    profile: {
      medicines: ["amlodipine/valsartan 5mg/80mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Effervescent potassium chloride tablets (12 mmol, about 470 mg potassium)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 470,
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
            medicine: "amlodipine/valsartan 5mg/80mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Amlodipine/Valsartan Mylan leaflet, "Other medicines": "Your doctor may need to change your dose and/or to take other precautions. In some cases you may have to stop taking one of the medicines. This applies especially to the medicines listed below: ... potassium-sparing diuretics, potassium supplements, salt substitutes containing potassium and other substances that may increase potassium levels". Moderate: potassium supplement with valsartan, which the leaflet says may need dose change or other precautions.',
    sources: [
      {
        title:
          "Amlodipine/Valsartan Mylan film-coated tablets (amlodipine/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-613075564472c8742b180667f231d172.json.html",
      },
    ],
  },
  {
    id: "sc-p30a-amlo-vals-sjw-tablets",
    title: "Woman on amlodipine/valsartan starts St John's wort for low mood",
    profile: {
      medicines: ["amlodipine/valsartan 5mg/160mg"],
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
            medicine: "amlodipine/valsartan 5mg/160mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Amlodipine/Valsartan Mylan leaflet, "Other medicines": "Your doctor may need to change your dose and/or to take other precautions. ... This applies especially to the medicines listed below: ... St. John\'s wort". Named herb; the doctor may need to change the dose - moderate.',
    sources: [
      {
        title:
          "Amlodipine/Valsartan Mylan film-coated tablets (amlodipine/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-613075564472c8742b180667f231d172.json.html",
      },
    ],
  },
  {
    id: "sc-p30a-amlo-vals-kira",
    title: "Man on amlodipine/valsartan buys Kira Low Mood Relief",
    profile: {
      medicines: ["amlodipine/valsartan 10mg/160mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kira Low Mood Relief (St John's wort extract 300 mg) tablets",
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
            medicine: "amlodipine/valsartan 10mg/160mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Amlodipine/Valsartan Mylan leaflet, "Other medicines": "Your doctor may need to change your dose and/or to take other precautions. ... This applies especially to the medicines listed below: ... St. John\'s wort". Kira is a St John\'s wort product - moderate.',
    sources: [
      {
        title:
          "Amlodipine/Valsartan Mylan film-coated tablets (amlodipine/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-613075564472c8742b180667f231d172.json.html",
      },
    ],
  },
  {
    id: "sc-p30a-amlo-vals-sjw-tea",
    title: "Woman on amlodipine/valsartan drinks St John's wort tea twice daily",
    profile: {
      medicines: ["amlodipine/valsartan 5mg/80mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea bags (1.5 g herb)",
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
            medicine: "amlodipine/valsartan 5mg/80mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Amlodipine/Valsartan Mylan leaflet, "Other medicines": "Your doctor may need to change your dose and/or to take other precautions. ... This applies especially to the medicines listed below: ... St. John\'s wort". The herb taken as tea is still St John\'s wort - moderate.',
    sources: [
      {
        title:
          "Amlodipine/Valsartan Mylan film-coated tablets (amlodipine/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-613075564472c8742b180667f231d172.json.html",
      },
    ],
  },
  {
    id: "sc-p30a-amlo-vals-sjw-and-losalt",
    title: "Man on amlodipine/valsartan uses LoSalt and takes St John's wort",
    profile: {
      medicines: ["amlodipine/valsartan 10mg/320mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "LoSalt reduced-sodium salt substitute (potassium chloride; about 330 mg potassium per 1 g)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 330,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 3,
      },
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
          ingredient: "potassium",
          with: {
            medicine: "amlodipine/valsartan 10mg/320mg",
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "amlodipine/valsartan 10mg/320mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Amlodipine/Valsartan Mylan leaflet, "Other medicines": "Your doctor may need to change your dose and/or to take other precautions. In some cases you may have to stop taking one of the medicines. This applies especially to the medicines listed below: ... potassium-sparing diuretics, potassium supplements, salt substitutes containing potassium and other substances that may increase potassium levels". Amlodipine/Valsartan Mylan leaflet, "Other medicines": "Your doctor may need to change your dose and/or to take other precautions. ... This applies especially to the medicines listed below: ... St. John\'s wort". Both items are named - moderate for each.',
    sources: [
      {
        title:
          "Amlodipine/Valsartan Mylan film-coated tablets (amlodipine/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-613075564472c8742b180667f231d172.json.html",
      },
    ],
  },
  {
    id: "sc-p30a-amlo-vals-vitamin-d-quiet",
    title: "Woman on amlodipine/valsartan takes vitamin D3 over winter",
    profile: {
      medicines: ["amlodipine/valsartan 5mg/160mg"],
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
            medicine: "amlodipine/valsartan 5mg/160mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the leaflet names "potassium supplements, salt substitutes containing potassium" and "St. John\'s wort" only (plus grapefruit), with no general vitamin/herbal line. Vitamin D is not named and has no known interaction with amlodipine or valsartan.',
    sources: [
      {
        title:
          "Amlodipine/Valsartan Mylan film-coated tablets (amlodipine/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-613075564472c8742b180667f231d172.json.html",
      },
    ],
  },
  {
    id: "sc-p30a-amlo-vals-glucosamine-quiet",
    title: "Man on amlodipine/valsartan takes glucosamine for knee pain",
    profile: {
      medicines: ["amlodipine/valsartan 10mg/160mg"],
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
            medicine: "amlodipine/valsartan 10mg/160mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the leaflet names "potassium supplements, salt substitutes containing potassium" and "St. John\'s wort" only (plus grapefruit), with no general vitamin/herbal line. Glucosamine is not named and has no potassium or CYP3A4 effect.',
    sources: [
      {
        title:
          "Amlodipine/Valsartan Mylan film-coated tablets (amlodipine/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-613075564472c8742b180667f231d172.json.html",
      },
    ],
  },
  {
    id: "sc-p30a-amlo-vals-b12-quiet",
    title: "Vegan woman on amlodipine/valsartan takes vitamin B12",
    profile: {
      medicines: ["amlodipine/valsartan 5mg/80mg"],
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
            medicine: "amlodipine/valsartan 5mg/80mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the leaflet names "potassium supplements, salt substitutes containing potassium" and "St. John\'s wort" only (plus grapefruit), with no general vitamin/herbal line. Vitamin B12 is not named and has no plausible interaction.',
    sources: [
      {
        title:
          "Amlodipine/Valsartan Mylan film-coated tablets (amlodipine/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-613075564472c8742b180667f231d172.json.html",
      },
    ],
  },
  {
    id: "sc-p30a-kinzalmono-losalt",
    title: "Man on Kinzalmono switches to LoSalt",
    profile: {
      medicines: ["Kinzalmono 40mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "LoSalt reduced-sodium salt substitute (potassium chloride; about 330 mg potassium per 1 g)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 330,
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
          ingredient: "potassium",
          with: {
            medicine: "Kinzalmono 40mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kinzalmono leaflet, "Other medicines and Kinzalmono": "Your doctor may need to change the dose of these other medications or take other precautions. In some cases you may have to stop taking one of the medicines. This applies especially to ...: Medicines that may increase blood potassium levels such as salt substitutes containing potassium, potassium-sparing diuretics ...". Named: "salt substitutes containing potassium" - moderate.',
    sources: [
      {
        title: "Kinzalmono tablets (telmisartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6404d750b55233d0f151554095da73f0.html",
      },
    ],
  },
  {
    id: "sc-p30a-telmisartan-losalt",
    title: "Woman on telmisartan (Kinzalmono) uses a potassium salt substitute in cooking",
    profile: {
      medicines: ["telmisartan 80mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "LoSalt reduced-sodium salt substitute (potassium chloride; about 330 mg potassium per 1 g)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 330,
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
          ingredient: "potassium",
          with: {
            medicine: "telmisartan 80mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kinzalmono leaflet, "Other medicines and Kinzalmono": "Your doctor may need to change the dose of these other medications or take other precautions. In some cases you may have to stop taking one of the medicines. This applies especially to ...: Medicines that may increase blood potassium levels such as salt substitutes containing potassium, potassium-sparing diuretics ...". Kinzalmono is telmisartan; salt substitute with potassium is named - moderate.',
    sources: [
      {
        title: "Kinzalmono tablets (telmisartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6404d750b55233d0f151554095da73f0.html",
      },
    ],
  },
  {
    id: "sc-p30a-kinzalmono-potassium-tablets",
    title: "Man on Kinzalmono 80 mg takes potassium tablets for cramps",
    profile: {
      medicines: ["Kinzalmono 80mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium supplement tablets (potassium 200 mg)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 200,
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
            medicine: "Kinzalmono 80mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kinzalmono leaflet, "Other medicines and Kinzalmono": "Your doctor may need to change the dose of these other medications or take other precautions. In some cases you may have to stop taking one of the medicines. This applies especially to ...: Medicines that may increase blood potassium levels such as salt substitutes containing potassium, potassium-sparing diuretics ...". A potassium supplement is a "medicine that may increase blood potassium levels" - moderate.',
    sources: [
      {
        title: "Kinzalmono tablets (telmisartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6404d750b55233d0f151554095da73f0.html",
      },
    ],
  },
  {
    id: "sc-p30a-kinzalmono-effervescent-potassium",
    title: "Woman on Kinzalmono takes effervescent potassium chloride",
    profile: {
      medicines: ["Kinzalmono 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Effervescent potassium chloride tablets (12 mmol, about 470 mg potassium)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 470,
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
            medicine: "Kinzalmono 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kinzalmono leaflet, "Other medicines and Kinzalmono": "Your doctor may need to change the dose of these other medications or take other precautions. In some cases you may have to stop taking one of the medicines. This applies especially to ...: Medicines that may increase blood potassium levels such as salt substitutes containing potassium, potassium-sparing diuretics ...". Potassium chloride raises blood potassium - moderate.',
    sources: [
      {
        title: "Kinzalmono tablets (telmisartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6404d750b55233d0f151554095da73f0.html",
      },
    ],
  },
  {
    id: "sc-p30a-kinzalmono-vitamin-d-quiet",
    title: "Woman on Kinzalmono takes vitamin D3 daily",
    profile: {
      medicines: ["Kinzalmono 40mg"],
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
            medicine: "Kinzalmono 40mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Kinzalmono names only potassium-raising products ("salt substitutes containing potassium") and has no vitamin/herbal line. Vitamin D is not named and has no potassium or blood pressure effect.',
    sources: [
      {
        title: "Kinzalmono tablets (telmisartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6404d750b55233d0f151554095da73f0.html",
      },
    ],
  },
  {
    id: "sc-p30a-kinzalmono-fish-oil-quiet",
    title: "Man on Kinzalmono takes omega-3 fish oil",
    profile: {
      medicines: ["Kinzalmono 80mg"],
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
            medicine: "Kinzalmono 80mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Kinzalmono names only potassium-raising products ("salt substitutes containing potassium") and has no vitamin/herbal line. Fish oil is not named and raises no potassium.',
    sources: [
      {
        title: "Kinzalmono tablets (telmisartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6404d750b55233d0f151554095da73f0.html",
      },
    ],
  },
  {
    id: "sc-p30a-kinzalmono-glucosamine-quiet",
    title: "Older woman on Kinzalmono takes glucosamine",
    profile: {
      medicines: ["Kinzalmono 40mg"],
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
            medicine: "Kinzalmono 40mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Kinzalmono names only potassium-raising products ("salt substitutes containing potassium") and has no vitamin/herbal line. Glucosamine is not named and has no plausible interaction with telmisartan.',
    sources: [
      {
        title: "Kinzalmono tablets (telmisartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6404d750b55233d0f151554095da73f0.html",
      },
    ],
  },
  {
    id: "sc-p30a-lce-ferrous-sulfate",
    title: "Man with Parkinson's on levodopa/carbidopa/entacapone starts ferrous sulfate",
    profile: {
      medicines: ["levodopa/carbidopa/entacapone 100/25/200mg"],
      conditions: ["Parkinson's disease"],
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
            medicine: "levodopa/carbidopa/entacapone 100/25/200mg",
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
      'Levodopa/Carbidopa/Entacapone Orion leaflet, "Other medicines": "Levodopa/Carbidopa/Entacapone Orion may make it harder for you to digest iron. Therefore, do not take Levodopa/Carbidopa/Entacapone Orion and iron supplements at the same time. After taking one of them, wait at least 2 to 3 hours before taking the other." Spacing instruction ("wait at least 2 to 3 hours") - minor, at most moderate.',
    sources: [
      {
        title:
          "Levodopa/Carbidopa/Entacapone Orion film-coated tablets (levodopa/carbidopa/entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d95102bde9e6478e73d009f96eccf149.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-lce-iron-gentle",
    title: "Woman on levodopa/carbidopa/entacapone takes a gentle iron bisglycinate supplement",
    profile: {
      medicines: ["levodopa/carbidopa/entacapone 150/37.5/200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Gentle iron (iron bisglycinate) 20 mg capsules",
          ingredients: [
            {
              ingredient: "iron",
              amount: 20,
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
            medicine: "levodopa/carbidopa/entacapone 150/37.5/200mg",
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
      'Levodopa/Carbidopa/Entacapone Orion leaflet, "Other medicines": "Levodopa/Carbidopa/Entacapone Orion may make it harder for you to digest iron. Therefore, do not take Levodopa/Carbidopa/Entacapone Orion and iron supplements at the same time. After taking one of them, wait at least 2 to 3 hours before taking the other." Any iron supplement needs the 2-3 hour gap - minor.',
    sources: [
      {
        title:
          "Levodopa/Carbidopa/Entacapone Orion film-coated tablets (levodopa/carbidopa/entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d95102bde9e6478e73d009f96eccf149.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-lce-feroglobin",
    title: "Man on levodopa/carbidopa/entacapone takes an iron and B-vitamin tonic",
    profile: {
      medicines: ["levodopa/carbidopa/entacapone 100/25/200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron and vitamin B tonic liquid (iron 12 mg per 10 ml)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 12,
              unit: "mg",
            },
            {
              ingredient: "vitamin-b12",
              amount: 2,
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
          ingredient: "iron",
          with: {
            medicine: "levodopa/carbidopa/entacapone 100/25/200mg",
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
      'Levodopa/Carbidopa/Entacapone Orion leaflet, "Other medicines": "Levodopa/Carbidopa/Entacapone Orion may make it harder for you to digest iron. Therefore, do not take Levodopa/Carbidopa/Entacapone Orion and iron supplements at the same time. After taking one of them, wait at least 2 to 3 hours before taking the other." The iron in the tonic needs spacing - minor. (No expectation on the B12.)',
    sources: [
      {
        title:
          "Levodopa/Carbidopa/Entacapone Orion film-coated tablets (levodopa/carbidopa/entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d95102bde9e6478e73d009f96eccf149.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-lce-multivit-iron",
    title: "Woman on levodopa/carbidopa/entacapone takes an A-Z multivitamin with iron",
    profile: {
      medicines: ["levodopa/carbidopa/entacapone 75/18.75/200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin with iron (iron 14 mg, vitamin C 80 mg)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
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
          ingredient: "iron",
          with: {
            medicine: "levodopa/carbidopa/entacapone 75/18.75/200mg",
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
      'Levodopa/Carbidopa/Entacapone Orion leaflet, "Other medicines": "Levodopa/Carbidopa/Entacapone Orion may make it harder for you to digest iron. Therefore, do not take Levodopa/Carbidopa/Entacapone Orion and iron supplements at the same time. After taking one of them, wait at least 2 to 3 hours before taking the other." Minor spacing for the iron content.',
    sources: [
      {
        title:
          "Levodopa/Carbidopa/Entacapone Orion film-coated tablets (levodopa/carbidopa/entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d95102bde9e6478e73d009f96eccf149.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-lce-whey-protein",
    title: "Man on levodopa/carbidopa/entacapone drinks whey protein shakes with his tablets",
    profile: {
      medicines: ["levodopa/carbidopa/entacapone 100/25/200mg"],
      conditions: ["Parkinson's disease"],
    },
    stack: [
      {
        custom: {
          name: "Whey protein powder (25 g protein per scoop)",
          ingredients: [
            {
              ingredient: "whey-protein",
              amount: 25,
              unit: "g",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "whey-protein",
          with: {
            medicine: "levodopa/carbidopa/entacapone 100/25/200mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Levodopa/Carbidopa/Entacapone Orion leaflet, "with food and drink": "For some patients, Levodopa/Carbidopa/Entacapone Orion may not be well absorbed if it is taken with, or shortly after eating protein-rich food (such as meats, fish, dairy products, seeds and nuts). Consult your doctor if you think this applies to you." A high-protein shake taken with the dose can lower absorption for some patients; the leaflet says consult the doctor - at least minor.',
    sources: [
      {
        title:
          "Levodopa/Carbidopa/Entacapone Orion film-coated tablets (levodopa/carbidopa/entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d95102bde9e6478e73d009f96eccf149.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-lce-vitamin-d-quiet",
    title: "Woman with Parkinson's on levodopa/carbidopa/entacapone takes vitamin D3",
    profile: {
      medicines: ["levodopa/carbidopa/entacapone 100/25/200mg"],
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
            medicine: "levodopa/carbidopa/entacapone 100/25/200mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the leaflet names only "iron supplements" and "protein-rich food", with no vitamin/herbal line. Vitamin D is not named and has no known effect on levodopa absorption.',
    sources: [
      {
        title:
          "Levodopa/Carbidopa/Entacapone Orion film-coated tablets (levodopa/carbidopa/entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d95102bde9e6478e73d009f96eccf149.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-lce-coq10-quiet",
    title: "Man on levodopa/carbidopa/entacapone takes CoQ10 capsules",
    profile: {
      medicines: ["levodopa/carbidopa/entacapone 100/25/200mg"],
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
            medicine: "levodopa/carbidopa/entacapone 100/25/200mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the leaflet names only "iron supplements" and "protein-rich food", with no vitamin/herbal line. CoQ10 is not named and has no known interaction with levodopa/carbidopa/entacapone.',
    sources: [
      {
        title:
          "Levodopa/Carbidopa/Entacapone Orion film-coated tablets (levodopa/carbidopa/entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d95102bde9e6478e73d009f96eccf149.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-lce-fish-oil-quiet",
    title: "Woman on levodopa/carbidopa/entacapone takes omega-3 fish oil",
    profile: {
      medicines: ["levodopa/carbidopa/entacapone 150/37.5/200mg"],
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
            medicine: "levodopa/carbidopa/entacapone 150/37.5/200mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the leaflet names only "iron supplements" and "protein-rich food", with no vitamin/herbal line. Fish oil is not named.',
    sources: [
      {
        title:
          "Levodopa/Carbidopa/Entacapone Orion film-coated tablets (levodopa/carbidopa/entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d95102bde9e6478e73d009f96eccf149.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-cinacalcet-b12-quiet",
    title: "Dialysis patient on cinacalcet takes vitamin B12",
    profile: {
      medicines: ["cinacalcet 30mg"],
      conditions: ["kidney dialysis"],
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
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the cinacalcet leaflet names no supplement or herb (calcium/vitamin D deliberately not used as quiet cases because cinacalcet lowers calcium: "Cinacalcet Accordpharma reduces calcium levels"). Vitamin B12 is not named and has no effect on cinacalcet.',
    sources: [
      {
        title:
          "Cinacalcet Accordpharma/Mylan film-coated tablets (cinacalcet) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-52a624241d4cc518b719672757fc515f.html",
      },
    ],
  },
  {
    id: "sc-p30a-cinacalcet-glucosamine-quiet",
    title: "Woman with primary hyperparathyroidism on cinacalcet takes glucosamine",
    profile: {
      medicines: ["cinacalcet 30mg"],
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
            medicine: "cinacalcet 30mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the cinacalcet leaflet names no supplement or herb (calcium/vitamin D deliberately not used as quiet cases because cinacalcet lowers calcium: "Cinacalcet Accordpharma reduces calcium levels"). Glucosamine is not named and has no plausible interaction.',
    sources: [
      {
        title:
          "Cinacalcet Accordpharma/Mylan film-coated tablets (cinacalcet) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-52a624241d4cc518b719672757fc515f.html",
      },
    ],
  },
  {
    id: "sc-p30a-karvea-losalt",
    title: "Man with diabetic kidney disease on Karvea uses LoSalt",
    profile: {
      medicines: ["Karvea 300mg"],
      conditions: ["type 2 diabetes", "kidney disease"],
    },
    stack: [
      {
        custom: {
          name: "LoSalt reduced-sodium salt substitute (potassium chloride; about 330 mg potassium per 1 g)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 330,
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
          ingredient: "potassium",
          with: {
            medicine: "Karvea 300mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Karvea leaflet, "Other medicines and Karvea": "You may need to have blood checks if you take: * potassium supplements * salt substitutes containing potassium * potassium-sparing medicines (such as certain diuretics) ...". Blood checks needed - ask the doctor first, moderate.',
    sources: [
      {
        title: "Karvea tablets (irbesartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d99852efa4d4976d99a584078a2ca48c.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-irbesartan-karvea-potassium-tablets",
    title: "Woman on irbesartan (Karvea) buys potassium tablets",
    profile: {
      medicines: ["irbesartan 150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium supplement tablets (potassium 200 mg)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 200,
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
            medicine: "irbesartan 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Karvea leaflet, "Other medicines and Karvea": "You may need to have blood checks if you take: * potassium supplements * salt substitutes containing potassium * potassium-sparing medicines (such as certain diuretics) ...". Karvea is irbesartan; potassium supplements are named - moderate.',
    sources: [
      {
        title: "Karvea tablets (irbesartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d99852efa4d4976d99a584078a2ca48c.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-karvea-effervescent-potassium",
    title: "Man on Karvea takes effervescent potassium after a stomach bug",
    profile: {
      medicines: ["Karvea 150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Effervescent potassium chloride tablets (12 mmol, about 470 mg potassium)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 470,
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
            medicine: "Karvea 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Karvea leaflet, "Other medicines and Karvea": "You may need to have blood checks if you take: * potassium supplements * salt substitutes containing potassium * potassium-sparing medicines (such as certain diuretics) ...". Moderate: potassium supplement named with "blood checks".',
    sources: [
      {
        title: "Karvea tablets (irbesartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d99852efa4d4976d99a584078a2ca48c.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-karvea-vitamin-d-quiet",
    title: "Woman on Karvea takes vitamin D3",
    profile: {
      medicines: ["Karvea 150mg"],
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
            medicine: "Karvea 150mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Karvea names only "potassium supplements" and "salt substitutes containing potassium" among non-prescription products, with no vitamin/herbal line; "Karvea can be taken with or without food". Vitamin D is not named and does not raise potassium.',
    sources: [
      {
        title: "Karvea tablets (irbesartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d99852efa4d4976d99a584078a2ca48c.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-karvea-b12-quiet",
    title: "Man on Karvea and metformin takes vitamin B12",
    profile: {
      medicines: ["Karvea 300mg", "metformin 500mg"],
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
            medicine: "Karvea 300mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Karvea names only "potassium supplements" and "salt substitutes containing potassium" among non-prescription products, with no vitamin/herbal line; "Karvea can be taken with or without food". Vitamin B12 is not named and has no plausible interaction with irbesartan.',
    sources: [
      {
        title: "Karvea tablets (irbesartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d99852efa4d4976d99a584078a2ca48c.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-karvea-glucosamine-quiet",
    title: "Older man on Karvea takes glucosamine for his knees",
    profile: {
      medicines: ["Karvea 150mg"],
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
            medicine: "Karvea 150mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Karvea names only "potassium supplements" and "salt substitutes containing potassium" among non-prescription products, with no vitamin/herbal line; "Karvea can be taken with or without food". Glucosamine is not named.',
    sources: [
      {
        title: "Karvea tablets (irbesartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d99852efa4d4976d99a584078a2ca48c.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-ecansya-folic-acid-5mg",
    title: "Woman on Ecansya for breast cancer takes folic acid 5 mg from an old prescription",
    profile: {
      medicines: ["Ecansya 500mg"],
      conditions: ["breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 5 mg tablets (bought with prescription advice)",
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
      flags: [
        {
          ingredient: "folic-acid",
          with: {
            medicine: "Ecansya 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ecansya leaflet, "Other medicines and Ecansya": "taking more than one medicine at the same time can strengthen or weaken the effect of the medicines ... Also, you need to be particularly careful if you are taking any of the following: ... certain medicines used to treat cancer (folinic acid, ...), - medicines used to treat folic acid deficiency." A 5 mg folic acid tablet is a treatment for folic acid deficiency; "particularly careful" - tell the oncology team, moderate.',
    sources: [
      {
        title: "Ecansya film-coated tablets (capecitabine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-efa7f0457f33e21d0516b1da0af6e176.html",
      },
    ],
  },
  {
    id: "sc-p30a-capecitabine-ecansya-folic-acid-400",
    title: "Man on capecitabine (Ecansya) buys folic acid 400 micrograms",
    profile: {
      medicines: ["capecitabine 500mg"],
      conditions: ["bowel cancer"],
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
            medicine: "capecitabine 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ecansya leaflet, "Other medicines and Ecansya": "taking more than one medicine at the same time can strengthen or weaken the effect of the medicines ... Also, you need to be particularly careful if you are taking any of the following: ... certain medicines used to treat cancer (folinic acid, ...), - medicines used to treat folic acid deficiency." Folate supplements are in the "particularly careful" group (folate/folinic acid can strengthen capecitabine\'s effect) - moderate.',
    sources: [
      {
        title: "Ecansya film-coated tablets (capecitabine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-efa7f0457f33e21d0516b1da0af6e176.html",
      },
    ],
  },
  {
    id: "sc-p30a-ecansya-pregnacare-style-folate",
    title: "Woman on Ecansya takes a women's multivitamin containing folic acid",
    profile: {
      medicines: ["Ecansya 150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Women's multivitamin (folic acid 400 micrograms, vitamin D 10 micrograms)",
          ingredients: [
            {
              ingredient: "folic-acid",
              amount: 400,
              unit: "µg",
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
          ingredient: "folic-acid",
          with: {
            medicine: "Ecansya 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ecansya leaflet, "Other medicines and Ecansya": "taking more than one medicine at the same time can strengthen or weaken the effect of the medicines ... Also, you need to be particularly careful if you are taking any of the following: ... certain medicines used to treat cancer (folinic acid, ...), - medicines used to treat folic acid deficiency." The folic acid component belongs to the named group - moderate. (No expectation for the vitamin D.)',
    sources: [
      {
        title: "Ecansya film-coated tablets (capecitabine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-efa7f0457f33e21d0516b1da0af6e176.html",
      },
    ],
  },
  {
    id: "sc-p30a-ecansya-vitamin-d-quiet",
    title: "Man on Ecansya takes vitamin D3",
    profile: {
      medicines: ["Ecansya 500mg"],
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
            medicine: "Ecansya 500mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Ecansya names folinic acid and "medicines used to treat folic acid deficiency" as its only vitamin-type items, with no herbal line. Vitamin D is not named and does not affect capecitabine.',
    sources: [
      {
        title: "Ecansya film-coated tablets (capecitabine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-efa7f0457f33e21d0516b1da0af6e176.html",
      },
    ],
  },
  {
    id: "sc-p30a-ecansya-glucosamine-quiet",
    title: "Woman on Ecansya takes glucosamine for arthritis",
    profile: {
      medicines: ["Ecansya 150mg"],
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
            medicine: "Ecansya 150mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Ecansya names folinic acid and "medicines used to treat folic acid deficiency" as its only vitamin-type items, with no herbal line. Glucosamine is not named and has no known interaction with capecitabine.',
    sources: [
      {
        title: "Ecansya film-coated tablets (capecitabine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-efa7f0457f33e21d0516b1da0af6e176.html",
      },
    ],
  },
  {
    id: "sc-p30a-abseamed-ferrous-sulfate",
    title: "Dialysis patient on Abseamed buys ferrous sulfate without telling the renal team",
    profile: {
      medicines: ["Abseamed injection"],
      conditions: ["kidney dialysis"],
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
            medicine: "Abseamed injection",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Abseamed leaflet, "Other medicines and Abseamed": "Iron supplements and other blood stimulants may increase the effectiveness of Abseamed. Your doctor will decide if it is right for you to take them." Section 3: "You may be given iron supplements before and during Abseamed treatment to make it more effective." The effect is wanted but "Your doctor will decide" - at least a note to check with the renal team (minor; a reviewer could argue moderate).',
    sources: [
      {
        title:
          "Abseamed solution for injection in a pre-filled syringe (epoetin alfa) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a15e9940fa017377fbf82f0af3d7e7f4.html",
      },
    ],
  },
  {
    id: "sc-p30a-epoetin-abseamed-iron-gentle",
    title: "Woman on epoetin alfa (Abseamed) for chemotherapy anaemia takes gentle iron",
    profile: {
      medicines: ["epoetin alfa injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Gentle iron (iron bisglycinate) 20 mg capsules",
          ingredients: [
            {
              ingredient: "iron",
              amount: 20,
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
            medicine: "epoetin alfa injection",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Abseamed leaflet, "Other medicines and Abseamed": "Iron supplements and other blood stimulants may increase the effectiveness of Abseamed. Your doctor will decide if it is right for you to take them." Section 3: "You may be given iron supplements before and during Abseamed treatment to make it more effective." Minor: the leaflet leaves iron to the doctor.',
    sources: [
      {
        title:
          "Abseamed solution for injection in a pre-filled syringe (epoetin alfa) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a15e9940fa017377fbf82f0af3d7e7f4.html",
      },
    ],
  },
  {
    id: "sc-p30a-abseamed-vitamin-d-quiet",
    title: "Man on Abseamed takes vitamin D3",
    profile: {
      medicines: ["Abseamed injection"],
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
            medicine: "Abseamed injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Abseamed names only iron supplements ("Iron supplements and other blood stimulants"), with no vitamin/herbal line. Vitamin D is not named and does not change the response to epoetin.',
    sources: [
      {
        title:
          "Abseamed solution for injection in a pre-filled syringe (epoetin alfa) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a15e9940fa017377fbf82f0af3d7e7f4.html",
      },
    ],
  },
  {
    id: "sc-p30a-abseamed-glucosamine-quiet",
    title: "Woman on Abseamed before knee surgery takes glucosamine",
    profile: {
      medicines: ["Abseamed injection"],
      conditions: ["knee surgery next month"],
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
            medicine: "Abseamed injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Abseamed names only iron supplements ("Iron supplements and other blood stimulants"), with no vitamin/herbal line. Glucosamine is not named and has no plausible interaction with epoetin alfa.',
    sources: [
      {
        title:
          "Abseamed solution for injection in a pre-filled syringe (epoetin alfa) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a15e9940fa017377fbf82f0af3d7e7f4.html",
      },
    ],
  },
  {
    id: "sc-p30a-fingolimod-sjw-tablets",
    title: "Woman with MS on fingolimod starts St John's wort for low mood",
    profile: {
      medicines: ["fingolimod 0.5mg"],
      conditions: ["multiple sclerosis"],
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
            medicine: "fingolimod 0.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Fingolimod Mylan leaflet, "Other medicines and Fingolimod Mylan": "Tell your doctor if you are taking any of the following medicines: ... Other medicines: ... carbamazepine, rifampicin, phenobarbital, phenytoin, efavirenz or St. John\'s Wort (Hypericum perforatum) (potential risk of reduced efficacy of Fingolimod Mylan)." Reduced efficacy of an MS treatment; tell the doctor - moderate.',
    sources: [
      {
        title:
          "Fingolimod Mylan 0.5 mg hard capsules (fingolimod) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-20340baf00f2c4ec417bbf6c08de7c1d.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-fingolimod-kira",
    title: "Man on Fingolimod Mylan buys Kira Low Mood Relief",
    profile: {
      medicines: ["Fingolimod Mylan 0.5mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Kira Low Mood Relief (St John's wort extract 300 mg) tablets",
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
            medicine: "Fingolimod Mylan 0.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Fingolimod Mylan leaflet, "Other medicines and Fingolimod Mylan": "Tell your doctor if you are taking any of the following medicines: ... Other medicines: ... carbamazepine, rifampicin, phenobarbital, phenytoin, efavirenz or St. John\'s Wort (Hypericum perforatum) (potential risk of reduced efficacy of Fingolimod Mylan)." Kira is St John\'s wort - moderate.',
    sources: [
      {
        title:
          "Fingolimod Mylan 0.5 mg hard capsules (fingolimod) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-20340baf00f2c4ec417bbf6c08de7c1d.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-fingolimod-sjw-tea",
    title: "Woman on fingolimod drinks St John's wort tea",
    profile: {
      medicines: ["fingolimod 0.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea bags (1.5 g herb)",
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
            medicine: "fingolimod 0.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Fingolimod Mylan leaflet, "Other medicines and Fingolimod Mylan": "Tell your doctor if you are taking any of the following medicines: ... Other medicines: ... carbamazepine, rifampicin, phenobarbital, phenytoin, efavirenz or St. John\'s Wort (Hypericum perforatum) (potential risk of reduced efficacy of Fingolimod Mylan)." Tea form is still the named herb - moderate.',
    sources: [
      {
        title:
          "Fingolimod Mylan 0.5 mg hard capsules (fingolimod) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-20340baf00f2c4ec417bbf6c08de7c1d.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-fingolimod-sjw-plus-vitamin-d",
    title: "MS patient on fingolimod takes vitamin D3 and adds St John's wort",
    profile: {
      medicines: ["fingolimod 0.5mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 100 micrograms (4000 IU) tablets",
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
            medicine: "fingolimod 0.5mg",
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
            medicine: "fingolimod 0.5mg",
          },
        },
      ],
    },
    rationale:
      'Fingolimod Mylan leaflet, "Other medicines and Fingolimod Mylan": "Tell your doctor if you are taking any of the following medicines: ... Other medicines: ... carbamazepine, rifampicin, phenobarbital, phenytoin, efavirenz or St. John\'s Wort (Hypericum perforatum) (potential risk of reduced efficacy of Fingolimod Mylan)." St John\'s wort is flagged (moderate); vitamin D is not named and has no known interaction with fingolimod, so it stays quiet.',
    sources: [
      {
        title:
          "Fingolimod Mylan 0.5 mg hard capsules (fingolimod) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-20340baf00f2c4ec417bbf6c08de7c1d.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-fingolimod-vitamin-d-quiet",
    title: "Woman with MS on fingolimod takes high-strength vitamin D3 (4000 IU)",
    profile: {
      medicines: ["fingolimod 0.5mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 100 micrograms (4000 IU) tablets",
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
            medicine: "fingolimod 0.5mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Fingolimod Mylan names St John\'s wort as its only herbal product ("St. John\'s Wort (Hypericum perforatum)") and has no vitamin line; "This medicine can be taken with or without food". Vitamin D is not named and has no known interaction with fingolimod (100 micrograms is the adult upper level, not above it).',
    sources: [
      {
        title:
          "Fingolimod Mylan 0.5 mg hard capsules (fingolimod) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-20340baf00f2c4ec417bbf6c08de7c1d.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-fingolimod-fish-oil-quiet",
    title: "Man on fingolimod takes omega-3 fish oil",
    profile: {
      medicines: ["Fingolimod Mylan 0.5mg"],
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
            medicine: "Fingolimod Mylan 0.5mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Fingolimod Mylan names St John\'s wort as its only herbal product ("St. John\'s Wort (Hypericum perforatum)") and has no vitamin line; "This medicine can be taken with or without food". Fish oil is not named and has no enzyme-inducing or heart-rate effect.',
    sources: [
      {
        title:
          "Fingolimod Mylan 0.5 mg hard capsules (fingolimod) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-20340baf00f2c4ec417bbf6c08de7c1d.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-fingolimod-b12-quiet",
    title: "Woman on fingolimod takes vitamin B12 for tiredness",
    profile: {
      medicines: ["fingolimod 0.5mg"],
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
            medicine: "fingolimod 0.5mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Fingolimod Mylan names St John\'s wort as its only herbal product ("St. John\'s Wort (Hypericum perforatum)") and has no vitamin line; "This medicine can be taken with or without food". Vitamin B12 is not named and has no plausible interaction.',
    sources: [
      {
        title:
          "Fingolimod Mylan 0.5 mg hard capsules (fingolimod) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-20340baf00f2c4ec417bbf6c08de7c1d.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-epoetin-hexal-iron-tablets",
    title: "Man with kidney disease on Epoetin alfa HEXAL buys iron tablets",
    profile: {
      medicines: ["Epoetin alfa HEXAL injection"],
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
            medicine: "Epoetin alfa HEXAL injection",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Epoetin alfa HEXAL leaflet, "Other medicines and Epoetin alfa HEXAL": "Iron supplements and other blood stimulants may increase the effectiveness of Epoetin alfa HEXAL. Your doctor will decide if it is right for you to take them." Iron is the doctor\'s decision - at least a note (minor).',
    sources: [
      {
        title:
          "Epoetin alfa HEXAL solution for injection in a pre-filled syringe (epoetin alfa) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-88ac51135926fe5f02906273e51ddf2f.xml.html",
      },
    ],
  },
  {
    id: "sc-p30a-epoetin-hexal-iron-liquid",
    title: "Woman on Epoetin alfa HEXAL during chemotherapy takes a liquid iron tonic",
    profile: {
      medicines: ["Epoetin alfa HEXAL injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Liquid iron tonic (iron 12 mg per 10 ml)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 12,
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
          ingredient: "iron",
          with: {
            medicine: "Epoetin alfa HEXAL injection",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Epoetin alfa HEXAL leaflet, "Other medicines and Epoetin alfa HEXAL": "Iron supplements and other blood stimulants may increase the effectiveness of Epoetin alfa HEXAL. Your doctor will decide if it is right for you to take them." Minor.',
    sources: [
      {
        title:
          "Epoetin alfa HEXAL solution for injection in a pre-filled syringe (epoetin alfa) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-88ac51135926fe5f02906273e51ddf2f.xml.html",
      },
    ],
  },
  {
    id: "sc-p30a-epoetin-hexal-fish-oil-quiet",
    title: "Man on Epoetin alfa HEXAL takes omega-3 fish oil",
    profile: {
      medicines: ["Epoetin alfa HEXAL injection"],
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
            medicine: "Epoetin alfa HEXAL injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Epoetin alfa HEXAL names only iron supplements ("Iron supplements and other blood stimulants"), with no vitamin/herbal line. Fish oil is not named and does not change the response to epoetin.',
    sources: [
      {
        title:
          "Epoetin alfa HEXAL solution for injection in a pre-filled syringe (epoetin alfa) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-88ac51135926fe5f02906273e51ddf2f.xml.html",
      },
    ],
  },
  {
    id: "sc-p30a-deferiprone-berocca-style",
    title: "Woman on deferiprone takes an effervescent B-vitamin and vitamin C energy tablet daily",
    profile: {
      medicines: ["deferiprone 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Effervescent energy tablet (vitamin C 500 mg, vitamin B6 10 mg, vitamin B12 10 micrograms)",
          ingredients: [
            {
              ingredient: "vitamin-c",
              amount: 500,
              unit: "mg",
            },
            {
              ingredient: "vitamin-b6",
              amount: 10,
              unit: "mg",
            },
            {
              ingredient: "vitamin-b12",
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
          ingredient: "vitamin-c",
          with: {
            medicine: "deferiprone 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Deferiprone Lipomed leaflet, "Other medicines and Deferiprone Lipomed": "Please consult with your doctor or pharmacist before taking vitamin C with Deferiprone Lipomed." The vitamin C in the tablet needs the doctor/pharmacist first - moderate. (No expectation for the B vitamins.)',
    sources: [
      {
        title:
          "Deferiprone Lipomed 500 mg film-coated tablets (deferiprone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4a09b3a8552105810368cbf52100627e.html",
      },
    ],
  },
  {
    id: "sc-p30a-deferiprone-slow-release-c",
    title: "Man on deferiprone buys slow-release vitamin C 500 mg for winter",
    profile: {
      medicines: ["Deferiprone Lipomed 500mg"],
      conditions: ["thalassaemia"],
    },
    stack: [
      {
        custom: {
          name: "Slow-release vitamin C 500 mg tablets",
          ingredients: [
            {
              ingredient: "vitamin-c",
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
          ingredient: "vitamin-c",
          with: {
            medicine: "Deferiprone Lipomed 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Deferiprone Lipomed leaflet, "Other medicines and Deferiprone Lipomed": "Please consult with your doctor or pharmacist before taking vitamin C with Deferiprone Lipomed." Moderate.',
    sources: [
      {
        title:
          "Deferiprone Lipomed 500 mg film-coated tablets (deferiprone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4a09b3a8552105810368cbf52100627e.html",
      },
    ],
  },
  {
    id: "sc-p30a-deferiprone-folic-acid-quiet",
    title: "Thalassaemia patient on deferiprone takes folic acid 5 mg as advised by the haematology clinic",
    profile: {
      medicines: ["deferiprone 500mg"],
      conditions: ["thalassaemia"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 5 mg tablets (bought with prescription advice)",
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
            medicine: "deferiprone 500mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the leaflet names only aluminium-based antacids ("Do not take aluminium-based antacids at the same time as taking Deferiprone Lipomed") and vitamin C, and has no general vitamin/herbal line. Folic acid is not named, carries no metal ion and is routinely co-prescribed in thalassaemia.',
    sources: [
      {
        title:
          "Deferiprone Lipomed 500 mg film-coated tablets (deferiprone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4a09b3a8552105810368cbf52100627e.html",
      },
    ],
  },
  {
    id: "sc-p30a-leflunomide-charcoal-travel",
    title: "Woman on leflunomide packs charcoal tablets for traveller's tummy",
    profile: {
      medicines: ["leflunomide 20mg"],
      conditions: ["rheumatoid arthritis"],
    },
    stack: [
      {
        custom: {
          name: "Charcoal tablets (activated charcoal 250 mg)",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 250,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 4,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "activated-charcoal",
          with: {
            medicine: "leflunomide 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Leflunomide Zentiva leaflet, "Other medicines": "This is especially important if you are taking: ... a medicine called colestyramine (used to reduce high cholesterol) or activated charcoal as these medicines can reduce the amount of Leflunomide Zentiva which is absorbed by the body." Moderate.',
    sources: [
      {
        title:
          "Leflunomide Zentiva film-coated tablets (leflunomide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-77a855e484d10473c2746e9b03c57dde.html",
      },
    ],
  },
  {
    id: "sc-p30a-leflunomide-glucosamine-quiet",
    title: "Man with RA on leflunomide takes glucosamine",
    profile: {
      medicines: ["leflunomide 20mg"],
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
            medicine: "leflunomide 20mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; leaflet names activated charcoal as its only non-prescription product; its OTC line is about medicines ("This includes medicines obtained without a prescription"), with no vitamin/herbal wording. Glucosamine is not named and has no known interaction with leflunomide.',
    sources: [
      {
        title:
          "Leflunomide Zentiva film-coated tablets (leflunomide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-77a855e484d10473c2746e9b03c57dde.html",
      },
    ],
  },
  {
    id: "sc-p30a-amlo-vals-potassium-gluconate",
    title: "Man on amlodipine/valsartan buys potassium gluconate tablets online",
    profile: {
      medicines: ["amlodipine/valsartan 5mg/160mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium gluconate 595 mg tablets (99 mg potassium)",
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
            medicine: "amlodipine/valsartan 5mg/160mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Amlodipine/Valsartan Mylan leaflet, "Other medicines": "Your doctor may need to change your dose and/or to take other precautions. In some cases you may have to stop taking one of the medicines. This applies especially to the medicines listed below: ... potassium-sparing diuretics, potassium supplements, salt substitutes containing potassium and other substances that may increase potassium levels". Even a low-dose potassium supplement is a "potassium supplement" - moderate.',
    sources: [
      {
        title:
          "Amlodipine/Valsartan Mylan film-coated tablets (amlodipine/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-613075564472c8742b180667f231d172.json.html",
      },
    ],
  },
  {
    id: "sc-p30a-kinzalmono-potassium-gluconate",
    title: "Woman on Kinzalmono takes potassium gluconate for cramps",
    profile: {
      medicines: ["Kinzalmono 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium gluconate 595 mg tablets (99 mg potassium)",
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
            medicine: "Kinzalmono 40mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kinzalmono leaflet, "Other medicines and Kinzalmono": "Your doctor may need to change the dose of these other medications or take other precautions. In some cases you may have to stop taking one of the medicines. This applies especially to ...: Medicines that may increase blood potassium levels such as salt substitutes containing potassium, potassium-sparing diuretics ...". Potassium supplement: may increase blood potassium - moderate.',
    sources: [
      {
        title: "Kinzalmono tablets (telmisartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6404d750b55233d0f151554095da73f0.html",
      },
    ],
  },
  {
    id: "sc-p30a-kinzalmono-coq10-quiet",
    title: "Man on Kinzalmono and a statin takes CoQ10",
    profile: {
      medicines: ["Kinzalmono 80mg", "atorvastatin 20mg"],
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
            medicine: "Kinzalmono 80mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Kinzalmono names only potassium-raising products ("salt substitutes containing potassium") and has no vitamin/herbal line. CoQ10 is not named and has no potassium effect.',
    sources: [
      {
        title: "Kinzalmono tablets (telmisartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6404d750b55233d0f151554095da73f0.html",
      },
    ],
  },
  {
    id: "sc-p30a-karvea-potassium-gluconate",
    title: "Man on Karvea takes potassium gluconate",
    profile: {
      medicines: ["Karvea 150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium gluconate 595 mg tablets (99 mg potassium)",
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
            medicine: "Karvea 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Karvea leaflet, "Other medicines and Karvea": "You may need to have blood checks if you take: * potassium supplements * salt substitutes containing potassium * potassium-sparing medicines (such as certain diuretics) ...". Potassium supplement named - moderate.',
    sources: [
      {
        title: "Karvea tablets (irbesartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d99852efa4d4976d99a584078a2ca48c.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-lce-ferrous-fumarate",
    title: "Woman on levodopa/carbidopa/entacapone prescribed ferrous fumarate for anaemia",
    profile: {
      medicines: ["levodopa/carbidopa/entacapone 100/25/200mg", "ferrous fumarate 210mg"],
      conditions: ["Parkinson's disease"],
    },
    stack: [
      {
        custom: {
          name: "Ferrous fumarate 210 mg tablets (68 mg iron)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 68,
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
          ingredient: "iron",
          with: {
            medicine: "levodopa/carbidopa/entacapone 100/25/200mg",
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
      'Levodopa/Carbidopa/Entacapone Orion leaflet, "Other medicines": "Levodopa/Carbidopa/Entacapone Orion may make it harder for you to digest iron. Therefore, do not take Levodopa/Carbidopa/Entacapone Orion and iron supplements at the same time. After taking one of them, wait at least 2 to 3 hours before taking the other." Spacing: "wait at least 2 to 3 hours" - minor.',
    sources: [
      {
        title:
          "Levodopa/Carbidopa/Entacapone Orion film-coated tablets (levodopa/carbidopa/entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d95102bde9e6478e73d009f96eccf149.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-lce-spatone",
    title: "Man on levodopa/carbidopa/entacapone drinks Spatone iron water",
    profile: {
      medicines: ["levodopa/carbidopa/entacapone 100/25/200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Spatone iron-rich water sachet (5 mg iron)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 5,
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
            medicine: "levodopa/carbidopa/entacapone 100/25/200mg",
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
      'Levodopa/Carbidopa/Entacapone Orion leaflet, "Other medicines": "Levodopa/Carbidopa/Entacapone Orion may make it harder for you to digest iron. Therefore, do not take Levodopa/Carbidopa/Entacapone Orion and iron supplements at the same time. After taking one of them, wait at least 2 to 3 hours before taking the other." Any iron supplement - minor spacing.',
    sources: [
      {
        title:
          "Levodopa/Carbidopa/Entacapone Orion film-coated tablets (levodopa/carbidopa/entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d95102bde9e6478e73d009f96eccf149.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-lce-b12-quiet",
    title: "Woman on levodopa/carbidopa/entacapone takes vitamin B12",
    profile: {
      medicines: ["levodopa/carbidopa/entacapone 100/25/200mg"],
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
            medicine: "levodopa/carbidopa/entacapone 100/25/200mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the leaflet names only "iron supplements" and "protein-rich food", with no vitamin/herbal line. Vitamin B12 is not named and has no effect on levodopa absorption.',
    sources: [
      {
        title:
          "Levodopa/Carbidopa/Entacapone Orion film-coated tablets (levodopa/carbidopa/entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d95102bde9e6478e73d009f96eccf149.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-fingolimod-high-strength-sjw",
    title: "Man on fingolimod takes a high-strength St John's wort 900 mg tablet",
    profile: {
      medicines: ["fingolimod 0.5mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 900 mg tablets",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 900,
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
            medicine: "fingolimod 0.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Fingolimod Mylan leaflet, "Other medicines and Fingolimod Mylan": "Tell your doctor if you are taking any of the following medicines: ... Other medicines: ... carbamazepine, rifampicin, phenobarbital, phenytoin, efavirenz or St. John\'s Wort (Hypericum perforatum) (potential risk of reduced efficacy of Fingolimod Mylan)." Moderate.',
    sources: [
      {
        title:
          "Fingolimod Mylan 0.5 mg hard capsules (fingolimod) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-20340baf00f2c4ec417bbf6c08de7c1d.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-fingolimod-glucosamine-quiet",
    title: "Woman on fingolimod takes glucosamine for knee pain",
    profile: {
      medicines: ["fingolimod 0.5mg"],
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
            medicine: "fingolimod 0.5mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Fingolimod Mylan names St John\'s wort as its only herbal product ("St. John\'s Wort (Hypericum perforatum)") and has no vitamin line; "This medicine can be taken with or without food". Glucosamine is not named and has no enzyme-inducing or heart-rate effect.',
    sources: [
      {
        title:
          "Fingolimod Mylan 0.5 mg hard capsules (fingolimod) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-20340baf00f2c4ec417bbf6c08de7c1d.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-ecansya-b-complex-folate",
    title: "Man on Ecansya takes a vitamin B complex with folic acid",
    profile: {
      medicines: ["Ecansya 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B complex (folic acid 200 micrograms, vitamin B12 10 micrograms)",
          ingredients: [
            {
              ingredient: "folic-acid",
              amount: 200,
              unit: "µg",
            },
            {
              ingredient: "vitamin-b12",
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
          ingredient: "folic-acid",
          with: {
            medicine: "Ecansya 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ecansya leaflet, "Other medicines and Ecansya": "taking more than one medicine at the same time can strengthen or weaken the effect of the medicines ... Also, you need to be particularly careful if you are taking any of the following: ... certain medicines used to treat cancer (folinic acid, ...), - medicines used to treat folic acid deficiency." The folic acid content is in the named group - moderate. (No expectation for B12.)',
    sources: [
      {
        title: "Ecansya film-coated tablets (capecitabine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-efa7f0457f33e21d0516b1da0af6e176.html",
      },
    ],
  },
  {
    id: "sc-p30a-ecansya-fish-oil-quiet",
    title: "Woman on Ecansya takes omega-3 fish oil",
    profile: {
      medicines: ["Ecansya 500mg"],
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
            medicine: "Ecansya 500mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Ecansya names folinic acid and "medicines used to treat folic acid deficiency" as its only vitamin-type items, with no herbal line. Fish oil is not named and has no known effect on capecitabine.',
    sources: [
      {
        title: "Ecansya film-coated tablets (capecitabine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-efa7f0457f33e21d0516b1da0af6e176.html",
      },
    ],
  },
  {
    id: "sc-p30a-abseamed-multivit-iron",
    title: "Dialysis patient on Abseamed takes a multivitamin with 14 mg iron",
    profile: {
      medicines: ["Abseamed injection"],
      conditions: ["kidney dialysis"],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin with iron (iron 14 mg, vitamin C 80 mg)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
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
          ingredient: "iron",
          with: {
            medicine: "Abseamed injection",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Abseamed leaflet, "Other medicines and Abseamed": "Iron supplements and other blood stimulants may increase the effectiveness of Abseamed. Your doctor will decide if it is right for you to take them." Section 3: "You may be given iron supplements before and during Abseamed treatment to make it more effective." Minor note for the iron. (No expectation for vitamin C.)',
    sources: [
      {
        title:
          "Abseamed solution for injection in a pre-filled syringe (epoetin alfa) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a15e9940fa017377fbf82f0af3d7e7f4.html",
      },
    ],
  },
  {
    id: "sc-p30a-abseamed-fish-oil-quiet",
    title: "Woman on Abseamed takes omega-3 fish oil",
    profile: {
      medicines: ["Abseamed injection"],
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
            medicine: "Abseamed injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Abseamed names only iron supplements ("Iron supplements and other blood stimulants"), with no vitamin/herbal line. Fish oil is not named.',
    sources: [
      {
        title:
          "Abseamed solution for injection in a pre-filled syringe (epoetin alfa) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a15e9940fa017377fbf82f0af3d7e7f4.html",
      },
    ],
  },
  {
    id: "sc-p30a-epoetin-hexal-vitamin-d-quiet",
    title: "Woman on Epoetin alfa HEXAL takes vitamin D3",
    profile: {
      medicines: ["Epoetin alfa HEXAL injection"],
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
            medicine: "Epoetin alfa HEXAL injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Epoetin alfa HEXAL names only iron supplements ("Iron supplements and other blood stimulants"), with no vitamin/herbal line. Vitamin D is not named and does not change the response to epoetin.',
    sources: [
      {
        title:
          "Epoetin alfa HEXAL solution for injection in a pre-filled syringe (epoetin alfa) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-88ac51135926fe5f02906273e51ddf2f.xml.html",
      },
    ],
  },
  {
    id: "sc-p30a-incresync-vitamin-d-quiet",
    title: "Woman with type 2 diabetes on Incresync takes vitamin D3",
    profile: {
      medicines: ["Incresync 25mg/30mg"],
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
            medicine: "Incresync 25mg/30mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Incresync names only gemfibrozil and rifampicin ("In particular tell your doctor or pharmacist if you are taking any of the following: - gemfibrozil ... - rifampicin") and no supplement or herb. Glucose-lowering supplements were deliberately not used. Vitamin D is not named and does not affect alogliptin or pioglitazone.',
    sources: [
      {
        title:
          "Incresync film-coated tablets (alogliptin/pioglitazone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9cd7665100fd3b81b318cbcb65d45fef.xml.html",
      },
    ],
  },
  {
    id: "sc-p30a-incresync-b12-quiet",
    title: "Man on Incresync takes vitamin B12 tablets",
    profile: {
      medicines: ["Incresync 25mg/45mg"],
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
            medicine: "Incresync 25mg/45mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Incresync names only gemfibrozil and rifampicin ("In particular tell your doctor or pharmacist if you are taking any of the following: - gemfibrozil ... - rifampicin") and no supplement or herb. Glucose-lowering supplements were deliberately not used. Vitamin B12 is not named and has no plausible interaction.',
    sources: [
      {
        title:
          "Incresync film-coated tablets (alogliptin/pioglitazone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9cd7665100fd3b81b318cbcb65d45fef.xml.html",
      },
    ],
  },
  {
    id: "sc-p30a-byetta-vitamin-d-quiet",
    title: "Man with type 2 diabetes on Byetta takes a plain vitamin D3 tablet",
    profile: {
      medicines: ["Byetta 10 micrograms pen"],
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
            medicine: "Byetta 10 micrograms pen",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Byetta names no supplement; its timing advice is about "Stomach resistant tablets or capsules" and antibiotics ("this medicine slows stomach emptying"), so enteric-coated products were deliberately not used. A plain vitamin D tablet is not time-critical and is not named.',
    sources: [
      {
        title:
          "Byetta solution for injection in pre-filled pen (exenatide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9367ad7779ef7d59f46d4f6cb649b03e.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30a-byetta-b12-quiet",
    title: "Woman on Byetta and metformin takes vitamin B12",
    profile: {
      medicines: ["Byetta 5 micrograms pen", "metformin 1g"],
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
            medicine: "Byetta 5 micrograms pen",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Byetta names no supplement; its timing advice is about "Stomach resistant tablets or capsules" and antibiotics ("this medicine slows stomach emptying"), so enteric-coated products were deliberately not used. Vitamin B12 is not named and has no plausible interaction with exenatide.',
    sources: [
      {
        title:
          "Byetta solution for injection in pre-filled pen (exenatide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9367ad7779ef7d59f46d4f6cb649b03e.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30b-novonorm-sjw-tablets",
    title: "Man with type 2 diabetes on NovoNorm starts St John's wort tablets for low mood",
    profile: {
      medicines: ["NovoNorm 1mg"],
      conditions: ["type 2 diabetes"],
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
            medicine: "NovoNorm 1mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NovoNorm leaflet, "Other medicines and NovoNorm": "Your body\'s response to NovoNorm may change if you take other medicines, especially these: ... St. John\'s wort (herbal medicine)." A "may change" response to a blood-sugar-lowering tablet means check with the doctor or pharmacist first - moderate.',
    sources: [
      {
        title: "NovoNorm tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3d8be59753418e73dbd90a9360e898ae.html",
      },
    ],
  },
  {
    id: "sc-p30b-novonorm-kira",
    title: "Woman taking NovoNorm before meals buys Kira Low Mood Relief",
    profile: {
      medicines: ["NovoNorm 2mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kira Low Mood Relief (St John's wort extract 300 mg) tablets",
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
            medicine: "NovoNorm 2mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NovoNorm leaflet, "Other medicines and NovoNorm": "Your body\'s response to NovoNorm may change if you take other medicines, especially these: ... St. John\'s wort (herbal medicine)." Kira is a St John\'s wort product, so the named herb applies - moderate.',
    sources: [
      {
        title: "NovoNorm tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3d8be59753418e73dbd90a9360e898ae.html",
      },
    ],
  },
  {
    id: "sc-p30b-novonorm-vitd-quiet",
    title: "Man on NovoNorm takes a daily vitamin D3 tablet in winter",
    profile: {
      medicines: ["NovoNorm 0.5mg"],
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
            medicine: "NovoNorm 0.5mg",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; the NovoNorm leaflet names St John's wort as its only herbal product and has no general vitamin/herbal line (\"Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines\"). vitamin D is not named and has no known effect on repaglinide (\"Your body's response to NovoNorm may change if you take other medicines, especially these\" lists medicines and St John's wort only).",
    sources: [
      {
        title: "NovoNorm tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3d8be59753418e73dbd90a9360e898ae.html",
      },
    ],
  },
  {
    id: "sc-p30b-novonorm-fish-oil-quiet",
    title: "Retired woman on NovoNorm takes omega-3 fish oil capsules",
    profile: {
      medicines: ["NovoNorm 1mg"],
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
            medicine: "NovoNorm 1mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the NovoNorm leaflet names St John\'s wort as its only herbal product and has no general vitamin/herbal line ("Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines"). fish oil is not in the list of things that "may change" the response to NovoNorm.',
    sources: [
      {
        title: "NovoNorm tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3d8be59753418e73dbd90a9360e898ae.html",
      },
    ],
  },
  {
    id: "sc-p30b-prandin-sjw-tea",
    title: "Man on Prandin drinks St John's wort tea twice a day",
    profile: {
      medicines: ["Prandin 1mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea bags (1.5 g herb)",
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
            medicine: "Prandin 1mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Prandin leaflet, "Other medicines and Prandin": "Your body\'s response to Prandin may change if you take other medicines, especially these: ... St. John\'s wort (herbal medicine)." The herb as a tea is still St John\'s wort - moderate.',
    sources: [
      {
        title: "Prandin tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-171cf6efa1f321eb434b5635b2f1abe1.html",
      },
    ],
  },
  {
    id: "sc-p30b-prandin-sjw-capsules",
    title: "Woman on Prandin and metformin adds St John's wort capsules",
    profile: {
      medicines: ["Prandin 2mg", "metformin 500mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Prandin 2mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Prandin leaflet, "Other medicines and Prandin": "Your body\'s response to Prandin may change if you take other medicines, especially these: ... St. John\'s wort (herbal medicine)." Moderate: the leaflet lists the herb among products that alter the effect of Prandin.',
    sources: [
      {
        title: "Prandin tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-171cf6efa1f321eb434b5635b2f1abe1.html",
      },
    ],
  },
  {
    id: "sc-p30b-prandin-b12-quiet",
    title: "Man on Prandin takes a vitamin B12 tablet",
    profile: {
      medicines: ["Prandin 0.5mg"],
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
            medicine: "Prandin 0.5mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the Prandin leaflet names St John\'s wort as its only herbal product and has no general vitamin/herbal line ("Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines"). vitamin B12 is not named and does not affect repaglinide ("especially these: ..." lists medicines and "St. John\'s wort (herbal medicine)" only).',
    sources: [
      {
        title: "Prandin tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-171cf6efa1f321eb434b5635b2f1abe1.html",
      },
    ],
  },
  {
    id: "sc-p30b-prandin-calcium-quiet",
    title: "Older woman on Prandin takes a calcium carbonate tablet for her bones",
    profile: {
      medicines: ["Prandin 1mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g tablets (500 mg calcium)",
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
            medicine: "Prandin 1mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the Prandin leaflet names St John\'s wort as its only herbal product and has no general vitamin/herbal line ("Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines"). no antacid or mineral spacing is given (tablets are swallowed "immediately before or up to 30 minutes before each main meal"), and calcium is not named.',
    sources: [
      {
        title: "Prandin tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-171cf6efa1f321eb434b5635b2f1abe1.html",
      },
    ],
  },
  {
    id: "sc-p30b-repaglinide-krka-sjw",
    title: "Man on Repaglinide Krka starts St John's wort tablets",
    profile: {
      medicines: ["repaglinide 1mg"],
      conditions: ["type 2 diabetes"],
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
            medicine: "repaglinide 1mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Repaglinide Krka leaflet, "Other medicines and Repaglinide Krka": "Your body\'s response to Repaglinide Krka may change if you take other medicines, especially these: ... St. John\'s wort (herbal medicine)." The generic is repaglinide - moderate.',
    sources: [
      {
        title: "Repaglinide Krka tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ee6aef82d41445c7c0958abae70ec0df.html",
      },
    ],
  },
  {
    id: "sc-p30b-repaglinide-krka-sjw-plus-d3",
    title: "Woman on repaglinide takes St John's wort and vitamin D3",
    profile: {
      medicines: ["repaglinide 0.5mg"],
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
            medicine: "repaglinide 0.5mg",
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
            medicine: "repaglinide 0.5mg",
          },
        },
      ],
    },
    rationale:
      'Repaglinide Krka leaflet, "Other medicines and Repaglinide Krka": "Your body\'s response to Repaglinide Krka may change if you take other medicines, especially these: ... St. John\'s wort (herbal medicine)." Moderate for the herb; vitamin D is not named anywhere in sections 2-3 ("Tell your doctor or pharmacist if you are taking or have recently taken any other medicines" is the only general line), so no flag for it.',
    sources: [
      {
        title: "Repaglinide Krka tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ee6aef82d41445c7c0958abae70ec0df.html",
      },
    ],
  },
  {
    id: "sc-p30b-repaglinide-krka-probiotic-quiet",
    title: "Man on repaglinide takes a daily probiotic capsule",
    profile: {
      medicines: ["repaglinide 2mg"],
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
            medicine: "repaglinide 2mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the Repaglinide Krka leaflet names St John\'s wort as its only herbal product and has no general vitamin/herbal line ("Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines"). probiotics are not named ("St.John\'s wort (herbal medicine)" is the only non-medicine product listed).',
    sources: [
      {
        title: "Repaglinide Krka tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ee6aef82d41445c7c0958abae70ec0df.html",
      },
    ],
  },
  {
    id: "sc-p30b-repaglinide-krka-lutein-quiet",
    title: "Woman on repaglinide takes lutein for her eyes",
    profile: {
      medicines: ["repaglinide 1mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Lutein 20 mg eye-health capsules",
          ingredients: [
            {
              ingredient: "lutein",
              amount: 20,
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
          ingredient: "lutein",
          with: {
            medicine: "repaglinide 1mg",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; the Repaglinide Krka leaflet names St John's wort as its only herbal product and has no general vitamin/herbal line (\"Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines\"). lutein is not named and has no plausible effect on repaglinide (\"Your body's response to Repaglinide Krka may change if you take other medicines, especially these\" lists medicines and St John's wort only).",
    sources: [
      {
        title: "Repaglinide Krka tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ee6aef82d41445c7c0958abae70ec0df.html",
      },
    ],
  },
  {
    id: "sc-p30b-rekambys-sjw",
    title: "Man on REKAMBYS and cabotegravir injections starts St John's wort tablets",
    profile: {
      medicines: ["Rekambys 900mg injection every 2 months", "cabotegravir injection"],
      conditions: ["HIV"],
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
            medicine: "Rekambys 900mg injection every 2 months",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'REKAMBYS leaflet, "Do not use REKAMBYS if you are taking any of the following medicines as they may affect the way REKAMBYS or the other medicine works: ... products that contain St John\'s wort (Hypericum perforatum, a herbal remedy used for depression)." "Do not use" - contraindicated.',
    sources: [
      {
        title:
          "REKAMBYS prolonged-release suspension for injection (rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9af059b2ba34008a8e3668c3f552d22f.xml.html",
      },
    ],
  },
  {
    id: "sc-p30b-rekambys-kira",
    title: "Woman on monthly REKAMBYS injections buys Kira Low Mood Relief",
    profile: {
      medicines: ["Rekambys 600mg monthly injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kira Low Mood Relief (St John's wort extract 300 mg) tablets",
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
            medicine: "Rekambys 600mg monthly injection",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "REKAMBYS leaflet, \"Do not use REKAMBYS if you are taking any of the following medicines as they may affect the way REKAMBYS or the other medicine works: ... products that contain St John's wort (Hypericum perforatum, a herbal remedy used for depression).\" Kira is a St John's wort product - contraindicated.",
    sources: [
      {
        title:
          "REKAMBYS prolonged-release suspension for injection (rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9af059b2ba34008a8e3668c3f552d22f.xml.html",
      },
    ],
  },
  {
    id: "sc-p30b-rekambys-calcium-quiet",
    title: "Man on REKAMBYS injections takes a calcium carbonate supplement",
    profile: {
      medicines: ["Rekambys 900mg injection every 2 months"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g tablets (500 mg calcium)",
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
            medicine: "Rekambys 900mg injection every 2 months",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; REKAMBYS is an intramuscular injection; its "Other medicines" section names only clarithromycin, erythromycin and methadone, and the "Do not use" list names St John\'s wort as the only herbal product; no antacid, mineral or vitamin is named. unlike rilpivirine tablets, the injection leaflet gives no antacid or mineral spacing ("The effects of REKAMBYS or other medicines might change if you use REKAMBYS together with ... clarithromycin, erythromycin ... methadone").',
    sources: [
      {
        title:
          "REKAMBYS prolonged-release suspension for injection (rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9af059b2ba34008a8e3668c3f552d22f.xml.html",
      },
    ],
  },
  {
    id: "sc-p30b-rekambys-magnesium-quiet",
    title: "Woman on REKAMBYS injections takes magnesium for cramps",
    profile: {
      medicines: ["Rekambys 600mg monthly injection"],
      conditions: [],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Rekambys 600mg monthly injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; REKAMBYS is an intramuscular injection; its "Other medicines" section names only clarithromycin, erythromycin and methadone, and the "Do not use" list names St John\'s wort as the only herbal product; no antacid, mineral or vitamin is named. magnesium is not named ("REKAMBYS must not be given with some other medicines (see Do not use REKAMBYS in section 2)" - that list has no minerals).',
    sources: [
      {
        title:
          "REKAMBYS prolonged-release suspension for injection (rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9af059b2ba34008a8e3668c3f552d22f.xml.html",
      },
    ],
  },
  {
    id: "sc-p30b-rekambys-vitd-quiet",
    title: "Man on REKAMBYS injections takes vitamin D3",
    profile: {
      medicines: ["Rekambys 900mg injection every 2 months"],
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
            medicine: "Rekambys 900mg injection every 2 months",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; REKAMBYS is an intramuscular injection; its "Other medicines" section names only clarithromycin, erythromycin and methadone, and the "Do not use" list names St John\'s wort as the only herbal product; no antacid, mineral or vitamin is named. vitamin D is not named and has no plausible effect on rilpivirine ("Some medicines may affect the levels of REKAMBYS in the blood" - none are vitamins).',
    sources: [
      {
        title:
          "REKAMBYS prolonged-release suspension for injection (rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9af059b2ba34008a8e3668c3f552d22f.xml.html",
      },
    ],
  },
  {
    id: "sc-p30b-torisel-sjw",
    title: "Man having weekly Torisel infusions for kidney cancer takes St John's wort",
    profile: {
      medicines: ["Torisel 25mg weekly infusion"],
      conditions: ["kidney cancer"],
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
            medicine: "Torisel 25mg weekly infusion",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Torisel leaflet, "Other medicines and Torisel": "Some medicines can interfere with the breakdown or metabolism of Torisel and therefore dose adjustment of Torisel may be required. In particular, you should inform your doctor or pharmacist if you are taking any of the following: ... herbal medicines or natural remedies containing St. John\'s wort (Hypericum perforatum) used to treat mild depression." Inform the doctor; dose may need adjusting - moderate.',
    sources: [
      {
        title:
          "Torisel 30 mg concentrate and solvent for solution for infusion (temsirolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4e8e0c5f72dbc27f3ff2eb4a522fe300.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30b-torisel-cbd",
    title: "Woman on Torisel for mantle cell lymphoma uses CBD oil for sleep",
    profile: {
      medicines: ["Torisel 75mg weekly infusion"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "CBD oil 10% drops (about 25 mg CBD per dose)",
          ingredients: [
            {
              ingredient: "cbd",
              amount: 25,
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
            medicine: "Torisel 75mg weekly infusion",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Torisel leaflet, "Other medicines and Torisel": "Some medicines can interfere with the breakdown or metabolism of Torisel and therefore dose adjustment of Torisel may be required. In particular, you should inform your doctor or pharmacist if you are taking any of the following: ... cannabidiol (uses amongst others include treatment of seizures)." Inform the doctor - moderate.',
    sources: [
      {
        title:
          "Torisel 30 mg concentrate and solvent for solution for infusion (temsirolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4e8e0c5f72dbc27f3ff2eb4a522fe300.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30b-torisel-vitd-quiet",
    title: "Man on Torisel infusions takes vitamin D3",
    profile: {
      medicines: ["Torisel 25mg weekly infusion"],
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
            medicine: "Torisel 25mg weekly infusion",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Torisel names St John's wort and cannabidiol as its only non-medicine products and has no general vitamin/herbal line. vitamin D is not named and does not affect temsirolimus metabolism (\"In particular, you should inform your doctor ... if you are taking any of the following\" lists medicines, St John's wort and cannabidiol).",
    sources: [
      {
        title:
          "Torisel 30 mg concentrate and solvent for solution for infusion (temsirolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4e8e0c5f72dbc27f3ff2eb4a522fe300.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30b-torisel-b12-quiet",
    title: "Woman on Torisel takes vitamin B12 tablets",
    profile: {
      medicines: ["Torisel 25mg weekly infusion"],
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
            medicine: "Torisel 25mg weekly infusion",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Torisel names St John's wort and cannabidiol as its only non-medicine products and has no general vitamin/herbal line. B12 is not named (\"Torisel with food and drink\" names only grapefruit).",
    sources: [
      {
        title:
          "Torisel 30 mg concentrate and solvent for solution for infusion (temsirolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4e8e0c5f72dbc27f3ff2eb4a522fe300.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30b-tolvaptan-vitd-quiet",
    title: "Woman on tolvaptan for low sodium takes vitamin D3",
    profile: {
      medicines: ["tolvaptan 15mg"],
      conditions: ["SIADH"],
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
            medicine: "tolvaptan 15mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Tolvaptan Accord names no vitamin, mineral or herbal product; its only non-medicine items are "other products which increase the salt in your blood or which contain large amounts of salt" and grapefruit juice. It has a general line ("This includes all medicines obtained without a prescription") but no vitamin/herbal sentence. Vitamin D does not change tolvaptan levels or sodium ("The following medicines may increase the effect of this medicine: ketoconazole ... macrolide antibiotics, diltiazem").',
    sources: [
      {
        title: "Tolvaptan Accord tablets (tolvaptan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2fe9007bb20986bb15e710aca341907a.html",
      },
    ],
  },
  {
    id: "sc-p30b-tolvaptan-b12-quiet",
    title: "Man on Tolvaptan Accord takes vitamin B12 tablets",
    profile: {
      medicines: ["Tolvaptan Accord 30mg"],
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
            medicine: "Tolvaptan Accord 30mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Tolvaptan Accord names no vitamin, mineral or herbal product; its only non-medicine items are "other products which increase the salt in your blood or which contain large amounts of salt" and grapefruit juice. It has a general line ("This includes all medicines obtained without a prescription") but no vitamin/herbal sentence. B12 is not named and has no plausible effect ("Tolvaptan Accord with food and drink: Avoid drinking grapefruit juice" is the only food advice).',
    sources: [
      {
        title: "Tolvaptan Accord tablets (tolvaptan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2fe9007bb20986bb15e710aca341907a.html",
      },
    ],
  },
  {
    id: "sc-p30b-waylivra-vitd-quiet",
    title: "Woman on Waylivra injections for FCS takes vitamin D3",
    profile: {
      medicines: ["Waylivra 285mg injection"],
      conditions: ["familial chylomicronaemia syndrome"],
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
            medicine: "Waylivra 285mg injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Waylivra names only medicines (anticoagulants/antiplatelets, NSAIDs, penicillin, ranitidine, quinine, paracetamol) and alcohol; it names no vitamin, mineral or herbal product and has no general vitamin/herbal line. Supplements that affect bleeding (fish oil, ginkgo, garlic) were deliberately not used as quiet cases because Waylivra lowers platelets. Vitamin D has no platelet or liver effect ("It is important to tell your doctor if you are already being treated with ... Medicines to prevent blood clots").',
    sources: [
      {
        title:
          "Waylivra 285 mg solution for injection in pre-filled syringe (volanesorsen) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0095f17772ab958f3f5be1c6c1d9bbac.xml.html",
      },
    ],
  },
  {
    id: "sc-p30b-waylivra-b12-quiet",
    title: "Man on Waylivra takes vitamin B12",
    profile: {
      medicines: ["Waylivra 285mg injection"],
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
            medicine: "Waylivra 285mg injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Waylivra names only medicines (anticoagulants/antiplatelets, NSAIDs, penicillin, ranitidine, quinine, paracetamol) and alcohol; it names no vitamin, mineral or herbal product and has no general vitamin/herbal line. Supplements that affect bleeding (fish oil, ginkgo, garlic) were deliberately not used as quiet cases because Waylivra lowers platelets. B12 is not named ("Other medicines and Waylivra" lists blood-clotting, liver-affecting and other prescription medicines only).',
    sources: [
      {
        title:
          "Waylivra 285 mg solution for injection in pre-filled syringe (volanesorsen) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0095f17772ab958f3f5be1c6c1d9bbac.xml.html",
      },
    ],
  },
  {
    id: "sc-p30b-ritonavir-sjw",
    title: "Man on ritonavir-boosted HIV treatment starts St John's wort tablets",
    profile: {
      medicines: ["ritonavir 100mg", "darunavir 800mg"],
      conditions: ["HIV"],
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
            medicine: "ritonavir 100mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ritonavir Mylan leaflet, "Do not take Ritonavir Mylan ... if you are currently taking any of the following medicines: ... products containing St John\'s wort (Hypericum perforatum) as this may stop ritonavir from working properly. St John\'s wort is often used in herbal medicines that you can buy yourself." "Do not take" - contraindicated.',
    sources: [
      {
        title:
          "Ritonavir Mylan 100 mg film-coated tablets (ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-de065403a5793478002be710eeac097c.html",
      },
    ],
  },
  {
    id: "sc-p30b-ritonavir-kira",
    title: "Woman on Ritonavir Mylan buys Kira Low Mood Relief",
    profile: {
      medicines: ["Ritonavir Mylan 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kira Low Mood Relief (St John's wort extract 300 mg) tablets",
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
            medicine: "Ritonavir Mylan 100mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Ritonavir Mylan leaflet, \"Do not take Ritonavir Mylan ... if you are currently taking any of the following medicines: ... products containing St John's wort (Hypericum perforatum) as this may stop ritonavir from working properly. St John's wort is often used in herbal medicines that you can buy yourself.\" Kira is a St John's wort product bought without prescription, exactly the case the leaflet warns about - contraindicated.",
    sources: [
      {
        title:
          "Ritonavir Mylan 100 mg film-coated tablets (ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-de065403a5793478002be710eeac097c.html",
      },
    ],
  },
  {
    id: "sc-p30b-ritonavir-sjw-tea",
    title: "Man on ritonavir booster drinks St John's wort tea",
    profile: {
      medicines: ["ritonavir 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea bags (1.5 g herb)",
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
            medicine: "ritonavir 100mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Ritonavir Mylan leaflet, \"Do not take Ritonavir Mylan ... if you are currently taking any of the following medicines: ... products containing St John's wort (Hypericum perforatum) as this may stop ritonavir from working properly. St John's wort is often used in herbal medicines that you can buy yourself.\" A tea is still a product containing St John's wort - contraindicated.",
    sources: [
      {
        title:
          "Ritonavir Mylan 100 mg film-coated tablets (ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-de065403a5793478002be710eeac097c.html",
      },
    ],
  },
  {
    id: "sc-p30b-teriparatide-sun-fish-oil-quiet",
    title: "Woman on Teriparatide SUN takes omega-3 fish oil",
    profile: {
      medicines: ["Teriparatide SUN 20 micrograms daily injection"],
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
            medicine: "Teriparatide SUN 20 micrograms daily injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the Teriparatide SUN leaflet names only digoxin/digitalis as an interacting medicine and has no vitamin/herbal line; calcium and vitamin D appear only as add-ons whose dose the doctor sets. Fish oil is not named ("occasionally they may interact (e.g. digoxin/digitalis ...)").',
    sources: [
      {
        title:
          "Teriparatide SUN 20 micrograms/80 microlitres solution for injection in pre-filled pen (teriparatide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8e72e27852c8a54465539921267947b7.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30b-teriparatide-sun-b12-quiet",
    title: "Man on teriparatide takes vitamin B12",
    profile: {
      medicines: ["teriparatide 20 micrograms injection"],
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
            medicine: "teriparatide 20 micrograms injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the Teriparatide SUN leaflet names only digoxin/digitalis as an interacting medicine and has no vitamin/herbal line; calcium and vitamin D appear only as add-ons whose dose the doctor sets. B12 has no calcium effect and is not named ("Teriparatide SUN can be given with or without food").',
    sources: [
      {
        title:
          "Teriparatide SUN 20 micrograms/80 microlitres solution for injection in pre-filled pen (teriparatide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8e72e27852c8a54465539921267947b7.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30b-kauliv-collagen-quiet",
    title: "Woman on Kauliv adds collagen powder for her joints",
    profile: {
      medicines: ["Kauliv 20 micrograms injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Collagen peptides powder (10 g scoop)",
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
            medicine: "Kauliv 20 micrograms injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the Kauliv leaflet names only digoxin/digitalis as an interacting medicine and has no vitamin/herbal line; calcium and vitamin D appear only as add-ons whose dose the doctor sets. Collagen is not named ("some medicines (e.g. digoxin/digitalis, a medicine used to treat heart disease) may interact with teriparatide").',
    sources: [
      {
        title:
          "Kauliv 20 micrograms/80 microliters solution for injection (teriparatide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b811ffa8d83d17ddd48f696870f998c3.html",
      },
    ],
  },
  {
    id: "sc-p30b-kauliv-vitc-quiet",
    title: "Man on Kauliv takes vitamin C tablets",
    profile: {
      medicines: ["Kauliv 20 micrograms injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 500 mg tablets",
          ingredients: [
            {
              ingredient: "vitamin-c",
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
          ingredient: "vitamin-c",
          with: {
            medicine: "Kauliv 20 micrograms injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the Kauliv leaflet names only digoxin/digitalis as an interacting medicine and has no vitamin/herbal line; calcium and vitamin D appear only as add-ons whose dose the doctor sets. Vitamin C is not named and does not affect calcium ("Kauliv can be given with or without food").',
    sources: [
      {
        title:
          "Kauliv 20 micrograms/80 microliters solution for injection (teriparatide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b811ffa8d83d17ddd48f696870f998c3.html",
      },
    ],
  },
  {
    id: "sc-p30b-memantine-b12-quiet",
    title: "Man with Alzheimer's on memantine takes vitamin B12 tablets",
    profile: {
      medicines: ["memantine 20mg"],
      conditions: ["Alzheimer's disease"],
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
            medicine: "memantine 20mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the memantine leaflet names only medicines (amantadine, ketamine, dextromethorphan, anticoagulants, etc.) and, under food and drink, a substantial diet change "(e.g. from normal diet to strict vegetarian diet)"; it names no vitamin, mineral or herbal product and has no general vitamin/herbal line. B12 is not named ("In particular, Memantine Mylan may change the effects of the following medicines" - none are vitamins).',
    sources: [
      {
        title:
          "Memantine Mylan 10 mg film-coated tablets (memantine; bundle titled Memantine ratiopharm) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-78817b35263746b79687cd6c5a122f9f.html",
      },
    ],
  },
  {
    id: "sc-p30b-memantine-vitd-quiet",
    title: "Woman on memantine takes vitamin D3 in winter",
    profile: {
      medicines: ["memantine 10mg"],
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
            medicine: "memantine 10mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the memantine leaflet names only medicines (amantadine, ketamine, dextromethorphan, anticoagulants, etc.) and, under food and drink, a substantial diet change "(e.g. from normal diet to strict vegetarian diet)"; it names no vitamin, mineral or herbal product and has no general vitamin/herbal line. Vitamin D is not named and has no plausible effect ("The tablets can be divided into equal doses and can be taken with or without food").',
    sources: [
      {
        title:
          "Memantine Mylan 10 mg film-coated tablets (memantine; bundle titled Memantine ratiopharm) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-78817b35263746b79687cd6c5a122f9f.html",
      },
    ],
  },
  {
    id: "sc-p30b-rivastigmine-vitd-quiet",
    title: "Woman with Alzheimer's on rivastigmine capsules takes vitamin D3",
    profile: {
      medicines: ["rivastigmine 3mg capsules"],
      conditions: ["Alzheimer's disease"],
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
            medicine: "rivastigmine 3mg capsules",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Rivastigmine HEXAL names only medicines (anticholinergics, metoclopramide, beta-blockers, muscle relaxants) and has no food, vitamin or herbal wording beyond "Take Rivastigmine HEXAL twice a day in the morning and evening with food". Vitamin D is not named ("Rivastigmine Hexal should not be given at the same time as other medicines with similar effects").',
    sources: [
      {
        title: "Rivastigmine HEXAL hard capsules (rivastigmine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e0ec42c68686885cc176ad73b71e1d80.json.html",
      },
    ],
  },
  {
    id: "sc-p30b-rivastigmine-fish-oil-quiet",
    title: "Man on rivastigmine takes omega-3 fish oil for memory",
    profile: {
      medicines: ["rivastigmine 4.5mg capsules"],
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
            medicine: "rivastigmine 4.5mg capsules",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Rivastigmine HEXAL names only medicines (anticholinergics, metoclopramide, beta-blockers, muscle relaxants) and has no food, vitamin or herbal wording beyond "Take Rivastigmine HEXAL twice a day in the morning and evening with food". Fish oil is not named and has no cholinergic effect ("Caution when Rivastigmine HEXAL is taken together with beta-blockers").',
    sources: [
      {
        title: "Rivastigmine HEXAL hard capsules (rivastigmine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e0ec42c68686885cc176ad73b71e1d80.json.html",
      },
    ],
  },
  {
    id: "sc-p30b-xeplion-vitd-quiet",
    title: "Man on monthly Xeplion injections takes vitamin D3",
    profile: {
      medicines: ["Xeplion 100mg monthly injection"],
      conditions: ["schizophrenia"],
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
            medicine: "Xeplion 100mg monthly injection",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Xeplion names carbamazepine, other brain-acting medicines, blood-pressure-lowering medicines, levodopa, QT-prolonging and seizure-threshold-lowering medicines, psychostimulants and alcohol; it names no vitamin, mineral or herbal product and has no general vitamin/herbal line. Sedating herbs (valerian, melatonin) and enzyme-inducing St John's wort were deliberately not used as quiet cases. Vitamin D is not named (\"Tell your doctor if you are taking, have recently taken or might take any other medicines\").",
    sources: [
      {
        title:
          "Xeplion prolonged-release suspension for injection (paliperidone palmitate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-492a437b12024dde8d19defc1975028b.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30b-xeplion-fish-oil-quiet",
    title: "Woman on Xeplion takes omega-3 fish oil capsules",
    profile: {
      medicines: ["Xeplion 75mg monthly injection"],
      conditions: ["schizophrenia"],
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
            medicine: "Xeplion 75mg monthly injection",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Xeplion names carbamazepine, other brain-acting medicines, blood-pressure-lowering medicines, levodopa, QT-prolonging and seizure-threshold-lowering medicines, psychostimulants and alcohol; it names no vitamin, mineral or herbal product and has no general vitamin/herbal line. Sedating herbs (valerian, melatonin) and enzyme-inducing St John's wort were deliberately not used as quiet cases. Fish oil is not named and does not act on the brain like the listed medicines (\"interference from other medicines that work in the brain can cause an exaggeration of side effects\").",
    sources: [
      {
        title:
          "Xeplion prolonged-release suspension for injection (paliperidone palmitate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-492a437b12024dde8d19defc1975028b.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30b-wegovy-vitd-quiet",
    title: "Man on Wegovy takes a vitamin D3 tablet",
    profile: {
      medicines: ["Wegovy 2.4mg weekly injection"],
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
            medicine: "Wegovy 2.4mg weekly injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; apart from "other products for weight loss", Wegovy names only GLP-1 medicines, sulfonylureas/insulin and warfarin-type anticoagulants; it has no general vitamin/herbal line. Vitamin D is not a weight-loss product and is not named ("In particular, tell your doctor ... if you are using medicines containing ... Warfarin").',
    sources: [
      {
        title:
          "Wegovy solution for injection in pre-filled pen (semaglutide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0234c86891baf768298474181745e97d.xml.html",
      },
    ],
  },
  {
    id: "sc-p30b-wegovy-b12-quiet",
    title: "Woman on Wegovy takes vitamin B12",
    profile: {
      medicines: ["Wegovy 1mg weekly injection"],
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
            medicine: "Wegovy 1mg weekly injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; apart from "other products for weight loss", Wegovy names only GLP-1 medicines, sulfonylureas/insulin and warfarin-type anticoagulants; it has no general vitamin/herbal line. B12 is not named ("You can give yourself the injection at any time of the day - regardless of meals").',
    sources: [
      {
        title:
          "Wegovy solution for injection in pre-filled pen (semaglutide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0234c86891baf768298474181745e97d.xml.html",
      },
    ],
  },
  {
    id: "sc-p30b-temomedac-vitd-quiet",
    title: "Man on Temomedac cycles for glioblastoma takes vitamin D3",
    profile: {
      medicines: ["Temomedac 140mg capsules"],
      conditions: ["brain tumour"],
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
            medicine: "Temomedac 140mg capsules",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Temomedac\'s "Other medicines" section is only the general sentence about "other medicines"; it names no medicine, vitamin, mineral or herbal product, and section 3 says only "Take the capsules on an empty stomach". Supplements with bleeding or immune effects were not used, because temozolomide lowers platelets and white cells. Vitamin D is not named ("Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines").',
    sources: [
      {
        title: "Temomedac hard capsules (temozolomide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-065d110b327b470e1ddc262836549605.json.html",
      },
    ],
  },
  {
    id: "sc-p30b-temomedac-b12-quiet",
    title: "Woman on temozolomide takes vitamin B12 tablets",
    profile: {
      medicines: ["temozolomide 100mg capsules"],
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
            medicine: "temozolomide 100mg capsules",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Temomedac\'s "Other medicines" section is only the general sentence about "other medicines"; it names no medicine, vitamin, mineral or herbal product, and section 3 says only "Take the capsules on an empty stomach". Supplements with bleeding or immune effects were not used, because temozolomide lowers platelets and white cells. B12 is not named and has no plausible effect on temozolomide.',
    sources: [
      {
        title: "Temomedac hard capsules (temozolomide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-065d110b327b470e1ddc262836549605.json.html",
      },
    ],
  },
  {
    id: "sc-p30b-pirfenidone-vitd-quiet",
    title: "Man with IPF on pirfenidone takes vitamin D3",
    profile: {
      medicines: ["pirfenidone 801mg three times a day"],
      conditions: ["idiopathic pulmonary fibrosis"],
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
            medicine: "pirfenidone 801mg three times a day",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Pirfenidone Viatris names fluvoxamine, enoxacin, ciprofloxacin, amiodarone, propafenone, omeprazole, rifampicin, tetracyclines, smoking and grapefruit; it names no vitamin, mineral or herbal product and has no general vitamin/herbal line. Liver-stressing or photosensitising herbs (green tea extract, kava, St John's wort) were deliberately not used as quiet cases. Vitamin D is not named (\"This is especially important if you are taking the following medicines, as they may change the effect of Pirfenidone Viatris\").",
    sources: [
      {
        title:
          "Pirfenidone Viatris film-coated tablets (pirfenidone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-36a6a5465117f75ed9e0484773e74fde.xml.html",
      },
    ],
  },
  {
    id: "sc-p30b-pirfenidone-b12-quiet",
    title: "Woman on Pirfenidone Viatris takes vitamin B12",
    profile: {
      medicines: ["Pirfenidone Viatris 267mg"],
      conditions: ["idiopathic pulmonary fibrosis"],
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
            medicine: "Pirfenidone Viatris 267mg",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Pirfenidone Viatris names fluvoxamine, enoxacin, ciprofloxacin, amiodarone, propafenone, omeprazole, rifampicin, tetracyclines, smoking and grapefruit; it names no vitamin, mineral or herbal product and has no general vitamin/herbal line. Liver-stressing or photosensitising herbs (green tea extract, kava, St John's wort) were deliberately not used as quiet cases. B12 is not named (\"Pirfenidone Viatris with food and drink: Do not drink grapefruit juice whilst taking this medicine\" is the only food advice).",
    sources: [
      {
        title:
          "Pirfenidone Viatris film-coated tablets (pirfenidone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-36a6a5465117f75ed9e0484773e74fde.xml.html",
      },
    ],
  },
  {
    id: "sc-p30b-silodyx-vitd-quiet",
    title: "Man on Silodyx for an enlarged prostate takes vitamin D3",
    profile: {
      medicines: ["Silodyx 8mg"],
      conditions: ["benign prostatic hyperplasia"],
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
            medicine: "Silodyx 8mg",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Silodyx names only medicines (alpha-blockers and other blood-pressure medicines, ketoconazole/itraconazole, ritonavir, ciclosporin, sildenafil/tadalafil, epilepsy medicines, rifampicin) and has no vitamin/herbal line. Enzyme-inducing St John's wort and saw palmetto were deliberately not used as quiet cases. Vitamin D is not named (\"Tell your doctor in particular, if you take: medicines which lower blood pressure ...\").",
    sources: [
      {
        title: "Silodyx hard capsules (silodosin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9f200c2b1188de65461c6911d6f9550c.html",
      },
    ],
  },
  {
    id: "sc-p30b-silodyx-b12-quiet",
    title: "Man on silodosin takes vitamin B12",
    profile: {
      medicines: ["silodosin 8mg"],
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
            medicine: "silodosin 8mg",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Silodyx names only medicines (alpha-blockers and other blood-pressure medicines, ketoconazole/itraconazole, ritonavir, ciclosporin, sildenafil/tadalafil, epilepsy medicines, rifampicin) and has no vitamin/herbal line. Enzyme-inducing St John's wort and saw palmetto were deliberately not used as quiet cases. B12 is not named (\"Take the capsule always with food\" is the only food advice).",
    sources: [
      {
        title: "Silodyx hard capsules (silodosin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9f200c2b1188de65461c6911d6f9550c.html",
      },
    ],
  },
  {
    id: "sc-p30b-qtern-vitd-quiet",
    title: "Woman with type 2 diabetes on Qtern takes vitamin D3",
    profile: {
      medicines: ["Qtern 5mg/10mg"],
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
            medicine: "Qtern 5mg/10mg",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Qtern names diuretics, sulphonylureas and enzyme-affecting medicines (carbamazepine, phenobarbital, phenytoin, dexamethasone, rifampicin, ketoconazole, diltiazem); it names no vitamin, mineral or herbal product and has no general vitamin/herbal line. Glucose-lowering herbs and enzyme-inducing St John's wort were deliberately not used as quiet cases. Vitamin D is not named (\"Especially tell your doctor: if you are taking a medicine used to increase the amount of water you pass ...\").",
    sources: [
      {
        title:
          "Qtern film-coated tablets (saxagliptin/dapagliflozin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7735eb5a61959c532a72049da08ec908.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30b-qtern-b12-quiet",
    title: "Man on Qtern takes vitamin B12",
    profile: {
      medicines: ["Qtern 5mg/10mg"],
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
            medicine: "Qtern 5mg/10mg",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Qtern names diuretics, sulphonylureas and enzyme-affecting medicines (carbamazepine, phenobarbital, phenytoin, dexamethasone, rifampicin, ketoconazole, diltiazem); it names no vitamin, mineral or herbal product and has no general vitamin/herbal line. Glucose-lowering herbs and enzyme-inducing St John's wort were deliberately not used as quiet cases. B12 is not named (\"You can take your tablet with or without food\").",
    sources: [
      {
        title:
          "Qtern film-coated tablets (saxagliptin/dapagliflozin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7735eb5a61959c532a72049da08ec908.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30b-novonorm-sjw-mood-blend",
    title: "Woman on NovoNorm buys a 'mood support' blend containing St John's wort",
    profile: {
      medicines: ["NovoNorm 1mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Mood support capsules (St John's wort extract 300 mg + saffron 15 mg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
            {
              ingredient: "saffron",
              amount: 15,
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
            medicine: "NovoNorm 1mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NovoNorm leaflet, "Other medicines and NovoNorm": "Your body\'s response to NovoNorm may change if you take other medicines, especially these: ... St. John\'s wort (herbal medicine)." The blend contains St John\'s wort, the herb the leaflet names - moderate (saffron is not assessed here).',
    sources: [
      {
        title: "NovoNorm tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3d8be59753418e73dbd90a9360e898ae.html",
      },
    ],
  },
  {
    id: "sc-p30b-prandin-sjw-plus-b12",
    title: "Man on Prandin takes St John's wort and a vitamin B12 tablet",
    profile: {
      medicines: ["Prandin 2mg"],
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
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Prandin 2mg",
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
            medicine: "Prandin 2mg",
          },
        },
      ],
    },
    rationale:
      'Prandin leaflet, "Other medicines and Prandin": "Your body\'s response to Prandin may change if you take other medicines, especially these: ... St. John\'s wort (herbal medicine)." Moderate for the herb; B12 is not named anywhere in sections 2-3 and has no effect on repaglinide, so no flag for it.',
    sources: [
      {
        title: "Prandin tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-171cf6efa1f321eb434b5635b2f1abe1.html",
      },
    ],
  },
  {
    id: "sc-p30b-repaglinide-krka-kira",
    title: "Woman on Repaglinide Krka buys Kira Low Mood Relief",
    profile: {
      medicines: ["Repaglinide Krka 1mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Kira Low Mood Relief (St John's wort extract 300 mg) tablets",
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
            medicine: "Repaglinide Krka 1mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Repaglinide Krka leaflet, "Other medicines and Repaglinide Krka": "Your body\'s response to Repaglinide Krka may change if you take other medicines, especially these: ... St. John\'s wort (herbal medicine)." Kira is a St John\'s wort product - moderate.',
    sources: [
      {
        title: "Repaglinide Krka tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ee6aef82d41445c7c0958abae70ec0df.html",
      },
    ],
  },
  {
    id: "sc-p30b-rekambys-sjw-tea",
    title: "Man on REKAMBYS injections drinks St John's wort tea",
    profile: {
      medicines: ["Rekambys 900mg injection every 2 months"],
      conditions: ["HIV"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea bags (1.5 g herb)",
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
            medicine: "Rekambys 900mg injection every 2 months",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "REKAMBYS leaflet, \"Do not use REKAMBYS if you are taking any of the following medicines as they may affect the way REKAMBYS or the other medicine works: ... products that contain St John's wort (Hypericum perforatum, a herbal remedy used for depression).\" A tea is still a product that contains St John's wort - contraindicated.",
    sources: [
      {
        title:
          "REKAMBYS prolonged-release suspension for injection (rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9af059b2ba34008a8e3668c3f552d22f.xml.html",
      },
    ],
  },
  {
    id: "sc-p30b-rekambys-sjw-plus-calcium",
    title: "Woman on REKAMBYS takes St John's wort and a calcium supplement",
    profile: {
      medicines: ["Rekambys 600mg monthly injection"],
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
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Calcium carbonate 1.25 g tablets (500 mg calcium)",
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Rekambys 600mg monthly injection",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Rekambys 600mg monthly injection",
          },
        },
      ],
    },
    rationale:
      'REKAMBYS leaflet, "Do not use REKAMBYS if you are taking any of the following medicines as they may affect the way REKAMBYS or the other medicine works: ... products that contain St John\'s wort (Hypericum perforatum, a herbal remedy used for depression)." Contraindicated for the herb. Calcium is not named in the injection leaflet (no antacid/mineral spacing), so no flag for it.',
    sources: [
      {
        title:
          "REKAMBYS prolonged-release suspension for injection (rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9af059b2ba34008a8e3668c3f552d22f.xml.html",
      },
    ],
  },
  {
    id: "sc-p30b-torisel-sjw-tea",
    title: "Woman on Torisel infusions drinks St John's wort tea",
    profile: {
      medicines: ["Torisel 25mg weekly infusion"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea bags (1.5 g herb)",
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
            medicine: "Torisel 25mg weekly infusion",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Torisel leaflet, "Other medicines and Torisel": "Some medicines can interfere with the breakdown or metabolism of Torisel and therefore dose adjustment of Torisel may be required. In particular, you should inform your doctor or pharmacist if you are taking any of the following: ... herbal medicines or natural remedies containing St. John\'s wort (Hypericum perforatum) used to treat mild depression." Moderate.',
    sources: [
      {
        title:
          "Torisel 30 mg concentrate and solvent for solution for infusion (temsirolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4e8e0c5f72dbc27f3ff2eb4a522fe300.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30b-torisel-cbd-capsules",
    title: "Man on Torisel for kidney cancer takes CBD capsules for pain",
    profile: {
      medicines: ["Torisel 25mg weekly infusion"],
      conditions: ["kidney cancer"],
    },
    stack: [
      {
        custom: {
          name: "CBD 25 mg softgel capsules",
          ingredients: [
            {
              ingredient: "cbd",
              amount: 25,
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
            medicine: "Torisel 25mg weekly infusion",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Torisel leaflet, "Other medicines and Torisel": "Some medicines can interfere with the breakdown or metabolism of Torisel and therefore dose adjustment of Torisel may be required. In particular, you should inform your doctor or pharmacist if you are taking any of the following: ... cannabidiol (uses amongst others include treatment of seizures)." CBD capsules are cannabidiol - moderate.',
    sources: [
      {
        title:
          "Torisel 30 mg concentrate and solvent for solution for infusion (temsirolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4e8e0c5f72dbc27f3ff2eb4a522fe300.ttl.html",
      },
    ],
  },
  {
    id: "sc-p30b-ritonavir-sjw-mood-blend",
    title: "Woman on darunavir with ritonavir buys a mood blend containing St John's wort",
    profile: {
      medicines: ["ritonavir 100mg", "darunavir 800mg"],
      conditions: ["HIV"],
    },
    stack: [
      {
        custom: {
          name: "Mood support capsules (St John's wort extract 300 mg + saffron 15 mg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
            {
              ingredient: "saffron",
              amount: 15,
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
            medicine: "ritonavir 100mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Ritonavir Mylan leaflet, \"Do not take Ritonavir Mylan ... if you are currently taking any of the following medicines: ... products containing St John's wort (Hypericum perforatum) as this may stop ritonavir from working properly. St John's wort is often used in herbal medicines that you can buy yourself.\" The blend is a product containing St John's wort - contraindicated.",
    sources: [
      {
        title:
          "Ritonavir Mylan 100 mg film-coated tablets (ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-de065403a5793478002be710eeac097c.html",
      },
    ],
  },
];
