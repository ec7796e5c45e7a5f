// Scenarios of the p15 round's blind probe, written by a helper who had not seen the records: the pairs a UK pharmacist
// meets daily (the most-prescribed NHS medicines with the best-selling supplements), kept where every source is NCCIH,
// Patient.info, the AAFP's familydoctor.org or a PubMed Central review; the cases resting on other consumer pages
// were left out of the set.
import type { ScenarioInput } from "../schema";

export const WP15_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p15-levo-iron-same-time",
    title: "Woman on levothyroxine 100 micrograms starts ferrous sulfate tablets for low iron",
    profile: {
      medicines: ["Levothyroxine 100 micrograms"],
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
      'Patient.info: "Iron and levothyroxine should not be taken at the same time" because iron "binds to levothyroxine"; "You should take these medicines at least 4 hours apart." A timing note at least.',
    sources: [
      {
        title: "Can I take Iron and Levothyroxine together? Drug interaction guide",
        publisher: "Patient.info (UK)",
        url: "https://patient.info/medication-interactions/iron-and-levothyroxine-interaction",
      },
    ],
  },
  {
    id: "sc-p15-levo-calcium-carbonate",
    title: "Man on levothyroxine takes a calcium carbonate supplement for his bones",
    profile: {
      medicines: ["levothyroxine 75mcg"],
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
            medicine: "levothyroxine 75mcg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Patient.info: "Taking calcium at the same time as levothyroxine can stop your thyroid medication from working properly... You must take levothyroxine and calcium at least 4 hours apart."',
    sources: [
      {
        title: "Can I take Levothyroxine and Calcium together? Drug interaction guide",
        publisher: "Patient.info (UK)",
        url: "https://patient.info/treatment-medication/levothyroxine-and-calcium-interaction",
      },
    ],
  },
  {
    id: "sc-p15-levo-vitd3-quiet",
    title: "Woman on levothyroxine asks if her winter vitamin D3 spray is OK",
    profile: {
      medicines: ["Levothyroxine 50 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 µg (1000 IU) tablets",
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
            medicine: "Levothyroxine 50 micrograms",
          },
        },
      ],
    },
    rationale:
      'Patient.info: "There is no direct harmful interaction between levothyroxine and vitamin D... many people take them together"; only vitamin D products that also contain calcium need spacing (this product has none).',
    sources: [
      {
        title: "Can I take Levothyroxine and Vitamin D together? Drug interaction guide",
        publisher: "Patient.info (UK)",
        url: "https://patient.info/medication-interactions/levothyroxine-and-vitamin-d-interaction",
      },
      {
        title: "Can I take Colecalciferol and Levothyroxine together? Drug interaction guide",
        publisher: "Patient.info (UK)",
        url: "https://patient.info/medication-interactions/colecalciferol-and-levothyroxine-interaction",
      },
    ],
  },
  {
    id: "sc-p15-thyroxine-colecalciferol-1000iu-quiet",
    title: "Older man on 'thyroxine' adds colecalciferol 1000 IU daily",
    profile: {
      medicines: ["thyroxine 125 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Colecalciferol 1000 IU capsules",
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
            medicine: "thyroxine 125 micrograms",
          },
        },
      ],
    },
    rationale:
      'Patient.info on colecalciferol with levothyroxine: "Taking colecalciferol (Vitamin D3) and levothyroxine together is generally safe... There is no direct evidence that Vitamin D stops levothyroxine from being absorbed." Plain D3 without calcium: no flag expected.',
    sources: [
      {
        title: "Can I take Colecalciferol and Levothyroxine together? Drug interaction guide",
        publisher: "Patient.info (UK)",
        url: "https://patient.info/medication-interactions/colecalciferol-and-levothyroxine-interaction",
      },
    ],
  },
  {
    id: "sc-p15-spiro-potassium",
    title: "Woman on spironolactone for heart failure buys potassium tablets for cramp",
    profile: {
      medicines: ["Spironolactone 25mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium citrate/chloride supplement 99 mg",
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
      'Patient.info: "Taking spironolactone and potassium supplements together can lead to dangerously high levels of potassium"; "You should only take potassium supplements with spironolactone if your doctor has specifically told you to do so" = avoid unless a doctor says so.',
    sources: [
      {
        title: "Can I take Spironolactone and Potassium together? Drug interaction guide",
        publisher: "Patient.info (UK)",
        url: "https://patient.info/treatment-medication/spironolactone-and-potassium-interaction",
      },
    ],
  },
  {
    id: "sc-p15-apixaban-sjw",
    title: "Woman on apixaban (Eliquis) for AF starts St John's wort",
    profile: {
      medicines: ["Eliquis 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type)",
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
            medicine: "Eliquis 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH lists drugs that interact with St John\'s wort: "Anticoagulants (blood thinners)" - it "speeds up the processes that change the drug into inactive substances, leading to a decrease in drug levels". NCCIH: "St. John\'s wort interacts with many types of drugs"; talk to a doctor or pharmacist first.',
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (US National Institutes of Health)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
    ],
  },
  {
    id: "sc-p15-rivaroxaban-sjw",
    title: "Man on rivaroxaban buys St John's wort tablets",
    profile: {
      medicines: ["Rivaroxaban 20 mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type)",
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
            medicine: "Rivaroxaban 20 mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH lists drugs that interact with St John\'s wort: "Anticoagulants (blood thinners)", usually by "a decrease in drug levels in your body". NCCIH: "St. John\'s wort interacts with many types of drugs"; talk to a doctor or pharmacist first.',
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (US National Institutes of Health)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
    ],
  },
  {
    id: "sc-p15-edoxaban-sjw",
    title: "Woman on edoxaban (Lixiana) takes St John's wort",
    profile: {
      medicines: ["Lixiana 60mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type)",
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
      'NCCIH lists drugs that interact with St John\'s wort: "Anticoagulants (blood thinners)". NCCIH: "St. John\'s wort interacts with many types of drugs"; talk to a doctor or pharmacist first.',
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (US National Institutes of Health)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
    ],
  },
  {
    id: "sc-p15-atorvastatin-sjw",
    title: "Man on atorvastatin 20 mg takes St John's wort",
    profile: {
      medicines: ["Atorvastatin 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type)",
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
            medicine: "Atorvastatin 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH lists drugs that interact with St John\'s wort: "Cholesterol-lowering drugs (statins)". NCCIH: "St. John\'s wort interacts with many types of drugs"; talk to a doctor or pharmacist first.',
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (US National Institutes of Health)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
    ],
  },
  {
    id: "sc-p15-simvastatin-sjw",
    title: "Woman on simvastatin 40 mg starts St John's wort",
    profile: {
      medicines: ["simvastatin 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type)",
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
            medicine: "simvastatin 40mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH lists drugs that interact with St John\'s wort: "Cholesterol-lowering drugs (statins)". NCCIH: "St. John\'s wort interacts with many types of drugs"; talk to a doctor or pharmacist first.',
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (US National Institutes of Health)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
    ],
  },
  {
    id: "sc-p15-gliclazide-sjw",
    title: "Man with type 2 diabetes on gliclazide takes St John's wort",
    profile: {
      medicines: ["Gliclazide 80mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type)",
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
      'NCCIH lists drugs that interact with St John\'s wort: "Diabetes drugs". NCCIH: "St. John\'s wort interacts with many types of drugs"; talk to a doctor or pharmacist first.',
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (US National Institutes of Health)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
    ],
  },
  {
    id: "sc-p15-digoxin-sjw",
    title: "Older woman on digoxin for AF starts St John's wort",
    profile: {
      medicines: ["Digoxin 125 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type)",
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
      'NCCIH lists drugs that interact with St John\'s wort: "Digoxin (digitalis), a drug used to treat heart problems". NCCIH: "St. John\'s wort interacts with many types of drugs"; talk to a doctor or pharmacist first.',
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (US National Institutes of Health)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
      {
        title: "St. John's Wort: Drug-Supplement Interactions",
        publisher: "familydoctor.org (American Academy of Family Physicians)",
        url: "https://familydoctor.org/st-johns-wort-drug/",
      },
    ],
  },
  {
    id: "sc-p15-carbamazepine-sjw",
    title: "Man on carbamazepine (Tegretol) for epilepsy starts St John's wort",
    profile: {
      medicines: ["Tegretol 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type)",
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
            medicine: "Tegretol 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH lists drugs that interact with St John\'s wort: "Drugs used to prevent seizures". NCCIH: "St. John\'s wort interacts with many types of drugs"; talk to a doctor or pharmacist first.',
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (US National Institutes of Health)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
    ],
  },
  {
    id: "sc-p15-omeprazole-sjw",
    title: "Woman on omeprazole 20 mg takes St John's wort",
    profile: {
      medicines: ["Omeprazole 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type)",
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
      'NCCIH lists drugs that interact with St John\'s wort: "Omeprazole (an acid reducer used to treat digestive tract problems)". NCCIH: "St. John\'s wort interacts with many types of drugs"; talk to a doctor or pharmacist first.',
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (US National Institutes of Health)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
    ],
  },
  {
    id: "sc-p15-microgynon-sjw",
    title: "Woman on Microgynon 30 starts St John's wort for PMS low mood",
    profile: {
      medicines: ["Microgynon 30"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type)",
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
      'NCCIH lists drugs that interact with St John\'s wort: "Oral contraceptives (birth control pills)". NCCIH: "St. John\'s wort interacts with many types of drugs"; talk to a doctor or pharmacist first.',
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (US National Institutes of Health)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
      {
        title: "St. John's Wort: Drug-Supplement Interactions",
        publisher: "familydoctor.org (American Academy of Family Physicians)",
        url: "https://familydoctor.org/st-johns-wort-drug/",
      },
    ],
  },
  {
    id: "sc-p15-rigevidon-sjw",
    title: "Student on Rigevidon buys St John's wort",
    profile: {
      medicines: ["Rigevidon"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type)",
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
            medicine: "Rigevidon",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH lists drugs that interact with St John\'s wort: "Oral contraceptives (birth control pills)". NCCIH: "St. John\'s wort interacts with many types of drugs"; talk to a doctor or pharmacist first.',
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (US National Institutes of Health)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
    ],
  },
  {
    id: "sc-p15-desogestrel-sjw",
    title: "Woman on the mini pill (desogestrel) takes St John's wort",
    profile: {
      medicines: ["desogestrel 75 microgram (mini pill)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type)",
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
            medicine: "desogestrel 75 microgram (mini pill)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH lists drugs that interact with St John\'s wort: "Oral contraceptives (birth control pills)". NCCIH: "St. John\'s wort interacts with many types of drugs"; talk to a doctor or pharmacist first.',
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (US National Institutes of Health)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
    ],
  },
  {
    id: "sc-p15-finasteride-sjw",
    title: "Man on finasteride 5 mg for prostate takes St John's wort",
    profile: {
      medicines: ["Finasteride 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type)",
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
      'NCCIH lists drugs that interact with St John\'s wort: "Finasteride (a drug used for prostate problems)". NCCIH: "St. John\'s wort interacts with many types of drugs"; talk to a doctor or pharmacist first.',
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (US National Institutes of Health)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
    ],
  },
  {
    id: "sc-p15-citalopram-sjw",
    title: "Woman on citalopram 20 mg adds St John's wort",
    profile: {
      medicines: ["Citalopram 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type)",
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
            medicine: "Citalopram 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH: "taking St. John\'s wort with certain types of antidepressants can cause harmful side effects"; AAFP familydoctor.org lists "Any medicines that affect serotonin (... serotonin-related side effects)" and says "It can be dangerous. In some cases, it can be deadly. Talk to your doctor before taking St. John\'s wort."',
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (US National Institutes of Health)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
      {
        title: "St. John's Wort: Drug-Supplement Interactions",
        publisher: "familydoctor.org (American Academy of Family Physicians)",
        url: "https://familydoctor.org/st-johns-wort-drug/",
      },
    ],
  },
  {
    id: "sc-p15-fluoxetine-sjw",
    title: "Young man on fluoxetine buys St John's wort",
    profile: {
      medicines: ["Fluoxetine 20mg capsules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type)",
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
            medicine: "Fluoxetine 20mg capsules",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH: "taking St. John\'s wort with certain types of antidepressants can cause harmful side effects"; AAFP familydoctor.org lists "Any medicines that affect serotonin (... serotonin-related side effects)" and says "It can be dangerous. In some cases, it can be deadly. Talk to your doctor before taking St. John\'s wort."',
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (US National Institutes of Health)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
      {
        title: "St. John's Wort: Drug-Supplement Interactions",
        publisher: "familydoctor.org (American Academy of Family Physicians)",
        url: "https://familydoctor.org/st-johns-wort-drug/",
      },
    ],
  },
  {
    id: "sc-p15-venlafaxine-sjw",
    title: "Woman on venlafaxine MR 75 mg starts St John's wort",
    profile: {
      medicines: ["Venlafaxine 75mg MR"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type)",
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
            medicine: "Venlafaxine 75mg MR",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH: "taking St. John\'s wort with certain types of antidepressants can cause harmful side effects"; AAFP familydoctor.org lists "Any medicines that affect serotonin (... serotonin-related side effects)" and says "It can be dangerous. In some cases, it can be deadly. Talk to your doctor before taking St. John\'s wort."',
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (US National Institutes of Health)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
      {
        title: "St. John's Wort: Drug-Supplement Interactions",
        publisher: "familydoctor.org (American Academy of Family Physicians)",
        url: "https://familydoctor.org/st-johns-wort-drug/",
      },
    ],
  },
  {
    id: "sc-p15-tramadol-sjw",
    title: "Man on tramadol for back pain takes St John's wort",
    profile: {
      medicines: ["Tramadol 50mg capsules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type)",
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
            medicine: "Tramadol 50mg capsules",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH: "taking St. John\'s wort with certain types of antidepressants can cause harmful side effects"; AAFP familydoctor.org lists "Any medicines that affect serotonin (... serotonin-related side effects)" and says "It can be dangerous. In some cases, it can be deadly. Talk to your doctor before taking St. John\'s wort."',
    sources: [
      {
        title: "Know the Science: How Medications and Supplements Can Interact - More About St. John's Wort",
        publisher: "NCCIH (US National Institutes of Health)",
        url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
      },
      {
        title: "St. John's Wort: Drug-Supplement Interactions",
        publisher: "familydoctor.org (American Academy of Family Physicians)",
        url: "https://familydoctor.org/st-johns-wort-drug/",
      },
    ],
  },
  {
    id: "sc-p15-amlodipine-ginseng",
    title: "Man on amlodipine takes Korean ginseng for tiredness",
    profile: {
      medicines: ["Amlodipine 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Korean ginseng 500 mg capsules",
          ingredients: [
            {
              ingredient: "ginseng",
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
          ingredient: "ginseng",
          with: {
            medicine: "Amlodipine 10mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NCCIH Clinical Digest: "There are uncertainties about whether ginseng might interact with certain medications, such as calcium channel blockers and other high blood pressure medications" - a note/ask, not an avoid.',
    sources: [
      {
        title: "Herb-Drug Interactions: What the Science Says (NCCIH Clinical Digest) - Asian Ginseng",
        publisher: "NCCIH (US National Institutes of Health)",
        url: "https://nccih.nih.gov/health/providers/digest/herb-drug-interactions-science?nav=govdcd",
      },
    ],
  },
];
