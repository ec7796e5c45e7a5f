// Scenarios of the p22 round's blind probe, written by a helper who had not seen the records: RxReasoner's copies of
// UK product information for lithium, trimethoprim, ropinirole and donepezil (the only pages of the sweep that could be
// read here).
import type { ScenarioInput } from "../schema";

export const WP22_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p22-trimethoprim-potassium-tablets",
    title: "Woman on trimethoprim for cystitis keeps taking potassium tablets",
    profile: {
      medicines: ["Trimethoprim 200mg"],
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
            medicine: "Trimethoprim 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK trimethoprim text says "Hyperkalaemia may be exacerbated by concomitant administration of potassium sparing diuretics and/or thiazide diuretics, potassium supplements, potassium-containing salt substitutes, renin-angiotensin system inhibitors ... Monitoring of potassium should be undertaken as appropriate": a potassium supplement is named, so ask the pharmacist (potassium monitoring as appropriate).',
    sources: [
      {
        title: "Trimethoprim - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/trimethoprim/precautions",
      },
    ],
  },
  {
    id: "sc-p22-trimethoprim-losalt-ramipril-ckd",
    title: "Older man on ramipril with kidney disease uses LoSalt while on trimethoprim",
    profile: {
      medicines: ["Trimethoprim 200mg", "Ramipril 5mg"],
      conditions: ["chronic kidney disease stage 3"],
    },
    stack: [
      {
        custom: {
          name: "LoSalt reduced-sodium salt (about 1 g a day, ~66% potassium chloride)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 345,
              unit: "mg",
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
            medicine: "Trimethoprim 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK trimethoprim text says "Hyperkalaemia may be exacerbated by concomitant administration of potassium sparing diuretics and/or thiazide diuretics, potassium supplements, potassium-containing salt substitutes, renin-angiotensin system inhibitors ... Monitoring of potassium should be undertaken as appropriate"; the page adds "The likelihood of hyperkalaemia is increased when ACE inhibitors are taken with trimethoprim". A potassium salt substitute with an ACE inhibitor and CKD is exactly the named risk.',
    sources: [
      {
        title: "Trimethoprim - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/trimethoprim/precautions",
      },
    ],
  },
  {
    id: "sc-p22-trimethoprim-prophylaxis-potassium",
    title: "Woman on long-term low-dose trimethoprim starts a potassium supplement",
    profile: {
      medicines: ["Trimethoprim 100mg at night"],
      conditions: ["recurrent urinary tract infections"],
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
            medicine: "Trimethoprim 100mg at night",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK trimethoprim text says "Hyperkalaemia may be exacerbated by concomitant administration of potassium sparing diuretics and/or thiazide diuretics, potassium supplements, potassium-containing salt substitutes, renin-angiotensin system inhibitors ... Monitoring of potassium should be undertaken as appropriate": with months of prophylactic trimethoprim a daily potassium supplement warrants a pharmacist/GP check.',
    sources: [
      {
        title: "Trimethoprim - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/trimethoprim/precautions",
      },
    ],
  },
  {
    id: "sc-p22-trimethoprim-electrolyte-tabs",
    title: "Runner on trimethoprim uses potassium-containing electrolyte tablets",
    profile: {
      medicines: ["Trimethoprim 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Electrolyte hydration tablets (sodium, potassium, magnesium)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 100,
              unit: "mg",
            },
            {
              ingredient: "magnesium",
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
          ingredient: "potassium",
          with: {
            medicine: "Trimethoprim 200mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Trimethoprim 200mg",
          },
        },
      ],
    },
    rationale:
      'The UK trimethoprim text says "Hyperkalaemia may be exacerbated by concomitant administration of potassium sparing diuretics and/or thiazide diuretics, potassium supplements, potassium-containing salt substitutes, renin-angiotensin system inhibitors ... Monitoring of potassium should be undertaken as appropriate". A 100 mg potassium electrolyte tab is a small potassium supplement (at least a note); magnesium is not named anywhere in the part read and trimethoprim is not chelated, so magnesium should not be flagged.',
    sources: [
      {
        title: "Trimethoprim - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/trimethoprim/precautions",
      },
    ],
  },
  {
    id: "sc-p22-trimethoprim-cranberry-losalt",
    title: "Woman on trimethoprim takes cranberry capsules and cooks with LoSalt",
    profile: {
      medicines: ["Trimethoprim 200mg"],
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
      {
        custom: {
          name: "LoSalt reduced-sodium salt (about 1 g a day, ~66% potassium chloride)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 345,
              unit: "mg",
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
            medicine: "Trimethoprim 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "cranberry",
          with: {
            medicine: "Trimethoprim 200mg",
          },
        },
      ],
    },
    rationale:
      'The UK trimethoprim text says "Hyperkalaemia may be exacerbated by concomitant administration of potassium sparing diuretics and/or thiazide diuretics, potassium supplements, potassium-containing salt substitutes, renin-angiotensin system inhibitors ... Monitoring of potassium should be undertaken as appropriate". Cranberry is not named in the part of the text read and has no potassium or folate mechanism with trimethoprim, so only the salt substitute should be flagged.',
    sources: [
      {
        title: "Trimethoprim - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/trimethoprim/precautions",
      },
    ],
  },
  {
    id: "sc-p22-quiet-trimethoprim-cranberry",
    title: "Trimethoprim course for cystitis alongside cranberry extract 400 mg capsules",
    profile: {
      medicines: ["Trimethoprim 200mg"],
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
            medicine: "Trimethoprim 200mg",
          },
        },
      ],
    },
    rationale:
      'The trimethoprim text read names folate antagonists/anticonvulsants, warfarin, diuretics, "potassium supplements, potassium-containing salt substitutes", ACE inhibitors, oestrogen contraceptives, azathioprine/mercaptopurine/methotrexate and ciclosporin; cranberry for cystitis is not named and has no plausible mechanism with trimethoprim: no flag (excerpt read was not the complete list - see notes).',
    sources: [
      {
        title: "Trimethoprim - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/trimethoprim/precautions",
      },
    ],
  },
  {
    id: "sc-p22-quiet-trimethoprim-vitc",
    title: "Trimethoprim course for cystitis alongside vitamin c 1,000 mg effervescent tablets",
    profile: {
      medicines: ["Trimethoprim 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 1,000 mg effervescent tablets",
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
            medicine: "Trimethoprim 200mg",
          },
        },
      ],
    },
    rationale:
      'The trimethoprim text read names folate antagonists/anticonvulsants, warfarin, diuretics, "potassium supplements, potassium-containing salt substitutes", ACE inhibitors, oestrogen contraceptives, azathioprine/mercaptopurine/methotrexate and ciclosporin; vitamin C is not named and has no mechanism: no flag (excerpt read was not the complete list - see notes).',
    sources: [
      {
        title: "Trimethoprim - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/trimethoprim/precautions",
      },
    ],
  },
  {
    id: "sc-p22-quiet-trimethoprim-vitd",
    title: "Trimethoprim course for cystitis alongside vitamin d3 25 micrograms",
    profile: {
      medicines: ["Trimethoprim 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1,000 IU) tablets",
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
            medicine: "Trimethoprim 200mg",
          },
        },
      ],
    },
    rationale:
      'The trimethoprim text read names folate antagonists/anticonvulsants, warfarin, diuretics, "potassium supplements, potassium-containing salt substitutes", ACE inhibitors, oestrogen contraceptives, azathioprine/mercaptopurine/methotrexate and ciclosporin; vitamin D is not named and has no mechanism: no flag (excerpt read was not the complete list - see notes).',
    sources: [
      {
        title: "Trimethoprim - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/trimethoprim/precautions",
      },
    ],
  },
  {
    id: "sc-p22-quiet-lithium-vitd",
    title: "Man on Priadel (lithium) takes vitamin d3 25 micrograms",
    profile: {
      medicines: ["Priadel 400mg"],
      conditions: ["bipolar disorder"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1,000 IU) tablets",
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
            medicine: "Priadel 400mg",
          },
        },
      ],
    },
    rationale:
      'The lithium text read lists NSAIDs, tricyclic antidepressants, renal insufficiency, steroids, "sodium bicarbonate", thiazides, calcium channel blockers, ACE inhibitors and angiotensin II receptor antagonists; vitamin D 1,000 IU has no renal-clearance or sodium effect on lithium: no flag (excerpt read was not the complete list - see notes).',
    sources: [
      {
        title: "Lithium - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://www.rxreasoner.com/substances/lithium/precautions",
      },
    ],
  },
  {
    id: "sc-p22-quiet-lithium-fish-oil",
    title: "Man on Priadel (lithium) takes omega-3 fish oil 1,000 mg capsules",
    profile: {
      medicines: ["Priadel 400mg"],
      conditions: ["bipolar disorder"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1,000 mg capsules",
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
            medicine: "Priadel 400mg",
          },
        },
      ],
    },
    rationale:
      'The lithium text read lists NSAIDs, tricyclic antidepressants, renal insufficiency, steroids, "sodium bicarbonate", thiazides, calcium channel blockers, ACE inhibitors and angiotensin II receptor antagonists; fish oil is not named and has no effect on lithium excretion: no flag (excerpt read was not the complete list - see notes).',
    sources: [
      {
        title: "Lithium - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://www.rxreasoner.com/substances/lithium/precautions",
      },
    ],
  },
  {
    id: "sc-p22-quiet-lithium-b12",
    title: "Man on Priadel (lithium) takes vitamin b12 1,000 micrograms tablets",
    profile: {
      medicines: ["Priadel 400mg"],
      conditions: ["bipolar disorder"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1,000 micrograms tablets",
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
            medicine: "Priadel 400mg",
          },
        },
      ],
    },
    rationale:
      'The lithium text read lists NSAIDs, tricyclic antidepressants, renal insufficiency, steroids, "sodium bicarbonate", thiazides, calcium channel blockers, ACE inhibitors and angiotensin II receptor antagonists; vitamin B12 is not named and has no mechanism: no flag (excerpt read was not the complete list - see notes).',
    sources: [
      {
        title: "Lithium - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://www.rxreasoner.com/substances/lithium/precautions",
      },
    ],
  },
  {
    id: "sc-p22-quiet-ropinirole-vitamin-k2",
    title: "Woman on ropinirole for restless legs takes vitamin K2",
    profile: {
      medicines: ["Ropinirole 0.5mg"],
      conditions: ["restless legs syndrome"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin K2 (MK-7) 100 micrograms capsules",
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-k2",
          with: {
            medicine: "Ropinirole 0.5mg",
          },
        },
      ],
    },
    rationale:
      'The ropinirole text read names renal dosing, "vitamin K antagonists ... cases of unbalanced INR", "high doses of oestrogens"/HRT, CYP1A2 inhibitors "e.g. ciprofloxacin, enoxacin or fluvoxamine" and neuroleptics/metoclopramide. The INR warning is about vitamin K antagonists (warfarin-type drugs) taken with ropinirole, not vitamin K itself; a vitamin K2 supplement in someone not on warfarin has no mechanism with ropinirole: no flag.',
    sources: [
      {
        title: "Ropinirole - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/ropinirole/precautions",
      },
    ],
  },
  {
    id: "sc-p22-quiet-ropinirole-iron",
    title: "Ropinirole for restless legs alongside ferrous sulphate 200 mg tablets",
    profile: {
      medicines: ["Ropinirole 0.5mg"],
      conditions: ["restless legs syndrome"],
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
            medicine: "Ropinirole 0.5mg",
          },
        },
      ],
    },
    rationale:
      'The ropinirole text read names renal dosing, "vitamin K antagonists ... cases of unbalanced INR", "high doses of oestrogens"/HRT, CYP1A2 inhibitors "e.g. ciprofloxacin, enoxacin or fluvoxamine" and neuroleptics/metoclopramide; iron (often advised for restless legs) is not named and, unlike with levodopa, has no known absorption effect on ropinirole: no flag (excerpt read was not the complete list - see notes).',
    sources: [
      {
        title: "Ropinirole - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/ropinirole/precautions",
      },
    ],
  },
  {
    id: "sc-p22-quiet-ropinirole-magnesium",
    title: "Ropinirole for restless legs alongside magnesium citrate 250 mg tablets",
    profile: {
      medicines: ["Ropinirole 0.5mg"],
      conditions: ["restless legs syndrome"],
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
      flags: [],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Ropinirole 0.5mg",
          },
        },
      ],
    },
    rationale:
      'The ropinirole text read names renal dosing, "vitamin K antagonists ... cases of unbalanced INR", "high doses of oestrogens"/HRT, CYP1A2 inhibitors "e.g. ciprofloxacin, enoxacin or fluvoxamine" and neuroleptics/metoclopramide; magnesium is not named and has no mechanism with ropinirole: no flag (excerpt read was not the complete list - see notes).',
    sources: [
      {
        title: "Ropinirole - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/ropinirole/precautions",
      },
    ],
  },
  {
    id: "sc-p22-quiet-ropinirole-vitd",
    title: "Ropinirole for restless legs alongside vitamin d3 25 micrograms",
    profile: {
      medicines: ["Ropinirole 0.5mg"],
      conditions: ["restless legs syndrome"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1,000 IU) tablets",
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
            medicine: "Ropinirole 0.5mg",
          },
        },
      ],
    },
    rationale:
      'The ropinirole text read names renal dosing, "vitamin K antagonists ... cases of unbalanced INR", "high doses of oestrogens"/HRT, CYP1A2 inhibitors "e.g. ciprofloxacin, enoxacin or fluvoxamine" and neuroleptics/metoclopramide; vitamin D is not named and has no mechanism: no flag (excerpt read was not the complete list - see notes).',
    sources: [
      {
        title: "Ropinirole - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/ropinirole/precautions",
      },
    ],
  },
  {
    id: "sc-p22-quiet-ropinirole-fish-oil",
    title: "Ropinirole for restless legs alongside omega-3 fish oil 1,000 mg capsules",
    profile: {
      medicines: ["Ropinirole 0.5mg"],
      conditions: ["restless legs syndrome"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1,000 mg capsules",
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
            medicine: "Ropinirole 0.5mg",
          },
        },
      ],
    },
    rationale:
      'The ropinirole text read names renal dosing, "vitamin K antagonists ... cases of unbalanced INR", "high doses of oestrogens"/HRT, CYP1A2 inhibitors "e.g. ciprofloxacin, enoxacin or fluvoxamine" and neuroleptics/metoclopramide; fish oil is not named and has no mechanism: no flag (excerpt read was not the complete list - see notes).',
    sources: [
      {
        title: "Ropinirole - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/ropinirole/precautions",
      },
    ],
  },
  {
    id: "sc-p22-quiet-donepezil-vitd",
    title: "Man on donepezil for Alzheimer's takes vitamin d3 25 micrograms",
    profile: {
      medicines: ["Donepezil 10mg"],
      conditions: ["Alzheimer's disease"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1,000 IU) tablets",
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
            medicine: "Donepezil 10mg",
          },
        },
      ],
    },
    rationale:
      'The donepezil text read names anticholinergics, CYP3A4/2D6 inhibitors (ketoconazole, itraconazole, erythromycin, fluoxetine), NSAIDs/ulcer risk, succinylcholine, cholinergic agents and "Enzyme inducers, such as rifampicin, phenytoin, carbamazepine and alcohol"; vitamin D is not named and has no mechanism: no flag (excerpt read was not the complete list - see notes).',
    sources: [
      {
        title: "Donepezil - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/donepezil/precautions",
      },
    ],
  },
  {
    id: "sc-p22-quiet-donepezil-fish-oil",
    title: "Man on donepezil for Alzheimer's takes omega-3 fish oil 1,000 mg capsules",
    profile: {
      medicines: ["Donepezil 10mg"],
      conditions: ["Alzheimer's disease"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1,000 mg capsules",
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
            medicine: "Donepezil 10mg",
          },
        },
      ],
    },
    rationale:
      'The donepezil text read names anticholinergics, CYP3A4/2D6 inhibitors (ketoconazole, itraconazole, erythromycin, fluoxetine), NSAIDs/ulcer risk, succinylcholine, cholinergic agents and "Enzyme inducers, such as rifampicin, phenytoin, carbamazepine and alcohol"; fish oil is not named and has no enzyme or cholinergic effect: no flag (excerpt read was not the complete list - see notes).',
    sources: [
      {
        title: "Donepezil - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/donepezil/precautions",
      },
    ],
  },
  {
    id: "sc-p22-quiet-donepezil-b12",
    title: "Man on donepezil for Alzheimer's takes vitamin b12 1,000 micrograms tablets",
    profile: {
      medicines: ["Donepezil 10mg"],
      conditions: ["Alzheimer's disease"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1,000 micrograms tablets",
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
            medicine: "Donepezil 10mg",
          },
        },
      ],
    },
    rationale:
      'The donepezil text read names anticholinergics, CYP3A4/2D6 inhibitors (ketoconazole, itraconazole, erythromycin, fluoxetine), NSAIDs/ulcer risk, succinylcholine, cholinergic agents and "Enzyme inducers, such as rifampicin, phenytoin, carbamazepine and alcohol"; vitamin B12 (often checked in memory clinics) is not named and has no mechanism: no flag (excerpt read was not the complete list - see notes).',
    sources: [
      {
        title: "Donepezil - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/donepezil/precautions",
      },
    ],
  },
  {
    id: "sc-p22-quiet-donepezil-vite",
    title: "Man on donepezil for Alzheimer's takes vitamin e 400 iu capsules",
    profile: {
      medicines: ["Donepezil 10mg"],
      conditions: ["Alzheimer's disease"],
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
            medicine: "Donepezil 10mg",
          },
        },
      ],
    },
    rationale:
      'The donepezil text read names anticholinergics, CYP3A4/2D6 inhibitors (ketoconazole, itraconazole, erythromycin, fluoxetine), NSAIDs/ulcer risk, succinylcholine, cholinergic agents and "Enzyme inducers, such as rifampicin, phenytoin, carbamazepine and alcohol"; vitamin E is not named and has no enzyme or cholinergic effect: no flag (excerpt read was not the complete list - see notes).',
    sources: [
      {
        title: "Donepezil - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/donepezil/precautions",
      },
    ],
  },
];
