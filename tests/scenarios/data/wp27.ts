// Scenarios of the p27 round's blind probe, written by two helpers who had not seen the records: the EU package
// leaflets of 19 more medicines (anti-sickness, rare liver and metabolic diseases, erectile dysfunction, epilepsy,
// osteoporosis and generics), read in full in the Gravitate Health ePI copy.
import type { ScenarioInput } from "../schema";

export const WP27_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p27-emend-sjw-tablets",
    title: "Woman starting chemotherapy with Emend already takes St John's wort tablets",
    profile: {
      medicines: ["Emend 125mg/80mg"],
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
            medicine: "Emend 125mg/80mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'EMEND leaflet, "Other medicines and EMEND": "The effects of EMEND or other medicines might be influenced if you or the child take EMEND together with other medicines including those listed below. Please talk to the doctor or pharmacist if you or the child is taking any of the following medicines: ... St. John\'s Wort (an herbal preparation used to treat depression)". "Please talk to the doctor or pharmacist" and "the effects ... might be influenced" - moderate.',
    sources: [
      {
        title: "EMEND 125 mg / 80 mg hard capsules (aprepitant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e4e2fe5de212dd30e27726e0694aae72.html",
      },
    ],
  },
  {
    id: "sc-p27-emend-sjw-tea",
    title: "Man on aprepitant for chemotherapy sickness drinks St John's wort tea",
    profile: {
      medicines: ["aprepitant 80mg"],
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
            medicine: "aprepitant 80mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'EMEND leaflet, "Other medicines and EMEND": "The effects of EMEND or other medicines might be influenced if you or the child take EMEND together with other medicines including those listed below. Please talk to the doctor or pharmacist if you or the child is taking any of the following medicines: ... St. John\'s Wort (an herbal preparation used to treat depression)". A herbal tea of the same herb is still St John\'s wort; "Please talk to the doctor or pharmacist" - moderate.',
    sources: [
      {
        title: "EMEND 125 mg / 80 mg hard capsules (aprepitant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e4e2fe5de212dd30e27726e0694aae72.html",
      },
    ],
  },
  {
    id: "sc-p27-emend-kira-low-mood",
    title: "Woman on Emend buys Kira Low Mood Relief for low mood during chemotherapy",
    profile: {
      medicines: ["Emend 80mg"],
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
            medicine: "Emend 80mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'EMEND leaflet, "Other medicines and EMEND": "The effects of EMEND or other medicines might be influenced if you or the child take EMEND together with other medicines including those listed below. Please talk to the doctor or pharmacist if you or the child is taking any of the following medicines: ... St. John\'s Wort (an herbal preparation used to treat depression)". Kira Low Mood Relief is a St John\'s wort extract - "Please talk to the doctor or pharmacist" (moderate).',
    sources: [
      {
        title: "EMEND 125 mg / 80 mg hard capsules (aprepitant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e4e2fe5de212dd30e27726e0694aae72.html",
      },
    ],
  },
  {
    id: "sc-p27-emend-mood-formula",
    title: "Man on Emend takes a mood formula with St John's wort and B vitamins",
    profile: {
      medicines: ["Emend 125mg/80mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Mood support formula (St John's wort 300 mg, vitamin B6 10 mg, vitamin B12 10 micrograms)",
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Emend 125mg/80mg",
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
            medicine: "Emend 125mg/80mg",
          },
        },
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "Emend 125mg/80mg",
          },
        },
      ],
    },
    rationale:
      'EMEND leaflet, "Other medicines and EMEND": "The effects of EMEND or other medicines might be influenced if you or the child take EMEND together with other medicines including those listed below. Please talk to the doctor or pharmacist if you or the child is taking any of the following medicines: ... St. John\'s Wort (an herbal preparation used to treat depression)". The St John\'s wort part is the named herb (moderate); EMEND names no vitamin, so the B6 and B12 are quiet.',
    sources: [
      {
        title: "EMEND 125 mg / 80 mg hard capsules (aprepitant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e4e2fe5de212dd30e27726e0694aae72.html",
      },
    ],
  },
  {
    id: "sc-p27-emend-ginger-quiet",
    title: "Woman on Emend also takes ginger capsules for chemotherapy nausea",
    profile: {
      medicines: ["Emend 125mg/80mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginger root 500 mg capsules (travel/nausea)",
          ingredients: [
            {
              ingredient: "ginger",
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
          ingredient: "ginger",
          with: {
            medicine: "Emend 125mg/80mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; EMEND leaflet (read in full): the only non-prescription product named is St John\'s wort; there is no general "herbal medicines" or vitamin line ("Tell the doctor or pharmacist if you ... might take any other medicines") and "EMEND can be taken with or without food." Ginger is not named and the leaflet gives no herb other than St John\'s wort; she is not on warfarin (the only blood thinner EMEND lists).',
    sources: [
      {
        title: "EMEND 125 mg / 80 mg hard capsules (aprepitant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e4e2fe5de212dd30e27726e0694aae72.html",
      },
    ],
  },
  {
    id: "sc-p27-emend-vitamin-d-quiet",
    title: "Man on Emend takes his usual vitamin D tablet",
    profile: {
      medicines: ["aprepitant 125mg"],
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
            medicine: "aprepitant 125mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; EMEND leaflet (read in full): the only non-prescription product named is St John\'s wort; there is no general "herbal medicines" or vitamin line ("Tell the doctor or pharmacist if you ... might take any other medicines") and "EMEND can be taken with or without food." Vitamin D is not named and has no interaction mechanism with aprepitant.',
    sources: [
      {
        title: "EMEND 125 mg / 80 mg hard capsules (aprepitant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e4e2fe5de212dd30e27726e0694aae72.html",
      },
    ],
  },
  {
    id: "sc-p27-emend-b12-quiet",
    title: "Woman on Emend takes a vitamin B12 tablet for tiredness",
    profile: {
      medicines: ["Emend 80mg"],
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
            medicine: "Emend 80mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; EMEND leaflet (read in full): the only non-prescription product named is St John\'s wort; there is no general "herbal medicines" or vitamin line ("Tell the doctor or pharmacist if you ... might take any other medicines") and "EMEND can be taken with or without food." Vitamin B12 is not named and has no plausible interaction.',
    sources: [
      {
        title: "EMEND 125 mg / 80 mg hard capsules (aprepitant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e4e2fe5de212dd30e27726e0694aae72.html",
      },
    ],
  },
  {
    id: "sc-p27-emend-magnesium-quiet",
    title: "Man on Emend takes magnesium citrate for cramps",
    profile: {
      medicines: ["Emend 125mg/80mg"],
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
            medicine: "Emend 125mg/80mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; EMEND leaflet (read in full): the only non-prescription product named is St John\'s wort; there is no general "herbal medicines" or vitamin line ("Tell the doctor or pharmacist if you ... might take any other medicines") and "EMEND can be taken with or without food." There is no antacid, mineral or "take apart" instruction in the leaflet; magnesium is not named.',
    sources: [
      {
        title: "EMEND 125 mg / 80 mg hard capsules (aprepitant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e4e2fe5de212dd30e27726e0694aae72.html",
      },
    ],
  },
  {
    id: "sc-p27-emend-probiotic-quiet",
    title: "Woman on Emend takes a daily probiotic capsule",
    profile: {
      medicines: ["Emend 80mg"],
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
            medicine: "Emend 80mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; EMEND leaflet (read in full): the only non-prescription product named is St John\'s wort; there is no general "herbal medicines" or vitamin line ("Tell the doctor or pharmacist if you ... might take any other medicines") and "EMEND can be taken with or without food." Probiotics are not named and have no interaction mechanism with aprepitant.',
    sources: [
      {
        title: "EMEND 125 mg / 80 mg hard capsules (aprepitant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e4e2fe5de212dd30e27726e0694aae72.html",
      },
    ],
  },
  {
    id: "sc-p27-emend-sjw-and-vitamin-d",
    title: "Man on Emend takes St John's wort and vitamin D",
    profile: {
      medicines: ["Emend 125mg/80mg"],
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
            medicine: "Emend 125mg/80mg",
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
            medicine: "Emend 125mg/80mg",
          },
        },
      ],
    },
    rationale:
      'EMEND leaflet, "Other medicines and EMEND": "The effects of EMEND or other medicines might be influenced if you or the child take EMEND together with other medicines including those listed below. Please talk to the doctor or pharmacist if you or the child is taking any of the following medicines: ... St. John\'s Wort (an herbal preparation used to treat depression)". St John\'s wort: "Please talk to the doctor or pharmacist" (moderate). Vitamin D is not named in the read-in-full leaflet - quiet.',
    sources: [
      {
        title: "EMEND 125 mg / 80 mg hard capsules (aprepitant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e4e2fe5de212dd30e27726e0694aae72.html",
      },
    ],
  },
  {
    id: "sc-p27-ivemend-sjw",
    title: "Woman due an Ivemend infusion before chemotherapy takes St John's wort",
    profile: {
      medicines: ["Ivemend 150mg infusion"],
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
            medicine: "Ivemend 150mg infusion",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'IVEMEND leaflet, "Other medicines and IVEMEND": "Please talk to your doctor or pharmacist if you are taking any of the following medicines: ... St. John\'s Wort (an herbal preparation used to treat depression)", and "Tell your doctor about any other medicines or herbal medicines you are taking". "Please talk to your doctor or pharmacist" - moderate.',
    sources: [
      {
        title:
          "IVEMEND 150 mg powder for solution for infusion (fosaprepitant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-dce45db374fd85c6f1ce99ef66d24944.html",
      },
    ],
  },
  {
    id: "sc-p27-ivemend-sjw-tea",
    title: "Man having fosaprepitant infusions drinks St John's wort tea",
    profile: {
      medicines: ["fosaprepitant 150mg infusion"],
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
            medicine: "fosaprepitant 150mg infusion",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'IVEMEND leaflet, "Other medicines and IVEMEND": "Please talk to your doctor or pharmacist if you are taking any of the following medicines: ... St. John\'s Wort (an herbal preparation used to treat depression)", and "Tell your doctor about any other medicines or herbal medicines you are taking". The tea is the named herb - moderate.',
    sources: [
      {
        title:
          "IVEMEND 150 mg powder for solution for infusion (fosaprepitant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-dce45db374fd85c6f1ce99ef66d24944.html",
      },
    ],
  },
  {
    id: "sc-p27-ivemend-vitamin-d-quiet",
    title: "Woman having Ivemend infusions takes vitamin D",
    profile: {
      medicines: ["Ivemend 150mg infusion"],
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
            medicine: "Ivemend 150mg infusion",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction section was read in full; IVEMEND leaflet (read in full): it names St John's wort and has a general \"herbal medicines\" line, so only plain vitamins are used as quiet items; no vitamin, mineral or food advice. Vitamin D is not named and has no interaction mechanism with fosaprepitant/aprepitant.",
    sources: [
      {
        title:
          "IVEMEND 150 mg powder for solution for infusion (fosaprepitant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-dce45db374fd85c6f1ce99ef66d24944.html",
      },
    ],
  },
  {
    id: "sc-p27-ivemend-b12-quiet",
    title: "Man having Ivemend infusions takes vitamin B12",
    profile: {
      medicines: ["fosaprepitant 150mg infusion"],
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
            medicine: "fosaprepitant 150mg infusion",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction section was read in full; IVEMEND leaflet (read in full): it names St John's wort and has a general \"herbal medicines\" line, so only plain vitamins are used as quiet items; no vitamin, mineral or food advice. Vitamin B12 is not named and has no plausible interaction.",
    sources: [
      {
        title:
          "IVEMEND 150 mg powder for solution for infusion (fosaprepitant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-dce45db374fd85c6f1ce99ef66d24944.html",
      },
    ],
  },
  {
    id: "sc-p27-bylvay-vitamin-d",
    title: "Adult with PFIC on Bylvay takes a vitamin D3 supplement",
    profile: {
      medicines: ["Bylvay 1200 micrograms"],
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
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Bylvay 1200 micrograms",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Bylvay leaflet: "Your doctor may recommend assessment of Vitamin A, D and E blood levels and the blood clotting value called INR prior to and during Bylvay treatment", and "Other medicines and Bylvay": "Tell your doctor or pharmacist if you are using ... any other medicines. Treatment with odevixibat may affect the absorption of fat-soluble vitamins such as Vitamin A, D and E". Odevixibat may reduce vitamin D absorption and the doctor may check levels - at least a note to tell the doctor (minor; the leaflet does not say to avoid it).',
    sources: [
      {
        title: "Bylvay hard capsules (odevixibat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-095ad71337cf86d5fe21eb3ee2e24f22.xml.html",
      },
    ],
  },
  {
    id: "sc-p27-bylvay-vitamin-e",
    title: "Woman on odevixibat takes vitamin E 400 IU capsules",
    profile: {
      medicines: ["odevixibat 1200 micrograms"],
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
            medicine: "odevixibat 1200 micrograms",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Bylvay leaflet: "Your doctor may recommend assessment of Vitamin A, D and E blood levels and the blood clotting value called INR prior to and during Bylvay treatment", and "Other medicines and Bylvay": "Tell your doctor or pharmacist if you are using ... any other medicines. Treatment with odevixibat may affect the absorption of fat-soluble vitamins such as Vitamin A, D and E". Vitamin E is named - at least a note to tell the doctor, who may assess levels (minor).',
    sources: [
      {
        title: "Bylvay hard capsules (odevixibat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-095ad71337cf86d5fe21eb3ee2e24f22.xml.html",
      },
    ],
  },
  {
    id: "sc-p27-bylvay-cod-liver-oil",
    title: "Man on Bylvay takes cod liver oil with vitamins A and D",
    profile: {
      medicines: ["Bylvay 600 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cod liver oil 1000 mg capsules (vitamin A 400 micrograms, vitamin D 5 micrograms)",
          ingredients: [
            {
              ingredient: "cod-liver-oil",
              amount: 1000,
              unit: "mg",
            },
            {
              ingredient: "vitamin-a",
              amount: 400,
              unit: "µg",
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
          ingredient: "vitamin-a",
          with: {
            medicine: "Bylvay 600 micrograms",
          },
          severity: {
            min: "minor",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Bylvay 600 micrograms",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Bylvay leaflet: "Your doctor may recommend assessment of Vitamin A, D and E blood levels and the blood clotting value called INR prior to and during Bylvay treatment", and "Other medicines and Bylvay": "Tell your doctor or pharmacist if you are using ... any other medicines. Treatment with odevixibat may affect the absorption of fat-soluble vitamins such as Vitamin A, D and E". The vitamin A and D in cod liver oil are the named fat-soluble vitamins - at least a note (minor).',
    sources: [
      {
        title: "Bylvay hard capsules (odevixibat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-095ad71337cf86d5fe21eb3ee2e24f22.xml.html",
      },
    ],
  },
  {
    id: "sc-p27-bylvay-multivitamin",
    title: "Adult on Bylvay takes an A-Z multivitamin",
    profile: {
      medicines: ["Bylvay 1200 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin tablet (vitamin A 800 micrograms, vitamin D 5 micrograms, vitamin E 12 mg, vitamin C 80 mg)",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 800,
              unit: "µg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 5,
              unit: "µg",
            },
            {
              ingredient: "vitamin-e",
              amount: 12,
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
          ingredient: "vitamin-a",
          with: {
            medicine: "Bylvay 1200 micrograms",
          },
          severity: {
            min: "minor",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Bylvay 1200 micrograms",
          },
          severity: {
            min: "minor",
          },
        },
        {
          ingredient: "vitamin-e",
          with: {
            medicine: "Bylvay 1200 micrograms",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-c",
          with: {
            medicine: "Bylvay 1200 micrograms",
          },
        },
      ],
    },
    rationale:
      'Bylvay leaflet: "Your doctor may recommend assessment of Vitamin A, D and E blood levels and the blood clotting value called INR prior to and during Bylvay treatment", and "Other medicines and Bylvay": "Tell your doctor or pharmacist if you are using ... any other medicines. Treatment with odevixibat may affect the absorption of fat-soluble vitamins such as Vitamin A, D and E". Vitamins A, D and E are named (minor note each); vitamin C is water-soluble and not named - quiet.',
    sources: [
      {
        title: "Bylvay hard capsules (odevixibat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-095ad71337cf86d5fe21eb3ee2e24f22.xml.html",
      },
    ],
  },
  {
    id: "sc-p27-bylvay-vitamin-c-quiet",
    title: "Woman on Bylvay takes vitamin C for colds",
    profile: {
      medicines: ["Bylvay 1200 micrograms"],
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
            medicine: "Bylvay 1200 micrograms",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Bylvay leaflet (read in full): the only nutrients named are the fat-soluble vitamins A, D and E; no herb, mineral or water-soluble vitamin is named, there is no general herbal line, and capsules are taken "with or without food". Vitamin C is water-soluble and not among the "fat-soluble vitamins such as Vitamin A, D and E".',
    sources: [
      {
        title: "Bylvay hard capsules (odevixibat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-095ad71337cf86d5fe21eb3ee2e24f22.xml.html",
      },
    ],
  },
  {
    id: "sc-p27-bylvay-b12-quiet",
    title: "Man on odevixibat takes a vitamin B12 tablet",
    profile: {
      medicines: ["odevixibat 1200 micrograms"],
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
            medicine: "odevixibat 1200 micrograms",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Bylvay leaflet (read in full): the only nutrients named are the fat-soluble vitamins A, D and E; no herb, mineral or water-soluble vitamin is named, there is no general herbal line, and capsules are taken "with or without food". Vitamin B12 is water-soluble and not named.',
    sources: [
      {
        title: "Bylvay hard capsules (odevixibat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-095ad71337cf86d5fe21eb3ee2e24f22.xml.html",
      },
    ],
  },
  {
    id: "sc-p27-akynzeo-vitamin-d-quiet",
    title: "Man on Akynzeo before chemotherapy takes a vitamin D tablet",
    profile: {
      medicines: ["Akynzeo 300mg/0.5mg"],
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
            medicine: "Akynzeo 300mg/0.5mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Akynzeo leaflet (read in full): no supplement, herb or food supplement is named; the interaction list is SSRIs/SNRIs, QT-prolonging and CYP3A4 medicines, and "You can take Akynzeo with or without food". Its mineral warning is only about an uncorrected blood "imbalance of minerals ... such as potassium and magnesium". Vitamin D has no interaction mechanism with netupitant/palonosetron.',
    sources: [
      {
        title:
          "Akynzeo 300 mg/0.5 mg hard capsules (netupitant/palonosetron) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7a98a4feed53c51bdbb3ffa9d578b887.xml.html",
      },
    ],
  },
  {
    id: "sc-p27-akynzeo-b12-quiet",
    title: "Woman on Akynzeo takes vitamin B12",
    profile: {
      medicines: ["Akynzeo 300mg/0.5mg"],
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
            medicine: "Akynzeo 300mg/0.5mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Akynzeo leaflet (read in full): no supplement, herb or food supplement is named; the interaction list is SSRIs/SNRIs, QT-prolonging and CYP3A4 medicines, and "You can take Akynzeo with or without food". Its mineral warning is only about an uncorrected blood "imbalance of minerals ... such as potassium and magnesium". Vitamin B12 is not named and has no plausible interaction.',
    sources: [
      {
        title:
          "Akynzeo 300 mg/0.5 mg hard capsules (netupitant/palonosetron) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7a98a4feed53c51bdbb3ffa9d578b887.xml.html",
      },
    ],
  },
  {
    id: "sc-p27-zavesca-vitamin-d-quiet",
    title: "Adult with Gaucher disease on Zavesca takes vitamin D for bone health",
    profile: {
      medicines: ["Zavesca 100mg"],
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
            medicine: "Zavesca 100mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Zavesca leaflet (read in full): the only medicine named is imiglucerase; no supplement or herb is named; "Zavesca can be taken with or without food"; for diarrhoea the doctor may advise less lactose and sucrose. Vitamin D is not named and has no interaction mechanism with miglustat.',
    sources: [
      {
        title: "Zavesca 100 mg capsules (miglustat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-94a02a9d12dc7fffcfe59cdd0b624e87.html",
      },
    ],
  },
  {
    id: "sc-p27-zavesca-probiotic-quiet",
    title: "Man on miglustat takes a probiotic for loose stools",
    profile: {
      medicines: ["miglustat 100mg"],
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
            medicine: "miglustat 100mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Zavesca leaflet (read in full): the only medicine named is imiglucerase; no supplement or herb is named; "Zavesca can be taken with or without food"; for diarrhoea the doctor may advise less lactose and sucrose. Probiotics are not named; the leaflet\'s only diet advice is to reduce "lactose and carbohydrate intake such as sucrose".',
    sources: [
      {
        title: "Zavesca 100 mg capsules (miglustat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-94a02a9d12dc7fffcfe59cdd0b624e87.html",
      },
    ],
  },
  {
    id: "sc-p27-orphacol-vitamin-d-quiet",
    title: "Adult on Orphacol for a bile acid synthesis defect takes vitamin D",
    profile: {
      medicines: ["Orphacol 250mg"],
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
            medicine: "Orphacol 250mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Orphacol leaflet (read in full): the only spacing rule is for bile acid sequestrants "and medicines to treat heartburn that contain aluminium" ("take Orphacol at least 5 hours before or at least 5 hours after"); no vitamin or herb is named; capsules are "taken by mouth with a meal". Vitamin D is not named and is not an aluminium antacid.',
    sources: [
      {
        title:
          "Orphacol 50 mg / 250 mg hard capsules (cholic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d14c5d7dea1d2e7785c6d37dbbff6788.html",
      },
    ],
  },
  {
    id: "sc-p27-orphacol-b12-quiet",
    title: "Woman on cholic acid capsules takes vitamin B12",
    profile: {
      medicines: ["cholic acid 250mg"],
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
            medicine: "cholic acid 250mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Orphacol leaflet (read in full): the only spacing rule is for bile acid sequestrants "and medicines to treat heartburn that contain aluminium" ("take Orphacol at least 5 hours before or at least 5 hours after"); no vitamin or herb is named; capsules are "taken by mouth with a meal". Vitamin B12 is not named and has no plausible interaction.',
    sources: [
      {
        title:
          "Orphacol 50 mg / 250 mg hard capsules (cholic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d14c5d7dea1d2e7785c6d37dbbff6788.html",
      },
    ],
  },
  {
    id: "sc-p27-fareston-b12-quiet",
    title: "Post-menopausal woman on Fareston takes vitamin B12",
    profile: {
      medicines: ["Fareston 60mg"],
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
            medicine: "Fareston 60mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Fareston leaflet (read in full): no supplement or herb is named; the list covers thiazides, warfarin, enzyme inducers/inhibitors and QT-prolonging medicines; "Fareston can be taken with or without food". (Calcium/vitamin D not used because of the bone-metastasis calcium warning.) Vitamin B12 is not named and has no plausible interaction with toremifene.',
    sources: [
      {
        title: "Fareston 60 mg tablets (toremifene) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-de5eecf9e44a37927bab25be6edb8bcb.html",
      },
    ],
  },
  {
    id: "sc-p27-fareston-glucosamine-quiet",
    title: "Woman on toremifene takes glucosamine for knee pain",
    profile: {
      medicines: ["toremifene 60mg"],
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
            medicine: "toremifene 60mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Fareston leaflet (read in full): no supplement or herb is named; the list covers thiazides, warfarin, enzyme inducers/inhibitors and QT-prolonging medicines; "Fareston can be taken with or without food". (Calcium/vitamin D not used because of the bone-metastasis calcium warning.) Glucosamine is not named and she is not on warfarin.',
    sources: [
      {
        title: "Fareston 60 mg tablets (toremifene) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-de5eecf9e44a37927bab25be6edb8bcb.html",
      },
    ],
  },
  {
    id: "sc-p27-thalidomide-vitamin-d-quiet",
    title: "Man with myeloma on thalidomide takes vitamin D",
    profile: {
      medicines: ["thalidomide 100mg"],
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
            medicine: "thalidomide 100mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Thalidomide Lipomed leaflet (read in full): "This includes medicines obtained without a prescription, including herbal medicines" is general; it names sedatives, heart-rate medicines, digoxin, warfarin, neuropathy medicines and contraception - no vitamin or mineral - so only plain vitamins are used as quiet items. Vitamin D is not named and has no interaction mechanism with thalidomide.',
    sources: [
      {
        title:
          "Thalidomide Lipomed 100 mg coated tablets (thalidomide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-beef21509ddc33cff9d4dfa3953f39ff.html",
      },
    ],
  },
  {
    id: "sc-p27-thalidomide-b12-quiet",
    title: "Woman on thalidomide takes vitamin B12 for tingling feet",
    profile: {
      medicines: ["thalidomide 100mg"],
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
            medicine: "thalidomide 100mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Thalidomide Lipomed leaflet (read in full): "This includes medicines obtained without a prescription, including herbal medicines" is general; it names sedatives, heart-rate medicines, digoxin, warfarin, neuropathy medicines and contraception - no vitamin or mineral - so only plain vitamins are used as quiet items. Vitamin B12 is not named and has no plausible interaction (the neuropathy warning concerns other medicines "associated with neuropathy").',
    sources: [
      {
        title:
          "Thalidomide Lipomed 100 mg coated tablets (thalidomide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-beef21509ddc33cff9d4dfa3953f39ff.html",
      },
    ],
  },
  {
    id: "sc-p27-vizarsin-vitamin-d-quiet",
    title: "Man on Vizarsin (sildenafil) takes a vitamin D tablet",
    profile: {
      medicines: ["Vizarsin 50mg"],
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
            medicine: "Vizarsin 50mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Vizarsin leaflet (read in full): no supplement is named; do not take with nitrates or "nitric oxide donors such as amyl nitrite (poppers)"; "Vizarsin can be taken with or without food". Vitamin D has no blood-pressure or CYP3A4 effect relevant to sildenafil.',
    sources: [
      {
        title: "Vizarsin film-coated tablets (sildenafil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4f21ade1d3a44922f890a931e55ca9a9.xml.html",
      },
    ],
  },
  {
    id: "sc-p27-vizarsin-b12-quiet",
    title: "Man on sildenafil takes vitamin B12",
    profile: {
      medicines: ["sildenafil 50mg"],
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
            medicine: "sildenafil 50mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Vizarsin leaflet (read in full): no supplement is named; do not take with nitrates or "nitric oxide donors such as amyl nitrite (poppers)"; "Vizarsin can be taken with or without food". Vitamin B12 is not named and has no plausible interaction.',
    sources: [
      {
        title: "Vizarsin film-coated tablets (sildenafil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4f21ade1d3a44922f890a931e55ca9a9.xml.html",
      },
    ],
  },
  {
    id: "sc-p27-levitra-vitamin-d-quiet",
    title: "Man on Levitra takes vitamin D in winter",
    profile: {
      medicines: ["Levitra 10mg"],
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
            medicine: "Levitra 10mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Levitra leaflet (read in full): no supplement is named ("including medicines obtained without a prescription" is general); food advice is only about heavy meals and grapefruit juice. Vitamin D is not named and has no interaction mechanism with vardenafil.',
    sources: [
      {
        title: "Levitra film-coated tablets (vardenafil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d6a8f1a1ebaa6583d4e909e9b830debb.html",
      },
    ],
  },
  {
    id: "sc-p27-levitra-zinc-quiet",
    title: "Man on vardenafil takes a zinc supplement",
    profile: {
      medicines: ["vardenafil 10mg"],
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
            medicine: "vardenafil 10mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Levitra leaflet (read in full): no supplement is named ("including medicines obtained without a prescription" is general); food advice is only about heavy meals and grapefruit juice. Zinc is not named and has no plausible interaction.',
    sources: [
      {
        title: "Levitra film-coated tablets (vardenafil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d6a8f1a1ebaa6583d4e909e9b830debb.html",
      },
    ],
  },
  {
    id: "sc-p27-spedra-vitamin-d-quiet",
    title: "Man on Spedra takes vitamin D",
    profile: {
      medicines: ["Spedra 100mg"],
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
            medicine: "Spedra 100mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Spedra leaflet (read in full): no supplement is named; it lists nitrates, CYP3A4 inhibitors, alpha-blockers and riociguat; "Spedra can be taken with or without food". Vitamin D is not named and has no interaction mechanism with avanafil.',
    sources: [
      {
        title: "Spedra tablets (avanafil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-67eb9f5d8991acd60b19f2204c2773c0.html",
      },
    ],
  },
  {
    id: "sc-p27-spedra-zinc-quiet",
    title: "Man on avanafil takes zinc",
    profile: {
      medicines: ["avanafil 100mg"],
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
            medicine: "avanafil 100mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Spedra leaflet (read in full): no supplement is named; it lists nitrates, CYP3A4 inhibitors, alpha-blockers and riociguat; "Spedra can be taken with or without food". Zinc is not named and has no plausible interaction.',
    sources: [
      {
        title: "Spedra tablets (avanafil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-67eb9f5d8991acd60b19f2204c2773c0.html",
      },
    ],
  },
  {
    id: "sc-p27-fampyra-vitamin-d-quiet",
    title: "Woman with MS on Fampyra takes vitamin D",
    profile: {
      medicines: ["Fampyra 10mg"],
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
            medicine: "Fampyra 10mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Fampyra leaflet (read in full): no supplement is named; do not take with cimetidine; care with kidney-cleared medicines (carvedilol, propranolol, metformin); "This medicine should be taken without food, on an empty stomach". Vitamin D is not named and has no interaction mechanism with fampridine.',
    sources: [
      {
        title:
          "Fampyra 10 mg prolonged-release tablets (fampridine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-40c8dbb155810b203735f0693961138c.ttl.html",
      },
    ],
  },
  {
    id: "sc-p27-fampyra-b12-quiet",
    title: "Man with MS on fampridine takes vitamin B12",
    profile: {
      medicines: ["fampridine 10mg"],
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
            medicine: "fampridine 10mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Fampyra leaflet (read in full): no supplement is named; do not take with cimetidine; care with kidney-cleared medicines (carvedilol, propranolol, metformin); "This medicine should be taken without food, on an empty stomach". Vitamin B12 is not named and has no plausible interaction.',
    sources: [
      {
        title:
          "Fampyra 10 mg prolonged-release tablets (fampridine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-40c8dbb155810b203735f0693961138c.ttl.html",
      },
    ],
  },
  {
    id: "sc-p27-betmiga-vitamin-d-quiet",
    title: "Woman on Betmiga for overactive bladder takes vitamin D",
    profile: {
      medicines: ["Betmiga 50mg"],
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
            medicine: "Betmiga 50mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Betmiga leaflet (read in full): no supplement is named; the list is thioridazine, propafenone, flecainide, imipramine, desipramine, digoxin and dabigatran; "Betmiga can be taken with or without food". Vitamin D is not named and has no interaction mechanism with mirabegron.',
    sources: [
      {
        title:
          "Betmiga 25 mg / 50 mg prolonged-release tablets (mirabegron) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f5fcc043447c207ce2e1eb4575399a55.json.html",
      },
    ],
  },
  {
    id: "sc-p27-betmiga-cranberry-quiet",
    title: "Woman on mirabegron takes cranberry capsules for urinary infections",
    profile: {
      medicines: ["mirabegron 50mg"],
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
            medicine: "mirabegron 50mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Betmiga leaflet (read in full): no supplement is named; the list is thioridazine, propafenone, flecainide, imipramine, desipramine, digoxin and dabigatran; "Betmiga can be taken with or without food". Cranberry is not named and has no blood-pressure or CYP2D6 effect relevant to mirabegron; she takes no warfarin.',
    sources: [
      {
        title:
          "Betmiga 25 mg / 50 mg prolonged-release tablets (mirabegron) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f5fcc043447c207ce2e1eb4575399a55.json.html",
      },
    ],
  },
  {
    id: "sc-p27-bylvay-calcium-d3",
    title: "Adult on Bylvay takes a calcium and vitamin D3 chewable tablet",
    profile: {
      medicines: ["Bylvay 1200 micrograms"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Bylvay 1200 micrograms",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Bylvay 1200 micrograms",
          },
        },
      ],
    },
    rationale:
      'Bylvay leaflet: "Treatment with odevixibat may affect the absorption of fat-soluble vitamins such as Vitamin A, D and E" under "Tell your doctor or pharmacist"; the vitamin D gets at least a note (minor). Calcium is not named anywhere in the read-in-full leaflet - quiet.',
    sources: [
      {
        title: "Bylvay hard capsules (odevixibat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-095ad71337cf86d5fe21eb3ee2e24f22.xml.html",
      },
    ],
  },
  {
    id: "sc-p27-ivemend-mood-formula",
    title: "Woman due Ivemend takes a mood formula with St John's wort and B vitamins",
    profile: {
      medicines: ["Ivemend 150mg infusion"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Mood support formula (St John's wort 300 mg, vitamin B6 10 mg, vitamin B12 10 micrograms)",
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Ivemend 150mg infusion",
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
            medicine: "Ivemend 150mg infusion",
          },
        },
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "Ivemend 150mg infusion",
          },
        },
      ],
    },
    rationale:
      'IVEMEND leaflet: "Please talk to your doctor or pharmacist if you are taking any of the following medicines: ... St. John\'s Wort (an herbal preparation used to treat depression)" - moderate. No vitamin is named, so the B6 and B12 are quiet.',
    sources: [
      {
        title:
          "IVEMEND 150 mg powder for solution for infusion (fosaprepitant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-dce45db374fd85c6f1ce99ef66d24944.html",
      },
    ],
  },
  {
    id: "sc-p27-emend-vitamin-c-quiet",
    title: "Man on Emend takes vitamin C effervescent tablets",
    profile: {
      medicines: ["Emend 125mg/80mg"],
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
            medicine: "Emend 125mg/80mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; EMEND leaflet (read in full): the only non-prescription product named is St John\'s wort; there is no general "herbal medicines" or vitamin line ("Tell the doctor or pharmacist if you ... might take any other medicines") and "EMEND can be taken with or without food." Vitamin C is not named and has no plausible interaction with aprepitant.',
    sources: [
      {
        title: "EMEND 125 mg / 80 mg hard capsules (aprepitant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e4e2fe5de212dd30e27726e0694aae72.html",
      },
    ],
  },
  {
    id: "sc-p27-lacosamide-sjw",
    title: "Man on lacosamide for epilepsy wants St John's wort for low mood",
    profile: {
      medicines: ["lacosamide 100mg"],
      conditions: ["epilepsy"],
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
            medicine: "lacosamide 100mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Lacosamide UCB leaflet says: "Also tell your doctor or pharmacist if you are taking any of the following medicines - this is because they may increase or decrease the effect of Lacosamide UCB on your body: ... a herbal medicine used to treat mild anxiety and depression called St. John\'s wort. If any of the above apply to you (or you are not sure), talk to your doctor or pharmacist before taking Lacosamide UCB." Named herb, "may increase or decrease the effect" plus talk-to-your-doctor wording = moderate.',
    sources: [
      {
        title: "Lacosamide UCB film-coated tablets (lacosamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3259b4ec962bd839a6862c2a3f8b465b.html",
      },
    ],
  },
  {
    id: "sc-p27-lacosamide-200-sjw-capsule",
    title: "Woman on lacosamide 200mg twice daily buys St John's wort capsules",
    profile: {
      medicines: ["lacosamide 200mg"],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 425 mg capsules (herbal remedy for mild low mood)",
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
            medicine: "lacosamide 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Lacosamide UCB leaflet says: "Also tell your doctor or pharmacist if you are taking any of the following medicines - this is because they may increase or decrease the effect of Lacosamide UCB on your body: ... a herbal medicine used to treat mild anxiety and depression called St. John\'s wort. If any of the above apply to you (or you are not sure), talk to your doctor or pharmacist before taking Lacosamide UCB." Ask the epilepsy team first (moderate).',
    sources: [
      {
        title: "Lacosamide UCB film-coated tablets (lacosamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3259b4ec962bd839a6862c2a3f8b465b.html",
      },
    ],
  },
  {
    id: "sc-p27-lacosamide-sjw-with-vitd",
    title: "Lacosamide user adds St John's wort to his usual vitamin D",
    profile: {
      medicines: ["lacosamide 100mg"],
      conditions: ["epilepsy"],
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
            medicine: "lacosamide 100mg",
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
            medicine: "lacosamide 100mg",
          },
        },
      ],
    },
    rationale:
      'The Lacosamide UCB leaflet says: "Also tell your doctor or pharmacist if you are taking any of the following medicines - this is because they may increase or decrease the effect of Lacosamide UCB on your body: ... a herbal medicine used to treat mild anxiety and depression called St. John\'s wort. If any of the above apply to you (or you are not sure), talk to your doctor or pharmacist before taking Lacosamide UCB." The Lacosamide UCB "Other medicines" section (read in full) names heart medicines, "carbamazepine, lamotrigine or pregabalin", azole antifungals, ritonavir, clarithromycin/rifampicin and "St. John\'s wort"; it says "You may take Lacosamide UCB with or without food" and warns only about alcohol. No vitamin, mineral or fish oil is named and there is no general vitamins/supplements sentence. So St John\'s wort is flagged and the vitamin D is not.',
    sources: [
      {
        title: "Lacosamide UCB film-coated tablets (lacosamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3259b4ec962bd839a6862c2a3f8b465b.html",
      },
    ],
  },
  {
    id: "sc-p27-lacosamide-vitamin-d",
    title: "Adult with epilepsy on lacosamide takes vitamin D3 daily",
    profile: {
      medicines: ["lacosamide 100mg"],
      conditions: ["epilepsy"],
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
            medicine: "lacosamide 100mg",
          },
        },
      ],
    },
    rationale:
      'The Lacosamide UCB "Other medicines" section (read in full) names heart medicines, "carbamazepine, lamotrigine or pregabalin", azole antifungals, ritonavir, clarithromycin/rifampicin and "St. John\'s wort"; it says "You may take Lacosamide UCB with or without food" and warns only about alcohol. No vitamin, mineral or fish oil is named and there is no general vitamins/supplements sentence. Vitamin D has no interaction mechanism with lacosamide, so no flag.',
    sources: [
      {
        title: "Lacosamide UCB film-coated tablets (lacosamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3259b4ec962bd839a6862c2a3f8b465b.html",
      },
    ],
  },
  {
    id: "sc-p27-lacosamide-magnesium",
    title: "Lacosamide patient takes magnesium citrate for cramps",
    profile: {
      medicines: ["lacosamide 100mg"],
      conditions: ["epilepsy"],
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
            medicine: "lacosamide 100mg",
          },
        },
      ],
    },
    rationale:
      'The Lacosamide UCB "Other medicines" section (read in full) names heart medicines, "carbamazepine, lamotrigine or pregabalin", azole antifungals, ritonavir, clarithromycin/rifampicin and "St. John\'s wort"; it says "You may take Lacosamide UCB with or without food" and warns only about alcohol. No vitamin, mineral or fish oil is named and there is no general vitamins/supplements sentence. Magnesium is not named and, at supplement doses, has no known effect on lacosamide levels or the PR interval.',
    sources: [
      {
        title: "Lacosamide UCB film-coated tablets (lacosamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3259b4ec962bd839a6862c2a3f8b465b.html",
      },
    ],
  },
  {
    id: "sc-p27-lacosamide-fish-oil",
    title: "Man on lacosamide takes omega-3 fish oil capsules",
    profile: {
      medicines: ["lacosamide 100mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "lacosamide 100mg",
          },
        },
      ],
    },
    rationale:
      'The Lacosamide UCB "Other medicines" section (read in full) names heart medicines, "carbamazepine, lamotrigine or pregabalin", azole antifungals, ritonavir, clarithromycin/rifampicin and "St. John\'s wort"; it says "You may take Lacosamide UCB with or without food" and warns only about alcohol. No vitamin, mineral or fish oil is named and there is no general vitamins/supplements sentence. Fish oil is not named and has no plausible interaction with lacosamide (no anticoagulant in this profile).',
    sources: [
      {
        title: "Lacosamide UCB film-coated tablets (lacosamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3259b4ec962bd839a6862c2a3f8b465b.html",
      },
    ],
  },
  {
    id: "sc-p27-lacosamide-b12",
    title: "Older adult on lacosamide 50mg takes vitamin B12 tablets",
    profile: {
      medicines: ["lacosamide 50mg"],
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
            medicine: "lacosamide 50mg",
          },
        },
      ],
    },
    rationale:
      'The Lacosamide UCB "Other medicines" section (read in full) names heart medicines, "carbamazepine, lamotrigine or pregabalin", azole antifungals, ritonavir, clarithromycin/rifampicin and "St. John\'s wort"; it says "You may take Lacosamide UCB with or without food" and warns only about alcohol. No vitamin, mineral or fish oil is named and there is no general vitamins/supplements sentence. Vitamin B12 has no interaction with lacosamide, so no flag.',
    sources: [
      {
        title: "Lacosamide UCB film-coated tablets (lacosamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3259b4ec962bd839a6862c2a3f8b465b.html",
      },
    ],
  },
  {
    id: "sc-p27-lacosamide-folic-acid",
    title: "Woman on lacosamide takes folic acid 400 micrograms",
    profile: {
      medicines: ["lacosamide 100mg"],
      conditions: ["epilepsy"],
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
            medicine: "lacosamide 100mg",
          },
        },
      ],
    },
    rationale:
      'The Lacosamide UCB "Other medicines" section (read in full) names heart medicines, "carbamazepine, lamotrigine or pregabalin", azole antifungals, ritonavir, clarithromycin/rifampicin and "St. John\'s wort"; it says "You may take Lacosamide UCB with or without food" and warns only about alcohol. No vitamin, mineral or fish oil is named and there is no general vitamins/supplements sentence. Folic acid is not named; unlike enzyme-inducing antiepileptics, lacosamide has no folate interaction, so no flag.',
    sources: [
      {
        title: "Lacosamide UCB film-coated tablets (lacosamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3259b4ec962bd839a6862c2a3f8b465b.html",
      },
    ],
  },
  {
    id: "sc-p27-lacosamide-calcium-d3",
    title: "Lacosamide user on calcium and vitamin D chewables",
    profile: {
      medicines: ["lacosamide 100mg"],
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
            medicine: "lacosamide 100mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "lacosamide 100mg",
          },
        },
      ],
    },
    rationale:
      'The Lacosamide UCB "Other medicines" section (read in full) names heart medicines, "carbamazepine, lamotrigine or pregabalin", azole antifungals, ritonavir, clarithromycin/rifampicin and "St. John\'s wort"; it says "You may take Lacosamide UCB with or without food" and warns only about alcohol. No vitamin, mineral or fish oil is named and there is no general vitamins/supplements sentence. Lacosamide has no antacid/mineral spacing rule, so calcium and vitamin D are not flagged.',
    sources: [
      {
        title: "Lacosamide UCB film-coated tablets (lacosamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3259b4ec962bd839a6862c2a3f8b465b.html",
      },
    ],
  },
  {
    id: "sc-p27-ibandronic-calcium-carbonate",
    title: "Woman on daily ibandronic acid for bone metastases takes calcium carbonate",
    profile: {
      medicines: ["ibandronic acid 50mg"],
      conditions: ["breast cancer with bone metastases"],
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
            medicine: "ibandronic acid 50mg",
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
      'The Ibandronic Acid Teva leaflet says: "In particular, tell your doctor or pharmacist if you are taking any of the following medicines: supplements containing calcium, magnesium, iron or aluminium" and "Take Ibandronic Acid Teva with at least 6 hours after you had last had anything to eat, drink or any other medicines or supplements (e.g. products containing calcium (milk), aluminium, magnesium and iron) except water. After taking your tablet, wait at least 30 minutes. Then you can have your first food and drink, and take any medicines or supplements." Calcium carbonate is a "supplement containing calcium". Named mineral with a tell-your-doctor line and a timing rule: at least minor (take apart), at most moderate.',
    sources: [
      {
        title:
          "Ibandronic Acid Teva 50 mg film-coated tablets (ibandronic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3b1ab70efa7458a20495ebc38b1c3fc7.ttl.html",
      },
    ],
  },
  {
    id: "sc-p27-ibandronic-calcium-d3",
    title: "Ibandronic acid patient is advised calcium and vitamin D chewables",
    profile: {
      medicines: ["ibandronic acid 50mg"],
      conditions: ["breast cancer with bone metastases"],
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
            medicine: "ibandronic acid 50mg",
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
      'The Ibandronic Acid Teva leaflet says: "In particular, tell your doctor or pharmacist if you are taking any of the following medicines: supplements containing calcium, magnesium, iron or aluminium" and "Take Ibandronic Acid Teva with at least 6 hours after you had last had anything to eat, drink or any other medicines or supplements (e.g. products containing calcium (milk), aluminium, magnesium and iron) except water. After taking your tablet, wait at least 30 minutes. Then you can have your first food and drink, and take any medicines or supplements." The calcium in the chewable must be taken at a different time of day. Named mineral with a tell-your-doctor line and a timing rule: at least minor (take apart), at most moderate.',
    sources: [
      {
        title:
          "Ibandronic Acid Teva 50 mg film-coated tablets (ibandronic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3b1ab70efa7458a20495ebc38b1c3fc7.ttl.html",
      },
    ],
  },
  {
    id: "sc-p27-ibandronic-magnesium",
    title: "Woman on ibandronic acid 50mg takes magnesium citrate for cramps",
    profile: {
      medicines: ["ibandronic acid 50mg"],
      conditions: ["breast cancer with bone metastases"],
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
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "ibandronic acid 50mg",
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
      'The Ibandronic Acid Teva leaflet says: "In particular, tell your doctor or pharmacist if you are taking any of the following medicines: supplements containing calcium, magnesium, iron or aluminium" and "Take Ibandronic Acid Teva with at least 6 hours after you had last had anything to eat, drink or any other medicines or supplements (e.g. products containing calcium (milk), aluminium, magnesium and iron) except water. After taking your tablet, wait at least 30 minutes. Then you can have your first food and drink, and take any medicines or supplements." Magnesium citrate is a "supplement containing ... magnesium". Named mineral with a tell-your-doctor line and a timing rule: at least minor (take apart), at most moderate.',
    sources: [
      {
        title:
          "Ibandronic Acid Teva 50 mg film-coated tablets (ibandronic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3b1ab70efa7458a20495ebc38b1c3fc7.ttl.html",
      },
    ],
  },
  {
    id: "sc-p27-ibandronic-iron",
    title: "Anaemic patient on ibandronic acid starts ferrous fumarate",
    profile: {
      medicines: ["ibandronic acid 50mg"],
      conditions: ["breast cancer with bone metastases", "anaemia"],
    },
    stack: [
      {
        custom: {
          name: "Ferrous fumarate 210 mg tablets (65 mg iron)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 65,
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
            medicine: "ibandronic acid 50mg",
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
      'The Ibandronic Acid Teva leaflet says: "In particular, tell your doctor or pharmacist if you are taking any of the following medicines: supplements containing calcium, magnesium, iron or aluminium" and "Take Ibandronic Acid Teva with at least 6 hours after you had last had anything to eat, drink or any other medicines or supplements (e.g. products containing calcium (milk), aluminium, magnesium and iron) except water. After taking your tablet, wait at least 30 minutes. Then you can have your first food and drink, and take any medicines or supplements." Ferrous fumarate is a "supplement containing ... iron". Named mineral with a tell-your-doctor line and a timing rule: at least minor (take apart), at most moderate.',
    sources: [
      {
        title:
          "Ibandronic Acid Teva 50 mg film-coated tablets (ibandronic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3b1ab70efa7458a20495ebc38b1c3fc7.ttl.html",
      },
    ],
  },
  {
    id: "sc-p27-ibandronic-multivitamin-minerals",
    title: "Ibandronic acid user takes an A-Z multivitamin and mineral tablet",
    profile: {
      medicines: ["ibandronic acid 50mg"],
      conditions: ["breast cancer with bone metastases"],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin and mineral tablet (162 mg calcium, 100 mg magnesium, 14 mg iron, 5 mg zinc)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 162,
              unit: "mg",
            },
            {
              ingredient: "magnesium",
              amount: 100,
              unit: "mg",
            },
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
            {
              ingredient: "zinc",
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
          ingredient: "calcium",
          with: {
            medicine: "ibandronic acid 50mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "magnesium",
          with: {
            medicine: "ibandronic acid 50mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "iron",
          with: {
            medicine: "ibandronic acid 50mg",
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
      'The Ibandronic Acid Teva leaflet says: "In particular, tell your doctor or pharmacist if you are taking any of the following medicines: supplements containing calcium, magnesium, iron or aluminium" and "Take Ibandronic Acid Teva with at least 6 hours after you had last had anything to eat, drink or any other medicines or supplements (e.g. products containing calcium (milk), aluminium, magnesium and iron) except water. After taking your tablet, wait at least 30 minutes. Then you can have your first food and drink, and take any medicines or supplements." A multivitamin with calcium, magnesium and iron is exactly such a product; take it at least 30 minutes after the tablet. Named mineral with a tell-your-doctor line and a timing rule: at least minor (take apart), at most moderate.',
    sources: [
      {
        title:
          "Ibandronic Acid Teva 50 mg film-coated tablets (ibandronic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3b1ab70efa7458a20495ebc38b1c3fc7.ttl.html",
      },
    ],
  },
  {
    id: "sc-p27-ibandronic-iron-vitc",
    title: "Woman on ibandronic acid takes an iron plus vitamin C supplement",
    profile: {
      medicines: ["ibandronic acid 50mg"],
      conditions: ["breast cancer with bone metastases"],
    },
    stack: [
      {
        custom: {
          name: "Gentle iron 20 mg with vitamin C 40 mg capsules",
          ingredients: [
            {
              ingredient: "iron",
              amount: 20,
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
            medicine: "ibandronic acid 50mg",
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
      'The Ibandronic Acid Teva leaflet says: "In particular, tell your doctor or pharmacist if you are taking any of the following medicines: supplements containing calcium, magnesium, iron or aluminium" and "Take Ibandronic Acid Teva with at least 6 hours after you had last had anything to eat, drink or any other medicines or supplements (e.g. products containing calcium (milk), aluminium, magnesium and iron) except water. After taking your tablet, wait at least 30 minutes. Then you can have your first food and drink, and take any medicines or supplements." The iron component is the named problem. Named mineral with a tell-your-doctor line and a timing rule: at least minor (take apart), at most moderate.',
    sources: [
      {
        title:
          "Ibandronic Acid Teva 50 mg film-coated tablets (ibandronic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3b1ab70efa7458a20495ebc38b1c3fc7.ttl.html",
      },
    ],
  },
  {
    id: "sc-p27-ibandronic-magnesium-glycinate-sleep",
    title: "Ibandronic acid patient takes magnesium glycinate at bedtime",
    profile: {
      medicines: ["ibandronic acid 50mg"],
      conditions: ["breast cancer with bone metastases"],
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
            medicine: "ibandronic acid 50mg",
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
      'The Ibandronic Acid Teva leaflet says: "In particular, tell your doctor or pharmacist if you are taking any of the following medicines: supplements containing calcium, magnesium, iron or aluminium" and "Take Ibandronic Acid Teva with at least 6 hours after you had last had anything to eat, drink or any other medicines or supplements (e.g. products containing calcium (milk), aluminium, magnesium and iron) except water. After taking your tablet, wait at least 30 minutes. Then you can have your first food and drink, and take any medicines or supplements." Bedtime magnesium is fine if the morning tablet is taken 6 hours later, but the leaflet names magnesium, so a timing note is expected. Named mineral with a tell-your-doctor line and a timing rule: at least minor (take apart), at most moderate.',
    sources: [
      {
        title:
          "Ibandronic Acid Teva 50 mg film-coated tablets (ibandronic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3b1ab70efa7458a20495ebc38b1c3fc7.ttl.html",
      },
    ],
  },
  {
    id: "sc-p27-ibandronic-bone-formula",
    title: "Woman on ibandronic acid buys a bone-health formula (calcium, magnesium, zinc, D3)",
    profile: {
      medicines: ["ibandronic acid 50mg"],
      conditions: ["breast cancer with bone metastases"],
    },
    stack: [
      {
        custom: {
          name: "Bone health tablets (400 mg calcium, 150 mg magnesium, 5 mg zinc, 10 micrograms vitamin D3)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 400,
              unit: "mg",
            },
            {
              ingredient: "magnesium",
              amount: 150,
              unit: "mg",
            },
            {
              ingredient: "zinc",
              amount: 5,
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
            medicine: "ibandronic acid 50mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "magnesium",
          with: {
            medicine: "ibandronic acid 50mg",
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
      'The Ibandronic Acid Teva leaflet says: "In particular, tell your doctor or pharmacist if you are taking any of the following medicines: supplements containing calcium, magnesium, iron or aluminium" and "Take Ibandronic Acid Teva with at least 6 hours after you had last had anything to eat, drink or any other medicines or supplements (e.g. products containing calcium (milk), aluminium, magnesium and iron) except water. After taking your tablet, wait at least 30 minutes. Then you can have your first food and drink, and take any medicines or supplements." Calcium and magnesium are both named. Named mineral with a tell-your-doctor line and a timing rule: at least minor (take apart), at most moderate.',
    sources: [
      {
        title:
          "Ibandronic Acid Teva 50 mg film-coated tablets (ibandronic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3b1ab70efa7458a20495ebc38b1c3fc7.ttl.html",
      },
    ],
  },
  {
    id: "sc-p27-ibandronic-iron-bisglycinate",
    title: "Breast cancer patient on ibandronic acid takes iron bisglycinate for tiredness",
    profile: {
      medicines: ["ibandronic acid 50mg"],
      conditions: ["breast cancer with bone metastases"],
    },
    stack: [
      {
        custom: {
          name: "Iron bisglycinate 20 mg capsules",
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
            medicine: "ibandronic acid 50mg",
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
      'The Ibandronic Acid Teva leaflet says: "In particular, tell your doctor or pharmacist if you are taking any of the following medicines: supplements containing calcium, magnesium, iron or aluminium" and "Take Ibandronic Acid Teva with at least 6 hours after you had last had anything to eat, drink or any other medicines or supplements (e.g. products containing calcium (milk), aluminium, magnesium and iron) except water. After taking your tablet, wait at least 30 minutes. Then you can have your first food and drink, and take any medicines or supplements." Named mineral with a tell-your-doctor line and a timing rule: at least minor (take apart), at most moderate.',
    sources: [
      {
        title:
          "Ibandronic Acid Teva 50 mg film-coated tablets (ibandronic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3b1ab70efa7458a20495ebc38b1c3fc7.ttl.html",
      },
    ],
  },
  {
    id: "sc-p27-sildenafil-vitamin-d",
    title: "Man using sildenafil 50mg takes a daily vitamin D3",
    profile: {
      medicines: ["sildenafil 50mg"],
      conditions: ["erectile dysfunction"],
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
            medicine: "sildenafil 50mg",
          },
        },
      ],
    },
    rationale:
      'The Sildenafil Teva leaflet\'s "Do not take" and "Other medicines" sections (read in full) name nitrates, "nitric oxide donors such as amyl nitrite (\'poppers\')", riociguat, protease inhibitors, alpha-blockers and sacubitril/valsartan, and say it "can be taken with or without food"; no vitamin, mineral or herbal product is named. Vitamin D has no blood-pressure or metabolic interaction with sildenafil, so no flag.',
    sources: [
      {
        title: "Sildenafil Teva film-coated tablets (sildenafil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d674db7613c7ef04137ad9c28d3399bb.xml.html",
      },
    ],
  },
  {
    id: "sc-p27-sildenafil-zinc",
    title: "Man on sildenafil takes zinc tablets for 'men's health'",
    profile: {
      medicines: ["sildenafil 50mg"],
      conditions: ["erectile dysfunction"],
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
            medicine: "sildenafil 50mg",
          },
        },
      ],
    },
    rationale:
      'The Sildenafil Teva leaflet\'s "Do not take" and "Other medicines" sections (read in full) name nitrates, "nitric oxide donors such as amyl nitrite (\'poppers\')", riociguat, protease inhibitors, alpha-blockers and sacubitril/valsartan, and say it "can be taken with or without food"; no vitamin, mineral or herbal product is named. Zinc at 25 mg has no interaction with sildenafil, so no flag.',
    sources: [
      {
        title: "Sildenafil Teva film-coated tablets (sildenafil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d674db7613c7ef04137ad9c28d3399bb.xml.html",
      },
    ],
  },
  {
    id: "sc-p27-tadalafil-vitamin-d",
    title: "Man on daily tadalafil 5mg takes vitamin D3",
    profile: {
      medicines: ["tadalafil 5mg"],
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
            medicine: "tadalafil 5mg",
          },
        },
      ],
    },
    rationale:
      'The Tadalafil Mylan leaflet (read in full) names nitrates and "nitric oxide donors such as amyl nitrite", riociguat, alpha blockers, other blood-pressure medicines, 5-alpha reductase inhibitors, ketoconazole, protease inhibitors, anticonvulsants, rifampicin and macrolides, plus grapefruit juice and alcohol; "The tablets can be taken with or without food." No vitamin or mineral is named. Vitamin D has no interaction with tadalafil, so no flag.',
    sources: [
      {
        title: "Tadalafil Mylan film-coated tablets (tadalafil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d115286718a651dcd06cf9dfb35e2ceb.xml.html",
      },
    ],
  },
  {
    id: "sc-p27-tadalafil-b12",
    title: "Older man on tadalafil 5mg takes vitamin B12",
    profile: {
      medicines: ["tadalafil 5mg"],
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
            medicine: "tadalafil 5mg",
          },
        },
      ],
    },
    rationale:
      'The Tadalafil Mylan leaflet (read in full) names nitrates and "nitric oxide donors such as amyl nitrite", riociguat, alpha blockers, other blood-pressure medicines, 5-alpha reductase inhibitors, ketoconazole, protease inhibitors, anticonvulsants, rifampicin and macrolides, plus grapefruit juice and alcohol; "The tablets can be taken with or without food." No vitamin or mineral is named. Vitamin B12 has no interaction with tadalafil, so no flag.',
    sources: [
      {
        title: "Tadalafil Mylan film-coated tablets (tadalafil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d115286718a651dcd06cf9dfb35e2ceb.xml.html",
      },
    ],
  },
  {
    id: "sc-p27-olanzapine-vitamin-d",
    title: "Man with schizophrenia on olanzapine takes vitamin D3",
    profile: {
      medicines: ["olanzapine 10mg"],
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
            medicine: "olanzapine 10mg",
          },
        },
      ],
    },
    rationale:
      'The Olanzapine Mylan "Other medicines" section (read in full) names antidepressants and tranquillisers (drowsiness), Parkinson\'s medicines and "carbamazepine ..., fluvoxamine ... or ciprofloxacin ... - it may be necessary to change your Olanzapine Mylan dose", plus alcohol; "It does not matter whether you take them with or without food." No vitamin, mineral or fish oil is named. Vitamin D has no interaction with olanzapine, so no flag.',
    sources: [
      {
        title:
          "Olanzapine Mylan film-coated tablets (olanzapine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-be86a7120b3e7e0f4ee2c7a69bc3ffec.ttl.html",
      },
    ],
  },
  {
    id: "sc-p27-olanzapine-fish-oil",
    title: "Olanzapine user takes omega-3 fish oil capsules",
    profile: {
      medicines: ["olanzapine 10mg"],
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
            medicine: "olanzapine 10mg",
          },
        },
      ],
    },
    rationale:
      'The Olanzapine Mylan "Other medicines" section (read in full) names antidepressants and tranquillisers (drowsiness), Parkinson\'s medicines and "carbamazepine ..., fluvoxamine ... or ciprofloxacin ... - it may be necessary to change your Olanzapine Mylan dose", plus alcohol; "It does not matter whether you take them with or without food." No vitamin, mineral or fish oil is named. Fish oil does not affect olanzapine metabolism or sedation, so no flag.',
    sources: [
      {
        title:
          "Olanzapine Mylan film-coated tablets (olanzapine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-be86a7120b3e7e0f4ee2c7a69bc3ffec.ttl.html",
      },
    ],
  },
  {
    id: "sc-p27-bondronat-iv-iron",
    title: "Woman having Bondronat infusions every 4 weeks takes ferrous fumarate",
    profile: {
      medicines: ["Bondronat"],
      conditions: ["breast cancer with bone metastases"],
    },
    stack: [
      {
        custom: {
          name: "Ferrous fumarate 210 mg tablets (65 mg iron)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 65,
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
          ingredient: "iron",
          with: {
            medicine: "Bondronat",
          },
        },
      ],
    },
    rationale:
      'The Bondronat (intravenous ibandronic acid) leaflet\'s "Other medicines and Bondronat" section (read in full) names only aminoglycoside antibiotics ("In particular, tell your doctor or pharmacist if you are receiving a type of antibiotic injection called \'aminoglycoside\' such as gentamicin"); unlike the oral ibandronic acid leaflet it has no food/supplement timing rule, because it is "given as an infusion into your vein". Its precaution concerns blood levels ("if you have high or low levels of vitamin D, calcium or any other minerals"), not supplements. Oral iron cannot bind an intravenous bisphosphonate, so no spacing flag (contrast the tablet form).',
    sources: [
      {
        title:
          "Bondronat 2 mg concentrate for solution for infusion (ibandronic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f352e985084276fc8e67c6d45807c1bf.html",
      },
    ],
  },
  {
    id: "sc-p27-bondronat-iv-fish-oil",
    title: "Patient on Bondronat infusions takes omega-3 fish oil",
    profile: {
      medicines: ["Bondronat"],
      conditions: ["breast cancer with bone metastases"],
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
            medicine: "Bondronat",
          },
        },
      ],
    },
    rationale:
      'The Bondronat (intravenous ibandronic acid) leaflet\'s "Other medicines and Bondronat" section (read in full) names only aminoglycoside antibiotics ("In particular, tell your doctor or pharmacist if you are receiving a type of antibiotic injection called \'aminoglycoside\' such as gentamicin"); unlike the oral ibandronic acid leaflet it has no food/supplement timing rule, because it is "given as an infusion into your vein". Its precaution concerns blood levels ("if you have high or low levels of vitamin D, calcium or any other minerals"), not supplements. Fish oil is not named and has no interaction with ibandronic acid, so no flag.',
    sources: [
      {
        title:
          "Bondronat 2 mg concentrate for solution for infusion (ibandronic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f352e985084276fc8e67c6d45807c1bf.html",
      },
    ],
  },
];
