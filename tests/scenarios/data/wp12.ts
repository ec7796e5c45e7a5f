// Scenarios of the p12 round's blind probe, written by a helper who had not seen the records: what UK product
// information (activated charcoal, NACSYS, Sando-K, Kaloba and devil's claw medicines), the Cystadane and other EU
// leaflets, NHS and Food Standards Scotland pages and NIH sources say of the ingredients added to the catalogue last,
// and of iodine, potassium, chromium, manganese, selenium and vitamin K2.
import type { ScenarioInput } from "../schema";

export const WP12_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p12-charcoal-rigevidon",
    title: "Woman on Rigevidon pill takes charcoal for bloating",
    profile: {
      medicines: ["Rigevidon"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 300 mg tablets",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 600,
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
      'The UK SmPC for J.L. Braggs Medicinal Charcoal says "If taking other medication, consult a pharmacist or doctor" and "Activated charcoal is a powerful adsorbent and may reduce the effect of other medicines"; Rigevidon should be spaced from charcoal and the pharmacist asked first.',
    sources: [
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-charcoal-sertraline",
    title: "Man on sertraline wants Braggs charcoal for indigestion",
    profile: {
      medicines: ["Sertraline 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 300 mg tablets",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 600,
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
            medicine: "Sertraline 50mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK SmPC for J.L. Braggs Medicinal Charcoal says "If taking other medication, consult a pharmacist or doctor" and "Activated charcoal is a powerful adsorbent and may reduce the effect of other medicines"; Sertraline 50mg should be spaced from charcoal and the pharmacist asked first.',
    sources: [
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-charcoal-apixaban",
    title: "Man on apixaban wants daily activated charcoal capsules",
    profile: {
      medicines: ["Apixaban 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 300 mg tablets",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 600,
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
      'The UK SmPC for J.L. Braggs Medicinal Charcoal says "If taking other medication, consult a pharmacist or doctor" and "Activated charcoal is a powerful adsorbent and may reduce the effect of other medicines"; Apixaban 5mg should be spaced from charcoal and the pharmacist asked first.',
    sources: [
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-charcoal-metformin",
    title: "Type 2 diabetic on metformin asks about charcoal capsules",
    profile: {
      medicines: ["Metformin 500mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 300 mg tablets",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 600,
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
      'The UK SmPC for J.L. Braggs Medicinal Charcoal says "If taking other medication, consult a pharmacist or doctor" and "Activated charcoal is a powerful adsorbent and may reduce the effect of other medicines"; Metformin 500mg should be spaced from charcoal and the pharmacist asked first.',
    sources: [
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-charcoal-citalopram",
    title: "Woman on citalopram takes charcoal for bloating",
    profile: {
      medicines: ["Citalopram 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 300 mg tablets",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 600,
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
      'The UK SmPC for J.L. Braggs Medicinal Charcoal says "If taking other medication, consult a pharmacist or doctor" and "Activated charcoal is a powerful adsorbent and may reduce the effect of other medicines"; Citalopram 20mg should be spaced from charcoal and the pharmacist asked first.',
    sources: [
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-charcoal-propranolol",
    title: "Man on propranolol wants charcoal tablets after meals",
    profile: {
      medicines: ["Propranolol 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 300 mg tablets",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 600,
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
            medicine: "Propranolol 40mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK SmPC for J.L. Braggs Medicinal Charcoal says "If taking other medication, consult a pharmacist or doctor" and "Activated charcoal is a powerful adsorbent and may reduce the effect of other medicines"; Propranolol 40mg should be spaced from charcoal and the pharmacist asked first.',
    sources: [
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-charcoal-amlodipine",
    title: "Woman on amlodipine buys activated charcoal capsules",
    profile: {
      medicines: ["Amlodipine 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 300 mg tablets",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 600,
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
            medicine: "Amlodipine 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK SmPC for J.L. Braggs Medicinal Charcoal says "If taking other medication, consult a pharmacist or doctor" and "Activated charcoal is a powerful adsorbent and may reduce the effect of other medicines"; Amlodipine 5mg should be spaced from charcoal and the pharmacist asked first.',
    sources: [
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-charcoal-atorvastatin",
    title: "Man on atorvastatin takes charcoal for wind",
    profile: {
      medicines: ["Atorvastatin 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 300 mg tablets",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 600,
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
      'The UK SmPC for J.L. Braggs Medicinal Charcoal says "If taking other medication, consult a pharmacist or doctor" and "Activated charcoal is a powerful adsorbent and may reduce the effect of other medicines"; Atorvastatin 20mg should be spaced from charcoal and the pharmacist asked first.',
    sources: [
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-charcoal-ramipril",
    title: "Man on ramipril starts charcoal for bloating",
    profile: {
      medicines: ["Ramipril 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 300 mg tablets",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 600,
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
      'The UK SmPC for J.L. Braggs Medicinal Charcoal says "If taking other medication, consult a pharmacist or doctor" and "Activated charcoal is a powerful adsorbent and may reduce the effect of other medicines"; Ramipril 5mg should be spaced from charcoal and the pharmacist asked first.',
    sources: [
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-charcoal-warfarin",
    title: "Woman on warfarin wants charcoal tablets three times a day",
    profile: {
      medicines: ["Warfarin 3mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 300 mg tablets",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 600,
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
      'The UK SmPC for J.L. Braggs Medicinal Charcoal says "If taking other medication, consult a pharmacist or doctor" and "Activated charcoal is a powerful adsorbent and may reduce the effect of other medicines"; Warfarin 3mg should be spaced from charcoal and the pharmacist asked first.',
    sources: [
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-charcoal-mirtazapine",
    title: "Man on mirtazapine takes charcoal capsules for gas",
    profile: {
      medicines: ["Mirtazapine 15mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 300 mg tablets",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 600,
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
            medicine: "Mirtazapine 15mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK SmPC for J.L. Braggs Medicinal Charcoal says "If taking other medication, consult a pharmacist or doctor" and "Activated charcoal is a powerful adsorbent and may reduce the effect of other medicines"; Mirtazapine 15mg should be spaced from charcoal and the pharmacist asked first.',
    sources: [
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-charcoal-leflunomide",
    title: "Woman with RA on leflunomide takes charcoal for wind",
    profile: {
      medicines: ["Leflunomide 20mg"],
      conditions: ["rheumatoid arthritis"],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 300 mg tablets",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 600,
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
            medicine: "Leflunomide 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK SmPC for J.L. Braggs Medicinal Charcoal says "If taking other medication, consult a pharmacist or doctor" and "Activated charcoal is a powerful adsorbent and may reduce the effect of other medicines"; Leflunomide 20mg should be spaced from charcoal and the pharmacist asked first.',
    sources: [
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-charcoal-cocodamol",
    title: "Man on co-codamol for back pain takes charcoal tablets",
    profile: {
      medicines: ["Co-codamol 30/500"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 300 mg tablets",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 600,
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
      'The UK SmPC for J.L. Braggs Medicinal Charcoal says "If taking other medication, consult a pharmacist or doctor" and "Activated charcoal is a powerful adsorbent and may reduce the effect of other medicines"; Co-codamol 30/500 should be spaced from charcoal and the pharmacist asked first.',
    sources: [
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-charcoal-fluoxetine",
    title: "Student on fluoxetine wants charcoal capsules for bloating",
    profile: {
      medicines: ["Fluoxetine 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 300 mg tablets",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 600,
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
            medicine: "Fluoxetine 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK SmPC for J.L. Braggs Medicinal Charcoal says "If taking other medication, consult a pharmacist or doctor" and "Activated charcoal is a powerful adsorbent and may reduce the effect of other medicines"; Fluoxetine 20mg should be spaced from charcoal and the pharmacist asked first.',
    sources: [
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-charcoal-tacrolimus",
    title: "Kidney transplant patient on tacrolimus wants charcoal for wind",
    profile: {
      medicines: ["Tacrolimus 1mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 300 mg tablets",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 600,
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
            medicine: "Tacrolimus 1mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK SmPC for J.L. Braggs Medicinal Charcoal says "If taking other medication, consult a pharmacist or doctor" and "Activated charcoal is a powerful adsorbent and may reduce the effect of other medicines"; Tacrolimus 1mg should be spaced from charcoal and the pharmacist asked first.',
    sources: [
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-charcoal-lithium",
    title: "Man on lithium wants charcoal tablets for indigestion",
    profile: {
      medicines: ["Lithium carbonate 400mg"],
      conditions: ["bipolar disorder"],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 300 mg tablets",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 600,
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
            medicine: "Lithium carbonate 400mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK SmPC for J.L. Braggs Medicinal Charcoal says "If taking other medication, consult a pharmacist or doctor" and "Activated charcoal is a powerful adsorbent and may reduce the effect of other medicines"; Lithium carbonate 400mg should be spaced from charcoal and the pharmacist asked first.',
    sources: [
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-charcoal-hydroxychloroquine",
    title: "Woman with lupus on hydroxychloroquine takes charcoal capsules",
    profile: {
      medicines: ["Hydroxychloroquine 200mg"],
      conditions: ["lupus"],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 300 mg tablets",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 600,
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
            medicine: "Hydroxychloroquine 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK SmPC for J.L. Braggs Medicinal Charcoal says "If taking other medication, consult a pharmacist or doctor" and "Activated charcoal is a powerful adsorbent and may reduce the effect of other medicines"; Hydroxychloroquine 200mg should be spaced from charcoal and the pharmacist asked first.',
    sources: [
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-charcoal-aubagio",
    title: "Woman with MS on Aubagio wants charcoal capsules for bloating",
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
        servingsPerDay: 2,
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
      'The Aubagio leaflet says "In particular, tell your doctor or pharmacist if you are taking ... activated charcoal to reduce absorption of medicines or other substances"; charcoal is used to speed removal of teriflunomide, so it must not be self-started.',
    sources: [
      {
        title: "AUBAGIO (teriflunomide) package leaflet",
        publisher: "EMA product information (ePI copy in joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/aubagio.fsh",
      },
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-nac-charcoal",
    title: "Man takes NAC 600 mg and charcoal capsules together",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg effervescent",
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
          ingredient: "nac",
          with: {
            ingredient: "activated-charcoal",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The NACSYS (acetylcysteine 600 mg) leaflet says "If you use activated charcoal ..., it may decrease the effect of NACSYS 600 mg effervescent tablets"; Braggs SmPC: charcoal "may reduce the effect of other medicines". Take them apart.',
    sources: [
      {
        title: "NACSYS 600mg Effervescent Tablets - Patient Leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-nac-gtn",
    title: "Man with angina using GTN spray wants NAC for a chesty cough",
    profile: {
      medicines: ["GTN spray 400 micrograms"],
      conditions: ["angina"],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg tablets",
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
      'The UK NACSYS leaflet: acetylcysteine "may increase the blood pressure-lowering effect of nitroglycerin (a medicine used against ... angina pectoris). Caution is advised."',
    sources: [
      {
        title: "NACSYS 600mg Effervescent Tablets - Patient Leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
    ],
  },
  {
    id: "sc-p12-nac-amoxicillin",
    title: "Person on amoxicillin for a chest infection also takes NAC",
    profile: {
      medicines: ["Amoxicillin 500mg capsules"],
      conditions: ["chest infection"],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg capsules",
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
            medicine: "Amoxicillin 500mg capsules",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK NACSYS leaflet: "If you need to use medicines to control or prevent infections (antibiotics), you are advised to take these two hours before or after NACSYS 600 mg effervescent tablets." A timing note.',
    sources: [
      {
        title: "NACSYS 600mg Effervescent Tablets - Patient Leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
    ],
  },
  {
    id: "sc-p12-nac-doxycycline",
    title: "Person on doxycycline for a chest infection also takes NAC",
    profile: {
      medicines: ["Doxycycline 100mg"],
      conditions: ["chest infection"],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg capsules",
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
      'The UK NACSYS leaflet: "If you need to use medicines to control or prevent infections (antibiotics), you are advised to take these two hours before or after NACSYS 600 mg effervescent tablets." A timing note.',
    sources: [
      {
        title: "NACSYS 600mg Effervescent Tablets - Patient Leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
    ],
  },
  {
    id: "sc-p12-nac-coamoxiclav",
    title: "Person on co-amoxiclav for a chest infection also takes NAC",
    profile: {
      medicines: ["Co-amoxiclav 625mg"],
      conditions: ["chest infection"],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg capsules",
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
            medicine: "Co-amoxiclav 625mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK NACSYS leaflet: "If you need to use medicines to control or prevent infections (antibiotics), you are advised to take these two hours before or after NACSYS 600 mg effervescent tablets." A timing note.',
    sources: [
      {
        title: "NACSYS 600mg Effervescent Tablets - Patient Leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
    ],
  },
  {
    id: "sc-p12-nac-clarithromycin",
    title: "Person on clarithromycin for a chest infection also takes NAC",
    profile: {
      medicines: ["Clarithromycin 500mg"],
      conditions: ["chest infection"],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg capsules",
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
            medicine: "Clarithromycin 500mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK NACSYS leaflet: "If you need to use medicines to control or prevent infections (antibiotics), you are advised to take these two hours before or after NACSYS 600 mg effervescent tablets." A timing note.',
    sources: [
      {
        title: "NACSYS 600mg Effervescent Tablets - Patient Leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
    ],
  },
  {
    id: "sc-p12-nac-dextromethorphan",
    title: "Person with a cough takes NAC plus Benylin Dry Coughs",
    profile: {
      medicines: ["Benylin Dry Coughs (dextromethorphan)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg effervescent",
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
            medicine: "Benylin Dry Coughs (dextromethorphan)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK NACSYS leaflet: "Cough suppressants should not be used at the same time as NACSYS 600 mg effervescent tablets, as you must be able to cough up the loosened phlegm."',
    sources: [
      {
        title: "NACSYS 600mg Effervescent Tablets - Patient Leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
    ],
  },
  {
    id: "sc-p12-nac-codeine-linctus",
    title: "Person with a cough takes NAC plus Codeine linctus 15mg/5ml",
    profile: {
      medicines: ["Codeine linctus 15mg/5ml"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg effervescent",
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
            medicine: "Codeine linctus 15mg/5ml",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK NACSYS leaflet: "Cough suppressants should not be used at the same time as NACSYS 600 mg effervescent tablets, as you must be able to cough up the loosened phlegm."',
    sources: [
      {
        title: "NACSYS 600mg Effervescent Tablets - Patient Leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
    ],
  },
  {
    id: "sc-p12-nac-ulcer-history",
    title: "Woman with a past stomach ulcer wants NAC 600 mg daily",
    profile: {
      medicines: [],
      conditions: ["history of stomach ulcer"],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg capsules",
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
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The MHRA NACSYS SmPC precautions: "Caution is advised in patients with a history of peptic ulcer, especially when used concomitantly with other medicinal products known to irritate the mucous membrane of the gastrointestinal tract."',
    sources: [
      {
        title: "NACSYS effervescent tablet - special warnings and precautions (MHRA SmPC text)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://rxreasoner.com/monographs/nacsys/precautions",
      },
    ],
  },
  {
    id: "sc-p12-nac-quiet-amlodipine",
    title: "Person on amlodipine asks about NAC 600 mg",
    profile: {
      medicines: ["Amlodipine 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg capsules",
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
            medicine: "Amlodipine 5mg",
          },
        },
      ],
    },
    rationale:
      "The UK NACSYS leaflet lists only antibiotics (take 2 hours apart), cough suppressants, nitroglycerin and activated charcoal under other medicines; amlodipine is not among them, so no interaction is expected.",
    sources: [
      {
        title: "NACSYS 600mg Effervescent Tablets - Patient Leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
    ],
  },
  {
    id: "sc-p12-nac-quiet-atorvastatin",
    title: "Person on atorvastatin asks about NAC 600 mg",
    profile: {
      medicines: ["Atorvastatin 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg capsules",
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
            medicine: "Atorvastatin 40mg",
          },
        },
      ],
    },
    rationale:
      "The UK NACSYS leaflet lists only antibiotics (take 2 hours apart), cough suppressants, nitroglycerin and activated charcoal under other medicines; atorvastatin is not among them, so no interaction is expected.",
    sources: [
      {
        title: "NACSYS 600mg Effervescent Tablets - Patient Leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
    ],
  },
  {
    id: "sc-p12-nac-quiet-sertraline",
    title: "Person on sertraline asks about NAC 600 mg",
    profile: {
      medicines: ["Sertraline 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg capsules",
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
      "The UK NACSYS leaflet lists only antibiotics (take 2 hours apart), cough suppressants, nitroglycerin and activated charcoal under other medicines; sertraline is not among them, so no interaction is expected.",
    sources: [
      {
        title: "NACSYS 600mg Effervescent Tablets - Patient Leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
    ],
  },
  {
    id: "sc-p12-nac-quiet-metformin",
    title: "Person on metformin asks about NAC 600 mg",
    profile: {
      medicines: ["Metformin 1g"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg capsules",
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
            medicine: "Metformin 1g",
          },
        },
      ],
    },
    rationale:
      "The UK NACSYS leaflet lists only antibiotics (take 2 hours apart), cough suppressants, nitroglycerin and activated charcoal under other medicines; metformin is not among them, so no interaction is expected.",
    sources: [
      {
        title: "NACSYS 600mg Effervescent Tablets - Patient Leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
    ],
  },
  {
    id: "sc-p12-nac-quiet-omeprazole",
    title: "Person on omeprazole asks about NAC 600 mg",
    profile: {
      medicines: ["Omeprazole 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg capsules",
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
            medicine: "Omeprazole 20mg",
          },
        },
      ],
    },
    rationale:
      "The UK NACSYS leaflet lists only antibiotics (take 2 hours apart), cough suppressants, nitroglycerin and activated charcoal under other medicines; omeprazole is not among them, so no interaction is expected.",
    sources: [
      {
        title: "NACSYS 600mg Effervescent Tablets - Patient Leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
    ],
  },
  {
    id: "sc-p12-nac-quiet-levothyroxine",
    title: "Person on levothyroxine asks about NAC 600 mg",
    profile: {
      medicines: ["Levothyroxine 50 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg capsules",
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
            medicine: "Levothyroxine 50 micrograms",
          },
        },
      ],
    },
    rationale:
      "The UK NACSYS leaflet lists only antibiotics (take 2 hours apart), cough suppressants, nitroglycerin and activated charcoal under other medicines; levothyroxine is not among them, so no interaction is expected.",
    sources: [
      {
        title: "NACSYS 600mg Effervescent Tablets - Patient Leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
    ],
  },
  {
    id: "sc-p12-potassium-aprovel",
    title: "Person on Aprovel wants potassium tablets for cramp",
    profile: {
      medicines: ["Aprovel 150mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Potassium supplement (470 mg K+ per tablet)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 470,
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
      'The Aprovel (irbesartan) leaflet: "You may need to have blood checks if you take: potassium supplements; salt substitutes containing potassium; potassium-sparing medicines". Ask the GP before adding potassium.',
    sources: [
      {
        title: "Aprovel (irbesartan) package leaflet",
        publisher: "EMA product information (ePI copy in joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/aprovel.fsh",
      },
    ],
  },
  {
    id: "sc-p12-potassium-irbesartan",
    title: "Person on Irbesartan wants potassium tablets for cramp",
    profile: {
      medicines: ["Irbesartan 300mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Potassium supplement (470 mg K+ per tablet)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 470,
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
            medicine: "Irbesartan 300mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Aprovel (irbesartan) leaflet: "You may need to have blood checks if you take: potassium supplements; salt substitutes containing potassium; potassium-sparing medicines". Ask the GP before adding potassium.',
    sources: [
      {
        title: "Aprovel (irbesartan) package leaflet",
        publisher: "EMA product information (ePI copy in joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/aprovel.fsh",
      },
    ],
  },
  {
    id: "sc-p12-potassium-entresto",
    title: "Man with heart failure on Entresto buys potassium gluconate",
    profile: {
      medicines: ["Entresto 49mg/51mg"],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Potassium gluconate 595 mg (99 mg K)",
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
      'The Entresto leaflet asks you to tell your doctor about "medicines that increase the amount of potassium in the blood. These include potassium supplements, salt substitutes containing potassium..."; "It may be necessary to change the dose, to take other precautions".',
    sources: [
      {
        title: "Entresto (sacubitril/valsartan) package leaflet",
        publisher: "EMA product information (ePI copy in joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/entresto.fsh",
      },
    ],
  },
  {
    id: "sc-p12-potassium-ckd4",
    title: "Person with chronic kidney disease stage 4 wants potassium supplements",
    profile: {
      medicines: [],
      conditions: ["chronic kidney disease stage 4"],
    },
    stack: [
      {
        custom: {
          name: "Potassium supplement (470 mg K+ per tablet)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 470,
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
            condition: "chronic kidney disease stage 4",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Sando-K leaflet: "Each tablet contains 470 mg Potassium (12 mmol). This should be taken into consideration if you have reduced kidney function." Potassium should only be taken on medical advice in CKD.',
    sources: [
      {
        title: "Sando-K Effervescent Tablets - Patient Leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/959/xpil/print",
      },
    ],
  },
  {
    id: "sc-p12-potassium-ckd3b",
    title: "Person with chronic kidney disease stage 3b wants potassium supplements",
    profile: {
      medicines: [],
      conditions: ["chronic kidney disease stage 3b"],
    },
    stack: [
      {
        custom: {
          name: "Potassium supplement (470 mg K+ per tablet)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 470,
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
            condition: "chronic kidney disease stage 3b",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Sando-K leaflet: "Each tablet contains 470 mg Potassium (12 mmol). This should be taken into consideration if you have reduced kidney function." Potassium should only be taken on medical advice in CKD.',
    sources: [
      {
        title: "Sando-K Effervescent Tablets - Patient Leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/959/xpil/print",
      },
    ],
  },
  {
    id: "sc-p12-potassium-quiet-furosemide",
    title: "Person on furosemide asks about a potassium supplement",
    profile: {
      medicines: ["Furosemide 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium supplement (470 mg K+ per tablet)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 470,
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
            medicine: "Furosemide 40mg",
          },
        },
      ],
    },
    rationale:
      'The Sando-K SmPC lists as an indication "Prevention and treatment of hypokalaemic states such as those associated with: i) Use of drugs which can induce potassium depletion e.g. frusemide, thiazide diuretics, corticosteroids, carbenoxolone and cardiac glycosides"; this medicine lowers rather than raises potassium, so no harmful interaction is expected.',
    sources: [
      {
        title: "SANDO-K - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/959/smpc/print",
      },
    ],
  },
  {
    id: "sc-p12-potassium-quiet-bendroflumethiazide",
    title: "Person on bendroflumethiazide asks about a potassium supplement",
    profile: {
      medicines: ["Bendroflumethiazide 2.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium supplement (470 mg K+ per tablet)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 470,
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
            medicine: "Bendroflumethiazide 2.5mg",
          },
        },
      ],
    },
    rationale:
      'The Sando-K SmPC lists as an indication "Prevention and treatment of hypokalaemic states such as those associated with: i) Use of drugs which can induce potassium depletion e.g. frusemide, thiazide diuretics, corticosteroids, carbenoxolone and cardiac glycosides"; this medicine lowers rather than raises potassium, so no harmful interaction is expected.',
    sources: [
      {
        title: "SANDO-K - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/959/smpc/print",
      },
    ],
  },
  {
    id: "sc-p12-potassium-quiet-prednisolone",
    title: "Person on prednisolone asks about a potassium supplement",
    profile: {
      medicines: ["Prednisolone 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium supplement (470 mg K+ per tablet)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 470,
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
            medicine: "Prednisolone 5mg",
          },
        },
      ],
    },
    rationale:
      'The Sando-K SmPC lists as an indication "Prevention and treatment of hypokalaemic states such as those associated with: i) Use of drugs which can induce potassium depletion e.g. frusemide, thiazide diuretics, corticosteroids, carbenoxolone and cardiac glycosides"; this medicine lowers rather than raises potassium, so no harmful interaction is expected.',
    sources: [
      {
        title: "SANDO-K - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/959/smpc/print",
      },
    ],
  },
  {
    id: "sc-p12-potassium-quiet-indapamide",
    title: "Person on indapamide asks about a potassium supplement",
    profile: {
      medicines: ["Indapamide 2.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium supplement (470 mg K+ per tablet)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 470,
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
            medicine: "Indapamide 2.5mg",
          },
        },
      ],
    },
    rationale:
      'The Sando-K SmPC lists as an indication "Prevention and treatment of hypokalaemic states such as those associated with: i) Use of drugs which can induce potassium depletion e.g. frusemide, thiazide diuretics, corticosteroids, carbenoxolone and cardiac glycosides"; this medicine lowers rather than raises potassium, so no harmful interaction is expected.',
    sources: [
      {
        title: "SANDO-K - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/959/smpc/print",
      },
    ],
  },
  {
    id: "sc-p12-potassium-sacubitril",
    title: "Woman on sacubitril/valsartan wants potassium for muscle cramps",
    profile: {
      medicines: ["Sacubitril valsartan 97mg/103mg"],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Potassium supplement (470 mg K+ per tablet)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 470,
              unit: "mg",
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
            medicine: "Sacubitril valsartan 97mg/103mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Entresto (sacubitril/valsartan) leaflet lists "medicines that increase the amount of potassium in the blood. These include potassium supplements, salt substitutes containing potassium" among those where "It may be necessary to change the dose, to take other precautions".',
    sources: [
      {
        title: "Entresto (sacubitril/valsartan) package leaflet",
        publisher: "EMA product information (ePI copy in joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/entresto.fsh",
      },
    ],
  },
  {
    id: "sc-p12-betaine-vigabatrin",
    title: "Person on Vigabatrin wants betaine (TMG) 1 g daily",
    profile: {
      medicines: ["Vigabatrin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Betaine anhydrous (TMG) 1000 mg",
          ingredients: [
            {
              ingredient: "betaine",
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
          ingredient: "betaine",
          with: {
            medicine: "Vigabatrin 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Cystadane (betaine anhydrous) leaflet: "If you are taking amino-acid mixture or medicines such as vigabatrin or Gaba analogues (medicine used to treat epilepsy), please tell your doctor as they might interact with your treatment".',
    sources: [
      {
        title: "Cystadane (betaine anhydrous) package leaflet",
        publisher: "EMA product information (ePI copy in joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/cystadane.fsh",
      },
    ],
  },
  {
    id: "sc-p12-betaine-gabapentin",
    title: "Person on Gabapentin wants betaine (TMG) 1 g daily",
    profile: {
      medicines: ["Gabapentin 300mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Betaine anhydrous (TMG) 1000 mg",
          ingredients: [
            {
              ingredient: "betaine",
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
          ingredient: "betaine",
          with: {
            medicine: "Gabapentin 300mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Cystadane (betaine anhydrous) leaflet: "If you are taking amino-acid mixture or medicines such as vigabatrin or Gaba analogues (medicine used to treat epilepsy), please tell your doctor as they might interact with your treatment".',
    sources: [
      {
        title: "Cystadane (betaine anhydrous) package leaflet",
        publisher: "EMA product information (ePI copy in joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/cystadane.fsh",
      },
    ],
  },
  {
    id: "sc-p12-betaine-pregabalin",
    title: "Person on Pregabalin wants betaine (TMG) 1 g daily",
    profile: {
      medicines: ["Pregabalin 75mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Betaine anhydrous (TMG) 1000 mg",
          ingredients: [
            {
              ingredient: "betaine",
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
          ingredient: "betaine",
          with: {
            medicine: "Pregabalin 75mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Cystadane (betaine anhydrous) leaflet: "If you are taking amino-acid mixture or medicines such as vigabatrin or Gaba analogues (medicine used to treat epilepsy), please tell your doctor as they might interact with your treatment".',
    sources: [
      {
        title: "Cystadane (betaine anhydrous) package leaflet",
        publisher: "EMA product information (ePI copy in joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/cystadane.fsh",
      },
    ],
  },
  {
    id: "sc-p12-betaine-neurontin",
    title: "Person on Neurontin wants betaine (TMG) 1 g daily",
    profile: {
      medicines: ["Neurontin 300mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Betaine anhydrous (TMG) 1000 mg",
          ingredients: [
            {
              ingredient: "betaine",
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
          ingredient: "betaine",
          with: {
            medicine: "Neurontin 300mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Cystadane (betaine anhydrous) leaflet: "If you are taking amino-acid mixture or medicines such as vigabatrin or Gaba analogues (medicine used to treat epilepsy), please tell your doctor as they might interact with your treatment".',
    sources: [
      {
        title: "Cystadane (betaine anhydrous) package leaflet",
        publisher: "EMA product information (ePI copy in joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/cystadane.fsh",
      },
    ],
  },
  {
    id: "sc-p12-betaine-lyrica",
    title: "Person on Lyrica wants betaine (TMG) 1 g daily",
    profile: {
      medicines: ["Lyrica 150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Betaine anhydrous (TMG) 1000 mg",
          ingredients: [
            {
              ingredient: "betaine",
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
          ingredient: "betaine",
          with: {
            medicine: "Lyrica 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Cystadane (betaine anhydrous) leaflet: "If you are taking amino-acid mixture or medicines such as vigabatrin or Gaba analogues (medicine used to treat epilepsy), please tell your doctor as they might interact with your treatment".',
    sources: [
      {
        title: "Cystadane (betaine anhydrous) package leaflet",
        publisher: "EMA product information (ePI copy in joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/cystadane.fsh",
      },
    ],
  },
  {
    id: "sc-p12-betaine-bcaa",
    title: "Gym-goer stacks betaine (TMG) with a BCAA amino-acid powder",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Betaine anhydrous 1500 mg",
          ingredients: [
            {
              ingredient: "betaine",
              amount: 1500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "BCAA 2:1:1 powder 5 g",
          ingredients: [
            {
              ingredient: "bcaa",
              amount: 5,
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
          ingredient: "betaine",
          with: {
            ingredient: "bcaa",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Cystadane leaflet names "amino-acid mixture" as something that "might interact" with betaine and advises leaving "30 minutes between the intake"; a note to space them.',
    sources: [
      {
        title: "Cystadane (betaine anhydrous) package leaflet",
        publisher: "EMA product information (ePI copy in joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/cystadane.fsh",
      },
    ],
  },
  {
    id: "sc-p12-betaine-pregnant",
    title: "Pregnant woman asks about betaine (TMG) supplements",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Betaine anhydrous (TMG) 750 mg",
          ingredients: [
            {
              ingredient: "betaine",
              amount: 750,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "betaine",
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
      'The Cystadane (betaine) leaflet: "If you are pregnant or breast-feeding ... ask your doctor for advice before taking this medicine. Your doctor will decide if you can use this medicine during pregnancy".',
    sources: [
      {
        title: "Cystadane (betaine anhydrous) package leaflet",
        publisher: "EMA product information (ePI copy in joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/cystadane.fsh",
      },
    ],
  },
  {
    id: "sc-p12-betaine-quiet-amlodipine",
    title: "Person on amlodipine asks about betaine (TMG)",
    profile: {
      medicines: ["Amlodipine 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Betaine anhydrous (TMG) 1000 mg",
          ingredients: [
            {
              ingredient: "betaine",
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
          ingredient: "betaine",
          with: {
            medicine: "Amlodipine 10mg",
          },
        },
      ],
    },
    rationale:
      'The Cystadane (betaine) leaflet names only "amino-acid mixture or medicines such as vigabatrin or Gaba analogues" as possible interactions; amlodipine is unrelated.',
    sources: [
      {
        title: "Cystadane (betaine anhydrous) package leaflet",
        publisher: "EMA product information (ePI copy in joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/cystadane.fsh",
      },
    ],
  },
  {
    id: "sc-p12-betaine-quiet-metformin",
    title: "Person on metformin asks about betaine (TMG)",
    profile: {
      medicines: ["Metformin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Betaine anhydrous (TMG) 1000 mg",
          ingredients: [
            {
              ingredient: "betaine",
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
          ingredient: "betaine",
          with: {
            medicine: "Metformin 500mg",
          },
        },
      ],
    },
    rationale:
      'The Cystadane (betaine) leaflet names only "amino-acid mixture or medicines such as vigabatrin or Gaba analogues" as possible interactions; metformin is unrelated.',
    sources: [
      {
        title: "Cystadane (betaine anhydrous) package leaflet",
        publisher: "EMA product information (ePI copy in joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/cystadane.fsh",
      },
    ],
  },
  {
    id: "sc-p12-betaine-quiet-levothyroxine",
    title: "Person on levothyroxine asks about betaine (TMG)",
    profile: {
      medicines: ["Levothyroxine 75 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Betaine anhydrous (TMG) 1000 mg",
          ingredients: [
            {
              ingredient: "betaine",
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
          ingredient: "betaine",
          with: {
            medicine: "Levothyroxine 75 micrograms",
          },
        },
      ],
    },
    rationale:
      'The Cystadane (betaine) leaflet names only "amino-acid mixture or medicines such as vigabatrin or Gaba analogues" as possible interactions; levothyroxine is unrelated.',
    sources: [
      {
        title: "Cystadane (betaine anhydrous) package leaflet",
        publisher: "EMA product information (ePI copy in joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/cystadane.fsh",
      },
    ],
  },
  {
    id: "sc-p12-betaine-quiet-sertraline",
    title: "Person on sertraline asks about betaine (TMG)",
    profile: {
      medicines: ["Sertraline 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Betaine anhydrous (TMG) 1000 mg",
          ingredients: [
            {
              ingredient: "betaine",
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
          ingredient: "betaine",
          with: {
            medicine: "Sertraline 50mg",
          },
        },
      ],
    },
    rationale:
      'The Cystadane (betaine) leaflet names only "amino-acid mixture or medicines such as vigabatrin or Gaba analogues" as possible interactions; sertraline is unrelated.',
    sources: [
      {
        title: "Cystadane (betaine anhydrous) package leaflet",
        publisher: "EMA product information (ePI copy in joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/cystadane.fsh",
      },
    ],
  },
  {
    id: "sc-p12-betaine-quiet-atorvastatin",
    title: "Person on atorvastatin asks about betaine (TMG)",
    profile: {
      medicines: ["Atorvastatin 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Betaine anhydrous (TMG) 1000 mg",
          ingredients: [
            {
              ingredient: "betaine",
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
          ingredient: "betaine",
          with: {
            medicine: "Atorvastatin 10mg",
          },
        },
      ],
    },
    rationale:
      'The Cystadane (betaine) leaflet names only "amino-acid mixture or medicines such as vigabatrin or Gaba analogues" as possible interactions; atorvastatin is unrelated.',
    sources: [
      {
        title: "Cystadane (betaine anhydrous) package leaflet",
        publisher: "EMA product information (ePI copy in joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/cystadane.fsh",
      },
    ],
  },
  {
    id: "sc-p12-betaine-quiet-omeprazole",
    title: "Person on omeprazole asks about betaine (TMG)",
    profile: {
      medicines: ["Omeprazole 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Betaine anhydrous (TMG) 1000 mg",
          ingredients: [
            {
              ingredient: "betaine",
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
          ingredient: "betaine",
          with: {
            medicine: "Omeprazole 20mg",
          },
        },
      ],
    },
    rationale:
      'The Cystadane (betaine) leaflet names only "amino-acid mixture or medicines such as vigabatrin or Gaba analogues" as possible interactions; omeprazole is unrelated.',
    sources: [
      {
        title: "Cystadane (betaine anhydrous) package leaflet",
        publisher: "EMA product information (ePI copy in joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/cystadane.fsh",
      },
    ],
  },
  {
    id: "sc-p12-pelargonium-warfarin",
    title: "Person on Warfarin wants Kaloba for a cold",
    profile: {
      medicines: ["Warfarin 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium sidoides root extract (EPs 7630) 20 mg tablets",
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
      'Kaloba leaflet: "If you suffer from an increased tendency to bleeding and/or take anti-coagulating drugs such as warfarin, there is a theoretical risk that taking this product may increase the risk of bleeding."',
    sources: [
      {
        title: "Taking Kaloba - Kaloba Pelargonium oral drops (THR 05332/0003) leaflet text",
        publisher: "Schwabe Pharma UK (professional site)",
        url: "https://professional.schwabepharma.co.uk/products/kaloba-oral-drops/taking-kaloba/index.html",
      },
    ],
  },
  {
    id: "sc-p12-pelargonium-sinthrome",
    title: "Person on Sinthrome wants Kaloba for a cold",
    profile: {
      medicines: ["Sinthrome 1mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium sidoides root extract (EPs 7630) 20 mg tablets",
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
      'Kaloba leaflet: "If you suffer from an increased tendency to bleeding and/or take anti-coagulating drugs such as warfarin, there is a theoretical risk that taking this product may increase the risk of bleeding."',
    sources: [
      {
        title: "Taking Kaloba - Kaloba Pelargonium oral drops (THR 05332/0003) leaflet text",
        publisher: "Schwabe Pharma UK (professional site)",
        url: "https://professional.schwabepharma.co.uk/products/kaloba-oral-drops/taking-kaloba/index.html",
      },
    ],
  },
  {
    id: "sc-p12-pelargonium-eliquis",
    title: "Person on Eliquis wants Kaloba for a cold",
    profile: {
      medicines: ["Eliquis 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium sidoides root extract (EPs 7630) 20 mg tablets",
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
      'Kaloba leaflet: "If you suffer from an increased tendency to bleeding and/or take anti-coagulating drugs such as warfarin, there is a theoretical risk that taking this product may increase the risk of bleeding."',
    sources: [
      {
        title: "Taking Kaloba - Kaloba Pelargonium oral drops (THR 05332/0003) leaflet text",
        publisher: "Schwabe Pharma UK (professional site)",
        url: "https://professional.schwabepharma.co.uk/products/kaloba-oral-drops/taking-kaloba/index.html",
      },
    ],
  },
  {
    id: "sc-p12-pelargonium-rivaroxaban",
    title: "Person on Rivaroxaban wants Kaloba for a cold",
    profile: {
      medicines: ["Rivaroxaban 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium sidoides root extract (EPs 7630) 20 mg tablets",
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
            medicine: "Rivaroxaban 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kaloba leaflet: "If you suffer from an increased tendency to bleeding and/or take anti-coagulating drugs such as warfarin, there is a theoretical risk that taking this product may increase the risk of bleeding."',
    sources: [
      {
        title: "Taking Kaloba - Kaloba Pelargonium oral drops (THR 05332/0003) leaflet text",
        publisher: "Schwabe Pharma UK (professional site)",
        url: "https://professional.schwabepharma.co.uk/products/kaloba-oral-drops/taking-kaloba/index.html",
      },
    ],
  },
  {
    id: "sc-p12-pelargonium-vwd",
    title: "Person with von Willebrand disease wants pelargonium for a sore throat",
    profile: {
      medicines: [],
      conditions: ["von Willebrand disease"],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium sidoides root extract (EPs 7630) 20 mg tablets",
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
            condition: "von Willebrand disease",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kaloba leaflet: "If you suffer from an increased tendency to bleeding and/or take anti-coagulating drugs such as warfarin, there is a theoretical risk that taking this product may increase the risk of bleeding."',
    sources: [
      {
        title: "Taking Kaloba - Kaloba Pelargonium oral drops (THR 05332/0003) leaflet text",
        publisher: "Schwabe Pharma UK (professional site)",
        url: "https://professional.schwabepharma.co.uk/products/kaloba-oral-drops/taking-kaloba/index.html",
      },
    ],
  },
  {
    id: "sc-p12-pelargonium-haemophilia",
    title: "Person with haemophilia A wants pelargonium for a sore throat",
    profile: {
      medicines: [],
      conditions: ["haemophilia A"],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium sidoides root extract (EPs 7630) 20 mg tablets",
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
            condition: "haemophilia A",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kaloba leaflet: "If you suffer from an increased tendency to bleeding and/or take anti-coagulating drugs such as warfarin, there is a theoretical risk that taking this product may increase the risk of bleeding."',
    sources: [
      {
        title: "Taking Kaloba - Kaloba Pelargonium oral drops (THR 05332/0003) leaflet text",
        publisher: "Schwabe Pharma UK (professional site)",
        url: "https://professional.schwabepharma.co.uk/products/kaloba-oral-drops/taking-kaloba/index.html",
      },
    ],
  },
  {
    id: "sc-p12-pelargonium-liver",
    title: "Man with liver cirrhosis wants Kaloba drops for a cold",
    profile: {
      medicines: [],
      conditions: ["severe liver cirrhosis"],
    },
    stack: [
      {
        custom: {
          name: "Kaloba oral drops (pelargonium extract)",
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
            condition: "severe liver cirrhosis",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Kaloba SmPC section 4.3 Contraindications lists "Severe hepatic diseases"; the leaflet says "DO NOT TAKE this product if you ... suffer from severe liver or kidney disease".',
    sources: [
      {
        title: "Kaloba Pelargonium Cough and Cold Relief Oral Drops - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/kaloba-pelargonium-cough-and-cold-relief-oral-drops-87535/summary-of-medicine-characteristics",
      },
      {
        title: "Taking Kaloba - Kaloba Pelargonium oral drops (THR 05332/0003) leaflet text",
        publisher: "Schwabe Pharma UK (professional site)",
        url: "https://professional.schwabepharma.co.uk/products/kaloba-oral-drops/taking-kaloba/index.html",
      },
    ],
  },
  {
    id: "sc-p12-pelargonium-ckd5",
    title: "Woman on dialysis for kidney failure wants pelargonium",
    profile: {
      medicines: [],
      conditions: ["chronic kidney disease stage 5 on dialysis"],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium sidoides root extract (EPs 7630) 20 mg tablets",
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
            condition: "chronic kidney disease stage 5 on dialysis",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Kaloba leaflet: "DO NOT TAKE this product if you are ... suffer from severe liver or kidney disease".',
    sources: [
      {
        title: "Taking Kaloba - Kaloba Pelargonium oral drops (THR 05332/0003) leaflet text",
        publisher: "Schwabe Pharma UK (professional site)",
        url: "https://professional.schwabepharma.co.uk/products/kaloba-oral-drops/taking-kaloba/index.html",
      },
    ],
  },
  {
    id: "sc-p12-pelargonium-pregnant",
    title: "Pregnant woman wants Kaloba for a cold",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium sidoides root extract (EPs 7630) 20 mg tablets",
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
    rationale: 'The Kaloba leaflet: "DO NOT TAKE this product if you are: ... pregnant or breast-feeding".',
    sources: [
      {
        title: "Taking Kaloba - Kaloba Pelargonium oral drops (THR 05332/0003) leaflet text",
        publisher: "Schwabe Pharma UK (professional site)",
        url: "https://professional.schwabepharma.co.uk/products/kaloba-oral-drops/taking-kaloba/index.html",
      },
    ],
  },
  {
    id: "sc-p12-pelargonium-breastfeeding",
    title: "Breastfeeding woman wants Kaloba for a cold",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium sidoides root extract (EPs 7630) 20 mg tablets",
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
            condition: "breastfeeding",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'The Kaloba leaflet: "DO NOT TAKE this product if you are: ... pregnant or breast-feeding".',
    sources: [
      {
        title: "Taking Kaloba - Kaloba Pelargonium oral drops (THR 05332/0003) leaflet text",
        publisher: "Schwabe Pharma UK (professional site)",
        url: "https://professional.schwabepharma.co.uk/products/kaloba-oral-drops/taking-kaloba/index.html",
      },
    ],
  },
  {
    id: "sc-p12-pelargonium-quiet-amoxicillin",
    title: "Person using amoxicillin also takes Kaloba for a cold",
    profile: {
      medicines: ["Amoxicillin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium sidoides root extract (EPs 7630) 20 mg tablets",
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
            medicine: "Amoxicillin 500mg",
          },
        },
      ],
    },
    rationale:
      'The only medicine warning in the Kaloba leaflet concerns "anti-coagulating drugs such as warfarin" (bleeding risk); amoxicillin is not an anticoagulant, so no interaction is expected.',
    sources: [
      {
        title: "Taking Kaloba - Kaloba Pelargonium oral drops (THR 05332/0003) leaflet text",
        publisher: "Schwabe Pharma UK (professional site)",
        url: "https://professional.schwabepharma.co.uk/products/kaloba-oral-drops/taking-kaloba/index.html",
      },
    ],
  },
  {
    id: "sc-p12-pelargonium-quiet-salbutamol",
    title: "Person using salbutamol also takes Kaloba for a cold",
    profile: {
      medicines: ["Salbutamol inhaler 100 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium sidoides root extract (EPs 7630) 20 mg tablets",
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
            medicine: "Salbutamol inhaler 100 micrograms",
          },
        },
      ],
    },
    rationale:
      'The only medicine warning in the Kaloba leaflet concerns "anti-coagulating drugs such as warfarin" (bleeding risk); salbutamol is not an anticoagulant, so no interaction is expected.',
    sources: [
      {
        title: "Taking Kaloba - Kaloba Pelargonium oral drops (THR 05332/0003) leaflet text",
        publisher: "Schwabe Pharma UK (professional site)",
        url: "https://professional.schwabepharma.co.uk/products/kaloba-oral-drops/taking-kaloba/index.html",
      },
    ],
  },
  {
    id: "sc-p12-pelargonium-quiet-paracetamol",
    title: "Person using paracetamol also takes Kaloba for a cold",
    profile: {
      medicines: ["Paracetamol 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium sidoides root extract (EPs 7630) 20 mg tablets",
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
            medicine: "Paracetamol 500mg",
          },
        },
      ],
    },
    rationale:
      'The only medicine warning in the Kaloba leaflet concerns "anti-coagulating drugs such as warfarin" (bleeding risk); paracetamol is not an anticoagulant, so no interaction is expected.',
    sources: [
      {
        title: "Taking Kaloba - Kaloba Pelargonium oral drops (THR 05332/0003) leaflet text",
        publisher: "Schwabe Pharma UK (professional site)",
        url: "https://professional.schwabepharma.co.uk/products/kaloba-oral-drops/taking-kaloba/index.html",
      },
    ],
  },
  {
    id: "sc-p12-pelargonium-quiet-cetirizine",
    title: "Person using cetirizine also takes Kaloba for a cold",
    profile: {
      medicines: ["Cetirizine 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium sidoides root extract (EPs 7630) 20 mg tablets",
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
            medicine: "Cetirizine 10mg",
          },
        },
      ],
    },
    rationale:
      'The only medicine warning in the Kaloba leaflet concerns "anti-coagulating drugs such as warfarin" (bleeding risk); cetirizine is not an anticoagulant, so no interaction is expected.',
    sources: [
      {
        title: "Taking Kaloba - Kaloba Pelargonium oral drops (THR 05332/0003) leaflet text",
        publisher: "Schwabe Pharma UK (professional site)",
        url: "https://professional.schwabepharma.co.uk/products/kaloba-oral-drops/taking-kaloba/index.html",
      },
    ],
  },
  {
    id: "sc-p12-pelargonium-quiet-omeprazole",
    title: "Person using omeprazole also takes Kaloba for a cold",
    profile: {
      medicines: ["Omeprazole 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium sidoides root extract (EPs 7630) 20 mg tablets",
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
            medicine: "Omeprazole 20mg",
          },
        },
      ],
    },
    rationale:
      'The only medicine warning in the Kaloba leaflet concerns "anti-coagulating drugs such as warfarin" (bleeding risk); omeprazole is not an anticoagulant, so no interaction is expected.',
    sources: [
      {
        title: "Taking Kaloba - Kaloba Pelargonium oral drops (THR 05332/0003) leaflet text",
        publisher: "Schwabe Pharma UK (professional site)",
        url: "https://professional.schwabepharma.co.uk/products/kaloba-oral-drops/taking-kaloba/index.html",
      },
    ],
  },
  {
    id: "sc-p12-devilsclaw-active-ulcer",
    title: "Man with an active stomach ulcer wants devil's claw for back pain",
    profile: {
      medicines: ["Omeprazole 20mg"],
      conditions: ["active stomach ulcer"],
    },
    stack: [
      {
        custom: {
          name: "Devil's claw root extract 450 mg tablets",
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
            condition: "active stomach ulcer",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK THR SmPC (Healthspan Devil\'s Claw) section 4.3 Contraindications: "Patients with active gastric or duodenal ulcer".',
    sources: [
      {
        title: "Healthspan Devil's Claw JointAid tablets - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/healthspan-devils-claw-jointaid-tablets-93362/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-devilsclaw-duodenal-ulcer",
    title: "Woman with a duodenal ulcer asks about devil's claw",
    profile: {
      medicines: [],
      conditions: ["duodenal ulcer"],
    },
    stack: [
      {
        custom: {
          name: "Devil's claw 600 mg tablets",
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
            condition: "duodenal ulcer",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR SmPCs: "As a general precaution, patients with a gastric or duodenal ulcer should not use Devil\'s Claw preparations" (Lifeplan); Healthspan lists "active gastric or duodenal ulcer" as a contraindication.',
    sources: [
      {
        title: "Lifeplan Devil's Claw Joint Relief Tablets - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/lifeplan-devils-claw-joint-relief-tablets-94510/summary-of-medicine-characteristics",
      },
      {
        title: "Healthspan Devil's Claw JointAid tablets - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/healthspan-devils-claw-jointaid-tablets-93362/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-devilsclaw-heart-failure",
    title: "Person with heart failure wants devil's claw for arthritis",
    profile: {
      medicines: [],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Devil's claw root extract 450 mg tablets",
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
      "UK THR SmPCs for devil's claw (section 4.4): \"Caution should be taken when Devil's claw is administered to patients with cardiac disorders.\"",
    sources: [
      {
        title: "Healthspan Devil's Claw JointAid tablets - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/healthspan-devils-claw-jointaid-tablets-93362/summary-of-medicine-characteristics",
      },
      {
        title: "JointEeze Devil's Claw Tablets - Summary of Product Characteristics",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/jointeeze-devils-claw-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p12-devilsclaw-angina",
    title: "Person with angina wants devil's claw for arthritis",
    profile: {
      medicines: [],
      conditions: ["angina"],
    },
    stack: [
      {
        custom: {
          name: "Devil's claw root extract 450 mg tablets",
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
            condition: "angina",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "UK THR SmPCs for devil's claw (section 4.4): \"Caution should be taken when Devil's claw is administered to patients with cardiac disorders.\"",
    sources: [
      {
        title: "Healthspan Devil's Claw JointAid tablets - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/healthspan-devils-claw-jointaid-tablets-93362/summary-of-medicine-characteristics",
      },
      {
        title: "JointEeze Devil's Claw Tablets - Summary of Product Characteristics",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/jointeeze-devils-claw-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p12-devilsclaw-af",
    title: "Person with atrial fibrillation wants devil's claw for arthritis",
    profile: {
      medicines: [],
      conditions: ["atrial fibrillation"],
    },
    stack: [
      {
        custom: {
          name: "Devil's claw root extract 450 mg tablets",
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
            condition: "atrial fibrillation",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "UK THR SmPCs for devil's claw (section 4.4): \"Caution should be taken when Devil's claw is administered to patients with cardiac disorders.\"",
    sources: [
      {
        title: "Healthspan Devil's Claw JointAid tablets - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/healthspan-devils-claw-jointaid-tablets-93362/summary-of-medicine-characteristics",
      },
      {
        title: "JointEeze Devil's Claw Tablets - Summary of Product Characteristics",
        publisher: "medine.co.uk (copy of UK THR SmPC)",
        url: "https://medine.co.uk/jointeeze-devils-claw-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p12-artichoke-quiet-milk-thistle",
    title: "Person takes artichoke with milk thistle for indigestion",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Artichoke leaf extract 4.6 mg tablets",
          ingredients: [
            {
              ingredient: "artichoke",
              amount: 4.6,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
      {
        custom: {
          name: "Milk Thistle extract",
          ingredients: [
            {
              ingredient: "milk-thistle",
              amount: 3.2,
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
          ingredient: "artichoke",
          with: {
            ingredient: "milk-thistle",
          },
        },
      ],
    },
    rationale:
      'Artichoke leaf and milk thistle are licensed together in a UK traditional herbal medicine (A.Vogel Milk Thistle Complex: "1 tablet contains: 4.6 mg of extract ... from fresh Artichoke leaves" with milk thistle and dandelion extracts); no interaction between them.',
    sources: [
      {
        title:
          "A.Vogel Milk Thistle Complex tablets / Digestisan Milk Thistle tablets - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/a-vogel-milk-thistle-complex-tablets-digestisan-milk-thistle-tablets-88622/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-artichoke-quiet-dandelion",
    title: "Person takes artichoke with dandelion for indigestion",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Artichoke leaf extract 4.6 mg tablets",
          ingredients: [
            {
              ingredient: "artichoke",
              amount: 4.6,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
      {
        custom: {
          name: "Dandelion extract",
          ingredients: [
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
      flags: [],
      noFlags: [
        {
          ingredient: "artichoke",
          with: {
            ingredient: "dandelion",
          },
        },
      ],
    },
    rationale:
      'Artichoke leaf and dandelion are licensed together in a UK traditional herbal medicine (A.Vogel Milk Thistle Complex: "1 tablet contains: 4.6 mg of extract ... from fresh Artichoke leaves" with milk thistle and dandelion extracts); no interaction between them.',
    sources: [
      {
        title:
          "A.Vogel Milk Thistle Complex tablets / Digestisan Milk Thistle tablets - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK THR SmPC)",
        url: "https://patient-info.co.uk/a-vogel-milk-thistle-complex-tablets-digestisan-milk-thistle-tablets-88622/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p12-lemonbalm-breastfeeding",
    title: "Breastfeeding mum asks if lemon balm capsules are OK for sleep",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Lemon balm extract 300 mg",
          ingredients: [
            {
              ingredient: "lemon-balm",
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
          ingredient: "lemon-balm",
          with: {
            condition: "breastfeeding",
          },
        },
      ],
    },
    rationale:
      'LactMed: lemon balm "has been safely and effectively used with other herbs in infants ... so the smaller amounts expected (but not demonstrated) in breastmilk are likely not to be harmful with usual maternal doses."',
    sources: [
      {
        title: "Lemon Balm - Drugs and Lactation Database (LactMed)",
        publisher: "NIH National Library of Medicine",
        url: "https://pubmed.ncbi.nlm.nih.gov/30000901/",
      },
    ],
  },
  {
    id: "sc-p12-guar-stricture",
    title: "Person with Crohn's disease with a bowel stricture wants guar gum fibre for weight loss",
    profile: {
      medicines: [],
      conditions: ["Crohn's disease with a bowel stricture"],
    },
    stack: [
      {
        custom: {
          name: "Guar gum fibre 5 g sachet",
          ingredients: [
            {
              ingredient: "guar-gum",
              amount: 5,
              unit: "g",
            },
          ],
        },
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "guar-gum",
          with: {
            condition: "Crohn's disease with a bowel stricture",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Guarem (guar gum) leaflet: "Älä ota Guaremia ... jos sinulla on maha-suolikanavan ahtautuma (tai tukos)" - do not take if you have a narrowing (or blockage) of the gastrointestinal tract.',
    sources: [
      {
        title: "Guarem rakeet - Pakkausseloste (package leaflet)",
        publisher: "laakeinfo.fi (Finnish package leaflet, Orion Pharma)",
        url: "https://laakeinfo.fi/Medicine.aspx?m=1215&i=ORION+PHARMA_GUAREM",
      },
    ],
  },
  {
    id: "sc-p12-guar-oesophagus",
    title: "Person with narrowing of the oesophagus wants guar gum fibre for weight loss",
    profile: {
      medicines: [],
      conditions: ["narrowing of the oesophagus"],
    },
    stack: [
      {
        custom: {
          name: "Guar gum fibre 5 g sachet",
          ingredients: [
            {
              ingredient: "guar-gum",
              amount: 5,
              unit: "g",
            },
          ],
        },
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "guar-gum",
          with: {
            condition: "narrowing of the oesophagus",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Guarem (guar gum) leaflet: "Älä ota Guaremia ... jos sinulla on maha-suolikanavan ahtautuma (tai tukos)" - do not take if you have a narrowing (or blockage) of the gastrointestinal tract.',
    sources: [
      {
        title: "Guarem rakeet - Pakkausseloste (package leaflet)",
        publisher: "laakeinfo.fi (Finnish package leaflet, Orion Pharma)",
        url: "https://laakeinfo.fi/Medicine.aspx?m=1215&i=ORION+PHARMA_GUAREM",
      },
    ],
  },
  {
    id: "sc-p12-garcinia-nafld",
    title: "Person with non-alcoholic fatty liver disease wants garcinia cambogia for weight loss",
    profile: {
      medicines: [],
      conditions: ["non-alcoholic fatty liver disease"],
    },
    stack: [
      {
        custom: {
          name: "Garcinia cambogia 500 mg (60% HCA)",
          ingredients: [
            {
              ingredient: "garcinia-cambogia",
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
          ingredient: "garcinia-cambogia",
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
      'The US Drug-Induced Liver Injury Network found "Garcinia Cambogia, Either Alone or in Combination with Green Tea Causes Moderate to Severe Liver Injury" (one death, one transplant); a case report describes "acute hepatitis after the use of Garcinia cambogia". Not advisable with existing liver disease without medical advice.',
    sources: [
      {
        title:
          "Garcinia Cambogia, Either Alone or in Combination with Green Tea Causes Moderate to Severe Liver Injury (DILIN)",
        publisher: "Clin Gastroenterol Hepatol 2022 (NIH PMC)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9004424",
      },
      {
        title:
          "Hepatotoxicity Associated with Use of the Weight Loss Supplement Garcinia cambogia: A Case Report and Review of the Literature",
        publisher: "Case Reports in Hepatology 2018 (NIH PMC)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC5867608",
      },
    ],
  },
  {
    id: "sc-p12-garcinia-autoimmune-hepatitis",
    title: "Person with autoimmune hepatitis wants garcinia cambogia for weight loss",
    profile: {
      medicines: [],
      conditions: ["autoimmune hepatitis"],
    },
    stack: [
      {
        custom: {
          name: "Garcinia cambogia 500 mg (60% HCA)",
          ingredients: [
            {
              ingredient: "garcinia-cambogia",
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
          ingredient: "garcinia-cambogia",
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
      'The US Drug-Induced Liver Injury Network found "Garcinia Cambogia, Either Alone or in Combination with Green Tea Causes Moderate to Severe Liver Injury" (one death, one transplant); a case report describes "acute hepatitis after the use of Garcinia cambogia". Not advisable with existing liver disease without medical advice.',
    sources: [
      {
        title:
          "Garcinia Cambogia, Either Alone or in Combination with Green Tea Causes Moderate to Severe Liver Injury (DILIN)",
        publisher: "Clin Gastroenterol Hepatol 2022 (NIH PMC)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9004424",
      },
      {
        title:
          "Hepatotoxicity Associated with Use of the Weight Loss Supplement Garcinia cambogia: A Case Report and Review of the Literature",
        publisher: "Case Reports in Hepatology 2018 (NIH PMC)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC5867608",
      },
    ],
  },
  {
    id: "sc-p12-garcinia-cirrhosis",
    title: "Person with liver cirrhosis wants garcinia cambogia for weight loss",
    profile: {
      medicines: [],
      conditions: ["liver cirrhosis"],
    },
    stack: [
      {
        custom: {
          name: "Garcinia cambogia 500 mg (60% HCA)",
          ingredients: [
            {
              ingredient: "garcinia-cambogia",
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
          ingredient: "garcinia-cambogia",
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
      'The US Drug-Induced Liver Injury Network found "Garcinia Cambogia, Either Alone or in Combination with Green Tea Causes Moderate to Severe Liver Injury" (one death, one transplant); a case report describes "acute hepatitis after the use of Garcinia cambogia". Not advisable with existing liver disease without medical advice.',
    sources: [
      {
        title:
          "Garcinia Cambogia, Either Alone or in Combination with Green Tea Causes Moderate to Severe Liver Injury (DILIN)",
        publisher: "Clin Gastroenterol Hepatol 2022 (NIH PMC)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9004424",
      },
      {
        title:
          "Hepatotoxicity Associated with Use of the Weight Loss Supplement Garcinia cambogia: A Case Report and Review of the Literature",
        publisher: "Case Reports in Hepatology 2018 (NIH PMC)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC5867608",
      },
    ],
  },
  {
    id: "sc-p12-garcinia-greentea",
    title: "Dieter stacks garcinia with green tea extract",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Garcinia cambogia 500 mg",
          ingredients: [
            {
              ingredient: "garcinia-cambogia",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
      {
        custom: {
          name: "Green tea extract 500 mg (EGCG)",
          ingredients: [
            {
              ingredient: "green-tea-extract",
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
          ingredient: "garcinia-cambogia",
          with: {
            ingredient: "green-tea-extract",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'DILIN identified 22 cases of liver injury from G. cambogia "either alone (n=5) or in combination with green tea (n=16)"; the combination is the commonest pattern of injury.',
    sources: [
      {
        title:
          "Garcinia Cambogia, Either Alone or in Combination with Green Tea Causes Moderate to Severe Liver Injury (DILIN)",
        publisher: "Clin Gastroenterol Hepatol 2022 (NIH PMC)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9004424",
      },
    ],
  },
  {
    id: "sc-p12-k2-warfarin",
    title: "Woman on warfarin wants vitamin K2 MK-7 for her bones",
    profile: {
      medicines: ["Warfarin 3mg"],
      conditions: ["atrial fibrillation"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin K2 MK-7 100 micrograms",
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
      'The UK warfarin leaflet: "Warfarin can be affected by many other medicines including non prescription medicines, herbal remedies, vitamin and food supplements ... Do not start taking any new medicine without checking it is safe to take it with warfarin"; vitamin K opposes warfarin.',
    sources: [
      {
        title: "Warfarin 1 mg, 3 mg or 5 mg Tablets - Package leaflet",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/warfarin-3mg-tablets?doc=4",
      },
    ],
  },
  {
    id: "sc-p12-reishi-pregnant",
    title: "Pregnant woman asks about reishi capsules",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Reishi mushroom extract 1000 mg",
          ingredients: [
            {
              ingredient: "reishi",
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
          ingredient: "reishi",
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
      'MedlinePlus: "Pregnancy and breast-feeding: There isn\'t enough reliable information to know if reishi mushroom is safe to use when pregnant or breast feeding. Stay on the safe side and avoid use."',
    sources: [
      {
        title: "Reishi Mushroom",
        publisher: "MedlinePlus (NIH National Library of Medicine)",
        url: "https://medlineplus.gov/druginfo/natural/905.html",
      },
    ],
  },
  {
    id: "sc-p12-reishi-breastfeeding",
    title: "Breastfeeding woman asks about reishi capsules",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Reishi mushroom extract 1000 mg",
          ingredients: [
            {
              ingredient: "reishi",
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
          ingredient: "reishi",
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
      'MedlinePlus: "Pregnancy and breast-feeding: There isn\'t enough reliable information to know if reishi mushroom is safe to use when pregnant or breast feeding. Stay on the safe side and avoid use."',
    sources: [
      {
        title: "Reishi Mushroom",
        publisher: "MedlinePlus (NIH National Library of Medicine)",
        url: "https://medlineplus.gov/druginfo/natural/905.html",
      },
    ],
  },
  {
    id: "sc-p12-chlorella-warfarin",
    title: "Man on warfarin starts chlorella tablets",
    profile: {
      medicines: ["Warfarin 5mg"],
      conditions: ["mechanical heart valve"],
    },
    stack: [
      {
        custom: {
          name: "Chlorella 500 mg tablets",
          ingredients: [
            {
              ingredient: "chlorella",
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
          ingredient: "chlorella",
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
      'Case report (PubMed): thrombotest values had been well controlled "until intake of chlorella"; "Chlorella is one of vitamin K-rich foods. Thus, it may inhibit the anticoagulant effect of warfarin."',
    sources: [
      {
        title: "[Warfarin therapy and chlorella] Rinsho Shinkeigaku 1995;35(7):806-7",
        publisher: "PubMed (NIH)",
        url: "https://www.ncbi.nlm.nih.gov/pubmed/8777808",
      },
      {
        title: "Warfarin 1 mg, 3 mg or 5 mg Tablets - Package leaflet",
        publisher: "medine.co.uk (copy of UK PIL)",
        url: "https://medine.co.uk/warfarin-3mg-tablets?doc=4",
      },
    ],
  },
  {
    id: "sc-p12-selenium-revolade",
    title: "Person with ITP on Revolade takes selenium for thyroid health",
    profile: {
      medicines: ["Revolade 50mg"],
      conditions: ["immune thrombocytopenia"],
    },
    stack: [
      {
        custom: {
          name: "Selenium 100 micrograms",
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
      'The Revolade (eltrombopag) leaflet: in "the 4 hours before you take Revolade and the 2 hours after" do not consume "some mineral and vitamin supplements including iron, calcium, magnesium, aluminium, selenium and zinc ... If you do, the medicine will not be properly absorbed".',
    sources: [
      {
        title: "Revolade (eltrombopag) package leaflet",
        publisher: "EMA product information (ePI copy in joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/revolade.fsh",
      },
    ],
  },
  {
    id: "sc-p12-selenium-eltrombopag",
    title: "Person with ITP on Eltrombopag takes selenium for thyroid health",
    profile: {
      medicines: ["Eltrombopag 25mg"],
      conditions: ["immune thrombocytopenia"],
    },
    stack: [
      {
        custom: {
          name: "Selenium 100 micrograms",
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
            medicine: "Eltrombopag 25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The Revolade (eltrombopag) leaflet: in "the 4 hours before you take Revolade and the 2 hours after" do not consume "some mineral and vitamin supplements including iron, calcium, magnesium, aluminium, selenium and zinc ... If you do, the medicine will not be properly absorbed".',
    sources: [
      {
        title: "Revolade (eltrombopag) package leaflet",
        publisher: "EMA product information (ePI copy in joofio/test-epi-composition)",
        url: "https://github.com/joofio/test-epi-composition/blob/2fc3a7a86615ed8dfbe1da771aff18f5e831b532/input/fsh/revolade.fsh",
      },
    ],
  },
  {
    id: "sc-p12-iodine-ul-1000",
    title: "Adult takes 1000 micrograms iodine drops daily",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iodine (potassium iodide) 1000 micrograms",
          ingredients: [
            {
              ingredient: "iodine",
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
          ingredient: "iodine",
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
      'NHS: "If you take iodine supplements, don\'t take too much, because this could be harmful. Taking 0.5mg or less a day of iodine supplements is unlikely to cause any harm." 1000 micrograms (=1.0 mg) is above that.',
    sources: [
      {
        title: "Vitamins and minerals - Iodine",
        publisher: "NHS Choices (nhs.uk)",
        url: "https://www.nhs.uk/conditions/vitamins-minerals/pages/iodine.aspx",
      },
    ],
  },
  {
    id: "sc-p12-iodine-ul-600",
    title: "Adult takes 600 micrograms iodine drops daily",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iodine (potassium iodide) 600 micrograms",
          ingredients: [
            {
              ingredient: "iodine",
              amount: 600,
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
          ingredient: "iodine",
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
      'NHS: "If you take iodine supplements, don\'t take too much, because this could be harmful. Taking 0.5mg or less a day of iodine supplements is unlikely to cause any harm." 600 micrograms (=0.6 mg) is above that.',
    sources: [
      {
        title: "Vitamins and minerals - Iodine",
        publisher: "NHS Choices (nhs.uk)",
        url: "https://www.nhs.uk/conditions/vitamins-minerals/pages/iodine.aspx",
      },
    ],
  },
  {
    id: "sc-p12-iodine-ul-quiet-150",
    title: "Adult takes 150 micrograms iodine as a supplement",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iodine 150 micrograms",
          ingredients: [
            {
              ingredient: "iodine",
              amount: 150,
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
          ingredient: "iodine",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'NHS: "If you take iodine supplements, don\'t take too much, because this could be harmful. Taking 0.5mg or less a day of iodine supplements is unlikely to cause any harm." 150 micrograms is within that.',
    sources: [
      {
        title: "Vitamins and minerals - Iodine",
        publisher: "NHS Choices (nhs.uk)",
        url: "https://www.nhs.uk/conditions/vitamins-minerals/pages/iodine.aspx",
      },
    ],
  },
  {
    id: "sc-p12-iodine-ul-quiet-200",
    title: "Adult takes 200 micrograms iodine as a supplement",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iodine 200 micrograms",
          ingredients: [
            {
              ingredient: "iodine",
              amount: 200,
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
          ingredient: "iodine",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'NHS: "If you take iodine supplements, don\'t take too much, because this could be harmful. Taking 0.5mg or less a day of iodine supplements is unlikely to cause any harm." 200 micrograms is within that.',
    sources: [
      {
        title: "Vitamins and minerals - Iodine",
        publisher: "NHS Choices (nhs.uk)",
        url: "https://www.nhs.uk/conditions/vitamins-minerals/pages/iodine.aspx",
      },
    ],
  },
  {
    id: "sc-p12-iodine-ul-quiet-500",
    title: "Adult takes 500 micrograms iodine as a supplement",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iodine 500 micrograms",
          ingredients: [
            {
              ingredient: "iodine",
              amount: 500,
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
          ingredient: "iodine",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'NHS: "If you take iodine supplements, don\'t take too much, because this could be harmful. Taking 0.5mg or less a day of iodine supplements is unlikely to cause any harm." 500 micrograms is within that.',
    sources: [
      {
        title: "Vitamins and minerals - Iodine",
        publisher: "NHS Choices (nhs.uk)",
        url: "https://www.nhs.uk/conditions/vitamins-minerals/pages/iodine.aspx",
      },
    ],
  },
  {
    id: "sc-p12-kelp-ul-1000",
    title: "Adult takes a kelp tablet providing 1,000 micrograms iodine",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kelp 1000 mg tablets (1,000 micrograms iodine)",
          ingredients: [
            {
              ingredient: "kelp",
              amount: 1000,
              unit: "mg",
            },
            {
              ingredient: "iodine",
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
          ingredient: "iodine",
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
      'NHS: "If you take iodine supplements, don\'t take too much, because this could be harmful. Taking 0.5mg or less a day of iodine supplements is unlikely to cause any harm." The American Thyroid Association advises "against the ingestion of iodine and kelp supplements containing in excess of 500 mcg iodine daily".',
    sources: [
      {
        title: "Vitamins and minerals - Iodine",
        publisher: "NHS Choices (nhs.uk)",
        url: "https://www.nhs.uk/conditions/vitamins-minerals/pages/iodine.aspx",
      },
      {
        title: "American Thyroid Association cautions on overconsumption with (iodine and kelp) supplements",
        publisher: "Iodine Global Network (copy of ATA statement)",
        url: "https://ign-site.bvssl.ch/american-thyroid-assn-cautions-on-overconsumption-with-supplements.htm",
      },
    ],
  },
  {
    id: "sc-p12-kelp-ul-quiet-225",
    title: "Adult takes kelp providing 225 micrograms iodine",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kelp tablets (225 micrograms iodine)",
          ingredients: [
            {
              ingredient: "kelp",
              amount: 500,
              unit: "mg",
            },
            {
              ingredient: "iodine",
              amount: 225,
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
          ingredient: "iodine",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      "NHS: \"If you take iodine supplements, don't take too much, because this could be harmful. Taking 0.5mg or less a day of iodine supplements is unlikely to cause any harm.\" 225 micrograms is within 0.5 mg and below the ATA's 500 mcg threshold.",
    sources: [
      {
        title: "Vitamins and minerals - Iodine",
        publisher: "NHS Choices (nhs.uk)",
        url: "https://www.nhs.uk/conditions/vitamins-minerals/pages/iodine.aspx",
      },
      {
        title: "American Thyroid Association cautions on overconsumption with (iodine and kelp) supplements",
        publisher: "Iodine Global Network (copy of ATA statement)",
        url: "https://ign-site.bvssl.ch/american-thyroid-assn-cautions-on-overconsumption-with-supplements.htm",
      },
    ],
  },
  {
    id: "sc-p12-kelp-ul-quiet-450",
    title: "Adult takes kelp providing 450 micrograms iodine",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kelp tablets (450 micrograms iodine)",
          ingredients: [
            {
              ingredient: "kelp",
              amount: 500,
              unit: "mg",
            },
            {
              ingredient: "iodine",
              amount: 450,
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
          ingredient: "iodine",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      "NHS: \"If you take iodine supplements, don't take too much, because this could be harmful. Taking 0.5mg or less a day of iodine supplements is unlikely to cause any harm.\" 450 micrograms is within 0.5 mg and below the ATA's 500 mcg threshold.",
    sources: [
      {
        title: "Vitamins and minerals - Iodine",
        publisher: "NHS Choices (nhs.uk)",
        url: "https://www.nhs.uk/conditions/vitamins-minerals/pages/iodine.aspx",
      },
      {
        title: "American Thyroid Association cautions on overconsumption with (iodine and kelp) supplements",
        publisher: "Iodine Global Network (copy of ATA statement)",
        url: "https://ign-site.bvssl.ch/american-thyroid-assn-cautions-on-overconsumption-with-supplements.htm",
      },
    ],
  },
  {
    id: "sc-p12-kelp-iodine-double",
    title: "Man takes kelp tablets plus separate iodine drops",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kelp tablets (300 micrograms iodine)",
          ingredients: [
            {
              ingredient: "kelp",
              amount: 500,
              unit: "mg",
            },
            {
              ingredient: "iodine",
              amount: 300,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Iodine drops 300 micrograms",
          ingredients: [
            {
              ingredient: "iodine",
              amount: 300,
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
          ingredient: "iodine",
          with: {
            ingredient: "kelp",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NHS: "If you take iodine supplements, don\'t take too much, because this could be harmful. Taking 0.5mg or less a day of iodine supplements is unlikely to cause any harm." Kelp adds iodine (ATA: avoid "iodine and kelp supplements containing in excess of 500 mcg iodine daily"); together they give 600 micrograms a day.',
    sources: [
      {
        title: "Vitamins and minerals - Iodine",
        publisher: "NHS Choices (nhs.uk)",
        url: "https://www.nhs.uk/conditions/vitamins-minerals/pages/iodine.aspx",
      },
      {
        title: "American Thyroid Association cautions on overconsumption with (iodine and kelp) supplements",
        publisher: "Iodine Global Network (copy of ATA statement)",
        url: "https://ign-site.bvssl.ch/american-thyroid-assn-cautions-on-overconsumption-with-supplements.htm",
      },
    ],
  },
  {
    id: "sc-p12-manganese-ul-10",
    title: "Adult takes 10 mg manganese for joints",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Manganese 10 mg",
          ingredients: [
            {
              ingredient: "manganese",
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
          ingredient: "manganese",
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
      'Food Standards Scotland: "For most people, taking 4 mg or less of manganese supplements a day is unlikely to cause any harm. For older people, taking 0.5 mg or less ... is unlikely to cause any harm"; high doses "might cause nerve damage".',
    sources: [
      {
        title: "Manganese",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/manganese",
      },
    ],
  },
  {
    id: "sc-p12-manganese-ul-5",
    title: "Adult takes 5 mg manganese for joints",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Manganese 5 mg",
          ingredients: [
            {
              ingredient: "manganese",
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
      'Food Standards Scotland: "For most people, taking 4 mg or less of manganese supplements a day is unlikely to cause any harm. For older people, taking 0.5 mg or less ... is unlikely to cause any harm"; high doses "might cause nerve damage".',
    sources: [
      {
        title: "Manganese",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/manganese",
      },
    ],
  },
  {
    id: "sc-p12-manganese-ul-quiet-3",
    title: "Adult takes 3 mg manganese in a joint formula",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Manganese 3 mg",
          ingredients: [
            {
              ingredient: "manganese",
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
          ingredient: "manganese",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Food Standards Scotland: "For most people, taking 4 mg or less of manganese supplements a day is unlikely to cause any harm. For older people, taking 0.5 mg or less ... is unlikely to cause any harm"; high doses "might cause nerve damage". 3 mg is within that for an adult.',
    sources: [
      {
        title: "Manganese",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/manganese",
      },
    ],
  },
  {
    id: "sc-p12-manganese-ul-quiet-1",
    title: "Adult takes 1 mg manganese in a joint formula",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Manganese 1 mg",
          ingredients: [
            {
              ingredient: "manganese",
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
          ingredient: "manganese",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Food Standards Scotland: "For most people, taking 4 mg or less of manganese supplements a day is unlikely to cause any harm. For older people, taking 0.5 mg or less ... is unlikely to cause any harm"; high doses "might cause nerve damage". 1 mg is within that for an adult.',
    sources: [
      {
        title: "Manganese",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/manganese",
      },
    ],
  },
  {
    id: "sc-p12-manganese-ul-quiet-4",
    title: "Adult takes 4 mg manganese in a joint formula",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Manganese 4 mg",
          ingredients: [
            {
              ingredient: "manganese",
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
          ingredient: "manganese",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Food Standards Scotland: "For most people, taking 4 mg or less of manganese supplements a day is unlikely to cause any harm. For older people, taking 0.5 mg or less ... is unlikely to cause any harm"; high doses "might cause nerve damage". 4 mg is within that for an adult.',
    sources: [
      {
        title: "Manganese",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/manganese",
      },
    ],
  },
  {
    id: "sc-p12-manganese-ul-quiet-older",
    title: "80-year-old takes a multivitamin with 0.4 mg manganese",
    profile: {
      medicines: [],
      conditions: ["aged 80"],
    },
    stack: [
      {
        custom: {
          name: "Multivitamin 50+ (manganese 0.4 mg)",
          ingredients: [
            {
              ingredient: "manganese",
              amount: 0.4,
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
      'Food Standards Scotland: "For most people, taking 4 mg or less of manganese supplements a day is unlikely to cause any harm. For older people, taking 0.5 mg or less ... is unlikely to cause any harm"; high doses "might cause nerve damage". 0.4 mg is within the older-people figure.',
    sources: [
      {
        title: "Manganese",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/manganese",
      },
    ],
  },
  {
    id: "sc-p12-guarana-pregnant",
    title: "Pregnant woman wants guarana capsules for tiredness",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Guarana 800 mg capsules (about 160 mg caffeine)",
          ingredients: [
            {
              ingredient: "guarana",
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
          ingredient: "guarana",
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
      'Guarana is a caffeine source. HSE: "High levels of caffeine in your diet: can cause low birth weight for your baby; may increase the risk of miscarriage"; "try to limit it to no more than 200mg a day."',
    sources: [
      {
        title: "Caffeine and pregnancy",
        publisher: "HSE (Health Service Executive, Ireland)",
        url: "https://www2.hse.ie/pregnancy-birth/keeping-well/health-lifestyle/caffeine",
      },
    ],
  },
  {
    id: "sc-p12-greencoffee-pregnant",
    title: "Pregnant woman asks about green coffee bean extract for weight",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Green coffee bean extract 400 mg (50% chlorogenic acids, contains caffeine)",
          ingredients: [
            {
              ingredient: "green-coffee-extract",
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
          ingredient: "green-coffee-extract",
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
      'Green coffee extract contains caffeine. HSE: high caffeine intake in pregnancy "can cause low birth weight for your baby" and "may increase the risk of miscarriage"; limit caffeine "to no more than 200mg a day."',
    sources: [
      {
        title: "Caffeine and pregnancy",
        publisher: "HSE (Health Service Executive, Ireland)",
        url: "https://www2.hse.ie/pregnancy-birth/keeping-well/health-lifestyle/caffeine",
      },
    ],
  },
];
