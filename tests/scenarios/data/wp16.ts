// Scenarios of the p16 round's blind probe, written by a helper who had not seen the records: the EU package leaflets
// of 21 medicines (HIV, cancer, migraine, heart, diabetes, psoriasis, schizophrenia and smoking medicines), read in
// full in the Gravitate Health ePI test copy; flags where a leaflet names a supplement, quiet cases where it names none
// and no mechanism links them, and an injected HIV medicine that minerals cannot bind.
import type { ScenarioInput } from "../schema";

export const WP16_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p16-dovato-sjw",
    title: "Man on Dovato for HIV starts St John's wort for low mood",
    profile: {
      medicines: ["Dovato 50mg/300mg"],
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
            medicine: "Dovato 50mg/300mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Dovato leaflet, "Other medicines and Dovato": "Tell your doctor if you are taking any of the medicines in the following list: ... St. John\'s wort (Hypericum perforatum), a herbal remedy to treat depression" and "Your doctor may decide to adjust your dose or that you need extra check ups." Ask the HIV team first.',
    sources: [
      {
        title:
          "Dovato 50 mg/300 mg film-coated tablets (dolutegravir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6eb523b7a88cd6dcee848368833cbd08.html",
      },
    ],
  },
  {
    id: "sc-p16-dolutegravir-lamivudine-hypericum-capsules",
    title: "Woman on dolutegravir/lamivudine buys Hypericum capsules for menopausal mood swings",
    profile: {
      medicines: ["dolutegravir/lamivudine 50/300 mg"],
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
            medicine: "dolutegravir/lamivudine 50/300 mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Dovato leaflet, "Other medicines and Dovato": lists "St. John\'s wort (Hypericum perforatum), a herbal remedy to treat depression" among medicines to tell the doctor about; "Your doctor may decide to adjust your dose". Moderate at least.',
    sources: [
      {
        title:
          "Dovato 50 mg/300 mg film-coated tablets (dolutegravir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6eb523b7a88cd6dcee848368833cbd08.html",
      },
    ],
  },
  {
    id: "sc-p16-dovato-calcium",
    title: "Woman on Dovato adds a calcium carbonate supplement for her bones",
    profile: {
      medicines: ["Dovato"],
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
            medicine: "Dovato",
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
      'Dovato leaflet, "Other medicines and Dovato": "supplements or multivitamins containing calcium, iron or magnesium. If you take Dovato with food, you can take supplements or multivitamins containing calcium, iron or magnesium at the same time as Dovato. If you do not take Dovato with food, do not take a supplement or multivitamin containing calcium, iron or magnesium during the 6 hours before you take Dovato, or for at least 2 hours after you take it". A dose-timing note: with food they may be taken together.',
    sources: [
      {
        title:
          "Dovato 50 mg/300 mg film-coated tablets (dolutegravir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6eb523b7a88cd6dcee848368833cbd08.html",
      },
    ],
  },
  {
    id: "sc-p16-dovato-iron",
    title: "Man on Dovato prescribed ferrous sulfate for anaemia",
    profile: {
      medicines: ["Dovato 50 mg/300 mg tablets"],
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
            medicine: "Dovato 50 mg/300 mg tablets",
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
      'Dovato leaflet, section 3: "Supplements or multivitamins containing calcium, iron or magnesium can stop Dovato being absorbed into your body and make it less effective." "supplements or multivitamins containing calcium, iron or magnesium. If you take Dovato with food, you can take supplements or multivitamins containing calcium, iron or magnesium at the same time as Dovato. If you do not take Dovato with food, do not take a supplement or multivitamin containing calcium, iron or magnesium during the 6 hours before you take Dovato, or for at least 2 hours after you take it". Spacing/food note, not avoidance.',
    sources: [
      {
        title:
          "Dovato 50 mg/300 mg film-coated tablets (dolutegravir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6eb523b7a88cd6dcee848368833cbd08.html",
      },
    ],
  },
  {
    id: "sc-p16-dovato-magnesium",
    title: "Man on Dovato takes magnesium citrate for leg cramps",
    profile: {
      medicines: ["Dovato"],
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
            medicine: "Dovato",
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
      'Dovato leaflet, "Other medicines and Dovato": "supplements or multivitamins containing calcium, iron or magnesium. If you take Dovato with food, you can take supplements or multivitamins containing calcium, iron or magnesium at the same time as Dovato. If you do not take Dovato with food, do not take a supplement or multivitamin containing calcium, iron or magnesium during the 6 hours before you take Dovato, or for at least 2 hours after you take it".',
    sources: [
      {
        title:
          "Dovato 50 mg/300 mg film-coated tablets (dolutegravir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6eb523b7a88cd6dcee848368833cbd08.html",
      },
    ],
  },
  {
    id: "sc-p16-dovato-multivitamin",
    title: "Woman on Dovato starts an A-Z multivitamin with minerals",
    profile: {
      medicines: ["Dovato"],
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
            medicine: "Dovato",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "iron",
          with: {
            medicine: "Dovato",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "magnesium",
          with: {
            medicine: "Dovato",
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
      'Dovato leaflet, "Other medicines and Dovato": "supplements or multivitamins containing calcium, iron or magnesium. If you take Dovato with food, you can take supplements or multivitamins containing calcium, iron or magnesium at the same time as Dovato. If you do not take Dovato with food, do not take a supplement or multivitamin containing calcium, iron or magnesium during the 6 hours before you take Dovato, or for at least 2 hours after you take it". Each mineral gets the same timing note.',
    sources: [
      {
        title:
          "Dovato 50 mg/300 mg film-coated tablets (dolutegravir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6eb523b7a88cd6dcee848368833cbd08.html",
      },
    ],
  },
  {
    id: "sc-p16-dovato-vitd-quiet",
    title: "Man on Dovato asks about a plain vitamin D3 spray-type supplement",
    profile: {
      medicines: ["Dovato 50mg/300mg"],
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
            medicine: "Dovato 50mg/300mg",
          },
        },
      ],
    },
    rationale:
      "The Dovato leaflet's interaction section (read in full) names \"supplements or multivitamins containing calcium, iron or magnesium\", antacids, sorbitol, St John's wort and prescription medicines only; plain vitamin D3 with no minerals is not named and has no chelation mechanism.",
    sources: [
      {
        title:
          "Dovato 50 mg/300 mg film-coated tablets (dolutegravir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6eb523b7a88cd6dcee848368833cbd08.html",
      },
    ],
  },
  {
    id: "sc-p16-dovato-fish-oil-quiet",
    title: "Man on Dovato takes omega-3 fish oil capsules",
    profile: {
      medicines: ["Dovato"],
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
            medicine: "Dovato",
          },
        },
      ],
    },
    rationale:
      'Dovato leaflet "Other medicines and Dovato" (complete list) does not name fish oil; its only supplement warnings are "supplements or multivitamins containing calcium, iron or magnesium" and "St. John\'s wort". No plausible mechanism with dolutegravir/lamivudine.',
    sources: [
      {
        title:
          "Dovato 50 mg/300 mg film-coated tablets (dolutegravir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6eb523b7a88cd6dcee848368833cbd08.html",
      },
    ],
  },
  {
    id: "sc-p16-dovato-vitc-quiet",
    title: "Woman on Dovato takes vitamin C 1000 mg in winter",
    profile: {
      medicines: ["Dovato"],
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
            medicine: "Dovato",
          },
        },
      ],
    },
    rationale:
      'Not among the items the Dovato leaflet says to "Tell your doctor if you are taking": its supplement entries are only calcium, iron or magnesium products and "St. John\'s wort". Plain vitamin C has no cation-chelation mechanism.',
    sources: [
      {
        title:
          "Dovato 50 mg/300 mg film-coated tablets (dolutegravir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6eb523b7a88cd6dcee848368833cbd08.html",
      },
    ],
  },
  {
    id: "sc-p16-dovato-sjw-and-d3-mixed",
    title: "Man on Dovato takes St John's wort and vitamin D together",
    profile: {
      medicines: ["Dovato"],
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
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Dovato",
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
            medicine: "Dovato",
          },
        },
      ],
    },
    rationale:
      'Dovato leaflet, "Other medicines and Dovato": names "St. John\'s wort (Hypericum perforatum)" ("Your doctor may decide to adjust your dose") but not vitamin D; only the St John\'s wort should be flagged.',
    sources: [
      {
        title:
          "Dovato 50 mg/300 mg film-coated tablets (dolutegravir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6eb523b7a88cd6dcee848368833cbd08.html",
      },
    ],
  },
  {
    id: "sc-p16-triumeq-sjw",
    title: "Man on Triumeq starts St John's wort tablets",
    profile: {
      medicines: ["Triumeq"],
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
            medicine: "Triumeq",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Triumeq leaflet, "Other medicines and Triumeq": "Tell your doctor if you are taking any of the medicines in the following list: ... St. John\'s wort (Hypericum perforatum), a herbal remedy to treat depression" - "Your doctor may decide to adjust your dose or that you need extra checkups."',
    sources: [
      {
        title:
          "Triumeq 50 mg/600 mg/300 mg film-coated tablets (dolutegravir/abacavir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-130bba2ea8da812c1b9f9db0b62fdb3a.html",
      },
    ],
  },
  {
    id: "sc-p16-triumeq-calcium",
    title: "Woman on Triumeq takes calcium tablets before breakfast",
    profile: {
      medicines: ["Triumeq 50mg/600mg/300mg"],
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
            medicine: "Triumeq 50mg/600mg/300mg",
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
      'Triumeq leaflet, "Other medicines and Triumeq": "supplements or multivitamins containing calcium, iron or magnesium. If you take Triumeq with food, you can take supplements or multivitamins containing calcium, iron or magnesium at the same time as Triumeq. If you do not take Triumeq with food, do not take supplements or multivitamins containing calcium, iron or magnesium during the 6 hours before you take Triumeq, or for at least 2 hours after you take it".',
    sources: [
      {
        title:
          "Triumeq 50 mg/600 mg/300 mg film-coated tablets (dolutegravir/abacavir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-130bba2ea8da812c1b9f9db0b62fdb3a.html",
      },
    ],
  },
  {
    id: "sc-p16-triumeq-iron",
    title: "Man on Triumeq prescribed ferrous fumarate twice daily",
    profile: {
      medicines: ["Triumeq"],
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
            medicine: "Triumeq",
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
      'Triumeq leaflet, "Other medicines and Triumeq": "supplements or multivitamins containing calcium, iron or magnesium. If you take Triumeq with food, you can take supplements or multivitamins containing calcium, iron or magnesium at the same time as Triumeq. If you do not take Triumeq with food, do not take supplements or multivitamins containing calcium, iron or magnesium during the 6 hours before you take Triumeq, or for at least 2 hours after you take it".',
    sources: [
      {
        title:
          "Triumeq 50 mg/600 mg/300 mg film-coated tablets (dolutegravir/abacavir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-130bba2ea8da812c1b9f9db0b62fdb3a.html",
      },
    ],
  },
  {
    id: "sc-p16-triumeq-magnesium",
    title: "Man on Triumeq buys magnesium for sleep",
    profile: {
      medicines: ["abacavir/dolutegravir/lamivudine (Triumeq)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium glycinate capsules (200 mg magnesium)",
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
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "abacavir/dolutegravir/lamivudine (Triumeq)",
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
      'Triumeq leaflet, "Other medicines and Triumeq": "supplements or multivitamins containing calcium, iron or magnesium. If you take Triumeq with food, you can take supplements or multivitamins containing calcium, iron or magnesium at the same time as Triumeq. If you do not take Triumeq with food, do not take supplements or multivitamins containing calcium, iron or magnesium during the 6 hours before you take Triumeq, or for at least 2 hours after you take it".',
    sources: [
      {
        title:
          "Triumeq 50 mg/600 mg/300 mg film-coated tablets (dolutegravir/abacavir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-130bba2ea8da812c1b9f9db0b62fdb3a.html",
      },
    ],
  },
  {
    id: "sc-p16-triumeq-b12-quiet",
    title: "Woman on Triumeq takes a vitamin B12 supplement",
    profile: {
      medicines: ["Triumeq"],
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
            medicine: "Triumeq",
          },
        },
      ],
    },
    rationale:
      'Triumeq leaflet, "Other medicines and Triumeq" (read in full): supplement entries are only "supplements or multivitamins containing calcium, iron or magnesium" and "St. John\'s wort"; vitamin B12 alone is not named and has no mechanism.',
    sources: [
      {
        title:
          "Triumeq 50 mg/600 mg/300 mg film-coated tablets (dolutegravir/abacavir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-130bba2ea8da812c1b9f9db0b62fdb3a.html",
      },
    ],
  },
  {
    id: "sc-p16-triumeq-vitd-quiet",
    title: "Man on Triumeq starts vitamin D3 1000 IU",
    profile: {
      medicines: ["Triumeq"],
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
            medicine: "Triumeq",
          },
        },
      ],
    },
    rationale:
      'Not named in the Triumeq leaflet\'s interaction list, whose mineral warning is specific to "calcium, iron or magnesium"; plain D3 has no chelation mechanism.',
    sources: [
      {
        title:
          "Triumeq 50 mg/600 mg/300 mg film-coated tablets (dolutegravir/abacavir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-130bba2ea8da812c1b9f9db0b62fdb3a.html",
      },
    ],
  },
  {
    id: "sc-p16-triumeq-iron-vitc-mixed",
    title: "Woman on Triumeq takes an iron + vitamin C tablet",
    profile: {
      medicines: ["Triumeq"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 14 mg + vitamin C 40 mg tablets",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
            {
              ingredient: "vitamin-c",
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
          ingredient: "iron",
          with: {
            medicine: "Triumeq",
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
            medicine: "Triumeq",
          },
        },
      ],
    },
    rationale:
      'Triumeq leaflet, "Other medicines and Triumeq": "supplements or multivitamins containing calcium, iron or magnesium. If you take Triumeq with food, you can take supplements or multivitamins containing calcium, iron or magnesium at the same time as Triumeq. If you do not take Triumeq with food, do not take supplements or multivitamins containing calcium, iron or magnesium during the 6 hours before you take Triumeq, or for at least 2 hours after you take it". The vitamin C in the same tablet is not named.',
    sources: [
      {
        title:
          "Triumeq 50 mg/600 mg/300 mg film-coated tablets (dolutegravir/abacavir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-130bba2ea8da812c1b9f9db0b62fdb3a.html",
      },
    ],
  },
  {
    id: "sc-p16-juluca-sjw",
    title: "Man on Juluca wants St John's wort for winter blues",
    profile: {
      medicines: ["Juluca"],
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
            medicine: "Juluca",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Juluca leaflet: "Do not take Juluca if you are taking any of the following medicines as they may affect the way Juluca works: ... products that contain St John\'s wort (Hypericum perforatum)". Must not be combined.',
    sources: [
      {
        title:
          "Juluca 50 mg/25 mg film-coated tablets (dolutegravir/rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-376a3d5a41580231865d5fa194e42499.html",
      },
    ],
  },
  {
    id: "sc-p16-dolutegravir-rilpivirine-sjw-tea-tablets",
    title: "Woman on dolutegravir/rilpivirine takes a 'mood' herbal tablet with St John's wort",
    profile: {
      medicines: ["dolutegravir/rilpivirine 50 mg/25 mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 334 mg tablets",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 334,
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
            medicine: "dolutegravir/rilpivirine 50 mg/25 mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Juluca leaflet: under "Do not take Juluca": "products that contain St John\'s wort (Hypericum perforatum) (a herbal product used for depression)".',
    sources: [
      {
        title:
          "Juluca 50 mg/25 mg film-coated tablets (dolutegravir/rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-376a3d5a41580231865d5fa194e42499.html",
      },
    ],
  },
  {
    id: "sc-p16-juluca-calcium",
    title: "Woman on Juluca takes calcium at bedtime",
    profile: {
      medicines: ["Juluca"],
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
            medicine: "Juluca",
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
      'Juluca leaflet: "calcium supplements, iron supplements and multivitamins must be taken at the same time as Juluca with a meal. If you can\'t take these supplements at the same time as Juluca, do not take a calcium supplement, iron supplement or multivitamin during the 6 hours before you take Juluca, or for at least 4 hours after you take it".',
    sources: [
      {
        title:
          "Juluca 50 mg/25 mg film-coated tablets (dolutegravir/rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-376a3d5a41580231865d5fa194e42499.html",
      },
    ],
  },
  {
    id: "sc-p16-juluca-iron",
    title: "Man on Juluca prescribed iron tablets",
    profile: {
      medicines: ["Juluca 50mg/25mg"],
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
            medicine: "Juluca 50mg/25mg",
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
      'Juluca leaflet: "Calcium supplements, iron supplements or multivitamins can stop Juluca being absorbed into your body and make it less effective." "calcium supplements, iron supplements and multivitamins must be taken at the same time as Juluca with a meal. If you can\'t take these supplements at the same time as Juluca, do not take a calcium supplement, iron supplement or multivitamin during the 6 hours before you take Juluca, or for at least 4 hours after you take it".',
    sources: [
      {
        title:
          "Juluca 50 mg/25 mg film-coated tablets (dolutegravir/rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-376a3d5a41580231865d5fa194e42499.html",
      },
    ],
  },
  {
    id: "sc-p16-juluca-multivitamin",
    title: "Woman on Juluca starts a multivitamin with calcium and iron",
    profile: {
      medicines: ["Juluca"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Multivitamin and mineral tablet (calcium 160 mg, iron 14 mg)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 160,
              unit: "mg",
            },
            {
              ingredient: "iron",
              amount: 14,
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
            medicine: "Juluca",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "iron",
          with: {
            medicine: "Juluca",
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
      'Juluca leaflet: "calcium supplements, iron supplements and multivitamins must be taken at the same time as Juluca with a meal. If you can\'t take these supplements at the same time as Juluca, do not take a calcium supplement, iron supplement or multivitamin during the 6 hours before you take Juluca, or for at least 4 hours after you take it".',
    sources: [
      {
        title:
          "Juluca 50 mg/25 mg film-coated tablets (dolutegravir/rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-376a3d5a41580231865d5fa194e42499.html",
      },
    ],
  },
  {
    id: "sc-p16-juluca-vitd-quiet",
    title: "Man on Juluca asks about vitamin D3 alone",
    profile: {
      medicines: ["Juluca"],
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
            medicine: "Juluca",
          },
        },
      ],
    },
    rationale:
      'The Juluca leaflet (interaction section read in full) names "calcium supplements, iron supplements and multivitamins", antacids, H2 blockers, proton pump inhibitors and "St John\'s wort"; a plain vitamin D3 product is none of these.',
    sources: [
      {
        title:
          "Juluca 50 mg/25 mg film-coated tablets (dolutegravir/rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-376a3d5a41580231865d5fa194e42499.html",
      },
    ],
  },
  {
    id: "sc-p16-juluca-sjw-and-fish-oil-mixed",
    title: "Man on Juluca takes fish oil and a St John's wort product",
    profile: {
      medicines: ["Juluca"],
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Juluca",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Juluca",
          },
        },
      ],
    },
    rationale:
      'Juluca leaflet: "Do not take Juluca if you are taking ... products that contain St John\'s wort"; fish oil is not named anywhere in the leaflet.',
    sources: [
      {
        title:
          "Juluca 50 mg/25 mg film-coated tablets (dolutegravir/rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-376a3d5a41580231865d5fa194e42499.html",
      },
    ],
  },
  {
    id: "sc-p16-vocabria-injection-calcium-quiet",
    title: "Woman having Vocabria injections every 2 months takes calcium tablets",
    profile: {
      medicines: ["Vocabria 600 mg injection every 2 months"],
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
            medicine: "Vocabria 600 mg injection every 2 months",
          },
        },
      ],
    },
    rationale:
      'The Vocabria injection leaflet\'s "Other medicines and Vocabria injection" section (read in full) names only carbamazepine, oxcarbazepine, phenytoin, phenobarbital, rifampicin, rifapentine ("Do not receive a Vocabria injection") and "rifabutin" ("Tell your doctor if you are taking"); no antacid or mineral warning, and the injection bypasses the gut so there is no chelation.',
    sources: [
      {
        title:
          "Vocabria prolonged-release suspension for injection (cabotegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1e7f57f62efba41459076aa92d00da1a.html",
      },
    ],
  },
  {
    id: "sc-p16-vocabria-injection-iron-quiet",
    title: "Man on cabotegravir injections prescribed iron tablets",
    profile: {
      medicines: ["Vocabria injection"],
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
            medicine: "Vocabria injection",
          },
        },
      ],
    },
    rationale:
      'The Vocabria injection leaflet\'s "Other medicines and Vocabria injection" section (read in full) names only carbamazepine, oxcarbazepine, phenytoin, phenobarbital, rifampicin, rifapentine ("Do not receive a Vocabria injection") and "rifabutin" ("Tell your doctor if you are taking"); iron is not named; it is given into the muscle ("A nurse or doctor will give you Vocabria through an injection in the muscle of your buttock").',
    sources: [
      {
        title:
          "Vocabria prolonged-release suspension for injection (cabotegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1e7f57f62efba41459076aa92d00da1a.html",
      },
    ],
  },
  {
    id: "sc-p16-vocabria-injection-magnesium-quiet",
    title: "Man on Vocabria + rilpivirine injections takes magnesium",
    profile: {
      medicines: ["Vocabria injection"],
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
            medicine: "Vocabria injection",
          },
        },
      ],
    },
    rationale:
      'The Vocabria injection leaflet\'s "Other medicines and Vocabria injection" section (read in full) names only carbamazepine, oxcarbazepine, phenytoin, phenobarbital, rifampicin, rifapentine ("Do not receive a Vocabria injection") and "rifabutin" ("Tell your doctor if you are taking"); magnesium is not named and an intramuscular injection has no gut-absorption interaction.',
    sources: [
      {
        title:
          "Vocabria prolonged-release suspension for injection (cabotegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1e7f57f62efba41459076aa92d00da1a.html",
      },
    ],
  },
  {
    id: "sc-p16-vocabria-injection-vitd-quiet",
    title: "Woman on Vocabria injections takes vitamin D3",
    profile: {
      medicines: ["Vocabria injection"],
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
            medicine: "Vocabria injection",
          },
        },
      ],
    },
    rationale:
      'The Vocabria injection leaflet\'s "Other medicines and Vocabria injection" section (read in full) names only carbamazepine, oxcarbazepine, phenytoin, phenobarbital, rifampicin, rifapentine ("Do not receive a Vocabria injection") and "rifabutin" ("Tell your doctor if you are taking"); vitamin D is not named; no plausible mechanism.',
    sources: [
      {
        title:
          "Vocabria prolonged-release suspension for injection (cabotegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1e7f57f62efba41459076aa92d00da1a.html",
      },
    ],
  },
  {
    id: "sc-p16-aquipta-magnesium-quiet",
    title: "Woman on Aquipta for migraine prevention also takes magnesium",
    profile: {
      medicines: ["Aquipta 60mg"],
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
            medicine: "Aquipta 60mg",
          },
        },
      ],
    },
    rationale:
      'AQUIPTA leaflet, "Other medicines and AQUIPTA" (read in full) lists only "ketoconazole, itraconazole, clarithromycin, rifampicin", "ritonavir" and "ciclosporin" as medicines that may require a lower dose; magnesium is not named and has no known mechanism with atogepant.',
    sources: [
      {
        title: "AQUIPTA (atogepant) tablets - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-aac724bbfae048108e8444486a06d7e6.html",
      },
    ],
  },
  {
    id: "sc-p16-aquipta-riboflavin-quiet",
    title: "Man on atogepant takes high-dose riboflavin for migraine",
    profile: {
      medicines: ["atogepant 60 mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Riboflavin (vitamin B2) 400 mg",
          ingredients: [
            {
              ingredient: "riboflavin",
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
          ingredient: "riboflavin",
          with: {
            medicine: "atogepant 60 mg",
          },
        },
      ],
    },
    rationale:
      'AQUIPTA leaflet, "Other medicines and AQUIPTA" (read in full) lists only "ketoconazole, itraconazole, clarithromycin, rifampicin", "ritonavir" and "ciclosporin" as medicines that may require a lower dose; riboflavin is not named; no plausible mechanism.',
    sources: [
      {
        title: "AQUIPTA (atogepant) tablets - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-aac724bbfae048108e8444486a06d7e6.html",
      },
    ],
  },
  {
    id: "sc-p16-aquipta-coq10-quiet",
    title: "Woman on Aquipta adds coenzyme Q10 for migraine",
    profile: {
      medicines: ["Aquipta 60 mg tablets"],
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
            medicine: "Aquipta 60 mg tablets",
          },
        },
      ],
    },
    rationale:
      'AQUIPTA leaflet, "Other medicines and AQUIPTA" (read in full) lists only "ketoconazole, itraconazole, clarithromycin, rifampicin", "ritonavir" and "ciclosporin" as medicines that may require a lower dose; CoQ10 is not named; no plausible mechanism.',
    sources: [
      {
        title: "AQUIPTA (atogepant) tablets - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-aac724bbfae048108e8444486a06d7e6.html",
      },
    ],
  },
  {
    id: "sc-p16-aquipta-vitd-quiet",
    title: "Woman on Aquipta takes vitamin D3",
    profile: {
      medicines: ["Aquipta"],
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
            medicine: "Aquipta",
          },
        },
      ],
    },
    rationale:
      'AQUIPTA leaflet, "Other medicines and AQUIPTA" (read in full) lists only "ketoconazole, itraconazole, clarithromycin, rifampicin", "ritonavir" and "ciclosporin" as medicines that may require a lower dose; vitamin D is not named; no plausible mechanism.',
    sources: [
      {
        title: "AQUIPTA (atogepant) tablets - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-aac724bbfae048108e8444486a06d7e6.html",
      },
    ],
  },
  {
    id: "sc-p16-jardiance-vitd-quiet",
    title: "Man on Jardiance 10 mg takes vitamin D3",
    profile: {
      medicines: ["Jardiance 10mg"],
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
            medicine: "Jardiance 10mg",
          },
        },
      ],
    },
    rationale:
      'Jardiance leaflet, "Other medicines and Jardiance" (read in full) names only diuretics, "insulin or a sulphonylurea" and "lithium"; vitamin D is not named and has no plausible mechanism.',
    sources: [
      {
        title: "Jardiance film-coated tablets (empagliflozin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3897ae464fed2d09fdccd118642cb036.json.html",
      },
    ],
  },
  {
    id: "sc-p16-empagliflozin-b12-quiet",
    title: "Woman on empagliflozin and metformin takes B12",
    profile: {
      medicines: ["empagliflozin 25 mg"],
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
            medicine: "empagliflozin 25 mg",
          },
        },
      ],
    },
    rationale:
      'Jardiance leaflet, "Other medicines and Jardiance" (read in full) names only diuretics, "insulin or a sulphonylurea" and "lithium"; vitamin B12 is not named; no mechanism with empagliflozin.',
    sources: [
      {
        title: "Jardiance film-coated tablets (empagliflozin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3897ae464fed2d09fdccd118642cb036.json.html",
      },
    ],
  },
  {
    id: "sc-p16-jardiance-magnesium-quiet",
    title: "Man on Jardiance for heart failure takes magnesium",
    profile: {
      medicines: ["Jardiance"],
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
            medicine: "Jardiance",
          },
        },
      ],
    },
    rationale:
      'Jardiance leaflet, "Other medicines and Jardiance" (read in full) names only diuretics, "insulin or a sulphonylurea" and "lithium"; magnesium is not named; no plausible mechanism.',
    sources: [
      {
        title: "Jardiance film-coated tablets (empagliflozin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3897ae464fed2d09fdccd118642cb036.json.html",
      },
    ],
  },
  {
    id: "sc-p16-jardiance-cranberry-quiet",
    title: "Woman on Jardiance takes cranberry capsules to prevent urine infections",
    profile: {
      medicines: ["Jardiance 10 mg"],
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
            medicine: "Jardiance 10 mg",
          },
        },
      ],
    },
    rationale:
      'Jardiance leaflet, "Other medicines and Jardiance" (read in full) names only diuretics, "insulin or a sulphonylurea" and "lithium"; cranberry is not named; no known mechanism with empagliflozin (urinary infection is a side effect to report, not an interaction).',
    sources: [
      {
        title: "Jardiance film-coated tablets (empagliflozin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3897ae464fed2d09fdccd118642cb036.json.html",
      },
    ],
  },
  {
    id: "sc-p16-forxiga-vitd-quiet",
    title: "Man on Forxiga 10 mg takes vitamin D3",
    profile: {
      medicines: ["Forxiga 10mg"],
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
            medicine: "Forxiga 10mg",
          },
        },
      ],
    },
    rationale:
      'Forxiga leaflet, "Other medicines and Forxiga" (read in full) names only a "diuretic", "insulin or a sulphonylurea" and "lithium"; vitamin D is not named.',
    sources: [
      {
        title: "Forxiga film-coated tablets (dapagliflozin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5acfed2f2c9cf41e7e877414a9fe07a2.html",
      },
    ],
  },
  {
    id: "sc-p16-dapagliflozin-cranberry-quiet",
    title: "Woman on dapagliflozin takes cranberry for UTIs",
    profile: {
      medicines: ["dapagliflozin 10mg"],
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
            medicine: "dapagliflozin 10mg",
          },
        },
      ],
    },
    rationale:
      'Forxiga leaflet, "Other medicines and Forxiga" (read in full) names only a "diuretic", "insulin or a sulphonylurea" and "lithium"; cranberry is not named and has no mechanism with dapagliflozin.',
    sources: [
      {
        title: "Forxiga film-coated tablets (dapagliflozin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5acfed2f2c9cf41e7e877414a9fe07a2.html",
      },
    ],
  },
  {
    id: "sc-p16-forxiga-zinc-quiet",
    title: "Man on Forxiga for kidney disease takes zinc",
    profile: {
      medicines: ["Forxiga"],
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
            medicine: "Forxiga",
          },
        },
      ],
    },
    rationale:
      'Forxiga leaflet, "Other medicines and Forxiga" (read in full) names only a "diuretic", "insulin or a sulphonylurea" and "lithium"; zinc is not named; no plausible mechanism.',
    sources: [
      {
        title: "Forxiga film-coated tablets (dapagliflozin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5acfed2f2c9cf41e7e877414a9fe07a2.html",
      },
    ],
  },
  {
    id: "sc-p16-forxiga-b12-quiet",
    title: "Woman on Forxiga takes B12",
    profile: {
      medicines: ["Forxiga 10 mg tablets"],
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
            medicine: "Forxiga 10 mg tablets",
          },
        },
      ],
    },
    rationale:
      'Forxiga leaflet, "Other medicines and Forxiga" (read in full) names only a "diuretic", "insulin or a sulphonylurea" and "lithium"; vitamin B12 is not named.',
    sources: [
      {
        title: "Forxiga film-coated tablets (dapagliflozin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5acfed2f2c9cf41e7e877414a9fe07a2.html",
      },
    ],
  },
  {
    id: "sc-p16-champix-vitd-quiet",
    title: "Man on Champix takes vitamin D3",
    profile: {
      medicines: ["Champix 1mg"],
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
            medicine: "Champix 1mg",
          },
        },
      ],
    },
    rationale:
      'CHAMPIX leaflet, "Other medicines and CHAMPIX" (read in full) names only "theophylline", "warfarin", "insulin", "cimetidine" (severe kidney disease) and other smoking-cessation therapies; vitamin D is not named.',
    sources: [
      {
        title: "CHAMPIX film-coated tablets (varenicline) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b9e406d2f0e8fcd3c2ddc68fcfd21aa0.html",
      },
    ],
  },
  {
    id: "sc-p16-champix-vitc-quiet",
    title: "Woman stopping smoking with varenicline takes vitamin C",
    profile: {
      medicines: ["varenicline 1 mg"],
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
            medicine: "varenicline 1 mg",
          },
        },
      ],
    },
    rationale:
      'CHAMPIX leaflet, "Other medicines and CHAMPIX" (read in full) names only "theophylline", "warfarin", "insulin", "cimetidine" (severe kidney disease) and other smoking-cessation therapies; vitamin C is not named; no mechanism.',
    sources: [
      {
        title: "CHAMPIX film-coated tablets (varenicline) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b9e406d2f0e8fcd3c2ddc68fcfd21aa0.html",
      },
    ],
  },
  {
    id: "sc-p16-champix-b12-quiet",
    title: "Man on Champix takes B12",
    profile: {
      medicines: ["Champix"],
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
            medicine: "Champix",
          },
        },
      ],
    },
    rationale:
      'CHAMPIX leaflet, "Other medicines and CHAMPIX" (read in full) names only "theophylline", "warfarin", "insulin", "cimetidine" (severe kidney disease) and other smoking-cessation therapies; vitamin B12 is not named.',
    sources: [
      {
        title: "CHAMPIX film-coated tablets (varenicline) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b9e406d2f0e8fcd3c2ddc68fcfd21aa0.html",
      },
    ],
  },
  {
    id: "sc-p16-champix-fish-oil-quiet",
    title: "Man on Champix takes omega-3 fish oil",
    profile: {
      medicines: ["Champix 0.5mg and 1mg"],
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
            medicine: "Champix 0.5mg and 1mg",
          },
        },
      ],
    },
    rationale:
      'CHAMPIX leaflet, "Other medicines and CHAMPIX" (read in full) names only "theophylline", "warfarin", "insulin", "cimetidine" (severe kidney disease) and other smoking-cessation therapies; fish oil is not named; no mechanism with varenicline.',
    sources: [
      {
        title: "CHAMPIX film-coated tablets (varenicline) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b9e406d2f0e8fcd3c2ddc68fcfd21aa0.html",
      },
    ],
  },
  {
    id: "sc-p16-champix-zinc-quiet",
    title: "Woman on Champix takes zinc",
    profile: {
      medicines: ["Champix"],
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
            medicine: "Champix",
          },
        },
      ],
    },
    rationale:
      'CHAMPIX leaflet, "Other medicines and CHAMPIX" (read in full) names only "theophylline", "warfarin", "insulin", "cimetidine" (severe kidney disease) and other smoking-cessation therapies; zinc is not named.',
    sources: [
      {
        title: "CHAMPIX film-coated tablets (varenicline) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b9e406d2f0e8fcd3c2ddc68fcfd21aa0.html",
      },
    ],
  },
  {
    id: "sc-p16-entresto-potassium",
    title: "Man on Entresto buys potassium tablets for cramp",
    profile: {
      medicines: ["Entresto 49mg/51mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium gluconate tablets (99 mg potassium)",
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
            medicine: "Entresto 49mg/51mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Entresto leaflet, "Other medicines and Entresto": "It may be necessary to change the dose, to take other precautions, or even to stop taking one of the medicines. This is particularly important for ... medicines that increase the amount of potassium in the blood. These include potassium supplements, salt substitutes containing potassium, potassium-sparing medicines and heparin." It also lists "high level of potassium in the blood" as very common.',
    sources: [
      {
        title:
          "Entresto film-coated tablets (sacubitril/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a75d7e9d67efdcc2afd6268e67a7d0cd.html",
      },
    ],
  },
  {
    id: "sc-p16-entresto-salt-substitute",
    title: "Woman on sacubitril/valsartan switches to a potassium salt substitute",
    profile: {
      medicines: ["sacubitril/valsartan 97/103mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "LoSalt-type potassium chloride salt substitute (about 350 mg potassium per 1 g)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 350,
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
            medicine: "sacubitril/valsartan 97/103mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Entresto leaflet, "Other medicines and Entresto": "It may be necessary to change the dose, to take other precautions, or even to stop taking one of the medicines. This is particularly important for ... medicines that increase the amount of potassium in the blood. These include potassium supplements, salt substitutes containing potassium, potassium-sparing medicines and heparin." It also lists "high level of potassium in the blood" as very common.',
    sources: [
      {
        title:
          "Entresto film-coated tablets (sacubitril/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a75d7e9d67efdcc2afd6268e67a7d0cd.html",
      },
    ],
  },
  {
    id: "sc-p16-entresto-electrolyte-drink",
    title: "Man on Entresto uses a high-potassium electrolyte supplement after exercise",
    profile: {
      medicines: ["Entresto"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Electrolyte powder sachet (potassium 400 mg)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 400,
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
            medicine: "Entresto",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Entresto leaflet, "Other medicines and Entresto": "It may be necessary to change the dose, to take other precautions, or even to stop taking one of the medicines. This is particularly important for ... medicines that increase the amount of potassium in the blood. These include potassium supplements, salt substitutes containing potassium, potassium-sparing medicines and heparin." It also lists "high level of potassium in the blood" as very common.',
    sources: [
      {
        title:
          "Entresto film-coated tablets (sacubitril/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a75d7e9d67efdcc2afd6268e67a7d0cd.html",
      },
    ],
  },
  {
    id: "sc-p16-entresto-vitd-quiet",
    title: "Woman on Entresto takes vitamin D3",
    profile: {
      medicines: ["Entresto 24mg/26mg"],
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
            medicine: "Entresto 24mg/26mg",
          },
        },
      ],
    },
    rationale:
      'Entresto leaflet, "Other medicines and Entresto" (read in full) names ACE inhibitors, ARBs/aliskiren, statins, PDE5 inhibitors, "potassium supplements, salt substitutes containing potassium", NSAIDs, lithium, furosemide, nitroglycerine, rifamycins/ciclosporin/ritonavir and metformin; vitamin D is not named.',
    sources: [
      {
        title:
          "Entresto film-coated tablets (sacubitril/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a75d7e9d67efdcc2afd6268e67a7d0cd.html",
      },
    ],
  },
  {
    id: "sc-p16-entresto-b12-quiet",
    title: "Man on Entresto takes B12",
    profile: {
      medicines: ["Entresto"],
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
            medicine: "Entresto",
          },
        },
      ],
    },
    rationale:
      'Entresto leaflet, "Other medicines and Entresto" (read in full) names ACE inhibitors, ARBs/aliskiren, statins, PDE5 inhibitors, "potassium supplements, salt substitutes containing potassium", NSAIDs, lithium, furosemide, nitroglycerine, rifamycins/ciclosporin/ritonavir and metformin; vitamin B12 is not named.',
    sources: [
      {
        title:
          "Entresto film-coated tablets (sacubitril/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a75d7e9d67efdcc2afd6268e67a7d0cd.html",
      },
    ],
  },
  {
    id: "sc-p16-entresto-iron-quiet",
    title: "Woman with heart failure on Entresto takes iron tablets",
    profile: {
      medicines: ["Entresto"],
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
            medicine: "Entresto",
          },
        },
      ],
    },
    rationale:
      'Entresto leaflet, "Other medicines and Entresto" (read in full) names ACE inhibitors, ARBs/aliskiren, statins, PDE5 inhibitors, "potassium supplements, salt substitutes containing potassium", NSAIDs, lithium, furosemide, nitroglycerine, rifamycins/ciclosporin/ritonavir and metformin; iron is not named; no mechanism with sacubitril/valsartan.',
    sources: [
      {
        title:
          "Entresto film-coated tablets (sacubitril/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a75d7e9d67efdcc2afd6268e67a7d0cd.html",
      },
    ],
  },
  {
    id: "sc-p16-entresto-potassium-d3-mixed",
    title: "Man on Entresto takes a potassium supplement and vitamin D",
    profile: {
      medicines: ["Entresto"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium gluconate tablets (99 mg potassium)",
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
      flags: [
        {
          ingredient: "potassium",
          with: {
            medicine: "Entresto",
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
            medicine: "Entresto",
          },
        },
      ],
    },
    rationale:
      'Entresto leaflet, "Other medicines and Entresto": "It may be necessary to change the dose, to take other precautions, or even to stop taking one of the medicines. This is particularly important for ... medicines that increase the amount of potassium in the blood. These include potassium supplements, salt substitutes containing potassium, potassium-sparing medicines and heparin." It also lists "high level of potassium in the blood" as very common. Vitamin D is not named.',
    sources: [
      {
        title:
          "Entresto film-coated tablets (sacubitril/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a75d7e9d67efdcc2afd6268e67a7d0cd.html",
      },
    ],
  },
  {
    id: "sc-p16-otezla-sjw",
    title: "Woman on Otezla for psoriasis starts St John's wort",
    profile: {
      medicines: ["Otezla 30mg"],
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
            medicine: "Otezla 30mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Otezla leaflet, "Other medicines and Otezla": "This includes medicines obtained without a prescription and herbal medicines ... tell your doctor or pharmacist before taking Otezla if you are taking any of the following medicines: rifampicin ... phenytoin, phenobarbital and carbamazepine ... St John\'s Wort - a herbal medicine for mild anxiety and depression."',
    sources: [
      {
        title: "Otezla film-coated tablets (apremilast) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8e4b99b58ac1302c60e1a3d75920f33f.html",
      },
    ],
  },
  {
    id: "sc-p16-apremilast-sjw-capsules",
    title: "Man on apremilast takes Hypericum capsules",
    profile: {
      medicines: ["apremilast 30 mg twice a day"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hypericum 425 mg capsules",
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
            medicine: "apremilast 30 mg twice a day",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Otezla leaflet, "Other medicines and Otezla": "This includes medicines obtained without a prescription and herbal medicines ... tell your doctor or pharmacist before taking Otezla if you are taking any of the following medicines: rifampicin ... phenytoin, phenobarbital and carbamazepine ... St John\'s Wort - a herbal medicine for mild anxiety and depression."',
    sources: [
      {
        title: "Otezla film-coated tablets (apremilast) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8e4b99b58ac1302c60e1a3d75920f33f.html",
      },
    ],
  },
  {
    id: "sc-p16-otezla-vitd-quiet",
    title: "Man on Otezla takes vitamin D3",
    profile: {
      medicines: ["Otezla"],
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
            medicine: "Otezla",
          },
        },
      ],
    },
    rationale:
      'Otezla leaflet interaction list (read in full) names only rifampicin, phenytoin, phenobarbital, carbamazepine and "St John\'s Wort"; vitamin D is not named.',
    sources: [
      {
        title: "Otezla film-coated tablets (apremilast) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8e4b99b58ac1302c60e1a3d75920f33f.html",
      },
    ],
  },
  {
    id: "sc-p16-otezla-fish-oil-quiet",
    title: "Woman on Otezla takes fish oil for her joints",
    profile: {
      medicines: ["Otezla 30 mg"],
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
            medicine: "Otezla 30 mg",
          },
        },
      ],
    },
    rationale:
      'Otezla leaflet interaction list (read in full) names only rifampicin, phenytoin, phenobarbital, carbamazepine and "St John\'s Wort"; fish oil is not named; no mechanism.',
    sources: [
      {
        title: "Otezla film-coated tablets (apremilast) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8e4b99b58ac1302c60e1a3d75920f33f.html",
      },
    ],
  },
  {
    id: "sc-p16-otezla-zinc-quiet",
    title: "Man on Otezla takes zinc for his skin",
    profile: {
      medicines: ["Otezla"],
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
            medicine: "Otezla",
          },
        },
      ],
    },
    rationale:
      'Otezla leaflet interaction list (read in full) names only rifampicin, phenytoin, phenobarbital, carbamazepine and "St John\'s Wort"; zinc is not named.',
    sources: [
      {
        title: "Otezla film-coated tablets (apremilast) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8e4b99b58ac1302c60e1a3d75920f33f.html",
      },
    ],
  },
  {
    id: "sc-p16-xtandi-calcium-d3-quiet",
    title: "Man on Xtandi takes calcium + vitamin D for his bones",
    profile: {
      medicines: ["Xtandi 40mg capsules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium and vitamin D3 chewable tablets (Adcal-D3 type: 600 mg calcium, 10 micrograms D3)",
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
            medicine: "Xtandi 40mg capsules",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Xtandi 40mg capsules",
          },
        },
      ],
    },
    rationale:
      'Xtandi leaflet, "Other medicines and Xtandi" (read in full) lists prescription medicines only (e.g. theophylline, antipsychotics, statins, anticoagulants, levothyroxine, omeprazole) - no supplement or herbal product is named; calcium and vitamin D (commonly advised with hormone therapy for bone health) have no mechanism with enzalutamide.',
    sources: [
      {
        title: "Xtandi soft capsules (enzalutamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0f22d445f37b02d3c837ebc1451981fc.xml.html",
      },
    ],
  },
  {
    id: "sc-p16-enzalutamide-vitd-quiet",
    title: "Man on enzalutamide takes vitamin D3",
    profile: {
      medicines: ["enzalutamide 160 mg"],
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
            medicine: "enzalutamide 160 mg",
          },
        },
      ],
    },
    rationale:
      'Xtandi leaflet, "Other medicines and Xtandi" (read in full) lists prescription medicines only (e.g. theophylline, antipsychotics, statins, anticoagulants, levothyroxine, omeprazole) - no supplement or herbal product is named; vitamin D is not named.',
    sources: [
      {
        title: "Xtandi soft capsules (enzalutamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0f22d445f37b02d3c837ebc1451981fc.xml.html",
      },
    ],
  },
  {
    id: "sc-p16-xtandi-b12-quiet",
    title: "Man on Xtandi takes B12 for tiredness",
    profile: {
      medicines: ["Xtandi"],
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
            medicine: "Xtandi",
          },
        },
      ],
    },
    rationale:
      'Xtandi leaflet, "Other medicines and Xtandi" (read in full) lists prescription medicines only (e.g. theophylline, antipsychotics, statins, anticoagulants, levothyroxine, omeprazole) - no supplement or herbal product is named; B12 is not named.',
    sources: [
      {
        title: "Xtandi soft capsules (enzalutamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0f22d445f37b02d3c837ebc1451981fc.xml.html",
      },
    ],
  },
  {
    id: "sc-p16-erleada-calcium-quiet",
    title: "Man on Erleada takes calcium after a fracture warning",
    profile: {
      medicines: ["Erleada 60mg"],
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
            medicine: "Erleada 60mg",
          },
        },
      ],
    },
    rationale:
      'Erleada leaflet, "Other medicines and Erleada" (read in full) lists prescription medicine classes only (gemfibrozil, antibiotics, antifungals, HIV medicines, midazolam, phenytoin, omeprazole, warfarin, fexofenadine, statins, digoxin, antiarrhythmics, levothyroxine, colchicine, repaglinide, methotrexate, methadone, haloperidol); calcium is not named (the leaflet warns of "Falls and broken bones" but no supplement interaction).',
    sources: [
      {
        title: "Erleada 60 mg film-coated tablets (apalutamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d9dc9ab79b2a856f92a3151fb8d4fca9.ttl.html",
      },
    ],
  },
  {
    id: "sc-p16-apalutamide-vitd-quiet",
    title: "Man on apalutamide takes vitamin D3",
    profile: {
      medicines: ["apalutamide 240 mg"],
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
            medicine: "apalutamide 240 mg",
          },
        },
      ],
    },
    rationale:
      'Erleada leaflet, "Other medicines and Erleada" (read in full) lists prescription medicine classes only (gemfibrozil, antibiotics, antifungals, HIV medicines, midazolam, phenytoin, omeprazole, warfarin, fexofenadine, statins, digoxin, antiarrhythmics, levothyroxine, colchicine, repaglinide, methotrexate, methadone, haloperidol); vitamin D is not named.',
    sources: [
      {
        title: "Erleada 60 mg film-coated tablets (apalutamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d9dc9ab79b2a856f92a3151fb8d4fca9.ttl.html",
      },
    ],
  },
  {
    id: "sc-p16-erleada-magnesium-quiet",
    title: "Man on Erleada takes magnesium for cramps",
    profile: {
      medicines: ["Erleada"],
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
            medicine: "Erleada",
          },
        },
      ],
    },
    rationale:
      'Erleada leaflet, "Other medicines and Erleada" (read in full) lists prescription medicine classes only (gemfibrozil, antibiotics, antifungals, HIV medicines, midazolam, phenytoin, omeprazole, warfarin, fexofenadine, statins, digoxin, antiarrhythmics, levothyroxine, colchicine, repaglinide, methotrexate, methadone, haloperidol); magnesium is not named.',
    sources: [
      {
        title: "Erleada 60 mg film-coated tablets (apalutamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d9dc9ab79b2a856f92a3151fb8d4fca9.ttl.html",
      },
    ],
  },
  {
    id: "sc-p16-nubeqa-sjw",
    title: "Man on Nubeqa starts St John's wort",
    profile: {
      medicines: ["Nubeqa 300mg"],
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
            medicine: "Nubeqa 300mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NUBEQA leaflet, "Other medicines and NUBEQA": "The following medicines may influence the effect of NUBEQA, or NUBEQA may influence the effect of these medicines to treat: ... symptoms of slightly low mood and mild anxiety: St. John\'s wort (a herbal medicine) ... Your doctor may therefore change the dose of the medicines that you are taking."',
    sources: [
      {
        title: "NUBEQA 300 mg film-coated tablets (darolutamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1cafc851e1f0aed5863b6a73ba46d0f7.html",
      },
    ],
  },
  {
    id: "sc-p16-darolutamide-sjw",
    title: "Man on darolutamide takes a St John's wort tincture-based tablet",
    profile: {
      medicines: ["darolutamide 600 mg twice daily"],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "darolutamide 600 mg twice daily",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NUBEQA leaflet, "Other medicines and NUBEQA": "The following medicines may influence the effect of NUBEQA, or NUBEQA may influence the effect of these medicines to treat: ... symptoms of slightly low mood and mild anxiety: St. John\'s wort (a herbal medicine) ... Your doctor may therefore change the dose of the medicines that you are taking."',
    sources: [
      {
        title: "NUBEQA 300 mg film-coated tablets (darolutamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1cafc851e1f0aed5863b6a73ba46d0f7.html",
      },
    ],
  },
  {
    id: "sc-p16-nubeqa-vitd-quiet",
    title: "Man on Nubeqa takes vitamin D3",
    profile: {
      medicines: ["Nubeqa"],
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
            medicine: "Nubeqa",
          },
        },
      ],
    },
    rationale:
      'NUBEQA interaction list (read in full) names rifampicin, carbamazepine, phenobarbital, phenytoin, "St. John\'s wort", statins, methotrexate and sulfasalazine; vitamin D is not named.',
    sources: [
      {
        title: "NUBEQA 300 mg film-coated tablets (darolutamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1cafc851e1f0aed5863b6a73ba46d0f7.html",
      },
    ],
  },
  {
    id: "sc-p16-nubeqa-calcium-quiet",
    title: "Man on Nubeqa takes calcium tablets",
    profile: {
      medicines: ["Nubeqa 300 mg tablets"],
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
            medicine: "Nubeqa 300 mg tablets",
          },
        },
      ],
    },
    rationale:
      'NUBEQA interaction list (read in full) names rifampicin, carbamazepine, phenobarbital, phenytoin, "St. John\'s wort", statins, methotrexate and sulfasalazine; calcium is not named.',
    sources: [
      {
        title: "NUBEQA 300 mg film-coated tablets (darolutamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1cafc851e1f0aed5863b6a73ba46d0f7.html",
      },
    ],
  },
  {
    id: "sc-p16-tagrisso-sjw",
    title: "Woman on Tagrisso for lung cancer takes St John's wort",
    profile: {
      medicines: ["Tagrisso 80mg"],
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
            medicine: "Tagrisso 80mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'TAGRISSO leaflet: "Do not take TAGRISSO if: ... you are taking St. John\'s Wort (Hypericum perforatum)", and under "Other medicines": "The following medicines may reduce how well TAGRISSO works: ... St. John\'s Wort (Hypericum perforatum) - an herbal medicine used for depression."',
    sources: [
      {
        title: "TAGRISSO film-coated tablets (osimertinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d7f220f9031e8b4b6b6e866b11abbe3a.xml.html",
      },
    ],
  },
  {
    id: "sc-p16-osimertinib-sjw",
    title: "Man on osimertinib buys a herbal 'low mood' remedy containing St John's wort",
    profile: {
      medicines: ["osimertinib 80 mg"],
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
            medicine: "osimertinib 80 mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'TAGRISSO leaflet: "Do not take TAGRISSO if: ... you are taking St. John\'s Wort (Hypericum perforatum)", and under "Other medicines": "The following medicines may reduce how well TAGRISSO works: ... St. John\'s Wort (Hypericum perforatum) - an herbal medicine used for depression."',
    sources: [
      {
        title: "TAGRISSO film-coated tablets (osimertinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d7f220f9031e8b4b6b6e866b11abbe3a.xml.html",
      },
    ],
  },
  {
    id: "sc-p16-tagrisso-vitd-quiet",
    title: "Woman on Tagrisso takes vitamin D3",
    profile: {
      medicines: ["Tagrisso"],
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
            medicine: "Tagrisso",
          },
        },
      ],
    },
    rationale:
      'TAGRISSO leaflet interaction section (read in full) names phenytoin, carbamazepine, phenobarbital, rifabutin, rifampicin, "St. John\'s Wort", rosuvastatin, oral contraceptives, bosentan, efavirenz, etravirine, modafinil, dabigatran, digoxin and aliskiren; vitamin D is not named.',
    sources: [
      {
        title: "TAGRISSO film-coated tablets (osimertinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d7f220f9031e8b4b6b6e866b11abbe3a.xml.html",
      },
    ],
  },
  {
    id: "sc-p16-tagrisso-zinc-quiet",
    title: "Man on Tagrisso takes zinc",
    profile: {
      medicines: ["Tagrisso 40mg"],
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
            medicine: "Tagrisso 40mg",
          },
        },
      ],
    },
    rationale:
      'TAGRISSO leaflet interaction section (read in full) names phenytoin, carbamazepine, phenobarbital, rifabutin, rifampicin, "St. John\'s Wort", rosuvastatin, oral contraceptives, bosentan, efavirenz, etravirine, modafinil, dabigatran, digoxin and aliskiren; zinc is not named.',
    sources: [
      {
        title: "TAGRISSO film-coated tablets (osimertinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d7f220f9031e8b4b6b6e866b11abbe3a.xml.html",
      },
    ],
  },
  {
    id: "sc-p16-calquence-sjw",
    title: "Man on Calquence for CLL starts St John's wort",
    profile: {
      medicines: ["Calquence 100mg"],
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
            medicine: "Calquence 100mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calquence leaflet, "Other medicines and Calquence": "Tell your doctor, pharmacist or nurse if you are taking ... any of the following: ... St. John\'s wort - a herbal medicine for depression".',
    sources: [
      {
        title: "Calquence 100 mg hard capsules (acalabrutinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-515ad355eee6410eab8e10f3744bb3f9.html",
      },
    ],
  },
  {
    id: "sc-p16-acalabrutinib-sjw",
    title: "Woman on acalabrutinib takes St John's wort",
    profile: {
      medicines: ["acalabrutinib 100 mg twice daily"],
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
            medicine: "acalabrutinib 100 mg twice daily",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calquence leaflet, "Other medicines and Calquence": "Tell your doctor, pharmacist or nurse if you are taking ... any of the following: ... St. John\'s wort - a herbal medicine for depression".',
    sources: [
      {
        title: "Calquence 100 mg hard capsules (acalabrutinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-515ad355eee6410eab8e10f3744bb3f9.html",
      },
    ],
  },
  {
    id: "sc-p16-calquence-calcium-carbonate",
    title: "Woman on Calquence takes calcium carbonate tablets",
    profile: {
      medicines: ["Calquence"],
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
            medicine: "Calquence",
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
      'Calquence leaflet: "medicines for reducing Stomach acid: antacids - such as calcium carbonate. Take Calquence 2 hours before or 2 hours after you take these medicines". A calcium carbonate supplement is the same salt; a spacing note.',
    sources: [
      {
        title: "Calquence 100 mg hard capsules (acalabrutinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-515ad355eee6410eab8e10f3744bb3f9.html",
      },
    ],
  },
  {
    id: "sc-p16-calquence-vitd-quiet",
    title: "Man on Calquence takes vitamin D3",
    profile: {
      medicines: ["Calquence"],
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
            medicine: "Calquence",
          },
        },
      ],
    },
    rationale:
      'Calquence interaction list (read in full) names antibiotics, antifungals, HIV and hepatitis C medicines, rifampicin, ergotamine, conivaptan, metformin, cyclosporine, antiepileptics, pimozide, "St. John\'s wort", theophylline, antacids/H2 blockers/PPIs, methotrexate and antiplatelets/anticoagulants; vitamin D is not named.',
    sources: [
      {
        title: "Calquence 100 mg hard capsules (acalabrutinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-515ad355eee6410eab8e10f3744bb3f9.html",
      },
    ],
  },
  {
    id: "sc-p16-calquence-b12-quiet",
    title: "Woman on Calquence takes B12",
    profile: {
      medicines: ["Calquence 100 mg capsules"],
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
            medicine: "Calquence 100 mg capsules",
          },
        },
      ],
    },
    rationale:
      'Calquence interaction list (read in full) names antibiotics, antifungals, HIV and hepatitis C medicines, rifampicin, ergotamine, conivaptan, metformin, cyclosporine, antiepileptics, pimozide, "St. John\'s wort", theophylline, antacids/H2 blockers/PPIs, methotrexate and antiplatelets/anticoagulants; B12 is not named.',
    sources: [
      {
        title: "Calquence 100 mg hard capsules (acalabrutinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-515ad355eee6410eab8e10f3744bb3f9.html",
      },
    ],
  },
  {
    id: "sc-p16-verzenios-sjw",
    title: "Woman on Verzenios takes St John's wort",
    profile: {
      medicines: ["Verzenios 150mg"],
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
            medicine: "Verzenios 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Verzenios leaflet, "Other medicines and Verzenios": "tell you doctor or pharmacist before taking Verzenios if you are taking ... medicines that may reduce the effectiveness of Verzenios: ... St. John\'s wort (a herbal product used to treat mild depression and anxiety)".',
    sources: [
      {
        title: "Verzenios film-coated tablets (abemaciclib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-34d2770dedeba7114006ff1f66a042d4.html",
      },
    ],
  },
  {
    id: "sc-p16-abemaciclib-sjw",
    title: "Woman on abemaciclib starts Hypericum for anxiety",
    profile: {
      medicines: ["abemaciclib 150 mg twice daily"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hypericum 425 mg capsules",
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
            medicine: "abemaciclib 150 mg twice daily",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Verzenios leaflet, "Other medicines and Verzenios": "tell you doctor or pharmacist before taking Verzenios if you are taking ... medicines that may reduce the effectiveness of Verzenios: ... St. John\'s wort (a herbal product used to treat mild depression and anxiety)".',
    sources: [
      {
        title: "Verzenios film-coated tablets (abemaciclib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-34d2770dedeba7114006ff1f66a042d4.html",
      },
    ],
  },
  {
    id: "sc-p16-verzenios-vitd-quiet",
    title: "Woman on Verzenios and letrozole takes vitamin D3",
    profile: {
      medicines: ["Verzenios"],
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
            medicine: "Verzenios",
          },
        },
      ],
    },
    rationale:
      'Verzenios interaction list (read in full) names clarithromycin, azole antifungals, lopinavir/ritonavir, digoxin, dabigatran, carbamazepine, rifampicin, phenytoin and "St. John\'s wort" (plus grapefruit); vitamin D is not named.',
    sources: [
      {
        title: "Verzenios film-coated tablets (abemaciclib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-34d2770dedeba7114006ff1f66a042d4.html",
      },
    ],
  },
  {
    id: "sc-p16-verzenios-calcium-quiet",
    title: "Woman on Verzenios takes calcium for bone health",
    profile: {
      medicines: ["Verzenios 100 mg"],
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
            medicine: "Verzenios 100 mg",
          },
        },
      ],
    },
    rationale:
      'Verzenios interaction list (read in full) names clarithromycin, azole antifungals, lopinavir/ritonavir, digoxin, dabigatran, carbamazepine, rifampicin, phenytoin and "St. John\'s wort" (plus grapefruit); calcium is not named.',
    sources: [
      {
        title: "Verzenios film-coated tablets (abemaciclib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-34d2770dedeba7114006ff1f66a042d4.html",
      },
    ],
  },
  {
    id: "sc-p16-ibrance-sjw",
    title: "Woman on Ibrance takes St John's wort",
    profile: {
      medicines: ["Ibrance 125mg"],
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
            medicine: "Ibrance 125mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'IBRANCE leaflet, "Do not take IBRANCE": "use of preparations containing St. John\'s Wort, an herbal product used to treat mild depression and anxiety, should be avoided while you are taking IBRANCE"; also "The following medicines may reduce the effectiveness of IBRANCE: ... St. John\'s Wort".',
    sources: [
      {
        title: "IBRANCE hard capsules (palbociclib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c81102ba15ecf1ae72d97505f0c21e9d.html",
      },
    ],
  },
  {
    id: "sc-p16-palbociclib-sjw",
    title: "Woman on palbociclib buys St John's wort for low mood",
    profile: {
      medicines: ["palbociclib 125 mg capsules"],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "palbociclib 125 mg capsules",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'IBRANCE leaflet, "Do not take IBRANCE": "use of preparations containing St. John\'s Wort, an herbal product used to treat mild depression and anxiety, should be avoided while you are taking IBRANCE"; also "The following medicines may reduce the effectiveness of IBRANCE: ... St. John\'s Wort".',
    sources: [
      {
        title: "IBRANCE hard capsules (palbociclib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c81102ba15ecf1ae72d97505f0c21e9d.html",
      },
    ],
  },
  {
    id: "sc-p16-ibrance-vitd-quiet",
    title: "Woman on Ibrance takes vitamin D3",
    profile: {
      medicines: ["Ibrance"],
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
            medicine: "Ibrance",
          },
        },
      ],
    },
    rationale:
      'IBRANCE interaction section (read in full) names HIV medicines, clarithromycin, azoles, nefazodone, quinidine, colchicine, statins, sulfasalazine, fentanyl, immunosuppressants, ergots, pimozide, carbamazepine, phenytoin, enzalutamide, rifampin and "St. John\'s Wort"; vitamin D is not named.',
    sources: [
      {
        title: "IBRANCE hard capsules (palbociclib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c81102ba15ecf1ae72d97505f0c21e9d.html",
      },
    ],
  },
  {
    id: "sc-p16-ibrance-calcium-quiet",
    title: "Woman on Ibrance takes calcium carbonate",
    profile: {
      medicines: ["Ibrance 100 mg"],
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
            medicine: "Ibrance 100 mg",
          },
        },
      ],
    },
    rationale:
      'IBRANCE interaction section (read in full) names HIV medicines, clarithromycin, azoles, nefazodone, quinidine, colchicine, statins, sulfasalazine, fentanyl, immunosuppressants, ergots, pimozide, carbamazepine, phenytoin, enzalutamide, rifampin and "St. John\'s Wort"; calcium is not named.',
    sources: [
      {
        title: "IBRANCE hard capsules (palbociclib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c81102ba15ecf1ae72d97505f0c21e9d.html",
      },
    ],
  },
  {
    id: "sc-p16-kisqali-sjw",
    title: "Woman on Kisqali takes St John's wort",
    profile: {
      medicines: ["Kisqali 200mg"],
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
            medicine: "Kisqali 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kisqali leaflet: "tell your doctor or pharmacist if you are taking ... any other medicines, including medicines or supplements obtained without a prescription, because these may influence the effect of Kisqali. This includes in particular: ... St. John\'s Wort (also known as Hypericum perforatum)".',
    sources: [
      {
        title: "Kisqali 200 mg film-coated tablets (ribociclib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-eab8b33e25257b37415a6df6ca70ca04.json.html",
      },
    ],
  },
  {
    id: "sc-p16-ribociclib-sjw",
    title: "Woman on ribociclib starts St John's wort",
    profile: {
      medicines: ["ribociclib 600 mg"],
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
            medicine: "ribociclib 600 mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kisqali leaflet: "tell your doctor or pharmacist if you are taking ... any other medicines, including medicines or supplements obtained without a prescription, because these may influence the effect of Kisqali. This includes in particular: ... St. John\'s Wort (also known as Hypericum perforatum)".',
    sources: [
      {
        title: "Kisqali 200 mg film-coated tablets (ribociclib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-eab8b33e25257b37415a6df6ca70ca04.json.html",
      },
    ],
  },
  {
    id: "sc-p16-kisqali-vitd-quiet",
    title: "Woman on Kisqali and an aromatase inhibitor takes vitamin D3",
    profile: {
      medicines: ["Kisqali"],
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
            medicine: "Kisqali",
          },
        },
      ],
    },
    rationale:
      'Kisqali interaction section (read in full) names tamoxifen, azoles, HIV medicines, antiepileptics, "St. John\'s Wort", QT-prolonging medicines and many substrates - no vitamin or mineral supplement is named; vitamin D has no mechanism with ribociclib.',
    sources: [
      {
        title: "Kisqali 200 mg film-coated tablets (ribociclib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-eab8b33e25257b37415a6df6ca70ca04.json.html",
      },
    ],
  },
  {
    id: "sc-p16-kisqali-calcium-quiet",
    title: "Woman on Kisqali takes calcium",
    profile: {
      medicines: ["Kisqali 200 mg tablets"],
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
            medicine: "Kisqali 200 mg tablets",
          },
        },
      ],
    },
    rationale:
      'Kisqali interaction section (read in full) names tamoxifen, azoles, HIV medicines, antiepileptics, "St. John\'s Wort", QT-prolonging medicines and many substrates - no vitamin or mineral supplement is named; calcium is not named (the leaflet only asks about low blood calcium, potassium, magnesium).',
    sources: [
      {
        title: "Kisqali 200 mg film-coated tablets (ribociclib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-eab8b33e25257b37415a6df6ca70ca04.json.html",
      },
    ],
  },
  {
    id: "sc-p16-lynparza-sjw",
    title: "Woman on Lynparza for ovarian cancer takes St John's wort",
    profile: {
      medicines: ["Lynparza 150mg tablets"],
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
            medicine: "Lynparza 150mg tablets",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Lynparza leaflet, "Other medicines and Lynparza": "This includes medicines obtained without a prescription and herbal medicines ... Tell your doctor, pharmacist or nurse if you are taking or are planning to take any of the following medicines ... herbal remedies containing St John\'s Wort (Hypericum perforatum) - used mainly for depression".',
    sources: [
      {
        title: "Lynparza film-coated tablets (olaparib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4dbf28ef3bd2d6f9dcbec498df8a6133.html",
      },
    ],
  },
  {
    id: "sc-p16-olaparib-sjw",
    title: "Man on olaparib takes a St John's wort product",
    profile: {
      medicines: ["olaparib 300 mg twice daily"],
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
            medicine: "olaparib 300 mg twice daily",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Lynparza leaflet, "Other medicines and Lynparza": "This includes medicines obtained without a prescription and herbal medicines ... Tell your doctor, pharmacist or nurse if you are taking or are planning to take any of the following medicines ... herbal remedies containing St John\'s Wort (Hypericum perforatum) - used mainly for depression".',
    sources: [
      {
        title: "Lynparza film-coated tablets (olaparib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4dbf28ef3bd2d6f9dcbec498df8a6133.html",
      },
    ],
  },
  {
    id: "sc-p16-lynparza-iron-quiet",
    title: "Woman on Lynparza with anaemia takes iron tablets",
    profile: {
      medicines: ["Lynparza"],
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
            medicine: "Lynparza",
          },
        },
      ],
    },
    rationale:
      'Lynparza interaction list (read in full) names anticancer medicines, vaccines/immunosuppressants, azoles, macrolides, HIV medicines, rifamycins, antiepileptics, "St John\'s Wort", heart medicines, bosentan, statins, dabigatran, diabetes medicines and others - no vitamin or mineral; iron is not named and has no mechanism with olaparib.',
    sources: [
      {
        title: "Lynparza film-coated tablets (olaparib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4dbf28ef3bd2d6f9dcbec498df8a6133.html",
      },
    ],
  },
  {
    id: "sc-p16-lynparza-vitd-quiet",
    title: "Woman on Lynparza takes vitamin D3",
    profile: {
      medicines: ["Lynparza 100 mg"],
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
            medicine: "Lynparza 100 mg",
          },
        },
      ],
    },
    rationale:
      'Lynparza interaction list (read in full) names anticancer medicines, vaccines/immunosuppressants, azoles, macrolides, HIV medicines, rifamycins, antiepileptics, "St John\'s Wort", heart medicines, bosentan, statins, dabigatran, diabetes medicines and others - no vitamin or mineral; vitamin D is not named.',
    sources: [
      {
        title: "Lynparza film-coated tablets (olaparib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4dbf28ef3bd2d6f9dcbec498df8a6133.html",
      },
    ],
  },
  {
    id: "sc-p16-ranexa-sjw",
    title: "Man on Ranexa for angina takes St John's wort",
    profile: {
      medicines: ["Ranexa 375mg"],
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
            medicine: "Ranexa 375mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ranexa leaflet: "Tell your doctor or pharmacist before you take Ranexa if you use: ... medicines to treat epilepsy ...; are taking rifampicin ...; or are taking the herbal remedy St. John\'s Wort, as these medicines may cause Ranexa to be less effective."',
    sources: [
      {
        title: "Ranexa prolonged-release tablets (ranolazine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2128cb95d4d26d25d7fa2c3944c0ae92.html",
      },
    ],
  },
  {
    id: "sc-p16-ranolazine-sjw",
    title: "Woman on ranolazine takes St John's wort tablets",
    profile: {
      medicines: ["ranolazine 500 mg twice daily"],
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
            medicine: "ranolazine 500 mg twice daily",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ranexa leaflet: "Tell your doctor or pharmacist before you take Ranexa if you use: ... medicines to treat epilepsy ...; are taking rifampicin ...; or are taking the herbal remedy St. John\'s Wort, as these medicines may cause Ranexa to be less effective."',
    sources: [
      {
        title: "Ranexa prolonged-release tablets (ranolazine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2128cb95d4d26d25d7fa2c3944c0ae92.html",
      },
    ],
  },
  {
    id: "sc-p16-ranexa-vitd-quiet",
    title: "Man on Ranexa takes vitamin D3",
    profile: {
      medicines: ["Ranexa"],
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
            medicine: "Ranexa",
          },
        },
      ],
    },
    rationale:
      'Ranexa interaction section (read in full) names macrolides, azoles, protease inhibitors, nefazodone, antiarrhythmics, diltiazem/verapamil, ciclosporin, antiepileptics, rifampicin, "St. John\'s Wort", digoxin, metoprolol, QT-prolonging medicines, statins and transplant medicines (plus grapefruit juice); vitamin D is not named.',
    sources: [
      {
        title: "Ranexa prolonged-release tablets (ranolazine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2128cb95d4d26d25d7fa2c3944c0ae92.html",
      },
    ],
  },
  {
    id: "sc-p16-ranexa-fish-oil-quiet",
    title: "Man on Ranexa takes fish oil",
    profile: {
      medicines: ["Ranexa 500mg"],
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
            medicine: "Ranexa 500mg",
          },
        },
      ],
    },
    rationale:
      'Ranexa interaction section (read in full) names macrolides, azoles, protease inhibitors, nefazodone, antiarrhythmics, diltiazem/verapamil, ciclosporin, antiepileptics, rifampicin, "St. John\'s Wort", digoxin, metoprolol, QT-prolonging medicines, statins and transplant medicines (plus grapefruit juice); fish oil is not named; no mechanism with ranolazine.',
    sources: [
      {
        title: "Ranexa prolonged-release tablets (ranolazine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2128cb95d4d26d25d7fa2c3944c0ae92.html",
      },
    ],
  },
  {
    id: "sc-p16-reagila-sjw",
    title: "Man on Reagila for schizophrenia takes St John's wort",
    profile: {
      medicines: ["Reagila 3mg"],
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
            medicine: "Reagila 3mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Reagila leaflet: "Do not take Reagila ... if you are taking medicines used to treat: ... depression (herbal therapy containing St. John\'s wort (Hypericum perforatum) and medicines containing nefazodone)".',
    sources: [
      {
        title: "Reagila hard capsules (cariprazine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-cbc8bd303ae5e6a2b05a1e976deb4928.json.html",
      },
    ],
  },
  {
    id: "sc-p16-cariprazine-sjw",
    title: "Woman on cariprazine starts St John's wort",
    profile: {
      medicines: ["cariprazine 4.5 mg"],
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
            medicine: "cariprazine 4.5 mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Reagila leaflet: "Do not take Reagila ... if you are taking medicines used to treat: ... depression (herbal therapy containing St. John\'s wort (Hypericum perforatum) and medicines containing nefazodone)".',
    sources: [
      {
        title: "Reagila hard capsules (cariprazine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-cbc8bd303ae5e6a2b05a1e976deb4928.json.html",
      },
    ],
  },
  {
    id: "sc-p16-reagila-vitd-quiet",
    title: "Man on Reagila takes vitamin D3",
    profile: {
      medicines: ["Reagila"],
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
            medicine: "Reagila",
          },
        },
      ],
    },
    rationale:
      'Reagila interaction sections (read in full) name hepatitis C, antibiotic, TB, HIV, antifungal and antiepileptic medicines, "St. John\'s wort", diltiazem, verapamil, modafinil, bosentan, digoxin and dabigatran (plus grapefruit juice and alcohol); vitamin D is not named.',
    sources: [
      {
        title: "Reagila hard capsules (cariprazine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-cbc8bd303ae5e6a2b05a1e976deb4928.json.html",
      },
    ],
  },
  {
    id: "sc-p16-reagila-fish-oil-quiet",
    title: "Woman on Reagila takes omega-3",
    profile: {
      medicines: ["Reagila 1.5 mg"],
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
            medicine: "Reagila 1.5 mg",
          },
        },
      ],
    },
    rationale:
      'Reagila interaction sections (read in full) name hepatitis C, antibiotic, TB, HIV, antifungal and antiepileptic medicines, "St. John\'s wort", diltiazem, verapamil, modafinil, bosentan, digoxin and dabigatran (plus grapefruit juice and alcohol); fish oil is not named.',
    sources: [
      {
        title: "Reagila hard capsules (cariprazine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-cbc8bd303ae5e6a2b05a1e976deb4928.json.html",
      },
    ],
  },
  {
    id: "sc-p16-dovato-adcal-d3-mixed",
    title: "Woman on Dovato takes Adcal-D3 (calcium + vitamin D) twice a day",
    profile: {
      medicines: ["Dovato"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium and vitamin D3 chewable tablets (Adcal-D3 type: 600 mg calcium, 10 micrograms D3)",
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
            medicine: "Dovato",
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
            medicine: "Dovato",
          },
        },
      ],
    },
    rationale:
      'Dovato leaflet, "Other medicines and Dovato": "supplements or multivitamins containing calcium, iron or magnesium. If you take Dovato with food, you can take supplements or multivitamins containing calcium, iron or magnesium at the same time as Dovato. If you do not take Dovato with food, do not take a supplement or multivitamin containing calcium, iron or magnesium during the 6 hours before you take Dovato, or for at least 2 hours after you take it". The vitamin D3 in the same tablet is not named.',
    sources: [
      {
        title:
          "Dovato 50 mg/300 mg film-coated tablets (dolutegravir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6eb523b7a88cd6dcee848368833cbd08.html",
      },
    ],
  },
  {
    id: "sc-p16-triumeq-adcal-d3-mixed",
    title: "Man on Triumeq prescribed calcium + D3 chewable tablets",
    profile: {
      medicines: ["Triumeq"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium and vitamin D3 chewable tablets (Adcal-D3 type: 600 mg calcium, 10 micrograms D3)",
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
            medicine: "Triumeq",
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
            medicine: "Triumeq",
          },
        },
      ],
    },
    rationale:
      'Triumeq leaflet, "Other medicines and Triumeq": "supplements or multivitamins containing calcium, iron or magnesium. If you take Triumeq with food, you can take supplements or multivitamins containing calcium, iron or magnesium at the same time as Triumeq. If you do not take Triumeq with food, do not take supplements or multivitamins containing calcium, iron or magnesium during the 6 hours before you take Triumeq, or for at least 2 hours after you take it". Vitamin D3 itself is not named.',
    sources: [
      {
        title:
          "Triumeq 50 mg/600 mg/300 mg film-coated tablets (dolutegravir/abacavir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-130bba2ea8da812c1b9f9db0b62fdb3a.html",
      },
    ],
  },
  {
    id: "sc-p16-triumeq-multivitamin",
    title: "Woman on Triumeq takes an A-Z multivitamin with minerals",
    profile: {
      medicines: ["Triumeq"],
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
            medicine: "Triumeq",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "iron",
          with: {
            medicine: "Triumeq",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "magnesium",
          with: {
            medicine: "Triumeq",
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
      'Triumeq leaflet, "Other medicines and Triumeq": "supplements or multivitamins containing calcium, iron or magnesium. If you take Triumeq with food, you can take supplements or multivitamins containing calcium, iron or magnesium at the same time as Triumeq. If you do not take Triumeq with food, do not take supplements or multivitamins containing calcium, iron or magnesium during the 6 hours before you take Triumeq, or for at least 2 hours after you take it".',
    sources: [
      {
        title:
          "Triumeq 50 mg/600 mg/300 mg film-coated tablets (dolutegravir/abacavir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-130bba2ea8da812c1b9f9db0b62fdb3a.html",
      },
    ],
  },
  {
    id: "sc-p16-juluca-adcal-d3-mixed",
    title: "Woman on Juluca takes calcium + vitamin D3 tablets",
    profile: {
      medicines: ["Juluca"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium and vitamin D3 chewable tablets (Adcal-D3 type: 600 mg calcium, 10 micrograms D3)",
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
            medicine: "Juluca",
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
            medicine: "Juluca",
          },
        },
      ],
    },
    rationale:
      'Juluca leaflet: "calcium supplements, iron supplements and multivitamins must be taken at the same time as Juluca with a meal. If you can\'t take these supplements at the same time as Juluca, do not take a calcium supplement, iron supplement or multivitamin during the 6 hours before you take Juluca, or for at least 4 hours after you take it". Vitamin D3 is not named.',
    sources: [
      {
        title:
          "Juluca 50 mg/25 mg film-coated tablets (dolutegravir/rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-376a3d5a41580231865d5fa194e42499.html",
      },
    ],
  },
  {
    id: "sc-p16-calquence-adcal-d3-mixed",
    title: "Man on Calquence takes calcium carbonate + D3 tablets",
    profile: {
      medicines: ["Calquence 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium and vitamin D3 chewable tablets (Adcal-D3 type: 600 mg calcium, 10 micrograms D3)",
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
            medicine: "Calquence 100mg",
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
            medicine: "Calquence 100mg",
          },
        },
      ],
    },
    rationale:
      'Calquence leaflet: "medicines for reducing Stomach acid: antacids - such as calcium carbonate. Take Calquence 2 hours before or 2 hours after you take these medicines". Vitamin D3 is not named in the Calquence leaflet.',
    sources: [
      {
        title: "Calquence 100 mg hard capsules (acalabrutinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-515ad355eee6410eab8e10f3744bb3f9.html",
      },
    ],
  },
  {
    id: "sc-p16-entresto-multivit-potassium",
    title: "Woman on Entresto 97/103 takes a potassium-containing supplement",
    profile: {
      medicines: ["Entresto 97mg/103mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium citrate supplement (200 mg potassium)",
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
            medicine: "Entresto 97mg/103mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Entresto leaflet, "Other medicines and Entresto": "It may be necessary to change the dose, to take other precautions, or even to stop taking one of the medicines. This is particularly important for ... medicines that increase the amount of potassium in the blood. These include potassium supplements, salt substitutes containing potassium, potassium-sparing medicines and heparin." It also lists "high level of potassium in the blood" as very common.',
    sources: [
      {
        title:
          "Entresto film-coated tablets (sacubitril/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a75d7e9d67efdcc2afd6268e67a7d0cd.html",
      },
    ],
  },
  {
    id: "sc-p16-tagrisso-sjw-d3-mixed",
    title: "Man on Tagrisso takes St John's wort and vitamin D",
    profile: {
      medicines: ["Tagrisso 80 mg tablets"],
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
            medicine: "Tagrisso 80 mg tablets",
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
            medicine: "Tagrisso 80 mg tablets",
          },
        },
      ],
    },
    rationale:
      'TAGRISSO leaflet: "Do not take TAGRISSO if: ... you are taking St. John\'s Wort (Hypericum perforatum)", and under "Other medicines": "The following medicines may reduce how well TAGRISSO works: ... St. John\'s Wort (Hypericum perforatum) - an herbal medicine used for depression." Vitamin D is not named.',
    sources: [
      {
        title: "TAGRISSO film-coated tablets (osimertinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d7f220f9031e8b4b6b6e866b11abbe3a.xml.html",
      },
    ],
  },
  {
    id: "sc-p16-reagila-sjw-fish-oil-mixed",
    title: "Woman on Reagila takes fish oil and St John's wort",
    profile: {
      medicines: ["Reagila 4.5mg"],
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Reagila 4.5mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Reagila 4.5mg",
          },
        },
      ],
    },
    rationale:
      'Reagila leaflet: "Do not take Reagila ... if you are taking medicines used to treat: ... depression (herbal therapy containing St. John\'s wort (Hypericum perforatum) and medicines containing nefazodone)". Fish oil is not named.',
    sources: [
      {
        title: "Reagila hard capsules (cariprazine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-cbc8bd303ae5e6a2b05a1e976deb4928.json.html",
      },
    ],
  },
  {
    id: "sc-p16-ibrance-sjw-calcium-mixed",
    title: "Woman on Ibrance takes calcium and St John's wort",
    profile: {
      medicines: ["Ibrance 75mg"],
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
            medicine: "Ibrance 75mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Ibrance 75mg",
          },
        },
      ],
    },
    rationale:
      'IBRANCE leaflet, "Do not take IBRANCE": "use of preparations containing St. John\'s Wort, an herbal product used to treat mild depression and anxiety, should be avoided while you are taking IBRANCE"; also "The following medicines may reduce the effectiveness of IBRANCE: ... St. John\'s Wort". Calcium is not named.',
    sources: [
      {
        title: "IBRANCE hard capsules (palbociclib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c81102ba15ecf1ae72d97505f0c21e9d.html",
      },
    ],
  },
  {
    id: "sc-p16-kisqali-sjw-d3-mixed",
    title: "Woman on Kisqali takes vitamin D and St John's wort",
    profile: {
      medicines: ["Kisqali"],
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
            medicine: "Kisqali",
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
            medicine: "Kisqali",
          },
        },
      ],
    },
    rationale:
      'Kisqali leaflet: "tell your doctor or pharmacist if you are taking ... any other medicines, including medicines or supplements obtained without a prescription, because these may influence the effect of Kisqali. This includes in particular: ... St. John\'s Wort (also known as Hypericum perforatum)". Vitamin D is not named.',
    sources: [
      {
        title: "Kisqali 200 mg film-coated tablets (ribociclib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-eab8b33e25257b37415a6df6ca70ca04.json.html",
      },
    ],
  },
  {
    id: "sc-p16-verzenios-sjw-calcium-mixed",
    title: "Woman on Verzenios takes calcium and Hypericum",
    profile: {
      medicines: ["Verzenios"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hypericum 425 mg capsules",
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
            medicine: "Verzenios",
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
            medicine: "Verzenios",
          },
        },
      ],
    },
    rationale:
      'Verzenios leaflet, "Other medicines and Verzenios": "tell you doctor or pharmacist before taking Verzenios if you are taking ... medicines that may reduce the effectiveness of Verzenios: ... St. John\'s wort (a herbal product used to treat mild depression and anxiety)". Calcium is not named.',
    sources: [
      {
        title: "Verzenios film-coated tablets (abemaciclib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-34d2770dedeba7114006ff1f66a042d4.html",
      },
    ],
  },
  {
    id: "sc-p16-lynparza-sjw-iron-mixed",
    title: "Woman on Lynparza takes iron and St John's wort",
    profile: {
      medicines: ["Lynparza"],
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
            medicine: "Lynparza",
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
            medicine: "Lynparza",
          },
        },
      ],
    },
    rationale:
      'Lynparza leaflet, "Other medicines and Lynparza": "This includes medicines obtained without a prescription and herbal medicines ... Tell your doctor, pharmacist or nurse if you are taking or are planning to take any of the following medicines ... herbal remedies containing St John\'s Wort (Hypericum perforatum) - used mainly for depression". Iron is not named.',
    sources: [
      {
        title: "Lynparza film-coated tablets (olaparib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4dbf28ef3bd2d6f9dcbec498df8a6133.html",
      },
    ],
  },
  {
    id: "sc-p16-nubeqa-sjw-d3-mixed",
    title: "Man on Nubeqa takes vitamin D and St John's wort",
    profile: {
      medicines: ["Nubeqa"],
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
            medicine: "Nubeqa",
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
            medicine: "Nubeqa",
          },
        },
      ],
    },
    rationale:
      'NUBEQA leaflet, "Other medicines and NUBEQA": "The following medicines may influence the effect of NUBEQA, or NUBEQA may influence the effect of these medicines to treat: ... symptoms of slightly low mood and mild anxiety: St. John\'s wort (a herbal medicine) ... Your doctor may therefore change the dose of the medicines that you are taking." Vitamin D is not named.',
    sources: [
      {
        title: "NUBEQA 300 mg film-coated tablets (darolutamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1cafc851e1f0aed5863b6a73ba46d0f7.html",
      },
    ],
  },
  {
    id: "sc-p16-ranexa-sjw-magnesium-mixed",
    title: "Man on Ranexa takes magnesium and St John's wort",
    profile: {
      medicines: ["Ranexa 750mg"],
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Ranexa 750mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Ranexa 750mg",
          },
        },
      ],
    },
    rationale:
      'Ranexa leaflet: "Tell your doctor or pharmacist before you take Ranexa if you use: ... medicines to treat epilepsy ...; are taking rifampicin ...; or are taking the herbal remedy St. John\'s Wort, as these medicines may cause Ranexa to be less effective." Magnesium is not named.',
    sources: [
      {
        title: "Ranexa prolonged-release tablets (ranolazine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2128cb95d4d26d25d7fa2c3944c0ae92.html",
      },
    ],
  },
  {
    id: "sc-p16-ranexa-magnesium-quiet",
    title: "Woman on Ranexa takes magnesium",
    profile: {
      medicines: ["Ranexa"],
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
            medicine: "Ranexa",
          },
        },
      ],
    },
    rationale:
      'Ranexa interaction section (read in full) names macrolides, azoles, protease inhibitors, nefazodone, antiarrhythmics, diltiazem/verapamil, ciclosporin, antiepileptics, rifampicin, "St. John\'s Wort", digoxin, metoprolol, QT-prolonging medicines, statins and transplant medicines (plus grapefruit juice); magnesium is not named.',
    sources: [
      {
        title: "Ranexa prolonged-release tablets (ranolazine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2128cb95d4d26d25d7fa2c3944c0ae92.html",
      },
    ],
  },
  {
    id: "sc-p16-otezla-sjw-fish-oil-mixed",
    title: "Woman on Otezla takes fish oil and St John's wort",
    profile: {
      medicines: ["Otezla"],
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Otezla",
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
            medicine: "Otezla",
          },
        },
      ],
    },
    rationale:
      'Otezla leaflet, "Other medicines and Otezla": "This includes medicines obtained without a prescription and herbal medicines ... tell your doctor or pharmacist before taking Otezla if you are taking any of the following medicines: rifampicin ... phenytoin, phenobarbital and carbamazepine ... St John\'s Wort - a herbal medicine for mild anxiety and depression." Fish oil is not named.',
    sources: [
      {
        title: "Otezla film-coated tablets (apremilast) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8e4b99b58ac1302c60e1a3d75920f33f.html",
      },
    ],
  },
  {
    id: "sc-p16-calquence-sjw-d3-mixed",
    title: "Woman on Calquence takes vitamin D and St John's wort",
    profile: {
      medicines: ["Calquence"],
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
            medicine: "Calquence",
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
            medicine: "Calquence",
          },
        },
      ],
    },
    rationale:
      'Calquence leaflet, "Other medicines and Calquence": "Tell your doctor, pharmacist or nurse if you are taking ... any of the following: ... St. John\'s wort - a herbal medicine for depression". Vitamin D is not named.',
    sources: [
      {
        title: "Calquence 100 mg hard capsules (acalabrutinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-515ad355eee6410eab8e10f3744bb3f9.html",
      },
    ],
  },
  {
    id: "sc-p16-juluca-sjw-2x-daily",
    title: "Woman on Juluca takes St John's wort twice daily",
    profile: {
      medicines: ["Juluca 50 mg/25 mg tablets"],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "Juluca 50 mg/25 mg tablets",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Juluca leaflet: "Do not take Juluca if you are taking ... products that contain St John\'s wort (Hypericum perforatum)".',
    sources: [
      {
        title:
          "Juluca 50 mg/25 mg film-coated tablets (dolutegravir/rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-376a3d5a41580231865d5fa194e42499.html",
      },
    ],
  },
  {
    id: "sc-p16-triumeq-sjw-vitc-mixed",
    title: "Man on Triumeq takes St John's wort and vitamin C",
    profile: {
      medicines: ["Triumeq"],
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
            medicine: "Triumeq",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-c",
          with: {
            medicine: "Triumeq",
          },
        },
      ],
    },
    rationale:
      'Triumeq leaflet, "Other medicines and Triumeq": lists "St. John\'s wort (Hypericum perforatum)" ("Your doctor may decide to adjust your dose"); vitamin C is not named.',
    sources: [
      {
        title:
          "Triumeq 50 mg/600 mg/300 mg film-coated tablets (dolutegravir/abacavir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-130bba2ea8da812c1b9f9db0b62fdb3a.html",
      },
    ],
  },
  {
    id: "sc-p16-dovato-iron-vitc-mixed",
    title: "Woman on Dovato takes iron with vitamin C",
    profile: {
      medicines: ["Dovato"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 14 mg + vitamin C 40 mg tablets",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
            {
              ingredient: "vitamin-c",
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
          ingredient: "iron",
          with: {
            medicine: "Dovato",
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
            medicine: "Dovato",
          },
        },
      ],
    },
    rationale:
      'Dovato leaflet, "Other medicines and Dovato": "supplements or multivitamins containing calcium, iron or magnesium. If you take Dovato with food, you can take supplements or multivitamins containing calcium, iron or magnesium at the same time as Dovato. If you do not take Dovato with food, do not take a supplement or multivitamin containing calcium, iron or magnesium during the 6 hours before you take Dovato, or for at least 2 hours after you take it". Vitamin C is not named.',
    sources: [
      {
        title:
          "Dovato 50 mg/300 mg film-coated tablets (dolutegravir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6eb523b7a88cd6dcee848368833cbd08.html",
      },
    ],
  },
  {
    id: "sc-p16-dovato-magnesium-oxide",
    title: "Man on Dovato takes magnesium oxide for constipation",
    profile: {
      medicines: ["Dovato 50mg/300mg"],
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
            medicine: "Dovato 50mg/300mg",
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
      'Dovato leaflet, "Other medicines and Dovato": "supplements or multivitamins containing calcium, iron or magnesium. If you take Dovato with food, you can take supplements or multivitamins containing calcium, iron or magnesium at the same time as Dovato. If you do not take Dovato with food, do not take a supplement or multivitamin containing calcium, iron or magnesium during the 6 hours before you take Dovato, or for at least 2 hours after you take it".',
    sources: [
      {
        title:
          "Dovato 50 mg/300 mg film-coated tablets (dolutegravir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6eb523b7a88cd6dcee848368833cbd08.html",
      },
    ],
  },
  {
    id: "sc-p16-dovato-calcium-citrate",
    title: "Woman on Dovato takes calcium citrate twice daily",
    profile: {
      medicines: ["Dovato"],
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
            medicine: "Dovato",
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
      'Dovato leaflet, "Other medicines and Dovato": "supplements or multivitamins containing calcium, iron or magnesium. If you take Dovato with food, you can take supplements or multivitamins containing calcium, iron or magnesium at the same time as Dovato. If you do not take Dovato with food, do not take a supplement or multivitamin containing calcium, iron or magnesium during the 6 hours before you take Dovato, or for at least 2 hours after you take it".',
    sources: [
      {
        title:
          "Dovato 50 mg/300 mg film-coated tablets (dolutegravir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6eb523b7a88cd6dcee848368833cbd08.html",
      },
    ],
  },
  {
    id: "sc-p16-triumeq-calcium-citrate",
    title: "Woman on Triumeq takes calcium citrate",
    profile: {
      medicines: ["Triumeq"],
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
            medicine: "Triumeq",
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
      'Triumeq leaflet, "Other medicines and Triumeq": "supplements or multivitamins containing calcium, iron or magnesium. If you take Triumeq with food, you can take supplements or multivitamins containing calcium, iron or magnesium at the same time as Triumeq. If you do not take Triumeq with food, do not take supplements or multivitamins containing calcium, iron or magnesium during the 6 hours before you take Triumeq, or for at least 2 hours after you take it".',
    sources: [
      {
        title:
          "Triumeq 50 mg/600 mg/300 mg film-coated tablets (dolutegravir/abacavir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-130bba2ea8da812c1b9f9db0b62fdb3a.html",
      },
    ],
  },
  {
    id: "sc-p16-triumeq-liquid-iron",
    title: "Man on Triumeq takes a liquid iron tonic",
    profile: {
      medicines: ["Triumeq"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Liquid iron tonic (iron 14 mg per 10 ml dose)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
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
            medicine: "Triumeq",
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
      'Triumeq leaflet, "Other medicines and Triumeq": "supplements or multivitamins containing calcium, iron or magnesium. If you take Triumeq with food, you can take supplements or multivitamins containing calcium, iron or magnesium at the same time as Triumeq. If you do not take Triumeq with food, do not take supplements or multivitamins containing calcium, iron or magnesium during the 6 hours before you take Triumeq, or for at least 2 hours after you take it".',
    sources: [
      {
        title:
          "Triumeq 50 mg/600 mg/300 mg film-coated tablets (dolutegravir/abacavir/lamivudine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-130bba2ea8da812c1b9f9db0b62fdb3a.html",
      },
    ],
  },
  {
    id: "sc-p16-juluca-liquid-iron",
    title: "Woman on Juluca takes a liquid iron tonic between meals",
    profile: {
      medicines: ["Juluca"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Liquid iron tonic (iron 14 mg per 10 ml dose)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
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
            medicine: "Juluca",
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
      'Juluca leaflet: "calcium supplements, iron supplements and multivitamins must be taken at the same time as Juluca with a meal. If you can\'t take these supplements at the same time as Juluca, do not take a calcium supplement, iron supplement or multivitamin during the 6 hours before you take Juluca, or for at least 4 hours after you take it".',
    sources: [
      {
        title:
          "Juluca 50 mg/25 mg film-coated tablets (dolutegravir/rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-376a3d5a41580231865d5fa194e42499.html",
      },
    ],
  },
  {
    id: "sc-p16-juluca-calcium-citrate",
    title: "Man on Juluca takes calcium citrate",
    profile: {
      medicines: ["Juluca 50mg/25mg"],
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
            medicine: "Juluca 50mg/25mg",
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
      'Juluca leaflet: "calcium supplements, iron supplements and multivitamins must be taken at the same time as Juluca with a meal. If you can\'t take these supplements at the same time as Juluca, do not take a calcium supplement, iron supplement or multivitamin during the 6 hours before you take Juluca, or for at least 4 hours after you take it".',
    sources: [
      {
        title:
          "Juluca 50 mg/25 mg film-coated tablets (dolutegravir/rilpivirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-376a3d5a41580231865d5fa194e42499.html",
      },
    ],
  },
  {
    id: "sc-p16-entresto-potassium-bicarbonate",
    title: "Man on Entresto takes effervescent potassium tablets",
    profile: {
      medicines: ["Entresto"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Effervescent potassium tablets (potassium 12 mmol, about 470 mg)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 470,
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
            medicine: "Entresto",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Entresto leaflet, "Other medicines and Entresto": "It may be necessary to change the dose, to take other precautions, or even to stop taking one of the medicines. This is particularly important for ... medicines that increase the amount of potassium in the blood. These include potassium supplements, salt substitutes containing potassium, potassium-sparing medicines and heparin." It also lists "high level of potassium in the blood" as very common.',
    sources: [
      {
        title:
          "Entresto film-coated tablets (sacubitril/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a75d7e9d67efdcc2afd6268e67a7d0cd.html",
      },
    ],
  },
  {
    id: "sc-p16-tagrisso-sjw-tea",
    title: "Woman on Tagrisso drinks St John's wort tea daily",
    profile: {
      medicines: ["Tagrisso"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea bags (about 1 g herb each)",
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
            medicine: "Tagrisso",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'TAGRISSO leaflet: "Do not take TAGRISSO if: ... you are taking St. John\'s Wort (Hypericum perforatum)", and under "Other medicines": "The following medicines may reduce how well TAGRISSO works: ... St. John\'s Wort (Hypericum perforatum) - an herbal medicine used for depression."',
    sources: [
      {
        title: "TAGRISSO film-coated tablets (osimertinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d7f220f9031e8b4b6b6e866b11abbe3a.xml.html",
      },
    ],
  },
  {
    id: "sc-p16-ibrance-sjw-liquid",
    title: "Woman on Ibrance takes St John's wort liquid extract",
    profile: {
      medicines: ["Ibrance"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort liquid extract (600 mg per dose)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 600,
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
            medicine: "Ibrance",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'IBRANCE leaflet, "Do not take IBRANCE": "use of preparations containing St. John\'s Wort, an herbal product used to treat mild depression and anxiety, should be avoided while you are taking IBRANCE"; also "The following medicines may reduce the effectiveness of IBRANCE: ... St. John\'s Wort".',
    sources: [
      {
        title: "IBRANCE hard capsules (palbociclib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c81102ba15ecf1ae72d97505f0c21e9d.html",
      },
    ],
  },
  {
    id: "sc-p16-vocabria-injection-multivitamin-quiet",
    title: "Man on Vocabria injections takes an A-Z multivitamin",
    profile: {
      medicines: ["Vocabria injection"],
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
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Vocabria injection",
          },
        },
      ],
    },
    rationale:
      'The Vocabria injection leaflet\'s "Other medicines and Vocabria injection" section (read in full) names only carbamazepine, oxcarbazepine, phenytoin, phenobarbital, rifampicin, rifapentine ("Do not receive a Vocabria injection") and "rifabutin" ("Tell your doctor if you are taking"); no mineral or antacid warning appears for the injection (unlike dolutegravir tablets).',
    sources: [
      {
        title:
          "Vocabria prolonged-release suspension for injection (cabotegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1e7f57f62efba41459076aa92d00da1a.html",
      },
    ],
  },
  {
    id: "sc-p16-vocabria-injection-zinc-quiet",
    title: "Woman on Vocabria injections takes zinc",
    profile: {
      medicines: ["Vocabria injection"],
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
            medicine: "Vocabria injection",
          },
        },
      ],
    },
    rationale:
      'The Vocabria injection leaflet\'s "Other medicines and Vocabria injection" section (read in full) names only carbamazepine, oxcarbazepine, phenytoin, phenobarbital, rifampicin, rifapentine ("Do not receive a Vocabria injection") and "rifabutin" ("Tell your doctor if you are taking"); zinc is not named.',
    sources: [
      {
        title:
          "Vocabria prolonged-release suspension for injection (cabotegravir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1e7f57f62efba41459076aa92d00da1a.html",
      },
    ],
  },
  {
    id: "sc-p16-entresto-folic-acid-quiet",
    title: "Man on Entresto takes folic acid",
    profile: {
      medicines: ["Entresto"],
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
      flags: [],
      noFlags: [
        {
          ingredient: "folic-acid",
          with: {
            medicine: "Entresto",
          },
        },
      ],
    },
    rationale:
      'Entresto leaflet, "Other medicines and Entresto" (read in full) names ACE inhibitors, ARBs/aliskiren, statins, PDE5 inhibitors, "potassium supplements, salt substitutes containing potassium", NSAIDs, lithium, furosemide, nitroglycerine, rifamycins/ciclosporin/ritonavir and metformin; folic acid is not named.',
    sources: [
      {
        title:
          "Entresto film-coated tablets (sacubitril/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a75d7e9d67efdcc2afd6268e67a7d0cd.html",
      },
    ],
  },
  {
    id: "sc-p16-entresto-zinc-quiet",
    title: "Woman on Entresto takes zinc",
    profile: {
      medicines: ["Entresto"],
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
            medicine: "Entresto",
          },
        },
      ],
    },
    rationale:
      'Entresto leaflet, "Other medicines and Entresto" (read in full) names ACE inhibitors, ARBs/aliskiren, statins, PDE5 inhibitors, "potassium supplements, salt substitutes containing potassium", NSAIDs, lithium, furosemide, nitroglycerine, rifamycins/ciclosporin/ritonavir and metformin; zinc is not named.',
    sources: [
      {
        title:
          "Entresto film-coated tablets (sacubitril/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a75d7e9d67efdcc2afd6268e67a7d0cd.html",
      },
    ],
  },
  {
    id: "sc-p16-otezla-biotin-quiet",
    title: "Woman on Otezla takes biotin for hair",
    profile: {
      medicines: ["Otezla"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Biotin 1000 micrograms tablets",
          ingredients: [
            {
              ingredient: "biotin",
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
          ingredient: "biotin",
          with: {
            medicine: "Otezla",
          },
        },
      ],
    },
    rationale:
      'Otezla leaflet interaction list (read in full) names only rifampicin, phenytoin, phenobarbital, carbamazepine and "St John\'s Wort"; biotin is not named.',
    sources: [
      {
        title: "Otezla film-coated tablets (apremilast) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8e4b99b58ac1302c60e1a3d75920f33f.html",
      },
    ],
  },
  {
    id: "sc-p16-tagrisso-calcium-quiet",
    title: "Man on Tagrisso takes calcium",
    profile: {
      medicines: ["Tagrisso"],
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
            medicine: "Tagrisso",
          },
        },
      ],
    },
    rationale:
      'TAGRISSO leaflet interaction section (read in full) names phenytoin, carbamazepine, phenobarbital, rifabutin, rifampicin, "St. John\'s Wort", rosuvastatin, oral contraceptives, bosentan, efavirenz, etravirine, modafinil, dabigatran, digoxin and aliskiren; calcium is not named.',
    sources: [
      {
        title: "TAGRISSO film-coated tablets (osimertinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d7f220f9031e8b4b6b6e866b11abbe3a.xml.html",
      },
    ],
  },
  {
    id: "sc-p16-reagila-b12-quiet",
    title: "Man on Reagila takes vitamin B12",
    profile: {
      medicines: ["Reagila"],
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
            medicine: "Reagila",
          },
        },
      ],
    },
    rationale:
      'Reagila interaction sections (read in full) name hepatitis C, antibiotic, TB, HIV, antifungal and antiepileptic medicines, "St. John\'s wort", diltiazem, verapamil, modafinil, bosentan, digoxin and dabigatran (plus grapefruit juice and alcohol); vitamin B12 is not named.',
    sources: [
      {
        title: "Reagila hard capsules (cariprazine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-cbc8bd303ae5e6a2b05a1e976deb4928.json.html",
      },
    ],
  },
  {
    id: "sc-p16-reagila-magnesium-quiet",
    title: "Woman on Reagila takes magnesium",
    profile: {
      medicines: ["Reagila 3 mg"],
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
            medicine: "Reagila 3 mg",
          },
        },
      ],
    },
    rationale:
      'Reagila interaction sections (read in full) name hepatitis C, antibiotic, TB, HIV, antifungal and antiepileptic medicines, "St. John\'s wort", diltiazem, verapamil, modafinil, bosentan, digoxin and dabigatran (plus grapefruit juice and alcohol); magnesium is not named.',
    sources: [
      {
        title: "Reagila hard capsules (cariprazine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-cbc8bd303ae5e6a2b05a1e976deb4928.json.html",
      },
    ],
  },
  {
    id: "sc-p16-kisqali-b12-quiet",
    title: "Woman on Kisqali takes vitamin B12",
    profile: {
      medicines: ["Kisqali"],
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
            medicine: "Kisqali",
          },
        },
      ],
    },
    rationale:
      'Kisqali interaction section (read in full) names tamoxifen, azoles, HIV medicines, antiepileptics, "St. John\'s Wort", QT-prolonging medicines and many substrates - no vitamin or mineral supplement is named; B12 is not named.',
    sources: [
      {
        title: "Kisqali 200 mg film-coated tablets (ribociclib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-eab8b33e25257b37415a6df6ca70ca04.json.html",
      },
    ],
  },
  {
    id: "sc-p16-verzenios-b12-quiet",
    title: "Woman on Verzenios takes vitamin B12",
    profile: {
      medicines: ["Verzenios"],
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
            medicine: "Verzenios",
          },
        },
      ],
    },
    rationale:
      'Verzenios interaction list (read in full) names clarithromycin, azole antifungals, lopinavir/ritonavir, digoxin, dabigatran, carbamazepine, rifampicin, phenytoin and "St. John\'s wort" (plus grapefruit); B12 is not named.',
    sources: [
      {
        title: "Verzenios film-coated tablets (abemaciclib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-34d2770dedeba7114006ff1f66a042d4.html",
      },
    ],
  },
  {
    id: "sc-p16-xtandi-magnesium-quiet",
    title: "Man on Xtandi takes magnesium for cramps",
    profile: {
      medicines: ["Xtandi"],
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
            medicine: "Xtandi",
          },
        },
      ],
    },
    rationale:
      'Xtandi leaflet, "Other medicines and Xtandi" (read in full) lists prescription medicines only (e.g. theophylline, antipsychotics, statins, anticoagulants, levothyroxine, omeprazole) - no supplement or herbal product is named; magnesium is not named.',
    sources: [
      {
        title: "Xtandi soft capsules (enzalutamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0f22d445f37b02d3c837ebc1451981fc.xml.html",
      },
    ],
  },
  {
    id: "sc-p16-erleada-fish-oil-quiet",
    title: "Man on Erleada takes fish oil",
    profile: {
      medicines: ["Erleada"],
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
            medicine: "Erleada",
          },
        },
      ],
    },
    rationale:
      'Erleada leaflet, "Other medicines and Erleada" (read in full) lists prescription medicine classes only (gemfibrozil, antibiotics, antifungals, HIV medicines, midazolam, phenytoin, omeprazole, warfarin, fexofenadine, statins, digoxin, antiarrhythmics, levothyroxine, colchicine, repaglinide, methotrexate, methadone, haloperidol); fish oil is not named.',
    sources: [
      {
        title: "Erleada 60 mg film-coated tablets (apalutamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d9dc9ab79b2a856f92a3151fb8d4fca9.ttl.html",
      },
    ],
  },
  {
    id: "sc-p16-aquipta-b12-quiet",
    title: "Woman on Aquipta takes vitamin B12",
    profile: {
      medicines: ["Aquipta"],
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
            medicine: "Aquipta",
          },
        },
      ],
    },
    rationale:
      'AQUIPTA leaflet, "Other medicines and AQUIPTA" (read in full) lists only "ketoconazole, itraconazole, clarithromycin, rifampicin", "ritonavir" and "ciclosporin" as medicines that may require a lower dose; vitamin B12 is not named.',
    sources: [
      {
        title: "AQUIPTA (atogepant) tablets - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-aac724bbfae048108e8444486a06d7e6.html",
      },
    ],
  },
  {
    id: "sc-p16-champix-magnesium-quiet",
    title: "Woman on Champix takes magnesium",
    profile: {
      medicines: ["Champix"],
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
            medicine: "Champix",
          },
        },
      ],
    },
    rationale:
      'CHAMPIX leaflet, "Other medicines and CHAMPIX" (read in full) names only "theophylline", "warfarin", "insulin", "cimetidine" (severe kidney disease) and other smoking-cessation therapies; magnesium is not named.',
    sources: [
      {
        title: "CHAMPIX film-coated tablets (varenicline) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b9e406d2f0e8fcd3c2ddc68fcfd21aa0.html",
      },
    ],
  },
  {
    id: "sc-p16-jardiance-zinc-quiet",
    title: "Man on Jardiance takes zinc",
    profile: {
      medicines: ["Jardiance"],
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
            medicine: "Jardiance",
          },
        },
      ],
    },
    rationale:
      'Jardiance leaflet, "Other medicines and Jardiance" (read in full) names only diuretics, "insulin or a sulphonylurea" and "lithium"; zinc is not named.',
    sources: [
      {
        title: "Jardiance film-coated tablets (empagliflozin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3897ae464fed2d09fdccd118642cb036.json.html",
      },
    ],
  },
  {
    id: "sc-p16-forxiga-magnesium-quiet",
    title: "Woman on Forxiga takes magnesium",
    profile: {
      medicines: ["Forxiga"],
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
            medicine: "Forxiga",
          },
        },
      ],
    },
    rationale:
      'Forxiga leaflet, "Other medicines and Forxiga" (read in full) names only a "diuretic", "insulin or a sulphonylurea" and "lithium"; magnesium is not named.',
    sources: [
      {
        title: "Forxiga film-coated tablets (dapagliflozin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5acfed2f2c9cf41e7e877414a9fe07a2.html",
      },
    ],
  },
  {
    id: "sc-p16-lynparza-b12-quiet",
    title: "Man on Lynparza takes vitamin B12",
    profile: {
      medicines: ["Lynparza"],
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
            medicine: "Lynparza",
          },
        },
      ],
    },
    rationale:
      'Lynparza interaction list (read in full) names anticancer medicines, vaccines/immunosuppressants, azoles, macrolides, HIV medicines, rifamycins, antiepileptics, "St John\'s Wort", heart medicines, bosentan, statins, dabigatran, diabetes medicines and others - no vitamin or mineral; B12 is not named.',
    sources: [
      {
        title: "Lynparza film-coated tablets (olaparib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4dbf28ef3bd2d6f9dcbec498df8a6133.html",
      },
    ],
  },
  {
    id: "sc-p16-nubeqa-magnesium-quiet",
    title: "Man on Nubeqa takes magnesium",
    profile: {
      medicines: ["Nubeqa"],
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
            medicine: "Nubeqa",
          },
        },
      ],
    },
    rationale:
      'NUBEQA interaction list (read in full) names rifampicin, carbamazepine, phenobarbital, phenytoin, "St. John\'s wort", statins, methotrexate and sulfasalazine; magnesium is not named.',
    sources: [
      {
        title: "NUBEQA 300 mg film-coated tablets (darolutamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1cafc851e1f0aed5863b6a73ba46d0f7.html",
      },
    ],
  },
  {
    id: "sc-p16-calquence-zinc-quiet",
    title: "Man on Calquence takes zinc",
    profile: {
      medicines: ["Calquence"],
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
            medicine: "Calquence",
          },
        },
      ],
    },
    rationale:
      'Calquence interaction list (read in full) names antibiotics, antifungals, HIV and hepatitis C medicines, rifampicin, ergotamine, conivaptan, metformin, cyclosporine, antiepileptics, pimozide, "St. John\'s wort", theophylline, antacids/H2 blockers/PPIs, methotrexate and antiplatelets/anticoagulants; zinc is not named.',
    sources: [
      {
        title: "Calquence 100 mg hard capsules (acalabrutinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-515ad355eee6410eab8e10f3744bb3f9.html",
      },
    ],
  },
  {
    id: "sc-p16-ranexa-b12-quiet",
    title: "Man on Ranexa takes vitamin B12",
    profile: {
      medicines: ["Ranexa"],
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
            medicine: "Ranexa",
          },
        },
      ],
    },
    rationale:
      'Ranexa interaction section (read in full) names macrolides, azoles, protease inhibitors, nefazodone, antiarrhythmics, diltiazem/verapamil, ciclosporin, antiepileptics, rifampicin, "St. John\'s Wort", digoxin, metoprolol, QT-prolonging medicines, statins and transplant medicines (plus grapefruit juice); B12 is not named.',
    sources: [
      {
        title: "Ranexa prolonged-release tablets (ranolazine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2128cb95d4d26d25d7fa2c3944c0ae92.html",
      },
    ],
  },
];
