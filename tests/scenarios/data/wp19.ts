// Scenarios of the p19 round's blind probes, written by helpers who had not seen the records: sections 4.3 to 4.5 of
// the UK licensed forms of iron, calcium, vitamin D, zinc, magnesium, folic acid, pyridoxine, vitamin E, vitamin K and
// omega-3 (sc-p19-), and UK traditional herbal registrations with EU herbal product texts (sc-p19-h-).
import type { ScenarioInput } from "../schema";

export const WP19_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p19-iron65-doxycycline",
    title: "Adult on doxycycline 100mg starts ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["doxycycline 100mg"],
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
      'The ferrous sulfate SmPC says "Iron and tetracyclines reduce the absorption of each other when administered concomitantly. Administration of iron preparations and tetracyclines should be separated by 2 to 3 hours." Taking them apart solves it, so a timing note (at least minor) is expected.',
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p19-iron14-lymecycline",
    title: "Adult on Tetralysal 408mg (lymecycline) starts a multivitamin with 14 mg iron",
    profile: {
      medicines: ["Tetralysal 408mg (lymecycline)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin with 14 mg iron",
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
            medicine: "Tetralysal 408mg (lymecycline)",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The ferrous sulfate SmPC says "Iron and tetracyclines reduce the absorption of each other when administered concomitantly. Administration of iron preparations and tetracyclines should be separated by 2 to 3 hours." Taking them apart solves it, so a timing note (at least minor) is expected.',
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p19-iron20-oxytetracycline",
    title: "Adult on oxytetracycline 250mg starts iron bisglycinate 20 mg",
    profile: {
      medicines: ["oxytetracycline 250mg"],
      conditions: [],
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
            medicine: "oxytetracycline 250mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The ferrous sulfate SmPC says "Iron and tetracyclines reduce the absorption of each other when administered concomitantly. Administration of iron preparations and tetracyclines should be separated by 2 to 3 hours." Taking them apart solves it, so a timing note (at least minor) is expected.',
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p19-iron65-ciprofloxacin",
    title: "Adult on ciprofloxacin 500mg takes ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["ciprofloxacin 500mg"],
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
            medicine: "ciprofloxacin 500mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The ferrous sulfate SmPC: "Iron may reduce the absorption of quinolones. Administration of iron preparations and quinolones should be separated by at least 2 hours."',
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Ferric maltol (Feraccru) - interactions (EMA SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferric-maltol/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron14-levofloxacin",
    title: "Adult on levofloxacin 500mg takes a multivitamin with 14 mg iron",
    profile: {
      medicines: ["levofloxacin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin with 14 mg iron",
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
            medicine: "levofloxacin 500mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "The ferrous sulfate SmPC: \"Iron may reduce the absorption of quinolones. Administration of iron preparations and quinolones should be separated by at least 2 hours.\" Feraccru's SmPC names levofloxacin: 'should be given at least 2 hours apart'.",
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Ferric maltol (Feraccru) - interactions (EMA SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferric-maltol/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron20-moxifloxacin",
    title: "Adult on moxifloxacin 400mg takes iron bisglycinate 20 mg",
    profile: {
      medicines: ["moxifloxacin 400mg"],
      conditions: [],
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
            medicine: "moxifloxacin 400mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "The ferrous sulfate SmPC: \"Iron may reduce the absorption of quinolones. Administration of iron preparations and quinolones should be separated by at least 2 hours.\" Feraccru's SmPC names moxifloxacin: 'should be given at least 2 hours apart'.",
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Ferric maltol (Feraccru) - interactions (EMA SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferric-maltol/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron65-ofloxacin",
    title: "Adult on ofloxacin 200mg takes ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["ofloxacin 200mg"],
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
            medicine: "ofloxacin 200mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "The ferrous sulfate SmPC: \"Iron may reduce the absorption of quinolones. Administration of iron preparations and quinolones should be separated by at least 2 hours.\" Feraccru's SmPC names ofloxacin: 'should be given at least 2 hours apart'.",
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Ferric maltol (Feraccru) - interactions (EMA SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferric-maltol/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron65-alendronic-acid",
    title: "Woman on alendronic acid 70mg weekly adds ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["alendronic acid 70mg weekly"],
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
      'Ferrous sulfate SmPC 4.5: "The absorption of biphosphonates is reduced when taken concurrently with iron preparations. Administration should be separated by at least 2 hours." A timing note (minor or more) is expected.',
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Ferric maltol (Feraccru) - interactions (EMA SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferric-maltol/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron14-risedronate",
    title: "Woman on risedronate 35mg adds a multivitamin with 14 mg iron",
    profile: {
      medicines: ["risedronate 35mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin with 14 mg iron",
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
            medicine: "risedronate 35mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC 4.5: "The absorption of biphosphonates is reduced when taken concurrently with iron preparations. Administration should be separated by at least 2 hours." A timing note (minor or more) is expected.',
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Ferric maltol (Feraccru) - interactions (EMA SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferric-maltol/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron65-colestyramine",
    title: "Man on Questran (colestyramine) sachets starts ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["Questran 4g sachets"],
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
            medicine: "Questran 4g sachets",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC 4.5: "Cholestyramine: Absorption of iron is impaired by cholestyramine." The iron should be taken apart from the resin (minor or more).',
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p19-iron65-dimercaprol",
    title: "Patient given dimercaprol chelation asks about continuing ferrous fumarate (about 65 mg iron)",
    profile: {
      medicines: ["dimercaprol injection"],
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
            medicine: "dimercaprol injection",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC 4.5: "Concomitant administration of oral iron preparations and dimercaprol should be avoided"; Feraccru: "the combination of dimercaprol and iron is nephrotoxic"; Galfer lists "Concomitant use with dimercaprol" under contraindications.',
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Ferric maltol (Feraccru) - interactions (EMA SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferric-maltol/precautions",
      },
      {
        title: "Galfer capsules (ferrous fumarate) - SmPC 4.3 Contraindications",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://www.rxreasoner.com/monographs/galfer/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron65-sinemet",
    title: "Person with Parkinson's on Sinemet 25mg/100mg starts ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["Sinemet 25mg/100mg"],
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
      'Ferrous sulfate SmPC 4.5: "Oral iron preparations may reduce the absorption of dopaminergics such as co-careldopa, entacapone and levodopa" (co-careldopa); Feraccru says these "should be given at least 2 hours apart".',
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Ferric maltol (Feraccru) - interactions (EMA SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferric-maltol/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron14-madopar",
    title: "Person with Parkinson's on Madopar 125 capsules starts a multivitamin with 14 mg iron",
    profile: {
      medicines: ["Madopar 125 capsules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin with 14 mg iron",
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
            medicine: "Madopar 125 capsules",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC 4.5: "Oral iron preparations may reduce the absorption of dopaminergics such as co-careldopa, entacapone and levodopa" (levodopa); Feraccru says these "should be given at least 2 hours apart".',
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Ferric maltol (Feraccru) - interactions (EMA SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferric-maltol/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron20-entacapone",
    title: "Person with Parkinson's on entacapone 200mg (Comtess) starts iron bisglycinate 20 mg",
    profile: {
      medicines: ["entacapone 200mg (Comtess)"],
      conditions: [],
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
            medicine: "entacapone 200mg (Comtess)",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC 4.5: "Oral iron preparations may reduce the absorption of dopaminergics such as co-careldopa, entacapone and levodopa" (entacapone); Feraccru says these "should be given at least 2 hours apart".',
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Ferric maltol (Feraccru) - interactions (EMA SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferric-maltol/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron65-stalevo",
    title: "Person with Parkinson's on Stalevo 100mg/25mg/200mg starts ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["Stalevo 100mg/25mg/200mg"],
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
      'Ferrous sulfate SmPC 4.5: "Oral iron preparations may reduce the absorption of dopaminergics such as co-careldopa, entacapone and levodopa" (entacapone and levodopa); Feraccru says these "should be given at least 2 hours apart".',
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Ferric maltol (Feraccru) - interactions (EMA SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferric-maltol/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron65-methyldopa",
    title: "Pregnant woman on methyldopa 250mg is advised ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["methyldopa 250mg"],
      conditions: ["pregnant"],
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
            medicine: "methyldopa 250mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC: "Oral iron preparations may antagonise the antihypertensive effect of methyldopa"; Feraccru SmPC: "Concomitant use of iron with methyldopa should be avoided as oral iron may antagonise the hypotensive effect of methyldopa." At least moderate (check BP / ask prescriber).',
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Ferric maltol (Feraccru) - interactions (EMA SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferric-maltol/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron65-cellcept",
    title:
      "Kidney transplant patient on CellCept 500mg (mycophenolate mofetil) starts ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["CellCept 500mg (mycophenolate mofetil)"],
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
            medicine: "CellCept 500mg (mycophenolate mofetil)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC: "Oral iron preparations significantly reduce the absorption of mycophenolate mofetil"; Feraccru lists mycophenolate among drugs to be "given at least 2 hours apart". Loss of immunosuppressant exposure warrants at least moderate.',
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Ferric maltol (Feraccru) - interactions (EMA SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferric-maltol/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron20-myfortic",
    title: "Kidney transplant patient on Myfortic 360mg (mycophenolic acid) starts iron bisglycinate 20 mg",
    profile: {
      medicines: ["Myfortic 360mg (mycophenolic acid)"],
      conditions: [],
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
            medicine: "Myfortic 360mg (mycophenolic acid)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC: "Oral iron preparations significantly reduce the absorption of mycophenolate mofetil"; Feraccru lists mycophenolate among drugs to be "given at least 2 hours apart". Loss of immunosuppressant exposure warrants at least moderate.',
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Ferric maltol (Feraccru) - interactions (EMA SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferric-maltol/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron65-penicillamine",
    title: "Woman on penicillamine 250mg starts ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["penicillamine 250mg"],
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
            medicine: "penicillamine 250mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC: "Oral iron preparations can reduce the absorption of penicillamine. Also the absorption of iron is impaired by penicillamine." Feraccru: give "at least 2 hours apart".',
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Ferric maltol (Feraccru) - interactions (EMA SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferric-maltol/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron14-levothyroxine",
    title: "Woman on levothyroxine 100 micrograms takes a multivitamin with 14 mg iron at breakfast",
    profile: {
      medicines: ["levothyroxine 100 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin with 14 mg iron",
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
            medicine: "levothyroxine 100 micrograms",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC: "Ferrous sulfate reduces the absorption of levothyroxine and so should be taken at least 2 hours apart." Feraccru names levothyroxine too.',
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Ferric maltol (Feraccru) - interactions (EMA SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferric-maltol/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron65-trientine",
    title:
      "Person with Wilson's disease on trientine (Cufence 200mg) starts ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["Cufence 200mg (trientine)"],
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
            medicine: "Cufence 200mg (trientine)",
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
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p19-iron65-ferinject",
    title: "Woman booked for a Ferinject iron infusion keeps taking ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["Ferinject (IV iron infusion)"],
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
            medicine: "Ferinject (IV iron infusion)",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Feraccru SmPC: "Concomitant administration of ferric maltol and intravenous iron should be avoided as the combination may induce hypotension or even collapse"; ferrous sulfate SmPC 4.3: "Oral and parenteral iron preparations should not be used concomitantly."',
    sources: [
      {
        title: "Ferric maltol (Feraccru) - interactions (EMA SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferric-maltol/precautions",
      },
      {
        title: "Ferrous Sulphate 200mg Coated Tablets - SmPC (4.3)",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/ferrous-sulphate-200mg-coated-tablets/summary?doc=1",
      },
    ],
  },
  {
    id: "sc-p19-iron65-magnesium-trisilicate",
    title: "Man takes magnesium trisilicate mixture for indigestion with ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["magnesium trisilicate mixture"],
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
            medicine: "magnesium trisilicate mixture",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Feraccru SmPC: "Absorption of oral iron may be reduced by calcium and magnesium salts (such as magnesium trisilicate). Administration of iron preparations with such compounds should be separated by at least 2 hours."',
    sources: [
      {
        title: "Ferric maltol (Feraccru) - interactions (EMA SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferric-maltol/precautions",
      },
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p19-iron65-gaviscon",
    title: "Pregnant woman takes Gaviscon Advance and ferrous sulfate 200 mg (65 mg iron) together",
    profile: {
      medicines: ["Gaviscon Advance"],
      conditions: ["pregnant"],
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
            medicine: "Gaviscon Advance",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC: "Compounds containing calcium, magnesium (including antacids and mineral supplements), bicarbonates, carbonates ... may impair the absorption of iron. Administration of iron preparations with such compounds should be separated by at least 2 hours." (Gaviscon Advance contains calcium carbonate and potassium bicarbonate.)',
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p19-iron-zinc-pair",
    title: "Woman takes iron bisglycinate 20 mg and zinc 25 mg at the same time",
    profile: {
      medicines: [],
      conditions: [],
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
      {
        custom: {
          name: "Zinc gluconate 25 mg tablets",
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
      'Ferrous sulfate SmPC: "Zinc: iron preparations and zinc preparations can reduce the absorption of each other." Solvazinc SmPC: "The absorption of zinc may be reduced by oral iron, also the absorption of oral iron may be reduced by zinc." A timing note is expected.',
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron-calcium-pair",
    title: "Woman takes ferrous sulfate 200 mg (65 mg iron) with calcium 500 mg at breakfast",
    profile: {
      medicines: [],
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
          name: "Calcium carbonate 1250 mg (500 mg calcium) tablets",
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
      'Ferrous sulfate SmPC: compounds containing calcium "may impair the absorption of iron. Administration of iron preparations with such compounds should be separated by at least 2 hours"; the calcium SmPC text: "Calcium salts may decrease the absorption of iron".',
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Calcium - interactions (UK SmPC text for calcium carbonate products)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron65-haemochromatosis",
    title: "Man with haemochromatosis buys ferrous sulfate 200 mg (65 mg iron) for tiredness",
    profile: {
      medicines: [],
      conditions: ["haemochromatosis"],
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
            condition: "haemochromatosis",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC 4.3 Contraindications: "Haemosiderosis and haemochromatosis." Feraccru/Galfer list haemochromatosis as contraindicated too.',
    sources: [
      {
        title: "Ferrous Sulfate Tablets BP 200 mg - summary of product characteristics (4.3)",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/ferrous-sulfate-tablets-bp-200-mg-94369/summary-of-medicine-characteristics",
      },
      {
        title: "Galfer capsules (ferrous fumarate) - SmPC 4.3 Contraindications",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://www.rxreasoner.com/monographs/galfer/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron14-haemochromatosis",
    title: "Woman with haemochromatosis takes a multivitamin with 14 mg iron",
    profile: {
      medicines: [],
      conditions: ["haemochromatosis"],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin with 14 mg iron",
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
      'Iron SmPCs contraindicate iron in "haemosiderosis and haemochromatosis" (ferrous sulfate 4.3); an iron-containing multivitamin should be avoided unless a doctor agrees.',
    sources: [
      {
        title: "Ferrous Sulfate Tablets BP 200 mg - summary of product characteristics (4.3)",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/ferrous-sulfate-tablets-bp-200-mg-94369/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p19-iron65-transfusions",
    title: "Man with thalassaemia on regular blood transfusions starts ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: [],
      conditions: ["regular blood transfusions"],
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
            condition: "regular blood transfusions",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC 4.3 Contraindications: "Patients receiving repeated blood transfusions." Sytron and Galfer list repeated transfusion as a contraindication too.',
    sources: [
      {
        title: "Ferrous Sulfate Tablets BP 200 mg - summary of product characteristics (4.3)",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/ferrous-sulfate-tablets-bp-200-mg-94369/summary-of-medicine-characteristics",
      },
      {
        title: "Galfer capsules (ferrous fumarate) - SmPC 4.3 Contraindications",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://www.rxreasoner.com/monographs/galfer/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron65-ulcerative-colitis",
    title: "Woman with ulcerative colitis buys ferrous sulfate 200 mg (65 mg iron) over the counter",
    profile: {
      medicines: [],
      conditions: ["ulcerative colitis"],
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
            condition: "ulcerative colitis",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate Tablets BP 200 mg SmPC 4.3 Contraindications include "Regional enteritis and ulcerative colitis"; Feraccru "should not be used in patients with inflammatory bowel disease (IBD) flare". Needs the doctor first.',
    sources: [
      {
        title: "Ferrous Sulfate Tablets BP 200 mg - summary of product characteristics (4.3)",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/ferrous-sulfate-tablets-bp-200-mg-94369/summary-of-medicine-characteristics",
      },
      {
        title: "Ferric maltol (Feraccru) - interactions (EMA SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferric-maltol/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron65-crohns",
    title: "Man with Crohn's disease starts ferrous fumarate 210 mg (68 mg iron)",
    profile: {
      medicines: [],
      conditions: ["Crohn's disease"],
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
            condition: "Crohn's disease",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous fumarate SmPC 4.3: "regional enteritis, and ulcerative colitis" are contraindications; Galfer 4.3: "Inflammatory bowel disease, including regional enteritis and ulcerative colitis".',
    sources: [
      {
        title: "Ferrous fumarate film-coated tablets (Mercury Pharma) - SmPC 4.3-4.5",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://www.rxreasoner.com/monographs/ferrous-fumarate/precautions",
      },
      {
        title: "Galfer capsules (ferrous fumarate) - SmPC 4.3 Contraindications",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://www.rxreasoner.com/monographs/galfer/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron65-peptic-ulcer",
    title: "Man with an active stomach ulcer starts ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: [],
      conditions: ["active stomach ulcer"],
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
            condition: "active stomach ulcer",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'Ferrous sulfate SmPC 4.3 Contraindications: "Active peptic ulcer."',
    sources: [
      {
        title: "Ferrous Sulfate Tablets BP 200 mg - summary of product characteristics (4.3)",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/ferrous-sulfate-tablets-bp-200-mg-94369/summary-of-medicine-characteristics",
      },
      {
        title: "Ferrous fumarate film-coated tablets (Mercury Pharma) - SmPC 4.3-4.5",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://www.rxreasoner.com/monographs/ferrous-fumarate/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron65-haemolytic-anaemia",
    title: "Woman with haemolytic anaemia takes ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: [],
      conditions: ["haemolytic anaemia"],
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
            condition: "haemolytic anaemia",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'Ferrous sulfate SmPC 4.3 Contraindications: "Haemolytic anaemia."',
    sources: [
      {
        title: "Ferrous Sulfate Tablets BP 200 mg - summary of product characteristics (4.3)",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/ferrous-sulfate-tablets-bp-200-mg-94369/summary-of-medicine-characteristics",
      },
      {
        title: "Ferrous Sulphate 200mg Coated Tablets - SmPC (4.3)",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/ferrous-sulphate-200mg-coated-tablets/summary?doc=1",
      },
    ],
  },
  {
    id: "sc-p19-iron65-quiet-amlodipine",
    title: "Adult on amlodipine 5mg starts ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["amlodipine 5mg"],
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
            medicine: "amlodipine 5mg",
          },
        },
      ],
    },
    rationale:
      "The ferrous sulfate SmPC 4.5 (read in full: antacids/minerals, tetracyclines, quinolones, chloramphenicol, biphosphonates, cholestyramine, dimercaprol, dopaminergics, methyldopa, mycophenolate, penicillamine, levothyroxine, trientine, zinc) does not name amlodipine, and there is no absorption or other mechanism; no flag expected.",
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p19-iron65-quiet-atorvastatin",
    title: "Adult on atorvastatin 20mg starts ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["atorvastatin 20mg"],
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
            medicine: "atorvastatin 20mg",
          },
        },
      ],
    },
    rationale:
      "The ferrous sulfate SmPC 4.5 (read in full: antacids/minerals, tetracyclines, quinolones, chloramphenicol, biphosphonates, cholestyramine, dimercaprol, dopaminergics, methyldopa, mycophenolate, penicillamine, levothyroxine, trientine, zinc) does not name atorvastatin, and there is no absorption or other mechanism; no flag expected.",
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p19-iron65-quiet-sertraline",
    title: "Adult on sertraline 50mg starts ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["sertraline 50mg"],
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
            medicine: "sertraline 50mg",
          },
        },
      ],
    },
    rationale:
      "The ferrous sulfate SmPC 4.5 (read in full: antacids/minerals, tetracyclines, quinolones, chloramphenicol, biphosphonates, cholestyramine, dimercaprol, dopaminergics, methyldopa, mycophenolate, penicillamine, levothyroxine, trientine, zinc) does not name sertraline, and there is no absorption or other mechanism; no flag expected.",
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p19-iron65-quiet-salbutamol",
    title: "Adult on salbutamol inhaler starts ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["salbutamol inhaler"],
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
            medicine: "salbutamol inhaler",
          },
        },
      ],
    },
    rationale:
      "The ferrous sulfate SmPC 4.5 (read in full: antacids/minerals, tetracyclines, quinolones, chloramphenicol, biphosphonates, cholestyramine, dimercaprol, dopaminergics, methyldopa, mycophenolate, penicillamine, levothyroxine, trientine, zinc) does not name salbutamol, and there is no absorption or other mechanism; no flag expected.",
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p19-iron65-quiet-bisoprolol",
    title: "Adult on bisoprolol 2.5mg starts ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["bisoprolol 2.5mg"],
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
            medicine: "bisoprolol 2.5mg",
          },
        },
      ],
    },
    rationale:
      "The ferrous sulfate SmPC 4.5 (read in full: antacids/minerals, tetracyclines, quinolones, chloramphenicol, biphosphonates, cholestyramine, dimercaprol, dopaminergics, methyldopa, mycophenolate, penicillamine, levothyroxine, trientine, zinc) does not name bisoprolol, and there is no absorption or other mechanism; no flag expected.",
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p19-iron65-quiet-tamsulosin",
    title: "Adult on tamsulosin 400 micrograms starts ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["tamsulosin 400 micrograms"],
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
            medicine: "tamsulosin 400 micrograms",
          },
        },
      ],
    },
    rationale:
      "The ferrous sulfate SmPC 4.5 (read in full: antacids/minerals, tetracyclines, quinolones, chloramphenicol, biphosphonates, cholestyramine, dimercaprol, dopaminergics, methyldopa, mycophenolate, penicillamine, levothyroxine, trientine, zinc) does not name tamsulosin, and there is no absorption or other mechanism; no flag expected.",
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p19-iron65-quiet-montelukast",
    title: "Adult on montelukast 10mg starts ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["montelukast 10mg"],
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
            medicine: "montelukast 10mg",
          },
        },
      ],
    },
    rationale:
      "The ferrous sulfate SmPC 4.5 (read in full: antacids/minerals, tetracyclines, quinolones, chloramphenicol, biphosphonates, cholestyramine, dimercaprol, dopaminergics, methyldopa, mycophenolate, penicillamine, levothyroxine, trientine, zinc) does not name montelukast, and there is no absorption or other mechanism; no flag expected.",
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p19-iron65-quiet-apixaban",
    title: "Adult on apixaban 5mg starts ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["apixaban 5mg"],
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
            medicine: "apixaban 5mg",
          },
        },
      ],
    },
    rationale:
      "The ferrous sulfate SmPC 4.5 (read in full: antacids/minerals, tetracyclines, quinolones, chloramphenicol, biphosphonates, cholestyramine, dimercaprol, dopaminergics, methyldopa, mycophenolate, penicillamine, levothyroxine, trientine, zinc) does not name apixaban, and there is no absorption or other mechanism; no flag expected.",
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p19-ca-d3-digoxin",
    title: "Man on digoxin 125 micrograms starts calcium 1200 mg + vitamin D3 20 µg a day",
    profile: {
      medicines: ["digoxin 125 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg (Adcal-D3 type) tablets",
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
            medicine: "digoxin 125 micrograms",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calcium SmPC text: "Hypercalcaemia may increase the toxicity of cardiac glycosides during treatment with calcium. Patients should be monitored with regard to electrocardiogram (ECG) and serum calcium levels." Monitoring = moderate.',
    sources: [
      {
        title: "Calcium - interactions (UK SmPC text for calcium carbonate products)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium/precautions",
      },
      {
        title: "Calcium carbonate - interactions (SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
    ],
  },
  {
    id: "sc-p19-ca-d3-bendroflumethiazide",
    title: "Woman on bendroflumethiazide 2.5mg starts calcium 1200 mg + vitamin D3 20 µg a day",
    profile: {
      medicines: ["bendroflumethiazide 2.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg (Adcal-D3 type) tablets",
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
            medicine: "bendroflumethiazide 2.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calcium SmPC text: "Thiazide diuretics reduce the urinary excretion of calcium. Due to increased risk of hypercalcaemia, serum calcium should be regularly monitored during concomitant use of thiazide diuretics." theiCal-D3 4.4: monitoring "especially important in patients on concomitant treatment with cardiac glycosides or thiazide diuretics".',
    sources: [
      {
        title: "Calcium - interactions (UK SmPC text for calcium carbonate products)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium/precautions",
      },
      {
        title: "Calcium Vitamin D3 1000 mg/880 IU chewable tablets (theiCal-D3) - SmPC 4.4",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3334/smpc",
      },
    ],
  },
  {
    id: "sc-p19-ca-d3-indapamide",
    title: "Woman on indapamide 2.5mg starts calcium 1200 mg + vitamin D3 20 µg a day",
    profile: {
      medicines: ["indapamide 2.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg (Adcal-D3 type) tablets",
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
            medicine: "indapamide 2.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calcium SmPC text: "Thiazide diuretics reduce the urinary excretion of calcium. Due to increased risk of hypercalcaemia, serum calcium should be regularly monitored during concomitant use of thiazide diuretics." theiCal-D3 4.4: monitoring "especially important in patients on concomitant treatment with cardiac glycosides or thiazide diuretics".',
    sources: [
      {
        title: "Calcium - interactions (UK SmPC text for calcium carbonate products)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium/precautions",
      },
      {
        title: "Calcium Vitamin D3 1000 mg/880 IU chewable tablets (theiCal-D3) - SmPC 4.4",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3334/smpc",
      },
    ],
  },
  {
    id: "sc-p19-ca-d3-cozaar-comp",
    title:
      "Woman on Cozaar Comp 50mg/12.5mg (losartan/hydrochlorothiazide) starts calcium 1200 mg + vitamin D3 20 µg a day",
    profile: {
      medicines: ["Cozaar Comp 50mg/12.5mg (losartan/hydrochlorothiazide)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg (Adcal-D3 type) tablets",
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
            medicine: "Cozaar Comp 50mg/12.5mg (losartan/hydrochlorothiazide)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calcium SmPC text: "Thiazide diuretics reduce the urinary excretion of calcium. Due to increased risk of hypercalcaemia, serum calcium should be regularly monitored during concomitant use of thiazide diuretics." theiCal-D3 4.4: monitoring "especially important in patients on concomitant treatment with cardiac glycosides or thiazide diuretics".',
    sources: [
      {
        title: "Calcium - interactions (UK SmPC text for calcium carbonate products)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium/precautions",
      },
      {
        title: "Calcium Vitamin D3 1000 mg/880 IU chewable tablets (theiCal-D3) - SmPC 4.4",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3334/smpc",
      },
    ],
  },
  {
    id: "sc-p19-ca500-doxycycline",
    title: "Adult on doxycycline 100mg takes calcium 500 mg tablets",
    profile: {
      medicines: ["doxycycline 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1250 mg (500 mg calcium) tablets",
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
      'Calcium SmPC text: "Calcium carbonate may interfere with the absorption of concomitantly administered tetracycline preparations. For this reason, tetracycline preparations should be administered at least two hours before, or four to six hours after, oral intake of calcium."',
    sources: [
      {
        title: "Calcium - interactions (UK SmPC text for calcium carbonate products)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium/precautions",
      },
    ],
  },
  {
    id: "sc-p19-ca-d3-ciprofloxacin",
    title: "Adult on ciprofloxacin 500mg keeps taking calcium 1200 mg + vitamin D3",
    profile: {
      medicines: ["ciprofloxacin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg (Adcal-D3 type) tablets",
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
            medicine: "ciprofloxacin 500mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calcium SmPC text: "The absorption of quinolone antibiotics may be impaired if administered concomitantly with calcium. Quinolone antibiotics should be taken two hours before or after intake of calcium." theiCal-D3 4.4: co-administration with quinolones "is usually not recommended or must be done with precaution".',
    sources: [
      {
        title: "Calcium - interactions (UK SmPC text for calcium carbonate products)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium/precautions",
      },
      {
        title: "Calcium Vitamin D3 1000 mg/880 IU chewable tablets (theiCal-D3) - SmPC 4.4",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3334/smpc",
      },
    ],
  },
  {
    id: "sc-p19-ca-d3-alendronic-acid",
    title: "Woman on alendronic acid 70mg weekly takes calcium + vitamin D3 the same morning",
    profile: {
      medicines: ["alendronic acid 70mg weekly"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg (Adcal-D3 type) tablets",
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
      'Calcium SmPC text: "If a bisphosphonate is used concomitantly, this preparation should be administered at least three hours before the intake of calcium since gastrointestinal absorption may be reduced."',
    sources: [
      {
        title: "Calcium - interactions (UK SmPC text for calcium carbonate products)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium/precautions",
      },
      {
        title: "Calcium carbonate - interactions (SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
    ],
  },
  {
    id: "sc-p19-ca-d3-risedronate",
    title: "Woman on risedronate 35mg weekly takes calcium + vitamin D3 the same morning",
    profile: {
      medicines: ["risedronate 35mg weekly"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg (Adcal-D3 type) tablets",
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
            medicine: "risedronate 35mg weekly",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calcium SmPC text: "If a bisphosphonate is used concomitantly, this preparation should be administered at least three hours before the intake of calcium since gastrointestinal absorption may be reduced."',
    sources: [
      {
        title: "Calcium - interactions (UK SmPC text for calcium carbonate products)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium/precautions",
      },
      {
        title: "Calcium carbonate - interactions (SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
    ],
  },
  {
    id: "sc-p19-ca500-levothyroxine",
    title: "Woman on levothyroxine 75 micrograms takes calcium 500 mg at breakfast",
    profile: {
      medicines: ["levothyroxine 75 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1250 mg (500 mg calcium) tablets",
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
            medicine: "levothyroxine 75 micrograms",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calcium SmPC text: "The efficacy of levothyroxine can be reduced by the concurrent use of calcium, due to decreased levothyroxine absorption. Administration of calcium and levothyroxine should be separated by at least four hours."',
    sources: [
      {
        title: "Calcium - interactions (UK SmPC text for calcium carbonate products)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium/precautions",
      },
    ],
  },
  {
    id: "sc-p19-ca500-strontium",
    title: "Woman on strontium ranelate 2g sachets also takes calcium 500 mg",
    profile: {
      medicines: ["strontium ranelate 2g sachets"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1250 mg (500 mg calcium) tablets",
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
            medicine: "strontium ranelate 2g sachets",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calcium SmPC text: "Calcium salts may decrease the absorption of iron, zinc and strontium ranelate. Consequently, iron, zinc or strontium ranelate preparations should be taken two hours before or after calcium carbonate."',
    sources: [
      {
        title: "Calcium - interactions (UK SmPC text for calcium carbonate products)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium/precautions",
      },
    ],
  },
  {
    id: "sc-p19-ca500-chlorpromazine",
    title: "Adult on chlorpromazine 25mg takes calcium 500 mg at the same time",
    profile: {
      medicines: ["chlorpromazine 25mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1250 mg (500 mg calcium) tablets",
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
            medicine: "chlorpromazine 25mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calcium carbonate SmPC text: "During concomitant administration of calcium carbonate with chlorpromazine, diflunisal, pivabisiline, rifampicin, ketoconazole, penicillamine, their absorption is reduced." A timing note is expected.',
    sources: [
      {
        title: "Calcium carbonate - interactions (SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
    ],
  },
  {
    id: "sc-p19-ca500-rifampicin",
    title: "Adult on rifampicin 300mg takes calcium 500 mg at the same time",
    profile: {
      medicines: ["rifampicin 300mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1250 mg (500 mg calcium) tablets",
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
            medicine: "rifampicin 300mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calcium carbonate SmPC text: "During concomitant administration of calcium carbonate with chlorpromazine, diflunisal, pivabisiline, rifampicin, ketoconazole, penicillamine, their absorption is reduced." A timing note is expected.',
    sources: [
      {
        title: "Calcium carbonate - interactions (SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
    ],
  },
  {
    id: "sc-p19-ca500-penicillamine",
    title: "Adult on penicillamine 250mg takes calcium 500 mg at the same time",
    profile: {
      medicines: ["penicillamine 250mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1250 mg (500 mg calcium) tablets",
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
            medicine: "penicillamine 250mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calcium carbonate SmPC text: "During concomitant administration of calcium carbonate with chlorpromazine, diflunisal, pivabisiline, rifampicin, ketoconazole, penicillamine, their absorption is reduced." A timing note is expected.',
    sources: [
      {
        title: "Calcium carbonate - interactions (SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
    ],
  },
  {
    id: "sc-p19-ca-zinc-pair",
    title: "Woman takes calcium 500 mg and zinc 15 mg together",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1250 mg (500 mg calcium) tablets",
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
      {
        custom: {
          name: "Zinc citrate 15 mg tablets",
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
      'Solvazinc SmPC 4.5: "The absorption of zinc may be reduced by calcium salts." Calcium SmPC text: "Calcium salts may decrease the absorption of iron, zinc and strontium ranelate ... should be taken two hours before or after calcium carbonate."',
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
      {
        title: "Calcium - interactions (UK SmPC text for calcium carbonate products)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium/precautions",
      },
    ],
  },
  {
    id: "sc-p19-ca-d3-hyperparathyroidism",
    title: "Woman with primary hyperparathyroidism buys calcium + vitamin D3",
    profile: {
      medicines: [],
      conditions: ["primary hyperparathyroidism"],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg (Adcal-D3 type) tablets",
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
      'Adcal-D3 SmPC 4.3 Absolute contraindications include "primary hyperparathyroidism and vitamin D overdosage".',
    sources: [
      {
        title: "Adcal-D3 Lemon Chewable tablets - SmPC (4.3 Contraindications)",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/401/smpc/print",
      },
    ],
  },
  {
    id: "sc-p19-ca-d3-kidney-stones",
    title: "Man with recurrent kidney stones starts calcium + vitamin D3",
    profile: {
      medicines: [],
      conditions: ["kidney stones"],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg (Adcal-D3 type) tablets",
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
      'Adcal-D3 SmPC 4.3: "Relative contraindications are osteoporosis due to prolonged immobilisation, renal stones, severe hypercalciuria." Fultium-D3 4.3 lists "Nephrolithiasis".',
    sources: [
      {
        title: "Adcal-D3 Lemon Chewable tablets - SmPC (4.3 Contraindications)",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/401/smpc/print",
      },
      {
        title: "Fultium-D3 800 IU capsules - SmPC (4.3 Contraindications)",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/2813/smpc",
      },
    ],
  },
  {
    id: "sc-p19-ca-d3-severe-ckd",
    title: "Man with stage 4 kidney disease buys calcium + vitamin D3 tablets",
    profile: {
      medicines: [],
      conditions: ["stage 4 kidney disease"],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg (Adcal-D3 type) tablets",
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
      'Adcal-D3 SmPC 4.3: "Severe renal failure" is an absolute contraindication; theiCal-D3 4.4: in severe renal insufficiency "other forms of vitamin D should be used".',
    sources: [
      {
        title: "Adcal-D3 Lemon Chewable tablets - SmPC (4.3 Contraindications)",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/401/smpc/print",
      },
      {
        title: "Calcium Vitamin D3 1000 mg/880 IU chewable tablets (theiCal-D3) - SmPC 4.4",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3334/smpc",
      },
    ],
  },
  {
    id: "sc-p19-ca-d3-myeloma",
    title: "Man with myeloma takes calcium + vitamin D3",
    profile: {
      medicines: [],
      conditions: ["multiple myeloma"],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg (Adcal-D3 type) tablets",
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
            condition: "multiple myeloma",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Adcal-D3 SmPC 4.3: "Absolute contraindications are hypercalcaemia resulting for example from myeloma, bone metastases or other malignant bone disease". With myeloma the doctor must check calcium first (at least moderate).',
    sources: [
      {
        title: "Adcal-D3 Lemon Chewable tablets - SmPC (4.3 Contraindications)",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/401/smpc/print",
      },
    ],
  },
  {
    id: "sc-p19-ca-d3-quiet-amlodipine",
    title: "Adult on amlodipine 10mg starts calcium 1200 mg + vitamin D3",
    profile: {
      medicines: ["amlodipine 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg (Adcal-D3 type) tablets",
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
            medicine: "amlodipine 10mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "amlodipine 10mg",
          },
        },
      ],
    },
    rationale:
      "The calcium SmPC interaction text (iron, zinc, strontium ranelate, cardiac glycosides, thiazides, tetracyclines, quinolones, bisphosphonates, levothyroxine; plus corticosteroids, loop diuretics and some absorption partners) does not name amlodipine and there is no mechanism; no flag expected.",
    sources: [
      {
        title: "Calcium - interactions (UK SmPC text for calcium carbonate products)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium/precautions",
      },
      {
        title: "Calcium carbonate - interactions (SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
    ],
  },
  {
    id: "sc-p19-ca-d3-quiet-atorvastatin",
    title: "Adult on atorvastatin 40mg starts calcium 1200 mg + vitamin D3",
    profile: {
      medicines: ["atorvastatin 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg (Adcal-D3 type) tablets",
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
            medicine: "atorvastatin 40mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "atorvastatin 40mg",
          },
        },
      ],
    },
    rationale:
      "The calcium SmPC interaction text (iron, zinc, strontium ranelate, cardiac glycosides, thiazides, tetracyclines, quinolones, bisphosphonates, levothyroxine; plus corticosteroids, loop diuretics and some absorption partners) does not name atorvastatin and there is no mechanism; no flag expected.",
    sources: [
      {
        title: "Calcium - interactions (UK SmPC text for calcium carbonate products)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium/precautions",
      },
      {
        title: "Calcium carbonate - interactions (SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
    ],
  },
  {
    id: "sc-p19-ca-d3-quiet-losartan",
    title: "Adult on losartan 50mg starts calcium 1200 mg + vitamin D3",
    profile: {
      medicines: ["losartan 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg (Adcal-D3 type) tablets",
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
            medicine: "losartan 50mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "losartan 50mg",
          },
        },
      ],
    },
    rationale:
      "The calcium SmPC interaction text (iron, zinc, strontium ranelate, cardiac glycosides, thiazides, tetracyclines, quinolones, bisphosphonates, levothyroxine; plus corticosteroids, loop diuretics and some absorption partners) does not name losartan and there is no mechanism; no flag expected.",
    sources: [
      {
        title: "Calcium - interactions (UK SmPC text for calcium carbonate products)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium/precautions",
      },
      {
        title: "Calcium carbonate - interactions (SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
    ],
  },
  {
    id: "sc-p19-ca-d3-quiet-ramipril",
    title: "Adult on ramipril 5mg starts calcium 1200 mg + vitamin D3",
    profile: {
      medicines: ["ramipril 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg (Adcal-D3 type) tablets",
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
            medicine: "ramipril 5mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "ramipril 5mg",
          },
        },
      ],
    },
    rationale:
      "The calcium SmPC interaction text (iron, zinc, strontium ranelate, cardiac glycosides, thiazides, tetracyclines, quinolones, bisphosphonates, levothyroxine; plus corticosteroids, loop diuretics and some absorption partners) does not name ramipril and there is no mechanism; no flag expected.",
    sources: [
      {
        title: "Calcium - interactions (UK SmPC text for calcium carbonate products)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium/precautions",
      },
      {
        title: "Calcium carbonate - interactions (SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
    ],
  },
  {
    id: "sc-p19-ca-d3-quiet-sertraline",
    title: "Adult on sertraline 100mg starts calcium 1200 mg + vitamin D3",
    profile: {
      medicines: ["sertraline 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg (Adcal-D3 type) tablets",
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
            medicine: "sertraline 100mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "sertraline 100mg",
          },
        },
      ],
    },
    rationale:
      "The calcium SmPC interaction text (iron, zinc, strontium ranelate, cardiac glycosides, thiazides, tetracyclines, quinolones, bisphosphonates, levothyroxine; plus corticosteroids, loop diuretics and some absorption partners) does not name sertraline and there is no mechanism; no flag expected.",
    sources: [
      {
        title: "Calcium - interactions (UK SmPC text for calcium carbonate products)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium/precautions",
      },
      {
        title: "Calcium carbonate - interactions (SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
    ],
  },
  {
    id: "sc-p19-ca-d3-quiet-apixaban",
    title: "Adult on apixaban 2.5mg starts calcium 1200 mg + vitamin D3",
    profile: {
      medicines: ["apixaban 2.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg (Adcal-D3 type) tablets",
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
            medicine: "apixaban 2.5mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "apixaban 2.5mg",
          },
        },
      ],
    },
    rationale:
      "The calcium SmPC interaction text (iron, zinc, strontium ranelate, cardiac glycosides, thiazides, tetracyclines, quinolones, bisphosphonates, levothyroxine; plus corticosteroids, loop diuretics and some absorption partners) does not name apixaban and there is no mechanism; no flag expected.",
    sources: [
      {
        title: "Calcium - interactions (UK SmPC text for calcium carbonate products)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium/precautions",
      },
      {
        title: "Calcium carbonate - interactions (SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
    ],
  },
  {
    id: "sc-p19-ca-d3-quiet-tamsulosin",
    title: "Adult on tamsulosin 400 micrograms starts calcium 1200 mg + vitamin D3",
    profile: {
      medicines: ["tamsulosin 400 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg (Adcal-D3 type) tablets",
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
            medicine: "tamsulosin 400 micrograms",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "tamsulosin 400 micrograms",
          },
        },
      ],
    },
    rationale:
      "The calcium SmPC interaction text (iron, zinc, strontium ranelate, cardiac glycosides, thiazides, tetracyclines, quinolones, bisphosphonates, levothyroxine; plus corticosteroids, loop diuretics and some absorption partners) does not name tamsulosin and there is no mechanism; no flag expected.",
    sources: [
      {
        title: "Calcium - interactions (UK SmPC text for calcium carbonate products)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium/precautions",
      },
      {
        title: "Calcium carbonate - interactions (SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
    ],
  },
  {
    id: "sc-p19-ca-d3-quiet-metformin",
    title: "Adult on metformin 500mg starts calcium 1200 mg + vitamin D3",
    profile: {
      medicines: ["metformin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg (Adcal-D3 type) tablets",
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
            medicine: "metformin 500mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "metformin 500mg",
          },
        },
      ],
    },
    rationale:
      "The calcium SmPC interaction text (iron, zinc, strontium ranelate, cardiac glycosides, thiazides, tetracyclines, quinolones, bisphosphonates, levothyroxine; plus corticosteroids, loop diuretics and some absorption partners) does not name metformin and there is no mechanism; no flag expected.",
    sources: [
      {
        title: "Calcium - interactions (UK SmPC text for calcium carbonate products)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium/precautions",
      },
      {
        title: "Calcium carbonate - interactions (SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
    ],
  },
  {
    id: "sc-p19-d25-digoxin",
    title: "Man on digoxin 62.5 micrograms starts vitamin D3 25 µg (1000 IU) a day",
    profile: {
      medicines: ["digoxin 62.5 micrograms"],
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
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "digoxin 62.5 micrograms",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Strivit-D3 SmPC 4.4: "Caution is required in patients receiving treatment for cardiovascular disease (see Section 4.5 - cardiac glycosides including digitalis)"; Colextra-D3 leaflet: with cardiac glycosides "Your doctor may monitor your heart with an electrocardiogram (ECG) and measure the levels of calcium". At 25 µg at least a note.',
    sources: [
      {
        title: "Strivit-D3 (colecalciferol) - SmPC 4.4/4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/strivit-d3/precautions",
      },
      {
        title: "Colextra-D3 20 000 IU capsules - patient leaflet, Other medicines",
        publisher: "patient-info.co.uk (copy of UK leaflet)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p19-d25-bendroflumethiazide",
    title: "Woman on bendroflumethiazide 2.5mg takes vitamin D3 25 µg (1000 IU)",
    profile: {
      medicines: ["bendroflumethiazide 2.5mg"],
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
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "bendroflumethiazide 2.5mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Colextra-D3 leaflet: "Thiazide diuretics (used to treat high blood pressure) reduce the urinary excretion of calcium and can increase the risk of hypercalcaemia"; Strivit-D3 SmPC: "Thiazide diuretics reduce the urinary excretion of calcium. Due to the increased risk of hypercalcaemia, serum ..." monitored.',
    sources: [
      {
        title: "Colextra-D3 20 000 IU capsules - patient leaflet, Other medicines",
        publisher: "patient-info.co.uk (copy of UK leaflet)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
      {
        title: "Strivit-D3 (colecalciferol) - SmPC 4.4/4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/strivit-d3/precautions",
      },
    ],
  },
  {
    id: "sc-p19-d25-prednisolone",
    title: "Woman on prednisolone 10mg takes vitamin D3 25 µg",
    profile: {
      medicines: ["prednisolone 10mg"],
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
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "prednisolone 10mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Colextra-D3 leaflet lists "Glucocorticoids (steroid hormones such as hydrocortisone or prednisolone ..." among medicines that interact with vitamin D.',
    sources: [
      {
        title: "Colextra-D3 20 000 IU capsules - patient leaflet, Other medicines",
        publisher: "patient-info.co.uk (copy of UK leaflet)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p19-d25-sarcoidosis",
    title: "Man with sarcoidosis starts vitamin D3 25 µg (1000 IU)",
    profile: {
      medicines: [],
      conditions: ["sarcoidosis"],
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
      'Strivit-D3 SmPC 4.4: "Colecalciferol should be prescribed with caution to patients suffering from sarcoidosis because of the risk of increased metabolism of vitamin D to its active form. These patients should be monitored with regard to the calcium content in serum and urine."',
    sources: [
      {
        title: "Strivit-D3 (colecalciferol) - SmPC 4.4/4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/strivit-d3/precautions",
      },
      {
        title: "Colextra-D3 20 000 IU capsules - patient leaflet, Other medicines",
        publisher: "patient-info.co.uk (copy of UK leaflet)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p19-d25-hypercalcaemia",
    title: "Woman with raised blood calcium (hypercalcaemia) buys vitamin D3 25 µg",
    profile: {
      medicines: [],
      conditions: ["hypercalcaemia"],
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
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            condition: "hypercalcaemia",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Fultium-D3 SmPC 4.3 Contraindications: "Hypervitaminosis D", "Nephrolithiasis", "Nephrocalcinosis", "Diseases or conditions resulting" in hypercalcaemia. Avoid unless the doctor says.',
    sources: [
      {
        title: "Fultium-D3 800 IU capsules - SmPC (4.3 Contraindications)",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/2813/smpc",
      },
    ],
  },
  {
    id: "sc-p19-d25-kidney-stones",
    title: "Man with kidney stones takes vitamin D3 25 µg",
    profile: {
      medicines: [],
      conditions: ["kidney stones"],
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
      'Fultium-D3 SmPC 4.3 lists "Nephrolithiasis" as a contraindication; the Colextra-D3 leaflet: do not take "If you have kidney stones or serious kidney problems".',
    sources: [
      {
        title: "Fultium-D3 800 IU capsules - SmPC (4.3 Contraindications)",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/2813/smpc",
      },
      {
        title: "Colextra-D3 20 000 IU capsules - patient leaflet, Other medicines",
        publisher: "patient-info.co.uk (copy of UK leaflet)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p19-d25-quiet-amlodipine",
    title: "Adult on amlodipine 5mg takes plain vitamin D3 25 µg (no calcium)",
    profile: {
      medicines: ["amlodipine 5mg"],
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
            medicine: "amlodipine 5mg",
          },
        },
      ],
    },
    rationale:
      "Vitamin D-only products list cardiac glycosides, thiazides, anticonvulsants/barbiturates and glucocorticoids (Colextra-D3 leaflet; Strivit-D3 SmPC); amlodipine is not among them (commonly asked, unrelated). No flag expected.",
    sources: [
      {
        title: "Colextra-D3 20 000 IU capsules - patient leaflet, Other medicines",
        publisher: "patient-info.co.uk (copy of UK leaflet)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
      {
        title: "Strivit-D3 (colecalciferol) - SmPC 4.4/4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/strivit-d3/precautions",
      },
    ],
  },
  {
    id: "sc-p19-d25-quiet-levothyroxine",
    title: "Adult on levothyroxine 100 micrograms takes plain vitamin D3 25 µg (no calcium)",
    profile: {
      medicines: ["levothyroxine 100 micrograms"],
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
            medicine: "levothyroxine 100 micrograms",
          },
        },
      ],
    },
    rationale:
      "Vitamin D-only products list cardiac glycosides, thiazides, anticonvulsants/barbiturates and glucocorticoids (Colextra-D3 leaflet; Strivit-D3 SmPC); levothyroxine is not among them (the levothyroxine warning in calcium products is about calcium, not vitamin D alone). No flag expected.",
    sources: [
      {
        title: "Colextra-D3 20 000 IU capsules - patient leaflet, Other medicines",
        publisher: "patient-info.co.uk (copy of UK leaflet)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
      {
        title: "Strivit-D3 (colecalciferol) - SmPC 4.4/4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/strivit-d3/precautions",
      },
    ],
  },
  {
    id: "sc-p19-d25-quiet-doxycycline",
    title: "Adult on doxycycline 100mg takes plain vitamin D3 25 µg (no calcium)",
    profile: {
      medicines: ["doxycycline 100mg"],
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
            medicine: "doxycycline 100mg",
          },
        },
      ],
    },
    rationale:
      "Vitamin D-only products list cardiac glycosides, thiazides, anticonvulsants/barbiturates and glucocorticoids (Colextra-D3 leaflet; Strivit-D3 SmPC); doxycycline is not among them (the tetracycline warning is a calcium chelation effect; vitamin D alone has no cation). No flag expected.",
    sources: [
      {
        title: "Colextra-D3 20 000 IU capsules - patient leaflet, Other medicines",
        publisher: "patient-info.co.uk (copy of UK leaflet)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
      {
        title: "Strivit-D3 (colecalciferol) - SmPC 4.4/4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/strivit-d3/precautions",
      },
    ],
  },
  {
    id: "sc-p19-d25-quiet-alendronic-acid",
    title: "Adult on alendronic acid 70mg weekly takes plain vitamin D3 25 µg (no calcium)",
    profile: {
      medicines: ["alendronic acid 70mg weekly"],
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
            medicine: "alendronic acid 70mg weekly",
          },
        },
      ],
    },
    rationale:
      "Vitamin D-only products list cardiac glycosides, thiazides, anticonvulsants/barbiturates and glucocorticoids (Colextra-D3 leaflet; Strivit-D3 SmPC); alendronic is not among them (vitamin D is given alongside bisphosphonates; the absorption warning is for calcium). No flag expected.",
    sources: [
      {
        title: "Colextra-D3 20 000 IU capsules - patient leaflet, Other medicines",
        publisher: "patient-info.co.uk (copy of UK leaflet)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
      {
        title: "Strivit-D3 (colecalciferol) - SmPC 4.4/4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/strivit-d3/precautions",
      },
    ],
  },
  {
    id: "sc-p19-d25-quiet-ciprofloxacin",
    title: "Adult on ciprofloxacin 500mg takes plain vitamin D3 25 µg (no calcium)",
    profile: {
      medicines: ["ciprofloxacin 500mg"],
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
            medicine: "ciprofloxacin 500mg",
          },
        },
      ],
    },
    rationale:
      "Vitamin D-only products list cardiac glycosides, thiazides, anticonvulsants/barbiturates and glucocorticoids (Colextra-D3 leaflet; Strivit-D3 SmPC); ciprofloxacin is not among them (quinolone chelation is a calcium/iron/zinc effect). No flag expected.",
    sources: [
      {
        title: "Colextra-D3 20 000 IU capsules - patient leaflet, Other medicines",
        publisher: "patient-info.co.uk (copy of UK leaflet)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
      {
        title: "Strivit-D3 (colecalciferol) - SmPC 4.4/4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/strivit-d3/precautions",
      },
    ],
  },
  {
    id: "sc-p19-d25-quiet-atorvastatin",
    title: "Adult on atorvastatin 20mg takes plain vitamin D3 25 µg (no calcium)",
    profile: {
      medicines: ["atorvastatin 20mg"],
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
            medicine: "atorvastatin 20mg",
          },
        },
      ],
    },
    rationale:
      "Vitamin D-only products list cardiac glycosides, thiazides, anticonvulsants/barbiturates and glucocorticoids (Colextra-D3 leaflet; Strivit-D3 SmPC); atorvastatin is not among them (not named, no mechanism). No flag expected.",
    sources: [
      {
        title: "Colextra-D3 20 000 IU capsules - patient leaflet, Other medicines",
        publisher: "patient-info.co.uk (copy of UK leaflet)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
      {
        title: "Strivit-D3 (colecalciferol) - SmPC 4.4/4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/strivit-d3/precautions",
      },
    ],
  },
  {
    id: "sc-p19-d25-quiet-sertraline",
    title: "Adult on sertraline 50mg takes plain vitamin D3 25 µg (no calcium)",
    profile: {
      medicines: ["sertraline 50mg"],
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
            medicine: "sertraline 50mg",
          },
        },
      ],
    },
    rationale:
      "Vitamin D-only products list cardiac glycosides, thiazides, anticonvulsants/barbiturates and glucocorticoids (Colextra-D3 leaflet; Strivit-D3 SmPC); sertraline is not among them (not named, no mechanism). No flag expected.",
    sources: [
      {
        title: "Colextra-D3 20 000 IU capsules - patient leaflet, Other medicines",
        publisher: "patient-info.co.uk (copy of UK leaflet)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
      {
        title: "Strivit-D3 (colecalciferol) - SmPC 4.4/4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/strivit-d3/precautions",
      },
    ],
  },
  {
    id: "sc-p19-d25-quiet-metformin",
    title: "Adult on metformin 1g takes plain vitamin D3 25 µg (no calcium)",
    profile: {
      medicines: ["metformin 1g"],
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
            medicine: "metformin 1g",
          },
        },
      ],
    },
    rationale:
      "Vitamin D-only products list cardiac glycosides, thiazides, anticonvulsants/barbiturates and glucocorticoids (Colextra-D3 leaflet; Strivit-D3 SmPC); metformin is not among them (not named, no mechanism). No flag expected.",
    sources: [
      {
        title: "Colextra-D3 20 000 IU capsules - patient leaflet, Other medicines",
        publisher: "patient-info.co.uk (copy of UK leaflet)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
      {
        title: "Strivit-D3 (colecalciferol) - SmPC 4.4/4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/strivit-d3/precautions",
      },
    ],
  },
  {
    id: "sc-p19-d25-quiet-omeprazole",
    title: "Adult on omeprazole 20mg takes plain vitamin D3 25 µg (no calcium)",
    profile: {
      medicines: ["omeprazole 20mg"],
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
            medicine: "omeprazole 20mg",
          },
        },
      ],
    },
    rationale:
      "Vitamin D-only products list cardiac glycosides, thiazides, anticonvulsants/barbiturates and glucocorticoids (Colextra-D3 leaflet; Strivit-D3 SmPC); omeprazole is not among them (not named, no mechanism for vitamin D alone). No flag expected.",
    sources: [
      {
        title: "Colextra-D3 20 000 IU capsules - patient leaflet, Other medicines",
        publisher: "patient-info.co.uk (copy of UK leaflet)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
      {
        title: "Strivit-D3 (colecalciferol) - SmPC 4.4/4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/strivit-d3/precautions",
      },
    ],
  },
  {
    id: "sc-p19-zn25-doxycycline",
    title: "Adult on doxycycline 100mg takes zinc 25 mg",
    profile: {
      medicines: ["doxycycline 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc gluconate 25 mg tablets",
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
      'Solvazinc SmPC 4.5: "Zinc may reduce the absorption of concurrently administered tetracyclines, also the absorption of zinc may be reduced by tetracyclines; when both are being given an interval of at least three hours should be allowed."',
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p19-zn25-ciprofloxacin",
    title: "Adult on ciprofloxacin 500mg takes zinc 25 mg for a cold",
    profile: {
      medicines: ["ciprofloxacin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc gluconate 25 mg tablets",
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
            medicine: "ciprofloxacin 500mg",
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
        title: "Solvazinc 45mg Effervescent Tablets - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p19-zn15-levofloxacin",
    title: "Adult on levofloxacin 500mg takes zinc 15 mg for a cold",
    profile: {
      medicines: ["levofloxacin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc citrate 15 mg tablets",
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
            medicine: "levofloxacin 500mg",
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
        title: "Solvazinc 45mg Effervescent Tablets - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p19-zn25-penicillamine",
    title: "Woman on penicillamine 250mg takes zinc 25 mg",
    profile: {
      medicines: ["penicillamine 250mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc gluconate 25 mg tablets",
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
            medicine: "penicillamine 250mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Solvazinc SmPC 4.5: "The absorption of zinc may be reduced by penicillamine, also the absorption of penicillamine may be reduced by zinc." Wilzin: chelator and zinc "should be separated by at least 1 hour".',
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
      {
        title: "Zinc (Wilzin zinc acetate, EMA SmPC) - interactions",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://www.rxreasoner.com/substances/zinc/precautions",
      },
    ],
  },
  {
    id: "sc-p19-zn25-trientine",
    title: "Person with Wilson's disease on Cuprior 150mg (trientine) adds zinc 25 mg",
    profile: {
      medicines: ["Cuprior 150mg (trientine)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc gluconate 25 mg tablets",
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
            medicine: "Cuprior 150mg (trientine)",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Solvazinc SmPC 4.5: "The absorption of zinc may be reduced by trientine, also the absorption of trientine may be reduced by zinc." Wilzin: "The administration of the chelating treatment and zinc should be separated by at least 1 hour."',
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
      {
        title: "Zinc (Wilzin zinc acetate, EMA SmPC) - interactions",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://www.rxreasoner.com/substances/zinc/precautions",
      },
    ],
  },
  {
    id: "sc-p19-zn25-ferrous-fumarate",
    title: "Woman prescribed ferrous fumarate 210mg adds zinc 25 mg",
    profile: {
      medicines: ["ferrous fumarate 210mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc gluconate 25 mg tablets",
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
            medicine: "ferrous fumarate 210mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Solvazinc SmPC 4.5: "The absorption of zinc may be reduced by oral iron, also the absorption of oral iron may be reduced by zinc."',
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p19-zn15-adcal",
    title: "Woman on Adcal-D3 adds zinc 15 mg",
    profile: {
      medicines: ["Adcal-D3 chewable tablets"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc citrate 15 mg tablets",
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
            medicine: "Adcal-D3 chewable tablets",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Solvazinc SmPC 4.5: "The absorption of zinc may be reduced by calcium salts." Calcium SmPC text: zinc preparations "should be taken two hours before or after calcium carbonate".',
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
      {
        title: "Calcium - interactions (UK SmPC text for calcium carbonate products)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium/precautions",
      },
    ],
  },
  {
    id: "sc-p19-zn25-copper-deficiency",
    title: "Woman with known copper deficiency takes zinc 25 mg daily",
    profile: {
      medicines: [],
      conditions: ["copper deficiency"],
    },
    stack: [
      {
        custom: {
          name: "Zinc gluconate 25 mg tablets",
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
      'Solvazinc SmPC 4.3 Contraindications: "Copper deficiency (see section 4.5)"; 4.5: "Zinc may inhibit the absorption of copper".',
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
    ],
  },
  {
    id: "sc-p19-zn25-kidney-failure",
    title: "Man with kidney failure takes zinc 25 mg",
    profile: {
      medicines: [],
      conditions: ["kidney failure"],
    },
    stack: [
      {
        custom: {
          name: "Zinc gluconate 25 mg tablets",
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
            condition: "kidney failure",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'Solvazinc SmPC 4.4: "Accumulation of zinc may occur in cases of renal failure."',
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
    ],
  },
  {
    id: "sc-p19-zn25-quiet-amlodipine",
    title: "Adult on amlodipine 5mg takes zinc 25 mg",
    profile: {
      medicines: ["amlodipine 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc gluconate 25 mg tablets",
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
            medicine: "amlodipine 5mg",
          },
        },
      ],
    },
    rationale:
      "Solvazinc SmPC 4.5 (read in full: copper, tetracyclines, quinolones, calcium salts, iron, penicillamine, trientine) does not name amlodipine; no mechanism; no flag expected.",
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p19-zn25-quiet-atorvastatin",
    title: "Adult on atorvastatin 20mg takes zinc 25 mg",
    profile: {
      medicines: ["atorvastatin 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc gluconate 25 mg tablets",
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
            medicine: "atorvastatin 20mg",
          },
        },
      ],
    },
    rationale:
      "Solvazinc SmPC 4.5 (read in full: copper, tetracyclines, quinolones, calcium salts, iron, penicillamine, trientine) does not name atorvastatin; no mechanism; no flag expected.",
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p19-zn25-quiet-sertraline",
    title: "Adult on sertraline 50mg takes zinc 25 mg",
    profile: {
      medicines: ["sertraline 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc gluconate 25 mg tablets",
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
            medicine: "sertraline 50mg",
          },
        },
      ],
    },
    rationale:
      "Solvazinc SmPC 4.5 (read in full: copper, tetracyclines, quinolones, calcium salts, iron, penicillamine, trientine) does not name sertraline; no mechanism; no flag expected.",
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p19-zn25-quiet-salbutamol",
    title: "Adult on salbutamol inhaler takes zinc 25 mg",
    profile: {
      medicines: ["salbutamol inhaler"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc gluconate 25 mg tablets",
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
            medicine: "salbutamol inhaler",
          },
        },
      ],
    },
    rationale:
      "Solvazinc SmPC 4.5 (read in full: copper, tetracyclines, quinolones, calcium salts, iron, penicillamine, trientine) does not name salbutamol; no mechanism; no flag expected.",
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p19-zn25-quiet-bisoprolol",
    title: "Adult on bisoprolol 5mg takes zinc 25 mg",
    profile: {
      medicines: ["bisoprolol 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc gluconate 25 mg tablets",
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
            medicine: "bisoprolol 5mg",
          },
        },
      ],
    },
    rationale:
      "Solvazinc SmPC 4.5 (read in full: copper, tetracyclines, quinolones, calcium salts, iron, penicillamine, trientine) does not name bisoprolol; no mechanism; no flag expected.",
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p19-zn25-quiet-tamsulosin",
    title: "Adult on tamsulosin 400 micrograms takes zinc 25 mg",
    profile: {
      medicines: ["tamsulosin 400 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc gluconate 25 mg tablets",
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
            medicine: "tamsulosin 400 micrograms",
          },
        },
      ],
    },
    rationale:
      "Solvazinc SmPC 4.5 (read in full: copper, tetracyclines, quinolones, calcium salts, iron, penicillamine, trientine) does not name tamsulosin; no mechanism; no flag expected.",
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p19-zn25-quiet-apixaban",
    title: "Adult on apixaban 5mg takes zinc 25 mg",
    profile: {
      medicines: ["apixaban 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc gluconate 25 mg tablets",
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
            medicine: "apixaban 5mg",
          },
        },
      ],
    },
    rationale:
      "Solvazinc SmPC 4.5 (read in full: copper, tetracyclines, quinolones, calcium salts, iron, penicillamine, trientine) does not name apixaban; no mechanism; no flag expected.",
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p19-mg-enalapril",
    title: "Adult on enalapril 10mg starts a magnesium supplement (300 mg)",
    profile: {
      medicines: ["enalapril 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 300 mg capsules",
          ingredients: [
            {
              ingredient: "magnesium",
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
          ingredient: "magnesium",
          with: {
            medicine: "enalapril 10mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The magnesium SmPC 4.5 (emc): "Oral magnesium salts have the properties of antacids therefore it is recommended that this product is not taken within two to four hours of any other medicinal products" and "Magnesium salts may interfere with the absorption of many drugs including (but not limited to) ... ACE inhibitors (captopril, enalapril, fosinopril)". Taking them 2-4 hours apart is the fix, so at least a note.',
    sources: [
      {
        title: "Oral magnesium preparation - SmPC section 4.5 (emc product 4841)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p19-mg-cefaclor",
    title: "Adult on cefaclor 500mg starts a magnesium supplement (300 mg)",
    profile: {
      medicines: ["cefaclor 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 300 mg capsules",
          ingredients: [
            {
              ingredient: "magnesium",
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
          ingredient: "magnesium",
          with: {
            medicine: "cefaclor 500mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The magnesium SmPC 4.5 (emc): "Oral magnesium salts have the properties of antacids therefore it is recommended that this product is not taken within two to four hours of any other medicinal products" and "Magnesium salts may interfere with the absorption of many drugs including (but not limited to) ... antibacterials and antifungals (azithromycin, cefaclor, cefpodoxime, ...". Taking them 2-4 hours apart is the fix, so at least a note.',
    sources: [
      {
        title: "Oral magnesium preparation - SmPC section 4.5 (emc product 4841)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p19-mg-isoniazid",
    title: "Adult on isoniazid 300mg starts a magnesium supplement (300 mg)",
    profile: {
      medicines: ["isoniazid 300mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 300 mg capsules",
          ingredients: [
            {
              ingredient: "magnesium",
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
          ingredient: "magnesium",
          with: {
            medicine: "isoniazid 300mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The magnesium SmPC 4.5 (emc): "Oral magnesium salts have the properties of antacids therefore it is recommended that this product is not taken within two to four hours of any other medicinal products" and "Magnesium salts may interfere with the absorption of many drugs including (but not limited to) ... isoniazid". Taking them 2-4 hours apart is the fix, so at least a note.',
    sources: [
      {
        title: "Oral magnesium preparation - SmPC section 4.5 (emc product 4841)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p19-mg-hiprex",
    title: "Adult on Hiprex 1g (methenamine hippurate) starts a magnesium supplement (300 mg)",
    profile: {
      medicines: ["Hiprex 1g (methenamine hippurate)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 300 mg capsules",
          ingredients: [
            {
              ingredient: "magnesium",
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
          ingredient: "magnesium",
          with: {
            medicine: "Hiprex 1g (methenamine hippurate)",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The magnesium SmPC 4.5 (emc): "Oral magnesium salts have the properties of antacids therefore it is recommended that this product is not taken within two to four hours of any other medicinal products" and "Magnesium salts may interfere with the absorption of many drugs including (but not limited to) ... methenamine". Taking them 2-4 hours apart is the fix, so at least a note.',
    sources: [
      {
        title: "Oral magnesium preparation - SmPC section 4.5 (emc product 4841)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p19-mg-atazanavir",
    title: "Adult on atazanavir 300mg (Reyataz) starts a magnesium supplement (300 mg)",
    profile: {
      medicines: ["atazanavir 300mg (Reyataz)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 300 mg capsules",
          ingredients: [
            {
              ingredient: "magnesium",
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
          ingredient: "magnesium",
          with: {
            medicine: "atazanavir 300mg (Reyataz)",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The magnesium SmPC 4.5 (emc): "Oral magnesium salts have the properties of antacids therefore it is recommended that this product is not taken within two to four hours of any other medicinal products" and "Magnesium salts may interfere with the absorption of many drugs including (but not limited to) ... antivirals (atazanavir and tipranavir)". Taking them 2-4 hours apart is the fix, so at least a note.',
    sources: [
      {
        title: "Oral magnesium preparation - SmPC section 4.5 (emc product 4841)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p19-mg-fexofenadine",
    title: "Adult on fexofenadine 180mg starts a magnesium supplement (375 mg)",
    profile: {
      medicines: ["fexofenadine 180mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium glycinate 375 mg (elemental) tablets",
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
            medicine: "fexofenadine 180mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The magnesium SmPC 4.5 (emc): "Oral magnesium salts have the properties of antacids therefore it is recommended that this product is not taken within two to four hours of any other medicinal products" and "Magnesium salts may interfere with the absorption of many drugs including (but not limited to) ... antihistamines (fexofenadine)". Taking them 2-4 hours apart is the fix, so at least a note.',
    sources: [
      {
        title: "Oral magnesium preparation - SmPC section 4.5 (emc product 4841)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p19-mg-deflazacort",
    title: "Adult on deflazacort 6mg starts a magnesium supplement (300 mg)",
    profile: {
      medicines: ["deflazacort 6mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 300 mg capsules",
          ingredients: [
            {
              ingredient: "magnesium",
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
          ingredient: "magnesium",
          with: {
            medicine: "deflazacort 6mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The magnesium SmPC 4.5 (emc): "Oral magnesium salts have the properties of antacids therefore it is recommended that this product is not taken within two to four hours of any other medicinal products" and "Magnesium salts may interfere with the absorption of many drugs including (but not limited to) ... corticosteroids (deflazacort)". Taking them 2-4 hours apart is the fix, so at least a note.',
    sources: [
      {
        title: "Oral magnesium preparation - SmPC section 4.5 (emc product 4841)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p19-mg-dipyridamole",
    title: "Adult on Persantin Retard 200mg (dipyridamole) starts a magnesium supplement (300 mg)",
    profile: {
      medicines: ["Persantin Retard 200mg (dipyridamole)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 300 mg capsules",
          ingredients: [
            {
              ingredient: "magnesium",
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
          ingredient: "magnesium",
          with: {
            medicine: "Persantin Retard 200mg (dipyridamole)",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The magnesium SmPC 4.5 (emc): "Oral magnesium salts have the properties of antacids therefore it is recommended that this product is not taken within two to four hours of any other medicinal products" and "Magnesium salts may interfere with the absorption of many drugs including (but not limited to) ... dipyridamole". Taking them 2-4 hours apart is the fix, so at least a note.',
    sources: [
      {
        title: "Oral magnesium preparation - SmPC section 4.5 (emc product 4841)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p19-mg-sulpiride",
    title: "Adult on sulpiride 200mg starts a magnesium supplement (300 mg)",
    profile: {
      medicines: ["sulpiride 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 300 mg capsules",
          ingredients: [
            {
              ingredient: "magnesium",
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
          ingredient: "magnesium",
          with: {
            medicine: "sulpiride 200mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The magnesium SmPC 4.5 (emc): "Oral magnesium salts have the properties of antacids therefore it is recommended that this product is not taken within two to four hours of any other medicinal products" and "Magnesium salts may interfere with the absorption of many drugs including (but not limited to) ... antipsychotics (sulpiride and phenothiazines)". Taking them 2-4 hours apart is the fix, so at least a note.',
    sources: [
      {
        title: "Oral magnesium preparation - SmPC section 4.5 (emc product 4841)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p19-mg-hydroxychloroquine",
    title: "Adult on hydroxychloroquine 200mg starts a magnesium supplement (300 mg)",
    profile: {
      medicines: ["hydroxychloroquine 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 300 mg capsules",
          ingredients: [
            {
              ingredient: "magnesium",
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
          ingredient: "magnesium",
          with: {
            medicine: "hydroxychloroquine 200mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The magnesium SmPC 4.5 (emc): "Oral magnesium salts have the properties of antacids therefore it is recommended that this product is not taken within two to four hours of any other medicinal products" and "Magnesium salts may interfere with the absorption of many drugs including (but not limited to) ... chloroquine and hydroxychloroquine". Taking them 2-4 hours apart is the fix, so at least a note.',
    sources: [
      {
        title: "Oral magnesium preparation - SmPC section 4.5 (emc product 4841)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p19-mg-revolade",
    title: "Adult with ITP on Revolade 50mg (eltrombopag) takes magnesium 300 mg at night",
    profile: {
      medicines: ["Revolade 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 300 mg capsules",
          ingredients: [
            {
              ingredient: "magnesium",
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
      'Magnesium SmPC 4.5 (emc): magnesium salts "may reduce absorption of eltrombopag (give at least 4 hours apart)".',
    sources: [
      {
        title: "Oral magnesium preparation - SmPC section 4.5 (emc product 4841)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p19-mg-erlotinib",
    title: "Man on erlotinib 150mg takes magnesium 375 mg for cramps",
    profile: {
      medicines: ["erlotinib 150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium glycinate 375 mg (elemental) tablets",
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
            medicine: "erlotinib 150mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Magnesium SmPC 4.5 (emc): "Magnesium salts possibly reduce the plasma concentration of erlotinib (give at least 4 hours before or 2 hours after erlotinib)."',
    sources: [
      {
        title: "Oral magnesium preparation - SmPC section 4.5 (emc product 4841)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p19-mg-ellaone",
    title: "Woman takes ellaOne 30mg (ulipristal) while on magnesium 300 mg daily",
    profile: {
      medicines: ["ellaOne 30mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 300 mg capsules",
          ingredients: [
            {
              ingredient: "magnesium",
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
    rationale: 'Magnesium SmPC 4.5 (emc): "The plasma concentration of ulipristal may be reduced."',
    sources: [
      {
        title: "Oral magnesium preparation - SmPC section 4.5 (emc product 4841)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p19-mg-calcium-resonium",
    title: "Man on Calcium Resonium (polystyrene sulfonate resin) takes magnesium 300 mg",
    profile: {
      medicines: ["Calcium Resonium"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 300 mg capsules",
          ingredients: [
            {
              ingredient: "magnesium",
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
          ingredient: "magnesium",
          with: {
            medicine: "Calcium Resonium",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Magnesium SmPC 4.5 (emc): "There is a risk of metabolic alkalosis when oral magnesium salts are given with polystyrene sulphonate resins."',
    sources: [
      {
        title: "Oral magnesium preparation - SmPC section 4.5 (emc product 4841)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p19-mg-nitrofurantoin",
    title: "Woman on nitrofurantoin 100mg for cystitis takes magnesium aspartate 243 mg",
    profile: {
      medicines: ["nitrofurantoin 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium aspartate 243 mg sachet",
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
            medicine: "nitrofurantoin 100mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Magnaspartate SmPC 4.5: "As magnesium and other medicinal products may mutually influence each other\'s absorption, a time interval of 2 to 3 hours should generally be respected if possible. This specifically applies to: ... Aminoquinolines, quinidine and quinidine derivatives nitrofurantoin ..."',
    sources: [
      {
        title: "Magnaspartate 243 mg powder for oral solution - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
      },
    ],
  },
  {
    id: "sc-p19-mg-severe-ckd",
    title: "Woman with stage 4 kidney disease buys magnesium 375 mg",
    profile: {
      medicines: [],
      conditions: ["stage 4 kidney disease"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium glycinate 375 mg (elemental) tablets",
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
      'Magnaspartate SmPC 4.3 Contraindications: "Severe renal impairment (glomerular filtration rate <30 ml/min)."',
    sources: [
      {
        title: "Magnaspartate 243 mg powder for oral solution - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
      },
    ],
  },
  {
    id: "sc-p19-mg-bradycardia",
    title: "Man with a very slow heart rate (bradycardia) takes magnesium 300 mg",
    profile: {
      medicines: [],
      conditions: ["bradycardia"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 300 mg capsules",
          ingredients: [
            {
              ingredient: "magnesium",
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
          ingredient: "magnesium",
          with: {
            condition: "bradycardia",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'Magnaspartate SmPC 4.3 Contraindications: "Disorders of Cardiac conduction (bradycardia)."',
    sources: [
      {
        title: "Magnaspartate 243 mg powder for oral solution - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
      },
    ],
  },
  {
    id: "sc-p19-fa5-phenytoin",
    title: "Woman with epilepsy on phenytoin 300mg planning pregnancy starts folic acid 5 mg",
    profile: {
      medicines: ["phenytoin 300mg"],
      conditions: ["planning pregnancy"],
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
            medicine: "phenytoin 300mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC 4.5: "Folic acid has been observed to reduce plasma levels of anticonvulsants, particularly phenytoin, phenobarbital and primidone and therefore patients should be carefully monitored by the physician and the anticonvulsant drug dose adjusted as necessary."',
    sources: [
      {
        title: "Folic acid tablets - SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
      {
        title: "Folic acid - interactions (SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://www.rxreasoner.com/substances/vitamin-b9/precautions",
      },
    ],
  },
  {
    id: "sc-p19-fa5-phenobarbital",
    title: "Woman with epilepsy on phenobarbital 60mg planning pregnancy starts folic acid 5 mg",
    profile: {
      medicines: ["phenobarbital 60mg"],
      conditions: ["planning pregnancy"],
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
            medicine: "phenobarbital 60mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC 4.5: "Folic acid has been observed to reduce plasma levels of anticonvulsants, particularly phenytoin, phenobarbital and primidone and therefore patients should be carefully monitored by the physician and the anticonvulsant drug dose adjusted as necessary."',
    sources: [
      {
        title: "Folic acid tablets - SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
      {
        title: "Folic acid - interactions (SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://www.rxreasoner.com/substances/vitamin-b9/precautions",
      },
    ],
  },
  {
    id: "sc-p19-fa5-primidone",
    title: "Woman with epilepsy on primidone 250mg planning pregnancy starts folic acid 5 mg",
    profile: {
      medicines: ["primidone 250mg"],
      conditions: ["planning pregnancy"],
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
            medicine: "primidone 250mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC 4.5: "Folic acid has been observed to reduce plasma levels of anticonvulsants, particularly phenytoin, phenobarbital and primidone and therefore patients should be carefully monitored by the physician and the anticonvulsant drug dose adjusted as necessary."',
    sources: [
      {
        title: "Folic acid tablets - SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
      {
        title: "Folic acid - interactions (SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://www.rxreasoner.com/substances/vitamin-b9/precautions",
      },
    ],
  },
  {
    id: "sc-p19-fa5-carbamazepine",
    title: "Woman on carbamazepine 200mg starts folic acid 5 mg",
    profile: {
      medicines: ["carbamazepine 200mg"],
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
            medicine: "carbamazepine 200mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC text: correction of folate deficiency reduces plasma phenytoin; "Similar but less marked relationship exist with all anti-convulsant treatments including sodium valproate, carbamazepine and the barbiturates". A note at least.',
    sources: [
      {
        title: "Folic acid - interactions (SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://www.rxreasoner.com/substances/vitamin-b9/precautions",
      },
    ],
  },
  {
    id: "sc-p19-fa5-fluorouracil",
    title: "Man having fluorouracil (5-FU) chemotherapy takes folic acid 5 mg",
    profile: {
      medicines: ["fluorouracil (5-FU) chemotherapy"],
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
            medicine: "fluorouracil (5-FU) chemotherapy",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC 4.5: "Fluorouracil toxicity may occur in patients taking folic acid and this combination should be avoided."',
    sources: [
      {
        title: "Folic acid tablets - SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p19-fa04-fluorouracil",
    title: "Woman on fluorouracil chemotherapy takes a folic acid 400 µg tablet",
    profile: {
      medicines: ["fluorouracil chemotherapy"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 400 µg tablets",
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
            medicine: "fluorouracil chemotherapy",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC 4.5: "Fluorouracil toxicity may occur in patients taking folic acid and this combination should be avoided." Even at 400 µg the oncology team should be asked.',
    sources: [
      {
        title: "Folic acid tablets - SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p19-fa5-methotrexate",
    title: "Woman with rheumatoid arthritis on methotrexate 15mg weekly is given folic acid 5 mg",
    profile: {
      medicines: ["methotrexate 15mg weekly"],
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
            medicine: "methotrexate 15mg weekly",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC 4.5: "Folic acid may interfere with the toxic and therapeutic effect of methotrexate." (Often deliberately co-prescribed, but timing follows the prescriber, so at least a note.)',
    sources: [
      {
        title: "Folic acid tablets - SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
      {
        title: "Folic acid - interactions (SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://www.rxreasoner.com/substances/vitamin-b9/precautions",
      },
    ],
  },
  {
    id: "sc-p19-fa5-colestyramine",
    title: "Adult on colestyramine 4g sachets takes folic acid 5 mg",
    profile: {
      medicines: ["colestyramine 4g sachets"],
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
            medicine: "colestyramine 4g sachets",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC 4.5: "Patients on prolonged cholestyramine therapy should take folic acid 1 hour before or 4 to 6 hours after receiving cholestyramine."',
    sources: [
      {
        title: "Folic acid tablets - SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p19-fa5-trimethoprim",
    title: "Adult on trimethoprim 200mg takes folic acid 5 mg",
    profile: {
      medicines: ["trimethoprim 200mg"],
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
            medicine: "trimethoprim 200mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC 4.5: "Trimethoprim or sulphonamides, alone or in combination as co-trimoxazole, may reduce the effect of folic acid"',
    sources: [
      {
        title: "Folic acid tablets - SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p19-fa5-co-trimoxazole",
    title: "Adult on Septrin (co-trimoxazole) 960mg takes folic acid 5 mg",
    profile: {
      medicines: ["Septrin (co-trimoxazole) 960mg"],
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
            medicine: "Septrin (co-trimoxazole) 960mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC 4.5: "Trimethoprim or sulphonamides, alone or in combination as co-trimoxazole, may reduce the effect of folic acid and this may be serious in patients with megaloblastic anaemia."',
    sources: [
      {
        title: "Folic acid tablets - SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p19-fa5-maalox",
    title: "Adult on Maalox (aluminium/magnesium antacid) takes folic acid 5 mg",
    profile: {
      medicines: ["Maalox (aluminium/magnesium antacid)"],
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
            medicine: "Maalox (aluminium/magnesium antacid)",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC 4.5: "Edible clay or antacids containing aluminium or magnesium may reduce folic acid absorption. Patients should be advised to take antacids at least two hours after administration of folic acid."',
    sources: [
      {
        title: "Folic acid tablets - SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p19-fa5-triamterene",
    title: "Man on Dyazide (triamterene/hydrochlorothiazide) takes folic acid 5 mg",
    profile: {
      medicines: ["Dyazide"],
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
            medicine: "Dyazide",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC text: "Sulphasalazine and triamterene also inhibit the absorption of e folic acid."',
    sources: [
      {
        title: "Folic acid - interactions (SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://www.rxreasoner.com/substances/vitamin-b9/precautions",
      },
    ],
  },
  {
    id: "sc-p19-fa5-zinc-pair",
    title: "Pregnant woman takes folic acid 5 mg and zinc 15 mg",
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
          name: "Zinc citrate 15 mg tablets",
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
      'Folic acid SmPC 4.5: "Folic acid may reduce intestinal absorption of zinc (of particular importance in pregnancy)."',
    sources: [
      {
        title: "Folic acid tablets - SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p19-fa5-pernicious-anaemia",
    title: "Man with untreated pernicious anaemia starts folic acid 5 mg on his own",
    profile: {
      medicines: [],
      conditions: ["pernicious anaemia"],
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
            condition: "pernicious anaemia",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC text: "Patients with vitamin B12 deficiency should not be treated with folic acid unless administered with adequate amounts of hydroxocobalamin, as it can mask the condition but the subacute irreversible damage to the nervous system will continue."',
    sources: [
      {
        title: "Folic acid - interactions (SmPC text)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://www.rxreasoner.com/substances/vitamin-b9/precautions",
      },
    ],
  },
  {
    id: "sc-p19-fa04-quiet-amlodipine",
    title: "Woman on amlodipine 5mg takes folic acid 400 µg before pregnancy",
    profile: {
      medicines: ["amlodipine 5mg"],
      conditions: ["planning pregnancy"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 400 µg tablets",
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
            medicine: "amlodipine 5mg",
          },
        },
      ],
    },
    rationale:
      "The folic acid SmPC 4.5 (read in full: sulfasalazine, cholestyramine, trimethoprim/sulphonamides, chloramphenicol, anticonvulsants, fluorouracil, antacids, zinc, methotrexate) does not name amlodipine; no mechanism; no flag expected.",
    sources: [
      {
        title: "Folic acid tablets - SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p19-fa04-quiet-sertraline",
    title: "Woman on sertraline 50mg takes folic acid 400 µg before pregnancy",
    profile: {
      medicines: ["sertraline 50mg"],
      conditions: ["planning pregnancy"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 400 µg tablets",
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
            medicine: "sertraline 50mg",
          },
        },
      ],
    },
    rationale:
      "The folic acid SmPC 4.5 (read in full: sulfasalazine, cholestyramine, trimethoprim/sulphonamides, chloramphenicol, anticonvulsants, fluorouracil, antacids, zinc, methotrexate) does not name sertraline; no mechanism; no flag expected.",
    sources: [
      {
        title: "Folic acid tablets - SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p19-fa04-quiet-levothyroxine",
    title: "Woman on levothyroxine 100 micrograms takes folic acid 400 µg before pregnancy",
    profile: {
      medicines: ["levothyroxine 100 micrograms"],
      conditions: ["planning pregnancy"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 400 µg tablets",
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
            medicine: "levothyroxine 100 micrograms",
          },
        },
      ],
    },
    rationale:
      "The folic acid SmPC 4.5 (read in full: sulfasalazine, cholestyramine, trimethoprim/sulphonamides, chloramphenicol, anticonvulsants, fluorouracil, antacids, zinc, methotrexate) does not name levothyroxine; no mechanism; no flag expected.",
    sources: [
      {
        title: "Folic acid tablets - SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p19-fa04-quiet-atorvastatin",
    title: "Woman on atorvastatin 20mg takes folic acid 400 µg before pregnancy",
    profile: {
      medicines: ["atorvastatin 20mg"],
      conditions: ["planning pregnancy"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 400 µg tablets",
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
            medicine: "atorvastatin 20mg",
          },
        },
      ],
    },
    rationale:
      "The folic acid SmPC 4.5 (read in full: sulfasalazine, cholestyramine, trimethoprim/sulphonamides, chloramphenicol, anticonvulsants, fluorouracil, antacids, zinc, methotrexate) does not name atorvastatin; no mechanism; no flag expected.",
    sources: [
      {
        title: "Folic acid tablets - SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p19-fa04-quiet-salbutamol",
    title: "Woman on salbutamol inhaler takes folic acid 400 µg before pregnancy",
    profile: {
      medicines: ["salbutamol inhaler"],
      conditions: ["planning pregnancy"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 400 µg tablets",
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
            medicine: "salbutamol inhaler",
          },
        },
      ],
    },
    rationale:
      "The folic acid SmPC 4.5 (read in full: sulfasalazine, cholestyramine, trimethoprim/sulphonamides, chloramphenicol, anticonvulsants, fluorouracil, antacids, zinc, methotrexate) does not name salbutamol; no mechanism; no flag expected.",
    sources: [
      {
        title: "Folic acid tablets - SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p19-fa04-quiet-labetalol",
    title: "Woman on labetalol 100mg takes folic acid 400 µg before pregnancy",
    profile: {
      medicines: ["labetalol 100mg"],
      conditions: ["planning pregnancy"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 400 µg tablets",
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
            medicine: "labetalol 100mg",
          },
        },
      ],
    },
    rationale:
      "The folic acid SmPC 4.5 (read in full: sulfasalazine, cholestyramine, trimethoprim/sulphonamides, chloramphenicol, anticonvulsants, fluorouracil, antacids, zinc, methotrexate) does not name labetalol; no mechanism; no flag expected.",
    sources: [
      {
        title: "Folic acid tablets - SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p19-b6-quiet-amlodipine",
    title: "Adult on amlodipine 5mg takes vitamin B6 50 mg",
    profile: {
      medicines: ["amlodipine 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B6 (pyridoxine) 50 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b6",
          with: {
            medicine: "amlodipine 5mg",
          },
        },
      ],
    },
    rationale:
      'Pyridoxine SmPC 4.5 (complete): "Many drugs may alter the metabolism or bioavailability of pyridoxine, including isoniazid, penicillamine and oral contraceptives ... Pyridoxine hydrochloride may reduce the effect of levodopa ... unless a dopa decarboxylase inhibitor is also given." amlodipine is not named and has no mechanism.',
    sources: [
      {
        title: "Pyridoxine Hydrochloride tablets - SmPC 4.3-4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/1208/smpc",
      },
    ],
  },
  {
    id: "sc-p19-b6-quiet-sertraline",
    title: "Adult on sertraline 50mg takes vitamin B6 50 mg",
    profile: {
      medicines: ["sertraline 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B6 (pyridoxine) 50 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b6",
          with: {
            medicine: "sertraline 50mg",
          },
        },
      ],
    },
    rationale:
      'Pyridoxine SmPC 4.5 (complete): "Many drugs may alter the metabolism or bioavailability of pyridoxine, including isoniazid, penicillamine and oral contraceptives ... Pyridoxine hydrochloride may reduce the effect of levodopa ... unless a dopa decarboxylase inhibitor is also given." sertraline is not named and has no mechanism.',
    sources: [
      {
        title: "Pyridoxine Hydrochloride tablets - SmPC 4.3-4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/1208/smpc",
      },
    ],
  },
  {
    id: "sc-p19-b6-quiet-atorvastatin",
    title: "Adult on atorvastatin 20mg takes vitamin B6 50 mg",
    profile: {
      medicines: ["atorvastatin 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B6 (pyridoxine) 50 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b6",
          with: {
            medicine: "atorvastatin 20mg",
          },
        },
      ],
    },
    rationale:
      'Pyridoxine SmPC 4.5 (complete): "Many drugs may alter the metabolism or bioavailability of pyridoxine, including isoniazid, penicillamine and oral contraceptives ... Pyridoxine hydrochloride may reduce the effect of levodopa ... unless a dopa decarboxylase inhibitor is also given." atorvastatin is not named and has no mechanism.',
    sources: [
      {
        title: "Pyridoxine Hydrochloride tablets - SmPC 4.3-4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/1208/smpc",
      },
    ],
  },
  {
    id: "sc-p19-b6-quiet-levothyroxine",
    title: "Adult on levothyroxine 50 micrograms takes vitamin B6 50 mg",
    profile: {
      medicines: ["levothyroxine 50 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B6 (pyridoxine) 50 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b6",
          with: {
            medicine: "levothyroxine 50 micrograms",
          },
        },
      ],
    },
    rationale:
      'Pyridoxine SmPC 4.5 (complete): "Many drugs may alter the metabolism or bioavailability of pyridoxine, including isoniazid, penicillamine and oral contraceptives ... Pyridoxine hydrochloride may reduce the effect of levodopa ... unless a dopa decarboxylase inhibitor is also given." levothyroxine is not named and has no mechanism.',
    sources: [
      {
        title: "Pyridoxine Hydrochloride tablets - SmPC 4.3-4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/1208/smpc",
      },
    ],
  },
  {
    id: "sc-p19-o3hi-warfarin",
    title: "Man on warfarin takes 4 g/day omega-3 (about 3.4 g EPA+DHA)",
    profile: {
      medicines: ["warfarin 3mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "High-strength omega-3 1000 mg capsules (840 mg EPA+DHA)",
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
            medicine: "warfarin 3mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Omacor SmPC 4.4: "Because of the moderate increase in bleeding time (with the high dosage, i.e. 4 capsules), patients receiving anticoagulant therapy must be monitored and the dosage of anticoagulant adjusted if necessary."',
    sources: [
      {
        title: "Omacor soft capsules - SmPC 4.3/4.4 (HPRA)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p19-o3hi-acenocoumarol",
    title: "Woman on Sinthrome (acenocoumarol) takes 4 g/day high-strength omega-3",
    profile: {
      medicines: ["Sinthrome 1mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "High-strength omega-3 1000 mg capsules (840 mg EPA+DHA)",
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
            medicine: "Sinthrome 1mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Omacor SmPC 4.4: with the high dosage "patients receiving anticoagulant therapy must be monitored and the dosage of anticoagulant adjusted if necessary".',
    sources: [
      {
        title: "Omacor soft capsules - SmPC 4.3/4.4 (HPRA)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p19-o3hi-surgery",
    title: "Man taking 4 g/day omega-3 has surgery next week",
    profile: {
      medicines: [],
      conditions: ["surgery next week"],
    },
    stack: [
      {
        custom: {
          name: "High-strength omega-3 1000 mg capsules (840 mg EPA+DHA)",
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
      'Omacor SmPC 4.4: "Make allowance for the increased bleeding time in patients at high risk of haemorrhage (because of severe trauma, surgery, etc)."',
    sources: [
      {
        title: "Omacor soft capsules - SmPC 4.3/4.4 (HPRA)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p19-o3hi-fish-allergy",
    title: "Woman with fish allergy considers high-strength omega-3 capsules",
    profile: {
      medicines: [],
      conditions: ["fish allergy"],
    },
    stack: [
      {
        custom: {
          name: "High-strength omega-3 1000 mg capsules (840 mg EPA+DHA)",
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
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p19-o3lo-quiet-atorvastatin",
    title: "Adult on atorvastatin 40mg takes fish oil 1000 mg daily",
    profile: {
      medicines: ["atorvastatin 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Fish oil 1000 mg capsules (300 mg EPA+DHA)",
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
            medicine: "atorvastatin 40mg",
          },
        },
      ],
    },
    rationale:
      'The Omacor SmPC warns only about anticoagulants and bleeding risk (and is itself indicated "in combination with statins"); atorvastatin is not an anticoagulant and has no mechanism with fish oil. No flag expected.',
    sources: [
      {
        title: "Omacor soft capsules - SmPC 4.3/4.4 (HPRA)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p19-o3lo-quiet-amlodipine",
    title: "Adult on amlodipine 5mg takes fish oil 1000 mg daily",
    profile: {
      medicines: ["amlodipine 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Fish oil 1000 mg capsules (300 mg EPA+DHA)",
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
            medicine: "amlodipine 5mg",
          },
        },
      ],
    },
    rationale:
      'The Omacor SmPC warns only about anticoagulants and bleeding risk (and is itself indicated "in combination with statins"); amlodipine is not an anticoagulant and has no mechanism with fish oil. No flag expected.',
    sources: [
      {
        title: "Omacor soft capsules - SmPC 4.3/4.4 (HPRA)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p19-o3lo-quiet-metformin",
    title: "Adult on metformin 500mg takes fish oil 1000 mg daily",
    profile: {
      medicines: ["metformin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Fish oil 1000 mg capsules (300 mg EPA+DHA)",
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
            medicine: "metformin 500mg",
          },
        },
      ],
    },
    rationale:
      'The Omacor SmPC warns only about anticoagulants and bleeding risk (and is itself indicated "in combination with statins"); metformin is not an anticoagulant and has no mechanism with fish oil. No flag expected.',
    sources: [
      {
        title: "Omacor soft capsules - SmPC 4.3/4.4 (HPRA)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p19-ve400-warfarin",
    title: "Man on warfarin starts vitamin E 400 IU daily",
    profile: {
      medicines: ["warfarin 4mg"],
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
            medicine: "warfarin 4mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Vedrop SmPC 4.4: "As large doses of vitamin E have been reported to increase bleeding tendency in vitamin-K deficient patients or those taking oral anti-vitamins K treatment, it is therefore recommended to monitor the prothrombin time and international normalised ratio (INR)."',
    sources: [
      {
        title: "Vedrop (tocofersolan) - SmPC 4.4/4.5 (EMA)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/monographs/vedrop/precautions",
      },
    ],
  },
  {
    id: "sc-p19-ve400-quiet-amlodipine",
    title: "Woman on amlodipine 5mg takes vitamin E 400 IU",
    profile: {
      medicines: ["amlodipine 5mg"],
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-e",
          with: {
            medicine: "amlodipine 5mg",
          },
        },
      ],
    },
    rationale:
      "The Vedrop (vitamin E) SmPC 4.5 names only anti-vitamin K treatment and absorption of fat-soluble/lipophilic products; amlodipine is not named and there is no mechanism. No flag expected.",
    sources: [
      {
        title: "Vedrop (tocofersolan) - SmPC 4.4/4.5 (EMA)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/monographs/vedrop/precautions",
      },
    ],
  },
  {
    id: "sc-p19-vk1-warfarin",
    title: "Patient on warfarin 3mg starts a vitamin K1 100 µg supplement",
    profile: {
      medicines: ["warfarin 3mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin K1 100 µg tablets",
          ingredients: [
            {
              ingredient: "vitamin-k1",
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
          ingredient: "vitamin-k1",
          with: {
            medicine: "warfarin 3mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NHS Devon formulary (vitamin K): "The oral coumarin anticoagulants, warfarin and phenindione, interfere with Vitamin K metabolism in hepatic cells and their effects can be reversed by vitamin K." A vitamin K supplement needs the anticoagulant clinic first.',
    sources: [
      {
        title: "Devon Formulary 9.6.6 Vitamin K",
        publisher: "NHS Devon formulary and referral guidance",
        url: "https://northeast.devonformularyguidance.nhs.uk/formulary/chapters/9-blood-and-nutrition/9-6-vitamins/9-6-6-vitamin-k",
      },
    ],
  },
  {
    id: "sc-p19-vk1-phenindione",
    title: "Patient on phenindione 50mg starts a vitamin K1 100 µg supplement",
    profile: {
      medicines: ["phenindione 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin K1 100 µg tablets",
          ingredients: [
            {
              ingredient: "vitamin-k1",
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
          ingredient: "vitamin-k1",
          with: {
            medicine: "phenindione 50mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NHS Devon formulary (vitamin K): "The oral coumarin anticoagulants, warfarin and phenindione, interfere with Vitamin K metabolism in hepatic cells and their effects can be reversed by vitamin K." A vitamin K supplement needs the anticoagulant clinic first.',
    sources: [
      {
        title: "Devon Formulary 9.6.6 Vitamin K",
        publisher: "NHS Devon formulary and referral guidance",
        url: "https://northeast.devonformularyguidance.nhs.uk/formulary/chapters/9-blood-and-nutrition/9-6-vitamins/9-6-6-vitamin-k",
      },
    ],
  },
  {
    id: "sc-p19-o3lo-quiet-sertraline",
    title: "Adult on sertraline 50mg takes fish oil 1000 mg daily",
    profile: {
      medicines: ["sertraline 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Fish oil 1000 mg capsules (300 mg EPA+DHA)",
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
            medicine: "sertraline 50mg",
          },
        },
      ],
    },
    rationale:
      "The Omacor SmPC warns only about anticoagulants and bleeding risk; sertraline is neither an anticoagulant nor an antiplatelet and has no mechanism with fish oil. No flag expected.",
    sources: [
      {
        title: "Omacor soft capsules - SmPC 4.3/4.4 (HPRA)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p19-o3lo-quiet-levothyroxine",
    title: "Adult on levothyroxine 100 micrograms takes fish oil 1000 mg daily",
    profile: {
      medicines: ["levothyroxine 100 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Fish oil 1000 mg capsules (300 mg EPA+DHA)",
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
            medicine: "levothyroxine 100 micrograms",
          },
        },
      ],
    },
    rationale:
      "The Omacor SmPC warns only about anticoagulants and bleeding risk; levothyroxine is neither an anticoagulant nor an antiplatelet and has no mechanism with fish oil. No flag expected.",
    sources: [
      {
        title: "Omacor soft capsules - SmPC 4.3/4.4 (HPRA)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p19-zn25-quiet-metformin",
    title: "Man on metformin 500mg takes zinc 25 mg",
    profile: {
      medicines: ["metformin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc gluconate 25 mg tablets",
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
            medicine: "metformin 500mg",
          },
        },
      ],
    },
    rationale:
      "Solvazinc SmPC 4.5 (read in full: copper, tetracyclines, quinolones, calcium salts, iron, penicillamine, trientine) does not name metformin; no mechanism; no flag expected.",
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC 4.3-4.5 (MHRA)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p19-iron65-quiet-metformin",
    title: "Woman on metformin 500mg starts ferrous sulfate 200 mg (65 mg iron)",
    profile: {
      medicines: ["metformin 500mg"],
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
            medicine: "metformin 500mg",
          },
        },
      ],
    },
    rationale:
      "The ferrous sulfate SmPC 4.5 (read in full) does not name metformin and there is no absorption or other mechanism; no flag expected.",
    sources: [
      {
        title: "Ferrous Sulfate 200 mg tablets - SmPC section 4.5 Interaction with other medicinal products",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p19-ve400-quiet-atorvastatin",
    title: "Man on atorvastatin 20mg takes vitamin E 400 IU",
    profile: {
      medicines: ["atorvastatin 20mg"],
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-e",
          with: {
            medicine: "atorvastatin 20mg",
          },
        },
      ],
    },
    rationale:
      "The Vedrop (vitamin E) SmPC 4.5 names anti-vitamin K treatment and absorption of fat-soluble/lipophilic products (steroids, antibiotics, antihistamines, ciclosporin, tacrolimus); atorvastatin is not named. No flag expected.",
    sources: [
      {
        title: "Vedrop (tocofersolan) - SmPC 4.4/4.5 (EMA)",
        publisher: "RxReasoner (SmPC mirror)",
        url: "https://rxreasoner.com/monographs/vedrop/precautions",
      },
    ],
  },
  {
    id: "sc-p19-h-black-cohosh-pregnant",
    title: "Pregnant woman takes black cohosh tablets for aches",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Black cohosh menopause tablets",
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
      "The UK THR SmPC for Black Cohosh Rumatix lists under 4.3 Contraindications 'Pregnancy and lactation.'",
    sources: [
      {
        title: "English Herbal Medicines Black Cohosh Rumatix - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-black-cohosh-liver-disease",
    title: "Man with liver disease wants black cohosh for backache",
    profile: {
      medicines: [],
      conditions: ["liver disease"],
    },
    stack: [
      {
        custom: {
          name: "Black cohosh menopause tablets",
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
            condition: "liver disease",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Section 4.3 of the Black Cohosh Rumatix SmPC contraindicates it in 'Patients with active liver disease or a history of liver damage.'",
    sources: [
      {
        title: "English Herbal Medicines Black Cohosh Rumatix - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-black-cohosh-breast-cancer",
    title: "Breast cancer survivor on letrozole starts black cohosh for hot flushes",
    profile: {
      medicines: ["letrozole 2.5mg"],
      conditions: ["oestrogen-sensitive breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "Black cohosh menopause tablets",
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
            condition: "oestrogen-sensitive breast cancer",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "The SmPC contraindicates black cohosh in 'Patients currently receiving treatment for or with a history of an oestrogen dependent tumour.'",
    sources: [
      {
        title: "English Herbal Medicines Black Cohosh Rumatix - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-black-cohosh-kidney",
    title: "Woman with stage 3 kidney disease considers black cohosh",
    profile: {
      medicines: [],
      conditions: ["stage 3 kidney disease"],
    },
    stack: [
      {
        custom: {
          name: "Black cohosh menopause tablets",
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
            condition: "stage 3 kidney disease",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Section 4.2 of the Rumatix SmPC says 'This product should not be taken by patients who have hepatic impairment or renal impairment.' ('should not' rather than a 4.3 listing, so major).",
    sources: [
      {
        title: "English Herbal Medicines Black Cohosh Rumatix - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-valerina-pregnant",
    title: "Pregnant woman with poor sleep buys Valerina Night-Time",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Valerina Night-Time (valerian, hops, lemon balm)",
          ingredients: [
            {
              ingredient: "valerian",
              amount: 120,
              unit: "mg",
            },
            {
              ingredient: "lemon-balm",
              amount: 80,
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
      "The Valerina Night-Time leaflet: 'Do not take Valerina Night-Time if you are ... pregnant or breast feeding.'",
    sources: [
      {
        title: "Valerina Night-Time film-coated tablets - Package leaflet",
        publisher: "medine.co.uk (copy of UK THR leaflet)",
        url: "https://medine.co.uk/valerina-night-time-film-coated-tablets",
      },
    ],
  },
  {
    id: "sc-p19-h-valerina-breastfeeding",
    title: "Breastfeeding mother takes Valerina Night-Time",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Valerina Night-Time (valerian, hops, lemon balm)",
          ingredients: [
            {
              ingredient: "valerian",
              amount: 120,
              unit: "mg",
            },
            {
              ingredient: "lemon-balm",
              amount: 80,
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
      "The Valerina Night-Time leaflet: 'Do not take Valerina Night-Time if you are ... pregnant or breast feeding.'",
    sources: [
      {
        title: "Valerina Night-Time film-coated tablets - Package leaflet",
        publisher: "medine.co.uk (copy of UK THR leaflet)",
        url: "https://medine.co.uk/valerina-night-time-film-coated-tablets",
      },
    ],
  },
  {
    id: "sc-p19-h-valerian-quiet-hypertension",
    title: "Man with high blood pressure takes valerian capsules for sleep",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Nature's Garden Valerian capsules",
          ingredients: [
            {
              ingredient: "valerian",
              amount: 337,
              unit: "mg",
            },
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
            condition: "high blood pressure",
          },
        },
      ],
    },
    rationale:
      "The valerian THR SmPCs list only 'Hypersensitivity to the active ingredient or any of the excipients' in 4.3 and section 4.4 only covers dose, under-18s and 4-week review; nothing concerns blood pressure and there is no plausible mechanism.",
    sources: [
      {
        title: "Lloyds Pharmacy Valerian Sleep Relief - Summary of medicine characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/lloyds-pharmacy-valerian-sleep-relief-gerard-house-valerian-peaceful-sleep-herbalstore-valerian-sleep-relief-90387/summary-of-medicine-characteristics",
      },
      {
        title: "VALDRIAN Capsules - Summary of medicine characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/valdrian-88850/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p19-h-valerian-quiet-diabetes",
    title: "Woman with type 2 diabetes tries valerian for sleep",
    profile: {
      medicines: [],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Nature's Garden Valerian capsules",
          ingredients: [
            {
              ingredient: "valerian",
              amount: 337,
              unit: "mg",
            },
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
            condition: "type 2 diabetes",
          },
        },
      ],
    },
    rationale:
      "Valerian SmPC 4.3 is limited to 'Hypersensitivity to Valerian root or to any of the excipients' and 4.4 raises only dose, age and duration; diabetes is not named and there is no plausible mechanism.",
    sources: [
      {
        title: "VALDRIAN Capsules - Summary of medicine characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/valdrian-88850/summary-of-medicine-characteristics",
      },
      {
        title: "Lloyds Pharmacy Valerian Sleep Relief - Summary of medicine characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/lloyds-pharmacy-valerian-sleep-relief-gerard-house-valerian-peaceful-sleep-herbalstore-valerian-sleep-relief-90387/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p19-h-echinacea-ms",
    title: "Woman with multiple sclerosis takes Echinaforce for a cold",
    profile: {
      medicines: [],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Echinaforce Hot Drink (echinacea)",
          ingredients: [
            {
              ingredient: "echinacea",
              amount: 1200,
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
      "Echinaforce SmPC 4.3: 'Because of its immunostimulating activity, Echinacea extracts must not be used in cases of ... autoimmune diseases (e.g. collangenoses, multiple sclerosis)'.",
    sources: [
      {
        title: "Echinaforce Hot Drink Cold & Flu Echinacea concentrate - Summary of medicine characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p19-h-echinacea-hiv",
    title: "Man with HIV takes echinacea at the start of a cold",
    profile: {
      medicines: ["Biktarvy"],
      conditions: ["HIV"],
    },
    stack: [
      {
        custom: {
          name: "Echinaforce Hot Drink (echinacea)",
          ingredients: [
            {
              ingredient: "echinacea",
              amount: 1200,
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
            condition: "HIV",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Echinaforce SmPC 4.3: echinacea 'must not be used in cases of ... immunodeficiencies (e.g. HIV infection, AIDS)'.",
    sources: [
      {
        title: "Echinaforce Hot Drink Cold & Flu Echinacea concentrate - Summary of medicine characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p19-h-echinacea-tb",
    title: "Patient being treated for tuberculosis asks about echinacea",
    profile: {
      medicines: ["Rifinah"],
      conditions: ["tuberculosis"],
    },
    stack: [
      {
        custom: {
          name: "Echinaforce Hot Drink (echinacea)",
          ingredients: [
            {
              ingredient: "echinacea",
              amount: 1200,
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
            condition: "tuberculosis",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Echinaforce SmPC 4.3: echinacea 'must not be used in cases of progressive systemic disorders (tuberculosis, sarcoidosis)'.",
    sources: [
      {
        title: "Echinaforce Hot Drink Cold & Flu Echinacea concentrate - Summary of medicine characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p19-h-echinacea-ciclosporin",
    title: "Kidney transplant patient on ciclosporin buys echinacea tablets",
    profile: {
      medicines: ["ciclosporin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea purpurea 100 mg tablets",
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
            medicine: "ciclosporin",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Echinerba SmPC 4.5: 'Concomitant use of cyclosporin and corticosteroids may cancel the immunosuppressing effect'; 4.3 lists 'immunosuppression'; Echinaforce 4.3 also excludes immunosuppres[sion]. Avoid.",
    sources: [
      {
        title: "ECHINERBA 100 mg tablets - Summary of Product Characteristics",
        publisher: "labofarm.pl (manufacturer's English SmPC, Poland)",
        url: "https://www.labofarm.pl/en/echinerba-informacja-o-leku/",
      },
      {
        title: "Echinaforce Hot Drink Cold & Flu Echinacea concentrate - Summary of medicine characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p19-h-echinacea-prednisolone",
    title: "Man on long-term prednisolone takes echinacea",
    profile: {
      medicines: ["prednisolone 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea purpurea 100 mg tablets",
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
            medicine: "prednisolone 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Echinerba SmPC 4.5: 'Concomitant use of cyclosporin and corticosteroids may cancel the immunosuppressing effect.' Ask a doctor first.",
    sources: [
      {
        title: "ECHINERBA 100 mg tablets - Summary of Product Characteristics",
        publisher: "labofarm.pl (manufacturer's English SmPC, Poland)",
        url: "https://www.labofarm.pl/en/echinerba-informacja-o-leku/",
      },
    ],
  },
  {
    id: "sc-p19-h-echinacea-methotrexate",
    title: "Woman on weekly methotrexate takes echinacea for a cold",
    profile: {
      medicines: ["methotrexate 15mg weekly"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea purpurea 100 mg tablets",
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
      "Echinerba SmPC 4.5: 'Concomitant use with amiodarone, ketoconazole and methotrexate may cause liver damage.'",
    sources: [
      {
        title: "ECHINERBA 100 mg tablets - Summary of Product Characteristics",
        publisher: "labofarm.pl (manufacturer's English SmPC, Poland)",
        url: "https://www.labofarm.pl/en/echinerba-informacja-o-leku/",
      },
    ],
  },
  {
    id: "sc-p19-h-echinacea-pregnant",
    title: "Pregnant woman takes echinacea tablets",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea purpurea 100 mg tablets",
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
      "Echinerba SmPC 4.6: 'Due to lack of safety data, use of Echinacea purpurea products is not recommended during pregnancy and lactation.'",
    sources: [
      {
        title: "ECHINERBA 100 mg tablets - Summary of Product Characteristics",
        publisher: "labofarm.pl (manufacturer's English SmPC, Poland)",
        url: "https://www.labofarm.pl/en/echinerba-informacja-o-leku/",
      },
    ],
  },
  {
    id: "sc-p19-h-echinacea-rheumatoid",
    title: "Woman with rheumatoid arthritis takes echinacea every winter",
    profile: {
      medicines: [],
      conditions: ["rheumatoid arthritis"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea purpurea 100 mg tablets",
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
            condition: "rheumatoid arthritis",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Echinerba 4.3 contraindicates 'autoimmune diseases, such as multiple sclerosis, systemic connective tissue diseases (collagenosis)' and Echinaforce says echinacea 'must not be used in ... autoimmune diseases'. RA is autoimmune but not named, so min major.",
    sources: [
      {
        title: "ECHINERBA 100 mg tablets - Summary of Product Characteristics",
        publisher: "labofarm.pl (manufacturer's English SmPC, Poland)",
        url: "https://www.labofarm.pl/en/echinerba-informacja-o-leku/",
      },
      {
        title: "Echinaforce Hot Drink Cold & Flu Echinacea concentrate - Summary of medicine characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p19-h-echinacea-asteraceae",
    title: "Man allergic to daisies and ragweed takes echinacea",
    profile: {
      medicines: [],
      conditions: ["allergic to daisies and ragweed"],
    },
    stack: [
      {
        custom: {
          name: "Echinaforce Hot Drink (echinacea)",
          ingredients: [
            {
              ingredient: "echinacea",
              amount: 1200,
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
            condition: "allergic to daisies and ragweed",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Echinaforce SmPC 4.3: 'Hypersensitivity to the active substance or to plants of the Asteraceae (Compositae) family.'",
    sources: [
      {
        title: "Echinaforce Hot Drink Cold & Flu Echinacea concentrate - Summary of medicine characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p19-h-echinacea-quiet-ramipril",
    title: "Man on ramipril takes echinacea for a cold",
    profile: {
      medicines: ["ramipril 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea purpurea 100 mg tablets",
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
            medicine: "ramipril 5mg",
          },
        },
      ],
    },
    rationale:
      "The Echinerba SmPC interaction section reads in full: 'None observed. Concomitant use of cyclosporin and corticosteroids may cancel the immunosuppressing effect. Concomitant use with amiodarone, ketoconazole and methotrexate may cause liver damage.' ramipril is not named and has no plausible mechanism.",
    sources: [
      {
        title: "ECHINERBA 100 mg tablets - Summary of Product Characteristics",
        publisher: "labofarm.pl (manufacturer's English SmPC, Poland)",
        url: "https://www.labofarm.pl/en/echinerba-informacja-o-leku/",
      },
    ],
  },
  {
    id: "sc-p19-h-echinacea-quiet-paracetamol",
    title: "Woman takes paracetamol and echinacea for a cold",
    profile: {
      medicines: ["paracetamol 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea purpurea 100 mg tablets",
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
            medicine: "paracetamol 500mg",
          },
        },
      ],
    },
    rationale:
      "The Echinerba SmPC interaction section reads in full: 'None observed. Concomitant use of cyclosporin and corticosteroids may cancel the immunosuppressing effect. Concomitant use with amiodarone, ketoconazole and methotrexate may cause liver damage.' paracetamol is not named and has no plausible mechanism.",
    sources: [
      {
        title: "ECHINERBA 100 mg tablets - Summary of Product Characteristics",
        publisher: "labofarm.pl (manufacturer's English SmPC, Poland)",
        url: "https://www.labofarm.pl/en/echinerba-informacja-o-leku/",
      },
    ],
  },
  {
    id: "sc-p19-h-echinacea-quiet-salbutamol",
    title: "Asthmatic uses echinacea at the first sign of a cold",
    profile: {
      medicines: ["salbutamol inhaler"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea purpurea 100 mg tablets",
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
            medicine: "salbutamol inhaler",
          },
        },
      ],
    },
    rationale:
      "The Echinerba SmPC interaction section reads in full: 'None observed. Concomitant use of cyclosporin and corticosteroids may cancel the immunosuppressing effect. Concomitant use with amiodarone, ketoconazole and methotrexate may cause liver damage.' salbutamol is not named and has no plausible mechanism.",
    sources: [
      {
        title: "ECHINERBA 100 mg tablets - Summary of Product Characteristics",
        publisher: "labofarm.pl (manufacturer's English SmPC, Poland)",
        url: "https://www.labofarm.pl/en/echinerba-informacja-o-leku/",
      },
    ],
  },
  {
    id: "sc-p19-h-echinacea-quiet-levothyroxine",
    title: "Woman on levothyroxine takes echinacea tablets",
    profile: {
      medicines: ["levothyroxine 100mcg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea purpurea 100 mg tablets",
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
            medicine: "levothyroxine 100mcg",
          },
        },
      ],
    },
    rationale:
      "The Echinerba SmPC interaction section reads in full: 'None observed. Concomitant use of cyclosporin and corticosteroids may cancel the immunosuppressing effect. Concomitant use with amiodarone, ketoconazole and methotrexate may cause liver damage.' levothyroxine is not named and has no plausible mechanism.",
    sources: [
      {
        title: "ECHINERBA 100 mg tablets - Summary of Product Characteristics",
        publisher: "labofarm.pl (manufacturer's English SmPC, Poland)",
        url: "https://www.labofarm.pl/en/echinerba-informacja-o-leku/",
      },
    ],
  },
  {
    id: "sc-p19-h-echinacea-quiet-amoxicillin",
    title: "Man on amoxicillin for a chest infection adds echinacea",
    profile: {
      medicines: ["amoxicillin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea purpurea 100 mg tablets",
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
            medicine: "amoxicillin 500mg",
          },
        },
      ],
    },
    rationale:
      "The Echinerba SmPC interaction section reads in full: 'None observed. Concomitant use of cyclosporin and corticosteroids may cancel the immunosuppressing effect. Concomitant use with amiodarone, ketoconazole and methotrexate may cause liver damage.' amoxicillin is not named and has no plausible mechanism.",
    sources: [
      {
        title: "ECHINERBA 100 mg tablets - Summary of Product Characteristics",
        publisher: "labofarm.pl (manufacturer's English SmPC, Poland)",
        url: "https://www.labofarm.pl/en/echinerba-informacja-o-leku/",
      },
    ],
  },
  {
    id: "sc-p19-h-echinacea-quiet-cetirizine",
    title: "Hay fever sufferer on cetirizine takes echinacea",
    profile: {
      medicines: ["cetirizine 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea purpurea 100 mg tablets",
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
            medicine: "cetirizine 10mg",
          },
        },
      ],
    },
    rationale:
      "The Echinerba SmPC interaction section reads in full: 'None observed. Concomitant use of cyclosporin and corticosteroids may cancel the immunosuppressing effect. Concomitant use with amiodarone, ketoconazole and methotrexate may cause liver damage.' cetirizine is not named and has no plausible mechanism.",
    sources: [
      {
        title: "ECHINERBA 100 mg tablets - Summary of Product Characteristics",
        publisher: "labofarm.pl (manufacturer's English SmPC, Poland)",
        url: "https://www.labofarm.pl/en/echinerba-informacja-o-leku/",
      },
    ],
  },
  {
    id: "sc-p19-h-echinacea-quiet-omeprazole",
    title: "Man on omeprazole takes echinacea tablets",
    profile: {
      medicines: ["omeprazole 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea purpurea 100 mg tablets",
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
            medicine: "omeprazole 20mg",
          },
        },
      ],
    },
    rationale:
      "The Echinerba SmPC interaction section reads in full: 'None observed. Concomitant use of cyclosporin and corticosteroids may cancel the immunosuppressing effect. Concomitant use with amiodarone, ketoconazole and methotrexate may cause liver damage.' omeprazole is not named and has no plausible mechanism.",
    sources: [
      {
        title: "ECHINERBA 100 mg tablets - Summary of Product Characteristics",
        publisher: "labofarm.pl (manufacturer's English SmPC, Poland)",
        url: "https://www.labofarm.pl/en/echinerba-informacja-o-leku/",
      },
    ],
  },
  {
    id: "sc-p19-h-echinacea-quiet-hypertension",
    title: "Man with high blood pressure takes echinacea",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea purpurea 100 mg tablets",
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
            condition: "high blood pressure",
          },
        },
      ],
    },
    rationale:
      "Echinerba 4.3 lists Asteraceae allergy, tuberculosis, HIV/AIDS, leukaemia, autoimmune diseases and immunosuppression only; high blood pressure is not named and no mechanism is plausible.",
    sources: [
      {
        title: "ECHINERBA 100 mg tablets - Summary of Product Characteristics",
        publisher: "labofarm.pl (manufacturer's English SmPC, Poland)",
        url: "https://www.labofarm.pl/en/echinerba-informacja-o-leku/",
      },
    ],
  },
  {
    id: "sc-p19-h-devils-claw-ulcer",
    title: "Man with an active stomach ulcer buys devil's claw for back pain",
    profile: {
      medicines: ["omeprazole 20mg"],
      conditions: ["stomach ulcer"],
    },
    stack: [
      {
        custom: {
          name: "Devil's claw 450 mg tablets",
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
      "Healthspan Devil's Claw SmPC 4.3 lists 'Patients with active gastric or duodenal ulcer'; other THRs say such patients 'should not use Devil's Claw preparations'.",
    sources: [
      {
        title: "Healthspan Devil's Claw JointAid tablets - Summary of medicine characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/healthspan-devils-claw-jointaid-tablets-93362/summary-of-medicine-characteristics",
      },
      {
        title: "Lifeplan Devil's Claw Joint Relief Tablets - Summary of medicine characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/lifeplan-devils-claw-joint-relief-tablets-94510/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p19-h-devils-claw-heart-failure",
    title: "Man with heart failure takes devil's claw for knee pain",
    profile: {
      medicines: [],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Devil's claw 450 mg tablets",
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
      "Devil's claw SmPC 4.4: 'Caution should be taken when Devil's claw is administered to patients with cardiac disorders.'",
    sources: [
      {
        title: "Lifeplan Devil's Claw Joint Relief Tablets - Summary of medicine characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/lifeplan-devils-claw-joint-relief-tablets-94510/summary-of-medicine-characteristics",
      },
      {
        title: "Healthspan Devil's Claw JointAid tablets - Summary of medicine characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/healthspan-devils-claw-jointaid-tablets-93362/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p19-h-rhodiola-liver",
    title: "Woman with liver disease takes Vitano Rhodiola for stress",
    profile: {
      medicines: [],
      conditions: ["liver disease"],
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
            condition: "liver disease",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "The older Vitano SmPC 4.3 contraindicated rhodiola in 'Patients with impaired hepatic or renal function' and 4.2 said use 'is not recommended'; the later version lists hypersensitivity only, so min moderate.",
    sources: [
      {
        title: "Vitano Rhodiola Tablets - Summary of Product Characteristics",
        publisher: "medine.co.uk (copy of UK THR SmPC, older version)",
        url: "https://medine.co.uk/vitano-rhodiola-tablets/summary",
      },
      {
        title: "Vitano Rhodiola / Kalms Rhodiola Tablets - Summary of medicine characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC, newer version)",
        url: "https://patient-info.co.uk/imed-natraherb-stress-relief-tablets-kalms-rhodiola-tablets-vitano-rhodiola-tablets-holland-barrett-rhodiola-stress-relief-tablets-92083/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p19-h-rhodiola-kidney",
    title: "Man with chronic kidney disease takes rhodiola",
    profile: {
      medicines: [],
      conditions: ["chronic kidney disease"],
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
            condition: "chronic kidney disease",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Older Vitano SmPC: 'Use in patients with impaired hepatic or renal function is not recommended' and 4.3 'Patients with impaired hepatic or renal function.' Dropped in the later version, so min moderate.",
    sources: [
      {
        title: "Vitano Rhodiola Tablets - Summary of Product Characteristics",
        publisher: "medine.co.uk (copy of UK THR SmPC, older version)",
        url: "https://medine.co.uk/vitano-rhodiola-tablets/summary",
      },
      {
        title: "Vitano Rhodiola / Kalms Rhodiola Tablets - Summary of medicine characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC, newer version)",
        url: "https://patient-info.co.uk/imed-natraherb-stress-relief-tablets-kalms-rhodiola-tablets-vitano-rhodiola-tablets-holland-barrett-rhodiola-stress-relief-tablets-92083/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p19-h-milk-thistle-hepatitis",
    title: "Man with active hepatitis takes milk thistle for his liver",
    profile: {
      medicines: [],
      conditions: ["liver disease"],
    },
    stack: [
      {
        custom: {
          name: "Milk thistle capsules (silymarin extract)",
          ingredients: [
            {
              ingredient: "milk-thistle",
              amount: 180,
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
          ingredient: "milk-thistle",
          with: {
            condition: "liver disease",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Milk thistle SmPC 4.4: 'Patients suffering from active liver disease should consult their doctor before taking this product.'",
    sources: [
      {
        title: "Silygalon Milk Thistle capsules - Summary of Product Characteristics",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/silygalon-milk-thistle-capsules/summary",
      },
      {
        title:
          "Thisilyn / Boots Digestion Relief Milk Thistle capsules - Summary of medicine characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/tesco-milk-thistle-capsules-boots-digestion-relief-milk-thistle-capsules-simply-supplements-milk-thistle-capsules-thisilyn-milk-thistle-capsules-85961/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p19-h-milk-thistle-asteraceae",
    title: "Woman with daisy/ragweed allergy takes milk thistle",
    profile: {
      medicines: [],
      conditions: ["allergic to daisies and ragweed"],
    },
    stack: [
      {
        custom: {
          name: "Milk thistle capsules (silymarin extract)",
          ingredients: [
            {
              ingredient: "milk-thistle",
              amount: 180,
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
          ingredient: "milk-thistle",
          with: {
            condition: "allergic to daisies and ragweed",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Milk thistle SmPC 4.3: 'Hypersensitivity to Milk Thistle or to plants of the Asteraceae (Compositae) family'.",
    sources: [
      {
        title: "Silygalon Milk Thistle capsules - Summary of Product Characteristics",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/silygalon-milk-thistle-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-sage-diazepam",
    title: "Menopausal woman on diazepam starts sage capsules for night sweats",
    profile: {
      medicines: ["diazepam 5mg"],
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
            medicine: "diazepam 5mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Salvian SmPC 4.5: sage 'might influence the effect of medicinal products acting via GABA receptor (e.g. barbiturates, benzodiazepines)... Therefore the concomitant use with such medicinal products is not recommended.'",
    sources: [
      {
        title: "SALVIAN Capsules - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/salvian-capsules/summary",
      },
      {
        title: "Menoforce Sage tablets - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/menoforce-sage-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-sage-phenobarbital",
    title: "Woman with epilepsy on phenobarbital takes Menoforce sage",
    profile: {
      medicines: ["phenobarbital 60mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Menoforce Sage tablets",
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
            medicine: "phenobarbital 60mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Menoforce SmPC 4.5: sage 'might influence the effect of medicinal products acting via GABA receptor (e.g. barbiturates, benzodiazepines)... concomitant use with such medicinal products is not recommended.'",
    sources: [
      {
        title: "Menoforce Sage tablets - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/menoforce-sage-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-sage-pregnant",
    title: "Pregnant woman with sweating takes sage capsules",
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
      "Salvian SmPC 4.6: 'Due to the lack of data, use during pregnancy and lactation is not recommended.'",
    sources: [
      {
        title: "SALVIAN Capsules - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/salvian-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-sage-quiet-amlodipine",
    title: "Menopausal woman on amlodipine starts sage capsules for hot flushes",
    profile: {
      medicines: ["amlodipine 5mg"],
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
            medicine: "amlodipine 5mg",
          },
        },
      ],
    },
    rationale:
      "The Salvian SmPC interaction section reads in full: 'None reported. The intake of Sage preparations might influence the effect of medicinal products acting via GABA receptor (e.g. barbiturates, benzodiazepines)'. amlodipine does not act via GABA receptors and is not named.",
    sources: [
      {
        title: "SALVIAN Capsules - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/salvian-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-sage-quiet-levothyroxine",
    title: "Menopausal woman on levothyroxine starts sage capsules for hot flushes",
    profile: {
      medicines: ["levothyroxine 50mcg"],
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
            medicine: "levothyroxine 50mcg",
          },
        },
      ],
    },
    rationale:
      "The Salvian SmPC interaction section reads in full: 'None reported. The intake of Sage preparations might influence the effect of medicinal products acting via GABA receptor (e.g. barbiturates, benzodiazepines)'. levothyroxine does not act via GABA receptors and is not named.",
    sources: [
      {
        title: "SALVIAN Capsules - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/salvian-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-sage-quiet-atorvastatin",
    title: "Menopausal woman on atorvastatin starts sage capsules for hot flushes",
    profile: {
      medicines: ["atorvastatin 20mg"],
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
            medicine: "atorvastatin 20mg",
          },
        },
      ],
    },
    rationale:
      "The Salvian SmPC interaction section reads in full: 'None reported. The intake of Sage preparations might influence the effect of medicinal products acting via GABA receptor (e.g. barbiturates, benzodiazepines)'. atorvastatin does not act via GABA receptors and is not named.",
    sources: [
      {
        title: "SALVIAN Capsules - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/salvian-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-sage-quiet-omeprazole",
    title: "Menopausal woman on omeprazole starts sage capsules for hot flushes",
    profile: {
      medicines: ["omeprazole 20mg"],
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
            medicine: "omeprazole 20mg",
          },
        },
      ],
    },
    rationale:
      "The Salvian SmPC interaction section reads in full: 'None reported. The intake of Sage preparations might influence the effect of medicinal products acting via GABA receptor (e.g. barbiturates, benzodiazepines)'. omeprazole does not act via GABA receptors and is not named.",
    sources: [
      {
        title: "SALVIAN Capsules - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/salvian-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-sage-quiet-ramipril",
    title: "Menopausal woman on ramipril starts sage capsules for hot flushes",
    profile: {
      medicines: ["ramipril 2.5mg"],
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
            medicine: "ramipril 2.5mg",
          },
        },
      ],
    },
    rationale:
      "The Salvian SmPC interaction section reads in full: 'None reported. The intake of Sage preparations might influence the effect of medicinal products acting via GABA receptor (e.g. barbiturates, benzodiazepines)'. ramipril does not act via GABA receptors and is not named.",
    sources: [
      {
        title: "SALVIAN Capsules - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/salvian-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-sage-quiet-sertraline",
    title: "Menopausal woman on sertraline starts sage capsules for hot flushes",
    profile: {
      medicines: ["sertraline 50mg"],
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
            medicine: "sertraline 50mg",
          },
        },
      ],
    },
    rationale:
      "The Salvian SmPC interaction section reads in full: 'None reported. The intake of Sage preparations might influence the effect of medicinal products acting via GABA receptor (e.g. barbiturates, benzodiazepines)'. sertraline does not act via GABA receptors and is not named.",
    sources: [
      {
        title: "SALVIAN Capsules - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/salvian-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-sage-quiet-paracetamol",
    title: "Menopausal woman on paracetamol starts sage capsules for hot flushes",
    profile: {
      medicines: ["paracetamol 500mg"],
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
            medicine: "paracetamol 500mg",
          },
        },
      ],
    },
    rationale:
      "The Salvian SmPC interaction section reads in full: 'None reported. The intake of Sage preparations might influence the effect of medicinal products acting via GABA receptor (e.g. barbiturates, benzodiazepines)'. paracetamol does not act via GABA receptors and is not named.",
    sources: [
      {
        title: "SALVIAN Capsules - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/salvian-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-sage-quiet-ibuprofen",
    title: "Menopausal woman on ibuprofen starts sage capsules for hot flushes",
    profile: {
      medicines: ["ibuprofen 200mg"],
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
            medicine: "ibuprofen 200mg",
          },
        },
      ],
    },
    rationale:
      "The Salvian SmPC interaction section reads in full: 'None reported. The intake of Sage preparations might influence the effect of medicinal products acting via GABA receptor (e.g. barbiturates, benzodiazepines)'. ibuprofen does not act via GABA receptors and is not named.",
    sources: [
      {
        title: "SALVIAN Capsules - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/salvian-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-sage-quiet-asthma",
    title: "Woman with asthma takes sage for menopausal sweating",
    profile: {
      medicines: ["salbutamol inhaler"],
      conditions: ["asthma"],
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
            condition: "asthma",
          },
        },
        {
          ingredient: "sage",
          with: {
            medicine: "salbutamol inhaler",
          },
        },
      ],
    },
    rationale:
      "Salvian SmPC 4.3 is 'Hypersensitivity to Sage Leaf or to any of the excipients', 4.4 concerns only under-18s and 4.5 only GABA-acting drugs; asthma and salbutamol are not affected.",
    sources: [
      {
        title: "SALVIAN Capsules - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/salvian-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-pelargonium-warfarin",
    title: "Man on warfarin takes Kaloba for a cough",
    profile: {
      medicines: ["warfarin 3mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kaloba Pelargonium 20 mg tablets",
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
            medicine: "warfarin 3mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "The Schwabe UK Kaloba tablets SPC 4.3 says Kaloba 'is not to be used' by 'patients using coagulation-inhibiting drugs'; later UK versions list only hypersensitivity and severe hepatic disease, so min moderate.",
    sources: [
      {
        title: "Kaloba Tablets - SPC",
        publisher: "Schwabe Pharma UK (marketing-authorisation holder's copy of the UK THR SmPC)",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/kaloba-tablets-spc/",
      },
      {
        title:
          "Kaloba Pelargonium Cough & Cold Relief tablets - Summary of Product Characteristics (later version)",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/cold-relief-tablets/summary?doc=1",
      },
    ],
  },
  {
    id: "sc-p19-h-pelargonium-apixaban",
    title: "Woman on apixaban for AF buys Kaloba cold tablets",
    profile: {
      medicines: ["apixaban 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kaloba Pelargonium 20 mg tablets",
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
      "Kaloba tablets SPC 4.3 (Schwabe UK): not to be used by 'patients using coagulation-inhibiting drugs' or with 'increased tendency to bleeding'. Later versions drop this, so min moderate.",
    sources: [
      {
        title: "Kaloba Tablets - SPC",
        publisher: "Schwabe Pharma UK (marketing-authorisation holder's copy of the UK THR SmPC)",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/kaloba-tablets-spc/",
      },
    ],
  },
  {
    id: "sc-p19-h-pelargonium-cirrhosis",
    title: "Man with cirrhosis takes Kaloba drops for a cold",
    profile: {
      medicines: [],
      conditions: ["severe liver disease"],
    },
    stack: [
      {
        custom: {
          name: "Kaloba oral drops (30 drops)",
          ingredients: [
            {
              ingredient: "pelargonium",
              amount: 1200,
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
            condition: "severe liver disease",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Kaloba SmPC 4.3 lists 'Severe hepatic diseases' as a contraindication (all UK versions read).",
    sources: [
      {
        title: "Kaloba Pelargonium Cough and Cold Relief oral drops - Summary of medicine characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/kaloba-pelargonium-cough-and-cold-relief-oral-drops-87535/summary-of-medicine-characteristics",
      },
      {
        title:
          "Kaloba Pelargonium Cough & Cold Relief tablets - Summary of Product Characteristics (later version)",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/cold-relief-tablets/summary?doc=1",
      },
    ],
  },
  {
    id: "sc-p19-h-pelargonium-pregnant",
    title: "Pregnant woman with a chesty cold takes Kaloba",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Kaloba Pelargonium 20 mg tablets",
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
      "Kaloba leaflet (Spain): 'KALOBA coated tablets should not be taken during pregnancy and breastfeeding due to insufficient data'.",
    sources: [
      {
        title: "KALOBA film-coated tablets - Leaflet: information for the patient (Spain)",
        publisher: "oladoctor.com (English copy of Spanish package leaflet)",
        url: "https://oladoctor.com/uk/medicines/spain/kaloba-comprimidos-recubiertos-con-pelicula",
      },
    ],
  },
  {
    id: "sc-p19-h-pelargonium-quiet-paracetamol",
    title: "Woman takes paracetamol and Kaloba for a cold",
    profile: {
      medicines: ["paracetamol 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kaloba Pelargonium 20 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "pelargonium",
          with: {
            medicine: "paracetamol 500mg",
          },
        },
      ],
    },
    rationale:
      "The Kaloba leaflet states 'No interactions with other medications are known'; the UK SmPC only excludes coagulation-inhibiting drugs, bleeding tendency and severe liver/kidney disease. paracetamol is none of these.",
    sources: [
      {
        title: "KALOBA film-coated tablets - Leaflet: information for the patient (Spain)",
        publisher: "oladoctor.com (English copy of Spanish package leaflet)",
        url: "https://oladoctor.com/uk/medicines/spain/kaloba-comprimidos-recubiertos-con-pelicula",
      },
      {
        title: "Kaloba Tablets - SPC",
        publisher: "Schwabe Pharma UK (marketing-authorisation holder's copy of the UK THR SmPC)",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/kaloba-tablets-spc/",
      },
    ],
  },
  {
    id: "sc-p19-h-pelargonium-quiet-cetirizine",
    title: "Man on cetirizine takes Kaloba",
    profile: {
      medicines: ["cetirizine 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kaloba Pelargonium 20 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "pelargonium",
          with: {
            medicine: "cetirizine 10mg",
          },
        },
      ],
    },
    rationale:
      "The Kaloba leaflet states 'No interactions with other medications are known'; the UK SmPC only excludes coagulation-inhibiting drugs, bleeding tendency and severe liver/kidney disease. cetirizine is none of these.",
    sources: [
      {
        title: "KALOBA film-coated tablets - Leaflet: information for the patient (Spain)",
        publisher: "oladoctor.com (English copy of Spanish package leaflet)",
        url: "https://oladoctor.com/uk/medicines/spain/kaloba-comprimidos-recubiertos-con-pelicula",
      },
      {
        title: "Kaloba Tablets - SPC",
        publisher: "Schwabe Pharma UK (marketing-authorisation holder's copy of the UK THR SmPC)",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/kaloba-tablets-spc/",
      },
    ],
  },
  {
    id: "sc-p19-h-pelargonium-quiet-amoxicillin",
    title: "Patient on amoxicillin adds Kaloba for cough",
    profile: {
      medicines: ["amoxicillin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kaloba Pelargonium 20 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "pelargonium",
          with: {
            medicine: "amoxicillin 500mg",
          },
        },
      ],
    },
    rationale:
      "The Kaloba leaflet states 'No interactions with other medications are known'; the UK SmPC only excludes coagulation-inhibiting drugs, bleeding tendency and severe liver/kidney disease. amoxicillin is none of these.",
    sources: [
      {
        title: "KALOBA film-coated tablets - Leaflet: information for the patient (Spain)",
        publisher: "oladoctor.com (English copy of Spanish package leaflet)",
        url: "https://oladoctor.com/uk/medicines/spain/kaloba-comprimidos-recubiertos-con-pelicula",
      },
      {
        title: "Kaloba Tablets - SPC",
        publisher: "Schwabe Pharma UK (marketing-authorisation holder's copy of the UK THR SmPC)",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/kaloba-tablets-spc/",
      },
    ],
  },
  {
    id: "sc-p19-h-pelargonium-quiet-beclometasone",
    title: "Asthmatic on a brown inhaler takes Kaloba",
    profile: {
      medicines: ["beclometasone inhaler"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kaloba Pelargonium 20 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "pelargonium",
          with: {
            medicine: "beclometasone inhaler",
          },
        },
      ],
    },
    rationale:
      "The Kaloba leaflet states 'No interactions with other medications are known'; the UK SmPC only excludes coagulation-inhibiting drugs, bleeding tendency and severe liver/kidney disease. beclometasone is none of these.",
    sources: [
      {
        title: "KALOBA film-coated tablets - Leaflet: information for the patient (Spain)",
        publisher: "oladoctor.com (English copy of Spanish package leaflet)",
        url: "https://oladoctor.com/uk/medicines/spain/kaloba-comprimidos-recubiertos-con-pelicula",
      },
      {
        title: "Kaloba Tablets - SPC",
        publisher: "Schwabe Pharma UK (marketing-authorisation holder's copy of the UK THR SmPC)",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/kaloba-tablets-spc/",
      },
    ],
  },
  {
    id: "sc-p19-h-pelargonium-quiet-levothyroxine",
    title: "Woman on levothyroxine takes Kaloba",
    profile: {
      medicines: ["levothyroxine 75mcg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kaloba Pelargonium 20 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "pelargonium",
          with: {
            medicine: "levothyroxine 75mcg",
          },
        },
      ],
    },
    rationale:
      "The Kaloba leaflet states 'No interactions with other medications are known'; the UK SmPC only excludes coagulation-inhibiting drugs, bleeding tendency and severe liver/kidney disease. levothyroxine is none of these.",
    sources: [
      {
        title: "KALOBA film-coated tablets - Leaflet: information for the patient (Spain)",
        publisher: "oladoctor.com (English copy of Spanish package leaflet)",
        url: "https://oladoctor.com/uk/medicines/spain/kaloba-comprimidos-recubiertos-con-pelicula",
      },
      {
        title: "Kaloba Tablets - SPC",
        publisher: "Schwabe Pharma UK (marketing-authorisation holder's copy of the UK THR SmPC)",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/kaloba-tablets-spc/",
      },
    ],
  },
  {
    id: "sc-p19-h-pelargonium-quiet-sertraline",
    title: "Man on sertraline takes Kaloba for a sore throat",
    profile: {
      medicines: ["sertraline 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kaloba Pelargonium 20 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "pelargonium",
          with: {
            medicine: "sertraline 100mg",
          },
        },
      ],
    },
    rationale:
      "The Kaloba leaflet states 'No interactions with other medications are known'; the UK SmPC only excludes coagulation-inhibiting drugs, bleeding tendency and severe liver/kidney disease. sertraline is none of these.",
    sources: [
      {
        title: "KALOBA film-coated tablets - Leaflet: information for the patient (Spain)",
        publisher: "oladoctor.com (English copy of Spanish package leaflet)",
        url: "https://oladoctor.com/uk/medicines/spain/kaloba-comprimidos-recubiertos-con-pelicula",
      },
      {
        title: "Kaloba Tablets - SPC",
        publisher: "Schwabe Pharma UK (marketing-authorisation holder's copy of the UK THR SmPC)",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/kaloba-tablets-spc/",
      },
    ],
  },
  {
    id: "sc-p19-h-pelargonium-quiet-omeprazole",
    title: "Woman on omeprazole takes Kaloba",
    profile: {
      medicines: ["omeprazole 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kaloba Pelargonium 20 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "pelargonium",
          with: {
            medicine: "omeprazole 20mg",
          },
        },
      ],
    },
    rationale:
      "The Kaloba leaflet states 'No interactions with other medications are known'; the UK SmPC only excludes coagulation-inhibiting drugs, bleeding tendency and severe liver/kidney disease. omeprazole is none of these.",
    sources: [
      {
        title: "KALOBA film-coated tablets - Leaflet: information for the patient (Spain)",
        publisher: "oladoctor.com (English copy of Spanish package leaflet)",
        url: "https://oladoctor.com/uk/medicines/spain/kaloba-comprimidos-recubiertos-con-pelicula",
      },
      {
        title: "Kaloba Tablets - SPC",
        publisher: "Schwabe Pharma UK (marketing-authorisation holder's copy of the UK THR SmPC)",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/kaloba-tablets-spc/",
      },
    ],
  },
  {
    id: "sc-p19-h-ginkgo-pregnant",
    title: "Pregnant woman takes ginkgo for cold hands",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
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
    rationale: "Ginkgo (Pharma Nord) SmPC 4.3: 'Pregnancy and Lactation'.",
    sources: [
      {
        title: "Ginkgo Biloba film coated tablet (Pharma Nord, HPRA IE 2022) - SmPC 4.3-4.5",
        publisher: "rxreasoner.com (copy of Irish THR SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p19-h-ginkgo-warfarin",
    title: "Man on warfarin starts ginkgo for tinnitus",
    profile: {
      medicines: ["warfarin 5mg"],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "ginkgo-biloba",
          with: {
            medicine: "warfarin 5mg",
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
        title: "Ginkgo Biloba film coated tablet (Pharma Nord, HPRA IE 2022) - SmPC 4.3-4.5",
        publisher: "rxreasoner.com (copy of Irish THR SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p19-h-ginkgo-clopidogrel",
    title: "Woman on clopidogrel after a stent takes ginkgo",
    profile: {
      medicines: ["clopidogrel 75mg"],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "ginkgo-biloba",
          with: {
            medicine: "clopidogrel 75mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Ginkgo SmPC 4.4: 'care should be taken by ... those being treated with anti-platelet agents or anticoagulants.'",
    sources: [
      {
        title: "Ginkgo Biloba film coated tablet (Pharma Nord, HPRA IE 2022) - SmPC 4.3-4.5",
        publisher: "rxreasoner.com (copy of Irish THR SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p19-h-ginkgo-epilepsy",
    title: "Woman with epilepsy takes ginkgo for memory",
    profile: {
      medicines: ["lamotrigine 100mg"],
      conditions: ["epilepsy"],
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
        servingsPerDay: 2,
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
        title: "Ginkgo Biloba film coated tablet (Pharma Nord, HPRA IE 2022) - SmPC 4.3-4.5",
        publisher: "rxreasoner.com (copy of Irish THR SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p19-h-ginkgo-efavirenz",
    title: "Man on efavirenz-based HIV treatment takes ginkgo",
    profile: {
      medicines: ["efavirenz 600mg"],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "ginkgo-biloba",
          with: {
            medicine: "efavirenz 600mg",
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
        title: "Ginkgo Biloba film coated tablet (Pharma Nord, HPRA IE 2022) - SmPC 4.3-4.5",
        publisher: "rxreasoner.com (copy of Irish THR SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p19-h-ginseng-warfarin",
    title: "Man on warfarin takes Korean ginseng for energy",
    profile: {
      medicines: ["warfarin 4mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Korean ginseng 200 mg capsules",
          ingredients: [
            {
              ingredient: "ginseng",
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
          ingredient: "ginseng",
          with: {
            medicine: "warfarin 4mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "German ginseng leaflet: with coumarin anticoagulants '(Phenprocoumon, Warfarin) kann deren Wirkung abgeschwächt werden' (their effect can be weakened). Monitor INR.",
    sources: [
      {
        title: "alsi Ginseng pur - Gebrauchsinformation",
        publisher: "medikamio.com (copy of German package leaflet)",
        url: "https://medikamio.com/de-de/medikamente/alsi-ginseng-pur/pil",
      },
    ],
  },
  {
    id: "sc-p19-h-ginseng-gliclazide",
    title: "Man with diabetes on gliclazide takes ginseng",
    profile: {
      medicines: ["gliclazide 80mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Korean ginseng 200 mg capsules",
          ingredients: [
            {
              ingredient: "ginseng",
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
          ingredient: "ginseng",
          with: {
            medicine: "gliclazide 80mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "German ginseng leaflet: 'Ginsengzubereitungen können den Blutzuckerspiegel senken' and 'Wechselwirkungen mit Arzneimitteln zur Behandlung der Zuckerkrankheit ... sind möglich'.",
    sources: [
      {
        title: "alsi Ginseng pur - Gebrauchsinformation",
        publisher: "medikamio.com (copy of German package leaflet)",
        url: "https://medikamio.com/de-de/medikamente/alsi-ginseng-pur/pil",
      },
    ],
  },
  {
    id: "sc-p19-h-ginseng-insulin",
    title: "Woman with type 2 diabetes on insulin starts ginseng",
    profile: {
      medicines: ["insulin glargine"],
      conditions: ["type 2 diabetes on insulin"],
    },
    stack: [
      {
        custom: {
          name: "Korean ginseng 200 mg capsules",
          ingredients: [
            {
              ingredient: "ginseng",
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
          ingredient: "ginseng",
          with: {
            condition: "type 2 diabetes on insulin",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "German ginseng leaflet: ginseng preparations can lower blood sugar and interactions with diabetes medicines 'sind möglich, wurden jedoch bisher nicht untersucht'.",
    sources: [
      {
        title: "alsi Ginseng pur - Gebrauchsinformation",
        publisher: "medikamio.com (copy of German package leaflet)",
        url: "https://medikamio.com/de-de/medikamente/alsi-ginseng-pur/pil",
      },
    ],
  },
  {
    id: "sc-p19-h-saw-palmetto-pregnant",
    title: "Pregnant woman takes saw palmetto for hair thinning",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Saw palmetto 320 mg capsules",
          ingredients: [
            {
              ingredient: "saw-palmetto",
              amount: 320,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "saw-palmetto",
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
      "Prostasan SmPC 4.3: 'This product should not be used: ... By women who are pregnant or breastfeeding.'",
    sources: [
      {
        title: "Prostasan Saw palmetto Capsules - Summary of medicine characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/prostasan-saw-palmetto-capsules-85584/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p19-h-saw-palmetto-surgery",
    title: "Man due for a TURP next week takes saw palmetto",
    profile: {
      medicines: [],
      conditions: ["surgery in 2 weeks"],
    },
    stack: [
      {
        custom: {
          name: "Saw palmetto 320 mg capsules",
          ingredients: [
            {
              ingredient: "saw-palmetto",
              amount: 320,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "saw-palmetto",
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
      "PhytoCon Sabal SmPC 4.4: 'An intra-operative haemorrhage associated with the intake of Saw palmetto has been reported.'",
    sources: [
      {
        title: "PhytoCon SABAL FORTE Capsules - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/phytocon-sabal-forte-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-agnus-castus-pregnant",
    title: "Woman trying for a baby now pregnant keeps taking agnus castus",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg tablets",
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
            condition: "pregnant",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale: "A.Vogel Agnus castus SmPC 4.3: 'Pregnancy and lactation'.",
    sources: [
      {
        title: "A.Vogel Agnus castus oral drops - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC, marked out of date)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-agnus-castus-prolactinoma",
    title: "Woman with a prolactinoma takes agnus castus for PMS",
    profile: {
      medicines: ["cabergoline 500mcg weekly"],
      conditions: ["pituitary tumour"],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg tablets",
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
            condition: "pituitary tumour",
          },
          severity: {
            min: "contraindicated",
          },
        },
        {
          ingredient: "chasteberry",
          with: {
            medicine: "cabergoline 500mcg weekly",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "A.Vogel SmPC 4.3 contraindicates 'Patients with a pituitary disorder'; the Agnucaston leaflet says interactions 'cannot be ruled out with dopamine agonists'.",
    sources: [
      {
        title: "A.Vogel Agnus castus oral drops - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC, marked out of date)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
      {
        title: "Agnucaston 20 mg coated tablets - Patient information leaflet (Spain)",
        publisher: "oladoctor.com (English copy of Spanish package leaflet)",
        url: "https://oladoctor.com/uk/medicines/spain/agnucaston-20-mg-comprimidos-recubiertos",
      },
    ],
  },
  {
    id: "sc-p19-h-agnus-castus-breast-cancer",
    title: "Breast cancer survivor takes agnus castus for PMS",
    profile: {
      medicines: [],
      conditions: ["oestrogen-sensitive breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg tablets",
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
            condition: "oestrogen-sensitive breast cancer",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "A.Vogel SmPC 4.4: 'Patients who suffer or suffered from an oestrogen-sensitive cancer should consult their doctor before using the product.'",
    sources: [
      {
        title: "A.Vogel Agnus castus oral drops - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC, marked out of date)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-agnus-castus-tamoxifen",
    title: "Woman on tamoxifen takes agnus castus",
    profile: {
      medicines: ["tamoxifen 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg tablets",
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
            medicine: "tamoxifen 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Agnucaston leaflet: interactions 'cannot be ruled out with ... antiestrogens (e.g. some medications used to treat breast cancer)'.",
    sources: [
      {
        title: "Agnucaston 20 mg coated tablets - Patient information leaflet (Spain)",
        publisher: "oladoctor.com (English copy of Spanish package leaflet)",
        url: "https://oladoctor.com/uk/medicines/spain/agnucaston-20-mg-comprimidos-recubiertos",
      },
      {
        title: "A.Vogel Agnus castus oral drops - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC, marked out of date)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-agnus-castus-metoclopramide",
    title: "Woman on metoclopramide for nausea takes agnus castus",
    profile: {
      medicines: ["metoclopramide 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg tablets",
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
            medicine: "metoclopramide 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Agnucaston leaflet: interactions cannot be ruled out with 'dopamine antagonists (some medications used to treat schizophrenia, bipolar disorders, nausea, or vomiting)'.",
    sources: [
      {
        title: "Agnucaston 20 mg coated tablets - Patient information leaflet (Spain)",
        publisher: "oladoctor.com (English copy of Spanish package leaflet)",
        url: "https://oladoctor.com/uk/medicines/spain/agnucaston-20-mg-comprimidos-recubiertos",
      },
    ],
  },
  {
    id: "sc-p19-h-agnus-castus-hrt",
    title: "Woman on an HRT patch adds agnus castus",
    profile: {
      medicines: ["Evorel 50 patch"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg tablets",
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
            medicine: "Evorel 50 patch",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Agnucaston leaflet: interactions cannot be ruled out with 'estrogens (e.g. used for hormone replacement therapy)'; A.Vogel 4.4 names oestrogens too.",
    sources: [
      {
        title: "Agnucaston 20 mg coated tablets - Patient information leaflet (Spain)",
        publisher: "oladoctor.com (English copy of Spanish package leaflet)",
        url: "https://oladoctor.com/uk/medicines/spain/agnucaston-20-mg-comprimidos-recubiertos",
      },
      {
        title: "A.Vogel Agnus castus oral drops - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC, marked out of date)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-agnus-castus-pill",
    title: "Woman on Microgynon 30 takes agnus castus for PMS",
    profile: {
      medicines: ["Microgynon 30"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg tablets",
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
      "Agnucaston leaflet lists 'estrogens' among medicines whose interaction 'cannot be ruled out'; the combined pill contains an oestrogen (judgement: the leaflet's example is HRT).",
    sources: [
      {
        title: "Agnucaston 20 mg coated tablets - Patient information leaflet (Spain)",
        publisher: "oladoctor.com (English copy of Spanish package leaflet)",
        url: "https://oladoctor.com/uk/medicines/spain/agnucaston-20-mg-comprimidos-recubiertos",
      },
    ],
  },
  {
    id: "sc-p19-h-agnus-castus-quiet-ibuprofen",
    title: "Woman takes ibuprofen for period pain with agnus castus",
    profile: {
      medicines: ["ibuprofen 400mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "chasteberry",
          with: {
            medicine: "ibuprofen 400mg",
          },
        },
      ],
    },
    rationale:
      "The Agnucaston leaflet's 'Other medications' section names only 'dopamine agonists', 'dopamine antagonists', 'estrogens' and 'antiestrogens'; ibuprofen is none of these and has no hormonal or dopaminergic mechanism.",
    sources: [
      {
        title: "Agnucaston 20 mg coated tablets - Patient information leaflet (Spain)",
        publisher: "oladoctor.com (English copy of Spanish package leaflet)",
        url: "https://oladoctor.com/uk/medicines/spain/agnucaston-20-mg-comprimidos-recubiertos",
      },
    ],
  },
  {
    id: "sc-p19-h-agnus-castus-quiet-mefenamic",
    title: "Woman on mefenamic acid adds agnus castus",
    profile: {
      medicines: ["mefenamic acid 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "chasteberry",
          with: {
            medicine: "mefenamic acid 500mg",
          },
        },
      ],
    },
    rationale:
      "The Agnucaston leaflet's 'Other medications' section names only 'dopamine agonists', 'dopamine antagonists', 'estrogens' and 'antiestrogens'; mefenamic is none of these and has no hormonal or dopaminergic mechanism.",
    sources: [
      {
        title: "Agnucaston 20 mg coated tablets - Patient information leaflet (Spain)",
        publisher: "oladoctor.com (English copy of Spanish package leaflet)",
        url: "https://oladoctor.com/uk/medicines/spain/agnucaston-20-mg-comprimidos-recubiertos",
      },
    ],
  },
  {
    id: "sc-p19-h-agnus-castus-quiet-tranexamic",
    title: "Woman on tranexamic acid for heavy periods takes agnus castus",
    profile: {
      medicines: ["tranexamic acid 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "chasteberry",
          with: {
            medicine: "tranexamic acid 500mg",
          },
        },
      ],
    },
    rationale:
      "The Agnucaston leaflet's 'Other medications' section names only 'dopamine agonists', 'dopamine antagonists', 'estrogens' and 'antiestrogens'; tranexamic is none of these and has no hormonal or dopaminergic mechanism.",
    sources: [
      {
        title: "Agnucaston 20 mg coated tablets - Patient information leaflet (Spain)",
        publisher: "oladoctor.com (English copy of Spanish package leaflet)",
        url: "https://oladoctor.com/uk/medicines/spain/agnucaston-20-mg-comprimidos-recubiertos",
      },
    ],
  },
  {
    id: "sc-p19-h-agnus-castus-quiet-levothyroxine",
    title: "Woman on levothyroxine takes agnus castus",
    profile: {
      medicines: ["levothyroxine 50mcg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "chasteberry",
          with: {
            medicine: "levothyroxine 50mcg",
          },
        },
      ],
    },
    rationale:
      "The Agnucaston leaflet's 'Other medications' section names only 'dopamine agonists', 'dopamine antagonists', 'estrogens' and 'antiestrogens'; levothyroxine is none of these and has no hormonal or dopaminergic mechanism.",
    sources: [
      {
        title: "Agnucaston 20 mg coated tablets - Patient information leaflet (Spain)",
        publisher: "oladoctor.com (English copy of Spanish package leaflet)",
        url: "https://oladoctor.com/uk/medicines/spain/agnucaston-20-mg-comprimidos-recubiertos",
      },
    ],
  },
  {
    id: "sc-p19-h-agnus-castus-quiet-omeprazole",
    title: "Woman on omeprazole takes agnus castus",
    profile: {
      medicines: ["omeprazole 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "chasteberry",
          with: {
            medicine: "omeprazole 20mg",
          },
        },
      ],
    },
    rationale:
      "The Agnucaston leaflet's 'Other medications' section names only 'dopamine agonists', 'dopamine antagonists', 'estrogens' and 'antiestrogens'; omeprazole is none of these and has no hormonal or dopaminergic mechanism.",
    sources: [
      {
        title: "Agnucaston 20 mg coated tablets - Patient information leaflet (Spain)",
        publisher: "oladoctor.com (English copy of Spanish package leaflet)",
        url: "https://oladoctor.com/uk/medicines/spain/agnucaston-20-mg-comprimidos-recubiertos",
      },
    ],
  },
  {
    id: "sc-p19-h-agnus-castus-quiet-metformin",
    title: "Woman with PCOS on metformin takes agnus castus",
    profile: {
      medicines: ["metformin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "chasteberry",
          with: {
            medicine: "metformin 500mg",
          },
        },
      ],
    },
    rationale:
      "The Agnucaston leaflet's 'Other medications' section names only 'dopamine agonists', 'dopamine antagonists', 'estrogens' and 'antiestrogens'; metformin is none of these and has no hormonal or dopaminergic mechanism.",
    sources: [
      {
        title: "Agnucaston 20 mg coated tablets - Patient information leaflet (Spain)",
        publisher: "oladoctor.com (English copy of Spanish package leaflet)",
        url: "https://oladoctor.com/uk/medicines/spain/agnucaston-20-mg-comprimidos-recubiertos",
      },
    ],
  },
  {
    id: "sc-p19-h-agnus-castus-quiet-paracetamol",
    title: "Woman takes paracetamol with agnus castus",
    profile: {
      medicines: ["paracetamol 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "chasteberry",
          with: {
            medicine: "paracetamol 500mg",
          },
        },
      ],
    },
    rationale:
      "The Agnucaston leaflet's 'Other medications' section names only 'dopamine agonists', 'dopamine antagonists', 'estrogens' and 'antiestrogens'; paracetamol is none of these and has no hormonal or dopaminergic mechanism.",
    sources: [
      {
        title: "Agnucaston 20 mg coated tablets - Patient information leaflet (Spain)",
        publisher: "oladoctor.com (English copy of Spanish package leaflet)",
        url: "https://oladoctor.com/uk/medicines/spain/agnucaston-20-mg-comprimidos-recubiertos",
      },
    ],
  },
  {
    id: "sc-p19-h-feverfew-pregnant",
    title: "Pregnant woman with migraines takes feverfew",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Feverfew 100 mg capsules",
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
    rationale: "Feverfew leaflet: 'Do not take: ... If you are pregnant or breastfeeding'.",
    sources: [
      {
        title: "Migraine Relief Feverfew Capsules - Information for the user",
        publisher: "imedi.co.uk (copy of UK THR leaflet)",
        url: "https://imedi.co.uk/migraherb-migraine-relief-capsules",
      },
    ],
  },
  {
    id: "sc-p19-h-feverfew-breastfeeding",
    title: "Breastfeeding mother takes feverfew for migraine prevention",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Feverfew 100 mg capsules",
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
            condition: "breastfeeding",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale: "Feverfew leaflet: 'Do not take: ... If you are pregnant or breastfeeding'.",
    sources: [
      {
        title: "Migraine Relief Feverfew Capsules - Information for the user",
        publisher: "imedi.co.uk (copy of UK THR leaflet)",
        url: "https://imedi.co.uk/migraherb-migraine-relief-capsules",
      },
    ],
  },
  {
    id: "sc-p19-h-feverfew-asteraceae",
    title: "Man allergic to chrysanthemums takes feverfew",
    profile: {
      medicines: [],
      conditions: ["allergic to daisies and ragweed"],
    },
    stack: [
      {
        custom: {
          name: "Feverfew 100 mg capsules",
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
            condition: "allergic to daisies and ragweed",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MigraHerb SmPC 4.3: 'Hypersensitivity to Feverfew, or other members of the Asteraceae (Compositae) family'; the leaflet says do not take if allergic to 'daisies, marigolds, chrysanthemums or ragweed'.",
    sources: [
      {
        title: "MigraHerb Migraine Relief Capsules - Summary of Product Characteristics",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/migraherb-migraine-relief-capsules/summary",
      },
      {
        title: "Migraine Relief Feverfew Capsules - Information for the user",
        publisher: "imedi.co.uk (copy of UK THR leaflet)",
        url: "https://imedi.co.uk/migraherb-migraine-relief-capsules",
      },
    ],
  },
  {
    id: "sc-p19-h-passionflower-diazepam",
    title: "Woman on diazepam adds passionflower for anxiety",
    profile: {
      medicines: ["diazepam 5mg"],
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
            medicine: "diazepam 5mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Passiflora SmPC 4.5: 'Concomitant use with synthetic sedatives such as benzodiazepines is not recommended unless advised by [a doctor]'.",
    sources: [
      {
        title: "PASSIFLORA Herb Capsules - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/passiflora-herb-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-passionflower-zopiclone",
    title: "Man on zopiclone adds passionflower capsules",
    profile: {
      medicines: ["zopiclone 3.75mg"],
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
            medicine: "zopiclone 3.75mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Passiflora SmPC 4.5: 'Concomitant use with synthetic sedatives such as benzodiazepines is not recommended'; zopiclone is a synthetic sedative.",
    sources: [
      {
        title: "PASSIFLORA Herb Capsules - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/passiflora-herb-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-passionflower-temazepam",
    title: "Older woman on temazepam takes passionflower",
    profile: {
      medicines: ["temazepam 10mg"],
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
            medicine: "temazepam 10mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Passiflora SmPC 4.5: 'Concomitant use with synthetic sedatives such as benzodiazepines is not recommended'.",
    sources: [
      {
        title: "PASSIFLORA Herb Capsules - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/passiflora-herb-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-passionflower-quiet-conditions",
    title: "Man with high blood pressure and asthma takes passionflower for sleep",
    profile: {
      medicines: [],
      conditions: ["high blood pressure", "asthma"],
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
      flags: [],
      noFlags: [
        {
          ingredient: "passionflower",
          with: {
            condition: "high blood pressure",
          },
        },
        {
          ingredient: "passionflower",
          with: {
            condition: "asthma",
          },
        },
      ],
    },
    rationale:
      "Passiflora SmPC 4.3 is 'Hypersensitivity to Passion Flower or any of the excipients' and 4.4 covers only dose, 4-week review and under-18s; neither condition is named or plausibly affected.",
    sources: [
      {
        title: "PASSIFLORA Herb Capsules - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/passiflora-herb-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-peppermint-gallstones",
    title: "Woman with gallstones takes peppermint oil for bloating",
    profile: {
      medicines: [],
      conditions: ["gallstones"],
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
            condition: "gallstones",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Tillotts leaflet: must not be taken 'wenn Sie an Gallensteinen oder anderen Gallenerkrankungen leiden' (gallstones or other bile disease).",
    sources: [
      {
        title: "Pfefferminzöl Tillotts 187 mg magensaftresistente Hartkapseln - Gebrauchsinformation",
        publisher: "medikamio.com (copy of Austrian package leaflet)",
        url: "https://medikamio.com/de-at/medikamente/pfefferminzol-tillotts-187-mg-magensaftresistente-hartkapseln/pil",
      },
    ],
  },
  {
    id: "sc-p19-h-peppermint-liver",
    title: "Man with liver disease takes peppermint oil capsules",
    profile: {
      medicines: [],
      conditions: ["liver disease"],
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
            condition: "liver disease",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Tillotts leaflet: must not be taken 'wenn Ihr Arzt Ihnen gesagt hat, dass Sie an einer Lebererkrankung leiden' (liver disease).",
    sources: [
      {
        title: "Pfefferminzöl Tillotts 187 mg magensaftresistente Hartkapseln - Gebrauchsinformation",
        publisher: "medikamio.com (copy of Austrian package leaflet)",
        url: "https://medikamio.com/de-at/medikamente/pfefferminzol-tillotts-187-mg-magensaftresistente-hartkapseln/pil",
      },
    ],
  },
  {
    id: "sc-p19-h-turmeric-gallstones",
    title: "Woman with gallstones takes turmeric capsules for joints",
    profile: {
      medicines: [],
      conditions: ["gallstones"],
    },
    stack: [
      {
        custom: {
          name: "Turmeric 500 mg capsules",
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
            condition: "gallstones",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NHS SPS: 'turmeric and curcumin should not be taken by individuals with obstruction of the bile duct, cholangitis, liver disease, gallstones and any other biliary disease.'",
    sources: [
      {
        title: "Turmeric: potential adverse effects and interactions",
        publisher: "NHS Specialist Pharmacy Service (SPS)",
        url: "https://www.sps.nhs.uk/articles/turmeric-potential-adverse-effects-and-interactions/",
      },
    ],
  },
  {
    id: "sc-p19-h-turmeric-liver",
    title: "Man with liver disease takes high-dose turmeric",
    profile: {
      medicines: [],
      conditions: ["liver disease"],
    },
    stack: [
      {
        custom: {
          name: "Turmeric 500 mg capsules",
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
            condition: "liver disease",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale: "NHS SPS: turmeric and curcumin 'should not be taken by individuals with ... liver disease'.",
    sources: [
      {
        title: "Turmeric: potential adverse effects and interactions",
        publisher: "NHS Specialist Pharmacy Service (SPS)",
        url: "https://www.sps.nhs.uk/articles/turmeric-potential-adverse-effects-and-interactions/",
      },
    ],
  },
  {
    id: "sc-p19-h-turmeric-tacrolimus",
    title: "Liver transplant patient on tacrolimus takes turmeric",
    profile: {
      medicines: ["tacrolimus"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Turmeric 500 mg capsules",
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
            medicine: "tacrolimus",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NHS SPS: patients taking medicines 'with a narrow therapeutic index ... e.g. anticancer or immunosuppressant agents should use turmeric and curcumin with caution.'",
    sources: [
      {
        title: "Turmeric: potential adverse effects and interactions",
        publisher: "NHS Specialist Pharmacy Service (SPS)",
        url: "https://www.sps.nhs.uk/articles/turmeric-potential-adverse-effects-and-interactions/",
      },
    ],
  },
  {
    id: "sc-p19-h-turmeric-capecitabine",
    title: "Woman on capecitabine chemotherapy takes turmeric",
    profile: {
      medicines: ["capecitabine"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Turmeric 500 mg capsules",
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
            medicine: "capecitabine",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NHS SPS: 'anticancer or immunosuppressant agents should use turmeric and curcumin with caution' (CYP450, P-gp, OATP effects).",
    sources: [
      {
        title: "Turmeric: potential adverse effects and interactions",
        publisher: "NHS Specialist Pharmacy Service (SPS)",
        url: "https://www.sps.nhs.uk/articles/turmeric-potential-adverse-effects-and-interactions/",
      },
    ],
  },
  {
    id: "sc-p19-h-green-tea-iron",
    title: "Woman on ferrous sulfate takes green tea extract for weight loss",
    profile: {
      medicines: ["ferrous sulfate 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Green tea extract 500 mg capsules",
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
    ],
    expect: {
      flags: [
        {
          ingredient: "green-tea-extract",
          with: {
            medicine: "ferrous sulfate 200mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MSKCC About Herbs: 'Talk to your doctor if you're taking iron supplements. Green tea can affect the way iron is absorbed in the body.' (separate the doses).",
    sources: [
      {
        title: "Green Tea - About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://mskcc.org/cancer-care/integrative-medicine/herbs/green-tea?glossary=on",
      },
    ],
  },
  {
    id: "sc-p19-h-glucosamine-shellfish",
    title: "Woman with shellfish allergy buys glucosamine for knee pain",
    profile: {
      medicines: [],
      conditions: ["shellfish allergy"],
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
      flags: [
        {
          ingredient: "glucosamine",
          with: {
            condition: "shellfish allergy",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Dolenio SmPC 4.3: 'Hypersensitivity to shellfish as the active ingredient is obtained from shellfish.' The leaflet: 'DO NOT TAKE ... Shellfish'.",
    sources: [
      {
        title: "DOLENIO film-coated tablets (MHRA GB 2018) - SmPC 4.3-4.5",
        publisher: "rxreasoner.com (copy of UK SmPC)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
      {
        title: "Glucosamine sulfate 750 mg Film-Coated Tablets - Package leaflet",
        publisher: "imedi.co.uk (copy of UK leaflet)",
        url: "https://imedi.co.uk/glucosamine-sulfate-750-mg-film-coated-tablets",
      },
    ],
  },
  {
    id: "sc-p19-h-glucosamine-warfarin",
    title: "Man on warfarin starts glucosamine",
    profile: {
      medicines: ["warfarin 5mg"],
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
      flags: [
        {
          ingredient: "glucosamine",
          with: {
            medicine: "warfarin 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Dolenio SmPC 4.5: 'Increased effect of coumarin anticoagulants (e.g. warfarin) ... has been reported. Patients treated with coumarin anticoagulants should therefore be monitored closely'.",
    sources: [
      {
        title: "DOLENIO film-coated tablets (MHRA GB 2018) - SmPC 4.3-4.5",
        publisher: "rxreasoner.com (copy of UK SmPC)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
    ],
  },
  {
    id: "sc-p19-h-glucosamine-doxycycline",
    title: "Woman on doxycycline for rosacea takes glucosamine",
    profile: {
      medicines: ["doxycycline 40mg"],
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
      flags: [
        {
          ingredient: "glucosamine",
          with: {
            medicine: "doxycycline 40mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Dolenio SmPC 4.5: 'Concurrent treatment with glucosamine may increase the absorption and serum concentrations of tetracyclines, but the clinical relevance of this interaction' is limited.",
    sources: [
      {
        title: "DOLENIO film-coated tablets (MHRA GB 2018) - SmPC 4.3-4.5",
        publisher: "rxreasoner.com (copy of UK SmPC)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
    ],
  },
  {
    id: "sc-p19-h-glucosamine-insulin",
    title: "Man with type 2 diabetes on insulin takes glucosamine",
    profile: {
      medicines: ["insulin glargine"],
      conditions: ["type 2 diabetes on insulin"],
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
      flags: [
        {
          ingredient: "glucosamine",
          with: {
            condition: "type 2 diabetes on insulin",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Dolenio SmPC 4.4: 'In patients with impaired glucose tolerance, monitoring of the blood glucose levels and, where relevant, insulin requirements is recommended'.",
    sources: [
      {
        title: "DOLENIO film-coated tablets (MHRA GB 2018) - SmPC 4.3-4.5",
        publisher: "rxreasoner.com (copy of UK SmPC)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
    ],
  },
  {
    id: "sc-p19-h-glucosamine-asthma",
    title: "Asthmatic starts glucosamine for arthritis",
    profile: {
      medicines: ["salbutamol inhaler"],
      conditions: ["asthma"],
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
      "Dolenio SmPC 4.4: 'Asthmatic patients starting on glucosamine should therefore be aware of potential worsening of asthma symptoms.'",
    sources: [
      {
        title: "DOLENIO film-coated tablets (MHRA GB 2018) - SmPC 4.3-4.5",
        publisher: "rxreasoner.com (copy of UK SmPC)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
    ],
  },
  {
    id: "sc-p19-h-caffeine-disulfiram",
    title: "Man on disulfiram takes Pro Plus",
    profile: {
      medicines: ["disulfiram 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pro Plus caffeine 50 mg tablets",
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
            medicine: "disulfiram 200mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Pro Plus / caffeine tablet SmPC 4.3: 'Pro Plus should not be used by patients recovering from chronic alcoholism who are taking disulfiram.' ('should not be used', so major).",
    sources: [
      {
        title: "Pro Plus - Summary of Product Characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
    ],
  },
  {
    id: "sc-p19-h-caffeine-theophylline",
    title: "Man with COPD on theophylline takes caffeine tablets",
    profile: {
      medicines: ["Uniphyllin 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pro Plus caffeine 50 mg tablets",
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
            medicine: "Uniphyllin 200mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Pro Plus / caffeine tablet SmPC 4.3: 'Caffeine shares the same metabolic pathway as theophylline and therefore, this product should not be u[sed]' concurrently ('should not be used', so major).",
    sources: [
      {
        title: "Energy Extra tablets (caffeine 50 mg) - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/sainsburys-energy-extra/summary",
      },
      {
        title: "PEP / Asda Energy Plus Tablets - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/pep/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-caffeine-pseudoephedrine",
    title: "Woman taking Sudafed decongestant also takes caffeine tablets",
    profile: {
      medicines: ["Sudafed (pseudoephedrine 60mg)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pro Plus caffeine 50 mg tablets",
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
            medicine: "Sudafed (pseudoephedrine 60mg)",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Pro Plus / caffeine tablet SmPC 4.3: 'should not be used by any persons who are also taking sympathomimetics such as phenylpropanolamine, ephedrine and pseudoephedrine' ('should not be used', so major).",
    sources: [
      {
        title: "PEP / Asda Energy Plus Tablets - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/pep/summary",
      },
      {
        title: "Pro Plus - Summary of Product Characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
    ],
  },
  {
    id: "sc-p19-h-caffeine-quiet-amoxicillin",
    title: "Person on amoxicillin takes a Pro Plus tablet for tiredness",
    profile: {
      medicines: ["amoxicillin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pro Plus caffeine 50 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "caffeine",
          with: {
            medicine: "amoxicillin 500mg",
          },
        },
      ],
    },
    rationale:
      "The Pro Plus SmPC 4.3 names antihypertensives, disulfiram, antidepressants/lithium, anxiolytics/clozapine, sedatives and ephedrine (other caffeine SmPCs add theophylline and sympathomimetics); amoxicillin is none of these. Section 4.5 was not visible, so this is a judgement on 4.3.",
    sources: [
      {
        title: "Pro Plus - Summary of Product Characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
    ],
  },
  {
    id: "sc-p19-h-caffeine-quiet-atorvastatin",
    title: "Person on atorvastatin takes a Pro Plus tablet for tiredness",
    profile: {
      medicines: ["atorvastatin 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pro Plus caffeine 50 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "caffeine",
          with: {
            medicine: "atorvastatin 20mg",
          },
        },
      ],
    },
    rationale:
      "The Pro Plus SmPC 4.3 names antihypertensives, disulfiram, antidepressants/lithium, anxiolytics/clozapine, sedatives and ephedrine (other caffeine SmPCs add theophylline and sympathomimetics); atorvastatin is none of these. Section 4.5 was not visible, so this is a judgement on 4.3.",
    sources: [
      {
        title: "Pro Plus - Summary of Product Characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
    ],
  },
  {
    id: "sc-p19-h-caffeine-quiet-paracetamol",
    title: "Person on paracetamol takes a Pro Plus tablet for tiredness",
    profile: {
      medicines: ["paracetamol 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pro Plus caffeine 50 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "caffeine",
          with: {
            medicine: "paracetamol 500mg",
          },
        },
      ],
    },
    rationale:
      "The Pro Plus SmPC 4.3 names antihypertensives, disulfiram, antidepressants/lithium, anxiolytics/clozapine, sedatives and ephedrine (other caffeine SmPCs add theophylline and sympathomimetics); paracetamol is none of these. Section 4.5 was not visible, so this is a judgement on 4.3.",
    sources: [
      {
        title: "Pro Plus - Summary of Product Characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
    ],
  },
  {
    id: "sc-p19-h-caffeine-quiet-omeprazole",
    title: "Person on omeprazole takes a Pro Plus tablet for tiredness",
    profile: {
      medicines: ["omeprazole 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pro Plus caffeine 50 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "caffeine",
          with: {
            medicine: "omeprazole 20mg",
          },
        },
      ],
    },
    rationale:
      "The Pro Plus SmPC 4.3 names antihypertensives, disulfiram, antidepressants/lithium, anxiolytics/clozapine, sedatives and ephedrine (other caffeine SmPCs add theophylline and sympathomimetics); omeprazole is none of these. Section 4.5 was not visible, so this is a judgement on 4.3.",
    sources: [
      {
        title: "Pro Plus - Summary of Product Characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
    ],
  },
  {
    id: "sc-p19-h-caffeine-quiet-cetirizine",
    title: "Person on cetirizine takes a Pro Plus tablet for tiredness",
    profile: {
      medicines: ["cetirizine 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pro Plus caffeine 50 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "caffeine",
          with: {
            medicine: "cetirizine 10mg",
          },
        },
      ],
    },
    rationale:
      "The Pro Plus SmPC 4.3 names antihypertensives, disulfiram, antidepressants/lithium, anxiolytics/clozapine, sedatives and ephedrine (other caffeine SmPCs add theophylline and sympathomimetics); cetirizine is none of these. Section 4.5 was not visible, so this is a judgement on 4.3.",
    sources: [
      {
        title: "Pro Plus - Summary of Product Characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
    ],
  },
  {
    id: "sc-p19-h-dandelion-gallstones",
    title: "Person with gallstones takes dandelion capsules for bloating",
    profile: {
      medicines: [],
      conditions: ["gallstones"],
    },
    stack: [
      {
        custom: {
          name: "Dandelion root 339 mg capsules",
          ingredients: [
            {
              ingredient: "dandelion",
              amount: 339,
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
          ingredient: "dandelion",
          with: {
            condition: "gallstones",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Dandelion THR SmPC 4.3: 'Obstruction of the biliary or intestinal tract, liver disease, cholangitis, gallstones and or active peptic ulcer' (gallstones).",
    sources: [
      {
        title: "Nature's Garden / Holland & Barrett Dandelion Capsules - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/natures-garden-dandelion-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-dandelion-ulcer",
    title: "Person with stomach ulcer takes dandelion capsules for bloating",
    profile: {
      medicines: [],
      conditions: ["stomach ulcer"],
    },
    stack: [
      {
        custom: {
          name: "Dandelion root 339 mg capsules",
          ingredients: [
            {
              ingredient: "dandelion",
              amount: 339,
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
          ingredient: "dandelion",
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
      "Dandelion THR SmPC 4.3: 'Obstruction of the biliary or intestinal tract, liver disease, cholangitis, gallstones and or active peptic ulcer' (active peptic ulcer).",
    sources: [
      {
        title: "Nature's Garden / Holland & Barrett Dandelion Capsules - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/natures-garden-dandelion-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-dandelion-liver",
    title: "Person with liver disease takes dandelion capsules for bloating",
    profile: {
      medicines: [],
      conditions: ["liver disease"],
    },
    stack: [
      {
        custom: {
          name: "Dandelion root 339 mg capsules",
          ingredients: [
            {
              ingredient: "dandelion",
              amount: 339,
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
          ingredient: "dandelion",
          with: {
            condition: "liver disease",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Dandelion THR SmPC 4.3: 'Obstruction of the biliary or intestinal tract, liver disease, cholangitis, gallstones and or active peptic ulcer' (liver disease).",
    sources: [
      {
        title: "Nature's Garden / Holland & Barrett Dandelion Capsules - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/natures-garden-dandelion-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-dandelion-asteraceae",
    title: "Woman allergic to daisies takes dandelion capsules",
    profile: {
      medicines: [],
      conditions: ["allergic to daisies and ragweed"],
    },
    stack: [
      {
        custom: {
          name: "Dandelion root 339 mg capsules",
          ingredients: [
            {
              ingredient: "dandelion",
              amount: 339,
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
          ingredient: "dandelion",
          with: {
            condition: "allergic to daisies and ragweed",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Dandelion SmPC 4.3: 'Hypersensitivity to Dandelion, or to plants of the Asteraceae (Compositae) family'.",
    sources: [
      {
        title: "Nature's Garden / Holland & Barrett Dandelion Capsules - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/natures-garden-dandelion-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-milk-thistle-complex-hepatitis",
    title: "Woman with hepatitis takes A.Vogel Milk Thistle Complex",
    profile: {
      medicines: [],
      conditions: ["hepatitis"],
    },
    stack: [
      {
        custom: {
          name: "A.Vogel Milk Thistle Complex (artichoke, milk thistle, dandelion, boldo)",
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
          ingredient: "dandelion",
          with: {
            condition: "hepatitis",
          },
          severity: {
            min: "contraindicated",
          },
        },
        {
          ingredient: "artichoke",
          with: {
            condition: "hepatitis",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "A.Vogel Milk Thistle Complex SmPC 4.3: contraindicated in patients with 'liver disease including hepatitis'; the dandelion THR also lists 'liver disease'.",
    sources: [
      {
        title: "A.Vogel Milk Thistle Complex tablets - Summary of medicine characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/a-vogel-milk-thistle-complex-tablets-digestisan-milk-thistle-tablets-88622/summary-of-medicine-characteristics",
      },
      {
        title: "Nature's Garden / Holland & Barrett Dandelion Capsules - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK THR SmPC)",
        url: "https://imedi.co.uk/natures-garden-dandelion-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p19-h-artichoke-gallstones",
    title: "Woman with gallstones takes artichoke for indigestion",
    profile: {
      medicines: [],
      conditions: ["gallstones"],
    },
    stack: [
      {
        custom: {
          name: "Artichoke leaf 320 mg tablets",
          ingredients: [
            {
              ingredient: "artichoke",
              amount: 320,
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
          ingredient: "artichoke",
          with: {
            condition: "gallstones",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "German artichoke SmPC 4.3: 'Bei einem Verschluss der Gallenwege oder bei Vorliegen von Gallensteinen dürfen Artischocke-Kräutertabletten nicht eingenommen werden.' (must not).",
    sources: [
      {
        title: "Artischocke-Kräutertabletten - Fachinformation",
        publisher: "imedikament.de (copy of German SmPC)",
        url: "https://imedikament.de/artischocke-kraeutertabletten/fachinformation",
      },
    ],
  },
  {
    id: "sc-p19-h-artichoke-quiet-hypertension",
    title: "Person with high blood pressure takes artichoke leaf tablets",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Artichoke leaf 320 mg tablets",
          ingredients: [
            {
              ingredient: "artichoke",
              amount: 320,
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
          ingredient: "artichoke",
          with: {
            condition: "high blood pressure",
          },
        },
      ],
    },
    rationale:
      "The German artichoke SmPC 4.3 names only hypersensitivity, bile-duct obstruction and gallstones and 4.4 only lactose intolerance; high blood pressure is not named and has no plausible mechanism.",
    sources: [
      {
        title: "Artischocke-Kräutertabletten - Fachinformation",
        publisher: "imedikament.de (copy of German SmPC)",
        url: "https://imedikament.de/artischocke-kraeutertabletten/fachinformation",
      },
    ],
  },
  {
    id: "sc-p19-h-artichoke-quiet-asthma",
    title: "Person with asthma takes artichoke leaf tablets",
    profile: {
      medicines: [],
      conditions: ["asthma"],
    },
    stack: [
      {
        custom: {
          name: "Artichoke leaf 320 mg tablets",
          ingredients: [
            {
              ingredient: "artichoke",
              amount: 320,
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
          ingredient: "artichoke",
          with: {
            condition: "asthma",
          },
        },
      ],
    },
    rationale:
      "The German artichoke SmPC 4.3 names only hypersensitivity, bile-duct obstruction and gallstones and 4.4 only lactose intolerance; asthma is not named and has no plausible mechanism.",
    sources: [
      {
        title: "Artischocke-Kräutertabletten - Fachinformation",
        publisher: "imedikament.de (copy of German SmPC)",
        url: "https://imedikament.de/artischocke-kraeutertabletten/fachinformation",
      },
    ],
  },
  {
    id: "sc-p19-h-artichoke-quiet-thyroid",
    title: "Person with underactive thyroid takes artichoke leaf tablets",
    profile: {
      medicines: [],
      conditions: ["underactive thyroid"],
    },
    stack: [
      {
        custom: {
          name: "Artichoke leaf 320 mg tablets",
          ingredients: [
            {
              ingredient: "artichoke",
              amount: 320,
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
          ingredient: "artichoke",
          with: {
            condition: "underactive thyroid",
          },
        },
      ],
    },
    rationale:
      "The German artichoke SmPC 4.3 names only hypersensitivity, bile-duct obstruction and gallstones and 4.4 only lactose intolerance; underactive thyroid is not named and has no plausible mechanism.",
    sources: [
      {
        title: "Artischocke-Kräutertabletten - Fachinformation",
        publisher: "imedikament.de (copy of German SmPC)",
        url: "https://imedikament.de/artischocke-kraeutertabletten/fachinformation",
      },
    ],
  },
];
