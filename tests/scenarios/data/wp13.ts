// Scenarios of the p13 round's blind probe, written by a helper who had not seen the records: what NCCIH, LiverTox,
// Health Canada's monographs, the EU red yeast rice regulation, EFSA, MSKCC and the EU leaflets of tacrolimus and
// other medicines say of the remaining catalogue herbs and supplements.
import type { ScenarioInput } from "../schema";

export const WP13_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p13-advagraf-schisandra",
    title: "Kidney transplant patient on Advagraf buys schisandra for energy",
    profile: {
      medicines: ["Advagraf 3mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "schisandra",
          with: {
            medicine: "Advagraf 3mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Advagraf leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Advagraf that you need to receive." It also lists "herbal preparations containing St. John s wort (Hypericum perforatum) or extracts of Schisandra sphenanthera" among products that change tacrolimus levels, so avoid.',
    sources: [
      {
        title: "Advagraf (tacrolimus) prolonged-release capsules - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/advagraf.fsh",
      },
    ],
  },
  {
    id: "sc-p13-advagraf-ashwagandha",
    title: "Liver transplant recipient on Advagraf wants ashwagandha for stress",
    profile: {
      medicines: ["Advagraf 3mg"],
      conditions: ["organ transplant"],
    },
    stack: [
      {
        custom: {
          name: "KSM-66 Ashwagandha 600 mg capsules",
          ingredients: [
            {
              ingredient: "ashwagandha",
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
          ingredient: "ashwagandha",
          with: {
            medicine: "Advagraf 3mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Advagraf leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Advagraf that you need to receive." Ashwagandha is a herbal product, so a pharmacist would advise avoiding it unless the transplant team agrees.',
    sources: [
      {
        title: "Advagraf (tacrolimus) prolonged-release capsules - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/advagraf.fsh",
      },
    ],
  },
  {
    id: "sc-p13-advagraf-astragalus",
    title: "Man on Advagraf after kidney transplant considers astragalus 'immune booster'",
    profile: {
      medicines: ["Advagraf 3mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Astragalus root 500 mg capsules",
          ingredients: [
            {
              ingredient: "astragalus",
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
          ingredient: "astragalus",
          with: {
            medicine: "Advagraf 3mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Advagraf leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Advagraf that you need to receive." Astragalus is a herbal product, so it should be avoided unless the transplant team agrees.',
    sources: [
      {
        title: "Advagraf (tacrolimus) prolonged-release capsules - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/advagraf.fsh",
      },
    ],
  },
  {
    id: "sc-p13-advagraf-cats-claw",
    title: "Woman on Advagraf asks about cat's claw for joint pain",
    profile: {
      medicines: ["Advagraf 3mg"],
      conditions: ["organ transplant"],
    },
    stack: [
      {
        custom: {
          name: "Cat's claw bark 500 mg capsules",
          ingredients: [
            {
              ingredient: "cats-claw",
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
          ingredient: "cats-claw",
          with: {
            medicine: "Advagraf 3mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "The Advagraf leaflet says: \"Please avoid taking any herbal remedies, e.g., St. John's wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Advagraf that you need to receive.\" Cat's claw is a herbal product, so it should be avoided unless the transplant team agrees.",
    sources: [
      {
        title: "Advagraf (tacrolimus) prolonged-release capsules - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/advagraf.fsh",
      },
    ],
  },
  {
    id: "sc-p13-advagraf-black-seed",
    title: "Transplant patient on Advagraf wants black seed oil capsules",
    profile: {
      medicines: ["Advagraf 3mg"],
      conditions: ["organ transplant"],
    },
    stack: [
      {
        custom: {
          name: "Black seed oil 1000 mg softgels",
          ingredients: [
            {
              ingredient: "black-seed",
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
          ingredient: "black-seed",
          with: {
            medicine: "Advagraf 3mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Advagraf leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Advagraf that you need to receive." Black seed (Nigella sativa) oil is a herbal product, so it should be avoided unless the transplant team agrees.',
    sources: [
      {
        title: "Advagraf (tacrolimus) prolonged-release capsules - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/advagraf.fsh",
      },
    ],
  },
  {
    id: "sc-p13-advagraf-rhodiola",
    title: "Heart transplant patient on Advagraf picks up rhodiola for tiredness",
    profile: {
      medicines: ["Advagraf 3mg"],
      conditions: ["organ transplant"],
    },
    stack: [
      {
        custom: {
          name: "Rhodiola rosea 200 mg tablets",
          ingredients: [
            {
              ingredient: "rhodiola",
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
          ingredient: "rhodiola",
          with: {
            medicine: "Advagraf 3mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Advagraf leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Advagraf that you need to receive." Rhodiola is a herbal product, so it should be avoided unless the transplant team agrees.',
    sources: [
      {
        title: "Advagraf (tacrolimus) prolonged-release capsules - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/advagraf.fsh",
      },
    ],
  },
  {
    id: "sc-p13-envarsus-schisandra",
    title: "Envarsus user after liver transplant takes schisandra 'liver tonic'",
    profile: {
      medicines: ["Envarsus 4mg"],
      conditions: ["liver transplant"],
    },
    stack: [
      {
        custom: {
          name: "Schisandra chinensis 500 mg capsules",
          ingredients: [
            {
              ingredient: "schisandra",
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
          ingredient: "schisandra",
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
      'The Envarsus leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Envarsus that you need to receive." The leaflet names "extracts of Schisandra sphenanthera" among herbal preparations that alter tacrolimus blood levels.',
    sources: [
      {
        title: "Envarsus (tacrolimus) prolonged-release tablets - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/envarsus.fsh",
      },
    ],
  },
  {
    id: "sc-p13-envarsus-saffron",
    title: "Woman on Envarsus after kidney transplant tries saffron for low mood",
    profile: {
      medicines: ["Envarsus 4mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Saffron extract 30 mg capsules",
          ingredients: [
            {
              ingredient: "saffron",
              amount: 30,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "saffron",
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
      'The Envarsus leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Envarsus that you need to receive." A saffron extract supplement is a herbal product, so avoid unless the transplant team agrees.',
    sources: [
      {
        title: "Envarsus (tacrolimus) prolonged-release tablets - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/envarsus.fsh",
      },
    ],
  },
  {
    id: "sc-p13-envarsus-maca",
    title: "Man on Envarsus wants maca for libido",
    profile: {
      medicines: ["Envarsus 4mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Maca root 1500 mg capsules",
          ingredients: [
            {
              ingredient: "maca",
              amount: 1500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "maca",
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
      'The Envarsus leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Envarsus that you need to receive." Maca root is a herbal product, so avoid unless the transplant team agrees.',
    sources: [
      {
        title: "Envarsus (tacrolimus) prolonged-release tablets - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/envarsus.fsh",
      },
    ],
  },
  {
    id: "sc-p13-envarsus-tribulus",
    title: "Gym-goer on Envarsus after kidney transplant adds tribulus",
    profile: {
      medicines: ["Envarsus 4mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Tribulus terrestris 1000 mg tablets",
          ingredients: [
            {
              ingredient: "tribulus",
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
          ingredient: "tribulus",
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
      'The Envarsus leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Envarsus that you need to receive." Tribulus is a herbal product, so avoid unless the transplant team agrees.',
    sources: [
      {
        title: "Envarsus (tacrolimus) prolonged-release tablets - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/envarsus.fsh",
      },
    ],
  },
  {
    id: "sc-p13-envarsus-butterbur",
    title: "Envarsus patient with migraines considers butterbur",
    profile: {
      medicines: ["Envarsus 4mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Butterbur root extract (PA-free) 75 mg",
          ingredients: [
            {
              ingredient: "butterbur",
              amount: 75,
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
          ingredient: "butterbur",
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
      'The Envarsus leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Envarsus that you need to receive." Butterbur is a herbal product, so avoid unless the transplant team agrees.',
    sources: [
      {
        title: "Envarsus (tacrolimus) prolonged-release tablets - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/envarsus.fsh",
      },
    ],
  },
  {
    id: "sc-p13-envarsus-noni",
    title: "Envarsus patient offered noni capsules by a friend",
    profile: {
      medicines: ["Envarsus 4mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
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
      'The Envarsus leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Envarsus that you need to receive." Noni (Morinda citrifolia) extract is a herbal product, so avoid unless the transplant team agrees.',
    sources: [
      {
        title: "Envarsus (tacrolimus) prolonged-release tablets - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/envarsus.fsh",
      },
    ],
  },
  {
    id: "sc-p13-envarsus-resveratrol",
    title: "Envarsus patient takes knotweed resveratrol for 'anti-ageing'",
    profile: {
      medicines: ["Envarsus 4mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Resveratrol 250 mg (Japanese knotweed root extract)",
          ingredients: [
            {
              ingredient: "resveratrol",
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
          ingredient: "resveratrol",
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
      'The Envarsus leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Envarsus that you need to receive." This resveratrol product is a Japanese knotweed (herbal) extract, so avoid unless the transplant team agrees.',
    sources: [
      {
        title: "Envarsus (tacrolimus) prolonged-release tablets - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/envarsus.fsh",
      },
    ],
  },
  {
    id: "sc-p13-envarsus-ashwagandha",
    title: "Envarsus patient wants ashwagandha to help sleep",
    profile: {
      medicines: ["Envarsus 4mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Ashwagandha root 500 mg capsules",
          ingredients: [
            {
              ingredient: "ashwagandha",
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
          ingredient: "ashwagandha",
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
      'The Envarsus leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Envarsus that you need to receive." Ashwagandha is a herbal product, so avoid unless the transplant team agrees.',
    sources: [
      {
        title: "Envarsus (tacrolimus) prolonged-release tablets - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/envarsus.fsh",
      },
    ],
  },
  {
    id: "sc-p13-envarsus-astragalus",
    title: "Envarsus patient reads astragalus 'supports immunity'",
    profile: {
      medicines: ["Envarsus 4mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Astragalus 1000 mg tablets",
          ingredients: [
            {
              ingredient: "astragalus",
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
          ingredient: "astragalus",
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
      'The Envarsus leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Envarsus that you need to receive." Astragalus is a herbal product, so avoid unless the transplant team agrees.',
    sources: [
      {
        title: "Envarsus (tacrolimus) prolonged-release tablets - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/envarsus.fsh",
      },
    ],
  },
  {
    id: "sc-p13-ryr-atorvastatin",
    title: "Man on atorvastatin adds red yeast rice to 'boost' cholesterol lowering",
    profile: {
      medicines: ["atorvastatin 20mg", "amlodipine 5mg"],
      conditions: ["high cholesterol"],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
              amount: 600,
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
          ingredient: "red-yeast-rice",
          with: {
            medicine: "atorvastatin 20mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "red-yeast-rice",
          with: {
            medicine: "amlodipine 5mg",
          },
        },
      ],
    },
    rationale:
      'EU Regulation 2022/860 requires red yeast rice supplements to carry the warning "Should not be consumed if you are taking cholesterol-lowering medication"; EFSA notes "monacolin K in lactone form is identical to lovastatin". So a pharmacist would advise not to take it with atorvastatin 20mg. Amlodipine is not a cholesterol-lowering medicine and the regulation\'s warning does not cover it.',
    sources: [
      {
        title: "Commission Regulation (EU) 2022/860 as regards monacolins from red yeast rice",
        publisher: "EUR-Lex (Official Journal of the European Union L 151/37)",
        url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=uriserv%3AOJ.L_.2022.151.01.0037.01.ENG&toc=OJ%3AL%3A2022%3A151%3ATOC",
      },
      {
        title: "Scientific opinion on the safety of monacolins in red yeast rice (EFSA ANS Panel, 2018)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7009499",
      },
    ],
  },
  {
    id: "sc-p13-ryr-simvastatin",
    title: "Woman on simvastatin buys red yeast rice after a high cholesterol result",
    profile: {
      medicines: ["Simvastatin 40mg"],
      conditions: ["high cholesterol"],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
              amount: 600,
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
          ingredient: "red-yeast-rice",
          with: {
            medicine: "Simvastatin 40mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'EU Regulation 2022/860 requires red yeast rice supplements to carry the warning "Should not be consumed if you are taking cholesterol-lowering medication"; EFSA notes "monacolin K in lactone form is identical to lovastatin". So a pharmacist would advise not to take it with Simvastatin 40mg.',
    sources: [
      {
        title: "Commission Regulation (EU) 2022/860 as regards monacolins from red yeast rice",
        publisher: "EUR-Lex (Official Journal of the European Union L 151/37)",
        url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=uriserv%3AOJ.L_.2022.151.01.0037.01.ENG&toc=OJ%3AL%3A2022%3A151%3ATOC",
      },
      {
        title: "Scientific opinion on the safety of monacolins in red yeast rice (EFSA ANS Panel, 2018)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7009499",
      },
    ],
  },
  {
    id: "sc-p13-ryr-rosuvastatin",
    title: "Patient on Crestor asks if red yeast rice is a natural extra",
    profile: {
      medicines: ["Crestor 10mg"],
      conditions: ["high cholesterol"],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
              amount: 600,
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
          ingredient: "red-yeast-rice",
          with: {
            medicine: "Crestor 10mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'EU Regulation 2022/860 requires red yeast rice supplements to carry the warning "Should not be consumed if you are taking cholesterol-lowering medication"; EFSA notes "monacolin K in lactone form is identical to lovastatin". So a pharmacist would advise not to take it with Crestor 10mg.',
    sources: [
      {
        title: "Commission Regulation (EU) 2022/860 as regards monacolins from red yeast rice",
        publisher: "EUR-Lex (Official Journal of the European Union L 151/37)",
        url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=uriserv%3AOJ.L_.2022.151.01.0037.01.ENG&toc=OJ%3AL%3A2022%3A151%3ATOC",
      },
      {
        title: "Scientific opinion on the safety of monacolins in red yeast rice (EFSA ANS Panel, 2018)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7009499",
      },
    ],
  },
  {
    id: "sc-p13-ryr-pravastatin",
    title: "Older man on pravastatin sees red yeast rice in Holland & Barrett",
    profile: {
      medicines: ["pravastatin 20mg"],
      conditions: ["high cholesterol"],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
              amount: 600,
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
          ingredient: "red-yeast-rice",
          with: {
            medicine: "pravastatin 20mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'EU Regulation 2022/860 requires red yeast rice supplements to carry the warning "Should not be consumed if you are taking cholesterol-lowering medication"; EFSA notes "monacolin K in lactone form is identical to lovastatin". So a pharmacist would advise not to take it with pravastatin 20mg.',
    sources: [
      {
        title: "Commission Regulation (EU) 2022/860 as regards monacolins from red yeast rice",
        publisher: "EUR-Lex (Official Journal of the European Union L 151/37)",
        url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=uriserv%3AOJ.L_.2022.151.01.0037.01.ENG&toc=OJ%3AL%3A2022%3A151%3ATOC",
      },
      {
        title: "Scientific opinion on the safety of monacolins in red yeast rice (EFSA ANS Panel, 2018)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7009499",
      },
    ],
  },
  {
    id: "sc-p13-ryr-ezetimibe",
    title: "Statin-intolerant woman on ezetimibe wants red yeast rice instead of a statin",
    profile: {
      medicines: ["ezetimibe 10mg"],
      conditions: ["high cholesterol"],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
              amount: 600,
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
          ingredient: "red-yeast-rice",
          with: {
            medicine: "ezetimibe 10mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'EU Regulation 2022/860 requires red yeast rice supplements to carry the warning "Should not be consumed if you are taking cholesterol-lowering medication"; EFSA notes "monacolin K in lactone form is identical to lovastatin". So a pharmacist would advise not to take it with ezetimibe 10mg.',
    sources: [
      {
        title: "Commission Regulation (EU) 2022/860 as regards monacolins from red yeast rice",
        publisher: "EUR-Lex (Official Journal of the European Union L 151/37)",
        url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=uriserv%3AOJ.L_.2022.151.01.0037.01.ENG&toc=OJ%3AL%3A2022%3A151%3ATOC",
      },
      {
        title: "Scientific opinion on the safety of monacolins in red yeast rice (EFSA ANS Panel, 2018)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7009499",
      },
    ],
  },
  {
    id: "sc-p13-ryr-fenofibrate",
    title: "Man on fenofibrate for triglycerides adds red yeast rice",
    profile: {
      medicines: ["fenofibrate 267mg"],
      conditions: ["high cholesterol"],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
              amount: 600,
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
          ingredient: "red-yeast-rice",
          with: {
            medicine: "fenofibrate 267mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'EU Regulation 2022/860 requires red yeast rice supplements to carry the warning "Should not be consumed if you are taking cholesterol-lowering medication"; EFSA notes "monacolin K in lactone form is identical to lovastatin". So a pharmacist would advise not to take it with fenofibrate 267mg.',
    sources: [
      {
        title: "Commission Regulation (EU) 2022/860 as regards monacolins from red yeast rice",
        publisher: "EUR-Lex (Official Journal of the European Union L 151/37)",
        url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=uriserv%3AOJ.L_.2022.151.01.0037.01.ENG&toc=OJ%3AL%3A2022%3A151%3ATOC",
      },
      {
        title: "Scientific opinion on the safety of monacolins in red yeast rice (EFSA ANS Panel, 2018)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7009499",
      },
    ],
  },
  {
    id: "sc-p13-ryr-inegy",
    title: "Patient on Inegy (ezetimibe/simvastatin) considers red yeast rice",
    profile: {
      medicines: ["Inegy 10mg/20mg"],
      conditions: ["high cholesterol"],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
              amount: 600,
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
          ingredient: "red-yeast-rice",
          with: {
            medicine: "Inegy 10mg/20mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'EU Regulation 2022/860 requires red yeast rice supplements to carry the warning "Should not be consumed if you are taking cholesterol-lowering medication"; EFSA notes "monacolin K in lactone form is identical to lovastatin". So a pharmacist would advise not to take it with Inegy 10mg/20mg.',
    sources: [
      {
        title: "Commission Regulation (EU) 2022/860 as regards monacolins from red yeast rice",
        publisher: "EUR-Lex (Official Journal of the European Union L 151/37)",
        url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=uriserv%3AOJ.L_.2022.151.01.0037.01.ENG&toc=OJ%3AL%3A2022%3A151%3ATOC",
      },
      {
        title: "Scientific opinion on the safety of monacolins in red yeast rice (EFSA ANS Panel, 2018)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7009499",
      },
    ],
  },
  {
    id: "sc-p13-ryr-bempedoic",
    title: "Woman on bempedoic acid asks about red yeast rice",
    profile: {
      medicines: ["Nilemdo 180mg (bempedoic acid)"],
      conditions: ["high cholesterol"],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
              amount: 600,
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
          ingredient: "red-yeast-rice",
          with: {
            medicine: "Nilemdo 180mg (bempedoic acid)",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'EU Regulation 2022/860 requires red yeast rice supplements to carry the warning "Should not be consumed if you are taking cholesterol-lowering medication"; EFSA notes "monacolin K in lactone form is identical to lovastatin". So a pharmacist would advise not to take it with Nilemdo 180mg (bempedoic acid).',
    sources: [
      {
        title: "Commission Regulation (EU) 2022/860 as regards monacolins from red yeast rice",
        publisher: "EUR-Lex (Official Journal of the European Union L 151/37)",
        url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=uriserv%3AOJ.L_.2022.151.01.0037.01.ENG&toc=OJ%3AL%3A2022%3A151%3ATOC",
      },
      {
        title: "Scientific opinion on the safety of monacolins in red yeast rice (EFSA ANS Panel, 2018)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7009499",
      },
    ],
  },
  {
    id: "sc-p13-ryr-pregnant",
    title: "Pregnant woman with high cholesterol asks about red yeast rice",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
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
          ingredient: "red-yeast-rice",
          with: {
            condition: "pregnant",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The mandatory EU label warning for red yeast rice says it "Should not be consumed by pregnant or lactating women, children below 18 years old and adults above 70 years old"; monacolin K is identical to lovastatin.',
    sources: [
      {
        title: "Commission Regulation (EU) 2022/860 as regards monacolins from red yeast rice",
        publisher: "EUR-Lex (Official Journal of the European Union L 151/37)",
        url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=uriserv%3AOJ.L_.2022.151.01.0037.01.ENG&toc=OJ%3AL%3A2022%3A151%3ATOC",
      },
      {
        title: "Scientific opinion on the safety of monacolins in red yeast rice (EFSA ANS Panel, 2018)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7009499",
      },
    ],
  },
  {
    id: "sc-p13-ryr-breastfeeding",
    title: "Breastfeeding mother wants red yeast rice for cholesterol",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
              amount: 600,
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
          ingredient: "red-yeast-rice",
          with: {
            condition: "breastfeeding",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'EU Regulation 2022/860 requires the warning "Should not be consumed by pregnant or lactating women" on red yeast rice supplements.',
    sources: [
      {
        title: "Commission Regulation (EU) 2022/860 as regards monacolins from red yeast rice",
        publisher: "EUR-Lex (Official Journal of the European Union L 151/37)",
        url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=uriserv%3AOJ.L_.2022.151.01.0037.01.ENG&toc=OJ%3AL%3A2022%3A151%3ATOC",
      },
    ],
  },
  {
    id: "sc-p13-ryr-over70",
    title: "74-year-old asks about red yeast rice instead of a statin",
    profile: {
      medicines: [],
      conditions: ["aged 74"],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
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
          ingredient: "red-yeast-rice",
          with: {
            condition: "aged 74",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The EU-mandated label warning states red yeast rice "Should not be consumed by ... adults above 70 years old".',
    sources: [
      {
        title: "Commission Regulation (EU) 2022/860 as regards monacolins from red yeast rice",
        publisher: "EUR-Lex (Official Journal of the European Union L 151/37)",
        url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=uriserv%3AOJ.L_.2022.151.01.0037.01.ENG&toc=OJ%3AL%3A2022%3A151%3ATOC",
      },
    ],
  },
  {
    id: "sc-p13-ryr-liver",
    title: "Person with fatty liver disease considers red yeast rice",
    profile: {
      medicines: [],
      conditions: ["non-alcoholic fatty liver disease"],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
              amount: 600,
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
          ingredient: "red-yeast-rice",
          with: {
            condition: "non-alcoholic fatty liver disease",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'LiverTox: "Red yeast rice use has been associated with very rare instances of acute, clinically apparent liver injury"; EFSA concluded monacolin K "could lead to severe adverse effects on musculoskeletal system, including rhabdomyolysis, and on the liver". Ask a doctor first.',
    sources: [
      {
        title: "Red Yeast Rice - LiverTox",
        publisher: "NIH LiverTox",
        url: "https://livertox.nlm.nih.gov/RedYeastRice.htm",
      },
      {
        title: "Scientific opinion on the safety of monacolins in red yeast rice (EFSA ANS Panel, 2018)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7009499",
      },
    ],
  },
  {
    id: "sc-p13-noni-ramipril",
    title: "Man on ramipril drinks noni for 'wellness'",
    profile: {
      medicines: ["ramipril 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            medicine: "ramipril 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH: "It may be unsafe to take noni along with certain medicines, including medicines that increase potassium, decrease blood pressure, or harm the liver." ramipril falls in one of these groups, so check with a pharmacist or doctor first.',
    sources: [
      {
        title: "Noni",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://www.nccih.nih.gov/health/noni",
      },
    ],
  },
  {
    id: "sc-p13-noni-lisinopril",
    title: "Woman on lisinopril buys noni capsules",
    profile: {
      medicines: ["lisinopril 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            medicine: "lisinopril 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH: "It may be unsafe to take noni along with certain medicines, including medicines that increase potassium, decrease blood pressure, or harm the liver." lisinopril falls in one of these groups, so check with a pharmacist or doctor first.',
    sources: [
      {
        title: "Noni",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://www.nccih.nih.gov/health/noni",
      },
    ],
  },
  {
    id: "sc-p13-noni-losartan",
    title: "Patient on losartan starts noni extract",
    profile: {
      medicines: ["losartan 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            medicine: "losartan 50mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH: "It may be unsafe to take noni along with certain medicines, including medicines that increase potassium, decrease blood pressure, or harm the liver." losartan falls in one of these groups, so check with a pharmacist or doctor first.',
    sources: [
      {
        title: "Noni",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://www.nccih.nih.gov/health/noni",
      },
    ],
  },
  {
    id: "sc-p13-noni-spironolactone",
    title: "Heart failure patient on spironolactone offered noni",
    profile: {
      medicines: ["spironolactone 25mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            medicine: "spironolactone 25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH: "It may be unsafe to take noni along with certain medicines, including medicines that increase potassium, decrease blood pressure, or harm the liver." spironolactone falls in one of these groups, so check with a pharmacist or doctor first.',
    sources: [
      {
        title: "Noni",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://www.nccih.nih.gov/health/noni",
      },
    ],
  },
  {
    id: "sc-p13-noni-amlodipine",
    title: "Woman on amlodipine for blood pressure tries noni",
    profile: {
      medicines: ["amlodipine 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            medicine: "amlodipine 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH: "It may be unsafe to take noni along with certain medicines, including medicines that increase potassium, decrease blood pressure, or harm the liver." amlodipine falls in one of these groups, so check with a pharmacist or doctor first.',
    sources: [
      {
        title: "Noni",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://www.nccih.nih.gov/health/noni",
      },
    ],
  },
  {
    id: "sc-p13-noni-candesartan",
    title: "Man on candesartan takes noni fruit capsules",
    profile: {
      medicines: ["candesartan 8mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            medicine: "candesartan 8mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH: "It may be unsafe to take noni along with certain medicines, including medicines that increase potassium, decrease blood pressure, or harm the liver." candesartan falls in one of these groups, so check with a pharmacist or doctor first.',
    sources: [
      {
        title: "Noni",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://www.nccih.nih.gov/health/noni",
      },
    ],
  },
  {
    id: "sc-p13-noni-methotrexate",
    title: "RA patient on weekly methotrexate wants noni",
    profile: {
      medicines: ["methotrexate 15mg weekly"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            medicine: "methotrexate 15mg weekly",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH: "It may be unsafe to take noni along with certain medicines, including medicines that increase potassium, decrease blood pressure, or harm the liver." methotrexate falls in one of these groups, so check with a pharmacist or doctor first.',
    sources: [
      {
        title: "Noni",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://www.nccih.nih.gov/health/noni",
      },
    ],
  },
  {
    id: "sc-p13-noni-amiloride",
    title: "Patient on co-amilozide (amiloride) adds noni",
    profile: {
      medicines: ["co-amilozide 5/50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            medicine: "co-amilozide 5/50mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH: "It may be unsafe to take noni along with certain medicines, including medicines that increase potassium, decrease blood pressure, or harm the liver." co-amilozide falls in one of these groups, so check with a pharmacist or doctor first.',
    sources: [
      {
        title: "Noni",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://www.nccih.nih.gov/health/noni",
      },
    ],
  },
  {
    id: "sc-p13-noni-ckd",
    title: "Person with chronic kidney disease stage 3 on ramipril wants noni",
    profile: {
      medicines: ["ramipril 2.5mg"],
      conditions: ["chronic kidney disease stage 3"],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            condition: "chronic kidney disease stage 3",
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "noni",
          with: {
            medicine: "ramipril 2.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH: "Noni contains a substantial amount of potassium. People who have kidney disease or need to restrict their intake of potassium should consult a health care provider before using noni" and it "may be unsafe" with medicines that increase potassium.',
    sources: [
      {
        title: "Noni",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://www.nccih.nih.gov/health/noni",
      },
    ],
  },
  {
    id: "sc-p13-noni-lowk",
    title: "Dialysis patient on a low-potassium diet asks about noni",
    profile: {
      medicines: [],
      conditions: ["on a low-potassium diet for kidney failure"],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            condition: "on a low-potassium diet for kidney failure",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH: people who "need to restrict their intake of potassium should consult a health care provider before using noni".',
    sources: [
      {
        title: "Noni",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://www.nccih.nih.gov/health/noni",
      },
    ],
  },
  {
    id: "sc-p13-noni-liver",
    title: "Man with alcohol-related liver disease wants noni",
    profile: {
      medicines: [],
      conditions: ["alcohol-related liver disease"],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            condition: "alcohol-related liver disease",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH: "several cases of liver toxicity have been reported in people who had consumed noni juice or noni tea for several weeks"; LiverTox: "A small number of isolated case reports of clinically apparent liver injury have been attributed to noni."',
    sources: [
      {
        title: "Noni",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://www.nccih.nih.gov/health/noni",
      },
      {
        title: "Noni - LiverTox",
        publisher: "NCBI Bookshelf / NIDDK LiverTox",
        url: "https://www.ncbi.nlm.nih.gov/books/NBK548374/",
      },
    ],
  },
  {
    id: "sc-p13-noni-potassium",
    title: "Noni capsules plus a potassium supplement for cramps",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
      {
        custom: {
          name: "Potassium 99 mg tablets",
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
          ingredient: "noni",
          with: {
            ingredient: "potassium",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH: "Noni contains a substantial amount of potassium" and people who need to restrict potassium should consult a health care provider; adding a potassium supplement stacks potassium, so ask a pharmacist.',
    sources: [
      {
        title: "Noni",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://www.nccih.nih.gov/health/noni",
      },
    ],
  },
  {
    id: "sc-p13-noni-quiet-omeprazole",
    title: "Noni capsules with omeprazole for reflux",
    profile: {
      medicines: ["omeprazole 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            medicine: "omeprazole 20mg",
          },
        },
      ],
    },
    rationale:
      'NCCIH lists the medicines of concern with noni as those that "increase potassium, decrease blood pressure, or harm the liver"; omeprazole 20mg is not one of them, so no interaction flag is expected.',
    sources: [
      {
        title: "Noni",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://www.nccih.nih.gov/health/noni",
      },
    ],
  },
  {
    id: "sc-p13-noni-quiet-cetirizine",
    title: "Hay fever sufferer on cetirizine tries noni",
    profile: {
      medicines: ["cetirizine 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            medicine: "cetirizine 10mg",
          },
        },
      ],
    },
    rationale:
      'NCCIH lists the medicines of concern with noni as those that "increase potassium, decrease blood pressure, or harm the liver"; cetirizine 10mg is not one of them, so no interaction flag is expected.',
    sources: [
      {
        title: "Noni",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://www.nccih.nih.gov/health/noni",
      },
    ],
  },
  {
    id: "sc-p13-noni-quiet-salbutamol",
    title: "Asthmatic using a Ventolin inhaler asks about noni",
    profile: {
      medicines: ["Ventolin inhaler"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            medicine: "Ventolin inhaler",
          },
        },
      ],
    },
    rationale:
      'NCCIH lists the medicines of concern with noni as those that "increase potassium, decrease blood pressure, or harm the liver"; Ventolin inhaler is not one of them, so no interaction flag is expected.',
    sources: [
      {
        title: "Noni",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://www.nccih.nih.gov/health/noni",
      },
    ],
  },
  {
    id: "sc-p13-5htp-sertraline",
    title: "Woman on sertraline wants 5-HTP for mood",
    profile: {
      medicines: ["sertraline 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "5-HTP 100 mg capsules",
          ingredients: [
            {
              ingredient: "5-htp",
              amount: 100,
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
          ingredient: "5-htp",
          with: {
            medicine: "sertraline 50mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'University of Arizona integrative toolkit: "Many medications, including anti-depressants and some sleep aids, also increase serotonin, which could lead to dangerous or even life-threatening levels ... If you are taking anti-depressants, sleeping aids, certain pain medications such as Tramadol, or dietary supplements, please consult a trusted integrative medical provider or pharmacist to ensure safety before starting 5HTP."',
    sources: [
      {
        title: "5HTP - For Mood and Sleep (Integrative Cancer Toolkit)",
        publisher: "Andrew Weil Center for Integrative Medicine, University of Arizona",
        url: "https://toolkit.awcim.arizona.edu/cancertoolkit/5htp.html",
      },
    ],
  },
  {
    id: "sc-p13-5htp-citalopram",
    title: "Man on citalopram buys 5-HTP to sleep better",
    profile: {
      medicines: ["citalopram 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "5-HTP 100 mg capsules",
          ingredients: [
            {
              ingredient: "5-htp",
              amount: 100,
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
          ingredient: "5-htp",
          with: {
            medicine: "citalopram 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'University of Arizona integrative toolkit: "Many medications, including anti-depressants and some sleep aids, also increase serotonin, which could lead to dangerous or even life-threatening levels ... If you are taking anti-depressants, sleeping aids, certain pain medications such as Tramadol, or dietary supplements, please consult a trusted integrative medical provider or pharmacist to ensure safety before starting 5HTP."',
    sources: [
      {
        title: "5HTP - For Mood and Sleep (Integrative Cancer Toolkit)",
        publisher: "Andrew Weil Center for Integrative Medicine, University of Arizona",
        url: "https://toolkit.awcim.arizona.edu/cancertoolkit/5htp.html",
      },
    ],
  },
  {
    id: "sc-p13-5htp-fluoxetine",
    title: "Student on Prozac adds 5-HTP",
    profile: {
      medicines: ["Prozac 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "5-HTP 100 mg capsules",
          ingredients: [
            {
              ingredient: "5-htp",
              amount: 100,
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
          ingredient: "5-htp",
          with: {
            medicine: "Prozac 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'University of Arizona integrative toolkit: "Many medications, including anti-depressants and some sleep aids, also increase serotonin, which could lead to dangerous or even life-threatening levels ... If you are taking anti-depressants, sleeping aids, certain pain medications such as Tramadol, or dietary supplements, please consult a trusted integrative medical provider or pharmacist to ensure safety before starting 5HTP."',
    sources: [
      {
        title: "5HTP - For Mood and Sleep (Integrative Cancer Toolkit)",
        publisher: "Andrew Weil Center for Integrative Medicine, University of Arizona",
        url: "https://toolkit.awcim.arizona.edu/cancertoolkit/5htp.html",
      },
    ],
  },
  {
    id: "sc-p13-5htp-escitalopram",
    title: "Woman on escitalopram asks about 5-HTP",
    profile: {
      medicines: ["escitalopram 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "5-HTP 100 mg capsules",
          ingredients: [
            {
              ingredient: "5-htp",
              amount: 100,
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
          ingredient: "5-htp",
          with: {
            medicine: "escitalopram 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'University of Arizona integrative toolkit: "Many medications, including anti-depressants and some sleep aids, also increase serotonin, which could lead to dangerous or even life-threatening levels ... If you are taking anti-depressants, sleeping aids, certain pain medications such as Tramadol, or dietary supplements, please consult a trusted integrative medical provider or pharmacist to ensure safety before starting 5HTP."',
    sources: [
      {
        title: "5HTP - For Mood and Sleep (Integrative Cancer Toolkit)",
        publisher: "Andrew Weil Center for Integrative Medicine, University of Arizona",
        url: "https://toolkit.awcim.arizona.edu/cancertoolkit/5htp.html",
      },
    ],
  },
  {
    id: "sc-p13-5htp-venlafaxine",
    title: "Patient on venlafaxine considers 5-HTP",
    profile: {
      medicines: ["venlafaxine XL 75mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "5-HTP 100 mg capsules",
          ingredients: [
            {
              ingredient: "5-htp",
              amount: 100,
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
          ingredient: "5-htp",
          with: {
            medicine: "venlafaxine XL 75mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'University of Arizona integrative toolkit: "Many medications, including anti-depressants and some sleep aids, also increase serotonin, which could lead to dangerous or even life-threatening levels ... If you are taking anti-depressants, sleeping aids, certain pain medications such as Tramadol, or dietary supplements, please consult a trusted integrative medical provider or pharmacist to ensure safety before starting 5HTP."',
    sources: [
      {
        title: "5HTP - For Mood and Sleep (Integrative Cancer Toolkit)",
        publisher: "Andrew Weil Center for Integrative Medicine, University of Arizona",
        url: "https://toolkit.awcim.arizona.edu/cancertoolkit/5htp.html",
      },
    ],
  },
  {
    id: "sc-p13-5htp-mirtazapine",
    title: "Man on mirtazapine wants 5-HTP",
    profile: {
      medicines: ["mirtazapine 15mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "5-HTP 100 mg capsules",
          ingredients: [
            {
              ingredient: "5-htp",
              amount: 100,
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
          ingredient: "5-htp",
          with: {
            medicine: "mirtazapine 15mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'University of Arizona integrative toolkit: "Many medications, including anti-depressants and some sleep aids, also increase serotonin, which could lead to dangerous or even life-threatening levels ... If you are taking anti-depressants, sleeping aids, certain pain medications such as Tramadol, or dietary supplements, please consult a trusted integrative medical provider or pharmacist to ensure safety before starting 5HTP."',
    sources: [
      {
        title: "5HTP - For Mood and Sleep (Integrative Cancer Toolkit)",
        publisher: "Andrew Weil Center for Integrative Medicine, University of Arizona",
        url: "https://toolkit.awcim.arizona.edu/cancertoolkit/5htp.html",
      },
    ],
  },
  {
    id: "sc-p13-5htp-amitriptyline",
    title: "Migraine patient on amitriptyline tries 5-HTP",
    profile: {
      medicines: ["amitriptyline 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "5-HTP 100 mg capsules",
          ingredients: [
            {
              ingredient: "5-htp",
              amount: 100,
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
          ingredient: "5-htp",
          with: {
            medicine: "amitriptyline 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'University of Arizona integrative toolkit: "Many medications, including anti-depressants and some sleep aids, also increase serotonin, which could lead to dangerous or even life-threatening levels ... If you are taking anti-depressants, sleeping aids, certain pain medications such as Tramadol, or dietary supplements, please consult a trusted integrative medical provider or pharmacist to ensure safety before starting 5HTP."',
    sources: [
      {
        title: "5HTP - For Mood and Sleep (Integrative Cancer Toolkit)",
        publisher: "Andrew Weil Center for Integrative Medicine, University of Arizona",
        url: "https://toolkit.awcim.arizona.edu/cancertoolkit/5htp.html",
      },
    ],
  },
  {
    id: "sc-p13-5htp-tramadol",
    title: "Back pain patient on tramadol adds 5-HTP",
    profile: {
      medicines: ["tramadol 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "5-HTP 100 mg capsules",
          ingredients: [
            {
              ingredient: "5-htp",
              amount: 100,
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
          ingredient: "5-htp",
          with: {
            medicine: "tramadol 50mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'University of Arizona integrative toolkit: "Many medications, including anti-depressants and some sleep aids, also increase serotonin, which could lead to dangerous or even life-threatening levels ... If you are taking anti-depressants, sleeping aids, certain pain medications such as Tramadol, or dietary supplements, please consult a trusted integrative medical provider or pharmacist to ensure safety before starting 5HTP."',
    sources: [
      {
        title: "5HTP - For Mood and Sleep (Integrative Cancer Toolkit)",
        publisher: "Andrew Weil Center for Integrative Medicine, University of Arizona",
        url: "https://toolkit.awcim.arizona.edu/cancertoolkit/5htp.html",
      },
    ],
  },
  {
    id: "sc-p13-5htp-trazodone",
    title: "Insomnia patient on trazodone adds 5-HTP",
    profile: {
      medicines: ["trazodone 50mg at night"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "5-HTP 100 mg capsules",
          ingredients: [
            {
              ingredient: "5-htp",
              amount: 100,
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
          ingredient: "5-htp",
          with: {
            medicine: "trazodone 50mg at night",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'University of Arizona integrative toolkit: "Many medications, including anti-depressants and some sleep aids, also increase serotonin, which could lead to dangerous or even life-threatening levels ... If you are taking anti-depressants, sleeping aids, certain pain medications such as Tramadol, or dietary supplements, please consult a trusted integrative medical provider or pharmacist to ensure safety before starting 5HTP."',
    sources: [
      {
        title: "5HTP - For Mood and Sleep (Integrative Cancer Toolkit)",
        publisher: "Andrew Weil Center for Integrative Medicine, University of Arizona",
        url: "https://toolkit.awcim.arizona.edu/cancertoolkit/5htp.html",
      },
    ],
  },
  {
    id: "sc-p13-5htp-duloxetine",
    title: "Fibromyalgia patient on duloxetine buys 5-HTP",
    profile: {
      medicines: ["duloxetine 60mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "5-HTP 100 mg capsules",
          ingredients: [
            {
              ingredient: "5-htp",
              amount: 100,
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
          ingredient: "5-htp",
          with: {
            medicine: "duloxetine 60mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'University of Arizona integrative toolkit: "Many medications, including anti-depressants and some sleep aids, also increase serotonin, which could lead to dangerous or even life-threatening levels ... If you are taking anti-depressants, sleeping aids, certain pain medications such as Tramadol, or dietary supplements, please consult a trusted integrative medical provider or pharmacist to ensure safety before starting 5HTP."',
    sources: [
      {
        title: "5HTP - For Mood and Sleep (Integrative Cancer Toolkit)",
        publisher: "Andrew Weil Center for Integrative Medicine, University of Arizona",
        url: "https://toolkit.awcim.arizona.edu/cancertoolkit/5htp.html",
      },
    ],
  },
  {
    id: "sc-p13-5htp-quiet-paracetamol",
    title: "5-HTP user takes paracetamol for a headache",
    profile: {
      medicines: ["paracetamol 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "5-HTP 100 mg capsules",
          ingredients: [
            {
              ingredient: "5-htp",
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
          ingredient: "5-htp",
          with: {
            medicine: "paracetamol 500mg",
          },
        },
      ],
    },
    rationale:
      'The Arizona toolkit\'s concern is other serotonin-raising medicines ("anti-depressants ... sleeping aids, certain pain medications such as Tramadol"); paracetamol does not raise serotonin, so no flag is expected.',
    sources: [
      {
        title: "5HTP - For Mood and Sleep (Integrative Cancer Toolkit)",
        publisher: "Andrew Weil Center for Integrative Medicine, University of Arizona",
        url: "https://toolkit.awcim.arizona.edu/cancertoolkit/5htp.html",
      },
    ],
  },
  {
    id: "sc-p13-lutein-quiet-amlodipine",
    title: "Lutein eye supplement with amlodipine 5mg",
    profile: {
      medicines: ["amlodipine 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Lutein 20 mg softgels",
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
            medicine: "amlodipine 5mg",
          },
        },
      ],
    },
    rationale:
      'Health Canada "conducted a comprehensive safety assessment of the addition of lutein to the Canadian food supply" and notes "Xanthophylls have a long history of safe use"; lutein is a dietary carotenoid with no known mechanism to interact with amlodipine 5mg.',
    sources: [
      {
        title: "Novel Food Information - FloraGLO Crystalline Lutein",
        publisher: "Health Canada",
        url: "https://www.canada.ca/en/health-canada/services/food-nutrition/genetically-modified-foods-other-novel-foods/approved-products/novel-food-information-floraglo-crystalline-lutein.html",
      },
    ],
  },
  {
    id: "sc-p13-lutein-quiet-atorvastatin",
    title: "Lutein eye supplement with atorvastatin 20mg",
    profile: {
      medicines: ["atorvastatin 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Lutein 20 mg softgels",
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
            medicine: "atorvastatin 20mg",
          },
        },
      ],
    },
    rationale:
      'Health Canada "conducted a comprehensive safety assessment of the addition of lutein to the Canadian food supply" and notes "Xanthophylls have a long history of safe use"; lutein is a dietary carotenoid with no known mechanism to interact with atorvastatin 20mg.',
    sources: [
      {
        title: "Novel Food Information - FloraGLO Crystalline Lutein",
        publisher: "Health Canada",
        url: "https://www.canada.ca/en/health-canada/services/food-nutrition/genetically-modified-foods-other-novel-foods/approved-products/novel-food-information-floraglo-crystalline-lutein.html",
      },
    ],
  },
  {
    id: "sc-p13-lutein-quiet-metformin",
    title: "Lutein eye supplement with metformin 1g",
    profile: {
      medicines: ["metformin 1g"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Lutein 20 mg softgels",
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
            medicine: "metformin 1g",
          },
        },
      ],
    },
    rationale:
      'Health Canada "conducted a comprehensive safety assessment of the addition of lutein to the Canadian food supply" and notes "Xanthophylls have a long history of safe use"; lutein is a dietary carotenoid with no known mechanism to interact with metformin 1g.',
    sources: [
      {
        title: "Novel Food Information - FloraGLO Crystalline Lutein",
        publisher: "Health Canada",
        url: "https://www.canada.ca/en/health-canada/services/food-nutrition/genetically-modified-foods-other-novel-foods/approved-products/novel-food-information-floraglo-crystalline-lutein.html",
      },
    ],
  },
  {
    id: "sc-p13-lutein-quiet-levothyroxine",
    title: "Lutein eye supplement with levothyroxine 50 micrograms",
    profile: {
      medicines: ["levothyroxine 50 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Lutein 20 mg softgels",
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
            medicine: "levothyroxine 50 micrograms",
          },
        },
      ],
    },
    rationale:
      'Health Canada "conducted a comprehensive safety assessment of the addition of lutein to the Canadian food supply" and notes "Xanthophylls have a long history of safe use"; lutein is a dietary carotenoid with no known mechanism to interact with levothyroxine 50 micrograms.',
    sources: [
      {
        title: "Novel Food Information - FloraGLO Crystalline Lutein",
        publisher: "Health Canada",
        url: "https://www.canada.ca/en/health-canada/services/food-nutrition/genetically-modified-foods-other-novel-foods/approved-products/novel-food-information-floraglo-crystalline-lutein.html",
      },
    ],
  },
  {
    id: "sc-p13-lutein-quiet-omeprazole",
    title: "Lutein eye supplement with omeprazole 20mg",
    profile: {
      medicines: ["omeprazole 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Lutein 20 mg softgels",
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
            medicine: "omeprazole 20mg",
          },
        },
      ],
    },
    rationale:
      'Health Canada "conducted a comprehensive safety assessment of the addition of lutein to the Canadian food supply" and notes "Xanthophylls have a long history of safe use"; lutein is a dietary carotenoid with no known mechanism to interact with omeprazole 20mg.',
    sources: [
      {
        title: "Novel Food Information - FloraGLO Crystalline Lutein",
        publisher: "Health Canada",
        url: "https://www.canada.ca/en/health-canada/services/food-nutrition/genetically-modified-foods-other-novel-foods/approved-products/novel-food-information-floraglo-crystalline-lutein.html",
      },
    ],
  },
  {
    id: "sc-p13-lutein-quiet-zeaxanthin",
    title: "Lutein with zeaxanthin eye formula",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Lutein 10 mg + Zeaxanthin 2 mg eye formula",
          ingredients: [
            {
              ingredient: "lutein",
              amount: 10,
              unit: "mg",
            },
            {
              ingredient: "zeaxanthin",
              amount: 2,
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
            ingredient: "zeaxanthin",
          },
        },
      ],
    },
    rationale:
      'Health Canada\'s lutein assessment describes lutein and zeaxanthin occurring together in food (e.g. "1.1 mg lutein and 0.201 mg zeaxanthin per 50 g egg") and "Xanthophylls have a long history of safe use"; taking them together is not an interaction.',
    sources: [
      {
        title: "Novel Food Information - FloraGLO Crystalline Lutein",
        publisher: "Health Canada",
        url: "https://www.canada.ca/en/health-canada/services/food-nutrition/genetically-modified-foods-other-novel-foods/approved-products/novel-food-information-floraglo-crystalline-lutein.html",
      },
    ],
  },
  {
    id: "sc-p13-lutein-quiet-amd",
    title: "Older man with macular degeneration starts lutein",
    profile: {
      medicines: [],
      conditions: ["age-related macular degeneration"],
    },
    stack: [
      {
        custom: {
          name: "Lutein 20 mg softgels",
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
            condition: "age-related macular degeneration",
          },
        },
      ],
    },
    rationale:
      'Health Canada "conducted a comprehensive safety assessment of the addition of lutein to the Canadian food supply" and notes "Xanthophylls have a long history of safe use"; lutein is a dietary carotenoid with no known mechanism to interact in eye disease; no caution applies.',
    sources: [
      {
        title: "Novel Food Information - FloraGLO Crystalline Lutein",
        publisher: "Health Canada",
        url: "https://www.canada.ca/en/health-canada/services/food-nutrition/genetically-modified-foods-other-novel-foods/approved-products/novel-food-information-floraglo-crystalline-lutein.html",
      },
    ],
  },
  {
    id: "sc-p13-lycopene-quiet-tamsulosin",
    title: "Lycopene for prostate health with tamsulosin 400 micrograms",
    profile: {
      medicines: ["tamsulosin 400 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Lycopene 15 mg capsules",
          ingredients: [
            {
              ingredient: "lycopene",
              amount: 15,
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
          ingredient: "lycopene",
          with: {
            medicine: "tamsulosin 400 micrograms",
          },
        },
      ],
    },
    rationale:
      'Health Canada\'s tomato extract (lycopene) monograph: "Caution(s) and warning(s) No statement required. Contraindication(s) No statement required." (dose not to exceed 30 mg lycopene per day); no interaction with tamsulosin 400 micrograms is expected.',
    sources: [
      {
        title: "Tomato extract (lycopene) - Natural Health Products monograph",
        publisher: "Health Canada, Natural Health Products Ingredients Database",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=tomato.extract&lang=eng",
      },
    ],
  },
  {
    id: "sc-p13-lycopene-quiet-atorvastatin",
    title: "Lycopene for prostate health with atorvastatin 10mg",
    profile: {
      medicines: ["atorvastatin 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Lycopene 15 mg capsules",
          ingredients: [
            {
              ingredient: "lycopene",
              amount: 15,
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
          ingredient: "lycopene",
          with: {
            medicine: "atorvastatin 10mg",
          },
        },
      ],
    },
    rationale:
      'Health Canada\'s tomato extract (lycopene) monograph: "Caution(s) and warning(s) No statement required. Contraindication(s) No statement required." (dose not to exceed 30 mg lycopene per day); no interaction with atorvastatin 10mg is expected.',
    sources: [
      {
        title: "Tomato extract (lycopene) - Natural Health Products monograph",
        publisher: "Health Canada, Natural Health Products Ingredients Database",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=tomato.extract&lang=eng",
      },
    ],
  },
  {
    id: "sc-p13-lycopene-quiet-amlodipine",
    title: "Lycopene for prostate health with amlodipine 10mg",
    profile: {
      medicines: ["amlodipine 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Lycopene 15 mg capsules",
          ingredients: [
            {
              ingredient: "lycopene",
              amount: 15,
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
          ingredient: "lycopene",
          with: {
            medicine: "amlodipine 10mg",
          },
        },
      ],
    },
    rationale:
      'Health Canada\'s tomato extract (lycopene) monograph: "Caution(s) and warning(s) No statement required. Contraindication(s) No statement required." (dose not to exceed 30 mg lycopene per day); no interaction with amlodipine 10mg is expected.',
    sources: [
      {
        title: "Tomato extract (lycopene) - Natural Health Products monograph",
        publisher: "Health Canada, Natural Health Products Ingredients Database",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=tomato.extract&lang=eng",
      },
    ],
  },
  {
    id: "sc-p13-lycopene-quiet-metformin",
    title: "Lycopene for prostate health with metformin 500mg",
    profile: {
      medicines: ["metformin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Lycopene 15 mg capsules",
          ingredients: [
            {
              ingredient: "lycopene",
              amount: 15,
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
          ingredient: "lycopene",
          with: {
            medicine: "metformin 500mg",
          },
        },
      ],
    },
    rationale:
      'Health Canada\'s tomato extract (lycopene) monograph: "Caution(s) and warning(s) No statement required. Contraindication(s) No statement required." (dose not to exceed 30 mg lycopene per day); no interaction with metformin 500mg is expected.',
    sources: [
      {
        title: "Tomato extract (lycopene) - Natural Health Products monograph",
        publisher: "Health Canada, Natural Health Products Ingredients Database",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=tomato.extract&lang=eng",
      },
    ],
  },
  {
    id: "sc-p13-lycopene-quiet-omeprazole",
    title: "Lycopene for prostate health with omeprazole 40mg",
    profile: {
      medicines: ["omeprazole 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Lycopene 15 mg capsules",
          ingredients: [
            {
              ingredient: "lycopene",
              amount: 15,
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
          ingredient: "lycopene",
          with: {
            medicine: "omeprazole 40mg",
          },
        },
      ],
    },
    rationale:
      'Health Canada\'s tomato extract (lycopene) monograph: "Caution(s) and warning(s) No statement required. Contraindication(s) No statement required." (dose not to exceed 30 mg lycopene per day); no interaction with omeprazole 40mg is expected.',
    sources: [
      {
        title: "Tomato extract (lycopene) - Natural Health Products monograph",
        publisher: "Health Canada, Natural Health Products Ingredients Database",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=tomato.extract&lang=eng",
      },
    ],
  },
  {
    id: "sc-p13-lycopene-quiet-bph",
    title: "Man with an enlarged prostate takes lycopene",
    profile: {
      medicines: [],
      conditions: ["benign prostatic hyperplasia"],
    },
    stack: [
      {
        custom: {
          name: "Lycopene 15 mg capsules",
          ingredients: [
            {
              ingredient: "lycopene",
              amount: 15,
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
          ingredient: "lycopene",
          with: {
            condition: "benign prostatic hyperplasia",
          },
        },
      ],
    },
    rationale:
      'Health Canada\'s tomato extract (lycopene) monograph: "Caution(s) and warning(s) No statement required. Contraindication(s) No statement required." (dose not to exceed 30 mg lycopene per day); the monograph even lists prostate health as a use.',
    sources: [
      {
        title: "Tomato extract (lycopene) - Natural Health Products monograph",
        publisher: "Health Canada, Natural Health Products Ingredients Database",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=tomato.extract&lang=eng",
      },
    ],
  },
  {
    id: "sc-p13-rhodiola-cirrhosis",
    title: "Man with liver cirrhosis buys Vitano rhodiola for stress",
    profile: {
      medicines: [],
      conditions: ["liver cirrhosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitano Rhodiola 200 mg tablets",
          ingredients: [
            {
              ingredient: "rhodiola",
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
          ingredient: "rhodiola",
          with: {
            condition: "liver cirrhosis",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK THR SmPC for Vitano Rhodiola lists under 4.3 Contraindications "Patients with impaired hepatic or renal function" and says "Use in patients with impaired hepatic or renal function is not recommended".',
    sources: [
      {
        title: "Vitano Rhodiola Tablets - Summary of Product Characteristics (THR)",
        publisher: "medine.co.uk (mirror of UK SmPC)",
        url: "https://medine.co.uk/vitano-rhodiola-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p13-rhodiola-ckd",
    title: "Woman with chronic kidney disease stage 4 wants rhodiola",
    profile: {
      medicines: [],
      conditions: ["chronic kidney disease stage 4"],
    },
    stack: [
      {
        custom: {
          name: "Vitano Rhodiola 200 mg tablets",
          ingredients: [
            {
              ingredient: "rhodiola",
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
          ingredient: "rhodiola",
          with: {
            condition: "chronic kidney disease stage 4",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Vitano Rhodiola SmPC 4.3 Contraindications: "Patients with impaired hepatic or renal function."',
    sources: [
      {
        title: "Vitano Rhodiola Tablets - Summary of Product Characteristics (THR)",
        publisher: "medine.co.uk (mirror of UK SmPC)",
        url: "https://medine.co.uk/vitano-rhodiola-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p13-rhodiola-depression",
    title: "Person with depression self-treating with rhodiola",
    profile: {
      medicines: [],
      conditions: ["depression"],
    },
    stack: [
      {
        custom: {
          name: "Rhodiola 166 mg tablets",
          ingredients: [
            {
              ingredient: "rhodiola",
              amount: 166,
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
          ingredient: "rhodiola",
          with: {
            condition: "depression",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'StressEeze Rhodiola SmPC 4.4: "This product is intended for relief of symptoms of stress. Patients with signs and symptoms of depression should seek medical advice for appropriate treatment."',
    sources: [
      {
        title: "StressEeze Rhodiola Tablets - Summary of Product Characteristics (THR)",
        publisher: "medine.co.uk (mirror of UK SmPC)",
        url: "https://medine.co.uk/stresseeze-rhodiola-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p13-rhodiola-pregnant",
    title: "Pregnant woman asks about rhodiola for tiredness",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Rhodiola rosea 200 mg tablets",
          ingredients: [
            {
              ingredient: "rhodiola",
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
          ingredient: "rhodiola",
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
      'NCCIH: "Little is known about whether it\'s safe to use rhodiola during pregnancy or while breastfeeding." Check with a doctor or midwife first.',
    sources: [
      {
        title: "Rhodiola",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/Rhodiola",
      },
    ],
  },
  {
    id: "sc-p13-rhodiola-breastfeeding",
    title: "Breastfeeding mum wants rhodiola for fatigue",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Rhodiola rosea 200 mg tablets",
          ingredients: [
            {
              ingredient: "rhodiola",
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
          ingredient: "rhodiola",
          with: {
            condition: "breastfeeding",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH: "Little is known about whether it\'s safe to use rhodiola during pregnancy or while breastfeeding."',
    sources: [
      {
        title: "Rhodiola",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/Rhodiola",
      },
    ],
  },
  {
    id: "sc-p13-rhodiola-quiet-omeprazole",
    title: "Rhodiola for stress alongside omeprazole 20mg",
    profile: {
      medicines: ["omeprazole 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Rhodiola rosea 200 mg tablets",
          ingredients: [
            {
              ingredient: "rhodiola",
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
          ingredient: "rhodiola",
          with: {
            medicine: "omeprazole 20mg",
          },
        },
      ],
    },
    rationale:
      'NCCIH: "Rhodiola has been used safely in studies lasting 6 to 12 weeks. Possible side effects include dizziness and either dry mouth or excessive saliva production"; nothing links it to omeprazole 20mg.',
    sources: [
      {
        title: "Rhodiola",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/Rhodiola",
      },
    ],
  },
  {
    id: "sc-p13-rhodiola-quiet-atorvastatin",
    title: "Rhodiola for stress alongside atorvastatin 20mg",
    profile: {
      medicines: ["atorvastatin 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Rhodiola rosea 200 mg tablets",
          ingredients: [
            {
              ingredient: "rhodiola",
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
          ingredient: "rhodiola",
          with: {
            medicine: "atorvastatin 20mg",
          },
        },
      ],
    },
    rationale:
      'NCCIH: "Rhodiola has been used safely in studies lasting 6 to 12 weeks. Possible side effects include dizziness and either dry mouth or excessive saliva production"; nothing links it to atorvastatin 20mg.',
    sources: [
      {
        title: "Rhodiola",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/Rhodiola",
      },
    ],
  },
  {
    id: "sc-p13-rhodiola-quiet-paracetamol",
    title: "Rhodiola for stress alongside paracetamol 500mg",
    profile: {
      medicines: ["paracetamol 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Rhodiola rosea 200 mg tablets",
          ingredients: [
            {
              ingredient: "rhodiola",
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
          ingredient: "rhodiola",
          with: {
            medicine: "paracetamol 500mg",
          },
        },
      ],
    },
    rationale:
      'NCCIH: "Rhodiola has been used safely in studies lasting 6 to 12 weeks. Possible side effects include dizziness and either dry mouth or excessive saliva production"; nothing links it to paracetamol 500mg.',
    sources: [
      {
        title: "Rhodiola",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/Rhodiola",
      },
    ],
  },
  {
    id: "sc-p13-rhodiola-quiet-cetirizine",
    title: "Rhodiola for stress alongside cetirizine 10mg",
    profile: {
      medicines: ["cetirizine 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Rhodiola rosea 200 mg tablets",
          ingredients: [
            {
              ingredient: "rhodiola",
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
          ingredient: "rhodiola",
          with: {
            medicine: "cetirizine 10mg",
          },
        },
      ],
    },
    rationale:
      'NCCIH: "Rhodiola has been used safely in studies lasting 6 to 12 weeks. Possible side effects include dizziness and either dry mouth or excessive saliva production"; nothing links it to cetirizine 10mg.',
    sources: [
      {
        title: "Rhodiola",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/Rhodiola",
      },
    ],
  },
  {
    id: "sc-p13-ashwagandha-pregnant",
    title: "Pregnant woman wants ashwagandha for anxiety",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Ashwagandha 600 mg capsules",
          ingredients: [
            {
              ingredient: "ashwagandha",
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
          ingredient: "ashwagandha",
          with: {
            condition: "pregnant",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MSKCC: \"Don't use ashwagandha if you're pregnant because it may cause abortion (end your pregnancy).\"",
    sources: [
      {
        title: "Ashwagandha - Purported Benefits, Side Effects & More (About Herbs)",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://sandbox18.mskcc.org/cancer-care/integrative-medicine/herbs/ashwagandha",
      },
    ],
  },
  {
    id: "sc-p13-ashwagandha-prostate",
    title: "Man on hormone therapy for prostate cancer considers ashwagandha",
    profile: {
      medicines: ["Zoladex 10.8mg implant"],
      conditions: ["hormone-sensitive prostate cancer"],
    },
    stack: [
      {
        custom: {
          name: "Ashwagandha 600 mg capsules",
          ingredients: [
            {
              ingredient: "ashwagandha",
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
          ingredient: "ashwagandha",
          with: {
            condition: "hormone-sensitive prostate cancer",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'MSKCC: "Talk with your doctor if you have hormone-sensitive prostate cancer because ashwagandha may increase testosterone levels. This can interfere with your treatments."',
    sources: [
      {
        title: "Ashwagandha - Purported Benefits, Side Effects & More (About Herbs)",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://sandbox18.mskcc.org/cancer-care/integrative-medicine/herbs/ashwagandha",
      },
    ],
  },
  {
    id: "sc-p13-ashwagandha-liver",
    title: "Person with autoimmune hepatitis buys ashwagandha",
    profile: {
      medicines: [],
      conditions: ["autoimmune hepatitis"],
    },
    stack: [
      {
        custom: {
          name: "Ashwagandha 600 mg capsules",
          ingredients: [
            {
              ingredient: "ashwagandha",
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
          ingredient: "ashwagandha",
          with: {
            condition: "autoimmune hepatitis",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'LiverTox: ashwagandha "recently has been implicated in rare cases of clinically apparent liver injury", so someone with existing liver disease should check with their specialist first.',
    sources: [
      {
        title: "Ashwagandha - LiverTox",
        publisher: "NCBI Bookshelf / NIDDK LiverTox",
        url: "https://ncbi.nlm.nih.gov/books/n/livertox/Ashwagandha/",
      },
    ],
  },
  {
    id: "sc-p13-tribulus-cirrhosis",
    title: "Man with cirrhosis takes high-dose tribulus for the gym",
    profile: {
      medicines: [],
      conditions: ["cirrhosis of the liver"],
    },
    stack: [
      {
        custom: {
          name: "Tribulus terrestris 1000 mg tablets",
          ingredients: [
            {
              ingredient: "tribulus",
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
          ingredient: "tribulus",
          with: {
            condition: "cirrhosis of the liver",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'LiverTox says tribulus extracts "have not been linked convincingly" to liver injury at typical doses but that "high doses should be considered potentially injurious, particularly in patients with preexisting liver disease or cirrhosis".',
    sources: [
      {
        title: "Tribulus - LiverTox",
        publisher: "NCBI Bookshelf / NIDDK LiverTox",
        url: "https://www.ncbi.nlm.nih.gov./books/n/livertox/Tribulus/",
      },
    ],
  },
  {
    id: "sc-p13-ala-t2d-metformin",
    title: "Type 2 diabetic on metformin buys alpha-lipoic acid for tingling feet",
    profile: {
      medicines: ["metformin 500mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Alpha lipoic acid 600 mg capsules",
          ingredients: [
            {
              ingredient: "alpha-lipoic-acid",
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
          ingredient: "alpha-lipoic-acid",
          with: {
            condition: "type 2 diabetes",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada ALA monograph: "Consult a health care practitioner/health care provider/health care professional/doctor/physician prior to use if you are pregnant, breastfeeding or have diabetes".',
    sources: [
      {
        title: "DL-Alpha Lipoic Acid - Natural Health Products monograph",
        publisher: "Health Canada, Natural Health Products Ingredients Database",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=alpha.lipoic.acid&lang=eng",
      },
    ],
  },
  {
    id: "sc-p13-ala-t2d-gliclazide",
    title: "Type 2 diabetic on gliclazide takes alpha-lipoic acid",
    profile: {
      medicines: ["gliclazide 80mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Alpha lipoic acid 300 mg capsules",
          ingredients: [
            {
              ingredient: "alpha-lipoic-acid",
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
          ingredient: "alpha-lipoic-acid",
          with: {
            condition: "type 2 diabetes",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada ALA monograph: "Consult a health care practitioner/health care provider/health care professional/doctor/physician prior to use if you are pregnant, breastfeeding or have diabetes". Gliclazide can itself cause hypos, so monitor blood glucose.',
    sources: [
      {
        title: "DL-Alpha Lipoic Acid - Natural Health Products monograph",
        publisher: "Health Canada, Natural Health Products Ingredients Database",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=alpha.lipoic.acid&lang=eng",
      },
    ],
  },
  {
    id: "sc-p13-ala-t1d",
    title: "Type 1 diabetic on insulin adds alpha-lipoic acid",
    profile: {
      medicines: ["NovoRapid FlexPen", "Lantus"],
      conditions: ["type 1 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Alpha lipoic acid 600 mg capsules",
          ingredients: [
            {
              ingredient: "alpha-lipoic-acid",
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
          ingredient: "alpha-lipoic-acid",
          with: {
            condition: "type 1 diabetes",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada ALA monograph: "Consult a health care practitioner/health care provider/health care professional/doctor/physician prior to use if you are pregnant, breastfeeding or have diabetes".',
    sources: [
      {
        title: "DL-Alpha Lipoic Acid - Natural Health Products monograph",
        publisher: "Health Canada, Natural Health Products Ingredients Database",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=alpha.lipoic.acid&lang=eng",
      },
    ],
  },
  {
    id: "sc-p13-ala-pregnant",
    title: "Pregnant woman asks about alpha-lipoic acid",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Alpha lipoic acid 300 mg capsules",
          ingredients: [
            {
              ingredient: "alpha-lipoic-acid",
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
          ingredient: "alpha-lipoic-acid",
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
      'Health Canada ALA monograph: "Consult a health care practitioner/health care provider/health care professional/doctor/physician prior to use if you are pregnant, breastfeeding or have diabetes".',
    sources: [
      {
        title: "DL-Alpha Lipoic Acid - Natural Health Products monograph",
        publisher: "Health Canada, Natural Health Products Ingredients Database",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=alpha.lipoic.acid&lang=eng",
      },
    ],
  },
  {
    id: "sc-p13-ala-breastfeeding",
    title: "Breastfeeding mother wants alpha-lipoic acid",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Alpha lipoic acid 300 mg capsules",
          ingredients: [
            {
              ingredient: "alpha-lipoic-acid",
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
          ingredient: "alpha-lipoic-acid",
          with: {
            condition: "breastfeeding",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada ALA monograph: "Consult a health care practitioner/health care provider/health care professional/doctor/physician prior to use if you are pregnant, breastfeeding or have diabetes".',
    sources: [
      {
        title: "DL-Alpha Lipoic Acid - Natural Health Products monograph",
        publisher: "Health Canada, Natural Health Products Ingredients Database",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=alpha.lipoic.acid&lang=eng",
      },
    ],
  },
  {
    id: "sc-p13-resveratrol-erbreast",
    title: "Woman on tamoxifen for ER-positive breast cancer wants resveratrol",
    profile: {
      medicines: ["tamoxifen 20mg"],
      conditions: ["oestrogen receptor-positive breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "Trans-resveratrol 250 mg capsules",
          ingredients: [
            {
              ingredient: "resveratrol",
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
          ingredient: "resveratrol",
          with: {
            condition: "oestrogen receptor-positive breast cancer",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'MSKCC: "resveratrol has hormone-like properties that may stimulate some types of cancer cells. It may also interact with certain drugs." Check with the oncology team.',
    sources: [
      {
        title: "Resveratrol - Purported Benefits, Side Effects & More (About Herbs)",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/resveratrol",
      },
    ],
  },
  {
    id: "sc-p13-resveratrol-hrbreast",
    title: "Breast cancer survivor on letrozole asks about resveratrol",
    profile: {
      medicines: ["letrozole 2.5mg"],
      conditions: ["hormone-sensitive breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "Resveratrol 500 mg capsules",
          ingredients: [
            {
              ingredient: "resveratrol",
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
          ingredient: "resveratrol",
          with: {
            condition: "hormone-sensitive breast cancer",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'MSKCC: "resveratrol has hormone-like properties that may stimulate some types of cancer cells. It may also interact with certain drugs."',
    sources: [
      {
        title: "Resveratrol - Purported Benefits, Side Effects & More (About Herbs)",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/resveratrol",
      },
    ],
  },
  {
    id: "sc-p13-berberine-pregnant",
    title: "Woman with PCOS who is now pregnant keeps taking berberine",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Berberine HCl 500 mg capsules",
          ingredients: [
            {
              ingredient: "berberine",
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
          ingredient: "berberine",
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
      'MotherToBaby: "Many supplements are not recommended for use during pregnancy unless your healthcare provider has prescribed them" and "One study suggests that berberine might cause uterine contractions." Speak to the midwife/GP before continuing.',
    sources: [
      {
        title: "Berberine - fact sheet",
        publisher: "MotherToBaby (Organization of Teratology Information Specialists)",
        url: "https://mothertobaby.org/fact-sheets/berberine",
      },
    ],
  },
  {
    id: "sc-p13-arginine-mi",
    title: "Man who had a heart attack last year buys L-arginine for circulation",
    profile: {
      medicines: ["bisoprolol 2.5mg", "aspirin 75mg", "atorvastatin 80mg"],
      conditions: ["had a heart attack last year"],
    },
    stack: [
      {
        custom: {
          name: "L-arginine 1000 mg capsules",
          ingredients: [
            {
              ingredient: "arginine",
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
          ingredient: "arginine",
          with: {
            condition: "had a heart attack last year",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada L-arginine monograph (doses of 0.42 g/day or more): "Do not use this product if you have had a heart attack/myocardial infarction."',
    sources: [
      {
        title: "Monograph: Arginine, L-",
        publisher: "Health Canada, Natural Health Products Ingredients Database",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/monoReq.do?id=124&lang=eng",
      },
    ],
  },
  {
    id: "sc-p13-arginine-mi2",
    title: "Woman with a previous myocardial infarction takes L-arginine powder",
    profile: {
      medicines: ["ramipril 5mg", "clopidogrel 75mg"],
      conditions: ["previous myocardial infarction"],
    },
    stack: [
      {
        custom: {
          name: "L-arginine powder 3 g serving",
          ingredients: [
            {
              ingredient: "arginine",
              amount: 3,
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
          ingredient: "arginine",
          with: {
            condition: "previous myocardial infarction",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada: "Do not use this product if you have had a heart attack/myocardial infarction" (applies at 0.42 g/day or more).',
    sources: [
      {
        title: "Monograph: Arginine, L-",
        publisher: "Health Canada, Natural Health Products Ingredients Database",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/monoReq.do?id=124&lang=eng",
      },
    ],
  },
  {
    id: "sc-p13-arginine-quiet-paracetamol",
    title: "Gym user on paracetamol 500mg takes L-arginine",
    profile: {
      medicines: ["paracetamol 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "L-arginine 1000 mg capsules",
          ingredients: [
            {
              ingredient: "arginine",
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
          ingredient: "arginine",
          with: {
            medicine: "paracetamol 500mg",
          },
        },
      ],
    },
    rationale:
      "Health Canada's L-arginine monograph lists only a contraindication after heart attack and gastrointestinal discomfort as a known adverse reaction; paracetamol 500mg is unrelated.",
    sources: [
      {
        title: "Monograph: Arginine, L-",
        publisher: "Health Canada, Natural Health Products Ingredients Database",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/monoReq.do?id=124&lang=eng",
      },
    ],
  },
  {
    id: "sc-p13-arginine-quiet-cetirizine",
    title: "Gym user on cetirizine 10mg takes L-arginine",
    profile: {
      medicines: ["cetirizine 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "L-arginine 1000 mg capsules",
          ingredients: [
            {
              ingredient: "arginine",
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
          ingredient: "arginine",
          with: {
            medicine: "cetirizine 10mg",
          },
        },
      ],
    },
    rationale:
      "Health Canada's L-arginine monograph lists only a contraindication after heart attack and gastrointestinal discomfort as a known adverse reaction; cetirizine 10mg is unrelated.",
    sources: [
      {
        title: "Monograph: Arginine, L-",
        publisher: "Health Canada, Natural Health Products Ingredients Database",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/monoReq.do?id=124&lang=eng",
      },
    ],
  },
  {
    id: "sc-p13-copper-zinc",
    title: "High-dose zinc (Solvazinc) plus a copper supplement",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Solvazinc 45 mg zinc effervescent tablet",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 45,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Copper 2 mg tablets",
          ingredients: [
            {
              ingredient: "copper",
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
          ingredient: "copper",
          with: {
            ingredient: "zinc",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Solvazinc SmPC 4.5: "Zinc may inhibit the absorption of copper" and "Zinc may interfere with the absorption of copper, leading to reduced copper levels"; take them at different times.',
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk), Galen Limited",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
      {
        title: "Solvazinc - precautions (MHRA SmPC text, 2020)",
        publisher: "RxReasoner (copy of MHRA-sourced SmPC)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p13-copper-ul-high",
    title: "Person takes three 4 mg copper capsules a day",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Copper bisglycinate 4 mg capsules",
          ingredients: [
            {
              ingredient: "copper",
              amount: 4,
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
          ingredient: "copper",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      '12 mg/day is above the adult upper level: "The Tolerable Upper Intake Level (UL) for adults is 10,000 μg/day (10 mg/day), a value based on protection from liver damage".',
    sources: [
      {
        title: "Dietary Reference Intakes ... Copper (Institute of Medicine, 2001) - Summary",
        publisher: "NCBI Bookshelf (National Academies Press)",
        url: "https://ncbi.nlm.nih.gov/books/NBK222312",
      },
    ],
  },
  {
    id: "sc-p13-copper-ul-stack",
    title: "Copper 8 mg supplement on top of a multivitamin with 3 mg copper",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Copper 8 mg tablets",
          ingredients: [
            {
              ingredient: "copper",
              amount: 8,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin (copper 3 mg)",
          ingredients: [
            {
              ingredient: "copper",
              amount: 3,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "copper",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Combined intake (11 mg/day) exceeds the adult copper UL of "10,000 μg/day (10 mg/day), a value based on protection from liver damage".',
    sources: [
      {
        title: "Dietary Reference Intakes ... Copper (Institute of Medicine, 2001) - Summary",
        publisher: "NCBI Bookshelf (National Academies Press)",
        url: "https://ncbi.nlm.nih.gov/books/NBK222312",
      },
    ],
  },
  {
    id: "sc-p13-copper-ul-quiet",
    title: "Standard 2 mg copper supplement",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Copper 2 mg tablets",
          ingredients: [
            {
              ingredient: "copper",
              amount: 2,
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
          ingredient: "copper",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale: '2 mg/day is well under the adult copper UL of "10,000 μg/day (10 mg/day)".',
    sources: [
      {
        title: "Dietary Reference Intakes ... Copper (Institute of Medicine, 2001) - Summary",
        publisher: "NCBI Bookshelf (National Academies Press)",
        url: "https://ncbi.nlm.nih.gov/books/NBK222312",
      },
    ],
  },
  {
    id: "sc-p13-copper-ul-quiet-mv",
    title: "Multivitamin providing 1 mg copper",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Centrum Advance (copper 1 mg)",
          ingredients: [
            {
              ingredient: "copper",
              amount: 1,
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
          ingredient: "copper",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale: '1 mg/day is far below the adult copper UL of "10,000 μg/day (10 mg/day)".',
    sources: [
      {
        title: "Dietary Reference Intakes ... Copper (Institute of Medicine, 2001) - Summary",
        publisher: "NCBI Bookshelf (National Academies Press)",
        url: "https://ncbi.nlm.nih.gov/books/NBK222312",
      },
    ],
  },
  {
    id: "sc-p13-advagraf-butterbur",
    title: "Advagraf patient with hay fever tries butterbur",
    profile: {
      medicines: ["Advagraf 3mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Butterbur root extract (PA-free) 75 mg",
          ingredients: [
            {
              ingredient: "butterbur",
              amount: 75,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "butterbur",
          with: {
            medicine: "Advagraf 3mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Advagraf leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Advagraf that you need to receive." This is a herbal product, so avoid unless the transplant team agrees.',
    sources: [
      {
        title: "Advagraf (tacrolimus) prolonged-release capsules - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/advagraf.fsh",
      },
    ],
  },
  {
    id: "sc-p13-advagraf-noni",
    title: "Kidney transplant patient on Advagraf drinks noni",
    profile: {
      medicines: ["Advagraf 3mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            medicine: "Advagraf 3mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Advagraf leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Advagraf that you need to receive." This is a herbal product, so avoid unless the transplant team agrees.',
    sources: [
      {
        title: "Advagraf (tacrolimus) prolonged-release capsules - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/advagraf.fsh",
      },
    ],
  },
  {
    id: "sc-p13-advagraf-maca",
    title: "Advagraf patient adds maca powder capsules",
    profile: {
      medicines: ["Advagraf 3mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Maca root 1500 mg capsules",
          ingredients: [
            {
              ingredient: "maca",
              amount: 1500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "maca",
          with: {
            medicine: "Advagraf 3mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Advagraf leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Advagraf that you need to receive." This is a herbal product, so avoid unless the transplant team agrees.',
    sources: [
      {
        title: "Advagraf (tacrolimus) prolonged-release capsules - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/advagraf.fsh",
      },
    ],
  },
  {
    id: "sc-p13-advagraf-tribulus",
    title: "Young man on Advagraf takes tribulus for testosterone",
    profile: {
      medicines: ["Advagraf 3mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Tribulus terrestris 1000 mg tablets",
          ingredients: [
            {
              ingredient: "tribulus",
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
          ingredient: "tribulus",
          with: {
            medicine: "Advagraf 3mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Advagraf leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Advagraf that you need to receive." This is a herbal product, so avoid unless the transplant team agrees.',
    sources: [
      {
        title: "Advagraf (tacrolimus) prolonged-release capsules - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/advagraf.fsh",
      },
    ],
  },
  {
    id: "sc-p13-envarsus-black-seed",
    title: "Envarsus patient uses black seed oil capsules",
    profile: {
      medicines: ["Envarsus 4mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Black seed oil 1000 mg softgels",
          ingredients: [
            {
              ingredient: "black-seed",
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
          ingredient: "black-seed",
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
      'The Envarsus leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Envarsus that you need to receive." This is a herbal product, so avoid unless the transplant team agrees.',
    sources: [
      {
        title: "Envarsus (tacrolimus) prolonged-release tablets - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/envarsus.fsh",
      },
    ],
  },
  {
    id: "sc-p13-envarsus-cats-claw",
    title: "Envarsus patient asks about cat's claw for arthritis",
    profile: {
      medicines: ["Envarsus 4mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Cat's claw bark 500 mg capsules",
          ingredients: [
            {
              ingredient: "cats-claw",
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
          ingredient: "cats-claw",
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
      'The Envarsus leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Envarsus that you need to receive." This is a herbal product, so avoid unless the transplant team agrees.',
    sources: [
      {
        title: "Envarsus (tacrolimus) prolonged-release tablets - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/envarsus.fsh",
      },
    ],
  },
  {
    id: "sc-p13-envarsus-rhodiola",
    title: "Envarsus patient buys rhodiola for exam stress",
    profile: {
      medicines: ["Envarsus 4mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Rhodiola rosea 200 mg tablets",
          ingredients: [
            {
              ingredient: "rhodiola",
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
          ingredient: "rhodiola",
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
      'The Envarsus leaflet says: "Please avoid taking any herbal remedies, e.g., St. John\'s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Envarsus that you need to receive." This is a herbal product, so avoid unless the transplant team agrees.',
    sources: [
      {
        title: "Envarsus (tacrolimus) prolonged-release tablets - Package leaflet (EU ePI copy)",
        publisher:
          "European Medicines Agency package leaflet, Gravitate Health ePI repository (joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/envarsus.fsh",
      },
    ],
  },
  {
    id: "sc-p13-ryr-colesevelam",
    title: "Patient on Cholestagel wants red yeast rice too",
    profile: {
      medicines: ["Cholestagel 625mg"],
      conditions: ["high cholesterol"],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
              amount: 600,
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
          ingredient: "red-yeast-rice",
          with: {
            medicine: "Cholestagel 625mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'EU Regulation 2022/860 requires red yeast rice supplements to carry the warning "Should not be consumed if you are taking cholesterol-lowering medication"; EFSA notes "monacolin K in lactone form is identical to lovastatin". Cholestagel is a cholesterol-lowering medicine, so a pharmacist would advise against combining them.',
    sources: [
      {
        title: "Commission Regulation (EU) 2022/860 as regards monacolins from red yeast rice",
        publisher: "EUR-Lex (Official Journal of the European Union L 151/37)",
        url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=uriserv%3AOJ.L_.2022.151.01.0037.01.ENG&toc=OJ%3AL%3A2022%3A151%3ATOC",
      },
      {
        title: "Scientific opinion on the safety of monacolins in red yeast rice (EFSA ANS Panel, 2018)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7009499",
      },
    ],
  },
  {
    id: "sc-p13-ryr-evolocumab",
    title: "Man on Repatha injections adds red yeast rice",
    profile: {
      medicines: ["Repatha 140mg injection"],
      conditions: ["high cholesterol"],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
              amount: 600,
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
          ingredient: "red-yeast-rice",
          with: {
            medicine: "Repatha 140mg injection",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'EU Regulation 2022/860 requires red yeast rice supplements to carry the warning "Should not be consumed if you are taking cholesterol-lowering medication"; EFSA notes "monacolin K in lactone form is identical to lovastatin". Repatha is a cholesterol-lowering medicine, so a pharmacist would advise against combining them.',
    sources: [
      {
        title: "Commission Regulation (EU) 2022/860 as regards monacolins from red yeast rice",
        publisher: "EUR-Lex (Official Journal of the European Union L 151/37)",
        url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=uriserv%3AOJ.L_.2022.151.01.0037.01.ENG&toc=OJ%3AL%3A2022%3A151%3ATOC",
      },
      {
        title: "Scientific opinion on the safety of monacolins in red yeast rice (EFSA ANS Panel, 2018)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7009499",
      },
    ],
  },
  {
    id: "sc-p13-ryr-alirocumab",
    title: "Woman on Praluent asks about red yeast rice",
    profile: {
      medicines: ["Praluent 75mg injection"],
      conditions: ["high cholesterol"],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
              amount: 600,
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
          ingredient: "red-yeast-rice",
          with: {
            medicine: "Praluent 75mg injection",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'EU Regulation 2022/860 requires red yeast rice supplements to carry the warning "Should not be consumed if you are taking cholesterol-lowering medication"; EFSA notes "monacolin K in lactone form is identical to lovastatin". Praluent is a cholesterol-lowering medicine, so a pharmacist would advise against combining them.',
    sources: [
      {
        title: "Commission Regulation (EU) 2022/860 as regards monacolins from red yeast rice",
        publisher: "EUR-Lex (Official Journal of the European Union L 151/37)",
        url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=uriserv%3AOJ.L_.2022.151.01.0037.01.ENG&toc=OJ%3AL%3A2022%3A151%3ATOC",
      },
      {
        title: "Scientific opinion on the safety of monacolins in red yeast rice (EFSA ANS Panel, 2018)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7009499",
      },
    ],
  },
  {
    id: "sc-p13-ryr-inclisiran",
    title: "Patient having Leqvio injections considers red yeast rice",
    profile: {
      medicines: ["Leqvio injection (inclisiran)"],
      conditions: ["high cholesterol"],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
              amount: 600,
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
          ingredient: "red-yeast-rice",
          with: {
            medicine: "Leqvio injection (inclisiran)",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'EU Regulation 2022/860 requires red yeast rice supplements to carry the warning "Should not be consumed if you are taking cholesterol-lowering medication"; EFSA notes "monacolin K in lactone form is identical to lovastatin". Leqvio is a cholesterol-lowering medicine, so a pharmacist would advise against combining them.',
    sources: [
      {
        title: "Commission Regulation (EU) 2022/860 as regards monacolins from red yeast rice",
        publisher: "EUR-Lex (Official Journal of the European Union L 151/37)",
        url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=uriserv%3AOJ.L_.2022.151.01.0037.01.ENG&toc=OJ%3AL%3A2022%3A151%3ATOC",
      },
      {
        title: "Scientific opinion on the safety of monacolins in red yeast rice (EFSA ANS Panel, 2018)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7009499",
      },
    ],
  },
  {
    id: "sc-p13-noni-eplerenone",
    title: "Heart failure patient on eplerenone drinks noni",
    profile: {
      medicines: ["eplerenone 25mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            medicine: "eplerenone 25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH: "It may be unsafe to take noni along with certain medicines, including medicines that increase potassium, decrease blood pressure, or harm the liver." eplerenone falls in one of these groups, so check with a pharmacist or doctor first.',
    sources: [
      {
        title: "Noni",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://www.nccih.nih.gov/health/noni",
      },
    ],
  },
  {
    id: "sc-p13-noni-bisoprolol",
    title: "Man on bisoprolol for blood pressure tries noni",
    profile: {
      medicines: ["bisoprolol 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            medicine: "bisoprolol 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH: "It may be unsafe to take noni along with certain medicines, including medicines that increase potassium, decrease blood pressure, or harm the liver." bisoprolol falls in one of these groups, so check with a pharmacist or doctor first.',
    sources: [
      {
        title: "Noni",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://www.nccih.nih.gov/health/noni",
      },
    ],
  },
  {
    id: "sc-p13-noni-doxazosin",
    title: "Older man on doxazosin takes noni capsules",
    profile: {
      medicines: ["doxazosin 4mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            medicine: "doxazosin 4mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH: "It may be unsafe to take noni along with certain medicines, including medicines that increase potassium, decrease blood pressure, or harm the liver." doxazosin falls in one of these groups, so check with a pharmacist or doctor first.',
    sources: [
      {
        title: "Noni",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://www.nccih.nih.gov/health/noni",
      },
    ],
  },
  {
    id: "sc-p13-rhodiola-dialysis",
    title: "Dialysis patient with kidney failure asks about rhodiola",
    profile: {
      medicines: [],
      conditions: ["kidney failure on dialysis"],
    },
    stack: [
      {
        custom: {
          name: "Vitano Rhodiola 200 mg tablets",
          ingredients: [
            {
              ingredient: "rhodiola",
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
          ingredient: "rhodiola",
          with: {
            condition: "kidney failure on dialysis",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Vitano Rhodiola SmPC 4.3 Contraindications: "Patients with impaired hepatic or renal function."',
    sources: [
      {
        title: "Vitano Rhodiola Tablets - Summary of Product Characteristics (THR)",
        publisher: "medine.co.uk (mirror of UK SmPC)",
        url: "https://medine.co.uk/vitano-rhodiola-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p13-lycopene-quiet-finasteride",
    title: "Man on finasteride takes lycopene",
    profile: {
      medicines: ["finasteride 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Lycopene 15 mg capsules",
          ingredients: [
            {
              ingredient: "lycopene",
              amount: 15,
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
          ingredient: "lycopene",
          with: {
            medicine: "finasteride 5mg",
          },
        },
      ],
    },
    rationale:
      'Health Canada\'s tomato extract (lycopene) monograph: "Caution(s) and warning(s) No statement required. Contraindication(s) No statement required." (dose not to exceed 30 mg lycopene per day); no interaction with finasteride is expected.',
    sources: [
      {
        title: "Tomato extract (lycopene) - Natural Health Products monograph",
        publisher: "Health Canada, Natural Health Products Ingredients Database",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=tomato.extract&lang=eng",
      },
    ],
  },
  {
    id: "sc-p13-lutein-quiet-latanoprost",
    title: "Glaucoma patient using latanoprost drops adds lutein",
    profile: {
      medicines: ["latanoprost eye drops"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Lutein 20 mg softgels",
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
            medicine: "latanoprost eye drops",
          },
        },
      ],
    },
    rationale:
      'Health Canada "conducted a comprehensive safety assessment of the addition of lutein to the Canadian food supply" and notes "Xanthophylls have a long history of safe use"; lutein is a dietary carotenoid with no known mechanism to interact with latanoprost eye drops.',
    sources: [
      {
        title: "Novel Food Information - FloraGLO Crystalline Lutein",
        publisher: "Health Canada",
        url: "https://www.canada.ca/en/health-canada/services/food-nutrition/genetically-modified-foods-other-novel-foods/approved-products/novel-food-information-floraglo-crystalline-lutein.html",
      },
    ],
  },
];
