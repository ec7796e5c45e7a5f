// Scenarios of the p32 round's blind probe, written by two helpers who had not seen the records: supplement warnings
// that name a group of medicines, asked with varied members of each group (UK SmPCs of the nutrients' licensed forms,
// registered herbal medicines' leaflets), and conditions typed as UK adults type them against sections 4.3 and 4.4.
import type { ScenarioInput } from "../schema";

export const WP32_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p32c-iron-tetralysal",
    title: "Person on Tetralysal 300 for acne/infection buys over-the-counter iron tablets",
    profile: {
      medicines: ["Tetralysal 300"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg (ferrous sulfate 200 mg) tablets",
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
            medicine: "Tetralysal 300",
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
      'The ferrous sulfate SmPC names the group tetracyclines: "Iron and tetracyclines reduce the absorption of each other when administered concomitantly. Administration of iron preparations and tetracyclines should be separated by 2 to 3 hours." Spacing only, so minor to moderate. Membership: lymecycline (Tetralysal 300 = lymecycline 408 mg), listed under "5.1.3 Tetracyclines" in the NHS Devon formulary.',
    sources: [
      {
        title: "Ferrous sulfate tablets - Summary of Product Characteristics, section 4.5 (emc product 3130)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "5.1.3 Tetracyclines - South and West Devon Formulary",
        publisher: "NHS Devon formulary",
        url: "https://southwest.devonformularyguidance.nhs.uk/formulary/chapters/5-infections/5-1-antibacterial-drugs/5-1-3-tetracyclines",
      },
    ],
  },
  {
    id: "sc-p32c-iron-doxycycline",
    title: "Person on doxycycline 100mg capsules for acne/infection buys over-the-counter iron tablets",
    profile: {
      medicines: ["doxycycline 100mg capsules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg (ferrous sulfate 200 mg) tablets",
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
            medicine: "doxycycline 100mg capsules",
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
      'The ferrous sulfate SmPC names the group tetracyclines: "Iron and tetracyclines reduce the absorption of each other when administered concomitantly. Administration of iron preparations and tetracyclines should be separated by 2 to 3 hours." Spacing only, so minor to moderate. Membership: doxycycline, listed under "5.1.3 Tetracyclines" in the NHS Devon formulary.',
    sources: [
      {
        title: "Ferrous sulfate tablets - Summary of Product Characteristics, section 4.5 (emc product 3130)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "5.1.3 Tetracyclines - South and West Devon Formulary",
        publisher: "NHS Devon formulary",
        url: "https://southwest.devonformularyguidance.nhs.uk/formulary/chapters/5-infections/5-1-antibacterial-drugs/5-1-3-tetracyclines",
      },
    ],
  },
  {
    id: "sc-p32c-iron-oxytetracycline",
    title: "Person on oxytetracycline 250mg tablets for acne/infection buys over-the-counter iron tablets",
    profile: {
      medicines: ["oxytetracycline 250mg tablets"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg (ferrous sulfate 200 mg) tablets",
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
            medicine: "oxytetracycline 250mg tablets",
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
      'The ferrous sulfate SmPC names the group tetracyclines: "Iron and tetracyclines reduce the absorption of each other when administered concomitantly. Administration of iron preparations and tetracyclines should be separated by 2 to 3 hours." Spacing only, so minor to moderate. Membership: oxytetracycline, listed under "5.1.3 Tetracyclines" in the NHS Devon formulary.',
    sources: [
      {
        title: "Ferrous sulfate tablets - Summary of Product Characteristics, section 4.5 (emc product 3130)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "5.1.3 Tetracyclines - South and West Devon Formulary",
        publisher: "NHS Devon formulary",
        url: "https://southwest.devonformularyguidance.nhs.uk/formulary/chapters/5-infections/5-1-antibacterial-drugs/5-1-3-tetracyclines",
      },
    ],
  },
  {
    id: "sc-p32c-iron-levofloxacin",
    title: "Adult prescribed levofloxacin while taking iron tablets for anaemia",
    profile: {
      medicines: ["levofloxacin 500mg tablets"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg (ferrous sulfate 200 mg) tablets",
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
            medicine: "levofloxacin 500mg tablets",
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
      'The ferrous sulfate SmPC names quinolones as a group: "Iron may reduce the absorption of quinolones. Administration of iron preparations and quinolones should be separated by at least 2 hours." Membership: NHS Lothian lists the fluoroquinolones available in the UK as "ciprofloxacin, ofloxacin, levofloxacin, moxifloxacin", so levofloxacin is a quinolone.',
    sources: [
      {
        title: "Ferrous sulfate tablets - Summary of Product Characteristics, section 4.5 (emc product 3130)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Fluoroquinolone warning - NHS Lothian Antimicrobial Companion",
        publisher: "NHS Lothian",
        url: "https://antimicrobialcompanion.scot/nhs-lothian/useful-information/fluoroquinolone-warning/",
      },
    ],
  },
  {
    id: "sc-p32c-iron-ofloxacin",
    title: "Adult prescribed ofloxacin while taking iron tablets for anaemia",
    profile: {
      medicines: ["ofloxacin 200mg tablets"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg (ferrous sulfate 200 mg) tablets",
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
            medicine: "ofloxacin 200mg tablets",
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
      'The ferrous sulfate SmPC names quinolones as a group: "Iron may reduce the absorption of quinolones. Administration of iron preparations and quinolones should be separated by at least 2 hours." Membership: NHS Lothian lists the fluoroquinolones available in the UK as "ciprofloxacin, ofloxacin, levofloxacin, moxifloxacin", so ofloxacin is a quinolone.',
    sources: [
      {
        title: "Ferrous sulfate tablets - Summary of Product Characteristics, section 4.5 (emc product 3130)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Fluoroquinolone warning - NHS Lothian Antimicrobial Companion",
        publisher: "NHS Lothian",
        url: "https://antimicrobialcompanion.scot/nhs-lothian/useful-information/fluoroquinolone-warning/",
      },
    ],
  },
  {
    id: "sc-p32c-iron-moxifloxacin",
    title: "Adult prescribed moxifloxacin while taking iron tablets for anaemia",
    profile: {
      medicines: ["moxifloxacin 400mg tablets"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg (ferrous sulfate 200 mg) tablets",
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
            medicine: "moxifloxacin 400mg tablets",
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
      'The ferrous sulfate SmPC names quinolones as a group: "Iron may reduce the absorption of quinolones. Administration of iron preparations and quinolones should be separated by at least 2 hours." Membership: NHS Lothian lists the fluoroquinolones available in the UK as "ciprofloxacin, ofloxacin, levofloxacin, moxifloxacin", so moxifloxacin is a quinolone.',
    sources: [
      {
        title: "Ferrous sulfate tablets - Summary of Product Characteristics, section 4.5 (emc product 3130)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Fluoroquinolone warning - NHS Lothian Antimicrobial Companion",
        publisher: "NHS Lothian",
        url: "https://antimicrobialcompanion.scot/nhs-lothian/useful-information/fluoroquinolone-warning/",
      },
    ],
  },
  {
    id: "sc-p32c-iron-risedronate",
    title: "Woman on a bisphosphonate (risedronate sodium) starts iron tablets",
    profile: {
      medicines: ["risedronate sodium 35mg once weekly"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg (ferrous sulfate 200 mg) tablets",
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
            medicine: "risedronate sodium 35mg once weekly",
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
      'The ferrous sulfate SmPC warns about the group: "Biphosphonates: The absorption of biphosphonates is reduced when taken concurrently with iron preparations. Administration should be separated by at least 2 hours." Membership: NICE TA464 lists "Oral bisphosphonates (alendronic acid, ibandronic acid and risedronate sodium)".',
    sources: [
      {
        title: "Ferrous sulfate tablets - Summary of Product Characteristics, section 4.5 (emc product 3130)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Bisphosphonates for treating osteoporosis (TA464) - 1 Recommendations",
        publisher: "NICE",
        url: "https://www.nice.org.uk/guidance/ta464/chapter/1-Recommendations?UNLID=5176435742020525163911",
      },
    ],
  },
  {
    id: "sc-p32c-iron-ibandronic",
    title: "Woman on a bisphosphonate (ibandronic acid) starts iron tablets",
    profile: {
      medicines: ["ibandronic acid 150mg monthly tablet"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg (ferrous sulfate 200 mg) tablets",
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
            medicine: "ibandronic acid 150mg monthly tablet",
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
      'The ferrous sulfate SmPC warns about the group: "Biphosphonates: The absorption of biphosphonates is reduced when taken concurrently with iron preparations. Administration should be separated by at least 2 hours." Membership: NICE TA464 lists "Oral bisphosphonates (alendronic acid, ibandronic acid and risedronate sodium)".',
    sources: [
      {
        title: "Ferrous sulfate tablets - Summary of Product Characteristics, section 4.5 (emc product 3130)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Bisphosphonates for treating osteoporosis (TA464) - 1 Recommendations",
        publisher: "NICE",
        url: "https://www.nice.org.uk/guidance/ta464/chapter/1-Recommendations?UNLID=5176435742020525163911",
      },
    ],
  },
  {
    id: "sc-p32c-iron-sinemet",
    title: "Person with Parkinson's on Sinemet 25mg/100mg takes an iron supplement",
    profile: {
      medicines: ["Sinemet 25mg/100mg (co-careldopa)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg (ferrous sulfate 200 mg) tablets",
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
            medicine: "Sinemet 25mg/100mg (co-careldopa)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The ferrous sulfate SmPC names the dopaminergic group: "Dopaminergics: Oral iron preparations may reduce the absorption of dopaminergics such as co-careldopa, entacapone and levodopa." This medicine is named in that list. Reduced levodopa absorption may affect symptom control, so ask the pharmacist (moderate).',
    sources: [
      {
        title: "Ferrous sulfate tablets - Summary of Product Characteristics, section 4.5 (emc product 3130)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p32c-iron-cobeneldopa",
    title: "Person with Parkinson's on co-beneldopa 100mg/25mg capsules takes an iron supplement",
    profile: {
      medicines: ["co-beneldopa 100mg/25mg capsules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg (ferrous sulfate 200 mg) tablets",
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
            medicine: "co-beneldopa 100mg/25mg capsules",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The ferrous sulfate SmPC names the dopaminergic group: "Dopaminergics: Oral iron preparations may reduce the absorption of dopaminergics such as co-careldopa, entacapone and levodopa." Co-beneldopa contains levodopa: "One capsule contains 100 mg of levodopa and 25 mg of benserazide" (co-beneldopa SmPC). Reduced levodopa absorption may affect symptom control, so ask the pharmacist (moderate).',
    sources: [
      {
        title: "Ferrous sulfate tablets - Summary of Product Characteristics, section 4.5 (emc product 3130)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Co-Beneldopa 100 mg/25 mg Capsules - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/co-beneldopa-100-mg-25-mg-capsules-92388/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p32c-iron-mycophenolate",
    title: "Kidney-transplant patient on mycophenolate mofetil wants iron tablets",
    profile: {
      medicines: ["mycophenolate mofetil 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg (ferrous sulfate 200 mg) tablets",
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
            medicine: "mycophenolate mofetil 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC: "Mycophenolate mofetil: Oral iron preparations significantly reduce the absorption of mycophenolate mofetil." A significant loss of immunosuppressant exposure needs the prescriber\'s advice (moderate).',
    sources: [
      {
        title: "Ferrous sulfate tablets - Summary of Product Characteristics, section 4.5 (emc product 3130)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p32c-iron-methyldopa",
    title: "Pregnant woman on methyldopa for blood pressure is prescribed iron",
    profile: {
      medicines: ["methyldopa 250mg"],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg (ferrous sulfate 200 mg) tablets",
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
      'Ferrous sulfate SmPC: "Methyldopa: Oral iron preparations may antagonise the antihypertensive effect of methyldopa." Blood pressure should be monitored (moderate).',
    sources: [
      {
        title: "Ferrous sulfate tablets - Summary of Product Characteristics, section 4.5 (emc product 3130)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p32c-iron-levothyroxine",
    title: "Woman on levothyroxine 100 micrograms starts iron tablets",
    profile: {
      medicines: ["levothyroxine 100 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg (ferrous sulfate 200 mg) tablets",
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
            medicine: "levothyroxine 100 micrograms",
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
      'Ferrous sulfate SmPC: "Thyroid hormone: Ferrous sulfate reduces the absorption of levothyroxine and so should be taken at least 2 hours apart." Spacing advice (minor to moderate).',
    sources: [
      {
        title: "Ferrous sulfate tablets - Summary of Product Characteristics, section 4.5 (emc product 3130)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p32c-iron-penicillamine",
    title: "Person on penicillamine for Wilson's disease considers iron tablets",
    profile: {
      medicines: ["penicillamine 250mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg (ferrous sulfate 200 mg) tablets",
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
      'Ferrous sulfate SmPC: "Penicillamine: Oral iron preparations can reduce the absorption of penicillamine. Also the absorption of iron is impaired by penicillamine." At least a note is expected.',
    sources: [
      {
        title: "Ferrous sulfate tablets - Summary of Product Characteristics, section 4.5 (emc product 3130)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p32c-iron-amlodipine-quiet",
    title: "Man on amlodipine 5mg takes iron tablets",
    profile: {
      medicines: ["amlodipine 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg (ferrous sulfate 200 mg) tablets",
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
      'The ferrous sulfate SmPC interaction section lists antacids, tetracyclines, quinolones, "Biphosphonates", cholestyramine, dopaminergics, methyldopa, mycophenolate, penicillamine, levothyroxine, trientine and zinc; calcium-channel blockers are not named and there is no chelation or absorption mechanism, so no flag.',
    sources: [
      {
        title: "Ferrous sulfate tablets - Summary of Product Characteristics, section 4.5 (emc product 3130)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p32c-iron-sertraline-quiet",
    title: "Woman on sertraline 50mg starts iron tablets",
    profile: {
      medicines: ["sertraline 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg (ferrous sulfate 200 mg) tablets",
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
      'SSRIs are not among the groups the ferrous sulfate SmPC names ("Antibacterials", "Biphosphonates", "Dopaminergics", "Thyroid hormone"...), and there is no plausible mechanism; no flag expected.',
    sources: [
      {
        title: "Ferrous sulfate tablets - Summary of Product Characteristics, section 4.5 (emc product 3130)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p32c-iron-atorvastatin-quiet",
    title: "Man on atorvastatin 20mg takes an iron supplement",
    profile: {
      medicines: ["atorvastatin 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg (ferrous sulfate 200 mg) tablets",
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
      'Statins are not named in the ferrous sulfate SmPC section 4.5 (which lists e.g. "Antacids and mineral supplements", "Antibacterials", "Penicillamine"); no plausible interaction, so no flag.',
    sources: [
      {
        title: "Ferrous sulfate tablets - Summary of Product Characteristics, section 4.5 (emc product 3130)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p32c-mg-lymecycline",
    title: "Person on lymecycline for acne takes magnesium for cramps",
    profile: {
      medicines: ["lymecycline 408mg capsules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 375 mg tablets",
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
            medicine: "lymecycline 408mg capsules",
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
      'Magnesium SmPC (emc 12118) names tetracycline: "Fluorides and tetracycline: if they must be used, the doses must be separated by 2 to 3 hours or more to prevent their admixture in the gut." Membership: lymecycline is listed under "5.1.3 Tetracyclines" in the NHS Devon formulary. Spacing only (minor to moderate).',
    sources: [
      {
        title: "Magnesium supplement - Summary of Product Characteristics, section 4.5 (emc product 12118)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/12118/smpc",
      },
      {
        title: "5.1.3 Tetracyclines - South and West Devon Formulary",
        publisher: "NHS Devon formulary",
        url: "https://southwest.devonformularyguidance.nhs.uk/formulary/chapters/5-infections/5-1-antibacterial-drugs/5-1-3-tetracyclines",
      },
    ],
  },
  {
    id: "sc-p32c-mg-minocycline",
    title: "Person on minocycline for acne takes magnesium for cramps",
    profile: {
      medicines: ["minocycline 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 375 mg tablets",
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
            medicine: "minocycline 100mg",
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
      'Magnesium SmPC (emc 12118) names tetracycline: "Fluorides and tetracycline: if they must be used, the doses must be separated by 2 to 3 hours or more to prevent their admixture in the gut." Membership: minocycline is listed under "5.1.3 Tetracyclines" in the NHS Devon formulary. Spacing only (minor to moderate).',
    sources: [
      {
        title: "Magnesium supplement - Summary of Product Characteristics, section 4.5 (emc product 12118)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/12118/smpc",
      },
      {
        title: "5.1.3 Tetracyclines - South and West Devon Formulary",
        publisher: "NHS Devon formulary",
        url: "https://southwest.devonformularyguidance.nhs.uk/formulary/chapters/5-infections/5-1-antibacterial-drugs/5-1-3-tetracyclines",
      },
    ],
  },
  {
    id: "sc-p32c-mg-alendronic",
    title: "Woman on alendronic acid 70mg weekly starts magnesium",
    profile: {
      medicines: ["alendronic acid 70mg weekly"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 375 mg tablets",
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
            medicine: "alendronic acid 70mg weekly",
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
      'Magnesium SmPC: "Aminoquinolines, quinidine and quinidine derivatives, nitrofurantoin, penicillamine, iron, bisphosphonates, eltrombopag, nitroxoline: to avoid impairment of absorption, magnesium preparations should be taken 3 to 4 hours before or after the administration of those drugs." Membership: NICE TA464 lists "Oral bisphosphonates (alendronic acid, ibandronic acid and risedronate sodium)".',
    sources: [
      {
        title: "Magnesium supplement - Summary of Product Characteristics, section 4.5 (emc product 12118)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/12118/smpc",
      },
      {
        title: "Bisphosphonates for treating osteoporosis (TA464) - 1 Recommendations",
        publisher: "NICE",
        url: "https://www.nice.org.uk/guidance/ta464/chapter/1-Recommendations?UNLID=5176435742020525163911",
      },
    ],
  },
  {
    id: "sc-p32c-mg-risedronate",
    title: "Man on Actonel Once a Week 35mg takes magnesium glycinate",
    profile: {
      medicines: ["Actonel Once a Week 35mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 375 mg tablets",
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
            medicine: "Actonel Once a Week 35mg",
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
      'Magnesium SmPC: "Aminoquinolines, quinidine and quinidine derivatives, nitrofurantoin, penicillamine, iron, bisphosphonates, eltrombopag, nitroxoline: to avoid impairment of absorption, magnesium preparations should be taken 3 to 4 hours before or after the administration of those drugs." Actonel is risedronate sodium; NICE TA464 lists risedronate sodium among "Oral bisphosphonates".',
    sources: [
      {
        title: "Magnesium supplement - Summary of Product Characteristics, section 4.5 (emc product 12118)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/12118/smpc",
      },
      {
        title: "Bisphosphonates for treating osteoporosis (TA464) - 1 Recommendations",
        publisher: "NICE",
        url: "https://www.nice.org.uk/guidance/ta464/chapter/1-Recommendations?UNLID=5176435742020525163911",
      },
    ],
  },
  {
    id: "sc-p32c-mg-nitrofurantoin",
    title: "Woman with cystitis on Macrobid 100mg takes magnesium",
    profile: {
      medicines: ["Macrobid 100mg (nitrofurantoin)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 375 mg tablets",
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
            medicine: "Macrobid 100mg (nitrofurantoin)",
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
      'Magnesium SmPC: "Aminoquinolines, quinidine and quinidine derivatives, nitrofurantoin, penicillamine, iron, bisphosphonates, eltrombopag, nitroxoline: to avoid impairment of absorption, magnesium preparations should be taken 3 to 4 hours before or after the administration of those drugs." Nitrofurantoin is named; spacing advice only.',
    sources: [
      {
        title: "Magnesium supplement - Summary of Product Characteristics, section 4.5 (emc product 12118)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/12118/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-mg-hydroxychloroquine",
    title: "Person with lupus on hydroxychloroquine 200mg starts magnesium",
    profile: {
      medicines: ["hydroxychloroquine 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 375 mg tablets",
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
            medicine: "hydroxychloroquine 200mg",
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
      'Magnesium SmPC names "Aminoquinolines" in: "Aminoquinolines, quinidine and quinidine derivatives, nitrofurantoin, penicillamine, iron, bisphosphonates, eltrombopag, nitroxoline: to avoid impairment of absorption, magnesium preparations should be taken 3 to 4 hours before or after the administration of those drugs." The magnesium salts SmPC (emc 4841) names "chloroquine and hydroxychloroquine" directly, which places hydroxychloroquine in that group.',
    sources: [
      {
        title: "Magnesium supplement - Summary of Product Characteristics, section 4.5 (emc product 12118)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/12118/smpc",
      },
      {
        title:
          "Oral magnesium salts product - Summary of Product Characteristics, section 4.5 (emc product 4841)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-mg-gabapentin",
    title: "Person on gabapentin 300mg capsules takes magnesium tablets",
    profile: {
      medicines: ["gabapentin 300mg capsules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 375 mg tablets",
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
            medicine: "gabapentin 300mg capsules",
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
      'Magnesium salts SmPC (emc 4841): "Magnesium salts may interfere with the absorption of many drugs including (but not limited to) ACE inhibitors (captopril, enalapril, fosinopril); antibacterials and antifungals (... tetracyclines, rifampicin and quinolone antibacterials); ... bisphosphonates; corticosteroids (deflazacort); dipyridamole; antiepileptics (gabapentin and phenytoin); ulcer healing drugs (lansoprazole); levothyroxine; mycophenolate; rosuvastatin; antipsychotics (sulpiride and phenothiazines); chloroquine and hydroxychloroquine; penicillamine, and digoxin" and the product should not be "taken within two to four hours of any other medicinal products". Gabapentin is named under antiepileptics. Spacing only (minor to moderate).',
    sources: [
      {
        title:
          "Oral magnesium salts product - Summary of Product Characteristics, section 4.5 (emc product 4841)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-mg-phenytoin",
    title: "Person on Epanutin 100mg (phenytoin) takes magnesium tablets",
    profile: {
      medicines: ["Epanutin 100mg (phenytoin)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 375 mg tablets",
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
            medicine: "Epanutin 100mg (phenytoin)",
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
      'Magnesium salts SmPC (emc 4841): "Magnesium salts may interfere with the absorption of many drugs including (but not limited to) ACE inhibitors (captopril, enalapril, fosinopril); antibacterials and antifungals (... tetracyclines, rifampicin and quinolone antibacterials); ... bisphosphonates; corticosteroids (deflazacort); dipyridamole; antiepileptics (gabapentin and phenytoin); ulcer healing drugs (lansoprazole); levothyroxine; mycophenolate; rosuvastatin; antipsychotics (sulpiride and phenothiazines); chloroquine and hydroxychloroquine; penicillamine, and digoxin" and the product should not be "taken within two to four hours of any other medicinal products". Phenytoin is named under antiepileptics. Spacing only (minor to moderate).',
    sources: [
      {
        title:
          "Oral magnesium salts product - Summary of Product Characteristics, section 4.5 (emc product 4841)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-mg-rosuvastatin",
    title: "Person on rosuvastatin 10mg takes magnesium tablets",
    profile: {
      medicines: ["rosuvastatin 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 375 mg tablets",
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
            medicine: "rosuvastatin 10mg",
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
      'Magnesium salts SmPC (emc 4841): "Magnesium salts may interfere with the absorption of many drugs including (but not limited to) ACE inhibitors (captopril, enalapril, fosinopril); antibacterials and antifungals (... tetracyclines, rifampicin and quinolone antibacterials); ... bisphosphonates; corticosteroids (deflazacort); dipyridamole; antiepileptics (gabapentin and phenytoin); ulcer healing drugs (lansoprazole); levothyroxine; mycophenolate; rosuvastatin; antipsychotics (sulpiride and phenothiazines); chloroquine and hydroxychloroquine; penicillamine, and digoxin" and the product should not be "taken within two to four hours of any other medicinal products". Rosuvastatin is named. Spacing only (minor to moderate).',
    sources: [
      {
        title:
          "Oral magnesium salts product - Summary of Product Characteristics, section 4.5 (emc product 4841)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-mg-moxifloxacin",
    title: "Man on moxifloxacin 400mg for pneumonia keeps taking magnesium",
    profile: {
      medicines: ["moxifloxacin 400mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 375 mg tablets",
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
            medicine: "moxifloxacin 400mg",
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
      'Magnesium salts SmPC (emc 4841) lists "quinolone antibacterials" among drugs whose absorption magnesium salts may impair, and advises not taking the product "within two to four hours of any other medicinal products". NHS Lothian lists moxifloxacin among the UK fluoroquinolones.',
    sources: [
      {
        title:
          "Oral magnesium salts product - Summary of Product Characteristics, section 4.5 (emc product 4841)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
      {
        title: "Fluoroquinolone warning - NHS Lothian Antimicrobial Companion",
        publisher: "NHS Lothian",
        url: "https://antimicrobialcompanion.scot/nhs-lothian/useful-information/fluoroquinolone-warning/",
      },
    ],
  },
  {
    id: "sc-p32c-mg-fexofenadine",
    title: "Hay-fever sufferer on fexofenadine 120mg takes magnesium",
    profile: {
      medicines: ["fexofenadine 120mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 375 mg tablets",
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
            medicine: "fexofenadine 120mg",
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
      'Magnesium hydroxide SmPC lists "antihistamines (fexofenadine)" among drugs whose absorption magnesium salts reduce, and the magnesium salts SmPC (emc 4841) also names fexofenadine; separate by 2 to 3 hours.',
    sources: [
      {
        title:
          "Magnesium hydroxide (antacid/laxative) - Summary of Product Characteristics, section 4.5 (emc medicine 25343)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/medicine/25343",
      },
      {
        title:
          "Oral magnesium salts product - Summary of Product Characteristics, section 4.5 (emc product 4841)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-fa-phenytoin",
    title: "Woman with epilepsy on phenytoin 100mg capsules planning pregnancy starts folic acid",
    profile: {
      medicines: ["phenytoin 100mg capsules"],
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
            medicine: "phenytoin 100mg capsules",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC: "Folic acid has been observed to reduce plasma levels of anticonvulsants, particularly phenytoin, phenobarbital and primidone and therefore patients should be carefully monitored by the physician and the anticonvulsant drug dose adjusted as necessary." The medicine is named in the text; monitoring/dose adjustment means moderate.',
    sources: [
      {
        title: "Folic acid tablets - Summary of Product Characteristics, section 4.5 (emc medicine 23233)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p32c-fa-phenobarbital",
    title: "Woman with epilepsy on phenobarbital 30mg planning pregnancy starts folic acid",
    profile: {
      medicines: ["phenobarbital 30mg"],
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
            medicine: "phenobarbital 30mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC: "Folic acid has been observed to reduce plasma levels of anticonvulsants, particularly phenytoin, phenobarbital and primidone and therefore patients should be carefully monitored by the physician and the anticonvulsant drug dose adjusted as necessary." The medicine is named in the text; monitoring/dose adjustment means moderate.',
    sources: [
      {
        title: "Folic acid tablets - Summary of Product Characteristics, section 4.5 (emc medicine 23233)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p32c-fa-primidone",
    title: "Woman with epilepsy on Mysoline 250mg (primidone) planning pregnancy starts folic acid",
    profile: {
      medicines: ["Mysoline 250mg (primidone)"],
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
            medicine: "Mysoline 250mg (primidone)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC: "Folic acid has been observed to reduce plasma levels of anticonvulsants, particularly phenytoin, phenobarbital and primidone and therefore patients should be carefully monitored by the physician and the anticonvulsant drug dose adjusted as necessary." The medicine is named in the text; monitoring/dose adjustment means moderate.',
    sources: [
      {
        title: "Folic acid tablets - Summary of Product Characteristics, section 4.5 (emc medicine 23233)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p32c-fa-methotrexate",
    title: "Person on weekly methotrexate 10mg buys folic acid",
    profile: {
      medicines: ["methotrexate 2.5mg tablets (10mg weekly)"],
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
            medicine: "methotrexate 2.5mg tablets (10mg weekly)",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic acid SmPC: "Folic acid may interfere with the toxic and therapeutic effect of methotrexate." Folic acid is often prescribed with methotrexate on set days, so at least a note to check the schedule with the prescriber.',
    sources: [
      {
        title: "Folic acid tablets - Summary of Product Characteristics, section 4.5 (emc medicine 23233)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p32c-fa-trimethoprim",
    title: "Woman on trimethoprim 200mg for a UTI takes folic acid",
    profile: {
      medicines: ["trimethoprim 200mg"],
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
      'Folic acid SmPC: "Trimethoprim or sulphonamides, alone or in combination as co-trimoxazole, may reduce the effect of folic acid and this may be serious in patients with megaloblastic anaemia." At least a note.',
    sources: [
      {
        title: "Folic acid tablets - Summary of Product Characteristics, section 4.5 (emc medicine 23233)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p32c-fa-amlodipine-quiet",
    title: "Man on amlodipine 10mg takes folic acid",
    profile: {
      medicines: ["amlodipine 10mg"],
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
            medicine: "amlodipine 10mg",
          },
        },
      ],
    },
    rationale:
      'The folic acid SmPC names sulfasalazine, cholestyramine, "anticonvulsants", fluorouracil, antacids, trimethoprim/sulphonamides, chloramphenicol, zinc and methotrexate; calcium-channel blockers are not named and there is no mechanism, so no flag.',
    sources: [
      {
        title: "Folic acid tablets - Summary of Product Characteristics, section 4.5 (emc medicine 23233)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p32c-fa-levothyroxine-quiet",
    title: "Woman on levothyroxine 75 micrograms takes folic acid before pregnancy",
    profile: {
      medicines: ["levothyroxine 75 micrograms"],
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
            medicine: "levothyroxine 75 micrograms",
          },
        },
      ],
    },
    rationale:
      'Thyroid hormones are not among the medicines the folic acid SmPC lists (e.g. "sulfasalazine", "cholestyramine", "anticonvulsants", "methotrexate"); folic acid is not a polyvalent cation, so no flag.',
    sources: [
      {
        title: "Folic acid tablets - Summary of Product Characteristics, section 4.5 (emc medicine 23233)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p32c-fa-sertraline-quiet",
    title: "Woman on sertraline 100mg takes folic acid",
    profile: {
      medicines: ["sertraline 100mg"],
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
            medicine: "sertraline 100mg",
          },
        },
      ],
    },
    rationale:
      'Antidepressants are not named in the folic acid SmPC interaction section (it lists e.g. "anticonvulsants, particularly phenytoin, phenobarbital and primidone", "methotrexate"); no plausible mechanism, so no flag.',
    sources: [
      {
        title: "Folic acid tablets - Summary of Product Characteristics, section 4.5 (emc medicine 23233)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p32c-sjw-levetiracetam",
    title: "Person with epilepsy on Keppra 500mg (levetiracetam) wants St John's wort for low mood",
    profile: {
      medicines: ["Keppra 500mg (levetiracetam)"],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        custom: {
          name: "St John's Wort 425 mg extract tablets (THR)",
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
            medicine: "Keppra 500mg (levetiracetam)",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'MHRA: "concomitant use of St John\'s wort and antiepileptic medicine is not recommended: healthcare professionals should advise patients with epilepsy not to use products that contain St John\'s wort"; the warnings were extended "to include all antiepileptic medicines", after a case with "levetiracetam, lamotrigine, and clobazam". This antiepileptic is named; "not recommended" = major.',
    sources: [
      {
        title:
          "Herbal ingredient St John's wort may interact with antiepileptics (Drug Safety Update, November 2007)",
        publisher: "MHRA, gov.uk",
        url: "https://gov.uk/drug-safety-update/herbal-ingredient-st-john-s-wort-may-interact-with-antiepileptics",
      },
    ],
  },
  {
    id: "sc-p32c-sjw-lamotrigine",
    title: "Person with epilepsy on lamotrigine 100mg wants St John's wort for low mood",
    profile: {
      medicines: ["lamotrigine 100mg"],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        custom: {
          name: "St John's Wort 425 mg extract tablets (THR)",
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
            medicine: "lamotrigine 100mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'MHRA: "concomitant use of St John\'s wort and antiepileptic medicine is not recommended: healthcare professionals should advise patients with epilepsy not to use products that contain St John\'s wort"; the warnings were extended "to include all antiepileptic medicines", after a case with "levetiracetam, lamotrigine, and clobazam". This antiepileptic is named; "not recommended" = major.',
    sources: [
      {
        title:
          "Herbal ingredient St John's wort may interact with antiepileptics (Drug Safety Update, November 2007)",
        publisher: "MHRA, gov.uk",
        url: "https://gov.uk/drug-safety-update/herbal-ingredient-st-john-s-wort-may-interact-with-antiepileptics",
      },
    ],
  },
  {
    id: "sc-p32c-sjw-clobazam",
    title: "Person with epilepsy on clobazam 10mg wants St John's wort for low mood",
    profile: {
      medicines: ["clobazam 10mg"],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        custom: {
          name: "St John's Wort 425 mg extract tablets (THR)",
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
            medicine: "clobazam 10mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'MHRA: "concomitant use of St John\'s wort and antiepileptic medicine is not recommended: healthcare professionals should advise patients with epilepsy not to use products that contain St John\'s wort"; the warnings were extended "to include all antiepileptic medicines", after a case with "levetiracetam, lamotrigine, and clobazam". This antiepileptic is named; "not recommended" = major.',
    sources: [
      {
        title:
          "Herbal ingredient St John's wort may interact with antiepileptics (Drug Safety Update, November 2007)",
        publisher: "MHRA, gov.uk",
        url: "https://gov.uk/drug-safety-update/herbal-ingredient-st-john-s-wort-may-interact-with-antiepileptics",
      },
    ],
  },
  {
    id: "sc-p32c-zn-tetralysal",
    title: "Person on lymecycline (Tetralysal) for acne or rosacea takes zinc for skin",
    profile: {
      medicines: ["Tetralysal 300 capsules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg (as zinc gluconate) tablets",
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
            medicine: "Tetralysal 300 capsules",
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
      'Solvazinc SmPC 4.5 ("Tetracycline Antibacterials"): "Zinc may reduce the absorption of concurrently administered tetracyclines, also the absorption of zinc may be reduced by tetracyclines; when both are being given an interval of at least three hours should be allowed." Membership: lymecycline is listed under "5.1.3 Tetracyclines" in the NHS Devon formulary. Spacing only.',
    sources: [
      {
        title: "Solvazinc - SmPC sections 4.3-4.5 (MHRA, Galen Limited)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
      {
        title: "Solvazinc 45mg Effervescent Tablets - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
      {
        title: "5.1.3 Tetracyclines - South and West Devon Formulary",
        publisher: "NHS Devon formulary",
        url: "https://southwest.devonformularyguidance.nhs.uk/formulary/chapters/5-infections/5-1-antibacterial-drugs/5-1-3-tetracyclines",
      },
    ],
  },
  {
    id: "sc-p32c-zn-doxycycline",
    title: "Person on doxycycline for acne or rosacea takes zinc for skin",
    profile: {
      medicines: ["doxycycline 50mg capsules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg (as zinc gluconate) tablets",
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
            medicine: "doxycycline 50mg capsules",
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
      'Solvazinc SmPC 4.5 ("Tetracycline Antibacterials"): "Zinc may reduce the absorption of concurrently administered tetracyclines, also the absorption of zinc may be reduced by tetracyclines; when both are being given an interval of at least three hours should be allowed." Membership: doxycycline is listed under "5.1.3 Tetracyclines" in the NHS Devon formulary. Spacing only.',
    sources: [
      {
        title: "Solvazinc - SmPC sections 4.3-4.5 (MHRA, Galen Limited)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
      {
        title: "Solvazinc 45mg Effervescent Tablets - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
      {
        title: "5.1.3 Tetracyclines - South and West Devon Formulary",
        publisher: "NHS Devon formulary",
        url: "https://southwest.devonformularyguidance.nhs.uk/formulary/chapters/5-infections/5-1-antibacterial-drugs/5-1-3-tetracyclines",
      },
    ],
  },
  {
    id: "sc-p32c-zn-oxytetracycline",
    title: "Person on oxytetracycline for acne or rosacea takes zinc for skin",
    profile: {
      medicines: ["oxytetracycline 250mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg (as zinc gluconate) tablets",
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
            medicine: "oxytetracycline 250mg",
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
      'Solvazinc SmPC 4.5 ("Tetracycline Antibacterials"): "Zinc may reduce the absorption of concurrently administered tetracyclines, also the absorption of zinc may be reduced by tetracyclines; when both are being given an interval of at least three hours should be allowed." Membership: oxytetracycline is listed under "5.1.3 Tetracyclines" in the NHS Devon formulary. Spacing only.',
    sources: [
      {
        title: "Solvazinc - SmPC sections 4.3-4.5 (MHRA, Galen Limited)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
      {
        title: "Solvazinc 45mg Effervescent Tablets - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
      {
        title: "5.1.3 Tetracyclines - South and West Devon Formulary",
        publisher: "NHS Devon formulary",
        url: "https://southwest.devonformularyguidance.nhs.uk/formulary/chapters/5-infections/5-1-antibacterial-drugs/5-1-3-tetracyclines",
      },
    ],
  },
  {
    id: "sc-p32c-zn-ciprofloxacin",
    title: "Person on ciprofloxacin 500mg takes zinc lozenges/tablets for a cold",
    profile: {
      medicines: ["ciprofloxacin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg (as zinc gluconate) tablets",
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
            max: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Solvazinc SmPC 4.5 ("Quinolone Antibacterials"): "Zinc may reduce the absorption of quinolones; ciprofloxacin, levofloxacin, moxifloxacin, norfloxacin and ofloxacin." The quinolone is named; reduced antibiotic absorption, so separate doses (minor to moderate).',
    sources: [
      {
        title: "Solvazinc - SmPC sections 4.3-4.5 (MHRA, Galen Limited)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
      {
        title: "Solvazinc 45mg Effervescent Tablets - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
    ],
  },
  {
    id: "sc-p32c-zn-levofloxacin",
    title: "Person on levofloxacin 250mg takes zinc lozenges/tablets for a cold",
    profile: {
      medicines: ["levofloxacin 250mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg (as zinc gluconate) tablets",
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
            medicine: "levofloxacin 250mg",
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
      'Solvazinc SmPC 4.5 ("Quinolone Antibacterials"): "Zinc may reduce the absorption of quinolones; ciprofloxacin, levofloxacin, moxifloxacin, norfloxacin and ofloxacin." The quinolone is named; reduced antibiotic absorption, so separate doses (minor to moderate).',
    sources: [
      {
        title: "Solvazinc - SmPC sections 4.3-4.5 (MHRA, Galen Limited)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
      {
        title: "Solvazinc 45mg Effervescent Tablets - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
    ],
  },
  {
    id: "sc-p32c-zn-ofloxacin",
    title: "Person on Tarivid 200mg (ofloxacin) takes zinc lozenges/tablets for a cold",
    profile: {
      medicines: ["Tarivid 200mg (ofloxacin)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg (as zinc gluconate) tablets",
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
            medicine: "Tarivid 200mg (ofloxacin)",
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
      'Solvazinc SmPC 4.5 ("Quinolone Antibacterials"): "Zinc may reduce the absorption of quinolones; ciprofloxacin, levofloxacin, moxifloxacin, norfloxacin and ofloxacin." The quinolone is named; reduced antibiotic absorption, so separate doses (minor to moderate).',
    sources: [
      {
        title: "Solvazinc - SmPC sections 4.3-4.5 (MHRA, Galen Limited)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
      {
        title: "Solvazinc 45mg Effervescent Tablets - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
    ],
  },
  {
    id: "sc-p32c-zn-penicillamine",
    title: "Person on penicillamine for Wilson's disease buys zinc",
    profile: {
      medicines: ["penicillamine 250mg tablets"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg (as zinc gluconate) tablets",
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
            medicine: "penicillamine 250mg tablets",
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
      'Solvazinc SmPC: "The absorption of zinc may be reduced by penicillamine, also the absorption of penicillamine may be reduced by zinc." At least a note.',
    sources: [
      {
        title: "Solvazinc - SmPC sections 4.3-4.5 (MHRA, Galen Limited)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p32c-zn-amlodipine-quiet",
    title: "Man on amlodipine 5mg takes zinc",
    profile: {
      medicines: ["amlodipine 5mg tablets"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg (as zinc gluconate) tablets",
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
            medicine: "amlodipine 5mg tablets",
          },
        },
      ],
    },
    rationale:
      'The Solvazinc SmPC interaction section names copper, "Tetracycline Antibacterials", "Quinolone Antibacterials", calcium salts, iron, penicillamine and trientine; calcium-channel blockers are not named and there is no chelation mechanism, so no flag.',
    sources: [
      {
        title: "Solvazinc - SmPC sections 4.3-4.5 (MHRA, Galen Limited)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p32c-zn-metformin-quiet",
    title: "Person with type 2 diabetes on metformin takes zinc",
    profile: {
      medicines: ["metformin 500mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg (as zinc gluconate) tablets",
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
      'Antidiabetic medicines are not among the groups the Solvazinc SmPC names ("Tetracycline Antibacterials", "Quinolone Antibacterials", penicillamine, trientine...); no plausible mechanism at supplement doses, so no flag.',
    sources: [
      {
        title: "Solvazinc - SmPC sections 4.3-4.5 (MHRA, Galen Limited)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p32c-zn-sertraline-quiet",
    title: "Woman on sertraline takes zinc",
    profile: {
      medicines: ["sertraline 50mg tablets"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg (as zinc gluconate) tablets",
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
            medicine: "sertraline 50mg tablets",
          },
        },
      ],
    },
    rationale:
      'SSRIs are not named in the Solvazinc SmPC section 4.5 (which lists "Tetracycline Antibacterials", "Quinolone Antibacterials", calcium salts, iron, penicillamine and trientine); no flag expected.',
    sources: [
      {
        title: "Solvazinc - SmPC sections 4.3-4.5 (MHRA, Galen Limited)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p32c-b6-sinemet-quiet",
    title: "Person with Parkinson's on Sinemet Plus 25mg/100mg takes vitamin B6",
    profile: {
      medicines: ["Sinemet Plus 25mg/100mg"],
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b6",
          with: {
            medicine: "Sinemet Plus 25mg/100mg",
          },
        },
      ],
    },
    rationale:
      'Pyridoxine SmPC: "Pyridoxine hydrochloride may reduce the effect of levodopa, a drug used in the treatment of Parkinsons Disease unless a dopa decarboxylase inhibitor is also given." Sinemet Plus leaflet: "carbidopa belongs to a group of medicines called \'aromatic amino acid decarboxylase inhibitors\'". This product combines levodopa with carbidopa, a dopa decarboxylase inhibitor, so the source states the effect does not apply; no flag.',
    sources: [
      {
        title: "Pyridoxine Hydrochloride 50 mg film-coated tablets - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/100831/smpc",
      },
      {
        title:
          "Sinemet Plus Tablets (carbidopa and levodopa) / Co-Careldopa 25mg/100mg Tablets - Package leaflet",
        publisher: "imedi.co.uk (copy of UK PIL)",
        url: "https://imedi.co.uk/co-careldopa-25mg-100mg-tablets",
      },
    ],
  },
  {
    id: "sc-p32c-b6-cobeneldopa-quiet",
    title: "Person with Parkinson's on co-beneldopa 100mg/25mg capsules takes vitamin B6",
    profile: {
      medicines: ["co-beneldopa 100mg/25mg capsules"],
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b6",
          with: {
            medicine: "co-beneldopa 100mg/25mg capsules",
          },
        },
      ],
    },
    rationale:
      'Pyridoxine SmPC: "Pyridoxine hydrochloride may reduce the effect of levodopa, a drug used in the treatment of Parkinsons Disease unless a dopa decarboxylase inhibitor is also given." Co-beneldopa SmPC: "One capsule contains 100 mg of levodopa and 25 mg of benserazide". This product combines levodopa with benserazide, a dopa decarboxylase inhibitor, so the source states the effect does not apply; no flag.',
    sources: [
      {
        title: "Pyridoxine Hydrochloride 50 mg film-coated tablets - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/100831/smpc",
      },
      {
        title: "Co-Beneldopa 100 mg/25 mg Capsules - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/co-beneldopa-100-mg-25-mg-capsules-92388/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p32c-b6-caramet-quiet",
    title: "Person with Parkinson's on Caramet CR 25mg/100mg takes vitamin B6",
    profile: {
      medicines: ["Caramet CR 25mg/100mg"],
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b6",
          with: {
            medicine: "Caramet CR 25mg/100mg",
          },
        },
      ],
    },
    rationale:
      'Pyridoxine SmPC: "Pyridoxine hydrochloride may reduce the effect of levodopa, a drug used in the treatment of Parkinsons Disease unless a dopa decarboxylase inhibitor is also given." Caramet CR SmPC: "Since carbidopa prevents the reversal of levodopa effects caused by pyridoxine". This product combines levodopa with carbidopa, a dopa decarboxylase inhibitor, so the source states the effect does not apply; no flag.',
    sources: [
      {
        title: "Pyridoxine Hydrochloride 50 mg film-coated tablets - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/100831/smpc",
      },
      {
        title: "Caramet 25 mg/100 mg CR Tablets - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/caramet-25-mg-100-mg-cr-tablets-90214/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p32c-b6-phenytoin",
    title: "Person with epilepsy on phenytoin takes high-dose vitamin B6",
    profile: {
      medicines: ["phenytoin 300mg daily"],
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
            medicine: "phenytoin 300mg daily",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Pyridoxine Tablets BP 20mg SmPC: "Larger doses of pyridoxine can cause a reduction in serum phenytoin and phenobarbitone levels in some patients." At least a note (monitor seizure control).',
    sources: [
      {
        title: "Pyridoxine Tablets BP 20mg - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/pyridoxine-tablets-bp-20mg/summary",
      },
    ],
  },
  {
    id: "sc-p32c-b6-phenobarbital",
    title: "Person with epilepsy on phenobarbital takes high-dose vitamin B6",
    profile: {
      medicines: ["phenobarbital 60mg"],
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
            medicine: "phenobarbital 60mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Pyridoxine Tablets BP 20mg SmPC: "Larger doses of pyridoxine can cause a reduction in serum phenytoin and phenobarbitone levels in some patients." At least a note (monitor seizure control).',
    sources: [
      {
        title: "Pyridoxine Tablets BP 20mg - Summary of Product Characteristics",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/pyridoxine-tablets-bp-20mg/summary",
      },
    ],
  },
  {
    id: "sc-p32c-b6-amlodipine-quiet",
    title: "Woman on amlodipine takes vitamin B6 for PMS",
    profile: {
      medicines: ["amlodipine 5mg once daily"],
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b6",
          with: {
            medicine: "amlodipine 5mg once daily",
          },
        },
      ],
    },
    rationale:
      'The pyridoxine SmPC interaction section names only isoniazid, penicillamine, oral contraceptives (which "may increase the requirements for pyridoxine") and levodopa; calcium-channel blockers are not named, so no flag.',
    sources: [
      {
        title: "Pyridoxine Hydrochloride 50 mg film-coated tablets - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/100831/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-ve-warfarin",
    title: "Person on warfarin 3mg starts high-dose vitamin E",
    profile: {
      medicines: ["warfarin 3mg"],
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
      'Vitamin E SmPC (emc 14884): "High doses of vitamin E may increase the risk of bleeding in patients taking concomitant: anticoagulants (e.g., warfarin or phenprocoumon); inhibitors of platelet aggregation (e.g., acetylsalicylic acid, clopidogrel, ticlopidine, dipyridamole, eptifibatide, tirofiban and abciximab)". Warfarin is named. Bleeding risk needs a pharmacist/doctor check (moderate).',
    sources: [
      {
        title:
          "Vitamin E medicinal product - Summary of Product Characteristics, section 4.5 (emc product 14884)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/14884/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-ve-apixaban",
    title: "Person on Eliquis 5mg (apixaban) starts high-dose vitamin E",
    profile: {
      medicines: ["Eliquis 5mg (apixaban)"],
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
            medicine: "Eliquis 5mg (apixaban)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Vitamin E SmPC (emc 14884): "High doses of vitamin E may increase the risk of bleeding in patients taking concomitant: anticoagulants (e.g., warfarin or phenprocoumon); inhibitors of platelet aggregation (e.g., acetylsalicylic acid, clopidogrel, ticlopidine, dipyridamole, eptifibatide, tirofiban and abciximab)". Membership: Patient.info lists the UK oral anticoagulants as "warfarin, acenocoumarol, phenindione, dabigatran etexilate, rivaroxaban, edoxaban and apixaban". Bleeding risk needs a pharmacist/doctor check (moderate).',
    sources: [
      {
        title:
          "Vitamin E medicinal product - Summary of Product Characteristics, section 4.5 (emc product 14884)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/14884/smpc",
      },
      {
        title: "Oral anticoagulants (professional reference)",
        publisher: "Patient.info (UK)",
        url: "https://patient.info/doctor/oral-anticoagulants",
      },
    ],
  },
  {
    id: "sc-p32c-ve-rivaroxaban",
    title: "Person on Xarelto 20mg (rivaroxaban) starts high-dose vitamin E",
    profile: {
      medicines: ["Xarelto 20mg (rivaroxaban)"],
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
            medicine: "Xarelto 20mg (rivaroxaban)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Vitamin E SmPC (emc 14884): "High doses of vitamin E may increase the risk of bleeding in patients taking concomitant: anticoagulants (e.g., warfarin or phenprocoumon); inhibitors of platelet aggregation (e.g., acetylsalicylic acid, clopidogrel, ticlopidine, dipyridamole, eptifibatide, tirofiban and abciximab)". Membership: rivaroxaban is among "The oral anticoagulants available in the UK" (Patient.info). Bleeding risk needs a pharmacist/doctor check (moderate).',
    sources: [
      {
        title:
          "Vitamin E medicinal product - Summary of Product Characteristics, section 4.5 (emc product 14884)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/14884/smpc",
      },
      {
        title: "Oral anticoagulants (professional reference)",
        publisher: "Patient.info (UK)",
        url: "https://patient.info/doctor/oral-anticoagulants",
      },
    ],
  },
  {
    id: "sc-p32c-ve-dabigatran",
    title: "Person on dabigatran 150mg capsules starts high-dose vitamin E",
    profile: {
      medicines: ["dabigatran 150mg capsules"],
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
            medicine: "dabigatran 150mg capsules",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Vitamin E SmPC (emc 14884): "High doses of vitamin E may increase the risk of bleeding in patients taking concomitant: anticoagulants (e.g., warfarin or phenprocoumon); inhibitors of platelet aggregation (e.g., acetylsalicylic acid, clopidogrel, ticlopidine, dipyridamole, eptifibatide, tirofiban and abciximab)". Membership: dabigatran etexilate is among "The oral anticoagulants available in the UK" (Patient.info). Bleeding risk needs a pharmacist/doctor check (moderate).',
    sources: [
      {
        title:
          "Vitamin E medicinal product - Summary of Product Characteristics, section 4.5 (emc product 14884)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/14884/smpc",
      },
      {
        title: "Oral anticoagulants (professional reference)",
        publisher: "Patient.info (UK)",
        url: "https://patient.info/doctor/oral-anticoagulants",
      },
    ],
  },
  {
    id: "sc-p32c-ve-clopidogrel",
    title: "Person on clopidogrel 75mg starts high-dose vitamin E",
    profile: {
      medicines: ["clopidogrel 75mg"],
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
      'Vitamin E SmPC (emc 14884): "High doses of vitamin E may increase the risk of bleeding in patients taking concomitant: anticoagulants (e.g., warfarin or phenprocoumon); inhibitors of platelet aggregation (e.g., acetylsalicylic acid, clopidogrel, ticlopidine, dipyridamole, eptifibatide, tirofiban and abciximab)". Clopidogrel is named; the NHS Devon formulary lists it under "2.9 Antiplatelet drugs". Bleeding risk needs a pharmacist/doctor check (moderate).',
    sources: [
      {
        title:
          "Vitamin E medicinal product - Summary of Product Characteristics, section 4.5 (emc product 14884)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/14884/smpc",
      },
      {
        title: "2.9 Antiplatelet drugs - South and West Devon Formulary",
        publisher: "NHS Devon formulary",
        url: "https://southwest.devonformularyguidance.nhs.uk/formulary/chapters/2-cardiovascular/2-9-antiplatelet-drugs",
      },
    ],
  },
  {
    id: "sc-p32c-ve-aspirin",
    title: "Person on aspirin 75mg dispersible starts high-dose vitamin E",
    profile: {
      medicines: ["aspirin 75mg dispersible"],
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
            medicine: "aspirin 75mg dispersible",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Vitamin E SmPC (emc 14884): "High doses of vitamin E may increase the risk of bleeding in patients taking concomitant: anticoagulants (e.g., warfarin or phenprocoumon); inhibitors of platelet aggregation (e.g., acetylsalicylic acid, clopidogrel, ticlopidine, dipyridamole, eptifibatide, tirofiban and abciximab)". Acetylsalicylic acid (aspirin) is named; the NHS Devon formulary lists aspirin 75mg under "2.9 Antiplatelet drugs". Bleeding risk needs a pharmacist/doctor check (moderate).',
    sources: [
      {
        title:
          "Vitamin E medicinal product - Summary of Product Characteristics, section 4.5 (emc product 14884)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/14884/smpc",
      },
      {
        title: "2.9 Antiplatelet drugs - South and West Devon Formulary",
        publisher: "NHS Devon formulary",
        url: "https://southwest.devonformularyguidance.nhs.uk/formulary/chapters/2-cardiovascular/2-9-antiplatelet-drugs",
      },
    ],
  },
  {
    id: "sc-p32c-ve-dipyridamole",
    title: "Person on dipyridamole MR 200mg capsules starts high-dose vitamin E",
    profile: {
      medicines: ["dipyridamole MR 200mg capsules"],
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
            medicine: "dipyridamole MR 200mg capsules",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Vitamin E SmPC (emc 14884): "High doses of vitamin E may increase the risk of bleeding in patients taking concomitant: anticoagulants (e.g., warfarin or phenprocoumon); inhibitors of platelet aggregation (e.g., acetylsalicylic acid, clopidogrel, ticlopidine, dipyridamole, eptifibatide, tirofiban and abciximab)". Dipyridamole is named. Bleeding risk needs a pharmacist/doctor check (moderate).',
    sources: [
      {
        title:
          "Vitamin E medicinal product - Summary of Product Characteristics, section 4.5 (emc product 14884)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/14884/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-ve-ibrutinib",
    title: "Person with CLL on ibrutinib wants vitamin E",
    profile: {
      medicines: ["Imbruvica 420mg (ibrutinib)"],
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
            medicine: "Imbruvica 420mg (ibrutinib)",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Vitamin E SmPC: "Vitamin E should not be administered concomitantly with Ibrutinib as it may enhance the antiplatelet effect of Ibrutinib." Avoid unless the specialist agrees (major).',
    sources: [
      {
        title:
          "Vitamin E medicinal product - Summary of Product Characteristics, section 4.5 (emc product 14884)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/14884/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-ve-colestyramine",
    title: "Person on colestyramine (Questran) takes vitamin E",
    profile: {
      medicines: ["Questran Light 4g sachets"],
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
            medicine: "Questran Light 4g sachets",
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
      'Vitamin E SmPC: "Sequestrants bind to vitamin E and reduce absorption. Any of these agents should be administered more than two hours before or after vitamin E. Colestyramine and colestipol reduce gastrointestinal absorption of vitamin E." Spacing only.',
    sources: [
      {
        title:
          "Vitamin E medicinal product - Summary of Product Characteristics, section 4.5 (emc product 14884)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/14884/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-ve-orlistat",
    title: "Person on orlistat (alli) for weight loss takes vitamin E",
    profile: {
      medicines: ["alli 60mg (orlistat)"],
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
            medicine: "alli 60mg (orlistat)",
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
      'Vitamin E SmPC: "Orlistat may impair absorption of fat-soluble vitamins, including vitamin E." A note (take at bedtime/apart).',
    sources: [
      {
        title:
          "Vitamin E medicinal product - Summary of Product Characteristics, section 4.5 (emc product 14884)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/14884/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-ve-ciclosporin",
    title: "Transplant patient on ciclosporin (Neoral) takes vitamin E",
    profile: {
      medicines: ["Neoral 100mg (ciclosporin)"],
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
            medicine: "Neoral 100mg (ciclosporin)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Vitamin E SmPC: "High-dose vitamin E, either alone or in combination with other antioxidants, may alter the pharmacokinetics of ciclosporin and decrease its serum concentration." Monitoring needed (moderate).',
    sources: [
      {
        title:
          "Vitamin E medicinal product - Summary of Product Characteristics, section 4.5 (emc product 14884)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/14884/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-ve-levothyroxine-quiet",
    title: "Woman on levothyroxine takes vitamin E 400 IU",
    profile: {
      medicines: ["levothyroxine 50 micrograms"],
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
            medicine: "levothyroxine 50 micrograms",
          },
        },
      ],
    },
    rationale:
      'The vitamin E SmPC interaction section names anticoagulants, "inhibitors of platelet aggregation", thrombolytics, ibrutinib, tipranavir, oestrogens, sequestrants, orlistat, iron, ciclosporin, anticonvulsants and vitamin A; thyroid hormones are not named and there is no mechanism, so no flag.',
    sources: [
      {
        title:
          "Vitamin E medicinal product - Summary of Product Characteristics, section 4.5 (emc product 14884)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/14884/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-ve-metformin-quiet",
    title: "Man on metformin takes vitamin E capsules",
    profile: {
      medicines: ["metformin 850mg"],
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
            medicine: "metformin 850mg",
          },
        },
      ],
    },
    rationale:
      'Antidiabetic medicines are not among the groups named in the vitamin E SmPC section 4.5 (anticoagulants, "inhibitors of platelet aggregation", sequestrants, anticonvulsants...); no flag expected.',
    sources: [
      {
        title:
          "Vitamin E medicinal product - Summary of Product Characteristics, section 4.5 (emc product 14884)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/14884/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-ve-amlodipine-quiet",
    title: "Woman on amlodipine 10mg takes vitamin E",
    profile: {
      medicines: ["amlodipine 10mg tablets"],
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
            medicine: "amlodipine 10mg tablets",
          },
        },
      ],
    },
    rationale:
      'Calcium-channel blockers are not named in the vitamin E SmPC section 4.5 (it names "anticoagulants", "inhibitors of platelet aggregation", sequestrants, anticonvulsants), and there is no bleeding or absorption mechanism, so no flag.',
    sources: [
      {
        title:
          "Vitamin E medicinal product - Summary of Product Characteristics, section 4.5 (emc product 14884)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/14884/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-gk-clopidogrel",
    title: "Older adult on Plavix 75mg (clopidogrel) buys ginkgo for memory",
    profile: {
      medicines: ["Plavix 75mg (clopidogrel)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 120 mg extract tablets",
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
            medicine: "Plavix 75mg (clopidogrel)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ginkgo SmPC (HPRA, Pharma Nord): "There are rare cases of spontaneous bleeding in association with use of products containing Ginkgo biloba extracts. Although no exact causal link has been established, care should be taken by patients who are at an increased risk of bleeding such as those with bleeding disorders or those being treated with anti-platelet agents or anticoagulants." Clopidogrel is listed under "2.9 Antiplatelet drugs" (NHS Devon formulary). Moderate: check with the pharmacist/doctor.',
    sources: [
      {
        title: "Ginkgo Biloba Pharma Nord film-coated tablets - SmPC sections 4.3-4.5 (HPRA, Ireland)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
      {
        title: "2.9 Antiplatelet drugs - South and West Devon Formulary",
        publisher: "NHS Devon formulary",
        url: "https://southwest.devonformularyguidance.nhs.uk/formulary/chapters/2-cardiovascular/2-9-antiplatelet-drugs",
      },
    ],
  },
  {
    id: "sc-p32c-gk-aspirin",
    title: "Older adult on aspirin 75mg gastro-resistant buys ginkgo for memory",
    profile: {
      medicines: ["aspirin 75mg gastro-resistant"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 120 mg extract tablets",
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
            medicine: "aspirin 75mg gastro-resistant",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ginkgo SmPC (HPRA, Pharma Nord): "There are rare cases of spontaneous bleeding in association with use of products containing Ginkgo biloba extracts. Although no exact causal link has been established, care should be taken by patients who are at an increased risk of bleeding such as those with bleeding disorders or those being treated with anti-platelet agents or anticoagulants." Aspirin 75mg is listed under "2.9 Antiplatelet drugs" (NHS Devon formulary). Moderate: check with the pharmacist/doctor.',
    sources: [
      {
        title: "Ginkgo Biloba Pharma Nord film-coated tablets - SmPC sections 4.3-4.5 (HPRA, Ireland)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
      {
        title: "2.9 Antiplatelet drugs - South and West Devon Formulary",
        publisher: "NHS Devon formulary",
        url: "https://southwest.devonformularyguidance.nhs.uk/formulary/chapters/2-cardiovascular/2-9-antiplatelet-drugs",
      },
    ],
  },
  {
    id: "sc-p32c-gk-apixaban",
    title: "Older adult on apixaban 2.5mg buys ginkgo for memory",
    profile: {
      medicines: ["apixaban 2.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 120 mg extract tablets",
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
            medicine: "apixaban 2.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ginkgo SmPC (HPRA, Pharma Nord): "There are rare cases of spontaneous bleeding in association with use of products containing Ginkgo biloba extracts. Although no exact causal link has been established, care should be taken by patients who are at an increased risk of bleeding such as those with bleeding disorders or those being treated with anti-platelet agents or anticoagulants." Apixaban is among "The oral anticoagulants available in the UK" (Patient.info). Moderate: check with the pharmacist/doctor.',
    sources: [
      {
        title: "Ginkgo Biloba Pharma Nord film-coated tablets - SmPC sections 4.3-4.5 (HPRA, Ireland)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
      {
        title: "Oral anticoagulants (professional reference)",
        publisher: "Patient.info (UK)",
        url: "https://patient.info/doctor/oral-anticoagulants",
      },
    ],
  },
  {
    id: "sc-p32c-gk-edoxaban",
    title: "Older adult on Lixiana 60mg (edoxaban) buys ginkgo for memory",
    profile: {
      medicines: ["Lixiana 60mg (edoxaban)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 120 mg extract tablets",
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
            medicine: "Lixiana 60mg (edoxaban)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ginkgo SmPC (HPRA, Pharma Nord): "There are rare cases of spontaneous bleeding in association with use of products containing Ginkgo biloba extracts. Although no exact causal link has been established, care should be taken by patients who are at an increased risk of bleeding such as those with bleeding disorders or those being treated with anti-platelet agents or anticoagulants." Edoxaban is among "The oral anticoagulants available in the UK" (Patient.info). Moderate: check with the pharmacist/doctor.',
    sources: [
      {
        title: "Ginkgo Biloba Pharma Nord film-coated tablets - SmPC sections 4.3-4.5 (HPRA, Ireland)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
      {
        title: "Oral anticoagulants (professional reference)",
        publisher: "Patient.info (UK)",
        url: "https://patient.info/doctor/oral-anticoagulants",
      },
    ],
  },
  {
    id: "sc-p32c-gk-warfarin",
    title: "Older adult on warfarin 5mg buys ginkgo for memory",
    profile: {
      medicines: ["warfarin 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 120 mg extract tablets",
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
      'Ginkgo SmPC (HPRA, Pharma Nord): "There are rare cases of spontaneous bleeding in association with use of products containing Ginkgo biloba extracts. Although no exact causal link has been established, care should be taken by patients who are at an increased risk of bleeding such as those with bleeding disorders or those being treated with anti-platelet agents or anticoagulants." Warfarin is among "The oral anticoagulants available in the UK" (Patient.info). Moderate: check with the pharmacist/doctor.',
    sources: [
      {
        title: "Ginkgo Biloba Pharma Nord film-coated tablets - SmPC sections 4.3-4.5 (HPRA, Ireland)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
      {
        title: "Oral anticoagulants (professional reference)",
        publisher: "Patient.info (UK)",
        url: "https://patient.info/doctor/oral-anticoagulants",
      },
    ],
  },
  {
    id: "sc-p32c-gk-efavirenz",
    title: "Person with HIV on efavirenz wants ginkgo",
    profile: {
      medicines: ["efavirenz 600mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 120 mg extract tablets",
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
      'Ginkgo SmPC (HPRA): "Concomitant use of Ginkgo biloba containing products and efavirenz is not recommended (see section 4.5)." Not recommended = major.',
    sources: [
      {
        title: "Ginkgo Biloba Pharma Nord film-coated tablets - SmPC sections 4.3-4.5 (HPRA, Ireland)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p32c-gk-epilepsy",
    title: "Person with epilepsy on lamotrigine takes ginkgo",
    profile: {
      medicines: ["lamotrigine 50mg"],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 120 mg extract tablets",
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
      'Ginkgo SmPC (HPRA): "In patients with epilepsy, onset of further seizures – promoted by intake of Ginkgo preparations – cannot be excluded." Moderate: ask first.',
    sources: [
      {
        title: "Ginkgo Biloba Pharma Nord film-coated tablets - SmPC sections 4.3-4.5 (HPRA, Ireland)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p32c-sjw-microgynon",
    title: "Woman using Microgynon 30 buys St John's wort for low mood",
    profile: {
      medicines: ["Microgynon 30"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's Wort 425 mg extract tablets (THR)",
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
      "MHRA advice quoted by GPnotebook: \"St John's wort interacts with hormonal contraceptives. This interaction reduces the effectiveness of these contraceptives and increases the risk of unplanned pregnancy. This applies to all hormonal contraceptives except intrauterine devices ... Advise women taking hormonal contraceptives for pregnancy prevention not to take herbal products containing St John's wort\". Microgynon 30 is a combined pill (ethinylestradiol/levonorgestrel). Avoid (major or above).",
    sources: [
      {
        title: "Oral contraceptives and St John's wort (quoting MHRA advice)",
        publisher: "GPnotebook (UK)",
        url: "https://gpnotebook.com/simplepage.cfm?ID=-1637154742",
      },
      {
        title: "FSRH CEU Statement: St Johns Wort and Hormonal Contraception (March 2014)",
        publisher: "Faculty of Sexual & Reproductive Healthcare",
        url: "https://www.fsrh.org/standards-and-guidance/documents/cec-ceu-statement-stjohnswort-mar-2014/",
      },
    ],
  },
  {
    id: "sc-p32c-sjw-cerazette",
    title: "Woman using Cerazette 75 micrograms buys St John's wort for low mood",
    profile: {
      medicines: ["Cerazette 75 micrograms (desogestrel)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's Wort 425 mg extract tablets (THR)",
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
            medicine: "Cerazette 75 micrograms (desogestrel)",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MHRA advice quoted by GPnotebook: \"St John's wort interacts with hormonal contraceptives. This interaction reduces the effectiveness of these contraceptives and increases the risk of unplanned pregnancy. This applies to all hormonal contraceptives except intrauterine devices ... Advise women taking hormonal contraceptives for pregnancy prevention not to take herbal products containing St John's wort\". Cerazette 75 micrograms is a progestogen-only pill. Avoid (major or above).",
    sources: [
      {
        title: "Oral contraceptives and St John's wort (quoting MHRA advice)",
        publisher: "GPnotebook (UK)",
        url: "https://gpnotebook.com/simplepage.cfm?ID=-1637154742",
      },
      {
        title: "FSRH CEU Statement: St Johns Wort and Hormonal Contraception (March 2014)",
        publisher: "Faculty of Sexual & Reproductive Healthcare",
        url: "https://www.fsrh.org/standards-and-guidance/documents/cec-ceu-statement-stjohnswort-mar-2014/",
      },
    ],
  },
  {
    id: "sc-p32c-sjw-nexplanon",
    title: "Woman using Nexplanon implant buys St John's wort for low mood",
    profile: {
      medicines: ["Nexplanon implant (etonogestrel)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's Wort 425 mg extract tablets (THR)",
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
            medicine: "Nexplanon implant (etonogestrel)",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MHRA advice quoted by GPnotebook: \"St John's wort interacts with hormonal contraceptives. This interaction reduces the effectiveness of these contraceptives and increases the risk of unplanned pregnancy. This applies to all hormonal contraceptives except intrauterine devices ... Advise women taking hormonal contraceptives for pregnancy prevention not to take herbal products containing St John's wort\". Nexplanon implant is a contraceptive implant; FSRH: \"two 'Yellow Card' reports were received relating to unplanned pregnancies, in women with progestogen-only implants, suspected to be the result of an interaction with St John's wort\". Avoid (major or above).",
    sources: [
      {
        title: "Oral contraceptives and St John's wort (quoting MHRA advice)",
        publisher: "GPnotebook (UK)",
        url: "https://gpnotebook.com/simplepage.cfm?ID=-1637154742",
      },
      {
        title: "FSRH CEU Statement: St Johns Wort and Hormonal Contraception (March 2014)",
        publisher: "Faculty of Sexual & Reproductive Healthcare",
        url: "https://www.fsrh.org/standards-and-guidance/documents/cec-ceu-statement-stjohnswort-mar-2014/",
      },
    ],
  },
  {
    id: "sc-p32c-sjw-ciclosporin",
    title: "Person on Neoral 25mg (ciclosporin) wants St John's wort",
    profile: {
      medicines: ["Neoral 25mg (ciclosporin)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's Wort 425 mg extract tablets (THR)",
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
            medicine: "Neoral 25mg (ciclosporin)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'St John\'s wort THR text: "The concomitant use of ciclosporin, tacrolimus for systemic use, Amprenavir, indinavir and other protease inhibitors, irinotecan and warfarin is contraindicated."; the THR SmPC 4.3 says the product "should not be taken concomitantly with the medicines included in Section 4.5". This medicine is named; contraindicated.',
    sources: [
      {
        title:
          "Safety advice when taking St John's Wort (THR holder's copy of the product's interaction text)",
        publisher: "Napiers the Herbalists (UK THR holder), napiers.net",
        url: "https://napiers.net/st-johns-wort-side-effects-and-interactions.html",
      },
      {
        title: "Vitabiotics St John's Wort Tablets - Summary of Product Characteristics (THR)",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/vitabiotics-st-johns-wort-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p32c-sjw-tacrolimus",
    title: "Person on Adoport 1mg (tacrolimus) wants St John's wort",
    profile: {
      medicines: ["Adoport 1mg (tacrolimus)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's Wort 425 mg extract tablets (THR)",
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
            medicine: "Adoport 1mg (tacrolimus)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'St John\'s wort THR text: "The concomitant use of ciclosporin, tacrolimus for systemic use, Amprenavir, indinavir and other protease inhibitors, irinotecan and warfarin is contraindicated."; the THR SmPC 4.3 says the product "should not be taken concomitantly with the medicines included in Section 4.5". This medicine is named; contraindicated.',
    sources: [
      {
        title:
          "Safety advice when taking St John's Wort (THR holder's copy of the product's interaction text)",
        publisher: "Napiers the Herbalists (UK THR holder), napiers.net",
        url: "https://napiers.net/st-johns-wort-side-effects-and-interactions.html",
      },
      {
        title: "Vitabiotics St John's Wort Tablets - Summary of Product Characteristics (THR)",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/vitabiotics-st-johns-wort-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p32c-sjw-warfarin",
    title: "Person on warfarin 1mg and 3mg wants St John's wort",
    profile: {
      medicines: ["warfarin 1mg and 3mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's Wort 425 mg extract tablets (THR)",
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
            medicine: "warfarin 1mg and 3mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'St John\'s wort THR text: "The concomitant use of ciclosporin, tacrolimus for systemic use, Amprenavir, indinavir and other protease inhibitors, irinotecan and warfarin is contraindicated."; the THR SmPC 4.3 says the product "should not be taken concomitantly with the medicines included in Section 4.5". This medicine is named; contraindicated.',
    sources: [
      {
        title:
          "Safety advice when taking St John's Wort (THR holder's copy of the product's interaction text)",
        publisher: "Napiers the Herbalists (UK THR holder), napiers.net",
        url: "https://napiers.net/st-johns-wort-side-effects-and-interactions.html",
      },
      {
        title: "Vitabiotics St John's Wort Tablets - Summary of Product Characteristics (THR)",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/vitabiotics-st-johns-wort-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p32c-sjw-sertraline",
    title: "Person on sertraline also buys St John's wort",
    profile: {
      medicines: ["sertraline 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's Wort 425 mg extract tablets (THR)",
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
      'GPnotebook: "St John\'s wort (SJW) interacts with selective serotonin reuptake inhibitors (SSRIs) and may lead to increased serotonergic effects with an increased incidence of adverse reactions. If a patient is being prescribed an SSRI and taking SJW then it is advised that the patient stops taking SJW." Membership: the HPFT NHS formulary page "Selective serotonin re-uptake inhibitors (SSRIs)" lists citalopram, escitalopram, fluoxetine, fluvoxamine, paroxetine and sertraline. Avoid (major).',
    sources: [
      {
        title: "SSRIs and St John's wort",
        publisher: "GPnotebook (UK)",
        url: "https://gpnotebook.com/simplepage.cfm?ID=-1489698742",
      },
      {
        title: "Selective serotonin re-uptake inhibitors (SSRIs) - HPFT medicines formulary (BNF chapter 4)",
        publisher: "Hertfordshire Partnership University NHS Foundation Trust",
        url: "https://www.hpft.nhs.uk/information-and-resources/pharmacy-and-medicines-optimisation/medicines-formulary/bnf-chapter-4-central-nervous-system/3-mental-health-disorders/34-depression/selective-serotonin-re-uptake-inhibitors-ssris/",
      },
    ],
  },
  {
    id: "sc-p32c-sjw-citalopram",
    title: "Person on citalopram also buys St John's wort",
    profile: {
      medicines: ["citalopram 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's Wort 425 mg extract tablets (THR)",
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
            medicine: "citalopram 20mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'GPnotebook: "St John\'s wort (SJW) interacts with selective serotonin reuptake inhibitors (SSRIs) and may lead to increased serotonergic effects with an increased incidence of adverse reactions. If a patient is being prescribed an SSRI and taking SJW then it is advised that the patient stops taking SJW." Membership: the HPFT NHS formulary page "Selective serotonin re-uptake inhibitors (SSRIs)" lists citalopram, escitalopram, fluoxetine, fluvoxamine, paroxetine and sertraline. Avoid (major).',
    sources: [
      {
        title: "SSRIs and St John's wort",
        publisher: "GPnotebook (UK)",
        url: "https://gpnotebook.com/simplepage.cfm?ID=-1489698742",
      },
      {
        title: "Selective serotonin re-uptake inhibitors (SSRIs) - HPFT medicines formulary (BNF chapter 4)",
        publisher: "Hertfordshire Partnership University NHS Foundation Trust",
        url: "https://www.hpft.nhs.uk/information-and-resources/pharmacy-and-medicines-optimisation/medicines-formulary/bnf-chapter-4-central-nervous-system/3-mental-health-disorders/34-depression/selective-serotonin-re-uptake-inhibitors-ssris/",
      },
    ],
  },
  {
    id: "sc-p32c-sjw-fluoxetine",
    title: "Person on fluoxetine also buys St John's wort",
    profile: {
      medicines: ["fluoxetine 20mg capsules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's Wort 425 mg extract tablets (THR)",
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
            medicine: "fluoxetine 20mg capsules",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'GPnotebook: "St John\'s wort (SJW) interacts with selective serotonin reuptake inhibitors (SSRIs) and may lead to increased serotonergic effects with an increased incidence of adverse reactions. If a patient is being prescribed an SSRI and taking SJW then it is advised that the patient stops taking SJW." Membership: the HPFT NHS formulary page "Selective serotonin re-uptake inhibitors (SSRIs)" lists citalopram, escitalopram, fluoxetine, fluvoxamine, paroxetine and sertraline. Avoid (major).',
    sources: [
      {
        title: "SSRIs and St John's wort",
        publisher: "GPnotebook (UK)",
        url: "https://gpnotebook.com/simplepage.cfm?ID=-1489698742",
      },
      {
        title: "Selective serotonin re-uptake inhibitors (SSRIs) - HPFT medicines formulary (BNF chapter 4)",
        publisher: "Hertfordshire Partnership University NHS Foundation Trust",
        url: "https://www.hpft.nhs.uk/information-and-resources/pharmacy-and-medicines-optimisation/medicines-formulary/bnf-chapter-4-central-nervous-system/3-mental-health-disorders/34-depression/selective-serotonin-re-uptake-inhibitors-ssris/",
      },
    ],
  },
  {
    id: "sc-p32c-sjw-valproate",
    title: "Person with epilepsy on Epilim Chrono 500 asks about St John's wort",
    profile: {
      medicines: ["Epilim Chrono 500 (sodium valproate)"],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        custom: {
          name: "St John's Wort 425 mg extract tablets (THR)",
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
            medicine: "Epilim Chrono 500 (sodium valproate)",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'MHRA: "concomitant use of St John\'s wort and antiepileptic medicine is not recommended: healthcare professionals should advise patients with epilepsy not to use products that contain St John\'s wort"; the warnings were extended "to include all antiepileptic medicines", after a case with "levetiracetam, lamotrigine, and clobazam". Membership: the NI Formulary "4.8.1 Control of epilepsy" lists carbamazepine, lamotrigine, levetiracetam, oxcarbazepine, sodium valproate and topiramate as antiepileptic drugs.',
    sources: [
      {
        title:
          "Herbal ingredient St John's wort may interact with antiepileptics (Drug Safety Update, November 2007)",
        publisher: "MHRA, gov.uk",
        url: "https://gov.uk/drug-safety-update/herbal-ingredient-st-john-s-wort-may-interact-with-antiepileptics",
      },
      {
        title: "4.8.1 Control of epilepsy - Northern Ireland Formulary",
        publisher: "HSC Northern Ireland Formulary",
        url: "https://niformulary.hscni.net/formulary/4-0-central-nervous-system/4-8-antiepileptic-drugs/4-8-1-control-of-epilepsy/",
      },
    ],
  },
  {
    id: "sc-p32c-sjw-carbamazepine",
    title: "Person with epilepsy on carbamazepine MR 400mg asks about St John's wort",
    profile: {
      medicines: ["carbamazepine MR 400mg"],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        custom: {
          name: "St John's Wort 425 mg extract tablets (THR)",
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
            medicine: "carbamazepine MR 400mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'MHRA: "concomitant use of St John\'s wort and antiepileptic medicine is not recommended: healthcare professionals should advise patients with epilepsy not to use products that contain St John\'s wort"; the warnings were extended "to include all antiepileptic medicines", after a case with "levetiracetam, lamotrigine, and clobazam". Membership: the NI Formulary "4.8.1 Control of epilepsy" lists carbamazepine, lamotrigine, levetiracetam, oxcarbazepine, sodium valproate and topiramate as antiepileptic drugs.',
    sources: [
      {
        title:
          "Herbal ingredient St John's wort may interact with antiepileptics (Drug Safety Update, November 2007)",
        publisher: "MHRA, gov.uk",
        url: "https://gov.uk/drug-safety-update/herbal-ingredient-st-john-s-wort-may-interact-with-antiepileptics",
      },
      {
        title: "4.8.1 Control of epilepsy - Northern Ireland Formulary",
        publisher: "HSC Northern Ireland Formulary",
        url: "https://niformulary.hscni.net/formulary/4-0-central-nervous-system/4-8-antiepileptic-drugs/4-8-1-control-of-epilepsy/",
      },
    ],
  },
  {
    id: "sc-p32c-sjw-topiramate",
    title: "Person with epilepsy on topiramate 50mg asks about St John's wort",
    profile: {
      medicines: ["topiramate 50mg"],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        custom: {
          name: "St John's Wort 425 mg extract tablets (THR)",
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
            medicine: "topiramate 50mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'MHRA: "concomitant use of St John\'s wort and antiepileptic medicine is not recommended: healthcare professionals should advise patients with epilepsy not to use products that contain St John\'s wort"; the warnings were extended "to include all antiepileptic medicines", after a case with "levetiracetam, lamotrigine, and clobazam". Membership: the NI Formulary "4.8.1 Control of epilepsy" lists carbamazepine, lamotrigine, levetiracetam, oxcarbazepine, sodium valproate and topiramate as antiepileptic drugs.',
    sources: [
      {
        title:
          "Herbal ingredient St John's wort may interact with antiepileptics (Drug Safety Update, November 2007)",
        publisher: "MHRA, gov.uk",
        url: "https://gov.uk/drug-safety-update/herbal-ingredient-st-john-s-wort-may-interact-with-antiepileptics",
      },
      {
        title: "4.8.1 Control of epilepsy - Northern Ireland Formulary",
        publisher: "HSC Northern Ireland Formulary",
        url: "https://niformulary.hscni.net/formulary/4-0-central-nervous-system/4-8-antiepileptic-drugs/4-8-1-control-of-epilepsy/",
      },
    ],
  },
  {
    id: "sc-p32c-ec-tacrolimus",
    title: "Person with kidney transplant on tacrolimus 1mg wants echinacea for a cold",
    profile: {
      medicines: ["tacrolimus 1mg (Adoport)"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 460-530 mg root tablets (THR)",
          ingredients: [
            {
              ingredient: "echinacea",
              amount: 500,
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
            condition: "kidney transplant",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'EchinEeze SmPC 4.3: "Because of its immunostimulating activity, Echinacea must not be used in cases of ... immunosuppression (e.g.: oncological cytostatic therapy; history of organ or bone marrow transplant)". The person\'s condition is one the SmPC lists, so at least major (the text says "must not").',
    sources: [
      {
        title:
          "EchinEeze Echinacea Tablets / Care Echinacea Cold & Flu Relief Tablets - Summary of Product Characteristics (THR)",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/care-echinacea-cold-flu-relief-tablets-echineeze-echinacea-tablets-87465/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p32c-ec-mycophenolate",
    title: "Person with liver transplant on mycophenolate mofetil 500mg tablets wants echinacea for a cold",
    profile: {
      medicines: ["mycophenolate mofetil 500mg tablets"],
      conditions: ["liver transplant"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 460-530 mg root tablets (THR)",
          ingredients: [
            {
              ingredient: "echinacea",
              amount: 500,
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
            condition: "liver transplant",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'EchinEeze SmPC 4.3: "Because of its immunostimulating activity, Echinacea must not be used in cases of ... immunosuppression (e.g.: oncological cytostatic therapy; history of organ or bone marrow transplant)". The person\'s condition is one the SmPC lists, so at least major (the text says "must not").',
    sources: [
      {
        title:
          "EchinEeze Echinacea Tablets / Care Echinacea Cold & Flu Relief Tablets - Summary of Product Characteristics (THR)",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/care-echinacea-cold-flu-relief-tablets-echineeze-echinacea-tablets-87465/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p32c-ec-capecitabine",
    title: "Person with bowel cancer on chemotherapy on capecitabine 500mg wants echinacea for a cold",
    profile: {
      medicines: ["capecitabine 500mg (Xeloda)"],
      conditions: ["bowel cancer on chemotherapy"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 460-530 mg root tablets (THR)",
          ingredients: [
            {
              ingredient: "echinacea",
              amount: 500,
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
            condition: "bowel cancer on chemotherapy",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'EchinEeze SmPC 4.3: "Because of its immunostimulating activity, Echinacea must not be used in cases of ... immunosuppression (e.g.: oncological cytostatic therapy; history of organ or bone marrow transplant)". The person\'s condition is one the SmPC lists, so at least major (the text says "must not").',
    sources: [
      {
        title:
          "EchinEeze Echinacea Tablets / Care Echinacea Cold & Flu Relief Tablets - Summary of Product Characteristics (THR)",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/care-echinacea-cold-flu-relief-tablets-echineeze-echinacea-tablets-87465/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p32c-ec-amlodipine-quiet",
    title: "Man on amlodipine takes echinacea for a cold",
    profile: {
      medicines: ["amlodipine 5mg daily"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 460-530 mg root tablets (THR)",
          ingredients: [
            {
              ingredient: "echinacea",
              amount: 500,
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
            medicine: "amlodipine 5mg daily",
          },
        },
      ],
    },
    rationale:
      'The echinacea THR SmPC contraindications concern hypersensitivity, "progressive systemic disorders", autoimmune disease, immunodeficiency, "immunosuppression" and white-cell diseases; calcium-channel blockers are not mentioned and there is no mechanism, so no flag.',
    sources: [
      {
        title:
          "EchinEeze Echinacea Tablets / Care Echinacea Cold & Flu Relief Tablets - Summary of Product Characteristics (THR)",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/care-echinacea-cold-flu-relief-tablets-echineeze-echinacea-tablets-87465/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p32c-ca-indapamide",
    title: "Older woman on indapamide takes calcium for her bones",
    profile: {
      medicines: ["indapamide 2.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg (calcium carbonate 1250 mg) chewable tablets",
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
      'Calcichew SmPC: "Thiazide diuretics reduce the urinary excretion of calcium. Due to increased risk of hypercalcaemia, serum calcium should be regularly monitored during concomitant use of thiazide diuretics." (leaflet: "thiazide diuretics (water tablets); your serum calcium levels should be monitored regularly"). Membership: the NI Formulary section "2.2.1 Thiazides and related diuretics" covers indapamide, bendroflumethiazide and chlortalidone ("thiazide-like diuretics"). Monitoring = moderate.',
    sources: [
      {
        title: "Calcichew chewable tablet - SmPC sections 4.3-4.5 (MHRA, Neon Healthcare)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://www.rxreasoner.com/monographs/7214/precautions",
      },
      {
        title: "Calcichew 500mg Chewable Tablets - Package leaflet (UK)",
        publisher: "Drugs.com UK (copy of UK PIL)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
      {
        title: "2.2.1 Thiazides and related diuretics - Northern Ireland Formulary",
        publisher: "HSC Northern Ireland Formulary",
        url: "https://niformulary.hscni.net/formulary/2-0-cardiovascular-system/2-2-diuretics/2-2-1-thiazides-and-related-diuretics/",
      },
    ],
  },
  {
    id: "sc-p32c-ca-bendroflumethiazide",
    title: "Older woman on bendroflumethiazide takes calcium for her bones",
    profile: {
      medicines: ["bendroflumethiazide 2.5mg tablets"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg (calcium carbonate 1250 mg) chewable tablets",
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
            medicine: "bendroflumethiazide 2.5mg tablets",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calcichew SmPC: "Thiazide diuretics reduce the urinary excretion of calcium. Due to increased risk of hypercalcaemia, serum calcium should be regularly monitored during concomitant use of thiazide diuretics." (leaflet: "thiazide diuretics (water tablets); your serum calcium levels should be monitored regularly"). Membership: the NI Formulary section "2.2.1 Thiazides and related diuretics" covers indapamide, bendroflumethiazide and chlortalidone ("thiazide-like diuretics"). Monitoring = moderate.',
    sources: [
      {
        title: "Calcichew chewable tablet - SmPC sections 4.3-4.5 (MHRA, Neon Healthcare)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://www.rxreasoner.com/monographs/7214/precautions",
      },
      {
        title: "Calcichew 500mg Chewable Tablets - Package leaflet (UK)",
        publisher: "Drugs.com UK (copy of UK PIL)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
      {
        title: "2.2.1 Thiazides and related diuretics - Northern Ireland Formulary",
        publisher: "HSC Northern Ireland Formulary",
        url: "https://niformulary.hscni.net/formulary/2-0-cardiovascular-system/2-2-diuretics/2-2-1-thiazides-and-related-diuretics/",
      },
    ],
  },
  {
    id: "sc-p32c-ca-chlortalidone",
    title: "Older woman on chlortalidone takes calcium for her bones",
    profile: {
      medicines: ["chlortalidone 25mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg (calcium carbonate 1250 mg) chewable tablets",
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
            medicine: "chlortalidone 25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calcichew SmPC: "Thiazide diuretics reduce the urinary excretion of calcium. Due to increased risk of hypercalcaemia, serum calcium should be regularly monitored during concomitant use of thiazide diuretics." (leaflet: "thiazide diuretics (water tablets); your serum calcium levels should be monitored regularly"). Membership: the NI Formulary section "2.2.1 Thiazides and related diuretics" covers indapamide, bendroflumethiazide and chlortalidone ("thiazide-like diuretics"). Monitoring = moderate.',
    sources: [
      {
        title: "Calcichew chewable tablet - SmPC sections 4.3-4.5 (MHRA, Neon Healthcare)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://www.rxreasoner.com/monographs/7214/precautions",
      },
      {
        title: "Calcichew 500mg Chewable Tablets - Package leaflet (UK)",
        publisher: "Drugs.com UK (copy of UK PIL)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
      {
        title: "2.2.1 Thiazides and related diuretics - Northern Ireland Formulary",
        publisher: "HSC Northern Ireland Formulary",
        url: "https://niformulary.hscni.net/formulary/2-0-cardiovascular-system/2-2-diuretics/2-2-1-thiazides-and-related-diuretics/",
      },
    ],
  },
  {
    id: "sc-p32c-ca-digoxin",
    title: "Man with AF on digoxin starts calcium tablets",
    profile: {
      medicines: ["digoxin 62.5 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg (calcium carbonate 1250 mg) chewable tablets",
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
            medicine: "digoxin 62.5 micrograms",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calcichew leaflet: "cardiac glycosides (heart medicines); you should be monitored by electrocardiogram (ECG) and your serum calcium levels measured." The Colextra-D3 leaflet names "cardiac glycosides such as digoxin". Moderate.',
    sources: [
      {
        title: "Calcichew 500mg Chewable Tablets - Package leaflet (UK)",
        publisher: "Drugs.com UK (copy of UK PIL)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
      {
        title: "Colextra-D3 20 000 IU soft capsules - Patient leaflet",
        publisher: "patient-info.co.uk (copy of UK PIL)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p32c-ca-lymecycline",
    title: "Person on lymecycline for acne takes calcium supplements",
    profile: {
      medicines: ["lymecycline 408mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg (calcium carbonate 1250 mg) chewable tablets",
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
            medicine: "lymecycline 408mg",
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
      'Calcichew leaflet: "tetracycline antibiotics; these should be taken at least two hours before, or four to six hours afterwards. Calcium carbonate may interfere with the absorption of tetracycline preparations if taken at the same time." Membership: listed under "5.1.3 Tetracyclines" (NHS Devon formulary).',
    sources: [
      {
        title: "Calcichew 500mg Chewable Tablets - Package leaflet (UK)",
        publisher: "Drugs.com UK (copy of UK PIL)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
      {
        title: "5.1.3 Tetracyclines - South and West Devon Formulary",
        publisher: "NHS Devon formulary",
        url: "https://southwest.devonformularyguidance.nhs.uk/formulary/chapters/5-infections/5-1-antibacterial-drugs/5-1-3-tetracyclines",
      },
    ],
  },
  {
    id: "sc-p32c-ca-doxycycline",
    title: "Person on doxycycline for acne takes calcium supplements",
    profile: {
      medicines: ["doxycycline 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg (calcium carbonate 1250 mg) chewable tablets",
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
            medicine: "doxycycline 100mg",
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
      'Calcichew leaflet: "tetracycline antibiotics; these should be taken at least two hours before, or four to six hours afterwards. Calcium carbonate may interfere with the absorption of tetracycline preparations if taken at the same time." Membership: listed under "5.1.3 Tetracyclines" (NHS Devon formulary).',
    sources: [
      {
        title: "Calcichew 500mg Chewable Tablets - Package leaflet (UK)",
        publisher: "Drugs.com UK (copy of UK PIL)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
      {
        title: "5.1.3 Tetracyclines - South and West Devon Formulary",
        publisher: "NHS Devon formulary",
        url: "https://southwest.devonformularyguidance.nhs.uk/formulary/chapters/5-infections/5-1-antibacterial-drugs/5-1-3-tetracyclines",
      },
    ],
  },
  {
    id: "sc-p32c-ca-levofloxacin",
    title: "Person prescribed levofloxacin 500mg tablets keeps taking calcium",
    profile: {
      medicines: ["levofloxacin 500mg tablets"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg (calcium carbonate 1250 mg) chewable tablets",
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
            medicine: "levofloxacin 500mg tablets",
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
      'Calcichew SmPC: "The absorption of quinolone antibiotics may be impaired if administered concomitantly with calcium"; leaflet: "Take quinolone antibiotics two hours before or six hours after taking Calcichew." Membership: NHS Lothian lists ciprofloxacin, ofloxacin, levofloxacin and moxifloxacin as the UK fluoroquinolones.',
    sources: [
      {
        title: "Calcichew chewable tablet - SmPC sections 4.3-4.5 (MHRA, Neon Healthcare)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://www.rxreasoner.com/monographs/7214/precautions",
      },
      {
        title: "Calcichew 500mg Chewable Tablets - Package leaflet (UK)",
        publisher: "Drugs.com UK (copy of UK PIL)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
      {
        title: "Fluoroquinolone warning - NHS Lothian Antimicrobial Companion",
        publisher: "NHS Lothian",
        url: "https://antimicrobialcompanion.scot/nhs-lothian/useful-information/fluoroquinolone-warning/",
      },
    ],
  },
  {
    id: "sc-p32c-ca-moxifloxacin",
    title: "Person prescribed Avelox 400mg keeps taking calcium",
    profile: {
      medicines: ["Avelox 400mg (moxifloxacin)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg (calcium carbonate 1250 mg) chewable tablets",
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
            medicine: "Avelox 400mg (moxifloxacin)",
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
      'Calcichew SmPC: "The absorption of quinolone antibiotics may be impaired if administered concomitantly with calcium"; leaflet: "Take quinolone antibiotics two hours before or six hours after taking Calcichew." Membership: NHS Lothian lists ciprofloxacin, ofloxacin, levofloxacin and moxifloxacin as the UK fluoroquinolones.',
    sources: [
      {
        title: "Calcichew chewable tablet - SmPC sections 4.3-4.5 (MHRA, Neon Healthcare)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://www.rxreasoner.com/monographs/7214/precautions",
      },
      {
        title: "Calcichew 500mg Chewable Tablets - Package leaflet (UK)",
        publisher: "Drugs.com UK (copy of UK PIL)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
      {
        title: "Fluoroquinolone warning - NHS Lothian Antimicrobial Companion",
        publisher: "NHS Lothian",
        url: "https://antimicrobialcompanion.scot/nhs-lothian/useful-information/fluoroquinolone-warning/",
      },
    ],
  },
  {
    id: "sc-p32c-ca-alendronic",
    title: "Woman on alendronic acid 70mg for osteoporosis also takes calcium",
    profile: {
      medicines: ["alendronic acid 70mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg (calcium carbonate 1250 mg) chewable tablets",
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
            medicine: "alendronic acid 70mg",
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
      'Calcichew leaflet: "Bisphosphonates should be taken at least one hour before Calcichew." Membership: NICE TA464 lists "Oral bisphosphonates (alendronic acid, ibandronic acid and risedronate sodium)". Spacing only.',
    sources: [
      {
        title: "Calcichew 500mg Chewable Tablets - Package leaflet (UK)",
        publisher: "Drugs.com UK (copy of UK PIL)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
      {
        title: "Bisphosphonates for treating osteoporosis (TA464) - 1 Recommendations",
        publisher: "NICE",
        url: "https://www.nice.org.uk/guidance/ta464/chapter/1-Recommendations?UNLID=5176435742020525163911",
      },
    ],
  },
  {
    id: "sc-p32c-ca-ibandronic",
    title: "Woman on Bonviva 150mg for osteoporosis also takes calcium",
    profile: {
      medicines: ["Bonviva 150mg (ibandronic acid)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg (calcium carbonate 1250 mg) chewable tablets",
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
            medicine: "Bonviva 150mg (ibandronic acid)",
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
      'Calcichew leaflet: "Bisphosphonates should be taken at least one hour before Calcichew." Membership: NICE TA464 lists "Oral bisphosphonates (alendronic acid, ibandronic acid and risedronate sodium)". Spacing only.',
    sources: [
      {
        title: "Calcichew 500mg Chewable Tablets - Package leaflet (UK)",
        publisher: "Drugs.com UK (copy of UK PIL)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
      {
        title: "Bisphosphonates for treating osteoporosis (TA464) - 1 Recommendations",
        publisher: "NICE",
        url: "https://www.nice.org.uk/guidance/ta464/chapter/1-Recommendations?UNLID=5176435742020525163911",
      },
    ],
  },
  {
    id: "sc-p32c-ca-levothyroxine",
    title: "Woman on levothyroxine 125 micrograms starts calcium",
    profile: {
      medicines: ["levothyroxine 125 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg (calcium carbonate 1250 mg) chewable tablets",
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
            medicine: "levothyroxine 125 micrograms",
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
      'Calcichew leaflet: "levothyroxine (hormone used to treat thyroid deficiency); these should be taken at least four hours before, or after taking Calcichew."',
    sources: [
      {
        title: "Calcichew 500mg Chewable Tablets - Package leaflet (UK)",
        publisher: "Drugs.com UK (copy of UK PIL)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-p32c-ca-sertraline-quiet",
    title: "Person on sertraline takes calcium tablets",
    profile: {
      medicines: ["sertraline 50mg daily"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg (calcium carbonate 1250 mg) chewable tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "sertraline 50mg daily",
          },
        },
      ],
    },
    rationale:
      'The Calcichew leaflet lists the medicines that may interact: "thiazide diuretics", "cardiac glycosides", "tetracycline antibiotics", "levothyroxine", "Quinolone antibiotics", "Bisphosphonates" and iron/zinc/strontium ranelate; SSRIs are not named and there is no plausible mechanism, so no flag.',
    sources: [
      {
        title: "Calcichew 500mg Chewable Tablets - Package leaflet (UK)",
        publisher: "Drugs.com UK (copy of UK PIL)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-p32c-ca-metformin-quiet",
    title: "Person on metformin takes calcium tablets",
    profile: {
      medicines: ["metformin 1g twice daily"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg (calcium carbonate 1250 mg) chewable tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "metformin 1g twice daily",
          },
        },
      ],
    },
    rationale:
      'The Calcichew leaflet lists the medicines that may interact: "thiazide diuretics", "cardiac glycosides", "tetracycline antibiotics", "levothyroxine", "Quinolone antibiotics", "Bisphosphonates" and iron/zinc/strontium ranelate; antidiabetic medicines are not named and there is no plausible mechanism, so no flag.',
    sources: [
      {
        title: "Calcichew 500mg Chewable Tablets - Package leaflet (UK)",
        publisher: "Drugs.com UK (copy of UK PIL)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-p32c-ca-atorvastatin-quiet",
    title: "Person on atorvastatin takes calcium tablets",
    profile: {
      medicines: ["atorvastatin 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg (calcium carbonate 1250 mg) chewable tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "atorvastatin 40mg",
          },
        },
      ],
    },
    rationale:
      'The Calcichew leaflet lists the medicines that may interact: "thiazide diuretics", "cardiac glycosides", "tetracycline antibiotics", "levothyroxine", "Quinolone antibiotics", "Bisphosphonates" and iron/zinc/strontium ranelate; statins are not named and there is no plausible mechanism, so no flag.',
    sources: [
      {
        title: "Calcichew 500mg Chewable Tablets - Package leaflet (UK)",
        publisher: "Drugs.com UK (copy of UK PIL)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-p32c-vd-indapamide",
    title: "Person on Natrilix SR 1.5mg takes vitamin D3 1000 IU",
    profile: {
      medicines: ["Natrilix SR 1.5mg"],
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
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Natrilix SR 1.5mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Colextra-D3 leaflet: "the following medicines may interact ... Heart medicines (cardiac glycosides such as digoxin) ... Thiazide diuretics (used to treat high blood pressure) reduce the urinary excretion of calcium and can increase the risk of hypercalcaemia; Medicines to treat epilepsy (such as phenytoin) or medicines to make you sleep (barbiturates such as phenobarbitone) as these medicines can decrease the effect of vitamin D; Glucocorticoids (steroid hormones such as hydrocortisone or prednisolo[ne])". Indapamide is in the NI Formulary section "2.2.1 Thiazides and related diuretics". At everyday supplement doses at least a note is expected.',
    sources: [
      {
        title: "Colextra-D3 20 000 IU soft capsules - Patient leaflet",
        publisher: "patient-info.co.uk (copy of UK PIL)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
      {
        title: "2.2.1 Thiazides and related diuretics - Northern Ireland Formulary",
        publisher: "HSC Northern Ireland Formulary",
        url: "https://niformulary.hscni.net/formulary/2-0-cardiovascular-system/2-2-diuretics/2-2-1-thiazides-and-related-diuretics/",
      },
    ],
  },
  {
    id: "sc-p32c-vd-digoxin",
    title: "Person on digoxin 125 micrograms tablets takes vitamin D3 1000 IU",
    profile: {
      medicines: ["digoxin 125 micrograms tablets"],
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
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "digoxin 125 micrograms tablets",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Colextra-D3 leaflet: "the following medicines may interact ... Heart medicines (cardiac glycosides such as digoxin) ... Thiazide diuretics (used to treat high blood pressure) reduce the urinary excretion of calcium and can increase the risk of hypercalcaemia; Medicines to treat epilepsy (such as phenytoin) or medicines to make you sleep (barbiturates such as phenobarbitone) as these medicines can decrease the effect of vitamin D; Glucocorticoids (steroid hormones such as hydrocortisone or prednisolo[ne])". Digoxin is named. At everyday supplement doses at least a note is expected.',
    sources: [
      {
        title: "Colextra-D3 20 000 IU soft capsules - Patient leaflet",
        publisher: "patient-info.co.uk (copy of UK PIL)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p32c-vd-prednisolone",
    title: "Person on prednisolone 5mg daily takes vitamin D3 1000 IU",
    profile: {
      medicines: ["prednisolone 5mg daily"],
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
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "prednisolone 5mg daily",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Colextra-D3 leaflet: "the following medicines may interact ... Heart medicines (cardiac glycosides such as digoxin) ... Thiazide diuretics (used to treat high blood pressure) reduce the urinary excretion of calcium and can increase the risk of hypercalcaemia; Medicines to treat epilepsy (such as phenytoin) or medicines to make you sleep (barbiturates such as phenobarbitone) as these medicines can decrease the effect of vitamin D; Glucocorticoids (steroid hormones such as hydrocortisone or prednisolo[ne])". Prednisolone is named as a glucocorticoid. At everyday supplement doses at least a note is expected.',
    sources: [
      {
        title: "Colextra-D3 20 000 IU soft capsules - Patient leaflet",
        publisher: "patient-info.co.uk (copy of UK PIL)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p32c-vd-amlodipine-quiet",
    title: "Person on amlodipine takes a 1000 IU vitamin D3 supplement",
    profile: {
      medicines: ["amlodipine 5mg od"],
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
            medicine: "amlodipine 5mg od",
          },
        },
      ],
    },
    rationale:
      'The Colextra-D3 leaflet names cardiac glycosides, "Thiazide diuretics", epilepsy medicines, barbiturates and glucocorticoids among medicines that may interact; calcium-channel blockers are not named and vitamin D at 1000 IU has no plausible interaction, so no flag.',
    sources: [
      {
        title: "Colextra-D3 20 000 IU soft capsules - Patient leaflet",
        publisher: "patient-info.co.uk (copy of UK PIL)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p32c-vd-sertraline-quiet",
    title: "Person on sertraline takes a 1000 IU vitamin D3 supplement",
    profile: {
      medicines: ["sertraline 150mg"],
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
            medicine: "sertraline 150mg",
          },
        },
      ],
    },
    rationale:
      'The Colextra-D3 leaflet names cardiac glycosides, "Thiazide diuretics", epilepsy medicines, barbiturates and glucocorticoids among medicines that may interact; SSRIs are not named and vitamin D at 1000 IU has no plausible interaction, so no flag.',
    sources: [
      {
        title: "Colextra-D3 20 000 IU soft capsules - Patient leaflet",
        publisher: "patient-info.co.uk (copy of UK PIL)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p32c-vd-metformin-quiet",
    title: "Person on metformin takes a 1000 IU vitamin D3 supplement",
    profile: {
      medicines: ["metformin 500mg twice daily"],
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
            medicine: "metformin 500mg twice daily",
          },
        },
      ],
    },
    rationale:
      'The Colextra-D3 leaflet names cardiac glycosides, "Thiazide diuretics", epilepsy medicines, barbiturates and glucocorticoids among medicines that may interact; antidiabetic medicines are not named and vitamin D at 1000 IU has no plausible interaction, so no flag.',
    sources: [
      {
        title: "Colextra-D3 20 000 IU soft capsules - Patient leaflet",
        publisher: "patient-info.co.uk (copy of UK PIL)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p32c-vd-ramipril-quiet",
    title: "Person on ramipril takes a 1000 IU vitamin D3 supplement",
    profile: {
      medicines: ["ramipril 10mg"],
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
            medicine: "ramipril 10mg",
          },
        },
      ],
    },
    rationale:
      'The Colextra-D3 leaflet names cardiac glycosides, "Thiazide diuretics", epilepsy medicines, barbiturates and glucocorticoids among medicines that may interact; ACE inhibitors are not named and vitamin D at 1000 IU has no plausible interaction, so no flag.',
    sources: [
      {
        title: "Colextra-D3 20 000 IU soft capsules - Patient leaflet",
        publisher: "patient-info.co.uk (copy of UK PIL)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p32c-vd-levothyroxine-quiet",
    title: "Person on levothyroxine takes a 1000 IU vitamin D3 supplement",
    profile: {
      medicines: ["levothyroxine 100 micrograms daily"],
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
            medicine: "levothyroxine 100 micrograms daily",
          },
        },
      ],
    },
    rationale:
      'The Colextra-D3 leaflet names cardiac glycosides, "Thiazide diuretics", epilepsy medicines, barbiturates and glucocorticoids among medicines that may interact; thyroid hormones are not named and vitamin D at 1000 IU has no plausible interaction, so no flag.',
    sources: [
      {
        title: "Colextra-D3 20 000 IU soft capsules - Patient leaflet",
        publisher: "patient-info.co.uk (copy of UK PIL)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p32c-om-warfarin",
    title: "Person on warfarin 4mg takes 4 g a day of fish oil",
    profile: {
      medicines: ["warfarin 4mg"],
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
        servingsPerDay: 4,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "omega-3-fish-oil",
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
      'Omacor SmPC 4.4: "Because of the moderate increase in bleeding time (with the high dosage, i.e. 4 capsules), patients receiving anticoagulant therapy must be monitored and the dosage of anticoagulant adjusted if necessary". Warfarin is an oral anticoagulant (Patient.info). Monitoring = moderate.',
    sources: [
      {
        title: "Omacor soft capsules - SmPC sections 4.3-4.4 (HPRA, Ireland)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
      {
        title: "Oral anticoagulants (professional reference)",
        publisher: "Patient.info (UK)",
        url: "https://patient.info/doctor/oral-anticoagulants",
      },
    ],
  },
  {
    id: "sc-p32c-om-apixaban",
    title: "Person on apixaban 5mg twice daily takes 4 g a day of fish oil",
    profile: {
      medicines: ["apixaban 5mg twice daily"],
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
        servingsPerDay: 4,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "apixaban 5mg twice daily",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Omacor SmPC 4.4: "Because of the moderate increase in bleeding time (with the high dosage, i.e. 4 capsules), patients receiving anticoagulant therapy must be monitored and the dosage of anticoagulant adjusted if necessary". Apixaban is among "The oral anticoagulants available in the UK" (Patient.info). Monitoring = moderate.',
    sources: [
      {
        title: "Omacor soft capsules - SmPC sections 4.3-4.4 (HPRA, Ireland)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
      {
        title: "Oral anticoagulants (professional reference)",
        publisher: "Patient.info (UK)",
        url: "https://patient.info/doctor/oral-anticoagulants",
      },
    ],
  },
  {
    id: "sc-p32c-om-rivaroxaban",
    title: "Person on rivaroxaban 20mg takes 4 g a day of fish oil",
    profile: {
      medicines: ["rivaroxaban 20mg"],
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
        servingsPerDay: 4,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "rivaroxaban 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Omacor SmPC 4.4: "Because of the moderate increase in bleeding time (with the high dosage, i.e. 4 capsules), patients receiving anticoagulant therapy must be monitored and the dosage of anticoagulant adjusted if necessary". Rivaroxaban is among "The oral anticoagulants available in the UK" (Patient.info). Monitoring = moderate.',
    sources: [
      {
        title: "Omacor soft capsules - SmPC sections 4.3-4.4 (HPRA, Ireland)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
      {
        title: "Oral anticoagulants (professional reference)",
        publisher: "Patient.info (UK)",
        url: "https://patient.info/doctor/oral-anticoagulants",
      },
    ],
  },
  {
    id: "sc-p32c-om-edoxaban",
    title: "Person on edoxaban 60mg takes 4 g a day of fish oil",
    profile: {
      medicines: ["edoxaban 60mg"],
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
        servingsPerDay: 4,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "edoxaban 60mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Omacor SmPC 4.4: "Because of the moderate increase in bleeding time (with the high dosage, i.e. 4 capsules), patients receiving anticoagulant therapy must be monitored and the dosage of anticoagulant adjusted if necessary". Edoxaban is among "The oral anticoagulants available in the UK" (Patient.info). Monitoring = moderate.',
    sources: [
      {
        title: "Omacor soft capsules - SmPC sections 4.3-4.4 (HPRA, Ireland)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
      {
        title: "Oral anticoagulants (professional reference)",
        publisher: "Patient.info (UK)",
        url: "https://patient.info/doctor/oral-anticoagulants",
      },
    ],
  },
  {
    id: "sc-p32c-om-levothyroxine-quiet",
    title: "Person on levothyroxine takes fish oil",
    profile: {
      medicines: ["levothyroxine 25 micrograms"],
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
        servingsPerDay: 4,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "levothyroxine 25 micrograms",
          },
        },
      ],
    },
    rationale:
      'The Omacor SmPC warnings concern bleeding time with "anticoagulant therapy", fish allergy, liver enzymes and LDL; thyroid hormones are not mentioned and there is no plausible interaction, so no flag.',
    sources: [
      {
        title: "Omacor soft capsules - SmPC sections 4.3-4.4 (HPRA, Ireland)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p32c-om-omeprazole-quiet",
    title: "Person on omeprazole takes fish oil",
    profile: {
      medicines: ["omeprazole 20mg"],
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
        servingsPerDay: 4,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "omeprazole 20mg",
          },
        },
      ],
    },
    rationale:
      'The Omacor SmPC warnings concern bleeding time with "anticoagulant therapy", fish allergy, liver enzymes and LDL; proton pump inhibitors are not mentioned and there is no plausible interaction, so no flag.',
    sources: [
      {
        title: "Omacor soft capsules - SmPC sections 4.3-4.4 (HPRA, Ireland)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p32c-om-sertraline-quiet",
    title: "Person on sertraline takes fish oil",
    profile: {
      medicines: ["sertraline 25mg"],
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
        servingsPerDay: 4,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "sertraline 25mg",
          },
        },
      ],
    },
    rationale:
      'The Omacor SmPC warnings concern bleeding time with "anticoagulant therapy", fish allergy, liver enzymes and LDL; antidepressants are not mentioned and there is no plausible interaction, so no flag.',
    sources: [
      {
        title: "Omacor soft capsules - SmPC sections 4.3-4.4 (HPRA, Ireland)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p32c-k-lisinopril",
    title: "Person on lisinopril 20mg buys a potassium supplement for cramps",
    profile: {
      medicines: ["lisinopril 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium 200 mg (as potassium citrate) tablets",
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
            medicine: "lisinopril 20mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NI Formulary (ACE inhibitors): "ACE inhibitors tend to cause potassium retention. To avoid dangerous hyperkalaemia, potassium supplements or potassium-sparing diuretics should not be used with ACE inhibitors." The same page lists lisinopril, perindopril and ramipril as ACE inhibitors; NHS Highland adds "Potassium-sparing diuretics or potassium supplements increase the risk of hyperkalaemia." "Should not be used" = major.',
    sources: [
      {
        title: "2.5.5.1 Angiotensin-converting enzyme inhibitors - Northern Ireland Formulary",
        publisher: "HSC Northern Ireland Formulary",
        url: "https://niformulary.hscni.net/formulary/2-0-cardiovascular-system/2-5-hypertension-and-heart-failure/2-5-5-drugs-affecting-the-renin-angiotensin-system/2-5-5-1-angiotensin-converting-enzyme-inhibitors/",
      },
      {
        title: "Angiotensin-converting enzyme (ACE) inhibitors (Formulary) - NHS Highland",
        publisher: "NHS Highland TAM / Right Decisions",
        url: "https://rightdecisions.scot.nhs.uk/tam-treatments-and-medicines-nhs-highland/formularies/highland-formulary/cardiovascular-system/hypertension-and-heart-failure/drugs-affecting-the-renin-angiotensin-system/angiotensin-converting-enzyme-ace-inhibitors-formulary",
      },
    ],
  },
  {
    id: "sc-p32c-k-perindopril",
    title: "Person on Coversyl 4mg buys a potassium supplement for cramps",
    profile: {
      medicines: ["Coversyl 4mg (perindopril)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium 200 mg (as potassium citrate) tablets",
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
            medicine: "Coversyl 4mg (perindopril)",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NI Formulary (ACE inhibitors): "ACE inhibitors tend to cause potassium retention. To avoid dangerous hyperkalaemia, potassium supplements or potassium-sparing diuretics should not be used with ACE inhibitors." The same page lists lisinopril, perindopril and ramipril as ACE inhibitors; NHS Highland adds "Potassium-sparing diuretics or potassium supplements increase the risk of hyperkalaemia." "Should not be used" = major.',
    sources: [
      {
        title: "2.5.5.1 Angiotensin-converting enzyme inhibitors - Northern Ireland Formulary",
        publisher: "HSC Northern Ireland Formulary",
        url: "https://niformulary.hscni.net/formulary/2-0-cardiovascular-system/2-5-hypertension-and-heart-failure/2-5-5-drugs-affecting-the-renin-angiotensin-system/2-5-5-1-angiotensin-converting-enzyme-inhibitors/",
      },
      {
        title: "Angiotensin-converting enzyme (ACE) inhibitors (Formulary) - NHS Highland",
        publisher: "NHS Highland TAM / Right Decisions",
        url: "https://rightdecisions.scot.nhs.uk/tam-treatments-and-medicines-nhs-highland/formularies/highland-formulary/cardiovascular-system/hypertension-and-heart-failure/drugs-affecting-the-renin-angiotensin-system/angiotensin-converting-enzyme-ace-inhibitors-formulary",
      },
    ],
  },
  {
    id: "sc-p32c-k-ramipril",
    title: "Person on ramipril 2.5mg capsules buys a potassium supplement for cramps",
    profile: {
      medicines: ["ramipril 2.5mg capsules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium 200 mg (as potassium citrate) tablets",
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
            medicine: "ramipril 2.5mg capsules",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NI Formulary (ACE inhibitors): "ACE inhibitors tend to cause potassium retention. To avoid dangerous hyperkalaemia, potassium supplements or potassium-sparing diuretics should not be used with ACE inhibitors." The same page lists lisinopril, perindopril and ramipril as ACE inhibitors; NHS Highland adds "Potassium-sparing diuretics or potassium supplements increase the risk of hyperkalaemia." "Should not be used" = major.',
    sources: [
      {
        title: "2.5.5.1 Angiotensin-converting enzyme inhibitors - Northern Ireland Formulary",
        publisher: "HSC Northern Ireland Formulary",
        url: "https://niformulary.hscni.net/formulary/2-0-cardiovascular-system/2-5-hypertension-and-heart-failure/2-5-5-drugs-affecting-the-renin-angiotensin-system/2-5-5-1-angiotensin-converting-enzyme-inhibitors/",
      },
      {
        title: "Angiotensin-converting enzyme (ACE) inhibitors (Formulary) - NHS Highland",
        publisher: "NHS Highland TAM / Right Decisions",
        url: "https://rightdecisions.scot.nhs.uk/tam-treatments-and-medicines-nhs-highland/formularies/highland-formulary/cardiovascular-system/hypertension-and-heart-failure/drugs-affecting-the-renin-angiotensin-system/angiotensin-converting-enzyme-ace-inhibitors-formulary",
      },
    ],
  },
  {
    id: "sc-p32c-k-bendroflumethiazide-quiet",
    title: "Person on bendroflumethiazide takes a potassium supplement",
    profile: {
      medicines: ["bendroflumethiazide 2.5mg daily"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium 200 mg (as potassium citrate) tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "potassium",
          with: {
            medicine: "bendroflumethiazide 2.5mg daily",
          },
        },
      ],
    },
    rationale:
      'Sando-K SmPC 4.1 lists "Use of drugs which can induce potassium depletion eg. frusemide, thiazide diuretics" as an indication for potassium supplements; thiazides lower potassium, so there is no hyperkalaemia interaction and no flag is expected.',
    sources: [
      {
        title: "Sando-K effervescent tablets - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/959/smpc/print",
      },
    ],
  },
  {
    id: "sc-p32c-iron-metformin-quiet",
    title: "Person on metformin 500mg tablets also takes Iron 65 mg (ferrous sulfate 200 mg) tablets",
    profile: {
      medicines: ["metformin 500mg tablets"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg (ferrous sulfate 200 mg) tablets",
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
            medicine: "metformin 500mg tablets",
          },
        },
      ],
    },
    rationale:
      'Source read in full at its interaction/contraindication section; antidiabetic medicines are not among the medicines or groups it names (quoted text: see the case family above, e.g. "Antibacterials", "Biphosphonates", "Dopaminergics", "Thyroid hormone"), and there is no plausible mechanism, so no flag.',
    sources: [
      {
        title: "Ferrous sulfate tablets - Summary of Product Characteristics, section 4.5 (emc product 3130)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p32c-iron-ramipril-quiet",
    title: "Person on ramipril 5mg also takes Iron 65 mg (ferrous sulfate 200 mg) tablets",
    profile: {
      medicines: ["ramipril 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg (ferrous sulfate 200 mg) tablets",
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
            medicine: "ramipril 5mg",
          },
        },
      ],
    },
    rationale:
      'Source read in full at its interaction/contraindication section; ACE inhibitors are not among the medicines or groups it names (quoted text: see the case family above, e.g. "Antibacterials", "Biphosphonates", "Dopaminergics", "Thyroid hormone"), and there is no plausible mechanism, so no flag.',
    sources: [
      {
        title: "Ferrous sulfate tablets - Summary of Product Characteristics, section 4.5 (emc product 3130)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p32c-fa-metformin-quiet",
    title: "Person on metformin 850mg twice daily also takes Folic acid 400 microgram tablets",
    profile: {
      medicines: ["metformin 850mg twice daily"],
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
            medicine: "metformin 850mg twice daily",
          },
        },
      ],
    },
    rationale:
      'Source read in full at its interaction/contraindication section; antidiabetic medicines are not among the medicines or groups it names (quoted text: see the case family above, e.g. "anticonvulsants, particularly phenytoin, phenobarbital and primidone", "methotrexate"), and there is no plausible mechanism, so no flag.',
    sources: [
      {
        title: "Folic acid tablets - Summary of Product Characteristics, section 4.5 (emc medicine 23233)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p32c-fa-ramipril-quiet",
    title: "Person on ramipril 1.25mg also takes Folic acid 400 microgram tablets",
    profile: {
      medicines: ["ramipril 1.25mg"],
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
            medicine: "ramipril 1.25mg",
          },
        },
      ],
    },
    rationale:
      'Source read in full at its interaction/contraindication section; ACE inhibitors are not among the medicines or groups it names (quoted text: see the case family above, e.g. "anticonvulsants, particularly phenytoin, phenobarbital and primidone", "methotrexate"), and there is no plausible mechanism, so no flag.',
    sources: [
      {
        title: "Folic acid tablets - Summary of Product Characteristics, section 4.5 (emc medicine 23233)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p32c-b6-sertraline-quiet",
    title: "Person on sertraline 100mg daily also takes Vitamin B6 50 mg tablets",
    profile: {
      medicines: ["sertraline 100mg daily"],
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b6",
          with: {
            medicine: "sertraline 100mg daily",
          },
        },
      ],
    },
    rationale:
      'Source read in full at its interaction/contraindication section; SSRIs are not among the medicines or groups it names (quoted text: see the case family above, e.g. "isoniazid, penicillamine and oral contraceptives", "levodopa"), and there is no plausible mechanism, so no flag.',
    sources: [
      {
        title: "Pyridoxine Hydrochloride 50 mg film-coated tablets - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/100831/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-b6-levothyroxine-quiet",
    title: "Person on levothyroxine 50 micrograms daily also takes Vitamin B6 50 mg tablets",
    profile: {
      medicines: ["levothyroxine 50 micrograms daily"],
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b6",
          with: {
            medicine: "levothyroxine 50 micrograms daily",
          },
        },
      ],
    },
    rationale:
      'Source read in full at its interaction/contraindication section; thyroid hormones are not among the medicines or groups it names (quoted text: see the case family above, e.g. "isoniazid, penicillamine and oral contraceptives", "levodopa"), and there is no plausible mechanism, so no flag.',
    sources: [
      {
        title: "Pyridoxine Hydrochloride 50 mg film-coated tablets - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/100831/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-zn-atorvastatin-quiet",
    title: "Person on atorvastatin 10mg also takes Zinc 25 mg (as zinc gluconate) tablets",
    profile: {
      medicines: ["atorvastatin 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg (as zinc gluconate) tablets",
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
            medicine: "atorvastatin 10mg",
          },
        },
      ],
    },
    rationale:
      'Source read in full at its interaction/contraindication section; statins are not among the medicines or groups it names (quoted text: see the case family above, e.g. "Tetracycline Antibacterials", "Quinolone Antibacterials", "penicillamine"), and there is no plausible mechanism, so no flag.',
    sources: [
      {
        title: "Solvazinc - SmPC sections 4.3-4.5 (MHRA, Galen Limited)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p32c-ec-levothyroxine-quiet",
    title:
      "Person on levothyroxine 100 micrograms tablets also takes Echinacea 460-530 mg root tablets (THR)",
    profile: {
      medicines: ["levothyroxine 100 micrograms tablets"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 460-530 mg root tablets (THR)",
          ingredients: [
            {
              ingredient: "echinacea",
              amount: 500,
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
            medicine: "levothyroxine 100 micrograms tablets",
          },
        },
      ],
    },
    rationale:
      'Source read in full at its interaction/contraindication section; thyroid hormones are not among the medicines or groups it names (quoted text: see the case family above, e.g. "immunosuppression (e.g.: oncological cytostatic therapy; history of organ or bone marrow transplant)"), and there is no plausible mechanism, so no flag.',
    sources: [
      {
        title:
          "EchinEeze Echinacea Tablets / Care Echinacea Cold & Flu Relief Tablets - Summary of Product Characteristics (THR)",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/care-echinacea-cold-flu-relief-tablets-echineeze-echinacea-tablets-87465/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p32c-val-zopiclone",
    title: "Person prescribed zopiclone 7.5mg buys valerian sleep tablets",
    profile: {
      medicines: ["zopiclone 7.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Valerian root extract 150 mg tablets (THR)",
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
            medicine: "zopiclone 7.5mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'SleepEezy Valerian leaflet: "Do not take this product if you are already taking a medicine for sleep or anxie[ty]"; Valerina Night-Time leaflet: "Do not take Valerina Night-Time if you are: ... already taking other medicines for anxiety or sleep." Membership: the Isle of Wight NHS formulary "4.1 Hypnotics and anxiolytics" lists zopiclone ("4.1.1 Hypnotics"). The leaflets say "Do not take", so at least major (contraindicated accepted).',
    sources: [
      {
        title: "SleepEezy Valerian Tablets (Natures Aid) - Patient information leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/sleepeezy-valerian-tablets",
      },
      {
        title: "Valerina Night-Time film-coated tablets - Package leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/valerina-night-time-film-coated-tablets",
      },
      {
        title: "4.1 Hypnotics and anxiolytics - Isle of Wight NHS Trust eFormulary",
        publisher: "Isle of Wight NHS Trust",
        url: "https://www.iow.nhs.uk/Pharmacy/eFormulary/0401-hypnotics-and-anxiolytics.htm",
      },
    ],
  },
  {
    id: "sc-p32c-val-zolpidem",
    title: "Person prescribed zolpidem 10mg buys valerian sleep tablets",
    profile: {
      medicines: ["zolpidem 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Valerian root extract 150 mg tablets (THR)",
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
            medicine: "zolpidem 10mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'SleepEezy Valerian leaflet: "Do not take this product if you are already taking a medicine for sleep or anxie[ty]"; Valerina Night-Time leaflet: "Do not take Valerina Night-Time if you are: ... already taking other medicines for anxiety or sleep." Membership: the Isle of Wight NHS formulary "4.1 Hypnotics and anxiolytics" lists zolpidem ("4.1.1 Hypnotics"). The leaflets say "Do not take", so at least major (contraindicated accepted).',
    sources: [
      {
        title: "SleepEezy Valerian Tablets (Natures Aid) - Patient information leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/sleepeezy-valerian-tablets",
      },
      {
        title: "Valerina Night-Time film-coated tablets - Package leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/valerina-night-time-film-coated-tablets",
      },
      {
        title: "4.1 Hypnotics and anxiolytics - Isle of Wight NHS Trust eFormulary",
        publisher: "Isle of Wight NHS Trust",
        url: "https://www.iow.nhs.uk/Pharmacy/eFormulary/0401-hypnotics-and-anxiolytics.htm",
      },
    ],
  },
  {
    id: "sc-p32c-val-temazepam",
    title: "Person prescribed temazepam 10mg buys valerian sleep tablets",
    profile: {
      medicines: ["temazepam 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Valerian root extract 150 mg tablets (THR)",
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
      'SleepEezy Valerian leaflet: "Do not take this product if you are already taking a medicine for sleep or anxie[ty]"; Valerina Night-Time leaflet: "Do not take Valerina Night-Time if you are: ... already taking other medicines for anxiety or sleep." Membership: the Isle of Wight NHS formulary "4.1 Hypnotics and anxiolytics" lists temazepam ("4.1.1 Hypnotics"). The leaflets say "Do not take", so at least major (contraindicated accepted).',
    sources: [
      {
        title: "SleepEezy Valerian Tablets (Natures Aid) - Patient information leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/sleepeezy-valerian-tablets",
      },
      {
        title: "Valerina Night-Time film-coated tablets - Package leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/valerina-night-time-film-coated-tablets",
      },
      {
        title: "4.1 Hypnotics and anxiolytics - Isle of Wight NHS Trust eFormulary",
        publisher: "Isle of Wight NHS Trust",
        url: "https://www.iow.nhs.uk/Pharmacy/eFormulary/0401-hypnotics-and-anxiolytics.htm",
      },
    ],
  },
  {
    id: "sc-p32c-val-circadin",
    title: "Person prescribed Circadin 2mg buys valerian sleep tablets",
    profile: {
      medicines: ["Circadin 2mg (melatonin)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Valerian root extract 150 mg tablets (THR)",
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
            medicine: "Circadin 2mg (melatonin)",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'SleepEezy Valerian leaflet: "Do not take this product if you are already taking a medicine for sleep or anxie[ty]"; Valerina Night-Time leaflet: "Do not take Valerina Night-Time if you are: ... already taking other medicines for anxiety or sleep." Membership: the Isle of Wight NHS formulary "4.1 Hypnotics and anxiolytics" lists melatonin, licensed for primary insomnia ("4.1.1 Hypnotics"). The leaflets say "Do not take", so at least major (contraindicated accepted).',
    sources: [
      {
        title: "SleepEezy Valerian Tablets (Natures Aid) - Patient information leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/sleepeezy-valerian-tablets",
      },
      {
        title: "Valerina Night-Time film-coated tablets - Package leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/valerina-night-time-film-coated-tablets",
      },
      {
        title: "4.1 Hypnotics and anxiolytics - Isle of Wight NHS Trust eFormulary",
        publisher: "Isle of Wight NHS Trust",
        url: "https://www.iow.nhs.uk/Pharmacy/eFormulary/0401-hypnotics-and-anxiolytics.htm",
      },
    ],
  },
  {
    id: "sc-p32c-val-diazepam",
    title: "Person prescribed diazepam 2mg buys valerian sleep tablets",
    profile: {
      medicines: ["diazepam 2mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Valerian root extract 150 mg tablets (THR)",
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
            medicine: "diazepam 2mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'SleepEezy Valerian leaflet: "Do not take this product if you are already taking a medicine for sleep or anxie[ty]"; Valerina Night-Time leaflet: "Do not take Valerina Night-Time if you are: ... already taking other medicines for anxiety or sleep." Membership: the Isle of Wight NHS formulary "4.1 Hypnotics and anxiolytics" lists diazepam ("4.1.2 Anxiolytics"). The leaflets say "Do not take", so at least major (contraindicated accepted).',
    sources: [
      {
        title: "SleepEezy Valerian Tablets (Natures Aid) - Patient information leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/sleepeezy-valerian-tablets",
      },
      {
        title: "Valerina Night-Time film-coated tablets - Package leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/valerina-night-time-film-coated-tablets",
      },
      {
        title: "4.1 Hypnotics and anxiolytics - Isle of Wight NHS Trust eFormulary",
        publisher: "Isle of Wight NHS Trust",
        url: "https://www.iow.nhs.uk/Pharmacy/eFormulary/0401-hypnotics-and-anxiolytics.htm",
      },
    ],
  },
  {
    id: "sc-p32c-val-lorazepam",
    title: "Person prescribed lorazepam 1mg buys valerian sleep tablets",
    profile: {
      medicines: ["lorazepam 1mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Valerian root extract 150 mg tablets (THR)",
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
            medicine: "lorazepam 1mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'SleepEezy Valerian leaflet: "Do not take this product if you are already taking a medicine for sleep or anxie[ty]"; Valerina Night-Time leaflet: "Do not take Valerina Night-Time if you are: ... already taking other medicines for anxiety or sleep." Membership: the Isle of Wight NHS formulary "4.1 Hypnotics and anxiolytics" lists lorazepam ("4.1.2 Anxiolytics"). The leaflets say "Do not take", so at least major (contraindicated accepted).',
    sources: [
      {
        title: "SleepEezy Valerian Tablets (Natures Aid) - Patient information leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/sleepeezy-valerian-tablets",
      },
      {
        title: "Valerina Night-Time film-coated tablets - Package leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/valerina-night-time-film-coated-tablets",
      },
      {
        title: "4.1 Hypnotics and anxiolytics - Isle of Wight NHS Trust eFormulary",
        publisher: "Isle of Wight NHS Trust",
        url: "https://www.iow.nhs.uk/Pharmacy/eFormulary/0401-hypnotics-and-anxiolytics.htm",
      },
    ],
  },
  {
    id: "sc-p32c-val-buspirone",
    title: "Person prescribed buspirone 5mg buys valerian sleep tablets",
    profile: {
      medicines: ["buspirone 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Valerian root extract 150 mg tablets (THR)",
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
            medicine: "buspirone 5mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'SleepEezy Valerian leaflet: "Do not take this product if you are already taking a medicine for sleep or anxie[ty]"; Valerina Night-Time leaflet: "Do not take Valerina Night-Time if you are: ... already taking other medicines for anxiety or sleep." Membership: the Isle of Wight NHS formulary "4.1 Hypnotics and anxiolytics" lists buspirone ("4.1.2 Anxiolytics"). The leaflets say "Do not take", so at least major (contraindicated accepted).',
    sources: [
      {
        title: "SleepEezy Valerian Tablets (Natures Aid) - Patient information leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/sleepeezy-valerian-tablets",
      },
      {
        title: "Valerina Night-Time film-coated tablets - Package leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/valerina-night-time-film-coated-tablets",
      },
      {
        title: "4.1 Hypnotics and anxiolytics - Isle of Wight NHS Trust eFormulary",
        publisher: "Isle of Wight NHS Trust",
        url: "https://www.iow.nhs.uk/Pharmacy/eFormulary/0401-hypnotics-and-anxiolytics.htm",
      },
    ],
  },
  {
    id: "sc-p32c-val-levothyroxine-quiet",
    title: "Person on levothyroxine takes valerian to help sleep",
    profile: {
      medicines: ["levothyroxine 75 micrograms daily"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Valerian root extract 150 mg tablets (THR)",
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
            medicine: "levothyroxine 75 micrograms daily",
          },
        },
      ],
    },
    rationale:
      'The valerian THR leaflets exclude use with "a medicine for sleep or anxie[ty]" and warn about alcohol; thyroid hormones are not sleep or anxiety medicines and are not mentioned, so no flag.',
    sources: [
      {
        title: "SleepEezy Valerian Tablets (Natures Aid) - Patient information leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/sleepeezy-valerian-tablets",
      },
      {
        title: "Valerina Night-Time film-coated tablets - Package leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/valerina-night-time-film-coated-tablets",
      },
    ],
  },
  {
    id: "sc-p32c-val-metformin-quiet",
    title: "Person on metformin takes valerian to help sleep",
    profile: {
      medicines: ["metformin 500mg three times daily"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Valerian root extract 150 mg tablets (THR)",
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
            medicine: "metformin 500mg three times daily",
          },
        },
      ],
    },
    rationale:
      'The valerian THR leaflets exclude use with "a medicine for sleep or anxie[ty]" and warn about alcohol; antidiabetic medicines are not sleep or anxiety medicines and are not mentioned, so no flag.',
    sources: [
      {
        title: "SleepEezy Valerian Tablets (Natures Aid) - Patient information leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/sleepeezy-valerian-tablets",
      },
      {
        title: "Valerina Night-Time film-coated tablets - Package leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/valerina-night-time-film-coated-tablets",
      },
    ],
  },
  {
    id: "sc-p32c-val-ramipril-quiet",
    title: "Person on ramipril takes valerian to help sleep",
    profile: {
      medicines: ["ramipril 10mg capsules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Valerian root extract 150 mg tablets (THR)",
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
            medicine: "ramipril 10mg capsules",
          },
        },
      ],
    },
    rationale:
      'The valerian THR leaflets exclude use with "a medicine for sleep or anxie[ty]" and warn about alcohol; ACE inhibitors are not sleep or anxiety medicines and are not mentioned, so no flag.',
    sources: [
      {
        title: "SleepEezy Valerian Tablets (Natures Aid) - Patient information leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/sleepeezy-valerian-tablets",
      },
      {
        title: "Valerina Night-Time film-coated tablets - Package leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/valerina-night-time-film-coated-tablets",
      },
    ],
  },
  {
    id: "sc-p32c-val-omeprazole-quiet",
    title: "Person on omeprazole takes valerian to help sleep",
    profile: {
      medicines: ["omeprazole 20mg capsules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Valerian root extract 150 mg tablets (THR)",
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
            medicine: "omeprazole 20mg capsules",
          },
        },
      ],
    },
    rationale:
      'The valerian THR leaflets exclude use with "a medicine for sleep or anxie[ty]" and warn about alcohol; proton pump inhibitors are not sleep or anxiety medicines and are not mentioned, so no flag.',
    sources: [
      {
        title: "SleepEezy Valerian Tablets (Natures Aid) - Patient information leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/sleepeezy-valerian-tablets",
      },
      {
        title: "Valerina Night-Time film-coated tablets - Package leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/valerina-night-time-film-coated-tablets",
      },
    ],
  },
  {
    id: "sc-p32c-om-metformin-quiet",
    title: "Person on metformin 1g also takes Omega-3 fish oil 1000 mg capsules",
    profile: {
      medicines: ["metformin 1g"],
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
        servingsPerDay: 4,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "metformin 1g",
          },
        },
      ],
    },
    rationale:
      'The Omacor SmPC warnings concern "anticoagulant therapy" (bleeding time), fish allergy and liver enzymes; antidiabetic medicines are not named in an interaction, so no flag.',
    sources: [
      {
        title: "Omacor soft capsules - SmPC sections 4.3-4.4 (HPRA, Ireland)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p32c-ca-ramipril-quiet",
    title:
      "Person on ramipril 5mg once daily also takes Calcium 500 mg (calcium carbonate 1250 mg) chewable tablets",
    profile: {
      medicines: ["ramipril 5mg once daily"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg (calcium carbonate 1250 mg) chewable tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "ramipril 5mg once daily",
          },
        },
      ],
    },
    rationale:
      'The Calcichew leaflet names "thiazide diuretics", "cardiac glycosides", "tetracycline antibiotics", "levothyroxine", "Quinolone antibiotics" and "Bisphosphonates"; ACE inhibitors are not named and there is no mechanism, so no flag.',
    sources: [
      {
        title: "Calcichew 500mg Chewable Tablets - Package leaflet (UK)",
        publisher: "Drugs.com UK (copy of UK PIL)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-p32c-ve-omeprazole-quiet",
    title: "Person on omeprazole 40mg also takes Vitamin E 400 IU capsules",
    profile: {
      medicines: ["omeprazole 40mg"],
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
            medicine: "omeprazole 40mg",
          },
        },
      ],
    },
    rationale:
      'The vitamin E SmPC names "anticoagulants", "inhibitors of platelet aggregation", ibrutinib, oestrogens, "Sequestrants", orlistat, iron, ciclosporin and anticonvulsants; proton pump inhibitors are not named, so no flag.',
    sources: [
      {
        title:
          "Vitamin E medicinal product - Summary of Product Characteristics, section 4.5 (emc product 14884)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/14884/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-ve-ramipril-quiet",
    title: "Person on ramipril 2.5mg also takes Vitamin E 400 IU capsules",
    profile: {
      medicines: ["ramipril 2.5mg"],
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
            medicine: "ramipril 2.5mg",
          },
        },
      ],
    },
    rationale:
      'ACE inhibitors are not among the groups in the vitamin E SmPC section 4.5 ("anticoagulants", "inhibitors of platelet aggregation", "Sequestrants", "Anticonvulsants"...), so no flag.',
    sources: [
      {
        title:
          "Vitamin E medicinal product - Summary of Product Characteristics, section 4.5 (emc product 14884)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/14884/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-b6-metformin-quiet",
    title: "Person on metformin 500mg also takes Vitamin B6 50 mg tablets",
    profile: {
      medicines: ["metformin 500mg"],
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b6",
          with: {
            medicine: "metformin 500mg",
          },
        },
      ],
    },
    rationale:
      'The pyridoxine SmPC names only "isoniazid, penicillamine and oral contraceptives" and "levodopa"; metformin is not named and there is no mechanism, so no flag.',
    sources: [
      {
        title: "Pyridoxine Hydrochloride 50 mg film-coated tablets - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/100831/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-b6-ramipril-quiet",
    title: "Person on ramipril 5mg capsules daily also takes Vitamin B6 50 mg tablets",
    profile: {
      medicines: ["ramipril 5mg capsules daily"],
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b6",
          with: {
            medicine: "ramipril 5mg capsules daily",
          },
        },
      ],
    },
    rationale:
      'The pyridoxine SmPC names only "isoniazid, penicillamine and oral contraceptives" and "levodopa"; ACE inhibitors are not named, so no flag.',
    sources: [
      {
        title: "Pyridoxine Hydrochloride 50 mg film-coated tablets - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/100831/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-fa-atorvastatin-quiet",
    title: "Person on atorvastatin 80mg also takes Folic acid 400 microgram tablets",
    profile: {
      medicines: ["atorvastatin 80mg"],
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
            medicine: "atorvastatin 80mg",
          },
        },
      ],
    },
    rationale:
      'Statins are not among the medicines the folic acid SmPC names ("sulfasalazine", "cholestyramine", "anticonvulsants", "methotrexate", "Trimethoprim or sulphonamides"...), so no flag.',
    sources: [
      {
        title: "Folic acid tablets - Summary of Product Characteristics, section 4.5 (emc medicine 23233)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p32c-vd-omeprazole-quiet",
    title: "Person on omeprazole 20mg daily also takes Vitamin D3 25 microgram (1000 IU) tablets",
    profile: {
      medicines: ["omeprazole 20mg daily"],
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
            medicine: "omeprazole 20mg daily",
          },
        },
      ],
    },
    rationale:
      'The Colextra-D3 leaflet names cardiac glycosides, "Thiazide diuretics", epilepsy medicines, barbiturates and "Glucocorticoids"; proton pump inhibitors are not named, so no flag.',
    sources: [
      {
        title: "Colextra-D3 20 000 IU soft capsules - Patient leaflet",
        publisher: "patient-info.co.uk (copy of UK PIL)",
        url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p32c-ec-metformin-quiet",
    title: "Person on metformin 850mg tablets also takes Echinacea 460-530 mg root tablets (THR)",
    profile: {
      medicines: ["metformin 850mg tablets"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 460-530 mg root tablets (THR)",
          ingredients: [
            {
              ingredient: "echinacea",
              amount: 500,
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
            medicine: "metformin 850mg tablets",
          },
        },
      ],
    },
    rationale:
      'The echinacea THR SmPC contraindications concern "immunosuppression", autoimmune and systemic disorders; antidiabetic medicines are not mentioned, so no flag.',
    sources: [
      {
        title:
          "EchinEeze Echinacea Tablets / Care Echinacea Cold & Flu Relief Tablets - Summary of Product Characteristics (THR)",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/care-echinacea-cold-flu-relief-tablets-echineeze-echinacea-tablets-87465/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p32c-val-amlodipine-quiet",
    title: "Person on amlodipine 10mg daily also takes Valerian root extract 150 mg tablets (THR)",
    profile: {
      medicines: ["amlodipine 10mg daily"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Valerian root extract 150 mg tablets (THR)",
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
            medicine: "amlodipine 10mg daily",
          },
        },
      ],
    },
    rationale:
      'The valerian THR leaflet excludes use with "a medicine for sleep or anxie[ty]"; amlodipine is not a sleep or anxiety medicine, so no flag.',
    sources: [
      {
        title: "SleepEezy Valerian Tablets (Natures Aid) - Patient information leaflet (THR)",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/sleepeezy-valerian-tablets",
      },
    ],
  },
  {
    id: "sc-p32c-ag-ropinirole",
    title: "Woman on ropinirole buys agnus castus for PMS",
    profile: {
      medicines: ["ropinirole 2mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg extract tablets (THR)",
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
            medicine: "ropinirole 2mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Agnus castus THR leaflet: "Tell your doctor before taking this product if you ... are taking any of the following: dopamine receptor antagonist or agonist type medicine, oestrogens or antioestrogens"; A.Vogel SmPC 4.4: "Patients who are using dopamine agonists, dopamine antagonists, oestrogens and antio[estrogens]" should consult a doctor. Membership: ropinirole is listed under "Dopamine receptor agonists" (NI Formulary 4.9.1.1). "Tell your doctor" = moderate.',
    sources: [
      {
        title:
          "Healthspan Agnus Castus Premenstrual Relief Tablets (and own-label equivalents) - Patient leaflet (THR 23056/0002)",
        publisher: "patient-info.co.uk (copy of UK PIL)",
        url: "https://patient-info.co.uk/healthspan-agnus-castus-premenstrual-relief-tablets-holland-barrett-femlieve-agnus-castus-tablets-premherb-pms-relief-tablets-higher-nature-agnus-castus-pms-relief-film-coated-tablets-boots-pms-relief-agnus-castus-tablets-97069/patient-leaflet",
      },
      {
        title: "A.Vogel Agnus castus oral drops - Summary of Product Characteristics (THR)",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
      {
        title: "4.9.1.1 Dopamine receptor agonists - Northern Ireland Formulary",
        publisher: "HSC Northern Ireland Formulary",
        url: "https://niformulary.hscni.net/formulary/4-0-central-nervous-system/4-9-drugs-used-in-parkinsonism-and-related-disorders/4-9-1-dopaminergic-drugs-used-in-parkinsonism/4-9-1-1-dopamine-receptor-agonists/",
      },
    ],
  },
  {
    id: "sc-p32c-ag-pramipexole",
    title: "Woman on pramipexole buys agnus castus for PMS",
    profile: {
      medicines: ["pramipexole 180 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg extract tablets (THR)",
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
            medicine: "pramipexole 180 micrograms",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Agnus castus THR leaflet: "Tell your doctor before taking this product if you ... are taking any of the following: dopamine receptor antagonist or agonist type medicine, oestrogens or antioestrogens"; A.Vogel SmPC 4.4: "Patients who are using dopamine agonists, dopamine antagonists, oestrogens and antio[estrogens]" should consult a doctor. Membership: pramipexole is listed under "Dopamine receptor agonists" (NI Formulary 4.9.1.1). "Tell your doctor" = moderate.',
    sources: [
      {
        title:
          "Healthspan Agnus Castus Premenstrual Relief Tablets (and own-label equivalents) - Patient leaflet (THR 23056/0002)",
        publisher: "patient-info.co.uk (copy of UK PIL)",
        url: "https://patient-info.co.uk/healthspan-agnus-castus-premenstrual-relief-tablets-holland-barrett-femlieve-agnus-castus-tablets-premherb-pms-relief-tablets-higher-nature-agnus-castus-pms-relief-film-coated-tablets-boots-pms-relief-agnus-castus-tablets-97069/patient-leaflet",
      },
      {
        title: "A.Vogel Agnus castus oral drops - Summary of Product Characteristics (THR)",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
      {
        title: "4.9.1.1 Dopamine receptor agonists - Northern Ireland Formulary",
        publisher: "HSC Northern Ireland Formulary",
        url: "https://niformulary.hscni.net/formulary/4-0-central-nervous-system/4-9-drugs-used-in-parkinsonism-and-related-disorders/4-9-1-dopaminergic-drugs-used-in-parkinsonism/4-9-1-1-dopamine-receptor-agonists/",
      },
    ],
  },
  {
    id: "sc-p32c-ag-cabergoline",
    title: "Woman on cabergoline buys agnus castus for PMS",
    profile: {
      medicines: ["cabergoline 500 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg extract tablets (THR)",
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
            medicine: "cabergoline 500 micrograms",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Agnus castus THR leaflet: "Tell your doctor before taking this product if you ... are taking any of the following: dopamine receptor antagonist or agonist type medicine, oestrogens or antioestrogens"; A.Vogel SmPC 4.4: "Patients who are using dopamine agonists, dopamine antagonists, oestrogens and antio[estrogens]" should consult a doctor. Membership: the NI Formulary dopamine receptor agonist page names the ergot derivatives "bromocriptine, cabergoline and pergolide". "Tell your doctor" = moderate.',
    sources: [
      {
        title:
          "Healthspan Agnus Castus Premenstrual Relief Tablets (and own-label equivalents) - Patient leaflet (THR 23056/0002)",
        publisher: "patient-info.co.uk (copy of UK PIL)",
        url: "https://patient-info.co.uk/healthspan-agnus-castus-premenstrual-relief-tablets-holland-barrett-femlieve-agnus-castus-tablets-premherb-pms-relief-tablets-higher-nature-agnus-castus-pms-relief-film-coated-tablets-boots-pms-relief-agnus-castus-tablets-97069/patient-leaflet",
      },
      {
        title: "A.Vogel Agnus castus oral drops - Summary of Product Characteristics (THR)",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
      {
        title: "4.9.1.1 Dopamine receptor agonists - Northern Ireland Formulary",
        publisher: "HSC Northern Ireland Formulary",
        url: "https://niformulary.hscni.net/formulary/4-0-central-nervous-system/4-9-drugs-used-in-parkinsonism-and-related-disorders/4-9-1-dopaminergic-drugs-used-in-parkinsonism/4-9-1-1-dopamine-receptor-agonists/",
      },
    ],
  },
  {
    id: "sc-p32c-ag-metoclopramide",
    title: "Woman on metoclopramide buys agnus castus for PMS",
    profile: {
      medicines: ["metoclopramide 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg extract tablets (THR)",
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
      'Agnus castus THR leaflet: "Tell your doctor before taking this product if you ... are taking any of the following: dopamine receptor antagonist or agonist type medicine, oestrogens or antioestrogens"; A.Vogel SmPC 4.4: "Patients who are using dopamine agonists, dopamine antagonists, oestrogens and antio[estrogens]" should consult a doctor. Membership: metoclopramide is listed under "Dopamine receptor antagonists" (NHS Somerset formulary). "Tell your doctor" = moderate.',
    sources: [
      {
        title:
          "Healthspan Agnus Castus Premenstrual Relief Tablets (and own-label equivalents) - Patient leaflet (THR 23056/0002)",
        publisher: "patient-info.co.uk (copy of UK PIL)",
        url: "https://patient-info.co.uk/healthspan-agnus-castus-premenstrual-relief-tablets-holland-barrett-femlieve-agnus-castus-tablets-premherb-pms-relief-tablets-higher-nature-agnus-castus-pms-relief-film-coated-tablets-boots-pms-relief-agnus-castus-tablets-97069/patient-leaflet",
      },
      {
        title: "A.Vogel Agnus castus oral drops - Summary of Product Characteristics (THR)",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
      {
        title: "Antiemetics and antinauseants (Dopamine receptor antagonists) - NHS Somerset formulary",
        publisher: "NHS Somerset",
        url: "https://formulary.nhssomerset.nhs.uk/?page_id=6948",
      },
    ],
  },
  {
    id: "sc-p32c-ag-domperidone",
    title: "Woman on domperidone buys agnus castus for PMS",
    profile: {
      medicines: ["domperidone 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 4 mg extract tablets (THR)",
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
            medicine: "domperidone 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Agnus castus THR leaflet: "Tell your doctor before taking this product if you ... are taking any of the following: dopamine receptor antagonist or agonist type medicine, oestrogens or antioestrogens"; A.Vogel SmPC 4.4: "Patients who are using dopamine agonists, dopamine antagonists, oestrogens and antio[estrogens]" should consult a doctor. Membership: domperidone is listed under "Dopamine receptor antagonists" (NHS Somerset formulary). "Tell your doctor" = moderate.',
    sources: [
      {
        title:
          "Healthspan Agnus Castus Premenstrual Relief Tablets (and own-label equivalents) - Patient leaflet (THR 23056/0002)",
        publisher: "patient-info.co.uk (copy of UK PIL)",
        url: "https://patient-info.co.uk/healthspan-agnus-castus-premenstrual-relief-tablets-holland-barrett-femlieve-agnus-castus-tablets-premherb-pms-relief-tablets-higher-nature-agnus-castus-pms-relief-film-coated-tablets-boots-pms-relief-agnus-castus-tablets-97069/patient-leaflet",
      },
      {
        title: "A.Vogel Agnus castus oral drops - Summary of Product Characteristics (THR)",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
      {
        title: "Antiemetics and antinauseants (Dopamine receptor antagonists) - NHS Somerset formulary",
        publisher: "NHS Somerset",
        url: "https://formulary.nhssomerset.nhs.uk/?page_id=6948",
      },
    ],
  },
  {
    id: "sc-p32c-pg-warfarin",
    title: "Person on warfarin 2mg wants Kaloba for a cough",
    profile: {
      medicines: ["warfarin 2mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium sidoides 20 mg extract tablets (THR)",
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
            medicine: "warfarin 2mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kaloba SmPC 4.3: "Kaloba is not to be used in the following cases: ... increased tendency to bleeding, patients using coagulation-inhibiting drugs". Membership: Patient.info lists "The oral anticoagulants available in the UK" as warfarin, acenocoumarol, phenindione, dabigatran etexilate, rivaroxaban, edoxaban and apixaban. Contraindicated in the SmPC, so at least major.',
    sources: [
      {
        title: "Kaloba Pelargonium Cough & Cold Relief tablets - Summary of Product Characteristics (THR)",
        publisher: "Schwabe Pharma UK",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/kaloba-tablets-spc/",
      },
      {
        title: "Oral anticoagulants (professional reference)",
        publisher: "Patient.info (UK)",
        url: "https://patient.info/doctor/oral-anticoagulants",
      },
    ],
  },
  {
    id: "sc-p32c-pg-apixaban",
    title: "Person on apixaban 5mg tablets wants Kaloba for a cough",
    profile: {
      medicines: ["apixaban 5mg tablets"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium sidoides 20 mg extract tablets (THR)",
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
            medicine: "apixaban 5mg tablets",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kaloba SmPC 4.3: "Kaloba is not to be used in the following cases: ... increased tendency to bleeding, patients using coagulation-inhibiting drugs". Membership: Patient.info lists "The oral anticoagulants available in the UK" as warfarin, acenocoumarol, phenindione, dabigatran etexilate, rivaroxaban, edoxaban and apixaban. Contraindicated in the SmPC, so at least major.',
    sources: [
      {
        title: "Kaloba Pelargonium Cough & Cold Relief tablets - Summary of Product Characteristics (THR)",
        publisher: "Schwabe Pharma UK",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/kaloba-tablets-spc/",
      },
      {
        title: "Oral anticoagulants (professional reference)",
        publisher: "Patient.info (UK)",
        url: "https://patient.info/doctor/oral-anticoagulants",
      },
    ],
  },
  {
    id: "sc-p32c-pg-rivaroxaban",
    title: "Person on rivaroxaban 15mg wants Kaloba for a cough",
    profile: {
      medicines: ["rivaroxaban 15mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium sidoides 20 mg extract tablets (THR)",
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
            medicine: "rivaroxaban 15mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kaloba SmPC 4.3: "Kaloba is not to be used in the following cases: ... increased tendency to bleeding, patients using coagulation-inhibiting drugs". Membership: Patient.info lists "The oral anticoagulants available in the UK" as warfarin, acenocoumarol, phenindione, dabigatran etexilate, rivaroxaban, edoxaban and apixaban. Contraindicated in the SmPC, so at least major.',
    sources: [
      {
        title: "Kaloba Pelargonium Cough & Cold Relief tablets - Summary of Product Characteristics (THR)",
        publisher: "Schwabe Pharma UK",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/kaloba-tablets-spc/",
      },
      {
        title: "Oral anticoagulants (professional reference)",
        publisher: "Patient.info (UK)",
        url: "https://patient.info/doctor/oral-anticoagulants",
      },
    ],
  },
  {
    id: "sc-p32c-pg-dabigatran",
    title: "Person on Pradaxa 110mg wants Kaloba for a cough",
    profile: {
      medicines: ["Pradaxa 110mg (dabigatran)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium sidoides 20 mg extract tablets (THR)",
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
            medicine: "Pradaxa 110mg (dabigatran)",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kaloba SmPC 4.3: "Kaloba is not to be used in the following cases: ... increased tendency to bleeding, patients using coagulation-inhibiting drugs". Membership: Patient.info lists "The oral anticoagulants available in the UK" as warfarin, acenocoumarol, phenindione, dabigatran etexilate, rivaroxaban, edoxaban and apixaban. Contraindicated in the SmPC, so at least major.',
    sources: [
      {
        title: "Kaloba Pelargonium Cough & Cold Relief tablets - Summary of Product Characteristics (THR)",
        publisher: "Schwabe Pharma UK",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/kaloba-tablets-spc/",
      },
      {
        title: "Oral anticoagulants (professional reference)",
        publisher: "Patient.info (UK)",
        url: "https://patient.info/doctor/oral-anticoagulants",
      },
    ],
  },
  {
    id: "sc-p32c-fa-omeprazole-quiet",
    title: "Person on omeprazole 20mg once daily also takes Folic acid 400 microgram tablets",
    profile: {
      medicines: ["omeprazole 20mg once daily"],
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
            medicine: "omeprazole 20mg once daily",
          },
        },
      ],
    },
    rationale:
      'Proton pump inhibitors are not among the medicines named in the folic acid SmPC ("sulfasalazine", "cholestyramine", "anticonvulsants", "methotrexate"...), so no flag.',
    sources: [
      {
        title: "Folic acid tablets - Summary of Product Characteristics, section 4.5 (emc medicine 23233)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-p32c-b6-atorvastatin-quiet",
    title: "Person on atorvastatin 20mg tablets also takes Vitamin B6 50 mg tablets",
    profile: {
      medicines: ["atorvastatin 20mg tablets"],
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b6",
          with: {
            medicine: "atorvastatin 20mg tablets",
          },
        },
      ],
    },
    rationale:
      'The pyridoxine SmPC names only "isoniazid, penicillamine and oral contraceptives" and "levodopa"; statins are not named, so no flag.',
    sources: [
      {
        title: "Pyridoxine Hydrochloride 50 mg film-coated tablets - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/100831/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-b6-omeprazole-quiet",
    title: "Person on omeprazole 10mg also takes Vitamin B6 50 mg tablets",
    profile: {
      medicines: ["omeprazole 10mg"],
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b6",
          with: {
            medicine: "omeprazole 10mg",
          },
        },
      ],
    },
    rationale:
      'The pyridoxine SmPC names only "isoniazid, penicillamine and oral contraceptives" and "levodopa"; proton pump inhibitors are not named, so no flag.',
    sources: [
      {
        title: "Pyridoxine Hydrochloride 50 mg film-coated tablets - Summary of Product Characteristics",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/100831/smpc",
      },
    ],
  },
  {
    id: "sc-p32c-ec-ramipril-quiet",
    title: "Person on ramipril 2.5mg daily also takes Echinacea 460-530 mg root tablets (THR)",
    profile: {
      medicines: ["ramipril 2.5mg daily"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 460-530 mg root tablets (THR)",
          ingredients: [
            {
              ingredient: "echinacea",
              amount: 500,
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
            medicine: "ramipril 2.5mg daily",
          },
        },
      ],
    },
    rationale:
      'The echinacea THR SmPC contraindications concern "immunosuppression", autoimmune and systemic disorders; ACE inhibitors are not mentioned, so no flag.',
    sources: [
      {
        title:
          "EchinEeze Echinacea Tablets / Care Echinacea Cold & Flu Relief Tablets - Summary of Product Characteristics (THR)",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/care-echinacea-cold-flu-relief-tablets-echineeze-echinacea-tablets-87465/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p32d-iron-haemochromatosis",
    title: "Man with genetic haemochromatosis buys ferrous sulfate for tiredness",
    profile: {
      medicines: [],
      conditions: ["genetic haemochromatosis (C282Y)"],
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
            condition: "genetic haemochromatosis (C282Y)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The ferrous sulfate 200 mg (65 mg iron) SmPC section 4.3 lists "haemochromatosis and other iron overload syndromes" as contraindications, and the leaflet says do not take it "If you have a disorder in which there is excessive absorption and storage of iron such as haemochromatosis".',
    sources: [
      {
        title:
          "Ferrous Sulfate Tablets 200mg (Sandoz) - Summary of Product Characteristics, sections 4.3-4.4",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
      {
        title: "Ferrous Sulphate 200mg Tablets - Package leaflet: information for the patient",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/ferrous-sulphate-200mg-tablets",
      },
    ],
  },
  {
    id: "sc-p32d-iron-thalassaemia-transfusions",
    title: "Woman with thalassaemia major on regular transfusions wants an iron tablet",
    profile: {
      medicines: [],
      conditions: ["thalassaemia major - transfused every 3 weeks"],
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
            condition: "thalassaemia major - transfused every 3 weeks",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate 65 mg iron SmPC 4.3: contraindicated in "patients receiving repeated blood transfusions"; 4.4 adds "Administer with caution in patients with ... haemoglobinopathies".',
    sources: [
      {
        title:
          "Ferrous Sulfate Tablets 200mg (Sandoz) - Summary of Product Characteristics, sections 4.3-4.4",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-p32d-iron-sickle-cell",
    title: "Adult with sickle cell disease considers iron tablets",
    profile: {
      medicines: [],
      conditions: ["sickle cell disease"],
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
            condition: "sickle cell disease",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC 4.4: "Administer with caution in patients with haemolytic anaemia, haemoglobinopathies, iron storage or iron absorption diseases" - sickle cell disease is a haemoglobinopathy, so a doctor should decide.',
    sources: [
      {
        title:
          "Ferrous Sulfate Tablets 200mg (Sandoz) - Summary of Product Characteristics, sections 4.3-4.4",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-p32d-iron-haemolytic-anaemia",
    title: "Woman with autoimmune haemolytic anaemia self-treats with iron",
    profile: {
      medicines: [],
      conditions: ["autoimmune haemolytic anaemia"],
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
            condition: "autoimmune haemolytic anaemia",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC 4.4: "Administer with caution in patients with haemolytic anaemia"; the leaflet asks such patients to talk to a doctor first.',
    sources: [
      {
        title:
          "Ferrous Sulfate Tablets 200mg (Sandoz) - Summary of Product Characteristics, sections 4.3-4.4",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-p32d-iron-crohns",
    title: "Man with Crohn's disease buys 65 mg iron tablets",
    profile: {
      medicines: [],
      conditions: ["crohns disease"],
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
            condition: "crohns disease",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC 4.4: "Administer with caution in patients with ... existing gastrointestinal disease"; Crohn\'s disease is existing GI disease.',
    sources: [
      {
        title:
          "Ferrous Sulfate Tablets 200mg (Sandoz) - Summary of Product Characteristics, sections 4.3-4.4",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-p32d-iron-hay-fever-quiet",
    title: "Woman with hay fever takes ferrous sulfate for anaemia",
    profile: {
      medicines: [],
      conditions: ["hay fever"],
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
            condition: "hay fever",
          },
        },
      ],
    },
    rationale:
      'The ferrous sulfate SmPC 4.3/4.4 names only "haemochromatosis and other iron overload syndromes", repeated transfusions, parenteral iron, "haemolytic anaemia, haemoglobinopathies" and "existing gastrointestinal disease"; hay fever is not among them and has no iron-related mechanism.',
    sources: [
      {
        title:
          "Ferrous Sulfate Tablets 200mg (Sandoz) - Summary of Product Characteristics, sections 4.3-4.4",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-p32d-iron-migraine-quiet",
    title: "Woman who gets migraines starts iron tablets",
    profile: {
      medicines: [],
      conditions: ["migraines"],
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
            condition: "migraines",
          },
        },
      ],
    },
    rationale:
      'The ferrous sulfate SmPC 4.3/4.4 names only "haemochromatosis and other iron overload syndromes", repeated transfusions, parenteral iron, "haemolytic anaemia, haemoglobinopathies" and "existing gastrointestinal disease"; migraines is not among them and has no iron-related mechanism.',
    sources: [
      {
        title:
          "Ferrous Sulfate Tablets 200mg (Sandoz) - Summary of Product Characteristics, sections 4.3-4.4",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-p32d-vitd-sarcoidosis",
    title: "Man with pulmonary sarcoidosis buys vitamin D3 800 IU",
    profile: {
      medicines: [],
      conditions: ["sarcoidosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 800 IU (20 µg) capsules",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 800,
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
      'Fultium-D3 (800 IU) SmPC: patients with "sarcoidosis ... must be referred to their doctor and not supplied this as a Pharmacy medicine"; colecalciferol "should be prescribed with caution to patients suffering from sarcoidosis, due to the risk of increased metabolism of vitamin D into its active form".',
    sources: [
      {
        title: "Fultium-D3 - Summary of Product Characteristics, section 4.4 (emc product 2813)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/2813",
      },
      {
        title:
          "Colecalciferol oral solution - Summary of Product Characteristics, section 4.4 (emc product 8091)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p32d-vitd-ckd5-dialysis",
    title: "Dialysis patient picks up vitamin D3 1000 IU",
    profile: {
      medicines: [],
      conditions: ["CKD stage 5 - on dialysis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 1000 IU (25 µg) tablets",
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
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            condition: "CKD stage 5 - on dialysis",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Colecalciferol SmPC 4.4: "In patients with severe renal insufficiency, vitamin D in the form of colecalciferol is not metabolised normally and other forms of vitamin D should be used (see section 4.3)".',
    sources: [
      {
        title:
          "Colecalciferol oral solution - Summary of Product Characteristics, section 4.4 (emc product 8091)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
      {
        title: "Fultium-D3 - Summary of Product Characteristics, section 4.4 (emc product 2813)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/2813",
      },
    ],
  },
  {
    id: "sc-p32d-vitd-ckd3",
    title: "Woman with CKD stage 3 takes vitamin D3 daily",
    profile: {
      medicines: [],
      conditions: ["CKD stage 3"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 1000 IU (25 µg) tablets",
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
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            condition: "CKD stage 3",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Colecalciferol SmPC 4.4: "Patients with mild to moderate impairment of renal function should be supervised carefully and the effect on calcium and phosphate levels should be monitored."',
    sources: [
      {
        title:
          "Colecalciferol oral solution - Summary of Product Characteristics, section 4.4 (emc product 8091)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p32d-vitd-kidney-stones-history",
    title: "Man who has had kidney stones starts vitamin D3",
    profile: {
      medicines: [],
      conditions: ["kidney stones in the past"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 1000 IU (25 µg) tablets",
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
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            condition: "kidney stones in the past",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Colecalciferol SmPC 4.4: "In patients with a history of renal stones urinary calcium excretion should be measured to exclude hypercalciuria", and monitoring is "especially important ... in patients with a high tendency to calculus formation".',
    sources: [
      {
        title:
          "Colecalciferol oral solution - Summary of Product Characteristics, section 4.4 (emc product 8091)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p32d-vitd-immobilised-osteoporosis",
    title: "Bed-bound woman with osteoporosis on vitamin D3",
    profile: {
      medicines: [],
      conditions: ["housebound with osteoporosis, mostly in bed"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 1000 IU (25 µg) tablets",
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
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            condition: "housebound with osteoporosis, mostly in bed",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Colecalciferol SmPC 4.4: "Colecalciferol should be used with caution in immobilised patients with osteoporosis due to increased risk of hypercalcaemia."',
    sources: [
      {
        title:
          "Colecalciferol oral solution - Summary of Product Characteristics, section 4.4 (emc product 8091)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p32d-cad3-hypercalcaemia",
    title: "Woman told her calcium is high buys Calcichew-D3",
    profile: {
      medicines: [],
      conditions: ["high calcium levels (hypercalcaemia)"],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g + vitamin D3 400 IU chewable tablets (Calcichew-D3 type)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
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
            condition: "high calcium levels (hypercalcaemia)",
          },
          severity: {
            min: "contraindicated",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            condition: "high calcium levels (hypercalcaemia)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calcium carbonate with colecalciferol is contraindicated in "Hypercalcaemia" (Medscape UK monograph); the colecalciferol SmPC adds "In case of hypercalcaemia ... the dose should be reduced or the treatment discontinued".',
    sources: [
      {
        title: "Calcium carbonate with colecalciferol oral - contraindications and precautions",
        publisher: "Medscape UK drug monograph (UK healthcare professionals)",
        url: "https://www.medscape.co.uk/drug/calcium-carbonate-with-colecalciferol-oral-10589-10589",
      },
      {
        title:
          "Colecalciferol oral solution - Summary of Product Characteristics, section 4.4 (emc product 8091)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p32d-cad3-kidney-stone-history",
    title: "Woman with past kidney stones prescribed-type calcium + D3 bought OTC",
    profile: {
      medicines: [],
      conditions: ["kidney stones years ago"],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g + vitamin D3 400 IU chewable tablets (Calcichew-D3 type)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
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
            condition: "kidney stones years ago",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calcium carbonate with colecalciferol lists "History of nephrolithiasis" under precautions and warnings (Medscape UK), so monitoring/advice is needed.',
    sources: [
      {
        title: "Calcium carbonate with colecalciferol oral - contraindications and precautions",
        publisher: "Medscape UK drug monograph (UK healthcare professionals)",
        url: "https://www.medscape.co.uk/drug/calcium-carbonate-with-colecalciferol-oral-10589-10589",
      },
    ],
  },
  {
    id: "sc-p32d-cad3-hyperparathyroidism",
    title: "Woman with hyperparathyroidism buys Adcal-D3",
    profile: {
      medicines: [],
      conditions: ["overactive parathyroid (hyperparathyroidism)"],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g + vitamin D3 400 IU chewable tablets (Calcichew-D3 type)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
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
            condition: "overactive parathyroid (hyperparathyroidism)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calcium carbonate with colecalciferol is contraindicated in "Hyperparathyroidism" (Medscape UK).',
    sources: [
      {
        title: "Calcium carbonate with colecalciferol oral - contraindications and precautions",
        publisher: "Medscape UK drug monograph (UK healthcare professionals)",
        url: "https://www.medscape.co.uk/drug/calcium-carbonate-with-colecalciferol-oral-10589-10589",
      },
    ],
  },
  {
    id: "sc-p32d-cad3-ckd4",
    title: "Man with CKD stage 4 takes calcium + D3 chewables",
    profile: {
      medicines: [],
      conditions: ["stage 4 kidney disease"],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g + vitamin D3 400 IU chewable tablets (Calcichew-D3 type)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
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
            condition: "stage 4 kidney disease",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calcium carbonate with colecalciferol is contraindicated in "Severe renal impairment" (Medscape UK); CKD stage 4 (eGFR 15-29) is severe impairment.',
    sources: [
      {
        title: "Calcium carbonate with colecalciferol oral - contraindications and precautions",
        publisher: "Medscape UK drug monograph (UK healthcare professionals)",
        url: "https://www.medscape.co.uk/drug/calcium-carbonate-with-colecalciferol-oral-10589-10589",
      },
    ],
  },
  {
    id: "sc-p32d-vitd-hay-fever-quiet",
    title: "Man with hay fever takes vitamin D3 1000 IU",
    profile: {
      medicines: [],
      conditions: ["hay fever"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 1000 IU (25 µg) tablets",
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
            condition: "hay fever",
          },
        },
      ],
    },
    rationale:
      'The colecalciferol SmPC 4.4 and the calcium/colecalciferol monograph name renal impairment, "history of renal stones", "sarcoidosis", hypercalcaemia, hyperparathyroidism, malignancy and immobilisation; "hay fever" is not named and has no calcium/vitamin D mechanism.',
    sources: [
      {
        title:
          "Colecalciferol oral solution - Summary of Product Characteristics, section 4.4 (emc product 8091)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
      {
        title: "Calcium carbonate with colecalciferol oral - contraindications and precautions",
        publisher: "Medscape UK drug monograph (UK healthcare professionals)",
        url: "https://www.medscape.co.uk/drug/calcium-carbonate-with-colecalciferol-oral-10589-10589",
      },
    ],
  },
  {
    id: "sc-p32d-vitd-eczema-quiet",
    title: "Woman with eczema takes vitamin D3 in winter",
    profile: {
      medicines: [],
      conditions: ["eczema"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 1000 IU (25 µg) tablets",
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
            condition: "eczema",
          },
        },
      ],
    },
    rationale:
      'The colecalciferol SmPC 4.4 and the calcium/colecalciferol monograph name renal impairment, "history of renal stones", "sarcoidosis", hypercalcaemia, hyperparathyroidism, malignancy and immobilisation; "eczema" is not named and has no calcium/vitamin D mechanism.',
    sources: [
      {
        title:
          "Colecalciferol oral solution - Summary of Product Characteristics, section 4.4 (emc product 8091)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
      {
        title: "Calcium carbonate with colecalciferol oral - contraindications and precautions",
        publisher: "Medscape UK drug monograph (UK healthcare professionals)",
        url: "https://www.medscape.co.uk/drug/calcium-carbonate-with-colecalciferol-oral-10589-10589",
      },
    ],
  },
  {
    id: "sc-p32d-vitd-glaucoma-quiet",
    title: "Man with glaucoma takes vitamin D3 800 IU",
    profile: {
      medicines: [],
      conditions: ["glaucoma"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 800 IU (20 µg) capsules",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 800,
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
            condition: "glaucoma",
          },
        },
      ],
    },
    rationale:
      'The colecalciferol SmPC 4.4 and the calcium/colecalciferol monograph name renal impairment, "history of renal stones", "sarcoidosis", hypercalcaemia, hyperparathyroidism, malignancy and immobilisation; "glaucoma" is not named and has no calcium/vitamin D mechanism.',
    sources: [
      {
        title:
          "Colecalciferol oral solution - Summary of Product Characteristics, section 4.4 (emc product 8091)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
      {
        title: "Calcium carbonate with colecalciferol oral - contraindications and precautions",
        publisher: "Medscape UK drug monograph (UK healthcare professionals)",
        url: "https://www.medscape.co.uk/drug/calcium-carbonate-with-colecalciferol-oral-10589-10589",
      },
    ],
  },
  {
    id: "sc-p32d-vitd-ibs-quiet",
    title: "Woman with IBS takes vitamin D3 1000 IU",
    profile: {
      medicines: [],
      conditions: ["IBS"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 1000 IU (25 µg) tablets",
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
            condition: "IBS",
          },
        },
      ],
    },
    rationale:
      'The colecalciferol SmPC 4.4 and the calcium/colecalciferol monograph name renal impairment, "history of renal stones", "sarcoidosis", hypercalcaemia, hyperparathyroidism, malignancy and immobilisation; "IBS" is not named and has no calcium/vitamin D mechanism.',
    sources: [
      {
        title:
          "Colecalciferol oral solution - Summary of Product Characteristics, section 4.4 (emc product 8091)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
      {
        title: "Calcium carbonate with colecalciferol oral - contraindications and precautions",
        publisher: "Medscape UK drug monograph (UK healthcare professionals)",
        url: "https://www.medscape.co.uk/drug/calcium-carbonate-with-colecalciferol-oral-10589-10589",
      },
    ],
  },
  {
    id: "sc-p32d-cad3-oa-knees-quiet",
    title: "Woman with knee osteoarthritis takes calcium + D3",
    profile: {
      medicines: [],
      conditions: ["osteoarthritis in both knees"],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g + vitamin D3 400 IU chewable tablets (Calcichew-D3 type)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
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
            condition: "osteoarthritis in both knees",
          },
        },
      ],
    },
    rationale:
      'The colecalciferol SmPC 4.4 and the calcium/colecalciferol monograph name renal impairment, "history of renal stones", "sarcoidosis", hypercalcaemia, hyperparathyroidism, malignancy and immobilisation; "osteoarthritis in both knees" is not named and has no calcium/vitamin D mechanism.',
    sources: [
      {
        title:
          "Colecalciferol oral solution - Summary of Product Characteristics, section 4.4 (emc product 8091)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
      {
        title: "Calcium carbonate with colecalciferol oral - contraindications and precautions",
        publisher: "Medscape UK drug monograph (UK healthcare professionals)",
        url: "https://www.medscape.co.uk/drug/calcium-carbonate-with-colecalciferol-oral-10589-10589",
      },
    ],
  },
  {
    id: "sc-p32d-black-cohosh-fatty-liver",
    title: "Woman with fatty liver disease takes black cohosh liquid",
    profile: {
      medicines: [],
      conditions: ["fatty liver disease"],
    },
    stack: [
      {
        custom: {
          name: "Black Cohosh Rumatix oral liquid 0.2 ml (1:1 extract, about 200 mg root)",
          ingredients: [
            {
              ingredient: "black-cohosh",
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
      'Black Cohosh Rumatix (THR) SmPC 4.3 contraindications include "Patients with active liver disease or a history of liver damage".',
    sources: [
      {
        title:
          "English Herbal Medicines Black Cohosh Rumatix - Summary of Product Characteristics (THR), sections 4.2-4.3",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
    ],
  },
  {
    id: "sc-p32d-black-cohosh-past-liver-damage",
    title: "Man with past alcohol liver damage takes black cohosh for backache",
    profile: {
      medicines: [],
      conditions: ["liver damage from drinking years ago"],
    },
    stack: [
      {
        custom: {
          name: "Black Cohosh Rumatix oral liquid 0.2 ml (1:1 extract, about 200 mg root)",
          ingredients: [
            {
              ingredient: "black-cohosh",
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
          ingredient: "black-cohosh",
          with: {
            condition: "liver damage from drinking years ago",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Black Cohosh Rumatix (THR) SmPC 4.3 contraindications include "Patients with active liver disease or a history of liver damage".',
    sources: [
      {
        title:
          "English Herbal Medicines Black Cohosh Rumatix - Summary of Product Characteristics (THR), sections 4.2-4.3",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
    ],
  },
  {
    id: "sc-p32d-black-cohosh-er-breast-cancer",
    title: "Breast cancer survivor takes black cohosh",
    profile: {
      medicines: [],
      conditions: ["ER positive breast cancer 2019"],
    },
    stack: [
      {
        custom: {
          name: "Black Cohosh Rumatix oral liquid 0.2 ml (1:1 extract, about 200 mg root)",
          ingredients: [
            {
              ingredient: "black-cohosh",
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
          ingredient: "black-cohosh",
          with: {
            condition: "ER positive breast cancer 2019",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Black Cohosh Rumatix (THR) SmPC 4.3 contraindications include "Patients currently receiving treatment for or with a history of an oestrogen dependent tumour".',
    sources: [
      {
        title:
          "English Herbal Medicines Black Cohosh Rumatix - Summary of Product Characteristics (THR), sections 4.2-4.3",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
    ],
  },
  {
    id: "sc-p32d-black-cohosh-pregnant",
    title: "Pregnant woman with backache buys black cohosh",
    profile: {
      medicines: [],
      conditions: ["14 weeks pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Black Cohosh Rumatix oral liquid 0.2 ml (1:1 extract, about 200 mg root)",
          ingredients: [
            {
              ingredient: "black-cohosh",
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
          ingredient: "black-cohosh",
          with: {
            condition: "14 weeks pregnant",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'Black Cohosh Rumatix (THR) SmPC 4.3 contraindications include "Pregnancy and lactation".',
    sources: [
      {
        title:
          "English Herbal Medicines Black Cohosh Rumatix - Summary of Product Characteristics (THR), sections 4.2-4.3",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
    ],
  },
  {
    id: "sc-p32d-black-cohosh-breastfeeding",
    title: "Breastfeeding mother takes black cohosh for aches",
    profile: {
      medicines: [],
      conditions: ["breastfeeding my 3 month old"],
    },
    stack: [
      {
        custom: {
          name: "Black Cohosh Rumatix oral liquid 0.2 ml (1:1 extract, about 200 mg root)",
          ingredients: [
            {
              ingredient: "black-cohosh",
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
          ingredient: "black-cohosh",
          with: {
            condition: "breastfeeding my 3 month old",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'Black Cohosh Rumatix (THR) SmPC 4.3 contraindications include "Pregnancy and lactation".',
    sources: [
      {
        title:
          "English Herbal Medicines Black Cohosh Rumatix - Summary of Product Characteristics (THR), sections 4.2-4.3",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
    ],
  },
  {
    id: "sc-p32d-black-cohosh-ckd3",
    title: "Woman with CKD 3 takes black cohosh drops",
    profile: {
      medicines: [],
      conditions: ["kidney disease stage 3"],
    },
    stack: [
      {
        custom: {
          name: "Black Cohosh Rumatix oral liquid 0.2 ml (1:1 extract, about 200 mg root)",
          ingredients: [
            {
              ingredient: "black-cohosh",
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
          ingredient: "black-cohosh",
          with: {
            condition: "kidney disease stage 3",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Black Cohosh Rumatix SmPC 4.2: "The safety of Black Cohosh extract has not been studied in patients with hepatic and/or renal impairment. This product should not be taken by patients who have hepatic impairment or renal impairment."',
    sources: [
      {
        title:
          "English Herbal Medicines Black Cohosh Rumatix - Summary of Product Characteristics (THR), sections 4.2-4.3",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
    ],
  },
  {
    id: "sc-p32d-black-cohosh-lower-back-quiet",
    title: "Man with lower back pain takes black cohosh liquid",
    profile: {
      medicines: [],
      conditions: ["lower back pain"],
    },
    stack: [
      {
        custom: {
          name: "Black Cohosh Rumatix oral liquid 0.2 ml (1:1 extract, about 200 mg root)",
          ingredients: [
            {
              ingredient: "black-cohosh",
              amount: 200,
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
          ingredient: "black-cohosh",
          with: {
            condition: "lower back pain",
          },
        },
      ],
    },
    rationale:
      'The Black Cohosh Rumatix SmPC 4.2-4.3 names hepatic or renal impairment, "Pregnancy and lactation", "active liver disease or a history of liver damage" and "an oestrogen dependent tumour"; lower back pain is not named (backache is its indication) and has no plausible mechanism.',
    sources: [
      {
        title:
          "English Herbal Medicines Black Cohosh Rumatix - Summary of Product Characteristics (THR), sections 4.2-4.3",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
    ],
  },
  {
    id: "sc-p32d-black-cohosh-hay-fever-quiet",
    title: "Woman with hay fever uses black cohosh for muscle aches",
    profile: {
      medicines: [],
      conditions: ["hay fever"],
    },
    stack: [
      {
        custom: {
          name: "Black Cohosh Rumatix oral liquid 0.2 ml (1:1 extract, about 200 mg root)",
          ingredients: [
            {
              ingredient: "black-cohosh",
              amount: 200,
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
          ingredient: "black-cohosh",
          with: {
            condition: "hay fever",
          },
        },
      ],
    },
    rationale:
      'The Black Cohosh Rumatix SmPC 4.2-4.3 names hepatic or renal impairment, "Pregnancy and lactation", "active liver disease or a history of liver damage" and "an oestrogen dependent tumour"; hay fever is not named (backache is its indication) and has no plausible mechanism.',
    sources: [
      {
        title:
          "English Herbal Medicines Black Cohosh Rumatix - Summary of Product Characteristics (THR), sections 4.2-4.3",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
    ],
  },
  {
    id: "sc-p32d-devils-claw-stomach-ulcer",
    title: "Man with a stomach ulcer buys devil's claw for his knees",
    profile: {
      medicines: [],
      conditions: ["stomach ulcer"],
    },
    stack: [
      {
        custom: {
          name: "Devil's Claw JointAid tablets 450 mg extract",
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
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Healthspan Devil\'s Claw SmPC 4.3 contraindicates use in "Patients with active gastric or duodenal ulcer"; Lifeplan SmPC 4.4: "patients with a gastric or duodenal ulcer should not use Devil\'s Claw preparations".',
    sources: [
      {
        title:
          "Healthspan Devil's Claw JointAid tablets - Summary of Product Characteristics (THR), section 4.3",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/healthspan-devils-claw-jointaid-tablets-93362/summary-of-medicine-characteristics",
      },
      {
        title:
          "Lifeplan Devil's Claw Joint Relief Tablets - Summary of Product Characteristics (THR), section 4.4",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/lifeplan-devils-claw-joint-relief-tablets-94510/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p32d-devils-claw-heart-failure",
    title: "Man with heart failure takes devil's claw for back pain",
    profile: {
      medicines: [],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Devil's Claw JointAid tablets 450 mg extract",
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
      "Devil's claw THR SmPC 4.4: \"Caution should be taken when Devil's claw is administered to patients with cardiac disorders\" - heart failure is a cardiac disorder, so check with a doctor or pharmacist first.",
    sources: [
      {
        title:
          "Lifeplan Devil's Claw Joint Relief Tablets - Summary of Product Characteristics (THR), section 4.4",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/lifeplan-devils-claw-joint-relief-tablets-94510/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p32d-devils-claw-af",
    title: "Woman with AF buys devil's claw tablets",
    profile: {
      medicines: [],
      conditions: ["AF"],
    },
    stack: [
      {
        custom: {
          name: "Devil's Claw JointAid tablets 450 mg extract",
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
            condition: "AF",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Devil's claw THR SmPC 4.4: \"Caution should be taken when Devil's claw is administered to patients with cardiac disorders\" - AF is a cardiac disorder, so check with a doctor or pharmacist first.",
    sources: [
      {
        title:
          "Lifeplan Devil's Claw Joint Relief Tablets - Summary of Product Characteristics (THR), section 4.4",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/lifeplan-devils-claw-joint-relief-tablets-94510/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p32d-devils-claw-hay-fever-quiet",
    title: "Woman with hay fever takes devil's claw",
    profile: {
      medicines: [],
      conditions: ["hay fever"],
    },
    stack: [
      {
        custom: {
          name: "Devil's Claw JointAid tablets 450 mg extract",
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
      flags: [],
      noFlags: [
        {
          ingredient: "devils-claw",
          with: {
            condition: "hay fever",
          },
        },
      ],
    },
    rationale:
      'Devil\'s claw THR SmPCs name only hypersensitivity, "active gastric or duodenal ulcer", "cardiac disorders" and under-18s; hay fever is not named and has no plausible mechanism.',
    sources: [
      {
        title:
          "Lifeplan Devil's Claw Joint Relief Tablets - Summary of Product Characteristics (THR), section 4.4",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/lifeplan-devils-claw-joint-relief-tablets-94510/summary-of-medicine-characteristics",
      },
      {
        title:
          "Healthspan Devil's Claw JointAid tablets - Summary of Product Characteristics (THR), section 4.3",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/healthspan-devils-claw-jointaid-tablets-93362/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p32d-devils-claw-psoriasis-quiet",
    title: "Man with psoriasis takes devil's claw for backache",
    profile: {
      medicines: [],
      conditions: ["psoriasis"],
    },
    stack: [
      {
        custom: {
          name: "Devil's Claw JointAid tablets 450 mg extract",
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
      flags: [],
      noFlags: [
        {
          ingredient: "devils-claw",
          with: {
            condition: "psoriasis",
          },
        },
      ],
    },
    rationale:
      'Devil\'s claw THR SmPCs name only hypersensitivity, "active gastric or duodenal ulcer", "cardiac disorders" and under-18s; psoriasis is not named and has no plausible mechanism.',
    sources: [
      {
        title:
          "Lifeplan Devil's Claw Joint Relief Tablets - Summary of Product Characteristics (THR), section 4.4",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/lifeplan-devils-claw-joint-relief-tablets-94510/summary-of-medicine-characteristics",
      },
      {
        title:
          "Healthspan Devil's Claw JointAid tablets - Summary of Product Characteristics (THR), section 4.3",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/healthspan-devils-claw-jointaid-tablets-93362/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p32d-echinacea-rheumatoid",
    title: "Woman with RA takes echinacea for a cold",
    profile: {
      medicines: [],
      conditions: ["rheumatoid arthritus"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea tablets 200 mg root extract",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "rheumatoid arthritus",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Echinacea THR SmPC 4.3: "Because of its immunostimulating activity, Echinacea must not be used in cases of" ... "autoimmune diseases (e.g.: collagenoses, multiple sclerosis)".',
    sources: [
      {
        title: "Vitabiotics Echinacea Tablets - Summary of Product Characteristics (THR), section 4.3",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/vitabiotics-echinacea-tablets-91188/summary-of-medicine-characteristics",
      },
      {
        title: "Echinacin Juice MADAUS - Summary of Product Characteristics (THR), section 4.3",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/echinacin-juice-madaus/summary",
      },
    ],
  },
  {
    id: "sc-p32d-echinacea-ms",
    title: "Man with MS takes echinacea at the first sign of a cold",
    profile: {
      medicines: [],
      conditions: ["MS"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea tablets 200 mg root extract",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "MS",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Echinacea THR SmPC 4.3: "Because of its immunostimulating activity, Echinacea must not be used in cases of" ... "autoimmune diseases (e.g.: collagenoses, multiple sclerosis)".',
    sources: [
      {
        title: "Vitabiotics Echinacea Tablets - Summary of Product Characteristics (THR), section 4.3",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/vitabiotics-echinacea-tablets-91188/summary-of-medicine-characteristics",
      },
      {
        title: "Echinacin Juice MADAUS - Summary of Product Characteristics (THR), section 4.3",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/echinacin-juice-madaus/summary",
      },
    ],
  },
  {
    id: "sc-p32d-echinacea-hiv",
    title: "Man living with HIV takes echinacea for colds",
    profile: {
      medicines: [],
      conditions: ["HIV positive"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea tablets 200 mg root extract",
          ingredients: [
            {
              ingredient: "echinacea",
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
      'Echinacea THR SmPC 4.3: "Because of its immunostimulating activity, Echinacea must not be used in cases of" ... "immunodeficiencies (e.g.: HIV infection; AIDS)".',
    sources: [
      {
        title: "Vitabiotics Echinacea Tablets - Summary of Product Characteristics (THR), section 4.3",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/vitabiotics-echinacea-tablets-91188/summary-of-medicine-characteristics",
      },
      {
        title: "Echinacin Juice MADAUS - Summary of Product Characteristics (THR), section 4.3",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/echinacin-juice-madaus/summary",
      },
    ],
  },
  {
    id: "sc-p32d-echinacea-chemo",
    title: "Woman on chemotherapy takes echinacea to boost immunity",
    profile: {
      medicines: [],
      conditions: ["on chemo for breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea tablets 200 mg root extract",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "on chemo for breast cancer",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Echinacea THR SmPC 4.3: "Because of its immunostimulating activity, Echinacea must not be used in cases of" ... "immunosuppression (e.g.: oncological cytostatic therapy; history of organ or bone marrow transplant)".',
    sources: [
      {
        title: "Vitabiotics Echinacea Tablets - Summary of Product Characteristics (THR), section 4.3",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/vitabiotics-echinacea-tablets-91188/summary-of-medicine-characteristics",
      },
      {
        title: "Echinacin Juice MADAUS - Summary of Product Characteristics (THR), section 4.3",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/echinacin-juice-madaus/summary",
      },
    ],
  },
  {
    id: "sc-p32d-echinacea-kidney-transplant",
    title: "Kidney transplant recipient buys echinacea",
    profile: {
      medicines: [],
      conditions: ["kidney transplant 2018"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea tablets 200 mg root extract",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "kidney transplant 2018",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Echinacea THR SmPC 4.3: "Because of its immunostimulating activity, Echinacea must not be used in cases of" ... "immunosuppression (e.g.: oncological cytostatic therapy; history of organ or bone marrow transplant)".',
    sources: [
      {
        title: "Vitabiotics Echinacea Tablets - Summary of Product Characteristics (THR), section 4.3",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/vitabiotics-echinacea-tablets-91188/summary-of-medicine-characteristics",
      },
      {
        title: "Echinacin Juice MADAUS - Summary of Product Characteristics (THR), section 4.3",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/echinacin-juice-madaus/summary",
      },
    ],
  },
  {
    id: "sc-p32d-echinacea-daisy-allergy",
    title: "Woman allergic to daisies takes echinacea",
    profile: {
      medicines: [],
      conditions: ["allergic to daisies"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea tablets 200 mg root extract",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "allergic to daisies",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Echinacea THR SmPC 4.3: "Because of its immunostimulating activity, Echinacea must not be used in cases of" ... hypersensitivity "to plants of the Asteraceae (Compositae) family" (Echinacin SmPC: "e.g. daisies, marigolds, artichokes").',
    sources: [
      {
        title: "Vitabiotics Echinacea Tablets - Summary of Product Characteristics (THR), section 4.3",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/vitabiotics-echinacea-tablets-91188/summary-of-medicine-characteristics",
      },
      {
        title: "Echinacin Juice MADAUS - Summary of Product Characteristics (THR), section 4.3",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/echinacin-juice-madaus/summary",
      },
    ],
  },
  {
    id: "sc-p32d-echinacea-asthma",
    title: "Man with asthma takes echinacea for a cold",
    profile: {
      medicines: [],
      conditions: ["asthma"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea tablets 200 mg root extract",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "asthma",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Echinacea THR SmPC 4.3: "Because of its immunostimulating activity, Echinacea must not be used in cases of" ... "allergic diathesis (e.g.: urticaria, atopic dermatitis, asthma)".',
    sources: [
      {
        title: "Vitabiotics Echinacea Tablets - Summary of Product Characteristics (THR), section 4.3",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/vitabiotics-echinacea-tablets-91188/summary-of-medicine-characteristics",
      },
      {
        title: "Echinacin Juice MADAUS - Summary of Product Characteristics (THR), section 4.3",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/echinacin-juice-madaus/summary",
      },
    ],
  },
  {
    id: "sc-p32d-echinacea-atopic-eczema",
    title: "Woman with atopic eczema takes echinacea",
    profile: {
      medicines: [],
      conditions: ["atopic eczema since childhood"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea tablets 200 mg root extract",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "atopic eczema since childhood",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Echinacea THR SmPC 4.3: "Because of its immunostimulating activity, Echinacea must not be used in cases of" ... "allergic diathesis (e.g.: urticaria, atopic dermatitis, asthma)".',
    sources: [
      {
        title: "Vitabiotics Echinacea Tablets - Summary of Product Characteristics (THR), section 4.3",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/vitabiotics-echinacea-tablets-91188/summary-of-medicine-characteristics",
      },
      {
        title: "Echinacin Juice MADAUS - Summary of Product Characteristics (THR), section 4.3",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/echinacin-juice-madaus/summary",
      },
    ],
  },
  {
    id: "sc-p32d-echinacea-hashimotos",
    title: "Woman with Hashimoto's thyroiditis takes echinacea",
    profile: {
      medicines: [],
      conditions: ["hashimotos"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea tablets 200 mg root extract",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "hashimotos",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Echinacea THR SmPC 4.3: "Echinacea must not be used in cases of ... autoimmune diseases (e.g.: collagenoses, multiple sclerosis)"; Hashimoto\'s thyroiditis is an autoimmune disease (not one of the named examples, so min "major").',
    sources: [
      {
        title: "Vitabiotics Echinacea Tablets - Summary of Product Characteristics (THR), section 4.3",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/vitabiotics-echinacea-tablets-91188/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p32d-echinacea-high-bp-quiet",
    title: "Man with high blood pressure takes echinacea for a cold",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea tablets 200 mg root extract",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "high blood pressure",
          },
        },
      ],
    },
    rationale:
      'The echinacea SmPC 4.3 names Asteraceae allergy, "progressive systemic disorders", "autoimmune diseases", immunodeficiency, immunosuppression, white-cell diseases and "allergic diathesis"; high blood pressure is none of these and has no plausible mechanism.',
    sources: [
      {
        title: "Vitabiotics Echinacea Tablets - Summary of Product Characteristics (THR), section 4.3",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/vitabiotics-echinacea-tablets-91188/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p32d-echinacea-acid-reflux-quiet",
    title: "Woman with acid reflux takes echinacea",
    profile: {
      medicines: [],
      conditions: ["acid reflux"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea tablets 200 mg root extract",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "acid reflux",
          },
        },
      ],
    },
    rationale:
      'The echinacea SmPC 4.3 names Asteraceae allergy, "progressive systemic disorders", "autoimmune diseases", immunodeficiency, immunosuppression, white-cell diseases and "allergic diathesis"; acid reflux is none of these and has no plausible mechanism.',
    sources: [
      {
        title: "Vitabiotics Echinacea Tablets - Summary of Product Characteristics (THR), section 4.3",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/vitabiotics-echinacea-tablets-91188/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p32d-echinacea-oa-quiet",
    title: "Retired man with osteoarthritis takes echinacea for a cold",
    profile: {
      medicines: [],
      conditions: ["osteoarthritis"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea tablets 200 mg root extract",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "osteoarthritis",
          },
        },
      ],
    },
    rationale:
      'The echinacea SmPC 4.3 names Asteraceae allergy, "progressive systemic disorders", "autoimmune diseases", immunodeficiency, immunosuppression, white-cell diseases and "allergic diathesis"; osteoarthritis is none of these and has no plausible mechanism.',
    sources: [
      {
        title: "Vitabiotics Echinacea Tablets - Summary of Product Characteristics (THR), section 4.3",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/vitabiotics-echinacea-tablets-91188/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p32d-valerian-hay-fever-quiet",
    title: "Woman with hay fever takes valerian to sleep",
    profile: {
      medicines: [],
      conditions: ["hay fever"],
    },
    stack: [
      {
        custom: {
          name: "Valerian root 400 mg capsules",
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
            condition: "hay fever",
          },
        },
      ],
    },
    rationale:
      'Valdrian (valerian root) THR SmPC 4.3 lists only "Hypersensitivity to Valerian root or to any of the excipients", and 4.4 only "Do not exceed the stated dose" and under-18s; hay fever is not named and has no plausible mechanism.',
    sources: [
      {
        title:
          "Valdrian capsules (valerian root 400 mg) - Summary of Product Characteristics (THR), sections 4.3-4.4",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/valdrian/summary",
      },
    ],
  },
  {
    id: "sc-p32d-valerian-high-bp-quiet",
    title: "Man with high blood pressure takes valerian for sleep",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Valerian root 400 mg capsules",
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
            condition: "high blood pressure",
          },
        },
      ],
    },
    rationale:
      'Valdrian (valerian root) THR SmPC 4.3 lists only "Hypersensitivity to Valerian root or to any of the excipients", and 4.4 only "Do not exceed the stated dose" and under-18s; high blood pressure is not named and has no plausible mechanism.',
    sources: [
      {
        title:
          "Valdrian capsules (valerian root 400 mg) - Summary of Product Characteristics (THR), sections 4.3-4.4",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/valdrian/summary",
      },
    ],
  },
  {
    id: "sc-p32d-valerian-oa-quiet",
    title: "Woman with osteoarthritis takes valerian at night",
    profile: {
      medicines: [],
      conditions: ["osteoarthritis"],
    },
    stack: [
      {
        custom: {
          name: "Valerian root 400 mg capsules",
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
            condition: "osteoarthritis",
          },
        },
      ],
    },
    rationale:
      'Valdrian (valerian root) THR SmPC 4.3 lists only "Hypersensitivity to Valerian root or to any of the excipients", and 4.4 only "Do not exceed the stated dose" and under-18s; osteoarthritis is not named and has no plausible mechanism.',
    sources: [
      {
        title:
          "Valdrian capsules (valerian root 400 mg) - Summary of Product Characteristics (THR), sections 4.3-4.4",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/valdrian/summary",
      },
    ],
  },
  {
    id: "sc-p32d-valerian-ibs-quiet",
    title: "Man with IBS takes valerian for mild anxiety",
    profile: {
      medicines: [],
      conditions: ["IBS"],
    },
    stack: [
      {
        custom: {
          name: "Valerian root 400 mg capsules",
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
            condition: "IBS",
          },
        },
      ],
    },
    rationale:
      'Valdrian (valerian root) THR SmPC 4.3 lists only "Hypersensitivity to Valerian root or to any of the excipients", and 4.4 only "Do not exceed the stated dose" and under-18s; IBS is not named and has no plausible mechanism.',
    sources: [
      {
        title:
          "Valdrian capsules (valerian root 400 mg) - Summary of Product Characteristics (THR), sections 4.3-4.4",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/valdrian/summary",
      },
    ],
  },
  {
    id: "sc-p32d-pelargonium-liver-transplant-list",
    title: "Woman awaiting a liver transplant buys Kaloba tablets",
    profile: {
      medicines: [],
      conditions: ["on the liver transplant list"],
    },
    stack: [
      {
        custom: {
          name: "Kaloba Pelargonium tablets 20 mg extract",
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
            condition: "on the liver transplant list",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kaloba Pelargonium tablets THR SmPC 4.3: "Hypersensitivity to the active substance or to any of the excipients, Severe hepatic diseases."',
    sources: [
      {
        title:
          "Kaloba Pelargonium Cough & Cold Relief tablets - Summary of Product Characteristics (THR), section 4.3",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/cold-relief-tablets/summary?doc=1",
      },
    ],
  },
  {
    id: "sc-p32d-pelargonium-hay-fever-quiet",
    title: "Woman with hay fever takes Kaloba for a cold",
    profile: {
      medicines: [],
      conditions: ["hay fever"],
    },
    stack: [
      {
        custom: {
          name: "Kaloba Pelargonium tablets 20 mg extract",
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
            condition: "hay fever",
          },
        },
      ],
    },
    rationale:
      'Kaloba SmPC 4.3 names only hypersensitivity and "Severe hepatic diseases"; hay fever is not named and has no plausible mechanism.',
    sources: [
      {
        title:
          "Kaloba Pelargonium Cough & Cold Relief tablets - Summary of Product Characteristics (THR), section 4.3",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/cold-relief-tablets/summary?doc=1",
      },
    ],
  },
  {
    id: "sc-p32d-pelargonium-oa-quiet",
    title: "Man with osteoarthritis takes Kaloba",
    profile: {
      medicines: [],
      conditions: ["osteoarthritis"],
    },
    stack: [
      {
        custom: {
          name: "Kaloba Pelargonium tablets 20 mg extract",
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
            condition: "osteoarthritis",
          },
        },
      ],
    },
    rationale:
      'Kaloba SmPC 4.3 names only hypersensitivity and "Severe hepatic diseases"; osteoarthritis is not named and has no plausible mechanism.',
    sources: [
      {
        title:
          "Kaloba Pelargonium Cough & Cold Relief tablets - Summary of Product Characteristics (THR), section 4.3",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/cold-relief-tablets/summary?doc=1",
      },
    ],
  },
  {
    id: "sc-p32d-ginkgo-haemophilia",
    title: "Man with haemophilia A takes ginkgo for memory",
    profile: {
      medicines: [],
      conditions: ["haemophilia"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 100 mg extract tablets",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            condition: "haemophilia",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ginkgo SmPC 4.4: "care should be taken by patients who are at an increased risk of bleeding such as those with bleeding disorders".',
    sources: [
      {
        title: "Ginkgo-Biloba Pharma Nord film-coated tablets - SmPC sections 4.3-4.4",
        publisher: "RxReasoner (copy of HPRA Ireland SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p32d-ginkgo-knee-op-next-week",
    title: "Man on ginkgo has knee surgery next week",
    profile: {
      medicines: [],
      conditions: ["op on my knee next Tuesday"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 100 mg extract tablets",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            condition: "op on my knee next Tuesday",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ginkgo SmPC 4.4: "It is advisable that Ginkgo-Biloba Pharma Nord is discontinued at least 2 weeks prior to surgery."',
    sources: [
      {
        title: "Ginkgo-Biloba Pharma Nord film-coated tablets - SmPC sections 4.3-4.4",
        publisher: "RxReasoner (copy of HPRA Ireland SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p32d-ginkgo-epilepsy",
    title: "Woman with epilepsy takes ginkgo",
    profile: {
      medicines: [],
      conditions: ["epileptic"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 100 mg extract tablets",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            condition: "epileptic",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ginkgo SmPC 4.4: "In patients with epilepsy, onset of further seizures - promoted by intake of Ginkgo preparations - cannot be excluded."',
    sources: [
      {
        title: "Ginkgo-Biloba Pharma Nord film-coated tablets - SmPC sections 4.3-4.4",
        publisher: "RxReasoner (copy of HPRA Ireland SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p32d-ginkgo-pregnant",
    title: "Pregnant woman takes ginkgo for circulation",
    profile: {
      medicines: [],
      conditions: ["8 weeks pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 100 mg extract tablets",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            condition: "8 weeks pregnant",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'Ginkgo SmPC 4.3 contraindications: hypersensitivity and "Pregnancy and Lactation".',
    sources: [
      {
        title: "Ginkgo-Biloba Pharma Nord film-coated tablets - SmPC sections 4.3-4.4",
        publisher: "RxReasoner (copy of HPRA Ireland SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p32d-ginkgo-hay-fever-quiet",
    title: "Man with hay fever takes ginkgo",
    profile: {
      medicines: [],
      conditions: ["hay fever"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 100 mg extract tablets",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            condition: "hay fever",
          },
        },
      ],
    },
    rationale:
      'Ginkgo SmPC 4.3-4.4 names "Pregnancy and Lactation", "bleeding disorders", "surgery", "epilepsy" and under-18s; hay fever is not named and has no plausible mechanism.',
    sources: [
      {
        title: "Ginkgo-Biloba Pharma Nord film-coated tablets - SmPC sections 4.3-4.4",
        publisher: "RxReasoner (copy of HPRA Ireland SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p32d-ginkgo-underactive-thyroid-quiet",
    title: "Woman with an underactive thyroid takes ginkgo",
    profile: {
      medicines: [],
      conditions: ["underactive thyroid"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 100 mg extract tablets",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            condition: "underactive thyroid",
          },
        },
      ],
    },
    rationale:
      'Ginkgo SmPC 4.3-4.4 names "Pregnancy and Lactation", "bleeding disorders", "surgery", "epilepsy" and under-18s; underactive thyroid is not named and has no plausible mechanism.',
    sources: [
      {
        title: "Ginkgo-Biloba Pharma Nord film-coated tablets - SmPC sections 4.3-4.4",
        publisher: "RxReasoner (copy of HPRA Ireland SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p32d-agnus-castus-prolactinoma",
    title: "Woman with a prolactinoma takes agnus castus for PMS",
    profile: {
      medicines: [],
      conditions: ["prolactinoma"],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus oral drops, 20 drops (about 54 mg fruit as 1:10 tincture)",
          ingredients: [
            {
              ingredient: "chasteberry",
              amount: 54,
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
            condition: "prolactinoma",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'A.Vogel Agnus castus THR SmPC 4.3 contraindications include "Patients with a pituitary disorder".',
    sources: [
      {
        title: "A.Vogel Agnus castus oral drops - Summary of Product Characteristics (THR), sections 4.3-4.4",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
    ],
  },
  {
    id: "sc-p32d-agnus-castus-pregnant",
    title: "Newly pregnant woman still taking agnus castus",
    profile: {
      medicines: [],
      conditions: ["just found out I'm pregnant (5 weeks)"],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus oral drops, 20 drops (about 54 mg fruit as 1:10 tincture)",
          ingredients: [
            {
              ingredient: "chasteberry",
              amount: 54,
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
            condition: "just found out I'm pregnant (5 weeks)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'A.Vogel Agnus castus THR SmPC 4.3 contraindications include "Pregnancy and lactation".',
    sources: [
      {
        title: "A.Vogel Agnus castus oral drops - Summary of Product Characteristics (THR), sections 4.3-4.4",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
    ],
  },
  {
    id: "sc-p32d-agnus-castus-breastfeeding",
    title: "Breastfeeding mother restarts agnus castus",
    profile: {
      medicines: [],
      conditions: ["breastfeeding my 6 month old"],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus oral drops, 20 drops (about 54 mg fruit as 1:10 tincture)",
          ingredients: [
            {
              ingredient: "chasteberry",
              amount: 54,
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
            condition: "breastfeeding my 6 month old",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'A.Vogel Agnus castus THR SmPC 4.3 contraindications include "Pregnancy and lactation".',
    sources: [
      {
        title: "A.Vogel Agnus castus oral drops - Summary of Product Characteristics (THR), sections 4.3-4.4",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
    ],
  },
  {
    id: "sc-p32d-agnus-castus-er-breast-cancer",
    title: "Breast cancer survivor takes agnus castus",
    profile: {
      medicines: [],
      conditions: ["had breast cancer (oestrogen receptor positive)"],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus oral drops, 20 drops (about 54 mg fruit as 1:10 tincture)",
          ingredients: [
            {
              ingredient: "chasteberry",
              amount: 54,
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
            condition: "had breast cancer (oestrogen receptor positive)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'A.Vogel Agnus castus SmPC 4.4: "Patients who suffer or suffered from an oestrogen-sensitive cancer should consult their doctor before using the product."',
    sources: [
      {
        title: "A.Vogel Agnus castus oral drops - Summary of Product Characteristics (THR), sections 4.3-4.4",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
    ],
  },
  {
    id: "sc-p32d-agnus-castus-asthma-quiet",
    title: "Woman with asthma takes agnus castus for PMS",
    profile: {
      medicines: [],
      conditions: ["asthma"],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus oral drops, 20 drops (about 54 mg fruit as 1:10 tincture)",
          ingredients: [
            {
              ingredient: "chasteberry",
              amount: 54,
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
            condition: "asthma",
          },
        },
      ],
    },
    rationale:
      'The agnus castus SmPC 4.3-4.4 names "a pituitary disorder", "Pregnancy and lactation" and "oestrogen-sensitive cancer"; asthma is not named and has no plausible mechanism.',
    sources: [
      {
        title: "A.Vogel Agnus castus oral drops - Summary of Product Characteristics (THR), sections 4.3-4.4",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
    ],
  },
  {
    id: "sc-p32d-agnus-castus-ibs-quiet",
    title: "Woman with IBS takes agnus castus drops",
    profile: {
      medicines: [],
      conditions: ["IBS"],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus oral drops, 20 drops (about 54 mg fruit as 1:10 tincture)",
          ingredients: [
            {
              ingredient: "chasteberry",
              amount: 54,
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
            condition: "IBS",
          },
        },
      ],
    },
    rationale:
      'The agnus castus SmPC 4.3-4.4 names "a pituitary disorder", "Pregnancy and lactation" and "oestrogen-sensitive cancer"; IBS is not named and has no plausible mechanism.',
    sources: [
      {
        title: "A.Vogel Agnus castus oral drops - Summary of Product Characteristics (THR), sections 4.3-4.4",
        publisher: "imedi.co.uk (copy of UK SmPC / leaflet)",
        url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
      },
    ],
  },
  {
    id: "sc-p32d-folic-acid-coronary-stent",
    title: "Man due a coronary stent takes folic acid 5 mg",
    profile: {
      medicines: [],
      conditions: ["having a coronary stent put in next month"],
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
            condition: "having a coronary stent put in next month",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic Acid 5mg leaflet: "Talk to your doctor or pharmacist before taking Folic Acid Tablets ... if you are receiving a coronary stent".',
    sources: [
      {
        title: "Folic Acid 5mg Tablets - Patient Information Leaflet (emc product 6998)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/6998/pil",
      },
    ],
  },
  {
    id: "sc-p32d-folic-acid-haemodialysis",
    title: "Haemodialysis patient buys folic acid 5 mg",
    profile: {
      medicines: [],
      conditions: ["kidney failure on haemodialysis"],
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
            condition: "kidney failure on haemodialysis",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Folic Acid 5mg leaflet: "Talk to your doctor or pharmacist before taking Folic Acid Tablets: if you are undergoing haemodialysis due to kidney failure".',
    sources: [
      {
        title: "Folic Acid 5mg Tablets - Patient Information Leaflet (emc product 6998)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/6998/pil",
      },
    ],
  },
  {
    id: "sc-p32d-folic-acid-ttc-quiet",
    title: "Woman trying for a baby takes folic acid 400 micrograms",
    profile: {
      medicines: [],
      conditions: ["trying for a baby"],
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
            condition: "trying for a baby",
          },
        },
      ],
    },
    rationale:
      'The folic acid leaflet says folic acid "can also be given to some women before and during pregnancy to prevent spina bifida"; trying to conceive is a reason to take it, not a warning.',
    sources: [
      {
        title: "Folic Acid 5mg Tablets - Patient Information Leaflet (emc product 6998)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/6998/pil",
      },
    ],
  },
  {
    id: "sc-p32d-folic-acid-pregnant-quiet",
    title: "Woman 12 weeks pregnant takes folic acid 400 micrograms",
    profile: {
      medicines: [],
      conditions: ["12 weeks pregnant"],
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
            condition: "12 weeks pregnant",
          },
        },
      ],
    },
    rationale:
      'The folic acid leaflet lists "anaemia in pregnancy" among its uses and says it is given "before and during pregnancy to prevent spina bifida"; pregnancy is not a warning for a 400 microgram dose.',
    sources: [
      {
        title: "Folic Acid 5mg Tablets - Patient Information Leaflet (emc product 6998)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/6998/pil",
      },
    ],
  },
  {
    id: "sc-p32d-folic-acid-asthma-quiet",
    title: "Man with asthma takes folic acid 400 micrograms",
    profile: {
      medicines: [],
      conditions: ["asthma"],
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
            condition: "asthma",
          },
        },
      ],
    },
    rationale:
      'Folic acid texts name B12 deficiency/"pernicious anaemia", "malignant disease", haemodialysis and coronary stents; asthma is not named and has no plausible mechanism.',
    sources: [
      {
        title: "Folic Acid Tablets 5mg - Summary of Product Characteristics, section 4.3",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/folic-acid-tablets-5mg/summary?doc=1",
      },
      {
        title: "Folic Acid 5mg Tablets - Patient Information Leaflet (emc product 6998)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://medicines.org.uk/emc/product/6998/pil",
      },
    ],
  },
  {
    id: "sc-p32d-sjw-diagnosed-depression",
    title: "Man diagnosed with depression buys St John's wort",
    profile: {
      medicines: [],
      conditions: ["diagnosed with depression"],
    },
    stack: [
      {
        custom: {
          name: "St John's Wort 425 mg extract tablets",
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
            condition: "diagnosed with depression",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'St John\'s Wort THR leaflet: "Do not take this product if:" "You are suffering from depression" ... "If your doctor has told you that you are suffering from depression do not use this product".',
    sources: [
      {
        title: "Vitabiotics St John's Wort tablets - Patient Information Leaflet (THR), section 2",
        publisher: "Drugs.com UK (copy of UK leaflet)",
        url: "https://www.drugs.com/uk/vitabiotics-st-johns-wort-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-p32d-sjw-pregnant",
    title: "Pregnant woman with low mood takes St John's wort",
    profile: {
      medicines: [],
      conditions: ["30 weeks pregnant"],
    },
    stack: [
      {
        custom: {
          name: "St John's Wort 425 mg extract tablets",
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
            condition: "30 weeks pregnant",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'St John\'s Wort THR leaflet: "Do not take this product if:" "You are pregnant or breast-feeding".',
    sources: [
      {
        title: "Vitabiotics St John's Wort tablets - Patient Information Leaflet (THR), section 2",
        publisher: "Drugs.com UK (copy of UK leaflet)",
        url: "https://www.drugs.com/uk/vitabiotics-st-johns-wort-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-p32d-sjw-breastfeeding",
    title: "Breastfeeding mother takes St John's wort for baby blues",
    profile: {
      medicines: [],
      conditions: ["breastfeeding my 3 month old"],
    },
    stack: [
      {
        custom: {
          name: "St John's Wort 425 mg extract tablets",
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
            condition: "breastfeeding my 3 month old",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'St John\'s Wort THR leaflet: "Do not take this product if:" "You are pregnant or breast-feeding".',
    sources: [
      {
        title: "Vitabiotics St John's Wort tablets - Patient Information Leaflet (THR), section 2",
        publisher: "Drugs.com UK (copy of UK leaflet)",
        url: "https://www.drugs.com/uk/vitabiotics-st-johns-wort-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-p32d-sjw-uv-phototherapy",
    title: "Woman having phototherapy for psoriasis takes St John's wort",
    profile: {
      medicines: [],
      conditions: ["having UV light treatment for psoriasis"],
    },
    stack: [
      {
        custom: {
          name: "St John's Wort 425 mg extract tablets",
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
            condition: "having UV light treatment for psoriasis",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'St John\'s Wort THR leaflet: "Do not take this product if:" "You are having light treatment (phototherapy) for any condition".',
    sources: [
      {
        title: "Vitabiotics St John's Wort tablets - Patient Information Leaflet (THR), section 2",
        publisher: "Drugs.com UK (copy of UK leaflet)",
        url: "https://www.drugs.com/uk/vitabiotics-st-johns-wort-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-p32d-sjw-oa-quiet",
    title: "Man with osteoarthritis takes St John's wort for low mood",
    profile: {
      medicines: [],
      conditions: ["osteoarthritis"],
    },
    stack: [
      {
        custom: {
          name: "St John's Wort 425 mg extract tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "st-johns-wort",
          with: {
            condition: "osteoarthritis",
          },
        },
      ],
    },
    rationale:
      'The St John\'s Wort leaflet names "photosensitive" skin, "phototherapy", "depression", "pregnant or breast-feeding", under-18s and "surgery"; osteoarthritis is not named and has no plausible mechanism (interactions are with medicines, none listed here).',
    sources: [
      {
        title: "Vitabiotics St John's Wort tablets - Patient Information Leaflet (THR), section 2",
        publisher: "Drugs.com UK (copy of UK leaflet)",
        url: "https://www.drugs.com/uk/vitabiotics-st-johns-wort-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-p32d-sjw-hay-fever-quiet",
    title: "Woman with hay fever takes St John's wort",
    profile: {
      medicines: [],
      conditions: ["hay fever"],
    },
    stack: [
      {
        custom: {
          name: "St John's Wort 425 mg extract tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "st-johns-wort",
          with: {
            condition: "hay fever",
          },
        },
      ],
    },
    rationale:
      'The St John\'s Wort leaflet names "photosensitive" skin, "phototherapy", "depression", "pregnant or breast-feeding", under-18s and "surgery"; hay fever is not named and has no plausible mechanism (interactions are with medicines, none listed here).',
    sources: [
      {
        title: "Vitabiotics St John's Wort tablets - Patient Information Leaflet (THR), section 2",
        publisher: "Drugs.com UK (copy of UK leaflet)",
        url: "https://www.drugs.com/uk/vitabiotics-st-johns-wort-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-p32d-peppermint-heartburn",
    title: "Man with frequent heartburn takes peppermint oil capsules",
    profile: {
      medicines: [],
      conditions: ["bad heartburn"],
    },
    stack: [
      {
        custom: {
          name: "Colpermin IBS Relief peppermint oil 0.2 ml capsules (about 187 mg)",
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
            condition: "bad heartburn",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Colpermin SmPC 4.4: "Patients who already suffer from heartburn sometimes have an exacerbation of this symptom after taking Colpermin. Treatment should be discontinued in these patients."',
    sources: [
      {
        title:
          "Colpermin IBS Relief Capsules - Summary of Product Characteristics, sections 4.3-4.4 (emc product 1076)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/1076/smpc",
      },
      {
        title:
          "Peppermint Water BP 1973 (THR 01883/0014) - Summary of Product Characteristics, sections 4.3-4.4",
        publisher: "MedPath (copy of emc SmPC)",
        url: "https://trial.medpath.com/drug/approvals/emc/bc7124b3fc9a4a23",
      },
    ],
  },
  {
    id: "sc-p32d-peppermint-hiatus-hernia",
    title: "Woman with a hiatus hernia takes peppermint oil",
    profile: {
      medicines: [],
      conditions: ["hiatus hernia"],
    },
    stack: [
      {
        custom: {
          name: "Colpermin IBS Relief peppermint oil 0.2 ml capsules (about 187 mg)",
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
            condition: "hiatus hernia",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Peppermint oil THR SmPC 4.4: "Patients who already suffer from gastroesophageal reflux (heartburn) or hiatal hernia sometimes have an exacerbation of this symptom after taking peppermint oil. Treatment should be discontinued in these patients."',
    sources: [
      {
        title:
          "Peppermint Water BP 1973 (THR 01883/0014) - Summary of Product Characteristics, sections 4.3-4.4",
        publisher: "MedPath (copy of emc SmPC)",
        url: "https://trial.medpath.com/drug/approvals/emc/bc7124b3fc9a4a23",
      },
    ],
  },
  {
    id: "sc-p32d-peppermint-gallstones",
    title: "Woman with gallstones takes peppermint oil capsules for bloating",
    profile: {
      medicines: [],
      conditions: ["gallstones"],
    },
    stack: [
      {
        custom: {
          name: "Colpermin IBS Relief peppermint oil 0.2 ml capsules (about 187 mg)",
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
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Peppermint oil THR SmPC 4.3 contraindications: "Obstructions of bile ducts, cholangitis, gallstones, and any other biliary diseases" - stated for peppermint oil at a far lower dose than a 0.2 ml capsule, so the capsule is covered (min major because the Colpermin SmPC itself does not repeat it).',
    sources: [
      {
        title:
          "Peppermint Water BP 1973 (THR 01883/0014) - Summary of Product Characteristics, sections 4.3-4.4",
        publisher: "MedPath (copy of emc SmPC)",
        url: "https://trial.medpath.com/drug/approvals/emc/bc7124b3fc9a4a23",
      },
    ],
  },
  {
    id: "sc-p32d-peppermint-high-bp-quiet",
    title: "Man with high blood pressure takes peppermint oil for IBS",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Colpermin IBS Relief peppermint oil 0.2 ml capsules (about 187 mg)",
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
            condition: "high blood pressure",
          },
        },
      ],
    },
    rationale:
      'Peppermint oil SmPCs name "heartburn", "hiatal hernia", "gallstones, and any other biliary diseases", peanut/soya allergy and red-flag bowel symptoms; high blood pressure is not named and has no plausible mechanism.',
    sources: [
      {
        title:
          "Colpermin IBS Relief Capsules - Summary of Product Characteristics, sections 4.3-4.4 (emc product 1076)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/1076/smpc",
      },
      {
        title:
          "Peppermint Water BP 1973 (THR 01883/0014) - Summary of Product Characteristics, sections 4.3-4.4",
        publisher: "MedPath (copy of emc SmPC)",
        url: "https://trial.medpath.com/drug/approvals/emc/bc7124b3fc9a4a23",
      },
    ],
  },
  {
    id: "sc-p32d-peppermint-oa-quiet",
    title: "Woman with osteoarthritis takes peppermint oil capsules",
    profile: {
      medicines: [],
      conditions: ["osteoarthritis"],
    },
    stack: [
      {
        custom: {
          name: "Colpermin IBS Relief peppermint oil 0.2 ml capsules (about 187 mg)",
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
            condition: "osteoarthritis",
          },
        },
      ],
    },
    rationale:
      'Peppermint oil SmPCs name "heartburn", "hiatal hernia", "gallstones, and any other biliary diseases", peanut/soya allergy and red-flag bowel symptoms; osteoarthritis is not named and has no plausible mechanism.',
    sources: [
      {
        title:
          "Colpermin IBS Relief Capsules - Summary of Product Characteristics, sections 4.3-4.4 (emc product 1076)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/1076/smpc",
      },
      {
        title:
          "Peppermint Water BP 1973 (THR 01883/0014) - Summary of Product Characteristics, sections 4.3-4.4",
        publisher: "MedPath (copy of emc SmPC)",
        url: "https://trial.medpath.com/drug/approvals/emc/bc7124b3fc9a4a23",
      },
    ],
  },
  {
    id: "sc-p32d-milk-thistle-daisy-allergy",
    title: "Woman allergic to daisies takes milk thistle",
    profile: {
      medicines: [],
      conditions: ["allergic to daisies"],
    },
    stack: [
      {
        custom: {
          name: "Milk thistle 300 mg extract tablets (174 mg silymarin)",
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
            condition: "allergic to daisies",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Milk thistle THR SmPC 4.3: "Hypersensitivity to Milk Thistle or plants of the daisy (Asteraceae/ Compositae) family" - ragweed and daisies are in that family.',
    sources: [
      {
        title:
          "Superdrug Max Strength Milk Thistle Tablets (HRI Milk Thistle and others) - Summary of Product Characteristics (THR), sections 4.3-4.4",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/superdrug-max-strength-milk-thistle-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p32d-milk-thistle-ragweed-allergy",
    title: "Man with ragweed allergy takes milk thistle after a night out",
    profile: {
      medicines: [],
      conditions: ["ragweed allergy"],
    },
    stack: [
      {
        custom: {
          name: "Milk thistle 300 mg extract tablets (174 mg silymarin)",
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
            condition: "ragweed allergy",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Milk thistle THR SmPC 4.3: "Hypersensitivity to Milk Thistle or plants of the daisy (Asteraceae/ Compositae) family" - ragweed and daisies are in that family.',
    sources: [
      {
        title:
          "Superdrug Max Strength Milk Thistle Tablets (HRI Milk Thistle and others) - Summary of Product Characteristics (THR), sections 4.3-4.4",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/superdrug-max-strength-milk-thistle-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p32d-milk-thistle-alcoholic-hepatitis",
    title: "Man with alcoholic hepatitis takes milk thistle to 'detox'",
    profile: {
      medicines: [],
      conditions: ["alcoholic hepatitis"],
    },
    stack: [
      {
        custom: {
          name: "Milk thistle 300 mg extract tablets (174 mg silymarin)",
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
            condition: "alcoholic hepatitis",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Milk thistle THR SmPC 4.4: "Patients suffering from active liver disease should consult their doctor before taking this product."',
    sources: [
      {
        title:
          "Superdrug Max Strength Milk Thistle Tablets (HRI Milk Thistle and others) - Summary of Product Characteristics (THR), sections 4.3-4.4",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/superdrug-max-strength-milk-thistle-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p32d-milk-thistle-high-bp-quiet",
    title: "Man with high blood pressure takes milk thistle",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Milk thistle 300 mg extract tablets (174 mg silymarin)",
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
      flags: [],
      noFlags: [
        {
          ingredient: "milk-thistle",
          with: {
            condition: "high blood pressure",
          },
        },
      ],
    },
    rationale:
      'The milk thistle SmPC names daisy-family allergy and "active liver disease"; high blood pressure is not named and has no plausible mechanism.',
    sources: [
      {
        title:
          "Superdrug Max Strength Milk Thistle Tablets (HRI Milk Thistle and others) - Summary of Product Characteristics (THR), sections 4.3-4.4",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/superdrug-max-strength-milk-thistle-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p32d-milk-thistle-oa-quiet",
    title: "Woman with osteoarthritis takes milk thistle for indigestion",
    profile: {
      medicines: [],
      conditions: ["osteoarthritis"],
    },
    stack: [
      {
        custom: {
          name: "Milk thistle 300 mg extract tablets (174 mg silymarin)",
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
      flags: [],
      noFlags: [
        {
          ingredient: "milk-thistle",
          with: {
            condition: "osteoarthritis",
          },
        },
      ],
    },
    rationale:
      'The milk thistle SmPC names daisy-family allergy and "active liver disease"; osteoarthritis is not named and has no plausible mechanism.',
    sources: [
      {
        title:
          "Superdrug Max Strength Milk Thistle Tablets (HRI Milk Thistle and others) - Summary of Product Characteristics (THR), sections 4.3-4.4",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/superdrug-max-strength-milk-thistle-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p32d-forceval-haemochromatosis",
    title: "Man with haemochromatosis recovering from surgery given Forceval",
    profile: {
      medicines: [],
      conditions: ["heamochromatosis"],
    },
    stack: [
      {
        custom: {
          name: "Forceval multivitamin and mineral capsules",
          ingredients: [
            {
              ingredient: "iron",
              amount: 12,
              unit: "mg",
            },
            {
              ingredient: "calcium",
              amount: 108,
              unit: "mg",
            },
            {
              ingredient: "zinc",
              amount: 15,
              unit: "mg",
            },
            {
              ingredient: "folic-acid",
              amount: 400,
              unit: "µg",
            },
            {
              ingredient: "beta-carotene",
              amount: 1500,
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
            condition: "heamochromatosis",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Forceval prescribing information, contra-indications: "Hypercalcaemia, haemochromatosis and other iron storage disorders" (each capsule has 12 mg iron).',
    sources: [
      {
        title: "Prescribing Information for FORCEVAL Capsules (contra-indications and precautions)",
        publisher: "Forceval (manufacturer's prescribing information), forceval.co.uk",
        url: "https://forceval.co.uk/pi/",
      },
    ],
  },
  {
    id: "sc-p32d-forceval-hypercalcaemia",
    title: "Woman with hypercalcaemia takes Forceval",
    profile: {
      medicines: [],
      conditions: ["high calcium in my blood"],
    },
    stack: [
      {
        custom: {
          name: "Forceval multivitamin and mineral capsules",
          ingredients: [
            {
              ingredient: "iron",
              amount: 12,
              unit: "mg",
            },
            {
              ingredient: "calcium",
              amount: 108,
              unit: "mg",
            },
            {
              ingredient: "zinc",
              amount: 15,
              unit: "mg",
            },
            {
              ingredient: "folic-acid",
              amount: 400,
              unit: "µg",
            },
            {
              ingredient: "beta-carotene",
              amount: 1500,
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
          ingredient: "calcium",
          with: {
            condition: "high calcium in my blood",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Forceval prescribing information, contra-indications: "Hypercalcaemia, haemochromatosis and other iron storage disorders" (each capsule has 108 mg calcium plus vitamin D).',
    sources: [
      {
        title: "Prescribing Information for FORCEVAL Capsules (contra-indications and precautions)",
        publisher: "Forceval (manufacturer's prescribing information), forceval.co.uk",
        url: "https://forceval.co.uk/pi/",
      },
    ],
  },
  {
    id: "sc-p32d-niacin-peptic-ulcer",
    title: "Man with a peptic ulcer takes niacin 500 mg for cholesterol",
    profile: {
      medicines: [],
      conditions: ["peptic ulcer"],
    },
    stack: [
      {
        custom: {
          name: "Niacin (nicotinic acid) 500 mg tablets",
          ingredients: [
            {
              ingredient: "niacin",
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
          ingredient: "niacin",
          with: {
            condition: "peptic ulcer",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Nicotinic acid data sheet 4.3: "Risk/benefit considerations should be taken into account when the following medical problems exist:" "Peptic ulcer: large doses may activate peptic ulcer". 500 mg is a large (pharmacological) dose.',
    sources: [
      {
        title: "Apo-Nicotinic Acid tablets - data sheet sections 4.3-4.4 (Medsafe, New Zealand)",
        publisher: "RxReasoner (copy of NZ data sheet)",
        url: "https://www.rxreasoner.com/monographs/apo-nicotinic/precautions",
      },
    ],
  },
  {
    id: "sc-p32d-niacin-gout",
    title: "Man with gout takes niacin 500 mg",
    profile: {
      medicines: [],
      conditions: ["gout"],
    },
    stack: [
      {
        custom: {
          name: "Niacin (nicotinic acid) 500 mg tablets",
          ingredients: [
            {
              ingredient: "niacin",
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
          ingredient: "niacin",
          with: {
            condition: "gout",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Nicotinic acid data sheet 4.3: "Risk/benefit considerations should be taken into account when the following medical problems exist:" "Gout: large doses of nicotinic acid may cause hyperuricaemia". 500 mg is a large (pharmacological) dose.',
    sources: [
      {
        title: "Apo-Nicotinic Acid tablets - data sheet sections 4.3-4.4 (Medsafe, New Zealand)",
        publisher: "RxReasoner (copy of NZ data sheet)",
        url: "https://www.rxreasoner.com/monographs/apo-nicotinic/precautions",
      },
    ],
  },
  {
    id: "sc-p32d-zinc-copper-deficiency",
    title: "Woman with copper deficiency takes zinc 45 mg",
    profile: {
      medicines: [],
      conditions: ["copper deficiency"],
    },
    stack: [
      {
        custom: {
          name: "Zinc 45 mg effervescent tablets (zinc sulfate)",
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
    ],
    expect: {
      flags: [
        {
          ingredient: "zinc",
          with: {
            condition: "copper deficiency",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Solvazinc (45 mg zinc) SmPC 4.3: "Copper deficiency"; zinc "may inhibit the absorption of copper".',
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - Summary of Product Characteristics, sections 4.3-4.4",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
      {
        title: "Zinc sulfate oral - contraindications and precautions",
        publisher: "Medscape UK drug monograph (UK healthcare professionals)",
        url: "https://www.medscape.co.uk/drug/zinc-sulfate-oral-24341-24341",
      },
    ],
  },
  {
    id: "sc-p32d-zinc-ckd4",
    title: "Man with CKD stage 4 takes zinc 45 mg",
    profile: {
      medicines: [],
      conditions: ["CKD stage 4"],
    },
    stack: [
      {
        custom: {
          name: "Zinc 45 mg effervescent tablets (zinc sulfate)",
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
    ],
    expect: {
      flags: [
        {
          ingredient: "zinc",
          with: {
            condition: "CKD stage 4",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Solvazinc SmPC 4.4: "Accumulation of zinc may occur in cases of renal failure"; Medscape UK lists acute and chronic renal failure under precautions: "Monitor zinc levels in renal failure as zinc may accumulate".',
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - Summary of Product Characteristics, sections 4.3-4.4",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
      {
        title: "Zinc sulfate oral - contraindications and precautions",
        publisher: "Medscape UK drug monograph (UK healthcare professionals)",
        url: "https://www.medscape.co.uk/drug/zinc-sulfate-oral-24341-24341",
      },
    ],
  },
  {
    id: "sc-p32d-zinc-hay-fever-quiet",
    title: "Man with hay fever takes zinc 45 mg",
    profile: {
      medicines: [],
      conditions: ["hay fever"],
    },
    stack: [
      {
        custom: {
          name: "Zinc 45 mg effervescent tablets (zinc sulfate)",
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
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "zinc",
          with: {
            condition: "hay fever",
          },
        },
      ],
    },
    rationale:
      'The Solvazinc SmPC names "Copper deficiency", renal failure, fructose intolerance and sodium restriction; hay fever is not named and has no plausible mechanism.',
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - Summary of Product Characteristics, sections 4.3-4.4",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
      {
        title: "Zinc sulfate oral - contraindications and precautions",
        publisher: "Medscape UK drug monograph (UK healthcare professionals)",
        url: "https://www.medscape.co.uk/drug/zinc-sulfate-oral-24341-24341",
      },
    ],
  },
  {
    id: "sc-p32d-zinc-acne-quiet",
    title: "Woman with acne takes zinc tablets",
    profile: {
      medicines: [],
      conditions: ["acne"],
    },
    stack: [
      {
        custom: {
          name: "Zinc 45 mg effervescent tablets (zinc sulfate)",
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
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "zinc",
          with: {
            condition: "acne",
          },
        },
      ],
    },
    rationale:
      'The Solvazinc SmPC names "Copper deficiency", renal failure, fructose intolerance and sodium restriction; acne is not named and has no plausible mechanism.',
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - Summary of Product Characteristics, sections 4.3-4.4",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
      {
        title: "Zinc sulfate oral - contraindications and precautions",
        publisher: "Medscape UK drug monograph (UK healthcare professionals)",
        url: "https://www.medscape.co.uk/drug/zinc-sulfate-oral-24341-24341",
      },
    ],
  },
  {
    id: "sc-p32d-glucosamine-shellfish-allergy",
    title: "Woman with shellfish allergy buys glucosamine",
    profile: {
      medicines: [],
      conditions: ["shellfish allergy"],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine 1250 mg effervescent tablets",
          ingredients: [
            {
              ingredient: "glucosamine",
              amount: 1250,
              unit: "mg",
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
      'Glucosamine SmPC 4.3: contraindicated in "Patients who are allergic to shellfish as the active substance is extracted from shellfish".',
    sources: [
      {
        title: "Glucosamine 1250 mg Effervescent Tablets - Summary of Product Characteristics, section 4.3",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/glucosamine-1250-mg-effervescent-tablets-95089/summary-of-medicine-characteristics",
      },
      {
        title: "Dolenio (glucosamine) film-coated tablets - SmPC sections 4.3-4.4 (MHRA)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
    ],
  },
  {
    id: "sc-p32d-glucosamine-type-1-diabetes",
    title: "Type 1 diabetic takes glucosamine for knee arthritis",
    profile: {
      medicines: [],
      conditions: ["type 1 diabetic"],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine 1250 mg effervescent tablets",
          ingredients: [
            {
              ingredient: "glucosamine",
              amount: 1250,
              unit: "mg",
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
            condition: "type 1 diabetic",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Glucosamine SmPC 4.4: "In patients with impaired glucose tolerance, monitoring of the blood glucose levels and, where relevant, insulin requirements is recommended before start of treatment and periodically during treatment."',
    sources: [
      {
        title: "Dolenio (glucosamine) film-coated tablets - SmPC sections 4.3-4.4 (MHRA)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
    ],
  },
  {
    id: "sc-p32d-glucosamine-asthma",
    title: "Woman with asthma starts glucosamine",
    profile: {
      medicines: [],
      conditions: ["asthma"],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine 1250 mg effervescent tablets",
          ingredients: [
            {
              ingredient: "glucosamine",
              amount: 1250,
              unit: "mg",
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
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Glucosamine SmPC 4.4: "A report on exacerbated asthma symptoms triggered after initiation of glucosamine therapy has been described ... Asthmatic patients starting on glucosamine should therefore be aware of potential worsening of asthma symptoms."',
    sources: [
      {
        title: "Dolenio (glucosamine) film-coated tablets - SmPC sections 4.3-4.4 (MHRA)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
    ],
  },
  {
    id: "sc-p32d-glucosamine-migraine-quiet",
    title: "Woman with migraines takes glucosamine for her knees",
    profile: {
      medicines: [],
      conditions: ["migraines"],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine 1250 mg effervescent tablets",
          ingredients: [
            {
              ingredient: "glucosamine",
              amount: 1250,
              unit: "mg",
            },
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
            condition: "migraines",
          },
        },
      ],
    },
    rationale:
      'Glucosamine SmPCs name "allergic to shellfish", "impaired glucose tolerance", "known risk factor for cardiovascular disease" and asthma; migraines is not named and has no plausible mechanism.',
    sources: [
      {
        title: "Glucosamine 1250 mg Effervescent Tablets - Summary of Product Characteristics, section 4.3",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/glucosamine-1250-mg-effervescent-tablets-95089/summary-of-medicine-characteristics",
      },
      {
        title: "Dolenio (glucosamine) film-coated tablets - SmPC sections 4.3-4.4 (MHRA)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
    ],
  },
  {
    id: "sc-p32d-glucosamine-underactive-thyroid-quiet",
    title: "Woman with an underactive thyroid takes glucosamine",
    profile: {
      medicines: [],
      conditions: ["underactive thyroid"],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine 1250 mg effervescent tablets",
          ingredients: [
            {
              ingredient: "glucosamine",
              amount: 1250,
              unit: "mg",
            },
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
            condition: "underactive thyroid",
          },
        },
      ],
    },
    rationale:
      'Glucosamine SmPCs name "allergic to shellfish", "impaired glucose tolerance", "known risk factor for cardiovascular disease" and asthma; underactive thyroid is not named and has no plausible mechanism.',
    sources: [
      {
        title: "Glucosamine 1250 mg Effervescent Tablets - Summary of Product Characteristics, section 4.3",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/glucosamine-1250-mg-effervescent-tablets-95089/summary-of-medicine-characteristics",
      },
      {
        title: "Dolenio (glucosamine) film-coated tablets - SmPC sections 4.3-4.4 (MHRA)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
    ],
  },
  {
    id: "sc-p32d-magnesium-ckd5",
    title: "Man with end-stage kidney failure buys magnesium glycerophosphate",
    profile: {
      medicines: [],
      conditions: ["end stage kidney failure (CKD 5)"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium glycerophosphate 4 mmol tablets (97.2 mg magnesium)",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 97.2,
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
            condition: "end stage kidney failure (CKD 5)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Magnesium glycerophosphate 4 mmol tablets: contraindications "Hyperphosphatemia" and "Severe renal impairment" (Medscape UK); CKD 4-5 is severe renal impairment.',
    sources: [
      {
        title: "Magnesium glycerophosphate oral (4 mmol tablets) - contraindications and precautions",
        publisher: "Medscape UK drug monograph (UK healthcare professionals)",
        url: "https://www.medscape.co.uk/drug/magnesium-glycerophosphate-oral-71100-71100",
      },
    ],
  },
  {
    id: "sc-p32d-magnesium-ckd3a",
    title: "Man with CKD 3a takes magnesium glycerophosphate",
    profile: {
      medicines: [],
      conditions: ["CKD stage 3a"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium glycerophosphate 4 mmol tablets (97.2 mg magnesium)",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 97.2,
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
            condition: "CKD stage 3a",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Magnesium glycerophosphate: "Renal impairment" is listed under precautions and warnings, with "Monitor serum magnesium regularly" (Medscape UK).',
    sources: [
      {
        title: "Magnesium glycerophosphate oral (4 mmol tablets) - contraindications and precautions",
        publisher: "Medscape UK drug monograph (UK healthcare professionals)",
        url: "https://www.medscape.co.uk/drug/magnesium-glycerophosphate-oral-71100-71100",
      },
    ],
  },
  {
    id: "sc-p32d-magnesium-hay-fever-quiet",
    title: "Woman with hay fever takes magnesium for cramps",
    profile: {
      medicines: [],
      conditions: ["hay fever"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium glycerophosphate 4 mmol tablets (97.2 mg magnesium)",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 97.2,
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
          ingredient: "magnesium",
          with: {
            condition: "hay fever",
          },
        },
      ],
    },
    rationale:
      'Magnesium glycerophosphate contraindications are "Hyperphosphatemia" and "Severe renal impairment", precautions renal impairment, PKU, fructose intolerance, pregnancy, small bowel resection; hay fever is not named and has no plausible mechanism.',
    sources: [
      {
        title: "Magnesium glycerophosphate oral (4 mmol tablets) - contraindications and precautions",
        publisher: "Medscape UK drug monograph (UK healthcare professionals)",
        url: "https://www.medscape.co.uk/drug/magnesium-glycerophosphate-oral-71100-71100",
      },
    ],
  },
  {
    id: "sc-p32d-magnesium-migraine-quiet",
    title: "Woman with migraines takes magnesium glycerophosphate",
    profile: {
      medicines: [],
      conditions: ["migraines"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium glycerophosphate 4 mmol tablets (97.2 mg magnesium)",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 97.2,
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
          ingredient: "magnesium",
          with: {
            condition: "migraines",
          },
        },
      ],
    },
    rationale:
      'Magnesium glycerophosphate contraindications are "Hyperphosphatemia" and "Severe renal impairment", precautions renal impairment, PKU, fructose intolerance, pregnancy, small bowel resection; migraines is not named and has no plausible mechanism.',
    sources: [
      {
        title: "Magnesium glycerophosphate oral (4 mmol tablets) - contraindications and precautions",
        publisher: "Medscape UK drug monograph (UK healthcare professionals)",
        url: "https://www.medscape.co.uk/drug/magnesium-glycerophosphate-oral-71100-71100",
      },
    ],
  },
  {
    id: "sc-p32d-potassium-hyperkalaemia",
    title: "Man told his potassium is high buys potassium tablets",
    profile: {
      medicines: [],
      conditions: ["high potassium on my last blood test"],
    },
    stack: [
      {
        custom: {
          name: "Potassium chloride 600 mg slow-release tablets (8 mmol, 315 mg potassium)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 315,
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
            condition: "high potassium on my last blood test",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Potassium chloride 8 mmol (315 mg K) SmPC 4.3: "All forms of hyperkalaemia as may occur in marked renal failure".',
    sources: [
      {
        title: "Slow-K 600 mg coated tablets (potassium chloride 8 mmol) - SmPC sections 4.3-4.4",
        publisher: "RxReasoner (copy of HPRA Ireland SmPC)",
        url: "https://www.rxreasoner.com/monographs/slow-k/precautions",
      },
    ],
  },
  {
    id: "sc-p32d-potassium-ckd5",
    title: "Woman with stage 5 kidney failure takes potassium tablets for cramps",
    profile: {
      medicines: [],
      conditions: ["stage 5 kidney failure"],
    },
    stack: [
      {
        custom: {
          name: "Potassium chloride 600 mg slow-release tablets (8 mmol, 315 mg potassium)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 315,
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
            condition: "stage 5 kidney failure",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Potassium chloride SmPC 4.3: "All forms of hyperkalaemia as may occur in marked renal failure (even when not yet associated with manifest hyperkalaemia)".',
    sources: [
      {
        title: "Slow-K 600 mg coated tablets (potassium chloride 8 mmol) - SmPC sections 4.3-4.4",
        publisher: "RxReasoner (copy of HPRA Ireland SmPC)",
        url: "https://www.rxreasoner.com/monographs/slow-k/precautions",
      },
    ],
  },
  {
    id: "sc-p32d-potassium-ckd3",
    title: "Woman with CKD 3 takes potassium tablets",
    profile: {
      medicines: [],
      conditions: ["CKD stage 3"],
    },
    stack: [
      {
        custom: {
          name: "Potassium chloride 600 mg slow-release tablets (8 mmol, 315 mg potassium)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 315,
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
            condition: "CKD stage 3",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Potassium chloride SmPC 4.4: "Care should be taken to avoid dosage in excess of requirements for patients with impaired renal function" and "Potassium salts should only be administered with extreme caution to patients with renal dysfunction".',
    sources: [
      {
        title:
          "Potassium chloride oral solution (1 mmol/ml) - Summary of Product Characteristics, section 4.4 (emc product 101813)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/101813/smpc",
      },
    ],
  },
  {
    id: "sc-p32d-potassium-hay-fever-quiet",
    title: "Man with hay fever takes potassium tablets after sweating a lot",
    profile: {
      medicines: [],
      conditions: ["hay fever"],
    },
    stack: [
      {
        custom: {
          name: "Potassium chloride 600 mg slow-release tablets (8 mmol, 315 mg potassium)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 315,
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
          ingredient: "potassium",
          with: {
            condition: "hay fever",
          },
        },
      ],
    },
    rationale:
      'Potassium chloride SmPCs name "hyperkalaemia", "marked renal failure", "untreated Addison\'s disease", "acute dehydration", "obstructions in the digestive tract", "history of peptic ulcer", cardiac and hepatic disease; hay fever is not named and has no plausible mechanism.',
    sources: [
      {
        title: "Slow-K 600 mg coated tablets (potassium chloride 8 mmol) - SmPC sections 4.3-4.4",
        publisher: "RxReasoner (copy of HPRA Ireland SmPC)",
        url: "https://www.rxreasoner.com/monographs/slow-k/precautions",
      },
      {
        title:
          "Potassium chloride oral solution (1 mmol/ml) - Summary of Product Characteristics, section 4.4 (emc product 101813)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/101813/smpc",
      },
    ],
  },
  {
    id: "sc-p32d-potassium-eczema-quiet",
    title: "Woman with eczema takes potassium tablets",
    profile: {
      medicines: [],
      conditions: ["eczema"],
    },
    stack: [
      {
        custom: {
          name: "Potassium chloride 600 mg slow-release tablets (8 mmol, 315 mg potassium)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 315,
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
          ingredient: "potassium",
          with: {
            condition: "eczema",
          },
        },
      ],
    },
    rationale:
      'Potassium chloride SmPCs name "hyperkalaemia", "marked renal failure", "untreated Addison\'s disease", "acute dehydration", "obstructions in the digestive tract", "history of peptic ulcer", cardiac and hepatic disease; eczema is not named and has no plausible mechanism.',
    sources: [
      {
        title: "Slow-K 600 mg coated tablets (potassium chloride 8 mmol) - SmPC sections 4.3-4.4",
        publisher: "RxReasoner (copy of HPRA Ireland SmPC)",
        url: "https://www.rxreasoner.com/monographs/slow-k/precautions",
      },
      {
        title:
          "Potassium chloride oral solution (1 mmol/ml) - Summary of Product Characteristics, section 4.4 (emc product 101813)",
        publisher: "electronic medicines compendium (emc), medicines.org.uk",
        url: "https://www.medicines.org.uk/emc/product/101813/smpc",
      },
    ],
  },
  {
    id: "sc-p32d-omega3-fish-allergy",
    title: "Woman with fish allergy takes omega-3 capsules",
    profile: {
      medicines: [],
      conditions: ["fish allergy"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 1000 mg capsules (Omacor-type, EPA 460 mg + DHA 380 mg)",
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
        title: "Omacor soft capsules (omega-3-acid ethyl esters 90) - SmPC sections 4.3-4.4",
        publisher: "RxReasoner (copy of HPRA Ireland SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p32d-omega3-hip-replacement",
    title: "Man on 4 g omega-3 has a hip replacement in 2 weeks",
    profile: {
      medicines: [],
      conditions: ["hip replacement in 2 weeks"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 1000 mg capsules (Omacor-type, EPA 460 mg + DHA 380 mg)",
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
            condition: "hip replacement in 2 weeks",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Omacor SmPC 4.4 (4 capsules = 4 g/day, as here): "Make allowance for the increased bleeding time in patients at high risk of haemorrhage (because of severe trauma, surgery, etc)".',
    sources: [
      {
        title: "Omacor soft capsules (omega-3-acid ethyl esters 90) - SmPC sections 4.3-4.4",
        publisher: "RxReasoner (copy of HPRA Ireland SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p32d-omega3-hay-fever-quiet",
    title: "Woman with hay fever takes omega-3",
    profile: {
      medicines: [],
      conditions: ["hay fever"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 1000 mg capsules (Omacor-type, EPA 460 mg + DHA 380 mg)",
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
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            condition: "hay fever",
          },
        },
      ],
    },
    rationale:
      'Omacor SmPC 4.3-4.4 names soya/peanut and "allergy to fish", "increased bleeding time" (trauma, surgery), children, renal and hepatic impairment; hay fever is not named and has no plausible mechanism.',
    sources: [
      {
        title: "Omacor soft capsules (omega-3-acid ethyl esters 90) - SmPC sections 4.3-4.4",
        publisher: "RxReasoner (copy of HPRA Ireland SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p32d-omega3-oa-quiet",
    title: "Man with osteoarthritis takes omega-3",
    profile: {
      medicines: [],
      conditions: ["osteoarthritis"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 1000 mg capsules (Omacor-type, EPA 460 mg + DHA 380 mg)",
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
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            condition: "osteoarthritis",
          },
        },
      ],
    },
    rationale:
      'Omacor SmPC 4.3-4.4 names soya/peanut and "allergy to fish", "increased bleeding time" (trauma, surgery), children, renal and hepatic impairment; osteoarthritis is not named and has no plausible mechanism.',
    sources: [
      {
        title: "Omacor soft capsules (omega-3-acid ethyl esters 90) - SmPC sections 4.3-4.4",
        publisher: "RxReasoner (copy of HPRA Ireland SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p32d-vitamin-a-pregnant-16w",
    title: "Pregnant woman takes a 1500 microgram vitamin A supplement",
    profile: {
      medicines: [],
      conditions: ["16 weeks pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin A 1500 µg (5000 IU) retinol capsules",
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
      flags: [
        {
          ingredient: "vitamin-a",
          with: {
            condition: "16 weeks pregnant",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NICE antenatal care (as summarised by GPnotebook): "pregnant women should be informed that vitamin A supplementation (intake greater than 700 micrograms) might be teratogenic and therefore it should be avoided" - 1500 micrograms exceeds that.',
    sources: [
      {
        title: "Vitamin A and pregnancy (citing NICE antenatal care guidance)",
        publisher: "GPnotebook (UK primary care reference)",
        url: "https://gpnotebook.com/simplepage.cfm?ID=-2006253531&linkID=36170",
      },
    ],
  },
];
