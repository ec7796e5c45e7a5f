// Scenarios of the p28 round's blind probe, written by three helpers who had not seen the records: the EU package
// leaflets of about 60 more medicines (rare diseases, hormone replacement, cancer tablets, blood pressure combinations,
// transplant, bowel and kidney medicines), read in full in the Gravitate Health ePI copy.
import type { ScenarioInput } from "../schema";

export const WP28_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p28a-cuprior-ferrous-sulphate",
    title: "Woman with Wilson's disease on Cuprior is prescribed ferrous sulphate for low iron",
    profile: {
      medicines: ["Cuprior 150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ferrous sulphate 200 mg tablets (65 mg iron)",
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
            medicine: "Cuprior 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Cuprior leaflet: "you must tell your doctor if you are already taking iron supplements ... If you take these medicines you may need to take Cuprior at a different time in the day because otherwise Cuprior may not be as effective. If you take iron supplements, make sure that at least two hours have passed between taking Cuprior and taking your iron supplements" and section 3: "If you take iron supplements, take them at least two hours after taking a dose of Cuprior." "You must tell your doctor" plus "may not be as effective" - at least moderate (the fix is 2 hours spacing).',
    sources: [
      {
        title: "Cuprior 150 mg film-coated tablets (trientine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7257da0dd1f9dbf780b362b25cce238a.html",
      },
    ],
  },
  {
    id: "sc-p28a-cuprior-ferrous-fumarate-generic",
    title: "Man on trientine tablets buys ferrous fumarate for tiredness",
    profile: {
      medicines: ["trientine 150mg tablets"],
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
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "trientine 150mg tablets",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Cuprior leaflet: "you must tell your doctor if you are already taking iron supplements ... If you take these medicines you may need to take Cuprior at a different time in the day because otherwise Cuprior may not be as effective. If you take iron supplements, make sure that at least two hours have passed between taking Cuprior and taking your iron supplements" and section 3: "If you take iron supplements, take them at least two hours after taking a dose of Cuprior." Iron supplements are named ("you must tell your doctor"); the fix is spacing (iron at least 2 hours after trientine) - moderate.',
    sources: [
      {
        title: "Cuprior 150 mg film-coated tablets (trientine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7257da0dd1f9dbf780b362b25cce238a.html",
      },
    ],
  },
  {
    id: "sc-p28a-cuprior-zinc-tablets",
    title: "Wilson's disease patient on Cuprior wants to add zinc tablets",
    profile: {
      medicines: ["Cuprior 150mg"],
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
      flags: [
        {
          ingredient: "zinc",
          with: {
            medicine: "Cuprior 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Cuprior leaflet, warnings: "The association of trientine with another medicine that contains zinc is not recommended." "Not recommended" - at least moderate; ask the specialist before combining zinc with trientine.',
    sources: [
      {
        title: "Cuprior 150 mg film-coated tablets (trientine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7257da0dd1f9dbf780b362b25cce238a.html",
      },
    ],
  },
  {
    id: "sc-p28a-cuprior-zinc-lozenges",
    title: "Man on Cuprior sucks zinc lozenges for a cold",
    profile: {
      medicines: ["Cuprior 150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc lozenges for colds (13 mg zinc)",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 13,
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
          ingredient: "zinc",
          with: {
            medicine: "Cuprior 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Cuprior leaflet, warnings: "The association of trientine with another medicine that contains zinc is not recommended." Zinc lozenges (about 50 mg zinc a day here) are a zinc-containing product - at least moderate.',
    sources: [
      {
        title: "Cuprior 150 mg film-coated tablets (trientine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7257da0dd1f9dbf780b362b25cce238a.html",
      },
    ],
  },
  {
    id: "sc-p28a-cuprior-multivitamin-iron-zinc",
    title: "Woman on Cuprior takes an A-Z multivitamin with iron and zinc",
    profile: {
      medicines: ["Cuprior 150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin and minerals tablet (iron 14 mg, zinc 10 mg, vitamin D 5 micrograms, vitamin C 80 mg)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
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
            medicine: "Cuprior 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "zinc",
          with: {
            medicine: "Cuprior 150mg",
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
            medicine: "Cuprior 150mg",
          },
        },
      ],
    },
    rationale:
      'Cuprior leaflet: "you must tell your doctor if you are already taking iron supplements ... If you take these medicines you may need to take Cuprior at a different time in the day because otherwise Cuprior may not be as effective. If you take iron supplements, make sure that at least two hours have passed between taking Cuprior and taking your iron supplements" and section 3: "If you take iron supplements, take them at least two hours after taking a dose of Cuprior." Cuprior leaflet, warnings: "The association of trientine with another medicine that contains zinc is not recommended." Iron must be discussed and spaced (moderate); zinc is "not recommended" (moderate). Vitamin D is not named.',
    sources: [
      {
        title: "Cuprior 150 mg film-coated tablets (trientine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7257da0dd1f9dbf780b362b25cce238a.html",
      },
    ],
  },
  {
    id: "sc-p28a-cuprior-vitd-quiet",
    title: "Cuprior patient takes vitamin D3 in winter",
    profile: {
      medicines: ["Cuprior 150mg"],
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
            medicine: "Cuprior 150mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Cuprior names only iron supplements, zinc-containing medicines and indigestion remedies, and has no herbal or vitamin line ("at least one hour apart from any other medicines, food, or milk" is general timing advice). vitamin D3 is not a metal and trientine chelates copper ("attaching to copper in the body"), so no interaction is expected.',
    sources: [
      {
        title: "Cuprior 150 mg film-coated tablets (trientine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7257da0dd1f9dbf780b362b25cce238a.html",
      },
    ],
  },
  {
    id: "sc-p28a-cuprior-fish-oil-quiet",
    title: "Man on Cuprior asks about omega-3 fish oil",
    profile: {
      medicines: ["Cuprior 150mg"],
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
            medicine: "Cuprior 150mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Cuprior names only iron supplements, zinc-containing medicines and indigestion remedies, and has no herbal or vitamin line ("at least one hour apart from any other medicines, food, or milk" is general timing advice). fish oil is not named and has no chelation or other mechanism with trientine.',
    sources: [
      {
        title: "Cuprior 150 mg film-coated tablets (trientine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7257da0dd1f9dbf780b362b25cce238a.html",
      },
    ],
  },
  {
    id: "sc-p28a-cuprior-b12-quiet",
    title: "Cuprior patient takes a vitamin B12 tablet",
    profile: {
      medicines: ["Cuprior 150mg"],
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
            medicine: "Cuprior 150mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Cuprior names only iron supplements, zinc-containing medicines and indigestion remedies, and has no herbal or vitamin line ("at least one hour apart from any other medicines, food, or milk" is general timing advice). vitamin B12 is not named and has no known mechanism with trientine.',
    sources: [
      {
        title: "Cuprior 150 mg film-coated tablets (trientine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7257da0dd1f9dbf780b362b25cce238a.html",
      },
    ],
  },
  {
    id: "sc-p28a-yorvipath-adcal-d3",
    title: "Woman starting Yorvipath keeps taking her Adcal-D3",
    profile: {
      medicines: ["Yorvipath 18 micrograms"],
      conditions: ["hypoparathyroidism"],
    },
    stack: [
      {
        custom: {
          name: "Adcal-D3 chewable tablets (calcium 600 mg, vitamin D3 10 micrograms)",
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
            medicine: "Yorvipath 18 micrograms",
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Yorvipath 18 micrograms",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Yorvipath leaflet, section 3: "Your doctor may advise you to gradually change your dose ... until you are using a dose that keeps the amount of calcium in your body within the normal range without the need for active vitamin D or therapeutic doses of calcium" and "Your doctor may tell you to change the amount of calcium or vitamin D you take (in any form, including foods rich in calcium)"; section 4: "you may be asked to stop some of the medicines you are taking. These medicines include calcium or vitamin D." Calcium and vitamin D must be adjusted by the doctor as the dose is titrated - moderate.',
    sources: [
      {
        title:
          "Yorvipath solution for injection in pre-filled pen (palopegteriparatide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-734207024d8a0ccf4fa37b0614084df6.html",
      },
    ],
  },
  {
    id: "sc-p28a-yorvipath-vitd-drops",
    title: "Man on Yorvipath buys vitamin D3 1000 IU",
    profile: {
      medicines: ["Yorvipath 21 micrograms"],
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
            medicine: "Yorvipath 21 micrograms",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Yorvipath leaflet, section 3: "Your doctor may advise you to gradually change your dose ... until you are using a dose that keeps the amount of calcium in your body within the normal range without the need for active vitamin D or therapeutic doses of calcium" and "Your doctor may tell you to change the amount of calcium or vitamin D you take (in any form, including foods rich in calcium)"; section 4: "you may be asked to stop some of the medicines you are taking. These medicines include calcium or vitamin D." Vitamin D "in any form" is part of what the doctor adjusts - moderate.',
    sources: [
      {
        title:
          "Yorvipath solution for injection in pre-filled pen (palopegteriparatide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-734207024d8a0ccf4fa37b0614084df6.html",
      },
    ],
  },
  {
    id: "sc-p28a-yorvipath-cod-liver-oil",
    title: "Woman on palopegteriparatide takes cod liver oil",
    profile: {
      medicines: ["palopegteriparatide 18 micrograms injection"],
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "palopegteriparatide 18 micrograms injection",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Yorvipath leaflet, section 3: "Your doctor may advise you to gradually change your dose ... until you are using a dose that keeps the amount of calcium in your body within the normal range without the need for active vitamin D or therapeutic doses of calcium" and "Your doctor may tell you to change the amount of calcium or vitamin D you take (in any form, including foods rich in calcium)"; section 4: "you may be asked to stop some of the medicines you are taking. These medicines include calcium or vitamin D." Cod liver oil adds vitamin D - tell the doctor (moderate).',
    sources: [
      {
        title:
          "Yorvipath solution for injection in pre-filled pen (palopegteriparatide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-734207024d8a0ccf4fa37b0614084df6.html",
      },
    ],
  },
  {
    id: "sc-p28a-yorvipath-b12-quiet",
    title: "Yorvipath user takes vitamin B12",
    profile: {
      medicines: ["Yorvipath 18 micrograms"],
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
            medicine: "Yorvipath 18 micrograms",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Yorvipath lists "cardiac glycosides (such as digoxin or digitoxin) ... bisphosphonates, denosumab, or romosozumab ... diuretics ... systemic corticosteroids ... and lithium" and otherwise names only calcium and vitamin D; no herbal line; vitamin B12 does not affect calcium.',
    sources: [
      {
        title:
          "Yorvipath solution for injection in pre-filled pen (palopegteriparatide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-734207024d8a0ccf4fa37b0614084df6.html",
      },
    ],
  },
  {
    id: "sc-p28a-yorvipath-probiotic-quiet",
    title: "Yorvipath user takes a daily probiotic",
    profile: {
      medicines: ["Yorvipath 24 micrograms"],
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
            medicine: "Yorvipath 24 micrograms",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Yorvipath lists "cardiac glycosides (such as digoxin or digitoxin) ... bisphosphonates, denosumab, or romosozumab ... diuretics ... systemic corticosteroids ... and lithium" and otherwise names only calcium and vitamin D; no herbal line; a probiotic has no calcium-related mechanism.',
    sources: [
      {
        title:
          "Yorvipath solution for injection in pre-filled pen (palopegteriparatide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-734207024d8a0ccf4fa37b0614084df6.html",
      },
    ],
  },
  {
    id: "sc-p28a-yorvipath-glucosamine-quiet",
    title: "Man on Yorvipath takes glucosamine for knee pain",
    profile: {
      medicines: ["Yorvipath 27 micrograms"],
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
            medicine: "Yorvipath 27 micrograms",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Yorvipath lists "cardiac glycosides (such as digoxin or digitoxin) ... bisphosphonates, denosumab, or romosozumab ... diuretics ... systemic corticosteroids ... and lithium" and otherwise names only calcium and vitamin D; no herbal line; glucosamine is not named and does not change calcium or vitamin D.',
    sources: [
      {
        title:
          "Yorvipath solution for injection in pre-filled pen (palopegteriparatide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-734207024d8a0ccf4fa37b0614084df6.html",
      },
    ],
  },
  {
    id: "sc-p28a-jinarc-sjw",
    title: "Man with polycystic kidney disease on Jinarc starts St John's wort",
    profile: {
      medicines: ["Jinarc 60mg/30mg"],
      conditions: ["polycystic kidney disease"],
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
            medicine: "Jinarc 60mg/30mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Jinarc leaflet: "Tell your doctor or pharmacist if you are taking ... any other medicines, including medicines obtained without a prescription." "The following medicines may lower the effect of Jinarc: ... St. John\'s Wort (a traditional herbal medicinal product for the relief of slightly low mood and mild anxiety)." "Your doctor will be able to decide what is suitable for you." "May lower the effect" - tell the doctor (moderate).',
    sources: [
      {
        title: "Jinarc tablets (tolvaptan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3441cbef7f1604451bb170e82be4a4ea.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28a-jinarc-sjw-tea",
    title: "Woman on tolvaptan for ADPKD drinks St John's wort tea",
    profile: {
      medicines: ["tolvaptan 45mg/15mg"],
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
            medicine: "tolvaptan 45mg/15mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Jinarc leaflet: "Tell your doctor or pharmacist if you are taking ... any other medicines, including medicines obtained without a prescription." "The following medicines may lower the effect of Jinarc: ... St. John\'s Wort (a traditional herbal medicinal product for the relief of slightly low mood and mild anxiety)." "Your doctor will be able to decide what is suitable for you." A St John\'s wort tea is still the herb the leaflet names - moderate.',
    sources: [
      {
        title: "Jinarc tablets (tolvaptan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3441cbef7f1604451bb170e82be4a4ea.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28a-jinarc-vitd-quiet",
    title: "Jinarc patient takes vitamin D3 tablets",
    profile: {
      medicines: ["Jinarc 90mg/30mg"],
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
            medicine: "Jinarc 90mg/30mg",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Jinarc names St John's wort and salt-rich products (\"tablets that dissolve in water and indigestion remedies\") only; no vitamin line; a swallowed vitamin D3 tablet is not a salt-rich or effervescent product and has no CYP3A mechanism.",
    sources: [
      {
        title: "Jinarc tablets (tolvaptan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3441cbef7f1604451bb170e82be4a4ea.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28a-jinarc-b12-quiet",
    title: "Jinarc patient takes vitamin B12",
    profile: {
      medicines: ["Jinarc 60mg/30mg"],
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
            medicine: "Jinarc 60mg/30mg",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Jinarc names St John's wort and salt-rich products (\"tablets that dissolve in water and indigestion remedies\") only; no vitamin line; vitamin B12 (ordinary tablet) has no mechanism with tolvaptan.",
    sources: [
      {
        title: "Jinarc tablets (tolvaptan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3441cbef7f1604451bb170e82be4a4ea.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28a-jinarc-fish-oil-quiet",
    title: "Man on Jinarc takes omega-3 fish oil",
    profile: {
      medicines: ["Jinarc 45mg/15mg"],
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
            medicine: "Jinarc 45mg/15mg",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Jinarc names St John's wort and salt-rich products (\"tablets that dissolve in water and indigestion remedies\") only; no vitamin line; fish oil is not named and has no effect on tolvaptan or sodium.",
    sources: [
      {
        title: "Jinarc tablets (tolvaptan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3441cbef7f1604451bb170e82be4a4ea.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28a-samsca-vitd-quiet",
    title: "Woman on Samsca for low sodium takes vitamin D3",
    profile: {
      medicines: ["Samsca 15mg"],
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
            medicine: "Samsca 15mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Samsca names no herb, vitamin or mineral (only ketoconazole, macrolides, diltiazem, barbiturates, rifampicin, digoxin, dabigatran, metformin, sulfasalazine, desmopressin and "other products which increase the salt in your blood or which contain large amounts of salt"); a plain vitamin D3 tablet contains no significant salt.',
    sources: [
      {
        title: "Samsca tablets (tolvaptan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-20187f2efcc8af1ff62d82a63aba8a40.xml.html",
      },
    ],
  },
  {
    id: "sc-p28a-samsca-b12-quiet",
    title: "Man on Samsca takes vitamin B12",
    profile: {
      medicines: ["Samsca 15mg"],
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
            medicine: "Samsca 15mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Samsca names no herb, vitamin or mineral (only ketoconazole, macrolides, diltiazem, barbiturates, rifampicin, digoxin, dabigatran, metformin, sulfasalazine, desmopressin and "other products which increase the salt in your blood or which contain large amounts of salt"); vitamin B12 has no mechanism with tolvaptan.',
    sources: [
      {
        title: "Samsca tablets (tolvaptan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-20187f2efcc8af1ff62d82a63aba8a40.xml.html",
      },
    ],
  },
  {
    id: "sc-p28a-tavneos-sjw",
    title: "Man on Tavneos for vasculitis starts St John's wort",
    profile: {
      medicines: ["Tavneos 30mg twice daily"],
      conditions: ["ANCA vasculitis"],
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
            medicine: "Tavneos 30mg twice daily",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tavneos leaflet: "It is important to tell your doctor especially if you use any of the following medicines: ... St. John\'s wort, an herbal medicine used for mild depression. If short-term use of one of these medicines cannot be avoided during treatment with Tavneos, your doctor may regularly check your condition to see how well Tavneos is working." Listed with strong enzyme inducers whose use should be avoided where possible - at least moderate.',
    sources: [
      {
        title: "Tavneos 10 mg hard capsules (avacopan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-74cee07ffddb72142d80fc4c20efe6f2.html",
      },
    ],
  },
  {
    id: "sc-p28a-tavneos-kira",
    title: "Woman on avacopan buys Kira Low Mood Relief",
    profile: {
      medicines: ["avacopan 10mg capsules"],
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
            medicine: "avacopan 10mg capsules",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Tavneos leaflet: \"It is important to tell your doctor especially if you use any of the following medicines: ... St. John's wort, an herbal medicine used for mild depression. If short-term use of one of these medicines cannot be avoided during treatment with Tavneos, your doctor may regularly check your condition to see how well Tavneos is working.\" Kira is a St John's wort product - at least moderate.",
    sources: [
      {
        title: "Tavneos 10 mg hard capsules (avacopan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-74cee07ffddb72142d80fc4c20efe6f2.html",
      },
    ],
  },
  {
    id: "sc-p28a-tavneos-calcium-d-quiet",
    title: "Tavneos patient on steroids takes Adcal-D3",
    profile: {
      medicines: ["Tavneos 30mg twice daily"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Adcal-D3 chewable tablets (calcium 600 mg, vitamin D3 10 micrograms)",
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
            medicine: "Tavneos 30mg twice daily",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Tavneos 30mg twice daily",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Tavneos names \"St. John's wort, an herbal medicine used for mild depression\" as its only non-prescription product and has no vitamin or mineral line; calcium and vitamin D are not named and do not affect avacopan.",
    sources: [
      {
        title: "Tavneos 10 mg hard capsules (avacopan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-74cee07ffddb72142d80fc4c20efe6f2.html",
      },
    ],
  },
  {
    id: "sc-p28a-tavneos-b12-quiet",
    title: "Tavneos patient takes vitamin B12",
    profile: {
      medicines: ["Tavneos 30mg twice daily"],
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
            medicine: "Tavneos 30mg twice daily",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Tavneos names \"St. John's wort, an herbal medicine used for mild depression\" as its only non-prescription product and has no vitamin or mineral line; vitamin B12 has no mechanism with avacopan.",
    sources: [
      {
        title: "Tavneos 10 mg hard capsules (avacopan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-74cee07ffddb72142d80fc4c20efe6f2.html",
      },
    ],
  },
  {
    id: "sc-p28a-tavneos-fish-oil-quiet",
    title: "Tavneos patient takes fish oil",
    profile: {
      medicines: ["Tavneos 30mg twice daily"],
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
            medicine: "Tavneos 30mg twice daily",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Tavneos names \"St. John's wort, an herbal medicine used for mild depression\" as its only non-prescription product and has no vitamin or mineral line; fish oil is not named and is not a CYP3A4 inducer or inhibitor.",
    sources: [
      {
        title: "Tavneos 10 mg hard capsules (avacopan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-74cee07ffddb72142d80fc4c20efe6f2.html",
      },
    ],
  },
  {
    id: "sc-p28a-plenadren-sjw",
    title: "Woman with Addison's disease on Plenadren starts St John's wort",
    profile: {
      medicines: ["Plenadren 20mg"],
      conditions: ["Addison's disease"],
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
            medicine: "Plenadren 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Plenadren leaflet: "tell your doctor or pharmacist if you are using any of the following medicines, as the dose of Plenadren may need to be changed: ... St. John\'s wort - used to treat depression and other conditions". "The dose of Plenadren may need to be changed" - moderate (under-replacement risk).',
    sources: [
      {
        title:
          "Plenadren modified-release tablets (hydrocortisone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4be09f952ab4cdf2803ef423dc889e5c.html",
      },
    ],
  },
  {
    id: "sc-p28a-plenadren-sjw-tea",
    title: "Man on Plenadren drinks St John's wort tea for low mood",
    profile: {
      medicines: ["Plenadren 5mg"],
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
            medicine: "Plenadren 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Plenadren leaflet: "tell your doctor or pharmacist if you are using any of the following medicines, as the dose of Plenadren may need to be changed: ... St. John\'s wort - used to treat depression and other conditions". Moderate.',
    sources: [
      {
        title:
          "Plenadren modified-release tablets (hydrocortisone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4be09f952ab4cdf2803ef423dc889e5c.html",
      },
    ],
  },
  {
    id: "sc-p28a-plenadren-b12-quiet",
    title: "Plenadren patient takes vitamin B12",
    profile: {
      medicines: ["Plenadren 20mg"],
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
            medicine: "Plenadren 20mg",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Plenadren names \"St. John's wort - used to treat depression and other conditions\" as its only herbal product, and no vitamin or mineral; vitamin B12 has no mechanism with hydrocortisone.",
    sources: [
      {
        title:
          "Plenadren modified-release tablets (hydrocortisone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4be09f952ab4cdf2803ef423dc889e5c.html",
      },
    ],
  },
  {
    id: "sc-p28a-plenadren-glucosamine-quiet",
    title: "Plenadren patient takes glucosamine",
    profile: {
      medicines: ["Plenadren 20mg"],
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
            medicine: "Plenadren 20mg",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Plenadren names \"St. John's wort - used to treat depression and other conditions\" as its only herbal product, and no vitamin or mineral; glucosamine is not named and does not affect cortisol replacement.",
    sources: [
      {
        title:
          "Plenadren modified-release tablets (hydrocortisone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4be09f952ab4cdf2803ef423dc889e5c.html",
      },
    ],
  },
  {
    id: "sc-p28a-efmody-sjw",
    title: "Man with CAH on Efmody starts St John's wort",
    profile: {
      medicines: ["Efmody 10mg"],
      conditions: ["congenital adrenal hyperplasia"],
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
            medicine: "Efmody 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Efmody leaflet: "Your doctor may need to increase your dose of Efmody if you take certain medicines, including: ... Herbal medicine used to treat depression e.g. St. John\'s wort." Dose may need changing - moderate.',
    sources: [
      {
        title:
          "Efmody modified-release hard capsules (hydrocortisone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d70366d9de20b85af1c498f11302a348.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28a-efmody-liquorice",
    title: "Woman on Efmody takes liquorice root capsules",
    profile: {
      medicines: ["Efmody 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Liquorice root 400 mg capsules",
          ingredients: [
            {
              ingredient: "licorice-root",
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
          ingredient: "licorice-root",
          with: {
            medicine: "Efmody 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Efmody leaflet, "Efmody with food and drink": "Some food and drink may affect the way Efmody works and may need your doctor to decrease your dose. These include: Grapefruit juice. Liquorice." Liquorice root capsules are a concentrated form of the named food - moderate.',
    sources: [
      {
        title:
          "Efmody modified-release hard capsules (hydrocortisone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d70366d9de20b85af1c498f11302a348.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28a-efmody-mood-and-liquorice",
    title: "Efmody user takes St John's wort and liquorice",
    profile: {
      medicines: ["Efmody 20mg"],
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
          name: "Liquorice root 400 mg capsules",
          ingredients: [
            {
              ingredient: "licorice-root",
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Efmody 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "licorice-root",
          with: {
            medicine: "Efmody 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Efmody leaflet: "Your doctor may need to increase your dose of Efmody if you take certain medicines, including: ... Herbal medicine used to treat depression e.g. St. John\'s wort." Efmody leaflet, "Efmody with food and drink": "Some food and drink may affect the way Efmody works and may need your doctor to decrease your dose. These include: Grapefruit juice. Liquorice." Both named - moderate each.',
    sources: [
      {
        title:
          "Efmody modified-release hard capsules (hydrocortisone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d70366d9de20b85af1c498f11302a348.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28a-efmody-fish-oil-quiet",
    title: "Efmody user takes fish oil",
    profile: {
      medicines: ["Efmody 10mg"],
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
            medicine: "Efmody 10mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Efmody names only "St. John\'s wort" and, under food, "Grapefruit juice. Liquorice." (it warns "Treatment with steroids can lead to low blood potassium", so potassium is not used here); fish oil is not named and does not affect hydrocortisone.',
    sources: [
      {
        title:
          "Efmody modified-release hard capsules (hydrocortisone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d70366d9de20b85af1c498f11302a348.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28a-constella-fybogel",
    title: "Woman with IBS-C on Constella also takes Fybogel",
    profile: {
      medicines: ["Constella 290 micrograms"],
      conditions: ["irritable bowel syndrome with constipation"],
    },
    stack: [
      {
        custom: {
          name: "Fybogel ispaghula husk 3.5 g sachets",
          ingredients: [
            {
              ingredient: "psyllium",
              amount: 3500,
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
          ingredient: "psyllium",
          with: {
            medicine: "Constella 290 micrograms",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Constella leaflet: "Some medicines may increase the risk of diarrhoea when taken with Constella, such as: ... Laxatives." Ispaghula husk is a bulk laxative: watch for diarrhoea (at least a minor note; tell the doctor).',
    sources: [
      {
        title:
          "Constella 290 microgram hard capsules (linaclotide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7504582d8c4f390424d8e4bfcd82fbae.xml.html",
      },
    ],
  },
  {
    id: "sc-p28a-constella-vitd-quiet",
    title: "Constella user takes vitamin D3",
    profile: {
      medicines: ["Constella 290 micrograms"],
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
            medicine: "Constella 290 micrograms",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Constella "is not absorbed into the body" and names only oral contraceptives, levothyroxine, "Proton Pump Inhibitors", "NSAIDs" and "Laxatives"; vitamin D3 has no mechanism with a non-absorbed gut peptide.',
    sources: [
      {
        title:
          "Constella 290 microgram hard capsules (linaclotide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7504582d8c4f390424d8e4bfcd82fbae.xml.html",
      },
    ],
  },
  {
    id: "sc-p28a-constella-b12-quiet",
    title: "Constella user takes vitamin B12",
    profile: {
      medicines: ["linaclotide 290 micrograms"],
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
            medicine: "linaclotide 290 micrograms",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Constella "is not absorbed into the body" and names only oral contraceptives, levothyroxine, "Proton Pump Inhibitors", "NSAIDs" and "Laxatives"; vitamin B12 is not named and has no mechanism.',
    sources: [
      {
        title:
          "Constella 290 microgram hard capsules (linaclotide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7504582d8c4f390424d8e4bfcd82fbae.xml.html",
      },
    ],
  },
  {
    id: "sc-p28a-procysbi-vitd-quiet",
    title: "Adult with cystinosis on Procysbi takes vitamin D3",
    profile: {
      medicines: ["Procysbi 300mg twice daily"],
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
            medicine: "Procysbi 300mg twice daily",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; PROCYSBI names only bicarbonate ("take bicarbonate at least one hour before or at least one hour after") and food advice ("avoid meals, which are rich in fat or proteins as well as any food or liquid that could decrease the acidity in your stomach, like milk or yogurt"); no herb or vitamin is named; a vitamin D3 tablet does not reduce stomach acidity and is not named.',
    sources: [
      {
        title:
          "PROCYSBI gastro-resistant hard capsules (mercaptamine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8fe556bb25526e379f33fd00eb2af422.html",
      },
    ],
  },
  {
    id: "sc-p28a-procysbi-b12-quiet",
    title: "Procysbi patient takes vitamin B12",
    profile: {
      medicines: ["Procysbi 300mg twice daily"],
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
            medicine: "Procysbi 300mg twice daily",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; PROCYSBI names only bicarbonate ("take bicarbonate at least one hour before or at least one hour after") and food advice ("avoid meals, which are rich in fat or proteins as well as any food or liquid that could decrease the acidity in your stomach, like milk or yogurt"); no herb or vitamin is named; vitamin B12 has no mechanism with mercaptamine.',
    sources: [
      {
        title:
          "PROCYSBI gastro-resistant hard capsules (mercaptamine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8fe556bb25526e379f33fd00eb2af422.html",
      },
    ],
  },
  {
    id: "sc-p28a-isturisa-vitd-quiet",
    title: "Woman with Cushing's on Isturisa takes vitamin D3",
    profile: {
      medicines: ["Isturisa 5mg twice daily"],
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
            medicine: "Isturisa 5mg twice daily",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Isturisa names QT-prolonging medicines, "theophylline" and "tizanidine" only (it tests for "abnormalities in your magnesium, calcium and potassium levels", so those are not used here); vitamin D3 is not named and has no mechanism with osilodrostat.',
    sources: [
      {
        title: "Isturisa film-coated tablets (osilodrostat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-13bb467fc3daebcc72e614a634466540.json.html",
      },
    ],
  },
  {
    id: "sc-p28a-isturisa-b12-quiet",
    title: "Isturisa patient takes vitamin B12",
    profile: {
      medicines: ["Isturisa 5mg twice daily"],
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
            medicine: "Isturisa 5mg twice daily",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Isturisa names QT-prolonging medicines, "theophylline" and "tizanidine" only (it tests for "abnormalities in your magnesium, calcium and potassium levels", so those are not used here); vitamin B12 has no mechanism.',
    sources: [
      {
        title: "Isturisa film-coated tablets (osilodrostat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-13bb467fc3daebcc72e614a634466540.json.html",
      },
    ],
  },
  {
    id: "sc-p28a-xromi-vitd-quiet",
    title: "Adult with sickle cell disease on Xromi takes vitamin D3",
    profile: {
      medicines: ["Xromi 100mg/ml oral solution"],
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
            medicine: "Xromi 100mg/ml oral solution",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Xromi names only "other myelosuppressive medicines", chemotherapy, interferon, "antiretroviral medicines" and "live vaccines" (it mentions "a known lack of vitamin B12 or folate" and bleeding, so those and fish oil are not used here); vitamin D3 is not named and has no mechanism with hydroxycarbamide.',
    sources: [
      {
        title: "Xromi 100 mg/ml oral solution (hydroxycarbamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4ee3eaba97a2c229abd66d955627a070.html",
      },
    ],
  },
  {
    id: "sc-p28a-xromi-vitc-quiet",
    title: "Xromi user takes vitamin C tablets",
    profile: {
      medicines: ["Xromi 100mg/ml oral solution"],
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
            medicine: "Xromi 100mg/ml oral solution",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Xromi names only "other myelosuppressive medicines", chemotherapy, interferon, "antiretroviral medicines" and "live vaccines" (it mentions "a known lack of vitamin B12 or folate" and bleeding, so those and fish oil are not used here); vitamin C is not named and has no mechanism.',
    sources: [
      {
        title: "Xromi 100 mg/ml oral solution (hydroxycarbamide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4ee3eaba97a2c229abd66d955627a070.html",
      },
    ],
  },
  {
    id: "sc-p28a-jorveza-b12-quiet",
    title: "Jorveza user takes a swallowed vitamin B12 tablet",
    profile: {
      medicines: ["Jorveza 1mg twice daily"],
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
            medicine: "Jorveza 1mg twice daily",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Jorveza names CYP3A4 inhibitors, oestrogens, digoxin and diuretics, plus timing: "Do not use any oral solutions, sprays or chewable tablets for at least 30 minutes before or after"; vitamin B12 has no mechanism with budesonide.',
    sources: [
      {
        title: "Jorveza orodispersible tablets (budesonide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-84f7be3473056391e7ee18f2463847a8.html",
      },
    ],
  },
  {
    id: "sc-p28a-resolor-vitd-quiet",
    title: "Woman on Resolor for chronic constipation takes vitamin D3",
    profile: {
      medicines: ["Resolor 2mg"],
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
            medicine: "Resolor 2mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Resolor has only the general line ("Tell your doctor if you are taking ... any other medicines") and names nothing; "Resolor can be taken with or without food and drinks"; vitamin D3 has no mechanism with prucalopride.',
    sources: [
      {
        title: "Resolor film-coated tablets (prucalopride) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ff7e41e620a058f62e199d7b81a017a6.xml.html",
      },
    ],
  },
  {
    id: "sc-p28a-resolor-b12-quiet",
    title: "Resolor user takes vitamin B12",
    profile: {
      medicines: ["prucalopride 2mg"],
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
            medicine: "prucalopride 2mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Resolor has only the general line ("Tell your doctor if you are taking ... any other medicines") and names nothing; "Resolor can be taken with or without food and drinks"; vitamin B12 has no mechanism.',
    sources: [
      {
        title: "Resolor film-coated tablets (prucalopride) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ff7e41e620a058f62e199d7b81a017a6.xml.html",
      },
    ],
  },
  {
    id: "sc-p28a-sapropterin-vitd-quiet",
    title: "PKU patient on sapropterin takes vitamin D3",
    profile: {
      medicines: ["sapropterin 100mg soluble tablets"],
      conditions: ["phenylketonuria"],
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
            medicine: "sapropterin 100mg soluble tablets",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the leaflet names "levodopa", "methotrexate", "trimethoprim" and "medicines that cause dilation of blood vessels" only (so arginine, nitrate and folate products are not used here); vitamin D3 has no protein and no mechanism.',
    sources: [
      {
        title:
          "Sapropterin Dipharma 100 mg soluble tablets (sapropterin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a170adf9726f4d3c42997e5fb725cb61.html",
      },
    ],
  },
  {
    id: "sc-p28a-sapropterin-fish-oil-quiet",
    title: "PKU patient on sapropterin takes omega-3 fish oil",
    profile: {
      medicines: ["sapropterin 100mg soluble tablets"],
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
            medicine: "sapropterin 100mg soluble tablets",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the leaflet names "levodopa", "methotrexate", "trimethoprim" and "medicines that cause dilation of blood vessels" only (so arginine, nitrate and folate products are not used here); fish oil capsules contain no phenylalanine load of note and are not named.',
    sources: [
      {
        title:
          "Sapropterin Dipharma 100 mg soluble tablets (sapropterin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a170adf9726f4d3c42997e5fb725cb61.html",
      },
    ],
  },
  {
    id: "sc-p28a-zokinvy-sjw",
    title: "Young adult with progeroid laminopathy on Zokinvy starts St John's wort",
    profile: {
      medicines: ["Zokinvy 75mg"],
      conditions: ["progeroid laminopathy"],
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
            medicine: "Zokinvy 75mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Zokinvy leaflet: "The following medicines require caution when taken with Zokinvy: ... medicines that are strong, moderate or weak CYP3A inducers (these can increase the breakdown of Zokinvy in the body, making the medicine less effective ...) ... St. John\'s wort or St. John\'s wort-containing products (a herbal medicine used to treat mild depression)"; warnings: a "moderate or strong CYP3A inducer. These types of medicines should be avoided". St John\'s wort is named ("require caution"; inducers "should be avoided") - at least moderate.',
    sources: [
      {
        title: "Zokinvy hard capsules (lonafarnib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-899927b87eee0edddf78e53b80fec139.html",
      },
    ],
  },
  {
    id: "sc-p28a-zokinvy-cranberry-capsules",
    title: "Woman on Zokinvy takes cranberry capsules for cystitis",
    profile: {
      medicines: ["Zokinvy 75mg"],
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
      flags: [
        {
          ingredient: "cranberry",
          with: {
            medicine: "Zokinvy 75mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Zokinvy leaflet, "Zokinvy with food and drink": "Do not take Zokinvy with foods or drinks that contain grapefruit, cranberries, pomegranates, or Seville (bitter) orange (such as orange marmalade). Foods or drinks containing these fruits may increase the side effects of Zokinvy." "Do not take Zokinvy with" cranberry products - a concentrated cranberry capsule should be avoided (at least major).',
    sources: [
      {
        title: "Zokinvy hard capsules (lonafarnib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-899927b87eee0edddf78e53b80fec139.html",
      },
    ],
  },
  {
    id: "sc-p28a-zokinvy-pomegranate",
    title: "Zokinvy user takes pomegranate extract",
    profile: {
      medicines: ["lonafarnib 75mg capsules"],
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
            medicine: "lonafarnib 75mg capsules",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Zokinvy leaflet, "Zokinvy with food and drink": "Do not take Zokinvy with foods or drinks that contain grapefruit, cranberries, pomegranates, or Seville (bitter) orange (such as orange marmalade). Foods or drinks containing these fruits may increase the side effects of Zokinvy." Pomegranate is named - avoid (at least major).',
    sources: [
      {
        title: "Zokinvy hard capsules (lonafarnib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-899927b87eee0edddf78e53b80fec139.html",
      },
    ],
  },
  {
    id: "sc-p28a-zokinvy-bitter-orange",
    title: "Zokinvy user buys a bitter orange fat-burner",
    profile: {
      medicines: ["Zokinvy 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Bitter orange (Citrus aurantium) fat-burner capsules (synephrine 20 mg)",
          ingredients: [
            {
              ingredient: "bitter-orange",
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
          ingredient: "bitter-orange",
          with: {
            medicine: "Zokinvy 50mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Zokinvy leaflet, "Zokinvy with food and drink": "Do not take Zokinvy with foods or drinks that contain grapefruit, cranberries, pomegranates, or Seville (bitter) orange (such as orange marmalade). Foods or drinks containing these fruits may increase the side effects of Zokinvy." Seville (bitter) orange is named - avoid (at least major).',
    sources: [
      {
        title: "Zokinvy hard capsules (lonafarnib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-899927b87eee0edddf78e53b80fec139.html",
      },
    ],
  },
  {
    id: "sc-p28a-zokinvy-vitd-quiet",
    title: "Zokinvy user takes vitamin D3",
    profile: {
      medicines: ["Zokinvy 75mg"],
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
            medicine: "Zokinvy 75mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Zokinvy names "St. John\'s wort" and "grapefruit, cranberries, pomegranates, or Seville (bitter) orange" only, with no vitamin or mineral line; vitamin D3 is not a CYP3A inducer or inhibitor.',
    sources: [
      {
        title: "Zokinvy hard capsules (lonafarnib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-899927b87eee0edddf78e53b80fec139.html",
      },
    ],
  },
  {
    id: "sc-p28a-zokinvy-calcium-quiet",
    title: "Zokinvy user takes calcium carbonate tablets",
    profile: {
      medicines: ["Zokinvy 75mg"],
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
            medicine: "Zokinvy 75mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Zokinvy names "St. John\'s wort" and "grapefruit, cranberries, pomegranates, or Seville (bitter) orange" only, with no vitamin or mineral line; calcium is not named and has no CYP3A mechanism.',
    sources: [
      {
        title: "Zokinvy hard capsules (lonafarnib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-899927b87eee0edddf78e53b80fec139.html",
      },
    ],
  },
  {
    id: "sc-p28a-vazkepa-vitd-quiet",
    title: "Man on Vazkepa and a statin takes vitamin D3",
    profile: {
      medicines: ["Vazkepa 998mg"],
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
            medicine: "Vazkepa 998mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Vazkepa names only "an anticoagulant medicine (which prevents blood from clotting), medicines that inhibit platelets" (so fish oil, vitamin E and other bleeding-risk products are not used here); vitamin D3 has no bleeding or lipid mechanism.',
    sources: [
      {
        title: "Vazkepa 998 mg soft capsules (icosapent ethyl) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-96431077feaab94e628cf99788cf8afd.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28a-vazkepa-b12-quiet",
    title: "Woman on Vazkepa takes vitamin B12",
    profile: {
      medicines: ["Vazkepa 998mg"],
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
            medicine: "Vazkepa 998mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Vazkepa names only "an anticoagulant medicine (which prevents blood from clotting), medicines that inhibit platelets" (so fish oil, vitamin E and other bleeding-risk products are not used here); vitamin B12 has no mechanism with icosapent ethyl.',
    sources: [
      {
        title: "Vazkepa 998 mg soft capsules (icosapent ethyl) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-96431077feaab94e628cf99788cf8afd.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28a-inbrija-b12-quiet",
    title: "Woman using Inbrija takes vitamin B12",
    profile: {
      medicines: ["Inbrija 33mg inhaler"],
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
            medicine: "Inbrija 33mg inhaler",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Inbrija lists MAO inhibitors, "COMT inhibitors", antipsychotics, "metoclopramide", "isoniazid", blood pressure medicines, tricyclics and "amantadine" and no supplement (iron, vitamin B6 and protein are not used here because of oral levodopa mechanisms); vitamin B12 is not named.',
    sources: [
      {
        title:
          "Inbrija 33 mg inhalation powder, hard capsules (levodopa) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-09457b67378eccc379f945623f721bcb.json.html",
      },
    ],
  },
  {
    id: "sc-p28a-quviviq-vitd-quiet",
    title: "Woman on Quviviq for insomnia takes vitamin D3",
    profile: {
      medicines: ["Quviviq 50mg"],
      conditions: ["insomnia"],
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
            medicine: "Quviviq 50mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; QUVIVIQ names CYP3A4 inhibitors/inducers, "medicines that work in your brain (e.g., diazepam, alprazolam)", dabigatran, digoxin, alcohol and grapefruit only (so sedative herbs and melatonin are not used here); vitamin D3 is not sedating and not a CYP3A4 modulator.',
    sources: [
      {
        title: "QUVIVIQ film-coated tablets (daridorexant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fab45178c60aa670cc4368c283b21dec.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28a-quviviq-b12-quiet",
    title: "Man on daridorexant takes vitamin B12",
    profile: {
      medicines: ["daridorexant 50mg"],
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
            medicine: "daridorexant 50mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; QUVIVIQ names CYP3A4 inhibitors/inducers, "medicines that work in your brain (e.g., diazepam, alprazolam)", dabigatran, digoxin, alcohol and grapefruit only (so sedative herbs and melatonin are not used here); vitamin B12 has no mechanism.',
    sources: [
      {
        title: "QUVIVIQ film-coated tablets (daridorexant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fab45178c60aa670cc4368c283b21dec.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28a-orladeyo-sjw",
    title: "Woman with hereditary angioedema on Orladeyo starts St John's wort",
    profile: {
      medicines: ["Orladeyo 150mg"],
      conditions: ["hereditary angioedema"],
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
            medicine: "Orladeyo 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Orladeyo leaflet: "Particularly, tell your doctor before taking Orladeyo if you are using: ... desipramine, St. John\'s wort and other medicines to treat depression called tricyclic antidepressants". "Tell your doctor before taking" - moderate.',
    sources: [
      {
        title: "Orladeyo 150 mg hard capsules (berotralstat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e904990c0daca9f90faf79e88bc809b4.html",
      },
    ],
  },
  {
    id: "sc-p28a-orladeyo-kira",
    title: "Man on berotralstat buys Kira Low Mood Relief",
    profile: {
      medicines: ["berotralstat 150mg"],
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
            medicine: "berotralstat 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Orladeyo leaflet: \"Particularly, tell your doctor before taking Orladeyo if you are using: ... desipramine, St. John's wort and other medicines to treat depression called tricyclic antidepressants\". Kira is St John's wort - moderate.",
    sources: [
      {
        title: "Orladeyo 150 mg hard capsules (berotralstat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e904990c0daca9f90faf79e88bc809b4.html",
      },
    ],
  },
  {
    id: "sc-p28a-orladeyo-vitd-quiet",
    title: "Orladeyo user takes vitamin D3",
    profile: {
      medicines: ["Orladeyo 150mg"],
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
            medicine: "Orladeyo 150mg",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Orladeyo names \"desipramine, St. John's wort and other medicines to treat depression\" - St John's wort is its only herbal product - and no vitamin or mineral; vitamin D3 has no mechanism with berotralstat.",
    sources: [
      {
        title: "Orladeyo 150 mg hard capsules (berotralstat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e904990c0daca9f90faf79e88bc809b4.html",
      },
    ],
  },
  {
    id: "sc-p28a-orladeyo-fish-oil-quiet",
    title: "Orladeyo user takes fish oil",
    profile: {
      medicines: ["Orladeyo 150mg"],
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
            medicine: "Orladeyo 150mg",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Orladeyo names \"desipramine, St. John's wort and other medicines to treat depression\" - St John's wort is its only herbal product - and no vitamin or mineral; fish oil is not named and does not affect berotralstat.",
    sources: [
      {
        title: "Orladeyo 150 mg hard capsules (berotralstat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e904990c0daca9f90faf79e88bc809b4.html",
      },
    ],
  },
  {
    id: "sc-p28a-rilutek-vitd-quiet",
    title: "Man with motor neurone disease on Rilutek takes vitamin D3",
    profile: {
      medicines: ["Rilutek 50mg"],
      conditions: ["motor neurone disease"],
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
            medicine: "Rilutek 50mg",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; RILUTEK's interaction section is only \"Tell your doctor if you are taking, have recently taken or might take any other medicines\" and names nothing (caffeine is not used here because riluzole is a CYP1A2 substrate); vitamin D3 has no mechanism with riluzole.",
    sources: [
      {
        title: "RILUTEK 50 mg film-coated tablets (riluzole) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-68bcf84e560e25281fc234537e658487.html",
      },
    ],
  },
  {
    id: "sc-p28a-rilutek-b12-quiet",
    title: "Woman on riluzole takes vitamin B12",
    profile: {
      medicines: ["riluzole 50mg"],
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
            medicine: "riluzole 50mg",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; RILUTEK's interaction section is only \"Tell your doctor if you are taking, have recently taken or might take any other medicines\" and names nothing (caffeine is not used here because riluzole is a CYP1A2 substrate); vitamin B12 has no mechanism.",
    sources: [
      {
        title: "RILUTEK 50 mg film-coated tablets (riluzole) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-68bcf84e560e25281fc234537e658487.html",
      },
    ],
  },
  {
    id: "sc-p28a-veoza-calcium-d-quiet",
    title: "Menopausal woman on Veoza takes Adcal-D3",
    profile: {
      medicines: ["Veoza 45mg"],
      conditions: ["menopause"],
    },
    stack: [
      {
        custom: {
          name: "Adcal-D3 chewable tablets (calcium 600 mg, vitamin D3 10 micrograms)",
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
            medicine: "Veoza 45mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Veoza 45mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Veoza names "moderate or strong CYP1A2 inhibitors (e.g., ethinyl oestradiol containing contraceptives, mexiletine, enoxacin, fluvoxamine)" and oestrogen HRT only (so phytoestrogen herbs and caffeine are not used here); calcium and vitamin D are not CYP1A2 inhibitors and are not named.',
    sources: [
      {
        title: "Veoza 45 mg film-coated tablets (fezolinetant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-28b6beabb1138dcf80cd8cb464115640.html",
      },
    ],
  },
  {
    id: "sc-p28a-veoza-b12-quiet",
    title: "Woman on fezolinetant takes vitamin B12",
    profile: {
      medicines: ["fezolinetant 45mg"],
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
            medicine: "fezolinetant 45mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Veoza names "moderate or strong CYP1A2 inhibitors (e.g., ethinyl oestradiol containing contraceptives, mexiletine, enoxacin, fluvoxamine)" and oestrogen HRT only (so phytoestrogen herbs and caffeine are not used here); vitamin B12 has no mechanism.',
    sources: [
      {
        title: "Veoza 45 mg film-coated tablets (fezolinetant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-28b6beabb1138dcf80cd8cb464115640.html",
      },
    ],
  },
  {
    id: "sc-p28a-xermelo-vitd-quiet",
    title: "Man with carcinoid syndrome on Xermelo takes vitamin D3",
    profile: {
      medicines: ["Xermelo 250mg three times daily"],
      conditions: ["carcinoid syndrome"],
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
            medicine: "Xermelo 250mg three times daily",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Xermelo names only prescription medicines ("medicines for diarrhoea", valproic acid, sunitinib, everolimus, bupropion, sertraline, ciclosporin, simvastatin, oral contraceptives, amlodipine, irinotecan, capecitabine, flutamide, prasugrel, octreotide); 5-HTP and tryptophan are not used here because of the serotonin pathway; vitamin D3 has no mechanism with telotristat.',
    sources: [
      {
        title:
          "Xermelo 250 mg film-coated tablets (telotristat ethyl) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a7d93b3af6f699fe631629c6d79268c4.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28a-xermelo-b12-quiet",
    title: "Woman on telotristat takes vitamin B12",
    profile: {
      medicines: ["telotristat ethyl 250mg"],
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
            medicine: "telotristat ethyl 250mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Xermelo names only prescription medicines ("medicines for diarrhoea", valproic acid, sunitinib, everolimus, bupropion, sertraline, ciclosporin, simvastatin, oral contraceptives, amlodipine, irinotecan, capecitabine, flutamide, prasugrel, octreotide); 5-HTP and tryptophan are not used here because of the serotonin pathway; vitamin B12 has no mechanism.',
    sources: [
      {
        title:
          "Xermelo 250 mg film-coated tablets (telotristat ethyl) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a7d93b3af6f699fe631629c6d79268c4.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28a-cuprior-berocca-zinc",
    title: "Man on Cuprior drinks Berocca every morning",
    profile: {
      medicines: ["Cuprior 150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Berocca Energy effervescent tablets (vitamin C 500 mg, zinc 10 mg, magnesium 100 mg, B vitamins)",
          ingredients: [
            {
              ingredient: "vitamin-c",
              amount: 500,
              unit: "mg",
            },
            {
              ingredient: "zinc",
              amount: 10,
              unit: "mg",
            },
            {
              ingredient: "magnesium",
              amount: 100,
              unit: "mg",
            },
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
      flags: [
        {
          ingredient: "zinc",
          with: {
            medicine: "Cuprior 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Cuprior leaflet, warnings: "The association of trientine with another medicine that contains zinc is not recommended." Berocca contains 10 mg zinc - "not recommended" with trientine (moderate); ask the Wilson\'s specialist.',
    sources: [
      {
        title: "Cuprior 150 mg film-coated tablets (trientine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7257da0dd1f9dbf780b362b25cce238a.html",
      },
    ],
  },
  {
    id: "sc-p28a-cuprior-spatone",
    title: "Woman on Cuprior takes Spatone iron water",
    profile: {
      medicines: ["Cuprior 150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Spatone iron-rich water sachets (5 mg iron)",
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
            medicine: "Cuprior 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Cuprior leaflet: "you must tell your doctor if you are already taking iron supplements ... If you take these medicines you may need to take Cuprior at a different time in the day because otherwise Cuprior may not be as effective. If you take iron supplements, make sure that at least two hours have passed between taking Cuprior and taking your iron supplements" and section 3: "If you take iron supplements, take them at least two hours after taking a dose of Cuprior." Even a low-dose iron product is an iron supplement: tell the doctor and keep it at least 2 hours after Cuprior (moderate).',
    sources: [
      {
        title: "Cuprior 150 mg film-coated tablets (trientine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7257da0dd1f9dbf780b362b25cce238a.html",
      },
    ],
  },
  {
    id: "sc-p28a-yorvipath-vitd-spray",
    title: "Man on Yorvipath uses a 3000 IU vitamin D spray",
    profile: {
      medicines: ["Yorvipath 18 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 oral spray 3000 IU (75 micrograms) per dose",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 75,
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
            medicine: "Yorvipath 18 micrograms",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Yorvipath leaflet, section 3: "Your doctor may advise you to gradually change your dose ... until you are using a dose that keeps the amount of calcium in your body within the normal range without the need for active vitamin D or therapeutic doses of calcium" and "Your doctor may tell you to change the amount of calcium or vitamin D you take (in any form, including foods rich in calcium)"; section 4: "you may be asked to stop some of the medicines you are taking. These medicines include calcium or vitamin D." A high-dose vitamin D spray is vitamin D "in any form" - moderate.',
    sources: [
      {
        title:
          "Yorvipath solution for injection in pre-filled pen (palopegteriparatide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-734207024d8a0ccf4fa37b0614084df6.html",
      },
    ],
  },
  {
    id: "sc-p28a-jinarc-kira",
    title: "Woman on Jinarc buys Kira Low Mood Relief",
    profile: {
      medicines: ["Jinarc 60mg/30mg"],
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
            medicine: "Jinarc 60mg/30mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Jinarc leaflet: "Tell your doctor or pharmacist if you are taking ... any other medicines, including medicines obtained without a prescription." "The following medicines may lower the effect of Jinarc: ... St. John\'s Wort (a traditional herbal medicinal product for the relief of slightly low mood and mild anxiety)." "Your doctor will be able to decide what is suitable for you." Kira is St John\'s wort - moderate.',
    sources: [
      {
        title: "Jinarc tablets (tolvaptan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3441cbef7f1604451bb170e82be4a4ea.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28a-jinarc-mood-formula",
    title: "Man on Jinarc takes a mood formula with St John's wort and B vitamins",
    profile: {
      medicines: ["Jinarc 90mg/30mg"],
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
            medicine: "Jinarc 90mg/30mg",
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
            medicine: "Jinarc 90mg/30mg",
          },
        },
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "Jinarc 90mg/30mg",
          },
        },
      ],
    },
    rationale:
      'Jinarc leaflet: "Tell your doctor or pharmacist if you are taking ... any other medicines, including medicines obtained without a prescription." "The following medicines may lower the effect of Jinarc: ... St. John\'s Wort (a traditional herbal medicinal product for the relief of slightly low mood and mild anxiety)." "Your doctor will be able to decide what is suitable for you." The St John\'s wort component is flagged (moderate); vitamin B6 and B12 are not named and have no mechanism with tolvaptan.',
    sources: [
      {
        title: "Jinarc tablets (tolvaptan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3441cbef7f1604451bb170e82be4a4ea.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28a-tavneos-sjw-tea",
    title: "Tavneos patient drinks St John's wort tea",
    profile: {
      medicines: ["Tavneos 30mg twice daily"],
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
            medicine: "Tavneos 30mg twice daily",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tavneos leaflet: "It is important to tell your doctor especially if you use any of the following medicines: ... St. John\'s wort, an herbal medicine used for mild depression. If short-term use of one of these medicines cannot be avoided during treatment with Tavneos, your doctor may regularly check your condition to see how well Tavneos is working." Moderate.',
    sources: [
      {
        title: "Tavneos 10 mg hard capsules (avacopan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-74cee07ffddb72142d80fc4c20efe6f2.html",
      },
    ],
  },
  {
    id: "sc-p28a-tavneos-magnesium-quiet",
    title: "Tavneos patient takes magnesium for cramps",
    profile: {
      medicines: ["Tavneos 30mg twice daily"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Tavneos 30mg twice daily",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Tavneos names \"St. John's wort, an herbal medicine used for mild depression\" as its only non-prescription product and has no vitamin or mineral line; magnesium is not named and does not affect avacopan.",
    sources: [
      {
        title: "Tavneos 10 mg hard capsules (avacopan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-74cee07ffddb72142d80fc4c20efe6f2.html",
      },
    ],
  },
  {
    id: "sc-p28a-plenadren-kira",
    title: "Woman on Plenadren buys Kira Low Mood Relief",
    profile: {
      medicines: ["Plenadren 20mg"],
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
            medicine: "Plenadren 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Plenadren leaflet: "tell your doctor or pharmacist if you are using any of the following medicines, as the dose of Plenadren may need to be changed: ... St. John\'s wort - used to treat depression and other conditions". Moderate.',
    sources: [
      {
        title:
          "Plenadren modified-release tablets (hydrocortisone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4be09f952ab4cdf2803ef423dc889e5c.html",
      },
    ],
  },
  {
    id: "sc-p28a-plenadren-fish-oil-quiet",
    title: "Plenadren patient takes fish oil",
    profile: {
      medicines: ["Plenadren 20mg"],
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
            medicine: "Plenadren 20mg",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Plenadren names \"St. John's wort - used to treat depression and other conditions\" as its only herbal product, and no vitamin or mineral; fish oil does not change hydrocortisone exposure.",
    sources: [
      {
        title:
          "Plenadren modified-release tablets (hydrocortisone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4be09f952ab4cdf2803ef423dc889e5c.html",
      },
    ],
  },
  {
    id: "sc-p28a-efmody-liquorice-tea",
    title: "Efmody user drinks three cups of liquorice tea a day",
    profile: {
      medicines: ["hydrocortisone modified-release 10mg (Efmody)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Liquorice root herbal tea bags (2 g root)",
          ingredients: [
            {
              ingredient: "licorice-root",
              amount: 2000,
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
          ingredient: "licorice-root",
          with: {
            medicine: "hydrocortisone modified-release 10mg (Efmody)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Efmody leaflet, "Efmody with food and drink": "Some food and drink may affect the way Efmody works and may need your doctor to decrease your dose. These include: Grapefruit juice. Liquorice." Regular liquorice tea - moderate.',
    sources: [
      {
        title:
          "Efmody modified-release hard capsules (hydrocortisone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d70366d9de20b85af1c498f11302a348.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28a-efmody-kira",
    title: "Efmody user buys Kira Low Mood Relief",
    profile: {
      medicines: ["Efmody 10mg"],
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
            medicine: "Efmody 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Efmody leaflet: "Your doctor may need to increase your dose of Efmody if you take certain medicines, including: ... Herbal medicine used to treat depression e.g. St. John\'s wort." Moderate.',
    sources: [
      {
        title:
          "Efmody modified-release hard capsules (hydrocortisone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d70366d9de20b85af1c498f11302a348.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28a-efmody-calcium-quiet",
    title: "Efmody user takes calcium carbonate",
    profile: {
      medicines: ["Efmody 10mg"],
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
            medicine: "Efmody 10mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Efmody names only "St. John\'s wort" and, under food, "Grapefruit juice. Liquorice." (it warns "Treatment with steroids can lead to low blood potassium", so potassium is not used here); calcium is not named and does not change hydrocortisone exposure.',
    sources: [
      {
        title:
          "Efmody modified-release hard capsules (hydrocortisone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d70366d9de20b85af1c498f11302a348.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28a-constella-psyllium-capsules",
    title: "Man on linaclotide also takes psyllium husk capsules",
    profile: {
      medicines: ["linaclotide 290 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Psyllium husk 500 mg capsules",
          ingredients: [
            {
              ingredient: "psyllium",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 6,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "psyllium",
          with: {
            medicine: "linaclotide 290 micrograms",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Constella leaflet: "Some medicines may increase the risk of diarrhoea when taken with Constella, such as: ... Laxatives." Psyllium is a bulk laxative - note the extra diarrhoea risk (at least minor).',
    sources: [
      {
        title:
          "Constella 290 microgram hard capsules (linaclotide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7504582d8c4f390424d8e4bfcd82fbae.xml.html",
      },
    ],
  },
  {
    id: "sc-p28a-zokinvy-cystitis-formula",
    title: "Young woman on Zokinvy buys a cranberry cystitis formula",
    profile: {
      medicines: ["Zokinvy 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Women's cystitis formula (cranberry extract 500 mg, D-mannose)",
          ingredients: [
            {
              ingredient: "cranberry",
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
          ingredient: "cranberry",
          with: {
            medicine: "Zokinvy 50mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Zokinvy leaflet, "Zokinvy with food and drink": "Do not take Zokinvy with foods or drinks that contain grapefruit, cranberries, pomegranates, or Seville (bitter) orange (such as orange marmalade). Foods or drinks containing these fruits may increase the side effects of Zokinvy." Cranberry products are named - avoid (at least major).',
    sources: [
      {
        title: "Zokinvy hard capsules (lonafarnib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-899927b87eee0edddf78e53b80fec139.html",
      },
    ],
  },
  {
    id: "sc-p28a-zokinvy-b12-quiet",
    title: "Zokinvy user takes vitamin B12",
    profile: {
      medicines: ["Zokinvy 75mg"],
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
            medicine: "Zokinvy 75mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Zokinvy names "St. John\'s wort" and "grapefruit, cranberries, pomegranates, or Seville (bitter) orange" only, with no vitamin or mineral line; vitamin B12 has no CYP3A mechanism.',
    sources: [
      {
        title: "Zokinvy hard capsules (lonafarnib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-899927b87eee0edddf78e53b80fec139.html",
      },
    ],
  },
  {
    id: "sc-p28a-orladeyo-sjw-tea",
    title: "Orladeyo user drinks St John's wort tea",
    profile: {
      medicines: ["Orladeyo 150mg"],
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
            medicine: "Orladeyo 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Orladeyo leaflet: "Particularly, tell your doctor before taking Orladeyo if you are using: ... desipramine, St. John\'s wort and other medicines to treat depression called tricyclic antidepressants". Moderate.',
    sources: [
      {
        title: "Orladeyo 150 mg hard capsules (berotralstat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e904990c0daca9f90faf79e88bc809b4.html",
      },
    ],
  },
  {
    id: "sc-p28a-orladeyo-b12-quiet",
    title: "Orladeyo user takes vitamin B12",
    profile: {
      medicines: ["Orladeyo 150mg"],
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
            medicine: "Orladeyo 150mg",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Orladeyo names \"desipramine, St. John's wort and other medicines to treat depression\" - St John's wort is its only herbal product - and no vitamin or mineral; vitamin B12 has no mechanism with berotralstat.",
    sources: [
      {
        title: "Orladeyo 150 mg hard capsules (berotralstat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e904990c0daca9f90faf79e88bc809b4.html",
      },
    ],
  },
  {
    id: "sc-p28a-nityr-vitd-quiet",
    title: "Nityr user takes vitamin D3",
    profile: {
      medicines: ["Nityr 10mg"],
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
            medicine: "Nityr 10mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Nityr names only "Medicines for epilepsy (such as phenytoin)" and "Medicines against blood clotting (such as warfarin)" plus the low-tyrosine diet; vitamin D3 contains no protein and has no mechanism.',
    sources: [
      {
        title: "Nityr 10 mg tablets (nitisinone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-af7ada14ad8929ea357c14ec95ee08dd.html",
      },
    ],
  },
  {
    id: "sc-p28a-nityr-b12-quiet",
    title: "Man with alkaptonuria on nitisinone takes vitamin B12",
    profile: {
      medicines: ["nitisinone 10mg tablets"],
      conditions: ["alkaptonuria"],
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
            medicine: "nitisinone 10mg tablets",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Nityr names only "Medicines for epilepsy (such as phenytoin)" and "Medicines against blood clotting (such as warfarin)" plus the low-tyrosine diet; vitamin B12 has no mechanism.',
    sources: [
      {
        title: "Nityr 10 mg tablets (nitisinone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-af7ada14ad8929ea357c14ec95ee08dd.html",
      },
    ],
  },
  {
    id: "sc-p28b-vargatef-sjw-tablets",
    title: "Man on Vargatef for lung cancer buys St John's wort tablets for low mood",
    profile: {
      medicines: ["Vargatef 100mg"],
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
            medicine: "Vargatef 100mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Vargatef leaflet, "Other medicines and Vargatef": "The following medicines may decrease the blood levels of nintedanib and thus may lead to reduction of the effectiveness of Vargatef: ... St. John\'s Wort (a herbal medicine to treat depression)"; "Tell your doctor or pharmacist if you are taking ... any other medicines, including herbal medicines". Reduced effectiveness and "Tell your doctor or pharmacist" - moderate at least.',
    sources: [
      {
        title:
          "Vargatef 100 mg / 150 mg soft capsules (nintedanib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-83c6c3334f07b6c02aea88893af34509.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28b-vargatef-kira",
    title: "Woman on nintedanib with docetaxel starts Kira Low Mood Relief",
    profile: {
      medicines: ["nintedanib 150mg"],
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
            medicine: "nintedanib 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Vargatef leaflet, "Other medicines and Vargatef": "The following medicines may decrease the blood levels of nintedanib and thus may lead to reduction of the effectiveness of Vargatef: ... St. John\'s Wort (a herbal medicine to treat depression)"; "Tell your doctor or pharmacist if you are taking ... any other medicines, including herbal medicines". Kira Low Mood Relief is a St John\'s wort extract; the leaflet says it "may lead to reduction of the effectiveness" - moderate.',
    sources: [
      {
        title:
          "Vargatef 100 mg / 150 mg soft capsules (nintedanib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-83c6c3334f07b6c02aea88893af34509.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28b-vargatef-vitamin-d-quiet",
    title: "Man on Vargatef takes a daily vitamin D tablet",
    profile: {
      medicines: ["Vargatef 150mg"],
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
            medicine: "Vargatef 150mg",
          },
        },
      ],
    },
    rationale:
      'Vargatef leaflet: the only non-prescription product named is "St. John\'s Wort"; vitamins are not mentioned, and the capsules are simply "recommended ... with food". Quiet case: the leaflet\'s interaction section was read in full; vitamin D has no stated or plausible interaction with nintedanib.',
    sources: [
      {
        title:
          "Vargatef 100 mg / 150 mg soft capsules (nintedanib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-83c6c3334f07b6c02aea88893af34509.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28b-vargatef-b12-quiet",
    title: "Woman on Vargatef takes vitamin B12 tablets",
    profile: {
      medicines: ["Vargatef 100mg"],
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
            medicine: "Vargatef 100mg",
          },
        },
      ],
    },
    rationale:
      "Vargatef leaflet names only ketoconazole, erythromycin, rifampicin, carbamazepine, phenytoin and \"St. John's Wort\" as interacting; no vitamin is named. Quiet case: the leaflet's interaction section was read in full; vitamin B12 is plainly unrelated.",
    sources: [
      {
        title:
          "Vargatef 100 mg / 150 mg soft capsules (nintedanib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-83c6c3334f07b6c02aea88893af34509.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28b-omjjara-sjw",
    title: "Man on Omjjara for myelofibrosis takes St John's wort",
    profile: {
      medicines: ["Omjjara 200mg"],
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
            medicine: "Omjjara 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Omjjara leaflet: "It is particularly important that you mention any medicines containing any of the following active substances, as your doctor may need to adjust the dose of Omjjara or the other medicine ... The following may reduce the effectiveness of Omjjara: ... St John\'s wort (Hypericum perforatum), a herbal product". "may reduce the effectiveness" and "doctor may need to adjust the dose" - moderate.',
    sources: [
      {
        title: "Omjjara film-coated tablets (momelotinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-951d8a8dc27e4bf24952f3a016066e45.json.html",
      },
    ],
  },
  {
    id: "sc-p28b-omjjara-mood-formula",
    title: "Woman on momelotinib takes a mood formula with St John's wort and B vitamins",
    profile: {
      medicines: ["momelotinib 200mg"],
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
            medicine: "momelotinib 200mg",
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
            medicine: "momelotinib 200mg",
          },
        },
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "momelotinib 200mg",
          },
        },
      ],
    },
    rationale:
      "Omjjara leaflet: \"It is particularly important that you mention any medicines containing any of the following active substances, as your doctor may need to adjust the dose of Omjjara or the other medicine ... The following may reduce the effectiveness of Omjjara: ... St John's wort (Hypericum perforatum), a herbal product\". The St John's wort part is flagged (moderate); the leaflet names no vitamin, so the B6 and B12 in the same product are quiet.",
    sources: [
      {
        title: "Omjjara film-coated tablets (momelotinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-951d8a8dc27e4bf24952f3a016066e45.json.html",
      },
    ],
  },
  {
    id: "sc-p28b-omjjara-thiamin-quiet",
    title: "Man on Omjjara takes a vitamin B1 (thiamin) tablet",
    profile: {
      medicines: ["Omjjara 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B1 (thiamin) 100 mg tablets",
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
            medicine: "Omjjara 200mg",
          },
        },
      ],
    },
    rationale:
      'Omjjara leaflet lists "vitamin B1 (thiamine) deficiency" only as a side effect; the "Other medicines and Omjjara" section names ciclosporin, carbamazepine, phenobarbital, phenytoin, "St John\'s wort" and the drugs Omjjara affects, but no vitamin. Quiet case: the leaflet\'s interaction section was read in full; thiamin does not change momelotinib.',
    sources: [
      {
        title: "Omjjara film-coated tablets (momelotinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-951d8a8dc27e4bf24952f3a016066e45.json.html",
      },
    ],
  },
  {
    id: "sc-p28b-omjjara-iron-quiet",
    title: "Woman on Omjjara for myelofibrosis with anaemia takes an iron tablet",
    profile: {
      medicines: ["Omjjara 200mg"],
      conditions: [],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Omjjara 200mg",
          },
        },
      ],
    },
    rationale:
      'Omjjara leaflet: "Take Omjjara every day at the same time, with or without meals"; no mineral, antacid or spacing advice appears, and the named interactions are medicines plus "St John\'s wort". Quiet case: the leaflet\'s interaction section was read in full; iron is not named and has no plausible mechanism.',
    sources: [
      {
        title: "Omjjara film-coated tablets (momelotinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-951d8a8dc27e4bf24952f3a016066e45.json.html",
      },
    ],
  },
  {
    id: "sc-p28b-onureg-vitamin-d-quiet",
    title: "Woman on Onureg for AML takes vitamin D",
    profile: {
      medicines: ["Onureg 300mg"],
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
            medicine: "Onureg 300mg",
          },
        },
      ],
    },
    rationale:
      'Onureg leaflet, "Other medicines and Onureg": "Tell your doctor if you are taking, have recently taken or might take any other medicines" - no medicine, herb or supplement is named, and "You can take the medicine with food or between meals."  Quiet case: the leaflet\'s interaction section was read in full; vitamin D has no plausible interaction with azacitidine.',
    sources: [
      {
        title:
          "Onureg 200 mg / 300 mg film-coated tablets (azacitidine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6b7b5522c872887b5587c6d7e9f380f6.html",
      },
    ],
  },
  {
    id: "sc-p28b-onureg-b12-quiet",
    title: "Man on oral azacitidine takes vitamin B12",
    profile: {
      medicines: ["azacitidine tablets 300mg"],
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
            medicine: "azacitidine tablets 300mg",
          },
        },
      ],
    },
    rationale:
      'Onureg leaflet, "Other medicines and Onureg": "Tell your doctor if you are taking, have recently taken or might take any other medicines" - no medicine, herb or supplement is named, and "You can take the medicine with food or between meals."  Quiet case: the leaflet\'s interaction section was read in full; vitamin B12 is unrelated to azacitidine.',
    sources: [
      {
        title:
          "Onureg 200 mg / 300 mg film-coated tablets (azacitidine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6b7b5522c872887b5587c6d7e9f380f6.html",
      },
    ],
  },
  {
    id: "sc-p28b-alecensa-sjw",
    title: "Woman on Alecensa for ALK-positive lung cancer takes St John's wort",
    profile: {
      medicines: ["Alecensa 150mg"],
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
            medicine: "Alecensa 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Alecensa leaflet: "In particular tell your doctor or pharmacist if you are taking any of the following medicines: ... St. John\'s Wort, a herbal medicine used to treat depression"; "This is because Alecensa can affect the way some other medicines work. Also some other medicines can affect the way Alecensa works." "tell your doctor or pharmacist" - moderate.',
    sources: [
      {
        title: "Alecensa 150 mg hard capsules (alectinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6c2eb54267bb33e875227a41c1c320f3.html",
      },
    ],
  },
  {
    id: "sc-p28b-alecensa-sjw-tea",
    title: "Man on alectinib drinks St John's wort tea to help him sleep",
    profile: {
      medicines: ["alectinib 600mg twice daily"],
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
            medicine: "alectinib 600mg twice daily",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Alecensa leaflet: "In particular tell your doctor or pharmacist if you are taking any of the following medicines: ... St. John\'s Wort, a herbal medicine used to treat depression"; "This is because Alecensa can affect the way some other medicines work. Also some other medicines can affect the way Alecensa works." A tea of the herb is still St John\'s wort - moderate.',
    sources: [
      {
        title: "Alecensa 150 mg hard capsules (alectinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6c2eb54267bb33e875227a41c1c320f3.html",
      },
    ],
  },
  {
    id: "sc-p28b-alecensa-vitamin-d-quiet",
    title: "Woman on Alecensa who avoids the sun takes vitamin D",
    profile: {
      medicines: ["Alecensa 150mg"],
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
            medicine: "Alecensa 150mg",
          },
        },
      ],
    },
    rationale:
      'Alecensa leaflet asks patients not to expose themselves to the sun ("Sensitivity to sunlight") but names no vitamin or mineral among the interacting products (only medicines, "St. John\'s Wort" and grapefruit/Seville oranges). Quiet case: the leaflet\'s interaction section was read in full; vitamin D is not named and has no plausible mechanism.',
    sources: [
      {
        title: "Alecensa 150 mg hard capsules (alectinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6c2eb54267bb33e875227a41c1c320f3.html",
      },
    ],
  },
  {
    id: "sc-p28b-alecensa-b12-quiet",
    title: "Man on Alecensa takes vitamin B12 tablets",
    profile: {
      medicines: ["Alecensa 150mg"],
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
            medicine: "Alecensa 150mg",
          },
        },
      ],
    },
    rationale:
      'Alecensa leaflet: "You must take Alecensa with food"; no vitamin, mineral or antacid is named in "Other medicines and Alecensa". Quiet case: the leaflet\'s interaction section was read in full; vitamin B12 is plainly unrelated.',
    sources: [
      {
        title: "Alecensa 150 mg hard capsules (alectinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6c2eb54267bb33e875227a41c1c320f3.html",
      },
    ],
  },
  {
    id: "sc-p28b-sunitinib-sjw",
    title: "Man on sunitinib for kidney cancer takes St John's wort capsules",
    profile: {
      medicines: ["sunitinib 50mg"],
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
            medicine: "sunitinib 50mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Sunitinib Accord leaflet: "Some medicines can affect the levels of Sunitinib Accord in your body. You should inform your doctor if you are taking medicines containing the following active substances: ... herbal preparations containing St. John\'s Wort (Hypericum perforatum) - used to treat depression and anxiety". "You should inform your doctor" - moderate.',
    sources: [
      {
        title: "Sunitinib Accord hard capsules (sunitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-68233cef8a2150549da332e078e2cbf5.html",
      },
    ],
  },
  {
    id: "sc-p28b-sunitinib-kira",
    title: "Woman on Sunitinib Accord for GIST buys Kira Low Mood Relief",
    profile: {
      medicines: ["Sunitinib Accord 37.5mg"],
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
            medicine: "Sunitinib Accord 37.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Sunitinib Accord leaflet: \"Some medicines can affect the levels of Sunitinib Accord in your body. You should inform your doctor if you are taking medicines containing the following active substances: ... herbal preparations containing St. John's Wort (Hypericum perforatum) - used to treat depression and anxiety\". Kira is a St John's wort extract - moderate.",
    sources: [
      {
        title: "Sunitinib Accord hard capsules (sunitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-68233cef8a2150549da332e078e2cbf5.html",
      },
    ],
  },
  {
    id: "sc-p28b-sunitinib-glucosamine-quiet",
    title: "Man on sunitinib takes glucosamine for his knees",
    profile: {
      medicines: ["sunitinib 50mg"],
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
            medicine: "sunitinib 50mg",
          },
        },
      ],
    },
    rationale:
      'Sunitinib Accord leaflet: the only herbal product named is "St. John\'s Wort"; there is no general herbal or supplement line ("Tell your doctor or pharmacist if you are taking ... any other medicines, including medicines obtained without a prescription") and it "can be taken with or without food". Quiet case: the leaflet\'s interaction section was read in full; glucosamine has no plausible mechanism with sunitinib.',
    sources: [
      {
        title: "Sunitinib Accord hard capsules (sunitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-68233cef8a2150549da332e078e2cbf5.html",
      },
    ],
  },
  {
    id: "sc-p28b-sunitinib-vitamin-d-quiet",
    title: "Woman on Sunitinib Accord takes vitamin D",
    profile: {
      medicines: ["Sunitinib Accord 50mg"],
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
            medicine: "Sunitinib Accord 50mg",
          },
        },
      ],
    },
    rationale:
      "Sunitinib Accord leaflet names antifungals, antibiotics, ritonavir, dexamethasone, anti-epileptics and \"St. John's Wort\"; no vitamin or mineral is named. Quiet case: the leaflet's interaction section was read in full; vitamin D is unrelated.",
    sources: [
      {
        title: "Sunitinib Accord hard capsules (sunitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-68233cef8a2150549da332e078e2cbf5.html",
      },
    ],
  },
  {
    id: "sc-p28b-gefitinib-sjw",
    title: "Man on gefitinib for lung cancer takes St John's wort",
    profile: {
      medicines: ["gefitinib 250mg"],
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
            medicine: "gefitinib 250mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Gefitinib Mylan leaflet: "In particular, tell your doctor or pharmacist if you are taking any of the following medicines as they may affect the way gefitinib works: ... Herbal remedies containing St John\'s wort (Hypericum perforatum, used for depression and anxiety)". "may affect the way gefitinib works" - moderate.',
    sources: [
      {
        title:
          "Gefitinib Mylan 250 mg film-coated tablets (gefitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-553de2aa690a5750d1825c26ecd3f9ed.html",
      },
    ],
  },
  {
    id: "sc-p28b-gefitinib-mood-formula",
    title: "Woman on Gefitinib Mylan takes a St John's wort mood formula with B vitamins",
    profile: {
      medicines: ["Gefitinib Mylan 250mg"],
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
            medicine: "Gefitinib Mylan 250mg",
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
            medicine: "Gefitinib Mylan 250mg",
          },
        },
      ],
    },
    rationale:
      "Gefitinib Mylan leaflet: \"In particular, tell your doctor or pharmacist if you are taking any of the following medicines as they may affect the way gefitinib works: ... Herbal remedies containing St John's wort (Hypericum perforatum, used for depression and anxiety)\". The St John's wort part is flagged (moderate). B12 is not named anywhere in sections 2 or 3 and has no plausible mechanism.",
    sources: [
      {
        title:
          "Gefitinib Mylan 250 mg film-coated tablets (gefitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-553de2aa690a5750d1825c26ecd3f9ed.html",
      },
    ],
  },
  {
    id: "sc-p28b-gefitinib-b12-quiet",
    title: "Man on gefitinib takes a vitamin B12 tablet",
    profile: {
      medicines: ["gefitinib 250mg"],
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
            medicine: "gefitinib 250mg",
          },
        },
      ],
    },
    rationale:
      'Gefitinib Mylan leaflet names phenytoin, carbamazepine, rifampicin, itraconazole, barbiturates, "St John\'s wort", acid-reducing medicines ("Do not take antacids ... 2 hours before or 1 hour after") and warfarin - no vitamin. Quiet case: the leaflet\'s interaction section was read in full; vitamin B12 is not an antacid and has no plausible mechanism. (Calcium or magnesium products were deliberately not used: the leaflet says "antacids" without naming the salts.)',
    sources: [
      {
        title:
          "Gefitinib Mylan 250 mg film-coated tablets (gefitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-553de2aa690a5750d1825c26ecd3f9ed.html",
      },
    ],
  },
  {
    id: "sc-p28b-abiraterone-sjw",
    title: "Man on abiraterone for prostate cancer takes St John's wort",
    profile: {
      medicines: ["abiraterone 500mg"],
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
            medicine: "abiraterone 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Abiraterone leaflet (EU generic): "Abiraterone ... may increase the effects of a number of medicines including heart medicines, tranquilisers, some medicines for diabetes, herbal medicines (e.g., St John\'s wort) and others. Your doctor may want to change the dose of these medicines." "Your doctor may want to change the dose" - moderate.',
    sources: [
      {
        title:
          "Abiraterone 500 mg film-coated tablets, EU generic (abiraterone acetate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-11132a32e01a148874091fa148cdfa6e.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-abiraterone-sjw-tea",
    title: "Man on abiraterone and prednisolone drinks St John's wort tea",
    profile: {
      medicines: ["abiraterone 1000mg", "prednisolone 5mg"],
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
            medicine: "abiraterone 1000mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Abiraterone leaflet (EU generic): "Abiraterone ... may increase the effects of a number of medicines including heart medicines, tranquilisers, some medicines for diabetes, herbal medicines (e.g., St John\'s wort) and others. Your doctor may want to change the dose of these medicines." The tea is the same herb - moderate.',
    sources: [
      {
        title:
          "Abiraterone 500 mg film-coated tablets, EU generic (abiraterone acetate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-11132a32e01a148874091fa148cdfa6e.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-abiraterone-calcium-d-quiet",
    title: "Man on abiraterone takes calcium and vitamin D for his bones",
    profile: {
      medicines: ["abiraterone 1000mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg + vitamin D3 10 micrograms (400 IU) chewable tablets",
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
            medicine: "abiraterone 1000mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "abiraterone 1000mg",
          },
        },
      ],
    },
    rationale:
      'Abiraterone leaflet warns that "Bone loss may occur in men treated for prostate cancer" but names no mineral or vitamin among the interacting products (heart medicines, tranquilisers, diabetes medicines, "herbal medicines (e.g., St John\'s wort)", heart-rhythm medicines). Quiet case: the leaflet\'s interaction section was read in full; calcium and vitamin D do not change abiraterone. (It must be taken on an empty stomach; that is a food rule, not an interaction.)',
    sources: [
      {
        title:
          "Abiraterone 500 mg film-coated tablets, EU generic (abiraterone acetate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-11132a32e01a148874091fa148cdfa6e.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-abiraterone-b12-quiet",
    title: "Man on abiraterone takes vitamin B12",
    profile: {
      medicines: ["abiraterone 500mg"],
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
            medicine: "abiraterone 500mg",
          },
        },
      ],
    },
    rationale:
      "Abiraterone leaflet names no vitamin; the general line covers \"herbal medicines (e.g., St John's wort)\", not vitamins. Quiet case: the leaflet's interaction section was read in full; vitamin B12 is plainly unrelated.",
    sources: [
      {
        title:
          "Abiraterone 500 mg film-coated tablets, EU generic (abiraterone acetate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-11132a32e01a148874091fa148cdfa6e.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-nexpovio-b12-quiet",
    title: "Woman on Nexpovio for myeloma takes vitamin B12",
    profile: {
      medicines: ["Nexpovio 20mg"],
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
            medicine: "Nexpovio 20mg",
          },
        },
      ],
    },
    rationale:
      'NEXPOVIO leaflet, "Other medicines and NEXPOVIO": "Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines." No medicine, herb or supplement is named, and tablets are taken "either with food or between meals".  Quiet case: the leaflet\'s interaction section was read in full; vitamin B12 is unrelated to selinexor.',
    sources: [
      {
        title: "NEXPOVIO 20 mg film-coated tablets (selinexor) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7213aca022d38d404e1e1e0d23413856.json.html",
      },
    ],
  },
  {
    id: "sc-p28b-nexpovio-vitamin-d-quiet",
    title: "Man on selinexor and dexamethasone takes vitamin D",
    profile: {
      medicines: ["selinexor 20mg tablets", "dexamethasone 20mg"],
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
            medicine: "selinexor 20mg tablets",
          },
        },
      ],
    },
    rationale:
      'NEXPOVIO leaflet, "Other medicines and NEXPOVIO": "Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines." No medicine, herb or supplement is named, and tablets are taken "either with food or between meals".  Quiet case: the leaflet\'s interaction section was read in full; vitamin D has no plausible interaction with selinexor.',
    sources: [
      {
        title: "NEXPOVIO 20 mg film-coated tablets (selinexor) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7213aca022d38d404e1e1e0d23413856.json.html",
      },
    ],
  },
  {
    id: "sc-p28b-sorafenib-sjw",
    title: "Man on sorafenib for liver cancer takes St John's wort",
    profile: {
      medicines: ["sorafenib 400mg twice daily"],
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
            medicine: "sorafenib 400mg twice daily",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Sorafenib Accord leaflet: "Some medicines may affect Sorafenib Accord, or be affected by it. Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines: ... St John\'s wort, a herbal treatment for depression". "Tell your doctor or pharmacist" - moderate.',
    sources: [
      {
        title:
          "Sorafenib Accord 200 mg film-coated tablets (sorafenib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a43f6802b7bc837851c3ee6d33acffd1.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28b-sorafenib-kira",
    title: "Woman on Sorafenib Accord for kidney cancer starts Kira Low Mood Relief",
    profile: {
      medicines: ["Sorafenib Accord 200mg"],
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
            medicine: "Sorafenib Accord 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Sorafenib Accord leaflet: \"Some medicines may affect Sorafenib Accord, or be affected by it. Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines: ... St John's wort, a herbal treatment for depression\". Kira is St John's wort extract - moderate.",
    sources: [
      {
        title:
          "Sorafenib Accord 200 mg film-coated tablets (sorafenib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a43f6802b7bc837851c3ee6d33acffd1.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28b-sorafenib-glucosamine-quiet",
    title: "Man on sorafenib takes glucosamine",
    profile: {
      medicines: ["sorafenib 400mg twice daily"],
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
            medicine: "sorafenib 400mg twice daily",
          },
        },
      ],
    },
    rationale:
      "Sorafenib Accord leaflet names rifampicin, neomycin and other antibiotics, \"St John's wort\", anti-epileptics, dexamethasone, warfarin/phenprocoumon, cancer medicines and digoxin; there is no general herbal or supplement line. Quiet case: the leaflet's interaction section was read in full; glucosamine has no plausible mechanism with sorafenib.",
    sources: [
      {
        title:
          "Sorafenib Accord 200 mg film-coated tablets (sorafenib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a43f6802b7bc837851c3ee6d33acffd1.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28b-sorafenib-b12-quiet",
    title: "Woman on Sorafenib Accord takes vitamin B12",
    profile: {
      medicines: ["Sorafenib Accord 200mg"],
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
            medicine: "Sorafenib Accord 200mg",
          },
        },
      ],
    },
    rationale:
      'Sorafenib Accord leaflet: no vitamin is named among the interacting products, and the only food advice is "Do not take this medicine with high fat meals". Quiet case: the leaflet\'s interaction section was read in full; vitamin B12 is unrelated.',
    sources: [
      {
        title:
          "Sorafenib Accord 200 mg film-coated tablets (sorafenib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a43f6802b7bc837851c3ee6d33acffd1.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28b-votubia-sjw",
    title: "Woman on Votubia for TSC kidney tumours takes St John's wort",
    profile: {
      medicines: ["Votubia 10mg"],
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
            medicine: "Votubia 10mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Votubia leaflet: "The following may reduce the effectiveness of Votubia: ... St. John\'s wort (Hypericum perforatum), a herbal product used to treat depression and other conditions" and "All medicines listed above should be avoided during your treatment with Votubia." "should be avoided" - major.',
    sources: [
      {
        title: "Votubia tablets (everolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2c8c6ac450595b1fe82bdcbd366c3744.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-votubia-sjw-tea",
    title: "Man on everolimus for TSC drinks St John's wort tea",
    profile: {
      medicines: ["everolimus 10mg (Votubia)"],
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
            medicine: "everolimus 10mg (Votubia)",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Votubia leaflet: "The following may reduce the effectiveness of Votubia: ... St. John\'s wort (Hypericum perforatum), a herbal product used to treat depression and other conditions" and "All medicines listed above should be avoided during your treatment with Votubia." A tea of the herb is still St John\'s wort - "should be avoided" (major).',
    sources: [
      {
        title: "Votubia tablets (everolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2c8c6ac450595b1fe82bdcbd366c3744.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-votubia-cbd-oil",
    title: "Young adult with TSC on Votubia buys CBD oil for seizures",
    profile: {
      medicines: ["Votubia 5mg"],
      conditions: ["tuberous sclerosis complex"],
    },
    stack: [
      {
        custom: {
          name: "CBD oil 10% drops (about 25 mg cannabidiol per serving)",
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
            medicine: "Votubia 5mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Votubia leaflet: "The following may increase the risk of side effects with Votubia: ... cannabidiol (uses amongst others include treatment of seizures)" and "All medicines listed above should be avoided during your treatment with Votubia. If you are taking any of them, your doctor may switch you to a different medicine, or may change your dose of Votubia." A CBD oil is cannabidiol - "should be avoided" (major).',
    sources: [
      {
        title: "Votubia tablets (everolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2c8c6ac450595b1fe82bdcbd366c3744.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-votubia-cbd-gummies",
    title: "Woman on Votubia takes CBD gummies for sleep",
    profile: {
      medicines: ["Votubia 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "CBD gummies (10 mg cannabidiol each)",
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
            medicine: "Votubia 10mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Votubia leaflet: "The following may increase the risk of side effects with Votubia: ... cannabidiol (uses amongst others include treatment of seizures)" and "All medicines listed above should be avoided during your treatment with Votubia. If you are taking any of them, your doctor may switch you to a different medicine, or may change your dose of Votubia." Low-dose CBD gummies are still cannabidiol - "should be avoided" (major).',
    sources: [
      {
        title: "Votubia tablets (everolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2c8c6ac450595b1fe82bdcbd366c3744.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-votubia-vitamin-d-quiet",
    title: "Man on Votubia takes vitamin D",
    profile: {
      medicines: ["Votubia 10mg"],
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
            medicine: "Votubia 10mg",
          },
        },
      ],
    },
    rationale:
      'Votubia leaflet names antifungals, macrolides, HIV medicines, verapamil, diltiazem, dronedarone, ciclosporin, imatinib, ACE inhibitors, "cannabidiol", rifampicin, efavirenz, nevirapine, "St. John\'s wort", dexamethasone and anti-epileptics; no vitamin. Tablets are taken "either with or without food". Quiet case: the leaflet\'s interaction section was read in full; vitamin D is unrelated to everolimus.',
    sources: [
      {
        title: "Votubia tablets (everolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2c8c6ac450595b1fe82bdcbd366c3744.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-votubia-b12-quiet",
    title: "Woman on Votubia takes vitamin B12",
    profile: {
      medicines: ["Votubia 5mg"],
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
            medicine: "Votubia 5mg",
          },
        },
      ],
    },
    rationale:
      'Votubia leaflet: no vitamin or mineral is named, and the general line is only "Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines". Quiet case: the leaflet\'s interaction section was read in full; vitamin B12 is unrelated.',
    sources: [
      {
        title: "Votubia tablets (everolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2c8c6ac450595b1fe82bdcbd366c3744.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-irbesartan-potassium-supplement",
    title: "Man on irbesartan takes potassium tablets for cramps",
    profile: {
      medicines: ["irbesartan 150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium supplement tablets (99 mg potassium as potassium gluconate)",
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
      'Irbesartan leaflet (EU generic): "Your doctor may need to change your dose and/or to take other precautions ... You may need to have blood checks if you take: * potassium supplements * salt substitutes containing potassium * potassium-sparing medicines ..." Blood checks and possible dose change - moderate.',
    sources: [
      {
        title:
          "Irbesartan film-coated tablets, EU generic (irbesartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0c9e6c673a48a176c2c1114fdf6885b8.html",
      },
    ],
  },
  {
    id: "sc-p28b-irbesartan-losalt",
    title: "Woman on irbesartan switches to LoSalt to cut sodium",
    profile: {
      medicines: ["irbesartan 300mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "LoSalt reduced-sodium salt substitute (about 1 g potassium per 5 g daily use)",
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
            medicine: "irbesartan 300mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Irbesartan leaflet (EU generic): "Your doctor may need to change your dose and/or to take other precautions ... You may need to have blood checks if you take: * potassium supplements * salt substitutes containing potassium * potassium-sparing medicines ..." LoSalt is a salt substitute containing potassium (potassium chloride) - moderate.',
    sources: [
      {
        title:
          "Irbesartan film-coated tablets, EU generic (irbesartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0c9e6c673a48a176c2c1114fdf6885b8.html",
      },
    ],
  },
  {
    id: "sc-p28b-irbesartan-vitamin-d-quiet",
    title: "Man on irbesartan takes a daily vitamin D tablet",
    profile: {
      medicines: ["irbesartan 150mg"],
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
            medicine: "irbesartan 150mg",
          },
        },
      ],
    },
    rationale:
      'Irbesartan leaflet: the products needing blood checks are "potassium supplements", "salt substitutes containing potassium", potassium-sparing medicines, lithium and repaglinide; NSAIDs may reduce the effect; "You can take Irbesartan ... with or without food". Quiet case: the leaflet\'s interaction section was read in full; vitamin D is not named and has no plausible mechanism with irbesartan alone.',
    sources: [
      {
        title:
          "Irbesartan film-coated tablets, EU generic (irbesartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0c9e6c673a48a176c2c1114fdf6885b8.html",
      },
    ],
  },
  {
    id: "sc-p28b-irbesartan-glucosamine-quiet",
    title: "Woman on irbesartan takes glucosamine",
    profile: {
      medicines: ["irbesartan 150mg"],
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
            medicine: "irbesartan 150mg",
          },
        },
      ],
    },
    rationale:
      'Irbesartan leaflet names only "potassium supplements", "salt substitutes containing potassium", potassium-sparing medicines, lithium, repaglinide, ACE inhibitors/aliskiren and NSAIDs. Quiet case: the leaflet\'s interaction section was read in full; glucosamine is unrelated to irbesartan.',
    sources: [
      {
        title:
          "Irbesartan film-coated tablets, EU generic (irbesartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0c9e6c673a48a176c2c1114fdf6885b8.html",
      },
    ],
  },
  {
    id: "sc-p28b-karvezide-potassium",
    title: "Man on Karvezide takes potassium supplement tablets",
    profile: {
      medicines: ["Karvezide 300mg/12.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium supplement tablets (99 mg potassium as potassium gluconate)",
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
            medicine: "Karvezide 300mg/12.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Karvezide leaflet: "Your doctor may need to change your dose and/or to take other precautions ... You may need to have blood checks if you take: potassium supplements; salt substitutes containing potassium; potassium sparing medicines or other diuretics (water tablets); some laxatives; medicines for the treatment of gout; therapeutic vitamin D supplements; ..." "potassium supplements" need blood checks - moderate.',
    sources: [
      {
        title:
          "Karvezide tablets (irbesartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d0672eae48edc2b3744742b0b1ff7c9b.json.html",
      },
    ],
  },
  {
    id: "sc-p28b-karvezide-losalt",
    title: "Woman on irbesartan/hydrochlorothiazide uses LoSalt",
    profile: {
      medicines: ["irbesartan/hydrochlorothiazide 150/12.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "LoSalt reduced-sodium salt substitute (about 1 g potassium per 5 g daily use)",
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
            medicine: "irbesartan/hydrochlorothiazide 150/12.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Karvezide leaflet: "Your doctor may need to change your dose and/or to take other precautions ... You may need to have blood checks if you take: potassium supplements; salt substitutes containing potassium; potassium sparing medicines or other diuretics (water tablets); some laxatives; medicines for the treatment of gout; therapeutic vitamin D supplements; ..." LoSalt is a "salt substitute containing potassium" - moderate.',
    sources: [
      {
        title:
          "Karvezide tablets (irbesartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d0672eae48edc2b3744742b0b1ff7c9b.json.html",
      },
    ],
  },
  {
    id: "sc-p28b-karvezide-b12-quiet",
    title: "Woman on Karvezide takes vitamin B12",
    profile: {
      medicines: ["Karvezide 150mg/12.5mg"],
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
            medicine: "Karvezide 150mg/12.5mg",
          },
        },
      ],
    },
    rationale:
      'Karvezide leaflet: the supplements needing blood checks are "potassium supplements", "salt substitutes containing potassium" and "therapeutic vitamin D supplements"; no B vitamin is named. Quiet case: the leaflet\'s interaction section was read in full; vitamin B12 is unrelated.',
    sources: [
      {
        title:
          "Karvezide tablets (irbesartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d0672eae48edc2b3744742b0b1ff7c9b.json.html",
      },
    ],
  },
  {
    id: "sc-p28b-karvezide-glucosamine-quiet",
    title: "Man on Karvezide takes glucosamine for arthritis",
    profile: {
      medicines: ["Karvezide 300mg/12.5mg"],
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
            medicine: "Karvezide 300mg/12.5mg",
          },
        },
      ],
    },
    rationale:
      'Karvezide leaflet names potassium products, "therapeutic vitamin D supplements", laxatives, gout, heart-rhythm and diabetes medicines, carbamazepine, steroids, painkillers and resins - not glucosamine. Quiet case: the leaflet\'s interaction section was read in full; glucosamine has no plausible mechanism.',
    sources: [
      {
        title:
          "Karvezide tablets (irbesartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d0672eae48edc2b3744742b0b1ff7c9b.json.html",
      },
    ],
  },
  {
    id: "sc-p28b-twynsta-sjw",
    title: "Woman on Twynsta for blood pressure takes St John's wort",
    profile: {
      medicines: ["Twynsta 40mg/5mg"],
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
            medicine: "Twynsta 40mg/5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Twynsta leaflet: \"Your doctor may need to change the dose of these other medicines or take other precautions. In some cases you may have to stop taking one of the medicines. This applies especially to the medicines listed below: ... Medicines that may increase blood potassium levels such as salt substitutes containing potassium ... St. John's wort.\" St John's wort is listed; dose change or stopping one medicine may be needed - moderate.",
    sources: [
      {
        title: "Twynsta tablets (telmisartan/amlodipine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-29c0f14d298ca5f6a2e50f72e58ec9cf.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-twynsta-losalt",
    title: "Man on Twynsta uses a potassium salt substitute",
    profile: {
      medicines: ["Twynsta 80mg/10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "LoSalt reduced-sodium salt substitute (about 1 g potassium per 5 g daily use)",
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
            medicine: "Twynsta 80mg/10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Twynsta leaflet: "Your doctor may need to change the dose of these other medicines or take other precautions. In some cases you may have to stop taking one of the medicines. This applies especially to the medicines listed below: ... Medicines that may increase blood potassium levels such as salt substitutes containing potassium ... St. John\'s wort." LoSalt is a "salt substitute containing potassium" - moderate.',
    sources: [
      {
        title: "Twynsta tablets (telmisartan/amlodipine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-29c0f14d298ca5f6a2e50f72e58ec9cf.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-twynsta-potassium-tablets",
    title: "Woman on telmisartan/amlodipine takes potassium tablets",
    profile: {
      medicines: ["telmisartan/amlodipine 40/10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium supplement tablets (99 mg potassium as potassium gluconate)",
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
            medicine: "telmisartan/amlodipine 40/10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Twynsta leaflet: "Your doctor may need to change the dose of these other medicines or take other precautions. In some cases you may have to stop taking one of the medicines. This applies especially to the medicines listed below: ... Medicines that may increase blood potassium levels such as salt substitutes containing potassium ... St. John\'s wort." A potassium supplement raises blood potassium like the named salt substitutes - moderate.',
    sources: [
      {
        title: "Twynsta tablets (telmisartan/amlodipine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-29c0f14d298ca5f6a2e50f72e58ec9cf.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-twynsta-b12-quiet",
    title: "Man on Twynsta takes vitamin B12",
    profile: {
      medicines: ["Twynsta 40mg/5mg"],
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
            medicine: "Twynsta 40mg/5mg",
          },
        },
      ],
    },
    rationale:
      'Twynsta leaflet: the non-prescription products named are potassium salt substitutes and "St. John\'s wort" (plus alcohol and grapefruit); "You can take Twynsta with or without food". Quiet case: the leaflet\'s interaction section was read in full; vitamin B12 is unrelated.',
    sources: [
      {
        title: "Twynsta tablets (telmisartan/amlodipine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-29c0f14d298ca5f6a2e50f72e58ec9cf.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-twynsta-vitamin-d-quiet",
    title: "Woman on Twynsta takes vitamin D",
    profile: {
      medicines: ["Twynsta 80mg/5mg"],
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
            medicine: "Twynsta 80mg/5mg",
          },
        },
      ],
    },
    rationale:
      'Twynsta leaflet names no vitamin or calcium product; its list covers lithium, "salt substitutes containing potassium", ARBs, ACE inhibitors, NSAIDs, antibiotics, "St. John\'s wort" and others. Quiet case: the leaflet\'s interaction section was read in full; vitamin D has no plausible mechanism.',
    sources: [
      {
        title: "Twynsta tablets (telmisartan/amlodipine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-29c0f14d298ca5f6a2e50f72e58ec9cf.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-quviviq-magnesium-quiet",
    title: "Woman on Quviviq for insomnia takes magnesium citrate",
    profile: {
      medicines: ["Quviviq 50mg"],
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
            medicine: "Quviviq 50mg",
          },
        },
      ],
    },
    rationale:
      'QUVIVIQ leaflet: the interacting products named are prescription medicines (azole antifungals, macrolides, HIV medicines, ciclosporin, ceritinib, rifampicin, efavirenz, "medicines that work in your brain (e.g., diazepam, alprazolam)", dabigatran, digoxin) plus alcohol and "grapefruit or grapefruit juice in the evening"; no herb, vitamin or mineral is named and there is no general herbal line.  Quiet case: the leaflet\'s interaction section was read in full; magnesium does not change daridorexant levels and is not a brain-acting medicine.',
    sources: [
      {
        title:
          "QUVIVIQ 25 mg / 50 mg film-coated tablets (daridorexant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fab45178c60aa670cc4368c283b21dec.html",
      },
    ],
  },
  {
    id: "sc-p28b-quviviq-vitamin-d-quiet",
    title: "Man on daridorexant takes vitamin D",
    profile: {
      medicines: ["daridorexant 50mg"],
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
            medicine: "daridorexant 50mg",
          },
        },
      ],
    },
    rationale:
      'QUVIVIQ leaflet: the interacting products named are prescription medicines (azole antifungals, macrolides, HIV medicines, ciclosporin, ceritinib, rifampicin, efavirenz, "medicines that work in your brain (e.g., diazepam, alprazolam)", dabigatran, digoxin) plus alcohol and "grapefruit or grapefruit juice in the evening"; no herb, vitamin or mineral is named and there is no general herbal line.  Quiet case: the leaflet\'s interaction section was read in full; vitamin D is unrelated.',
    sources: [
      {
        title:
          "QUVIVIQ 25 mg / 50 mg film-coated tablets (daridorexant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fab45178c60aa670cc4368c283b21dec.html",
      },
    ],
  },
  {
    id: "sc-p28b-emselex-sjw",
    title: "Woman on Emselex for overactive bladder takes St John's wort",
    profile: {
      medicines: ["Emselex 7.5mg"],
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
            medicine: "Emselex 7.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Emselex leaflet, "Other medicines and Emselex": "This is particularly important if you are taking any of the following as your doctor may need to adjust your dose of Emselex and/or the other medicine ... Please also inform your doctor if you are taking products containing St John\'s wort." "inform your doctor" - moderate.',
    sources: [
      {
        title:
          "Emselex 7.5 mg / 15 mg prolonged-release tablets (darifenacin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0d9fdb5a39ccb7b71c8ef7225226fb5e.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28b-emselex-mood-formula",
    title: "Man on darifenacin takes a St John's wort mood formula with B vitamins",
    profile: {
      medicines: ["darifenacin 15mg"],
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
            medicine: "darifenacin 15mg",
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
            medicine: "darifenacin 15mg",
          },
        },
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "darifenacin 15mg",
          },
        },
      ],
    },
    rationale:
      'Emselex leaflet, "Other medicines and Emselex": "This is particularly important if you are taking any of the following as your doctor may need to adjust your dose of Emselex and/or the other medicine ... Please also inform your doctor if you are taking products containing St John\'s wort." The St John\'s wort part is flagged (moderate); no vitamin is named in the leaflet.',
    sources: [
      {
        title:
          "Emselex 7.5 mg / 15 mg prolonged-release tablets (darifenacin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0d9fdb5a39ccb7b71c8ef7225226fb5e.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28b-emselex-cranberry-quiet",
    title: "Woman on Emselex takes cranberry capsules for her bladder",
    profile: {
      medicines: ["Emselex 7.5mg"],
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
            medicine: "Emselex 7.5mg",
          },
        },
      ],
    },
    rationale:
      'Emselex leaflet names antibiotics, antifungals, ciclosporin, ritonavir, antipsychotics, antidepressants, anticonvulsants, heart medicines, cimetidine, other antimuscarinics and "products containing St John\'s wort"; "Eating food has no effect on Emselex" (only grapefruit juice is mentioned). There is no general herbal line. Quiet case: the leaflet\'s interaction section was read in full; cranberry is not named and has no plausible mechanism with darifenacin.',
    sources: [
      {
        title:
          "Emselex 7.5 mg / 15 mg prolonged-release tablets (darifenacin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0d9fdb5a39ccb7b71c8ef7225226fb5e.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28b-urorec-zinc-quiet",
    title: "Man on Urorec for an enlarged prostate takes zinc tablets",
    profile: {
      medicines: ["Urorec 8mg"],
      conditions: ["enlarged prostate"],
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
            medicine: "Urorec 8mg",
          },
        },
      ],
    },
    rationale:
      'Urorec leaflet, "Other medicines and Urorec": "Tell your doctor in particular, if you take" blood-pressure medicines/alpha1-blockers, azole antifungals, ritonavir, ciclosporin, PDE5 inhibitors, epilepsy medicines or rifampicin; no herb, vitamin or mineral is named, and "Take the capsule always with food".  Quiet case: the leaflet\'s interaction section was read in full; zinc has no plausible interaction with silodosin.',
    sources: [
      {
        title: "Urorec 4 mg / 8 mg hard capsules (silodosin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-152ace144461681a6f02306435b8f1dc.json.html",
      },
    ],
  },
  {
    id: "sc-p28b-urorec-vitamin-d-quiet",
    title: "Man on silodosin takes vitamin D",
    profile: {
      medicines: ["silodosin 8mg"],
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
            medicine: "silodosin 8mg",
          },
        },
      ],
    },
    rationale:
      'Urorec leaflet, "Other medicines and Urorec": "Tell your doctor in particular, if you take" blood-pressure medicines/alpha1-blockers, azole antifungals, ritonavir, ciclosporin, PDE5 inhibitors, epilepsy medicines or rifampicin; no herb, vitamin or mineral is named, and "Take the capsule always with food".  Quiet case: the leaflet\'s interaction section was read in full; vitamin D is unrelated.',
    sources: [
      {
        title: "Urorec 4 mg / 8 mg hard capsules (silodosin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-152ace144461681a6f02306435b8f1dc.json.html",
      },
    ],
  },
  {
    id: "sc-p28b-lysodren-sjw",
    title: "Man on Lysodren for adrenal cancer takes St John's wort",
    profile: {
      medicines: ["Lysodren 500mg"],
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
            medicine: "Lysodren 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Lysodren leaflet: "Lysodren may interfere with several medicines. Therefore, you should tell your doctor if you are using medicines containing any of the following active substances: ... herbal preparations containing St. John\'s wort (Hypericum perforatum)". "you should tell your doctor" - moderate.',
    sources: [
      {
        title: "Lysodren 500 mg tablets (mitotane) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-96958c1c1275e460bebf23cdf143ad79.html",
      },
    ],
  },
  {
    id: "sc-p28b-lysodren-kira",
    title: "Woman on mitotane buys Kira Low Mood Relief",
    profile: {
      medicines: ["mitotane 500mg tablets"],
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
            medicine: "mitotane 500mg tablets",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Lysodren leaflet: \"Lysodren may interfere with several medicines. Therefore, you should tell your doctor if you are using medicines containing any of the following active substances: ... herbal preparations containing St. John's wort (Hypericum perforatum)\". Kira is a St John's wort extract - moderate.",
    sources: [
      {
        title: "Lysodren 500 mg tablets (mitotane) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-96958c1c1275e460bebf23cdf143ad79.html",
      },
    ],
  },
  {
    id: "sc-p28b-lysodren-b12-quiet",
    title: "Man on Lysodren takes vitamin B12",
    profile: {
      medicines: ["Lysodren 500mg"],
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
            medicine: "Lysodren 500mg",
          },
        },
      ],
    },
    rationale:
      'Lysodren leaflet names spironolactone (must not be used), warfarin, antiepileptics, rifabutin/rifampicin, griseofulvin, "St. John\'s wort", sunitinib and etoposide; it is taken "during meals containing fat-rich food such as milk, chocolate, oil". No vitamin is named and there is no general herbal line. Quiet case: the leaflet\'s interaction section was read in full; vitamin B12 is unrelated.',
    sources: [
      {
        title: "Lysodren 500 mg tablets (mitotane) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-96958c1c1275e460bebf23cdf143ad79.html",
      },
    ],
  },
  {
    id: "sc-p28b-ketoconazole-hra-b12-quiet",
    title: "Man on ketoconazole tablets for Cushing's takes vitamin B12",
    profile: {
      medicines: ["ketoconazole 200mg tablets (Cushing's)"],
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
            medicine: "ketoconazole 200mg tablets (Cushing's)",
          },
        },
      ],
    },
    rationale:
      'Ketoconazole HRA leaflet: long lists of medicines that must not be taken or that can interact, plus "You should not take antacids (eg aluminium hydroxide) or other medicines for acid indigestion for at least 2 hours after the intake" and "No alcohol"; no herb, vitamin or supplement is named and there is no general herbal line.  Quiet case: the leaflet\'s interaction section was read in full; vitamin B12 is unrelated.',
    sources: [
      {
        title: "Ketoconazole HRA 200 mg tablets (ketoconazole) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a28a8b9246548829f22c8b8c14ca6138.html",
      },
    ],
  },
  {
    id: "sc-p28b-synjardy-vitamin-d-quiet",
    title: "Man on Synjardy for type 2 diabetes takes vitamin D",
    profile: {
      medicines: ["Synjardy 12.5mg/1000mg"],
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
            medicine: "Synjardy 12.5mg/1000mg",
          },
        },
      ],
    },
    rationale:
      'Synjardy leaflet, "Other medicines and Synjardy": iodinated contrast, diuretics, insulin/sulphonylureas, medicines changing metformin levels, beta-2 agonists, corticosteroids, NSAIDs, ACE inhibitors/ARBs, alcohol-containing medicines and lithium; "Take the tablets with meals". No herb, vitamin or mineral is named and there is no general herbal line.  Quiet case: the leaflet\'s interaction section was read in full; vitamin D does not affect blood glucose, fluid loss or metformin levels.',
    sources: [
      {
        title:
          "Synjardy film-coated tablets (empagliflozin/metformin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9f38251e073c17d25793bbd3bb27c758.html",
      },
    ],
  },
  {
    id: "sc-p28b-synjardy-fish-oil-quiet",
    title: "Woman on empagliflozin/metformin takes omega-3 fish oil",
    profile: {
      medicines: ["empagliflozin/metformin 5mg/1000mg"],
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
            medicine: "empagliflozin/metformin 5mg/1000mg",
          },
        },
      ],
    },
    rationale:
      'Synjardy leaflet, "Other medicines and Synjardy": iodinated contrast, diuretics, insulin/sulphonylureas, medicines changing metformin levels, beta-2 agonists, corticosteroids, NSAIDs, ACE inhibitors/ARBs, alcohol-containing medicines and lithium; "Take the tablets with meals". No herb, vitamin or mineral is named and there is no general herbal line.  Quiet case: the leaflet\'s interaction section was read in full; fish oil has no plausible mechanism with empagliflozin or metformin.',
    sources: [
      {
        title:
          "Synjardy film-coated tablets (empagliflozin/metformin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9f38251e073c17d25793bbd3bb27c758.html",
      },
    ],
  },
  {
    id: "sc-p28b-amvuttra-vitamin-a-quiet",
    title: "Man on Amvuttra takes the daily vitamin A supplement his doctor recommended",
    profile: {
      medicines: ["Amvuttra 25mg injection every 3 months"],
      conditions: ["hereditary transthyretin amyloidosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin A 750 micrograms (2500 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 750,
              unit: "µg",
            },
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
            medicine: "Amvuttra 25mg injection every 3 months",
          },
        },
      ],
    },
    rationale:
      'Amvuttra leaflet: "Amvuttra lowers the amount of vitamin A in your blood. Your doctor will ask you to take a daily vitamin A supplement. Please follow the vitamin A dose recommended by your doctor." Quiet case: the supplement is part of the treatment plan; a checker should not warn against it.',
    sources: [
      {
        title:
          "Amvuttra 25 mg solution for injection in pre-filled syringe (vutrisiran) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-390f2bf9e603dd85f443eae025f147b6.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-amvuttra-vitamin-a-pregnancy-plan",
    title: "Woman on Amvuttra planning a pregnancy keeps taking vitamin A",
    profile: {
      medicines: ["Amvuttra 25mg"],
      conditions: ["planning a pregnancy"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin A 750 micrograms (2500 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 750,
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
            condition: "planning a pregnancy",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Amvuttra leaflet: "Both too high and too low levels of vitamin A can harm the development of your unborn child ... Tell your doctor if you are planning to become pregnant. Your doctor will tell you to stop taking Amvuttra and vitamin A supplementation." - moderate (see the doctor before conceiving).',
    sources: [
      {
        title:
          "Amvuttra 25 mg solution for injection in pre-filled syringe (vutrisiran) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-390f2bf9e603dd85f443eae025f147b6.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-onpattro-vitamin-a-quiet",
    title: "Woman on Onpattro infusions takes her prescribed daily vitamin A",
    profile: {
      medicines: ["Onpattro infusion every 3 weeks"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin A 750 micrograms (2500 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 750,
              unit: "µg",
            },
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
            medicine: "Onpattro infusion every 3 weeks",
          },
        },
      ],
    },
    rationale:
      'Onpattro leaflet: "Treatment with Onpattro lowers the amount of vitamin A in your blood ... Your doctor will ask you to take a daily vitamin A supplement during treatment with Onpattro." Quiet case: the daily vitamin A supplement is what the leaflet asks for.',
    sources: [
      {
        title:
          "Onpattro 2 mg/mL concentrate for solution for infusion (patisiran) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fd0c928ba69b44963057ba928ecaf5ac.html",
      },
    ],
  },
  {
    id: "sc-p28b-onpattro-vitamin-a-early-pregnancy",
    title: "Woman on Onpattro finds she is pregnant and is taking vitamin A",
    profile: {
      medicines: ["Onpattro infusion every 3 weeks"],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin A 750 micrograms (2500 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 750,
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
      'Onpattro leaflet: "Both too high and too low levels of vitamin A can harm the development of your unborn child" and "Tell your doctor if you have an unplanned pregnancy ... During the first 3 months of your pregnancy, your doctor may tell you to stop your vitamin A supplement." - moderate (ask the doctor).',
    sources: [
      {
        title:
          "Onpattro 2 mg/mL concentrate for solution for infusion (patisiran) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fd0c928ba69b44963057ba928ecaf5ac.html",
      },
    ],
  },
  {
    id: "sc-p28b-lupkynis-sjw",
    title: "Woman on Lupkynis for lupus nephritis takes St John's wort",
    profile: {
      medicines: ["Lupkynis 7.9mg"],
      conditions: ["lupus nephritis"],
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
            medicine: "Lupkynis 7.9mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Lupkynis leaflet, "Other medicines and Lupkynis": "In particular, tell your doctor if you take: ... Herbal preparations containing St. John\'s Wort, used to treat mild depression." "tell your doctor" - moderate.',
    sources: [
      {
        title: "Lupkynis 7.9 mg soft capsules (voclosporin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-41b3735a6e59fac8a0512a47fdc116bd.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-lupkynis-sjw-tea",
    title: "Woman on voclosporin drinks St John's wort tea",
    profile: {
      medicines: ["voclosporin 23.7mg twice daily"],
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
            medicine: "voclosporin 23.7mg twice daily",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Lupkynis leaflet, "Other medicines and Lupkynis": "In particular, tell your doctor if you take: ... Herbal preparations containing St. John\'s Wort, used to treat mild depression." The tea is the same herb - moderate.',
    sources: [
      {
        title: "Lupkynis 7.9 mg soft capsules (voclosporin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-41b3735a6e59fac8a0512a47fdc116bd.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-lupkynis-potassium",
    title: "Woman on Lupkynis takes potassium supplement tablets",
    profile: {
      medicines: ["Lupkynis 7.9mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium supplement tablets (99 mg potassium as potassium gluconate)",
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
            medicine: "Lupkynis 7.9mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Lupkynis leaflet: "This medicine can increase the potassium levels in your blood, which may be serious and require treatment. Your doctor will check your potassium levels periodically during treatment." Extra potassium adds to a raised-potassium risk the leaflet calls potentially "serious" - ask the doctor first (moderate).',
    sources: [
      {
        title: "Lupkynis 7.9 mg soft capsules (voclosporin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-41b3735a6e59fac8a0512a47fdc116bd.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-lupkynis-vitamin-d-quiet",
    title: "Woman on Lupkynis and mycophenolate takes vitamin D",
    profile: {
      medicines: ["Lupkynis 7.9mg", "mycophenolate mofetil 1g"],
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
            medicine: "Lupkynis 7.9mg",
          },
        },
      ],
    },
    rationale:
      'Lupkynis leaflet names azoles, ketoconazole, digoxin, diltiazem, verapamil, dabigatran, carbamazepine, phenobarbital, "St. John\'s Wort", fexofenadine, antibiotics, statins and efavirenz; "This medicine can be taken with or without food". No vitamin is named and there is no general herbal line. Quiet case: the leaflet\'s interaction section was read in full; vitamin D is unrelated to voclosporin.',
    sources: [
      {
        title: "Lupkynis 7.9 mg soft capsules (voclosporin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-41b3735a6e59fac8a0512a47fdc116bd.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-pemetrexed-folic-acid-quiet",
    title: "Man starting pemetrexed for lung cancer takes folic acid 400 micrograms daily",
    profile: {
      medicines: ["pemetrexed infusion every 3 weeks"],
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
            medicine: "pemetrexed infusion every 3 weeks",
          },
        },
      ],
    },
    rationale:
      'Pemetrexed leaflet (EU generic), section 3: "Vitamin supplementation: your doctor will prescribe you oral folic acid (vitamin) or a multivitamin containing folic acid (350 to 1000 micrograms) that you must take once a day while you are taking [pemetrexed] ... Vitamin B12 and folic acid are given to you to reduce the possible toxic effects of the anticancer treatment." Quiet case: folic acid is required with this antifolate, so a checker must not warn against it.',
    sources: [
      {
        title:
          "Pemetrexed powder for concentrate for solution for infusion, EU generic (pemetrexed) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e0aa2bfe700a8fcff3620d6e0a596f13.html",
      },
    ],
  },
  {
    id: "sc-p28b-pemetrexed-multivitamin-folic-quiet",
    title: "Woman on pemetrexed takes a multivitamin with folic acid",
    profile: {
      medicines: ["pemetrexed 500mg/m2"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Multivitamin with folic acid 400 micrograms and vitamin B12 2.5 micrograms",
          ingredients: [
            {
              ingredient: "folic-acid",
              amount: 400,
              unit: "µg",
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
      flags: [],
      noFlags: [
        {
          ingredient: "folic-acid",
          with: {
            medicine: "pemetrexed 500mg/m2",
          },
        },
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "pemetrexed 500mg/m2",
          },
        },
      ],
    },
    rationale:
      'Pemetrexed leaflet (EU generic), section 3: "Vitamin supplementation: your doctor will prescribe you oral folic acid (vitamin) or a multivitamin containing folic acid (350 to 1000 micrograms) that you must take once a day while you are taking [pemetrexed] ... Vitamin B12 and folic acid are given to you to reduce the possible toxic effects of the anticancer treatment." The leaflet itself allows "a multivitamin containing folic acid (350 to 1000 micrograms)" - quiet.',
    sources: [
      {
        title:
          "Pemetrexed powder for concentrate for solution for infusion, EU generic (pemetrexed) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e0aa2bfe700a8fcff3620d6e0a596f13.html",
      },
    ],
  },
  {
    id: "sc-p28b-skyclarys-sjw",
    title: "Young man on Skyclarys for Friedreich's ataxia takes St John's wort",
    profile: {
      medicines: ["Skyclarys 150mg"],
      conditions: ["Friedreich's ataxia"],
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
            medicine: "Skyclarys 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Skyclarys leaflet: "Certain medicines may reduce how well Skyclarys works by decreasing the amount of Skyclarys in the blood. Some of these medicines include: St. John\'s wort (a herbal remedy used for mild depression) ..." and "Talk to your doctor if you are taking any medicines, particularly those mentioned above". Reduced effect and "Talk to your doctor" - moderate.',
    sources: [
      {
        title: "Skyclarys 50 mg hard capsules (omaveloxolone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3c1db916d2062445ec61cc58880ca8a2.html",
      },
    ],
  },
  {
    id: "sc-p28b-skyclarys-kira",
    title: "Woman on omaveloxolone buys Kira Low Mood Relief",
    profile: {
      medicines: ["omaveloxolone 150mg"],
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
            medicine: "omaveloxolone 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Skyclarys leaflet: "Certain medicines may reduce how well Skyclarys works by decreasing the amount of Skyclarys in the blood. Some of these medicines include: St. John\'s wort (a herbal remedy used for mild depression) ..." and "Talk to your doctor if you are taking any medicines, particularly those mentioned above". Kira is a St John\'s wort extract - moderate.',
    sources: [
      {
        title: "Skyclarys 50 mg hard capsules (omaveloxolone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3c1db916d2062445ec61cc58880ca8a2.html",
      },
    ],
  },
  {
    id: "sc-p28b-skyclarys-coq10-quiet",
    title: "Man on Skyclarys takes coenzyme Q10",
    profile: {
      medicines: ["Skyclarys 150mg"],
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
            medicine: "Skyclarys 150mg",
          },
        },
      ],
    },
    rationale:
      'Skyclarys leaflet names azoles, ciclosporin, ciprofloxacin, clarithromycin, fluvoxamine, "St. John\'s wort", rifampicin, anti-epileptics, efavirenz, midazolam, repaglinide, rosuvastatin and hormonal contraceptives, plus grapefruit; no vitamin or other supplement, and no general herbal line. Capsules are taken "on an empty stomach". Quiet case: the leaflet\'s interaction section was read in full; CoQ10 is not named and has no plausible mechanism with omaveloxolone.',
    sources: [
      {
        title: "Skyclarys 50 mg hard capsules (omaveloxolone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3c1db916d2062445ec61cc58880ca8a2.html",
      },
    ],
  },
  {
    id: "sc-p28b-veoza-vitamin-d-quiet",
    title: "Menopausal woman on Veoza takes vitamin D",
    profile: {
      medicines: ["Veoza 45mg"],
      conditions: ["menopause"],
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
            medicine: "Veoza 45mg",
          },
        },
      ],
    },
    rationale:
      'Veoza leaflet: it must not be taken with "moderate or strong CYP1A2 inhibitors (e.g., ethinyl oestradiol containing contraceptives, mexiletine, enoxacin, fluvoxamine)"; "Tell your doctor or pharmacist if you are taking ... any other medicines, including medicines without a prescription" - no herb, vitamin or mineral is named and there is no general herbal line.  Quiet case: the leaflet\'s interaction section was read in full; vitamin D is unrelated to fezolinetant.',
    sources: [
      {
        title: "Veoza 45 mg film-coated tablets (fezolinetant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-28b6beabb1138dcf80cd8cb464115640.json.html",
      },
    ],
  },
  {
    id: "sc-p28b-veoza-calcium-quiet",
    title: "Woman on fezolinetant for hot flushes takes calcium and vitamin D",
    profile: {
      medicines: ["fezolinetant 45mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg + vitamin D3 10 micrograms (400 IU) chewable tablets",
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
            medicine: "fezolinetant 45mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "fezolinetant 45mg",
          },
        },
      ],
    },
    rationale:
      'Veoza leaflet: it must not be taken with "moderate or strong CYP1A2 inhibitors (e.g., ethinyl oestradiol containing contraceptives, mexiletine, enoxacin, fluvoxamine)"; "Tell your doctor or pharmacist if you are taking ... any other medicines, including medicines without a prescription" - no herb, vitamin or mineral is named and there is no general herbal line.  Quiet case: the leaflet\'s interaction section was read in full; calcium and vitamin D are not CYP1A2 inhibitors and have no plausible mechanism.',
    sources: [
      {
        title: "Veoza 45 mg film-coated tablets (fezolinetant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-28b6beabb1138dcf80cd8cb464115640.json.html",
      },
    ],
  },
  {
    id: "sc-p28b-dafiro-sjw",
    title: "Woman on Dafiro HCT takes St John's wort",
    profile: {
      medicines: ["Dafiro HCT 10/160/25mg"],
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
            medicine: "Dafiro HCT 10/160/25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Dafiro HCT leaflet, "Other medicines and Dafiro HCT": "Your doctor may need to change your dose and/or to take other precautions ... Caution should be used with: ... St. John\'s wort; ... vitamin D and calcium salts." "Caution should be used with ... St. John\'s wort" - moderate.',
    sources: [
      {
        title:
          "Dafiro HCT film-coated tablets (amlodipine/valsartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3b3e934500294234d1df16dd589129e1.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-dafiro-b12-quiet",
    title: "Man on Dafiro HCT takes vitamin B12",
    profile: {
      medicines: ["Dafiro HCT 5/160/12.5mg"],
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
            medicine: "Dafiro HCT 5/160/12.5mg",
          },
        },
      ],
    },
    rationale:
      'Dafiro HCT leaflet: the non-prescription products named are "potassium supplements or salt substitutes containing potassium", "St. John\'s wort", "vitamin D and calcium salts", laxatives, alcohol and grapefruit - not B vitamins. Quiet case: the leaflet\'s interaction section was read in full; vitamin B12 is unrelated.',
    sources: [
      {
        title:
          "Dafiro HCT film-coated tablets (amlodipine/valsartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3b3e934500294234d1df16dd589129e1.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-xermelo-niacin-quiet",
    title: "Man on Xermelo for carcinoid syndrome takes a vitamin B3 (niacin) supplement",
    profile: {
      medicines: ["Xermelo 250mg three times daily"],
      conditions: ["carcinoid syndrome"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B3 (nicotinamide) 50 mg tablets",
          ingredients: [
            {
              ingredient: "niacin",
              amount: 50,
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
          ingredient: "niacin",
          with: {
            medicine: "Xermelo 250mg three times daily",
          },
        },
      ],
    },
    rationale:
      'Xermelo leaflet, "Other medicines and Xermelo": "You should tell your doctor about every medicine. This includes: medicines for diarrhoea ..., valproic acid, sunitinib or everolimus, bupropion or sertraline, cyclosporine, simvastatin, oral contraceptives, amlodipine, irinotecan, capecitabine, flutamide, prasugrel, octreotide"; "Always take this medicine with a meal or some food." No herb, vitamin or mineral is named and there is no general herbal line.  Quiet case: the leaflet\'s interaction section was read in full; niacin is not named and has no plausible mechanism with telotristat.',
    sources: [
      {
        title:
          "Xermelo 250 mg film-coated tablets (telotristat ethyl) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a7d93b3af6f699fe631629c6d79268c4.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28b-xermelo-vitamin-d-quiet",
    title: "Woman on telotristat takes vitamin D",
    profile: {
      medicines: ["telotristat 250mg"],
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
            medicine: "telotristat 250mg",
          },
        },
      ],
    },
    rationale:
      'Xermelo leaflet, "Other medicines and Xermelo": "You should tell your doctor about every medicine. This includes: medicines for diarrhoea ..., valproic acid, sunitinib or everolimus, bupropion or sertraline, cyclosporine, simvastatin, oral contraceptives, amlodipine, irinotecan, capecitabine, flutamide, prasugrel, octreotide"; "Always take this medicine with a meal or some food." No herb, vitamin or mineral is named and there is no general herbal line.  Quiet case: the leaflet\'s interaction section was read in full; vitamin D is unrelated.',
    sources: [
      {
        title:
          "Xermelo 250 mg film-coated tablets (telotristat ethyl) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a7d93b3af6f699fe631629c6d79268c4.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28b-vazkepa-coq10-quiet",
    title: "Man on Vazkepa and a statin takes coenzyme Q10",
    profile: {
      medicines: ["Vazkepa 998mg", "atorvastatin 40mg"],
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
            medicine: "Vazkepa 998mg",
          },
        },
      ],
    },
    rationale:
      'Vazkepa leaflet: "Tell your doctor or pharmacist if you are taking ... any other medicines" and "If you are taking other medicines at the same time as Vazkepa that affect how your blood clots, such as an anticoagulant medicine, you will have blood tests"; no herb, vitamin or mineral is named and there is no general herbal line.  Quiet case: the leaflet\'s interaction section was read in full; CoQ10 does not affect clotting or icosapent ethyl.',
    sources: [
      {
        title: "Vazkepa 998 mg soft capsules (icosapent ethyl) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-96431077feaab94e628cf99788cf8afd.html",
      },
    ],
  },
  {
    id: "sc-p28b-vazkepa-vitamin-d-quiet",
    title: "Woman on icosapent ethyl takes vitamin D",
    profile: {
      medicines: ["icosapent ethyl 998mg capsules"],
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
            medicine: "icosapent ethyl 998mg capsules",
          },
        },
      ],
    },
    rationale:
      'Vazkepa leaflet: "Tell your doctor or pharmacist if you are taking ... any other medicines" and "If you are taking other medicines at the same time as Vazkepa that affect how your blood clots, such as an anticoagulant medicine, you will have blood tests"; no herb, vitamin or mineral is named and there is no general herbal line.  Quiet case: the leaflet\'s interaction section was read in full; vitamin D is unrelated. (Other fish-oil products were deliberately not used as quiet items: Vazkepa is itself purified fish-oil EPA and warns about bleeding.)',
    sources: [
      {
        title: "Vazkepa 998 mg soft capsules (icosapent ethyl) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-96431077feaab94e628cf99788cf8afd.html",
      },
    ],
  },
  {
    id: "sc-p28b-yselty-iron-quiet",
    title: "Woman on Yselty for fibroids and heavy periods takes iron tablets",
    profile: {
      medicines: ["Yselty 100mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Yselty 100mg",
          },
        },
      ],
    },
    rationale:
      'Yselty leaflet: "Tell your doctor or pharmacist if you are taking ... any other medicines, including hormonal contraception. Particularly inform your doctor or pharmacist if you are taking: repaglinide ... paclitaxel, sorafenib"; tablets are taken "with or without food". No herb, vitamin or mineral is named and there is no general herbal line.  Quiet case: the leaflet\'s interaction section was read in full; iron has no plausible mechanism with linzagolix.',
    sources: [
      {
        title: "Yselty 100 mg film-coated tablets (linzagolix) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-29aa13d063497263a16ff19921f8de13.json.html",
      },
    ],
  },
  {
    id: "sc-p28b-yselty-calcium-d-quiet",
    title: "Woman on linzagolix takes calcium and vitamin D for her bones",
    profile: {
      medicines: ["linzagolix 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg + vitamin D3 10 micrograms (400 IU) chewable tablets",
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
            medicine: "linzagolix 100mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "linzagolix 100mg",
          },
        },
      ],
    },
    rationale:
      'Yselty leaflet: "Tell your doctor or pharmacist if you are taking ... any other medicines, including hormonal contraception. Particularly inform your doctor or pharmacist if you are taking: repaglinide ... paclitaxel, sorafenib"; tablets are taken "with or without food". No herb, vitamin or mineral is named and there is no general herbal line. The leaflet warns that "Yselty can lower bone mineral density", but names no supplement. Quiet case: the leaflet\'s interaction section was read in full; calcium and vitamin D do not change linzagolix.',
    sources: [
      {
        title: "Yselty 100 mg film-coated tablets (linzagolix) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-29aa13d063497263a16ff19921f8de13.json.html",
      },
    ],
  },
  {
    id: "sc-p28b-vargatef-mood-formula",
    title: "Man on nintedanib takes a St John's wort mood formula with B vitamins",
    profile: {
      medicines: ["nintedanib 100mg"],
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
            medicine: "nintedanib 100mg",
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
            medicine: "nintedanib 100mg",
          },
        },
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "nintedanib 100mg",
          },
        },
      ],
    },
    rationale:
      'Vargatef leaflet: "St. John\'s Wort (a herbal medicine to treat depression)" may "decrease the blood levels of nintedanib and thus may lead to reduction of the effectiveness" - moderate for the St John\'s wort part; no vitamin is named, so B6/B12 are quiet.',
    sources: [
      {
        title:
          "Vargatef 100 mg / 150 mg soft capsules (nintedanib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-83c6c3334f07b6c02aea88893af34509.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28b-omjjara-sjw-tea",
    title: "Woman on Omjjara drinks St John's wort tea",
    profile: {
      medicines: ["Omjjara 150mg"],
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
            medicine: "Omjjara 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Omjjara leaflet: "The following may reduce the effectiveness of Omjjara: ... St John\'s wort (Hypericum perforatum), a herbal product" and "your doctor may need to adjust the dose" - a tea of the herb is the same herb, moderate.',
    sources: [
      {
        title: "Omjjara film-coated tablets (momelotinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-951d8a8dc27e4bf24952f3a016066e45.json.html",
      },
    ],
  },
  {
    id: "sc-p28b-alecensa-mood-formula",
    title: "Woman on Alecensa takes a St John's wort mood formula",
    profile: {
      medicines: ["Alecensa 150mg"],
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
            medicine: "Alecensa 150mg",
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
            medicine: "Alecensa 150mg",
          },
        },
      ],
    },
    rationale:
      'Alecensa leaflet: "In particular tell your doctor or pharmacist if you are taking ... St. John\'s Wort, a herbal medicine used to treat depression" - moderate; no vitamin is named, so the B12 is quiet.',
    sources: [
      {
        title: "Alecensa 150 mg hard capsules (alectinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6c2eb54267bb33e875227a41c1c320f3.html",
      },
    ],
  },
  {
    id: "sc-p28b-sunitinib-sjw-tea",
    title: "Man on Sunitinib Accord drinks St John's wort tea",
    profile: {
      medicines: ["Sunitinib Accord 50mg"],
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
            medicine: "Sunitinib Accord 50mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Sunitinib Accord leaflet: \"You should inform your doctor if you are taking medicines containing ... herbal preparations containing St. John's Wort (Hypericum perforatum)\" - a St John's wort tea is such a preparation, moderate.",
    sources: [
      {
        title: "Sunitinib Accord hard capsules (sunitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-68233cef8a2150549da332e078e2cbf5.html",
      },
    ],
  },
  {
    id: "sc-p28b-gefitinib-kira",
    title: "Woman on gefitinib buys Kira Low Mood Relief",
    profile: {
      medicines: ["gefitinib 250mg"],
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
            medicine: "gefitinib 250mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Gefitinib Mylan leaflet: "tell your doctor or pharmacist if you are taking ... Herbal remedies containing St John\'s wort" as they "may affect the way gefitinib works" - Kira is such a remedy, moderate.',
    sources: [
      {
        title:
          "Gefitinib Mylan 250 mg film-coated tablets (gefitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-553de2aa690a5750d1825c26ecd3f9ed.html",
      },
    ],
  },
  {
    id: "sc-p28b-sorafenib-mood-formula",
    title: "Man on sorafenib takes a mood formula with St John's wort",
    profile: {
      medicines: ["sorafenib 200mg"],
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
            medicine: "sorafenib 200mg",
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
            medicine: "sorafenib 200mg",
          },
        },
      ],
    },
    rationale:
      'Sorafenib Accord leaflet: "Some medicines may affect Sorafenib Accord ... St John\'s wort, a herbal treatment for depression" - moderate; vitamin B6 is not named and is quiet.',
    sources: [
      {
        title:
          "Sorafenib Accord 200 mg film-coated tablets (sorafenib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a43f6802b7bc837851c3ee6d33acffd1.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28b-abiraterone-kira",
    title: "Man on abiraterone buys Kira Low Mood Relief",
    profile: {
      medicines: ["abiraterone 1000mg"],
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
            medicine: "abiraterone 1000mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Abiraterone leaflet: "herbal medicines (e.g., St John\'s wort)" are among the medicines whose effects it may change, and "Your doctor may want to change the dose" - moderate.',
    sources: [
      {
        title:
          "Abiraterone 500 mg film-coated tablets, EU generic (abiraterone acetate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-11132a32e01a148874091fa148cdfa6e.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-votubia-kira",
    title: "Woman on Votubia buys Kira Low Mood Relief",
    profile: {
      medicines: ["Votubia 10mg"],
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
            medicine: "Votubia 10mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Votubia leaflet: "St. John\'s wort (Hypericum perforatum) ... may reduce the effectiveness of Votubia" and "All medicines listed above should be avoided during your treatment with Votubia" - major.',
    sources: [
      {
        title: "Votubia tablets (everolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2c8c6ac450595b1fe82bdcbd366c3744.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-irbesartan-potassium-magnesium",
    title: "Man on irbesartan takes a potassium and magnesium cramp supplement",
    profile: {
      medicines: ["irbesartan 300mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium & magnesium citrate tablets (potassium 200 mg, magnesium 100 mg)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 200,
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
          ingredient: "potassium",
          with: {
            medicine: "irbesartan 300mg",
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
            medicine: "irbesartan 300mg",
          },
        },
      ],
    },
    rationale:
      'Irbesartan leaflet: "You may need to have blood checks if you take: * potassium supplements * salt substitutes containing potassium" - moderate for the potassium; magnesium is not named and is quiet.',
    sources: [
      {
        title:
          "Irbesartan film-coated tablets, EU generic (irbesartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0c9e6c673a48a176c2c1114fdf6885b8.html",
      },
    ],
  },
  {
    id: "sc-p28b-karvezide-potassium-magnesium",
    title: "Woman on Karvezide takes a potassium and magnesium supplement",
    profile: {
      medicines: ["Karvezide 150mg/12.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium & magnesium citrate tablets (potassium 200 mg, magnesium 100 mg)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 200,
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
          ingredient: "potassium",
          with: {
            medicine: "Karvezide 150mg/12.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Karvezide leaflet: "You may need to have blood checks if you take: potassium supplements; salt substitutes containing potassium; ..." - moderate.',
    sources: [
      {
        title:
          "Karvezide tablets (irbesartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d0672eae48edc2b3744742b0b1ff7c9b.json.html",
      },
    ],
  },
  {
    id: "sc-p28b-twynsta-mood-formula",
    title: "Man on Twynsta takes a St John's wort mood formula with B vitamins",
    profile: {
      medicines: ["Twynsta 80mg/5mg"],
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
            medicine: "Twynsta 80mg/5mg",
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
            medicine: "Twynsta 80mg/5mg",
          },
        },
      ],
    },
    rationale:
      'Twynsta leaflet lists "St. John\'s wort" among the medicines for which "Your doctor may need to change the dose ... or take other precautions" - moderate; B12 is not named and is quiet.',
    sources: [
      {
        title: "Twynsta tablets (telmisartan/amlodipine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-29c0f14d298ca5f6a2e50f72e58ec9cf.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-emselex-kira",
    title: "Woman on darifenacin buys Kira Low Mood Relief",
    profile: {
      medicines: ["darifenacin 7.5mg"],
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
            medicine: "darifenacin 7.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Emselex leaflet: \"Please also inform your doctor if you are taking products containing St John's wort\" - Kira contains St John's wort, moderate.",
    sources: [
      {
        title:
          "Emselex 7.5 mg / 15 mg prolonged-release tablets (darifenacin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-0d9fdb5a39ccb7b71c8ef7225226fb5e.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28b-lysodren-sjw-tea",
    title: "Woman on Lysodren drinks St John's wort tea",
    profile: {
      medicines: ["Lysodren 500mg"],
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
            medicine: "Lysodren 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Lysodren leaflet: \"you should tell your doctor if you are using ... herbal preparations containing St. John's wort (Hypericum perforatum)\" - a St John's wort tea is such a preparation, moderate.",
    sources: [
      {
        title: "Lysodren 500 mg tablets (mitotane) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-96958c1c1275e460bebf23cdf143ad79.html",
      },
    ],
  },
  {
    id: "sc-p28b-lupkynis-kira",
    title: "Woman on voclosporin buys Kira Low Mood Relief",
    profile: {
      medicines: ["voclosporin 7.9mg capsules"],
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
            medicine: "voclosporin 7.9mg capsules",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Lupkynis leaflet: "In particular, tell your doctor if you take: ... Herbal preparations containing St. John\'s Wort" - moderate.',
    sources: [
      {
        title: "Lupkynis 7.9 mg soft capsules (voclosporin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-41b3735a6e59fac8a0512a47fdc116bd.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-lupkynis-losalt",
    title: "Woman on Lupkynis switches to LoSalt",
    profile: {
      medicines: ["Lupkynis 7.9mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "LoSalt reduced-sodium salt substitute (about 1 g potassium per 5 g daily use)",
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
            medicine: "Lupkynis 7.9mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Lupkynis leaflet: "This medicine can increase the potassium levels in your blood, which may be serious and require treatment." A potassium salt substitute adds potassium - ask the doctor (moderate).',
    sources: [
      {
        title: "Lupkynis 7.9 mg soft capsules (voclosporin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-41b3735a6e59fac8a0512a47fdc116bd.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-skyclarys-sjw-tea",
    title: "Man on Skyclarys drinks St John's wort tea",
    profile: {
      medicines: ["Skyclarys 150mg"],
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
            medicine: "Skyclarys 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Skyclarys leaflet: "St. John\'s wort (a herbal remedy used for mild depression)" may "reduce how well Skyclarys works" - "Talk to your doctor", moderate.',
    sources: [
      {
        title: "Skyclarys 50 mg hard capsules (omaveloxolone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3c1db916d2062445ec61cc58880ca8a2.html",
      },
    ],
  },
  {
    id: "sc-p28b-dafiro-kira",
    title: "Man on amlodipine/valsartan/hydrochlorothiazide buys Kira Low Mood Relief",
    profile: {
      medicines: ["amlodipine/valsartan/hydrochlorothiazide 10/160/25mg"],
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
            medicine: "amlodipine/valsartan/hydrochlorothiazide 10/160/25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'Dafiro HCT leaflet: "Caution should be used with: ... St. John\'s wort" - moderate.',
    sources: [
      {
        title:
          "Dafiro HCT film-coated tablets (amlodipine/valsartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3b3e934500294234d1df16dd589129e1.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-dafiro-calcium-citrate",
    title: "Woman on Dafiro HCT takes calcium citrate tablets",
    profile: {
      medicines: ["Dafiro HCT 5/160/25mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium citrate tablets (500 mg calcium)",
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
            medicine: "Dafiro HCT 5/160/25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Dafiro HCT leaflet: "Caution should be used with: ... vitamin D and calcium salts" - calcium citrate is a calcium salt, moderate.',
    sources: [
      {
        title:
          "Dafiro HCT film-coated tablets (amlodipine/valsartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3b3e934500294234d1df16dd589129e1.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-dafiro-cod-liver-oil",
    title: "Man on Dafiro HCT takes cod liver oil with vitamin D",
    profile: {
      medicines: ["Dafiro HCT 10/160/12.5mg"],
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Dafiro HCT 10/160/12.5mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Dafiro HCT leaflet: "Caution should be used with: ... vitamin D and calcium salts". The capsule holds only 5 micrograms of vitamin D, so at least a note (minor) on the vitamin D content.',
    sources: [
      {
        title:
          "Dafiro HCT film-coated tablets (amlodipine/valsartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3b3e934500294234d1df16dd589129e1.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-onpattro-vitamin-a-pregnancy-plan",
    title: "Woman on Onpattro planning a baby keeps taking vitamin A",
    profile: {
      medicines: ["Onpattro infusion every 3 weeks"],
      conditions: ["planning a pregnancy"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin A 750 micrograms (2500 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 750,
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
            condition: "planning a pregnancy",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Onpattro leaflet: "Both too high and too low levels of vitamin A can harm the development of your unborn child" and "Tell your doctor if you are planning to become pregnant ... Your doctor will ensure that your vitamin A levels have returned to normal before you try to become pregnant" - moderate.',
    sources: [
      {
        title:
          "Onpattro 2 mg/mL concentrate for solution for infusion (patisiran) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fd0c928ba69b44963057ba928ecaf5ac.html",
      },
    ],
  },
  {
    id: "sc-p28b-pemetrexed-b12-tablets-quiet",
    title: "Man on pemetrexed also takes vitamin B12 tablets",
    profile: {
      medicines: ["pemetrexed infusion every 3 weeks"],
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
            medicine: "pemetrexed infusion every 3 weeks",
          },
        },
      ],
    },
    rationale:
      'Pemetrexed leaflet: "You will also receive an injection of vitamin B12 (1000 micrograms) ... Vitamin B12 and folic acid are given to you to reduce the possible toxic effects of the anticancer treatment." Quiet case: vitamin B12 is part of the regimen, not a hazard.',
    sources: [
      {
        title:
          "Pemetrexed powder for concentrate for solution for infusion, EU generic (pemetrexed) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e0aa2bfe700a8fcff3620d6e0a596f13.html",
      },
    ],
  },
  {
    id: "sc-p28b-gefitinib-sjw-tea",
    title: "Man on Gefitinib Mylan drinks St John's wort tea",
    profile: {
      medicines: ["Gefitinib Mylan 250mg"],
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
            medicine: "Gefitinib Mylan 250mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Gefitinib Mylan leaflet: \"tell your doctor or pharmacist if you are taking ... Herbal remedies containing St John's wort (Hypericum perforatum, used for depression and anxiety)\" - a St John's wort tea is such a remedy, moderate.",
    sources: [
      {
        title:
          "Gefitinib Mylan 250 mg film-coated tablets (gefitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-553de2aa690a5750d1825c26ecd3f9ed.html",
      },
    ],
  },
  {
    id: "sc-p28b-twynsta-kira",
    title: "Woman on telmisartan/amlodipine buys Kira Low Mood Relief",
    profile: {
      medicines: ["telmisartan/amlodipine 80/5mg"],
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
            medicine: "telmisartan/amlodipine 80/5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Twynsta leaflet: "Your doctor may need to change the dose of these other medicines or take other precautions ... This applies especially to ... St. John\'s wort." - moderate.',
    sources: [
      {
        title: "Twynsta tablets (telmisartan/amlodipine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-29c0f14d298ca5f6a2e50f72e58ec9cf.xml.html",
      },
    ],
  },
  {
    id: "sc-p28b-alecensa-kira",
    title: "Man on alectinib buys Kira Low Mood Relief",
    profile: {
      medicines: ["alectinib 600mg twice daily"],
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
            medicine: "alectinib 600mg twice daily",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Alecensa leaflet: "In particular tell your doctor or pharmacist if you are taking ... St. John\'s Wort, a herbal medicine used to treat depression" - moderate.',
    sources: [
      {
        title: "Alecensa 150 mg hard capsules (alectinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6c2eb54267bb33e875227a41c1c320f3.html",
      },
    ],
  },
  {
    id: "sc-p28b-votubia-mood-formula",
    title: "Man on Votubia takes a mood formula with St John's wort and B vitamins",
    profile: {
      medicines: ["Votubia 10mg"],
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
            medicine: "Votubia 10mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-b6",
          with: {
            medicine: "Votubia 10mg",
          },
        },
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "Votubia 10mg",
          },
        },
      ],
    },
    rationale:
      'Votubia leaflet: "St. John\'s wort (Hypericum perforatum)" may "reduce the effectiveness of Votubia" and "All medicines listed above should be avoided during your treatment with Votubia" - major for the St John\'s wort part; no vitamin is named, so B6/B12 are quiet.',
    sources: [
      {
        title: "Votubia tablets (everolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2c8c6ac450595b1fe82bdcbd366c3744.xml.html",
      },
    ],
  },
  {
    id: "sc-p28c-modigraf-sjw",
    title: "Kidney transplant patient on Modigraf buys St John's wort for low mood",
    profile: {
      medicines: ["Modigraf 1mg granules"],
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
            medicine: "Modigraf 1mg granules",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Modigraf leaflet, section 2: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Modigraf that you need to receive. If in doubt please consult your doctor prior to taking any herbal products or remedies." It is also listed under "Other medicines": "herbal preparations containing St. John\'s wort (Hypericum perforatum)" that can change tacrolimus blood levels - "avoid" = major at least (loss of effect risks rejection).',
    sources: [
      {
        title:
          "Modigraf 0.2 mg / 1 mg granules for oral suspension (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f4157e79e09e92e0d9cf70a720caf0e5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28c-modigraf-schisandra",
    title: "Liver transplant patient on Modigraf tries a schisandra berry tonic",
    profile: {
      medicines: ["Modigraf 1mg granules"],
      conditions: ["liver transplant"],
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
            medicine: "Modigraf 1mg granules",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Modigraf leaflet, section 2: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Modigraf that you need to receive. If in doubt please consult your doctor prior to taking any herbal products or remedies." The leaflet names it specifically: tell your doctor if taking "herbal preparations containing St. John\'s wort (Hypericum perforatum) or extracts of Schisandra sphenanthera" - these can raise or lower tacrolimus levels; "avoid" any herbal product = major.',
    sources: [
      {
        title:
          "Modigraf 0.2 mg / 1 mg granules for oral suspension (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f4157e79e09e92e0d9cf70a720caf0e5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28c-modigraf-cbd-oil",
    title: "Heart transplant patient on Modigraf asks about CBD oil for sleep",
    profile: {
      medicines: ["Modigraf 1mg granules"],
      conditions: ["heart transplant"],
    },
    stack: [
      {
        custom: {
          name: "CBD oil 10% (1000 mg per 10 ml bottle), 0.5 ml dose (50 mg CBD)",
          ingredients: [
            {
              ingredient: "cbd",
              amount: 50,
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
          ingredient: "cbd",
          with: {
            medicine: "Modigraf 1mg granules",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Modigraf leaflet lists among medicines that change tacrolimus blood levels: "cannabidiol (uses amongst others include treatment of seizures)" - "you should tell your doctor ... frequent continued monitoring of your Modigraf blood level may be needed" = at least moderate.',
    sources: [
      {
        title:
          "Modigraf 0.2 mg / 1 mg granules for oral suspension (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f4157e79e09e92e0d9cf70a720caf0e5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28c-modigraf-echinacea",
    title: "Transplant patient on Modigraf wants echinacea for a cold",
    profile: {
      medicines: ["Modigraf 1mg granules"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea purpurea herb tincture (Echinaforce-type), 20 drops",
          ingredients: [
            {
              ingredient: "echinacea",
              amount: 800,
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
          ingredient: "echinacea",
          with: {
            medicine: "Modigraf 1mg granules",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Modigraf leaflet, section 2: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Modigraf that you need to receive. If in doubt please consult your doctor prior to taking any herbal products or remedies." Echinacea is a herbal remedy, so the leaflet\'s "avoid taking any herbal remedies ... or any other herbal products" applies = major.',
    sources: [
      {
        title:
          "Modigraf 0.2 mg / 1 mg granules for oral suspension (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f4157e79e09e92e0d9cf70a720caf0e5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28c-modigraf-turmeric",
    title: "Man on Modigraf after liver transplant takes turmeric capsules for joints",
    profile: {
      medicines: ["Modigraf 1mg granules"],
      conditions: ["liver transplant"],
    },
    stack: [
      {
        custom: {
          name: "Turmeric (curcumin) 500 mg capsules",
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
            medicine: "Modigraf 1mg granules",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Modigraf leaflet, section 2: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Modigraf that you need to receive. If in doubt please consult your doctor prior to taking any herbal products or remedies." Turmeric capsules are a herbal product, covered by "avoid taking any herbal remedies ... or any other herbal products" = major.',
    sources: [
      {
        title:
          "Modigraf 0.2 mg / 1 mg granules for oral suspension (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f4157e79e09e92e0d9cf70a720caf0e5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28c-modigraf-potassium",
    title: "Transplant patient on Modigraf starts a potassium supplement",
    profile: {
      medicines: ["Modigraf 1mg granules"],
      conditions: ["kidney transplant"],
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
            medicine: "Modigraf 1mg granules",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Modigraf leaflet: "Your doctor also needs to know if you are taking potassium supplements or certain diuretics ... that may increase levels of potassium in your blood ... while you take Modigraf" = moderate (tell the doctor; tacrolimus can raise potassium).',
    sources: [
      {
        title:
          "Modigraf 0.2 mg / 1 mg granules for oral suspension (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f4157e79e09e92e0d9cf70a720caf0e5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28c-modigraf-vitamin-d-quiet",
    title: "Kidney transplant patient on Modigraf takes vitamin D3",
    profile: {
      medicines: ["Modigraf 1mg granules"],
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
            medicine: "Modigraf 1mg granules",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Modigraf\'s warnings are about "herbal remedies ... or any other herbal products", potassium supplements and the magnesium-aluminium antacid; plain vitamin D3 is not named and has no stated mechanism ("Modigraf blood levels can be affected by other medicines" lists none like it).',
    sources: [
      {
        title:
          "Modigraf 0.2 mg / 1 mg granules for oral suspension (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f4157e79e09e92e0d9cf70a720caf0e5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28c-modigraf-b12-ginkgo-mixed",
    title: "Transplant patient on Modigraf takes B12 and adds ginkgo for memory",
    profile: {
      medicines: ["Modigraf 1mg granules"],
      conditions: ["liver transplant"],
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
      {
        custom: {
          name: "Ginkgo biloba leaf extract 120 mg tablets",
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
            medicine: "Modigraf 1mg granules",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "Modigraf 1mg granules",
          },
        },
      ],
    },
    rationale:
      'Modigraf leaflet, section 2: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Modigraf that you need to receive. If in doubt please consult your doctor prior to taking any herbal products or remedies." Ginkgo is a herbal product ("avoid") = major; vitamin B12 is not a herbal product and is not named anywhere in the interaction section.',
    sources: [
      {
        title:
          "Modigraf 0.2 mg / 1 mg granules for oral suspension (tacrolimus) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f4157e79e09e92e0d9cf70a720caf0e5.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28c-efient-ginkgo",
    title: "Man on Efient and aspirin after a stent starts ginkgo",
    profile: {
      medicines: ["Efient 10mg", "aspirin 75mg"],
      conditions: ["coronary stent"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba leaf extract 120 mg tablets",
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
            medicine: "Efient 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Efient leaflet: "Tell your doctor if you are taking ... any other medicines, including medicines obtained without a prescription, dietary supplements and herbal remedies" and "Only take other medicines while you are on Efient if your doctor tells you that you can"; its main risk is bleeding ("If given together with Efient these medicines may increase the risk of bleeding"). Tell-the-doctor wording = moderate. No quiet cases were written for Efient because of its general "dietary supplements and herbal remedies" line.',
    sources: [
      {
        title:
          "Efient 5 mg / 10 mg film-coated tablets (prasugrel) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2776bfb7e1f074708f890100ca32d64b.html",
      },
    ],
  },
  {
    id: "sc-p28c-competact-vitamin-d-quiet",
    title: "Woman with type 2 diabetes on Competact takes vitamin D3",
    profile: {
      medicines: ["Competact 15mg/850mg"],
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
            medicine: "Competact 15mg/850mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Competact leaflet (read in full): "Other medicines" lists gemfibrozil, rifampicin, cimetidine, glucocorticoids, beta-2-agonists, diuretics, NSAIDs/COX-2 inhibitors and ACE inhibitors/ARBs, plus iodine X-ray contrast; it names no vitamin, mineral or herbal product and has no general supplement line; "You may take your tablets with or just after food". Vitamin D3 has no plausible effect on pioglitazone or metformin.',
    sources: [
      {
        title:
          "Competact 15 mg/850 mg film-coated tablets (pioglitazone/metformin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6717e3b12c817674be9c520895f4090e.json.html",
      },
    ],
  },
  {
    id: "sc-p28c-competact-fish-oil-quiet",
    title: "Man on Competact takes omega-3 fish oil",
    profile: {
      medicines: ["Competact 15mg/850mg"],
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
            medicine: "Competact 15mg/850mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Competact leaflet (read in full): "Other medicines" lists gemfibrozil, rifampicin, cimetidine, glucocorticoids, beta-2-agonists, diuretics, NSAIDs/COX-2 inhibitors and ACE inhibitors/ARBs, plus iodine X-ray contrast; it names no vitamin, mineral or herbal product and has no general supplement line; "You may take your tablets with or just after food". Fish oil at 1 g a day is not named and has no stated mechanism with either ingredient.',
    sources: [
      {
        title:
          "Competact 15 mg/850 mg film-coated tablets (pioglitazone/metformin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6717e3b12c817674be9c520895f4090e.json.html",
      },
    ],
  },
  {
    id: "sc-p28c-comtess-iron",
    title: "Man with Parkinson's on Comtess and co-careldopa starts iron tablets for anaemia",
    profile: {
      medicines: ["Comtess 200mg", "co-careldopa 25mg/100mg"],
      conditions: ["Parkinson's disease", "iron deficiency anaemia"],
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
            medicine: "Comtess 200mg",
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
      'Comtess leaflet, "Other medicines and Comtess": "iron supplements. Comtess may make it harder for you to digest iron. Therefore, do not take Comtess and iron supplements at the same time. After taking one of them, wait at least 2 to 3 hours before taking the other." Spacing advice only = minor (at most moderate).',
    sources: [
      {
        title: "Comtess 200 mg film-coated tablets (entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-faa7baf422434e913a351146a7b6b220.xml.html",
      },
    ],
  },
  {
    id: "sc-p28c-comtess-multivit-iron",
    title: "Woman on Comtess takes an A-Z multivitamin with iron at breakfast",
    profile: {
      medicines: ["Comtess 200mg"],
      conditions: ["Parkinson's disease"],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin and minerals tablet (iron 14 mg, vitamin C 80 mg, vitamin D 5 micrograms)",
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
          ingredient: "iron",
          with: {
            medicine: "Comtess 200mg",
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
            medicine: "Comtess 200mg",
          },
        },
      ],
    },
    rationale:
      'Comtess leaflet, "Other medicines and Comtess": "iron supplements. Comtess may make it harder for you to digest iron. Therefore, do not take Comtess and iron supplements at the same time. After taking one of them, wait at least 2 to 3 hours before taking the other." The iron in the multivitamin should be taken 2-3 hours apart (minor); vitamin D is not named and has no mechanism. The leaflet (read in full) names only "rimiterole, isoprenaline, adrenaline ..." medicines, "antidepressants", "warfarin" and "iron supplements"; there is no general herbal or vitamin line. ',
    sources: [
      {
        title: "Comtess 200 mg film-coated tablets (entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-faa7baf422434e913a351146a7b6b220.xml.html",
      },
    ],
  },
  {
    id: "sc-p28c-comtess-vitamin-d-quiet",
    title: "Parkinson's patient on Comtess takes vitamin D3 for bones",
    profile: {
      medicines: ["Comtess 200mg"],
      conditions: ["Parkinson's disease"],
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
            medicine: "Comtess 200mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; The leaflet (read in full) names only "rimiterole, isoprenaline, adrenaline ..." medicines, "antidepressants", "warfarin" and "iron supplements"; there is no general herbal or vitamin line. Vitamin D3 is not named and does not bind entacapone (the leaflet\'s only supplement warning is "iron supplements").',
    sources: [
      {
        title: "Comtess 200 mg film-coated tablets (entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-faa7baf422434e913a351146a7b6b220.xml.html",
      },
    ],
  },
  {
    id: "sc-p28c-comtess-coq10-quiet",
    title: "Man on Comtess takes coenzyme Q10",
    profile: {
      medicines: ["Comtess 200mg"],
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
            medicine: "Comtess 200mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; The leaflet (read in full) names only "rimiterole, isoprenaline, adrenaline ..." medicines, "antidepressants", "warfarin" and "iron supplements"; there is no general herbal or vitamin line. Coenzyme Q10 is not named and has no plausible mechanism with entacapone.',
    sources: [
      {
        title: "Comtess 200 mg film-coated tablets (entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-faa7baf422434e913a351146a7b6b220.xml.html",
      },
    ],
  },
  {
    id: "sc-p28c-comtan-iron",
    title: "Woman on Comtan takes ferrous fumarate prescribed for anaemia",
    profile: {
      medicines: ["Comtan 200mg", "Madopar 125mg"],
      conditions: ["Parkinson's disease"],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Comtan 200mg",
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
      'Comtan leaflet, "Other medicines and Comtan": "iron supplements. Comtan may make it harder for you to digest iron. Therefore, do not take Comtan and iron supplements at the same time. After taking one of them, wait at least 2 to 3 hours before taking the other." Spacing advice only = minor (at most moderate).',
    sources: [
      {
        title: "Comtan 200 mg film-coated tablets (entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2c4585a24a9c8e31d0f67fd3f46f50de.xml.html",
      },
    ],
  },
  {
    id: "sc-p28c-comtan-fish-oil-quiet",
    title: "Man on Comtan takes omega-3 fish oil capsules",
    profile: {
      medicines: ["Comtan 200mg"],
      conditions: ["Parkinson's disease"],
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
            medicine: "Comtan 200mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; The leaflet (read in full) names only "rimiterole, isoprenaline, adrenaline ..." medicines, "antidepressants", "warfarin" and "iron supplements"; there is no general herbal or vitamin line. Fish oil is not named and has no plausible mechanism with entacapone.',
    sources: [
      {
        title: "Comtan 200 mg film-coated tablets (entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2c4585a24a9c8e31d0f67fd3f46f50de.xml.html",
      },
    ],
  },
  {
    id: "sc-p28c-comtan-iron-b12-mixed",
    title: "Woman on Comtan takes iron with vitamin B12 together with her morning dose",
    profile: {
      medicines: ["Comtan 200mg"],
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
          ingredient: "iron",
          with: {
            medicine: "Comtan 200mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "Comtan 200mg",
          },
        },
      ],
    },
    rationale:
      'Comtan leaflet, "Other medicines and Comtan": "iron supplements. Comtan may make it harder for you to digest iron. Therefore, do not take Comtan and iron supplements at the same time. After taking one of them, wait at least 2 to 3 hours before taking the other." Iron: separate by 2-3 hours (minor). Vitamin B12 is not named. The leaflet (read in full) names only "rimiterole, isoprenaline, adrenaline ..." medicines, "antidepressants", "warfarin" and "iron supplements"; there is no general herbal or vitamin line. ',
    sources: [
      {
        title: "Comtan 200 mg film-coated tablets (entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2c4585a24a9c8e31d0f67fd3f46f50de.xml.html",
      },
    ],
  },
  {
    id: "sc-p28c-gefitinib-sjw",
    title: "Man on gefitinib for lung cancer takes St John's wort for low mood",
    profile: {
      medicines: ["gefitinib 250mg"],
      conditions: ["lung cancer"],
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
            medicine: "gefitinib 250mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Gefitinib Mylan leaflet, "Other medicines": "tell your doctor or pharmacist if you are taking any of the following medicines as they may affect the way gefitinib works: ... Herbal remedies containing St John\'s wort (Hypericum perforatum, used for depression and anxiety). Proton-pump inhibitors, H2-antagonists and antacids". "may affect the way gefitinib works" / "check with your doctor or pharmacist" = moderate.',
    sources: [
      {
        title:
          "Gefitinib Mylan 250 mg film-coated tablets (gefitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-553de2aa690a5750d1825c26ecd3f9ed.html",
      },
    ],
  },
  {
    id: "sc-p28c-gefitinib-rennie",
    title: "Woman on gefitinib chews Rennie for heartburn with her tablet",
    profile: {
      medicines: ["gefitinib 250mg"],
      conditions: ["lung cancer"],
    },
    stack: [
      {
        custom: {
          name: "Rennie chewable tablets (calcium carbonate 680 mg = 272 mg calcium, heavy magnesium carbonate 80 mg = 23 mg magnesium)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 272,
              unit: "mg",
            },
            {
              ingredient: "magnesium",
              amount: 23,
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
            medicine: "gefitinib 250mg",
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
      'Gefitinib Mylan leaflet, "Other medicines": "tell your doctor or pharmacist if you are taking any of the following medicines as they may affect the way gefitinib works: ... Herbal remedies containing St John\'s wort (Hypericum perforatum, used for depression and anxiety). Proton-pump inhibitors, H2-antagonists and antacids". Section 3: "Do not take antacids (to reduce the acid level of your stomach) 2 hours before or 1 hour after taking Gefitinib Mylan." Rennie is itself an antacid, so the spacing rule applies to its calcium carbonate (minor, at most moderate). A plain calcium supplement was not used as a case because the leaflet names "antacids", not calcium salts.',
    sources: [
      {
        title:
          "Gefitinib Mylan 250 mg film-coated tablets (gefitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-553de2aa690a5750d1825c26ecd3f9ed.html",
      },
    ],
  },
  {
    id: "sc-p28c-gefitinib-vitamin-d-quiet",
    title: "Patient on gefitinib takes vitamin D3",
    profile: {
      medicines: ["gefitinib 250mg"],
      conditions: ["lung cancer"],
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
            medicine: "gefitinib 250mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; gefitinib\'s list is phenytoin, carbamazepine, rifampicin, itraconazole, barbiturates, "Herbal remedies containing St John\'s wort", "Proton-pump inhibitors, H2-antagonists and antacids" and warfarin; there is no general vitamin line. Vitamin D3 has no mechanism with gefitinib.',
    sources: [
      {
        title:
          "Gefitinib Mylan 250 mg film-coated tablets (gefitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-553de2aa690a5750d1825c26ecd3f9ed.html",
      },
    ],
  },
  {
    id: "sc-p28c-gefitinib-ginger-quiet",
    title: "Woman on gefitinib takes ginger capsules for nausea",
    profile: {
      medicines: ["gefitinib 250mg"],
      conditions: ["lung cancer"],
    },
    stack: [
      {
        custom: {
          name: "Ginger root 500 mg capsules",
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
            medicine: "gefitinib 250mg",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction section was read in full; the only herbal product named is \"Herbal remedies containing St John's wort\" (an enzyme inducer); there is no general herbal line and ginger is not an inducer or an antacid.",
    sources: [
      {
        title:
          "Gefitinib Mylan 250 mg film-coated tablets (gefitinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-553de2aa690a5750d1825c26ecd3f9ed.html",
      },
    ],
  },
  {
    id: "sc-p28c-sunosi-vitamin-d-quiet",
    title: "Woman with narcolepsy on Sunosi takes vitamin D3",
    profile: {
      medicines: ["Sunosi 75mg"],
      conditions: ["narcolepsy"],
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
            medicine: "Sunosi 75mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Sunosi leaflet (read in full): "Do not take Sunosi if ... you are taking a medicine called a monoamine oxidase inhibitor (MAOI)"; "Check with your doctor or pharmacist if you are taking medicines that can increase your blood pressure or heart rate, or if you are taking dopaminergic agents"; "You can take Sunosi with food or between meals." It names no vitamin, mineral or herbal product. Vitamin D3 does not raise blood pressure or heart rate and is not dopaminergic.',
    sources: [
      {
        title:
          "Sunosi 75 mg / 150 mg film-coated tablets (solriamfetol) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4c464411361072df4cc109cbbcdd523e.xml.html",
      },
    ],
  },
  {
    id: "sc-p28c-sunosi-magnesium-quiet",
    title: "Man with sleep apnoea on Sunosi takes magnesium citrate for cramps",
    profile: {
      medicines: ["Sunosi 75mg"],
      conditions: ["obstructive sleep apnoea"],
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
            medicine: "Sunosi 75mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Sunosi leaflet (read in full): "Do not take Sunosi if ... you are taking a medicine called a monoamine oxidase inhibitor (MAOI)"; "Check with your doctor or pharmacist if you are taking medicines that can increase your blood pressure or heart rate, or if you are taking dopaminergic agents"; "You can take Sunosi with food or between meals." It names no vitamin, mineral or herbal product. Magnesium has no pressor, heart-rate or dopaminergic effect and does not bind solriamfetol (taken "with food or between meals").',
    sources: [
      {
        title:
          "Sunosi 75 mg / 150 mg film-coated tablets (solriamfetol) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4c464411361072df4cc109cbbcdd523e.xml.html",
      },
    ],
  },
  {
    id: "sc-p28c-synjardy-vitamin-d-quiet",
    title: "Man with type 2 diabetes on Synjardy takes vitamin D3 in winter",
    profile: {
      medicines: ["Synjardy 5mg/1000mg"],
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
            medicine: "Synjardy 5mg/1000mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Synjardy leaflet (read in full): "Other medicines" names iodine contrast, diuretics, other blood-sugar-lowering medicines, medicines that change metformin levels ("verapamil, rifampicin, cimetidine, dolutegravir, ranolazine, trimethoprime, vandetanib, isavuconazole, crizotinib, olaparib"), beta-2 agonists, corticosteroids, NSAIDs, ACE inhibitors/ARBs, medicines containing alcohol and lithium; no vitamin, mineral or herbal product. Vitamin D3 (10 micrograms) has no effect on glucose, fluid loss or metformin levels.',
    sources: [
      {
        title:
          "Synjardy film-coated tablets (empagliflozin/metformin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9f38251e073c17d25793bbd3bb27c758.json.html",
      },
    ],
  },
  {
    id: "sc-p28c-synjardy-glucosamine-quiet",
    title: "Woman on Synjardy takes glucosamine for knee pain",
    profile: {
      medicines: ["Synjardy 5mg/1000mg"],
      conditions: ["type 2 diabetes", "osteoarthritis"],
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
            medicine: "Synjardy 5mg/1000mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Synjardy leaflet (read in full): "Other medicines" names iodine contrast, diuretics, other blood-sugar-lowering medicines, medicines that change metformin levels ("verapamil, rifampicin, cimetidine, dolutegravir, ranolazine, trimethoprime, vandetanib, isavuconazole, crizotinib, olaparib"), beta-2 agonists, corticosteroids, NSAIDs, ACE inhibitors/ARBs, medicines containing alcohol and lithium; no vitamin, mineral or herbal product. Glucosamine is not named and is not among the medicines said to change metformin levels or cause fluid loss.',
    sources: [
      {
        title:
          "Synjardy film-coated tablets (empagliflozin/metformin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9f38251e073c17d25793bbd3bb27c758.json.html",
      },
    ],
  },
  {
    id: "sc-p28c-pioglitazone-vitamin-d-quiet",
    title: "Woman on pioglitazone takes vitamin D3 for her bones",
    profile: {
      medicines: ["pioglitazone 30mg"],
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
            medicine: "pioglitazone 30mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Pioglitazone Actavis leaflet (read in full): "You can usually continue to take other medicines whilst you are being treated with Pioglitazone Actavis. However, certain medicines are especially likely to affect the amount of sugar in your blood: gemfibrozil ... rifampicin"; "You may take your tablets with or without food." No vitamin, mineral or herbal product is named. Vitamin D3 does not affect blood sugar or pioglitazone levels.',
    sources: [
      {
        title:
          "Pioglitazone Actavis 15 mg / 30 mg / 45 mg tablets (pioglitazone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7829b4b361ffed64965739b1e7cc1436.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28c-pioglitazone-fish-oil-quiet",
    title: "Man on pioglitazone takes omega-3 fish oil",
    profile: {
      medicines: ["pioglitazone 30mg"],
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
            medicine: "pioglitazone 30mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Pioglitazone Actavis leaflet (read in full): "You can usually continue to take other medicines whilst you are being treated with Pioglitazone Actavis. However, certain medicines are especially likely to affect the amount of sugar in your blood: gemfibrozil ... rifampicin"; "You may take your tablets with or without food." No vitamin, mineral or herbal product is named. Fish oil 1 g is not gemfibrozil or rifampicin and has no stated mechanism.',
    sources: [
      {
        title:
          "Pioglitazone Actavis 15 mg / 30 mg / 45 mg tablets (pioglitazone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7829b4b361ffed64965739b1e7cc1436.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28c-cuprior-zinc",
    title: "Man with Wilson's disease on Cuprior buys zinc tablets for colds",
    profile: {
      medicines: ["Cuprior 150mg"],
      conditions: ["Wilson's disease"],
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
      flags: [
        {
          ingredient: "zinc",
          with: {
            medicine: "Cuprior 150mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Cuprior leaflet, "Warnings and precautions": "The association of trientine with another medicine that contains zinc is not recommended." "not recommended" = avoid unless the specialist says so (major).',
    sources: [
      {
        title: "Cuprior 150 mg film-coated tablets (trientine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7257da0dd1f9dbf780b362b25cce238a.html",
      },
    ],
  },
  {
    id: "sc-p28c-cuprior-iron",
    title: "Woman on Cuprior prescribed ferrous sulfate for low iron",
    profile: {
      medicines: ["Cuprior 150mg"],
      conditions: ["Wilson's disease", "iron deficiency anaemia"],
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
            medicine: "Cuprior 150mg",
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
      'Cuprior leaflet, "Other medicines and Cuprior": "you must tell your doctor if you are already taking iron supplements or if you take indigestion remedies (medicines that reduce discomfort after eating). If you take these medicines you may need to take Cuprior at a different time in the day because otherwise Cuprior may not be as effective. If you take iron supplements, make sure that at least two hours have passed between taking Cuprior and taking your iron supplements." This is timing advice (at least 2 hours apart) = minor, at most moderate.',
    sources: [
      {
        title: "Cuprior 150 mg film-coated tablets (trientine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7257da0dd1f9dbf780b362b25cce238a.html",
      },
    ],
  },
  {
    id: "sc-p28c-cuprior-multivit-zinc-copper",
    title: "Woman on Cuprior takes an A-Z multivitamin containing zinc, iron and copper",
    profile: {
      medicines: ["Cuprior 150mg"],
      conditions: ["Wilson's disease"],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin and minerals tablet (zinc 10 mg, iron 14 mg, copper 1 mg, vitamin C 80 mg)",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 10,
              unit: "mg",
            },
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
            {
              ingredient: "copper",
              amount: 1,
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
          ingredient: "zinc",
          with: {
            medicine: "Cuprior 150mg",
          },
          severity: {
            min: "major",
          },
        },
        {
          ingredient: "iron",
          with: {
            medicine: "Cuprior 150mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "copper",
          with: {
            condition: "Wilson's disease",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Cuprior leaflet, "Warnings and precautions": "The association of trientine with another medicine that contains zinc is not recommended." Cuprior leaflet, "Other medicines and Cuprior": "you must tell your doctor if you are already taking iron supplements or if you take indigestion remedies (medicines that reduce discomfort after eating). If you take these medicines you may need to take Cuprior at a different time in the day because otherwise Cuprior may not be as effective. If you take iron supplements, make sure that at least two hours have passed between taking Cuprior and taking your iron supplements." Zinc = major ("not recommended"); iron = take 2 hours apart (minor). Copper: Cuprior is used because "the small amounts of copper from food and drink build up to excessive levels", so adding supplemental copper in Wilson\'s disease needs the specialist\'s advice (moderate).',
    sources: [
      {
        title: "Cuprior 150 mg film-coated tablets (trientine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-7257da0dd1f9dbf780b362b25cce238a.html",
      },
    ],
  },
  {
    id: "sc-p28c-nilemdo-fish-oil-quiet",
    title: "Man on Nilemdo for high cholesterol takes omega-3 fish oil",
    profile: {
      medicines: ["Nilemdo 180mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Nilemdo 180mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Nilemdo leaflet (read in full): "tell your doctor if you are taking medicine(s) with any of the following active substances: atorvastatin, fluvastatin, pitavastatin, pravastatin, rosuvastatin, simvastatin ... bosentan ... fimasartan ... asunaprevir, glecaprevir, grazoprevir, voxilaprevir"; "Swallow the tablet whole with food or between meals." No vitamin, mineral or herbal product and no general supplement line. Fish oil is not a statin or any listed substance and has no stated mechanism with bempedoic acid.',
    sources: [
      {
        title:
          "Nilemdo 180 mg film-coated tablets (bempedoic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b0dbf83dbdd0b6f9d3c0904a5e7ceaa4.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28c-nilemdo-vitamin-d-quiet",
    title: "Woman on Nilemdo takes vitamin D3",
    profile: {
      medicines: ["Nilemdo 180mg"],
      conditions: ["high cholesterol"],
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
            medicine: "Nilemdo 180mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Nilemdo leaflet (read in full): "tell your doctor if you are taking medicine(s) with any of the following active substances: atorvastatin, fluvastatin, pitavastatin, pravastatin, rosuvastatin, simvastatin ... bosentan ... fimasartan ... asunaprevir, glecaprevir, grazoprevir, voxilaprevir"; "Swallow the tablet whole with food or between meals." No vitamin, mineral or herbal product and no general supplement line. Vitamin D3 is not named and has no plausible mechanism with bempedoic acid.',
    sources: [
      {
        title:
          "Nilemdo 180 mg film-coated tablets (bempedoic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b0dbf83dbdd0b6f9d3c0904a5e7ceaa4.ttl.html",
      },
    ],
  },
  {
    id: "sc-p28c-lupkynis-sjw",
    title: "Woman with lupus nephritis on Lupkynis starts St John's wort",
    profile: {
      medicines: ["Lupkynis 7.9mg", "mycophenolate mofetil 1g"],
      conditions: ["lupus nephritis"],
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
            medicine: "Lupkynis 7.9mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Lupkynis leaflet, "Other medicines and Lupkynis": "In particular, tell your doctor if you take: ... Herbal preparations containing St. John\'s Wort, used to treat mild depression." "tell your doctor" = at least moderate (St John\'s wort is listed with enzyme inducers such as rifampicin and carbamazepine).',
    sources: [
      {
        title: "Lupkynis 7.9 mg soft capsules (voclosporin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-41b3735a6e59fac8a0512a47fdc116bd.xml.html",
      },
    ],
  },
  {
    id: "sc-p28c-lupkynis-potassium",
    title: "Man on Lupkynis buys a potassium supplement for cramps",
    profile: {
      medicines: ["Lupkynis 7.9mg"],
      conditions: ["lupus nephritis"],
    },
    stack: [
      {
        custom: {
          name: "Potassium citrate effervescent supplement (200 mg potassium)",
          ingredients: [
            {
              ingredient: "potassium",
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
          ingredient: "potassium",
          with: {
            medicine: "Lupkynis 7.9mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Lupkynis leaflet: "This medicine can increase the potassium levels in your blood, which may be serious and require treatment. Your doctor will check your potassium levels periodically during treatment." Adding a potassium supplement needs the doctor\'s agreement = moderate.',
    sources: [
      {
        title: "Lupkynis 7.9 mg soft capsules (voclosporin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-41b3735a6e59fac8a0512a47fdc116bd.xml.html",
      },
    ],
  },
  {
    id: "sc-p28c-lupkynis-calcium-d3-quiet",
    title: "Woman on Lupkynis and steroids takes calcium and vitamin D for her bones",
    profile: {
      medicines: ["Lupkynis 7.9mg"],
      conditions: ["lupus nephritis"],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.5 g + vitamin D3 10 micrograms chewable tablets (Adcal-D3 type; 600 mg calcium)",
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
            medicine: "Lupkynis 7.9mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Lupkynis 7.9mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction section was read in full; Lupkynis names azole antifungals, ketoconazole, digoxin/diltiazem/verapamil, dabigatran, carbamazepine/phenobarbital, "Herbal preparations containing St. John\'s Wort", fexofenadine, macrolides/rifampicin, statins and efavirenz, and says it "can be taken with or without food". Calcium and vitamin D are not named and have no stated mechanism (no antacid or absorption warning).',
    sources: [
      {
        title: "Lupkynis 7.9 mg soft capsules (voclosporin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-41b3735a6e59fac8a0512a47fdc116bd.xml.html",
      },
    ],
  },
  {
    id: "sc-p28c-lupkynis-fish-oil-quiet",
    title: "Man on Lupkynis takes omega-3 fish oil",
    profile: {
      medicines: ["Lupkynis 7.9mg"],
      conditions: ["lupus nephritis"],
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
            medicine: "Lupkynis 7.9mg",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction section was read in full; the only herbal/supplement product named is \"Herbal preparations containing St. John's Wort\"; fish oil is not an enzyme inducer or inhibitor and does not raise potassium.",
    sources: [
      {
        title: "Lupkynis 7.9 mg soft capsules (voclosporin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-41b3735a6e59fac8a0512a47fdc116bd.xml.html",
      },
    ],
  },
];
