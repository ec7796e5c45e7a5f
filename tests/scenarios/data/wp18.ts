// Scenarios of the p18 round's blind probe, written by a helper who had not seen the records: the EU package leaflets
// of 15 more medicines (HIV, Covid, lung and blood cancer, prostate cancer, diabetes) read in full in the Gravitate
// Health ePI test copy; flags where a leaflet names a supplement, quiet cases where it names none.
import type { ScenarioInput } from "../schema";

export const WP18_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p18-odefsey-sjw",
    title: "Man on Odefsey for HIV wants St John's wort for low mood",
    profile: {
      medicines: ["Odefsey"],
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
            medicine: "Odefsey",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Odefsey leaflet, "Other medicines and Odefsey": "Medicines that must never be taken with Odefsey: ... products that contain St. John\'s wort (Hypericum perforatum) (a herbal remedy used for depression and anxiety)" and "If you are taking any of these medicines, do not take Odefsey and tell your doctor immediately."',
    sources: [
      {
        title:
          "Odefsey 200 mg/25 mg/25 mg film-coated tablets (emtricitabine/rilpivirine/tenofovir alafenamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-91f303ca4d5b29f50d2776105159918a.json.html",
      },
    ],
  },
  {
    id: "sc-p18-odefsey-hypericum-tea",
    title: "Woman on emtricitabine/rilpivirine/tenofovir alafenamide buys Hypericum capsules for anxiety",
    profile: {
      medicines: ["emtricitabine/rilpivirine/tenofovir alafenamide 200/25/25 mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hypericum perforatum 425 mg capsules",
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
            medicine: "emtricitabine/rilpivirine/tenofovir alafenamide 200/25/25 mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Odefsey (this combination) leaflet: "Do not take Odefsey ... If you are currently taking any of the following medicines: ... products that contain St. John\'s wort (Hypericum perforatum) (a herbal remedy used for depression and anxiety)".',
    sources: [
      {
        title:
          "Odefsey 200 mg/25 mg/25 mg film-coated tablets (emtricitabine/rilpivirine/tenofovir alafenamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-91f303ca4d5b29f50d2776105159918a.json.html",
      },
    ],
  },
  {
    id: "sc-p18-odefsey-calcium-carbonate",
    title: "Man on Odefsey takes calcium carbonate tablets for his bones",
    profile: {
      medicines: ["Odefsey"],
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
            medicine: "Odefsey",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Odefsey leaflet, "Other medicines and Odefsey": antacids "(aluminium/magnesium hydroxide or calcium carbonate)" "can decrease the amount of rilpivirine ... in your blood" and "If you are taking an antacid, take it at least 2 hours before or at least 4 hours after Odefsey." A calcium carbonate supplement is the same salt: take it apart.',
    sources: [
      {
        title:
          "Odefsey 200 mg/25 mg/25 mg film-coated tablets (emtricitabine/rilpivirine/tenofovir alafenamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-91f303ca4d5b29f50d2776105159918a.json.html",
      },
    ],
  },
  {
    id: "sc-p18-odefsey-vitd-quiet",
    title: "Man on Odefsey asks if he can take vitamin D3 in winter",
    profile: {
      medicines: ["Odefsey"],
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
            medicine: "Odefsey",
          },
        },
      ],
    },
    rationale:
      'The Odefsey leaflet\'s full "Other medicines and Odefsey" section names St John\'s wort ("must never be taken with Odefsey") and antacids (separate by "at least 2 hours before or at least 4 hours after") but says nothing about vitamin D; colecalciferol alone is not an antacid, so no flag.',
    sources: [
      {
        title:
          "Odefsey 200 mg/25 mg/25 mg film-coated tablets (emtricitabine/rilpivirine/tenofovir alafenamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-91f303ca4d5b29f50d2776105159918a.json.html",
      },
    ],
  },
  {
    id: "sc-p18-odefsey-fish-oil-quiet",
    title: "Woman on Odefsey takes omega-3 fish oil capsules",
    profile: {
      medicines: ["Odefsey"],
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
            medicine: "Odefsey",
          },
        },
      ],
    },
    rationale:
      'Odefsey leaflet lists St John\'s wort as "must never be taken with Odefsey" and antacids for spacing; fish oil is not named and is neither an inducer nor an acid-reducer, so no interaction is expected.',
    sources: [
      {
        title:
          "Odefsey 200 mg/25 mg/25 mg film-coated tablets (emtricitabine/rilpivirine/tenofovir alafenamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-91f303ca4d5b29f50d2776105159918a.json.html",
      },
    ],
  },
  {
    id: "sc-p18-odefsey-b12-quiet",
    title: "Vegan man on Odefsey takes vitamin B12 tablets",
    profile: {
      medicines: ["Odefsey"],
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
            medicine: "Odefsey",
          },
        },
      ],
    },
    rationale:
      'The Odefsey leaflet ("Other medicines and Odefsey", read in full) names only St John\'s wort among herbal products and antacids "aluminium/magnesium hydroxide or calcium carbonate" among stomach remedies; vitamin B12 is not mentioned and has no mechanism here.',
    sources: [
      {
        title:
          "Odefsey 200 mg/25 mg/25 mg film-coated tablets (emtricitabine/rilpivirine/tenofovir alafenamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-91f303ca4d5b29f50d2776105159918a.json.html",
      },
    ],
  },
  {
    id: "sc-p18-edurant-sjw",
    title: "Man on Edurant with Truvada wants St John's wort",
    profile: {
      medicines: ["Edurant 25mg", "Truvada"],
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
            medicine: "Edurant 25mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'EDURANT leaflet: "Do not take EDURANT in combination with any of the following medicines as they may affect the way EDURANT or the other medicine works: ... products that contain St John\'s wort (Hypericum perforatum) (a herbal product used for depression)."',
    sources: [
      {
        title: "EDURANT 25 mg film-coated tablets (rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9601a69cc77fa33a3d0e2e4ba9d747e9.html",
      },
    ],
  },
  {
    id: "sc-p18-edurant-calcium-carbonate",
    title: "Woman on rilpivirine takes calcium carbonate supplement",
    profile: {
      medicines: ["rilpivirine 25 mg"],
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
            medicine: "rilpivirine 25 mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'EDURANT leaflet: antacids "for example, aluminium/magnesium hydroxide, calcium carbonate": "Take the antacid either at least 2 hours before or at least 4 hours after EDURANT." A calcium carbonate supplement should be spaced the same way.',
    sources: [
      {
        title: "EDURANT 25 mg film-coated tablets (rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9601a69cc77fa33a3d0e2e4ba9d747e9.html",
      },
    ],
  },
  {
    id: "sc-p18-edurant-adcal-d3",
    title: "Older man on Edurant starts calcium + vitamin D3 chewable tablets",
    profile: {
      medicines: ["Edurant"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium and vitamin D3 chewable tablets (600 mg calcium, 10 micrograms D3)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 600,
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
            medicine: "Edurant",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Edurant",
          },
        },
      ],
    },
    rationale:
      'EDURANT leaflet: calcium carbonate is named among antacids: "Take the antacid either at least 2 hours before or at least 4 hours after EDURANT"; vitamin D is not named in "Other medicines and EDURANT".',
    sources: [
      {
        title: "EDURANT 25 mg film-coated tablets (rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9601a69cc77fa33a3d0e2e4ba9d747e9.html",
      },
    ],
  },
  {
    id: "sc-p18-edurant-probiotic-quiet",
    title: "Woman on Edurant takes a daily probiotic",
    profile: {
      medicines: ["Edurant 25mg"],
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
            medicine: "Edurant 25mg",
          },
        },
      ],
    },
    rationale:
      'The EDURANT leaflet\'s full interaction list names enzyme inducers, "St John\'s wort", proton pump inhibitors, H2 blockers and "antacids"; probiotics are not named and have no mechanism to change rilpivirine levels.',
    sources: [
      {
        title: "EDURANT 25 mg film-coated tablets (rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9601a69cc77fa33a3d0e2e4ba9d747e9.html",
      },
    ],
  },
  {
    id: "sc-p18-edurant-fish-oil-quiet",
    title: "Man on rilpivirine takes omega-3 fish oil",
    profile: {
      medicines: ["rilpivirine 25 mg"],
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
            medicine: "rilpivirine 25 mg",
          },
        },
      ],
    },
    rationale:
      'EDURANT leaflet ("Other medicines and EDURANT", read in full) names "St John\'s wort" and "antacids" but not fish oil, which neither induces enzymes nor raises stomach pH.',
    sources: [
      {
        title: "EDURANT 25 mg film-coated tablets (rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9601a69cc77fa33a3d0e2e4ba9d747e9.html",
      },
    ],
  },
  {
    id: "sc-p18-tivicay-calcium",
    title: "Woman on Tivicay and Descovy starts calcium tablets for osteopenia",
    profile: {
      medicines: ["Tivicay 50mg", "Descovy"],
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
            medicine: "Tivicay 50mg",
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
      'Tivicay leaflet: "calcium supplements, iron supplements and multivitamins. Do not take a calcium supplement, iron supplement or multivitamin during the 6 hours before you take Tivicay, or for at least 2 hours after you take it"; "Calcium supplements ... can stop Tivicay being absorbed into your body and make it less effective." Space the doses.',
    sources: [
      {
        title: "Tivicay film-coated tablets (dolutegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e8001a6516c891d8a1ff3a481f290741.html",
      },
    ],
  },
  {
    id: "sc-p18-tivicay-iron",
    title: "Man on dolutegravir prescribed ferrous sulfate for anaemia",
    profile: {
      medicines: ["dolutegravir 50mg"],
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
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "dolutegravir 50mg",
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
      'Tivicay leaflet: "calcium supplements, iron supplements and multivitamins. Do not take a calcium supplement, iron supplement or multivitamin during the 6 hours before you take Tivicay, or for at least 2 hours after you take it".',
    sources: [
      {
        title: "Tivicay film-coated tablets (dolutegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e8001a6516c891d8a1ff3a481f290741.html",
      },
    ],
  },
  {
    id: "sc-p18-tivicay-multivitamin",
    title: "Woman on Tivicay takes an A-Z multivitamin with minerals",
    profile: {
      medicines: ["Tivicay"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin and mineral tablet (calcium 200 mg, iron 14 mg, magnesium 100 mg)",
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
            medicine: "Tivicay",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "iron",
          with: {
            medicine: "Tivicay",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "magnesium",
          with: {
            medicine: "Tivicay",
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
      'Tivicay leaflet: "Do not take a calcium supplement, iron supplement or multivitamin during the 6 hours before you take Tivicay, or for at least 2 hours after you take it"; antacids (magnesium/aluminium salts) carry the same 6-hour/2-hour rule.',
    sources: [
      {
        title: "Tivicay film-coated tablets (dolutegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e8001a6516c891d8a1ff3a481f290741.html",
      },
    ],
  },
  {
    id: "sc-p18-tivicay-magnesium",
    title: "Man on Tivicay takes magnesium tablets for cramps",
    profile: {
      medicines: ["Tivicay 50mg"],
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
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Tivicay 50mg",
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
      'Tivicay leaflet: "Antacids ... can stop Tivicay being absorbed into your body" ("Do not take an antacid during the 6 hours before you take Tivicay, or for at least 2 hours after") and multivitamins carry the same rule; a magnesium salt binds dolutegravir in the same way, so space it.',
    sources: [
      {
        title: "Tivicay film-coated tablets (dolutegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e8001a6516c891d8a1ff3a481f290741.html",
      },
    ],
  },
  {
    id: "sc-p18-tivicay-sjw",
    title: "Man on Tivicay buys St John's wort tablets",
    profile: {
      medicines: ["Tivicay 50mg"],
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
            medicine: "Tivicay 50mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tivicay leaflet: "Tell your doctor if you ... are taking any of the medicines in the following list: ... St. John\'s wort (Hypericum perforatum), a herbal remedy to treat depression" and "Your doctor may decide to adjust your dose or that you need extra check ups."',
    sources: [
      {
        title: "Tivicay film-coated tablets (dolutegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e8001a6516c891d8a1ff3a481f290741.html",
      },
    ],
  },
  {
    id: "sc-p18-tivicay-vitd-quiet",
    title: "Woman on Tivicay takes plain vitamin D3 10 micrograms",
    profile: {
      medicines: ["Tivicay 50mg"],
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
            medicine: "Tivicay 50mg",
          },
        },
      ],
    },
    rationale:
      'The Tivicay leaflet names "calcium supplements, iron supplements and multivitamins" and antacids; a plain vitamin D3 tablet contains no polyvalent cation and is not named, so no flag.',
    sources: [
      {
        title: "Tivicay film-coated tablets (dolutegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e8001a6516c891d8a1ff3a481f290741.html",
      },
    ],
  },
  {
    id: "sc-p18-tivicay-fish-oil-quiet",
    title: "Man on dolutegravir takes omega-3 fish oil",
    profile: {
      medicines: ["dolutegravir 50mg"],
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
            medicine: "dolutegravir 50mg",
          },
        },
      ],
    },
    rationale:
      'Tivicay leaflet ("Other medicines and Tivicay", read in full) names metformin, antacids, "calcium supplements, iron supplements and multivitamins", enzyme inducers and "St. John\'s wort"; fish oil is not named and has no mechanism.',
    sources: [
      {
        title: "Tivicay film-coated tablets (dolutegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e8001a6516c891d8a1ff3a481f290741.html",
      },
    ],
  },
  {
    id: "sc-p18-tivicay-iron-vitc-mixed",
    title: "Woman on Tivicay takes iron with a vitamin C tablet",
    profile: {
      medicines: ["Tivicay 50mg"],
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
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Tivicay 50mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-c",
          with: {
            medicine: "Tivicay 50mg",
          },
        },
      ],
    },
    rationale:
      'Tivicay leaflet: "calcium supplements, iron supplements and multivitamins. Do not take a calcium supplement, iron supplement or multivitamin during the 6 hours before you take Tivicay, or for at least 2 hours after you take it"; vitamin C is not named in the leaflet.',
    sources: [
      {
        title: "Tivicay film-coated tablets (dolutegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e8001a6516c891d8a1ff3a481f290741.html",
      },
    ],
  },
  {
    id: "sc-p18-paxlovid-sjw",
    title: "Woman prescribed Paxlovid for COVID-19 already takes St John's wort",
    profile: {
      medicines: ["Paxlovid"],
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
            medicine: "Paxlovid",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Paxlovid leaflet, "Do not take Paxlovid ... if you are taking any of the following medicines": "St. John\'s wort (Hypericum perforatum) (a herbal remedy used for depression and anxiety)" - "Taking Paxlovid with these medicines may cause serious or life-threatening side effects or affect how Paxlovid works."',
    sources: [
      {
        title:
          "Paxlovid 150 mg + 100 mg film-coated tablets (nirmatrelvir/ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c01e0605e2e3c43213448cfeba0686aa.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-paxlovid-sjw-kalms",
    title: "Man on nirmatrelvir/ritonavir takes a St John's wort one-a-day",
    profile: {
      medicines: ["nirmatrelvir/ritonavir"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort one-a-day 334 mg tablets",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 334,
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
            medicine: "nirmatrelvir/ritonavir",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Paxlovid leaflet, "Do not take Paxlovid ... if you are taking any of the following medicines": lists "St. John\'s wort (Hypericum perforatum)".',
    sources: [
      {
        title:
          "Paxlovid 150 mg + 100 mg film-coated tablets (nirmatrelvir/ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c01e0605e2e3c43213448cfeba0686aa.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-paxlovid-zinc-quiet",
    title: "Man on Paxlovid takes zinc lozenges for his cold symptoms",
    profile: {
      medicines: ["Paxlovid"],
      conditions: [],
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
            medicine: "Paxlovid",
          },
        },
      ],
    },
    rationale:
      'The Paxlovid leaflet\'s long interaction lists ("Do not take Paxlovid" and "Other medicines and Paxlovid") name only one herbal product, "St. John\'s wort"; zinc is not named and does not affect CYP3A, and "Paxlovid can be taken with or without meals."',
    sources: [
      {
        title:
          "Paxlovid 150 mg + 100 mg film-coated tablets (nirmatrelvir/ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c01e0605e2e3c43213448cfeba0686aa.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-paxlovid-vitc-quiet",
    title: "Woman on Paxlovid takes vitamin C 1000 mg",
    profile: {
      medicines: ["Paxlovid"],
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
            medicine: "Paxlovid",
          },
        },
      ],
    },
    rationale:
      'Paxlovid leaflet (interaction sections read in full) names "St. John\'s wort" but no vitamins; vitamin C has no effect on ritonavir or nirmatrelvir.',
    sources: [
      {
        title:
          "Paxlovid 150 mg + 100 mg film-coated tablets (nirmatrelvir/ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c01e0605e2e3c43213448cfeba0686aa.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-paxlovid-vitd-quiet",
    title: "Older man on Paxlovid takes vitamin D3 daily",
    profile: {
      medicines: ["Paxlovid"],
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
            medicine: "Paxlovid",
          },
        },
      ],
    },
    rationale:
      'Paxlovid leaflet lists many prescription medicines and one herbal product ("St. John\'s wort"); vitamin D is not named and has no CYP3A mechanism.',
    sources: [
      {
        title:
          "Paxlovid 150 mg + 100 mg film-coated tablets (nirmatrelvir/ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c01e0605e2e3c43213448cfeba0686aa.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-paxlovid-sjw-vitc-mixed",
    title: "Woman on Paxlovid takes St John's wort and vitamin C",
    profile: {
      medicines: ["Paxlovid"],
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
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Paxlovid",
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
            medicine: "Paxlovid",
          },
        },
      ],
    },
    rationale:
      'Paxlovid leaflet, "Do not take Paxlovid ... if you are taking any of the following medicines": "St. John\'s wort (Hypericum perforatum)"; vitamin C is not named.',
    sources: [
      {
        title:
          "Paxlovid 150 mg + 100 mg film-coated tablets (nirmatrelvir/ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c01e0605e2e3c43213448cfeba0686aa.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-tasigna-sjw",
    title: "Man on Tasigna for CML wants St John's wort for low mood",
    profile: {
      medicines: ["Tasigna 150mg"],
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
            medicine: "Tasigna 150mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tasigna leaflet, "Other medicines and Tasigna": lists "St. John\'s Wort - a herbal product used to treat depression and other conditions (also known as Hypericum perforatum)"; "These medicines should be avoided during your treatment with Tasigna."',
    sources: [
      {
        title: "Tasigna hard capsules (nilotinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7f2ab73e6ec5569c0d6e8f4a6e01c023.html",
      },
    ],
  },
  {
    id: "sc-p18-nilotinib-sjw",
    title: "Woman on nilotinib takes Hypericum capsules",
    profile: {
      medicines: ["nilotinib 200 mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hypericum perforatum 425 mg capsules",
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
            medicine: "nilotinib 200 mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tasigna leaflet, "Other medicines and Tasigna": "St. John\'s Wort ... These medicines should be avoided during your treatment with Tasigna. If you are taking any of these, your doctor might prescribe other alternative medicines."',
    sources: [
      {
        title: "Tasigna hard capsules (nilotinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7f2ab73e6ec5569c0d6e8f4a6e01c023.html",
      },
    ],
  },
  {
    id: "sc-p18-tasigna-magnesium-oxide",
    title: "Man on Tasigna takes magnesium oxide tablets",
    profile: {
      medicines: ["Tasigna 200mg"],
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
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Tasigna 200mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tasigna leaflet, "Other medicines and Tasigna": "antacids such as those containing aluminium hydroxide, magnesium hydroxide and simethicone, which neutralise high acidity in the stomach. These antacids should be taken approximately 2 hours before or approximately 2 hours after you take Tasigna." Magnesium oxide is an antacid salt: space it.',
    sources: [
      {
        title: "Tasigna hard capsules (nilotinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7f2ab73e6ec5569c0d6e8f4a6e01c023.html",
      },
    ],
  },
  {
    id: "sc-p18-tasigna-vitd-quiet",
    title: "Woman on Tasigna takes vitamin D3 in winter",
    profile: {
      medicines: ["Tasigna 150mg"],
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
            medicine: "Tasigna 150mg",
          },
        },
      ],
    },
    rationale:
      "The Tasigna leaflet's interaction section (read in full) names \"St. John's Wort\", H2 blockers, aluminium/magnesium antacids and grapefruit; vitamin D is not named and has no mechanism with nilotinib.",
    sources: [
      {
        title: "Tasigna hard capsules (nilotinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7f2ab73e6ec5569c0d6e8f4a6e01c023.html",
      },
    ],
  },
  {
    id: "sc-p18-tasigna-b12-quiet",
    title: "Man on nilotinib takes vitamin B12 tablets",
    profile: {
      medicines: ["nilotinib 200 mg"],
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
            medicine: "nilotinib 200 mg",
          },
        },
      ],
    },
    rationale:
      'Tasigna leaflet names one herbal product ("St. John\'s Wort") and antacids; vitamin B12 is not named and neither induces enzymes nor changes stomach acidity.',
    sources: [
      {
        title: "Tasigna hard capsules (nilotinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7f2ab73e6ec5569c0d6e8f4a6e01c023.html",
      },
    ],
  },
  {
    id: "sc-p18-tasigna-vitc-quiet",
    title: "Woman on Tasigna takes vitamin C",
    profile: {
      medicines: ["Tasigna 150mg"],
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
            medicine: "Tasigna 150mg",
          },
        },
      ],
    },
    rationale:
      'Tasigna leaflet ("Other medicines and Tasigna" and "Tasigna with food and drink", read in full) does not name vitamin C; only "St. John\'s Wort", antacids and grapefruit among non-prescription items.',
    sources: [
      {
        title: "Tasigna hard capsules (nilotinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7f2ab73e6ec5569c0d6e8f4a6e01c023.html",
      },
    ],
  },
  {
    id: "sc-p18-brukinsa-fish-oil",
    title: "Man on Brukinsa for CLL takes omega-3 fish oil",
    profile: {
      medicines: ["Brukinsa 80mg"],
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
      flags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Brukinsa 80mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'BRUKINSA leaflet, "Other medicines and BRUKINSA": "BRUKINSA may make you bleed more easily ... tell your doctor if you take other medicines that increase your risk of bleeding. This includes ... supplements that may increase your risk of bleeding such as fish oil, vitamin E or flaxseed." "If any of the above apply to you (or you are not sure), talk to your doctor, pharmacist or nurse before taking BRUKINSA."',
    sources: [
      {
        title: "BRUKINSA 80 mg hard capsules (zanubrutinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c2d0e28fbe1723337dab22fe407d0234.html",
      },
    ],
  },
  {
    id: "sc-p18-brukinsa-vitamin-e",
    title: "Woman on zanubrutinib takes vitamin E 400 IU",
    profile: {
      medicines: ["zanubrutinib 160 mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 400 IU capsules",
          ingredients: [
            {
              ingredient: "vitamin-e",
              amount: 400,
              unit: "IU",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-e",
          with: {
            medicine: "zanubrutinib 160 mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'BRUKINSA leaflet, "Other medicines and BRUKINSA": "BRUKINSA may make you bleed more easily ... tell your doctor if you take other medicines that increase your risk of bleeding. This includes ... supplements that may increase your risk of bleeding such as fish oil, vitamin E or flaxseed."',
    sources: [
      {
        title: "BRUKINSA 80 mg hard capsules (zanubrutinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c2d0e28fbe1723337dab22fe407d0234.html",
      },
    ],
  },
  {
    id: "sc-p18-brukinsa-flaxseed",
    title: "Man on Brukinsa adds flaxseed oil capsules",
    profile: {
      medicines: ["Brukinsa"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Flaxseed oil 1000 mg capsules",
          ingredients: [
            {
              ingredient: "flaxseed",
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
          ingredient: "flaxseed",
          with: {
            medicine: "Brukinsa",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'BRUKINSA leaflet, "Other medicines and BRUKINSA": "BRUKINSA may make you bleed more easily ... tell your doctor if you take other medicines that increase your risk of bleeding. This includes ... supplements that may increase your risk of bleeding such as fish oil, vitamin E or flaxseed."',
    sources: [
      {
        title: "BRUKINSA 80 mg hard capsules (zanubrutinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c2d0e28fbe1723337dab22fe407d0234.html",
      },
    ],
  },
  {
    id: "sc-p18-brukinsa-sjw",
    title: "Woman on Brukinsa for Waldenström's takes St John's wort",
    profile: {
      medicines: ["Brukinsa 80mg"],
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
            medicine: "Brukinsa 80mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'BRUKINSA leaflet, "Other medicines and BRUKINSA": "Also tell your doctor if you take any of the following medicines - The effects of BRUKINSA or other medicines may be influenced ...: medicines for depression - fluvoxamine, St. John\'s wort".',
    sources: [
      {
        title: "BRUKINSA 80 mg hard capsules (zanubrutinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c2d0e28fbe1723337dab22fe407d0234.html",
      },
    ],
  },
  {
    id: "sc-p18-brukinsa-bitter-orange",
    title: "Man on Brukinsa takes a bitter orange (Seville orange) slimming supplement",
    profile: {
      medicines: ["Brukinsa 80mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Bitter orange extract 500 mg capsules (Citrus aurantium)",
          ingredients: [
            {
              ingredient: "bitter-orange",
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
          ingredient: "bitter-orange",
          with: {
            medicine: "Brukinsa 80mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'BRUKINSA leaflet, "BRUKINSA with food": "Grapefruit or Seville oranges (bitter oranges) should be consumed with caution around the time you take BRUKINSA. This is because they can increase the amount of BRUKINSA in your blood."',
    sources: [
      {
        title: "BRUKINSA 80 mg hard capsules (zanubrutinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c2d0e28fbe1723337dab22fe407d0234.html",
      },
    ],
  },
  {
    id: "sc-p18-brukinsa-vitd-quiet",
    title: "Woman on Brukinsa takes vitamin D3",
    profile: {
      medicines: ["Brukinsa 80mg"],
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
            medicine: "Brukinsa 80mg",
          },
        },
      ],
    },
    rationale:
      'The BRUKINSA leaflet names bleeding-risk supplements ("fish oil, vitamin E or flaxseed"), "St. John\'s wort" and grapefruit/Seville oranges; vitamin D is not named and has neither a bleeding nor a CYP3A effect.',
    sources: [
      {
        title: "BRUKINSA 80 mg hard capsules (zanubrutinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c2d0e28fbe1723337dab22fe407d0234.html",
      },
    ],
  },
  {
    id: "sc-p18-brukinsa-b12-quiet",
    title: "Man on zanubrutinib takes vitamin B12",
    profile: {
      medicines: ["zanubrutinib 160 mg"],
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
            medicine: "zanubrutinib 160 mg",
          },
        },
      ],
    },
    rationale:
      'BRUKINSA leaflet ("Other medicines and BRUKINSA", read in full) lists "fish oil, vitamin E or flaxseed" and "St. John\'s wort"; vitamin B12 is not among them and has no mechanism.',
    sources: [
      {
        title: "BRUKINSA 80 mg hard capsules (zanubrutinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c2d0e28fbe1723337dab22fe407d0234.html",
      },
    ],
  },
  {
    id: "sc-p18-brukinsa-fish-oil-d3-mixed",
    title: "Woman on Brukinsa takes fish oil and vitamin D3",
    profile: {
      medicines: ["Brukinsa 80mg"],
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
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Brukinsa 80mg",
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
            medicine: "Brukinsa 80mg",
          },
        },
      ],
    },
    rationale:
      'BRUKINSA leaflet, "Other medicines and BRUKINSA": "BRUKINSA may make you bleed more easily ... tell your doctor if you take other medicines that increase your risk of bleeding. This includes ... supplements that may increase your risk of bleeding such as fish oil, vitamin E or flaxseed." Vitamin D is not named.',
    sources: [
      {
        title: "BRUKINSA 80 mg hard capsules (zanubrutinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c2d0e28fbe1723337dab22fe407d0234.html",
      },
    ],
  },
  {
    id: "sc-p18-xalkori-sjw",
    title: "Woman on Xalkori for ALK-positive lung cancer takes St John's wort",
    profile: {
      medicines: ["Xalkori 250mg"],
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
            medicine: "Xalkori 250mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'XALKORI leaflet, "Other medicines and XALKORI": "The following medicines may reduce the effectiveness of XALKORI: ... St. John\'s wort (Hypericum perforatum), a herbal product used to treat depression" and "These medicines should be avoided during your treatment with XALKORI."',
    sources: [
      {
        title: "XALKORI hard capsules (crizotinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1c9a12a6360cb16de82a801c02ba58e9.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-crizotinib-sjw",
    title: "Man on crizotinib buys St John's wort tablets",
    profile: {
      medicines: ["crizotinib 250 mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort one-a-day 334 mg tablets",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 334,
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
            medicine: "crizotinib 250 mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'XALKORI leaflet, "Other medicines and XALKORI": "St. John\'s wort (Hypericum perforatum)" may "reduce the effectiveness of XALKORI"; "These medicines should be avoided during your treatment with XALKORI."',
    sources: [
      {
        title: "XALKORI hard capsules (crizotinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1c9a12a6360cb16de82a801c02ba58e9.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-xalkori-vitd-quiet",
    title: "Woman on Xalkori takes vitamin D3",
    profile: {
      medicines: ["Xalkori 250mg"],
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
            medicine: "Xalkori 250mg",
          },
        },
      ],
    },
    rationale:
      "XALKORI leaflet's interaction section (read in full) names one herbal product (\"St. John's wort\") and grapefruit; vitamin D is not named and has no mechanism.",
    sources: [
      {
        title: "XALKORI hard capsules (crizotinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1c9a12a6360cb16de82a801c02ba58e9.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-xalkori-calcium-quiet",
    title: "Man on crizotinib takes calcium carbonate tablets",
    profile: {
      medicines: ["crizotinib 250 mg"],
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
            medicine: "crizotinib 250 mg",
          },
        },
      ],
    },
    rationale:
      'XALKORI leaflet names no antacids or minerals ("You can take XALKORI with or without food"); calcium is not in "Other medicines and XALKORI", read in full.',
    sources: [
      {
        title: "XALKORI hard capsules (crizotinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1c9a12a6360cb16de82a801c02ba58e9.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-xalkori-fish-oil-quiet",
    title: "Woman on Xalkori takes fish oil",
    profile: {
      medicines: ["Xalkori 250mg"],
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
            medicine: "Xalkori 250mg",
          },
        },
      ],
    },
    rationale:
      'XALKORI leaflet ("Other medicines and XALKORI", read in full) does not mention fish oil or bleeding; it names "St. John\'s wort" and grapefruit only among non-prescription products.',
    sources: [
      {
        title: "XALKORI hard capsules (crizotinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1c9a12a6360cb16de82a801c02ba58e9.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-norvir-sjw",
    title: "Man on Norvir-boosted darunavir wants St John's wort",
    profile: {
      medicines: ["Norvir 100mg", "darunavir 800mg"],
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
            medicine: "Norvir 100mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Norvir leaflet, "Do not take Norvir ... if you are currently taking any of the following medicines": "products containing St John\'s wort (Hypericum perforatum) as this may stop Norvir from working properly. St John\'s wort is often used in herbal medicines that you can buy yourself."',
    sources: [
      {
        title: "Norvir (ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-05f8c1dee8f03d43d5a47046b61f2f18.html",
      },
    ],
  },
  {
    id: "sc-p18-ritonavir-sjw",
    title: "Woman on ritonavir booster buys St John's wort capsules",
    profile: {
      medicines: ["ritonavir 100 mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hypericum perforatum 425 mg capsules",
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
            medicine: "ritonavir 100 mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Norvir leaflet, "Do not take Norvir ... if you are currently taking any of the following medicines": "products containing St John\'s wort (Hypericum perforatum) as this may stop Norvir from working properly."',
    sources: [
      {
        title: "Norvir (ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-05f8c1dee8f03d43d5a47046b61f2f18.html",
      },
    ],
  },
  {
    id: "sc-p18-norvir-vitd-quiet",
    title: "Man on Norvir takes vitamin D3",
    profile: {
      medicines: ["Norvir 100mg"],
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
            medicine: "Norvir 100mg",
          },
        },
      ],
    },
    rationale:
      'Norvir leaflet ("Do not take Norvir" and "Other medicines and Norvir", read in full) names "St John\'s wort" among herbal products but no vitamins; vitamin D has no CYP3A or P-gp effect.',
    sources: [
      {
        title: "Norvir (ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-05f8c1dee8f03d43d5a47046b61f2f18.html",
      },
    ],
  },
  {
    id: "sc-p18-norvir-b12-quiet",
    title: "Woman on ritonavir takes vitamin B12",
    profile: {
      medicines: ["ritonavir 100 mg"],
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
            medicine: "ritonavir 100 mg",
          },
        },
      ],
    },
    rationale:
      'Norvir leaflet names "St John\'s wort" and prescription medicines only; vitamin B12 is not named and has no mechanism with ritonavir.',
    sources: [
      {
        title: "Norvir (ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-05f8c1dee8f03d43d5a47046b61f2f18.html",
      },
    ],
  },
  {
    id: "sc-p18-norvir-calcium-quiet",
    title: "Older man on Norvir takes calcium carbonate",
    profile: {
      medicines: ["Norvir 100mg"],
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
            medicine: "Norvir 100mg",
          },
        },
      ],
    },
    rationale:
      'Norvir leaflet lists no antacids or mineral supplements in "Other medicines and Norvir" (read in full); only "St John\'s wort" among herbal products.',
    sources: [
      {
        title: "Norvir (ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-05f8c1dee8f03d43d5a47046b61f2f18.html",
      },
    ],
  },
  {
    id: "sc-p18-iressa-sjw",
    title: "Woman on Iressa for lung cancer takes St John's wort",
    profile: {
      medicines: ["Iressa 250mg"],
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
            medicine: "Iressa 250mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'IRESSA leaflet, "Other medicines and IRESSA": "tell your doctor or pharmacist if you are taking ... Herbal remedies containing St John\'s wort (Hypericum perforatum, used for depression and anxiety) ... These medicines may affect the way IRESSA works." "If any of the above applies to you ... check with your doctor or pharmacist before taking IRESSA."',
    sources: [
      {
        title: "IRESSA 250 mg film-coated tablets (gefitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a7a8f3aaed2850db2f524101df25e7ab.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-gefitinib-sjw",
    title: "Man on gefitinib buys St John's wort tablets",
    profile: {
      medicines: ["gefitinib 250 mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort one-a-day 334 mg tablets",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 334,
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
            medicine: "gefitinib 250 mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'IRESSA leaflet, "Other medicines and IRESSA": "Herbal remedies containing St John\'s wort ... may affect the way IRESSA works."',
    sources: [
      {
        title: "IRESSA 250 mg film-coated tablets (gefitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a7a8f3aaed2850db2f524101df25e7ab.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-iressa-calcium-carbonate",
    title: "Woman on Iressa takes calcium carbonate tablets",
    profile: {
      medicines: ["Iressa 250mg"],
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
            medicine: "Iressa 250mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'IRESSA leaflet: "Proton-pump inhibitors, H2-antagonists and antacids ... may affect the way IRESSA works" and "Do not take antacids (to reduce the acid level of your stomach) 2 hours before or 1 hour after taking IRESSA." Calcium carbonate is an antacid: space it.',
    sources: [
      {
        title: "IRESSA 250 mg film-coated tablets (gefitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a7a8f3aaed2850db2f524101df25e7ab.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-iressa-vitd-quiet",
    title: "Man on Iressa takes vitamin D3",
    profile: {
      medicines: ["Iressa 250mg"],
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
            medicine: "Iressa 250mg",
          },
        },
      ],
    },
    rationale:
      "IRESSA leaflet's complete interaction list names \"St John's wort\", acid reducers/antacids and warfarin; vitamin D3 is not named and is not an antacid.",
    sources: [
      {
        title: "IRESSA 250 mg film-coated tablets (gefitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a7a8f3aaed2850db2f524101df25e7ab.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-iressa-fish-oil-quiet",
    title: "Woman on gefitinib takes fish oil",
    profile: {
      medicines: ["gefitinib 250 mg"],
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
            medicine: "gefitinib 250 mg",
          },
        },
      ],
    },
    rationale:
      'IRESSA leaflet ("Other medicines and IRESSA", read in full) does not mention fish oil; it names "St John\'s wort", antacids and warfarin.',
    sources: [
      {
        title: "IRESSA 250 mg film-coated tablets (gefitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a7a8f3aaed2850db2f524101df25e7ab.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-iressa-b12-quiet",
    title: "Man on Iressa takes vitamin B12",
    profile: {
      medicines: ["Iressa 250mg"],
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
            medicine: "Iressa 250mg",
          },
        },
      ],
    },
    rationale:
      'IRESSA leaflet names no vitamins; only "St John\'s wort" among herbal remedies and antacids among stomach remedies.',
    sources: [
      {
        title: "IRESSA 250 mg film-coated tablets (gefitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a7a8f3aaed2850db2f524101df25e7ab.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-eviplera-sjw",
    title: "Man on Eviplera takes St John's wort",
    profile: {
      medicines: ["Eviplera"],
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
            medicine: "Eviplera",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Eviplera leaflet: "Do not take Eviplera ... If you are currently taking any of the following medicines ... products that contain St. John\'s wort (Hypericum perforatum) (a herbal remedy used for depression and anxiety)".',
    sources: [
      {
        title:
          "Eviplera film-coated tablets (emtricitabine/rilpivirine/tenofovir disoproxil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-88027b29b9aee30b33b41e1a72006b30.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-eviplera-magnesium",
    title: "Woman on Eviplera takes magnesium tablets",
    profile: {
      medicines: ["Eviplera"],
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
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Eviplera",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Eviplera leaflet: "If you are taking an antacid (such as medicines containing magnesium or potassium), take it at least 2 hours before or at least 4 hours after Eviplera"; antacids "can decrease the amount of rilpivirine".',
    sources: [
      {
        title:
          "Eviplera film-coated tablets (emtricitabine/rilpivirine/tenofovir disoproxil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-88027b29b9aee30b33b41e1a72006b30.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-eviplera-calcium-carbonate",
    title: "Man on Eviplera takes calcium carbonate tablets",
    profile: {
      medicines: ["Eviplera"],
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
            medicine: "Eviplera",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Eviplera leaflet: antacids "(aluminium/magnesium hydroxide or calcium carbonate) ... can decrease the amount of rilpivirine"; take an antacid "at least 2 hours before or at least 4 hours after Eviplera".',
    sources: [
      {
        title:
          "Eviplera film-coated tablets (emtricitabine/rilpivirine/tenofovir disoproxil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-88027b29b9aee30b33b41e1a72006b30.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-eviplera-vitd-quiet",
    title: "Woman on Eviplera takes vitamin D3",
    profile: {
      medicines: ["Eviplera"],
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
            medicine: "Eviplera",
          },
        },
      ],
    },
    rationale:
      'Eviplera leaflet ("Other medicines and Eviplera", read in full) names "St. John\'s wort" and antacids; vitamin D alone is neither.',
    sources: [
      {
        title:
          "Eviplera film-coated tablets (emtricitabine/rilpivirine/tenofovir disoproxil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-88027b29b9aee30b33b41e1a72006b30.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-eviplera-fish-oil-quiet",
    title: "Man on Eviplera takes omega-3",
    profile: {
      medicines: ["Eviplera"],
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
            medicine: "Eviplera",
          },
        },
      ],
    },
    rationale:
      'Eviplera leaflet names inducers, "St. John\'s wort", kidney-toxic medicines, acid reducers and antacids; fish oil is not named and has no mechanism.',
    sources: [
      {
        title:
          "Eviplera film-coated tablets (emtricitabine/rilpivirine/tenofovir disoproxil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-88027b29b9aee30b33b41e1a72006b30.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-eviplera-b12-quiet",
    title: "Woman on Eviplera takes vitamin B12",
    profile: {
      medicines: ["Eviplera"],
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
            medicine: "Eviplera",
          },
        },
      ],
    },
    rationale:
      'Eviplera leaflet does not name vitamin B12; only "St. John\'s wort" among herbal products and antacids ("medicines containing magnesium or potassium").',
    sources: [
      {
        title:
          "Eviplera film-coated tablets (emtricitabine/rilpivirine/tenofovir disoproxil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-88027b29b9aee30b33b41e1a72006b30.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-zytiga-sjw",
    title: "Man on Zytiga for prostate cancer takes St John's wort",
    profile: {
      medicines: ["Zytiga 500mg", "prednisolone 5mg"],
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
            medicine: "Zytiga 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'ZYTIGA leaflet, "Other medicines and ZYTIGA": "ZYTIGA may increase the effects of a number of medicines including ... herbal medicines (e.g., St John\'s wort) and others. Your doctor may want to change the dose of these medicines. Also, some medicines may increase or decrease the effects of ZYTIGA." Ask first.',
    sources: [
      {
        title: "ZYTIGA 250 mg tablets (abiraterone acetate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-18a94f164fb1fa919f787ce6c80174e7.html",
      },
    ],
  },
  {
    id: "sc-p18-abiraterone-sjw",
    title: "Man on abiraterone buys St John's wort tablets",
    profile: {
      medicines: ["abiraterone 250 mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort one-a-day 334 mg tablets",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 334,
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
            medicine: "abiraterone 250 mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'ZYTIGA leaflet, "Other medicines and ZYTIGA": "Ask your doctor or pharmacist for advice before taking any medicine" and names "herbal medicines (e.g., St John\'s wort)".',
    sources: [
      {
        title: "ZYTIGA 250 mg tablets (abiraterone acetate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-18a94f164fb1fa919f787ce6c80174e7.html",
      },
    ],
  },
  {
    id: "sc-p18-zytiga-adcal-quiet",
    title: "Man on Zytiga and prednisolone takes calcium + vitamin D3 for bone protection",
    profile: {
      medicines: ["Zytiga 500mg", "prednisolone 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium and vitamin D3 chewable tablets (600 mg calcium, 10 micrograms D3)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 600,
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
            medicine: "Zytiga 500mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Zytiga 500mg",
          },
        },
      ],
    },
    rationale:
      'The ZYTIGA leaflet\'s interaction section (read in full) names "herbal medicines (e.g., St John\'s wort)", heart-rhythm medicines and food ("must not be taken with food"); calcium and vitamin D are not named, and the leaflet notes "Bone loss may occur in men treated for prostate cancer".',
    sources: [
      {
        title: "ZYTIGA 250 mg tablets (abiraterone acetate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-18a94f164fb1fa919f787ce6c80174e7.html",
      },
    ],
  },
  {
    id: "sc-p18-zytiga-fish-oil-quiet",
    title: "Man on abiraterone takes fish oil",
    profile: {
      medicines: ["abiraterone 250 mg"],
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
            medicine: "abiraterone 250 mg",
          },
        },
      ],
    },
    rationale:
      'ZYTIGA leaflet names "herbal medicines (e.g., St John\'s wort)" as the only herbal example and no supplements otherwise; fish oil is not named and has no mechanism.',
    sources: [
      {
        title: "ZYTIGA 250 mg tablets (abiraterone acetate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-18a94f164fb1fa919f787ce6c80174e7.html",
      },
    ],
  },
  {
    id: "sc-p18-zytiga-b12-quiet",
    title: "Man on Zytiga takes vitamin B12",
    profile: {
      medicines: ["Zytiga 500mg"],
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
            medicine: "Zytiga 500mg",
          },
        },
      ],
    },
    rationale:
      'ZYTIGA leaflet ("Other medicines and ZYTIGA", read in full) does not mention vitamin B12; only "herbal medicines (e.g., St John\'s wort)".',
    sources: [
      {
        title: "ZYTIGA 250 mg tablets (abiraterone acetate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-18a94f164fb1fa919f787ce6c80174e7.html",
      },
    ],
  },
  {
    id: "sc-p18-alunbrig-sjw",
    title: "Woman on Alunbrig for lung cancer takes St John's wort",
    profile: {
      medicines: ["Alunbrig 180mg"],
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
            medicine: "Alunbrig 180mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Alunbrig leaflet, "Other medicines and Alunbrig": "The following medicines can affect or be affected by Alunbrig: ... St. John\'s wort: a herbal product used to treat depression".',
    sources: [
      {
        title: "Alunbrig film-coated tablets (brigatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7b67c4d38704991f22e7013a4909f813.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-brigatinib-sjw",
    title: "Man on brigatinib buys Hypericum capsules",
    profile: {
      medicines: ["brigatinib 180 mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hypericum perforatum 425 mg capsules",
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
            medicine: "brigatinib 180 mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Alunbrig leaflet, "Other medicines and Alunbrig": lists "St. John\'s wort" among medicines that "can affect or be affected by Alunbrig"; tell the doctor or pharmacist.',
    sources: [
      {
        title: "Alunbrig film-coated tablets (brigatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7b67c4d38704991f22e7013a4909f813.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-alunbrig-vitd-quiet",
    title: "Woman on Alunbrig takes vitamin D3",
    profile: {
      medicines: ["Alunbrig 180mg"],
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
            medicine: "Alunbrig 180mg",
          },
        },
      ],
    },
    rationale:
      "Alunbrig leaflet's interaction list (read in full) names \"St. John's wort\" and grapefruit; vitamin D is not named and has no mechanism.",
    sources: [
      {
        title: "Alunbrig film-coated tablets (brigatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7b67c4d38704991f22e7013a4909f813.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-alunbrig-calcium-quiet",
    title: "Man on brigatinib takes calcium carbonate",
    profile: {
      medicines: ["brigatinib 180 mg"],
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
            medicine: "brigatinib 180 mg",
          },
        },
      ],
    },
    rationale:
      'Alunbrig leaflet names no antacids or minerals; "The tablets can be taken with or without food." Calcium is not in "Other medicines and Alunbrig".',
    sources: [
      {
        title: "Alunbrig film-coated tablets (brigatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7b67c4d38704991f22e7013a4909f813.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-alunbrig-fish-oil-quiet",
    title: "Woman on Alunbrig takes omega-3",
    profile: {
      medicines: ["Alunbrig 180mg"],
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
            medicine: "Alunbrig 180mg",
          },
        },
      ],
    },
    rationale:
      'Alunbrig leaflet does not mention fish oil; only "St. John\'s wort" and grapefruit among non-prescription products.',
    sources: [
      {
        title: "Alunbrig film-coated tablets (brigatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7b67c4d38704991f22e7013a4909f813.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-isentress-iron",
    title: "Woman on Isentress prescribed ferrous fumarate",
    profile: {
      medicines: ["Isentress 400mg"],
      conditions: [],
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
            medicine: "Isentress 400mg",
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
      'Isentress leaflet, "Other medicines and Isentress": "iron salts (to treat and prevent iron deficiency or anemia). You should wait at least two hours between taking iron salts and taking Isentress, as these medicines may reduce Isentress efficacy."',
    sources: [
      {
        title:
          "Isentress 400 mg film-coated tablets (raltegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-240cb856767cdf385c31b86b973619ae.ttl.html",
      },
    ],
  },
  {
    id: "sc-p18-raltegravir-iron",
    title: "Man on raltegravir takes ferrous sulfate",
    profile: {
      medicines: ["raltegravir 400 mg"],
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
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "raltegravir 400 mg",
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
      'Isentress leaflet, "Other medicines and Isentress": "You should wait at least two hours between taking iron salts and taking Isentress".',
    sources: [
      {
        title:
          "Isentress 400 mg film-coated tablets (raltegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-240cb856767cdf385c31b86b973619ae.ttl.html",
      },
    ],
  },
  {
    id: "sc-p18-isentress-magnesium",
    title: "Woman on Isentress takes magnesium supplements for cramps",
    profile: {
      medicines: ["Isentress 400mg"],
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
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Isentress 400mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Isentress leaflet, "Other medicines and Isentress": "It is not recommended to take Isentress with certain antacids (those containing aluminium and/or magnesium). Talk to your doctor about other antacids you can take." A magnesium salt binds raltegravir in the same way: ask first.',
    sources: [
      {
        title:
          "Isentress 400 mg film-coated tablets (raltegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-240cb856767cdf385c31b86b973619ae.ttl.html",
      },
    ],
  },
  {
    id: "sc-p18-isentress-vitd-quiet",
    title: "Man on Isentress takes vitamin D3",
    profile: {
      medicines: ["Isentress 400mg"],
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
            medicine: "Isentress 400mg",
          },
        },
      ],
    },
    rationale:
      'Isentress leaflet ("Other medicines and Isentress", read in full) names aluminium/magnesium antacids, "iron salts" and rifampicin; vitamin D contains no metal ion and is not named.',
    sources: [
      {
        title:
          "Isentress 400 mg film-coated tablets (raltegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-240cb856767cdf385c31b86b973619ae.ttl.html",
      },
    ],
  },
  {
    id: "sc-p18-isentress-fish-oil-quiet",
    title: "Woman on raltegravir takes fish oil",
    profile: {
      medicines: ["raltegravir 400 mg"],
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
            medicine: "raltegravir 400 mg",
          },
        },
      ],
    },
    rationale:
      'Isentress leaflet lists only antacids, "iron salts" and rifampicin; fish oil is not named and has no mechanism.',
    sources: [
      {
        title:
          "Isentress 400 mg film-coated tablets (raltegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-240cb856767cdf385c31b86b973619ae.ttl.html",
      },
    ],
  },
  {
    id: "sc-p18-isentress-b12-quiet",
    title: "Man on Isentress takes vitamin B12",
    profile: {
      medicines: ["Isentress 400mg"],
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
            medicine: "Isentress 400mg",
          },
        },
      ],
    },
    rationale:
      'Isentress leaflet names "antacids", "iron salts" and rifampicin only; vitamin B12 is not named.',
    sources: [
      {
        title:
          "Isentress 400 mg film-coated tablets (raltegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-240cb856767cdf385c31b86b973619ae.ttl.html",
      },
    ],
  },
  {
    id: "sc-p18-isentress-iron-vitc-mixed",
    title: "Woman on Isentress takes iron with vitamin C",
    profile: {
      medicines: ["Isentress 400mg"],
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
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Isentress 400mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-c",
          with: {
            medicine: "Isentress 400mg",
          },
        },
      ],
    },
    rationale:
      'Isentress leaflet, "Other medicines and Isentress": "wait at least two hours between taking iron salts and taking Isentress"; vitamin C is not named.',
    sources: [
      {
        title:
          "Isentress 400 mg film-coated tablets (raltegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-240cb856767cdf385c31b86b973619ae.ttl.html",
      },
    ],
  },
  {
    id: "sc-p18-ozempic-vitd-quiet",
    title: "Woman on Ozempic for type 2 diabetes takes vitamin D3",
    profile: {
      medicines: ["Ozempic 0.5mg"],
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
            medicine: "Ozempic 0.5mg",
          },
        },
      ],
    },
    rationale:
      'The Ozempic leaflet\'s "Other medicines and Ozempic" (read in full) asks to be told about "herbal medicines or other medicines you bought without a prescription" but names only warfarin-type anticoagulants and insulin (plus sulfonylureas under hypoglycaemia); Ozempic is a weekly injection "regardless of meals", so vitamin D has no interaction.',
    sources: [
      {
        title:
          "Ozempic solution for injection in pre-filled pen (semaglutide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d321e28009e316a0922b3b06c7400fef.html",
      },
    ],
  },
  {
    id: "sc-p18-ozempic-b12-quiet",
    title: "Man on semaglutide injections takes vitamin B12",
    profile: {
      medicines: ["semaglutide 1mg weekly injection"],
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
            medicine: "semaglutide 1mg weekly injection",
          },
        },
      ],
    },
    rationale:
      'The Ozempic leaflet\'s "Other medicines and Ozempic" (read in full) asks to be told about "herbal medicines or other medicines you bought without a prescription" but names only warfarin-type anticoagulants and insulin (plus sulfonylureas under hypoglycaemia); Ozempic is a weekly injection "regardless of meals", so vitamin B12 has no interaction.',
    sources: [
      {
        title:
          "Ozempic solution for injection in pre-filled pen (semaglutide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d321e28009e316a0922b3b06c7400fef.html",
      },
    ],
  },
  {
    id: "sc-p18-ozempic-fish-oil-quiet",
    title: "Woman on Ozempic takes omega-3 fish oil",
    profile: {
      medicines: ["Ozempic 1mg"],
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
            medicine: "Ozempic 1mg",
          },
        },
      ],
    },
    rationale:
      'The Ozempic leaflet\'s "Other medicines and Ozempic" (read in full) asks to be told about "herbal medicines or other medicines you bought without a prescription" but names only warfarin-type anticoagulants and insulin (plus sulfonylureas under hypoglycaemia); Ozempic is a weekly injection "regardless of meals", so fish oil has no interaction.',
    sources: [
      {
        title:
          "Ozempic solution for injection in pre-filled pen (semaglutide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d321e28009e316a0922b3b06c7400fef.html",
      },
    ],
  },
  {
    id: "sc-p18-ozempic-calcium-quiet",
    title: "Older woman on Ozempic takes calcium carbonate",
    profile: {
      medicines: ["Ozempic 0.5mg"],
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
            medicine: "Ozempic 0.5mg",
          },
        },
      ],
    },
    rationale:
      'The Ozempic leaflet\'s "Other medicines and Ozempic" (read in full) asks to be told about "herbal medicines or other medicines you bought without a prescription" but names only warfarin-type anticoagulants and insulin (plus sulfonylureas under hypoglycaemia); Ozempic is a weekly injection "regardless of meals", so an oral calcium supplement cannot bind it and is not named.',
    sources: [
      {
        title:
          "Ozempic solution for injection in pre-filled pen (semaglutide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d321e28009e316a0922b3b06c7400fef.html",
      },
    ],
  },
  {
    id: "sc-p18-ozempic-iron-quiet",
    title: "Woman on Ozempic prescribed ferrous sulfate",
    profile: {
      medicines: ["Ozempic 1mg"],
      conditions: ["type 2 diabetes"],
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
            medicine: "Ozempic 1mg",
          },
        },
      ],
    },
    rationale:
      'The Ozempic leaflet\'s "Other medicines and Ozempic" (read in full) asks to be told about "herbal medicines or other medicines you bought without a prescription" but names only warfarin-type anticoagulants and insulin (plus sulfonylureas under hypoglycaemia); Ozempic is a weekly injection "regardless of meals", so oral iron has no interaction.',
    sources: [
      {
        title:
          "Ozempic solution for injection in pre-filled pen (semaglutide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d321e28009e316a0922b3b06c7400fef.html",
      },
    ],
  },
  {
    id: "sc-p18-ozempic-magnesium-quiet",
    title: "Man on Ozempic takes magnesium citrate",
    profile: {
      medicines: ["Ozempic 1mg"],
      conditions: ["type 2 diabetes"],
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
            medicine: "Ozempic 1mg",
          },
        },
      ],
    },
    rationale:
      'The Ozempic leaflet\'s "Other medicines and Ozempic" (read in full) asks to be told about "herbal medicines or other medicines you bought without a prescription" but names only warfarin-type anticoagulants and insulin (plus sulfonylureas under hypoglycaemia); Ozempic is a weekly injection "regardless of meals", so magnesium has no interaction.',
    sources: [
      {
        title:
          "Ozempic solution for injection in pre-filled pen (semaglutide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d321e28009e316a0922b3b06c7400fef.html",
      },
    ],
  },
  {
    id: "sc-p18-ozempic-vitc-quiet",
    title: "Woman on semaglutide takes vitamin C",
    profile: {
      medicines: ["semaglutide 1mg weekly injection"],
      conditions: ["type 2 diabetes"],
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
            medicine: "semaglutide 1mg weekly injection",
          },
        },
      ],
    },
    rationale:
      'The Ozempic leaflet\'s "Other medicines and Ozempic" (read in full) asks to be told about "herbal medicines or other medicines you bought without a prescription" but names only warfarin-type anticoagulants and insulin (plus sulfonylureas under hypoglycaemia); Ozempic is a weekly injection "regardless of meals", so vitamin C has no interaction.',
    sources: [
      {
        title:
          "Ozempic solution for injection in pre-filled pen (semaglutide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d321e28009e316a0922b3b06c7400fef.html",
      },
    ],
  },
  {
    id: "sc-p18-zykadia-sjw",
    title: "Man on Zykadia for lung cancer takes St John's wort",
    profile: {
      medicines: ["Zykadia 150mg"],
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
            medicine: "Zykadia 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Zykadia leaflet, "Other medicines and Zykadia": "The following medicines may reduce the effectiveness of Zykadia: St. John\'s Wort, a herbal medicine used to treat depression" and "These medicines should be used with care or may need to be avoided during your treatment with Zykadia."',
    sources: [
      {
        title: "Zykadia 150 mg hard capsules (ceritinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7257cd6c13151214e1f46cfc5506ac0d.ttl.html",
      },
    ],
  },
  {
    id: "sc-p18-ceritinib-sjw",
    title: "Woman on ceritinib buys Hypericum capsules",
    profile: {
      medicines: ["ceritinib 450 mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hypericum perforatum 425 mg capsules",
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
            medicine: "ceritinib 450 mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Zykadia leaflet, "Other medicines and Zykadia": "St. John\'s Wort ... may reduce the effectiveness of Zykadia"; "should be used with care or may need to be avoided".',
    sources: [
      {
        title: "Zykadia 150 mg hard capsules (ceritinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7257cd6c13151214e1f46cfc5506ac0d.ttl.html",
      },
    ],
  },
  {
    id: "sc-p18-tivicay-calcium-citrate",
    title: "Woman on Tivicay takes calcium citrate tablets",
    profile: {
      medicines: ["Tivicay 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium citrate tablets (300 mg calcium)",
          ingredients: [
            {
              ingredient: "calcium",
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
          ingredient: "calcium",
          with: {
            medicine: "Tivicay 50mg",
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
      'Tivicay leaflet: "calcium supplements, iron supplements and multivitamins. Do not take a calcium supplement, iron supplement or multivitamin during the 6 hours before you take Tivicay, or for at least 2 hours after you take it".',
    sources: [
      {
        title: "Tivicay film-coated tablets (dolutegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e8001a6516c891d8a1ff3a481f290741.html",
      },
    ],
  },
  {
    id: "sc-p18-tivicay-adcal-d3-mixed",
    title: "Older man on Tivicay starts calcium + vitamin D3 chewables",
    profile: {
      medicines: ["Tivicay 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium and vitamin D3 chewable tablets (600 mg calcium, 10 micrograms D3)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 600,
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
            medicine: "Tivicay 50mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Tivicay 50mg",
          },
        },
      ],
    },
    rationale:
      'Tivicay leaflet: "calcium supplements, iron supplements and multivitamins. Do not take a calcium supplement, iron supplement or multivitamin during the 6 hours before you take Tivicay, or for at least 2 hours after you take it"; vitamin D itself is not named.',
    sources: [
      {
        title: "Tivicay film-coated tablets (dolutegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e8001a6516c891d8a1ff3a481f290741.html",
      },
    ],
  },
  {
    id: "sc-p18-odefsey-magnesium-oxide",
    title: "Man on Odefsey takes magnesium oxide for indigestion and cramps",
    profile: {
      medicines: ["Odefsey"],
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
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Odefsey",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Odefsey leaflet, "Other medicines and Odefsey": antacids "(aluminium/magnesium hydroxide or calcium carbonate) ... can decrease the amount of rilpivirine"; "take it at least 2 hours before or at least 4 hours after Odefsey".',
    sources: [
      {
        title:
          "Odefsey 200 mg/25 mg/25 mg film-coated tablets (emtricitabine/rilpivirine/tenofovir alafenamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-91f303ca4d5b29f50d2776105159918a.json.html",
      },
    ],
  },
  {
    id: "sc-p18-edurant-magnesium-oxide",
    title: "Woman on Edurant takes magnesium oxide tablets",
    profile: {
      medicines: ["Edurant 25mg"],
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
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Edurant 25mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'EDURANT leaflet: antacids "for example, aluminium/magnesium hydroxide, calcium carbonate": "Take the antacid either at least 2 hours before or at least 4 hours after EDURANT".',
    sources: [
      {
        title: "EDURANT 25 mg film-coated tablets (rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9601a69cc77fa33a3d0e2e4ba9d747e9.html",
      },
    ],
  },
  {
    id: "sc-p18-eviplera-adcal-d3-mixed",
    title: "Man on Eviplera with osteopenia starts calcium + vitamin D3",
    profile: {
      medicines: ["Eviplera"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium and vitamin D3 chewable tablets (600 mg calcium, 10 micrograms D3)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 600,
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
            medicine: "Eviplera",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Eviplera",
          },
        },
      ],
    },
    rationale:
      'Eviplera leaflet: antacids "(aluminium/magnesium hydroxide or calcium carbonate)": take "at least 2 hours before or at least 4 hours after Eviplera"; vitamin D is not named.',
    sources: [
      {
        title:
          "Eviplera film-coated tablets (emtricitabine/rilpivirine/tenofovir disoproxil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-88027b29b9aee30b33b41e1a72006b30.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-brukinsa-cod-liver-oil",
    title: "Woman on Brukinsa takes cod liver oil capsules",
    profile: {
      medicines: ["Brukinsa 80mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cod liver oil 1000 mg capsules",
          ingredients: [
            {
              ingredient: "cod-liver-oil",
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
          ingredient: "cod-liver-oil",
          with: {
            medicine: "Brukinsa 80mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'BRUKINSA leaflet, "Other medicines and BRUKINSA": "BRUKINSA may make you bleed more easily ... tell your doctor if you take other medicines that increase your risk of bleeding. This includes ... supplements that may increase your risk of bleeding such as fish oil, vitamin E or flaxseed." Cod liver oil is a fish oil.',
    sources: [
      {
        title: "BRUKINSA 80 mg hard capsules (zanubrutinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c2d0e28fbe1723337dab22fe407d0234.html",
      },
    ],
  },
  {
    id: "sc-p18-brukinsa-fish-oil-vite-combo",
    title: "Man on zanubrutinib takes omega-3 with vitamin E",
    profile: {
      medicines: ["zanubrutinib 160 mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg with vitamin E capsules",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 1000,
              unit: "mg",
            },
            {
              ingredient: "vitamin-e",
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
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "zanubrutinib 160 mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'BRUKINSA leaflet, "Other medicines and BRUKINSA": "BRUKINSA may make you bleed more easily ... tell your doctor if you take other medicines that increase your risk of bleeding. This includes ... supplements that may increase your risk of bleeding such as fish oil, vitamin E or flaxseed."',
    sources: [
      {
        title: "BRUKINSA 80 mg hard capsules (zanubrutinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c2d0e28fbe1723337dab22fe407d0234.html",
      },
    ],
  },
  {
    id: "sc-p18-iressa-rennie-type-calcium",
    title: "Man on Iressa chews calcium carbonate antacid tablets for heartburn",
    profile: {
      medicines: ["Iressa 250mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 680 mg chewable tablets (272 mg calcium)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 272,
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
          ingredient: "calcium",
          with: {
            medicine: "Iressa 250mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'IRESSA leaflet: "Do not take antacids (to reduce the acid level of your stomach) 2 hours before or 1 hour after taking IRESSA."',
    sources: [
      {
        title: "IRESSA 250 mg film-coated tablets (gefitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a7a8f3aaed2850db2f524101df25e7ab.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-isentress-multivitamin",
    title: "Woman on Isentress takes an A-Z multivitamin with iron and magnesium",
    profile: {
      medicines: ["Isentress 400mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin and mineral tablet (calcium 200 mg, iron 14 mg, magnesium 100 mg)",
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
            medicine: "Isentress 400mg",
          },
          severity: {
            min: "minor",
          },
        },
        {
          ingredient: "magnesium",
          with: {
            medicine: "Isentress 400mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Isentress leaflet, "Other medicines and Isentress": "You should wait at least two hours between taking iron salts and taking Isentress" and "It is not recommended to take Isentress with certain antacids (those containing aluminium and/or magnesium)".',
    sources: [
      {
        title:
          "Isentress 400 mg film-coated tablets (raltegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-240cb856767cdf385c31b86b973619ae.ttl.html",
      },
    ],
  },
  {
    id: "sc-p18-paxlovid-magnesium-quiet",
    title: "Woman on Paxlovid takes magnesium glycinate at night",
    profile: {
      medicines: ["Paxlovid"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium glycinate tablets (200 mg magnesium)",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 200,
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
            medicine: "Paxlovid",
          },
        },
      ],
    },
    rationale:
      'Paxlovid leaflet (both interaction lists read in full) names no antacids or minerals - only "St. John\'s wort" among non-prescription products; "Paxlovid can be taken with or without meals."',
    sources: [
      {
        title:
          "Paxlovid 150 mg + 100 mg film-coated tablets (nirmatrelvir/ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c01e0605e2e3c43213448cfeba0686aa.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-norvir-fish-oil-quiet",
    title: "Man on ritonavir-boosted regimen takes fish oil",
    profile: {
      medicines: ["Norvir 100mg"],
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
            medicine: "Norvir 100mg",
          },
        },
      ],
    },
    rationale:
      'Norvir leaflet (read in full) names "St John\'s wort" as the herbal product that must not be taken; fish oil is not named and has no CYP3A effect.',
    sources: [
      {
        title: "Norvir (ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-05f8c1dee8f03d43d5a47046b61f2f18.html",
      },
    ],
  },
  {
    id: "sc-p18-norvir-vitc-quiet",
    title: "Woman on Norvir takes vitamin C",
    profile: {
      medicines: ["Norvir 100mg"],
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
            medicine: "Norvir 100mg",
          },
        },
      ],
    },
    rationale:
      'Norvir leaflet names "St John\'s wort" but no vitamins; vitamin C has no mechanism with ritonavir.',
    sources: [
      {
        title: "Norvir (ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-05f8c1dee8f03d43d5a47046b61f2f18.html",
      },
    ],
  },
  {
    id: "sc-p18-xalkori-b12-quiet",
    title: "Man on Xalkori takes vitamin B12",
    profile: {
      medicines: ["Xalkori 250mg"],
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
            medicine: "Xalkori 250mg",
          },
        },
      ],
    },
    rationale: 'XALKORI leaflet names "St. John\'s wort" among herbal products and no vitamins.',
    sources: [
      {
        title: "XALKORI hard capsules (crizotinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1c9a12a6360cb16de82a801c02ba58e9.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-xalkori-sjw-d3-mixed",
    title: "Woman on Xalkori takes St John's wort and vitamin D3",
    profile: {
      medicines: ["Xalkori 250mg"],
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
            medicine: "Xalkori 250mg",
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
            medicine: "Xalkori 250mg",
          },
        },
      ],
    },
    rationale:
      'XALKORI leaflet, "Other medicines and XALKORI": "St. John\'s wort ... These medicines should be avoided during your treatment with XALKORI"; vitamin D is not named.',
    sources: [
      {
        title: "XALKORI hard capsules (crizotinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1c9a12a6360cb16de82a801c02ba58e9.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-alunbrig-b12-quiet",
    title: "Man on Alunbrig takes vitamin B12",
    profile: {
      medicines: ["Alunbrig 180mg"],
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
            medicine: "Alunbrig 180mg",
          },
        },
      ],
    },
    rationale: 'Alunbrig leaflet lists "St. John\'s wort" but no vitamins in "Other medicines and Alunbrig".',
    sources: [
      {
        title: "Alunbrig film-coated tablets (brigatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7b67c4d38704991f22e7013a4909f813.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-zytiga-vitd-quiet",
    title: "Man on abiraterone takes vitamin D3 alone",
    profile: {
      medicines: ["abiraterone 250 mg"],
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
            medicine: "abiraterone 250 mg",
          },
        },
      ],
    },
    rationale:
      'ZYTIGA leaflet names "herbal medicines (e.g., St John\'s wort)" and heart-rhythm medicines; vitamin D is not named.',
    sources: [
      {
        title: "ZYTIGA 250 mg tablets (abiraterone acetate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-18a94f164fb1fa919f787ce6c80174e7.html",
      },
    ],
  },
  {
    id: "sc-p18-tasigna-fish-oil-quiet",
    title: "Woman on Tasigna takes omega-3",
    profile: {
      medicines: ["Tasigna 150mg"],
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
            medicine: "Tasigna 150mg",
          },
        },
      ],
    },
    rationale:
      'Tasigna leaflet ("Other medicines and Tasigna", read in full) names "St. John\'s Wort", antacids and grapefruit; fish oil is not named.',
    sources: [
      {
        title: "Tasigna hard capsules (nilotinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7f2ab73e6ec5569c0d6e8f4a6e01c023.html",
      },
    ],
  },
  {
    id: "sc-p18-iressa-sjw-calcium-mixed",
    title: "Woman on Iressa takes St John's wort and calcium carbonate",
    profile: {
      medicines: ["Iressa 250mg"],
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Iressa 250mg",
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "calcium",
          with: {
            medicine: "Iressa 250mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'IRESSA leaflet, "Other medicines and IRESSA": "Herbal remedies containing St John\'s wort" and "antacids" "may affect the way IRESSA works"; "Do not take antacids ... 2 hours before or 1 hour after taking IRESSA."',
    sources: [
      {
        title: "IRESSA 250 mg film-coated tablets (gefitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a7a8f3aaed2850db2f524101df25e7ab.xml.html",
      },
    ],
  },
  {
    id: "sc-p18-edurant-vitd-quiet",
    title: "Man on Edurant takes vitamin D3",
    profile: {
      medicines: ["Edurant 25mg"],
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
            medicine: "Edurant 25mg",
          },
        },
      ],
    },
    rationale: 'EDURANT leaflet names "St John\'s wort" and "antacids"; plain vitamin D3 is neither.',
    sources: [
      {
        title: "EDURANT 25 mg film-coated tablets (rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9601a69cc77fa33a3d0e2e4ba9d747e9.html",
      },
    ],
  },
];
