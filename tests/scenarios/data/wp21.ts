// Scenarios of the p21 round's blind probes, written by helpers who had not seen the records: UK leaflets and SmPCs of
// potassium-sparing diuretics and other common prescribed medicines (sc-p21-), and of over-the-counter medicines
// people buy beside supplements: caffeine tablets, antacids, laxatives, sleep aids, painkillers (sc-p21-otc-).
import type { ScenarioInput } from "../schema";

export const WP21_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p21-amiloride-potassium",
    title: "Man on amiloride 5mg starts potassium 99 mg tablets for cramp",
    profile: {
      medicines: ["Amiloride 5mg"],
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
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK amiloride leaflet says "Do NOT take Amiloride if you: ... are taking potassium supplements"; the potassium chloride SmPC adds "Caution is also necessary in patients receiving potassium-sparing diuretics". A \'do not take\' instruction means contraindicated.',
    sources: [
      {
        title: "Amiloride Hydrochloride 5mg Tablets - patient leaflet (Do NOT take Amiloride if you...)",
        publisher: "imedi.co.uk (copy of UK leaflet)",
        url: "https://imedi.co.uk/amiloride-hydrochloride-5mg-tablets",
      },
      {
        title: "Potassium chloride oral solution (1 mmol/ml) - SmPC section 4.4",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/101813/smpc",
      },
    ],
  },
  {
    id: "sc-p21-amoride-potassium",
    title: "Woman on Amoride 5mg buys a potassium supplement",
    profile: {
      medicines: ["Amoride 5mg tablets"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "potassium",
          with: {
            medicine: "Amoride 5mg tablets",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Amoride (amiloride) leaflet says "DO NOT take Amoride and tell your doctor if you: ... have been told that you have high potassium levels (hyperkalaemia); are taking any potassium containing medicines" (excerpt read to that point). At least major (avoid); the wording supports contraindicated.',
    sources: [
      {
        title: "Amoride 5mg Tablets (amiloride) - patient leaflet, DO NOT take Amoride",
        publisher: "drugs.com/uk (copy of UK leaflet)",
        url: "https://www.drugs.com/uk/amoride-tablets-5mg-leaflet.html",
      },
      {
        title: "Potassium chloride oral solution (1 mmol/ml) - SmPC section 4.4",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/101813/smpc",
      },
    ],
  },
  {
    id: "sc-p21-co-amilofruse-potassium",
    title: "Heart-failure patient on co-amilofruse 5/40 takes potassium tablets",
    profile: {
      medicines: ["Co-amilofruse 5/40mg"],
      conditions: ["heart failure"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "potassium",
          with: {
            medicine: "Co-amilofruse 5/40mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK co-amilofruse leaflet says "Do not take Co-Amilofruse Tablets if you ... Have high levels of potassium in your blood, are taking potassium supplements or other potassium containing medicines" - a must-not.',
    sources: [
      {
        title: "Co-Amilofruse Tablets 5/40mg - patient leaflet, Do not take Co-Amilofruse Tablets if you",
        publisher: "imedi.co.uk (copy of UK leaflet)",
        url: "https://imedi.co.uk/co-amilofruse-tablets-5-40mg/g/30ef:46ef:caaf:ff2a",
      },
    ],
  },
  {
    id: "sc-p21-ramipril-potassium",
    title: "Adult on Ramipril 5mg adds potassium 99 mg tablets",
    profile: {
      medicines: ["Ramipril 5mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "potassium",
          with: {
            medicine: "Ramipril 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK potassium chloride SmPC (4.4) says "Potassium supplements should be used with caution in patients who are receiving medications that may increase plasma potassium levels." and "Caution is also necessary in patients receiving potassium-sparing diuretics and ACE-inhibitors"; ramipril is an ACE inhibitor. Ask a pharmacist/doctor and monitor potassium: moderate.',
    sources: [
      {
        title: "Potassium chloride oral solution (1 mmol/ml) - SmPC section 4.4",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/101813/smpc",
      },
    ],
  },
  {
    id: "sc-p21-lisinopril-potassium",
    title: "Adult on Lisinopril 10mg adds potassium 99 mg tablets",
    profile: {
      medicines: ["Lisinopril 10mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "potassium",
          with: {
            medicine: "Lisinopril 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK potassium chloride SmPC (4.4) says "Potassium supplements should be used with caution in patients who are receiving medications that may increase plasma potassium levels." and "Caution is also necessary in patients receiving potassium-sparing diuretics and ACE-inhibitors"; lisinopril is an ACE inhibitor. Ask a pharmacist/doctor and monitor potassium: moderate.',
    sources: [
      {
        title: "Potassium chloride oral solution (1 mmol/ml) - SmPC section 4.4",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/101813/smpc",
      },
    ],
  },
  {
    id: "sc-p21-spironolactone-potassium",
    title: "Adult on Spironolactone 25mg adds potassium 99 mg tablets",
    profile: {
      medicines: ["Spironolactone 25mg"],
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
        servingsPerDay: 1,
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
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK potassium chloride SmPC (4.4) says "Potassium supplements should be used with caution in patients who are receiving medications that may increase plasma potassium levels." and "Caution is also necessary in patients receiving potassium-sparing diuretics and ACE-inhibitors"; spironolactone is a potassium-sparing diuretic (aldosterone antagonist). Ask a pharmacist/doctor and monitor potassium: moderate.',
    sources: [
      {
        title: "Potassium chloride oral solution (1 mmol/ml) - SmPC section 4.4",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/101813/smpc",
      },
    ],
  },
  {
    id: "sc-p21-eplerenone-potassium",
    title: "Adult on Eplerenone 25mg adds potassium 99 mg tablets",
    profile: {
      medicines: ["Eplerenone 25mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "potassium",
          with: {
            medicine: "Eplerenone 25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK potassium chloride SmPC (4.4) says "Potassium supplements should be used with caution in patients who are receiving medications that may increase plasma potassium levels." and "Caution is also necessary in patients receiving potassium-sparing diuretics and ACE-inhibitors"; eplerenone is a potassium-sparing aldosterone antagonist (eplerenone is not named; it is counted here as a potassium-sparing diuretic - judgement call). Ask a pharmacist/doctor and monitor potassium: moderate.',
    sources: [
      {
        title: "Potassium chloride oral solution (1 mmol/ml) - SmPC section 4.4",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/101813/smpc",
      },
    ],
  },
  {
    id: "sc-p21-losartan-potassium",
    title: "Adult on Losartan 50mg adds potassium 99 mg tablets",
    profile: {
      medicines: ["Losartan 50mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "potassium",
          with: {
            medicine: "Losartan 50mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK potassium chloride SmPC (4.4) says "Potassium supplements should be used with caution in patients who are receiving medications that may increase plasma potassium levels." and "Caution is also necessary in patients receiving potassium-sparing diuretics and ACE-inhibitors"; losartan is an angiotensin-II receptor blocker that raises plasma potassium (ARBs are not named; covered by \'medications that may increase plasma potassium levels\' - judgement call). Ask a pharmacist/doctor and monitor potassium: moderate.',
    sources: [
      {
        title: "Potassium chloride oral solution (1 mmol/ml) - SmPC section 4.4",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/101813/smpc",
      },
    ],
  },
  {
    id: "sc-p21-candesartan-potassium",
    title: "Adult on Candesartan 8mg adds potassium 99 mg tablets",
    profile: {
      medicines: ["Candesartan 8mg"],
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
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "potassium",
          with: {
            medicine: "Candesartan 8mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK potassium chloride SmPC (4.4) says "Potassium supplements should be used with caution in patients who are receiving medications that may increase plasma potassium levels." and "Caution is also necessary in patients receiving potassium-sparing diuretics and ACE-inhibitors"; candesartan is an angiotensin-II receptor blocker that raises plasma potassium (ARBs are not named; covered by \'medications that may increase plasma potassium levels\' - judgement call). Ask a pharmacist/doctor and monitor potassium: moderate.',
    sources: [
      {
        title: "Potassium chloride oral solution (1 mmol/ml) - SmPC section 4.4",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/101813/smpc",
      },
    ],
  },
  {
    id: "sc-p21-amiloride-vitd-quiet",
    title: "Adult on Amiloride 5mg takes vitamin D3 25 µg",
    profile: {
      medicines: ["Amiloride 5mg"],
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
            medicine: "Amiloride 5mg",
          },
        },
      ],
    },
    rationale:
      "Quiet: the only supplement the amiloride leaflet's 'Do NOT take' list names is \"potassium supplements\", and its other-medicines list (ACE inhibitors ... oestrogens, alprostadil) names no vitamin. No plausible mechanism at this dose; the excerpt read did not reach the full interaction list, so this rests on the 'plainly unrelated' rule.",
    sources: [
      {
        title: "Amiloride Hydrochloride 5mg Tablets - patient leaflet (Do NOT take Amiloride if you...)",
        publisher: "imedi.co.uk (copy of UK leaflet)",
        url: "https://imedi.co.uk/amiloride-hydrochloride-5mg-tablets",
      },
      {
        title: "Amiloride Hydrochloride 5mg Tablets - patient leaflet (other medicines)",
        publisher: "drugs.com/uk (copy of UK leaflet)",
        url: "https://www.drugs.com/uk/amiloride-hydrochloride-5mg-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-p21-amiloride-omega3-quiet",
    title: "Adult on Amiloride 5mg takes fish oil 1000 mg",
    profile: {
      medicines: ["Amiloride 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Fish oil 1000 mg capsules",
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
            medicine: "Amiloride 5mg",
          },
        },
      ],
    },
    rationale:
      "Quiet: the amiloride leaflet names \"potassium supplements\" only, and its other-medicines list names no fish oil or other supplement. No plausible mechanism at this dose; the excerpt read did not reach the full interaction list, so this rests on the 'plainly unrelated' rule.",
    sources: [
      {
        title: "Amiloride Hydrochloride 5mg Tablets - patient leaflet (Do NOT take Amiloride if you...)",
        publisher: "imedi.co.uk (copy of UK leaflet)",
        url: "https://imedi.co.uk/amiloride-hydrochloride-5mg-tablets",
      },
      {
        title: "Amiloride Hydrochloride 5mg Tablets - patient leaflet (other medicines)",
        publisher: "drugs.com/uk (copy of UK leaflet)",
        url: "https://www.drugs.com/uk/amiloride-hydrochloride-5mg-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-p21-amoride-vitc-quiet",
    title: "Adult on Amoride 5mg tablets takes vitamin C 500 mg",
    profile: {
      medicines: ["Amoride 5mg tablets"],
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
            medicine: "Amoride 5mg tablets",
          },
        },
      ],
    },
    rationale:
      "Quiet: the Amoride leaflet's warning concerns \"potassium containing medicines\", not vitamin C. No plausible mechanism at this dose; the excerpt read did not reach the full interaction list, so this rests on the 'plainly unrelated' rule.",
    sources: [
      {
        title: "Amoride 5mg Tablets (amiloride) - patient leaflet, DO NOT take Amoride",
        publisher: "drugs.com/uk (copy of UK leaflet)",
        url: "https://www.drugs.com/uk/amoride-tablets-5mg-leaflet.html",
      },
    ],
  },
  {
    id: "sc-p21-co-amilofruse-b12-quiet",
    title: "Adult on Co-amilofruse 5/40mg takes vitamin B12 1000 µg",
    profile: {
      medicines: ["Co-amilofruse 5/40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 µg tablets",
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
            medicine: "Co-amilofruse 5/40mg",
          },
        },
      ],
    },
    rationale:
      "Quiet: the co-amilofruse leaflet's 'Do not take' list names \"potassium supplements or other potassium containing medicines\" and no vitamin. No plausible mechanism at this dose; the excerpt read did not reach the full interaction list, so this rests on the 'plainly unrelated' rule.",
    sources: [
      {
        title: "Co-Amilofruse Tablets 5/40mg - patient leaflet, Do not take Co-Amilofruse Tablets if you",
        publisher: "imedi.co.uk (copy of UK leaflet)",
        url: "https://imedi.co.uk/co-amilofruse-tablets-5-40mg/g/30ef:46ef:caaf:ff2a",
      },
    ],
  },
  {
    id: "sc-p21-co-amilofruse-glucosamine-quiet",
    title: "Adult on Co-amilofruse 5/40mg takes glucosamine 1500 mg",
    profile: {
      medicines: ["Co-amilofruse 5/40mg"],
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
            medicine: "Co-amilofruse 5/40mg",
          },
        },
      ],
    },
    rationale:
      "Quiet: the co-amilofruse leaflet's 'Do not take' list names potassium only. No plausible mechanism at this dose; the excerpt read did not reach the full interaction list, so this rests on the 'plainly unrelated' rule.",
    sources: [
      {
        title: "Co-Amilofruse Tablets 5/40mg - patient leaflet, Do not take Co-Amilofruse Tablets if you",
        publisher: "imedi.co.uk (copy of UK leaflet)",
        url: "https://imedi.co.uk/co-amilofruse-tablets-5-40mg/g/30ef:46ef:caaf:ff2a",
      },
    ],
  },
  {
    id: "sc-p21-co-amilofruse-vitd-quiet",
    title: "Adult on Co-amilofruse 5/40mg takes vitamin D3 10 µg",
    profile: {
      medicines: ["Co-amilofruse 5/40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 400 IU (10 µg) tablets",
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
            medicine: "Co-amilofruse 5/40mg",
          },
        },
      ],
    },
    rationale:
      "Quiet: the co-amilofruse leaflet's 'Do not take' list names potassium only; a 10 µg daily vitamin D dose has no plausible link to a loop plus potassium-sparing diuretic. No plausible mechanism at this dose; the excerpt read did not reach the full interaction list, so this rests on the 'plainly unrelated' rule.",
    sources: [
      {
        title: "Co-Amilofruse Tablets 5/40mg - patient leaflet, Do not take Co-Amilofruse Tablets if you",
        publisher: "imedi.co.uk (copy of UK leaflet)",
        url: "https://imedi.co.uk/co-amilofruse-tablets-5-40mg/g/30ef:46ef:caaf:ff2a",
      },
    ],
  },
  {
    id: "sc-p21-otc-proplus-caffeine-tabs",
    title: "Student taking Pro Plus also uses 200 mg caffeine pre-workout tablets",
    profile: {
      medicines: ["Pro Plus"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 200 mg tablets (pre-workout)",
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
            medicine: "Pro Plus",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Pro Plus SmPC 4.2: 'there is the potential for users to take more than the recommended 400mg/day of caffeine (8 tablets) per day. Therefore users should take account of dietary sources of caffeine and ensure that they do not exceed the stated dose.' Doubling caffeine sources: at least a note.",
    sources: [
      {
        title: "Pro Plus - Summary of product characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
    ],
  },
  {
    id: "sc-p21-otc-proplus-quiet-vitd",
    title: "Pro Plus user also takes vitamin supplement",
    profile: {
      medicines: ["Pro Plus"],
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
            medicine: "Pro Plus",
          },
        },
      ],
    },
    rationale:
      "Pro Plus SmPC 4.3 names hypertension/antihypertensives, arrhythmia, disulfiram, antidepressants incl. lithium, anxiolytics incl. clozapine, sedatives and ephedrine; 4.2 names dietary caffeine. This supplement is not caffeine and has no plausible mechanism: no flag.",
    sources: [
      {
        title: "Pro Plus - Summary of product characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
    ],
  },
  {
    id: "sc-p21-otc-proplus-quiet-fish-oil",
    title: "Pro Plus user also takes omega-3 supplement",
    profile: {
      medicines: ["Pro Plus"],
      conditions: [],
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
            medicine: "Pro Plus",
          },
        },
      ],
    },
    rationale:
      "Pro Plus SmPC 4.3 names hypertension/antihypertensives, arrhythmia, disulfiram, antidepressants incl. lithium, anxiolytics incl. clozapine, sedatives and ephedrine; 4.2 names dietary caffeine. This supplement is not caffeine and has no plausible mechanism: no flag.",
    sources: [
      {
        title: "Pro Plus - Summary of product characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
    ],
  },
  {
    id: "sc-p21-otc-proplus-quiet-collagen",
    title: "Pro Plus user also takes collagen supplement",
    profile: {
      medicines: ["Pro Plus"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Collagen peptides 10 g powder",
          ingredients: [
            {
              ingredient: "collagen",
              amount: 10,
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
          ingredient: "collagen",
          with: {
            medicine: "Pro Plus",
          },
        },
      ],
    },
    rationale:
      "Pro Plus SmPC 4.3 names hypertension/antihypertensives, arrhythmia, disulfiram, antidepressants incl. lithium, anxiolytics incl. clozapine, sedatives and ephedrine; 4.2 names dietary caffeine. This supplement is not caffeine and has no plausible mechanism: no flag.",
    sources: [
      {
        title: "Pro Plus - Summary of product characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
    ],
  },
  {
    id: "sc-p21-otc-caffeine-hypertension",
    title: "Man with high blood pressure starts 200 mg caffeine tablets for the gym",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 200 mg tablets (pre-workout)",
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
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "UK caffeine-tablet SmPCs (Pro Plus, Energy Extra) 4.3: 'should not be used by people who have been diagnosed with hypertension or who are receiving antihypertensive medication, or who have a history of cardiac arrhythmia.' Same caffeine dose as a supplement: at least a note.",
    sources: [
      {
        title: "Pro Plus - Summary of product characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
      {
        title: "Energy Extra caffeine tablets (Sainsbury's/Tesco/Superdrug) - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/sainsburys-energy-extra/summary",
      },
    ],
  },
  {
    id: "sc-p21-otc-caffeine-amlodipine",
    title: "Woman on amlodipine 5mg takes caffeine focus capsules",
    profile: {
      medicines: ["amlodipine 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 100 mg focus capsules",
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
            medicine: "amlodipine 5mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "UK caffeine-tablet SmPCs (Pro Plus, Energy Extra) 4.3: 'should not be used by people who have been diagnosed with hypertension or who are receiving antihypertensive medication, or who have a history of cardiac arrhythmia.'",
    sources: [
      {
        title: "Pro Plus - Summary of product characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
      {
        title: "Energy Extra caffeine tablets (Sainsbury's/Tesco/Superdrug) - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/sainsburys-energy-extra/summary",
      },
    ],
  },
  {
    id: "sc-p21-otc-caffeine-arrhythmia",
    title: "Person with atrial fibrillation buys caffeine energy tablets",
    profile: {
      medicines: [],
      conditions: ["atrial fibrillation"],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 200 mg tablets (pre-workout)",
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
            condition: "atrial fibrillation",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "UK caffeine-tablet SmPCs (Pro Plus, Energy Extra) 4.3: 'should not be used by people who have been diagnosed with hypertension or who are receiving antihypertensive medication, or who have a history of cardiac arrhythmia.'",
    sources: [
      {
        title: "Pro Plus - Summary of product characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
    ],
  },
  {
    id: "sc-p21-otc-caffeine-theophylline",
    title: "Man on Uniphyllin (theophylline) takes 200 mg caffeine tablets",
    profile: {
      medicines: ["Uniphyllin Continus 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 200 mg tablets (pre-workout)",
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
            medicine: "Uniphyllin Continus 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Energy Extra SmPC 4.3: 'Caffeine shares the same metabolic pathway as theophylline and therefore, this product should not be u[sed]' with it; PEP SmPC: 'should not be used concurrently with theophylline'. Ask first (moderate).",
    sources: [
      {
        title: "Energy Extra caffeine tablets (Sainsbury's/Tesco/Superdrug) - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/sainsburys-energy-extra/summary",
      },
      {
        title: "PEP / Asda Energy Plus caffeine tablets - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/pep/summary",
      },
    ],
  },
  {
    id: "sc-p21-otc-caffeine-lithium",
    title: "Woman on lithium (Priadel) takes caffeine tablets to stay awake",
    profile: {
      medicines: ["Priadel 400mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 100 mg focus capsules",
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
            medicine: "Priadel 400mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Pro Plus SmPC 4.3: 'Pro Plus should not be used if antidepressants (including lithium carbonate), anxiolytics (including clozapine) and sedatives are being used'. Same caffeine in a supplement: ask first.",
    sources: [
      {
        title: "Pro Plus - Summary of product characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
    ],
  },
  {
    id: "sc-p21-otc-caffeine-clozapine",
    title: "Man on clozapine takes guarana energy capsules",
    profile: {
      medicines: ["clozapine 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Guarana extract 500 mg capsules (22% caffeine)",
          ingredients: [
            {
              ingredient: "guarana",
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
          ingredient: "guarana",
          with: {
            medicine: "clozapine 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Pro Plus SmPC 4.3: caffeine tablets 'should not be used if ... anxiolytics (including clozapine) ... are being used'. Guarana supplies caffeine.",
    sources: [
      {
        title: "Pro Plus - Summary of product characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
    ],
  },
  {
    id: "sc-p21-otc-caffeine-disulfiram",
    title: "Man on Antabuse buys caffeine tablets",
    profile: {
      medicines: ["Antabuse (disulfiram) 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 200 mg tablets (pre-workout)",
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
            medicine: "Antabuse (disulfiram) 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Pro Plus SmPC 4.3: 'Pro Plus should not be used by patients recovering from chronic alcoholism who are taking disulfiram.'",
    sources: [
      {
        title: "Pro Plus - Summary of product characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
    ],
  },
  {
    id: "sc-p21-otc-caffeine-anxiety",
    title: "Woman with generalised anxiety disorder starts caffeine study tablets",
    profile: {
      medicines: [],
      conditions: ["generalised anxiety disorder"],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 100 mg focus capsules",
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
            condition: "generalised anxiety disorder",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale: "Pro Plus SmPC 4.3: caffeine tablets should not be used 'by persons with anxiety disorders'.",
    sources: [
      {
        title: "Pro Plus - Summary of product characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/pro-plus/summary?doc=0",
      },
    ],
  },
  {
    id: "sc-p21-otc-caffeine-sudafed",
    title: "Man taking Sudafed Decongestant tablets also takes caffeine pre-workout",
    profile: {
      medicines: ["Sudafed Decongestant Tablets"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 200 mg tablets (pre-workout)",
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
            medicine: "Sudafed Decongestant Tablets",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "PEP caffeine SmPC 4.3: caffeine tablets 'should not be used by any persons who are also taking sympathomimetics such as phenylpropanolamine, ephedrine and pseudoephedrine'. Sudafed is pseudoephedrine; ask first (moderate).",
    sources: [
      {
        title: "PEP / Asda Energy Plus caffeine tablets - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/pep/summary",
      },
    ],
  },
  {
    id: "sc-p21-otc-anadin-caffeine",
    title: "Man taking Anadin Extra for headaches also takes 200 mg caffeine tablets",
    profile: {
      medicines: ["Anadin Extra"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 200 mg tablets (pre-workout)",
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
            medicine: "Anadin Extra",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Anadin Extra SmPC: 'Caffeine Ph Eur 45 mg/tablet', up to 8 tablets a day; caffeine-tablet SmPCs warn users not to exceed 'the recommended 400mg of caffeine per day'. Adding a caffeine supplement: a note.",
    sources: [
      {
        title: "Anadin Extra - Summary of product characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/anadin-extra/summary?doc=1",
      },
      {
        title: "Energy Extra caffeine tablets (Sainsbury's/Tesco/Superdrug) - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/sainsburys-energy-extra/summary",
      },
    ],
  },
  {
    id: "sc-p21-otc-lemsip-caffeine",
    title: "Woman on Lemsip Max Daytime capsules keeps taking caffeine focus capsules",
    profile: {
      medicines: ["Lemsip Max Daytime Cold & Flu"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 100 mg focus capsules",
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
            medicine: "Lemsip Max Daytime Cold & Flu",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Lemsip Max Daytime SmPC: each capsule contains 'Caffeine 25' mg (up to 8 a day); caffeine SmPCs ask users to stay under 400 mg/day. Note on duplicated caffeine.",
    sources: [
      {
        title: "Lemsip Max Daytime Cold & Flu Relief - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/5620/smpc/print",
      },
      {
        title: "Energy Extra caffeine tablets (Sainsbury's/Tesco/Superdrug) - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/sainsburys-energy-extra/summary",
      },
    ],
  },
  {
    id: "sc-p21-otc-lemsip-quiet-zinc",
    title: "Person with a cold takes Lemsip Max Daytime and zinc",
    profile: {
      medicines: ["Lemsip Max Daytime Cold & Flu"],
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
            medicine: "Lemsip Max Daytime Cold & Flu",
          },
        },
      ],
    },
    rationale:
      "Lemsip Max Daytime SmPC 4.3 names phenylephrine-related contraindications (heart disease, hypertension, hyperthyroidism, MAOIs, other sympathomimetic decongestants); nothing about this supplement, which is not a caffeine or sympathomimetic source: no flag.",
    sources: [
      {
        title: "Lemsip Max Daytime Cold & Flu Relief - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/5620/smpc/print",
      },
    ],
  },
  {
    id: "sc-p21-otc-lemsip-quiet-echinacea",
    title: "Person with a cold takes Lemsip Max Daytime and echinacea",
    profile: {
      medicines: ["Lemsip Max Daytime Cold & Flu"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 400 mg capsules",
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
            medicine: "Lemsip Max Daytime Cold & Flu",
          },
        },
      ],
    },
    rationale:
      "Lemsip Max Daytime SmPC 4.3 names phenylephrine-related contraindications (heart disease, hypertension, hyperthyroidism, MAOIs, other sympathomimetic decongestants); nothing about this supplement, which is not a caffeine or sympathomimetic source: no flag.",
    sources: [
      {
        title: "Lemsip Max Daytime Cold & Flu Relief - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/5620/smpc/print",
      },
    ],
  },
  {
    id: "sc-p21-otc-lemsip-quiet-elderberry",
    title: "Person with a cold takes Lemsip Max Daytime and elderberry",
    profile: {
      medicines: ["Lemsip Max Daytime Cold & Flu"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Elderberry extract 600 mg capsules",
          ingredients: [
            {
              ingredient: "elderberry",
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
          ingredient: "elderberry",
          with: {
            medicine: "Lemsip Max Daytime Cold & Flu",
          },
        },
      ],
    },
    rationale:
      "Lemsip Max Daytime SmPC 4.3 names phenylephrine-related contraindications (heart disease, hypertension, hyperthyroidism, MAOIs, other sympathomimetic decongestants); nothing about this supplement, which is not a caffeine or sympathomimetic source: no flag.",
    sources: [
      {
        title: "Lemsip Max Daytime Cold & Flu Relief - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/5620/smpc/print",
      },
    ],
  },
  {
    id: "sc-p21-otc-anadin-quiet-vitd",
    title: "Anadin Extra user also takes vitamin D",
    profile: {
      medicines: ["Anadin Extra"],
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
            medicine: "Anadin Extra",
          },
        },
      ],
    },
    rationale:
      "Anadin Extra SmPC 4.3/4.4 name peptic ulcer, haemophilia, 'concurrent anti-coagulant therapy', asthma, hepatic/renal impairment and other paracetamol; vitamin D has no link: no flag.",
    sources: [
      {
        title: "Anadin Extra - Summary of product characteristics",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/anadin-extra/summary?doc=1",
      },
    ],
  },
  {
    id: "sc-p21-otc-sjw-levonelle",
    title: "Woman on St John's wort asks for Levonelle One Step",
    profile: {
      medicines: ["Levonelle One Step"],
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
            medicine: "Levonelle One Step",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MHRA: women needing levonorgestrel emergency contraception 'should tell their healthcare professional if they are currently taking ... herbal remedies such as St John's Wort as these may reduce how well the emergency contraceptive works.' Pharmacist must act (e.g. copper IUD or adjusted dose): at least moderate.",
    sources: [
      {
        title: "Emergency contraceptive affected by other medicines - regulator issues new guidance",
        publisher: "MHRA press release, GOV.UK",
        url: "https://www.gov.uk/government/news/emergency-contraceptive-affected-by-other-medicines-regulator-issues-new-guidance",
      },
    ],
  },
  {
    id: "sc-p21-otc-sjw-levonorgestrel",
    title: "Woman who took St John's wort last week needs levonorgestrel 1.5mg",
    profile: {
      medicines: ["levonorgestrel 1.5mg"],
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
            medicine: "levonorgestrel 1.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MHRA: women needing levonorgestrel emergency contraception 'should tell their healthcare professional if they are currently taking ... herbal remedies such as St John's Wort as these may reduce how well the emergency contraceptive works.' Pharmacist must act (e.g. copper IUD or adjusted dose): at least moderate.",
    sources: [
      {
        title: "Emergency contraceptive affected by other medicines - regulator issues new guidance",
        publisher: "MHRA press release, GOV.UK",
        url: "https://www.gov.uk/government/news/emergency-contraceptive-affected-by-other-medicines-regulator-issues-new-guidance",
      },
    ],
  },
  {
    id: "sc-p21-otc-sjw-levonelle-1500",
    title: "Student taking St John's wort for low mood buys Levonelle 1500",
    profile: {
      medicines: ["Levonelle 1500"],
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
            medicine: "Levonelle 1500",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MHRA: women needing levonorgestrel emergency contraception 'should tell their healthcare professional if they are currently taking ... herbal remedies such as St John's Wort as these may reduce how well the emergency contraceptive works.' Pharmacist must act (e.g. copper IUD or adjusted dose): at least moderate.",
    sources: [
      {
        title: "Emergency contraceptive affected by other medicines - regulator issues new guidance",
        publisher: "MHRA press release, GOV.UK",
        url: "https://www.gov.uk/government/news/emergency-contraceptive-affected-by-other-medicines-regulator-issues-new-guidance",
      },
    ],
  },
  {
    id: "sc-p21-otc-levonelle-quiet-vitd",
    title: "Woman taking vitamin d3 needs Levonelle One Step",
    profile: {
      medicines: ["Levonelle One Step"],
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
            medicine: "Levonelle One Step",
          },
        },
      ],
    },
    rationale:
      "The MHRA notice names enzyme-inducing medicines and St John's wort; the Levonelle SmPC 4.4 adds severe hepatic dysfunction and malabsorption (e.g. Crohn's). This vitamin/mineral does not induce enzymes: no flag.",
    sources: [
      {
        title: "Emergency contraceptive affected by other medicines - regulator issues new guidance",
        publisher: "MHRA press release, GOV.UK",
        url: "https://www.gov.uk/government/news/emergency-contraceptive-affected-by-other-medicines-regulator-issues-new-guidance",
      },
      {
        title: "Levonelle 1500 - SmPC 4.3/4.4 (MHRA GB text)",
        publisher: "RxReasoner (copy of MHRA-held SmPC)",
        url: "https://rxreasoner.com/monographs/levonelle/precautions",
      },
    ],
  },
  {
    id: "sc-p21-otc-levonelle-quiet-folic",
    title: "Woman taking folic acid needs Levonelle One Step",
    profile: {
      medicines: ["Levonelle One Step"],
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
            medicine: "Levonelle One Step",
          },
        },
      ],
    },
    rationale:
      "The MHRA notice names enzyme-inducing medicines and St John's wort; the Levonelle SmPC 4.4 adds severe hepatic dysfunction and malabsorption (e.g. Crohn's). This vitamin/mineral does not induce enzymes: no flag.",
    sources: [
      {
        title: "Emergency contraceptive affected by other medicines - regulator issues new guidance",
        publisher: "MHRA press release, GOV.UK",
        url: "https://www.gov.uk/government/news/emergency-contraceptive-affected-by-other-medicines-regulator-issues-new-guidance",
      },
      {
        title: "Levonelle 1500 - SmPC 4.3/4.4 (MHRA GB text)",
        publisher: "RxReasoner (copy of MHRA-held SmPC)",
        url: "https://rxreasoner.com/monographs/levonelle/precautions",
      },
    ],
  },
  {
    id: "sc-p21-otc-levonelle-quiet-iron",
    title: "Woman taking iron needs Levonelle One Step",
    profile: {
      medicines: ["Levonelle One Step"],
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
            medicine: "Levonelle One Step",
          },
        },
      ],
    },
    rationale:
      "The MHRA notice names enzyme-inducing medicines and St John's wort; the Levonelle SmPC 4.4 adds severe hepatic dysfunction and malabsorption (e.g. Crohn's). This vitamin/mineral does not induce enzymes: no flag.",
    sources: [
      {
        title: "Emergency contraceptive affected by other medicines - regulator issues new guidance",
        publisher: "MHRA press release, GOV.UK",
        url: "https://www.gov.uk/government/news/emergency-contraceptive-affected-by-other-medicines-regulator-issues-new-guidance",
      },
      {
        title: "Levonelle 1500 - SmPC 4.3/4.4 (MHRA GB text)",
        publisher: "RxReasoner (copy of MHRA-held SmPC)",
        url: "https://rxreasoner.com/monographs/levonelle/precautions",
      },
    ],
  },
  {
    id: "sc-p21-otc-mom-mag-ckd",
    title: "Woman with CKD stage 3 takes Milk of Magnesia and magnesium tablets",
    profile: {
      medicines: ["Milk of Magnesia"],
      conditions: ["chronic kidney disease stage 3"],
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
            condition: "chronic kidney disease stage 3",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Milk of Magnesia SmPC 4.4: 'In case of renal impairment a doctor should be consulted as hypermagnesaemia may occur.' Extra magnesium from a supplement adds to this: ask first.",
    sources: [
      {
        title: "Milk of Magnesia - SmPC 4.3-4.6 (MHRA GB text)",
        publisher: "RxReasoner (copy of MHRA-held SmPC)",
        url: "https://rxreasoner.com/monographs/milk-magnesia/precautions",
      },
      {
        title: "Phillips' Milk of Magnesia - Summary of product characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/phillips-milk-of-magnesia-87784/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p21-otc-mom-quiet-fish-oil",
    title: "Milk of Magnesia user also takes omega 3 fish oil",
    profile: {
      medicines: ["Milk of Magnesia"],
      conditions: [],
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
            medicine: "Milk of Magnesia",
          },
        },
      ],
    },
    rationale:
      "Milk of Magnesia SmPC 4.5 names tetracycline, digoxin, dicoumarol, cimetidine, ibuprofen, penicillamine, bisphosphonates, ketoconazole, salicylates and sodium polystyrene sulphonate; this supplement is not named and has no pH-dependent absorption issue: no flag.",
    sources: [
      {
        title: "Milk of Magnesia - SmPC 4.3-4.6 (MHRA GB text)",
        publisher: "RxReasoner (copy of MHRA-held SmPC)",
        url: "https://rxreasoner.com/monographs/milk-magnesia/precautions",
      },
    ],
  },
  {
    id: "sc-p21-otc-mom-quiet-vitd",
    title: "Milk of Magnesia user also takes vitamin d3",
    profile: {
      medicines: ["Milk of Magnesia"],
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
            medicine: "Milk of Magnesia",
          },
        },
      ],
    },
    rationale:
      "Milk of Magnesia SmPC 4.5 names tetracycline, digoxin, dicoumarol, cimetidine, ibuprofen, penicillamine, bisphosphonates, ketoconazole, salicylates and sodium polystyrene sulphonate; this supplement is not named and has no pH-dependent absorption issue: no flag.",
    sources: [
      {
        title: "Milk of Magnesia - SmPC 4.3-4.6 (MHRA GB text)",
        publisher: "RxReasoner (copy of MHRA-held SmPC)",
        url: "https://rxreasoner.com/monographs/milk-magnesia/precautions",
      },
    ],
  },
  {
    id: "sc-p21-otc-mom-quiet-glucosamine",
    title: "Milk of Magnesia user also takes glucosamine",
    profile: {
      medicines: ["Milk of Magnesia"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine sulphate 1,500 mg tablets",
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
            medicine: "Milk of Magnesia",
          },
        },
      ],
    },
    rationale:
      "Milk of Magnesia SmPC 4.5 names tetracycline, digoxin, dicoumarol, cimetidine, ibuprofen, penicillamine, bisphosphonates, ketoconazole, salicylates and sodium polystyrene sulphonate; this supplement is not named and has no pH-dependent absorption issue: no flag.",
    sources: [
      {
        title: "Milk of Magnesia - SmPC 4.3-4.6 (MHRA GB text)",
        publisher: "RxReasoner (copy of MHRA-held SmPC)",
        url: "https://rxreasoner.com/monographs/milk-magnesia/precautions",
      },
    ],
  },
  {
    id: "sc-p21-otc-rennie-iron",
    title: "Pregnant woman chewing Rennie for heartburn also takes ferrous sulphate",
    profile: {
      medicines: ["Rennie"],
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
      "Calcium carbonate SmPC text: 'Calcium salts may reduce the absorption of thyroxine, sodium fluoride, quinolone or iron. It is advisable to allow a minimum period of four hours' and 'If calcium carbonate and iron supplements are both required ... they should be taken at different times.' Rennie is calcium carbonate 500-680 mg: separate doses (minor).",
    sources: [
      {
        title: "Calcium carbonate - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
      {
        title: "Rennie Orange Flavour - Summary of product characteristics",
        publisher: "medthority.com (copy of UK SmPC)",
        url: "https://medthority.com/drugs/a-alimentary-tract-and-metabolism/a02/a02a/a02ac/a02ac01/rennie-orange-flavour",
      },
    ],
  },
  {
    id: "sc-p21-otc-rennie-iron-2",
    title: "Man with anaemia takes iron tablets and Rennie Spearmint after meals",
    profile: {
      medicines: ["Rennie Spearmint"],
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
            medicine: "Rennie Spearmint",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Calcium carbonate SmPC text: 'Calcium salts may reduce the absorption of thyroxine, sodium fluoride, quinolone or iron. It is advisable to allow a minimum period of four hours' and 'If calcium carbonate and iron supplements are both required ... they should be taken at different times.'",
    sources: [
      {
        title: "Calcium carbonate - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
    ],
  },
  {
    id: "sc-p21-otc-rennie-calcium",
    title: "Older woman takes Rennie most days and a 600 mg calcium supplement",
    profile: {
      medicines: ["Rennie"],
      conditions: [],
    },
    stack: [
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
          ingredient: "calcium",
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
      "Rennie SmPC: contraindicated in 'Hypercalcaemia and/or conditions resulting in hypercalcaemia' and 'Nephrolithiasis due to calculi containing calcium deposits'; 4.4 'Prolonged use should be avoided'. A calcium supplement on top of daily Rennie: a note.",
    sources: [
      {
        title: "Rennie Orange Flavour - Summary of product characteristics",
        publisher: "medthority.com (copy of UK SmPC)",
        url: "https://medthority.com/drugs/a-alimentary-tract-and-metabolism/a02/a02a/a02ac/a02ac01/rennie-orange-flavour",
      },
    ],
  },
  {
    id: "sc-p21-otc-rennie-quiet-fish-oil",
    title: "Rennie user also takes omega 3 fish oil",
    profile: {
      medicines: ["Rennie"],
      conditions: [],
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
            medicine: "Rennie",
          },
        },
      ],
    },
    rationale:
      "Rennie/calcium carbonate texts name tetracyclines, bisphosphonates, thyroxine, quinolones, iron, thiazides, cardiac glycosides and corticosteroids; this supplement is not named and has no mechanism: no flag.",
    sources: [
      {
        title: "Calcium carbonate - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
      {
        title: "Rennie Orange Flavour - Summary of product characteristics",
        publisher: "medthority.com (copy of UK SmPC)",
        url: "https://medthority.com/drugs/a-alimentary-tract-and-metabolism/a02/a02a/a02ac/a02ac01/rennie-orange-flavour",
      },
    ],
  },
  {
    id: "sc-p21-otc-rennie-quiet-melatonin",
    title: "Rennie user also takes melatonin",
    profile: {
      medicines: ["Rennie"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 3 mg tablets (bought abroad)",
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
            medicine: "Rennie",
          },
        },
      ],
    },
    rationale:
      "Rennie/calcium carbonate texts name tetracyclines, bisphosphonates, thyroxine, quinolones, iron, thiazides, cardiac glycosides and corticosteroids; this supplement is not named and has no mechanism: no flag.",
    sources: [
      {
        title: "Calcium carbonate - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
      {
        title: "Rennie Orange Flavour - Summary of product characteristics",
        publisher: "medthority.com (copy of UK SmPC)",
        url: "https://medthority.com/drugs/a-alimentary-tract-and-metabolism/a02/a02a/a02ac/a02ac01/rennie-orange-flavour",
      },
    ],
  },
  {
    id: "sc-p21-otc-rennie-quiet-b6",
    title: "Rennie user also takes vitamin b6",
    profile: {
      medicines: ["Rennie"],
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
            medicine: "Rennie",
          },
        },
      ],
    },
    rationale:
      "Rennie/calcium carbonate texts name tetracyclines, bisphosphonates, thyroxine, quinolones, iron, thiazides, cardiac glycosides and corticosteroids; this supplement is not named and has no mechanism: no flag.",
    sources: [
      {
        title: "Calcium carbonate - interactions (UK SmPC text)",
        publisher: "RxReasoner substance page",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
      {
        title: "Rennie Orange Flavour - Summary of product characteristics",
        publisher: "medthority.com (copy of UK SmPC)",
        url: "https://medthority.com/drugs/a-alimentary-tract-and-metabolism/a02/a02a/a02ac/a02ac01/rennie-orange-flavour",
      },
    ],
  },
  {
    id: "sc-p21-otc-gaviscon-adv-potassium",
    title: "Man told to limit potassium takes Gaviscon Advance and a potassium supplement",
    profile: {
      medicines: ["Gaviscon Advance"],
      conditions: ["kidney disease on a low-potassium diet"],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "potassium",
          with: {
            condition: "kidney disease on a low-potassium diet",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Gaviscon Advance label: 'Each 5ml dose ... contains 2.3 mmol of sodium, 1.0 mmol of potassium and 1.0 mmol of calcium. If you have been advised a diet restricted in any of these please consult your doctor before taking this product.' A potassium supplement in the same person: ask first.",
    sources: [
      {
        title: "Gaviscon Advance Liquid Sachets - label and leaflet",
        publisher: "imedi.co.uk (copy of UK label/PIL)",
        url: "https://imedi.co.uk/gaviscon-advance-liquid-sachets?doc=0",
      },
      {
        title: "Gaviscon Advance Oral suspension - Summary of product characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/gaviscon-advance-suspension-95618/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p21-otc-gaviscon-adv-quiet-vitd",
    title: "Pregnant woman using Gaviscon Advance also takes vitamin d3",
    profile: {
      medicines: ["Gaviscon Advance"],
      conditions: ["pregnant"],
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
            medicine: "Gaviscon Advance",
          },
        },
      ],
    },
    rationale:
      "Gaviscon Advance SmPC 4.3 lists only hypersensitivity (incl. parabens); label cautions are sodium/potassium/calcium-restricted diets. This supplement has no link: no flag.",
    sources: [
      {
        title: "Gaviscon Advance Oral suspension - Summary of product characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/gaviscon-advance-suspension-95618/summary-of-medicine-characteristics",
      },
      {
        title: "Gaviscon Advance Liquid Sachets - label and leaflet",
        publisher: "imedi.co.uk (copy of UK label/PIL)",
        url: "https://imedi.co.uk/gaviscon-advance-liquid-sachets?doc=0",
      },
    ],
  },
  {
    id: "sc-p21-otc-gaviscon-adv-quiet-probiotics",
    title: "Pregnant woman using Gaviscon Advance also takes probiotics",
    profile: {
      medicines: ["Gaviscon Advance"],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Probiotic capsules 10 billion CFU",
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
            medicine: "Gaviscon Advance",
          },
        },
      ],
    },
    rationale:
      "Gaviscon Advance SmPC 4.3 lists only hypersensitivity (incl. parabens); label cautions are sodium/potassium/calcium-restricted diets. This supplement has no link: no flag.",
    sources: [
      {
        title: "Gaviscon Advance Oral suspension - Summary of product characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/gaviscon-advance-suspension-95618/summary-of-medicine-characteristics",
      },
      {
        title: "Gaviscon Advance Liquid Sachets - label and leaflet",
        publisher: "imedi.co.uk (copy of UK label/PIL)",
        url: "https://imedi.co.uk/gaviscon-advance-liquid-sachets?doc=0",
      },
    ],
  },
  {
    id: "sc-p21-otc-sominex-valerian",
    title: "Woman takes Sominex and valerian capsules together for sleep",
    profile: {
      medicines: ["Sominex"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Valerian root 450 mg capsules",
          ingredients: [
            {
              ingredient: "valerian",
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
          ingredient: "valerian",
          with: {
            medicine: "Sominex",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Sominex SmPC 4.5: 'Promethazine hydrochloride may potentiate the action of alcohol and other centrally acting depressants such as sedatives (barbiturates), opiod analgesics, antipsychotics, anticonvulsants, hypnotics and anxiolytics.' Valerian is a herbal sleep aid: additive sedation, a note.",
    sources: [
      {
        title: "Sominex - SmPC 4.3-4.5 (MHRA GB text)",
        publisher: "RxReasoner (copy of MHRA-held SmPC)",
        url: "https://www.rxreasoner.com/monographs/sominex/precautions",
      },
      {
        title: "Sominex - Summary of product characteristics",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/sominex/summary",
      },
    ],
  },
  {
    id: "sc-p21-otc-sominex-passionflower",
    title: "Man uses Sominex with passionflower for sleep",
    profile: {
      medicines: ["Sominex 20mg tablets"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Passionflower 300 mg capsules",
          ingredients: [
            {
              ingredient: "passionflower",
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
          ingredient: "passionflower",
          with: {
            medicine: "Sominex 20mg tablets",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Sominex SmPC 4.5: 'Promethazine hydrochloride may potentiate the action of alcohol and other centrally acting depressants such as sedatives (barbiturates), opiod analgesics, antipsychotics, anticonvulsants, hypnotics and anxiolytics.' Passionflower is sold as a sedative herb: a note.",
    sources: [
      {
        title: "Sominex - SmPC 4.3-4.5 (MHRA GB text)",
        publisher: "RxReasoner (copy of MHRA-held SmPC)",
        url: "https://www.rxreasoner.com/monographs/sominex/precautions",
      },
    ],
  },
  {
    id: "sc-p21-otc-nytol-valerian",
    title: "Woman takes Nytol One-A-Night and valerian tablets",
    profile: {
      medicines: ["Nytol One-A-Night"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Valerian root 450 mg capsules",
          ingredients: [
            {
              ingredient: "valerian",
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
          ingredient: "valerian",
          with: {
            medicine: "Nytol One-A-Night",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Nytol One-A-Night SmPC: 'May increase the effects of alcohol' and 'Avoid use of other antihistamine-containing preparations'; it is a sedating antihistamine used 'to relieve temporary sleeping difficulties'. Two sleep aids together: additive sedation, a note.",
    sources: [
      {
        title: "Nytol One-A-Night - Summary of product characteristics",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/nytol/summary",
      },
      {
        title: "Nytol One-A-Night - patient information leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/340/pil",
      },
    ],
  },
  {
    id: "sc-p21-otc-piriton-valerian",
    title: "Hay-fever sufferer on Piriton tablets takes valerian at night",
    profile: {
      medicines: ["Piriton Allergy Tablets"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Valerian root 450 mg capsules",
          ingredients: [
            {
              ingredient: "valerian",
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
          ingredient: "valerian",
          with: {
            medicine: "Piriton Allergy Tablets",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Piriton leaflet: 'Talk to your doctor or pharmacist before using this medicine if you are taking ... medicines for anxiety or to help you sleep'; 'Avoid drinking alcohol'. Valerian is a sleep remedy: a note.",
    sources: [
      {
        title: "Piriton Tablets - patient information leaflet",
        publisher: "imedi.co.uk (copy of UK PIL)",
        url: "https://imedi.co.uk/piriton-tablets",
      },
    ],
  },
  {
    id: "sc-p21-otc-quiet-sominex-vitd",
    title: "Sominex user also takes vitamin d3",
    profile: {
      medicines: ["Sominex"],
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
            medicine: "Sominex",
          },
        },
      ],
    },
    rationale:
      "The Sominex text names alcohol, CNS depressants/sleep and anxiety medicines, MAOIs and other antihistamines; this supplement is not sedating and is not named: no flag.",
    sources: [
      {
        title: "Sominex - SmPC 4.3-4.5 (MHRA GB text)",
        publisher: "RxReasoner (copy of MHRA-held SmPC)",
        url: "https://www.rxreasoner.com/monographs/sominex/precautions",
      },
    ],
  },
  {
    id: "sc-p21-otc-quiet-sominex-fish",
    title: "Sominex user also takes omega 3 fish oil",
    profile: {
      medicines: ["Sominex"],
      conditions: [],
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
            medicine: "Sominex",
          },
        },
      ],
    },
    rationale:
      "The Sominex text names alcohol, CNS depressants/sleep and anxiety medicines, MAOIs and other antihistamines; this supplement is not sedating and is not named: no flag.",
    sources: [
      {
        title: "Sominex - SmPC 4.3-4.5 (MHRA GB text)",
        publisher: "RxReasoner (copy of MHRA-held SmPC)",
        url: "https://www.rxreasoner.com/monographs/sominex/precautions",
      },
    ],
  },
  {
    id: "sc-p21-otc-quiet-nytol-vitd",
    title: "Nytol One-A-Night user also takes vitamin d3",
    profile: {
      medicines: ["Nytol One-A-Night"],
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
            medicine: "Nytol One-A-Night",
          },
        },
      ],
    },
    rationale:
      "The Nytol One-A-Night text names alcohol, CNS depressants/sleep and anxiety medicines, MAOIs and other antihistamines; this supplement is not sedating and is not named: no flag.",
    sources: [
      {
        title: "Nytol One-A-Night - Summary of product characteristics",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/nytol/summary",
      },
    ],
  },
  {
    id: "sc-p21-otc-quiet-nytol-glucosamine",
    title: "Nytol One-A-Night user also takes glucosamine",
    profile: {
      medicines: ["Nytol One-A-Night"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine sulphate 1,500 mg tablets",
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
            medicine: "Nytol One-A-Night",
          },
        },
      ],
    },
    rationale:
      "The Nytol One-A-Night text names alcohol, CNS depressants/sleep and anxiety medicines, MAOIs and other antihistamines; this supplement is not sedating and is not named: no flag.",
    sources: [
      {
        title: "Nytol One-A-Night - Summary of product characteristics",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/nytol/summary",
      },
    ],
  },
  {
    id: "sc-p21-otc-quiet-piriton-vitc",
    title: "Piriton Allergy Tablets user also takes vitamin c",
    profile: {
      medicines: ["Piriton Allergy Tablets"],
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
            medicine: "Piriton Allergy Tablets",
          },
        },
      ],
    },
    rationale:
      "The Piriton Allergy Tablets text names alcohol, CNS depressants/sleep and anxiety medicines, MAOIs and other antihistamines; this supplement is not sedating and is not named: no flag.",
    sources: [
      {
        title: "Piriton Tablets - patient information leaflet",
        publisher: "imedi.co.uk (copy of UK PIL)",
        url: "https://imedi.co.uk/piriton-tablets",
      },
    ],
  },
  {
    id: "sc-p21-otc-quiet-piriton-fish",
    title: "Piriton Allergy Tablets user also takes omega 3 fish oil",
    profile: {
      medicines: ["Piriton Allergy Tablets"],
      conditions: [],
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
            medicine: "Piriton Allergy Tablets",
          },
        },
      ],
    },
    rationale:
      "The Piriton Allergy Tablets text names alcohol, CNS depressants/sleep and anxiety medicines, MAOIs and other antihistamines; this supplement is not sedating and is not named: no flag.",
    sources: [
      {
        title: "Piriton Tablets - patient information leaflet",
        publisher: "imedi.co.uk (copy of UK PIL)",
        url: "https://imedi.co.uk/piriton-tablets",
      },
    ],
  },
  {
    id: "sc-p21-otc-kalms-day-quiet-vitd",
    title: "Kalms Day user also takes vitamin d3",
    profile: {
      medicines: ["Kalms Day"],
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
            medicine: "Kalms Day",
          },
        },
      ],
    },
    rationale:
      "Kalms Day SmPC 4.3 lists only hypersensitivity; 4.4 covers dose, under-18s and a 4-week review. This supplement is not sedating: no flag.",
    sources: [
      {
        title: "Kalms Day tablets - Summary of product characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/kalms-day-tablets-90674/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p21-otc-kalms-day-quiet-fish",
    title: "Kalms Day user also takes omega 3 fish oil",
    profile: {
      medicines: ["Kalms Day"],
      conditions: [],
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
            medicine: "Kalms Day",
          },
        },
      ],
    },
    rationale:
      "Kalms Day SmPC 4.3 lists only hypersensitivity; 4.4 covers dose, under-18s and a 4-week review. This supplement is not sedating: no flag.",
    sources: [
      {
        title: "Kalms Day tablets - Summary of product characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/kalms-day-tablets-90674/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p21-otc-kalms-day-quiet-mag",
    title: "Kalms Day user also takes magnesium",
    profile: {
      medicines: ["Kalms Day"],
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
      flags: [],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Kalms Day",
          },
        },
      ],
    },
    rationale:
      "Kalms Day SmPC 4.3 lists only hypersensitivity; 4.4 covers dose, under-18s and a 4-week review. This supplement is not sedating: no flag.",
    sources: [
      {
        title: "Kalms Day tablets - Summary of product characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/kalms-day-tablets-90674/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p21-otc-clarityn-quiet-vitc",
    title: "Hay-fever sufferer on Clarityn takes vitamin c",
    profile: {
      medicines: ["Clarityn Allergy"],
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
            medicine: "Clarityn Allergy",
          },
        },
      ],
    },
    rationale:
      "Clarityn SmPC 4.5 (read in full): no potentiation with alcohol; 'Potential interaction may occur with all known inhibitors of CYP3A4 or CYP2D6'; ketoconazole, erythromycin, cimetidine. This supplement is not named and is not a CYP inhibitor: no flag.",
    sources: [
      {
        title: "Clarityn Allergy tablets - SmPC 4.3-4.6 (MHRA GB text)",
        publisher: "RxReasoner (copy of MHRA-held SmPC)",
        url: "https://www.rxreasoner.com/monographs/clarityn/precautions",
      },
    ],
  },
  {
    id: "sc-p21-otc-clarityn-quiet-vitd",
    title: "Hay-fever sufferer on Clarityn takes vitamin d3",
    profile: {
      medicines: ["Clarityn Allergy"],
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
            medicine: "Clarityn Allergy",
          },
        },
      ],
    },
    rationale:
      "Clarityn SmPC 4.5 (read in full): no potentiation with alcohol; 'Potential interaction may occur with all known inhibitors of CYP3A4 or CYP2D6'; ketoconazole, erythromycin, cimetidine. This supplement is not named and is not a CYP inhibitor: no flag.",
    sources: [
      {
        title: "Clarityn Allergy tablets - SmPC 4.3-4.6 (MHRA GB text)",
        publisher: "RxReasoner (copy of MHRA-held SmPC)",
        url: "https://www.rxreasoner.com/monographs/clarityn/precautions",
      },
    ],
  },
  {
    id: "sc-p21-otc-clarityn-quiet-fish",
    title: "Hay-fever sufferer on Clarityn takes omega 3 fish oil",
    profile: {
      medicines: ["Clarityn Allergy"],
      conditions: [],
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
            medicine: "Clarityn Allergy",
          },
        },
      ],
    },
    rationale:
      "Clarityn SmPC 4.5 (read in full): no potentiation with alcohol; 'Potential interaction may occur with all known inhibitors of CYP3A4 or CYP2D6'; ketoconazole, erythromycin, cimetidine. This supplement is not named and is not a CYP inhibitor: no flag.",
    sources: [
      {
        title: "Clarityn Allergy tablets - SmPC 4.3-4.6 (MHRA GB text)",
        publisher: "RxReasoner (copy of MHRA-held SmPC)",
        url: "https://www.rxreasoner.com/monographs/clarityn/precautions",
      },
    ],
  },
  {
    id: "sc-p21-otc-clarityn-quiet-zinc",
    title: "Hay-fever sufferer on Clarityn takes zinc",
    profile: {
      medicines: ["Clarityn Allergy"],
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
            medicine: "Clarityn Allergy",
          },
        },
      ],
    },
    rationale:
      "Clarityn SmPC 4.5 (read in full): no potentiation with alcohol; 'Potential interaction may occur with all known inhibitors of CYP3A4 or CYP2D6'; ketoconazole, erythromycin, cimetidine. This supplement is not named and is not a CYP inhibitor: no flag.",
    sources: [
      {
        title: "Clarityn Allergy tablets - SmPC 4.3-4.6 (MHRA GB text)",
        publisher: "RxReasoner (copy of MHRA-held SmPC)",
        url: "https://www.rxreasoner.com/monographs/clarityn/precautions",
      },
    ],
  },
  {
    id: "sc-p21-otc-clarityn-quiet-probiotics",
    title: "Hay-fever sufferer on Clarityn takes probiotics",
    profile: {
      medicines: ["Clarityn Allergy"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Probiotic capsules 10 billion CFU",
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
            medicine: "Clarityn Allergy",
          },
        },
      ],
    },
    rationale:
      "Clarityn SmPC 4.5 (read in full): no potentiation with alcohol; 'Potential interaction may occur with all known inhibitors of CYP3A4 or CYP2D6'; ketoconazole, erythromycin, cimetidine. This supplement is not named and is not a CYP inhibitor: no flag.",
    sources: [
      {
        title: "Clarityn Allergy tablets - SmPC 4.3-4.6 (MHRA GB text)",
        publisher: "RxReasoner (copy of MHRA-held SmPC)",
        url: "https://www.rxreasoner.com/monographs/clarityn/precautions",
      },
    ],
  },
  {
    id: "sc-p21-otc-clarityn-quiet-mag",
    title: "Hay-fever sufferer on Clarityn takes magnesium",
    profile: {
      medicines: ["Clarityn Allergy"],
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
      flags: [],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Clarityn Allergy",
          },
        },
      ],
    },
    rationale:
      "Clarityn SmPC 4.5 (read in full): no potentiation with alcohol; 'Potential interaction may occur with all known inhibitors of CYP3A4 or CYP2D6'; ketoconazole, erythromycin, cimetidine. This supplement is not named and is not a CYP inhibitor: no flag.",
    sources: [
      {
        title: "Clarityn Allergy tablets - SmPC 4.3-4.6 (MHRA GB text)",
        publisher: "RxReasoner (copy of MHRA-held SmPC)",
        url: "https://www.rxreasoner.com/monographs/clarityn/precautions",
      },
    ],
  },
  {
    id: "sc-p21-otc-strepsils-quiet-vitc",
    title: "Person with a sore throat uses Strepsils and vitamin c",
    profile: {
      medicines: ["Strepsils"],
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
            medicine: "Strepsils",
          },
        },
      ],
    },
    rationale: "Strepsils SmPC 4.5: 'No clinically significant interactions are known.' No flag.",
    sources: [
      {
        title: "Strepsils lozenge - Summary of product characteristics",
        publisher: "drugs.com/uk (copy of UK SmPC)",
        url: "https://www.drugs.com/uk/strepsils-lozenge-leaflet.html",
      },
      {
        title: "Strepsils Strawberry Sugar Free Lozenges - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/5637/smpc/print",
      },
    ],
  },
  {
    id: "sc-p21-otc-strepsils-quiet-zinc",
    title: "Person with a sore throat uses Strepsils and zinc",
    profile: {
      medicines: ["Strepsils"],
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
            medicine: "Strepsils",
          },
        },
      ],
    },
    rationale: "Strepsils SmPC 4.5: 'No clinically significant interactions are known.' No flag.",
    sources: [
      {
        title: "Strepsils lozenge - Summary of product characteristics",
        publisher: "drugs.com/uk (copy of UK SmPC)",
        url: "https://www.drugs.com/uk/strepsils-lozenge-leaflet.html",
      },
      {
        title: "Strepsils Strawberry Sugar Free Lozenges - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/5637/smpc/print",
      },
    ],
  },
  {
    id: "sc-p21-otc-strepsils-quiet-echinacea",
    title: "Person with a sore throat uses Strepsils and echinacea",
    profile: {
      medicines: ["Strepsils"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 400 mg capsules",
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
            medicine: "Strepsils",
          },
        },
      ],
    },
    rationale: "Strepsils SmPC 4.5: 'No clinically significant interactions are known.' No flag.",
    sources: [
      {
        title: "Strepsils lozenge - Summary of product characteristics",
        publisher: "drugs.com/uk (copy of UK SmPC)",
        url: "https://www.drugs.com/uk/strepsils-lozenge-leaflet.html",
      },
      {
        title: "Strepsils Strawberry Sugar Free Lozenges - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/5637/smpc/print",
      },
    ],
  },
  {
    id: "sc-p21-otc-strepsils-quiet-elderberry",
    title: "Person with a sore throat uses Strepsils and elderberry",
    profile: {
      medicines: ["Strepsils"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Elderberry extract 600 mg capsules",
          ingredients: [
            {
              ingredient: "elderberry",
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
          ingredient: "elderberry",
          with: {
            medicine: "Strepsils",
          },
        },
      ],
    },
    rationale: "Strepsils SmPC 4.5: 'No clinically significant interactions are known.' No flag.",
    sources: [
      {
        title: "Strepsils lozenge - Summary of product characteristics",
        publisher: "drugs.com/uk (copy of UK SmPC)",
        url: "https://www.drugs.com/uk/strepsils-lozenge-leaflet.html",
      },
      {
        title: "Strepsils Strawberry Sugar Free Lozenges - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/5637/smpc/print",
      },
    ],
  },
  {
    id: "sc-p21-otc-quiet-canesten-probiotics",
    title: "Canesten Oral Capsule user also takes probiotics",
    profile: {
      medicines: ["Canesten Oral Capsule"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Probiotic capsules 10 billion CFU",
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
            medicine: "Canesten Oral Capsule",
          },
        },
      ],
    },
    rationale:
      "Canesten Oral SmPC 4.3 names terfenadine, cisapride and ergot derivatives; single-dose fluconazole has no link with a probiotic: no flag.",
    sources: [
      {
        title: "Canesten Thrush Oral Capsule 150mg - SmPC",
        publisher: "drugs.com/uk (copy of UK SmPC)",
        url: "https://www.drugs.com/uk/canesten-thrush-oral-capsule-150mg-capsules-leaflet.html",
      },
    ],
  },
  {
    id: "sc-p21-otc-quiet-canesten-vitd",
    title: "Canesten Oral Capsule user also takes vitamin d3",
    profile: {
      medicines: ["Canesten Oral Capsule"],
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
            medicine: "Canesten Oral Capsule",
          },
        },
      ],
    },
    rationale:
      "Canesten Oral SmPC 4.3 names terfenadine, cisapride and ergot derivatives; vitamin D is not named and has no mechanism: no flag.",
    sources: [
      {
        title: "Canesten Thrush Oral Capsule 150mg - SmPC",
        publisher: "drugs.com/uk (copy of UK SmPC)",
        url: "https://www.drugs.com/uk/canesten-thrush-oral-capsule-150mg-capsules-leaflet.html",
      },
    ],
  },
  {
    id: "sc-p21-otc-quiet-feminax-mag",
    title: "Feminax Ultra user also takes magnesium",
    profile: {
      medicines: ["Feminax Ultra"],
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
      flags: [],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Feminax Ultra",
          },
        },
      ],
    },
    rationale:
      "Feminax Ultra SmPC 4.3/4.4 cover ulcers, bleeding, NSAID/aspirin hypersensitivity and heart failure; magnesium has no bleeding or ulcer effect: no flag.",
    sources: [
      {
        title: "Feminax Ultra 250 mg - Summary of product characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/feminax-ultra-250-mg-gastro-resistant-tablets-94478/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p21-otc-quiet-feminax-b6",
    title: "Feminax Ultra user also takes vitamin b6",
    profile: {
      medicines: ["Feminax Ultra"],
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
            medicine: "Feminax Ultra",
          },
        },
      ],
    },
    rationale:
      "Feminax Ultra SmPC 4.3/4.4 cover ulcers, bleeding and heart failure; vitamin B6 10 mg has no link: no flag.",
    sources: [
      {
        title: "Feminax Ultra 250 mg - Summary of product characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/feminax-ultra-250-mg-gastro-resistant-tablets-94478/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p21-otc-quiet-nightnurse-vitc",
    title: "Night Nurse user also takes vitamin c",
    profile: {
      medicines: ["Night Nurse"],
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
            medicine: "Night Nurse",
          },
        },
      ],
    },
    rationale:
      "Night Nurse SmPC 4.2/4.3 name other paracetamol, cough/cold and antihistamine products, respiratory failure and MAOIs; vitamin C is not named: no flag.",
    sources: [
      {
        title: "Night Nurse - Summary of product characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/354/smpc/print",
      },
    ],
  },
  {
    id: "sc-p21-otc-quiet-nightnurse-zinc",
    title: "Night Nurse user also takes zinc",
    profile: {
      medicines: ["Night Nurse"],
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
            medicine: "Night Nurse",
          },
        },
      ],
    },
    rationale:
      "Night Nurse SmPC 4.2/4.3 name other paracetamol, cough/cold and antihistamine products and MAOIs; zinc is not named: no flag.",
    sources: [
      {
        title: "Night Nurse - Summary of product characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/354/smpc/print",
      },
    ],
  },
  {
    id: "sc-p21-otc-quiet-buscopan-peppermint",
    title: "Buscopan Cramps Relief user also takes peppermint oil",
    profile: {
      medicines: ["Buscopan Cramps Relief"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Peppermint oil 187 mg gastro-resistant capsules",
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
            medicine: "Buscopan Cramps Relief",
          },
        },
      ],
    },
    rationale:
      "The Buscopan leaflet names glaucoma, megacolon and myasthenia gravis; peppermint oil capsules for IBS have no known interaction with hyoscine butylbromide: no flag.",
    sources: [
      {
        title: "Buscopan Cramps Relief 10 mg tablets - patient leaflet",
        publisher: "imedi.co.uk (copy of UK PIL)",
        url: "https://imedi.co.uk/buscopan-cramps?doc=1",
      },
    ],
  },
  {
    id: "sc-p21-otc-quiet-buscopan-probiotics",
    title: "Buscopan Cramps Relief user also takes probiotics",
    profile: {
      medicines: ["Buscopan Cramps Relief"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Probiotic capsules 10 billion CFU",
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
            medicine: "Buscopan Cramps Relief",
          },
        },
      ],
    },
    rationale:
      "The Buscopan leaflet names glaucoma, megacolon and myasthenia gravis; probiotics have no link: no flag.",
    sources: [
      {
        title: "Buscopan Cramps Relief 10 mg tablets - patient leaflet",
        publisher: "imedi.co.uk (copy of UK PIL)",
        url: "https://imedi.co.uk/buscopan-cramps?doc=1",
      },
    ],
  },
  {
    id: "sc-p21-otc-quiet-loperamide-probiotics",
    title: "Imodium Original 2mg capsules user also takes probiotics",
    profile: {
      medicines: ["Imodium Original 2mg capsules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Probiotic capsules 10 billion CFU",
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
            medicine: "Imodium Original 2mg capsules",
          },
        },
      ],
    },
    rationale:
      "The loperamide leaflet warns about constipation, bowel blockage and colitis; probiotics have no interaction: no flag.",
    sources: [
      {
        title: "Loperamide 2mg capsules (diarrhoea relief) - patient leaflet",
        publisher: "imedi.co.uk (copy of UK PIL)",
        url: "https://imedi.co.uk/asda-diarrhoea-relief-2mg-capsules",
      },
    ],
  },
  {
    id: "sc-p21-otc-quiet-dioralyte-vitd",
    title: "Dioralyte user also takes vitamin d3",
    profile: {
      medicines: ["Dioralyte"],
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
            medicine: "Dioralyte",
          },
        },
      ],
    },
    rationale:
      "The Dioralyte leaflet cautions about allergy and intestinal obstruction; vitamin D has no link: no flag.",
    sources: [
      {
        title: "Dioralyte Natural sachets - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK PIL)",
        url: "https://patient-info.co.uk/dioralyte-natural-sachets-90701/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p21-otc-quiet-zoton-fish",
    title: "Zoton FasTab 15mg user also takes omega 3 fish oil",
    profile: {
      medicines: ["Zoton FasTab 15mg"],
      conditions: [],
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
            medicine: "Zoton FasTab 15mg",
          },
        },
      ],
    },
    rationale: "Fish oil has no acid- or CYP2C19-dependent interaction with lansoprazole: no flag.",
    sources: [
      {
        title: "Zoton FasTab 15 mg - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/1714/smpc",
      },
    ],
  },
];
