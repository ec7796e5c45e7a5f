// Scenarios of the p17 round's blind probe, written by a helper who had not seen the records: supplements with medical
// conditions and states (kidney disease stages, dialysis, haemochromatosis, sarcoidosis, myasthenia gravis, pregnancy,
// breastfeeding, an operation coming up, chemotherapy and 60 others), from sections 4.3 and 4.4 of UK product
// information, NHS trust and SPS pages and the FSA; cases resting on other pages were left out of the set.
import type { ScenarioInput } from "../schema";

export const WP17_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p17-vitd-sarcoidosis-1000iu",
    title: "Man with sarcoidosis starts vitamin D3 1000 IU for winter",
    profile: {
      medicines: [],
      conditions: ["sarcoidosis"],
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
      'The colecalciferol SmPC says it "should be prescribed with caution to patients suffering from sarcoidosis, due to the risk of increased metabolism of vitamin D into its active form", with serum and urine calcium monitoring; Fultium-D3 says such patients "must be referred to their doctor".',
    sources: [
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
      {
        title: "Fultium-D3 - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/2813",
      },
    ],
  },
  {
    id: "sc-p17-vitd-sarcoidosis-4000iu",
    title: "Woman with pulmonary sarcoidosis buys high-strength vitamin D 4000 IU",
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
      'UK colecalciferol SmPC (Strivit-D3): "Colecalciferol should be prescribed with caution to patients suffering from sarcoidosis because of the risk of increased metabolism of vitamin D to its active form. These patients should be monitored with regard to the calcium content in serum and urine."',
    sources: [
      {
        title: "Strivit-D3 - SmPC precautions (MHRA GB)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://rxreasoner.com/monographs/strivit-d3/precautions",
      },
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p17-vitd-hyperparathyroidism",
    title: "Woman with primary hyperparathyroidism takes vitamin D 1000 IU",
    profile: {
      medicines: [],
      conditions: ["hyperparathyroidism"],
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
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            condition: "hyperparathyroidism",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Colecalciferol SmPC 4.4: "Patients with primary hyperparathyroidism and vitamin deficiency should have their serum calcium measured" - doctor supervision needed, so at least ask-your-doctor.',
    sources: [
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p17-vitd-ckd4",
    title: "Man with CKD stage 4 buys vitamin D3 1000 IU",
    profile: {
      medicines: [],
      conditions: ["CKD stage 4"],
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
      flags: [
        {
          ingredient: "vitamin-d3",
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
      'Colecalciferol SmPC: "In patients with severe renal insufficiency, vitamin D in the form of colecalciferol is not metabolised normally and other forms of vitamin D should be used (see section 4.3)"; renal patients need calcium/phosphate monitoring.',
    sources: [
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
      {
        title: "Strivit-D3 - SmPC precautions (MHRA GB)",
        publisher: "RxReasoner (copy of UK SmPC)",
        url: "https://rxreasoner.com/monographs/strivit-d3/precautions",
      },
    ],
  },
  {
    id: "sc-p17-vitd-dialysis",
    title: "Woman on dialysis picks up vitamin D3 2000 IU",
    profile: {
      medicines: [],
      conditions: ["on dialysis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 2000 IU tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 2000,
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
            condition: "on dialysis",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Colecalciferol SmPC: in "severe renal insufficiency, vitamin D in the form of colecalciferol is not metabolised normally and other forms of vitamin D should be used" - the renal team should decide.',
    sources: [
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p17-vitd-kidney-stones",
    title: "Man with recurrent kidney stones takes vitamin D 2000 IU",
    profile: {
      medicines: [],
      conditions: ["kidney stones"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 2000 IU tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 2000,
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
      'Colecalciferol SmPC 4.4: "In patients with a history of renal stones urinary calcium excretion should be measured to exclude hypercalciuria"; monitoring "especially important ... in patients with a high tendency to calculus formation".',
    sources: [
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p17-calcium-d3-hyperparathyroidism",
    title: "Woman with primary hyperparathyroidism starts calcium + D3 tablets",
    profile: {
      medicines: [],
      conditions: ["hyperparathyroidism"],
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
            condition: "hyperparathyroidism",
          },
          severity: {
            min: "contraindicated",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            condition: "hyperparathyroidism",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Adcal-D3 SmPC 4.3: "Absolute contraindications are hypercalcaemia ... sarcoidosis; primary hyperparathyroidism and vitamin D overdosage."',
    sources: [
      {
        title: "Adcal-D3 Lemon Chewable tablets - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/401/smpc/print",
      },
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p17-calcium-d3-sarcoidosis",
    title: "Man with sarcoidosis takes calcium and vitamin D for his bones",
    profile: {
      medicines: [],
      conditions: ["sarcoidosis"],
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
            condition: "sarcoidosis",
          },
          severity: {
            min: "moderate",
          },
        },
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
      'Adcal-D3 Dissolve SmPC: "should also be used with caution in other patients with increased risk of hypercalcaemia e.g. patients with sarcoidosis"; the chewable SmPC lists hypercalcaemia from sarcoidosis under absolute contraindications.',
    sources: [
      {
        title: "Adcal-D3 Dissolve 1500mg/400IU Effervescent Tablets - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/6177/smpc/print",
      },
      {
        title: "Adcal-D3 Lemon Chewable tablets - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/401/smpc/print",
      },
    ],
  },
  {
    id: "sc-p17-calcium-kidney-stones",
    title: "Woman with a history of kidney stones starts calcium 600 mg + D3",
    profile: {
      medicines: [],
      conditions: ["kidney stones"],
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
      'Adcal-D3 SmPC: "Relative contraindications are osteoporosis due to prolonged immobilisation, renal stones, severe hypercalciuria" and "In patients with a history of renal stones urinary calcium excretion should be measured".',
    sources: [
      {
        title: "Adcal-D3 Lemon Chewable tablets - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/401/smpc/print",
      },
    ],
  },
  {
    id: "sc-p17-calcium-d3-ckd4",
    title: "Man with CKD stage 4 wants calcium + vitamin D chewables",
    profile: {
      medicines: [],
      conditions: ["CKD stage 4"],
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
            condition: "CKD stage 4",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Adcal-D3 SmPC 4.3 lists "Severe renal failure" among absolute contraindications; "Patients with mild to moderate renal failure ... should be supervised carefully including periodic checks of plasma calcium levels".',
    sources: [
      {
        title: "Adcal-D3 Lemon Chewable tablets - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/401/smpc/print",
      },
      {
        title: "Adcal-D3 Dissolve 1500mg/400IU Effervescent Tablets - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/6177/smpc/print",
      },
    ],
  },
  {
    id: "sc-p17-calcium-d3-dialysis",
    title: "Woman on haemodialysis buys calcium + D3 from the supermarket",
    profile: {
      medicines: [],
      conditions: ["on dialysis"],
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
            condition: "on dialysis",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Adcal-D3 SmPC: absolute contraindications include "Severe renal failure"; a dialysis patient\'s calcium (and phosphate binders) must be set by the renal team.',
    sources: [
      {
        title: "Adcal-D3 Lemon Chewable tablets - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/401/smpc/print",
      },
    ],
  },
  {
    id: "sc-p17-iron-haemochromatosis",
    title: "Man with haemochromatosis buys ferrous sulphate for tiredness",
    profile: {
      medicines: [],
      conditions: ["haemochromatosis"],
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
      'Ferrous sulfate SmPC 4.3: "Contraindications ... haemochromatosis and other iron overload syndromes."',
    sources: [
      {
        title: "Ferrous Sulfate Tablets 200mg (Sandoz) - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
      {
        title: "Ferrous Sulfate Tablets BP 200 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/ferrous-sulfate-tablets-bp-200-mg-94369/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p17-iron-crohns",
    title: "Woman with Crohn's disease buys iron tablets",
    profile: {
      medicines: [],
      conditions: ["Crohn's"],
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
            condition: "Crohn's",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous Sulfate BP SmPC 4.3 lists "Regional enteritis and ulcerative colitis"; the Sandoz SmPC says "Administer with caution in patients with ... existing gastrointestinal disease" - needs the IBD team\'s advice.',
    sources: [
      {
        title: "Ferrous Sulfate Tablets BP 200 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/ferrous-sulfate-tablets-bp-200-mg-94369/summary-of-medicine-characteristics",
      },
      {
        title: "Ferrous Sulfate Tablets 200mg (Sandoz) - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-p17-iron-ulcerative-colitis",
    title: "Man with ulcerative colitis takes over-the-counter ferrous sulphate",
    profile: {
      medicines: [],
      conditions: ["ulcerative colitis"],
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
            condition: "ulcerative colitis",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous Sulfate BP SmPC contraindications include "Regional enteritis and ulcerative colitis"; other UK SmPC: "caution in patients with ... existing gastrointestinal disease".',
    sources: [
      {
        title: "Ferrous Sulfate Tablets BP 200 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/ferrous-sulfate-tablets-bp-200-mg-94369/summary-of-medicine-characteristics",
      },
      {
        title: "Ferrous Sulfate Tablets 200mg (Sandoz) - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-p17-iron-thalassaemia",
    title: "Woman with beta-thalassaemia trait buys iron for low haemoglobin",
    profile: {
      medicines: [],
      conditions: ["thalassaemia trait"],
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
            condition: "thalassaemia trait",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC 4.4: "Administer with caution in patients with haemolytic anaemia, haemoglobinopathies, iron storage or iron absorption diseases"; "it is important to exclude any underlying cause of the anaemia".',
    sources: [
      {
        title: "Ferrous Sulfate Tablets 200mg (Sandoz) - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-p17-iron-sr-diverticular",
    title: "Man with diverticular disease takes slow-release iron",
    profile: {
      medicines: [],
      conditions: ["diverticular disease"],
    },
    stack: [
      {
        custom: {
          name: "Slow-release ferrous sulphate 325 mg tablets (105 mg iron)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 105,
              unit: "mg",
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
            condition: "diverticular disease",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrograd SmPC 4.3: contraindicated "in patients with intestinal diverticular disease or any intestinal obstruction" (slow-release matrix).',
    sources: [
      {
        title: "Ferrograd prolonged-release tablet - SmPC 4.3/4.4",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ferrograd/precautions",
      },
    ],
  },
  {
    id: "sc-p17-potassium-ckd4",
    title: "Man with CKD stage 4 takes potassium effervescent tablets for cramps",
    profile: {
      medicines: [],
      conditions: ["CKD stage 4"],
    },
    stack: [
      {
        custom: {
          name: "Potassium effervescent tablets (470 mg K)",
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
      'Sando-K leaflet: "Each tablet contains 470 mg Potassium (12 mmol). This should be taken into consideration if you have reduced kidney function"; "Talk to your doctor or pharmacist before taking".',
    sources: [
      {
        title: "Sando-K Effervescent Tablets - Patient Leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/959/xpil/print",
      },
    ],
  },
  {
    id: "sc-p17-potassium-dialysis",
    title: "Woman on dialysis buys a potassium supplement",
    profile: {
      medicines: [],
      conditions: ["on dialysis"],
    },
    stack: [
      {
        custom: {
          name: "Potassium 470 mg effervescent tablets",
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
            condition: "on dialysis",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Sando-K leaflet: potassium content "should be taken into consideration if you have reduced kidney function"; periodic blood tests and ECG are advised.',
    sources: [
      {
        title: "Sando-K Effervescent Tablets - Patient Leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/959/xpil/print",
      },
    ],
  },
  {
    id: "sc-p17-magnesium-ckd4",
    title: "Woman with CKD stage 4 buys magnesium sachets for cramp",
    profile: {
      medicines: [],
      conditions: ["CKD stage 4"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 243 mg sachets",
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
            condition: "CKD stage 4",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Magnaspartate SmPC 4.3: "Severe renal impairment (glomerular filtration rate <30 ml/min)" is a contraindication.',
    sources: [
      {
        title: "Magnaspartate 243 mg powder for oral solution - SmPC contraindications",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
      },
    ],
  },
  {
    id: "sc-p17-magnesium-dialysis",
    title: "Man on dialysis starts magnesium 243 mg",
    profile: {
      medicines: [],
      conditions: ["on dialysis"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 243 mg sachets",
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
            condition: "on dialysis",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Magnaspartate SmPC contraindicates "Severe renal impairment (glomerular filtration rate <30 ml/min)"; "Only in the case of severe renal insufficiency a cumulation of magnesium" occurs.',
    sources: [
      {
        title: "Magnaspartate 243 mg powder for oral solution - SmPC contraindications",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
      },
    ],
  },
  {
    id: "sc-p17-magnesium-heart-block",
    title: "Man with heart block and slow pulse takes magnesium",
    profile: {
      medicines: [],
      conditions: ["heart block"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 243 mg sachets",
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
            condition: "heart block",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'Magnaspartate SmPC 4.3: contraindicated in "Disorders of Cardiac conduction (bradycardia)".',
    sources: [
      {
        title: "Magnaspartate 243 mg powder for oral solution - SmPC contraindications",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
      },
    ],
  },
  {
    id: "sc-p17-echinacea-lupus",
    title: "Adult with lupus takes echinacea for a cold",
    profile: {
      medicines: [],
      conditions: ["lupus"],
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
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "echinacea",
          with: {
            condition: "lupus",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK Echinaforce (THR) leaflet does not take "If you suffer from ... An autoimmune disease such as collagenoses (inflammation of the connective tissue) or multiple sclerosis".',
    sources: [
      {
        title: "Echinaforce Hot Drink Cold & Flu (THR) - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK THR leaflet)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p17-echinacea-ms",
    title: "Adult with MS takes echinacea for a cold",
    profile: {
      medicines: [],
      conditions: ["MS"],
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
        servingsPerDay: 3,
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
      'The UK Echinaforce (THR) leaflet says do not take "If you suffer from ... An autoimmune disease such as collagenoses ... or multiple sclerosis".',
    sources: [
      {
        title: "Echinaforce Hot Drink Cold & Flu (THR) - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK THR leaflet)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p17-echinacea-rheumatoid-arthritis",
    title: "Adult with rheumatoid arthritis takes echinacea for a cold",
    profile: {
      medicines: [],
      conditions: ["rheumatoid arthritis"],
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
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK Echinaforce (THR) leaflet says do not take with "An autoimmune disease such as collagenoses (inflammation of the connective tissue)".',
    sources: [
      {
        title: "Echinaforce Hot Drink Cold & Flu (THR) - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK THR leaflet)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p17-echinacea-hiv",
    title: "Adult with HIV takes echinacea for a cold",
    profile: {
      medicines: [],
      conditions: ["HIV"],
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
      'The UK Echinaforce (THR) leaflet says do not take "If you suffer from ... HIV, AIDS or any other condition which decreases your resistance to infection".',
    sources: [
      {
        title: "Echinaforce Hot Drink Cold & Flu (THR) - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK THR leaflet)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p17-echinacea-kidney-transplant",
    title: "Adult with kidney transplant takes echinacea for a cold",
    profile: {
      medicines: [],
      conditions: ["kidney transplant"],
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
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK Echinaforce (THR) leaflet says do not take "If you have had an organ or bone marrow transplant".',
    sources: [
      {
        title: "Echinaforce Hot Drink Cold & Flu (THR) - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK THR leaflet)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p17-echinacea-chemotherapy",
    title: "Adult with having chemotherapy takes echinacea for a cold",
    profile: {
      medicines: [],
      conditions: ["having chemotherapy"],
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
      'The UK Echinaforce (THR) leaflet says do not take "If you are having treatment to reduce the response of your immune system (immunosuppression) e.g. chemotherapy, radiotherapy".',
    sources: [
      {
        title: "Echinaforce Hot Drink Cold & Flu (THR) - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK THR leaflet)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p17-echinacea-radiotherapy",
    title: "Adult with radiotherapy takes echinacea for a cold",
    profile: {
      medicines: [],
      conditions: ["radiotherapy"],
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
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "echinacea",
          with: {
            condition: "radiotherapy",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK Echinaforce (THR) leaflet says do not take "If you are having treatment to reduce the response of your immune system (immunosuppression) e.g. chemotherapy, radiotherapy".',
    sources: [
      {
        title: "Echinaforce Hot Drink Cold & Flu (THR) - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK THR leaflet)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p17-echinacea-sarcoidosis",
    title: "Adult with sarcoidosis takes echinacea for a cold",
    profile: {
      medicines: [],
      conditions: ["sarcoidosis"],
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
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "echinacea",
          with: {
            condition: "sarcoidosis",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'The UK Echinaforce (THR) leaflet says do not take "If you suffer from ... Sarcoidosis".',
    sources: [
      {
        title: "Echinaforce Hot Drink Cold & Flu (THR) - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK THR leaflet)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p17-echinacea-pregnant",
    title: "Adult with pregnant (10 weeks) takes echinacea for a cold",
    profile: {
      medicines: [],
      conditions: ["pregnant (10 weeks)"],
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
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "echinacea",
          with: {
            condition: "pregnant (10 weeks)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'The UK Echinaforce (THR) leaflet says do not take "If you are pregnant or breastfeeding".',
    sources: [
      {
        title: "Echinaforce Hot Drink Cold & Flu (THR) - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK THR leaflet)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
      {
        title: "Echinacold Echinacea Cold & Flu Relief tablets (THR) - patient leaflet",
        publisher: "imedi.co.uk (copy of UK THR leaflet)",
        url: "https://imedi.co.uk/echinaboost-film-coated-tablets?doc=3",
      },
    ],
  },
  {
    id: "sc-p17-echinacea-breastfeeding",
    title: "Adult with breastfeeding takes echinacea for a cold",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
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
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "echinacea",
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
    rationale: 'The UK Echinaforce (THR) leaflet says do not take "If you are pregnant or breastfeeding".',
    sources: [
      {
        title: "Echinaforce Hot Drink Cold & Flu (THR) - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK THR leaflet)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p17-echinacea-ragweed",
    title: "Adult with hay fever (allergic to ragweed) takes echinacea for a cold",
    profile: {
      medicines: [],
      conditions: ["hay fever (allergic to ragweed)"],
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
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "echinacea",
          with: {
            condition: "hay fever (allergic to ragweed)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK Echinaforce (THR) leaflet says do not take "If you are allergic to Echinacea or plants of the daisy (Asteraceae/ Compositae) family" (ragweed is in this family).',
    sources: [
      {
        title: "Echinaforce Hot Drink Cold & Flu (THR) - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK THR leaflet)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
      {
        title: "Echinacold Echinacea Cold & Flu Relief tablets (THR) - patient leaflet",
        publisher: "imedi.co.uk (copy of UK THR leaflet)",
        url: "https://imedi.co.uk/echinaboost-film-coated-tablets?doc=3",
      },
    ],
  },
  {
    id: "sc-p17-echinacea-asthma",
    title: "Adult with asthma takes echinacea for a cold",
    profile: {
      medicines: [],
      conditions: ["asthma"],
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
      'The UK Echinaforce (THR) leaflet says "If you have a tendency to allergies such as hives, allergic eczema or asthma see your doctor before taking this product".',
    sources: [
      {
        title: "Echinaforce Hot Drink Cold & Flu (THR) - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK THR leaflet)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
      {
        title: "Echinacold Echinacea Cold & Flu Relief tablets (THR) - patient leaflet",
        publisher: "imedi.co.uk (copy of UK THR leaflet)",
        url: "https://imedi.co.uk/echinaboost-film-coated-tablets?doc=3",
      },
    ],
  },
  {
    id: "sc-p17-echinacea-leukaemia",
    title: "Adult with leukaemia takes echinacea for a cold",
    profile: {
      medicines: [],
      conditions: ["leukaemia"],
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
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "echinacea",
          with: {
            condition: "leukaemia",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'The UK Echinaforce (THR) leaflet says do not take with "A disorder which affects your white blood cells such as agranulocytosis ... or leukemia".',
    sources: [
      {
        title: "Echinaforce Hot Drink Cold & Flu (THR) - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK THR leaflet)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p17-turmeric-gallstones",
    title: "Adult with gallstones takes turmeric capsules for joint pain",
    profile: {
      medicines: [],
      conditions: ["gallstones"],
    },
    stack: [
      {
        custom: {
          name: "Turmeric extract 500 mg (95% curcuminoids) capsules",
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
      'SPS (NHS): "Due to their ability to increase bile secretion, turmeric and curcumin should not be taken by individuals with obstruction of the bile duct, cholangitis, liver disease, gallstones and any other biliary disease."',
    sources: [
      {
        title: "Turmeric - potential adverse effects and interactions",
        publisher: "Specialist Pharmacy Service (NHS)",
        url: "https://www.sps.nhs.uk/articles/turmeric-potential-adverse-effects-and-interactions/",
      },
    ],
  },
  {
    id: "sc-p17-turmeric-fatty-liver",
    title: "Adult with fatty liver takes turmeric capsules for joint pain",
    profile: {
      medicines: [],
      conditions: ["fatty liver"],
    },
    stack: [
      {
        custom: {
          name: "Turmeric extract 500 mg (95% curcuminoids) capsules",
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
            condition: "fatty liver",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'SPS (NHS): "Due to their ability to increase bile secretion, turmeric and curcumin should not be taken by individuals with obstruction of the bile duct, cholangitis, liver disease, gallstones and any other biliary disease."',
    sources: [
      {
        title: "Turmeric - potential adverse effects and interactions",
        publisher: "Specialist Pharmacy Service (NHS)",
        url: "https://www.sps.nhs.uk/articles/turmeric-potential-adverse-effects-and-interactions/",
      },
    ],
  },
  {
    id: "sc-p17-turmeric-cirrhosis",
    title: "Adult with cirrhosis takes turmeric capsules for joint pain",
    profile: {
      medicines: [],
      conditions: ["cirrhosis"],
    },
    stack: [
      {
        custom: {
          name: "Turmeric extract 500 mg (95% curcuminoids) capsules",
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
            condition: "cirrhosis",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'SPS (NHS): "Due to their ability to increase bile secretion, turmeric and curcumin should not be taken by individuals with obstruction of the bile duct, cholangitis, liver disease, gallstones and any other biliary disease."',
    sources: [
      {
        title: "Turmeric - potential adverse effects and interactions",
        publisher: "Specialist Pharmacy Service (NHS)",
        url: "https://www.sps.nhs.uk/articles/turmeric-potential-adverse-effects-and-interactions/",
      },
    ],
  },
  {
    id: "sc-p17-turmeric-chemotherapy",
    title: "Woman having chemotherapy takes high-strength turmeric",
    profile: {
      medicines: [],
      conditions: ["having chemotherapy"],
    },
    stack: [
      {
        custom: {
          name: "Turmeric extract 500 mg (95% curcuminoids) capsules",
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
            condition: "having chemotherapy",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'SPS (NHS): "Patient\'s taking medicines with a narrow therapeutic index or, associated with significant side effects, e.g. anticancer or immunosuppressant agents should use turmeric and curcumin with caution."',
    sources: [
      {
        title: "Turmeric - potential adverse effects and interactions",
        publisher: "Specialist Pharmacy Service (NHS)",
        url: "https://www.sps.nhs.uk/articles/turmeric-potential-adverse-effects-and-interactions/",
      },
    ],
  },
  {
    id: "sc-p17-devils-claw-stomach-ulcer",
    title: "Man with a stomach ulcer takes devil's claw for back pain",
    profile: {
      medicines: [],
      conditions: ["stomach ulcer"],
    },
    stack: [
      {
        custom: {
          name: "Devil's claw root extract 480 mg tablets",
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
      'UK devil\'s claw THR SmPC 4.3: contraindicated in "Patients with active gastric or duodenal ulcer".',
    sources: [
      {
        title: "Healthspan Devil's Claw JointAid tablets (THR) - SmPC",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/healthspan-devils-claw-jointaid-tablets-93362/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p17-devils-claw-heart-failure",
    title: "Woman with heart failure takes devil's claw for arthritis",
    profile: {
      medicines: [],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Devil's claw root extract 480 mg tablets",
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
      "Devil's claw THR SmPC 4.4: \"Caution should be taken when Devil's claw is administered to patients with cardiac disorders.\"",
    sources: [
      {
        title: "Vitabiotics Devil's Claw tablets (THR) - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/vitabiotics-devils-claw-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p17-devils-claw-af",
    title: "Man with AF takes devil's claw for muscle aches",
    profile: {
      medicines: [],
      conditions: ["AF"],
    },
    stack: [
      {
        custom: {
          name: "Devil's claw root extract 480 mg tablets",
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
      "Devil's claw THR SmPC 4.4: \"Caution should be taken when Devil's claw is administered to patients with cardiac disorders.\"",
    sources: [
      {
        title: "Vitabiotics Devil's Claw tablets (THR) - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/vitabiotics-devils-claw-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p17-black-cohosh-breast-cancer",
    title: "Woman after hormone-receptor-positive breast cancer takes black cohosh for flushes",
    profile: {
      medicines: [],
      conditions: ["breast cancer (hormone receptor positive)"],
    },
    stack: [
      {
        custom: {
          name: "Black cohosh root extract 6.5 mg menopause tablets",
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
            condition: "breast cancer (hormone receptor positive)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Black cohosh THR SmPC 4.3: contraindicated in "Patients currently receiving treatment for or with a history of an oestrogen dependent tumour"; the Boots leaflet lists "If you have, or have ever had, treatment for breast cancer or any other hormone dependent tumour".',
    sources: [
      {
        title: "English Herbal Medicines Black Cohosh Rumatix (THR) - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
      {
        title: "Boots Black Cohosh Menopause Relief Tablets (THR) - patient leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8335/pil",
      },
    ],
  },
  {
    id: "sc-p17-black-cohosh-cirrhosis",
    title: "Woman with cirrhosis wants black cohosh for night sweats",
    profile: {
      medicines: [],
      conditions: ["cirrhosis"],
    },
    stack: [
      {
        custom: {
          name: "Black cohosh root extract 6.5 mg menopause tablets",
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
            condition: "cirrhosis",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Black cohosh THR SmPC 4.3: "Patients with active liver disease or a history of liver damage."',
    sources: [
      {
        title: "English Herbal Medicines Black Cohosh Rumatix (THR) - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
    ],
  },
  {
    id: "sc-p17-black-cohosh-fatty-liver",
    title: "Woman with fatty liver disease takes black cohosh",
    profile: {
      medicines: [],
      conditions: ["fatty liver"],
    },
    stack: [
      {
        custom: {
          name: "Black cohosh root extract 6.5 mg menopause tablets",
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
            condition: "fatty liver",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Black cohosh THR SmPC: contraindicated with "active liver disease or a history of liver damage"; Boots leaflet: not for women who "have, or have ever had, liver or kidney problems".',
    sources: [
      {
        title: "English Herbal Medicines Black Cohosh Rumatix (THR) - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
      {
        title: "Boots Black Cohosh Menopause Relief Tablets (THR) - patient leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8335/pil",
      },
    ],
  },
  {
    id: "sc-p17-black-cohosh-pregnant",
    title: "Pregnant woman takes black cohosh",
    profile: {
      medicines: [],
      conditions: ["pregnant (10 weeks)"],
    },
    stack: [
      {
        custom: {
          name: "Black cohosh root extract 6.5 mg menopause tablets",
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
            condition: "pregnant (10 weeks)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'Black cohosh THR SmPC 4.3 lists "Pregnancy and lactation" as contraindications.',
    sources: [
      {
        title: "English Herbal Medicines Black Cohosh Rumatix (THR) - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
    ],
  },
  {
    id: "sc-p17-black-cohosh-ckd4",
    title: "Woman with CKD stage 4 takes black cohosh for hot flushes",
    profile: {
      medicines: [],
      conditions: ["CKD stage 4"],
    },
    stack: [
      {
        custom: {
          name: "Black cohosh root extract 6.5 mg menopause tablets",
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
            condition: "CKD stage 4",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Black cohosh THR SmPC 4.2: "This product should not be taken by patients who have hepatic impairment or renal impairment."',
    sources: [
      {
        title: "English Herbal Medicines Black Cohosh Rumatix (THR) - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
      {
        title: "Boots Black Cohosh Menopause Relief Tablets (THR) - patient leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8335/pil",
      },
    ],
  },
  {
    id: "sc-p17-sjw-depression",
    title: "Man diagnosed with depression buys St John's wort instead of seeing GP again",
    profile: {
      medicines: [],
      conditions: ["depression"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 425 mg tablets",
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
            condition: "depression",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SJW THR leaflet: "Do not take this product if: ... You are suffering from depression"; "If your doctor has told you that you are suffering from depression do not use this product."',
    sources: [
      {
        title: "Vitabiotics St John's Wort tablets (THR) - patient leaflet",
        publisher: "drugs.com/uk (copy of UK leaflet)",
        url: "https://www.drugs.com/uk/vitabiotics-st-johns-wort-tablets-leaflet.html",
      },
      {
        title: "Vitabiotics St John's Wort tablets (THR) - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK leaflet)",
        url: "https://patient-info.co.uk/vitabiotics-st-johns-wort-tablets-87482/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p17-sjw-pregnant",
    title: "Pregnant woman with low mood takes St John's wort",
    profile: {
      medicines: [],
      conditions: ["pregnant (10 weeks)"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 425 mg tablets",
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
            condition: "pregnant (10 weeks)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'UK SJW THR leaflet: "Do not take this product if: ... You are pregnant or breast-feeding".',
    sources: [
      {
        title: "Vitabiotics St John's Wort tablets (THR) - patient leaflet",
        publisher: "drugs.com/uk (copy of UK leaflet)",
        url: "https://www.drugs.com/uk/vitabiotics-st-johns-wort-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-p17-sjw-breastfeeding",
    title: "Breastfeeding mother takes St John's wort",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 425 mg tablets",
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
            condition: "breastfeeding",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'UK SJW THR leaflet: "Do not take this product if: ... You are pregnant or breast-feeding".',
    sources: [
      {
        title: "Vitabiotics St John's Wort tablets (THR) - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK leaflet)",
        url: "https://patient-info.co.uk/vitabiotics-st-johns-wort-tablets-87482/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p17-ginkgo-epilepsy",
    title: "Man with epilepsy takes ginkgo for memory",
    profile: {
      medicines: [],
      conditions: ["epilepsy"],
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
      'Ginkgo SmPC 4.4: "In patients with epilepsy, onset of further seizures - promoted by intake of Ginkgo preparations - cannot be excluded."',
    sources: [
      {
        title: "Ginkgo-Biloba Pharma Nord film-coated tablet - SmPC 4.3/4.4",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p17-ginkgo-bleeding-disorder",
    title: "Woman with a bleeding disorder takes ginkgo for tinnitus",
    profile: {
      medicines: [],
      conditions: ["bleeding disorder"],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "ginkgo-biloba",
          with: {
            condition: "bleeding disorder",
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
        title: "Ginkgo-Biloba Pharma Nord film-coated tablet - SmPC 4.3/4.4",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
      {
        title: "Puncto Ginkgo Max Strength Tablets (THR) - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/puncto-ginkgo-max-strength-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p17-ginkgo-haemophilia",
    title: "Man with haemophilia A takes ginkgo",
    profile: {
      medicines: [],
      conditions: ["haemophilia"],
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
        servingsPerDay: 2,
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
      'Ginkgo SmPC 4.4: spontaneous bleeding reported; "care should be taken by patients who are at an increased risk of bleeding such as those with bleeding disorders".',
    sources: [
      {
        title: "Ginkgo-Biloba Pharma Nord film-coated tablet - SmPC 4.3/4.4",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p17-ginkgo-pregnant",
    title: "Pregnant woman takes ginkgo for cold hands",
    profile: {
      medicines: [],
      conditions: ["pregnant (10 weeks)"],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "ginkgo-biloba",
          with: {
            condition: "pregnant (10 weeks)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'Ginkgo SmPC 4.3 Contraindications: "Pregnancy and Lactation".',
    sources: [
      {
        title: "Ginkgo-Biloba Pharma Nord film-coated tablet - SmPC 4.3/4.4",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p17-ginkgo-breastfeeding",
    title: "Breastfeeding mother takes ginkgo for memory",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "ginkgo-biloba",
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
    rationale: 'Ginkgo SmPC 4.3 Contraindications: "Pregnancy and Lactation".',
    sources: [
      {
        title: "Ginkgo-Biloba Pharma Nord film-coated tablet - SmPC 4.3/4.4",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p17-melatonin-lupus",
    title: "Adult with lupus buys melatonin for sleep",
    profile: {
      medicines: [],
      conditions: ["lupus"],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 3 mg tablets (bought online)",
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
            condition: "lupus",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Circadin (melatonin) SmPC 4.4: "No clinical data exist concerning the use of Circadin in individuals with autoimmune diseases. Therefore, Circadin is not recommended for use in patients with autoimmune diseases."',
    sources: [
      {
        title: "Circadin 2 mg prolonged-release tablets - SmPC 4.4/4.6",
        publisher: "RxReasoner (copy of EMA SmPC)",
        url: "https://rxreasoner.com/monographs/circadin/precautions",
      },
    ],
  },
  {
    id: "sc-p17-melatonin-rheumatoid-arthritis",
    title: "Adult with rheumatoid arthritis buys melatonin for sleep",
    profile: {
      medicines: [],
      conditions: ["rheumatoid arthritis"],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 3 mg tablets (bought online)",
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
            condition: "rheumatoid arthritis",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Circadin (melatonin) SmPC 4.4: "No clinical data exist concerning the use of Circadin in individuals with autoimmune diseases. Therefore, Circadin is not recommended for use in patients with autoimmune diseases."',
    sources: [
      {
        title: "Circadin 2 mg prolonged-release tablets - SmPC 4.4/4.6",
        publisher: "RxReasoner (copy of EMA SmPC)",
        url: "https://rxreasoner.com/monographs/circadin/precautions",
      },
    ],
  },
  {
    id: "sc-p17-melatonin-ms",
    title: "Adult with MS buys melatonin for sleep",
    profile: {
      medicines: [],
      conditions: ["MS"],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 3 mg tablets (bought online)",
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
            condition: "MS",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Circadin (melatonin) SmPC 4.4: "No clinical data exist concerning the use of Circadin in individuals with autoimmune diseases. Therefore, Circadin is not recommended for use in patients with autoimmune diseases."',
    sources: [
      {
        title: "Circadin 2 mg prolonged-release tablets - SmPC 4.4/4.6",
        publisher: "RxReasoner (copy of EMA SmPC)",
        url: "https://rxreasoner.com/monographs/circadin/precautions",
      },
    ],
  },
  {
    id: "sc-p17-melatonin-hashimotos",
    title: "Adult with Hashimoto's buys melatonin for sleep",
    profile: {
      medicines: [],
      conditions: ["Hashimoto's"],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 3 mg tablets (bought online)",
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
            condition: "Hashimoto's",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Circadin (melatonin) SmPC 4.4: "No clinical data exist concerning the use of Circadin in individuals with autoimmune diseases. Therefore, Circadin is not recommended for use in patients with autoimmune diseases."',
    sources: [
      {
        title: "Circadin 2 mg prolonged-release tablets - SmPC 4.4/4.6",
        publisher: "RxReasoner (copy of EMA SmPC)",
        url: "https://rxreasoner.com/monographs/circadin/precautions",
      },
    ],
  },
  {
    id: "sc-p17-melatonin-cirrhosis",
    title: "Man with cirrhosis takes melatonin for insomnia",
    profile: {
      medicines: [],
      conditions: ["cirrhosis"],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 3 mg tablets (bought online)",
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
            condition: "cirrhosis",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Circadin SmPC 4.2: "Published data demonstrates markedly elevated endogenous melatonin levels during daytime hours due to decreased clearance in patients with hepatic impairment. Therefore, Circadin is not recommended for use in patients with hepatic impairment."',
    sources: [
      {
        title: "Circadin 2 mg prolonged-release tablets - SmPC",
        publisher: "theodora.com (copy of EMA SmPC)",
        url: "https://theodora.com/drugs/eu/circadin.html",
      },
    ],
  },
  {
    id: "sc-p17-melatonin-pregnant",
    title: "Pregnant woman takes melatonin to sleep",
    profile: {
      medicines: [],
      conditions: ["pregnant (10 weeks)"],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 3 mg tablets (bought online)",
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
            condition: "pregnant (10 weeks)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Circadin SmPC 4.6: "In view of the lack of clinical data, use in pregnant women and by women intending to become pregnant is not recommended."',
    sources: [
      {
        title: "Circadin 2 mg prolonged-release tablets - SmPC 4.4/4.6",
        publisher: "RxReasoner (copy of EMA SmPC)",
        url: "https://rxreasoner.com/monographs/circadin/precautions",
      },
    ],
  },
  {
    id: "sc-p17-melatonin-breastfeeding",
    title: "Breastfeeding mother takes melatonin",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 3 mg tablets (bought online)",
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
      'Circadin SmPC 4.6: "exogenous melatonin is probably secreted into human milk ... Therefore, breast-feeding is not recommended in women under treatment with melatonin."',
    sources: [
      {
        title: "Circadin 2 mg prolonged-release tablets - SmPC 4.4/4.6",
        publisher: "RxReasoner (copy of EMA SmPC)",
        url: "https://rxreasoner.com/monographs/circadin/precautions",
      },
    ],
  },
  {
    id: "sc-p17-glucosamine-shellfish",
    title: "Man allergic to shellfish starts glucosamine for knee pain",
    profile: {
      medicines: [],
      conditions: ["allergic to shellfish"],
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
            condition: "allergic to shellfish",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Glucosamine SmPC 4.3: "Hypersensitivity to shellfish as the active ingredient is obtained from shellfish"; Glusartel "must not be given to patients who are allergic to shellfish".',
    sources: [
      {
        title: "Dolenio (glucosamine) film-coated tablets - SmPC 4.3/4.4",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
      {
        title: "Glusartel 1500 mg powder for oral solution - SmPC",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/glusartel-1500-mg-powder-for-oral-solution-92237/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p17-glucosamine-type1",
    title: "Woman with type 1 diabetes takes glucosamine",
    profile: {
      medicines: [],
      conditions: ["type 1 diabetes"],
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
      'Glucosamine SmPC 4.4: "In patients with impaired glucose tolerance, monitoring of the blood glucose levels and, where relevant, insulin requirements is recommended before start of treatment and periodically during treatment."',
    sources: [
      {
        title: "Dolenio (glucosamine) film-coated tablets - SmPC 4.3/4.4",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
    ],
  },
  {
    id: "sc-p17-glucosamine-type2",
    title: "Man with type 2 diabetes takes glucosamine for his knees",
    profile: {
      medicines: [],
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
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Glucosamine SmPC 4.4: "In patients with impaired glucose tolerance, monitoring of the blood glucose levels ... is recommended".',
    sources: [
      {
        title: "Dolenio (glucosamine) film-coated tablets - SmPC 4.3/4.4",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
    ],
  },
  {
    id: "sc-p17-glucosamine-asthma",
    title: "Woman with asthma starts glucosamine",
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
        title: "Dolenio (glucosamine) film-coated tablets - SmPC 4.3/4.4",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
    ],
  },
  {
    id: "sc-p17-psyllium-swallowing",
    title: "Older man with difficulty swallowing takes ispaghula sachets",
    profile: {
      medicines: [],
      conditions: ["difficulty swallowing"],
    },
    stack: [
      {
        custom: {
          name: "Ispaghula (psyllium) husk 3.5 g sachets",
          ingredients: [
            {
              ingredient: "psyllium",
              amount: 3.5,
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
          ingredient: "psyllium",
          with: {
            condition: "difficulty swallowing",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Fybogel SmPC 4.3: contraindicated in "Patients who have difficulty in swallowing or any throat problems".',
    sources: [
      {
        title: "Fybogel granules - SmPC 4.3/4.4",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://rxreasoner.com/monographs/fybogel/precautions",
      },
    ],
  },
  {
    id: "sc-p17-psyllium-bowel-obstruction",
    title: "Woman with a past bowel obstruction takes psyllium husk",
    profile: {
      medicines: [],
      conditions: ["bowel obstruction"],
    },
    stack: [
      {
        custom: {
          name: "Ispaghula (psyllium) husk 3.5 g sachets",
          ingredients: [
            {
              ingredient: "psyllium",
              amount: 3.5,
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
          ingredient: "psyllium",
          with: {
            condition: "bowel obstruction",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Fybogel SmPC 4.3: "contra-indicated in patients suffering from abnormal constrictions in the gastro-intestinal tract ... intestinal obstruction, faecal impaction".',
    sources: [
      {
        title: "Fybogel granules - SmPC 4.3/4.4",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://rxreasoner.com/monographs/fybogel/precautions",
      },
    ],
  },
  {
    id: "sc-p17-peppermint-heartburn",
    title: "Man with acid reflux takes peppermint oil capsules for IBS",
    profile: {
      medicines: [],
      conditions: ["acid reflux"],
    },
    stack: [
      {
        custom: {
          name: "Peppermint oil 0.2 ml (187 mg) gastro-resistant capsules",
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
            condition: "acid reflux",
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
        title: "Colpermin IBS Relief Capsules - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/1076/smpc",
      },
    ],
  },
  {
    id: "sc-p17-pelargonium-bleeding-disorder",
    title: "Woman with a bleeding disorder takes pelargonium for a cold",
    profile: {
      medicines: [],
      conditions: ["bleeding disorder"],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium root extract 20 mg cold relief tablets",
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
            condition: "bleeding disorder",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kaloba tablets SPC 4.3: "Kaloba is not to be used in the following cases: ... increased tendency to bleeding".',
    sources: [
      {
        title: "Kaloba Tablets - Summary of Product Characteristics",
        publisher: "Schwabe Pharma UK",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/kaloba-tablets-spc/",
      },
    ],
  },
  {
    id: "sc-p17-pelargonium-haemophilia",
    title: "Man with haemophilia takes pelargonium",
    profile: {
      medicines: [],
      conditions: ["haemophilia"],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium root extract 20 mg cold relief tablets",
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
            condition: "haemophilia",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'Kaloba tablets SPC 4.3: not to be used with "increased tendency to bleeding".',
    sources: [
      {
        title: "Kaloba Tablets - Summary of Product Characteristics",
        publisher: "Schwabe Pharma UK",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/kaloba-tablets-spc/",
      },
    ],
  },
  {
    id: "sc-p17-pelargonium-ckd4",
    title: "Woman with CKD stage 4 takes pelargonium for sore throat",
    profile: {
      medicines: [],
      conditions: ["CKD stage 4"],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium root extract 20 mg cold relief tablets",
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
            condition: "CKD stage 4",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'Kaloba tablets SPC 4.3: not to be used in "severe hepatic and renal diseases".',
    sources: [
      {
        title: "Kaloba Tablets - Summary of Product Characteristics",
        publisher: "Schwabe Pharma UK",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/kaloba-tablets-spc/",
      },
    ],
  },
  {
    id: "sc-p17-milk-thistle-ragweed",
    title: "Woman with ragweed hay fever takes milk thistle",
    profile: {
      medicines: [],
      conditions: ["hay fever (allergic to ragweed)"],
    },
    stack: [
      {
        custom: {
          name: "Milk thistle extract 300 mg tablets",
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
            condition: "hay fever (allergic to ragweed)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Milk thistle THR SmPC 4.3: "Hypersensitivity to Milk Thistle or plants of the daisy (Asteraceae/ Compositae) family".',
    sources: [
      {
        title: "Superdrug Max Strength Milk Thistle Tablets (THR) - SmPC",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/superdrug-max-strength-milk-thistle-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p17-milk-thistle-cirrhosis",
    title: "Man with alcohol-related cirrhosis buys milk thistle",
    profile: {
      medicines: [],
      conditions: ["cirrhosis"],
    },
    stack: [
      {
        custom: {
          name: "Milk thistle extract 300 mg tablets",
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
            condition: "cirrhosis",
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
        title: "Superdrug Max Strength Milk Thistle Tablets (THR) - SmPC",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/superdrug-max-strength-milk-thistle-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p17-feverfew-ragweed",
    title: "Woman allergic to ragweed takes feverfew for migraine",
    profile: {
      medicines: [],
      conditions: ["hay fever (allergic to ragweed)"],
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
            condition: "hay fever (allergic to ragweed)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Feverfew THR SmPC 4.3: "Hypersensitivity to Feverfew, or other members of the Asteraceae (Compositae) family".',
    sources: [
      {
        title: "MigraHerb Migraine Relief Capsules (feverfew, THR) - SmPC",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/migraherb-migraine-relief-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p17-cbd-pregnant",
    title: "Pregnant woman uses CBD oil for nausea and anxiety",
    profile: {
      medicines: [],
      conditions: ["pregnant (10 weeks)"],
    },
    stack: [
      {
        custom: {
          name: "CBD oil 5% (25 mg per dose)",
          ingredients: [
            {
              ingredient: "cbd",
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
          ingredient: "cbd",
          with: {
            condition: "pregnant (10 weeks)",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Food Standards Agency: "As a precaution, we do not recommend CBD for people in vulnerable groups, unless under medical direction. These include: pregnant and breastfeeding women".',
    sources: [
      {
        title: "Cannabidiol (CBD) - consumer advice",
        publisher: "Food Standards Agency",
        url: "https://www.food.gov.uk/safety-hygiene/cannabidiol-cbd?navref=breadcrumb",
      },
    ],
  },
  {
    id: "sc-p17-cbd-breastfeeding",
    title: "Breastfeeding mother takes CBD capsules",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "CBD 10 mg capsules",
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
      'Food Standards Agency: "we do not recommend CBD for people in vulnerable groups ... pregnant and breastfeeding women".',
    sources: [
      {
        title: "Cannabidiol (CBD) - consumer advice",
        publisher: "Food Standards Agency",
        url: "https://www.food.gov.uk/safety-hygiene/cannabidiol-cbd?navref=breadcrumb",
      },
    ],
  },
  {
    id: "sc-p17-caffeine-pregnant",
    title: "Pregnant woman uses 200 mg caffeine tablets to stay awake",
    profile: {
      medicines: [],
      conditions: ["pregnant (10 weeks)"],
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
            condition: "pregnant (10 weeks)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'HSE: "High levels of caffeine in your diet: can cause low birth weight for your baby; may increase the risk of miscarriage ... try to limit it to no more than 200mg a day" - a 200 mg tablet uses the whole allowance.',
    sources: [
      {
        title: "Caffeine in pregnancy",
        publisher: "HSE (Health Service Executive, Ireland)",
        url: "https://www2.hse.ie/pregnancy-birth/keeping-well/health-lifestyle/caffeine",
      },
    ],
  },
  {
    id: "sc-p17-sage-pregnant",
    title: "Pregnant woman takes sage tablets for sweating",
    profile: {
      medicines: [],
      conditions: ["pregnant (10 weeks)"],
    },
    stack: [
      {
        custom: {
          name: "Sage leaf tincture 51 mg tablets",
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
            condition: "pregnant (10 weeks)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Menoforce Sage SmPC 4.6: "The safety of this product during pregnancy and lactation has not been established, therefore the use of this product during pregnancy and lactation is not recommended".',
    sources: [
      {
        title: "Menoforce Sage tablets (THR) - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/menoforce-sage-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p17-nac-asthma",
    title: "Woman with asthma takes NAC 600 mg",
    profile: {
      medicines: [],
      conditions: ["asthma"],
    },
    stack: [
      {
        custom: {
          name: "N-acetylcysteine 600 mg capsules",
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
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Acetylcysteine SmPC 4.4: "Bronchospasms may occur with the use of acetylcysteine especially in patients with asthma. If bronchospasms occur, the medicinal product should be discontinued immediately."',
    sources: [
      {
        title: "Acetylcysteine 600 mg effervescent tablets - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8576/smpc%23gref",
      },
    ],
  },
  {
    id: "sc-p17-nac-stomach-ulcer",
    title: "Man with a history of stomach ulcer takes NAC",
    profile: {
      medicines: [],
      conditions: ["stomach ulcer"],
    },
    stack: [
      {
        custom: {
          name: "N-acetylcysteine 600 mg capsules",
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
            condition: "stomach ulcer",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'Acetylcysteine SmPC 4.4: "Caution is advised in patients with a history of peptic ulcer".',
    sources: [
      {
        title: "Acetylcysteine 600 mg effervescent tablets - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8576/smpc%23gref",
      },
    ],
  },
  {
    id: "sc-p17-vitamin-a-pregnant",
    title: "Pregnant woman takes a vitamin A 800 µg supplement for skin",
    profile: {
      medicines: [],
      conditions: ["pregnant (10 weeks)"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin A 800 µg tablets",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 800,
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
            condition: "pregnant (10 weeks)",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'NHS maternity advice: "Vitamin A should not be taken in pregnancy."',
    sources: [
      {
        title: "Vitamins and supplements (maternity)",
        publisher: "Royal Devon University Healthcare NHS Foundation Trust",
        url: "https://www.royaldevon.nhs.uk/services/maternity-and-obstetrics-birth-and-babies/vitamins-and-supplements/",
      },
      {
        title: "Vitamins and supplements in pregnancy",
        publisher: "Frimley Health and Care (NHS)",
        url: "https://www.frimleyhealthandcare.org.uk/maternity/your-pregnancy/vitamins-and-supplements/",
      },
    ],
  },
  {
    id: "sc-p17-cod-liver-oil-vita-pregnant",
    title: "Pregnant woman keeps taking cod liver oil with vitamin A",
    profile: {
      medicines: [],
      conditions: ["pregnant (10 weeks)"],
    },
    stack: [
      {
        custom: {
          name: "Cod liver oil 1000 mg capsules with vitamin A 750 µg",
          ingredients: [
            {
              ingredient: "cod-liver-oil",
              amount: 1000,
              unit: "mg",
            },
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
            condition: "pregnant (10 weeks)",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NHS maternity advice: "Vitamin A should not be taken in pregnancy" - cod liver oil capsules carry preformed vitamin A.',
    sources: [
      {
        title: "Vitamins and supplements (maternity)",
        publisher: "Royal Devon University Healthcare NHS Foundation Trust",
        url: "https://www.royaldevon.nhs.uk/services/maternity-and-obstetrics-birth-and-babies/vitamins-and-supplements/",
      },
      {
        title: "Vitamins and supplements in pregnancy",
        publisher: "Frimley Health and Care (NHS)",
        url: "https://www.frimleyhealthandcare.org.uk/maternity/your-pregnancy/vitamins-and-supplements/",
      },
    ],
  },
  {
    id: "sc-p17-vitd-quiet-type2",
    title: "Adult with type 2 diabetes takes vitamin D3 1000 IU through winter",
    profile: {
      medicines: [],
      conditions: ["type 2 diabetes"],
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
            condition: "type 2 diabetes",
          },
        },
      ],
    },
    rationale:
      'The UK colecalciferol SmPC cautions only in sarcoidosis, renal impairment/stones, primary hyperparathyroidism, immobilised osteoporosis and malignancy ("Colecalciferol should be used with caution in other patients with increased risk of hypercalcaemia"); type 2 diabetes is not among them and a 1000 IU daily dose is a standard supplement.',
    sources: [
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p17-vitd-quiet-ms",
    title: "Adult with MS takes vitamin D3 1000 IU through winter",
    profile: {
      medicines: [],
      conditions: ["MS"],
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
            condition: "MS",
          },
        },
      ],
    },
    rationale:
      'The UK colecalciferol SmPC cautions only in sarcoidosis, renal impairment/stones, primary hyperparathyroidism, immobilised osteoporosis and malignancy ("Colecalciferol should be used with caution in other patients with increased risk of hypercalcaemia"); MS is not among them and a 1000 IU daily dose is a standard supplement.',
    sources: [
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p17-vitd-quiet-lupus",
    title: "Adult with lupus takes vitamin D3 1000 IU through winter",
    profile: {
      medicines: [],
      conditions: ["lupus"],
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
            condition: "lupus",
          },
        },
      ],
    },
    rationale:
      'The UK colecalciferol SmPC cautions only in sarcoidosis, renal impairment/stones, primary hyperparathyroidism, immobilised osteoporosis and malignancy ("Colecalciferol should be used with caution in other patients with increased risk of hypercalcaemia"); lupus is not among them and a 1000 IU daily dose is a standard supplement.',
    sources: [
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p17-vitd-quiet-ra",
    title: "Adult with rheumatoid arthritis takes vitamin D3 1000 IU through winter",
    profile: {
      medicines: [],
      conditions: ["rheumatoid arthritis"],
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
            condition: "rheumatoid arthritis",
          },
        },
      ],
    },
    rationale:
      'The UK colecalciferol SmPC cautions only in sarcoidosis, renal impairment/stones, primary hyperparathyroidism, immobilised osteoporosis and malignancy ("Colecalciferol should be used with caution in other patients with increased risk of hypercalcaemia"); rheumatoid arthritis is not among them and a 1000 IU daily dose is a standard supplement.',
    sources: [
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p17-vitd-quiet-hashimotos",
    title: "Adult with Hashimoto's takes vitamin D3 1000 IU through winter",
    profile: {
      medicines: [],
      conditions: ["Hashimoto's"],
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
            condition: "Hashimoto's",
          },
        },
      ],
    },
    rationale:
      'The UK colecalciferol SmPC cautions only in sarcoidosis, renal impairment/stones, primary hyperparathyroidism, immobilised osteoporosis and malignancy ("Colecalciferol should be used with caution in other patients with increased risk of hypercalcaemia"); Hashimoto\'s is not among them and a 1000 IU daily dose is a standard supplement.',
    sources: [
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p17-vitd-quiet-epilepsy",
    title: "Adult with epilepsy takes vitamin D3 1000 IU through winter",
    profile: {
      medicines: [],
      conditions: ["epilepsy"],
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
            condition: "epilepsy",
          },
        },
      ],
    },
    rationale:
      'The UK colecalciferol SmPC cautions only in sarcoidosis, renal impairment/stones, primary hyperparathyroidism, immobilised osteoporosis and malignancy ("Colecalciferol should be used with caution in other patients with increased risk of hypercalcaemia"); epilepsy is not among them and a 1000 IU daily dose is a standard supplement.',
    sources: [
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p17-vitd-quiet-crohns",
    title: "Adult with Crohn's takes vitamin D3 1000 IU through winter",
    profile: {
      medicines: [],
      conditions: ["Crohn's"],
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
            condition: "Crohn's",
          },
        },
      ],
    },
    rationale:
      'The UK colecalciferol SmPC cautions only in sarcoidosis, renal impairment/stones, primary hyperparathyroidism, immobilised osteoporosis and malignancy ("Colecalciferol should be used with caution in other patients with increased risk of hypercalcaemia"); Crohn\'s is not among them and a 1000 IU daily dose is a standard supplement.',
    sources: [
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p17-vitd-quiet-hiv",
    title: "Adult with HIV takes vitamin D3 1000 IU through winter",
    profile: {
      medicines: [],
      conditions: ["HIV"],
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
            condition: "HIV",
          },
        },
      ],
    },
    rationale:
      'The UK colecalciferol SmPC cautions only in sarcoidosis, renal impairment/stones, primary hyperparathyroidism, immobilised osteoporosis and malignancy ("Colecalciferol should be used with caution in other patients with increased risk of hypercalcaemia"); HIV is not among them and a 1000 IU daily dose is a standard supplement.',
    sources: [
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p17-vitd-quiet-high-bp",
    title: "Adult with high blood pressure takes vitamin D3 1000 IU through winter",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
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
            condition: "high blood pressure",
          },
        },
      ],
    },
    rationale:
      'The UK colecalciferol SmPC cautions only in sarcoidosis, renal impairment/stones, primary hyperparathyroidism, immobilised osteoporosis and malignancy ("Colecalciferol should be used with caution in other patients with increased risk of hypercalcaemia"); high blood pressure is not among them and a 1000 IU daily dose is a standard supplement.',
    sources: [
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p17-vitd-quiet-g6pd",
    title: "Adult with G6PD deficiency takes vitamin D3 1000 IU through winter",
    profile: {
      medicines: [],
      conditions: ["G6PD deficiency"],
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
            condition: "G6PD deficiency",
          },
        },
      ],
    },
    rationale:
      'The UK colecalciferol SmPC cautions only in sarcoidosis, renal impairment/stones, primary hyperparathyroidism, immobilised osteoporosis and malignancy ("Colecalciferol should be used with caution in other patients with increased risk of hypercalcaemia"); G6PD deficiency is not among them and a 1000 IU daily dose is a standard supplement.',
    sources: [
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p17-vitd-quiet-schizophrenia",
    title: "Adult with schizophrenia takes vitamin D3 1000 IU through winter",
    profile: {
      medicines: [],
      conditions: ["schizophrenia"],
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
            condition: "schizophrenia",
          },
        },
      ],
    },
    rationale:
      'The UK colecalciferol SmPC cautions only in sarcoidosis, renal impairment/stones, primary hyperparathyroidism, immobilised osteoporosis and malignancy ("Colecalciferol should be used with caution in other patients with increased risk of hypercalcaemia"); schizophrenia is not among them and a 1000 IU daily dose is a standard supplement.',
    sources: [
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p17-vitd-quiet-bipolar",
    title: "Adult with bipolar takes vitamin D3 1000 IU through winter",
    profile: {
      medicines: [],
      conditions: ["bipolar"],
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
            condition: "bipolar",
          },
        },
      ],
    },
    rationale:
      'The UK colecalciferol SmPC cautions only in sarcoidosis, renal impairment/stones, primary hyperparathyroidism, immobilised osteoporosis and malignancy ("Colecalciferol should be used with caution in other patients with increased risk of hypercalcaemia"); bipolar is not among them and a 1000 IU daily dose is a standard supplement.',
    sources: [
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p17-vitd-quiet-gout",
    title: "Adult with gout takes vitamin D3 1000 IU through winter",
    profile: {
      medicines: [],
      conditions: ["gout"],
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
            condition: "gout",
          },
        },
      ],
    },
    rationale:
      'The UK colecalciferol SmPC cautions only in sarcoidosis, renal impairment/stones, primary hyperparathyroidism, immobilised osteoporosis and malignancy ("Colecalciferol should be used with caution in other patients with increased risk of hypercalcaemia"); gout is not among them and a 1000 IU daily dose is a standard supplement.',
    sources: [
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p17-vitd-quiet-psoriasis",
    title: "Adult with psoriasis takes vitamin D3 1000 IU through winter",
    profile: {
      medicines: [],
      conditions: ["psoriasis"],
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
            condition: "psoriasis",
          },
        },
      ],
    },
    rationale:
      'The UK colecalciferol SmPC cautions only in sarcoidosis, renal impairment/stones, primary hyperparathyroidism, immobilised osteoporosis and malignancy ("Colecalciferol should be used with caution in other patients with increased risk of hypercalcaemia"); psoriasis is not among them and a 1000 IU daily dose is a standard supplement.',
    sources: [
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p17-vitd-quiet-asthma",
    title: "Adult with asthma takes vitamin D3 1000 IU through winter",
    profile: {
      medicines: [],
      conditions: ["asthma"],
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
            condition: "asthma",
          },
        },
      ],
    },
    rationale:
      'The UK colecalciferol SmPC cautions only in sarcoidosis, renal impairment/stones, primary hyperparathyroidism, immobilised osteoporosis and malignancy ("Colecalciferol should be used with caution in other patients with increased risk of hypercalcaemia"); asthma is not among them and a 1000 IU daily dose is a standard supplement.',
    sources: [
      {
        title: "Colecalciferol oral solution - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-p17-vitd-quiet-pregnant",
    title: "Pregnant woman takes vitamin D 10 micrograms (400 IU)",
    profile: {
      medicines: [],
      conditions: ["pregnant (10 weeks)"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 400 IU tablets",
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
            condition: "pregnant (10 weeks)",
          },
        },
      ],
    },
    rationale:
      'NHS maternity advice: "It is recommended that pregnant and breastfeeding women should take a supplement of 10 micrograms of vitamin D every day."',
    sources: [
      {
        title: "Vitamins and supplements (maternity)",
        publisher: "Royal Devon University Healthcare NHS Foundation Trust",
        url: "https://www.royaldevon.nhs.uk/services/maternity-and-obstetrics-birth-and-babies/vitamins-and-supplements/",
      },
      {
        title: "Vitamins and supplements in pregnancy",
        publisher: "Frimley Health and Care (NHS)",
        url: "https://www.frimleyhealthandcare.org.uk/maternity/your-pregnancy/vitamins-and-supplements/",
      },
    ],
  },
  {
    id: "sc-p17-vitd-quiet-breastfeeding",
    title: "Breastfeeding mother takes vitamin D 10 micrograms",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 400 IU tablets",
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
            condition: "breastfeeding",
          },
        },
      ],
    },
    rationale:
      'NHS maternity advice: "pregnant and breastfeeding women should take a supplement of 10 micrograms of vitamin D every day."',
    sources: [
      {
        title: "Vitamins and supplements (maternity)",
        publisher: "Royal Devon University Healthcare NHS Foundation Trust",
        url: "https://www.royaldevon.nhs.uk/services/maternity-and-obstetrics-birth-and-babies/vitamins-and-supplements/",
      },
    ],
  },
  {
    id: "sc-p17-folic-quiet-pregnant",
    title: "Woman 10 weeks pregnant takes folic acid 400 micrograms",
    profile: {
      medicines: [],
      conditions: ["pregnant (10 weeks)"],
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
            condition: "pregnant (10 weeks)",
          },
        },
      ],
    },
    rationale:
      'NHS maternity advice: "The recommended dose is 0.4mg or 400micrograms per day for at least 8 weeks before pregnancy and for up to 12 weeks into pregnancy."',
    sources: [
      {
        title: "Vitamins and supplements (maternity)",
        publisher: "Royal Devon University Healthcare NHS Foundation Trust",
        url: "https://www.royaldevon.nhs.uk/services/maternity-and-obstetrics-birth-and-babies/vitamins-and-supplements/",
      },
      {
        title: "Vitamins and supplements in pregnancy",
        publisher: "Frimley Health and Care (NHS)",
        url: "https://www.frimleyhealthandcare.org.uk/maternity/your-pregnancy/vitamins-and-supplements/",
      },
    ],
  },
  {
    id: "sc-p17-folic-quiet-epilepsy",
    title: "Woman with epilepsy planning pregnancy takes folic acid 5 mg",
    profile: {
      medicines: [],
      conditions: ["epilepsy"],
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
            condition: "epilepsy",
          },
        },
      ],
    },
    rationale:
      'NHS maternity advice: "A higher dose of 5mg per day is recommended if ... you are taking anti-epileptic drugs".',
    sources: [
      {
        title: "Vitamins and supplements (maternity)",
        publisher: "Royal Devon University Healthcare NHS Foundation Trust",
        url: "https://www.royaldevon.nhs.uk/services/maternity-and-obstetrics-birth-and-babies/vitamins-and-supplements/",
      },
    ],
  },
  {
    id: "sc-p17-folic-quiet-type1",
    title: "Woman with type 1 diabetes trying to conceive takes folic acid 5 mg",
    profile: {
      medicines: [],
      conditions: ["type 1 diabetes"],
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
            condition: "type 1 diabetes",
          },
        },
      ],
    },
    rationale:
      'NHS maternity advice: "A higher dose of 5mg per day is recommended if ... you have diabetes".',
    sources: [
      {
        title: "Vitamins and supplements (maternity)",
        publisher: "Royal Devon University Healthcare NHS Foundation Trust",
        url: "https://www.royaldevon.nhs.uk/services/maternity-and-obstetrics-birth-and-babies/vitamins-and-supplements/",
      },
    ],
  },
  {
    id: "sc-p17-calcium-quiet-osteoporosis",
    title: "Woman with osteoporosis on calcium + D3 chewables",
    profile: {
      medicines: [],
      conditions: ["osteoporosis"],
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
            condition: "osteoporosis",
          },
        },
      ],
    },
    rationale:
      'Adcal-D3 SmPC 4.1: indicated "As an adjunct to specific therapy for osteoporosis" (only osteoporosis from prolonged immobilisation is a relative contraindication).',
    sources: [
      {
        title: "Adcal-D3 Lemon Chewable tablets - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/401/smpc/print",
      },
    ],
  },
  {
    id: "sc-p17-calcium-quiet-pregnant",
    title: "Pregnant woman advised calcium + vitamin D",
    profile: {
      medicines: [],
      conditions: ["pregnant (10 weeks)"],
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
            condition: "pregnant (10 weeks)",
          },
        },
      ],
    },
    rationale:
      'Adcal-D3 SmPC 4.1: "in situations requiring therapeutic supplementation of malnutrition e.g. in pregnancy".',
    sources: [
      {
        title: "Adcal-D3 Lemon Chewable tablets - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/401/smpc/print",
      },
    ],
  },
  {
    id: "sc-p17-zinc-quiet-wilsons",
    title: "Man with Wilson's disease takes zinc 25 mg",
    profile: {
      medicines: [],
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
      flags: [],
      noFlags: [
        {
          ingredient: "zinc",
          with: {
            condition: "Wilson's disease",
          },
        },
      ],
    },
    rationale:
      'Zinc is itself the licensed Wilson\'s treatment: "Wilzin is used to treat Wilson\'s disease" and it "blocks the absorption of the copper contained in the food"; Wilzin SmPC lists only hypersensitivity as a contraindication.',
    sources: [
      {
        title: "Wilzin - EPAR summary for the public",
        publisher: "European Medicines Agency",
        url: "https://www.ema.europa.eu/medicines/human/EPAR/Wilzin",
      },
      {
        title: "Wilzin (zinc acetate) - SmPC 4.3/4.4",
        publisher: "RxReasoner (copy of EMA SmPC)",
        url: "https://www.rxreasoner.com/monographs/wilzin/precautions",
      },
    ],
  },
  {
    id: "sc-p17-peppermint-quiet-ibs",
    title: "Woman with IBS takes peppermint oil capsules",
    profile: {
      medicines: [],
      conditions: ["IBS"],
    },
    stack: [
      {
        custom: {
          name: "Peppermint oil 0.2 ml (187 mg) gastro-resistant capsules",
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
            condition: "IBS",
          },
        },
      ],
    },
    rationale:
      'Colpermin SmPC 4.1: "Colpermin is indicated for the relief of the symptoms of Irritable Bowel Syndrome."',
    sources: [
      {
        title: "Colpermin IBS Relief Capsules - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/1076/smpc",
      },
    ],
  },
  {
    id: "sc-p17-psyllium-quiet-ibs",
    title: "Adult with IBS takes ispaghula husk sachets",
    profile: {
      medicines: [],
      conditions: ["IBS"],
    },
    stack: [
      {
        custom: {
          name: "Ispaghula (psyllium) husk 3.5 g sachets",
          ingredients: [
            {
              ingredient: "psyllium",
              amount: 3.5,
              unit: "g",
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
          ingredient: "psyllium",
          with: {
            condition: "IBS",
          },
        },
      ],
    },
    rationale:
      'Fybogel SmPC 4.1: "for the relief of constipation, including constipation in pregnancy ... for the management of bowel function in patients with colostomy, ileostomy, haemorrhoids, anal fissure, chronic diarrhoea associated with diverticular disease, irritable bowel syndrome and ulcerative colitis."',
    sources: [
      {
        title: "Fybogel Orange Granules - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/1447/smpc",
      },
    ],
  },
  {
    id: "sc-p17-psyllium-quiet-uc",
    title: "Adult with ulcerative colitis takes ispaghula husk sachets",
    profile: {
      medicines: [],
      conditions: ["ulcerative colitis"],
    },
    stack: [
      {
        custom: {
          name: "Ispaghula (psyllium) husk 3.5 g sachets",
          ingredients: [
            {
              ingredient: "psyllium",
              amount: 3.5,
              unit: "g",
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
          ingredient: "psyllium",
          with: {
            condition: "ulcerative colitis",
          },
        },
      ],
    },
    rationale:
      'Fybogel SmPC 4.1: "for the relief of constipation, including constipation in pregnancy ... for the management of bowel function in patients with colostomy, ileostomy, haemorrhoids, anal fissure, chronic diarrhoea associated with diverticular disease, irritable bowel syndrome and ulcerative colitis."',
    sources: [
      {
        title: "Fybogel Orange Granules - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/1447/smpc",
      },
    ],
  },
  {
    id: "sc-p17-psyllium-quiet-diverticular",
    title: "Adult with diverticular disease takes ispaghula husk sachets",
    profile: {
      medicines: [],
      conditions: ["diverticular disease"],
    },
    stack: [
      {
        custom: {
          name: "Ispaghula (psyllium) husk 3.5 g sachets",
          ingredients: [
            {
              ingredient: "psyllium",
              amount: 3.5,
              unit: "g",
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
          ingredient: "psyllium",
          with: {
            condition: "diverticular disease",
          },
        },
      ],
    },
    rationale:
      'Fybogel SmPC 4.1: "for the relief of constipation, including constipation in pregnancy ... for the management of bowel function in patients with colostomy, ileostomy, haemorrhoids, anal fissure, chronic diarrhoea associated with diverticular disease, irritable bowel syndrome and ulcerative colitis."',
    sources: [
      {
        title: "Fybogel Orange Granules - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/1447/smpc",
      },
    ],
  },
  {
    id: "sc-p17-psyllium-quiet-pregnant",
    title: "Adult with pregnant (10 weeks) takes ispaghula husk sachets",
    profile: {
      medicines: [],
      conditions: ["pregnant (10 weeks)"],
    },
    stack: [
      {
        custom: {
          name: "Ispaghula (psyllium) husk 3.5 g sachets",
          ingredients: [
            {
              ingredient: "psyllium",
              amount: 3.5,
              unit: "g",
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
          ingredient: "psyllium",
          with: {
            condition: "pregnant (10 weeks)",
          },
        },
      ],
    },
    rationale:
      'Fybogel SmPC 4.1: "for the relief of constipation, including constipation in pregnancy ... for the management of bowel function in patients with colostomy, ileostomy, haemorrhoids, anal fissure, chronic diarrhoea associated with diverticular disease, irritable bowel syndrome and ulcerative colitis."',
    sources: [
      {
        title: "Fybogel Orange Granules - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/1447/smpc",
      },
    ],
  },
  {
    id: "sc-p17-psyllium-quiet-haemorrhoids",
    title: "Adult with haemorrhoids takes ispaghula husk sachets",
    profile: {
      medicines: [],
      conditions: ["haemorrhoids"],
    },
    stack: [
      {
        custom: {
          name: "Ispaghula (psyllium) husk 3.5 g sachets",
          ingredients: [
            {
              ingredient: "psyllium",
              amount: 3.5,
              unit: "g",
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
          ingredient: "psyllium",
          with: {
            condition: "haemorrhoids",
          },
        },
      ],
    },
    rationale:
      'Fybogel SmPC 4.1: "for the relief of constipation, including constipation in pregnancy ... for the management of bowel function in patients with colostomy, ileostomy, haemorrhoids, anal fissure, chronic diarrhoea associated with diverticular disease, irritable bowel syndrome and ulcerative colitis."',
    sources: [
      {
        title: "Fybogel Orange Granules - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/1447/smpc",
      },
    ],
  },
  {
    id: "sc-p17-glucosamine-quiet-oa",
    title: "Man with knee osteoarthritis takes glucosamine 1500 mg",
    profile: {
      medicines: [],
      conditions: ["osteoarthritis"],
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
            condition: "osteoarthritis",
          },
        },
      ],
    },
    rationale: 'Glusartel SmPC 4.1: "Relief of symptoms in mild to moderate osteoarthritis of the knee."',
    sources: [
      {
        title: "Glusartel 1500 mg powder for oral solution - SmPC",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/glusartel-1500-mg-powder-for-oral-solution-92237/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p17-feverfew-quiet-migraine",
    title: "Woman with diagnosed migraine takes feverfew",
    profile: {
      medicines: [],
      conditions: ["migraine"],
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
      'Feverfew THR SmPC 4.1: "used for the prevention of migraine headaches"; 4.4 only asks that patients "should have been previously diagnosed by a doctor".',
    sources: [
      {
        title: "MigraHerb Migraine Relief Capsules (feverfew, THR) - SmPC",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/migraherb-migraine-relief-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p17-devils-claw-quiet-back-pain",
    title: "Man with chronic back pain takes devil's claw",
    profile: {
      medicines: [],
      conditions: ["back pain"],
    },
    stack: [
      {
        custom: {
          name: "Devil's claw root extract 480 mg tablets",
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
            condition: "back pain",
          },
        },
      ],
    },
    rationale:
      'Devil\'s claw THR SmPC 4.1: "used for the relief of backache, rheumatic or muscular pain"; contraindications are hypersensitivity and active gastric/duodenal ulcer only.',
    sources: [
      {
        title: "Healthspan Devil's Claw JointAid tablets (THR) - SmPC",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/healthspan-devils-claw-jointaid-tablets-93362/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p17-black-cohosh-quiet-menopause",
    title: "Menopausal woman takes black cohosh for hot flushes",
    profile: {
      medicines: [],
      conditions: ["menopause"],
    },
    stack: [
      {
        custom: {
          name: "Black cohosh root extract 6.5 mg menopause tablets",
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
            condition: "menopause",
          },
        },
      ],
    },
    rationale:
      'Black cohosh THR leaflet: "used for the relief of symptoms of the menopause, such as hot flushes, night sweats".',
    sources: [
      {
        title: "Boots Black Cohosh Menopause Relief Tablets (THR) - patient leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8335/pil",
      },
    ],
  },
  {
    id: "sc-p17-black-cohosh-quiet-high-bp",
    title: "Woman with treated high blood pressure takes black cohosh",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Black cohosh root extract 6.5 mg menopause tablets",
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
            condition: "high blood pressure",
          },
        },
      ],
    },
    rationale:
      'Black cohosh THR SmPC 4.3 lists "Pregnancy and lactation", "active liver disease or a history of liver damage" and "an oestrogen dependent tumour"; high blood pressure is not mentioned.',
    sources: [
      {
        title: "English Herbal Medicines Black Cohosh Rumatix (THR) - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/english-herbal-medicines-black-cohosh-rumatix/summary",
      },
    ],
  },
  {
    id: "sc-p17-valerian-quiet-high-bp",
    title: "Adult with high blood pressure takes valerian for sleep",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Valerian root extract 100 mg sleep tablets",
          ingredients: [
            {
              ingredient: "valerian",
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
          ingredient: "valerian",
          with: {
            condition: "high blood pressure",
          },
        },
      ],
    },
    rationale:
      'Valerian THR SmPC 4.3: the only contraindication is "Hypersensitivity to the active ingredient or any of the excipients"; high blood pressure is not mentioned.',
    sources: [
      {
        title: "Herbalstore / Lloyds Valerian Sleep Relief (THR) - SmPC",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/lloyds-pharmacy-valerian-sleep-relief-gerard-house-valerian-peaceful-sleep-herbalstore-valerian-sleep-relief-90387/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p17-valerian-quiet-type2",
    title: "Adult with type 2 diabetes takes valerian for sleep",
    profile: {
      medicines: [],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Valerian root extract 100 mg sleep tablets",
          ingredients: [
            {
              ingredient: "valerian",
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
          ingredient: "valerian",
          with: {
            condition: "type 2 diabetes",
          },
        },
      ],
    },
    rationale:
      'Valerian THR SmPC 4.3: the only contraindication is "Hypersensitivity to the active ingredient or any of the excipients"; type 2 diabetes is not mentioned.',
    sources: [
      {
        title: "Herbalstore / Lloyds Valerian Sleep Relief (THR) - SmPC",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/lloyds-pharmacy-valerian-sleep-relief-gerard-house-valerian-peaceful-sleep-herbalstore-valerian-sleep-relief-90387/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p17-valerian-quiet-asthma",
    title: "Adult with asthma takes valerian for sleep",
    profile: {
      medicines: [],
      conditions: ["asthma"],
    },
    stack: [
      {
        custom: {
          name: "Valerian root extract 100 mg sleep tablets",
          ingredients: [
            {
              ingredient: "valerian",
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
          ingredient: "valerian",
          with: {
            condition: "asthma",
          },
        },
      ],
    },
    rationale:
      'Valerian THR SmPC 4.3: the only contraindication is "Hypersensitivity to the active ingredient or any of the excipients"; asthma is not mentioned.',
    sources: [
      {
        title: "Herbalstore / Lloyds Valerian Sleep Relief (THR) - SmPC",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/lloyds-pharmacy-valerian-sleep-relief-gerard-house-valerian-peaceful-sleep-herbalstore-valerian-sleep-relief-90387/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p17-magnesium-quiet-high-bp",
    title: "Adult with high blood pressure takes magnesium 243 mg",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 243 mg sachets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            condition: "high blood pressure",
          },
        },
      ],
    },
    rationale:
      'Magnaspartate SmPC 4.3 contraindicates only hypersensitivity, "Severe renal impairment (glomerular filtration rate <30 ml/min)" and "Disorders of Cardiac conduction (bradycardia)".',
    sources: [
      {
        title: "Magnaspartate 243 mg powder for oral solution - SmPC contraindications",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
      },
    ],
  },
  {
    id: "sc-p17-magnesium-quiet-type2",
    title: "Adult with type 2 diabetes takes magnesium 243 mg",
    profile: {
      medicines: [],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 243 mg sachets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            condition: "type 2 diabetes",
          },
        },
      ],
    },
    rationale:
      'Magnaspartate SmPC 4.3 contraindicates only hypersensitivity, "Severe renal impairment (glomerular filtration rate <30 ml/min)" and "Disorders of Cardiac conduction (bradycardia)".',
    sources: [
      {
        title: "Magnaspartate 243 mg powder for oral solution - SmPC contraindications",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
      },
    ],
  },
  {
    id: "sc-p17-magnesium-quiet-migraine",
    title: "Adult with migraine takes magnesium 243 mg",
    profile: {
      medicines: [],
      conditions: ["migraine"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 243 mg sachets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            condition: "migraine",
          },
        },
      ],
    },
    rationale:
      'Magnaspartate SmPC 4.3 contraindicates only hypersensitivity, "Severe renal impairment (glomerular filtration rate <30 ml/min)" and "Disorders of Cardiac conduction (bradycardia)".',
    sources: [
      {
        title: "Magnaspartate 243 mg powder for oral solution - SmPC contraindications",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
      },
    ],
  },
  {
    id: "sc-p17-milk-thistle-quiet-type2",
    title: "Man with type 2 diabetes takes milk thistle after a big weekend",
    profile: {
      medicines: [],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Milk thistle extract 300 mg tablets",
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
            condition: "type 2 diabetes",
          },
        },
      ],
    },
    rationale:
      'Milk thistle THR SmPC: contraindicated only with Asteraceae hypersensitivity; 4.4 asks only those with "active liver disease" to consult a doctor.',
    sources: [
      {
        title: "Superdrug Max Strength Milk Thistle Tablets (THR) - SmPC",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/superdrug-max-strength-milk-thistle-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p17-pelargonium-quiet-asthma",
    title: "Adult with asthma takes pelargonium for a cold",
    profile: {
      medicines: [],
      conditions: ["asthma"],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium root extract 20 mg cold relief tablets",
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
            condition: "asthma",
          },
        },
      ],
    },
    rationale:
      'Kaloba SmPC 4.3 contraindications: hypersensitivity and "Severe hepatic diseases" (tablets SPC adds bleeding tendency and severe renal disease); asthma is not listed.',
    sources: [
      {
        title: "Kaloba Pelargonium Cough and Cold Relief oral drops (THR) - SmPC",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/kaloba-pelargonium-cough-and-cold-relief-oral-drops-87535/summary-of-medicine-characteristics",
      },
      {
        title: "Kaloba Tablets - Summary of Product Characteristics",
        publisher: "Schwabe Pharma UK",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/kaloba-tablets-spc/",
      },
    ],
  },
  {
    id: "sc-p17-pelargonium-quiet-high-bp",
    title: "Adult with high blood pressure takes pelargonium for a cold",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Pelargonium root extract 20 mg cold relief tablets",
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
            condition: "high blood pressure",
          },
        },
      ],
    },
    rationale:
      'Kaloba SmPC 4.3 contraindications: hypersensitivity and "Severe hepatic diseases" (tablets SPC adds bleeding tendency and severe renal disease); high blood pressure is not listed.',
    sources: [
      {
        title: "Kaloba Pelargonium Cough and Cold Relief oral drops (THR) - SmPC",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/kaloba-pelargonium-cough-and-cold-relief-oral-drops-87535/summary-of-medicine-characteristics",
      },
      {
        title: "Kaloba Tablets - Summary of Product Characteristics",
        publisher: "Schwabe Pharma UK",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/kaloba-tablets-spc/",
      },
    ],
  },
  {
    id: "sc-p17-echinacea-quiet-high-bp",
    title: "Adult with high blood pressure takes echinacea for a cold",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
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
      'The Echinaforce leaflet\'s do-not-take list ("If you are pregnant or breastfeeding", immunosuppression, "an organ or bone marrow transplant", TB, sarcoidosis, "An autoimmune disease", HIV, white-cell disorders) does not include high blood pressure.',
    sources: [
      {
        title: "Echinaforce Hot Drink Cold & Flu (THR) - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK THR leaflet)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p17-echinacea-quiet-type2",
    title: "Adult with type 2 diabetes takes echinacea for a cold",
    profile: {
      medicines: [],
      conditions: ["type 2 diabetes"],
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
        servingsPerDay: 3,
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
      'The Echinaforce leaflet\'s do-not-take list ("If you are pregnant or breastfeeding", immunosuppression, "an organ or bone marrow transplant", TB, sarcoidosis, "An autoimmune disease", HIV, white-cell disorders) does not include type 2 diabetes.',
    sources: [
      {
        title: "Echinaforce Hot Drink Cold & Flu (THR) - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK THR leaflet)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p17-turmeric-quiet-oa",
    title: "Adult with osteoarthritis takes turmeric capsules",
    profile: {
      medicines: [],
      conditions: ["osteoarthritis"],
    },
    stack: [
      {
        custom: {
          name: "Turmeric extract 500 mg (95% curcuminoids) capsules",
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
      flags: [],
      noFlags: [
        {
          ingredient: "turmeric-curcumin",
          with: {
            condition: "osteoarthritis",
          },
        },
      ],
    },
    rationale:
      'SPS (NHS) lists the conditions in which turmeric "should not be taken" as "obstruction of the bile duct, cholangitis, liver disease, gallstones and any other biliary disease"; osteoarthritis is not one of them.',
    sources: [
      {
        title: "Turmeric - potential adverse effects and interactions",
        publisher: "Specialist Pharmacy Service (NHS)",
        url: "https://www.sps.nhs.uk/articles/turmeric-potential-adverse-effects-and-interactions/",
      },
    ],
  },
  {
    id: "sc-p17-turmeric-quiet-ra",
    title: "Adult with rheumatoid arthritis takes turmeric capsules",
    profile: {
      medicines: [],
      conditions: ["rheumatoid arthritis"],
    },
    stack: [
      {
        custom: {
          name: "Turmeric extract 500 mg (95% curcuminoids) capsules",
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
      flags: [],
      noFlags: [
        {
          ingredient: "turmeric-curcumin",
          with: {
            condition: "rheumatoid arthritis",
          },
        },
      ],
    },
    rationale:
      'SPS (NHS) lists the conditions in which turmeric "should not be taken" as "obstruction of the bile duct, cholangitis, liver disease, gallstones and any other biliary disease"; rheumatoid arthritis is not one of them.',
    sources: [
      {
        title: "Turmeric - potential adverse effects and interactions",
        publisher: "Specialist Pharmacy Service (NHS)",
        url: "https://www.sps.nhs.uk/articles/turmeric-potential-adverse-effects-and-interactions/",
      },
    ],
  },
  {
    id: "sc-p17-ginkgo-quiet-high-bp",
    title: "Man with high blood pressure takes ginkgo for tinnitus",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
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
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "ginkgo-biloba",
          with: {
            condition: "high blood pressure",
          },
        },
      ],
    },
    rationale:
      'Ginkgo SmPC warnings cover "Pregnancy and Lactation", bleeding risk, surgery, epilepsy and efavirenz; high blood pressure is not mentioned.',
    sources: [
      {
        title: "Ginkgo-Biloba Pharma Nord film-coated tablet - SmPC 4.3/4.4",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-p17-melatonin-quiet-high-bp",
    title: "Older adult with high blood pressure takes melatonin for sleep",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 3 mg tablets (bought online)",
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
            condition: "high blood pressure",
          },
        },
      ],
    },
    rationale:
      'Circadin SmPC cautions concern drowsiness, "autoimmune diseases", hepatic impairment and pregnancy/breastfeeding ("not recommended"); high blood pressure is not among them.',
    sources: [
      {
        title: "Circadin 2 mg prolonged-release tablets - SmPC 4.4/4.6",
        publisher: "RxReasoner (copy of EMA SmPC)",
        url: "https://rxreasoner.com/monographs/circadin/precautions",
      },
      {
        title: "Circadin 2 mg prolonged-release tablets - SmPC",
        publisher: "theodora.com (copy of EMA SmPC)",
        url: "https://theodora.com/drugs/eu/circadin.html",
      },
    ],
  },
  {
    id: "sc-p17-nac-quiet-type2",
    title: "Man with type 2 diabetes takes NAC for chesty cough",
    profile: {
      medicines: [],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "N-acetylcysteine 600 mg capsules",
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
            condition: "type 2 diabetes",
          },
        },
      ],
    },
    rationale:
      'Acetylcysteine SmPC 4.4 cautions are asthma ("Bronchospasms may occur ... especially in patients with asthma"), peptic ulcer history and skin reactions; diabetes is not mentioned.',
    sources: [
      {
        title: "Acetylcysteine 600 mg effervescent tablets - Summary of Product Characteristics (4.4)",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/8576/smpc%23gref",
      },
    ],
  },
  {
    id: "sc-p17-sage-quiet-high-bp",
    title: "Menopausal woman with high blood pressure takes sage tablets",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Sage leaf tincture 51 mg tablets",
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
            condition: "high blood pressure",
          },
        },
      ],
    },
    rationale:
      'Menoforce Sage SmPC: only contraindication is "known hypersensitivity to Sage preparations"; warnings concern sucrose, GABA-acting medicines and pregnancy.',
    sources: [
      {
        title: "Menoforce Sage tablets (THR) - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/menoforce-sage-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p17-iron-quiet-ida",
    title: "Woman with iron deficiency anaemia from heavy periods takes ferrous sulphate",
    profile: {
      medicines: [],
      conditions: ["iron deficiency anaemia"],
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
      flags: [],
      noFlags: [
        {
          ingredient: "iron",
          with: {
            condition: "iron deficiency anaemia",
          },
        },
      ],
    },
    rationale: 'Ferrous sulfate SmPC 4.1: indicated for "Iron-deficiency anaemia".',
    sources: [
      {
        title: "Ferrous Sulfate Tablets 200mg (Sandoz) - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-p17-peppermint-quiet-type2",
    title: "Man with type 2 diabetes takes peppermint oil capsules for bloating",
    profile: {
      medicines: [],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Peppermint oil 0.2 ml (187 mg) gastro-resistant capsules",
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
      'Colpermin SmPC 4.3: "Hypersensitivity to the active substance or to any of the excipients"; warnings concern heartburn, peanut/soya allergy and new bowel symptoms - nothing about diabetes.',
    sources: [
      {
        title: "Colpermin IBS Relief Capsules - Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/1076/smpc",
      },
    ],
  },
  {
    id: "sc-p17-horse-chestnut-heart-failure",
    title: "Man with heart failure and swollen ankles takes horse chestnut",
    profile: {
      medicines: [],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Horse chestnut seed extract (50 mg aescin) tablets",
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
      'Venaforce SmPC 4.4: "If there is ... sudden swelling of one or both legs, cardiac or renal insufficiency, a doctor should be consulted immediately as this may be a sign of serious disease."',
    sources: [
      {
        title: "Venaforce Horse Chestnut GR tablets (THR) - SmPC",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/venaforce-horse-chestnut-gr-tablets-93261/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p17-horse-chestnut-ckd4",
    title: "Woman with CKD stage 4 takes horse chestnut for leg swelling",
    profile: {
      medicines: [],
      conditions: ["CKD stage 4"],
    },
    stack: [
      {
        custom: {
          name: "Horse chestnut seed extract (50 mg aescin) tablets",
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
      'Venaforce SmPC 4.4: with "cardiac or renal insufficiency, a doctor should be consulted immediately as this may be a sign of serious disease."',
    sources: [
      {
        title: "Venaforce Horse Chestnut GR tablets (THR) - SmPC",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/venaforce-horse-chestnut-gr-tablets-93261/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p17-rhodiola-cirrhosis",
    title: "Man with cirrhosis takes rhodiola for fatigue",
    profile: {
      medicines: [],
      conditions: ["cirrhosis"],
    },
    stack: [
      {
        custom: {
          name: "Rhodiola rosea root extract 200 mg tablets",
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
            condition: "cirrhosis",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Vitano Rhodiola SmPC: "Use in patients with impaired hepatic or renal function is not recommended"; 4.3 lists "Patients with impaired hepatic or renal function".',
    sources: [
      {
        title: "Vitano Rhodiola Tablets (THR) - SmPC",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/vitano-rhodiola-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p17-rhodiola-ckd4",
    title: "Woman with CKD stage 4 takes rhodiola for stress",
    profile: {
      medicines: [],
      conditions: ["CKD stage 4"],
    },
    stack: [
      {
        custom: {
          name: "Rhodiola rosea root extract 200 mg tablets",
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
            condition: "CKD stage 4",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'Vitano Rhodiola SmPC 4.3: "Patients with impaired hepatic or renal function."',
    sources: [
      {
        title: "Vitano Rhodiola Tablets (THR) - SmPC",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/vitano-rhodiola-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p17-rhodiola-depression",
    title: "Woman with depression symptoms self-treats with rhodiola",
    profile: {
      medicines: [],
      conditions: ["depression"],
    },
    stack: [
      {
        custom: {
          name: "Rhodiola rosea root extract 200 mg tablets",
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
      'Rhodiola THR SmPC 4.4: "This product is intended for relief of symptoms associated with stress. Patients with signs and symptoms of depression should seek medical advice".',
    sources: [
      {
        title: "Vitano Rhodiola Tablets (THR) - SmPC",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/vitano-rhodiola-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p17-omega3-operation",
    title: "Man having surgery next week takes 4 g fish oil a day",
    profile: {
      medicines: [],
      conditions: ["operation next week"],
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
            condition: "operation next week",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Omacor SmPC 4.4 (4 x 1 g): "Make allowance for the increased bleeding time in patients at high risk of haemorrhage (because of severe trauma, surgery, etc)" - a note for the surgical team.',
    sources: [
      {
        title: "Omacor soft capsules - SmPC 4.3/4.4",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p17-omega3-fish-allergy",
    title: "Woman allergic to fish starts fish oil capsules",
    profile: {
      medicines: [],
      conditions: ["allergic to fish"],
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
            condition: "allergic to fish",
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
        title: "Omacor soft capsules - SmPC 4.3/4.4",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p17-saw-palmetto-pregnant",
    title: "Pregnant woman uses saw palmetto for hair thinning",
    profile: {
      medicines: [],
      conditions: ["pregnant (10 weeks)"],
    },
    stack: [
      {
        custom: {
          name: "Saw palmetto extract 320 mg capsules",
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
            condition: "pregnant (10 weeks)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Prostasan SmPC 4.3: "This product should not be used ... By women who are pregnant or breastfeeding."',
    sources: [
      {
        title: "Prostasan Saw Palmetto Capsules (THR) - SmPC",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/prostasan-saw-palmetto-capsules-85584/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p17-agnus-castus-pituitary",
    title: "Woman with a prolactinoma takes agnus castus for PMS",
    profile: {
      medicines: [],
      conditions: ["pituitary disorder (prolactinoma)"],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus fruit 400 mg capsules",
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
            condition: "pituitary disorder (prolactinoma)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Agnus castus THR SmPC 4.3: "Patients with a pituitary disorder"; leaflet: "DO NOT TAKE this product if you are ... suffering from a pituitary disorder".',
    sources: [
      {
        title: "PremEeze / Care Agnus Castus PMS Relief Capsules (THR) - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/9039",
      },
      {
        title: "Healthspan Agnus Castus Premenstrual Relief tablets (THR) - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK leaflet)",
        url: "https://patient-info.co.uk/healthspan-agnus-castus-premenstrual-relief-tablets-holland-barrett-femlieve-agnus-castus-tablets-premherb-pms-relief-tablets-higher-nature-agnus-castus-pms-relief-film-coated-tablets-boots-pms-relief-agnus-castus-tablets-97069/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p17-agnus-castus-pregnant",
    title: "Woman trying to conceive and now pregnant takes agnus castus",
    profile: {
      medicines: [],
      conditions: ["pregnant (10 weeks)"],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus fruit 400 mg capsules",
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
            condition: "pregnant (10 weeks)",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'Agnus castus THR SmPC 4.3: "Pregnancy or lactation."',
    sources: [
      {
        title: "PremEeze / Care Agnus Castus PMS Relief Capsules (THR) - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/9039",
      },
    ],
  },
  {
    id: "sc-p17-agnus-castus-breastfeeding",
    title: "Breastfeeding mother takes agnus castus",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus fruit 400 mg capsules",
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
      'Agnus castus THR SmPC 4.3: "Pregnancy or lactation"; leaflet: "DO NOT TAKE this product if you are ... breastfeeding".',
    sources: [
      {
        title: "PremEeze / Care Agnus Castus PMS Relief Capsules (THR) - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/9039",
      },
      {
        title: "Healthspan Agnus Castus Premenstrual Relief tablets (THR) - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK leaflet)",
        url: "https://patient-info.co.uk/healthspan-agnus-castus-premenstrual-relief-tablets-holland-barrett-femlieve-agnus-castus-tablets-premherb-pms-relief-tablets-higher-nature-agnus-castus-pms-relief-film-coated-tablets-boots-pms-relief-agnus-castus-tablets-97069/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p17-agnus-castus-breast-cancer",
    title: "Woman with previous hormone-receptor-positive breast cancer takes agnus castus",
    profile: {
      medicines: [],
      conditions: ["breast cancer (hormone receptor positive)"],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus fruit 400 mg capsules",
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
            condition: "breast cancer (hormone receptor positive)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Agnus castus THR SmPC 4.4: "Patients who suffer from or suffered from an oestrogen-sensitive cancer should consult their doctor before using the product."',
    sources: [
      {
        title: "PremEeze / Care Agnus Castus PMS Relief Capsules (THR) - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/9039",
      },
      {
        title: "Healthspan Agnus Castus Premenstrual Relief tablets (THR) - patient leaflet",
        publisher: "patient-info.co.uk (copy of UK leaflet)",
        url: "https://patient-info.co.uk/healthspan-agnus-castus-premenstrual-relief-tablets-holland-barrett-femlieve-agnus-castus-tablets-premherb-pms-relief-tablets-higher-nature-agnus-castus-pms-relief-film-coated-tablets-boots-pms-relief-agnus-castus-tablets-97069/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-p17-horse-chestnut-quiet-varicose",
    title: "Woman with varicose veins takes horse chestnut",
    profile: {
      medicines: [],
      conditions: ["varicose veins"],
    },
    stack: [
      {
        custom: {
          name: "Horse chestnut seed extract (50 mg aescin) tablets",
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
            condition: "varicose veins",
          },
        },
      ],
    },
    rationale:
      'Venaforce SmPC 4.1: "used for the relief of symptoms associated with chronic venous insufficiency and varicose veins"; 4.3 only "an allergy or are hypersensitive to horse chestnut seed".',
    sources: [
      {
        title: "Venaforce Horse Chestnut GR tablets (THR) - SmPC",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/venaforce-horse-chestnut-gr-tablets-93261/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p17-omega3-quiet-ra",
    title: "Man with rheumatoid arthritis takes omega-3 fish oil 1 g",
    profile: {
      medicines: [],
      conditions: ["rheumatoid arthritis"],
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
            condition: "rheumatoid arthritis",
          },
        },
      ],
    },
    rationale:
      'Omacor SmPC warnings concern "known sensitivity or allergy to fish", anticoagulants, bleeding risk around surgery/trauma and hepatic monitoring; rheumatoid arthritis raises nothing.',
    sources: [
      {
        title: "Omacor soft capsules - SmPC 4.3/4.4",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p17-omega3-quiet-type2",
    title: "Woman with type 2 diabetes takes omega-3 1 g",
    profile: {
      medicines: [],
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
            condition: "type 2 diabetes",
          },
        },
      ],
    },
    rationale:
      'Omacor SmPC 4.3 contraindicates only "Hypersensitivity to the active substance, to soya or to any of the excipients"; 4.4 mentions only limited experience in "uncontrolled diabetes" as a cause of high triglycerides - not a reason to avoid a 1 g supplement.',
    sources: [
      {
        title: "Omacor soft capsules - SmPC 4.3/4.4",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-p17-passionflower-quiet-high-bp",
    title: "Adult with high blood pressure takes passion flower to aid sleep",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Passion flower herb 300 mg capsules",
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
      ],
    },
    rationale:
      'Passiflora THR SmPC 4.3: "Hypersensitivity to Passion Flower or any of the excipients" is the only contraindication; high blood pressure is not mentioned.',
    sources: [
      {
        title: "Passiflora Herb Capsules (THR) - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/passiflora-herb-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p17-passionflower-quiet-asthma",
    title: "Adult with asthma takes passion flower to aid sleep",
    profile: {
      medicines: [],
      conditions: ["asthma"],
    },
    stack: [
      {
        custom: {
          name: "Passion flower herb 300 mg capsules",
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
            condition: "asthma",
          },
        },
      ],
    },
    rationale:
      'Passiflora THR SmPC 4.3: "Hypersensitivity to Passion Flower or any of the excipients" is the only contraindication; asthma is not mentioned.',
    sources: [
      {
        title: "Passiflora Herb Capsules (THR) - SmPC",
        publisher: "imedi.co.uk (copy of UK SmPC)",
        url: "https://imedi.co.uk/passiflora-herb-capsules/summary",
      },
    ],
  },
  {
    id: "sc-p17-saw-palmetto-quiet-bph",
    title: "Man with diagnosed enlarged prostate takes saw palmetto",
    profile: {
      medicines: [],
      conditions: ["enlarged prostate (BPH)"],
    },
    stack: [
      {
        custom: {
          name: "Saw palmetto extract 320 mg capsules",
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
      flags: [],
      noFlags: [
        {
          ingredient: "saw-palmetto",
          with: {
            condition: "enlarged prostate (BPH)",
          },
        },
      ],
    },
    rationale:
      'Prostasan SmPC 4.1: "for the relief of lower urinary tract symptoms in men who have a confirmed diagnosis of benign prostatic hypertrophy (BPH)".',
    sources: [
      {
        title: "Prostasan Saw Palmetto Capsules (THR) - SmPC",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/prostasan-saw-palmetto-capsules-85584/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p17-agnus-castus-quiet-pms",
    title: "Woman with PMS takes agnus castus",
    profile: {
      medicines: [],
      conditions: ["PMS"],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus fruit 400 mg capsules",
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
            condition: "PMS",
          },
        },
      ],
    },
    rationale:
      'Agnus castus THR SmPC 4.1: "used to help relieve premenstrual symptoms such as: irritability; mood swings; breast tenderness; bloating and menstrual cramps".',
    sources: [
      {
        title: "PremEeze / Care Agnus Castus PMS Relief Capsules (THR) - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/9039",
      },
    ],
  },
  {
    id: "sc-p17-ginseng-pregnant",
    title: "Pregnant woman takes ginseng for tiredness",
    profile: {
      medicines: [],
      conditions: ["pregnant (10 weeks)"],
    },
    stack: [
      {
        custom: {
          name: "Korean ginseng root 500 mg tablets",
          ingredients: [
            {
              ingredient: "ginseng",
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
          ingredient: "ginseng",
          with: {
            condition: "pregnant (10 weeks)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ginseng THR SmPC 4.6: "Safety during pregnancy and lactation has not been established. In the absence of sufficient data, the use during pregnancy and lactation is not recommended."',
    sources: [
      {
        title: "Holland & Barrett Ginseng Tablets (THR) - SmPC",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/holland-barrett-ginseng-tablets/summary",
      },
    ],
  },
  {
    id: "sc-p17-ginseng-quiet-high-bp",
    title: "Man with treated high blood pressure takes ginseng for fatigue",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Korean ginseng root 500 mg tablets",
          ingredients: [
            {
              ingredient: "ginseng",
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
          ingredient: "ginseng",
          with: {
            condition: "high blood pressure",
          },
        },
      ],
    },
    rationale:
      'Ginseng THR SmPC 4.3: "Hypersensitivity to the active substance or any of the excipients" only; 4.5 interactions "None known"; high blood pressure is not mentioned.',
    sources: [
      {
        title: "Holland & Barrett Ginseng Tablets (THR) - SmPC",
        publisher: "medine.co.uk (copy of UK SmPC)",
        url: "https://medine.co.uk/holland-barrett-ginseng-tablets/summary",
      },
    ],
  },
];
