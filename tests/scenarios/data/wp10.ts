// Scenarios of the p10 round's blind probe, written by a helper who had not seen the records: what the EU package
// leaflets of centrally authorised medicines (DOACs, HIV and hepatitis C medicines, kinase inhibitors,
// immunosuppressants, osteoporosis and lipid medicines and others) say of supplements taken with them, read in full in
// the Gravitate Health ePI copy of the EMA's English leaflets, with a UK magnesium SmPC.
import type { ScenarioInput } from "../schema";

export const WP10_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p10-apixaban-st-johns-wort",
    title: "Man on apixaban 5mg for AF starts St John's wort for low mood",
    profile: {
      medicines: ["apixaban 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 425 mg tablets (Hypericum perforatum extract)",
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
            medicine: "apixaban 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "The apixaban package leaflet lists 'St John s Wort (a herbal supplement used for depression)' among medicines that 'may reduce the ability of Apixaban Accord to help prevent blood clots from forming', and says 'Your doctor will decide, if you should be treated ... and how closely you should be monitored' - a check with the prescriber is needed before starting it.",
    sources: [
      {
        title: "Apixaban Accord film-coated tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/1e7271650f10e1f721adf42b95672cd2ede36335/input/fsh/apixaban.fsh",
      },
    ],
  },
  {
    id: "sc-p10-xarelto-st-johns-wort",
    title: "Woman taking Xarelto 20mg after a DVT buys St John's wort",
    profile: {
      medicines: ["Xarelto 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 425 mg tablets (Hypericum perforatum extract)",
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
            medicine: "Xarelto 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Xarelto leaflet: if you are taking 'St John s Wort (Hypericum perforatum), a herbal product used for depression ... tell your doctor before taking Xarelto, because the effect of Xarelto may be reduced. Your doctor will decide, if you should be treated with Xarelto and if you should be kept under closer observation.'",
    sources: [
      {
        title: "Xarelto film-coated tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/xarelto.fsh",
      },
    ],
  },
  {
    id: "sc-p10-lixiana-st-johns-wort",
    title: "Edoxaban (Lixiana 60mg) patient wants St John's wort for anxiety",
    profile: {
      medicines: ["Lixiana 60mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 425 mg tablets (Hypericum perforatum extract)",
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
            medicine: "Lixiana 60mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Lixiana leaflet lists 'St John s Wort, a herbal product used for anxiety and mild depression' and says 'tell your doctor before taking Lixiana, because the effect of Lixiana may be reduced. Your doctor will decide if you should be treated with Lixiana and if you should be kept under observation.'",
    sources: [
      {
        title: "Lixiana film-coated tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/lixiana.fsh",
      },
    ],
  },
  {
    id: "sc-p10-pradaxa-st-johns-wort",
    title: "Older man on Pradaxa 110mg capsules picks up St John's wort",
    profile: {
      medicines: ["Pradaxa 110mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 425 mg tablets (Hypericum perforatum extract)",
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
            medicine: "Pradaxa 110mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Pradaxa leaflet: 'In particular you should tell your doctor before taking Pradaxa, if you are taking one of the medicines listed below: ... St. John s wort, a herbal medicine for depression' - St John's wort lowers dabigatran exposure, so the prescriber must review it.",
    sources: [
      {
        title: "Pradaxa hard capsules - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/pradaxa.fsh",
      },
    ],
  },
  {
    id: "sc-p10-ozempic-vitamin-d-quiet",
    title: "Woman on Ozempic injections asks about a daily vitamin D tablet",
    profile: {
      medicines: ["Ozempic 0.5mg injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 1000 IU tablets",
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
            medicine: "Ozempic 0.5mg injection",
          },
        },
      ],
    },
    rationale:
      "The Ozempic leaflet's 'Other medicines and Ozempic' section only singles out 'Warfarin or other similar medicines taken by mouth to reduce blood clotting' and insulin; a standard 25 microgram vitamin D3 supplement is unrelated to semaglutide and needs no flag.",
    sources: [
      {
        title: "Ozempic solution for injection in pre-filled pen - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/ozempic.fsh",
      },
    ],
  },
  {
    id: "sc-p10-xenical-vitamin-e",
    title: "Woman on orlistat (Xenical) taking vitamin E 400 IU capsules",
    profile: {
      medicines: ["Xenical 120mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 400 IU capsules",
          ingredients: [
            {
              ingredient: "vitamin-e",
              amount: 268,
              unit: "mg",
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
            medicine: "Xenical 120mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Xenical leaflet: 'Xenical reduces the absorption of supplements of some fat soluble nutrients, particularly beta-carotene and vitamin E ... Your doctor may suggest you take a multivitamin supplement.' The effect is reduced absorption, a timing/adequacy note.",
    sources: [
      {
        title: "Xenical 120 mg hard capsules - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/1e7271650f10e1f721adf42b95672cd2ede36335/input/fsh/xenical.fsh",
      },
    ],
  },
  {
    id: "sc-p10-entresto-potassium",
    title: "Heart failure patient on Entresto buys potassium tablets for cramp",
    profile: {
      medicines: ["Entresto 49mg/51mg"],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Potassium 200 mg tablets",
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
      "Entresto leaflet: tell your doctor about 'medicines that increase the amount of potassium in the blood. These include potassium supplements, salt substitutes containing potassium ...' and Entresto itself very commonly causes 'high level of potassium in the blood (hyperkalaemia)'.",
    sources: [
      {
        title: "Entresto film-coated tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/entresto.fsh",
      },
    ],
  },
  {
    id: "sc-p10-entresto-lo-salt",
    title: "Man on sacubitril/valsartan switches to a potassium salt substitute",
    profile: {
      medicines: ["sacubitril/valsartan (Entresto)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Low-sodium salt substitute (potassium chloride), 1 tsp",
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
            medicine: "sacubitril/valsartan (Entresto)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "The Entresto leaflet names 'salt substitutes containing potassium' among medicines that increase blood potassium and says 'It may be necessary to change the dose, to take other precautions, or even to stop taking one of the medicines.'",
    sources: [
      {
        title: "Entresto film-coated tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/entresto.fsh",
      },
    ],
  },
  {
    id: "sc-p10-multaq-st-johns-wort",
    title: "Dronedarone (Multaq) patient wants St John's wort",
    profile: {
      medicines: ["Multaq 400mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 425 mg tablets (Hypericum perforatum extract)",
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
            medicine: "Multaq 400mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Multaq leaflet: 'You must tell your doctor or pharmacist if you are taking any of the following medicines: ... St John s Wort - a herbal medicine for depression' (it lowers dronedarone levels).",
    sources: [
      {
        title: "MULTAQ 400 mg film-coated tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/multaq.fsh",
      },
    ],
  },
  {
    id: "sc-p10-ivabradine-st-johns-wort",
    title: "Ivabradine for angina with St John's wort capsules",
    profile: {
      medicines: ["ivabradine 5mg (Procoralan)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 425 mg tablets (Hypericum perforatum extract)",
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
            medicine: "ivabradine 5mg (Procoralan)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Procoralan leaflet: 'Make sure to tell your doctor if you are taking any of the following medicines, as a dose adjustment of Procoralan or monitoring should be required: ... Hypericum perforatum or St John s Wort (herbal treatment for depression)'.",
    sources: [
      {
        title: "Procoralan film-coated tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/procoralan.fsh",
      },
    ],
  },
  {
    id: "sc-p10-ranolazine-st-johns-wort",
    title: "Ranexa for angina plus St John's wort from the health shop",
    profile: {
      medicines: ["Ranexa 375mg"],
      conditions: ["angina"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg extract capsules",
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
      "Ranexa leaflet: 'Tell your doctor or pharmacist before you take Ranexa if you use: ... the herbal remedy St. John's Wort, as these medicines may cause Ranexa to be less effective.'",
    sources: [
      {
        title: "Ranexa prolonged-release tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/cbeab44f9d490fad708aa9df43dfacc52b6f32ff/input/fsh/ranexa.fsh",
      },
    ],
  },
  {
    id: "sc-p10-biktarvy-magnesium",
    title: "Biktarvy user takes magnesium glycinate for sleep",
    profile: {
      medicines: ["Biktarvy 50/200/25mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium glycinate 200 mg tablets",
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
            medicine: "Biktarvy 50/200/25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Biktarvy leaflet: 'Get advice from a doctor or pharmacist if you are taking ... mineral supplements or vitamins containing magnesium or iron' and 'you will need to take Biktarvy at least 2 hours before antacids or supplements containing aluminium and/or magnesium.'",
    sources: [
      {
        title: "Biktarvy film-coated tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/biktarvy.fsh",
      },
    ],
  },
  {
    id: "sc-p10-biktarvy-iron",
    title: "Woman on Biktarvy prescribed ferrous fumarate for anaemia",
    profile: {
      medicines: ["Biktarvy"],
      conditions: ["iron deficiency anaemia"],
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
            medicine: "Biktarvy",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Biktarvy leaflet: 'Iron supplements: you will need to take Biktarvy at least 2 hours before iron supplements, or you can take them together with food', under 'Get advice from your doctor or pharmacist before taking Biktarvy if you are taking any of these medicines.'",
    sources: [
      {
        title: "Biktarvy film-coated tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/biktarvy.fsh",
      },
    ],
  },
  {
    id: "sc-p10-latuda-st-johns-wort",
    title: "Young man on Latuda for schizophrenia wants St John's wort",
    profile: {
      medicines: ["Latuda 37mg"],
      conditions: ["schizophrenia"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg capsules",
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
            medicine: "Latuda 37mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Latuda leaflet: 'Do not take Latuda ... if you are taking medicines which may affect the level of lurasidone in your blood such as: ... herbal medicine for depression, St John s wort (Hypericum perforatum).'",
    sources: [
      {
        title: "Latuda film-coated tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/latuda.fsh",
      },
    ],
  },
  {
    id: "sc-p10-duloxetine-st-johns-wort",
    title: "Woman on Cymbalta 60mg adds St John's wort for mood",
    profile: {
      medicines: ["Cymbalta 60mg"],
      conditions: [],
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
            medicine: "Cymbalta 60mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Cymbalta leaflet: 'Talk to your doctor before you take Cymbalta if you: ... are taking St. John s Wort' and lists it among 'Medicines that increase the level of serotonin ... These medicines increase the risk of side effects'. Do not self-combine; ask the prescriber.",
    sources: [
      {
        title: "Cymbalta gastro-resistant hard capsules - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/cymbalta.fsh",
      },
    ],
  },
  {
    id: "sc-p10-aripiprazole-st-johns-wort",
    title: "Aripiprazole user tries St John's wort for low mood",
    profile: {
      medicines: ["aripiprazole 10mg (Abilify)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg capsules",
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
            medicine: "aripiprazole 10mg (Abilify)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Abilify leaflet: 'It is especially important to mention the following to your doctor: ... antidepressants or herbal remedy used to treat depression and anxiety (such as ... St. John's Wort)' - 'These medicines may increase the risk of side effects or reduce the effect of ABILIFY'.",
    sources: [
      {
        title: "ABILIFY tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/abilify.fsh",
      },
    ],
  },
  {
    id: "sc-p10-tacrolimus-st-johns-wort",
    title: "Kidney transplant patient on Advagraf eyes St John's wort",
    profile: {
      medicines: ["tacrolimus (Advagraf) 5mg"],
      conditions: ["kidney transplant"],
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
            medicine: "tacrolimus (Advagraf) 5mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Advagraf leaflet: 'Please avoid taking any herbal remedies, e.g., St. John s wort (Hypericum perforatum) or any other herbal products as this may affect the effectiveness and the dose of Advagraf that you need to receive.' Lower tacrolimus levels risk rejection.",
    sources: [
      {
        title: "Advagraf prolonged-release hard capsules (tacrolimus) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/advagraf.fsh",
      },
    ],
  },
  {
    id: "sc-p10-tacrolimus-schisandra",
    title: "Liver transplant recipient on tacrolimus buys schisandra 'liver tonic'",
    profile: {
      medicines: ["Advagraf"],
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
            medicine: "Advagraf",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Advagraf leaflet lists 'herbal preparations containing St. John s wort (Hypericum perforatum) or extracts of Schisandra sphenanthera' among medicines that change tacrolimus blood levels, and says 'Please avoid taking any herbal remedies ... If in doubt please consult your doctor prior to taking any herbal products or remedies.'",
    sources: [
      {
        title: "Advagraf prolonged-release hard capsules (tacrolimus) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/advagraf.fsh",
      },
    ],
  },
  {
    id: "sc-p10-tacrolimus-cbd-oil",
    title: "Transplant patient on tacrolimus tries CBD oil for pain",
    profile: {
      medicines: ["tacrolimus (Advagraf)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "CBD oil 10% (drops), 1 ml",
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
            medicine: "tacrolimus (Advagraf)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Advagraf leaflet: 'In particular, you should tell your doctor if you are taking or have recently taken medicines like: ... cannabidiol (uses amongst others include treatment of seizures)' - these can raise tacrolimus levels and 'could lead to serious side effects, such as kidney problems'.",
    sources: [
      {
        title: "Advagraf prolonged-release hard capsules (tacrolimus) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/advagraf.fsh",
      },
    ],
  },
  {
    id: "sc-p10-tacrolimus-potassium",
    title: "Man on Advagraf after kidney transplant adds potassium tablets",
    profile: {
      medicines: ["Advagraf 3mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Potassium gluconate 99 mg tablets",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 99,
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
            medicine: "Advagraf 3mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Advagraf leaflet: 'Your doctor also needs to know if you are taking potassium supplements ... that may increase levels of potassium in your blood ... while you take Advagraf.'",
    sources: [
      {
        title: "Advagraf prolonged-release hard capsules (tacrolimus) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/advagraf.fsh",
      },
    ],
  },
  {
    id: "sc-p10-mycophenolate-antacid",
    title: "CellCept patient takes a magnesium hydroxide indigestion remedy",
    profile: {
      medicines: ["mycophenolate mofetil 500mg (CellCept)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Antacid liquid with magnesium hydroxide, 10 ml dose",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 160,
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
          ingredient: "magnesium",
          with: {
            medicine: "mycophenolate mofetil 500mg (CellCept)",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "CellCept leaflet: 'In particular, tell your doctor or pharmacist if you are taking any of the following medicines before you start CellCept: ... antacids or proton pump inhibitors - used for acid problems in your stomach such as indigestion' (antacids can lower mycophenolate absorption; keep doses apart and check with the pharmacist).",
    sources: [
      {
        title: "CellCept 250 mg capsules - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/1e7271650f10e1f721adf42b95672cd2ede36335/input/fsh/cellcept.fsh",
      },
    ],
  },
  {
    id: "sc-p10-paxlovid-st-johns-wort",
    title: "Woman prescribed Paxlovid for COVID already takes St John's wort",
    profile: {
      medicines: ["Paxlovid"],
      conditions: ["COVID-19"],
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
      "Paxlovid leaflet: 'Do not take Paxlovid ... if you are taking any of the following medicines. Taking Paxlovid with these medicines may cause serious or life-threatening side effects or affect how Paxlovid works: ... St. John s wort (Hypericum perforatum)'.",
    sources: [
      {
        title: "Paxlovid film-coated tablets (nirmatrelvir/ritonavir) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/paxlovid.fsh",
      },
    ],
  },
  {
    id: "sc-p10-paxlovid-vitamin-c-quiet",
    title: "Man on a 5-day Paxlovid course takes vitamin C 1000 mg",
    profile: {
      medicines: ["Paxlovid"],
      conditions: ["COVID-19"],
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
      "The Paxlovid leaflet's long lists of medicines that must not be taken or need checking (e.g. 'St. John s wort', statins, anticoagulants, contraceptives) contain no vitamins; plain vitamin C is not a CYP3A inducer or substrate of concern, so no interaction flag is expected.",
    sources: [
      {
        title: "Paxlovid film-coated tablets (nirmatrelvir/ritonavir) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/paxlovid.fsh",
      },
    ],
  },
  {
    id: "sc-p10-ellaone-st-johns-wort",
    title: "Woman needing ellaOne has been taking St John's wort this month",
    profile: {
      medicines: ["ellaOne 30mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg capsules",
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
            medicine: "ellaOne 30mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "ellaOne leaflet: 'Some medicines may prevent ellaOne from working effectively. If you have used any of the medicines listed below during the last 4 weeks, ellaOne may be less suitable for you. Your doctor may prescribe another type of (non-hormonal) emergency contraceptive, i.e. a copper intrauterine device (Cu-IUD): ... herbal remedies containing St John's wort (Hypericum perforatum).'",
    sources: [
      {
        title: "ellaOne 30 mg tablet (ulipristal acetate) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/1e7271650f10e1f721adf42b95672cd2ede36335/input/fsh/ellaone.fsh",
      },
    ],
  },
  {
    id: "sc-p10-evra-patch-st-johns-wort",
    title: "Woman using the Evra contraceptive patch starts St John's wort",
    profile: {
      medicines: ["Evra patch"],
      conditions: [],
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
            medicine: "Evra patch",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "EVRA leaflet: 'Certain medicines and herbal therapies may stop EVRA from working properly. If this happens you could get pregnant ... St. John s wort (an herbal therapy used for depression) ... you may need to use another method of birth control ... The interfering effect of some of these medicines can last for up to 28 days after you have stopped taking them.'",
    sources: [
      {
        title: "EVRA transdermal patch - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/evra.fsh",
      },
    ],
  },
  {
    id: "sc-p10-evra-vitamin-d-quiet",
    title: "Evra patch user takes a winter vitamin D supplement",
    profile: {
      medicines: ["Evra patch"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 10 microgram tablets",
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
            medicine: "Evra patch",
          },
        },
      ],
    },
    rationale:
      "The EVRA leaflet names the things that can stop the patch working ('some antiretroviral medicines', 'rifampicin and griseofulvin', 'anti-seizure medicines', 'bosentan', 'St. John s wort'); a 10 microgram vitamin D supplement (the UK winter recommendation) is not among them and has no enzyme-inducing effect.",
    sources: [
      {
        title: "EVRA transdermal patch - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/evra.fsh",
      },
    ],
  },
  {
    id: "sc-p10-xeljanz-vitamin-d-calcium-quiet",
    title: "Woman on Xeljanz for rheumatoid arthritis takes calcium and vitamin D",
    profile: {
      medicines: ["Xeljanz 5mg"],
      conditions: ["rheumatoid arthritis"],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg + vitamin D3 10 microgram tablets",
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
            medicine: "Xeljanz 5mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Xeljanz 5mg",
          },
        },
      ],
    },
    rationale:
      "The XELJANZ leaflet lists only 'rifampicin', 'fluconazole, ketoconazole', diabetes medicines and immunosuppressants as interacting, and itself warns about fracture risk ('if you are at known risk of fractures'); calcium with vitamin D is unrelated to tofacitinib exposure, so no flag.",
    sources: [
      {
        title: "XELJANZ film-coated tablets (tofacitinib) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/xeljanz.fsh",
      },
    ],
  },
  {
    id: "sc-p10-ellaone-folic-acid-quiet",
    title: "Woman taking ellaOne asks whether her folic acid is a problem",
    profile: {
      medicines: ["ellaOne"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 400 microgram tablets",
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
            medicine: "ellaOne",
          },
        },
      ],
    },
    rationale:
      "The ellaOne leaflet lists only enzyme-inducing medicines ('medicines used to treat epilepsy', rifampicin, some HIV medicines, griseofulvin, 'herbal remedies containing St John's wort') and levonorgestrel emergency pills as reducing its effect; folic acid 400 micrograms is not among them and does not interact.",
    sources: [
      {
        title: "ellaOne 30 mg tablet (ulipristal acetate) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/1e7271650f10e1f721adf42b95672cd2ede36335/input/fsh/ellaone.fsh",
      },
    ],
  },
  {
    id: "sc-p10-apixaban-vitamin-b12-quiet",
    title: "Man on apixaban 2.5mg takes vitamin B12 for low levels",
    profile: {
      medicines: ["apixaban 2.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 (cyanocobalamin) 1000 microgram tablets",
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
            medicine: "apixaban 2.5mg",
          },
        },
      ],
    },
    rationale:
      "The apixaban leaflet names the products that raise bleeding risk (antifungals, HIV medicines, other anticoagulants, NSAIDs, SSRIs/SNRIs) or lower its effect (phenytoin, 'St John s Wort', rifampicin); vitamin B12 is not one of them and has no effect on clotting.",
    sources: [
      {
        title: "Apixaban Accord film-coated tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/1e7271650f10e1f721adf42b95672cd2ede36335/input/fsh/apixaban.fsh",
      },
    ],
  },
  {
    id: "sc-p10-latuda-vitamin-d-quiet",
    title: "Lurasidone patient's GP suggests vitamin D",
    profile: {
      medicines: ["Latuda 74mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 microgram (1000 IU) tablets",
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
            medicine: "Latuda 74mg",
          },
        },
      ],
    },
    rationale:
      "The Latuda leaflet's contraindicated and cautionary lists are CYP3A4 inhibitors/inducers (e.g. ketoconazole, rifampicin, 'St John s wort'), serotonergic drugs and grapefruit juice; vitamin D is unrelated to lurasidone, so no flag is expected.",
    sources: [
      {
        title: "Latuda film-coated tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/latuda.fsh",
      },
    ],
  },
  {
    id: "sc-p10-prolia-calcium-vitamin-d-quiet",
    title: "Woman having Prolia injections takes Adcal-D3",
    profile: {
      medicines: ["Prolia 60mg injection"],
      conditions: ["osteoporosis"],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.5 g (600 mg calcium) + vitamin D3 10 microgram chewable tablets",
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
            medicine: "Prolia 60mg injection",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Prolia 60mg injection",
          },
        },
      ],
    },
    rationale:
      "Prolia leaflet: 'You should also take calcium and vitamin D supplements while being on treatment with Prolia. Your doctor will discuss this with you.' The supplements are part of the treatment plan, not an interaction.",
    sources: [
      {
        title: "Prolia 60 mg solution for injection (denosumab) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/prolia.fsh",
      },
    ],
  },
  {
    id: "sc-p10-ibandronate-calcium",
    title: "Woman on monthly Bonviva takes her calcium tablet at breakfast",
    profile: {
      medicines: ["Bonviva 150mg monthly"],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Bonviva 150mg monthly",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Bonviva leaflet: tell your doctor about 'Supplements containing calcium, magnesium, iron or aluminium, as they could possibly influence the effects of Bonviva' and 'After swallowing your monthly Bonviva tablet, wait for 1 hour before taking any other medication, including indigestion tablets, calcium supplements, or vitamins.' A timing note.",
    sources: [
      {
        title: "Bonviva 150 mg film-coated tablets (ibandronic acid) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/bonviva.fsh",
      },
    ],
  },
  {
    id: "sc-p10-ibandronate-multivitamin-iron-magnesium",
    title: "Bonviva user takes an A-Z multivitamin with iron and magnesium",
    profile: {
      medicines: ["ibandronic acid 150mg (Bonviva)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin and minerals tablet",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
            {
              ingredient: "magnesium",
              amount: 57,
              unit: "mg",
            },
            {
              ingredient: "calcium",
              amount: 162,
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
          ingredient: "iron",
          with: {
            medicine: "ibandronic acid 150mg (Bonviva)",
          },
          severity: {
            min: "minor",
          },
        },
        {
          ingredient: "magnesium",
          with: {
            medicine: "ibandronic acid 150mg (Bonviva)",
          },
          severity: {
            min: "minor",
          },
        },
        {
          ingredient: "calcium",
          with: {
            medicine: "ibandronic acid 150mg (Bonviva)",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Bonviva leaflet names 'Supplements containing calcium, magnesium, iron or aluminium' and says to 'wait for 1 hour before taking any other medication, including indigestion tablets, calcium supplements, or vitamins' after the monthly tablet, so the multivitamin's minerals need to be taken later.",
    sources: [
      {
        title: "Bonviva 150 mg film-coated tablets (ibandronic acid) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/bonviva.fsh",
      },
    ],
  },
  {
    id: "sc-p10-adrovance-calcium",
    title: "Woman on weekly Adrovance takes Calcichew with her tablet",
    profile: {
      medicines: ["Adrovance 70mg/5600IU weekly"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate chewable tablets (500 mg calcium)",
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
            medicine: "Adrovance 70mg/5600IU weekly",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "ADROVANCE leaflet: 'It is likely that calcium supplements, antacids, and some oral medicines will interfere with the absorption of ADROVANCE if taken at the same time ... wait at least 30 minutes before taking any other oral medicines or supplements.'",
    sources: [
      {
        title: "ADROVANCE tablets (alendronic acid/colecalciferol) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/adrovance.fsh",
      },
    ],
  },
  {
    id: "sc-p10-adrovance-antacid-magnesium",
    title: "Alendronate/vitamin D user takes an indigestion remedy first thing",
    profile: {
      medicines: ["alendronic acid with vitamin D (Adrovance)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Indigestion tablets (calcium carbonate 680 mg, magnesium carbonate 80 mg)",
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
            medicine: "alendronic acid with vitamin D (Adrovance)",
          },
          severity: {
            min: "minor",
          },
        },
        {
          ingredient: "magnesium",
          with: {
            medicine: "alendronic acid with vitamin D (Adrovance)",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "ADROVANCE leaflet: 'After swallowing your ADROVANCE tablet, wait at least 30 minutes before taking your first food, drink, or other medicine of the day, including antacids, calcium supplements and vitamins.'",
    sources: [
      {
        title: "ADROVANCE tablets (alendronic acid/colecalciferol) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/adrovance.fsh",
      },
    ],
  },
  {
    id: "sc-p10-cholib-b-complex-quiet",
    title: "Cholib patient takes a standard vitamin B complex",
    profile: {
      medicines: ["Cholib 145mg/20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B complex tablet (niacin 16 mg, B6 1.4 mg, B12 2.5 mcg)",
          ingredients: [
            {
              ingredient: "niacin",
              amount: 16,
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
      flags: [],
      noFlags: [
        {
          ingredient: "niacin",
          with: {
            medicine: "Cholib 145mg/20mg",
          },
        },
        {
          ingredient: "vitamin-b6",
          with: {
            medicine: "Cholib 145mg/20mg",
          },
        },
      ],
    },
    rationale:
      "The Cholib leaflet's muscle-risk warning is specific to 'high doses of at least 1 gram per day of niacin (nicotinic acid)'; a B-complex with 16 mg niacin is far below that, and nothing else in it is listed, so no flag.",
    sources: [
      {
        title: "Cholib film-coated tablets (fenofibrate/simvastatin) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/1e7271650f10e1f721adf42b95672cd2ede36335/input/fsh/cholib.fsh",
      },
    ],
  },
  {
    id: "sc-p10-mounjaro-whey-protein-quiet",
    title: "Woman on Mounjaro for weight loss adds a whey protein shake",
    profile: {
      medicines: ["Mounjaro 5mg injection"],
      conditions: ["obesity"],
    },
    stack: [
      {
        custom: {
          name: "Whey protein powder, 30 g scoop",
          ingredients: [
            {
              ingredient: "whey-protein",
              amount: 25,
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
            medicine: "Mounjaro 5mg injection",
          },
        },
      ],
    },
    rationale:
      "The Mounjaro leaflet raises only sulphonylureas/insulin (hypoglycaemia) and dehydration; it names no foods or supplements to avoid and 'You can use your pen at any time of the day, with or without meals.' Protein powder is plainly unrelated to tirzepatide.",
    sources: [
      {
        title: "Mounjaro solution for injection in pre-filled pen (tirzepatide) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/mounjaro.fsh",
      },
    ],
  },
  {
    id: "sc-p10-mounjaro-multivitamin-quiet",
    title: "Man on tirzepatide takes a daily multivitamin",
    profile: {
      medicines: ["Mounjaro 7.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Once-a-day multivitamin tablet",
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
          ingredient: "vitamin-c",
          with: {
            medicine: "Mounjaro 7.5mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Mounjaro 7.5mg",
          },
        },
        {
          ingredient: "zinc",
          with: {
            medicine: "Mounjaro 7.5mg",
          },
        },
      ],
    },
    rationale:
      "Mounjaro's 'Other medicines' section lists no interacting supplements (only diabetes medicines such as sulphonylureas or insulin are mentioned for hypoglycaemia); a basic multivitamin is unrelated.",
    sources: [
      {
        title: "Mounjaro solution for injection in pre-filled pen (tirzepatide) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/mounjaro.fsh",
      },
    ],
  },
  {
    id: "sc-p10-jardiance-cranberry-quiet",
    title: "Woman on Jardiance takes cranberry capsules to prevent UTIs",
    profile: {
      medicines: ["Jardiance 10mg"],
      conditions: ["type 2 diabetes"],
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
            medicine: "Jardiance 10mg",
          },
        },
      ],
    },
    rationale:
      "The Jardiance leaflet's interaction section covers only diuretics, insulin/sulphonylureas and lithium; it warns about urinary tract infections but names no supplement. Cranberry capsules do not alter empagliflozin and need no interaction flag.",
    sources: [
      {
        title: "Jardiance film-coated tablets (empagliflozin) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/jardiance.fsh",
      },
    ],
  },
  {
    id: "sc-p10-empagliflozin-vitamin-d-quiet",
    title: "Man on empagliflozin for heart failure takes vitamin D",
    profile: {
      medicines: ["empagliflozin 10mg"],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 microgram softgels",
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
            medicine: "empagliflozin 10mg",
          },
        },
      ],
    },
    rationale:
      "Jardiance leaflet 'Other medicines' lists diuretics, insulin or a sulphonylurea, and lithium only; vitamin D is unrelated to empagliflozin.",
    sources: [
      {
        title: "Jardiance film-coated tablets (empagliflozin) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/jardiance.fsh",
      },
    ],
  },
  {
    id: "sc-p10-stalevo-iron",
    title: "Parkinson's patient on Stalevo prescribed ferrous sulphate",
    profile: {
      medicines: ["Stalevo 100mg/25mg/200mg"],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Stalevo 100mg/25mg/200mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Stalevo leaflet: 'Stalevo may make it harder for you to digest iron. Therefore, do not take Stalevo and iron supplements at the same time. After taking one of them, wait at least 2 to 3 hours before taking the other.' A separation note.",
    sources: [
      {
        title: "Stalevo film-coated tablets (levodopa/carbidopa/entacapone) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/stalevo.fsh",
      },
    ],
  },
  {
    id: "sc-p10-stalevo-whey-protein",
    title: "Man on Stalevo drinks a whey protein shake with his tablets",
    profile: {
      medicines: ["Stalevo"],
      conditions: ["Parkinson's disease"],
    },
    stack: [
      {
        custom: {
          name: "Whey protein shake, 30 g scoop",
          ingredients: [
            {
              ingredient: "whey-protein",
              amount: 24,
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
          ingredient: "whey-protein",
          with: {
            medicine: "Stalevo",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Stalevo leaflet: 'For some patients, Stalevo may not be well absorbed if it is taken with, or shortly after eating protein-rich food (such as meats, fish, dairy products, seeds and nuts). Consult your doctor if you think this applies to you.' Keep the shake away from doses.",
    sources: [
      {
        title: "Stalevo film-coated tablets (levodopa/carbidopa/entacapone) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/stalevo.fsh",
      },
    ],
  },
  {
    id: "sc-p10-eltrombopag-zinc",
    title: "Man on Revolade for ITP takes zinc for colds",
    profile: {
      medicines: ["Revolade 50mg"],
      conditions: ["immune thrombocytopenia"],
    },
    stack: [
      {
        custom: {
          name: "Zinc gluconate 15 mg tablets",
          ingredients: [
            {
              ingredient: "zinc",
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
          ingredient: "zinc",
          with: {
            medicine: "Revolade 50mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Revolade leaflet: interacting products include 'minerals such as iron, calcium, magnesium, aluminium, selenium and zinc which may be found in vitamin and mineral supplements'; 'in the 4 hours before you take Revolade and the 2 hours after ... you don t consume ... some mineral and vitamin supplements including iron, calcium, magnesium, aluminium, selenium and zinc. If you do, the medicine will not be properly absorbed'.",
    sources: [
      {
        title: "Revolade film-coated tablets (eltrombopag) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/revolade.fsh",
      },
    ],
  },
  {
    id: "sc-p10-eltrombopag-multivitamin",
    title: "Woman on eltrombopag takes a multivitamin with iron, calcium and selenium",
    profile: {
      medicines: ["eltrombopag (Revolade)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Women's multivitamin and mineral tablet",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
            {
              ingredient: "calcium",
              amount: 200,
              unit: "mg",
            },
            {
              ingredient: "selenium",
              amount: 55,
              unit: "µg",
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
            medicine: "eltrombopag (Revolade)",
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "calcium",
          with: {
            medicine: "eltrombopag (Revolade)",
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "selenium",
          with: {
            medicine: "eltrombopag (Revolade)",
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "magnesium",
          with: {
            medicine: "eltrombopag (Revolade)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Revolade leaflet: 'Talk to your doctor if you take any of these. Some of them are not to be taken with Revolade, or ... you may need to alter the timing' - the list includes 'minerals such as iron, calcium, magnesium, aluminium, selenium and zinc which may be found in vitamin and mineral supplements'.",
    sources: [
      {
        title: "Revolade film-coated tablets (eltrombopag) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/revolade.fsh",
      },
    ],
  },
  {
    id: "sc-p10-harvoni-st-johns-wort",
    title: "Hepatitis C patient starting Harvoni uses St John's wort",
    profile: {
      medicines: ["Harvoni 90mg/400mg"],
      conditions: ["hepatitis C"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg capsules",
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
            medicine: "Harvoni 90mg/400mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Harvoni leaflet: 'Do not take Harvoni ... If you are currently taking any of the following medicines: ... St. John s wort (herbal medicine used to treat depression)'.",
    sources: [
      {
        title: "Harvoni film-coated tablets (ledipasvir/sofosbuvir) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/harvoni.fsh",
      },
    ],
  },
  {
    id: "sc-p10-harvoni-calcium-antacid",
    title: "Harvoni patient chews calcium carbonate antacids for heartburn",
    profile: {
      medicines: ["Harvoni"],
      conditions: ["hepatitis C"],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 500 mg antacid chews",
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
      flags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Harvoni",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Harvoni leaflet: 'Get advice from a doctor or pharmacist if you take medicines used to treat stomach ulcers, heartburn or acid reflux. This includes: antacids (such as aluminium/magnesium hydroxide or calcium carbonate). These should be taken at least 4 hours before or 4 hours after Harvoni' - they can decrease ledipasvir levels.",
    sources: [
      {
        title: "Harvoni film-coated tablets (ledipasvir/sofosbuvir) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/harvoni.fsh",
      },
    ],
  },
  {
    id: "sc-p10-triumeq-calcium-empty-stomach",
    title: "Man takes Triumeq on an empty stomach with his calcium tablet",
    profile: {
      medicines: ["Triumeq"],
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
            medicine: "Triumeq",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Triumeq leaflet: 'If you take Triumeq with food, you can take supplements or multivitamins containing calcium, iron or magnesium at the same time as Triumeq. If you do not take Triumeq with food, do not take supplements or multivitamins containing calcium, iron or magnesium during the 6 hours before you take Triumeq, or for at least 2 hours after you take it.'",
    sources: [
      {
        title: "Triumeq film-coated tablets (abacavir/dolutegravir/lamivudine) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/1e7271650f10e1f721adf42b95672cd2ede36335/input/fsh/triumeq.fsh",
      },
    ],
  },
  {
    id: "sc-p10-triumeq-iron",
    title: "Woman on Triumeq prescribed ferrous fumarate",
    profile: {
      medicines: ["Triumeq 50mg/600mg/300mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ferrous fumarate 322 mg (100 mg iron) tablets",
          ingredients: [
            {
              ingredient: "iron",
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
            medicine: "Triumeq 50mg/600mg/300mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Triumeq leaflet: 'Tell your doctor if you are taking ... supplements or multivitamins containing calcium, iron or magnesium' - take them with Triumeq and food, or not 'during the 6 hours before you take Triumeq, or for at least 2 hours after you take it.'",
    sources: [
      {
        title: "Triumeq film-coated tablets (abacavir/dolutegravir/lamivudine) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/1e7271650f10e1f721adf42b95672cd2ede36335/input/fsh/triumeq.fsh",
      },
    ],
  },
  {
    id: "sc-p10-triumeq-st-johns-wort",
    title: "Triumeq patient considering St John's wort",
    profile: {
      medicines: ["Triumeq"],
      conditions: [],
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
      "Triumeq leaflet lists 'St. John s wort (Hypericum perforatum), a herbal remedy to treat depression' among medicines that 'can affect how Triumeq works' and says 'Tell your doctor or pharmacist if you are taking any of these. Your doctor may decide to adjust your dose or that you need extra checkups.'",
    sources: [
      {
        title: "Triumeq film-coated tablets (abacavir/dolutegravir/lamivudine) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/1e7271650f10e1f721adf42b95672cd2ede36335/input/fsh/triumeq.fsh",
      },
    ],
  },
  {
    id: "sc-p10-maviret-st-johns-wort",
    title: "Woman about to start Maviret for hepatitis C takes St John's wort",
    profile: {
      medicines: ["Maviret"],
      conditions: ["hepatitis C"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg capsules",
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
            medicine: "Maviret",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Maviret leaflet: 'Do not take Maviret if: ... you are taking the following medicines: ... St. John s wort (Hypericum perforatum) (herbal remedy used for mild depression).'",
    sources: [
      {
        title: "Maviret film-coated tablets (glecaprevir/pibrentasvir) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/maviret.fsh",
      },
    ],
  },
  {
    id: "sc-p10-teriflunomide-activated-charcoal",
    title: "Woman on Aubagio takes charcoal tablets for wind and bloating",
    profile: {
      medicines: ["Aubagio 14mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 260 mg capsules",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 520,
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
            medicine: "Aubagio 14mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "AUBAGIO leaflet: 'In particular, tell your doctor or pharmacist if you are taking any of the following: ... activated charcoal to reduce absorption of medicines or other substances' - charcoal is used to speed teriflunomide removal from the body, so regular use can lower levels.",
    sources: [
      {
        title: "AUBAGIO film-coated tablets (teriflunomide) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/aubagio.fsh",
      },
    ],
  },
  {
    id: "sc-p10-xofluza-zinc-lozenges",
    title: "Man given Xofluza for flu is sucking zinc lozenges",
    profile: {
      medicines: ["Xofluza 40mg"],
      conditions: ["influenza"],
    },
    stack: [
      {
        custom: {
          name: "Zinc acetate lozenges (13 mg zinc)",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 13,
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
          ingredient: "zinc",
          with: {
            medicine: "Xofluza 40mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Xofluza leaflet: 'Do not take Xofluza with: laxatives, antacids or oral supplements containing iron, zinc, selenium, calcium, or magnesium. The medicines listed above may decrease the effect of Xofluza.'",
    sources: [
      {
        title: "Xofluza film-coated tablets (baloxavir marboxil) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/xofluza.fsh",
      },
    ],
  },
  {
    id: "sc-p10-xofluza-magnesium",
    title: "Woman taking baloxavir for flu uses magnesium citrate",
    profile: {
      medicines: ["baloxavir (Xofluza)"],
      conditions: ["influenza"],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "baloxavir (Xofluza)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Xofluza leaflet: 'Do not take Xofluza with: laxatives, antacids or oral supplements containing iron, zinc, selenium, calcium, or magnesium. The medicines listed above may decrease the effect of Xofluza.'",
    sources: [
      {
        title: "Xofluza film-coated tablets (baloxavir marboxil) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/xofluza.fsh",
      },
    ],
  },
  {
    id: "sc-p10-xofluza-echinacea-quiet",
    title: "Xofluza patient also taking echinacea drops",
    profile: {
      medicines: ["Xofluza 40mg"],
      conditions: ["influenza"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea purpurea tincture, 20 drops",
          ingredients: [
            {
              ingredient: "echinacea",
              amount: 380,
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
          ingredient: "echinacea",
          with: {
            medicine: "Xofluza 40mg",
          },
        },
      ],
    },
    rationale:
      "The Xofluza leaflet's only interaction warning is about 'laxatives, antacids or oral supplements containing iron, zinc, selenium, calcium, or magnesium' (polyvalent cations that bind baloxavir); echinacea contains none of these and is not listed.",
    sources: [
      {
        title: "Xofluza film-coated tablets (baloxavir marboxil) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/xofluza.fsh",
      },
    ],
  },
  {
    id: "sc-p10-ibrutinib-st-johns-wort",
    title: "CLL patient on Imbruvica wants St John's wort",
    profile: {
      medicines: ["Imbruvica 420mg"],
      conditions: ["chronic lymphocytic leukaemia"],
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
            medicine: "Imbruvica 420mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "IMBRUVICA leaflet: 'Do not take IMBRUVICA ... if you are taking a herbal medicine called St. John s Wort, used for depression.'",
    sources: [
      {
        title: "IMBRUVICA hard capsules (ibrutinib) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/imbruvica.fsh",
      },
    ],
  },
  {
    id: "sc-p10-ibrutinib-fish-oil",
    title: "Man on ibrutinib takes high-strength omega-3 fish oil",
    profile: {
      medicines: ["ibrutinib (Imbruvica)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules (EPA/DHA)",
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
      flags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "ibrutinib (Imbruvica)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "IMBRUVICA leaflet: 'IMBRUVICA may make you bleed more easily. This means you should tell your doctor if you take other medicines that increase your risk of bleeding. This includes: ... supplements that may increase your risk of bleeding such as fish oil, vitamin E or flaxseed.'",
    sources: [
      {
        title: "IMBRUVICA hard capsules (ibrutinib) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/imbruvica.fsh",
      },
    ],
  },
  {
    id: "sc-p10-ibrutinib-vitamin-e-flaxseed",
    title: "Ibrutinib user takes vitamin E and ground flaxseed",
    profile: {
      medicines: ["Imbruvica 140mg capsules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 400 IU capsules",
          ingredients: [
            {
              ingredient: "vitamin-e",
              amount: 268,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Milled flaxseed, 2 tbsp",
          ingredients: [
            {
              ingredient: "flaxseed",
              amount: 20,
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
          ingredient: "vitamin-e",
          with: {
            medicine: "Imbruvica 140mg capsules",
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "flaxseed",
          with: {
            medicine: "Imbruvica 140mg capsules",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "IMBRUVICA leaflet names 'supplements that may increase your risk of bleeding such as fish oil, vitamin E or flaxseed' and says 'talk to your doctor, pharmacist or nurse before taking IMBRUVICA'.",
    sources: [
      {
        title: "IMBRUVICA hard capsules (ibrutinib) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/imbruvica.fsh",
      },
    ],
  },
  {
    id: "sc-p10-ibrutinib-bitter-orange",
    title: "Woman on Imbruvica buys a bitter orange fat-burner",
    profile: {
      medicines: ["Imbruvica 420mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Bitter orange (Citrus aurantium) extract 500 mg, 6% synephrine",
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
            medicine: "Imbruvica 420mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "IMBRUVICA leaflet: 'Do not take IMBRUVICA with grapefruit or Seville oranges (bitter oranges) - this includes eating them, drinking the juice or taking a supplement that might contain them. This is because it can increase the amount of IMBRUVICA in your blood.'",
    sources: [
      {
        title: "IMBRUVICA hard capsules (ibrutinib) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/imbruvica.fsh",
      },
    ],
  },
  {
    id: "sc-p10-capecitabine-folic-acid",
    title: "Woman on Xeloda for bowel cancer takes folic acid 5 mg",
    profile: {
      medicines: ["Xeloda 500mg"],
      conditions: ["bowel cancer"],
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
      "Xeloda leaflet: 'you need to be particularly careful if you are taking any of the following: ... certain medicines used to treat cancer (folinic acid ...), medicines used to treat folic acid deficiency.' Folate can increase capecitabine toxicity, so the oncology team must know.",
    sources: [
      {
        title: "Xeloda film-coated tablets (capecitabine) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/xeloda.fsh",
      },
    ],
  },
  {
    id: "sc-p10-imatinib-st-johns-wort",
    title: "Man on Glivec for CML buys St John's wort",
    profile: {
      medicines: ["Glivec 400mg"],
      conditions: ["chronic myeloid leukaemia"],
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
            medicine: "Glivec 400mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Glivec leaflet: tell your doctor about 'herbal medicines (such as St. John s Wort). Some medicines can interfere with the effect of Glivec when taken together. They may increase or decrease the effect of Glivec, either leading to increased side effects or making Glivec less effective.'",
    sources: [
      {
        title: "Glivec hard capsules (imatinib) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/glivec.fsh",
      },
    ],
  },
  {
    id: "sc-p10-palbociclib-st-johns-wort",
    title: "Woman on Ibrance for breast cancer takes St John's wort for low mood",
    profile: {
      medicines: ["Ibrance 125mg"],
      conditions: ["breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg capsules",
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
      "IBRANCE leaflet: 'use of preparations containing St. John s Wort, an herbal product used to treat mild depression and anxiety, should be avoided while you are taking IBRANCE' and it is among medicines that 'may reduce the effectiveness of IBRANCE'.",
    sources: [
      {
        title: "IBRANCE hard capsules (palbociclib) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/ibrance.fsh",
      },
    ],
  },
  {
    id: "sc-p10-palbociclib-vitamin-d-quiet",
    title: "Ibrance patient on letrozole takes vitamin D for bone health",
    profile: {
      medicines: ["Ibrance 100mg"],
      conditions: ["breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 microgram tablets",
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
            medicine: "Ibrance 100mg",
          },
        },
      ],
    },
    rationale:
      "The IBRANCE leaflet lists CYP3A4 inhibitors/inducers, some substrates, 'St. John s Wort' and grapefruit as the relevant interactions; vitamin D is not among them and does not affect palbociclib.",
    sources: [
      {
        title: "IBRANCE hard capsules (palbociclib) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/ibrance.fsh",
      },
    ],
  },
  {
    id: "sc-p10-genvoya-multivitamin-minerals",
    title: "Genvoya user takes a multivitamin with zinc, iron and calcium at the same time",
    profile: {
      medicines: ["Genvoya"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Multivitamin and minerals tablet",
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
              ingredient: "calcium",
              amount: 120,
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
          ingredient: "zinc",
          with: {
            medicine: "Genvoya",
          },
          severity: {
            min: "minor",
          },
        },
        {
          ingredient: "iron",
          with: {
            medicine: "Genvoya",
          },
          severity: {
            min: "minor",
          },
        },
        {
          ingredient: "calcium",
          with: {
            medicine: "Genvoya",
          },
          severity: {
            min: "minor",
          },
        },
        {
          ingredient: "magnesium",
          with: {
            medicine: "Genvoya",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Genvoya leaflet: 'Do not take antacids or multivitamins at the same time as Genvoya. If you are taking medicines, oral supplements, antacids or laxatives containing minerals (such as magnesium, aluminium, calcium, iron, zinc), take them at least 4 hours before or at least 4 hours after Genvoya.'",
    sources: [
      {
        title:
          "Genvoya film-coated tablets (elvitegravir/cobicistat/emtricitabine/tenofovir alafenamide) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/genvoya.fsh",
      },
    ],
  },
  {
    id: "sc-p10-xarelto-vitamin-d-quiet",
    title: "Woman on Xarelto 20mg takes winter vitamin D",
    profile: {
      medicines: ["Xarelto 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 10 microgram tablets",
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
            medicine: "Xarelto 20mg",
          },
        },
      ],
    },
    rationale:
      "The Xarelto leaflet lists antifungals, some antibiotics, HIV medicines, other anticoagulants, NSAIDs, dronedarone, SSRIs/SNRIs (effect increased) and epilepsy medicines, 'St John s Wort' and rifampicin (effect reduced); vitamin D has no effect on rivaroxaban or clotting.",
    sources: [
      {
        title: "Xarelto film-coated tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/xarelto.fsh",
      },
    ],
  },
  {
    id: "sc-p10-pradaxa-probiotic-quiet",
    title: "Man on Pradaxa takes a daily probiotic after antibiotics",
    profile: {
      medicines: ["Pradaxa 150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Probiotic capsules (Lactobacillus/Bifidobacterium, 10 billion CFU)",
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
            medicine: "Pradaxa 150mg",
          },
        },
      ],
    },
    rationale:
      "The Pradaxa leaflet's interaction list covers anticoagulants/antiplatelets, azole antifungals, antiarrhythmics, transplant drugs, NSAIDs, 'St. John s wort', antidepressants, some antibiotics, HIV and epilepsy medicines; live bacterial supplements are unrelated to dabigatran.",
    sources: [
      {
        title: "Pradaxa hard capsules - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/pradaxa.fsh",
      },
    ],
  },
  {
    id: "sc-p10-ivabradine-vitamin-b12-quiet",
    title: "Procoralan patient takes vitamin B12 tablets",
    profile: {
      medicines: ["Procoralan 5mg"],
      conditions: ["angina"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 microgram tablets",
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
            medicine: "Procoralan 5mg",
          },
        },
      ],
    },
    rationale:
      "Procoralan's leaflet flags CYP3A4 inhibitors/inducers (including 'Hypericum perforatum or St John s Wort'), QT-prolonging drugs, potassium-lowering diuretics and grapefruit juice; vitamin B12 is none of these.",
    sources: [
      {
        title: "Procoralan film-coated tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/procoralan.fsh",
      },
    ],
  },
  {
    id: "sc-p10-ranexa-vitamin-d-quiet",
    title: "Man on Ranexa asks about vitamin D",
    profile: {
      medicines: ["Ranexa 500mg"],
      conditions: ["angina"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 microgram tablets",
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
            medicine: "Ranexa 500mg",
          },
        },
      ],
    },
    rationale:
      "Ranexa's leaflet lists CYP3A4 inhibitors/inducers ('the herbal remedy St. John's Wort'), digoxin, metoprolol, statins, transplant drugs and grapefruit juice; vitamin D is unrelated to ranolazine.",
    sources: [
      {
        title: "Ranexa prolonged-release tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/cbeab44f9d490fad708aa9df43dfacc52b6f32ff/input/fsh/ranexa.fsh",
      },
    ],
  },
  {
    id: "sc-p10-biktarvy-vitamin-d-quiet",
    title: "Biktarvy user takes a plain vitamin D3 softgel",
    profile: {
      medicines: ["Biktarvy"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 microgram softgels (no minerals)",
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
            medicine: "Biktarvy",
          },
        },
      ],
    },
    rationale:
      "The Biktarvy leaflet's cautions are about 'antacids ... containing aluminium and/or magnesium hydroxide' and 'mineral supplements or vitamins containing magnesium or iron'; a vitamin D3 softgel without minerals does not bind bictegravir and is not listed.",
    sources: [
      {
        title: "Biktarvy film-coated tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/biktarvy.fsh",
      },
    ],
  },
  {
    id: "sc-p10-entresto-vitamin-b12-quiet",
    title: "Heart failure patient on Entresto takes vitamin B12",
    profile: {
      medicines: ["Entresto 97mg/103mg"],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 microgram tablets",
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
            medicine: "Entresto 97mg/103mg",
          },
        },
      ],
    },
    rationale:
      "Entresto's leaflet warns about ACE inhibitors, ARBs/aliskiren, statins, PDE5 inhibitors, 'potassium supplements, salt substitutes containing potassium', NSAIDs, lithium and others; vitamin B12 is unrelated.",
    sources: [
      {
        title: "Entresto film-coated tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/entresto.fsh",
      },
    ],
  },
  {
    id: "sc-p10-duloxetine-vitamin-d-quiet",
    title: "Woman on duloxetine takes vitamin D",
    profile: {
      medicines: ["duloxetine 60mg (Cymbalta)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 microgram tablets",
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
            medicine: "duloxetine 60mg (Cymbalta)",
          },
        },
      ],
    },
    rationale:
      "Cymbalta's leaflet highlights MAOIs, fluvoxamine/ciprofloxacin, sedating medicines, serotonergic medicines including 'St John s Wort', and anticoagulants; vitamin D is not serotonergic and not listed.",
    sources: [
      {
        title: "Cymbalta gastro-resistant hard capsules - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/cymbalta.fsh",
      },
    ],
  },
  {
    id: "sc-p10-abilify-omega-3-quiet",
    title: "Man on Abilify takes omega-3 fish oil for general health",
    profile: {
      medicines: ["Abilify 15mg"],
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
            medicine: "Abilify 15mg",
          },
        },
      ],
    },
    rationale:
      "The ABILIFY leaflet lists blood-pressure medicines, antiarrhythmics, antidepressants and 'St. John's Wort', antifungals, HIV medicines, anticonvulsants and TB antibiotics; fish oil does not affect aripiprazole.",
    sources: [
      {
        title: "ABILIFY tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/abilify.fsh",
      },
    ],
  },
  {
    id: "sc-p10-tacrolimus-vitamin-d-quiet",
    title: "Kidney transplant patient on Advagraf prescribed vitamin D",
    profile: {
      medicines: ["Advagraf 4mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Colecalciferol 20 microgram (800 IU) capsules",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 20,
              unit: "µg",
            },
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
            medicine: "Advagraf 4mg",
          },
        },
      ],
    },
    rationale:
      "The Advagraf leaflet's list of products that change tacrolimus levels includes antifungals, antibiotics, HIV/HCV drugs, 'St. John s wort', 'Schisandra', cannabidiol and grapefruit; plain vitamin D (not a herbal product) is not among them.",
    sources: [
      {
        title: "Advagraf prolonged-release hard capsules (tacrolimus) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/advagraf.fsh",
      },
    ],
  },
  {
    id: "sc-p10-cellcept-vitamin-d-quiet",
    title: "CellCept user takes a vitamin D supplement",
    profile: {
      medicines: ["CellCept 500mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 microgram tablets",
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
            medicine: "CellCept 500mg",
          },
        },
      ],
    },
    rationale:
      "CellCept's leaflet names azathioprine, cholestyramine, rifampicin, antacids/PPIs, phosphate binders, antibiotics, isavuconazole and telmisartan; vitamin D is unrelated to mycophenolate.",
    sources: [
      {
        title: "CellCept 250 mg capsules - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/1e7271650f10e1f721adf42b95672cd2ede36335/input/fsh/cellcept.fsh",
      },
    ],
  },
  {
    id: "sc-p10-stalevo-vitamin-d-quiet",
    title: "Parkinson's patient on Stalevo takes vitamin D",
    profile: {
      medicines: ["Stalevo 150mg/37.5mg/200mg"],
      conditions: ["Parkinson's disease"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 microgram tablets",
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
            medicine: "Stalevo 150mg/37.5mg/200mg",
          },
        },
      ],
    },
    rationale:
      "Stalevo's leaflet singles out iron supplements (take 2-3 hours apart) and protein-rich food; vitamin D is neither and does not interact with levodopa or entacapone.",
    sources: [
      {
        title: "Stalevo film-coated tablets (levodopa/carbidopa/entacapone) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/stalevo.fsh",
      },
    ],
  },
  {
    id: "sc-p10-harvoni-vitamin-d-quiet",
    title: "Harvoni patient asks about vitamin D",
    profile: {
      medicines: ["Harvoni 90mg/400mg"],
      conditions: ["hepatitis C"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 microgram softgels",
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
            medicine: "Harvoni 90mg/400mg",
          },
        },
      ],
    },
    rationale:
      "Harvoni's leaflet flags inducers ('St. John s wort'), amiodarone, some HIV drugs, digoxin, dabigatran, statins and acid-reducing medicines (antacids 4 hours apart); vitamin D is not an antacid or enzyme inducer.",
    sources: [
      {
        title: "Harvoni film-coated tablets (ledipasvir/sofosbuvir) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/harvoni.fsh",
      },
    ],
  },
  {
    id: "sc-p10-maviret-vitamin-c-quiet",
    title: "Maviret patient takes vitamin C",
    profile: {
      medicines: ["Maviret"],
      conditions: ["hepatitis C"],
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
            medicine: "Maviret",
          },
        },
      ],
    },
    rationale:
      "Maviret's leaflet lists atazanavir, atorvastatin/simvastatin, anticonvulsants, dabigatran, ethinylestradiol, rifampicin and 'St. John s wort' as contraindicated, plus a few drugs needing checks; vitamin C is not among them.",
    sources: [
      {
        title: "Maviret film-coated tablets (glecaprevir/pibrentasvir) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/maviret.fsh",
      },
    ],
  },
  {
    id: "sc-p10-aubagio-vitamin-d-quiet",
    title: "Woman with MS on Aubagio takes high-strength vitamin D",
    profile: {
      medicines: ["Aubagio 14mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 100 microgram (4000 IU) capsules",
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
            medicine: "Aubagio 14mg",
          },
        },
      ],
    },
    rationale:
      "The AUBAGIO leaflet's long 'Other medicines' list (immunosuppressants, rifampicin, anticonvulsants, 'St John s wort', several substrates, cholestyramine, 'activated charcoal') does not include vitamin D; it neither binds nor induces teriflunomide.",
    sources: [
      {
        title: "AUBAGIO film-coated tablets (teriflunomide) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/aubagio.fsh",
      },
    ],
  },
  {
    id: "sc-p10-triumeq-vitamin-c-quiet",
    title: "Man on Triumeq takes vitamin C 1000 mg",
    profile: {
      medicines: ["Triumeq"],
      conditions: [],
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
      flags: [],
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
      "Triumeq's leaflet warns only about antacids and 'supplements or multivitamins containing calcium, iron or magnesium' among supplements; plain vitamin C contains none of these.",
    sources: [
      {
        title: "Triumeq film-coated tablets (abacavir/dolutegravir/lamivudine) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/1e7271650f10e1f721adf42b95672cd2ede36335/input/fsh/triumeq.fsh",
      },
    ],
  },
  {
    id: "sc-p10-xeloda-vitamin-d-quiet",
    title: "Woman on capecitabine takes vitamin D",
    profile: {
      medicines: ["capecitabine 500mg (Xeloda)"],
      conditions: ["breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 10 microgram tablets",
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
            medicine: "capecitabine 500mg (Xeloda)",
          },
        },
      ],
    },
    rationale:
      "Xeloda's leaflet lists brivudine, allopurinol, warfarin, phenytoin, interferon alpha, some chemotherapy incl. folinic acid, and 'medicines used to treat folic acid deficiency'; vitamin D is not one of them.",
    sources: [
      {
        title: "Xeloda film-coated tablets (capecitabine) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/xeloda.fsh",
      },
    ],
  },
  {
    id: "sc-p10-finerenone-lo-salt",
    title: "Man on Kerendia for diabetic kidney disease uses a potassium salt substitute",
    profile: {
      medicines: ["Kerendia 20mg"],
      conditions: ["chronic kidney disease", "type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Reduced-sodium salt substitute (potassium chloride), daily use",
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
      "Kerendia leaflet: 'Talk to your doctor or pharmacist ... especially if you take ... potassium supplements, including some salt substitutes or if you take other medicines that may increase the level of potassium in your blood. These medicines may be unsafe for you.' High potassium is a very common side effect of finerenone.",
    sources: [
      {
        title: "Kerendia film-coated tablets (finerenone) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/kerendia.fsh",
      },
    ],
  },
  {
    id: "sc-p10-finerenone-st-johns-wort",
    title: "Kerendia patient adds St John's wort",
    profile: {
      medicines: ["finerenone 10mg (Kerendia)"],
      conditions: ["chronic kidney disease"],
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
            medicine: "finerenone 10mg (Kerendia)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Kerendia leaflet lists 'St. John s Wort (Hypericum perforatum) (a herbal medicine to treat depression)' among CYP3A4 inducers with which 'Kerendia may not work as expected' - talk to the doctor or pharmacist first.",
    sources: [
      {
        title: "Kerendia film-coated tablets (finerenone) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/kerendia.fsh",
      },
    ],
  },
  {
    id: "sc-p10-irbesartan-potassium",
    title: "Woman on irbesartan buys potassium tablets for leg cramps",
    profile: {
      medicines: ["irbesartan 150mg (Aprovel)"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Potassium 99 mg (as gluconate) tablets",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 99,
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
            medicine: "irbesartan 150mg (Aprovel)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Aprovel leaflet: 'You may need to have blood checks if you take: potassium supplements, salt substitutes containing potassium, potassium-sparing medicines'; increased blood potassium is a listed side effect of irbesartan.",
    sources: [
      {
        title: "Aprovel tablets (irbesartan) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/aprovel.fsh",
      },
    ],
  },
  {
    id: "sc-p10-irbesartan-vitamin-d-quiet",
    title: "Man on Aprovel takes vitamin D",
    profile: {
      medicines: ["Aprovel 300mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 microgram tablets",
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
            medicine: "Aprovel 300mg",
          },
        },
      ],
    },
    rationale:
      "Aprovel's interaction section covers ACE inhibitors/aliskiren, potassium supplements and salt substitutes, potassium-sparing medicines, lithium, repaglinide and NSAIDs; vitamin D is unrelated to irbesartan.",
    sources: [
      {
        title: "Aprovel tablets (irbesartan) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/aprovel.fsh",
      },
    ],
  },
  {
    id: "sc-p10-eltrombopag-selenium",
    title: "ITP patient on Revolade takes selenium for thyroid health",
    profile: {
      medicines: ["Revolade 25mg"],
      conditions: ["immune thrombocytopenia"],
    },
    stack: [
      {
        custom: {
          name: "Selenium 200 microgram tablets",
          ingredients: [
            {
              ingredient: "selenium",
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
          ingredient: "selenium",
          with: {
            medicine: "Revolade 25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Revolade leaflet: 'in the 4 hours before you take Revolade and the 2 hours after ... you don t consume ... some mineral and vitamin supplements including iron, calcium, magnesium, aluminium, selenium and zinc. If you do, the medicine will not be properly absorbed into your body.'",
    sources: [
      {
        title: "Revolade film-coated tablets (eltrombopag) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/revolade.fsh",
      },
    ],
  },
  {
    id: "sc-p10-eltrombopag-calcium",
    title: "Woman on eltrombopag takes a calcium tablet with breakfast",
    profile: {
      medicines: ["Revolade 50mg"],
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
            medicine: "Revolade 50mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Revolade leaflet: 'Do not take Revolade with dairy foods or drinks as the calcium in dairy products affects the absorption of the medicine' and lists calcium among 'minerals ... which may be found in vitamin and mineral supplements' that must not be taken in the 4 hours before or 2 hours after a dose.",
    sources: [
      {
        title: "Revolade film-coated tablets (eltrombopag) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/revolade.fsh",
      },
    ],
  },
  {
    id: "sc-p10-xofluza-iron",
    title: "Woman with flu on Xofluza is also on iron tablets",
    profile: {
      medicines: ["Xofluza 40mg"],
      conditions: ["influenza"],
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
            medicine: "Xofluza 40mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Xofluza leaflet: 'Do not take Xofluza with: laxatives, antacids or oral supplements containing iron, zinc, selenium, calcium, or magnesium. The medicines listed above may decrease the effect of Xofluza.'",
    sources: [
      {
        title: "Xofluza film-coated tablets (baloxavir marboxil) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/xofluza.fsh",
      },
    ],
  },
  {
    id: "sc-p10-xofluza-calcium-antacid",
    title: "Man takes Xofluza and chews calcium antacid tablets for heartburn",
    profile: {
      medicines: ["baloxavir marboxil 40mg"],
      conditions: ["influenza"],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate antacid tablets (500 mg)",
          ingredients: [
            {
              ingredient: "calcium",
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
          ingredient: "calcium",
          with: {
            medicine: "baloxavir marboxil 40mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Xofluza leaflet: 'Do not take Xofluza with: laxatives, antacids or oral supplements containing iron, zinc, selenium, calcium, or magnesium.'",
    sources: [
      {
        title: "Xofluza film-coated tablets (baloxavir marboxil) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/xofluza.fsh",
      },
    ],
  },
  {
    id: "sc-p10-genvoya-calcium-vitamin-d",
    title: "Genvoya user takes Adcal-D3 with his morning dose",
    profile: {
      medicines: ["Genvoya 150/150/200/10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 microgram chewable tablets",
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
            medicine: "Genvoya 150/150/200/10mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Genvoya leaflet: 'If you are taking medicines, oral supplements, antacids or laxatives containing minerals (such as magnesium, aluminium, calcium, iron, zinc), take them at least 4 hours before or at least 4 hours after Genvoya.'",
    sources: [
      {
        title:
          "Genvoya film-coated tablets (elvitegravir/cobicistat/emtricitabine/tenofovir alafenamide) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/genvoya.fsh",
      },
    ],
  },
  {
    id: "sc-p10-triumeq-magnesium",
    title: "Triumeq patient takes magnesium at night without food",
    profile: {
      medicines: ["Triumeq"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 250 mg tablets",
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
            medicine: "Triumeq",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Triumeq leaflet: 'If you do not take Triumeq with food, do not take a supplement or multivitamin containing calcium, iron or magnesium during the 6 hours before you take Triumeq, or for at least 2 hours after you take it.'",
    sources: [
      {
        title: "Triumeq film-coated tablets (abacavir/dolutegravir/lamivudine) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/1e7271650f10e1f721adf42b95672cd2ede36335/input/fsh/triumeq.fsh",
      },
    ],
  },
  {
    id: "sc-p10-harvoni-magnesium-antacid",
    title: "Hepatitis C patient on Harvoni takes Maalox-type antacid",
    profile: {
      medicines: ["Harvoni 90mg/400mg"],
      conditions: ["hepatitis C"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium hydroxide/aluminium hydroxide antacid, 10 ml",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 160,
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
            medicine: "Harvoni 90mg/400mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Harvoni leaflet: 'antacids (such as aluminium/magnesium hydroxide or calcium carbonate). These should be taken at least 4 hours before or 4 hours after Harvoni ... These medicines can decrease the amount of ledipasvir in your blood.'",
    sources: [
      {
        title: "Harvoni film-coated tablets (ledipasvir/sofosbuvir) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/harvoni.fsh",
      },
    ],
  },
  {
    id: "sc-p10-lixiana-vitamin-b12-quiet",
    title: "Edoxaban patient takes vitamin B12",
    profile: {
      medicines: ["Lixiana 30mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 microgram tablets",
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
            medicine: "Lixiana 30mg",
          },
        },
      ],
    },
    rationale:
      "The Lixiana leaflet lists antifungals, antiarrhythmics, other anticoagulants, antibiotics, ciclosporin, NSAIDs, SSRIs/SNRIs, epilepsy medicines, 'St John s Wort' and rifampicin; vitamin B12 does not affect edoxaban or clotting.",
    sources: [
      {
        title: "Lixiana film-coated tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/lixiana.fsh",
      },
    ],
  },
  {
    id: "sc-p10-multaq-vitamin-d-quiet",
    title: "Dronedarone patient takes vitamin D",
    profile: {
      medicines: ["Multaq 400mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 microgram tablets",
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
            medicine: "Multaq 400mg",
          },
        },
      ],
    },
    rationale:
      "MULTAQ's leaflet lists antiarrhythmics, azole antifungals, some antidepressants and antibiotics, statins, anticoagulants, epilepsy medicines, transplant drugs, 'St John s Wort', rifampicin and grapefruit juice; vitamin D is unrelated to dronedarone.",
    sources: [
      {
        title: "MULTAQ 400 mg film-coated tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/multaq.fsh",
      },
    ],
  },
  {
    id: "sc-p10-glivec-vitamin-d-quiet",
    title: "Man on imatinib takes vitamin D",
    profile: {
      medicines: ["imatinib 400mg (Glivec)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 microgram tablets",
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
            medicine: "imatinib 400mg (Glivec)",
          },
        },
      ],
    },
    rationale:
      "Glivec's leaflet asks about prescription medicines, paracetamol and herbal medicines 'such as St. John s Wort' that change imatinib levels; plain vitamin D is not a herbal enzyme inducer and is not listed.",
    sources: [
      {
        title: "Glivec hard capsules (imatinib) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/glivec.fsh",
      },
    ],
  },
  {
    id: "sc-p10-kerendia-vitamin-b12-quiet",
    title: "Man on finerenone takes vitamin B12",
    profile: {
      medicines: ["Kerendia 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 microgram tablets",
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
            medicine: "Kerendia 10mg",
          },
        },
      ],
    },
    rationale:
      "Kerendia's leaflet warns about strong CYP3A4 inhibitors, potassium-raising products ('potassium supplements, including some salt substitutes'), CYP3A4 inducers incl. 'St. John s Wort' and grapefruit; vitamin B12 is none of these.",
    sources: [
      {
        title: "Kerendia film-coated tablets (finerenone) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/kerendia.fsh",
      },
    ],
  },
  {
    id: "sc-p10-vfend-vitamin-d-quiet",
    title: "Patient on voriconazole takes vitamin D",
    profile: {
      medicines: ["Vfend 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 10 microgram tablets",
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
            medicine: "Vfend 200mg",
          },
        },
      ],
    },
    rationale:
      "VFEND's list of medicines that must not be taken includes 'St. John s Wort (herbal supplement)' but no vitamins; vitamin D is not a CYP inducer or QT-prolonging drug.",
    sources: [
      {
        title: "VFEND film-coated tablets (voriconazole) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/vfend.fsh",
      },
    ],
  },
  {
    id: "sc-p10-ozempic-omega-3-quiet",
    title: "Man on Ozempic takes omega-3 fish oil",
    profile: {
      medicines: ["Ozempic 1mg"],
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
            medicine: "Ozempic 1mg",
          },
        },
      ],
    },
    rationale:
      "Ozempic's leaflet only singles out oral anticoagulants such as warfarin and insulin in 'Other medicines'; fish oil is plainly unrelated to semaglutide.",
    sources: [
      {
        title: "Ozempic solution for injection in pre-filled pen - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/ozempic.fsh",
      },
    ],
  },
  {
    id: "sc-p10-doxycycline-magnesium",
    title: "Man on doxycycline 100mg for a chest infection takes his magnesium supplement",
    profile: {
      medicines: ["doxycycline 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 243 mg (as aspartate) sachet",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 243,
              unit: "mg",
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
            medicine: "doxycycline 100mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "The UK magnesium (Magnaspartate) SmPC: 'As magnesium and other medicinal products may mutually influence each other's absorption, a time interval of 2 to 3 hours should generally be respected ... Fluorides and tetracycline: if they must be used, the doses must be separated by 2 to 3 hours or more to prevent their admixture in the gut.'",
    sources: [
      {
        title:
          "MAGNASPARTATE powder for oral solution (magnesium aspartate) - UK SmPC, contraindications/precautions/interactions",
        publisher: "RxReasoner (reproduction of the MHRA (GB) SmPC, Kora Healthcare)",
        url: "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
      },
      {
        title: "Magnesium preparation - Summary of Product Characteristics, section 4.5 (emc product 12118)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/12118/smpc",
      },
    ],
  },
  {
    id: "sc-p10-alendronic-acid-magnesium",
    title: "Woman on weekly alendronic acid takes magnesium first thing",
    profile: {
      medicines: ["alendronic acid 70mg weekly"],
      conditions: ["osteoporosis"],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "alendronic acid 70mg weekly",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "emc magnesium SmPC 4.5: '... iron, bisphosphonates, eltrombopag ...: to avoid impairment of absorption, magnesium preparations should be taken 3 to 4 hours before or after the administration of those drugs.' A separation note for the weekly bisphosphonate.",
    sources: [
      {
        title: "Magnesium preparation - Summary of Product Characteristics, section 4.5 (emc product 12118)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/12118/smpc",
      },
    ],
  },
  {
    id: "sc-p10-ribociclib-st-johns-wort",
    title: "Woman on Kisqali with letrozole wants St John's wort",
    profile: {
      medicines: ["Kisqali 200mg"],
      conditions: ["breast cancer"],
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
      "Kisqali leaflet: 'Before you take Kisqali, tell your doctor or pharmacist if you are taking ... medicines or supplements obtained without a prescription, because these may influence the effect of Kisqali. This includes in particular: ... St. John s Wort (also known as Hypericum perforatum)'.",
    sources: [
      {
        title: "Kisqali film-coated tablets (ribociclib) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/kisqali.fsh",
      },
    ],
  },
  {
    id: "sc-p10-venetoclax-st-johns-wort",
    title: "CLL patient starting Venclyxto takes St John's wort",
    profile: {
      medicines: ["Venclyxto 100mg"],
      conditions: ["chronic lymphocytic leukaemia"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg capsules",
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
            medicine: "Venclyxto 100mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Venclyxto leaflet: 'Do not take Venclyxto if: ... you are taking a herbal medicine called St. John s wort, used for depression.'",
    sources: [
      {
        title: "Venclyxto film-coated tablets (venetoclax) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/venclyxto.fsh",
      },
    ],
  },
  {
    id: "sc-p10-venetoclax-bitter-orange",
    title: "Venclyxto patient uses a Seville orange (bitter orange) supplement",
    profile: {
      medicines: ["venetoclax (Venclyxto)"],
      conditions: ["chronic lymphocytic leukaemia"],
    },
    stack: [
      {
        custom: {
          name: "Citrus aurantium (bitter orange) extract 300 mg capsules",
          ingredients: [
            {
              ingredient: "bitter-orange",
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
          ingredient: "bitter-orange",
          with: {
            medicine: "venetoclax (Venclyxto)",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Venclyxto leaflet: 'Do not eat grapefruit products, Seville oranges (bitter oranges, often used in marmalades), or starfruit (carambola) while you are taking Venclyxto - this includes eating them, drinking the juice or taking a supplement that might contain them. This is because they can increase the amount of venetoclax in your blood.'",
    sources: [
      {
        title: "Venclyxto film-coated tablets (venetoclax) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/venclyxto.fsh",
      },
    ],
  },
  {
    id: "sc-p10-rilpivirine-st-johns-wort",
    title: "Man on Edurant for HIV buys St John's wort",
    profile: {
      medicines: ["Edurant 25mg"],
      conditions: [],
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
      "EDURANT leaflet: 'Do not take EDURANT in combination with any of the following medicines as they may affect the way EDURANT or the other medicine works: ... products that contain St John s wort (Hypericum perforatum) (a herbal product used for depression).'",
    sources: [
      {
        title: "EDURANT film-coated tablets (rilpivirine) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/edurant.fsh",
      },
    ],
  },
  {
    id: "sc-p10-rilpivirine-calcium-antacid",
    title: "Edurant user takes calcium carbonate indigestion tablets after meals",
    profile: {
      medicines: ["rilpivirine 25mg (Edurant)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate antacid chews (500 mg)",
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
      flags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "rilpivirine 25mg (Edurant)",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "EDURANT leaflet: 'If you take an antacid (a medicine to treat diseases related to the acid in the stomach such as aluminium / magnesium hydroxide, calcium carbonate). Take the antacid either at least 2 hours before or at least 4 hours after EDURANT.'",
    sources: [
      {
        title: "EDURANT film-coated tablets (rilpivirine) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/edurant.fsh",
      },
    ],
  },
  {
    id: "sc-p10-leflunomide-activated-charcoal",
    title: "Woman on Arava for rheumatoid arthritis uses charcoal tablets for wind",
    profile: {
      medicines: ["leflunomide 20mg (Arava)"],
      conditions: ["rheumatoid arthritis"],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 260 mg capsules",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 520,
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
            medicine: "leflunomide 20mg (Arava)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Arava leaflet: 'This is especially important if you are taking: ... a medicine called colestyramine (used to reduce high cholesterol) or activated charcoal as these medicines can reduce the amount of Arava which is absorbed by the body.'",
    sources: [
      {
        title: "Arava film-coated tablets (leflunomide) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/arava.fsh",
      },
    ],
  },
  {
    id: "sc-p10-dolutegravir-calcium",
    title: "Woman on Tivicay takes Calcichew at the same time each morning",
    profile: {
      medicines: ["Tivicay 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g (500 mg calcium) chewable tablets",
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
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Tivicay leaflet: 'Calcium supplements, iron supplements or multivitamins can stop Tivicay being absorbed into your body and make it less effective. Do not take a calcium supplement, iron supplement or multivitamin during the 6 hours before you take Tivicay, or for at least 2 hours after you take it.'",
    sources: [
      {
        title: "Tivicay film-coated tablets (dolutegravir) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/tivicay.fsh",
      },
    ],
  },
  {
    id: "sc-p10-dolutegravir-iron-multivitamin",
    title: "Man on dolutegravir takes a multivitamin with iron",
    profile: {
      medicines: ["dolutegravir 50mg (Tivicay)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Multivitamin with iron 14 mg",
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
            medicine: "dolutegravir 50mg (Tivicay)",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Tivicay leaflet: 'Tell your doctor if you ... are taking ... calcium supplements, iron supplements and multivitamins. Do not take a calcium supplement, iron supplement or multivitamin during the 6 hours before you take Tivicay, or for at least 2 hours after you take it.'",
    sources: [
      {
        title: "Tivicay film-coated tablets (dolutegravir) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/tivicay.fsh",
      },
    ],
  },
  {
    id: "sc-p10-dolutegravir-st-johns-wort",
    title: "Tivicay patient asks about St John's wort",
    profile: {
      medicines: ["Tivicay 50mg"],
      conditions: [],
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
      "Tivicay leaflet lists 'St. John s wort (Hypericum perforatum), a herbal remedy to treat depression' among medicines that 'can affect how Tivicay works' - 'Tell your doctor or pharmacist ... Your doctor may decide to adjust your dose or that you need extra check ups.'",
    sources: [
      {
        title: "Tivicay film-coated tablets (dolutegravir) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/tivicay.fsh",
      },
    ],
  },
  {
    id: "sc-p10-epclusa-st-johns-wort",
    title: "Hepatitis C patient on Epclusa takes St John's wort",
    profile: {
      medicines: ["Epclusa 400mg/100mg"],
      conditions: ["hepatitis C"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg capsules",
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
            medicine: "Epclusa 400mg/100mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Epclusa leaflet: 'Do not take Epclusa ... If you are currently taking any of the following medicines: ... St. John s wort (herbal medicine used to treat depression)'.",
    sources: [
      {
        title: "Epclusa film-coated tablets (sofosbuvir/velpatasvir) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/epclusa.fsh",
      },
    ],
  },
  {
    id: "sc-p10-epclusa-calcium-antacid",
    title: "Epclusa patient takes calcium carbonate antacids for heartburn",
    profile: {
      medicines: ["Epclusa"],
      conditions: ["hepatitis C"],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 500 mg antacid chews",
          ingredients: [
            {
              ingredient: "calcium",
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
          ingredient: "calcium",
          with: {
            medicine: "Epclusa",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Epclusa leaflet: 'Get advice from a doctor or pharmacist if you take medicines used to treat stomach ulcers, heartburn or acid reflux as they can decrease the amount of velpatasvir in your blood ... antacids (such as aluminium/magnesium hydroxide or calcium carbonate). These should be taken at least 4 hours before or 4 hours after Epclusa'.",
    sources: [
      {
        title: "Epclusa film-coated tablets (sofosbuvir/velpatasvir) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/epclusa.fsh",
      },
    ],
  },
  {
    id: "sc-p10-acalabrutinib-st-johns-wort",
    title: "CLL patient on Calquence takes St John's wort",
    profile: {
      medicines: ["Calquence 100mg"],
      conditions: ["chronic lymphocytic leukaemia"],
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
      "Calquence leaflet: 'Tell your doctor, pharmacist or nurse if you are taking ... especially if you take any of the following: ... St. John s wort - a herbal medicine for depression'.",
    sources: [
      {
        title: "Calquence hard capsules (acalabrutinib) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/calquence.fsh",
      },
    ],
  },
  {
    id: "sc-p10-acalabrutinib-calcium-antacid",
    title: "Calquence user chews calcium carbonate antacids",
    profile: {
      medicines: ["acalabrutinib 100mg (Calquence)"],
      conditions: ["chronic lymphocytic leukaemia"],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate antacid tablets (500 mg)",
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
      flags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "acalabrutinib 100mg (Calquence)",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Calquence leaflet, medicines for reducing stomach acid: 'antacids - such as calcium carbonate. Take Calquence 2 hours before or 2 hours after you take these medicines'.",
    sources: [
      {
        title: "Calquence hard capsules (acalabrutinib) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/calquence.fsh",
      },
    ],
  },
  {
    id: "sc-p10-acalabrutinib-vitamin-d-quiet",
    title: "Calquence patient takes vitamin D",
    profile: {
      medicines: ["Calquence 100mg"],
      conditions: ["chronic lymphocytic leukaemia"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 microgram tablets",
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
            medicine: "Calquence 100mg",
          },
        },
      ],
    },
    rationale:
      "Calquence's leaflet lists CYP3A inhibitors/inducers incl. 'St. John s wort', acid-reducing medicines (antacids 2 hours apart), methotrexate and bleeding-risk medicines; vitamin D is none of these.",
    sources: [
      {
        title: "Calquence hard capsules (acalabrutinib) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/calquence.fsh",
      },
    ],
  },
  {
    id: "sc-p10-genvoya-iron",
    title: "Woman on Genvoya starts ferrous sulphate",
    profile: {
      medicines: ["Genvoya"],
      conditions: ["iron deficiency anaemia"],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Genvoya",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Genvoya leaflet: 'If you are taking medicines, oral supplements, antacids or laxatives containing minerals (such as magnesium, aluminium, calcium, iron, zinc), take them at least 4 hours before or at least 4 hours after Genvoya.'",
    sources: [
      {
        title:
          "Genvoya film-coated tablets (elvitegravir/cobicistat/emtricitabine/tenofovir alafenamide) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/genvoya.fsh",
      },
    ],
  },
  {
    id: "sc-p10-rilpivirine-magnesium-antacid",
    title: "Edurant patient takes a magnesium hydroxide antacid at breakfast",
    profile: {
      medicines: ["Edurant 25mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Aluminium/magnesium hydroxide antacid tablets",
          ingredients: [
            {
              ingredient: "magnesium",
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
      "EDURANT leaflet: antacids 'such as aluminium / magnesium hydroxide, calcium carbonate' - 'Take the antacid either at least 2 hours before or at least 4 hours after EDURANT.'",
    sources: [
      {
        title: "EDURANT film-coated tablets (rilpivirine) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/edurant.fsh",
      },
    ],
  },
  {
    id: "sc-p10-dolutegravir-magnesium-antacid",
    title: "Tivicay user takes a magnesium-containing indigestion remedy with his dose",
    profile: {
      medicines: ["Tivicay 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Indigestion tablets (calcium carbonate 680 mg, magnesium carbonate 80 mg)",
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
            medicine: "Tivicay 50mg",
          },
          severity: {
            min: "minor",
          },
        },
        {
          ingredient: "magnesium",
          with: {
            medicine: "Tivicay 50mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Tivicay leaflet: 'Antacids, to treat indigestion and heartburn, can stop Tivicay being absorbed into your body and make it less effective. Do not take an antacid during the 6 hours before you take Tivicay, or for at least 2 hours after you take it.'",
    sources: [
      {
        title: "Tivicay film-coated tablets (dolutegravir) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/tivicay.fsh",
      },
    ],
  },
  {
    id: "sc-p10-epclusa-magnesium-antacid",
    title: "Epclusa patient uses aluminium/magnesium hydroxide liquid",
    profile: {
      medicines: ["Epclusa 400mg/100mg"],
      conditions: ["hepatitis C"],
    },
    stack: [
      {
        custom: {
          name: "Aluminium/magnesium hydroxide suspension, 10 ml",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 160,
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
            medicine: "Epclusa 400mg/100mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Epclusa leaflet: 'antacids (such as aluminium/magnesium hydroxide or calcium carbonate). These should be taken at least 4 hours before or 4 hours after Epclusa'; they 'can decrease the amount of velpatasvir in your blood'.",
    sources: [
      {
        title: "Epclusa film-coated tablets (sofosbuvir/velpatasvir) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/epclusa.fsh",
      },
    ],
  },
  {
    id: "sc-p10-ibandronate-iron",
    title: "Woman on Bonviva also prescribed ferrous fumarate",
    profile: {
      medicines: ["Bonviva 150mg monthly"],
      conditions: ["osteoporosis"],
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
            medicine: "Bonviva 150mg monthly",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Bonviva leaflet: tell your doctor about 'Supplements containing calcium, magnesium, iron or aluminium, as they could possibly influence the effects of Bonviva' and wait 1 hour after the monthly tablet before taking other medicines or vitamins.",
    sources: [
      {
        title: "Bonviva 150 mg film-coated tablets (ibandronic acid) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/bonviva.fsh",
      },
    ],
  },
  {
    id: "sc-p10-eltrombopag-iron",
    title: "Revolade patient takes iron tablets for heavy periods",
    profile: {
      medicines: ["Revolade 50mg"],
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
            medicine: "Revolade 50mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Revolade leaflet: 'in the 4 hours before you take Revolade and the 2 hours after ... you don t consume ... some mineral and vitamin supplements including iron ... If you do, the medicine will not be properly absorbed into your body.'",
    sources: [
      {
        title: "Revolade film-coated tablets (eltrombopag) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/revolade.fsh",
      },
    ],
  },
  {
    id: "sc-p10-xofluza-selenium",
    title: "Man given Xofluza takes a selenium supplement",
    profile: {
      medicines: ["Xofluza 80mg"],
      conditions: ["influenza"],
    },
    stack: [
      {
        custom: {
          name: "Selenium 100 microgram tablets",
          ingredients: [
            {
              ingredient: "selenium",
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
          ingredient: "selenium",
          with: {
            medicine: "Xofluza 80mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Xofluza leaflet: 'Do not take Xofluza with: laxatives, antacids or oral supplements containing iron, zinc, selenium, calcium, or magnesium.'",
    sources: [
      {
        title: "Xofluza film-coated tablets (baloxavir marboxil) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/xofluza.fsh",
      },
    ],
  },
  {
    id: "sc-p10-finerenone-potassium-tablets",
    title: "Kerendia patient buys potassium supplement tablets",
    profile: {
      medicines: ["Kerendia 10mg"],
      conditions: ["chronic kidney disease"],
    },
    stack: [
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
      "Kerendia leaflet: 'Talk to your doctor or pharmacist ... if you take ... potassium supplements, including some salt substitutes ... These medicines may be unsafe for you.'",
    sources: [
      {
        title: "Kerendia film-coated tablets (finerenone) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/kerendia.fsh",
      },
    ],
  },
  {
    id: "sc-p10-irbesartan-lo-salt",
    title: "Man on Aprovel switches to a potassium salt substitute",
    profile: {
      medicines: ["Aprovel 150mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Potassium-based salt substitute, daily use",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 800,
              unit: "mg",
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
            medicine: "Aprovel 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Aprovel leaflet: 'You may need to have blood checks if you take: ... salt substitutes containing potassium'; irbesartan can increase blood potassium.",
    sources: [
      {
        title: "Aprovel tablets (irbesartan) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/aprovel.fsh",
      },
    ],
  },
  {
    id: "sc-p10-biktarvy-magnesium-plus-vitamin-d",
    title: "Biktarvy user takes magnesium and a separate vitamin D",
    profile: {
      medicines: ["Biktarvy"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 200 mg tablets",
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
      {
        custom: {
          name: "Vitamin D3 25 microgram softgels",
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
          ingredient: "magnesium",
          with: {
            medicine: "Biktarvy",
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
            medicine: "Biktarvy",
          },
        },
      ],
    },
    rationale:
      "Biktarvy leaflet: 'Get advice from a doctor or pharmacist if you are taking ... mineral supplements or vitamins containing magnesium or iron' (take Biktarvy at least 2 hours before magnesium supplements); plain vitamin D contains no magnesium or iron and is not listed.",
    sources: [
      {
        title: "Biktarvy film-coated tablets - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/biktarvy.fsh",
      },
    ],
  },
  {
    id: "sc-p10-olaparib-st-johns-wort",
    title: "Woman on Lynparza for ovarian cancer uses St John's wort",
    profile: {
      medicines: ["Lynparza 150mg"],
      conditions: ["ovarian cancer"],
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
            medicine: "Lynparza 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Lynparza leaflet: 'Tell your doctor, pharmacist or nurse if you are taking or are planning to take any of the following medicines ... herbal remedies containing St John s Wort (Hypericum perforatum) - used mainly for depression'.",
    sources: [
      {
        title: "Lynparza film-coated tablets (olaparib) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/lynparza.fsh",
      },
    ],
  },
  {
    id: "sc-p10-olaparib-vitamin-d-quiet",
    title: "Lynparza patient takes vitamin D",
    profile: {
      medicines: ["olaparib (Lynparza) 150mg"],
      conditions: ["breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 microgram tablets",
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
            medicine: "olaparib (Lynparza) 150mg",
          },
        },
      ],
    },
    rationale:
      "The Lynparza leaflet lists CYP3A inhibitors/inducers (including 'St John s Wort'), some heart, diabetes, statin, immunosuppressant and other medicines and grapefruit juice; vitamin D is not among them.",
    sources: [
      {
        title: "Lynparza film-coated tablets (olaparib) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/lynparza.fsh",
      },
    ],
  },
  {
    id: "sc-p10-lomitapide-ginkgo",
    title: "Man on Lojuxta for familial hypercholesterolaemia takes ginkgo for memory",
    profile: {
      medicines: ["Lojuxta 10mg"],
      conditions: ["familial hypercholesterolaemia"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba extract 120 mg tablets",
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
            medicine: "Lojuxta 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Lojuxta leaflet: 'You must also tell your doctor or pharmacist if you are taking any of the following medicines, as they may need to change your dose of Lojuxta: ... some herbal medicines: St. John s Wort (for depression), Ginkgo (to improve memory), Goldenseal (for inflammation and infection)'.",
    sources: [
      {
        title: "Lojuxta hard capsules (lomitapide) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/lojuxta.fsh",
      },
    ],
  },
  {
    id: "sc-p10-lomitapide-goldenseal",
    title: "Lojuxta patient takes goldenseal for a cold",
    profile: {
      medicines: ["lomitapide 20mg (Lojuxta)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Goldenseal root 500 mg capsules",
          ingredients: [
            {
              ingredient: "goldenseal",
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
          ingredient: "goldenseal",
          with: {
            medicine: "lomitapide 20mg (Lojuxta)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Lojuxta leaflet lists 'Goldenseal (for inflammation and infection)' among herbal medicines for which 'they may need to change your dose of Lojuxta'.",
    sources: [
      {
        title: "Lojuxta hard capsules (lomitapide) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/lojuxta.fsh",
      },
    ],
  },
  {
    id: "sc-p10-lomitapide-peppermint-oil",
    title: "Lojuxta user starts peppermint oil capsules for IBS",
    profile: {
      medicines: ["Lojuxta 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Peppermint oil 0.2 ml gastro-resistant capsules",
          ingredients: [
            {
              ingredient: "peppermint-oil",
              amount: 187,
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
          ingredient: "peppermint-oil",
          with: {
            medicine: "Lojuxta 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Lojuxta leaflet, 'Lojuxta with food, drink and alcohol': 'Your dose of Lojuxta may need to be adjusted if you consume peppermint oil or Seville oranges.'",
    sources: [
      {
        title: "Lojuxta hard capsules (lomitapide) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/lojuxta.fsh",
      },
    ],
  },
  {
    id: "sc-p10-lomitapide-st-johns-wort",
    title: "Lojuxta patient considers St John's wort",
    profile: {
      medicines: ["Lojuxta 10mg"],
      conditions: [],
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
            medicine: "Lojuxta 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Lojuxta leaflet: tell your doctor or pharmacist, 'as they may need to change your dose of Lojuxta', about 'some herbal medicines: St. John s Wort (for depression)'.",
    sources: [
      {
        title: "Lojuxta hard capsules (lomitapide) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/lojuxta.fsh",
      },
    ],
  },
  {
    id: "sc-p10-lomitapide-vitamin-e-omega-3-quiet",
    title: "Lojuxta patient takes the vitamin E and omega-3 his doctor advised",
    profile: {
      medicines: ["Lojuxta 20mg"],
      conditions: ["familial hypercholesterolaemia"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 400 IU capsules",
          ingredients: [
            {
              ingredient: "vitamin-e",
              amount: 268,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Omega-3 fish oil capsules (EPA 110 mg, DHA 80 mg)",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
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
          ingredient: "vitamin-e",
          with: {
            medicine: "Lojuxta 20mg",
          },
        },
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Lojuxta 20mg",
          },
        },
      ],
    },
    rationale:
      "Lojuxta leaflet: 'You also need to take daily vitamin E and essential fatty acid (omega-3 and omega-6) supplements while taking this medicine' (vitamin E 400 IU; EPA 110 mg, DHA 80 mg). These are part of the treatment, not an interaction.",
    sources: [
      {
        title: "Lojuxta hard capsules (lomitapide) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/lojuxta.fsh",
      },
    ],
  },
  {
    id: "sc-p10-circadin-extra-melatonin",
    title: "Man on prescribed Circadin also takes melatonin gummies",
    profile: {
      medicines: ["Circadin 2mg"],
      conditions: ["insomnia"],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 1 mg gummies",
          ingredients: [
            {
              ingredient: "melatonin",
              amount: 1,
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
          ingredient: "melatonin",
          with: {
            medicine: "Circadin 2mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Circadin's active substance is melatonin; the leaflet says 'The recommended dose is one Circadin tablet (2 mg)' and 'Taking more than the recommended daily dose may make you feel drowsy'. Extra melatonin duplicates the prescribed dose.",
    sources: [
      {
        title: "Circadin 2 mg prolonged-release tablets (melatonin) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/circadin.fsh",
      },
    ],
  },
  {
    id: "sc-p10-epidyolex-st-johns-wort",
    title: "Adult on Epidyolex for Lennox-Gastaut takes St John's wort",
    profile: {
      medicines: ["Epidyolex 100mg/ml oral solution"],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg capsules",
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
            medicine: "Epidyolex 100mg/ml oral solution",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Epidyolex leaflet: 'Tell your doctor if you are taking any of the following medicines, as your dose may need to be adjusted: ... St. John's wort (Hypericum perforatum) (a herbal medicine used to treat mild anxiety)'.",
    sources: [
      {
        title: "Epidyolex 100 mg/ml oral solution (cannabidiol) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/cbeab44f9d490fad708aa9df43dfacc52b6f32ff/input/fsh/epidyolex.fsh",
      },
    ],
  },
  {
    id: "sc-p10-epidyolex-caffeine-tablets",
    title: "Young adult on Epidyolex uses caffeine tablets to study",
    profile: {
      medicines: ["Epidyolex"],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 50 mg tablets",
          ingredients: [
            {
              ingredient: "caffeine",
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
          ingredient: "caffeine",
          with: {
            medicine: "Epidyolex",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Epidyolex leaflet lists 'caffeine' among medicines where 'Taking Epidyolex with certain other medicines may cause side effects, affect how the other medicines work ... Tell your doctor ... as your dose may need to be adjusted' (cannabidiol can raise caffeine levels).",
    sources: [
      {
        title: "Epidyolex 100 mg/ml oral solution (cannabidiol) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/cbeab44f9d490fad708aa9df43dfacc52b6f32ff/input/fsh/epidyolex.fsh",
      },
    ],
  },
  {
    id: "sc-p10-dasatinib-magnesium-antacid",
    title: "Sprycel patient takes a magnesium hydroxide antacid with his tablet",
    profile: {
      medicines: ["dasatinib 100mg (Sprycel)"],
      conditions: ["chronic myeloid leukaemia"],
    },
    stack: [
      {
        custom: {
          name: "Aluminium/magnesium hydroxide antacid tablets",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 100,
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
          ingredient: "magnesium",
          with: {
            medicine: "dasatinib 100mg (Sprycel)",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "SPRYCEL leaflet: 'Do not take medicines that neutralise stomach acids (antacids such as aluminium hydroxide or magnesium hydroxide) in the 2 hours before or 2 hours after taking SPRYCEL.'",
    sources: [
      {
        title: "SPRYCEL film-coated tablets (dasatinib) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/sprycel.fsh",
      },
    ],
  },
  {
    id: "sc-p10-sprycel-vitamin-d-quiet",
    title: "Dasatinib patient takes vitamin D",
    profile: {
      medicines: ["Sprycel 70mg"],
      conditions: ["chronic myeloid leukaemia"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 microgram tablets",
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
            medicine: "Sprycel 70mg",
          },
        },
      ],
    },
    rationale:
      "SPRYCEL's leaflet bans strong CYP3A4 inhibitors/inducers, acid blockers and 'St. John s wort', and asks for antacids to be taken 2 hours apart; vitamin D is not an antacid or enzyme modulator.",
    sources: [
      {
        title: "SPRYCEL film-coated tablets (dasatinib) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/sprycel.fsh",
      },
    ],
  },
  {
    id: "sc-p10-circadin-vitamin-d-quiet",
    title: "Older man on Circadin also takes vitamin D",
    profile: {
      medicines: ["Circadin 2mg"],
      conditions: ["insomnia"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 10 microgram tablets",
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
            medicine: "Circadin 2mg",
          },
        },
      ],
    },
    rationale:
      "Circadin's leaflet lists fluvoxamine, psoralens, cimetidine, quinolones, rifampicin, oestrogens, carbamazepine, sedatives, 'tryptophan and alcohol'; vitamin D does not affect melatonin and is not listed.",
    sources: [
      {
        title: "Circadin 2 mg prolonged-release tablets (melatonin) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/circadin.fsh",
      },
    ],
  },
  {
    id: "sc-p10-kisqali-vitamin-d-quiet",
    title: "Woman on Kisqali and an aromatase inhibitor takes vitamin D",
    profile: {
      medicines: ["Kisqali 200mg"],
      conditions: ["breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 microgram tablets",
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
            medicine: "Kisqali 200mg",
          },
        },
      ],
    },
    rationale:
      "Kisqali's interaction list covers CYP3A4 inhibitors/inducers (including 'St. John s Wort'), QT-prolonging medicines and grapefruit; vitamin D is none of these.",
    sources: [
      {
        title: "Kisqali film-coated tablets (ribociclib) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/kisqali.fsh",
      },
    ],
  },
  {
    id: "sc-p10-epidyolex-vitamin-d-quiet",
    title: "Epidyolex patient takes vitamin D",
    profile: {
      medicines: ["Epidyolex"],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 microgram drops",
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
            medicine: "Epidyolex",
          },
        },
      ],
    },
    rationale:
      "Epidyolex's leaflet lists other antiepileptics, everolimus/tacrolimus, omeprazole, several CYP substrates, caffeine, 'St. John's wort' and some antibiotics; vitamin D is not among them.",
    sources: [
      {
        title: "Epidyolex 100 mg/ml oral solution (cannabidiol) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/cbeab44f9d490fad708aa9df43dfacc52b6f32ff/input/fsh/epidyolex.fsh",
      },
    ],
  },
  {
    id: "sc-p10-sirolimus-st-johns-wort",
    title: "Kidney transplant patient on Rapamune wants St John's wort",
    profile: {
      medicines: ["Rapamune 2mg"],
      conditions: ["kidney transplant"],
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
            medicine: "Rapamune 2mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Rapamune leaflet: 'Some medicines can interfere with the action of Rapamune and, therefore, dose adjustment of Rapamune may be required. In particular, you should inform your doctor or pharmacist if you are taking any of the following: ... St. John s Wort (Hypericum perforatum).'",
    sources: [
      {
        title: "Rapamune oral solution (sirolimus) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/rapamune.fsh",
      },
    ],
  },
  {
    id: "sc-p10-sirolimus-cbd",
    title: "Woman on sirolimus for LAM starts CBD oil",
    profile: {
      medicines: ["sirolimus (Rapamune)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "CBD oil 5% drops, 1 ml",
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
            medicine: "sirolimus (Rapamune)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Rapamune leaflet lists 'cannabidiol (uses amongst others include treatment of seizures)' among medicines that 'can interfere with the action of Rapamune and, therefore, dose adjustment of Rapamune may be required'.",
    sources: [
      {
        title: "Rapamune oral solution (sirolimus) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/rapamune.fsh",
      },
    ],
  },
  {
    id: "sc-p10-rapamune-vitamin-d-quiet",
    title: "Rapamune patient takes vitamin D",
    profile: {
      medicines: ["Rapamune 2mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 20 microgram capsules",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 20,
              unit: "µg",
            },
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
            medicine: "Rapamune 2mg",
          },
        },
      ],
    },
    rationale:
      "Rapamune's leaflet lists immunosuppressants, azole antifungals and macrolides, some heart and epilepsy medicines, 'St. John s Wort', letermovir, cannabidiol and grapefruit juice; vitamin D is not among them.",
    sources: [
      {
        title: "Rapamune oral solution (sirolimus) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/rapamune.fsh",
      },
    ],
  },
  {
    id: "sc-p10-lomitapide-bitter-orange",
    title: "Lojuxta patient drinks Seville orange (bitter orange) extract",
    profile: {
      medicines: ["Lojuxta 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Bitter orange (Seville orange) extract 300 mg capsules",
          ingredients: [
            {
              ingredient: "bitter-orange",
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
          ingredient: "bitter-orange",
          with: {
            medicine: "Lojuxta 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Lojuxta leaflet: 'Your dose of Lojuxta may need to be adjusted if you consume peppermint oil or Seville oranges.'",
    sources: [
      {
        title: "Lojuxta hard capsules (lomitapide) - package leaflet (EU, EMA)",
        publisher:
          "European Medicines Agency package leaflet text, reproduced in the Gravitate Health ePI test repository (joofio/test-epi-composition on GitHub)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/lojuxta.fsh",
      },
    ],
  },
];
