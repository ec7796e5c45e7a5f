// Scenarios of the p9 round's blind probe, written by two helpers who had not seen the records: UK product information
// of the licensed nutrients and registered herbal medicines read section by section (4.3 to 4.5), with NIH, NHS, FSA and
// Food Standards Scotland pages. Cases resting on consumer or commercial pages were left out.
import type { ScenarioInput } from "../schema";

export const WP9_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p9a-iron-mycophenolate",
    title: "Kidney transplant patient on CellCept buys iron tablets for tiredness",
    profile: {
      medicines: ["CellCept 500mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "CellCept 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The ferrous sulfate SmPC states: "Mycophenolate mofetil: Oral iron preparations significantly reduce the absorption of mycophenolate mofetil." A transplant immunosuppressant losing absorption needs a prescriber/pharmacist check, not just a note.',
    sources: [
      {
        title: "Ferrous Sulfate tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p9a-iron-co-careldopa",
    title: "Man with Parkinson's on Sinemet starts an iron supplement",
    profile: {
      medicines: ["Sinemet 25mg/100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 14 mg tablets (ferrous fumarate)",
          ingredients: [
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
          ingredient: "iron",
          with: {
            medicine: "Sinemet 25mg/100mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC: "Dopaminergics: Oral iron preparations may reduce the absorption of dopaminergics such as co-careldopa, entacapone and levodopa." Doses should be separated.',
    sources: [
      {
        title: "Ferrous Sulfate tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p9a-iron-entacapone",
    title: "Woman taking entacapone with her levodopa adds iron for low ferritin",
    profile: {
      medicines: ["Entacapone 200mg", "Madopar 125"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Entacapone 200mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The ferrous sulfate SmPC lists "Oral iron preparations may reduce the absorption of dopaminergics such as co-careldopa, entacapone and levodopa."',
    sources: [
      {
        title: "Ferrous Sulfate tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p9a-iron-methyldopa",
    title: "Pregnant woman on methyldopa for blood pressure given iron tablets",
    profile: {
      medicines: ["Methyldopa 250mg"],
      conditions: ["pregnant"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Methyldopa 250mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC: "Methyldopa: Oral iron preparations may antagonise the antihypertensive effect of methyldopa." Blood pressure should be watched and doses spaced.',
    sources: [
      {
        title: "Ferrous Sulfate tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p9a-iron-trientine",
    title: "Wilson's disease patient on trientine wants an iron supplement",
    profile: {
      medicines: ["Cuprior (trientine)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 14 mg tablets (ferrous fumarate)",
          ingredients: [
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
          ingredient: "iron",
          with: {
            medicine: "Cuprior (trientine)",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC: "Trientine: the absorption of oral iron preparations is reduced by trientine. Administration should be separated by at least 2 hours."',
    sources: [
      {
        title: "Ferrous Sulfate tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p9a-iron-penicillamine",
    title: "Rheumatoid patient on penicillamine starts iron",
    profile: {
      medicines: ["Penicillamine 250mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Penicillamine 250mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC: "Penicillamine: Oral iron preparations can reduce the absorption of penicillamine. Also the absorption of iron is impaired by penicillamine."',
    sources: [
      {
        title: "Ferrous Sulfate tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p9a-iron-colestyramine",
    title: "Man on Questran sachets for bile acid diarrhoea takes iron",
    profile: {
      medicines: ["Questran Light sachets"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Questran Light sachets",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC: "Cholestyramine: Absorption of iron is impaired by cholestyramine." The doses need to be spaced apart.',
    sources: [
      {
        title: "Ferrous Sulfate tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p9a-iron-moxifloxacin",
    title: "Woman on a course of moxifloxacin keeps taking her iron tablet",
    profile: {
      medicines: ["Moxifloxacin 400mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Moxifloxacin 400mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC: "Iron may reduce the absorption of quinolones. Administration of iron preparations and quinolones should be separated by at least 2 hours." The fumarate SmPC names moxifloxacin explicitly.',
    sources: [
      {
        title: "Ferrous Sulfate tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Ferrous Fumarate (Fersaday) film-coated tablets - SmPC interactions (MHRA)",
        publisher: "RxReasoner (copy of MHRA SmPC, Mercury Pharma)",
        url: "https://www.rxreasoner.com/monographs/ferrous-fumarate/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-iron-lymecycline",
    title: "Young woman on lymecycline for acne also takes iron for heavy periods",
    profile: {
      medicines: ["Lymecycline 408mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 14 mg tablets (ferrous fumarate)",
          ingredients: [
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
          ingredient: "iron",
          with: {
            medicine: "Lymecycline 408mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Lymecycline is a tetracycline. Ferrous sulfate SmPC: "Iron and tetracyclines reduce the absorption of each other when administered concomitantly. Administration of iron preparations and tetracyclines should be separated by 2 to 3 hours."',
    sources: [
      {
        title: "Ferrous Sulfate tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p9a-iron-risedronate",
    title: "Osteoporosis patient on weekly risedronate takes iron the same morning",
    profile: {
      medicines: ["Risedronate 35mg once a week"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Risedronate 35mg once a week",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC: "Biphosphonates: The absorption of biphosphonates is reduced when taken concurrently with iron preparations. Administration should be separated by at least 2 hours."',
    sources: [
      {
        title: "Ferrous Sulfate tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p9a-iron-eltroxin",
    title: "Woman on Eltroxin starts ferrous fumarate",
    profile: {
      medicines: ["Eltroxin 100 micrograms"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Eltroxin 100 micrograms",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Eltroxin is levothyroxine. Ferrous sulfate SmPC: "Thyroid hormone: Ferrous sulfate reduces the absorption of levothyroxine and so should be taken at least 2 hours apart"; the fumarate SmPC says the same ("levothyroxine (thyroxine) (give at least 2 hours apart)").',
    sources: [
      {
        title: "Ferrous Sulfate tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Ferrous Fumarate (Fersaday) film-coated tablets - SmPC interactions (MHRA)",
        publisher: "RxReasoner (copy of MHRA SmPC, Mercury Pharma)",
        url: "https://www.rxreasoner.com/monographs/ferrous-fumarate/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-iron-rennie",
    title: "Woman takes Rennie for heartburn at the same time as her iron tablet",
    profile: {
      medicines: ["Rennie"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Rennie",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Rennie contains calcium and magnesium carbonate. Ferrous sulfate SmPC: "Compounds containing calcium, magnesium (including antacids and mineral supplements), bicarbonates, carbonates ... may impair the absorption of iron. Administration of iron preparations with such compounds should be separated by at least 2 hours."',
    sources: [
      {
        title: "Ferrous Sulfate tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p9a-iron-zinc-stack",
    title: "Vegan takes a separate zinc tablet together with her iron tablet",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 14 mg tablets (ferrous fumarate)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Zinc 25 mg tablets",
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
          ingredient: "iron",
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
      'Ferrous sulfate SmPC: "Zinc: iron preparations and zinc preparations can reduce the absorption of each other." Take them at different times.',
    sources: [
      {
        title: "Ferrous Sulfate tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p9a-iron-calcium-stack",
    title: "Woman swallows her calcium tablet and iron tablet together at breakfast",
    profile: {
      medicines: [],
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
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Calcium 600 mg tablets",
          ingredients: [
            {
              ingredient: "calcium",
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
          ingredient: "iron",
          with: {
            ingredient: "calcium",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC: "Compounds containing calcium, magnesium (including antacids and mineral supplements) ... may impair the absorption of iron. Administration of iron preparations with such compounds should be separated by at least 2 hours."',
    sources: [
      {
        title: "Ferrous Sulfate tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p9a-iron-haemochromatosis",
    title: "Man with haemochromatosis considers an iron tonic for tiredness",
    profile: {
      medicines: [],
      conditions: ["haemochromatosis"],
    },
    stack: [
      {
        custom: {
          name: "Iron 14 mg tablets (ferrous fumarate)",
          ingredients: [
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
          ingredient: "iron",
          with: {
            condition: "haemochromatosis",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The ferrous sulphate leaflet says "Do not take Ferrous sulphate ... If you have a disorder in which there is excessive absorption and storage of iron such as haemochromatosis"; iron supplements must be avoided.',
    sources: [
      {
        title: "Ferrous Sulphate 200mg Tablets - Package leaflet",
        publisher: "imedi.co.uk (copy of UK patient leaflet)",
        url: "https://imedi.co.uk/ferrous-sulphate-200mg-tablets",
      },
    ],
  },
  {
    id: "sc-p9a-folic-fluorouracil",
    title: "Man having 5-FU chemotherapy buys a B-complex with folic acid",
    profile: {
      medicines: ["Fluorouracil (5-FU) chemotherapy"],
      conditions: ["bowel cancer"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B complex with folic acid",
          ingredients: [
            {
              ingredient: "folic-acid",
              amount: 400,
              unit: "µg",
            },
            {
              ingredient: "vitamin-b12",
              amount: 10,
              unit: "µg",
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
          ingredient: "folic-acid",
          with: {
            medicine: "Fluorouracil (5-FU) chemotherapy",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC: "Fluorouracil toxicity may occur in patients taking folic acid and this combination should be avoided."',
    sources: [
      {
        title: "Folic Acid Tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p9a-folic-epanutin",
    title: "Woman with epilepsy on Epanutin starts pregnancy folic acid",
    profile: {
      medicines: ["Epanutin 100mg"],
      conditions: ["trying for a baby"],
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
      flags: [
        {
          ingredient: "folic-acid",
          with: {
            medicine: "Epanutin 100mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Epanutin is phenytoin. Folic acid SmPC: "Folic acid has been observed to reduce plasma levels of anticonvulsants, particularly phenytoin, phenobarbital and primidone and therefore patients should be carefully monitored by the physician and the anticonvulsant drug dose adjusted as necessary."',
    sources: [
      {
        title: "Folic Acid Tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p9a-folic-primidone",
    title: "Man on primidone for tremor takes a high-dose folic acid tablet",
    profile: {
      medicines: ["Primidone 250mg"],
      conditions: [],
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
            medicine: "Primidone 250mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC: folic acid has been observed "to reduce plasma levels of anticonvulsants, particularly phenytoin, phenobarbital and primidone and therefore patients should be carefully monitored by the physician and the anticonvulsant drug dose adjusted as necessary."',
    sources: [
      {
        title: "Folic Acid Tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p9a-folic-phenobarbital",
    title: "Epilepsy patient on phenobarbital adds a folic acid supplement",
    profile: {
      medicines: ["Phenobarbital 60mg"],
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
      flags: [
        {
          ingredient: "folic-acid",
          with: {
            medicine: "Phenobarbital 60mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC: "Folic acid has been observed to reduce plasma levels of anticonvulsants, particularly phenytoin, phenobarbital and primidone ... patients should be carefully monitored by the physician".',
    sources: [
      {
        title: "Folic Acid Tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p9a-folic-cotrimoxazole",
    title: "Woman on folic acid for anaemia is prescribed co-trimoxazole",
    profile: {
      medicines: ["Co-trimoxazole 960mg"],
      conditions: ["megaloblastic anaemia"],
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
            medicine: "Co-trimoxazole 960mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC: "Trimethoprim or sulphonamides, alone or in combination as co-trimoxazole, may reduce the effect of folic acid and this may be serious in patients with megaloblastic anaemia."',
    sources: [
      {
        title: "Folic Acid Tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p9a-folic-colestyramine",
    title: "Man on long-term colestyramine adds folic acid",
    profile: {
      medicines: ["Colestyramine 4g sachets"],
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
      flags: [
        {
          ingredient: "folic-acid",
          with: {
            medicine: "Colestyramine 4g sachets",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC: "Patients on prolonged cholestyramine therapy should take folic acid 1 hour before or 4 to 6 hours after receiving cholestyramine."',
    sources: [
      {
        title: "Folic Acid Tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p9a-folic-zinc-stack",
    title: "Pregnant woman takes folic acid 5 mg and a zinc supplement together",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
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
      {
        custom: {
          name: "Zinc 15 mg tablets",
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
          ingredient: "folic-acid",
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
      'Folic acid SmPC: "Folic acid may reduce intestinal absorption of zinc (of particular importance in pregnancy)."',
    sources: [
      {
        title: "Folic Acid Tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p9a-folic-coronary-stent",
    title: "Man who just had a coronary stent is told folic acid may help his heart",
    profile: {
      medicines: [],
      conditions: ["coronary stent"],
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
            condition: "coronary stent",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The folic acid 5mg leaflet says "Talk to your doctor or pharmacist before taking Folic Acid Tablets ... if you are receiving a coronary stent (a tube that is inserted in the artery that leads to the heart, in order to stop blockages)".',
    sources: [
      {
        title: "Folic Acid 5mg Tablets - Patient leaflet",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/6998/pil",
      },
    ],
  },
  {
    id: "sc-p9a-cad-digoxin",
    title: "Man with AF on digoxin starts calcium and vitamin D tablets",
    profile: {
      medicines: ["Digoxin 125 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 400 IU chewable tablets",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 600,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 400,
              unit: "IU",
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
            medicine: "Digoxin 125 micrograms",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kalcipos-D SmPC: "Hypercalcaemia may increase the toxicity of cardiac glycosides during treatment with calcium and vitamin D. Patients should be monitored with regard to electrocardiogram (ECG) and serum calcium levels."',
    sources: [
      {
        title: "Kalcipos-D chewable tablets (calcium carbonate/colecalciferol) - SmPC section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://www.medicines.org.uk/emc/product/4481/smpc",
      },
    ],
  },
  {
    id: "sc-p9a-cad-levothyroxine",
    title: "Woman on levothyroxine takes Adcal-D3 at breakfast with her thyroid tablet",
    profile: {
      medicines: ["Levothyroxine 100 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 400 IU chewable tablets",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 600,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 400,
              unit: "IU",
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
            medicine: "Levothyroxine 100 micrograms",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kalcipos-D SmPC: "The efficacy of levothyroxine can be reduced by the concurrent use of calcium, due to decreased levothyroxine absorption. Administration of calcium and levothyroxine should be separated by at least four hours."',
    sources: [
      {
        title: "Kalcipos-D chewable tablets (calcium carbonate/colecalciferol) - SmPC section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://www.medicines.org.uk/emc/product/4481/smpc",
      },
    ],
  },
  {
    id: "sc-p9a-cad-alendronic",
    title: "Woman on weekly alendronic acid also takes calcium and D3 every morning",
    profile: {
      medicines: ["Alendronic acid 70mg weekly"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 400 IU chewable tablets",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 600,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 400,
              unit: "IU",
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
            medicine: "Alendronic acid 70mg weekly",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kalcipos-D SmPC: "If a bisphosphonate is used concomitantly, this preparation should be administered at least one hour before the intake of Kalcipos-D since gastrointestinal absorption may be reduced."',
    sources: [
      {
        title: "Kalcipos-D chewable tablets (calcium carbonate/colecalciferol) - SmPC section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://www.medicines.org.uk/emc/product/4481/smpc",
      },
    ],
  },
  {
    id: "sc-p9a-calcium-oxytetracycline",
    title: "Rosacea patient on oxytetracycline takes a calcium supplement",
    profile: {
      medicines: ["Oxytetracycline 250mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg tablets",
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
            medicine: "Oxytetracycline 250mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kalcipos-D SmPC: "Calcium carbonate may interfere with the absorption of concomitantly administered tetracycline preparations. For this reason, tetracycline preparations should be administered at least two hours before or four to six hours after oral intake of calcium."',
    sources: [
      {
        title: "Kalcipos-D chewable tablets (calcium carbonate/colecalciferol) - SmPC section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://www.medicines.org.uk/emc/product/4481/smpc",
      },
    ],
  },
  {
    id: "sc-p9a-calcium-levofloxacin",
    title: "Man on levofloxacin for a chest infection keeps taking his calcium",
    profile: {
      medicines: ["Levofloxacin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 400 IU chewable tablets",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 600,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 400,
              unit: "IU",
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
            medicine: "Levofloxacin 500mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kalcipos-D SmPC: "The absorption of quinolone antibiotics may be impaired if administered concomitantly with calcium." Doses need to be separated.',
    sources: [
      {
        title: "Kalcipos-D chewable tablets (calcium carbonate/colecalciferol) - SmPC section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://www.medicines.org.uk/emc/product/4481/smpc",
      },
    ],
  },
  {
    id: "sc-p9a-d3-sarcoidosis",
    title: "Woman with sarcoidosis starts 4000 IU vitamin D for winter",
    profile: {
      medicines: [],
      conditions: ["sarcoidosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 4000 IU tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 4000,
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
          ingredient: "vitamin-d3",
          with: {
            condition: "sarcoidosis",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Fultium-D3 SmPC: "Fultium-D3 should be prescribed with caution to patients suffering from sarcoidosis because of the risk of increased metabolism of vitamin D to its active form. These patients should be monitored with regard to the calcium content in serum and urine", and such patients "must be referred to their doctor".',
    sources: [
      {
        title: "Fultium-D3 800 IU capsules - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/2813",
      },
    ],
  },
  {
    id: "sc-p9a-d3-kidney-stones",
    title: "Man with recurrent calcium kidney stones takes high-dose vitamin D",
    profile: {
      medicines: [],
      conditions: ["kidney stones"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 3200 IU tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 3200,
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
          ingredient: "vitamin-d3",
          with: {
            condition: "kidney stones",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Fultium-D3 3,200 IU SmPC section 4.3 lists "Nephrolithiasis" and "Diseases or conditions resulting in hypercalcaemia and/or hypercalciuria" as contraindications; someone with kidney stones needs medical advice before a vitamin D supplement.',
    sources: [
      {
        title: "Fultium-D3 3,200 IU Capsules - Summary of Product Characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/fultium-d3-3-200-iu-capsules/g/3895:02c0:117d:d802/info/summary?doc=1",
      },
    ],
  },
  {
    id: "sc-p9a-cad-hyperparathyroidism",
    title: "Woman with primary hyperparathyroidism buys calcium + D3 for osteoporosis",
    profile: {
      medicines: [],
      conditions: ["primary hyperparathyroidism"],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 400 IU chewable tablets",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 600,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 400,
              unit: "IU",
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
            condition: "primary hyperparathyroidism",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Adcal-D3 SmPC 4.3: "Absolute contra-indications are hypercalcaemia resulting for example from myeloma, bone metastases or other malignant bone disease, sarcoidosis; primary hyperparathyroidism and vitamin D overdosage."',
    sources: [
      {
        title: "Adcal-D3 Dissolve 1500mg/400IU Effervescent Tablets - SmPC",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/6177/smpc/print",
      },
    ],
  },
  {
    id: "sc-p9a-d3-amlodipine-quiet",
    title: "Man on amlodipine asks if his daily 10 microgram vitamin D is OK",
    profile: {
      medicines: ["Amlodipine 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 10 microgram (400 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Amlodipine 5mg",
          },
        },
      ],
    },
    rationale:
      "Plainly unrelated pair. The colecalciferol/calcium SmPC interaction section names thiazides, cardiac glycosides, phenytoin/barbiturates, corticosteroids, levothyroxine, bisphosphonates, resins, paraffin, orlistat, tetracyclines and quinolones; calcium-channel blockers such as amlodipine are not among them, and 400 IU is a normal maintenance dose.",
    sources: [
      {
        title: "Kalcipos-D chewable tablets (calcium carbonate/colecalciferol) - SmPC section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://www.medicines.org.uk/emc/product/4481/smpc",
      },
    ],
  },
  {
    id: "sc-p9a-d3-only-levothyroxine-quiet",
    title: "Woman on levothyroxine takes a vitamin D3-only spray (no calcium)",
    profile: {
      medicines: ["Levothyroxine 75 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 1000 IU oral spray",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 1000,
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Levothyroxine 75 micrograms",
          },
        },
      ],
    },
    rationale:
      'The levothyroxine problem in the calcium/vitamin D SmPC is caused by calcium: "The efficacy of levothyroxine can be reduced by the concurrent use of calcium, due to decreased levothyroxine absorption." A colecalciferol-only product contains no calcium, and the vitamin D SmPC lists no levothyroxine interaction.',
    sources: [
      {
        title: "Kalcipos-D chewable tablets (calcium carbonate/colecalciferol) - SmPC section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://www.medicines.org.uk/emc/product/4481/smpc",
      },
      {
        title: "Fultium-D3 800 IU capsules - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/2813",
      },
    ],
  },
  {
    id: "sc-p9a-mel-fluvoxamine",
    title: "Man on fluvoxamine for OCD brings back melatonin from holiday",
    profile: {
      medicines: ["Fluvoxamine 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 3 mg tablets",
          ingredients: [
            {
              ingredient: "melatonin",
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
          ingredient: "melatonin",
          with: {
            medicine: "Fluvoxamine 100mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Circadin SmPC: "Caution should be exercised in patients on fluvoxamine, which increases melatonin levels (by 17-fold higher AUC and a 12-fold higher serum Cmax) ... The combination should be avoided."',
    sources: [
      {
        title: "Circadin 2 mg prolonged-release tablets - SmPC (EMA) interactions and warnings",
        publisher: "RxReasoner (copy of EMA SmPC)",
        url: "https://rxreasoner.com/monographs/circadin/precautions",
      },
      {
        title: "Melatonin - interactions (summary of SmPC wording)",
        publisher: "RxReasoner",
        url: "https://rxreasoner.com/substances/melatonin/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-mel-microgynon",
    title: "Young woman on the combined pill takes melatonin for jet lag",
    profile: {
      medicines: ["Microgynon 30"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 3 mg tablets",
          ingredients: [
            {
              ingredient: "melatonin",
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
          ingredient: "melatonin",
          with: {
            medicine: "Microgynon 30",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Melatonin SmPC wording: "Caution should be exercised in patients on oestrogens (e.g. contraceptive or hormone replacement therapy), which increase melatonin levels by inhibiting its metabolism by CYP1A1 and CYP1A2." NHS also lists "oestrogens, used in contraceptives and hormone replacement therapy (HRT)".',
    sources: [
      {
        title: "Melatonin - interactions (summary of SmPC wording)",
        publisher: "RxReasoner",
        url: "https://rxreasoner.com/substances/melatonin/precautions",
      },
      {
        title: "Taking melatonin with other medicines and herbal supplements",
        publisher: "NHS",
        url: "https://nhs.uk/medicines/melatonin/taking-melatonin-with-other-medicines-and-herbal-supplements",
      },
    ],
  },
  {
    id: "sc-p9a-mel-hrt",
    title: "Menopausal woman on Evorel patches uses Circadin",
    profile: {
      medicines: ["Evorel 50 patches"],
      conditions: ["menopause"],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 2 mg prolonged-release tablets",
          ingredients: [
            {
              ingredient: "melatonin",
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
          ingredient: "melatonin",
          with: {
            medicine: "Evorel 50 patches",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Evorel is estradiol HRT. Melatonin SmPC wording: "Caution should be exercised in patients on oestrogens (e.g. contraceptive or hormone replacement therapy), which increase melatonin levels".',
    sources: [
      {
        title: "Melatonin - interactions (summary of SmPC wording)",
        publisher: "RxReasoner",
        url: "https://rxreasoner.com/substances/melatonin/precautions",
      },
      {
        title: "Taking melatonin with other medicines and herbal supplements",
        publisher: "NHS",
        url: "https://nhs.uk/medicines/melatonin/taking-melatonin-with-other-medicines-and-herbal-supplements",
      },
    ],
  },
  {
    id: "sc-p9a-mel-cimetidine",
    title: "Man taking cimetidine for an ulcer adds melatonin",
    profile: {
      medicines: ["Cimetidine 400mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 2 mg prolonged-release tablets",
          ingredients: [
            {
              ingredient: "melatonin",
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
          ingredient: "melatonin",
          with: {
            medicine: "Cimetidine 400mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Melatonin SmPC wording: "Caution should be exercised in patients on cimetidine a CYP2D inhibitor, which increases plasma melatonin levels, by inhibiting its metabolism." NHS lists cimetidine among medicines to mention before taking melatonin.',
    sources: [
      {
        title: "Melatonin - interactions (summary of SmPC wording)",
        publisher: "RxReasoner",
        url: "https://rxreasoner.com/substances/melatonin/precautions",
      },
      {
        title: "Taking melatonin with other medicines and herbal supplements",
        publisher: "NHS",
        url: "https://nhs.uk/medicines/melatonin/taking-melatonin-with-other-medicines-and-herbal-supplements",
      },
    ],
  },
  {
    id: "sc-p9a-mel-ciprofloxacin",
    title: "Older man on Circadin is given ciprofloxacin for a UTI",
    profile: {
      medicines: ["Ciprofloxacin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 2 mg prolonged-release tablets",
          ingredients: [
            {
              ingredient: "melatonin",
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
          ingredient: "melatonin",
          with: {
            medicine: "Ciprofloxacin 500mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Melatonin SmPC wording: "CYP1A2 inhibitors such as quinolones (ciprofloxacin and norfloxacin) may give rise to increased melatonin exposure."',
    sources: [
      {
        title: "Melatonin - interactions (summary of SmPC wording)",
        publisher: "RxReasoner",
        url: "https://rxreasoner.com/substances/melatonin/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-mel-carbamazepine",
    title: "Woman on carbamazepine finds melatonin does nothing for her sleep",
    profile: {
      medicines: ["Tegretol Retard 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 2 mg prolonged-release tablets",
          ingredients: [
            {
              ingredient: "melatonin",
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
          ingredient: "melatonin",
          with: {
            medicine: "Tegretol Retard 200mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tegretol is carbamazepine. Melatonin SmPC wording: "CYP1A2 inducers such as carbamazepine and rifampicin may reduce plasma concentrations of melatonin. Therefore, when CYP1A2 inducers and melatonin are both given, dose adjustment may be required."',
    sources: [
      {
        title: "Melatonin - interactions (summary of SmPC wording)",
        publisher: "RxReasoner",
        url: "https://rxreasoner.com/substances/melatonin/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-mel-zopiclone",
    title: "Man on zopiclone adds melatonin to sleep better",
    profile: {
      medicines: ["Zopiclone 7.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 2 mg prolonged-release tablets",
          ingredients: [
            {
              ingredient: "melatonin",
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
          ingredient: "melatonin",
          with: {
            medicine: "Zopiclone 7.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Melatonin SmPC wording: "Melatonin may enhance the sedative properties of benzodiazepines and non-benzodiazepine hypnotics, such as zaleplon, zolpidem and zopiclone ... Concomitant administration resulted in increased impairment of attention, memory and co-ordination".',
    sources: [
      {
        title: "Melatonin - interactions (summary of SmPC wording)",
        publisher: "RxReasoner",
        url: "https://rxreasoner.com/substances/melatonin/precautions",
      },
      {
        title: "Taking melatonin with other medicines and herbal supplements",
        publisher: "NHS",
        url: "https://nhs.uk/medicines/melatonin/taking-melatonin-with-other-medicines-and-herbal-supplements",
      },
    ],
  },
  {
    id: "sc-p9a-mel-temazepam",
    title: "Woman prescribed temazepam also buys melatonin gummies",
    profile: {
      medicines: ["Temazepam 10mg"],
      conditions: [],
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
            medicine: "Temazepam 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Melatonin "may enhance the sedative properties of benzodiazepines" (SmPC wording); NHS lists "benzodiazepines such as temazepam (for insomnia)" among medicines that affect melatonin\'s drowsy-making effects.',
    sources: [
      {
        title: "Melatonin - interactions (summary of SmPC wording)",
        publisher: "RxReasoner",
        url: "https://rxreasoner.com/substances/melatonin/precautions",
      },
      {
        title: "Taking melatonin with other medicines and herbal supplements",
        publisher: "NHS",
        url: "https://nhs.uk/medicines/melatonin/taking-melatonin-with-other-medicines-and-herbal-supplements",
      },
    ],
  },
  {
    id: "sc-p9a-mel-autoimmune",
    title: "Woman with lupus wants Circadin for insomnia",
    profile: {
      medicines: [],
      conditions: ["lupus (SLE)"],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 2 mg prolonged-release tablets",
          ingredients: [
            {
              ingredient: "melatonin",
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
          ingredient: "melatonin",
          with: {
            condition: "lupus (SLE)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Circadin SmPC: "No clinical data exist concerning the use of Circadin in individuals with autoimmune diseases. Therefore, Circadin is not recommended for use in patients with autoimmune diseases."',
    sources: [
      {
        title: "Circadin 2 mg prolonged-release tablets - SmPC (EMA) interactions and warnings",
        publisher: "RxReasoner (copy of EMA SmPC)",
        url: "https://rxreasoner.com/monographs/circadin/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-mel-liver",
    title: "Man with liver cirrhosis asks about melatonin for sleep",
    profile: {
      medicines: [],
      conditions: ["liver cirrhosis"],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 2 mg prolonged-release tablets",
          ingredients: [
            {
              ingredient: "melatonin",
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
          ingredient: "melatonin",
          with: {
            condition: "liver cirrhosis",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Melatonin SmPC wording: "Published data demonstrates markedly elevated endogenous melatonin levels during daytime hours due to decreased clearance in patients with hepatic impairment. Therefore, melatonin is not recommended for use in patients with hepatic impairment."',
    sources: [
      {
        title: "Melatonin - interactions (summary of SmPC wording)",
        publisher: "RxReasoner",
        url: "https://rxreasoner.com/substances/melatonin/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-nac-gtn",
    title: "Man with angina using GTN spray starts NAC capsules",
    profile: {
      medicines: ["GTN spray 400 micrograms"],
      conditions: ["angina"],
    },
    stack: [
      {
        custom: {
          name: "NAC (N-acetylcysteine) 600 mg capsules",
          ingredients: [
            {
              ingredient: "nac",
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
          ingredient: "nac",
          with: {
            medicine: "GTN spray 400 micrograms",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NACSYS leaflet: acetylcysteine "may increase the blood pressure-lowering effect of nitroglycerin (a medicine used against tight painful feeling in the chest (angina pectoris)). Caution is advised."',
    sources: [
      {
        title: "NACSYS 600 mg effervescent tablets - Patient Leaflet",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
    ],
  },
  {
    id: "sc-p9a-nac-pholcodine",
    title: "Woman taking NAC to loosen phlegm also uses pholcodine linctus at night",
    profile: {
      medicines: ["Pholcodine linctus"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "NAC (N-acetylcysteine) 600 mg capsules",
          ingredients: [
            {
              ingredient: "nac",
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
          ingredient: "nac",
          with: {
            medicine: "Pholcodine linctus",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NACSYS leaflet: "Cough suppressants should not be used at the same time as NACSYS 600 mg effervescent tablets, as you must be able to cough up the loosened phlegm."',
    sources: [
      {
        title: "NACSYS 600 mg effervescent tablets - Patient Leaflet",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
    ],
  },
  {
    id: "sc-p9a-nac-amoxicillin",
    title: "Man on NAC for bronchiectasis is given amoxicillin",
    profile: {
      medicines: ["Amoxicillin 500mg"],
      conditions: ["bronchiectasis"],
    },
    stack: [
      {
        custom: {
          name: "NAC (N-acetylcysteine) 600 mg capsules",
          ingredients: [
            {
              ingredient: "nac",
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
          ingredient: "nac",
          with: {
            medicine: "Amoxicillin 500mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NACSYS leaflet: "If you need to use medicines to control or prevent infections (antibiotics), you are advised to take these two hours before or after NACSYS 600 mg effervescent tablets."',
    sources: [
      {
        title: "NACSYS 600 mg effervescent tablets - Patient Leaflet",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
    ],
  },
  {
    id: "sc-p9a-nac-peptic-ulcer",
    title: "Man with a history of stomach ulcer wants NAC supplements",
    profile: {
      medicines: [],
      conditions: ["history of stomach ulcer"],
    },
    stack: [
      {
        custom: {
          name: "NAC (N-acetylcysteine) 600 mg capsules",
          ingredients: [
            {
              ingredient: "nac",
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
          ingredient: "nac",
          with: {
            condition: "history of stomach ulcer",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NACSYS SmPC: "Caution is advised in patients with a history of peptic ulcer, especially when used concomitantly with other medicinal products known to irritate the mucous membrane of the gastrointestinal tract."',
    sources: [
      {
        title: "NACSYS effervescent tablet - SmPC special warnings (MHRA)",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://rxreasoner.com/monographs/nacsys/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-nac-asthma",
    title: "Woman with asthma takes NAC for a chesty cough",
    profile: {
      medicines: [],
      conditions: ["asthma"],
    },
    stack: [
      {
        custom: {
          name: "NAC (N-acetylcysteine) 600 mg capsules",
          ingredients: [
            {
              ingredient: "nac",
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
          ingredient: "nac",
          with: {
            condition: "asthma",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NACSYS SmPC: "Bronchospasms may occur with the use of acetylcysteine. If bronchospasm occur, the medicinal product should be discontinued immediately."',
    sources: [
      {
        title: "NACSYS effervescent tablet - SmPC special warnings (MHRA)",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://rxreasoner.com/monographs/nacsys/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-glu-warfarin",
    title: "Man on warfarin starts glucosamine for knee arthritis",
    profile: {
      medicines: ["Warfarin 3mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine sulphate 1500 mg tablets",
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
      flags: [
        {
          ingredient: "glucosamine",
          with: {
            medicine: "Warfarin 3mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'SPS (NHS): "There are a number of reports describing enhanced anticoagulant effects when glucosamine has been taken with warfarin ... The MHRA recommend that patients on warfarin should not take glucosamine." The Dolenio SmPC also reports "Increased effect of coumarin anticoagulants (e.g. warfarin)".',
    sources: [
      {
        title: "Glucosamine - what are its drug interactions? (Medicines Q&A)",
        publisher: "Specialist Pharmacy Service (NHS)",
        url: "https://www.sps.nhs.uk/articles/glucosamine-what-are-its-drug-interactions/",
      },
      {
        title: "Dolenio (glucosamine) film-coated tablets - SmPC (MHRA)",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-glu-etoposide",
    title: "Patient on oral etoposide takes glucosamine and chondroitin",
    profile: {
      medicines: ["Etoposide capsules"],
      conditions: ["lung cancer"],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine 1500 mg + chondroitin 400 mg",
          ingredients: [
            {
              ingredient: "glucosamine",
              amount: 1500,
              unit: "mg",
            },
            {
              ingredient: "chondroitin",
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
          ingredient: "glucosamine",
          with: {
            medicine: "Etoposide capsules",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'SPS (NHS): "There is a theoretical risk that glucosamine may interact with doxorubicin and etoposide; because of the potential clinical significance of this interaction, glucosamine should not be used concomitantly."',
    sources: [
      {
        title: "Glucosamine - what are its drug interactions? (Medicines Q&A)",
        publisher: "Specialist Pharmacy Service (NHS)",
        url: "https://www.sps.nhs.uk/articles/glucosamine-what-are-its-drug-interactions/",
      },
    ],
  },
  {
    id: "sc-p9a-glu-clopidogrel",
    title: "Man on clopidogrel after a stent buys glucosamine",
    profile: {
      medicines: ["Clopidogrel 75mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine sulphate 1500 mg tablets",
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
      flags: [
        {
          ingredient: "glucosamine",
          with: {
            medicine: "Clopidogrel 75mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'SPS (NHS): "It has also been suggested that glucosamine should be used with caution in patients taking antiplatelet agents."',
    sources: [
      {
        title: "Glucosamine - what are its drug interactions? (Medicines Q&A)",
        publisher: "Specialist Pharmacy Service (NHS)",
        url: "https://www.sps.nhs.uk/articles/glucosamine-what-are-its-drug-interactions/",
      },
    ],
  },
  {
    id: "sc-p9a-glu-diabetes",
    title: "Woman with type 2 diabetes on metformin starts glucosamine",
    profile: {
      medicines: ["Metformin 500mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine sulphate 1500 mg tablets",
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
      flags: [
        {
          ingredient: "glucosamine",
          with: {
            condition: "type 2 diabetes",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'SPS (NHS): "It would be prudent for patients with diabetes to monitor their blood glucose levels more closely if they start to take glucosamine, increase the dose or change the product being taken." Dolenio SmPC: in impaired glucose tolerance "monitoring of the blood glucose levels ... is recommended".',
    sources: [
      {
        title: "Glucosamine - what are its drug interactions? (Medicines Q&A)",
        publisher: "Specialist Pharmacy Service (NHS)",
        url: "https://www.sps.nhs.uk/articles/glucosamine-what-are-its-drug-interactions/",
      },
      {
        title: "Dolenio (glucosamine) film-coated tablets - SmPC (MHRA)",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-glu-shellfish",
    title: "Woman with shellfish allergy looks at glucosamine for her hips",
    profile: {
      medicines: [],
      conditions: ["shellfish allergy"],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine sulphate 1500 mg tablets",
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
      flags: [
        {
          ingredient: "glucosamine",
          with: {
            condition: "shellfish allergy",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Glucosamine leaflet: "DO NOT TAKE Glucosamine sulfate tablets ... [if allergic to] Shellfish, since Glucosamine sulfate tablets are manufactured from shellfish." The Dolenio SmPC lists "Hypersensitivity to shellfish" as a contraindication.',
    sources: [
      {
        title: "Glucosamine sulfate 750 mg Film-Coated Tablets - Package Leaflet",
        publisher: "imedi.co.uk (copy of UK patient leaflet)",
        url: "https://imedi.co.uk/glucosamine-sulfate-750-mg-film-coated-tablets",
      },
      {
        title: "Dolenio (glucosamine) film-coated tablets - SmPC (MHRA)",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-glu-asthma",
    title: "Man with asthma starts glucosamine",
    profile: {
      medicines: [],
      conditions: ["asthma"],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine sulphate 1500 mg tablets",
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
      flags: [
        {
          ingredient: "glucosamine",
          with: {
            condition: "asthma",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Dolenio SmPC: "A report on exacerbated asthma symptoms triggered after initiation of glucosamine therapy has been described ... Asthmatic patients starting on glucosamine should therefore be aware of potential worsening of asthma symptoms."',
    sources: [
      {
        title: "Dolenio (glucosamine) film-coated tablets - SmPC (MHRA)",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-glu-doxycycline",
    title: "Woman on doxycycline for rosacea takes glucosamine",
    profile: {
      medicines: ["Doxycycline 40mg MR (Efracea)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine sulphate 1500 mg tablets",
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
      flags: [
        {
          ingredient: "glucosamine",
          with: {
            medicine: "Doxycycline 40mg MR (Efracea)",
          },
          severity: {
            min: "minor",
            max: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Dolenio SmPC: "Concurrent treatment with glucosamine may increase the absorption and serum concentrations of tetracyclines, but the clinical relevance of this interaction is probably limited." A note at most.',
    sources: [
      {
        title: "Dolenio (glucosamine) film-coated tablets - SmPC (MHRA)",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-glu-apixaban",
    title: "Woman on apixaban for AF asks about glucosamine",
    profile: {
      medicines: ["Apixaban 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine sulphate 1500 mg tablets",
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
      flags: [
        {
          ingredient: "glucosamine",
          with: {
            medicine: "Apixaban 5mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'SPS (NHS): "No reports of interaction between glucosamine and the NOACs were located; until more is known, caution is warranted."',
    sources: [
      {
        title: "Glucosamine - what are its drug interactions? (Medicines Q&A)",
        publisher: "Specialist Pharmacy Service (NHS)",
        url: "https://www.sps.nhs.uk/articles/glucosamine-what-are-its-drug-interactions/",
      },
    ],
  },
  {
    id: "sc-p9a-omega3-warfarin",
    title: "Man on warfarin takes four high-strength fish oil capsules a day",
    profile: {
      medicines: ["Warfarin 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "High-strength omega-3 fish oil 1000 mg capsules",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 1000,
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
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Warfarin 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Omacor SmPC 4.4: "Because of the moderate increase in bleeding time (with the high dosage, i.e. 4 capsules), patients receiving anticoagulant therapy must be monitored and the dosage of anticoagulant adjusted if necessary." The leaflet says with warfarin "additional blood tests and dose adjustment ... may be necessary".',
    sources: [
      {
        title: "Omacor soft capsules - SmPC 4.3/4.4 (HPRA)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-omega3-surgery",
    title: "Woman having a hip replacement next week takes 4 g fish oil daily",
    profile: {
      medicines: [],
      conditions: ["surgery next week"],
    },
    stack: [
      {
        custom: {
          name: "High-strength omega-3 fish oil 1000 mg capsules",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 1000,
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
          ingredient: "omega-3-fish-oil",
          with: {
            condition: "surgery next week",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Omacor SmPC 4.4: "Make allowance for the increased bleeding time in patients at high risk of haemorrhage (because of severe trauma, surgery, etc)." The leaflet says take special care if "you are due to have or have had surgery recently".',
    sources: [
      {
        title: "Omacor soft capsules - SmPC 4.3/4.4 (HPRA)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
      {
        title: "Omacor 1000 mg soft capsules - Package leaflet",
        publisher: "imedi.co.uk (copy of UK patient leaflet)",
        url: "https://imedi.co.uk/omacor-1000mg-capsule-soft",
      },
    ],
  },
  {
    id: "sc-p9a-omega3-fish-allergy",
    title: "Man with a fish allergy is offered fish oil capsules",
    profile: {
      medicines: [],
      conditions: ["fish allergy"],
    },
    stack: [
      {
        custom: {
          name: "High-strength omega-3 fish oil 1000 mg capsules",
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
            condition: "fish allergy",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Omacor SmPC 4.4: "Omacor should be used with caution in patients with known sensitivity or allergy to fish."',
    sources: [
      {
        title: "Omacor soft capsules - SmPC 4.3/4.4 (HPRA)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-potassium-spironolactone",
    title: "Heart failure patient on spironolactone buys potassium tablets for cramps",
    profile: {
      medicines: ["Spironolactone 25mg"],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Potassium 99 mg tablets (potassium gluconate)",
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
            medicine: "Spironolactone 25mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Slow-K SmPC 4.3 lists as a contraindication "Concomitant treatment with potassium sparing diuretics (e.g. spironolactone, triamterene, amiloride)"; NHS GGC formulary: "A potassium-sparing diuretic and potassium supplements should not be used concomitantly because of the risk of hyperkalaemia."',
    sources: [
      {
        title: "Slow-K coated tablet (potassium chloride) - SmPC contraindications (HPRA)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/slow-k/precautions",
      },
      {
        title: "Formulary 9.2.1.1 Oral potassium - prescribing notes",
        publisher: "NHS Greater Glasgow and Clyde Medicines",
        url: "https://ggcmedicines.org.uk/formulary/nutrition-and-blood-9/fluids-and-electrolytes/oral-preparations-for-fluid-and-electrolyte-imbalance/oral-potassium",
      },
    ],
  },
  {
    id: "sc-p9a-potassium-amiloride",
    title: "Man on amiloride uses a potassium electrolyte drink mix every day",
    profile: {
      medicines: ["Amiloride 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Electrolyte powder with potassium 600 mg",
          ingredients: [
            {
              ingredient: "potassium",
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
          ingredient: "potassium",
          with: {
            medicine: "Amiloride 5mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NHS GGC formulary: "A potassium-sparing diuretic and potassium supplements should not be used concomitantly because of the risk of hyperkalaemia"; Slow-K SmPC contraindicates "potassium sparing diuretics (e.g. spironolactone, triamterene, amiloride)".',
    sources: [
      {
        title: "Formulary 9.2.1.1 Oral potassium - prescribing notes",
        publisher: "NHS Greater Glasgow and Clyde Medicines",
        url: "https://ggcmedicines.org.uk/formulary/nutrition-and-blood-9/fluids-and-electrolytes/oral-preparations-for-fluid-and-electrolyte-imbalance/oral-potassium",
      },
      {
        title: "Slow-K coated tablet (potassium chloride) - SmPC contraindications (HPRA)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/slow-k/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-potassium-ckd",
    title: "Woman with stage 4 kidney disease starts a potassium supplement",
    profile: {
      medicines: [],
      conditions: ["stage 4 kidney disease"],
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
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "potassium",
          with: {
            condition: "stage 4 kidney disease",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Slow-K SmPC 4.3: contraindicated in "All forms of hyperkalaemia as may occur in marked renal failure (even when not yet associated with manifest hyperkalaemia)".',
    sources: [
      {
        title: "Slow-K coated tablet (potassium chloride) - SmPC contraindications (HPRA)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/slow-k/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-b6-sinemet-quiet",
    title: "Man on Sinemet asks whether a B-complex with B6 will stop his levodopa working",
    profile: {
      medicines: ["Sinemet 12.5mg/50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B6 10 mg tablets",
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
            medicine: "Sinemet 12.5mg/50mg",
          },
        },
      ],
    },
    rationale:
      'Sinemet is co-careldopa (levodopa with the decarboxylase inhibitor carbidopa). Pyridoxine SmPC: "Pyridoxine hydrochloride may reduce the effect of levodopa ... unless a dopa decarboxylase inhibitor is also given"; the 20mg SmPC: "when it is used without a dopa-decarboxylase inhibitor." With carbidopa present there is no interaction, and 10 mg is within the FSA limit.',
    sources: [
      {
        title: "Pyridoxine 50mg Tablets - SmPC section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://www.medicines.org.uk/emc/product/1208/smpc",
      },
      {
        title: "Pyridoxine Tablets BP 20mg - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/pyridoxine-tablets-bp-20mg/summary",
      },
    ],
  },
  {
    id: "sc-p9a-b6-madopar-quiet",
    title: "Woman on Madopar takes a 10 mg B6 tablet for PMS",
    profile: {
      medicines: ["Madopar 62.5"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B6 10 mg tablets",
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
            medicine: "Madopar 62.5",
          },
        },
      ],
    },
    rationale:
      'Madopar is co-beneldopa (levodopa + benserazide, a dopa decarboxylase inhibitor). Pyridoxine SmPC: the levodopa interaction happens only "when it is used without a dopa-decarboxylase inhibitor." 10 mg/day is the FSA advised maximum, not above it.',
    sources: [
      {
        title: "Pyridoxine Tablets BP 20mg - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/pyridoxine-tablets-bp-20mg/summary",
      },
      {
        title: "Vitamin B6 - Pyridoxine",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-b6",
      },
    ],
  },
  {
    id: "sc-p9a-b6-phenytoin",
    title: "Epilepsy patient on phenytoin takes 50 mg vitamin B6 daily",
    profile: {
      medicines: ["Phenytoin 300mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B6 50 mg tablets",
          ingredients: [
            {
              ingredient: "vitamin-b6",
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
          ingredient: "vitamin-b6",
          with: {
            medicine: "Phenytoin 300mg",
          },
          severity: {
            min: "minor",
          },
        },
        {
          ingredient: "vitamin-b6",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Pyridoxine 20mg SmPC: "Larger doses of pyridoxine can cause a reduction in serum phenytoin and phenobarbitone levels in some patients." 50 mg also exceeds the FSA advice against "taking more than 10 mg of vitamin B6 supplements a day".',
    sources: [
      {
        title: "Pyridoxine Tablets BP 20mg - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/pyridoxine-tablets-bp-20mg/summary",
      },
      {
        title: "Vitamin B6 - Pyridoxine",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-b6",
      },
    ],
  },
  {
    id: "sc-p9a-b6-upper-level",
    title: "Woman takes a 100 mg vitamin B6 tablet daily for PMS",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B6 100 mg tablets",
          ingredients: [
            {
              ingredient: "vitamin-b6",
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
          ingredient: "vitamin-b6",
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
      'Food Standards Scotland: "The Agency advises against taking more than 10 mg of vitamin B6 supplements a day" and "Taking large amounts of vitamin B6 ... can lead to a loss of feeling in the arms and legs - known as peripheral neuropathy." 100 mg is ten times that level.',
    sources: [
      {
        title: "Vitamin B6 - Pyridoxine",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-b6",
      },
    ],
  },
  {
    id: "sc-p9a-zinc-upper-level",
    title: "Man takes 50 mg zinc daily for colds all winter",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 50 mg tablets",
          ingredients: [
            {
              ingredient: "zinc",
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
          ingredient: "zinc",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Food Standards Scotland: "Taking high doses of zinc reduces the amount of copper the body can absorb. This can lead to anaemia and to weakening of the bones" and "The Agency advises against taking more than 25 mg of zinc supplements a day."',
    sources: [
      {
        title: "Zinc",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/zinc",
      },
    ],
  },
  {
    id: "sc-p9a-zinc-15-quiet-ul",
    title: "Woman takes a 15 mg zinc tablet daily",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 15 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "zinc",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Food Standards Scotland: "The Agency advises against taking more than 25 mg of zinc supplements a day." 15 mg is well under that level, so no upper-level warning is due.',
    sources: [
      {
        title: "Zinc",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/zinc",
      },
    ],
  },
  {
    id: "sc-p9a-manganese-older-ul",
    title: "75-year-old man takes a joint formula with 5 mg manganese",
    profile: {
      medicines: [],
      conditions: ["aged 75"],
    },
    stack: [
      {
        custom: {
          name: "Joint formula with manganese 5 mg",
          ingredients: [
            {
              ingredient: "manganese",
              amount: 5,
              unit: "mg",
            },
            {
              ingredient: "glucosamine",
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
          ingredient: "manganese",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Food Standards Scotland: "For most people, taking 4 mg or less of manganese supplements a day is unlikely to cause any harm. For older people, taking 0.5 mg or less ... This is a lower amount because older people may be more sensitive to manganese"; high doses "might cause nerve damage".',
    sources: [
      {
        title: "Manganese",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/manganese",
      },
    ],
  },
  {
    id: "sc-p9a-beta-carotene-smoker",
    title: 'Smoker buys a beta-carotene "skin glow" supplement',
    profile: {
      medicines: [],
      conditions: ["smoker"],
    },
    stack: [
      {
        custom: {
          name: "Beta-carotene 15 mg capsules",
          ingredients: [
            {
              ingredient: "beta-carotene",
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
          ingredient: "beta-carotene",
          with: {
            condition: "smoker",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Food Standards Scotland: "Beta-carotene supplements have been found to increase the risk of lung cancer developing in smokers" and "People who smoke or have been exposed to asbestos are advised not to take any beta-carotene supplements."',
    sources: [
      {
        title: "Beta-carotene (Food Standards Scotland consumer page, staging copy)",
        publisher: "Food Standards Scotland",
        url: "https://dev-fss.whitespacers.com/consumers/healthy-eating/nutrition/vitamins-minerals/beta-carotene",
      },
    ],
  },
  {
    id: "sc-p9a-selenium-upper-level",
    title: "Man takes 400 microgram selenium tablets plus Brazil nuts",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Selenium 400 microgram tablets",
          ingredients: [
            {
              ingredient: "selenium",
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
          ingredient: "selenium",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'FSA: "Too much selenium causes selenosis, a condition that in its mildest form can lead to loss of hair, skin and nails" and "Taking 0.35 mg or less a day of selenium supplements is unlikely to cause any harm." 400 micrograms is above 0.35 mg.',
    sources: [
      {
        title: "Selenium - What is FSA advice? (eatwell.gov.uk, archived)",
        publisher: "Food Standards Agency via The National Archives",
        url: "https://tna.europarchive.org/20100929190231/http:/www.eatwell.gov.uk/healthydiet/nutritionessentials/vitaminsandminerals/selenium/",
      },
    ],
  },
  {
    id: "sc-p9a-vita-pregnant",
    title: "Pregnant woman takes an old multivitamin with 800 micrograms retinol",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Multivitamin with vitamin A (retinol) 800 micrograms",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 800,
              unit: "µg",
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
      flags: [
        {
          ingredient: "vitamin-a",
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
      'SACN/GOV.UK: "Pregnant women or women planning to become pregnant are still advised not to consume liver, liver products, or supplements containing retinol (including those containing fish liver oil)."',
    sources: [
      {
        title: "SACN Review of Dietary Advice on Vitamin A",
        publisher: "GOV.UK (Scientific Advisory Committee on Nutrition)",
        url: "https://gov.uk/government/publications/sacn-review-of-dietary-advice-on-vitamin-a",
      },
    ],
  },
  {
    id: "sc-p9a-codliver-pregnant",
    title: "Woman trying for a baby takes cod liver oil capsules",
    profile: {
      medicines: [],
      conditions: ["trying to get pregnant"],
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
            condition: "trying to get pregnant",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'SACN/GOV.UK: "Pregnant women or women planning to become pregnant are still advised not to consume ... supplements containing retinol (including those containing fish liver oil)."',
    sources: [
      {
        title: "SACN Review of Dietary Advice on Vitamin A",
        publisher: "GOV.UK (Scientific Advisory Committee on Nutrition)",
        url: "https://gov.uk/government/publications/sacn-review-of-dietary-advice-on-vitamin-a",
      },
    ],
  },
  {
    id: "sc-p9a-vita-upper-level",
    title: "Older woman with osteoporosis takes a 3 mg (10,000 IU) vitamin A capsule",
    profile: {
      medicines: [],
      conditions: ["osteoporosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin A 10,000 IU (3 mg retinol) capsules",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 3000,
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
      'Food Standards Scotland: "having more than an average of 1.5mg per day of vitamin A over many years may affect your bones and make them more likely to fracture ... Older people, particularly women, are already at risk of osteoporosis." 3 mg/day is double that.',
    sources: [
      {
        title: "Vitamin A (Food Standards Scotland consumer page, staging copy)",
        publisher: "Food Standards Scotland",
        url: "https://dev-fss.whitespacers.com/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-a",
      },
    ],
  },
  {
    id: "sc-p9a-mg-nitrofurantoin",
    title: "Woman on nitrofurantoin for cystitis takes magnesium for cramps",
    profile: {
      medicines: ["Nitrofurantoin 100mg MR (Macrobid)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 375 mg tablets (magnesium citrate)",
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
            medicine: "Nitrofurantoin 100mg MR (Macrobid)",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Neomag SmPC 4.5: for "nitrofurantoin, penicillamine, iron, bisphosphonates ... eltrombopag ... to avoid impairment of absorption, magnesium preparations should be taken 3 to 4 hours before or after the administration of those drugs."',
    sources: [
      {
        title: "Neomag 4mmol chewable tablets - SmPC section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/2678/smpc",
      },
    ],
  },
  {
    id: "sc-p9a-mg-hydroxychloroquine",
    title: "Lupus patient on hydroxychloroquine starts magnesium glycinate",
    profile: {
      medicines: ["Hydroxychloroquine 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 375 mg tablets (magnesium citrate)",
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
            medicine: "Hydroxychloroquine 200mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Neomag SmPC 4.5: for "Aminoquinolines, quinidine ... magnesium preparations should be taken 3 to 4 hours before or after"; another UK magnesium SmPC lists "chloroquine and hydroxychloroquine" among drugs whose absorption magnesium salts may interfere with.',
    sources: [
      {
        title: "Neomag 4mmol chewable tablets - SmPC section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/2678/smpc",
      },
      {
        title: "Oral magnesium salt preparation - SmPC section 4.5 (emc product 4841)",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p9a-mg-gabapentin",
    title: "Man on gabapentin takes magnesium at bedtime with it",
    profile: {
      medicines: ["Gabapentin 300mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 375 mg tablets (magnesium citrate)",
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
            medicine: "Gabapentin 300mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK magnesium SmPC: "Magnesium salts may interfere with the absorption of many drugs including ... antiepileptics (gabapentin and phenytoin)" and "it is recommended that this product is not taken within two to four hours of any other medicinal products".',
    sources: [
      {
        title: "Oral magnesium salt preparation - SmPC section 4.5 (emc product 4841)",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p9a-mg-ulipristal",
    title: "Woman takes ellaOne the morning after while on daily magnesium",
    profile: {
      medicines: ["ellaOne 30mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 375 mg tablets (magnesium citrate)",
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
            medicine: "ellaOne 30mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK magnesium SmPC 4.5: "The plasma concentration of ulipristal may be reduced." (ellaOne is ulipristal acetate emergency contraception.) Doses should be separated.',
    sources: [
      {
        title: "Oral magnesium salt preparation - SmPC section 4.5 (emc product 4841)",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p9a-mg-eltrombopag",
    title: "ITP patient on Revolade takes a magnesium supplement with it",
    profile: {
      medicines: ["Revolade 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 375 mg tablets (magnesium citrate)",
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
            medicine: "Revolade 50mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Revolade is eltrombopag. UK magnesium SmPC: magnesium salts "may reduce absorption of eltrombopag (give at least 4 hours apart)"; Neomag SmPC lists eltrombopag among drugs to separate by 3 to 4 hours.',
    sources: [
      {
        title: "Oral magnesium salt preparation - SmPC section 4.5 (emc product 4841)",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
      {
        title: "Neomag 4mmol chewable tablets - SmPC section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/2678/smpc",
      },
    ],
  },
  {
    id: "sc-p9a-mg-itraconazole",
    title: "Man on itraconazole for a fungal nail takes magnesium",
    profile: {
      medicines: ["Itraconazole 100mg capsules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 375 mg tablets (magnesium citrate)",
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
            medicine: "Itraconazole 100mg capsules",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK magnesium SmPC: "Magnesium salts may interfere with the absorption of many drugs including ... antibacterials and antifungals (azithromycin, cefaclor, cefpodoxime, isoniazid, itraconazole, ketoconazole ...)".',
    sources: [
      {
        title: "Oral magnesium salt preparation - SmPC section 4.5 (emc product 4841)",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p9a-mg-risedronate",
    title: "Woman on weekly risedronate takes magnesium the same morning",
    profile: {
      medicines: ["Risedronate 35mg weekly"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 375 mg tablets (magnesium citrate)",
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
            medicine: "Risedronate 35mg weekly",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Neomag SmPC: for "bisphosphonates (such as alendronate and risedronate) ... magnesium preparations should be taken 3 to 4 hours before or after the administration of those drugs."',
    sources: [
      {
        title: "Neomag 4mmol chewable tablets - SmPC section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/2678/smpc",
      },
    ],
  },
  {
    id: "sc-p9a-zinc-ciprofloxacin",
    title: "Man on ciprofloxacin takes his zinc lozenges and tablets",
    profile: {
      medicines: ["Ciprofloxacin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg tablets",
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
            medicine: "Ciprofloxacin 500mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Solvazinc SmPC 4.5: "Zinc may reduce the absorption of quinolones; ciprofloxacin, levofloxacin, moxifloxacin, norfloxacin and ofloxacin."',
    sources: [
      {
        title: "Solvazinc (zinc sulfate) effervescent tablets - SmPC (MHRA)",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-zinc-doxycycline",
    title: "Acne patient on doxycycline also takes zinc for her skin",
    profile: {
      medicines: ["Doxycycline 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg tablets",
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
            medicine: "Doxycycline 100mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Solvazinc SmPC: "Zinc may reduce the absorption of concurrently administered tetracyclines, also the absorption of zinc may be reduced by tetracyclines; when both are being given an interval of at least three hours should be allowed."',
    sources: [
      {
        title: "Solvazinc (zinc sulfate) effervescent tablets - SmPC (MHRA)",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-zinc-trientine",
    title: "Wilson's disease patient on trientine adds a zinc supplement",
    profile: {
      medicines: ["Trientine dihydrochloride 300mg"],
      conditions: ["Wilson's disease"],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg tablets",
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
            medicine: "Trientine dihydrochloride 300mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Solvazinc SmPC: "The absorption of zinc may be reduced by trientine, also the absorption of trientine may be reduced by zinc."',
    sources: [
      {
        title: "Solvazinc (zinc sulfate) effervescent tablets - SmPC (MHRA)",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-zinc-copper-deficiency",
    title: "Woman with low copper levels wants to start zinc for immunity",
    profile: {
      medicines: [],
      conditions: ["copper deficiency"],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg tablets",
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
            condition: "copper deficiency",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Solvazinc SmPC 4.3 lists "Copper deficiency (see section 4.5)" as a contraindication, because "Zinc may inhibit the absorption of copper" and may lead "to reduced copper levels, and potentially copper deficiency".',
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc)",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
      {
        title: "Solvazinc (zinc sulfate) effervescent tablets - SmPC (MHRA)",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-zinc-copper-stack",
    title: "Man takes a zinc tablet and a separate copper tablet together",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 45 mg tablets",
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
          ingredient: "zinc",
          with: {
            ingredient: "copper",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Solvazinc SmPC: "Zinc may inhibit the absorption of copper" and "may interfere with the absorption of copper, leading to reduced copper levels". 45 mg is also above the FSA 25 mg advice.',
    sources: [
      {
        title: "Solvazinc (zinc sulfate) effervescent tablets - SmPC (MHRA)",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-thiamine-fluorouracil",
    title: "Patient on 5-FU chemotherapy takes thiamine tablets",
    profile: {
      medicines: ["Fluorouracil infusion"],
      conditions: ["bowel cancer"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B1 (thiamine) 100 mg tablets",
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
      flags: [
        {
          ingredient: "thiamin",
          with: {
            medicine: "Fluorouracil infusion",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Thiamine SmPC 4.5: "The thiamine antagonist\'s thiosemicarbazone and 5-fluorouracil can neutralise the effect of thiamine. Patients using any of these treatments may need their thiamine dose adjusted."',
    sources: [
      {
        title: "Thiamine Hydrochloride 50 mg Tablets - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/thiamine-hydrochloride-50-mg-tablets-90094/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p9a-thiamine-acamprosate-quiet",
    title: "Man on acamprosate after alcohol detox takes thiamine as advised",
    profile: {
      medicines: ["Acamprosate 333mg"],
      conditions: ["alcohol dependence"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B1 (thiamine) 100 mg tablets",
          ingredients: [
            {
              ingredient: "thiamin",
              amount: 100,
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
          ingredient: "thiamin",
          with: {
            medicine: "Acamprosate 333mg",
          },
        },
      ],
    },
    rationale:
      'Thiamine is routinely given in alcohol dependence. The thiamine SmPC 4.5 names only "thiosemicarbazone and 5-fluorouracil" (and laboratory-test effects) as interactions; acamprosate is not mentioned and there is no mechanism for an interaction.',
    sources: [
      {
        title: "Thiamine Hydrochloride 50 mg Tablets - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/thiamine-hydrochloride-50-mg-tablets-90094/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p9a-caffeine-priadel",
    title: "Man on Priadel takes caffeine tablets to stay awake on night shifts",
    profile: {
      medicines: ["Lithium (Priadel) 400mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 100 mg tablets",
          ingredients: [
            {
              ingredient: "caffeine",
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
          ingredient: "caffeine",
          with: {
            medicine: "Lithium (Priadel) 400mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Pro Plus SmPC 4.3: "Pro Plus should not be used if antidepressants (including lithium carbonate), anxiolytics (including clozapine) and sedatives are being used, or by persons with anxiety disorders."',
    sources: [
      {
        title: "Pro Plus (caffeine 50 mg) - Summary of Product Characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
    ],
  },
  {
    id: "sc-p9a-caffeine-clozapine",
    title: "Patient on clozapine buys caffeine energy tablets",
    profile: {
      medicines: ["Clozaril 300mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 50 mg tablets",
          ingredients: [
            {
              ingredient: "caffeine",
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
          ingredient: "caffeine",
          with: {
            medicine: "Clozaril 300mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Clozaril is clozapine. Pro Plus SmPC 4.3: "Pro Plus should not be used if antidepressants (including lithium carbonate), anxiolytics (including clozapine) and sedatives are being used".',
    sources: [
      {
        title: "Pro Plus (caffeine 50 mg) - Summary of Product Characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
      {
        title: "PEP / Asda Energy Plus Tablets (caffeine + glucose) - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/pep/summary",
      },
    ],
  },
  {
    id: "sc-p9a-caffeine-disulfiram",
    title: "Man on disulfiram after alcohol treatment uses caffeine tablets",
    profile: {
      medicines: ["Disulfiram 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 50 mg tablets",
          ingredients: [
            {
              ingredient: "caffeine",
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
          ingredient: "caffeine",
          with: {
            medicine: "Disulfiram 200mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Pro Plus SmPC 4.3: "Pro Plus should not be used by patients recovering from chronic alcoholism who are taking disulfiram."',
    sources: [
      {
        title: "Pro Plus (caffeine 50 mg) - Summary of Product Characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
    ],
  },
  {
    id: "sc-p9a-caffeine-theophylline",
    title: "COPD patient on Uniphyllin takes a caffeine pre-workout",
    profile: {
      medicines: ["Uniphyllin Continus 200mg"],
      conditions: ["COPD"],
    },
    stack: [
      {
        custom: {
          name: "Pre-workout powder with caffeine 200 mg",
          ingredients: [
            {
              ingredient: "caffeine",
              amount: 200,
              unit: "mg",
            },
            {
              ingredient: "beta-alanine",
              amount: 3200,
              unit: "mg",
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
            medicine: "Uniphyllin Continus 200mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Uniphyllin is theophylline. Caffeine tablet SmPC: "Caffeine shares the same metabolic pathway as theophylline and therefore Caffeine and Glucose tablets should not be used concurrently with theophylline".',
    sources: [
      {
        title: "PEP / Asda Energy Plus Tablets (caffeine + glucose) - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/pep/summary",
      },
    ],
  },
  {
    id: "sc-p9a-caffeine-hypertension",
    title: "Man on ramipril for high blood pressure takes 200 mg caffeine tablets",
    profile: {
      medicines: ["Ramipril 5mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 200 mg tablets",
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
            condition: "high blood pressure",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Caffeine tablet SmPC 4.3: "Pro Plus should not be used by people who have been diagnosed with hypertension or who are receiving antihypertensive medication, or who have a history of cardiac arrhythmia."',
    sources: [
      {
        title: "Pro Plus (caffeine 50 mg) - Summary of Product Characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
    ],
  },
  {
    id: "sc-p9a-caffeine-anxiety",
    title: "Student with generalised anxiety disorder uses caffeine pills for exams",
    profile: {
      medicines: [],
      conditions: ["generalised anxiety disorder"],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 100 mg tablets",
          ingredients: [
            {
              ingredient: "caffeine",
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
          ingredient: "caffeine",
          with: {
            condition: "generalised anxiety disorder",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Pro Plus SmPC 4.3: caffeine tablets "should not be used ... by persons with anxiety disorders."',
    sources: [
      {
        title: "Pro Plus (caffeine 50 mg) - Summary of Product Characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
    ],
  },
  {
    id: "sc-p9a-caffeine-pregnant",
    title: "Pregnant woman takes caffeine tablets for tiredness",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 50 mg tablets",
          ingredients: [
            {
              ingredient: "caffeine",
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
          ingredient: "caffeine",
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
      'Caffeine tablet SmPC 4.3: "Caffeine and Glucose tablets should not be taken in pregnancy or lactation (see section 4.6)."',
    sources: [
      {
        title: "PEP / Asda Energy Plus Tablets (caffeine + glucose) - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/pep/summary",
      },
    ],
  },
  {
    id: "sc-p9a-vitk-warfarin",
    title: "Woman on warfarin switches to a multivitamin that now contains vitamin K",
    profile: {
      medicines: ["Warfarin 4mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Over-50s multivitamin with vitamin K1 25 micrograms",
          ingredients: [
            {
              ingredient: "vitamin-k1",
              amount: 25,
              unit: "µg",
            },
            {
              ingredient: "vitamin-d3",
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
          ingredient: "vitamin-k1",
          with: {
            medicine: "Warfarin 4mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'HSA safety alert: an 80-year-old stable on warfarin had INR fall "to a sub-therapeutic level of 1" after switching to a multivitamin with "an addition of 25mcg of vitamin K1"; professionals should "monitor the intake of vitamin K-containing health supplements for patients on warfarin therapy."',
    sources: [
      {
        title: "Potential interaction between warfarin and health supplements containing vitamin K",
        publisher: "Health Sciences Authority (Singapore) safety alert",
        url: "https://hsa.gov.sg/announcements/safety-alert/potential-interaction-between-warfarin-and-health-supplements-containing-vitamin-k",
      },
    ],
  },
  {
    id: "sc-p9a-vitk2-warfarin",
    title: "Man on warfarin buys vitamin K2 (MK-7) for his bones",
    profile: {
      medicines: ["Warfarin 3mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin K2 (MK-7) 100 microgram capsules",
          ingredients: [
            {
              ingredient: "vitamin-k2",
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
          ingredient: "vitamin-k2",
          with: {
            medicine: "Warfarin 3mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'HSA safety alert on vitamin K in supplements: vitamin K lowered the INR "to a sub-therapeutic level", and labels carry "Consult a healthcare professional prior to use if you are taking a blood thinner such as warfarin."',
    sources: [
      {
        title: "Potential interaction between warfarin and health supplements containing vitamin K",
        publisher: "Health Sciences Authority (Singapore) safety alert",
        url: "https://hsa.gov.sg/announcements/safety-alert/potential-interaction-between-warfarin-and-health-supplements-containing-vitamin-k",
      },
    ],
  },
  {
    id: "sc-p9a-biotin-thyroid-test",
    title: "Woman taking high-dose biotin for her hair has thyroid blood tests next week",
    profile: {
      medicines: ["Levothyroxine 50 micrograms"],
      conditions: ["thyroid blood test next week"],
    },
    stack: [
      {
        custom: {
          name: "Biotin 10,000 microgram (10 mg) hair tablets",
          ingredients: [
            {
              ingredient: "biotin",
              amount: 10000,
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
          ingredient: "biotin",
          with: {
            condition: "thyroid blood test next week",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NICE (after MHRA Drug Safety Update, June 2023): "a high consumption of biotin from dietary supplements may lead to falsely high or low test results" in thyroid function tests; HSA: biotin at higher doses may cause "clinically significant false results".',
    sources: [
      {
        title:
          "2023 exceptional surveillance of thyroid disease (NICE guideline NG145) - biotin and thyroid function tests",
        publisher: "NICE",
        url: "https://nice.org.uk/guidance/ng145/resources/2023-exceptional-surveillance-of-thyroid-disease-assessment-and-management-nice-guideline-ng145-13190452093/chapter/Surveillance-decision?tab=evidence",
      },
      {
        title: "Biotin interference with clinical laboratory tests",
        publisher: "Health Sciences Authority (Singapore) safety alert",
        url: "https://hsa.gov.sg/announcements/safety-alert/biotin-interference-with-clinical-laboratory-tests",
      },
    ],
  },
  {
    id: "sc-p9a-q-iron-amlodipine",
    title: "Woman on amlodipine asks if she can take her new iron tablets",
    profile: {
      medicines: ["Amlodipine 10mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Amlodipine 10mg",
          },
        },
      ],
    },
    rationale:
      "Plainly unrelated and commonly asked. The ferrous sulfate SmPC interaction section covers antacids and minerals, tetracyclines, quinolones, bisphosphonates, cholestyramine, dimercaprol, dopaminergics, methyldopa, mycophenolate, penicillamine, levothyroxine, trientine and zinc; calcium-channel blockers are not among them.",
    sources: [
      {
        title: "Ferrous Sulfate tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p9a-q-iron-sertraline",
    title: "Man on sertraline starts iron for anaemia",
    profile: {
      medicines: ["Sertraline 50mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Sertraline 50mg",
          },
        },
      ],
    },
    rationale:
      "No interaction: the ferrous sulfate SmPC interaction list (antacids/minerals, tetracyclines, quinolones, bisphosphonates, cholestyramine, dopaminergics, methyldopa, mycophenolate, penicillamine, levothyroxine, trientine, zinc) does not include SSRIs, and there is no absorption or pharmacological link.",
    sources: [
      {
        title: "Ferrous Sulfate tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p9a-q-folic-sertraline",
    title: "Woman on sertraline planning pregnancy starts folic acid 400 micrograms",
    profile: {
      medicines: ["Sertraline 100mg"],
      conditions: ["trying for a baby"],
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
            medicine: "Sertraline 100mg",
          },
        },
        {
          ingredient: "folic-acid",
          with: {
            condition: "trying for a baby",
          },
        },
      ],
    },
    rationale:
      'Folic acid 400 micrograms is recommended before conception: the leaflet says "You should use this medicine if you are trying to become pregnant". The folic acid SmPC interaction section (sulfasalazine, cholestyramine, co-trimoxazole, chloramphenicol, anticonvulsants, fluorouracil, antacids, zinc, methotrexate) does not mention antidepressants.',
    sources: [
      {
        title: "Folic Acid 400 micrograms Tablets - Patient leaflet",
        publisher: "patient-info.co.uk (copy of UK leaflet)",
        url: "https://patient-info.co.uk/folic-acid-400-microgramstablets-86655/patient-leaflet",
      },
      {
        title: "Folic Acid Tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p9a-q-folic-levothyroxine",
    title: "Woman on levothyroxine adds folic acid",
    profile: {
      medicines: ["Levothyroxine 100 micrograms"],
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
            medicine: "Levothyroxine 100 micrograms",
          },
        },
      ],
    },
    rationale:
      "Folic acid is not a mineral and does not bind levothyroxine; the folic acid SmPC interaction section lists sulfasalazine, cholestyramine, co-trimoxazole, chloramphenicol, phenytoin/phenobarbital/primidone, fluorouracil, antacids, zinc and methotrexate only.",
    sources: [
      {
        title: "Folic Acid Tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p9a-q-calcium-sertraline",
    title: "Older woman on sertraline takes calcium with vitamin D",
    profile: {
      medicines: ["Sertraline 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 400 IU chewable tablets",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 600,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 400,
              unit: "IU",
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
            medicine: "Sertraline 50mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Sertraline 50mg",
          },
        },
      ],
    },
    rationale:
      "Plainly unrelated. The calcium/colecalciferol SmPC interaction section names thiazides, phenytoin/barbiturates, corticosteroids, cardiac glycosides, levothyroxine, iron/zinc/strontium, bisphosphonates, sodium fluoride, resins, paraffin, orlistat, tetracyclines and quinolones; SSRIs are not among them.",
    sources: [
      {
        title: "Kalcipos-D chewable tablets (calcium carbonate/colecalciferol) - SmPC section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://www.medicines.org.uk/emc/product/4481/smpc",
      },
    ],
  },
  {
    id: "sc-p9a-q-d3-omeprazole",
    title: "Man on omeprazole takes vitamin D3 1000 IU",
    profile: {
      medicines: ["Omeprazole 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 1000 IU tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 1000,
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Omeprazole 20mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'No interaction listed for colecalciferol with proton pump inhibitors in the vitamin D SmPCs, and the dose is well within the Fultium-D3 limit: "The daily dose should not exceed 4,000 IU".',
    sources: [
      {
        title: "Fultium-D3 800 IU capsules - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/2813",
      },
      {
        title: "Kalcipos-D chewable tablets (calcium carbonate/colecalciferol) - SmPC section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://www.medicines.org.uk/emc/product/4481/smpc",
      },
    ],
  },
  {
    id: "sc-p9a-q-d3-metformin",
    title: "Man with type 2 diabetes on metformin takes winter vitamin D",
    profile: {
      medicines: ["Metformin 1g"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 10 microgram (400 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Metformin 1g",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            condition: "type 2 diabetes",
          },
        },
      ],
    },
    rationale:
      "Plainly unrelated and commonly asked. The vitamin D SmPC interaction section covers thiazides, cardiac glycosides, phenytoin/barbiturates, corticosteroids, resins, paraffin and orlistat; metformin and diabetes are not mentioned, and 400 IU is a standard dose.",
    sources: [
      {
        title: "Kalcipos-D chewable tablets (calcium carbonate/colecalciferol) - SmPC section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://www.medicines.org.uk/emc/product/4481/smpc",
      },
      {
        title: "Fultium-D3 800 IU capsules - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/2813",
      },
    ],
  },
  {
    id: "sc-p9a-q-d3-ul-1000",
    title: "Woman takes a 25 microgram (1000 IU) vitamin D tablet daily",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 microgram (1000 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 1000,
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
          ingredient: "vitamin-d3",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Fultium-D3 SmPC: "The daily dose should not exceed 4,000 IU (5 capsules per day)." 1000 IU is a quarter of that, so no upper-level warning is needed.',
    sources: [
      {
        title: "Fultium-D3 800 IU capsules - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/2813",
      },
    ],
  },
  {
    id: "sc-p9a-q-melatonin-paracetamol",
    title: "Older man on Circadin asks if paracetamol for his back is OK",
    profile: {
      medicines: ["Paracetamol 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 2 mg prolonged-release tablets",
          ingredients: [
            {
              ingredient: "melatonin",
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
          ingredient: "melatonin",
          with: {
            medicine: "Paracetamol 500mg",
          },
        },
      ],
    },
    rationale:
      'The NHS list of medicines that interact with melatonin names antidepressants, benzodiazepines, blood pressure medicines, NSAIDs "such as ibuprofen, naproxen or diclofenac", oestrogens, opiates, psoralens, quinolones, rifampicin, carbamazepine, cimetidine, thioridazine, warfarin and Z-drugs; paracetamol is not an NSAID and is not listed.',
    sources: [
      {
        title: "Taking melatonin with other medicines and herbal supplements",
        publisher: "NHS",
        url: "https://nhs.uk/medicines/melatonin/taking-melatonin-with-other-medicines-and-herbal-supplements",
      },
    ],
  },
  {
    id: "sc-p9a-q-melatonin-levothyroxine",
    title: "Woman on levothyroxine uses melatonin for jet lag",
    profile: {
      medicines: ["Levothyroxine 125 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 3 mg tablets",
          ingredients: [
            {
              ingredient: "melatonin",
              amount: 3,
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
          ingredient: "melatonin",
          with: {
            medicine: "Levothyroxine 125 micrograms",
          },
        },
      ],
    },
    rationale:
      "Levothyroxine is not among the interacting medicines in the NHS melatonin list or the SmPC wording (fluvoxamine, oestrogens, cimetidine, quinolones, CYP1A2 inducers, hypnotics, thioridazine, imipramine).",
    sources: [
      {
        title: "Taking melatonin with other medicines and herbal supplements",
        publisher: "NHS",
        url: "https://nhs.uk/medicines/melatonin/taking-melatonin-with-other-medicines-and-herbal-supplements",
      },
      {
        title: "Melatonin - interactions (summary of SmPC wording)",
        publisher: "RxReasoner",
        url: "https://rxreasoner.com/substances/melatonin/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-q-omega3-levothyroxine",
    title: "Woman on levothyroxine takes a daily fish oil capsule",
    profile: {
      medicines: ["Levothyroxine 50 micrograms"],
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
            medicine: "Levothyroxine 50 micrograms",
          },
        },
      ],
    },
    rationale:
      'The only medicine interaction flagged in the omega-3 (Omacor) SmPC concerns anticoagulants and bleeding time ("patients receiving anticoagulant therapy must be monitored"); levothyroxine is unrelated.',
    sources: [
      {
        title: "Omacor soft capsules - SmPC 4.3/4.4 (HPRA)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-q-nac-sertraline",
    title: "Man on sertraline starts NAC capsules",
    profile: {
      medicines: ["Sertraline 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "NAC (N-acetylcysteine) 600 mg capsules",
          ingredients: [
            {
              ingredient: "nac",
              amount: 600,
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
          ingredient: "nac",
          with: {
            medicine: "Sertraline 100mg",
          },
        },
      ],
    },
    rationale:
      "The NACSYS leaflet names only antibiotics (take 2 hours apart), cough suppressants, nitroglycerin and activated charcoal as interacting medicines; SSRIs are not among them.",
    sources: [
      {
        title: "NACSYS 600 mg effervescent tablets - Patient Leaflet",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
    ],
  },
  {
    id: "sc-p9a-q-magnesium-sertraline",
    title: "Woman on sertraline takes magnesium for leg cramps",
    profile: {
      medicines: ["Sertraline 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 375 mg tablets (magnesium citrate)",
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
            medicine: "Sertraline 50mg",
          },
        },
      ],
    },
    rationale:
      "Not listed: the Neomag SmPC interaction section covers digoxin and loop diuretics, cellulose sodium phosphate, fluorides, tetracyclines, aminoquinolines, quinidine, nitrofurantoin, penicillamine, iron, bisphosphonates, eltrombopag and drugs causing magnesium loss; SSRIs are not among them.",
    sources: [
      {
        title: "Neomag 4mmol chewable tablets - SmPC section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/2678/smpc",
      },
    ],
  },
  {
    id: "sc-p9a-q-zinc-amlodipine",
    title: "Man on amlodipine takes a 15 mg zinc tablet",
    profile: {
      medicines: ["Amlodipine 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 15 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "zinc",
          with: {
            medicine: "Amlodipine 5mg",
          },
        },
        {
          ingredient: "zinc",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      "Solvazinc SmPC interactions are copper, tetracyclines, quinolones, calcium salts, iron, penicillamine and trientine only; amlodipine is unrelated, and 15 mg is under the FSA 25 mg/day advice.",
    sources: [
      {
        title: "Solvazinc (zinc sulfate) effervescent tablets - SmPC (MHRA)",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-q-thiamine-metformin",
    title: "Man with diabetes on metformin takes vitamin B1",
    profile: {
      medicines: ["Metformin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B1 (thiamine) 50 mg tablets",
          ingredients: [
            {
              ingredient: "thiamin",
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
          ingredient: "thiamin",
          with: {
            medicine: "Metformin 500mg",
          },
        },
      ],
    },
    rationale:
      "Thiamine SmPC 4.5 lists only thiosemicarbazone and 5-fluorouracil (plus laboratory-test effects); metformin is not an interacting medicine.",
    sources: [
      {
        title: "Thiamine Hydrochloride 50 mg Tablets - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/thiamine-hydrochloride-50-mg-tablets-90094/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p9a-q-glucosamine-omeprazole",
    title: "Woman on omeprazole starts glucosamine for knee pain",
    profile: {
      medicines: ["Omeprazole 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine sulphate 1500 mg tablets",
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
            medicine: "Omeprazole 20mg",
          },
        },
      ],
    },
    rationale:
      "The NHS SPS review of glucosamine interactions covers warfarin, antiplatelets, NOACs, doxorubicin/etoposide and diabetes; proton pump inhibitors are not mentioned and no mechanism links them.",
    sources: [
      {
        title: "Glucosamine - what are its drug interactions? (Medicines Q&A)",
        publisher: "Specialist Pharmacy Service (NHS)",
        url: "https://www.sps.nhs.uk/articles/glucosamine-what-are-its-drug-interactions/",
      },
    ],
  },
  {
    id: "sc-p9a-q-selenium-100",
    title: "Man takes a 100 microgram selenium tablet",
    profile: {
      medicines: [],
      conditions: [],
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
      flags: [],
      noFlags: [
        {
          ingredient: "selenium",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'FSA: "Taking 0.35 mg or less a day of selenium supplements is unlikely to cause any harm." 100 micrograms (0.1 mg) is well below that.',
    sources: [
      {
        title: "Selenium - What is FSA advice? (eatwell.gov.uk, archived)",
        publisher: "Food Standards Agency via The National Archives",
        url: "https://tna.europarchive.org/20100929190231/http:/www.eatwell.gov.uk/healthydiet/nutritionessentials/vitaminsandminerals/selenium/",
      },
    ],
  },
  {
    id: "sc-p9a-q-manganese-2mg",
    title: "40-year-old woman takes a multimineral with 2 mg manganese",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Multimineral with manganese 2 mg",
          ingredients: [
            {
              ingredient: "manganese",
              amount: 2,
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
          ingredient: "manganese",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Food Standards Scotland: "For most people, taking 4 mg or less of manganese supplements a day is unlikely to cause any harm." 2 mg in a younger adult is within that.',
    sources: [
      {
        title: "Manganese",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/manganese",
      },
    ],
  },
  {
    id: "sc-p9a-q-beta-carotene-nonsmoker",
    title: "Non-smoker takes a 6 mg beta-carotene supplement",
    profile: {
      medicines: [],
      conditions: ["non-smoker"],
    },
    stack: [
      {
        custom: {
          name: "Beta-carotene 6 mg capsules",
          ingredients: [
            {
              ingredient: "beta-carotene",
              amount: 6,
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
          ingredient: "beta-carotene",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Food Standards Scotland: "The Agency advises against taking more than 7 mg of beta-carotene supplements a day"; the smoking warning applies to smokers and asbestos-exposed people only. 6 mg in a non-smoker is within the advice.',
    sources: [
      {
        title: "Beta-carotene (Food Standards Scotland consumer page, staging copy)",
        publisher: "Food Standards Scotland",
        url: "https://dev-fss.whitespacers.com/consumers/healthy-eating/nutrition/vitamins-minerals/beta-carotene",
      },
    ],
  },
  {
    id: "sc-p9a-q-vita-600",
    title: "Non-pregnant woman takes a multivitamin with 600 micrograms vitamin A",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Multivitamin with vitamin A 600 micrograms",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 600,
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-a",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Food Standards Scotland: women need "0.6 mg a day" and the concern is "more than an average of 1.5mg per day of vitamin A over many years". 0.6 mg from a supplement is within that advice.',
    sources: [
      {
        title: "Vitamin A (Food Standards Scotland consumer page, staging copy)",
        publisher: "Food Standards Scotland",
        url: "https://dev-fss.whitespacers.com/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-a",
      },
    ],
  },
  {
    id: "sc-p9a-q-b6-10mg",
    title: "Woman takes a 10 mg vitamin B6 tablet for PMS",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B6 10 mg tablets",
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
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'The FSA/FSS advice is against "taking more than 10 mg of vitamin B6 supplements a day"; exactly 10 mg is within it. The pyridoxine SmPC 4.3 lists "None known" contraindications.',
    sources: [
      {
        title: "Vitamin B6 - Pyridoxine",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-b6",
      },
      {
        title: "Pyridoxine Tablets BP 20mg - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/pyridoxine-tablets-bp-20mg/summary",
      },
    ],
  },
  {
    id: "sc-p9a-psyllium-cocodamol",
    title: "Man on regular co-codamol 30/500 uses psyllium husk for constipation",
    profile: {
      medicines: ["Co-codamol 30/500"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Psyllium husk 3.5 g sachets",
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
            medicine: "Co-codamol 30/500",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Fybogel SmPC 4.4: "In order to decrease the risk of gastrointestinal obstruction ispaghula husk should not be used together with medicinal products known to inhibit peristaltic movement (e.g. opioids) and then only under medical supervision."',
    sources: [
      {
        title: "Fybogel (ispaghula husk) granules - SmPC 4.3/4.4 (MHRA)",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://rxreasoner.com/monographs/fybogel/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-psyllium-swallowing",
    title: "Older woman with swallowing difficulty after a stroke buys psyllium husk",
    profile: {
      medicines: [],
      conditions: ["difficulty swallowing"],
    },
    stack: [
      {
        custom: {
          name: "Psyllium husk 3.5 g sachets",
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
            condition: "difficulty swallowing",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Fybogel SmPC 4.3 contraindicates use in "Patients who have difficulty in swallowing or any throat problems", and warns that "When taken with inadequate fluid amounts, bulk forming agents can cause obstruction of the throat and oesophagus with choking".',
    sources: [
      {
        title: "Fybogel (ispaghula husk) granules - SmPC 4.3/4.4 (MHRA)",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://rxreasoner.com/monographs/fybogel/precautions",
      },
    ],
  },
  {
    id: "sc-p9a-psyllium-levothyroxine",
    title: "Woman stirs psyllium into water and swallows her levothyroxine with it",
    profile: {
      medicines: ["Levothyroxine 100 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Psyllium husk 3.5 g sachets",
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
            medicine: "Levothyroxine 100 micrograms",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Fybogel SmPC 4.2: "The product should be taken during the day at least ½ to 1 hour before or after intake of other medicines", because the fibre can hold back absorption of other medicines.',
    sources: [
      {
        title: "Fybogel Plain Granules - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc)",
        url: "https://www.medicines.org.uk/emc/product/5652/smpc/print",
      },
    ],
  },
  {
    id: "sc-p9a-q-b12-ramipril",
    title: "Vegan on ramipril takes a daily B12 tablet",
    profile: {
      medicines: ["Ramipril 5mg"],
      conditions: ["vegan diet"],
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
            medicine: "Ramipril 5mg",
          },
        },
      ],
    },
    rationale:
      "No interaction: the cyanocobalamin SmPC lists only para-aminosalicylic acid, colchicine, biguanides, neomycin, cholestyramine, potassium chloride, methyldopa, cimetidine, chloramphenicol and oral contraceptives; ACE inhibitors are not involved.",
    sources: [
      {
        title: "Cytacon 50micrograms Tablets (cyanocobalamin) - SmPC section 4.5",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/cytacon-50micrograms-tablets/summary",
      },
      {
        title: "Cytacon / Cyanocobalamin 50micrograms Tablets - SmPC",
        publisher: "electronic medicines compendium (emc)",
        url: "https://www.medicines.org.uk/emc/product/5716/smpc",
      },
    ],
  },
  {
    id: "sc-p9a-q-b12-sertraline",
    title: "Woman on sertraline takes B12 for tiredness",
    profile: {
      medicines: ["Sertraline 50mg"],
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
            medicine: "Sertraline 50mg",
          },
        },
      ],
    },
    rationale:
      'Plainly unrelated: SSRIs are not among the medicines in the cyanocobalamin SmPC interaction section ("Para-aminosalicylic acid, colchinine, biguanides, neomycin, cholestyramine, potassium chloride, methyldopa, and cimetidine"; chloramphenicol).',
    sources: [
      {
        title: "Cytacon 50micrograms Tablets (cyanocobalamin) - SmPC section 4.5",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/cytacon-50micrograms-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p9a-q-thiamine-amlodipine",
    title: "Older man on amlodipine takes vitamin B1",
    profile: {
      medicines: ["Amlodipine 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B1 (thiamine) 100 mg tablets",
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
            medicine: "Amlodipine 5mg",
          },
        },
      ],
    },
    rationale:
      'Thiamine SmPC 4.5 names only "thiosemicarbazone and 5-fluorouracil" as drugs that neutralise thiamine, plus effects on some laboratory assays; calcium-channel blockers are not involved.',
    sources: [
      {
        title: "Thiamine Hydrochloride 50 mg Tablets - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/thiamine-hydrochloride-50-mg-tablets-90094/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p9a-q-folic-amlodipine",
    title: "Man on amlodipine prescribed folic acid 5 mg",
    profile: {
      medicines: ["Amlodipine 10mg"],
      conditions: [],
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
            medicine: "Amlodipine 10mg",
          },
        },
      ],
    },
    rationale:
      "The folic acid SmPC interaction section (sulfasalazine, cholestyramine, co-trimoxazole, chloramphenicol, phenytoin/phenobarbital/primidone, fluorouracil, antacids, zinc, methotrexate) does not include amlodipine or any blood pressure medicine.",
    sources: [
      {
        title: "Folic Acid Tablets - Summary of Product Characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-nexplanon",
    title: "Woman with a Nexplanon implant buys St John's wort for low mood",
    profile: {
      medicines: ["Nexplanon implant"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kira LowMood Relief (St John's wort extract 450 mg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Nexplanon implant",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MHRA received Yellow Card reports of unplanned pregnancies in women with etonogestrel implants (Nexplanon/Implanon) who started St John's wort; it advises that 'women taking hormonal contraception for pregnancy prevention should not take herbal products that contain St John's wort'.",
    sources: [
      {
        title:
          "St John's wort: interaction with hormonal contraceptives, including implants (Drug Safety Update, March 2014)",
        publisher: "MHRA",
        url: "https://www.mhra.gov.uk/Safetyinformation/DrugSafetyUpdate/CON392869",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-microgynon",
    title: "Microgynon 30 user adds Holland & Barrett St John's wort",
    profile: {
      medicines: ["Microgynon 30"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Holland & Barrett St John's Wort capsules 142 mg extract",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 142,
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
            medicine: "Microgynon 30",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MHRA Drug Safety Update: St John's wort 'interacts with hormonal contraceptives reducing the effectiveness and increasing the risk of unplanned pregnancy' and women on hormonal contraception 'should not take herbal products that contain St John's wort'.",
    sources: [
      {
        title:
          "St John's wort: interaction with hormonal contraceptives, including implants (Drug Safety Update, March 2014)",
        publisher: "MHRA",
        url: "https://www.mhra.gov.uk/Safetyinformation/DrugSafetyUpdate/CON392869",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-mini-pill",
    title: "Woman on the progestogen-only pill wants St John's wort for winter blues",
    profile: {
      medicines: ["the mini pill"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitabiotics St John's Wort 425 mg tablets",
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
            medicine: "the mini pill",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MHRA: 'Advise women who are using combined and progestogen-only hormonal contraceptives that herbal products containing St John's wort can decrease the effect of this contraceptive cover'; they 'should not take' it.",
    sources: [
      {
        title:
          "St John's wort: interaction with hormonal contraceptives, including implants (Drug Safety Update, March 2014)",
        publisher: "MHRA",
        url: "https://www.mhra.gov.uk/Safetyinformation/DrugSafetyUpdate/CON392869",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-latuda",
    title: "Patient on Latuda (lurasidone) for schizophrenia asks about St John's wort",
    profile: {
      medicines: ["Latuda 37mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kira LowMood Relief (St John's wort extract 450 mg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
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
      "The Latuda package leaflet: 'Latuda darf nicht eingenommen werden ... wenn Sie Arzneimittel einnehmen ... ein pflanzliches Arzneimittel gegen Depression, das Johanniskraut (Hypericum perforatum) enthält' (must not be taken with St John's wort); the US label likewise lists St John's wort among contraindicated strong CYP3A4 inducers.",
    sources: [
      {
        title: "Latuda 37 mg Filmtabletten - Gebrauchsinformation",
        publisher: "medikamio.com (copy of Austrian/EU package leaflet)",
        url: "https://medikamio.com/de-at/medikamente/latuda-37-mg-filmtabletten/pil",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-digoxin",
    title: "Older man on digoxin for AF starts St John's wort",
    profile: {
      medicines: ["Digoxin 125 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Holland & Barrett St John's Wort capsules 142 mg extract",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 142,
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
            medicine: "Digoxin 125 micrograms",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "UK Medicines Control Agency advice for people 'taking digoxin for a heart condition' and St John's wort: 'You will need to stop taking the St John's Wort preparation as it may stop your medicine from working properly'; NCCIH also lists digoxin among drugs that interact.",
    sources: [
      {
        title:
          "Important safety information for people taking St John's Wort preparations (Medicines Control Agency advice, 14 April 2000)",
        publisher: "i-base (HIV treatment bulletin) reproducing UK MCA advice",
        url: "https://i-base.info/htb/3473",
      },
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (NIH)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-theophylline",
    title: "COPD patient on Uniphyllin considers St John's wort",
    profile: {
      medicines: ["Uniphyllin Continus 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitabiotics St John's Wort 425 mg tablets",
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
            medicine: "Uniphyllin Continus 200mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "UK MCA advice for people 'on theophylline tablets for my chest': 'You will need to stop taking the St John's Wort preparation as it may stop your medicine from working properly'.",
    sources: [
      {
        title:
          "Important safety information for people taking St John's Wort preparations (Medicines Control Agency advice, 14 April 2000)",
        publisher: "i-base (HIV treatment bulletin) reproducing UK MCA advice",
        url: "https://i-base.info/htb/3473",
      },
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (NIH)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-tegretol",
    title: "Man with epilepsy on Tegretol Retard wants St John's wort",
    profile: {
      medicines: ["Tegretol Retard 400mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kira LowMood Relief (St John's wort extract 450 mg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Tegretol Retard 400mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "UK MCA advice for people 'on tablets for epilepsy/fits' taking St John's wort: 'You will need to stop taking the St John's Wort preparation as it may stop your medicine from working properly'. NPS: carbamazepine (Tegretol) - St John's wort 'reduces effect of epilepsy medicines'.",
    sources: [
      {
        title:
          "Important safety information for people taking St John's Wort preparations (Medicines Control Agency advice, 14 April 2000)",
        publisher: "i-base (HIV treatment bulletin) reproducing UK MCA advice",
        url: "https://i-base.info/htb/3473",
      },
      {
        title: "St John's Wort - interactions",
        publisher: "NPS MedicineWise (Australian government-funded medicines information)",
        url: "https://www.nps.org.au/conditions/mental-health-conditions/mood-disorders/depression/for-individuals/medicines-for-depression-antidepressants/complementary-medicines-alternative-therapies-for-depression/st-johns-wort",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-ivabradine",
    title: "Angina patient on ivabradine buys St John's wort",
    profile: {
      medicines: ["Ivabradine 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Holland & Barrett St John's Wort capsules 142 mg extract",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 142,
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
            medicine: "Ivabradine 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH lists 'Ivabradine (a drug used to treat angina)' among 'Some Drugs That Interact With St. John's Wort', which 'speeds up the processes that change the drug into inactive substances'.",
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (NIH)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-omeprazole",
    title: "Woman on omeprazole for reflux adds St John's wort",
    profile: {
      medicines: ["Omeprazole 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitabiotics St John's Wort 425 mg tablets",
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
            medicine: "Omeprazole 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH lists 'Omeprazole (an acid reducer used to treat digestive tract problems)' among drugs that interact with St John's wort, leading 'to a decrease in drug levels in your body'.",
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (NIH)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-voriconazole",
    title: "Patient on voriconazole for a fungal infection asks about St John's wort",
    profile: {
      medicines: ["Voriconazole 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kira LowMood Relief (St John's wort extract 450 mg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Voriconazole 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH lists 'Voriconazole (a drug used to treat fungal infections)' among the drugs that interact with St John's wort.",
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (NIH)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-finasteride",
    title: "Man on finasteride for prostate takes St John's wort",
    profile: {
      medicines: ["Finasteride 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Holland & Barrett St John's Wort capsules 142 mg extract",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 142,
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
            medicine: "Finasteride 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH lists 'Finasteride (a drug used for prostate problems)' among 'Some Drugs That Interact With St. John's Wort'.",
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (NIH)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-clopidogrel",
    title: "Post-stent patient on clopidogrel wants St John's wort",
    profile: {
      medicines: ["Clopidogrel 75mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitabiotics St John's Wort 425 mg tablets",
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
            medicine: "Clopidogrel 75mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale: "NPS MedicineWise interaction table: clopidogrel - St John's wort 'Increases bleeding risk'.",
    sources: [
      {
        title: "St John's Wort - interactions",
        publisher: "NPS MedicineWise (Australian government-funded medicines information)",
        url: "https://www.nps.org.au/conditions/mental-health-conditions/mood-disorders/depression/for-individuals/medicines-for-depression-antidepressants/complementary-medicines-alternative-therapies-for-depression/st-johns-wort",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-sumatriptan",
    title: "Migraine sufferer using sumatriptan starts St John's wort",
    profile: {
      medicines: ["Sumatriptan 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kira LowMood Relief (St John's wort extract 450 mg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Sumatriptan 50mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NPS: 'Migraine medicines called triptans, including sumatriptan ... Increases risk of side effects'; UK THR leaflets note pharmacodynamic interactions with 'the triptan group of medicines'.",
    sources: [
      {
        title: "St John's Wort - interactions",
        publisher: "NPS MedicineWise (Australian government-funded medicines information)",
        url: "https://www.nps.org.au/conditions/mental-health-conditions/mood-disorders/depression/for-individuals/medicines-for-depression-antidepressants/complementary-medicines-alternative-therapies-for-depression/st-johns-wort",
      },
      {
        title: "Hyperiforce St John's wort tablets - SmPC",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/hyperiforce-st-johns-wort-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-sertraline",
    title: "Woman on sertraline 100mg thinks St John's wort will boost her mood",
    profile: {
      medicines: ["sertraline 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Holland & Barrett St John's Wort capsules 142 mg extract",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 142,
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
            medicine: "sertraline 100mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NPS: 'Do not take St John's wort with other antidepressants' - all antidepressants: 'Increases risk of side effects including serotonin syndrome'. UK THR SmPC: 'pharmacodynamic interactions have also been identified with antidepressants, particularly the SSRI antidepressants'.",
    sources: [
      {
        title: "St John's Wort - interactions",
        publisher: "NPS MedicineWise (Australian government-funded medicines information)",
        url: "https://www.nps.org.au/conditions/mental-health-conditions/mood-disorders/depression/for-individuals/medicines-for-depression-antidepressants/complementary-medicines-alternative-therapies-for-depression/st-johns-wort",
      },
      {
        title: "Hyperiforce St John's wort tablets - SmPC",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/hyperiforce-st-johns-wort-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-citalopram",
    title: "Man on citalopram buys Lloyds St John's wort",
    profile: {
      medicines: ["Citalopram 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Lloydspharmacy St John's Wort 250 mg extract tablets",
          ingredients: [
            {
              ingredient: "st-johns-wort",
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
            medicine: "Citalopram 20mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "The Lloydspharmacy St John's wort leaflet names 'All medicines for depression/anxiety: Amitriptyline, clomipramine, moclobemide, citalopram, es[citalopram]...'; NHS medicine guide lists 'medicines for depression such as ... citalopram, escitalopram' as interacting.",
    sources: [
      {
        title: "Lloydspharmacy St John's Wort film-coated tablets - patient information leaflet (THR 23056)",
        publisher: "spotidoc.com (copy of UK THR leaflet)",
        url: "https://spotidoc.com/doc/827306/leaflet-lloyds_thr-23056",
      },
      {
        title: "St. Johns wort - medicine guide",
        publisher: "NHS (nhs.uk medicine guides)",
        url: "https://www.nhs.uk/medicine-guides/pages/MedicineOverview.aspx?medicine=St.%20Johns%20wort",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-hrt-patch",
    title: "Menopausal woman on Evorel HRT patches adds St John's wort",
    profile: {
      medicines: ["Evorel 50 patch (HRT)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kira LowMood Relief (St John's wort extract 450 mg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Evorel 50 patch (HRT)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NHS medicine guide for St John's wort: 'The following medicines may interact with this medicine: hormonal contraceptives, hormone replacement therapies...'; the Nature's Best THR leaflet lists 'All hormonal replacement therapy (HRT) treatments: HRT tablets, patches, gels, vaginal rings'.",
    sources: [
      {
        title: "St. Johns wort - medicine guide",
        publisher: "NHS (nhs.uk medicine guides)",
        url: "https://www.nhs.uk/medicine-guides/pages/MedicineOverview.aspx?medicine=St.%20Johns%20wort",
      },
      {
        title: "Nature's Best St John's Wort tablets - patient information leaflet (THR)",
        publisher: "pdftreatment.com (copy of UK THR leaflet)",
        url: "https://pdftreatment.com/n/naturesbest.co.uk1.html",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-simvastatin",
    title: "Man on simvastatin 40mg takes St John's wort",
    profile: {
      medicines: ["Simvastatin 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Holland & Barrett St John's Wort capsules 142 mg extract",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 142,
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
            medicine: "Simvastatin 40mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NPS: Simvastatin - St John's wort 'Decreases blood level of simvastatin'; the Nature's Best THR leaflet lists 'Some medicines for cholesterol: Simvastatin'.",
    sources: [
      {
        title: "St John's Wort - interactions",
        publisher: "NPS MedicineWise (Australian government-funded medicines information)",
        url: "https://www.nps.org.au/conditions/mental-health-conditions/mood-disorders/depression/for-individuals/medicines-for-depression-antidepressants/complementary-medicines-alternative-therapies-for-depression/st-johns-wort",
      },
      {
        title: "Nature's Best St John's Wort tablets - patient information leaflet (THR)",
        publisher: "pdftreatment.com (copy of UK THR leaflet)",
        url: "https://pdftreatment.com/n/naturesbest.co.uk1.html",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-imatinib",
    title: "CML patient on imatinib (Glivec) asks about St John's wort",
    profile: {
      medicines: ["Imatinib 400mg (Glivec)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitabiotics St John's Wort 425 mg tablets",
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
            medicine: "Imatinib 400mg (Glivec)",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "The Nature's Best THR leaflet says it is important 'that you do not take St John's Wort if you are using any of the medicines listed below', including 'Some medicines for cancer: Irinotecan, dasatinib, erlotinib, imatinib, sorafenib, sunitinib, etoposide'.",
    sources: [
      {
        title: "Nature's Best St John's Wort tablets - patient information leaflet (THR)",
        publisher: "pdftreatment.com (copy of UK THR leaflet)",
        url: "https://pdftreatment.com/n/naturesbest.co.uk1.html",
      },
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (NIH)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-neoral",
    title: "Heart transplant recipient on Neoral (ciclosporin) wants St John's wort",
    profile: {
      medicines: ["Neoral (ciclosporin) 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kira LowMood Relief (St John's wort extract 450 mg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Neoral (ciclosporin) 100mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "The Nature's Best THR leaflet: do not take St John's wort with 'All immunosuppressant medicines: Ciclosporin'; UK MCA advice to transplant patients: 'You will need to stop taking the St John's Wort preparation as it may stop your medicine from working properly'.",
    sources: [
      {
        title: "Nature's Best St John's Wort tablets - patient information leaflet (THR)",
        publisher: "pdftreatment.com (copy of UK THR leaflet)",
        url: "https://pdftreatment.com/n/naturesbest.co.uk1.html",
      },
      {
        title:
          "Important safety information for people taking St John's Wort preparations (Medicines Control Agency advice, 14 April 2000)",
        publisher: "i-base (HIV treatment bulletin) reproducing UK MCA advice",
        url: "https://i-base.info/htb/3473",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-darunavir",
    title: "Person on darunavir (Prezista) for HIV buys St John's wort",
    profile: {
      medicines: ["Prezista 800mg", "Norvir 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Holland & Barrett St John's Wort capsules 142 mg extract",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 142,
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
            medicine: "Prezista 800mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "The Nature's Best THR leaflet lists 'All medicines for HIV infections: Amprenavir, atazanavir, darunavir, fosamprenavir, indinavir, lopinavir...' as medicines not to combine; i-base: St John's wort 'is not recommended when you are taking ... protease inhibitors (PIs). It reduces the levels of these drugs'.",
    sources: [
      {
        title: "Nature's Best St John's Wort tablets - patient information leaflet (THR)",
        publisher: "pdftreatment.com (copy of UK THR leaflet)",
        url: "https://pdftreatment.com/n/naturesbest.co.uk1.html",
      },
      {
        title: "Is it safe to take St. John's wort while on antiretrovirals?",
        publisher: "i-base",
        url: "https://i-base.info/qa/?p=429",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-pregnant",
    title: "Pregnant woman with low mood asks about St John's wort",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Vitabiotics St John's Wort 425 mg tablets",
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
      "Vitabiotics St John's Wort (THR) leaflet: 'Do not take this product if: ... You are pregnant or breast-feeding'.",
    sources: [
      {
        title: "Vitabiotics St John's Wort Tablets - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK THR leaflet)",
        url: "https://patient-info.co.uk/vitabiotics-st-johns-wort-tablets-87482/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-surgery",
    title: "Woman having a hip operation next week is taking St John's wort",
    profile: {
      medicines: [],
      conditions: ["hip replacement surgery next week"],
    },
    stack: [
      {
        custom: {
          name: "Holland & Barrett St John's Wort capsules 142 mg extract",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 142,
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
            condition: "hip replacement surgery next week",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "THR leaflets tell users to 'stop using it at least 10 days prior to undergoing any surgery'; NHS: 'If you are about to undergo surgery, you should stop taking this medicine at least 10 days before surgery.'",
    sources: [
      {
        title: "Vitabiotics St John's Wort Tablets - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK THR leaflet)",
        url: "https://patient-info.co.uk/vitabiotics-st-johns-wort-tablets-87482/patient-leaflet",
      },
      {
        title: "St. Johns wort - medicine guide",
        publisher: "NHS (nhs.uk medicine guides)",
        url: "https://www.nhs.uk/medicine-guides/pages/MedicineOverview.aspx?medicine=St.%20Johns%20wort",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-phototherapy",
    title: "Psoriasis patient having UVB light therapy wants St John's wort",
    profile: {
      medicines: [],
      conditions: ["psoriasis having UVB phototherapy"],
    },
    stack: [
      {
        custom: {
          name: "Kira LowMood Relief (St John's wort extract 450 mg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
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
          ingredient: "st-johns-wort",
          with: {
            condition: "psoriasis having UVB phototherapy",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Kira leaflet: 'Do not take Kira LowMood relief if: ... You are having light treatment (phototherapy) for a[ny condition]'; SmPC 4.3 contraindication: 'patients undergoing phototherapy'.",
    sources: [
      {
        title: "Kira LowMood Relief - patient information leaflet",
        publisher: "medine.co.uk (copy of UK THR leaflet)",
        url: "https://medine.co.uk/kira-lowmood-relief",
      },
      {
        title: "Kira LowMood Relief - SmPC",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/kira-lowmood-relief/g/dde9:4bfa/info/summary",
      },
    ],
  },
  {
    id: "sc-p9b-ech-ms",
    title: "Woman with multiple sclerosis wants echinacea for a cold",
    profile: {
      medicines: [],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Echinaforce Chewable Cold & Flu tablets (Echinacea purpurea 400 mg extract)",
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
            condition: "multiple sclerosis",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Echinaforce SmPC 4.3: 'Because of its immunostimulating activity, Echinacea must not be used in cases of ... autoimmune diseases (e.g.: collagenoses, multiple sclerosis)'.",
    sources: [
      {
        title: "Echinaforce Chewable Cold & Flu Tablets - SmPC",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/echinaforce-chewable-cold-flu-tablets/summary",
      },
      {
        title: "Echinaforce (Echinacea Drops) - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/echinaforce-echinacea-drops/summary",
      },
    ],
  },
  {
    id: "sc-p9b-ech-lupus",
    title: "Lupus patient asks about echinacea drops",
    profile: {
      medicines: [],
      conditions: ["lupus (SLE)"],
    },
    stack: [
      {
        custom: {
          name: "Echinaforce Echinacea Drops 0.6 ml",
          ingredients: [
            {
              ingredient: "echinacea",
              amount: 540,
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
            condition: "lupus (SLE)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Echinaforce Drops SmPC 4.3: 'Echinacea extracts must not be used in cases of ... autoimmune diseases (e.g. collangenoses, multiple sclerosis)'. Lupus is an autoimmune collagen disease.",
    sources: [
      {
        title: "Echinaforce (Echinacea Drops) - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/echinaforce-echinacea-drops/summary",
      },
    ],
  },
  {
    id: "sc-p9b-ech-hiv",
    title: "Man living with HIV buys echinacea at the first sign of a cold",
    profile: {
      medicines: [],
      conditions: ["HIV positive"],
    },
    stack: [
      {
        custom: {
          name: "Care Echinacea Cold & Flu Relief tablets (70 mg root extract)",
          ingredients: [
            {
              ingredient: "echinacea",
              amount: 70,
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
            condition: "HIV positive",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Care Echinacea/EchinEeze SmPC 4.3: 'Echinacea must not be used in cases of ... immunodeficiencies (e.g.: HIV infection; AIDS)'.",
    sources: [
      {
        title: "EchinEeze / Care Echinacea Cold & Flu Relief Tablets - SmPC",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/care-echinacea-cold-flu-relief-tablets-echineeze-echinacea-tablets-87465/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p9b-ech-transplant",
    title: "Kidney transplant recipient wants echinacea",
    profile: {
      medicines: [],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Echinaforce Chewable Cold & Flu tablets (Echinacea purpurea 400 mg extract)",
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
            condition: "kidney transplant",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Echinaforce SmPC 4.3: must not be used in 'immunosuppression (e.g.: oncological cytostatic therapy; history of organ or bone marrow transplant)'.",
    sources: [
      {
        title: "Echinaforce Chewable Cold & Flu Tablets - SmPC",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/echinaforce-chewable-cold-flu-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p9b-ech-chemo",
    title: "Woman on chemotherapy for breast cancer offered echinacea by a friend",
    profile: {
      medicines: [],
      conditions: ["having chemotherapy"],
    },
    stack: [
      {
        custom: {
          name: "Care Echinacea Cold & Flu Relief tablets (70 mg root extract)",
          ingredients: [
            {
              ingredient: "echinacea",
              amount: 70,
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
            condition: "having chemotherapy",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Care Echinacea SmPC 4.3: Echinacea 'must not be used in cases of ... immunosuppression (e.g.: oncological cytostatic therapy...)'.",
    sources: [
      {
        title: "EchinEeze / Care Echinacea Cold & Flu Relief Tablets - SmPC",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/care-echinacea-cold-flu-relief-tablets-echineeze-echinacea-tablets-87465/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p9b-ech-daisy-allergy",
    title: "Hay-fever sufferer allergic to daisies/ragweed considers echinacea",
    profile: {
      medicines: [],
      conditions: ["allergic to ragweed and daisies"],
    },
    stack: [
      {
        custom: {
          name: "Echinaforce Chewable Cold & Flu tablets (Echinacea purpurea 400 mg extract)",
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
            condition: "allergic to ragweed and daisies",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Echinaforce SmPC 4.3: 'Hypersensitivity to the active substance or to plants of the Asteraceae (Compositae) family' (ragweed and daisies are Asteraceae).",
    sources: [
      {
        title: "Echinaforce Chewable Cold & Flu Tablets - SmPC",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/echinaforce-chewable-cold-flu-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p9b-ech-asthma",
    title: "Asthmatic wants echinacea drops for colds",
    profile: {
      medicines: [],
      conditions: ["asthma"],
    },
    stack: [
      {
        custom: {
          name: "Echinaforce Echinacea Drops 0.6 ml",
          ingredients: [
            {
              ingredient: "echinacea",
              amount: 540,
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
            condition: "asthma",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Echinaforce Drops SmPC 4.3 lists 'allergic diathesis (e.g. urticaria, atopic dermatitis, asthma)' among cases in which Echinacea extracts 'must not be used'.",
    sources: [
      {
        title: "Echinaforce (Echinacea Drops) - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/echinaforce-echinacea-drops/summary",
      },
      {
        title: "Echinaforce Chewable Cold & Flu Tablets - SmPC",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/echinaforce-chewable-cold-flu-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p9b-ech-methotrexate",
    title: "Rheumatoid arthritis patient on methotrexate buys echinacea tablets",
    profile: {
      medicines: ["Methotrexate 15mg weekly"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea purpurea herb dry extract 100 mg tablets",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            medicine: "Methotrexate 15mg weekly",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Echinerba SmPC 4.5: 'Concomitant use with amiodarone, ketoconazole and methotrexate may cause liver damage'; methotrexate also implies immunosuppression, for which echinacea is contraindicated in 4.3.",
    sources: [
      {
        title: "Echinerba 100 mg tablets - summary of product characteristics",
        publisher: "Labofarm (manufacturer, Poland)",
        url: "https://www.labofarm.pl/en/echinerba-informacja-o-leku/",
      },
    ],
  },
  {
    id: "sc-p9b-ech-prednisolone",
    title: "Man on long-term prednisolone takes echinacea",
    profile: {
      medicines: ["Prednisolone 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea purpurea herb dry extract 100 mg tablets",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            medicine: "Prednisolone 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Echinerba SmPC 4.5: 'Concomitant use of cyclosporin and corticosteroids may cancel the immunosuppressing effect.'",
    sources: [
      {
        title: "Echinerba 100 mg tablets - summary of product characteristics",
        publisher: "Labofarm (manufacturer, Poland)",
        url: "https://www.labofarm.pl/en/echinerba-informacja-o-leku/",
      },
    ],
  },
  {
    id: "sc-p9b-bc-fatty-liver",
    title: "Woman with fatty liver disease wants black cohosh for hot flushes",
    profile: {
      medicines: [],
      conditions: ["fatty liver disease"],
    },
    stack: [
      {
        custom: {
          name: "MenoHerb Black Cohosh 6.5 mg extract tablets",
          ingredients: [
            {
              ingredient: "black-cohosh",
              amount: 6.5,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "black-cohosh",
          with: {
            condition: "fatty liver disease",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Black cohosh THR SmPC 4.3: contraindicated in 'Patients with active liver disease or a history of liver damage'; 4.2: 'This product should not be taken by patients who have hepatic impairment'.",
    sources: [
      {
        title: "English Herbal Medicines Black Cohosh Rumatix - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
      {
        title: "Bioplanta Black Cohosh Menopause Relief Tablets - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/bioplanta-black-cohosh-menopause-relief-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p9b-bc-breast-cancer",
    title: "Breast cancer survivor (ER-positive) asks about black cohosh",
    profile: {
      medicines: [],
      conditions: ["hormone-sensitive breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "MenoHerb Black Cohosh 6.5 mg extract tablets",
          ingredients: [
            {
              ingredient: "black-cohosh",
              amount: 6.5,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "black-cohosh",
          with: {
            condition: "hormone-sensitive breast cancer",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Black cohosh SmPC 4.3: contraindicated in 'Patients currently receiving treatment for or with a history of an oestrogen dependent tumour'; Boots leaflet: do not take 'If you have, or have ever had, treatment for breast cancer or any other hormone dependent tumour'.",
    sources: [
      {
        title: "English Herbal Medicines Black Cohosh Rumatix - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
      {
        title: "Boots Black Cohosh Menopause Relief Tablets - patient leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8335/pil",
      },
    ],
  },
  {
    id: "sc-p9b-bc-ckd",
    title: "Woman with chronic kidney disease buys black cohosh",
    profile: {
      medicines: [],
      conditions: ["chronic kidney disease stage 3"],
    },
    stack: [
      {
        custom: {
          name: "MenoHerb Black Cohosh 6.5 mg extract tablets",
          ingredients: [
            {
              ingredient: "black-cohosh",
              amount: 6.5,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "black-cohosh",
          with: {
            condition: "chronic kidney disease stage 3",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Black cohosh THR SmPC 4.2: 'The safety of cimicifuga rhizome extract has not been studied in patients with hepatic and/or renal impairment. This product should not be taken by patients who have hepatic impairment or renal impairment.'",
    sources: [
      {
        title: "Bioplanta Black Cohosh Menopause Relief Tablets - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/bioplanta-black-cohosh-menopause-relief-tablets/summary",
      },
      {
        title: "English Herbal Medicines Black Cohosh Rumatix - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
    ],
  },
  {
    id: "sc-p9b-bc-hrt",
    title: "Woman on estradiol HRT tablets adds black cohosh",
    profile: {
      medicines: ["Elleste Solo 1mg (estradiol)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "MenoHerb Black Cohosh 6.5 mg extract tablets",
          ingredients: [
            {
              ingredient: "black-cohosh",
              amount: 6.5,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "black-cohosh",
          with: {
            medicine: "Elleste Solo 1mg (estradiol)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Boots Black Cohosh leaflet: some women 'should not take this medicine or should seek the advice of their pharmacist or doctor first ... If you are taking a medicine containing estrogen unless your doctor advises it is safe to do so'.",
    sources: [
      {
        title: "Boots Black Cohosh Menopause Relief Tablets - patient leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8335/pil",
      },
    ],
  },
  {
    id: "sc-p9b-bc-breastfeeding",
    title: "Breastfeeding mother with postnatal hot flushes considers black cohosh",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "MenoHerb Black Cohosh 6.5 mg extract tablets",
          ingredients: [
            {
              ingredient: "black-cohosh",
              amount: 6.5,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "black-cohosh",
          with: {
            condition: "breastfeeding",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Black cohosh SmPC 4.3 contraindications: 'Pregnancy and lactation'; MenoCool SmPC: should not be used by 'Women who are pregnant or breast feeding'.",
    sources: [
      {
        title: "English Herbal Medicines Black Cohosh Rumatix - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
      {
        title: "Bioplanta Black Cohosh Menopause Relief Tablets - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/bioplanta-black-cohosh-menopause-relief-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p9b-val-zopiclone",
    title: "Insomniac on zopiclone adds valerian tablets",
    profile: {
      medicines: ["Zopiclone 7.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "SleepEezy Valerian 150 mg extract tablets",
          ingredients: [
            {
              ingredient: "valerian",
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
          ingredient: "valerian",
          with: {
            medicine: "Zopiclone 7.5mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "SleepEezy Valerian leaflet: 'Do not take this product if you are already taking a medicine for sleep or anxiety'.",
    sources: [
      {
        title: "SleepEezy Valerian tablets - patient information leaflet",
        publisher: "medine.co.uk (copy of UK THR leaflet)",
        url: "https://medine.co.uk/sleepeezy-valerian-tablets",
      },
    ],
  },
  {
    id: "sc-p9b-val-diazepam",
    title: "Woman on diazepam for anxiety wants valerian to sleep",
    profile: {
      medicines: ["Diazepam 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "SleepEezy Valerian 150 mg extract tablets",
          ingredients: [
            {
              ingredient: "valerian",
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
          ingredient: "valerian",
          with: {
            medicine: "Diazepam 5mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "SleepEezy Valerian leaflet: 'Do not take this product if you are already taking a medicine for sleep or anxiety'; 'The effect of this product may be increased by alcohol'.",
    sources: [
      {
        title: "SleepEezy Valerian tablets - patient information leaflet",
        publisher: "medine.co.uk (copy of UK THR leaflet)",
        url: "https://medine.co.uk/sleepeezy-valerian-tablets",
      },
    ],
  },
  {
    id: "sc-p9b-val-amlodipine-quiet",
    title: "Man on amlodipine for blood pressure takes Valdrian valerian capsules",
    profile: {
      medicines: ["Amlodipine 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Valdrian valerian root 400 mg capsules",
          ingredients: [
            {
              ingredient: "valerian",
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
          ingredient: "valerian",
          with: {
            medicine: "Amlodipine 5mg",
          },
        },
      ],
    },
    rationale:
      "Valdrian SmPC 4.5: 'Clinically relevant interactions with drugs metabolised by the CYP 2D6, CYP 3A4/5, CYP 1A2 or CYP 2E1 pathway have not been observed'; amlodipine (a CYP3A4 substrate, not a sedative) is not affected. The only contraindication (4.3) is hypersensitivity.",
    sources: [
      {
        title: "Valdrian capsules - SmPC",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/valdrian-88850/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p9b-pel-apixaban",
    title: "Man on apixaban for AF buys Kaloba for a chesty cold",
    profile: {
      medicines: ["Apixaban 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kaloba Pelargonium Cough & Cold Relief tablets (EPs 7630, 20 mg)",
          ingredients: [
            {
              ingredient: "pelargonium",
              amount: 20,
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
          ingredient: "pelargonium",
          with: {
            medicine: "Apixaban 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Kaloba Tablets SPC (Schwabe UK) 4.3: 'Kaloba is not to be used in the following cases: ... increased tendency to bleeding, patients using coagulation-inhibiting drugs'.",
    sources: [
      {
        title: "Kaloba Tablets - Summary of Product Characteristics",
        publisher: "Schwabe Pharma UK",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/kaloba-tablets-spc/",
      },
    ],
  },
  {
    id: "sc-p9b-pel-warfarin",
    title: "Woman on warfarin takes pelargonium syrup for a cough",
    profile: {
      medicines: ["Warfarin 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kaloba Pelargonium Cough & Cold Relief tablets (EPs 7630, 20 mg)",
          ingredients: [
            {
              ingredient: "pelargonium",
              amount: 20,
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
          ingredient: "pelargonium",
          with: {
            medicine: "Warfarin 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Kaloba syrup/tablets SPC 4.3: not to be used by 'patients using coagulation-inhibiting drugs' or with 'increased tendency to bleeding'.",
    sources: [
      {
        title: "Kaloba Tablets - Summary of Product Characteristics",
        publisher: "Schwabe Pharma UK",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/kaloba-tablets-spc/",
      },
      {
        title: "Kaloba syrup - SPC",
        publisher: "Schwabe Pharma UK (professional site)",
        url: "https://professional.schwabepharma.co.uk/products/kaloba-syrup/kaloba-spc-2/index.html",
      },
    ],
  },
  {
    id: "sc-p9b-dc-ulcer",
    title: "Man with a stomach ulcer buys devil's claw for back pain",
    profile: {
      medicines: [],
      conditions: ["stomach ulcer"],
    },
    stack: [
      {
        custom: {
          name: "Healthspan Devil's Claw JointAid 450 mg extract tablets",
          ingredients: [
            {
              ingredient: "devils-claw",
              amount: 450,
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
          ingredient: "devils-claw",
          with: {
            condition: "stomach ulcer",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Healthspan Devil's Claw SmPC 4.3: contraindicated in 'Patients with active gastric or duodenal ulcer'; JointEeze SmPC 4.4: 'patients with gastric or duodenal ulcers should not use Devil's Claw root preparations'.",
    sources: [
      {
        title: "Healthspan Devil's Claw JointAid tablets - SmPC",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/healthspan-devils-claw-jointaid-tablets-93362/summary-of-medicine-characteristics",
      },
      {
        title: "JointEeze Devil's Claw Tablets - SmPC",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/jointeeze-devils-claw-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p9b-dc-heart-failure",
    title: "Woman with heart failure wants devil's claw for her knees",
    profile: {
      medicines: [],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Vitabiotics Devil's Claw 600 mg extract tablets",
          ingredients: [
            {
              ingredient: "devils-claw",
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
          ingredient: "devils-claw",
          with: {
            condition: "heart failure",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Devil's claw THR SmPC 4.4: 'Caution should be taken when Devil's claw is administered to patients with cardiac disorders.'",
    sources: [
      {
        title: "Vitabiotics Devil's Claw tablets - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/vitabiotics-devils-claw-tablets/summary",
      },
      {
        title: "JointEeze Devil's Claw Tablets - SmPC",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/jointeeze-devils-claw-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p9b-ac-prolactinoma",
    title: "Woman with a prolactinoma wants agnus castus for PMS",
    profile: {
      medicines: [],
      conditions: ["prolactinoma (pituitary tumour)"],
    },
    stack: [
      {
        custom: {
          name: "PremEeze Agnus Castus 400 mg capsules",
          ingredients: [
            {
              ingredient: "chasteberry",
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
          ingredient: "chasteberry",
          with: {
            condition: "prolactinoma (pituitary tumour)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Agnus castus THR SmPC 4.3 contraindications: 'Patients with a pituitary disorder'; 4.2: 'Women suffering from a pituitary disorder should not take this product.'",
    sources: [
      {
        title: "Care Agnus Castus PMS Relief Capsules / PremEeze - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/9039",
      },
      {
        title: "A.Vogel Agnus castus oral drops - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
    ],
  },
  {
    id: "sc-p9b-ac-pregnant",
    title: "Woman in early pregnancy taking agnus castus for PMS",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "PremEeze Agnus Castus 400 mg capsules",
          ingredients: [
            {
              ingredient: "chasteberry",
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
          ingredient: "chasteberry",
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
      "PremEeze/Care Agnus Castus SmPC 4.3: 'Pregnancy or lactation' is a contraindication; A.Vogel drops: 'Pregnancy and lactation'.",
    sources: [
      {
        title: "Care Agnus Castus PMS Relief Capsules / PremEeze - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/9039",
      },
      {
        title: "A.Vogel Agnus castus oral drops - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
    ],
  },
  {
    id: "sc-p9b-ac-breast-cancer",
    title: "Woman with past oestrogen-sensitive breast cancer asks about agnus castus",
    profile: {
      medicines: [],
      conditions: ["history of oestrogen-sensitive breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg dry extract tablets (PMS relief)",
          ingredients: [
            {
              ingredient: "chasteberry",
              amount: 4,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "chasteberry",
          with: {
            condition: "history of oestrogen-sensitive breast cancer",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Agnus castus SmPC 4.4: 'Patients who suffer or suffered from an oestrogen-sensitive cancer should consult their doctor before using the product.'",
    sources: [
      {
        title: "A.Vogel Agnus castus oral drops - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
      {
        title: "Care Agnus Castus PMS Relief Capsules / PremEeze - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/9039",
      },
    ],
  },
  {
    id: "sc-p9b-ac-cabergoline",
    title: "Woman on cabergoline for high prolactin also buys agnus castus",
    profile: {
      medicines: ["Cabergoline 500 micrograms weekly"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg dry extract tablets (PMS relief)",
          ingredients: [
            {
              ingredient: "chasteberry",
              amount: 4,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "chasteberry",
          with: {
            medicine: "Cabergoline 500 micrograms weekly",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Agnus castus SmPC 4.4 (special warnings) singles out 'Patients who are using dopamine agonists, dopamine antagonists, oestrogens and antioestrogens' (advised to consult a doctor); cabergoline is a dopamine agonist.",
    sources: [
      {
        title: "A.Vogel Agnus castus oral drops - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
      {
        title: "Care Agnus Castus PMS Relief Capsules / PremEeze - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/9039",
      },
    ],
  },
  {
    id: "sc-p9b-ac-risperidone",
    title: "Woman on risperidone takes agnus castus for PMS",
    profile: {
      medicines: ["Risperidone 2mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "PremEeze Agnus Castus 400 mg capsules",
          ingredients: [
            {
              ingredient: "chasteberry",
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
          ingredient: "chasteberry",
          with: {
            medicine: "Risperidone 2mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Agnus castus SmPC 4.4 (special warnings) singles out 'Patients who are using dopamine agonists, dopamine antagonists, oestrogens and antioestrogens'; risperidone is a dopamine antagonist.",
    sources: [
      {
        title: "A.Vogel Agnus castus oral drops - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
      {
        title: "Care Agnus Castus PMS Relief Capsules / PremEeze - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/9039",
      },
    ],
  },
  {
    id: "sc-p9b-ac-tamoxifen",
    title: "Woman on tamoxifen asks about agnus castus for breast tenderness",
    profile: {
      medicines: ["Tamoxifen 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg dry extract tablets (PMS relief)",
          ingredients: [
            {
              ingredient: "chasteberry",
              amount: 4,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "chasteberry",
          with: {
            medicine: "Tamoxifen 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Agnus castus SmPC 4.4 (special warnings) singles out patients using 'dopamine agonists, dopamine antagonists, oestrogens and antioestrogens'; tamoxifen is an antioestrogen.",
    sources: [
      {
        title: "A.Vogel Agnus castus oral drops - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
    ],
  },
  {
    id: "sc-p9b-gk-efavirenz",
    title: "Person on efavirenz-based HIV treatment takes ginkgo for memory",
    profile: {
      medicines: ["Atripla (efavirenz/emtricitabine/tenofovir)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 120 mg leaf extract tablets",
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
            medicine: "Atripla (efavirenz/emtricitabine/tenofovir)",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Ginkgo SmPC 4.4: 'Concomitant use of Ginkgo biloba containing products and efavirenz is not recommended'.",
    sources: [
      {
        title: "Ginkgo Biloba Pharma Nord film-coated tablets - SmPC 4.3-4.5 (HPRA, 2022)",
        publisher: "RxReasoner (copy of Irish HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
      {
        title: "Ginkgo Schwabe 240 mg Filmtabletten - Gebrauchsinformation",
        publisher: "medikamio.com (copy of Austrian package leaflet)",
        url: "https://preview.medikamio.com/de-at/medikamente/ginkgo-schwabe-240-mg-filmtabletten/pil",
      },
    ],
  },
  {
    id: "sc-p9b-gk-clopidogrel",
    title: "Man on clopidogrel after a stroke starts ginkgo",
    profile: {
      medicines: ["Clopidogrel 75mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 120 mg leaf extract tablets",
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
            medicine: "Clopidogrel 75mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Ginkgo SmPC 4.4: 'care should be taken by patients who are at an increased risk of bleeding such as those with bleeding disorders or those being treated with anti-platelet agents or anticoagulants'.",
    sources: [
      {
        title: "Ginkgo Biloba Pharma Nord film-coated tablets - SmPC 4.3-4.5 (HPRA, 2022)",
        publisher: "RxReasoner (copy of Irish HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p9b-gk-rivaroxaban",
    title: "Woman on Xarelto takes ginkgo for cold hands",
    profile: {
      medicines: ["Xarelto 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgoforce Ginkgo biloba 90 mg tablets",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
              amount: 90,
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
          ingredient: "ginkgo-biloba",
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
      "Ginkgo SmPC 4.4: rare cases of spontaneous bleeding; 'care should be taken by patients ... being treated with anti-platelet agents or anticoagulants'.",
    sources: [
      {
        title: "Ginkgo Biloba Pharma Nord film-coated tablets - SmPC 4.3-4.5 (HPRA, 2022)",
        publisher: "RxReasoner (copy of Irish HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p9b-gk-dabigatran",
    title: "Man on dabigatran (Pradaxa) wants ginkgo for tinnitus",
    profile: {
      medicines: ["Pradaxa 150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 120 mg leaf extract tablets",
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
            medicine: "Pradaxa 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Ginkgo Schwabe leaflet: 'Bitte sprechen Sie vor der Einnahme dieses Arzneimittels mit Ihrem Arzt ... wenn Sie Dabigatran (zur Verhinderung der Blutgerinnung) einnehmen' (talk to your doctor first if you take dabigatran).",
    sources: [
      {
        title: "Ginkgo Schwabe 240 mg Filmtabletten - Gebrauchsinformation",
        publisher: "medikamio.com (copy of Austrian package leaflet)",
        url: "https://preview.medikamio.com/de-at/medikamente/ginkgo-schwabe-240-mg-filmtabletten/pil",
      },
      {
        title: "Ginkgo Biloba Pharma Nord film-coated tablets - SmPC 4.3-4.5 (HPRA, 2022)",
        publisher: "RxReasoner (copy of Irish HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p9b-gk-nifedipine",
    title: "Raynaud's patient on nifedipine adds ginkgo",
    profile: {
      medicines: ["Nifedipine MR 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgoforce Ginkgo biloba 90 mg tablets",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
              amount: 90,
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
          ingredient: "ginkgo-biloba",
          with: {
            medicine: "Nifedipine MR 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Ginkgo Schwabe leaflet asks patients to talk to their doctor before use 'wenn Sie Nifedipin (zur Behandlung von Bluthochdruck...)' - i.e. if taking nifedipine.",
    sources: [
      {
        title: "Ginkgo Schwabe 240 mg Filmtabletten - Gebrauchsinformation",
        publisher: "medikamio.com (copy of Austrian package leaflet)",
        url: "https://preview.medikamio.com/de-at/medikamente/ginkgo-schwabe-240-mg-filmtabletten/pil",
      },
    ],
  },
  {
    id: "sc-p9b-gk-epilepsy",
    title: "Woman with epilepsy wants ginkgo for memory",
    profile: {
      medicines: [],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 120 mg leaf extract tablets",
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
            condition: "epilepsy",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Ginkgo SmPC 4.4: 'In patients with epilepsy, onset of further seizures - promoted by intake of Ginkgo preparations - cannot be excluded.'",
    sources: [
      {
        title: "Ginkgo Biloba Pharma Nord film-coated tablets - SmPC 4.3-4.5 (HPRA, 2022)",
        publisher: "RxReasoner (copy of Irish HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
      {
        title: "Ginkgo Schwabe 240 mg Filmtabletten - Gebrauchsinformation",
        publisher: "medikamio.com (copy of Austrian package leaflet)",
        url: "https://preview.medikamio.com/de-at/medikamente/ginkgo-schwabe-240-mg-filmtabletten/pil",
      },
    ],
  },
  {
    id: "sc-p9b-gk-surgery",
    title: "Man taking ginkgo has a knee operation in two weeks",
    profile: {
      medicines: [],
      conditions: ["surgery in 2 weeks"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 120 mg leaf extract tablets",
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
            condition: "surgery in 2 weeks",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Ginkgo SmPC 4.4: 'It is advisable that Ginkgo-Biloba Pharma Nord is discontinued at least 2 weeks prior to surgery.'",
    sources: [
      {
        title: "Ginkgo Biloba Pharma Nord film-coated tablets - SmPC 4.3-4.5 (HPRA, 2022)",
        publisher: "RxReasoner (copy of Irish HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p9b-gk-pregnant",
    title: "Pregnant woman asks about ginkgo for tiredness",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgoforce Ginkgo biloba 90 mg tablets",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
              amount: 90,
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
          ingredient: "ginkgo-biloba",
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
      "Ginkgo SmPC 4.3 contraindications: 'Pregnancy and Lactation'; Ginkgoforce Memory & Circulation SmPC 4.3: 'Pregnancy'.",
    sources: [
      {
        title: "Ginkgo Biloba Pharma Nord film-coated tablets - SmPC 4.3-4.5 (HPRA, 2022)",
        publisher: "RxReasoner (copy of Irish HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
      {
        title: "Ginkgoforce Memory & Circulation Ginkgo tablets - SmPC (HPRA)",
        publisher: "docslib.org (copy of Irish HPRA SmPC)",
        url: "https://docslib.org/doc/1748477/summary-of-product-characteristics",
      },
    ],
  },
  {
    id: "sc-p9b-gk-bleeding-disorder",
    title: "Man with von Willebrand disease considers ginkgo",
    profile: {
      medicines: [],
      conditions: ["von Willebrand disease (bleeding disorder)"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgoforce Ginkgo biloba 90 mg tablets",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
              amount: 90,
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
          ingredient: "ginkgo-biloba",
          with: {
            condition: "von Willebrand disease (bleeding disorder)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Ginkgoforce SmPC 4.4: 'There are rare case reports of spontaneous bleeding ... care should be taken by patients who have a pre-existing bleeding disorder.'",
    sources: [
      {
        title: "Ginkgoforce Ginkgo biloba tablets - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/ginkgoforce-ginkgo-biloba-tablets/summary",
      },
      {
        title: "Ginkgo Biloba Pharma Nord film-coated tablets - SmPC 4.3-4.5 (HPRA, 2022)",
        publisher: "RxReasoner (copy of Irish HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p9b-mt-hepatitis",
    title: "Man with hepatitis C buys milk thistle to 'protect his liver'",
    profile: {
      medicines: [],
      conditions: ["hepatitis C (active liver disease)"],
    },
    stack: [
      {
        custom: {
          name: "HRI Milk Thistle 300 mg standardised extract tablets",
          ingredients: [
            {
              ingredient: "milk-thistle",
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
          ingredient: "milk-thistle",
          with: {
            condition: "hepatitis C (active liver disease)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Milk thistle THR SmPC 4.4: 'Patients suffering from active liver disease should consult their doctor before taking this product.'",
    sources: [
      {
        title: "HRI Milk Thistle / Superdrug Max Strength Milk Thistle Tablets - SmPC",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/superdrug-max-strength-milk-thistle-tablets/summary",
      },
      {
        title: "Thisilyn / Boots Digestion Relief Milk Thistle capsules - SmPC",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/tesco-milk-thistle-capsules-boots-digestion-relief-milk-thistle-capsules-simply-supplements-milk-thistle-capsules-thisilyn-milk-thistle-capsules-85961/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p9b-mt-breastfeeding",
    title: "Breastfeeding mother asks about milk thistle (also marketed for milk supply)",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "HRI Milk Thistle 300 mg standardised extract tablets",
          ingredients: [
            {
              ingredient: "milk-thistle",
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
          ingredient: "milk-thistle",
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
      "HRI Milk Thistle leaflet: 'Do not take if you: are under the age of 18 years; are pregnant or breastfeeding'.",
    sources: [
      {
        title: "HRI Milk Thistle Tablets - package leaflet (THR 02231/0004)",
        publisher: "imedi.co.uk (copy of UK THR leaflet)",
        url: "https://imedi.co.uk/superdrug-max-strength-milk-thistle-tablets?doc=2",
      },
    ],
  },
  {
    id: "sc-p9b-mt-asteraceae",
    title: "Woman allergic to chamomile and daisies wants milk thistle after Christmas excess",
    profile: {
      medicines: [],
      conditions: ["allergy to daisy-family plants (Asteraceae)"],
    },
    stack: [
      {
        custom: {
          name: "Thisilyn Milk Thistle capsules (50 mg silymarin)",
          ingredients: [
            {
              ingredient: "milk-thistle",
              amount: 121,
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
          ingredient: "milk-thistle",
          with: {
            condition: "allergy to daisy-family plants (Asteraceae)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Milk thistle SmPC 4.3: 'Hypersensitivity to Milk Thistle or to plants of the Asteraceae (Compositae) family or to any of the excipients.'",
    sources: [
      {
        title: "Thisilyn / Boots Digestion Relief Milk Thistle capsules - SmPC",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/tesco-milk-thistle-capsules-boots-digestion-relief-milk-thistle-capsules-simply-supplements-milk-thistle-capsules-thisilyn-milk-thistle-capsules-85961/summary-of-medicine-characteristics",
      },
      {
        title: "HRI Milk Thistle / Superdrug Max Strength Milk Thistle Tablets - SmPC",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/superdrug-max-strength-milk-thistle-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p9b-sage-lorazepam",
    title: "Menopausal woman on lorazepam buys sage tablets for night sweats",
    profile: {
      medicines: ["Lorazepam 1mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Menoforce Sage tablets (51 mg dried tincture)",
          ingredients: [
            {
              ingredient: "sage",
              amount: 51,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "sage",
          with: {
            medicine: "Lorazepam 1mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Menoforce Sage SmPC 4.5: 'The intake of Sage leaf preparations might influence the effect of medicinal products acting via GABA receptor (e.g. barbiturates, benzodiazepines)... Therefore the concomitant use with such medicinal products is not recommended.'",
    sources: [
      {
        title: "Menoforce Sage tablets - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/menoforce-sage-tablets/summary",
      },
      {
        title: "Salvian capsules - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/salvian-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p9b-sage-phenobarbital",
    title: "Woman on phenobarbital for epilepsy wants sage for hot flushes",
    profile: {
      medicines: ["Phenobarbital 60mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Salvian sage leaf 300 mg capsules",
          ingredients: [
            {
              ingredient: "sage",
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
          ingredient: "sage",
          with: {
            medicine: "Phenobarbital 60mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Salvian SmPC 4.5: sage 'might influence the effect of medicinal products acting via GABA receptor (e.g. barbiturates, benzodiazepines)... concomitant use with such medicinal products is not recommended.'",
    sources: [
      {
        title: "Salvian capsules - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/salvian-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p9b-sage-pregnant",
    title: "Pregnant woman with sweating asks about sage capsules",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Salvian sage leaf 300 mg capsules",
          ingredients: [
            {
              ingredient: "sage",
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
          ingredient: "sage",
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
      "Salvian SmPC 4.6: 'The safety of SALVIAN during pregnancy and lactation has not been established. Due to the lack of data, use during pregnancy and lactation is not recommended.'",
    sources: [
      {
        title: "Salvian capsules - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/salvian-capsules/summary",
      },
      {
        title: "Menoforce Sage tablets - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/menoforce-sage-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p9b-sage-ramipril-quiet",
    title: "Woman on ramipril takes sage tablets for hot flushes",
    profile: {
      medicines: ["Ramipril 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Menoforce Sage tablets (51 mg dried tincture)",
          ingredients: [
            {
              ingredient: "sage",
              amount: 51,
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
          ingredient: "sage",
          with: {
            medicine: "Ramipril 5mg",
          },
        },
      ],
    },
    rationale:
      "Salvian SmPC 4.5 'Interaction with other medicinal products': 'None reported' apart from a caution with GABA-acting medicines (barbiturates, benzodiazepines); the only contraindication is hypersensitivity. Ramipril, an ACE inhibitor, is not a GABA-acting drug.",
    sources: [
      {
        title: "Salvian capsules - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/salvian-capsules/summary",
      },
      {
        title: "Menoforce Sage tablets - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/menoforce-sage-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p9b-menomood-hepatitis",
    title: "Woman with a past hepatitis buys H&B Menopause Mood Relief (St John's wort + black cohosh)",
    profile: {
      medicines: [],
      conditions: ["history of hepatitis (liver disease)"],
    },
    stack: [
      {
        custom: {
          name: "Holland & Barrett Menopause Mood Relief tablets",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
            {
              ingredient: "black-cohosh",
              amount: 6.4,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "black-cohosh",
          with: {
            condition: "history of hepatitis (liver disease)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Holland & Barrett Menopause Mood Relief leaflet: 'Do not take this product if: ... You have ever had or are suffering from liver or kidney disease (eg. hepatitis, jaundice or cirrhosis)' - the black cohosh component carries the liver warning.",
    sources: [
      {
        title: "Holland & Barrett Menopause Mood Relief tablets - patient information leaflet",
        publisher: "vdocuments.us (copy of MHRA-published leaflet)",
        url: "https://vdocuments.us/hb-menopause-mood-relief-leaflet-mhragovuk-leaflet-spec-hb-menopause-mood.html",
      },
      {
        title: "Holland & Barrett Menopause Mood Relief Tablets - SmPC",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/holland-barrett-menopause-mood-relief-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p9b-pep-gord",
    title: "Man with acid reflux (GORD) wants peppermint oil for bloating",
    profile: {
      medicines: [],
      conditions: ["acid reflux (GORD)"],
    },
    stack: [
      {
        custom: {
          name: "Colpermin IBS Relief capsules (peppermint oil 0.2 ml)",
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
            condition: "acid reflux (GORD)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Colpermin SmPC 4.4: 'Patients who already suffer from heartburn sometimes have an exacerbation of this symptom after taking Colpermin. Treatment should be discontinued in these patients.' Medscape UK lists 'Gastroesophageal reflux' as a precaution ('May aggravate gastro-oesophageal reflux').",
    sources: [
      {
        title: "Colpermin IBS Relief Capsules - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/1076/smpc",
      },
      {
        title: "Peppermint oil capsules - drug monograph",
        publisher: "Medscape UK (MIMS)",
        url: "https://www.medscape.co.uk/drug/peppermint-oil-capsules-70964-70964",
      },
    ],
  },
  {
    id: "sc-p9b-hc-thrombophlebitis",
    title: "Man with thrombophlebitis in a varicose vein wants Venaforce",
    profile: {
      medicines: [],
      conditions: ["thrombophlebitis"],
    },
    stack: [
      {
        custom: {
          name: "Venaforce Horse Chestnut GR tablets (50 mg aescin)",
          ingredients: [
            {
              ingredient: "horse-chestnut",
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
          ingredient: "horse-chestnut",
          with: {
            condition: "thrombophlebitis",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Venaforce SmPC 4.4: 'If there is inflammation of the skin, thrombophlebitis or subcutaneous induration, severe pain, ulcers, sudden swelling of one or both legs, cardiac or renal insufficiency, a doctor should be consulted immediately as this may be a sign of serious disease.'",
    sources: [
      {
        title: "Venaforce Horse Chestnut GR tablets - SmPC",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/venaforce-horse-chestnut-gr-tablets-93261/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p9b-rhod-ckd",
    title: "Man with chronic kidney disease buys Vitano rhodiola for stress",
    profile: {
      medicines: [],
      conditions: ["chronic kidney disease"],
    },
    stack: [
      {
        custom: {
          name: "Vitano Rhodiola 200 mg extract tablets",
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
            condition: "chronic kidney disease",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Vitano SmPC 4.3 contraindications: 'Patients with impaired hepatic or renal function'; 4.2: 'Use in patients with impaired hepatic or renal function is not recommended'.",
    sources: [
      {
        title: "Vitano Rhodiola Tablets - SmPC",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/vitano-rhodiola-tablets/summary",
      },
      {
        title: "Rhodiola Schwabe - Fachinformation",
        publisher: "imedikament.de (copy of German SmPC)",
        url: "https://imedikament.de/rhodiola-schwabe/fachinformation",
      },
    ],
  },
  {
    id: "sc-p9b-gs-metformin",
    title: "Type 2 diabetic on metformin takes goldenseal for a cold",
    profile: {
      medicines: ["Metformin 500mg"],
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
            medicine: "Metformin 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH: 'Goldenseal may change the way your body processes many medications. For example, a study funded by NCCIH found that levels of metformin' changed (fell) when it was taken with goldenseal.",
    sources: [
      {
        title: "Goldenseal - Usefulness and Safety",
        publisher: "NCCIH (NIH) (CDN copy)",
        url: "https://d11phh4h66yddz.cloudfront.net/health/goldenseal",
      },
    ],
  },
  {
    id: "sc-p9b-gs-breastfeeding",
    title: "Breastfeeding mother wants echinacea-and-goldenseal capsules",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea & Goldenseal capsules",
          ingredients: [
            {
              ingredient: "goldenseal",
              amount: 150,
              unit: "mg",
            },
            {
              ingredient: "echinacea",
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
          ingredient: "goldenseal",
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
      "NCCIH: 'Women who are pregnant or breastfeeding should not use goldenseal, and it should not be given to infants. Berberine can cause or worsen jaundice in newborn infants and could lead to a life-threatening problem called kernicterus.'",
    sources: [
      {
        title: "Goldenseal",
        publisher: "NCCIH (NIH)",
        url: "https://nccih.nih.gov/health/goldenseal?nav=govd",
      },
    ],
  },
  {
    id: "sc-p9b-kava-liver",
    title: "Man with alcohol-related liver disease buys kava online for anxiety",
    profile: {
      medicines: [],
      conditions: ["alcohol-related liver disease"],
    },
    stack: [
      {
        custom: {
          name: "Kava kava root extract 250 mg capsules",
          ingredients: [
            {
              ingredient: "kava",
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
          ingredient: "kava",
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
      "FDA/NIH advisory: kava has been linked to 'hepatitis, cirrhosis, and liver failure'; 'People, especially those with liver disease or liver problems ... should talk with their health care practitioner before using kava.'",
    sources: [
      {
        title: "Consumer Advisory: Kava Linked to Liver Damage (July 2002)",
        publisher: "NCCAM/NIH (archived, reproducing FDA advisory)",
        url: "https://webarchive.library.unt.edu/eot2008/20080921114950/http://health.nih.gov/viewPublication.asp?disease_id=1103&publication_id=2105&pdf=no",
      },
      {
        title: "Kava - dietary supplements",
        publisher: "MSD Manual Consumer Version",
        url: "https://www.msdmanuals.com/en-au/home/special-subjects/dietary-supplements-and-vitamins/kava",
      },
    ],
  },
  {
    id: "sc-p9b-kava-surgery",
    title: "Woman taking kava has gallbladder surgery next week",
    profile: {
      medicines: [],
      conditions: ["gallbladder surgery next week"],
    },
    stack: [
      {
        custom: {
          name: "Kava kava root extract 250 mg capsules",
          ingredients: [
            {
              ingredient: "kava",
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
          ingredient: "kava",
          with: {
            condition: "gallbladder surgery next week",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MSD Manual: 'Kava should be stopped at least 2 weeks before surgery to clear it from the system because kava can cause excessive sedation when anesthetics or other sedatives are given.'",
    sources: [
      {
        title: "Kava - dietary supplements",
        publisher: "MSD Manual Consumer Version",
        url: "https://www.msdmanuals.com/en-au/home/special-subjects/dietary-supplements-and-vitamins/kava",
      },
    ],
  },
  {
    id: "sc-p9b-kava-zopiclone",
    title: "Man on zopiclone adds kava to help him sleep",
    profile: {
      medicines: ["Zopiclone 3.75mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kava kava root extract 250 mg capsules",
          ingredients: [
            {
              ingredient: "kava",
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
          ingredient: "kava",
          with: {
            medicine: "Zopiclone 3.75mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MSD Manual: kava 'can cause excessive sedation when anesthetics or other sedatives are given'.",
    sources: [
      {
        title: "Kava - dietary supplements",
        publisher: "MSD Manual Consumer Version",
        url: "https://www.msdmanuals.com/en-au/home/special-subjects/dietary-supplements-and-vitamins/kava",
      },
    ],
  },
  {
    id: "sc-p9b-ash-prostate-cancer",
    title: "Man with hormone-sensitive prostate cancer on hormone therapy considers ashwagandha",
    profile: {
      medicines: [],
      conditions: ["hormone-sensitive prostate cancer"],
    },
    stack: [
      {
        custom: {
          name: "KSM-66 Ashwagandha root extract 600 mg capsules",
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
      "MSKCC About Herbs: 'Talk with your doctor if you have hormone-sensitive prostate cancer because ashwagandha may increase testosterone levels. This can interfere with your treatments.'",
    sources: [
      {
        title: "Ashwagandha - About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center (site copy)",
        url: "https://sandbox18.mskcc.org/cancer-care/integrative-medicine/herbs/ashwagandha",
      },
    ],
  },
  {
    id: "sc-p9b-gte-iron",
    title: "Woman takes green tea extract and iron tablets together",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Green tea extract 500 mg (EGCG) capsules",
          ingredients: [
            {
              ingredient: "green-tea-extract",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Ferrous fumarate 210 mg tablets",
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
          ingredient: "green-tea-extract",
          with: {
            ingredient: "iron",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MSKCC About Herbs: 'Talk to your doctor if you're taking iron supplements. Green tea can affect the way iron is absorbed in the body.'",
    sources: [
      {
        title: "Green Tea - About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://mskcc.org/cancer-care/integrative-medicine/herbs/green-tea?glossary=on",
      },
    ],
  },
  {
    id: "sc-p9b-garlic-dental-surgery",
    title: "Woman taking garlic capsules has dental implant surgery next week",
    profile: {
      medicines: [],
      conditions: ["dental implant surgery next week"],
    },
    stack: [
      {
        custom: {
          name: "Kwai odourless garlic 600 mg tablets",
          ingredients: [
            {
              ingredient: "garlic",
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
          ingredient: "garlic",
          with: {
            condition: "dental implant surgery next week",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCAM Herbs at a Glance (garlic): 'Can thin the blood'; 'Use with caution if planning to have surgery or dental work.'",
    sources: [
      {
        title:
          "Table 1 Key safety issues (as identified in the NCCAM Herbs at a Glance monographs) - in: BMC Medicine 2011;9:94",
        publisher: "BMC Medicine (BioMed Central)",
        url: "https://bmcmedicine.biomedcentral.com/articles/10.1186/1741-7015-9-94/tables/1",
      },
    ],
  },
  {
    id: "sc-p9b-ginseng-gliclazide",
    title: "Type 2 diabetic on gliclazide takes Korean ginseng for energy",
    profile: {
      medicines: ["Gliclazide 80mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Korean (Panax) ginseng 1000 mg tablets",
          ingredients: [
            {
              ingredient: "ginseng",
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
          ingredient: "ginseng",
          with: {
            medicine: "Gliclazide 80mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCAM Herbs at a Glance (Asian ginseng): 'People with diabetes should use extra caution, especially if using medicines to lower blood sugar or taking other herbs ... also thought to lower blood sugar.'",
    sources: [
      {
        title:
          "Table 1 Key safety issues (as identified in the NCCAM Herbs at a Glance monographs) - in: BMC Medicine 2011;9:94",
        publisher: "BMC Medicine (BioMed Central)",
        url: "https://bmcmedicine.biomedcentral.com/articles/10.1186/1741-7015-9-94/tables/1",
      },
    ],
  },
  {
    id: "sc-p9b-garlic-bleeding-disorder",
    title: "Woman with a bleeding disorder asks about garlic capsules",
    profile: {
      medicines: [],
      conditions: ["bleeding disorder (haemophilia carrier)"],
    },
    stack: [
      {
        custom: {
          name: "Kwai odourless garlic 600 mg tablets",
          ingredients: [
            {
              ingredient: "garlic",
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
          ingredient: "garlic",
          with: {
            condition: "bleeding disorder (haemophilia carrier)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCAM Herbs at a Glance (garlic): 'Can thin the blood ... Use with caution if you have a bleeding disorder.'",
    sources: [
      {
        title:
          "Table 1 Key safety issues (as identified in the NCCAM Herbs at a Glance monographs) - in: BMC Medicine 2011;9:94",
        publisher: "BMC Medicine (BioMed Central)",
        url: "https://bmcmedicine.biomedcentral.com/articles/10.1186/1741-7015-9-94/tables/1",
      },
    ],
  },
  {
    id: "sc-p9b-ff-pregnant",
    title: "Woman with migraines who is 10 weeks pregnant asks about feverfew",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "MigraHerb feverfew herb 100 mg capsules",
          ingredients: [
            {
              ingredient: "feverfew",
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
          ingredient: "feverfew",
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
      "Boots Migraine Relief Feverfew leaflet: 'Do not take: ... If you are pregnant or breastfeeding'.",
    sources: [
      {
        title: "Boots Migraine Relief Feverfew Capsules - leaflet",
        publisher: "imedi.co.uk (copy of UK THR leaflet)",
        url: "https://imedi.co.uk/migraherb-migraine-relief-capsules",
      },
    ],
  },
  {
    id: "sc-p9b-ff-ragweed",
    title: "Woman with ragweed and chrysanthemum allergy considers feverfew",
    profile: {
      medicines: [],
      conditions: ["allergic to chrysanthemums and ragweed"],
    },
    stack: [
      {
        custom: {
          name: "MigraHerb feverfew herb 100 mg capsules",
          ingredients: [
            {
              ingredient: "feverfew",
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
          ingredient: "feverfew",
          with: {
            condition: "allergic to chrysanthemums and ragweed",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MigraHerb SmPC 4.3: 'Hypersensitivity to Feverfew, or other members of the Asteraceae (Compositae) family'; leaflet: do not take if allergic to 'plants from the Asteraceae (Compositae) family e.g. artichokes, daisies, marigolds, chrysanthemums or ragweed'.",
    sources: [
      {
        title: "MigraHerb Migraine Relief Capsules - SmPC",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/migraherb-migraine-relief-capsules/summary",
      },
      {
        title: "Boots Migraine Relief Feverfew Capsules - leaflet",
        publisher: "imedi.co.uk (copy of UK THR leaflet)",
        url: "https://imedi.co.uk/migraherb-migraine-relief-capsules",
      },
    ],
  },
  {
    id: "sc-p9b-pf-temazepam",
    title: "Man on temazepam for sleep adds passion flower capsules",
    profile: {
      medicines: ["Temazepam 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Passiflora herb 300 mg capsules",
          ingredients: [
            {
              ingredient: "passionflower",
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
          ingredient: "passionflower",
          with: {
            medicine: "Temazepam 10mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Passiflora Herb Capsules SmPC 4.5: 'Concomitant use with synthetic sedatives such as benzodiazepines is not recommended unless advised by' a doctor.",
    sources: [
      {
        title: "Passiflora Herb Capsules - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/passiflora-herb-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p9b-pf-amlodipine-quiet",
    title: "Woman on amlodipine takes RelaxHerb passion flower for exam stress",
    profile: {
      medicines: ["Amlodipine 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "RelaxHerb Passion Flower 425 mg extract tablets",
          ingredients: [
            {
              ingredient: "passionflower",
              amount: 425,
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
          ingredient: "passionflower",
          with: {
            medicine: "Amlodipine 5mg",
          },
        },
      ],
    },
    rationale:
      "Passion flower THR SmPCs list only hypersensitivity as a contraindication (4.3) and a caution with 'synthetic sedatives such as benzodiazepines' (4.5); amlodipine, a calcium-channel blocker, is not involved.",
    sources: [
      {
        title: "RelaxHerb / Holland & Barrett Passion Flower tablets - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/relaxherb-passion-flower-tablets/summary",
      },
      {
        title: "Passiflora Herb Capsules - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/passiflora-herb-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p9b-digestisan-bile-duct",
    title: "Man with a blocked bile duct (cholangitis) buys A.Vogel Milk Thistle Complex",
    profile: {
      medicines: [],
      conditions: ["bile duct obstruction"],
    },
    stack: [
      {
        custom: {
          name: "A.Vogel Milk Thistle Complex tablets (artichoke, milk thistle, dandelion, boldo)",
          ingredients: [
            {
              ingredient: "artichoke",
              amount: 4.6,
              unit: "mg",
            },
            {
              ingredient: "milk-thistle",
              amount: 3.2,
              unit: "mg",
            },
            {
              ingredient: "dandelion",
              amount: 1.2,
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
          ingredient: "artichoke",
          with: {
            condition: "bile duct obstruction",
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "dandelion",
          with: {
            condition: "bile duct obstruction",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "A.Vogel Milk Thistle Complex SmPC 4.3 contraindications: 'Patients with: obstruction of the bile duct or intestinal tract, cholangitis, liver disease including hepatitis, gallstones, active peptic ulcer and any other biliary disorders' - driven by its artichoke and dandelion (cholagogue) components.",
    sources: [
      {
        title: "A.Vogel Milk Thistle Complex / Digestisan Milk Thistle tablets - SmPC",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/a-vogel-milk-thistle-complex-tablets-digestisan-milk-thistle-tablets-88622/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p9b-gin-duodenal-ulcer",
    title: "Man with a duodenal ulcer takes ginger tablets for nausea",
    profile: {
      medicines: [],
      conditions: ["duodenal ulcer"],
    },
    stack: [
      {
        custom: {
          name: "HRI Ginger 250 mg tablets",
          ingredients: [
            {
              ingredient: "ginger",
              amount: 250,
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
          ingredient: "ginger",
          with: {
            condition: "duodenal ulcer",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Ginger THR SmPC 4.3 contraindications: 'Peptic or duodenal ulcer. Obstruction of the bile duct, cholangitis or gall stones.'",
    sources: [
      {
        title: "HRI Ginger / Travel and Digestion Relief Tablets - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/hri-travel-and-digestion-relief-tablets/summary",
      },
      {
        title: "Gruenwalder Digest Ginger capsules - SmPC",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/gruenwalder-digest-ginger-capsules-94425/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p9b-gin-surgery",
    title: "Woman taking ginger capsules daily has elective surgery in 10 days",
    profile: {
      medicines: [],
      conditions: ["elective surgery in 10 days"],
    },
    stack: [
      {
        custom: {
          name: "HRI Ginger 250 mg tablets",
          ingredients: [
            {
              ingredient: "ginger",
              amount: 250,
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
          ingredient: "ginger",
          with: {
            condition: "elective surgery in 10 days",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Ginger THR SmPC 4.4: 'The product should be discontinued at least 2 weeks prior to elective surgery due to the potential increased risk of bleeding and for potential interactions with medicinal products used during general and regional anaesthesia.'",
    sources: [
      {
        title: "Holland & Barrett Herbal Travel Sickness Tablets (ginger) - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/holland-barrett-herbal-travel-sickness-tablets/summary",
      },
      {
        title: "Gruenwalder Digest Ginger capsules - SmPC",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/gruenwalder-digest-ginger-capsules-94425/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p9b-lav-diazepam",
    title: "Woman prescribed diazepam also buys Kalms Lavender",
    profile: {
      medicines: ["Diazepam 2mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kalms Lavender One-A-Day (lavender oil 80 mg)",
          ingredients: [
            {
              ingredient: "lavender",
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
          ingredient: "lavender",
          with: {
            medicine: "Diazepam 2mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Kalms Lavender One-A-Day SmPC 4.4: 'Should not be taken with other medicines for sleep or anxiety.'",
    sources: [
      {
        title: "Kalms Lavender One-A-Day Capsules - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/kalms-lavender-one-a-day-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p9b-ech-amoxicillin-quiet",
    title: "Woman on amoxicillin for a chest infection also takes echinacea",
    profile: {
      medicines: ["Amoxicillin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea purpurea herb dry extract 100 mg tablets",
          ingredients: [
            {
              ingredient: "echinacea",
              amount: 100,
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
            medicine: "Amoxicillin 500mg",
          },
        },
      ],
    },
    rationale:
      "Echinerba SmPC 4.5 'Drug interactions': 'None observed', apart from ciclosporin/corticosteroids (immunosuppression) and amiodarone, ketoconazole and methotrexate (liver) - an antibiotic such as amoxicillin is not among them.",
    sources: [
      {
        title: "Echinerba 100 mg tablets - summary of product characteristics",
        publisher: "Labofarm (manufacturer, Poland)",
        url: "https://www.labofarm.pl/en/echinerba-informacja-o-leku/",
      },
    ],
  },
  {
    id: "sc-p9b-ech-lemsip-quiet",
    title: "Man takes Echinaforce with Lemsip (paracetamol) for a cold",
    profile: {
      medicines: ["Lemsip Max Cold & Flu (paracetamol)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinaforce Chewable Cold & Flu tablets (Echinacea purpurea 400 mg extract)",
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
      flags: [],
      noFlags: [
        {
          ingredient: "echinacea",
          with: {
            medicine: "Lemsip Max Cold & Flu (paracetamol)",
          },
        },
      ],
    },
    rationale:
      "Echinacea SmPC 4.5 lists no interaction other than with immunosuppressants and hepatotoxic drugs (amiodarone, ketoconazole, methotrexate) - 'None observed' otherwise; Echinaforce 4.3 concerns immune and allergic conditions only.",
    sources: [
      {
        title: "Echinerba 100 mg tablets - summary of product characteristics",
        publisher: "Labofarm (manufacturer, Poland)",
        url: "https://www.labofarm.pl/en/echinerba-informacja-o-leku/",
      },
      {
        title: "Echinaforce Chewable Cold & Flu Tablets - SmPC",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/echinaforce-chewable-cold-flu-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p9b-ech-t2dm-quiet",
    title: "Man with type 2 diabetes (diet-controlled) takes echinacea for a cold",
    profile: {
      medicines: [],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Echinaforce Chewable Cold & Flu tablets (Echinacea purpurea 400 mg extract)",
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
      flags: [],
      noFlags: [
        {
          ingredient: "echinacea",
          with: {
            condition: "type 2 diabetes",
          },
        },
      ],
    },
    rationale:
      "Echinaforce SmPC 4.3 contraindications are Asteraceae allergy, progressive systemic disorders, autoimmune diseases, immunodeficiency/immunosuppression, white-cell disorders and allergic diathesis. Type 2 diabetes (unlike autoimmune type 1) is not among them.",
    sources: [
      {
        title: "Echinaforce Chewable Cold & Flu Tablets - SmPC",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/echinaforce-chewable-cold-flu-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p9b-bc-levothyroxine-quiet",
    title: "Woman on levothyroxine asks if black cohosh is OK for night sweats",
    profile: {
      medicines: ["Levothyroxine 75 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "MenoHerb Black Cohosh 6.5 mg extract tablets",
          ingredients: [
            {
              ingredient: "black-cohosh",
              amount: 6.5,
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
          ingredient: "black-cohosh",
          with: {
            medicine: "Levothyroxine 75 micrograms",
          },
        },
      ],
    },
    rationale:
      "Black cohosh THR information lists only oestrogen-containing medicines as an interaction ('Before you take these tablets, make sure that you tell your pharmacist if you are taking ... Medicines containing the hormone oestrogen'); thyroid replacement is not mentioned.",
    sources: [
      {
        title: "Boots Black Cohosh Menopause Relief Tablets - patient leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8335/pil",
      },
      {
        title: "MenoHerb Black Cohosh Menopause Relief Tablets - SPC",
        publisher: "Schwabe Pharma UK",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/menoherb-spc/",
      },
    ],
  },
  {
    id: "sc-p9b-ac-mefenamic-quiet",
    title: "Woman uses mefenamic acid for period pain and agnus castus for PMS",
    profile: {
      medicines: ["Mefenamic acid 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "PremEeze Agnus Castus 400 mg capsules",
          ingredients: [
            {
              ingredient: "chasteberry",
              amount: 400,
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
          ingredient: "chasteberry",
          with: {
            medicine: "Mefenamic acid 500mg",
          },
        },
      ],
    },
    rationale:
      "Agnus castus SmPC 4.4 flags only 'dopamine agonists, dopamine antagonists, oestrogens and antioestrogens'; contraindications are pituitary disorders and pregnancy/lactation. An NSAID for period pain is not implicated.",
    sources: [
      {
        title: "A.Vogel Agnus castus oral drops - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
      {
        title: "Care Agnus Castus PMS Relief Capsules / PremEeze - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/9039",
      },
    ],
  },
  {
    id: "sc-p9b-hc-amlodipine-quiet",
    title: "Man with amlodipine ankle swelling tries horse chestnut tablets",
    profile: {
      medicines: ["Amlodipine 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Venaforce Horse Chestnut GR tablets (50 mg aescin)",
          ingredients: [
            {
              ingredient: "horse-chestnut",
              amount: 200,
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
          ingredient: "horse-chestnut",
          with: {
            medicine: "Amlodipine 10mg",
          },
        },
      ],
    },
    rationale:
      "Venaforce SmPC 4.3: the product 'should not be used by patients who: Have an allergy or are hypersensitive to horse chestnut seed'; its warnings concern leg ulcers, thrombophlebitis and heart/kidney insufficiency. No interaction with calcium-channel blockers is described.",
    sources: [
      {
        title: "Venaforce Horse Chestnut GR tablets - SmPC",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/venaforce-horse-chestnut-gr-tablets-93261/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p9b-val-metformin-quiet",
    title: "Type 2 diabetic on metformin uses valerian to sleep",
    profile: {
      medicines: ["Metformin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Valdrian valerian root 400 mg capsules",
          ingredients: [
            {
              ingredient: "valerian",
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
          ingredient: "valerian",
          with: {
            medicine: "Metformin 500mg",
          },
        },
      ],
    },
    rationale:
      "Valdrian SmPC 4.5: 'Clinically relevant interactions with drugs metabolised by the CYP 2D6, CYP 3A4/5, CYP 1A2 or CYP 2E1 pathway have not been observed'; contraindication is hypersensitivity only. Metformin is neither a sedative nor CYP-dependent.",
    sources: [
      {
        title: "Valdrian capsules - SmPC",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/valdrian-88850/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p9b-val-hypertension-quiet",
    title: "Man with high blood pressure asks about valerian for sleep",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "SleepEezy Valerian 150 mg extract tablets",
          ingredients: [
            {
              ingredient: "valerian",
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
          ingredient: "valerian",
          with: {
            condition: "high blood pressure",
          },
        },
      ],
    },
    rationale:
      "Valerian THR SmPCs list only 'Hypersensitivity to the active ingredient or any of the excipients' as a contraindication and warn about alcohol and other sleep/anxiety medicines; hypertension is not a caution.",
    sources: [
      {
        title: "Valdrian capsules - SmPC",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/valdrian-88850/summary-of-medicine-characteristics",
      },
      {
        title: "SleepEezy Valerian tablets - patient information leaflet",
        publisher: "medine.co.uk (copy of UK THR leaflet)",
        url: "https://medine.co.uk/sleepeezy-valerian-tablets",
      },
    ],
  },
  {
    id: "sc-p9b-sage-levothyroxine-quiet",
    title: "Woman on levothyroxine takes Salvian sage for menopausal sweats",
    profile: {
      medicines: ["Levothyroxine 100 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Salvian sage leaf 300 mg capsules",
          ingredients: [
            {
              ingredient: "sage",
              amount: 300,
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
          ingredient: "sage",
          with: {
            medicine: "Levothyroxine 100 micrograms",
          },
        },
      ],
    },
    rationale:
      "Salvian SmPC 4.5: 'None reported', apart from GABA-acting medicines (barbiturates, benzodiazepines); 4.3: hypersensitivity only.",
    sources: [
      {
        title: "Salvian capsules - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/salvian-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p9b-pf-ramipril-quiet",
    title: "Man on ramipril takes passion flower tablets for stress",
    profile: {
      medicines: ["Ramipril 2.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "RelaxHerb Passion Flower 425 mg extract tablets",
          ingredients: [
            {
              ingredient: "passionflower",
              amount: 425,
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
          ingredient: "passionflower",
          with: {
            medicine: "Ramipril 2.5mg",
          },
        },
      ],
    },
    rationale:
      "Passion flower SmPCs: contraindication 'Hypersensitivity to Passion flower or to any of the excipients'; the only interaction warning concerns 'synthetic sedatives such as benzodiazepines'.",
    sources: [
      {
        title: "RelaxHerb / Holland & Barrett Passion Flower tablets - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/relaxherb-passion-flower-tablets/summary",
      },
      {
        title: "Passiflora Herb Capsules - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/passiflora-herb-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p9b-dc-osteoarthritis-quiet",
    title: "Older man with knee osteoarthritis tries Atrosan devil's claw",
    profile: {
      medicines: [],
      conditions: ["osteoarthritis of the knee"],
    },
    stack: [
      {
        custom: {
          name: "Atrosan Devil's Claw 480 mg extract tablets",
          ingredients: [
            {
              ingredient: "devils-claw",
              amount: 480,
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
          ingredient: "devils-claw",
          with: {
            condition: "osteoarthritis of the knee",
          },
        },
      ],
    },
    rationale:
      "Devil's claw THR products are registered 'for the relief of backache, rheumatic or muscular pain, and general aches and pains in the muscles and joints'; the 4.3/4.4 cautions concern gastric/duodenal ulcer and cardiac disorders, not osteoarthritis.",
    sources: [
      {
        title: "Atrosan Devil's Claw tablets - SmPC",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/atrosan-devils-claw-tablets/summary",
      },
      {
        title: "Healthspan Devil's Claw JointAid tablets - SmPC",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/healthspan-devils-claw-jointaid-tablets-93362/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p9b-hc-varicose-quiet",
    title: "Woman with varicose veins buys horse chestnut tablets",
    profile: {
      medicines: [],
      conditions: ["varicose veins"],
    },
    stack: [
      {
        custom: {
          name: "Holland & Barrett Horse Chestnut tablets (60 mg aescin)",
          ingredients: [
            {
              ingredient: "horse-chestnut",
              amount: 300,
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
          ingredient: "horse-chestnut",
          with: {
            condition: "varicose veins",
          },
        },
      ],
    },
    rationale:
      "Horse chestnut THR is registered 'for the relief of symptoms associated with minor venous insufficiency and varicose veins, such as tired heavy legs, pain, cramps and swelling'; varicose veins are the indication, not a contraindication (4.3: hypersensitivity only).",
    sources: [
      {
        title: "Holland & Barrett / Lifecycle Horse Chestnut Tablets - SmPC",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/lifecycle-horse-chestnut-tablets/summary",
      },
      {
        title: "Venaforce Horse Chestnut GR tablets - SmPC",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/venaforce-horse-chestnut-gr-tablets-93261/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p9b-ff-migraine-quiet",
    title: "Woman with GP-diagnosed migraine starts MigraHerb feverfew",
    profile: {
      medicines: [],
      conditions: ["migraine"],
    },
    stack: [
      {
        custom: {
          name: "MigraHerb feverfew herb 100 mg capsules",
          ingredients: [
            {
              ingredient: "feverfew",
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
          ingredient: "feverfew",
          with: {
            condition: "migraine",
          },
        },
      ],
    },
    rationale:
      "MigraHerb is 'used for the prevention of migraine headaches'; SmPC 4.4 asks that users 'should have been previously diagnosed by a doctor of this condition' - a diagnosed migraine is the indication, not a risk.",
    sources: [
      {
        title: "MigraHerb Migraine Relief Capsules - SmPC",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/migraherb-migraine-relief-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p9b-gin-cinnarizine-quiet",
    title: "Traveller takes Stugeron and ginger tablets for a ferry crossing",
    profile: {
      medicines: ["Stugeron 15mg (cinnarizine)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Holland & Barrett Herbal Travel Sickness ginger 250 mg tablets",
          ingredients: [
            {
              ingredient: "ginger",
              amount: 250,
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
          ingredient: "ginger",
          with: {
            medicine: "Stugeron 15mg (cinnarizine)",
          },
        },
      ],
    },
    rationale:
      "Ginger THR SmPC cautions concern peptic ulcer, gallstones/bile duct obstruction, bleeding risk (platelet aggregation) and anaesthesia before surgery; an antihistamine travel-sickness tablet is not involved.",
    sources: [
      {
        title: "Holland & Barrett Herbal Travel Sickness Tablets (ginger) - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/holland-barrett-herbal-travel-sickness-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p9b-garlic-levothyroxine-quiet",
    title: "Woman on levothyroxine takes odourless garlic tablets",
    profile: {
      medicines: ["Levothyroxine 50 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kwai odourless garlic 600 mg tablets",
          ingredients: [
            {
              ingredient: "garlic",
              amount: 600,
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
          ingredient: "garlic",
          with: {
            medicine: "Levothyroxine 50 micrograms",
          },
        },
      ],
    },
    rationale:
      "NCCAM Herbs at a Glance key safety issues for garlic are blood thinning (bleeding disorders, surgery, anticoagulants) and reduced effectiveness of saquinavir; thyroid replacement is not implicated.",
    sources: [
      {
        title:
          "Table 1 Key safety issues (as identified in the NCCAM Herbs at a Glance monographs) - in: BMC Medicine 2011;9:94",
        publisher: "BMC Medicine (BioMed Central)",
        url: "https://bmcmedicine.biomedcentral.com/articles/10.1186/1741-7015-9-94/tables/1",
      },
    ],
  },
  {
    id: "sc-p9b-noni-liver",
    title: "Woman with previous drug-induced hepatitis starts noni juice",
    profile: {
      medicines: [],
      conditions: ["previous hepatitis (liver disease)"],
    },
    stack: [
      {
        custom: {
          name: "Noni juice 30 ml shot",
          ingredients: [
            {
              ingredient: "noni",
              amount: 30,
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
          ingredient: "noni",
          with: {
            condition: "previous hepatitis (liver disease)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "World J Gastroenterol case series: noni juice caused sub-acute hepatic failure needing transplant in a man 'with previous toxic hepatitis'; 'Physicians should be aware of potential hepatotoxicity of NONI juice.'",
    sources: [
      {
        title: "Hepatotoxicity of NONI juice: report of two cases (World J Gastroenterol 2005)",
        publisher: "PubMed (NIH)",
        url: "https://pubmed.ncbi.nlm.nih.gov/16094725/",
      },
    ],
  },
  {
    id: "sc-p9b-flax-dysphagia",
    title: "Older woman with swallowing difficulty wants whole linseed for constipation",
    profile: {
      medicines: [],
      conditions: ["difficulty swallowing (dysphagia)"],
    },
    stack: [
      {
        custom: {
          name: "Golden linseed (flaxseed) 15 g",
          ingredients: [
            {
              ingredient: "flaxseed",
              amount: 15,
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
          ingredient: "flaxseed",
          with: {
            condition: "difficulty swallowing (dysphagia)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Gold Leinsamen leaflet: 'Gold Leinsamen darf weiterhin nicht eingenommen werden ... bei drohendem oder bestehendem Darmverschluss (Ileus) ... bei Schwierigkeiten beim Schlucken' (must not be taken with bowel obstruction or swallowing difficulty).",
    sources: [
      {
        title: "Gold Leinsamen - Gebrauchsinformation",
        publisher: "medikamio.com (copy of German package leaflet)",
        url: "https://preview.medikamio.com/de-de/medikamente/gold-leinsamen/pil",
      },
    ],
  },
  {
    id: "sc-p9b-pep-t2dm-quiet",
    title: "Woman with type 2 diabetes uses peppermint oil capsules for IBS",
    profile: {
      medicines: [],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Colpermin IBS Relief capsules (peppermint oil 0.2 ml)",
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
      flags: [],
      noFlags: [
        {
          ingredient: "peppermint-oil",
          with: {
            condition: "type 2 diabetes",
          },
        },
      ],
    },
    rationale:
      "Colpermin SmPC 4.3: 'Hypersensitivity to the active substance or to any of the excipients'; 4.4 warnings concern heartburn and peanut/soya allergy. Diabetes is not a caution.",
    sources: [
      {
        title: "Colpermin IBS Relief Capsules - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/1076/smpc",
      },
    ],
  },
  {
    id: "sc-p9b-lav-hypertension-quiet",
    title: "Man with treated high blood pressure takes Kalms Lavender for stress",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Kalms Lavender One-A-Day (lavender oil 80 mg)",
          ingredients: [
            {
              ingredient: "lavender",
              amount: 80,
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
          ingredient: "lavender",
          with: {
            condition: "high blood pressure",
          },
        },
      ],
    },
    rationale:
      "Kalms Lavender SmPC 4.3: 'Hypersensitivity to the active substance or to any of the excipients'; 4.4 cautions only about sorbitol, under-18s, depression and other sleep/anxiety medicines. Hypertension is not mentioned.",
    sources: [
      {
        title: "Kalms Lavender One-A-Day Capsules - SmPC",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/kalms-lavender-one-a-day-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p9b-ff-sumatriptan-quiet",
    title: "Migraine sufferer uses sumatriptan for attacks and feverfew for prevention",
    profile: {
      medicines: ["Sumatriptan 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "MigraHerb feverfew herb 100 mg capsules",
          ingredients: [
            {
              ingredient: "feverfew",
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
          ingredient: "feverfew",
          with: {
            medicine: "Sumatriptan 50mg",
          },
        },
      ],
    },
    rationale:
      "MigraHerb SmPC: contraindication is Asteraceae hypersensitivity; warnings concern diagnosis by a doctor and rebound on sudden withdrawal. No interaction with triptans used for acute attacks is described.",
    sources: [
      {
        title: "MigraHerb Migraine Relief Capsules - SmPC",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/migraherb-migraine-relief-capsules/summary",
      },
      {
        title: "Boots Migraine Relief Feverfew Capsules - leaflet",
        publisher: "imedi.co.uk (copy of UK THR leaflet)",
        url: "https://imedi.co.uk/migraherb-migraine-relief-capsules",
      },
    ],
  },
  {
    id: "sc-p9b-gin-omeprazole-quiet",
    title: "Man on omeprazole takes ginger capsules for indigestion",
    profile: {
      medicines: ["Omeprazole 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Gruenwalder Digest Ginger 250 mg capsules",
          ingredients: [
            {
              ingredient: "ginger",
              amount: 250,
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
          ingredient: "ginger",
          with: {
            medicine: "Omeprazole 20mg",
          },
        },
      ],
    },
    rationale:
      "Ginger THR SmPC cautions are peptic/duodenal ulcer, bile duct obstruction/gallstones, possible bleeding (platelet aggregation) and surgery; acid-suppressing medicines are not mentioned.",
    sources: [
      {
        title: "Gruenwalder Digest Ginger capsules - SmPC",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/gruenwalder-digest-ginger-capsules-94425/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p9b-ech-microgynon-quiet",
    title: "Woman on Microgynon 30 takes echinacea at the start of a cold",
    profile: {
      medicines: ["Microgynon 30"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinaforce Chewable Cold & Flu tablets (Echinacea purpurea 400 mg extract)",
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
      flags: [],
      noFlags: [
        {
          ingredient: "echinacea",
          with: {
            medicine: "Microgynon 30",
          },
        },
      ],
    },
    rationale:
      "Echinacea SmPC 4.5: 'None observed' other than immunosuppressants (ciclosporin, corticosteroids) and amiodarone/ketoconazole/methotrexate; contraceptives are not mentioned.",
    sources: [
      {
        title: "Echinerba 100 mg tablets - summary of product characteristics",
        publisher: "Labofarm (manufacturer, Poland)",
        url: "https://www.labofarm.pl/en/echinerba-informacja-o-leku/",
      },
    ],
  },
  {
    id: "sc-p9b-tur-liver",
    title: "Man with hepatitis B liver disease takes high-absorption turmeric with black pepper",
    profile: {
      medicines: [],
      conditions: ["liver disease (hepatitis B)"],
    },
    stack: [
      {
        custom: {
          name: "Turmeric curcumin 500 mg with piperine capsules",
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
            condition: "liver disease (hepatitis B)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NIH DILIN case series: 'Turmeric is a commonly used herbal product that has been implicated in causing liver injury' - ten cases, 'Five patients were hospitalized, and 1 patient died of acute liver failure'; several products also contained piperine.",
    sources: [
      {
        title:
          "Liver Injury Associated with Turmeric - a Growing Problem: Ten Cases from the Drug-Induced Liver Injury Network (Am J Med 2023)",
        publisher: "PubMed Central (NIH)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9892270/",
      },
    ],
  },
  {
    id: "sc-p9b-rhod-t2dm-quiet",
    title: "Woman with type 2 diabetes buys Vitano rhodiola for exhaustion",
    profile: {
      medicines: [],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Vitano Rhodiola 200 mg extract tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "rhodiola",
          with: {
            condition: "type 2 diabetes",
          },
        },
      ],
    },
    rationale:
      "Vitano SmPC 4.3 contraindications are hypersensitivity, under-18s and 'Patients with impaired hepatic or renal function'; 4.4 concerns depression symptoms. Type 2 diabetes is not listed.",
    sources: [
      {
        title: "Vitano Rhodiola Tablets - SmPC",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/vitano-rhodiola-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-levonelle",
    title: "Woman taking St John's wort needs the morning-after pill (Levonelle)",
    profile: {
      medicines: ["Levonelle 1500 (emergency contraception)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Holland & Barrett St John's Wort capsules 142 mg extract",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 142,
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
            medicine: "Levonelle 1500 (emergency contraception)",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Lloydspharmacy St John's wort leaflet lists 'All hormonal contraceptives: The birth control Pill, emergency contraception, hormonal implants...'; MHRA: St John's wort 'interacts with hormonal contraceptives reducing the effectiveness'.",
    sources: [
      {
        title: "Lloydspharmacy St John's Wort film-coated tablets - patient information leaflet (THR 23056)",
        publisher: "spotidoc.com (copy of UK THR leaflet)",
        url: "https://spotidoc.com/doc/827306/leaflet-lloyds_thr-23056",
      },
      {
        title:
          "St John's wort: interaction with hormonal contraceptives, including implants (Drug Safety Update, March 2014)",
        publisher: "MHRA",
        url: "https://www.mhra.gov.uk/Safetyinformation/DrugSafetyUpdate/CON392869",
      },
    ],
  },
  {
    id: "sc-p9b-sjw-nifedipine",
    title: "Man on nifedipine for blood pressure starts St John's wort",
    profile: {
      medicines: ["Nifedipine MR 30mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kira LowMood Relief (St John's wort extract 450 mg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Nifedipine MR 30mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH lists 'Nifedipine and verapamil (used to treat high blood pressure or heart problems)' among drugs that interact with St John's wort.",
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (NIH)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
    ],
  },
  {
    id: "sc-p9b-gk-aspirin",
    title: "Man on aspirin 75mg after a heart attack takes ginkgo",
    profile: {
      medicines: ["Aspirin 75mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 120 mg leaf extract tablets",
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
            medicine: "Aspirin 75mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Ginkgo SmPC 4.4: 'care should be taken by patients who are at an increased risk of bleeding such as those with bleeding disorders or those being treated with anti-platelet agents or anticoagulants.'",
    sources: [
      {
        title: "Ginkgo Biloba Pharma Nord film-coated tablets - SmPC 4.3-4.5 (HPRA, 2022)",
        publisher: "RxReasoner (copy of Irish HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p9b-ech-neoral",
    title: "Kidney transplant patient on Neoral (ciclosporin) wants echinacea for a cold",
    profile: {
      medicines: ["Neoral (ciclosporin) 75mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea purpurea herb dry extract 100 mg tablets",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            medicine: "Neoral (ciclosporin) 75mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Echinerba SmPC 4.5: 'Concomitant use of cyclosporin and corticosteroids may cancel the immunosuppressing effect'; echinacea SmPCs (4.3) say it 'must not be used in cases of ... immunosuppression (e.g. ... history of organ or bone marrow transplant)'.",
    sources: [
      {
        title: "Echinerba 100 mg tablets - summary of product characteristics",
        publisher: "Labofarm (manufacturer, Poland)",
        url: "https://www.labofarm.pl/en/echinerba-informacja-o-leku/",
      },
      {
        title: "Echinaforce Chewable Cold & Flu Tablets - SmPC",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/echinaforce-chewable-cold-flu-tablets/summary",
      },
    ],
  },
];
