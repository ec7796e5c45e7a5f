// Scenarios of the p26 round's blind probe, written by two helpers who had not seen the records: the EU package
// leaflets of 29 more medicines (cancer tablets; cystic fibrosis, migraine, ADHD, fibroids and rare diseases), read in
// full in the Gravitate Health ePI copy.
import type { ScenarioInput } from "../schema";

export const WP26_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p26-mekinist-vitamin-d-quiet",
    title: "Man on Mekinist and dabrafenib for melanoma takes a winter vitamin D tablet",
    profile: {
      medicines: ["Mekinist 2mg", "dabrafenib 75mg"],
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
            medicine: "Mekinist 2mg",
          },
        },
      ],
    },
    rationale:
      'Mekinist leaflet (read in full): "Other medicines and Mekinist" only says "tell your doctor ... if you are taking ... any other medicines. This includes medicines obtained without a prescription"; its only food advice is "take Mekinist on an empty stomach because food affects the way the medicine is absorbed". It names no vitamin, mineral, herb or antacid. A 10 microgram vitamin D tablet (the UK autumn/winter advice) is a nutrient, not a medicine, and has no interaction mechanism with trametinib.',
    sources: [
      {
        title: "Mekinist film-coated tablets (trametinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a2f0520006a5864136cdf3a6777cfd07.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-mekinist-b12-quiet",
    title: "Woman on trametinib for lung cancer takes a vitamin B12 tablet for tiredness",
    profile: {
      medicines: ["trametinib 2mg"],
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
            medicine: "trametinib 2mg",
          },
        },
      ],
    },
    rationale:
      'Mekinist leaflet (read in full): "Other medicines and Mekinist" only says "tell your doctor ... if you are taking ... any other medicines. This includes medicines obtained without a prescription"; its only food advice is "take Mekinist on an empty stomach because food affects the way the medicine is absorbed". It names no vitamin, mineral, herb or antacid. Vitamin B12 is not named and has no plausible interaction with trametinib; Mekinist\'s own timing rule is about meals ("at least 1 hour before a meal or 2 hours after a meal"), not vitamins.',
    sources: [
      {
        title: "Mekinist film-coated tablets (trametinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a2f0520006a5864136cdf3a6777cfd07.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-mektovi-sjw",
    title: "Man on Mektovi and Braftovi for melanoma buys St John's wort for low mood",
    profile: {
      medicines: ["Mektovi 15mg", "Braftovi 75mg"],
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
            medicine: "Mektovi 15mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Mektovi leaflet, "Other medicines and Mektovi": "Some medicines may affect how Mektovi works or make it more likely that you will have side effects. In particular, tell your doctor if you are taking anything in this list or any other medicines: ... an herbal treatment for depression: St. John\'s wort". "Tell your doctor" because it "may affect how Mektovi works" - moderate.',
    sources: [
      {
        title: "Mektovi 15 mg film-coated tablets (binimetinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1fc6739ba81d50a7087579c92c2a7274.json.html",
      },
    ],
  },
  {
    id: "sc-p26-mektovi-sjw-mood-formula",
    title: "Woman on binimetinib takes a mood formula containing St John's wort and B vitamins",
    profile: {
      medicines: ["binimetinib 45mg"],
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
            medicine: "binimetinib 45mg",
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
            medicine: "binimetinib 45mg",
          },
        },
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "binimetinib 45mg",
          },
        },
      ],
    },
    rationale:
      'Mektovi leaflet, "Other medicines and Mektovi": "Some medicines may affect how Mektovi works or make it more likely that you will have side effects. In particular, tell your doctor if you are taking anything in this list or any other medicines: ... an herbal treatment for depression: St. John\'s wort". The St John\'s wort in the formula is the named herb (moderate); the B6 and B12 are not named and have no mechanism.',
    sources: [
      {
        title: "Mektovi 15 mg film-coated tablets (binimetinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1fc6739ba81d50a7087579c92c2a7274.json.html",
      },
    ],
  },
  {
    id: "sc-p26-mektovi-vitamin-d-quiet",
    title: "Melanoma patient on Mektovi takes vitamin D because he avoids the sun",
    profile: {
      medicines: ["Mektovi 15mg"],
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
            medicine: "Mektovi 15mg",
          },
        },
      ],
    },
    rationale:
      'Mektovi leaflet (read in full): the list names among non-prescription products only St John\'s wort; no food, antacid or mineral advice ("Mektovi can be taken with food or between meals"). Vitamin D is not named and has no interaction mechanism with binimetinib.',
    sources: [
      {
        title: "Mektovi 15 mg film-coated tablets (binimetinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1fc6739ba81d50a7087579c92c2a7274.json.html",
      },
    ],
  },
  {
    id: "sc-p26-mektovi-magnesium-quiet",
    title: "Woman on Mektovi takes magnesium citrate for muscle cramps",
    profile: {
      medicines: ["Mektovi 15mg"],
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
            medicine: "Mektovi 15mg",
          },
        },
      ],
    },
    rationale:
      'Mektovi leaflet (read in full): the list names among non-prescription products only St John\'s wort; no food, antacid or mineral advice ("Mektovi can be taken with food or between meals"). Magnesium is not named, Mektovi has no antacid or "take apart" instruction, and the leaflet only asks that cramps be reported ("Talk to your doctor immediately if you get muscle pain, cramps") - no supplement interaction.',
    sources: [
      {
        title: "Mektovi 15 mg film-coated tablets (binimetinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1fc6739ba81d50a7087579c92c2a7274.json.html",
      },
    ],
  },
  {
    id: "sc-p26-copiktra-sjw",
    title: "Man on Copiktra for CLL takes St John's wort tablets",
    profile: {
      medicines: ["Copiktra 25mg"],
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
            medicine: "Copiktra 25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Copiktra leaflet, "Other medicines and Copiktra": "Copiktra can affect the way some other medicines work and some other medicines can affect the way Copiktra works. Tell your doctor or pharmacist if you are taking any of the following medicines: ... St. John\'s wort (Hypericum perforatum), a herbal remedy used for depression and anxiety". "Tell your doctor or pharmacist" - moderate.',
    sources: [
      {
        title: "Copiktra hard capsules (duvelisib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-74778e8109bf478af8bf20ce15b25c4c.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-copiktra-sjw-tea",
    title: "Woman on duvelisib drinks St John's wort tea for anxiety",
    profile: {
      medicines: ["duvelisib 25mg"],
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
            medicine: "duvelisib 25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Copiktra leaflet, "Other medicines and Copiktra": "Copiktra can affect the way some other medicines work and some other medicines can affect the way Copiktra works. Tell your doctor or pharmacist if you are taking any of the following medicines: ... St. John\'s wort (Hypericum perforatum), a herbal remedy used for depression and anxiety". A St John\'s wort tea is still St John\'s wort - moderate.',
    sources: [
      {
        title: "Copiktra hard capsules (duvelisib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-74778e8109bf478af8bf20ce15b25c4c.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-copiktra-calcium-d-quiet",
    title: "Older man on Copiktra starts calcium and vitamin D for his bones",
    profile: {
      medicines: ["Copiktra 25mg"],
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
            medicine: "Copiktra 25mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Copiktra 25mg",
          },
        },
      ],
    },
    rationale:
      'Copiktra leaflet (read in full): the long list names among non-prescription products only St John\'s wort; food advice is only about grapefruit juice ("You may take Copiktra with food or between meals"). Calcium and vitamin D are not named and Copiktra has no antacid or spacing advice.',
    sources: [
      {
        title: "Copiktra hard capsules (duvelisib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-74778e8109bf478af8bf20ce15b25c4c.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-copiktra-iron-quiet",
    title: "Woman on Copiktra with anaemia is prescribed ferrous sulfate",
    profile: {
      medicines: ["Copiktra 25mg"],
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
            medicine: "Copiktra 25mg",
          },
        },
      ],
    },
    rationale:
      'Copiktra leaflet (read in full): the long list names among non-prescription products only St John\'s wort; food advice is only about grapefruit juice ("You may take Copiktra with food or between meals"). Iron is not named; the leaflet mentions anaemia only as a side effect ("decrease in red blood cell (anaemia)") to be checked by blood tests, not as an interaction.',
    sources: [
      {
        title: "Copiktra hard capsules (duvelisib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-74778e8109bf478af8bf20ce15b25c4c.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-rozlytrek-sjw",
    title: "Woman on Rozlytrek for ROS1 lung cancer takes St John's wort",
    profile: {
      medicines: ["Rozlytrek 200mg"],
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
            medicine: "Rozlytrek 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Rozlytrek leaflet, "Other medicines and Rozlytrek": "some other medicines can affect the way Rozlytrek works. In particular, tell your doctor or pharmacist if you are taking any of the following medicines: ... a herbal medicine for depression - St. John\'s Wort ... If any of the above apply to you (or you are not sure), talk to your doctor or pharmacist before taking Rozlytrek." Talk to the doctor first - moderate.',
    sources: [
      {
        title:
          "Rozlytrek 100 mg / 200 mg hard capsules (entrectinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f09921a712319be762e8c3e2baca4fd9.html",
      },
    ],
  },
  {
    id: "sc-p26-rozlytrek-sjw-mood-formula",
    title: "Man on entrectinib takes a mood formula with St John's wort",
    profile: {
      medicines: ["entrectinib 600mg"],
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
            medicine: "entrectinib 600mg",
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
            medicine: "entrectinib 600mg",
          },
        },
      ],
    },
    rationale:
      'Rozlytrek leaflet, "Other medicines and Rozlytrek": "some other medicines can affect the way Rozlytrek works. In particular, tell your doctor or pharmacist if you are taking any of the following medicines: ... a herbal medicine for depression - St. John\'s Wort ... If any of the above apply to you (or you are not sure), talk to your doctor or pharmacist before taking Rozlytrek." The St John\'s wort is the issue (moderate); the B6 in the same product is not named.',
    sources: [
      {
        title:
          "Rozlytrek 100 mg / 200 mg hard capsules (entrectinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f09921a712319be762e8c3e2baca4fd9.html",
      },
    ],
  },
  {
    id: "sc-p26-rozlytrek-osteoporosis-calcium-d-quiet",
    title: "Woman with osteoporosis on Rozlytrek keeps taking calcium and vitamin D",
    profile: {
      medicines: ["Rozlytrek 200mg"],
      conditions: ["osteoporosis"],
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
            medicine: "Rozlytrek 200mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Rozlytrek 200mg",
          },
        },
      ],
    },
    rationale:
      'Rozlytrek leaflet (read in full): among non-prescription products only St John\'s wort is named; food advice is about grapefruit and Seville oranges; capsules are taken "with or without food". The leaflet asks patients to mention "osteoporosis" and fracture history, but names no calcium, vitamin D or antacid interaction; these are not named in "Other medicines and Rozlytrek".',
    sources: [
      {
        title:
          "Rozlytrek 100 mg / 200 mg hard capsules (entrectinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f09921a712319be762e8c3e2baca4fd9.html",
      },
    ],
  },
  {
    id: "sc-p26-rozlytrek-b12-quiet",
    title: "Man on Rozlytrek takes vitamin B12 tablets",
    profile: {
      medicines: ["Rozlytrek 200mg"],
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
            medicine: "Rozlytrek 200mg",
          },
        },
      ],
    },
    rationale:
      'Rozlytrek leaflet (read in full): among non-prescription products only St John\'s wort is named; food advice is about grapefruit and Seville oranges; capsules are taken "with or without food". Vitamin B12 is not named and has no plausible mechanism with entrectinib.',
    sources: [
      {
        title:
          "Rozlytrek 100 mg / 200 mg hard capsules (entrectinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f09921a712319be762e8c3e2baca4fd9.html",
      },
    ],
  },
  {
    id: "sc-p26-gavreto-sjw",
    title: "Man on Gavreto for RET lung cancer takes St John's wort",
    profile: {
      medicines: ["Gavreto 400mg"],
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
            medicine: "Gavreto 400mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Gavreto leaflet, "Other medicines and Gavreto": "Tell your doctor or pharmacist before taking Gavreto if you are taking any of the following medicines: ... The following medicines can reduce the effectiveness of Gavreto: ... St. John\'s Wort, a herbal medicine used to treat depression". It "can reduce the effectiveness of Gavreto" - moderate.',
    sources: [
      {
        title: "Gavreto 100 mg hard capsules (pralsetinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-db55bd922aa6d7007a8fefbeb8bc2264.ttl.html",
      },
    ],
  },
  {
    id: "sc-p26-gavreto-sjw-tea",
    title: "Woman on pralsetinib drinks St John's wort tea twice a day",
    profile: {
      medicines: ["pralsetinib 400mg"],
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
            medicine: "pralsetinib 400mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Gavreto leaflet, "Other medicines and Gavreto": "Tell your doctor or pharmacist before taking Gavreto if you are taking any of the following medicines: ... The following medicines can reduce the effectiveness of Gavreto: ... St. John\'s Wort, a herbal medicine used to treat depression". Moderate: the herb may stop the cancer medicine working as well.',
    sources: [
      {
        title: "Gavreto 100 mg hard capsules (pralsetinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-db55bd922aa6d7007a8fefbeb8bc2264.ttl.html",
      },
    ],
  },
  {
    id: "sc-p26-gavreto-vitamin-d-quiet",
    title: "Man on Gavreto takes a daily vitamin D tablet",
    profile: {
      medicines: ["Gavreto 400mg"],
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
            medicine: "Gavreto 400mg",
          },
        },
      ],
    },
    rationale:
      'Gavreto leaflet (read in full): among non-prescription products only St John\'s wort is named; food advice is about grapefruit/Seville oranges and an empty stomach ("Do not eat for at least two hours before and at least one hour after taking Gavreto"). Vitamin D is not named and has no mechanism with pralsetinib.',
    sources: [
      {
        title: "Gavreto 100 mg hard capsules (pralsetinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-db55bd922aa6d7007a8fefbeb8bc2264.ttl.html",
      },
    ],
  },
  {
    id: "sc-p26-gavreto-b12-quiet",
    title: "Woman on Gavreto takes vitamin B12 tablets",
    profile: {
      medicines: ["Gavreto 400mg"],
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
            medicine: "Gavreto 400mg",
          },
        },
      ],
    },
    rationale:
      'Gavreto leaflet (read in full): among non-prescription products only St John\'s wort is named; food advice is about grapefruit/Seville oranges and an empty stomach ("Do not eat for at least two hours before and at least one hour after taking Gavreto"). Vitamin B12 is not named and has no plausible interaction with pralsetinib.',
    sources: [
      {
        title: "Gavreto 100 mg hard capsules (pralsetinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-db55bd922aa6d7007a8fefbeb8bc2264.ttl.html",
      },
    ],
  },
  {
    id: "sc-p26-tepmetko-vitamin-d-quiet",
    title: "Man on Tepmetko for lung cancer takes vitamin D",
    profile: {
      medicines: ["Tepmetko 225mg"],
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
            medicine: "Tepmetko 225mg",
          },
        },
      ],
    },
    rationale:
      'TEPMETKO leaflet (read in full): "Other medicines and TEPMETKO" lists only dabigatran, digoxin, aliskiren, everolimus, sirolimus, rosuvastatin, methotrexate, topotecan and metformin ("TEPMETKO may affect how well the following medicines work"); it names no herb, vitamin, mineral or antacid, and says "Take the tablets with food". Vitamin D has no interaction mechanism with tepotinib.',
    sources: [
      {
        title: "TEPMETKO 225 mg film-coated tablets (tepotinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-baea5a2972e0f05fd505526d61aba839.ttl.html",
      },
    ],
  },
  {
    id: "sc-p26-tepmetko-fish-oil-quiet",
    title: "Woman on tepotinib takes omega-3 fish oil",
    profile: {
      medicines: ["tepotinib 450mg"],
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
            medicine: "tepotinib 450mg",
          },
        },
      ],
    },
    rationale:
      'TEPMETKO leaflet (read in full): "Other medicines and TEPMETKO" lists only dabigatran, digoxin, aliskiren, everolimus, sirolimus, rosuvastatin, methotrexate, topotecan and metformin ("TEPMETKO may affect how well the following medicines work"); it names no herb, vitamin, mineral or antacid, and says "Take the tablets with food". Fish oil is not named; TEPMETKO has no bleeding warning and no plausible mechanism with fish oil.',
    sources: [
      {
        title: "TEPMETKO 225 mg film-coated tablets (tepotinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-baea5a2972e0f05fd505526d61aba839.ttl.html",
      },
    ],
  },
  {
    id: "sc-p26-ayvakyt-sjw",
    title: "Woman on Ayvakyt for systemic mastocytosis takes St John's wort",
    profile: {
      medicines: ["Ayvakyt 25mg"],
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
            medicine: "Ayvakyt 25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'AYVAKYT leaflet, "Other medicines and AYVAKYT": "Tell your doctor or pharmacist before taking AYVAKYT if you are taking any of the following medicines: ... The following medicines can reduce the effects of avapritinib: ... St. John\'s wort (Hypericum perforatum) - an herbal medicine used for depression". It "can reduce the effects of avapritinib" - moderate.',
    sources: [
      {
        title: "AYVAKYT film-coated tablets (avapritinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f40cac7981e52d03bbfe471a7f88b25f.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-ayvakyt-sjw-mood-formula",
    title: "Man on avapritinib takes a mood formula with St John's wort",
    profile: {
      medicines: ["avapritinib 200mg"],
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
            medicine: "avapritinib 200mg",
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
            medicine: "avapritinib 200mg",
          },
        },
      ],
    },
    rationale:
      'AYVAKYT leaflet, "Other medicines and AYVAKYT": "Tell your doctor or pharmacist before taking AYVAKYT if you are taking any of the following medicines: ... The following medicines can reduce the effects of avapritinib: ... St. John\'s wort (Hypericum perforatum) - an herbal medicine used for depression". The St John\'s wort is the issue; vitamin B12 is not named.',
    sources: [
      {
        title: "AYVAKYT film-coated tablets (avapritinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f40cac7981e52d03bbfe471a7f88b25f.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-ayvakyt-calcium-d-quiet",
    title: "Woman on Ayvakyt for indolent mastocytosis takes calcium and vitamin D for her bones",
    profile: {
      medicines: ["Ayvakyt 25mg"],
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
            medicine: "Ayvakyt 25mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Ayvakyt 25mg",
          },
        },
      ],
    },
    rationale:
      'AYVAKYT leaflet (read in full): among non-prescription products only St John\'s wort is named; food advice is about grapefruit ("You should not drink grapefruit juice or eat grapefruit while on treatment with AYVAKYT") and an empty stomach. Calcium and vitamin D are not named; the leaflet has no antacid or mineral spacing rule.',
    sources: [
      {
        title: "AYVAKYT film-coated tablets (avapritinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f40cac7981e52d03bbfe471a7f88b25f.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-qinlock-sjw",
    title: "Man on Qinlock for GIST takes St John's wort",
    profile: {
      medicines: ["Qinlock 50mg"],
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
            medicine: "Qinlock 50mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'QINLOCK leaflet, "Other medicines and QINLOCK": "QINLOCK can affect the way some medicines work. Also, some medicines can affect the way QINLOCK works. In particular, tell your doctor if you are taking any of the following medicines: ... herbal preparations used to treat depression and anxiety containing St. John\'s Wort (Hypericum perforatum)." "Tell your doctor" - moderate.',
    sources: [
      {
        title: "QINLOCK 50 mg tablets (ripretinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f451f2b898e52e0d41c95e83d0aff4db.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-qinlock-sjw-tea",
    title: "Woman on ripretinib drinks St John's wort tea",
    profile: {
      medicines: ["ripretinib 150mg"],
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
            medicine: "ripretinib 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'QINLOCK leaflet, "Other medicines and QINLOCK": "QINLOCK can affect the way some medicines work. Also, some medicines can affect the way QINLOCK works. In particular, tell your doctor if you are taking any of the following medicines: ... herbal preparations used to treat depression and anxiety containing St. John\'s Wort (Hypericum perforatum)." A herbal tea is a "herbal preparation ... containing St. John\'s Wort" - moderate.',
    sources: [
      {
        title: "QINLOCK 50 mg tablets (ripretinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f451f2b898e52e0d41c95e83d0aff4db.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-qinlock-vitamin-d-quiet",
    title: "Man on Qinlock who must avoid the sun takes vitamin D",
    profile: {
      medicines: ["Qinlock 50mg"],
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
            medicine: "Qinlock 50mg",
          },
        },
      ],
    },
    rationale:
      'QINLOCK leaflet (read in full): among non-prescription products only St John\'s wort is named; food advice is about grapefruit ("with or without food"). The leaflet says "Do not expose yourself to direct sunlight" but names no vitamin D interaction; vitamin D has no mechanism with ripretinib.',
    sources: [
      {
        title: "QINLOCK 50 mg tablets (ripretinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f451f2b898e52e0d41c95e83d0aff4db.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-qinlock-iron-quiet",
    title: "Woman on Qinlock takes ferrous sulfate for anaemia",
    profile: {
      medicines: ["Qinlock 50mg"],
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
            medicine: "Qinlock 50mg",
          },
        },
      ],
    },
    rationale:
      'QINLOCK leaflet (read in full): among non-prescription products only St John\'s wort is named; food advice is about grapefruit ("with or without food"). Iron is not named and the leaflet has no antacid/mineral spacing rule.',
    sources: [
      {
        title: "QINLOCK 50 mg tablets (ripretinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f451f2b898e52e0d41c95e83d0aff4db.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-tibsovo-sjw-contraindicated",
    title: "Man on Tibsovo for bile duct cancer takes St John's wort",
    profile: {
      medicines: ["Tibsovo 250mg"],
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
            medicine: "Tibsovo 250mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tibsovo leaflet, "Do not take Tibsovo": "if you are already taking medicines such as dabigatran ..., St. John\'s wort (an herbal remedy used for depression and anxiety), rifampicin ... or certain medicines used to treat epilepsy" and "Do not take Tibsovo if any of the above applies to you." A "Do not take" statement - contraindicated.',
    sources: [
      {
        title: "Tibsovo 250 mg film-coated tablets (ivosidenib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-987aff669508e9ccbe676197e17e96d0.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-tibsovo-sjw-mood-formula",
    title: "Woman on ivosidenib buys a mood formula with St John's wort",
    profile: {
      medicines: ["ivosidenib 500mg", "azacitidine"],
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
            medicine: "ivosidenib 500mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-b6",
          with: {
            medicine: "ivosidenib 500mg",
          },
        },
      ],
    },
    rationale:
      'Tibsovo leaflet, "Do not take Tibsovo": "if you are already taking medicines such as dabigatran ..., St. John\'s wort (an herbal remedy used for depression and anxiety), rifampicin ... or certain medicines used to treat epilepsy" and "Do not take Tibsovo if any of the above applies to you." Contraindicated for the St John\'s wort in the formula; the vitamin B6 is not named.',
    sources: [
      {
        title: "Tibsovo 250 mg film-coated tablets (ivosidenib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-987aff669508e9ccbe676197e17e96d0.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-tibsovo-sjw-tea-contraindicated",
    title: "Man on Tibsovo drinks St John's wort tea",
    profile: {
      medicines: ["Tibsovo 250mg"],
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
            medicine: "Tibsovo 250mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tibsovo leaflet, "Do not take Tibsovo": "if you are already taking medicines such as dabigatran ..., St. John\'s wort (an herbal remedy used for depression and anxiety), rifampicin ... or certain medicines used to treat epilepsy" and "Do not take Tibsovo if any of the above applies to you." Any St John\'s wort product is covered - contraindicated.',
    sources: [
      {
        title: "Tibsovo 250 mg film-coated tablets (ivosidenib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-987aff669508e9ccbe676197e17e96d0.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-tibsovo-vitamin-d-quiet",
    title: "Woman on Tibsovo takes a vitamin D tablet",
    profile: {
      medicines: ["Tibsovo 250mg"],
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
            medicine: "Tibsovo 250mg",
          },
        },
      ],
    },
    rationale:
      'Tibsovo leaflet (read in full): the only supplement named is St John\'s wort (in "Do not take"); the "Other medicines" list names no vitamin, mineral or antacid; food advice is grapefruit and an empty stomach. Vitamin D is not named and has no mechanism with ivosidenib.',
    sources: [
      {
        title: "Tibsovo 250 mg film-coated tablets (ivosidenib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-987aff669508e9ccbe676197e17e96d0.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-tibsovo-b12-quiet",
    title: "Man on Tibsovo takes vitamin B12",
    profile: {
      medicines: ["Tibsovo 250mg"],
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
            medicine: "Tibsovo 250mg",
          },
        },
      ],
    },
    rationale:
      'Tibsovo leaflet (read in full): the only supplement named is St John\'s wort (in "Do not take"); the "Other medicines" list names no vitamin, mineral or antacid; food advice is grapefruit and an empty stomach. Vitamin B12 is not named and has no plausible interaction.',
    sources: [
      {
        title: "Tibsovo 250 mg film-coated tablets (ivosidenib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-987aff669508e9ccbe676197e17e96d0.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-fotivda-sjw-contraindicated",
    title: "Man on Fotivda for kidney cancer takes St John's wort",
    profile: {
      medicines: ["Fotivda 1340 micrograms"],
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
            medicine: "Fotivda 1340 micrograms",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Fotivda leaflet, "Do not take Fotivda: ... If you are taking St. John\'s Wort (also known as Hypericum perforatum, a herbal remedy used for treatment of depression and anxiety)"; and under "Other medicines and Fotivda": "St. John\'s Wort ... as this herbal remedy should not be used at the same time as Fotivda." "Do not take" - contraindicated.',
    sources: [
      {
        title:
          "Fotivda 890 microgram / 1340 microgram hard capsules (tivozanib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fba0a8367a83300af2a00b0c6fd0b172.json.html",
      },
    ],
  },
  {
    id: "sc-p26-fotivda-sjw-mood-formula",
    title: "Woman on tivozanib buys a mood formula with St John's wort",
    profile: {
      medicines: ["tivozanib 1340 micrograms"],
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
            medicine: "tivozanib 1340 micrograms",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-b6",
          with: {
            medicine: "tivozanib 1340 micrograms",
          },
        },
      ],
    },
    rationale:
      'Fotivda leaflet, "Do not take Fotivda: ... If you are taking St. John\'s Wort (also known as Hypericum perforatum, a herbal remedy used for treatment of depression and anxiety)"; and under "Other medicines and Fotivda": "St. John\'s Wort ... as this herbal remedy should not be used at the same time as Fotivda." Contraindicated for the St John\'s wort in the formula; the B6 is not named.',
    sources: [
      {
        title:
          "Fotivda 890 microgram / 1340 microgram hard capsules (tivozanib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fba0a8367a83300af2a00b0c6fd0b172.json.html",
      },
    ],
  },
  {
    id: "sc-p26-fotivda-sjw-tea",
    title: "Man on Fotivda drinks St John's wort tea to help him sleep",
    profile: {
      medicines: ["Fotivda 1340 micrograms"],
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
            medicine: "Fotivda 1340 micrograms",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Fotivda leaflet, "Do not take Fotivda: ... If you are taking St. John\'s Wort (also known as Hypericum perforatum, a herbal remedy used for treatment of depression and anxiety)"; and under "Other medicines and Fotivda": "St. John\'s Wort ... as this herbal remedy should not be used at the same time as Fotivda." Any St John\'s wort preparation is covered - contraindicated.',
    sources: [
      {
        title:
          "Fotivda 890 microgram / 1340 microgram hard capsules (tivozanib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fba0a8367a83300af2a00b0c6fd0b172.json.html",
      },
    ],
  },
  {
    id: "sc-p26-fotivda-vitamin-d-quiet",
    title: "Woman on Fotivda takes a daily vitamin D tablet",
    profile: {
      medicines: ["Fotivda 1340 micrograms"],
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
            medicine: "Fotivda 1340 micrograms",
          },
        },
      ],
    },
    rationale:
      'Fotivda leaflet (read in full): besides St John\'s wort it names no vitamin, mineral or antacid, and the capsule "can be taken either with or without food"; it has a general line "This includes herbal medicines and other medicines you have bought without a prescription", so quiet cases here are limited to plain vitamins. Vitamin D (a vitamin, not a herbal medicine) is not named and has no mechanism with tivozanib.',
    sources: [
      {
        title:
          "Fotivda 890 microgram / 1340 microgram hard capsules (tivozanib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fba0a8367a83300af2a00b0c6fd0b172.json.html",
      },
    ],
  },
  {
    id: "sc-p26-daurismo-sjw",
    title: "Man on Daurismo for AML takes St John's wort",
    profile: {
      medicines: ["Daurismo 100mg"],
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
            medicine: "Daurismo 100mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Daurismo leaflet, "Other medicines and Daurismo": "This includes medicines obtained without a prescription and herbal medicines. This is because Daurismo can affect the way some other medicines work ... The following medicines may reduce the effectiveness of Daurismo: ... St. John\'s wort (Hypericum perforatum) - a herbal product used to treat mild depression and anxiety." It "may reduce the effectiveness of Daurismo"; "Tell your doctor" - moderate.',
    sources: [
      {
        title:
          "Daurismo 25 mg / 100 mg film-coated tablets (glasdegib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-80c767f44d11e1fb968f6d85169c54f0.json.html",
      },
    ],
  },
  {
    id: "sc-p26-daurismo-sjw-mood-formula",
    title: "Woman on glasdegib takes a mood formula with St John's wort",
    profile: {
      medicines: ["glasdegib 100mg", "cytarabine"],
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
            medicine: "glasdegib 100mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Daurismo leaflet, "Other medicines and Daurismo": "This includes medicines obtained without a prescription and herbal medicines. This is because Daurismo can affect the way some other medicines work ... The following medicines may reduce the effectiveness of Daurismo: ... St. John\'s wort (Hypericum perforatum) - a herbal product used to treat mild depression and anxiety." The St John\'s wort in the formula is the named herb - moderate. (No quiet link for the B vitamins: the leaflet asks about all herbal and non-prescription products.)',
    sources: [
      {
        title:
          "Daurismo 25 mg / 100 mg film-coated tablets (glasdegib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-80c767f44d11e1fb968f6d85169c54f0.json.html",
      },
    ],
  },
  {
    id: "sc-p26-daurismo-b12-quiet",
    title: "Man on Daurismo takes a vitamin B12 tablet",
    profile: {
      medicines: ["Daurismo 100mg"],
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
            medicine: "Daurismo 100mg",
          },
        },
      ],
    },
    rationale:
      'Daurismo leaflet (read in full): the only supplement named is St John\'s wort; the general line covers "medicines obtained without a prescription and herbal medicines", not vitamins, and the food advice is only "Do not drink grapefruit juice or eat grapefruit". Vitamin B12 has no mechanism with glasdegib.',
    sources: [
      {
        title:
          "Daurismo 25 mg / 100 mg film-coated tablets (glasdegib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-80c767f44d11e1fb968f6d85169c54f0.json.html",
      },
    ],
  },
  {
    id: "sc-p26-vanflyta-sjw",
    title: "Man on Vanflyta for AML takes St John's wort",
    profile: {
      medicines: ["Vanflyta 53mg"],
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
            medicine: "Vanflyta 53mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'VANFLYTA leaflet, "Other medicines and VANFLYTA": "Tell your doctor or pharmacist if you are taking ... any other medicines, including medicines obtained without a prescription, vitamins, antacids (medicines for heartburn and stomach acidity) and herbal supplements. This is because some medicines can affect how VANFLYTA works" and "The following medicines may reduce the effectiveness of VANFLYTA: ... St. John\'s Wort (Hypericum perforatum) - an herbal product used for anxiety and mild depression." It "may reduce the effectiveness" - moderate.',
    sources: [
      {
        title:
          "VANFLYTA 17.7 mg / 26.5 mg film-coated tablets (quizartinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1ff94cd25db3b18c09de52395c558d2d.json.html",
      },
    ],
  },
  {
    id: "sc-p26-vanflyta-sjw-tea",
    title: "Woman on quizartinib drinks St John's wort tea",
    profile: {
      medicines: ["quizartinib 26.5mg"],
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
            medicine: "quizartinib 26.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'VANFLYTA leaflet, "Other medicines and VANFLYTA": "Tell your doctor or pharmacist if you are taking ... any other medicines, including medicines obtained without a prescription, vitamins, antacids (medicines for heartburn and stomach acidity) and herbal supplements. This is because some medicines can affect how VANFLYTA works" and "The following medicines may reduce the effectiveness of VANFLYTA: ... St. John\'s Wort (Hypericum perforatum) - an herbal product used for anxiety and mild depression." Moderate.',
    sources: [
      {
        title:
          "VANFLYTA 17.7 mg / 26.5 mg film-coated tablets (quizartinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1ff94cd25db3b18c09de52395c558d2d.json.html",
      },
    ],
  },
  {
    id: "sc-p26-orserdu-sjw",
    title: "Postmenopausal woman on Orserdu for breast cancer takes St John's wort",
    profile: {
      medicines: ["Orserdu 345mg"],
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
            medicine: "Orserdu 345mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'ORSERDU leaflet, "Other medicines and ORSERDU": "ORSERDU can affect the way some other medicines work. Also, some other medicines can affect the way ORSERDU works. Tell your doctor if you take any of the following medicines: ... herbal medicines used to treat depression containing St. John\'s wort". "Tell your doctor" - moderate.',
    sources: [
      {
        title:
          "ORSERDU 86 mg / 345 mg film-coated tablets (elacestrant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8fdef97116c9e46e3458e3dc3216f0d9.html",
      },
    ],
  },
  {
    id: "sc-p26-orserdu-sjw-mood-formula",
    title: "Woman on elacestrant takes a mood formula with St John's wort",
    profile: {
      medicines: ["elacestrant 345mg"],
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
            medicine: "elacestrant 345mg",
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
            medicine: "elacestrant 345mg",
          },
        },
      ],
    },
    rationale:
      'ORSERDU leaflet, "Other medicines and ORSERDU": "ORSERDU can affect the way some other medicines work. Also, some other medicines can affect the way ORSERDU works. Tell your doctor if you take any of the following medicines: ... herbal medicines used to treat depression containing St. John\'s wort". Moderate for the St John\'s wort; vitamin B12 is not named.',
    sources: [
      {
        title:
          "ORSERDU 86 mg / 345 mg film-coated tablets (elacestrant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8fdef97116c9e46e3458e3dc3216f0d9.html",
      },
    ],
  },
  {
    id: "sc-p26-orserdu-calcium-d-quiet",
    title: "Woman on Orserdu takes calcium and vitamin D for bone health",
    profile: {
      medicines: ["Orserdu 345mg"],
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
            medicine: "Orserdu 345mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Orserdu 345mg",
          },
        },
      ],
    },
    rationale:
      'ORSERDU leaflet (read in full): the only supplement named is St John\'s wort; food advice is grapefruit ("ORSERDU should be taken with food, just avoid grapefruit and grapefruit juice"); no antacid or mineral rule. Calcium and vitamin D are not named; the leaflet lists "Decreased calcium levels in your blood" only as a side effect, not as an interaction.',
    sources: [
      {
        title:
          "ORSERDU 86 mg / 345 mg film-coated tablets (elacestrant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8fdef97116c9e46e3458e3dc3216f0d9.html",
      },
    ],
  },
  {
    id: "sc-p26-orserdu-magnesium-quiet",
    title: "Man on Orserdu takes magnesium citrate at night",
    profile: {
      medicines: ["Orserdu 345mg"],
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
            medicine: "Orserdu 345mg",
          },
        },
      ],
    },
    rationale:
      'ORSERDU leaflet (read in full): the only supplement named is St John\'s wort; food advice is grapefruit ("ORSERDU should be taken with food, just avoid grapefruit and grapefruit juice"); no antacid or mineral rule. Magnesium is not named and elacestrant has no antacid/spacing instruction.',
    sources: [
      {
        title:
          "ORSERDU 86 mg / 345 mg film-coated tablets (elacestrant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8fdef97116c9e46e3458e3dc3216f0d9.html",
      },
    ],
  },
  {
    id: "sc-p26-pemazyre-sjw-contraindicated",
    title: "Woman on Pemazyre for bile duct cancer takes St John's wort",
    profile: {
      medicines: ["Pemazyre 13.5mg"],
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
            medicine: "Pemazyre 13.5mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Pemazyre leaflet, "Do not take Pemazyre if you are ... using St John\'s wort, a medicine to treat depression" and, under "Other medicines and Pemazyre": "St John\'s wort: a medicine to treat depression. You must not take St John\'s wort during treatment with Pemazyre." "Do not take" / "must not" - contraindicated.',
    sources: [
      {
        title:
          "Pemazyre 4.5 mg / 9 mg / 13.5 mg tablets (pemigatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-565029a2726c6824ab356ecb59362043.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-pemazyre-sjw-mood-formula",
    title: "Man on pemigatinib buys a mood formula containing St John's wort",
    profile: {
      medicines: ["pemigatinib 13.5mg"],
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
            medicine: "pemigatinib 13.5mg",
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
            medicine: "pemigatinib 13.5mg",
          },
        },
      ],
    },
    rationale:
      'Pemazyre leaflet, "Do not take Pemazyre if you are ... using St John\'s wort, a medicine to treat depression" and, under "Other medicines and Pemazyre": "St John\'s wort: a medicine to treat depression. You must not take St John\'s wort during treatment with Pemazyre." Contraindicated for the St John\'s wort; the vitamin B12 is not named.',
    sources: [
      {
        title:
          "Pemazyre 4.5 mg / 9 mg / 13.5 mg tablets (pemigatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-565029a2726c6824ab356ecb59362043.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-pemazyre-sjw-tea",
    title: "Woman on Pemazyre drinks St John's wort tea in her week off",
    profile: {
      medicines: ["Pemazyre 13.5mg"],
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
            medicine: "Pemazyre 13.5mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Pemazyre leaflet, "Do not take Pemazyre if you are ... using St John\'s wort, a medicine to treat depression" and, under "Other medicines and Pemazyre": "St John\'s wort: a medicine to treat depression. You must not take St John\'s wort during treatment with Pemazyre." The 7-day break is still "during treatment"; any St John\'s wort preparation is covered - contraindicated.',
    sources: [
      {
        title:
          "Pemazyre 4.5 mg / 9 mg / 13.5 mg tablets (pemigatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-565029a2726c6824ab356ecb59362043.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-pemazyre-b12-quiet",
    title: "Man on Pemazyre takes a vitamin B12 tablet",
    profile: {
      medicines: ["Pemazyre 13.5mg"],
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
            medicine: "Pemazyre 13.5mg",
          },
        },
      ],
    },
    rationale:
      'Pemazyre leaflet (read in full): the only supplement named is St John\'s wort; food advice is grapefruit ("Avoid eating grapefruit or drinking grapefruit juice"); no antacid or mineral rule (it does warn about blood phosphorus and calcium deposits, so calcium and vitamin D are not used as quiet examples here). Vitamin B12 is not named and has no mechanism with pemigatinib.',
    sources: [
      {
        title:
          "Pemazyre 4.5 mg / 9 mg / 13.5 mg tablets (pemigatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-565029a2726c6824ab356ecb59362043.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-pemazyre-fish-oil-quiet",
    title: "Woman on Pemazyre takes omega-3 fish oil",
    profile: {
      medicines: ["Pemazyre 13.5mg"],
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
            medicine: "Pemazyre 13.5mg",
          },
        },
      ],
    },
    rationale:
      'Pemazyre leaflet (read in full): the only supplement named is St John\'s wort; food advice is grapefruit ("Avoid eating grapefruit or drinking grapefruit juice"); no antacid or mineral rule (it does warn about blood phosphorus and calcium deposits, so calcium and vitamin D are not used as quiet examples here). Fish oil is not named; the leaflet has no bleeding warning and no plausible mechanism with fish oil.',
    sources: [
      {
        title:
          "Pemazyre 4.5 mg / 9 mg / 13.5 mg tablets (pemigatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-565029a2726c6824ab356ecb59362043.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-caprelsa-b12-quiet",
    title: "Man on Caprelsa for thyroid cancer takes vitamin B12",
    profile: {
      medicines: ["Caprelsa 300mg"],
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
            medicine: "Caprelsa 300mg",
          },
        },
      ],
    },
    rationale:
      'Caprelsa leaflet (read in full): "Other medicines and Caprelsa" names no vitamin, mineral or herb (its "vitamin K antagonists" are blood thinners such as warfarin, not vitamin K); it has the general line "including medicines that you buy without a prescription and herbal medicines" and it monitors "blood potassium, calcium, magnesium" and lists "Stones or calcium deposits in the urinary tract", so only non-herbal, non-mineral vitamins are used here. Vitamin B12 has no mechanism with vandetanib.',
    sources: [
      {
        title:
          "Caprelsa 100 mg / 300 mg film-coated tablets (vandetanib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f3d8b9999dbf0bb7ed96cabee591db10.html",
      },
    ],
  },
  {
    id: "sc-p26-caprelsa-folic-acid-quiet",
    title: "Woman on vandetanib takes a folic acid tablet",
    profile: {
      medicines: ["vandetanib 300mg"],
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
            medicine: "vandetanib 300mg",
          },
        },
      ],
    },
    rationale:
      'Caprelsa leaflet (read in full): "Other medicines and Caprelsa" names no vitamin, mineral or herb (its "vitamin K antagonists" are blood thinners such as warfarin, not vitamin K); it has the general line "including medicines that you buy without a prescription and herbal medicines" and it monitors "blood potassium, calcium, magnesium" and lists "Stones or calcium deposits in the urinary tract", so only non-herbal, non-mineral vitamins are used here. Folic acid is not named and has no plausible interaction with vandetanib.',
    sources: [
      {
        title:
          "Caprelsa 100 mg / 300 mg film-coated tablets (vandetanib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f3d8b9999dbf0bb7ed96cabee591db10.html",
      },
    ],
  },
  {
    id: "sc-p26-tyverb-sjw",
    title: "Woman on Tyverb and capecitabine takes St John's wort",
    profile: {
      medicines: ["Tyverb 250mg", "capecitabine 500mg"],
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
            medicine: "Tyverb 250mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tyverb leaflet, "Other medicines and Tyverb": "This includes herbal medicines and other medicines you bought without a prescription. It is especially important to tell your doctor ... Some medicines may affect the way Tyverb works or Tyverb may affect how other medicines work. These medicines include ...: St John\'s Wort - a herb extract used to treat depression" and "Your doctor will review the medicines you are currently taking to make sure you are not taking something that can\'t be taken with the Tyverb." Tell the doctor - moderate.',
    sources: [
      {
        title: "Tyverb 250 mg film-coated tablets (lapatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-98293235ce75cd341e491c62f161e333.json.html",
      },
    ],
  },
  {
    id: "sc-p26-tyverb-sjw-mood-formula",
    title: "Woman on lapatinib and letrozole buys a mood formula with St John's wort",
    profile: {
      medicines: ["lapatinib 1500mg", "letrozole 2.5mg"],
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
            medicine: "lapatinib 1500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tyverb leaflet, "Other medicines and Tyverb": "This includes herbal medicines and other medicines you bought without a prescription. It is especially important to tell your doctor ... Some medicines may affect the way Tyverb works or Tyverb may affect how other medicines work. These medicines include ...: St John\'s Wort - a herb extract used to treat depression" and "Your doctor will review the medicines you are currently taking to make sure you are not taking something that can\'t be taken with the Tyverb." Moderate for the St John\'s wort. (No quiet link for the B vitamins in a herbal product: the leaflet asks about all herbal medicines.)',
    sources: [
      {
        title: "Tyverb 250 mg film-coated tablets (lapatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-98293235ce75cd341e491c62f161e333.json.html",
      },
    ],
  },
  {
    id: "sc-p26-tyverb-vitamin-d-quiet",
    title: "Woman on Tyverb takes a vitamin D tablet",
    profile: {
      medicines: ["Tyverb 250mg"],
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
            medicine: "Tyverb 250mg",
          },
        },
      ],
    },
    rationale:
      'Tyverb leaflet (read in full): named non-prescription items are St John\'s wort and "medicines that decrease stomach acidity"; the general line covers "herbal medicines and other medicines you bought without a prescription", not vitamins. Vitamin D (not an antacid, not a herb) has no mechanism with lapatinib; the only food rules are "Don\'t drink grapefruit juice" and taking Tyverb an hour away from food.',
    sources: [
      {
        title: "Tyverb 250 mg film-coated tablets (lapatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-98293235ce75cd341e491c62f161e333.json.html",
      },
    ],
  },
  {
    id: "sc-p26-lytgobi-b12-quiet",
    title: "Man on Lytgobi for bile duct cancer takes vitamin B12",
    profile: {
      medicines: ["Lytgobi 20mg"],
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
            medicine: "Lytgobi 20mg",
          },
        },
      ],
    },
    rationale:
      'Lytgobi leaflet (read in full): "Other medicines and Lytgobi" lists only itraconazole, clarithromycin, rifampicin, anti-epileptics, efavirenz, digoxin, dabigatran, colchicine, rosuvastatin, theophylline and olanzapine; it names no herb, vitamin, mineral or antacid ("Lytgobi may be taken with food or between meals"). Because it warns "Lytgobi can cause high levels of phosphate in your blood and may lead to a build-up of minerals such as calcium", calcium and vitamin D are deliberately not used as quiet examples. Vitamin B12 has no mechanism with futibatinib.',
    sources: [
      {
        title: "Lytgobi 4 mg film-coated tablets (futibatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-dbc2060ee6f62aba124d52b5666f8915.json.html",
      },
    ],
  },
  {
    id: "sc-p26-lytgobi-fish-oil-quiet",
    title: "Woman on futibatinib takes omega-3 fish oil",
    profile: {
      medicines: ["futibatinib 20mg"],
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
            medicine: "futibatinib 20mg",
          },
        },
      ],
    },
    rationale:
      'Lytgobi leaflet (read in full): "Other medicines and Lytgobi" lists only itraconazole, clarithromycin, rifampicin, anti-epileptics, efavirenz, digoxin, dabigatran, colchicine, rosuvastatin, theophylline and olanzapine; it names no herb, vitamin, mineral or antacid ("Lytgobi may be taken with food or between meals"). Because it warns "Lytgobi can cause high levels of phosphate in your blood and may lead to a build-up of minerals such as calcium", calcium and vitamin D are deliberately not used as quiet examples. Fish oil is not named and the leaflet has no bleeding warning.',
    sources: [
      {
        title: "Lytgobi 4 mg film-coated tablets (futibatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-dbc2060ee6f62aba124d52b5666f8915.json.html",
      },
    ],
  },
  {
    id: "sc-p26-inrebic-thiamin-quiet",
    title: "Man on Inrebic for myelofibrosis takes a vitamin B1 (thiamine) tablet",
    profile: {
      medicines: ["Inrebic 400mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Thiamine (vitamin B1) 100 mg tablets",
          ingredients: [
            {
              ingredient: "thiamin",
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
          ingredient: "thiamin",
          with: {
            medicine: "Inrebic 400mg",
          },
        },
      ],
    },
    rationale:
      'Inrebic leaflet (read in full): "Other medicines and Inrebic" lists ketoconazole, fluconazole, fluvoxamine, ritonavir, rifampicin, phenytoin, efavirenz, midazolam, omeprazole, metoprolol, metformin, simvastatin; it names no herb or supplement (not even St John\'s wort) and has no general herbal line. Its warning is about low thiamine: "you will have blood tests to check ... your vitamin B1 levels" because of "encephalopathy, including Wernicke\'s encephalopathy". The danger the leaflet describes is too little vitamin B1, so a thiamine tablet is not an interaction (worth mentioning at the blood-test review, but no flag).',
    sources: [
      {
        title: "Inrebic 100 mg hard capsules (fedratinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d143dc49ab0647909fad048e72ad56b0.html",
      },
    ],
  },
  {
    id: "sc-p26-inrebic-vitamin-d-quiet",
    title: "Woman on fedratinib takes a daily vitamin D tablet",
    profile: {
      medicines: ["fedratinib 400mg"],
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
            medicine: "fedratinib 400mg",
          },
        },
      ],
    },
    rationale:
      'Inrebic leaflet (read in full): "Other medicines and Inrebic" lists ketoconazole, fluconazole, fluvoxamine, ritonavir, rifampicin, phenytoin, efavirenz, midazolam, omeprazole, metoprolol, metformin, simvastatin; it names no herb or supplement (not even St John\'s wort) and has no general herbal line. Its warning is about low thiamine: "you will have blood tests to check ... your vitamin B1 levels" because of "encephalopathy, including Wernicke\'s encephalopathy". Vitamin D is not named and has no mechanism with fedratinib.',
    sources: [
      {
        title: "Inrebic 100 mg hard capsules (fedratinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d143dc49ab0647909fad048e72ad56b0.html",
      },
    ],
  },
  {
    id: "sc-p26-farydak-sjw",
    title: "Man on Farydak for myeloma takes St John's wort",
    profile: {
      medicines: ["Farydak 20mg", "bortezomib", "dexamethasone 20mg"],
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
            medicine: "Farydak 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Farydak leaflet, "Other medicines and Farydak": "Tell your doctor or pharmacist if you are taking ... any other medicines, including medicines obtained without a prescription, such as vitamins or herbal supplements, because they might interact with Farydak. In particular ... St. John\'s wort, a herbal medicine used to treat depression ... These medicines should be used with care or may need to be avoided during your treatment with Farydak." "Used with care or may need to be avoided" - at least moderate.',
    sources: [
      {
        title:
          "Farydak 10 mg / 15 mg / 20 mg hard capsules (panobinostat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-18491093bf4c2b130ac9eb83b74183eb.html",
      },
    ],
  },
  {
    id: "sc-p26-farydak-sjw-tea",
    title: "Woman on panobinostat drinks St John's wort tea",
    profile: {
      medicines: ["panobinostat 20mg"],
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
            medicine: "panobinostat 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Farydak leaflet, "Other medicines and Farydak": "Tell your doctor or pharmacist if you are taking ... any other medicines, including medicines obtained without a prescription, such as vitamins or herbal supplements, because they might interact with Farydak. In particular ... St. John\'s wort, a herbal medicine used to treat depression ... These medicines should be used with care or may need to be avoided during your treatment with Farydak." At least moderate.',
    sources: [
      {
        title:
          "Farydak 10 mg / 15 mg / 20 mg hard capsules (panobinostat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-18491093bf4c2b130ac9eb83b74183eb.html",
      },
    ],
  },
  {
    id: "sc-p26-farydak-pomegranate-extract",
    title: "Man on Farydak starts pomegranate extract capsules",
    profile: {
      medicines: ["Farydak 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pomegranate extract 500 mg capsules",
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
            medicine: "Farydak 20mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Farydak leaflet, "Farydak with food and drink": "You should not eat star fruit, pomegranate or grapefruit or drink pomegranate or grapefruit juice during your treatment with Farydak, as they may increase the amount of the medicine that passes into your blood." "You should not" take pomegranate during treatment, because it raises panobinostat levels - a concentrated extract is at least as relevant as the fruit: major (avoid unless the doctor agrees).',
    sources: [
      {
        title:
          "Farydak 10 mg / 15 mg / 20 mg hard capsules (panobinostat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-18491093bf4c2b130ac9eb83b74183eb.html",
      },
    ],
  },
  {
    id: "sc-p26-farydak-pomegranate-antioxidant-blend",
    title: "Woman on panobinostat takes a 'superfruit antioxidant' blend with pomegranate and grape seed",
    profile: {
      medicines: ["panobinostat 15mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Superfruit antioxidant blend (pomegranate extract 250 mg, grape seed extract 100 mg)",
          ingredients: [
            {
              ingredient: "pomegranate",
              amount: 250,
              unit: "mg",
            },
            {
              ingredient: "grape-seed-extract",
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
          ingredient: "pomegranate",
          with: {
            medicine: "panobinostat 15mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Farydak leaflet, "Farydak with food and drink": "You should not eat star fruit, pomegranate or grapefruit or drink pomegranate or grapefruit juice during your treatment with Farydak, as they may increase the amount of the medicine that passes into your blood." The pomegranate in the blend is named - major. (The grape seed extract is not named, but the leaflet asks about all herbal supplements, so no quiet link is asserted for it.)',
    sources: [
      {
        title:
          "Farydak 10 mg / 15 mg / 20 mg hard capsules (panobinostat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-18491093bf4c2b130ac9eb83b74183eb.html",
      },
    ],
  },
  {
    id: "sc-p26-copiktra-b12-quiet",
    title: "Man on Copiktra takes vitamin B12 for tiredness",
    profile: {
      medicines: ["Copiktra 25mg"],
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
            medicine: "Copiktra 25mg",
          },
        },
      ],
    },
    rationale:
      'Copiktra leaflet (read in full): the long list names among non-prescription products only St John\'s wort; food advice is only about grapefruit juice ("You may take Copiktra with food or between meals"). Vitamin B12 is not named and has no mechanism with duvelisib.',
    sources: [
      {
        title: "Copiktra hard capsules (duvelisib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-74778e8109bf478af8bf20ce15b25c4c.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-mektovi-iron-quiet",
    title: "Woman on Mektovi is prescribed ferrous sulfate",
    profile: {
      medicines: ["Mektovi 15mg"],
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
            medicine: "Mektovi 15mg",
          },
        },
      ],
    },
    rationale:
      'Mektovi leaflet (read in full): the list names among non-prescription products only St John\'s wort; no food, antacid or mineral advice ("Mektovi can be taken with food or between meals"). Iron is not named and Mektovi has no mineral or antacid spacing rule.',
    sources: [
      {
        title: "Mektovi 15 mg film-coated tablets (binimetinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1fc6739ba81d50a7087579c92c2a7274.json.html",
      },
    ],
  },
  {
    id: "sc-p26-ayvakyt-b12-quiet",
    title: "Man on Ayvakyt takes vitamin B12",
    profile: {
      medicines: ["Ayvakyt 200mg"],
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
            medicine: "Ayvakyt 200mg",
          },
        },
      ],
    },
    rationale:
      'AYVAKYT leaflet (read in full): among non-prescription products only St John\'s wort is named; food advice is about grapefruit ("You should not drink grapefruit juice or eat grapefruit while on treatment with AYVAKYT") and an empty stomach. Vitamin B12 is not named and has no mechanism with avapritinib.',
    sources: [
      {
        title: "AYVAKYT film-coated tablets (avapritinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f40cac7981e52d03bbfe471a7f88b25f.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-qinlock-calcium-d-quiet",
    title: "Older man on Qinlock takes calcium and vitamin D",
    profile: {
      medicines: ["Qinlock 50mg"],
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
            medicine: "Qinlock 50mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Qinlock 50mg",
          },
        },
      ],
    },
    rationale:
      'QINLOCK leaflet (read in full): among non-prescription products only St John\'s wort is named; food advice is about grapefruit ("with or without food"). Calcium and vitamin D are not named and the leaflet has no antacid or mineral spacing rule.',
    sources: [
      {
        title: "QINLOCK 50 mg tablets (ripretinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f451f2b898e52e0d41c95e83d0aff4db.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-orserdu-fish-oil-quiet",
    title: "Woman on Orserdu takes omega-3 fish oil",
    profile: {
      medicines: ["Orserdu 345mg"],
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
            medicine: "Orserdu 345mg",
          },
        },
      ],
    },
    rationale:
      'ORSERDU leaflet (read in full): the only supplement named is St John\'s wort; food advice is grapefruit ("ORSERDU should be taken with food, just avoid grapefruit and grapefruit juice"); no antacid or mineral rule. Fish oil is not named; ORSERDU has no bleeding warning and no plausible mechanism with fish oil.',
    sources: [
      {
        title:
          "ORSERDU 86 mg / 345 mg film-coated tablets (elacestrant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8fdef97116c9e46e3458e3dc3216f0d9.html",
      },
    ],
  },
  {
    id: "sc-p26-tibsovo-kira-contraindicated",
    title: "Woman on Tibsovo buys Kira Low Mood Relief tablets",
    profile: {
      medicines: ["Tibsovo 250mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kira Low Mood Relief tablets (St John's wort dry extract 300 mg)",
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
            medicine: "Tibsovo 250mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tibsovo leaflet, "Do not take Tibsovo": "if you are already taking medicines such as dabigatran ..., St. John\'s wort (an herbal remedy used for depression and anxiety), rifampicin ... or certain medicines used to treat epilepsy" and "Do not take Tibsovo if any of the above applies to you." Kira is a registered St John\'s wort product - contraindicated.',
    sources: [
      {
        title: "Tibsovo 250 mg film-coated tablets (ivosidenib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-987aff669508e9ccbe676197e17e96d0.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-fotivda-kira-contraindicated",
    title: "Man on tivozanib buys Kira Low Mood Relief tablets",
    profile: {
      medicines: ["Fotivda 890 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kira Low Mood Relief tablets (St John's wort dry extract 300 mg)",
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
            medicine: "Fotivda 890 micrograms",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Fotivda leaflet, \"Do not take Fotivda: ... If you are taking St. John's Wort (also known as Hypericum perforatum, a herbal remedy used for treatment of depression and anxiety)\". Kira is St John's wort extract - contraindicated.",
    sources: [
      {
        title:
          "Fotivda 890 microgram / 1340 microgram hard capsules (tivozanib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fba0a8367a83300af2a00b0c6fd0b172.json.html",
      },
    ],
  },
  {
    id: "sc-p26-rozlytrek-kira",
    title: "Woman on Rozlytrek asks about Kira low mood tablets",
    profile: {
      medicines: ["Rozlytrek 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kira Low Mood Relief tablets (St John's wort dry extract 300 mg)",
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
            medicine: "Rozlytrek 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Rozlytrek leaflet, "Other medicines and Rozlytrek": "In particular, tell your doctor or pharmacist if you are taking any of the following medicines: ... a herbal medicine for depression - St. John\'s Wort ... If any of the above apply to you (or you are not sure), talk to your doctor or pharmacist before taking Rozlytrek." Kira is St John\'s wort - moderate.',
    sources: [
      {
        title:
          "Rozlytrek 100 mg / 200 mg hard capsules (entrectinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f09921a712319be762e8c3e2baca4fd9.html",
      },
    ],
  },
  {
    id: "sc-p26-kaftrio-sjw",
    title: "Adult with cystic fibrosis on Kaftrio wants St John's wort for low mood",
    profile: {
      medicines: ["Kaftrio"],
      conditions: ["cystic fibrosis"],
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
            medicine: "Kaftrio",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Kaftrio leaflet says: "Some medicines can affect how Kaftrio works or may make side effects more likely. In particular, tell your doctor if you take any of the medicines listed below. Your doctor may change the dose of one of the medicines if you take any of these." The list includes "Herbal medicines. These include St. John\'s wort (Hypericum perforatum)." Tell-your-doctor / dose-change wording = at least moderate.',
    sources: [
      {
        title:
          "Kaftrio film-coated tablets (ivacaftor/tezacaftor/elexacaftor) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9907a30e9752c1b71142c1d64ee9aa50.html",
      },
    ],
  },
  {
    id: "sc-p26-kaftrio-sjw-combo-pack",
    title: "CF patient taking Kaftrio plus evening ivacaftor buys St John's wort capsules",
    profile: {
      medicines: ["Kaftrio 75mg/50mg/100mg", "ivacaftor 150mg"],
      conditions: ["cystic fibrosis"],
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
            medicine: "Kaftrio 75mg/50mg/100mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Kaftrio leaflet says: "Some medicines can affect how Kaftrio works or may make side effects more likely. In particular, tell your doctor if you take any of the medicines listed below. Your doctor may change the dose of one of the medicines if you take any of these." The list includes "Herbal medicines. These include St. John\'s wort (Hypericum perforatum)." St John\'s wort is the herb named; ask the CF team first (moderate).',
    sources: [
      {
        title:
          "Kaftrio film-coated tablets (ivacaftor/tezacaftor/elexacaftor) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9907a30e9752c1b71142c1d64ee9aa50.html",
      },
    ],
  },
  {
    id: "sc-p26-kaftrio-sjw-with-vitd",
    title: "Kaftrio user starts St John's wort alongside her usual vitamin D",
    profile: {
      medicines: ["Kaftrio"],
      conditions: ["cystic fibrosis"],
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
            medicine: "Kaftrio",
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
            medicine: "Kaftrio",
          },
        },
      ],
    },
    rationale:
      'The Kaftrio leaflet says: "Some medicines can affect how Kaftrio works or may make side effects more likely. In particular, tell your doctor if you take any of the medicines listed below. Your doctor may change the dose of one of the medicines if you take any of these." The list includes "Herbal medicines. These include St. John\'s wort (Hypericum perforatum)." The Kaftrio leaflet\'s "Other medicines" list (read in full) names antifungals, antibiotics, epilepsy medicines, "Herbal medicines. These include St. John\'s wort", immunosuppressants, digoxin, warfarin, diabetes medicines, statins and verapamil; its food advice covers only grapefruit and taking the tablets "with food that contains fat". No vitamin, mineral or fish oil is named and it has no general vitamins/supplements sentence. So St John\'s wort is flagged and the vitamin D is not.',
    sources: [
      {
        title:
          "Kaftrio film-coated tablets (ivacaftor/tezacaftor/elexacaftor) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9907a30e9752c1b71142c1d64ee9aa50.html",
      },
    ],
  },
  {
    id: "sc-p26-kaftrio-vitamin-d",
    title: "CF patient on Kaftrio takes high-strength vitamin D3",
    profile: {
      medicines: ["Kaftrio"],
      conditions: ["cystic fibrosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 50 micrograms (2000 IU) capsules",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 50,
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
            medicine: "Kaftrio",
          },
        },
      ],
    },
    rationale:
      'The Kaftrio leaflet\'s "Other medicines" list (read in full) names antifungals, antibiotics, epilepsy medicines, "Herbal medicines. These include St. John\'s wort", immunosuppressants, digoxin, warfarin, diabetes medicines, statins and verapamil; its food advice covers only grapefruit and taking the tablets "with food that contains fat". No vitamin, mineral or fish oil is named and it has no general vitamins/supplements sentence. Vitamin D has no interaction mechanism with Kaftrio, so no flag.',
    sources: [
      {
        title:
          "Kaftrio film-coated tablets (ivacaftor/tezacaftor/elexacaftor) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9907a30e9752c1b71142c1d64ee9aa50.html",
      },
    ],
  },
  {
    id: "sc-p26-kaftrio-vitamin-e",
    title: "Kaftrio user takes vitamin E capsules (fat-soluble vitamin top-up)",
    profile: {
      medicines: ["Kaftrio"],
      conditions: ["cystic fibrosis"],
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-e",
          with: {
            medicine: "Kaftrio",
          },
        },
      ],
    },
    rationale:
      'The Kaftrio leaflet\'s "Other medicines" list (read in full) names antifungals, antibiotics, epilepsy medicines, "Herbal medicines. These include St. John\'s wort", immunosuppressants, digoxin, warfarin, diabetes medicines, statins and verapamil; its food advice covers only grapefruit and taking the tablets "with food that contains fat". No vitamin, mineral or fish oil is named and it has no general vitamins/supplements sentence. Vitamin E is not named and has no plausible interaction with Kaftrio (no anticoagulant in this profile).',
    sources: [
      {
        title:
          "Kaftrio film-coated tablets (ivacaftor/tezacaftor/elexacaftor) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9907a30e9752c1b71142c1d64ee9aa50.html",
      },
    ],
  },
  {
    id: "sc-p26-kaftrio-vitamin-a",
    title: "Adult with CF on Kaftrio takes a vitamin A capsule",
    profile: {
      medicines: ["Kaftrio"],
      conditions: ["cystic fibrosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin A 1500 micrograms capsules",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 1500,
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
          ingredient: "vitamin-a",
          with: {
            medicine: "Kaftrio",
          },
        },
      ],
    },
    rationale:
      'The Kaftrio leaflet\'s "Other medicines" list (read in full) names antifungals, antibiotics, epilepsy medicines, "Herbal medicines. These include St. John\'s wort", immunosuppressants, digoxin, warfarin, diabetes medicines, statins and verapamil; its food advice covers only grapefruit and taking the tablets "with food that contains fat". No vitamin, mineral or fish oil is named and it has no general vitamins/supplements sentence. Vitamin A at a usual supplement dose has no Kaftrio interaction.',
    sources: [
      {
        title:
          "Kaftrio film-coated tablets (ivacaftor/tezacaftor/elexacaftor) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9907a30e9752c1b71142c1d64ee9aa50.html",
      },
    ],
  },
  {
    id: "sc-p26-kaftrio-vitamin-k",
    title: "Kaftrio user (not on warfarin) takes vitamin K1 tablets",
    profile: {
      medicines: ["Kaftrio"],
      conditions: ["cystic fibrosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin K1 (phytomenadione) 1 mg tablets",
          ingredients: [
            {
              ingredient: "vitamin-k1",
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
          ingredient: "vitamin-k1",
          with: {
            medicine: "Kaftrio",
          },
        },
      ],
    },
    rationale:
      'The Kaftrio leaflet\'s "Other medicines" list (read in full) names antifungals, antibiotics, epilepsy medicines, "Herbal medicines. These include St. John\'s wort", immunosuppressants, digoxin, warfarin, diabetes medicines, statins and verapamil; its food advice covers only grapefruit and taking the tablets "with food that contains fat". No vitamin, mineral or fish oil is named and it has no general vitamins/supplements sentence. The leaflet names warfarin, but vitamin K only matters alongside an anticoagulant; with Kaftrio alone there is nothing to flag.',
    sources: [
      {
        title:
          "Kaftrio film-coated tablets (ivacaftor/tezacaftor/elexacaftor) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9907a30e9752c1b71142c1d64ee9aa50.html",
      },
    ],
  },
  {
    id: "sc-p26-kaftrio-fish-oil",
    title: "Kaftrio patient takes omega-3 fish oil with the fatty meal",
    profile: {
      medicines: ["Kaftrio"],
      conditions: ["cystic fibrosis"],
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
            medicine: "Kaftrio",
          },
        },
      ],
    },
    rationale:
      'The Kaftrio leaflet\'s "Other medicines" list (read in full) names antifungals, antibiotics, epilepsy medicines, "Herbal medicines. These include St. John\'s wort", immunosuppressants, digoxin, warfarin, diabetes medicines, statins and verapamil; its food advice covers only grapefruit and taking the tablets "with food that contains fat". No vitamin, mineral or fish oil is named and it has no general vitamins/supplements sentence. The leaflet even lists "oily fish" among the fat-containing foods to take Kaftrio with; fish oil is not an interaction.',
    sources: [
      {
        title:
          "Kaftrio film-coated tablets (ivacaftor/tezacaftor/elexacaftor) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9907a30e9752c1b71142c1d64ee9aa50.html",
      },
    ],
  },
  {
    id: "sc-p26-kaftrio-zinc",
    title: "CF adult on Kaftrio takes zinc tablets",
    profile: {
      medicines: ["Kaftrio"],
      conditions: ["cystic fibrosis"],
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
            medicine: "Kaftrio",
          },
        },
      ],
    },
    rationale:
      'The Kaftrio leaflet\'s "Other medicines" list (read in full) names antifungals, antibiotics, epilepsy medicines, "Herbal medicines. These include St. John\'s wort", immunosuppressants, digoxin, warfarin, diabetes medicines, statins and verapamil; its food advice covers only grapefruit and taking the tablets "with food that contains fat". No vitamin, mineral or fish oil is named and it has no general vitamins/supplements sentence. Zinc is not named and Kaftrio has no cation/antacid spacing rule.',
    sources: [
      {
        title:
          "Kaftrio film-coated tablets (ivacaftor/tezacaftor/elexacaftor) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9907a30e9752c1b71142c1d64ee9aa50.html",
      },
    ],
  },
  {
    id: "sc-p26-kalydeco-sjw",
    title: "Man with CF on Kalydeco monotherapy wants St John's wort",
    profile: {
      medicines: ["Kalydeco 150mg"],
      conditions: ["cystic fibrosis"],
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
            medicine: "Kalydeco 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Kalydeco leaflet says: "Some medicines can affect how Kalydeco works or make side effects more likely. In particular, tell your doctor if you are taking any of the medicines listed below. Your doctor may decide to adjust your dose or that you need extra check-ups." The list includes "Herbal medicines. These include St. John\'s wort (Hypericum perforatum)." Tell-your-doctor / dose-adjustment wording = moderate.',
    sources: [
      {
        title: "Kalydeco film-coated tablets (ivacaftor) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f7594bb39e512c1a930c8153ce8d7d94.html",
      },
    ],
  },
  {
    id: "sc-p26-kalydeco-sjw-generic",
    title: "CF patient on ivacaftor tablets picks up St John's wort",
    profile: {
      medicines: ["ivacaftor 150mg tablets"],
      conditions: ["cystic fibrosis"],
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
            medicine: "ivacaftor 150mg tablets",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Kalydeco leaflet says: "Some medicines can affect how Kalydeco works or make side effects more likely. In particular, tell your doctor if you are taking any of the medicines listed below. Your doctor may decide to adjust your dose or that you need extra check-ups." The list includes "Herbal medicines. These include St. John\'s wort (Hypericum perforatum)." Same advice when the medicine is typed by its generic name.',
    sources: [
      {
        title: "Kalydeco film-coated tablets (ivacaftor) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f7594bb39e512c1a930c8153ce8d7d94.html",
      },
    ],
  },
  {
    id: "sc-p26-kalydeco-sjw-and-fish-oil",
    title: "Kalydeco user adds St John's wort to her fish oil",
    profile: {
      medicines: ["Kalydeco 150mg"],
      conditions: ["cystic fibrosis"],
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
            medicine: "Kalydeco 150mg",
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
            medicine: "Kalydeco 150mg",
          },
        },
      ],
    },
    rationale:
      'The Kalydeco leaflet says: "Some medicines can affect how Kalydeco works or make side effects more likely. In particular, tell your doctor if you are taking any of the medicines listed below. Your doctor may decide to adjust your dose or that you need extra check-ups." The list includes "Herbal medicines. These include St. John\'s wort (Hypericum perforatum)." Kalydeco\'s "Other medicines" list (read in full) names antifungals, antibiotics, epilepsy medicines, St John\'s wort, immunosuppressants, digoxin, warfarin, glimepiride/glipizide and verapamil; food advice is grapefruit and "food that contains fat". No vitamin or mineral is named and there is no general supplements sentence. Fish oil is fine; St John\'s wort needs the doctor.',
    sources: [
      {
        title: "Kalydeco film-coated tablets (ivacaftor) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f7594bb39e512c1a930c8153ce8d7d94.html",
      },
    ],
  },
  {
    id: "sc-p26-kalydeco-vitamin-d",
    title: "Kalydeco patient takes vitamin D3 daily",
    profile: {
      medicines: ["Kalydeco 150mg"],
      conditions: ["cystic fibrosis"],
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
            medicine: "Kalydeco 150mg",
          },
        },
      ],
    },
    rationale:
      'Kalydeco\'s "Other medicines" list (read in full) names antifungals, antibiotics, epilepsy medicines, St John\'s wort, immunosuppressants, digoxin, warfarin, glimepiride/glipizide and verapamil; food advice is grapefruit and "food that contains fat". No vitamin or mineral is named and there is no general supplements sentence. Vitamin D has no interaction with ivacaftor.',
    sources: [
      {
        title: "Kalydeco film-coated tablets (ivacaftor) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f7594bb39e512c1a930c8153ce8d7d94.html",
      },
    ],
  },
  {
    id: "sc-p26-kalydeco-calcium",
    title: "Adult on Kalydeco takes calcium carbonate for bone health",
    profile: {
      medicines: ["Kalydeco 150mg"],
      conditions: ["cystic fibrosis"],
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
            medicine: "Kalydeco 150mg",
          },
        },
      ],
    },
    rationale:
      'Kalydeco\'s "Other medicines" list (read in full) names antifungals, antibiotics, epilepsy medicines, St John\'s wort, immunosuppressants, digoxin, warfarin, glimepiride/glipizide and verapamil; food advice is grapefruit and "food that contains fat". No vitamin or mineral is named and there is no general supplements sentence. No antacid/calcium spacing rule appears in the Kalydeco leaflet.',
    sources: [
      {
        title: "Kalydeco film-coated tablets (ivacaftor) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f7594bb39e512c1a930c8153ce8d7d94.html",
      },
    ],
  },
  {
    id: "sc-p26-kalydeco-probiotic",
    title: "Kalydeco user takes a probiotic after antibiotics",
    profile: {
      medicines: ["Kalydeco 150mg"],
      conditions: ["cystic fibrosis"],
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
            medicine: "Kalydeco 150mg",
          },
        },
      ],
    },
    rationale:
      'Kalydeco\'s "Other medicines" list (read in full) names antifungals, antibiotics, epilepsy medicines, St John\'s wort, immunosuppressants, digoxin, warfarin, glimepiride/glipizide and verapamil; food advice is grapefruit and "food that contains fat". No vitamin or mineral is named and there is no general supplements sentence. A probiotic has no mechanism to change ivacaftor levels.',
    sources: [
      {
        title: "Kalydeco film-coated tablets (ivacaftor) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f7594bb39e512c1a930c8153ce8d7d94.html",
      },
    ],
  },
  {
    id: "sc-p26-orgovyx-sjw",
    title: "Man on Orgovyx for prostate cancer wants St John's wort",
    profile: {
      medicines: ["Orgovyx 120mg"],
      conditions: ["prostate cancer"],
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
            medicine: "Orgovyx 120mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Orgovyx leaflet says: "Other medicines may interfere with the absorption of relugolix, resulting in either an increase in blood levels that may increase side effects or decrease in blood levels that may decrease the effectiveness of Orgovyx." Its examples include "Herbal remedies containing St John\'s Wort (Hypericum perforatum)", and "Your doctor may therefore change your medications ... or increase the dose of Orgovyx." A named herb that may reduce effectiveness and lead to a dose change = at least moderate.',
    sources: [
      {
        title: "Orgovyx 120 mg film-coated tablets (relugolix) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-987766e2219c5177d278b3430b3652be.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-orgovyx-sjw-generic",
    title: "Relugolix patient picks up St John's wort capsules",
    profile: {
      medicines: ["relugolix 120mg"],
      conditions: ["prostate cancer"],
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
            medicine: "relugolix 120mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Orgovyx leaflet says: "Other medicines may interfere with the absorption of relugolix, resulting in either an increase in blood levels that may increase side effects or decrease in blood levels that may decrease the effectiveness of Orgovyx." Its examples include "Herbal remedies containing St John\'s Wort (Hypericum perforatum)", and "Your doctor may therefore change your medications ... or increase the dose of Orgovyx." Same advice when typed as the generic.',
    sources: [
      {
        title: "Orgovyx 120 mg film-coated tablets (relugolix) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-987766e2219c5177d278b3430b3652be.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-orgovyx-sjw-with-cad3",
    title: "Orgovyx user on calcium+D adds St John's wort",
    profile: {
      medicines: ["Orgovyx 120mg"],
      conditions: ["prostate cancer"],
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
            medicine: "Orgovyx 120mg",
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
            medicine: "Orgovyx 120mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Orgovyx 120mg",
          },
        },
      ],
    },
    rationale:
      'The Orgovyx leaflet says: "Other medicines may interfere with the absorption of relugolix, resulting in either an increase in blood levels that may increase side effects or decrease in blood levels that may decrease the effectiveness of Orgovyx." Its examples include "Herbal remedies containing St John\'s Wort (Hypericum perforatum)", and "Your doctor may therefore change your medications ... or increase the dose of Orgovyx." The Orgovyx "Other medicines" section (read in full) names heart-rhythm medicines, QT-prolonging drugs, epilepsy medicines, antibiotics, antifungals, apalutamide, St John\'s wort, carvedilol/verapamil, ranolazine, ciclosporin, HIV and hepatitis C medicines; the tablets "can be taken with or without food". No vitamin or mineral is named. Calcium and vitamin D are not interactions; St John\'s wort is.',
    sources: [
      {
        title: "Orgovyx 120 mg film-coated tablets (relugolix) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-987766e2219c5177d278b3430b3652be.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-orgovyx-calcium-vitd",
    title: "Man on Orgovyx takes calcium and vitamin D for his bones",
    profile: {
      medicines: ["Orgovyx 120mg"],
      conditions: ["prostate cancer"],
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
            medicine: "Orgovyx 120mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Orgovyx 120mg",
          },
        },
      ],
    },
    rationale:
      'The Orgovyx "Other medicines" section (read in full) names heart-rhythm medicines, QT-prolonging drugs, epilepsy medicines, antibiotics, antifungals, apalutamide, St John\'s wort, carvedilol/verapamil, ranolazine, ciclosporin, HIV and hepatitis C medicines; the tablets "can be taken with or without food". No vitamin or mineral is named. The leaflet warns that "Reduced levels of testosterone may lead to thinning of bones"; calcium and vitamin D do not interact with relugolix.',
    sources: [
      {
        title: "Orgovyx 120 mg film-coated tablets (relugolix) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-987766e2219c5177d278b3430b3652be.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-orgovyx-fish-oil",
    title: "Orgovyx patient takes omega-3 fish oil",
    profile: {
      medicines: ["Orgovyx 120mg"],
      conditions: ["prostate cancer"],
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
            medicine: "Orgovyx 120mg",
          },
        },
      ],
    },
    rationale:
      'The Orgovyx "Other medicines" section (read in full) names heart-rhythm medicines, QT-prolonging drugs, epilepsy medicines, antibiotics, antifungals, apalutamide, St John\'s wort, carvedilol/verapamil, ranolazine, ciclosporin, HIV and hepatitis C medicines; the tablets "can be taken with or without food". No vitamin or mineral is named. Fish oil has no interaction with relugolix.',
    sources: [
      {
        title: "Orgovyx 120 mg film-coated tablets (relugolix) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-987766e2219c5177d278b3430b3652be.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-orgovyx-magnesium",
    title: "Man on relugolix takes magnesium citrate for cramps",
    profile: {
      medicines: ["Orgovyx 120mg"],
      conditions: ["prostate cancer"],
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
            medicine: "Orgovyx 120mg",
          },
        },
      ],
    },
    rationale:
      'The Orgovyx "Other medicines" section (read in full) names heart-rhythm medicines, QT-prolonging drugs, epilepsy medicines, antibiotics, antifungals, apalutamide, St John\'s wort, carvedilol/verapamil, ranolazine, ciclosporin, HIV and hepatitis C medicines; the tablets "can be taken with or without food". No vitamin or mineral is named. No antacid or mineral-spacing rule appears in the Orgovyx leaflet.',
    sources: [
      {
        title: "Orgovyx 120 mg film-coated tablets (relugolix) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-987766e2219c5177d278b3430b3652be.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-orgovyx-vitamin-d",
    title: "Orgovyx user takes vitamin D3 1000 IU",
    profile: {
      medicines: ["relugolix 120mg"],
      conditions: ["prostate cancer"],
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
            medicine: "relugolix 120mg",
          },
        },
      ],
    },
    rationale:
      'The Orgovyx "Other medicines" section (read in full) names heart-rhythm medicines, QT-prolonging drugs, epilepsy medicines, antibiotics, antifungals, apalutamide, St John\'s wort, carvedilol/verapamil, ranolazine, ciclosporin, HIV and hepatitis C medicines; the tablets "can be taken with or without food". No vitamin or mineral is named. Vitamin D is not an interaction.',
    sources: [
      {
        title: "Orgovyx 120 mg film-coated tablets (relugolix) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-987766e2219c5177d278b3430b3652be.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-esmya-sjw",
    title: "Woman on Esmya for fibroids wants St John's wort for anxiety",
    profile: {
      medicines: ["Esmya 5mg"],
      conditions: ["uterine fibroids"],
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
            medicine: "Esmya 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Esmya leaflet says: "Tell your doctor or pharmacist if you are taking any of the medicines listed below, as these medicines can affect Esmya or be affected by Esmya", listing "Herbal remedies containing St John\'s wort (Hypericum perforatum) used for depression or anxiety." Tell-your-doctor wording = moderate.',
    sources: [
      {
        title: "Esmya 5 mg tablets (ulipristal acetate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a5f47c93f2a2eb5b88e9129e2aa9f3b9.json.html",
      },
    ],
  },
  {
    id: "sc-p26-esmya-sjw-generic",
    title: "Ulipristal 5mg user buys St John's wort",
    profile: {
      medicines: ["ulipristal acetate 5mg (Esmya)"],
      conditions: ["uterine fibroids"],
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
            medicine: "ulipristal acetate 5mg (Esmya)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Esmya leaflet says: "Tell your doctor or pharmacist if you are taking any of the medicines listed below, as these medicines can affect Esmya or be affected by Esmya", listing "Herbal remedies containing St John\'s wort (Hypericum perforatum) used for depression or anxiety." Same advice for the generic name.',
    sources: [
      {
        title: "Esmya 5 mg tablets (ulipristal acetate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a5f47c93f2a2eb5b88e9129e2aa9f3b9.json.html",
      },
    ],
  },
  {
    id: "sc-p26-esmya-iron",
    title: "Woman with fibroid-related anaemia takes iron tablets with Esmya",
    profile: {
      medicines: ["Esmya 5mg"],
      conditions: ["uterine fibroids"],
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
            medicine: "Esmya 5mg",
          },
        },
      ],
    },
    rationale:
      'The Esmya "Other medicines" list (read in full) names digoxin, dabigatran, epilepsy medicines, HIV medicines, antibiotics, antifungals, St John\'s wort, nefazodone, verapamil and hormonal contraceptives; food advice is only grapefruit juice; the tablet "may be taken with or without food". No vitamin or mineral is named. Esmya is used "to increase your red blood cell count"; iron is not an interaction.',
    sources: [
      {
        title: "Esmya 5 mg tablets (ulipristal acetate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a5f47c93f2a2eb5b88e9129e2aa9f3b9.json.html",
      },
    ],
  },
  {
    id: "sc-p26-esmya-iron-plus-sjw",
    title: "Esmya user on iron adds St John's wort",
    profile: {
      medicines: ["Esmya 5mg"],
      conditions: ["uterine fibroids"],
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
            medicine: "Esmya 5mg",
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
            medicine: "Esmya 5mg",
          },
        },
      ],
    },
    rationale:
      'The Esmya leaflet says: "Tell your doctor or pharmacist if you are taking any of the medicines listed below, as these medicines can affect Esmya or be affected by Esmya", listing "Herbal remedies containing St John\'s wort (Hypericum perforatum) used for depression or anxiety." The Esmya "Other medicines" list (read in full) names digoxin, dabigatran, epilepsy medicines, HIV medicines, antibiotics, antifungals, St John\'s wort, nefazodone, verapamil and hormonal contraceptives; food advice is only grapefruit juice; the tablet "may be taken with or without food". No vitamin or mineral is named. Only the herb is flagged.',
    sources: [
      {
        title: "Esmya 5 mg tablets (ulipristal acetate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a5f47c93f2a2eb5b88e9129e2aa9f3b9.json.html",
      },
    ],
  },
  {
    id: "sc-p26-esmya-vitamin-d",
    title: "Woman on Esmya takes vitamin D3",
    profile: {
      medicines: ["Esmya 5mg"],
      conditions: ["uterine fibroids"],
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
            medicine: "Esmya 5mg",
          },
        },
      ],
    },
    rationale:
      'The Esmya "Other medicines" list (read in full) names digoxin, dabigatran, epilepsy medicines, HIV medicines, antibiotics, antifungals, St John\'s wort, nefazodone, verapamil and hormonal contraceptives; food advice is only grapefruit juice; the tablet "may be taken with or without food". No vitamin or mineral is named. Vitamin D is not an interaction.',
    sources: [
      {
        title: "Esmya 5 mg tablets (ulipristal acetate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a5f47c93f2a2eb5b88e9129e2aa9f3b9.json.html",
      },
    ],
  },
  {
    id: "sc-p26-esmya-folic-acid",
    title: "Esmya user takes folic acid 400 micrograms",
    profile: {
      medicines: ["Esmya 5mg"],
      conditions: ["uterine fibroids"],
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
            medicine: "Esmya 5mg",
          },
        },
      ],
    },
    rationale:
      'The Esmya "Other medicines" list (read in full) names digoxin, dabigatran, epilepsy medicines, HIV medicines, antibiotics, antifungals, St John\'s wort, nefazodone, verapamil and hormonal contraceptives; food advice is only grapefruit juice; the tablet "may be taken with or without food". No vitamin or mineral is named. Folic acid is not named and has no mechanism with ulipristal.',
    sources: [
      {
        title: "Esmya 5 mg tablets (ulipristal acetate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a5f47c93f2a2eb5b88e9129e2aa9f3b9.json.html",
      },
    ],
  },
  {
    id: "sc-p26-vydura-sjw",
    title: "Migraine patient on Vydura wants St John's wort",
    profile: {
      medicines: ["Vydura 75mg"],
      conditions: ["migraine"],
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
            medicine: "Vydura 75mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The VYDURA leaflet says: "The following is a list of examples of medicines that should be avoided when taking VYDURA", including "St. John\'s wort (a herbal remedy used to treat depression)", because "some medicines may affect the way VYDURA works". "Should be avoided" = major.',
    sources: [
      {
        title: "VYDURA 75 mg oral lyophilisate (rimegepant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-443c755443342bac5ae9c42b145300e0.json.html",
      },
    ],
  },
  {
    id: "sc-p26-vydura-sjw-generic",
    title: "Rimegepant user buys St John's wort capsules",
    profile: {
      medicines: ["rimegepant 75mg"],
      conditions: ["migraine"],
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
            medicine: "rimegepant 75mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The VYDURA leaflet says: "The following is a list of examples of medicines that should be avoided when taking VYDURA", including "St. John\'s wort (a herbal remedy used to treat depression)", because "some medicines may affect the way VYDURA works". Named herb + "should be avoided" = major.',
    sources: [
      {
        title: "VYDURA 75 mg oral lyophilisate (rimegepant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-443c755443342bac5ae9c42b145300e0.json.html",
      },
    ],
  },
  {
    id: "sc-p26-vydura-sjw-and-magnesium",
    title: "Vydura user on magnesium adds St John's wort",
    profile: {
      medicines: ["Vydura 75mg"],
      conditions: ["migraine"],
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
            medicine: "Vydura 75mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Vydura 75mg",
          },
        },
      ],
    },
    rationale:
      'The VYDURA leaflet says: "The following is a list of examples of medicines that should be avoided when taking VYDURA", including "St. John\'s wort (a herbal remedy used to treat depression)", because "some medicines may affect the way VYDURA works". VYDURA\'s "Other medicines" section (read in full) names itraconazole, clarithromycin, ritonavir, efavirenz, bosentan, St John\'s wort, phenobarbital, rifampicin, modafinil, fluconazole, erythromycin, diltiazem, quinidine, verapamil and cyclosporin; it "can be taken with or without food or water". No vitamin, mineral or other supplement is named. Magnesium is fine; St John\'s wort should be avoided.',
    sources: [
      {
        title: "VYDURA 75 mg oral lyophilisate (rimegepant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-443c755443342bac5ae9c42b145300e0.json.html",
      },
    ],
  },
  {
    id: "sc-p26-vydura-magnesium",
    title: "Woman using Vydura to prevent migraine also takes magnesium",
    profile: {
      medicines: ["Vydura 75mg"],
      conditions: ["migraine"],
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
            medicine: "Vydura 75mg",
          },
        },
      ],
    },
    rationale:
      'VYDURA\'s "Other medicines" section (read in full) names itraconazole, clarithromycin, ritonavir, efavirenz, bosentan, St John\'s wort, phenobarbital, rifampicin, modafinil, fluconazole, erythromycin, diltiazem, quinidine, verapamil and cyclosporin; it "can be taken with or without food or water". No vitamin, mineral or other supplement is named. Magnesium has no interaction with rimegepant.',
    sources: [
      {
        title: "VYDURA 75 mg oral lyophilisate (rimegepant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-443c755443342bac5ae9c42b145300e0.json.html",
      },
    ],
  },
  {
    id: "sc-p26-vydura-riboflavin",
    title: "Vydura user takes high-dose riboflavin for migraine",
    profile: {
      medicines: ["Vydura 75mg"],
      conditions: ["migraine"],
    },
    stack: [
      {
        custom: {
          name: "Riboflavin (vitamin B2) 400 mg capsules",
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
            medicine: "Vydura 75mg",
          },
        },
      ],
    },
    rationale:
      'VYDURA\'s "Other medicines" section (read in full) names itraconazole, clarithromycin, ritonavir, efavirenz, bosentan, St John\'s wort, phenobarbital, rifampicin, modafinil, fluconazole, erythromycin, diltiazem, quinidine, verapamil and cyclosporin; it "can be taken with or without food or water". No vitamin, mineral or other supplement is named. Riboflavin is not named and has no mechanism with rimegepant.',
    sources: [
      {
        title: "VYDURA 75 mg oral lyophilisate (rimegepant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-443c755443342bac5ae9c42b145300e0.json.html",
      },
    ],
  },
  {
    id: "sc-p26-vydura-coq10",
    title: "Migraine patient on rimegepant adds coenzyme Q10",
    profile: {
      medicines: ["rimegepant 75mg"],
      conditions: ["migraine"],
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
            medicine: "rimegepant 75mg",
          },
        },
      ],
    },
    rationale:
      'VYDURA\'s "Other medicines" section (read in full) names itraconazole, clarithromycin, ritonavir, efavirenz, bosentan, St John\'s wort, phenobarbital, rifampicin, modafinil, fluconazole, erythromycin, diltiazem, quinidine, verapamil and cyclosporin; it "can be taken with or without food or water". No vitamin, mineral or other supplement is named. CoQ10 is not an interaction.',
    sources: [
      {
        title: "VYDURA 75 mg oral lyophilisate (rimegepant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-443c755443342bac5ae9c42b145300e0.json.html",
      },
    ],
  },
  {
    id: "sc-p26-intuniv-sjw",
    title: "Teenager on Intuniv for ADHD buys St John's wort",
    profile: {
      medicines: ["Intuniv 3mg"],
      conditions: ["ADHD"],
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
            medicine: "Intuniv 3mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Intuniv leaflet says: "tell your doctor or pharmacist if you are taking any of the following types of medicines: ... medicines that can affect the way Intuniv is eliminated by the liver", and its table lists "St. John\'s Wort - Is a herbal preparation that is used to treat depression". "If any of the above apply to you or you are not sure, talk to your doctor or pharmacist before taking this medicine." Tell/talk-to-your-doctor wording = moderate.',
    sources: [
      {
        title: "Intuniv prolonged-release tablets (guanfacine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d2fbf2f2639d83ae5727c01cf5210fc3.html",
      },
    ],
  },
  {
    id: "sc-p26-intuniv-sjw-generic",
    title: "Guanfacine user (ADHD) picks up St John's wort",
    profile: {
      medicines: ["guanfacine prolonged-release 4mg"],
      conditions: ["ADHD"],
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
            medicine: "guanfacine prolonged-release 4mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Intuniv leaflet says: "tell your doctor or pharmacist if you are taking any of the following types of medicines: ... medicines that can affect the way Intuniv is eliminated by the liver", and its table lists "St. John\'s Wort - Is a herbal preparation that is used to treat depression". "If any of the above apply to you or you are not sure, talk to your doctor or pharmacist before taking this medicine." Same for the generic name.',
    sources: [
      {
        title: "Intuniv prolonged-release tablets (guanfacine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d2fbf2f2639d83ae5727c01cf5210fc3.html",
      },
    ],
  },
  {
    id: "sc-p26-intuniv-omega3",
    title: "Intuniv user takes omega-3 fish oil for focus",
    profile: {
      medicines: ["Intuniv 3mg"],
      conditions: ["ADHD"],
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
            medicine: "Intuniv 3mg",
          },
        },
      ],
    },
    rationale:
      "Intuniv's \"Other medicines\" section (read in full) names antihypertensives, valproic acid, sedatives, benzodiazepines, barbiturates, antipsychotics and a table of liver-enzyme medicines ending with St John's wort; food advice is fatty food, grapefruit juice and alcohol. No vitamin, mineral or fish oil is named. Fish oil has no interaction with guanfacine.",
    sources: [
      {
        title: "Intuniv prolonged-release tablets (guanfacine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d2fbf2f2639d83ae5727c01cf5210fc3.html",
      },
    ],
  },
  {
    id: "sc-p26-intuniv-omega3-plus-sjw",
    title: "Intuniv user on fish oil adds St John's wort",
    profile: {
      medicines: ["Intuniv 3mg"],
      conditions: ["ADHD"],
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
            medicine: "Intuniv 3mg",
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
            medicine: "Intuniv 3mg",
          },
        },
      ],
    },
    rationale:
      'The Intuniv leaflet says: "tell your doctor or pharmacist if you are taking any of the following types of medicines: ... medicines that can affect the way Intuniv is eliminated by the liver", and its table lists "St. John\'s Wort - Is a herbal preparation that is used to treat depression". "If any of the above apply to you or you are not sure, talk to your doctor or pharmacist before taking this medicine." Intuniv\'s "Other medicines" section (read in full) names antihypertensives, valproic acid, sedatives, benzodiazepines, barbiturates, antipsychotics and a table of liver-enzyme medicines ending with St John\'s wort; food advice is fatty food, grapefruit juice and alcohol. No vitamin, mineral or fish oil is named. Only St John\'s wort is flagged.',
    sources: [
      {
        title: "Intuniv prolonged-release tablets (guanfacine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d2fbf2f2639d83ae5727c01cf5210fc3.html",
      },
    ],
  },
  {
    id: "sc-p26-intuniv-zinc",
    title: "Intuniv patient takes zinc tablets",
    profile: {
      medicines: ["Intuniv 2mg"],
      conditions: ["ADHD"],
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
            medicine: "Intuniv 2mg",
          },
        },
      ],
    },
    rationale:
      "Intuniv's \"Other medicines\" section (read in full) names antihypertensives, valproic acid, sedatives, benzodiazepines, barbiturates, antipsychotics and a table of liver-enzyme medicines ending with St John's wort; food advice is fatty food, grapefruit juice and alcohol. No vitamin, mineral or fish oil is named. Zinc is not an interaction.",
    sources: [
      {
        title: "Intuniv prolonged-release tablets (guanfacine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d2fbf2f2639d83ae5727c01cf5210fc3.html",
      },
    ],
  },
  {
    id: "sc-p26-oxbryta-folic-acid",
    title: "Sickle cell patient on Oxbryta takes folic acid 5 mg",
    profile: {
      medicines: ["Oxbryta 500mg"],
      conditions: ["sickle cell disease"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 5 mg tablets",
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
            medicine: "Oxbryta 500mg",
          },
        },
      ],
    },
    rationale:
      'Oxbryta\'s "Other medicines" list (read in full) names rifampicin, phenobarbital, carbamazepine, phenytoin, sirolimus, tacrolimus, St John\'s wort and alfentanil; tablets are taken "with or without food". No vitamin or mineral is named. Folic acid is routine in sickle cell disease and has no interaction with voxelotor.',
    sources: [
      {
        title: "Oxbryta 500 mg film-coated tablets (voxelotor) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7bc78483a72818d156f4ad97517abe5a.json.html",
      },
    ],
  },
  {
    id: "sc-p26-oxbryta-vitamin-d",
    title: "Oxbryta user takes vitamin D3",
    profile: {
      medicines: ["Oxbryta 500mg"],
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
            medicine: "Oxbryta 500mg",
          },
        },
      ],
    },
    rationale:
      'Oxbryta\'s "Other medicines" list (read in full) names rifampicin, phenobarbital, carbamazepine, phenytoin, sirolimus, tacrolimus, St John\'s wort and alfentanil; tablets are taken "with or without food". No vitamin or mineral is named. Vitamin D is not an interaction.',
    sources: [
      {
        title: "Oxbryta 500 mg film-coated tablets (voxelotor) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7bc78483a72818d156f4ad97517abe5a.json.html",
      },
    ],
  },
  {
    id: "sc-p26-tegsedi-vitamin-a-as-directed",
    title: "Patient on Tegsedi takes the daily vitamin A supplement her doctor asked for",
    profile: {
      medicines: ["Tegsedi 284mg weekly injection"],
      conditions: ["hereditary transthyretin amyloidosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin A 3000 IU (900 micrograms) tablets",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 3000,
              unit: "IU",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-a",
          with: {
            medicine: "Tegsedi 284mg weekly injection",
          },
        },
      ],
    },
    rationale:
      'The Tegsedi leaflet says: "Tegsedi can lower your body\'s levels of vitamin A (also called retinol)" and "Your doctor will ask you to take a daily vitamin A supplement during treatment with Tegsedi." A vitamin A supplement at this dose is what the leaflet asks for, not an interaction to warn about.',
    sources: [
      {
        title:
          "Tegsedi 284 mg solution for injection (inotersen) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bb91b33a725934383f978ba47cb95161.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-tegsedi-vitamin-a-pregnant-high",
    title: "Pregnant woman on Tegsedi takes a 10,000 IU vitamin A product",
    profile: {
      medicines: ["Tegsedi 284mg weekly injection"],
      conditions: ["pregnant", "hereditary transthyretin amyloidosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin A 10,000 IU capsules",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 10000,
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
          ingredient: "vitamin-a",
          with: {
            condition: "pregnant",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'It also says "Both excess and deficient levels of vitamin A can harm the development of your unborn child" and, for pregnancy, "It is unknown if continuation of your vitamin A supplementation with 3 000 IU per day will be harmful to your unborn child in the first trimester of your pregnancy, but this dose should not be exceeded." A 10,000 IU product is over three times the dose "that should not be exceeded" in pregnancy, so at least moderate.',
    sources: [
      {
        title:
          "Tegsedi 284 mg solution for injection (inotersen) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bb91b33a725934383f978ba47cb95161.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-tegsedi-vitamin-d",
    title: "Tegsedi patient takes vitamin D3",
    profile: {
      medicines: ["Tegsedi 284mg weekly injection"],
      conditions: ["hereditary transthyretin amyloidosis"],
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
            medicine: "Tegsedi 284mg weekly injection",
          },
        },
      ],
    },
    rationale:
      'Tegsedi\'s "Other medicines" section (read in full) names only anticoagulant/antiplatelet medicines and medicines that may harm the kidneys. Vitamin D has no interaction with inotersen (the only vitamin the leaflet discusses is vitamin A).',
    sources: [
      {
        title:
          "Tegsedi 284 mg solution for injection (inotersen) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bb91b33a725934383f978ba47cb95161.xml.html",
      },
    ],
  },
  {
    id: "sc-p26-galafold-caffeine-tablets",
    title: "Man with Fabry disease on Galafold takes caffeine tablets to stay alert",
    profile: {
      medicines: ["Galafold 123mg"],
      conditions: ["Fabry disease"],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 50 mg tablets (Pro Plus type)",
          ingredients: [
            {
              ingredient: "caffeine",
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
          ingredient: "caffeine",
          with: {
            medicine: "Galafold 123mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Galafold leaflet says: "Especially tell your doctor if you take caffeine containing medicines or supplements as these medicines may affect how Galafold works if taken during fasting period", and in section 3: "Do not consume food or caffeine at least 2 hours before and 2 hours after taking your medicine. This minimum 4 hours fast around taking your medicine is needed to allow your medicine to be fully absorbed." A caffeine supplement is named directly; at minimum keep it 2 hours away from each dose (the leaflet also says to tell the doctor), so min minor.',
    sources: [
      {
        title: "Galafold 123 mg hard capsules (migalastat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-15a73917bf3a8bd9b5488de0aa2b271d.html",
      },
    ],
  },
  {
    id: "sc-p26-galafold-caffeine-preworkout",
    title: "Galafold user takes a 200 mg caffeine pre-workout capsule",
    profile: {
      medicines: ["migalastat 123mg (Galafold)"],
      conditions: ["Fabry disease"],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 200 mg pre-workout capsules",
          ingredients: [
            {
              ingredient: "caffeine",
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
          ingredient: "caffeine",
          with: {
            medicine: "migalastat 123mg (Galafold)",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Galafold leaflet says: "Especially tell your doctor if you take caffeine containing medicines or supplements as these medicines may affect how Galafold works if taken during fasting period", and in section 3: "Do not consume food or caffeine at least 2 hours before and 2 hours after taking your medicine. This minimum 4 hours fast around taking your medicine is needed to allow your medicine to be fully absorbed." "caffeine containing ... supplements" are named, so at least a timing note.',
    sources: [
      {
        title: "Galafold 123 mg hard capsules (migalastat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-15a73917bf3a8bd9b5488de0aa2b271d.html",
      },
    ],
  },
  {
    id: "sc-p26-galafold-guarana",
    title: "Galafold patient uses guarana energy capsules",
    profile: {
      medicines: ["Galafold 123mg"],
      conditions: ["Fabry disease"],
    },
    stack: [
      {
        custom: {
          name: "Guarana seed extract 500 mg capsules (natural caffeine)",
          ingredients: [
            {
              ingredient: "guarana",
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
          ingredient: "guarana",
          with: {
            medicine: "Galafold 123mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Galafold leaflet says: "Especially tell your doctor if you take caffeine containing medicines or supplements as these medicines may affect how Galafold works if taken during fasting period", and in section 3: "Do not consume food or caffeine at least 2 hours before and 2 hours after taking your medicine. This minimum 4 hours fast around taking your medicine is needed to allow your medicine to be fully absorbed." Guarana is a caffeine-containing supplement, which the leaflet asks you to tell the doctor about and keep out of the 4-hour fasting window.',
    sources: [
      {
        title: "Galafold 123 mg hard capsules (migalastat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-15a73917bf3a8bd9b5488de0aa2b271d.html",
      },
    ],
  },
  {
    id: "sc-p26-daxas-vitamin-d",
    title: "COPD patient on Daxas takes vitamin D3 over winter",
    profile: {
      medicines: ["Daxas 500 micrograms"],
      conditions: ["COPD"],
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
            medicine: "Daxas 500 micrograms",
          },
        },
      ],
    },
    rationale:
      'The Daxas "Other medicines" section (read in full) names only theophylline, immunosuppressants (methotrexate, azathioprine, infliximab, etanercept, long-term oral corticosteroids), fluvoxamine, enoxacin, cimetidine, and says "The effect of Daxas may be reduced if taken together with rifampicin ... or with phenobarbital, carbamazepine or phenytoin"; "You may take this medicine with or without food." No vitamin or mineral is named. Vitamin D has no interaction with roflumilast.',
    sources: [
      {
        title: "Daxas 250 / 500 micrograms tablets (roflumilast) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1f1abc0830f94db591b845bd71b79232.html",
      },
    ],
  },
  {
    id: "sc-p26-daxas-vitamin-c",
    title: "Roflumilast user takes vitamin C tablets",
    profile: {
      medicines: ["roflumilast 500 micrograms (Daxas)"],
      conditions: ["COPD"],
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
            medicine: "roflumilast 500 micrograms (Daxas)",
          },
        },
      ],
    },
    rationale:
      'The Daxas "Other medicines" section (read in full) names only theophylline, immunosuppressants (methotrexate, azathioprine, infliximab, etanercept, long-term oral corticosteroids), fluvoxamine, enoxacin, cimetidine, and says "The effect of Daxas may be reduced if taken together with rifampicin ... or with phenobarbital, carbamazepine or phenytoin"; "You may take this medicine with or without food." No vitamin or mineral is named. Vitamin C is not an interaction.',
    sources: [
      {
        title: "Daxas 250 / 500 micrograms tablets (roflumilast) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1f1abc0830f94db591b845bd71b79232.html",
      },
    ],
  },
];
