// Scenarios of the whc round's sweep of Health Canada's natural health product monographs (and, where a monograph's
// risk section could not be read, UK and other regulators' product information), written by five helpers who had not
// seen the records: each medicine, group member or condition a statement names, as a UK adult would type it.
import type { ScenarioInput } from "../schema";

export const WHC_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-whc-iron-regular-blood-transfusions",
    title: "Regular blood transfusions: Iron is asked about",
    profile: {
      medicines: [],
      conditions: ["regular blood transfusions"],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg",
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
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz) (do not use): "Hypersensitivity to any ingredients in the formulation; patients receiving repeated blood transfusions; concomitant parenteral iron; haemochromatosis and other iron overload syndromes." Typed: regular blood transfusions.',
    sources: [
      {
        title: "Iron: UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        publisher: "UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-whc-iron-ferric-carboxymaltose",
    title: "Taking ferric carboxymaltose considers Iron",
    profile: {
      medicines: ["ferric carboxymaltose"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg",
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
            medicine: "ferric carboxymaltose",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz) (do not use): "Hypersensitivity to any ingredients in the formulation; patients receiving repeated blood transfusions; concomitant parenteral iron; haemochromatosis and other iron overload syndromes." Typed: ferric carboxymaltose.',
    sources: [
      {
        title: "Iron: UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        publisher: "UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-whc-iron-iron-sucrose",
    title: "Taking iron sucrose considers Iron",
    profile: {
      medicines: ["iron sucrose"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg",
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
            medicine: "iron sucrose",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz) (do not use): "Hypersensitivity to any ingredients in the formulation; patients receiving repeated blood transfusions; concomitant parenteral iron; haemochromatosis and other iron overload syndromes." Typed: iron sucrose.',
    sources: [
      {
        title: "Iron: UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        publisher: "UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-whc-iron-ferric-derisomaltose",
    title: "Taking ferric derisomaltose considers Iron",
    profile: {
      medicines: ["ferric derisomaltose"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg",
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
            medicine: "ferric derisomaltose",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz) (do not use): "Hypersensitivity to any ingredients in the formulation; patients receiving repeated blood transfusions; concomitant parenteral iron; haemochromatosis and other iron overload syndromes." Typed: ferric derisomaltose.',
    sources: [
      {
        title: "Iron: UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        publisher: "UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-whc-iron-haemochromatosis",
    title: "Haemochromatosis: Iron is asked about",
    profile: {
      medicines: [],
      conditions: ["haemochromatosis"],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg",
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
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz) (do not use): "Hypersensitivity to any ingredients in the formulation; patients receiving repeated blood transfusions; concomitant parenteral iron; haemochromatosis and other iron overload syndromes." Typed: haemochromatosis.',
    sources: [
      {
        title: "Iron: UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        publisher: "UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-whc-iron-iron-overload",
    title: "Iron overload: Iron is asked about",
    profile: {
      medicines: [],
      conditions: ["iron overload"],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg",
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
            condition: "iron overload",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz) (do not use): "Hypersensitivity to any ingredients in the formulation; patients receiving repeated blood transfusions; concomitant parenteral iron; haemochromatosis and other iron overload syndromes." Typed: iron overload.',
    sources: [
      {
        title: "Iron: UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        publisher: "UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-whc-iron-haemolytic-anaemia",
    title: "Haemolytic anaemia: Iron is asked about",
    profile: {
      medicines: [],
      conditions: ["haemolytic anaemia"],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg",
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
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz) (consult before use): "Administer with caution in patients with haemolytic anaemia, haemoglobinopathies, iron storage or iron absorption diseases, existing gastrointestinal disease." Typed: haemolytic anaemia.',
    sources: [
      {
        title: "Iron: UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        publisher: "UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-whc-iron-sickle-cell-disease",
    title: "Sickle cell disease: Iron is asked about",
    profile: {
      medicines: [],
      conditions: ["sickle cell disease"],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg",
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
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz) (consult before use): "Administer with caution in patients with haemolytic anaemia, haemoglobinopathies, iron storage or iron absorption diseases, existing gastrointestinal disease." Typed: sickle cell disease.',
    sources: [
      {
        title: "Iron: UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        publisher: "UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-whc-iron-thalassaemia",
    title: "Thalassaemia: Iron is asked about",
    profile: {
      medicines: [],
      conditions: ["thalassaemia"],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg",
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
            condition: "thalassaemia",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz) (consult before use): "Administer with caution in patients with haemolytic anaemia, haemoglobinopathies, iron storage or iron absorption diseases, existing gastrointestinal disease." Typed: thalassaemia.',
    sources: [
      {
        title: "Iron: UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        publisher: "UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-whc-iron-crohn-s-disease",
    title: "Crohn's disease: Iron is asked about",
    profile: {
      medicines: [],
      conditions: ["Crohn's disease"],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg",
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
            condition: "Crohn's disease",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz) (consult before use): "Administer with caution in patients with haemolytic anaemia, haemoglobinopathies, iron storage or iron absorption diseases, existing gastrointestinal disease." Typed: Crohn\'s disease.',
    sources: [
      {
        title: "Iron: UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        publisher: "UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-whc-iron-ulcerative-colitis",
    title: "Ulcerative colitis: Iron is asked about",
    profile: {
      medicines: [],
      conditions: ["ulcerative colitis"],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg",
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
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz) (consult before use): "Administer with caution in patients with haemolytic anaemia, haemoglobinopathies, iron storage or iron absorption diseases, existing gastrointestinal disease." Typed: ulcerative colitis.',
    sources: [
      {
        title: "Iron: UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        publisher: "UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-whc-iron-stomach-ulcer",
    title: "Stomach ulcer: Iron is asked about",
    profile: {
      medicines: [],
      conditions: ["stomach ulcer"],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg",
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
            condition: "stomach ulcer",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz) (consult before use): "Administer with caution in patients with haemolytic anaemia, haemoglobinopathies, iron storage or iron absorption diseases, existing gastrointestinal disease." Typed: stomach ulcer.',
    sources: [
      {
        title: "Iron: UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        publisher: "UK SmPC (Ferrous Sulfate Tablets 200mg, Sandoz)",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-whc-iron-inflammatory-bowel-disease",
    title: "Inflammatory bowel disease: Iron is asked about",
    profile: {
      medicines: [],
      conditions: ["inflammatory bowel disease"],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg",
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
            condition: "inflammatory bowel disease",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (oral iron product, emc 498) (consult before use): "Oral iron, particularly modified-release preparations, can exacerbate diarrhoea in patients with inflammatory bowel disease; care is also needed in patients with intestinal strictures and diverticular disease." Typed: inflammatory bowel disease.',
    sources: [
      {
        title: "Iron: UK SmPC (oral iron product, emc 498)",
        publisher: "UK SmPC (oral iron product, emc 498)",
        url: "https://www.medicines.org.uk/emc/product/498/smpc",
      },
    ],
  },
  {
    id: "sc-whc-iron-bowel-stricture",
    title: "Bowel stricture: Iron is asked about",
    profile: {
      medicines: [],
      conditions: ["bowel stricture"],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg",
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
            condition: "bowel stricture",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (oral iron product, emc 498) (consult before use): "Oral iron, particularly modified-release preparations, can exacerbate diarrhoea in patients with inflammatory bowel disease; care is also needed in patients with intestinal strictures and diverticular disease." Typed: bowel stricture.',
    sources: [
      {
        title: "Iron: UK SmPC (oral iron product, emc 498)",
        publisher: "UK SmPC (oral iron product, emc 498)",
        url: "https://www.medicines.org.uk/emc/product/498/smpc",
      },
    ],
  },
  {
    id: "sc-whc-iron-diverticular-disease",
    title: "Diverticular disease: Iron is asked about",
    profile: {
      medicines: [],
      conditions: ["diverticular disease"],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg",
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
            condition: "diverticular disease",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (oral iron product, emc 498) (consult before use): "Oral iron, particularly modified-release preparations, can exacerbate diarrhoea in patients with inflammatory bowel disease; care is also needed in patients with intestinal strictures and diverticular disease." Typed: diverticular disease.',
    sources: [
      {
        title: "Iron: UK SmPC (oral iron product, emc 498)",
        publisher: "UK SmPC (oral iron product, emc 498)",
        url: "https://www.medicines.org.uk/emc/product/498/smpc",
      },
    ],
  },
  {
    id: "sc-whc-iron-diverticulitis",
    title: "Diverticulitis: Iron is asked about",
    profile: {
      medicines: [],
      conditions: ["diverticulitis"],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg",
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
            condition: "diverticulitis",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (oral iron product, emc 498) (consult before use): "Oral iron, particularly modified-release preparations, can exacerbate diarrhoea in patients with inflammatory bowel disease; care is also needed in patients with intestinal strictures and diverticular disease." Typed: diverticulitis.',
    sources: [
      {
        title: "Iron: UK SmPC (oral iron product, emc 498)",
        publisher: "UK SmPC (oral iron product, emc 498)",
        url: "https://www.medicines.org.uk/emc/product/498/smpc",
      },
    ],
  },
  {
    id: "sc-whc-iron-paroxysmal-nocturnal-haemoglobinuria",
    title: "Paroxysmal nocturnal haemoglobinuria: Iron is asked about",
    profile: {
      medicines: [],
      conditions: ["paroxysmal nocturnal haemoglobinuria"],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg",
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
            condition: "paroxysmal nocturnal haemoglobinuria",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Ferrous Sulfate Tablets BP 200 mg, via patient-info.co.uk) (do not use): "Paroxysmal nocturnal haemoglobinuria." Typed: paroxysmal nocturnal haemoglobinuria.',
    sources: [
      {
        title: "Iron: UK SmPC (Ferrous Sulfate Tablets BP 200 mg, via patient-info.co.uk)",
        publisher: "UK SmPC (Ferrous Sulfate Tablets BP 200 mg, via patient-info.co.uk)",
        url: "https://patient-info.co.uk/ferrous-sulfate-tablets-bp-200-mg-94369/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-whc-iron-pnh",
    title: "PNH: Iron is asked about",
    profile: {
      medicines: [],
      conditions: ["PNH"],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg",
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
            condition: "PNH",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Ferrous Sulfate Tablets BP 200 mg, via patient-info.co.uk) (do not use): "Paroxysmal nocturnal haemoglobinuria." Typed: PNH.',
    sources: [
      {
        title: "Iron: UK SmPC (Ferrous Sulfate Tablets BP 200 mg, via patient-info.co.uk)",
        publisher: "UK SmPC (Ferrous Sulfate Tablets BP 200 mg, via patient-info.co.uk)",
        url: "https://patient-info.co.uk/ferrous-sulfate-tablets-bp-200-mg-94369/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-whc-iron-peptic-ulcer",
    title: "Peptic ulcer: Iron is asked about",
    profile: {
      medicines: [],
      conditions: ["peptic ulcer"],
    },
    stack: [
      {
        custom: {
          name: "Iron 65 mg",
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
            condition: "peptic ulcer",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Ferrous Sulfate Tablets BP 200 mg, via patient-info.co.uk) (do not use): "Active peptic ulcer." Typed: peptic ulcer.',
    sources: [
      {
        title: "Iron: UK SmPC (Ferrous Sulfate Tablets BP 200 mg, via patient-info.co.uk)",
        publisher: "UK SmPC (Ferrous Sulfate Tablets BP 200 mg, via patient-info.co.uk)",
        url: "https://patient-info.co.uk/ferrous-sulfate-tablets-bp-200-mg-94369/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-whc-folic-acid-pernicious-anaemia",
    title: "Pernicious anaemia: Folic acid is asked about",
    profile: {
      medicines: [],
      conditions: ["pernicious anaemia"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 400 µg",
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
            condition: "pernicious anaemia",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Folic Acid Tablets 5mg, via medine.co.uk) (do not use): "Should not be given alone in Addisonian anaemia or other vitamin B12 deficiency states because it may precipitate the onset of subacute combined degeneration of the spinal cord." Typed: pernicious anaemia.',
    sources: [
      {
        title: "Folic acid: UK SmPC (Folic Acid Tablets 5mg, via medine.co.uk)",
        publisher: "UK SmPC (Folic Acid Tablets 5mg, via medine.co.uk)",
        url: "https://medine.co.uk/folic-acid-tablets-5mg/summary?doc=1",
      },
    ],
  },
  {
    id: "sc-whc-folic-acid-vitamin-b12-deficiency",
    title: "Vitamin B12 deficiency: Folic acid is asked about",
    profile: {
      medicines: [],
      conditions: ["vitamin B12 deficiency"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 400 µg",
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
            condition: "vitamin B12 deficiency",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Folic Acid Tablets 5mg, via medine.co.uk) (do not use): "Should not be given alone in Addisonian anaemia or other vitamin B12 deficiency states because it may precipitate the onset of subacute combined degeneration of the spinal cord." Typed: vitamin B12 deficiency.',
    sources: [
      {
        title: "Folic acid: UK SmPC (Folic Acid Tablets 5mg, via medine.co.uk)",
        publisher: "UK SmPC (Folic Acid Tablets 5mg, via medine.co.uk)",
        url: "https://medine.co.uk/folic-acid-tablets-5mg/summary?doc=1",
      },
    ],
  },
  {
    id: "sc-whc-folic-acid-cancer",
    title: "Cancer: Folic acid is asked about",
    profile: {
      medicines: [],
      conditions: ["cancer"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 400 µg",
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
            condition: "cancer",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Folic Acid Tablets 5mg, via medine.co.uk) (do not use): "Do not use in malignant disease unless megaloblastic anaemia due to folate deficiency is an important complication." Typed: cancer.',
    sources: [
      {
        title: "Folic acid: UK SmPC (Folic Acid Tablets 5mg, via medine.co.uk)",
        publisher: "UK SmPC (Folic Acid Tablets 5mg, via medine.co.uk)",
        url: "https://medine.co.uk/folic-acid-tablets-5mg/summary?doc=1",
      },
    ],
  },
  {
    id: "sc-whc-folic-acid-kidney-dialysis",
    title: "Kidney dialysis: Folic acid is asked about",
    profile: {
      medicines: [],
      conditions: ["kidney dialysis"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 400 µg",
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
            condition: "kidney dialysis",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Folic Acid 5mg Tablets) (consult before use): "if you are undergoing haemodialysis due to kidney failure" Typed: kidney dialysis.',
    sources: [
      {
        title: "Folic acid: UK PIL (Folic Acid 5mg Tablets)",
        publisher: "UK PIL (Folic Acid 5mg Tablets)",
        url: "https://medicines.org.uk/emc/product/6998/pil",
      },
    ],
  },
  {
    id: "sc-whc-folic-acid-kidney-failure",
    title: "Kidney failure: Folic acid is asked about",
    profile: {
      medicines: [],
      conditions: ["kidney failure"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 400 µg",
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
            condition: "kidney failure",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Folic Acid 5mg Tablets) (consult before use): "if you are undergoing haemodialysis due to kidney failure" Typed: kidney failure.',
    sources: [
      {
        title: "Folic acid: UK PIL (Folic Acid 5mg Tablets)",
        publisher: "UK PIL (Folic Acid 5mg Tablets)",
        url: "https://medicines.org.uk/emc/product/6998/pil",
      },
    ],
  },
  {
    id: "sc-whc-folic-acid-having-a-heart-stent-fitted",
    title: "Having a heart stent fitted: Folic acid is asked about",
    profile: {
      medicines: [],
      conditions: ["having a heart stent fitted"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 400 µg",
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
            condition: "having a heart stent fitted",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Folic Acid 5mg Tablets) (consult before use): "if you are receiving a coronary stent (a tube that is inserted in the artery that leads to the heart, in order to stop blockages)" Typed: having a heart stent fitted.',
    sources: [
      {
        title: "Folic acid: UK PIL (Folic Acid 5mg Tablets)",
        publisher: "UK PIL (Folic Acid 5mg Tablets)",
        url: "https://medicines.org.uk/emc/product/6998/pil",
      },
    ],
  },
  {
    id: "sc-whc-folic-acid-coronary-stent",
    title: "Coronary stent: Folic acid is asked about",
    profile: {
      medicines: [],
      conditions: ["coronary stent"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 400 µg",
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
            condition: "coronary stent",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Folic Acid 5mg Tablets) (consult before use): "if you are receiving a coronary stent (a tube that is inserted in the artery that leads to the heart, in order to stop blockages)" Typed: coronary stent.',
    sources: [
      {
        title: "Folic acid: UK PIL (Folic Acid 5mg Tablets)",
        publisher: "UK PIL (Folic Acid 5mg Tablets)",
        url: "https://medicines.org.uk/emc/product/6998/pil",
      },
    ],
  },
  {
    id: "sc-whc-folic-acid-low-vitamin-b12",
    title: "Low vitamin B12: Folic acid is asked about",
    profile: {
      medicines: [],
      conditions: ["low vitamin B12"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 400 µg",
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
            condition: "low vitamin B12",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Folic Acid 5mg Tablets) (consult before use): "if you suffer from pernicious anaemia (a disorder preventing the absorption of vitamin B12) or could be suffering from a lack of vitamin B12" Typed: low vitamin B12.',
    sources: [
      {
        title: "Folic acid: UK PIL (Folic Acid 5mg Tablets)",
        publisher: "UK PIL (Folic Acid 5mg Tablets)",
        url: "https://medicines.org.uk/emc/product/6998/pil",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-d3-digoxin",
    title: "Taking digoxin considers Vitamin D3",
    profile: {
      medicines: ["digoxin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 µg",
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
            medicine: "digoxin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Colecalciferol oral solution) (consult before use): "Monitoring is especially important in elderly patients on concomitant treatment with cardiac glycosides or diuretics (see section 4.5) and in patients with a high tendency to calculus formation." Typed: digoxin.',
    sources: [
      {
        title: "Vitamin D3: UK SmPC (Colecalciferol oral solution)",
        publisher: "UK SmPC (Colecalciferol oral solution)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-d3-bendroflumethiazide",
    title: "Taking bendroflumethiazide considers Vitamin D3",
    profile: {
      medicines: ["bendroflumethiazide"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 µg",
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
            medicine: "bendroflumethiazide",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Colecalciferol oral solution) (consult before use): "Monitoring is especially important in elderly patients on concomitant treatment with cardiac glycosides or diuretics (see section 4.5) and in patients with a high tendency to calculus formation." Typed: bendroflumethiazide.',
    sources: [
      {
        title: "Vitamin D3: UK SmPC (Colecalciferol oral solution)",
        publisher: "UK SmPC (Colecalciferol oral solution)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-d3-indapamide",
    title: "Taking indapamide considers Vitamin D3",
    profile: {
      medicines: ["indapamide"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 µg",
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
            medicine: "indapamide",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Colecalciferol oral solution) (consult before use): "Monitoring is especially important in elderly patients on concomitant treatment with cardiac glycosides or diuretics (see section 4.5) and in patients with a high tendency to calculus formation." Typed: indapamide.',
    sources: [
      {
        title: "Vitamin D3: UK SmPC (Colecalciferol oral solution)",
        publisher: "UK SmPC (Colecalciferol oral solution)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-d3-kidney-failure",
    title: "Kidney failure: Vitamin D3 is asked about",
    profile: {
      medicines: [],
      conditions: ["kidney failure"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 µg",
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
            condition: "kidney failure",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Colecalciferol oral solution) (do not use): "In patients with severe renal insufficiency, vitamin D in the form of colecalciferol is not metabolised normally and other forms of vitamin D should be used (see section 4.3)." Typed: kidney failure.',
    sources: [
      {
        title: "Vitamin D3: UK SmPC (Colecalciferol oral solution)",
        publisher: "UK SmPC (Colecalciferol oral solution)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-d3-severe-kidney-disease",
    title: "Severe kidney disease: Vitamin D3 is asked about",
    profile: {
      medicines: [],
      conditions: ["severe kidney disease"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 µg",
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
            condition: "severe kidney disease",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Colecalciferol oral solution) (do not use): "In patients with severe renal insufficiency, vitamin D in the form of colecalciferol is not metabolised normally and other forms of vitamin D should be used (see section 4.3)." Typed: severe kidney disease.',
    sources: [
      {
        title: "Vitamin D3: UK SmPC (Colecalciferol oral solution)",
        publisher: "UK SmPC (Colecalciferol oral solution)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-d3-kidney-stones",
    title: "Kidney stones: Vitamin D3 is asked about",
    profile: {
      medicines: [],
      conditions: ["kidney stones"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 µg",
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
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Colecalciferol oral solution) (consult before use): "In patients with a history of renal stones urinary calcium excretion should be measured to exclude hypercalciuria." Typed: kidney stones.',
    sources: [
      {
        title: "Vitamin D3: UK SmPC (Colecalciferol oral solution)",
        publisher: "UK SmPC (Colecalciferol oral solution)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-d3-sarcoidosis",
    title: "Sarcoidosis: Vitamin D3 is asked about",
    profile: {
      medicines: [],
      conditions: ["sarcoidosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 µg",
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
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Colecalciferol oral solution) (consult before use): "Colecalciferol should be prescribed with caution to patients suffering from sarcoidosis, due to the risk of increased metabolism of vitamin D into its active form." Typed: sarcoidosis.',
    sources: [
      {
        title: "Vitamin D3: UK SmPC (Colecalciferol oral solution)",
        publisher: "UK SmPC (Colecalciferol oral solution)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-d3-osteoporosis-and-bedbound",
    title: "Osteoporosis and bedbound: Vitamin D3 is asked about",
    profile: {
      medicines: [],
      conditions: ["osteoporosis and bedbound"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 µg",
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
            condition: "osteoporosis and bedbound",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Colecalciferol oral solution) (consult before use): "Colecalciferol should be used with caution in immobilised patients with osteoporosis due to increased risk of hypercalcaemia." Typed: osteoporosis and bedbound.',
    sources: [
      {
        title: "Vitamin D3: UK SmPC (Colecalciferol oral solution)",
        publisher: "UK SmPC (Colecalciferol oral solution)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-d3-immobile",
    title: "Immobile: Vitamin D3 is asked about",
    profile: {
      medicines: [],
      conditions: ["immobile"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 µg",
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
            condition: "immobile",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Colecalciferol oral solution) (consult before use): "Colecalciferol should be used with caution in immobilised patients with osteoporosis due to increased risk of hypercalcaemia." Typed: immobile.',
    sources: [
      {
        title: "Vitamin D3: UK SmPC (Colecalciferol oral solution)",
        publisher: "UK SmPC (Colecalciferol oral solution)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-d3-cancer",
    title: "Cancer: Vitamin D3 is asked about",
    profile: {
      medicines: [],
      conditions: ["cancer"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 µg",
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
            condition: "cancer",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Colecalciferol oral solution) (consult before use): "Colecalciferol should be used with caution in other patients with increased risk of hypercalcaemia e.g. those suffering from malignancies." Typed: cancer.',
    sources: [
      {
        title: "Vitamin D3: UK SmPC (Colecalciferol oral solution)",
        publisher: "UK SmPC (Colecalciferol oral solution)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-d3-hyperparathyroidism",
    title: "Hyperparathyroidism: Vitamin D3 is asked about",
    profile: {
      medicines: [],
      conditions: ["hyperparathyroidism"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 µg",
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
            condition: "hyperparathyroidism",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Colecalciferol oral solution) (consult before use): "Patients with primary hyperparathyroidism and vitamin deficiency should have their serum calcium measured." Typed: hyperparathyroidism.',
    sources: [
      {
        title: "Vitamin D3: UK SmPC (Colecalciferol oral solution)",
        publisher: "UK SmPC (Colecalciferol oral solution)",
        url: "https://medicines.org.uk/emc/product/8091/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-d3-hydrochlorothiazide",
    title: "Taking hydrochlorothiazide considers Vitamin D3",
    profile: {
      medicines: ["hydrochlorothiazide"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 µg",
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
            medicine: "hydrochlorothiazide",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Strivit-D3, MHRA, via rxreasoner) (consult before use): "Thiazide diuretics reduce the urinary excretion of calcium." Typed: hydrochlorothiazide.',
    sources: [
      {
        title: "Vitamin D3: UK SmPC (Strivit-D3, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Strivit-D3, MHRA, via rxreasoner)",
        url: "https://rxreasoner.com/monographs/strivit-d3/precautions",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-e-warfarin",
    title: "Taking warfarin considers Vitamin E",
    profile: {
      medicines: ["warfarin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 268 mg",
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
            medicine: "warfarin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Vitamin E Suspension 100mg/ml) (consult before use): "Vitamin E has been reported to increase bleeding tendency in vitamin-K deficient patients or those taking anticoagulant treatments, it is therefore recommended to monitor the prothrombin time and international normalised ratio (INR) to detect any changes in haemostasis." Typed: warfarin.',
    sources: [
      {
        title: "Vitamin E: UK SmPC (Vitamin E Suspension 100mg/ml)",
        publisher: "UK SmPC (Vitamin E Suspension 100mg/ml)",
        url: "https://medicines.org.uk/emc/product/3734/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-e-apixaban",
    title: "Taking apixaban considers Vitamin E",
    profile: {
      medicines: ["apixaban"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 268 mg",
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
            medicine: "apixaban",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Vitamin E Suspension 100mg/ml) (consult before use): "Vitamin E has been reported to increase bleeding tendency in vitamin-K deficient patients or those taking anticoagulant treatments, it is therefore recommended to monitor the prothrombin time and international normalised ratio (INR) to detect any changes in haemostasis." Typed: apixaban.',
    sources: [
      {
        title: "Vitamin E: UK SmPC (Vitamin E Suspension 100mg/ml)",
        publisher: "UK SmPC (Vitamin E Suspension 100mg/ml)",
        url: "https://medicines.org.uk/emc/product/3734/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-e-rivaroxaban",
    title: "Taking rivaroxaban considers Vitamin E",
    profile: {
      medicines: ["rivaroxaban"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 268 mg",
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
            medicine: "rivaroxaban",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Vitamin E Suspension 100mg/ml) (consult before use): "Vitamin E has been reported to increase bleeding tendency in vitamin-K deficient patients or those taking anticoagulant treatments, it is therefore recommended to monitor the prothrombin time and international normalised ratio (INR) to detect any changes in haemostasis." Typed: rivaroxaban.',
    sources: [
      {
        title: "Vitamin E: UK SmPC (Vitamin E Suspension 100mg/ml)",
        publisher: "UK SmPC (Vitamin E Suspension 100mg/ml)",
        url: "https://medicines.org.uk/emc/product/3734/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-e-vitamin-k-deficiency",
    title: "Vitamin K deficiency: Vitamin E is asked about",
    profile: {
      medicines: [],
      conditions: ["vitamin K deficiency"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 268 mg",
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
            condition: "vitamin K deficiency",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Vitamin E Suspension 100mg/ml) (consult before use): "Vitamin E has been reported to increase bleeding tendency in vitamin-K deficient patients or those taking anticoagulant treatments, it is therefore recommended to monitor the prothrombin time and international normalised ratio (INR) to detect any changes in haemostasis." Typed: vitamin K deficiency.',
    sources: [
      {
        title: "Vitamin E: UK SmPC (Vitamin E Suspension 100mg/ml)",
        publisher: "UK SmPC (Vitamin E Suspension 100mg/ml)",
        url: "https://medicines.org.uk/emc/product/3734/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-e-ethinylestradiol",
    title: "Taking ethinylestradiol considers Vitamin E",
    profile: {
      medicines: ["ethinylestradiol"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 268 mg",
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
            medicine: "ethinylestradiol",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Vitamin E Suspension 100mg/ml) (consult before use): "Vitamin E has been reported to increase the risk of thrombosis in patients predisposed to this condition, including patients taking oestrogens." Typed: ethinylestradiol.',
    sources: [
      {
        title: "Vitamin E: UK SmPC (Vitamin E Suspension 100mg/ml)",
        publisher: "UK SmPC (Vitamin E Suspension 100mg/ml)",
        url: "https://medicines.org.uk/emc/product/3734/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-e-estradiol",
    title: "Taking estradiol considers Vitamin E",
    profile: {
      medicines: ["estradiol"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 268 mg",
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
            medicine: "estradiol",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Vitamin E Suspension 100mg/ml) (consult before use): "Vitamin E has been reported to increase the risk of thrombosis in patients predisposed to this condition, including patients taking oestrogens." Typed: estradiol.',
    sources: [
      {
        title: "Vitamin E: UK SmPC (Vitamin E Suspension 100mg/ml)",
        publisher: "UK SmPC (Vitamin E Suspension 100mg/ml)",
        url: "https://medicines.org.uk/emc/product/3734/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-e-combined-contraceptive-pill",
    title: "Taking combined contraceptive pill considers Vitamin E",
    profile: {
      medicines: ["combined contraceptive pill"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 268 mg",
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
            medicine: "combined contraceptive pill",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Vitamin E Suspension 100mg/ml) (consult before use): "Vitamin E has been reported to increase the risk of thrombosis in patients predisposed to this condition, including patients taking oestrogens." Typed: combined contraceptive pill.',
    sources: [
      {
        title: "Vitamin E: UK SmPC (Vitamin E Suspension 100mg/ml)",
        publisher: "UK SmPC (Vitamin E Suspension 100mg/ml)",
        url: "https://medicines.org.uk/emc/product/3734/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-e-history-of-blood-clots",
    title: "History of blood clots: Vitamin E is asked about",
    profile: {
      medicines: [],
      conditions: ["history of blood clots"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 268 mg",
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
            condition: "history of blood clots",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Vitamin E Suspension 100mg/ml) (consult before use): "Vitamin E has been reported to increase the risk of thrombosis in patients predisposed to this condition, including patients taking oestrogens." Typed: history of blood clots.',
    sources: [
      {
        title: "Vitamin E: UK SmPC (Vitamin E Suspension 100mg/ml)",
        publisher: "UK SmPC (Vitamin E Suspension 100mg/ml)",
        url: "https://medicines.org.uk/emc/product/3734/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-e-dvt",
    title: "DVT: Vitamin E is asked about",
    profile: {
      medicines: [],
      conditions: ["DVT"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 268 mg",
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
            condition: "DVT",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Vitamin E Suspension 100mg/ml) (consult before use): "Vitamin E has been reported to increase the risk of thrombosis in patients predisposed to this condition, including patients taking oestrogens." Typed: DVT.',
    sources: [
      {
        title: "Vitamin E: UK SmPC (Vitamin E Suspension 100mg/ml)",
        publisher: "UK SmPC (Vitamin E Suspension 100mg/ml)",
        url: "https://medicines.org.uk/emc/product/3734/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-e-colestyramine",
    title: "Taking colestyramine considers Vitamin E",
    profile: {
      medicines: ["colestyramine"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 268 mg",
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
            medicine: "colestyramine",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Vitamin E Suspension 100mg/ml) (consult before use): "Serum levels of vitamin E should be monitored in cholestatic patients undergoing concurrent treatment with colestyramine (see section 4.5)." Typed: colestyramine.',
    sources: [
      {
        title: "Vitamin E: UK SmPC (Vitamin E Suspension 100mg/ml)",
        publisher: "UK SmPC (Vitamin E Suspension 100mg/ml)",
        url: "https://medicines.org.uk/emc/product/3734/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-e-orlistat",
    title: "Taking orlistat considers Vitamin E",
    profile: {
      medicines: ["orlistat"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 268 mg",
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
            medicine: "orlistat",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC text (Vitamin E Suspension 100 mg/ml, via rxreasoner) (consult before use): "Cholestyramine, paraffin oil and orlistat induce a decrease in absorption of vitamin E." Typed: orlistat.',
    sources: [
      {
        title: "Vitamin E: UK SmPC text (Vitamin E Suspension 100 mg/ml, via rxreasoner)",
        publisher: "UK SmPC text (Vitamin E Suspension 100 mg/ml, via rxreasoner)",
        url: "https://rxreasoner.com/substances/vitamin-e/precautions",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-e-pregnant",
    title: "Pregnant: Vitamin E is asked about",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 268 mg",
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
            condition: "pregnant",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC text (Vitamin E Suspension 100 mg/ml, via rxreasoner) (do not use): "There is no evidence of the safety of high doses of vitamin E in pregnancy nor is there evidence from animal work that it is free from hazard, therefore do not use in pregnancy especially in the first trimester." Typed: pregnant.',
    sources: [
      {
        title: "Vitamin E: UK SmPC text (Vitamin E Suspension 100 mg/ml, via rxreasoner)",
        publisher: "UK SmPC text (Vitamin E Suspension 100 mg/ml, via rxreasoner)",
        url: "https://rxreasoner.com/substances/vitamin-e/precautions",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-e-breastfeeding",
    title: "Breastfeeding: Vitamin E is asked about",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 268 mg",
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
            condition: "breastfeeding",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC text (Vitamin E Suspension 100 mg/ml, via rxreasoner) (do not use): "No information is available on excretion in breast milk, therefore it is advisable not to use during lactation." Typed: breastfeeding.',
    sources: [
      {
        title: "Vitamin E: UK SmPC text (Vitamin E Suspension 100 mg/ml, via rxreasoner)",
        publisher: "UK SmPC text (Vitamin E Suspension 100 mg/ml, via rxreasoner)",
        url: "https://rxreasoner.com/substances/vitamin-e/precautions",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-b6-peripheral-neuropathy",
    title: "Peripheral neuropathy: Vitamin B6 is asked about",
    profile: {
      medicines: [],
      conditions: ["peripheral neuropathy"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B6 50 mg",
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
            condition: "peripheral neuropathy",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Pyridoxine 50mg Tablets) (adverse reaction): "Long term administration of large doses of pyridoxine is associated with the development of severe peripheral neuritis." Typed: peripheral neuropathy.',
    sources: [
      {
        title: "Vitamin B6: UK SmPC (Pyridoxine 50mg Tablets)",
        publisher: "UK SmPC (Pyridoxine 50mg Tablets)",
        url: "https://www.medicines.org.uk/emc/product/1208/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-b6-numbness-in-hands-and-feet",
    title: "Numbness in hands and feet: Vitamin B6 is asked about",
    profile: {
      medicines: [],
      conditions: ["numbness in hands and feet"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B6 50 mg",
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
            condition: "numbness in hands and feet",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Pyridoxine 50mg Tablets) (adverse reaction): "Long term administration of large doses of pyridoxine is associated with the development of severe peripheral neuritis." Typed: numbness in hands and feet.',
    sources: [
      {
        title: "Vitamin B6: UK SmPC (Pyridoxine 50mg Tablets)",
        publisher: "UK SmPC (Pyridoxine 50mg Tablets)",
        url: "https://www.medicines.org.uk/emc/product/1208/smpc",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-b6-phenytoin",
    title: "Taking phenytoin considers Vitamin B6",
    profile: {
      medicines: ["phenytoin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B6 50 mg",
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
            medicine: "phenytoin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Pyridoxine Tablets BP 20mg, via imedi.co.uk) (consult before use): "Larger doses of pyridoxine can cause a reduction in serum phenytoin and phenobarbitone levels in some patients." Typed: phenytoin.',
    sources: [
      {
        title: "Vitamin B6: UK SmPC (Pyridoxine Tablets BP 20mg, via imedi.co.uk)",
        publisher: "UK SmPC (Pyridoxine Tablets BP 20mg, via imedi.co.uk)",
        url: "https://imedi.co.uk/pyridoxine-tablets-bp-20mg/summary",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-b6-phenobarbital",
    title: "Taking phenobarbital considers Vitamin B6",
    profile: {
      medicines: ["phenobarbital"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B6 50 mg",
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
            medicine: "phenobarbital",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Pyridoxine Tablets BP 20mg, via imedi.co.uk) (consult before use): "Larger doses of pyridoxine can cause a reduction in serum phenytoin and phenobarbitone levels in some patients." Typed: phenobarbital.',
    sources: [
      {
        title: "Vitamin B6: UK SmPC (Pyridoxine Tablets BP 20mg, via imedi.co.uk)",
        publisher: "UK SmPC (Pyridoxine Tablets BP 20mg, via imedi.co.uk)",
        url: "https://imedi.co.uk/pyridoxine-tablets-bp-20mg/summary",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-b6-tingling-in-hands-and-feet",
    title: "Tingling in hands and feet: Vitamin B6 is asked about",
    profile: {
      medicines: [],
      conditions: ["tingling in hands and feet"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B6 50 mg",
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
            condition: "tingling in hands and feet",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "TGA (required label warning, safety alert) (stop if): \"'WARNING - Stop taking this medication if you experience tingling, burning or numbness and see your healthcare practitioner as soon as possible. (Contains vitamin B6)'\" Typed: tingling in hands and feet.",
    sources: [
      {
        title: "Vitamin B6: TGA (required label warning, safety alert)",
        publisher: "TGA (required label warning, safety alert)",
        url: "https://tga.gov.au/news/safety-alerts/vitamin-b6-pyridoxine",
      },
    ],
  },
  {
    id: "sc-whc-thiamin-fluorouracil",
    title: "Taking fluorouracil considers Thiamin",
    profile: {
      medicines: ["fluorouracil"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Thiamin 100 mg",
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
            medicine: "fluorouracil",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Thiamine Hydrochloride 50 mg Tablets, via patient-info.co.uk) (consult before use): "The thiamine antagonist’s thiosemicarbazone and 5-fluorouracil can neutralise the effect of thiamine. Patients using any of these treatments may need their thiamine dose adjusted." Typed: fluorouracil.',
    sources: [
      {
        title: "Thiamin: UK SmPC (Thiamine Hydrochloride 50 mg Tablets, via patient-info.co.uk)",
        publisher: "UK SmPC (Thiamine Hydrochloride 50 mg Tablets, via patient-info.co.uk)",
        url: "https://patient-info.co.uk/thiamine-hydrochloride-50-mg-tablets-90094/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-c-hyperoxaluria",
    title: "Hyperoxaluria: Vitamin C is asked about",
    profile: {
      medicines: [],
      conditions: ["hyperoxaluria"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 1000 mg",
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
      flags: [
        {
          ingredient: "vitamin-c",
          with: {
            condition: "hyperoxaluria",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Ascorbic Acid 500 mg Tablets, via patient-info.co.uk) (do not use): "if you suffer from hyperoxaluria (excretion of urine containing large amounts of calcium oxalate crystals)" Typed: hyperoxaluria.',
    sources: [
      {
        title: "Vitamin C: UK PIL (Ascorbic Acid 500 mg Tablets, via patient-info.co.uk)",
        publisher: "UK PIL (Ascorbic Acid 500 mg Tablets, via patient-info.co.uk)",
        url: "https://patient-info.co.uk/ascorbic-acid-500-mg-tablets-vodexo-500-mg-tablets-91489/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-c-oxalate-kidney-stones",
    title: "Oxalate kidney stones: Vitamin C is asked about",
    profile: {
      medicines: [],
      conditions: ["oxalate kidney stones"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 1000 mg",
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
      flags: [
        {
          ingredient: "vitamin-c",
          with: {
            condition: "oxalate kidney stones",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Ascorbic Acid 500 mg Tablets, via patient-info.co.uk) (do not use): "if you suffer from hyperoxaluria (excretion of urine containing large amounts of calcium oxalate crystals)" Typed: oxalate kidney stones.',
    sources: [
      {
        title: "Vitamin C: UK PIL (Ascorbic Acid 500 mg Tablets, via patient-info.co.uk)",
        publisher: "UK PIL (Ascorbic Acid 500 mg Tablets, via patient-info.co.uk)",
        url: "https://patient-info.co.uk/ascorbic-acid-500-mg-tablets-vodexo-500-mg-tablets-91489/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-c-kidney-failure",
    title: "Kidney failure: Vitamin C is asked about",
    profile: {
      medicines: [],
      conditions: ["kidney failure"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 1000 mg",
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
      flags: [
        {
          ingredient: "vitamin-c",
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
    rationale:
      'UK PIL (Ascorbic Acid 500 mg Tablets, via patient-info.co.uk) (consult before use): "have kidney failure as ascorbic acid enhances aluminium absorption (present in antacids) which may reach toxic levels." Typed: kidney failure.',
    sources: [
      {
        title: "Vitamin C: UK PIL (Ascorbic Acid 500 mg Tablets, via patient-info.co.uk)",
        publisher: "UK PIL (Ascorbic Acid 500 mg Tablets, via patient-info.co.uk)",
        url: "https://patient-info.co.uk/ascorbic-acid-500-mg-tablets-vodexo-500-mg-tablets-91489/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-c-dexamfetamine",
    title: "Taking dexamfetamine considers Vitamin C",
    profile: {
      medicines: ["dexamfetamine"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 1000 mg",
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
      flags: [
        {
          ingredient: "vitamin-c",
          with: {
            medicine: "dexamfetamine",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Ascorbic Acid 500 mg Tablets, via patient-info.co.uk) (consult before use): "In particular tell your doctor if you are taking any of the following:\n- Amphetamines" Typed: dexamfetamine.',
    sources: [
      {
        title: "Vitamin C: UK PIL (Ascorbic Acid 500 mg Tablets, via patient-info.co.uk)",
        publisher: "UK PIL (Ascorbic Acid 500 mg Tablets, via patient-info.co.uk)",
        url: "https://patient-info.co.uk/ascorbic-acid-500-mg-tablets-vodexo-500-mg-tablets-91489/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-c-lisdexamfetamine",
    title: "Taking lisdexamfetamine considers Vitamin C",
    profile: {
      medicines: ["lisdexamfetamine"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 1000 mg",
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
      flags: [
        {
          ingredient: "vitamin-c",
          with: {
            medicine: "lisdexamfetamine",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Ascorbic Acid 500 mg Tablets, via patient-info.co.uk) (consult before use): "In particular tell your doctor if you are taking any of the following:\n- Amphetamines" Typed: lisdexamfetamine.',
    sources: [
      {
        title: "Vitamin C: UK PIL (Ascorbic Acid 500 mg Tablets, via patient-info.co.uk)",
        publisher: "UK PIL (Ascorbic Acid 500 mg Tablets, via patient-info.co.uk)",
        url: "https://patient-info.co.uk/ascorbic-acid-500-mg-tablets-vodexo-500-mg-tablets-91489/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-c-aluminium-hydroxide",
    title: "Taking aluminium hydroxide considers Vitamin C",
    profile: {
      medicines: ["aluminium hydroxide"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 1000 mg",
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
      flags: [
        {
          ingredient: "vitamin-c",
          with: {
            medicine: "aluminium hydroxide",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Ascorbic Acid 500 mg Tablets, via patient-info.co.uk) (consult before use): "In particular tell your doctor if you are taking any of the following: […]\n- Antacids" Typed: aluminium hydroxide.',
    sources: [
      {
        title: "Vitamin C: UK PIL (Ascorbic Acid 500 mg Tablets, via patient-info.co.uk)",
        publisher: "UK PIL (Ascorbic Acid 500 mg Tablets, via patient-info.co.uk)",
        url: "https://patient-info.co.uk/ascorbic-acid-500-mg-tablets-vodexo-500-mg-tablets-91489/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-c-desferrioxamine",
    title: "Taking desferrioxamine considers Vitamin C",
    profile: {
      medicines: ["desferrioxamine"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 1000 mg",
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
      flags: [
        {
          ingredient: "vitamin-c",
          with: {
            medicine: "desferrioxamine",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Ascorbic Acid 500 mg Tablets, via patient-info.co.uk) (do not use): "Ascorbic Acid Tablets should not be taken for the first month after starting desferrioxamine treatment." Typed: desferrioxamine.',
    sources: [
      {
        title: "Vitamin C: UK PIL (Ascorbic Acid 500 mg Tablets, via patient-info.co.uk)",
        publisher: "UK PIL (Ascorbic Acid 500 mg Tablets, via patient-info.co.uk)",
        url: "https://patient-info.co.uk/ascorbic-acid-500-mg-tablets-vodexo-500-mg-tablets-91489/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-c-kidney-stones",
    title: "Kidney stones: Vitamin C is asked about",
    profile: {
      medicines: [],
      conditions: ["kidney stones"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 1000 mg",
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
      flags: [
        {
          ingredient: "vitamin-c",
          with: {
            condition: "kidney stones",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Ascorbic Acid Tablets BP 500 mg, via patient-info.co.uk) (adverse reaction): "Large doses are associated with the formation of renal calcium oxalate calculi." Typed: kidney stones.',
    sources: [
      {
        title: "Vitamin C: UK SmPC (Ascorbic Acid Tablets BP 500 mg, via patient-info.co.uk)",
        publisher: "UK SmPC (Ascorbic Acid Tablets BP 500 mg, via patient-info.co.uk)",
        url: "https://patient-info.co.uk/ascorbic-acid-tablets-bp-500-mg-86633/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-k1-warfarin",
    title: "Taking warfarin considers Vitamin K1",
    profile: {
      medicines: ["warfarin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin K1 100 µg",
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
            medicine: "warfarin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Konakion MM Paediatric, MHRA, via rxreasoner) (consult before use): "No significant interactions are known other than antagonism of coumarin anticoagulants." Typed: warfarin.',
    sources: [
      {
        title: "Vitamin K1: UK SmPC (Konakion MM Paediatric, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Konakion MM Paediatric, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/konakion-paed/precautions",
      },
    ],
  },
  {
    id: "sc-whc-vitamin-k1-acenocoumarol",
    title: "Taking acenocoumarol considers Vitamin K1",
    profile: {
      medicines: ["acenocoumarol"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin K1 100 µg",
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
            medicine: "acenocoumarol",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Konakion MM Paediatric, MHRA, via rxreasoner) (consult before use): "No significant interactions are known other than antagonism of coumarin anticoagulants." Typed: acenocoumarol.',
    sources: [
      {
        title: "Vitamin K1: UK SmPC (Konakion MM Paediatric, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Konakion MM Paediatric, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/konakion-paed/precautions",
      },
    ],
  },
  {
    id: "sc-whc-calcium-hyperparathyroidism",
    title: "Hyperparathyroidism: Calcium is asked about",
    profile: {
      medicines: [],
      conditions: ["hyperparathyroidism"],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            condition: "hyperparathyroidism",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Calcichew, MHRA, via rxreasoner) (do not use): "Diseases and/or conditions resulting in hypercalcaemia and/or hypercalciuria, for example in hyperparathyroidism, vitamin D overdosage, decalcifying tumours such as plasmacytoma and skeletal metastases, in severe renal failure untreated by renal dialysis and in osteoporosis due to immobilisation." Typed: hyperparathyroidism.',
    sources: [
      {
        title: "Calcium: UK SmPC (Calcichew, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Calcichew, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/7214/precautions",
      },
    ],
  },
  {
    id: "sc-whc-calcium-high-calcium-levels",
    title: "High calcium levels: Calcium is asked about",
    profile: {
      medicines: [],
      conditions: ["high calcium levels"],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            condition: "high calcium levels",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Calcichew, MHRA, via rxreasoner) (do not use): "Diseases and/or conditions resulting in hypercalcaemia and/or hypercalciuria, for example in hyperparathyroidism, vitamin D overdosage, decalcifying tumours such as plasmacytoma and skeletal metastases, in severe renal failure untreated by renal dialysis and in osteoporosis due to immobilisation." Typed: high calcium levels.',
    sources: [
      {
        title: "Calcium: UK SmPC (Calcichew, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Calcichew, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/7214/precautions",
      },
    ],
  },
  {
    id: "sc-whc-calcium-myeloma",
    title: "Myeloma: Calcium is asked about",
    profile: {
      medicines: [],
      conditions: ["myeloma"],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            condition: "myeloma",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Calcichew, MHRA, via rxreasoner) (do not use): "Diseases and/or conditions resulting in hypercalcaemia and/or hypercalciuria, for example in hyperparathyroidism, vitamin D overdosage, decalcifying tumours such as plasmacytoma and skeletal metastases, in severe renal failure untreated by renal dialysis and in osteoporosis due to immobilisation." Typed: myeloma.',
    sources: [
      {
        title: "Calcium: UK SmPC (Calcichew, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Calcichew, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/7214/precautions",
      },
    ],
  },
  {
    id: "sc-whc-calcium-cancer-spread-to-bones",
    title: "Cancer spread to bones: Calcium is asked about",
    profile: {
      medicines: [],
      conditions: ["cancer spread to bones"],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            condition: "cancer spread to bones",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Calcichew, MHRA, via rxreasoner) (do not use): "Diseases and/or conditions resulting in hypercalcaemia and/or hypercalciuria, for example in hyperparathyroidism, vitamin D overdosage, decalcifying tumours such as plasmacytoma and skeletal metastases, in severe renal failure untreated by renal dialysis and in osteoporosis due to immobilisation." Typed: cancer spread to bones.',
    sources: [
      {
        title: "Calcium: UK SmPC (Calcichew, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Calcichew, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/7214/precautions",
      },
    ],
  },
  {
    id: "sc-whc-calcium-kidney-failure",
    title: "Kidney failure: Calcium is asked about",
    profile: {
      medicines: [],
      conditions: ["kidney failure"],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            condition: "kidney failure",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Calcichew, MHRA, via rxreasoner) (do not use): "Diseases and/or conditions resulting in hypercalcaemia and/or hypercalciuria, for example in hyperparathyroidism, vitamin D overdosage, decalcifying tumours such as plasmacytoma and skeletal metastases, in severe renal failure untreated by renal dialysis and in osteoporosis due to immobilisation." Typed: kidney failure.',
    sources: [
      {
        title: "Calcium: UK SmPC (Calcichew, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Calcichew, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/7214/precautions",
      },
    ],
  },
  {
    id: "sc-whc-calcium-severe-kidney-disease",
    title: "Severe kidney disease: Calcium is asked about",
    profile: {
      medicines: [],
      conditions: ["severe kidney disease"],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            condition: "severe kidney disease",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Calcichew, MHRA, via rxreasoner) (do not use): "Diseases and/or conditions resulting in hypercalcaemia and/or hypercalciuria, for example in hyperparathyroidism, vitamin D overdosage, decalcifying tumours such as plasmacytoma and skeletal metastases, in severe renal failure untreated by renal dialysis and in osteoporosis due to immobilisation." Typed: severe kidney disease.',
    sources: [
      {
        title: "Calcium: UK SmPC (Calcichew, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Calcichew, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/7214/precautions",
      },
    ],
  },
  {
    id: "sc-whc-calcium-osteoporosis-and-bedbound",
    title: "Osteoporosis and bedbound: Calcium is asked about",
    profile: {
      medicines: [],
      conditions: ["osteoporosis and bedbound"],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            condition: "osteoporosis and bedbound",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Calcichew, MHRA, via rxreasoner) (do not use): "Diseases and/or conditions resulting in hypercalcaemia and/or hypercalciuria, for example in hyperparathyroidism, vitamin D overdosage, decalcifying tumours such as plasmacytoma and skeletal metastases, in severe renal failure untreated by renal dialysis and in osteoporosis due to immobilisation." Typed: osteoporosis and bedbound.',
    sources: [
      {
        title: "Calcium: UK SmPC (Calcichew, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Calcichew, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/7214/precautions",
      },
    ],
  },
  {
    id: "sc-whc-calcium-kidney-stones",
    title: "Kidney stones: Calcium is asked about",
    profile: {
      medicines: [],
      conditions: ["kidney stones"],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            condition: "kidney stones",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Calcichew, MHRA, via rxreasoner) (do not use): "Renal calculi (nephrolithiasis)." Typed: kidney stones.',
    sources: [
      {
        title: "Calcium: UK SmPC (Calcichew, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Calcichew, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/7214/precautions",
      },
    ],
  },
  {
    id: "sc-whc-calcium-bendroflumethiazide",
    title: "Taking bendroflumethiazide considers Calcium",
    profile: {
      medicines: ["bendroflumethiazide"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            medicine: "bendroflumethiazide",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Calcichew, MHRA, via rxreasoner) (consult before use): "Monitoring is especially important in patients on concomitant treatment with cardiac glycosides or diuretics (see section 4.5)." Typed: bendroflumethiazide.',
    sources: [
      {
        title: "Calcium: UK SmPC (Calcichew, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Calcichew, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/7214/precautions",
      },
    ],
  },
  {
    id: "sc-whc-calcium-indapamide",
    title: "Taking indapamide considers Calcium",
    profile: {
      medicines: ["indapamide"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            medicine: "indapamide",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Calcichew, MHRA, via rxreasoner) (consult before use): "Monitoring is especially important in patients on concomitant treatment with cardiac glycosides or diuretics (see section 4.5)." Typed: indapamide.',
    sources: [
      {
        title: "Calcium: UK SmPC (Calcichew, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Calcichew, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/7214/precautions",
      },
    ],
  },
  {
    id: "sc-whc-calcium-hydrochlorothiazide",
    title: "Taking hydrochlorothiazide considers Calcium",
    profile: {
      medicines: ["hydrochlorothiazide"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            medicine: "hydrochlorothiazide",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Calcichew, MHRA, via rxreasoner) (consult before use): "Thiazide diuretics reduce the urinary excretion of calcium. Due to increased risk of hypercalcaemia, serum calcium should be regularly monitored during concomitant use of thiazide diuretics." Typed: hydrochlorothiazide.',
    sources: [
      {
        title: "Calcium: UK SmPC (Calcichew, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Calcichew, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/7214/precautions",
      },
    ],
  },
  {
    id: "sc-whc-calcium-sarcoidosis",
    title: "Sarcoidosis: Calcium is asked about",
    profile: {
      medicines: [],
      conditions: ["sarcoidosis"],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            condition: "sarcoidosis",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Adcal, MHRA, via rxreasoner) (do not use): "Absolute contra-indications are hypercalcaemia resulting for example from myeloma, bone metastases or other malignant bone disease, sarcoidosis; primary hyperparathyroidism and vitamin D overdosage." Typed: sarcoidosis.',
    sources: [
      {
        title: "Calcium: UK SmPC (Adcal, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Adcal, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/adcal/precautions",
      },
    ],
  },
  {
    id: "sc-whc-calcium-digoxin",
    title: "Taking digoxin considers Calcium",
    profile: {
      medicines: ["digoxin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            medicine: "digoxin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Calcichew 500mg, via drugs.com/uk) (consult before use): "cardiac glycosides (heart medicines); you should be monitored by electrocardiogram (ECG) and your serum calcium levels measured." Typed: digoxin.',
    sources: [
      {
        title: "Calcium: UK PIL (Calcichew 500mg, via drugs.com/uk)",
        publisher: "UK PIL (Calcichew 500mg, via drugs.com/uk)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-whc-calcium-doxycycline",
    title: "Taking doxycycline considers Calcium",
    profile: {
      medicines: ["doxycycline"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            medicine: "doxycycline",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Calcichew 500mg, via drugs.com/uk) (consult before use): "tetracycline antibiotics; these should be taken at least two hours before, or four to six hours afterwards." Typed: doxycycline.',
    sources: [
      {
        title: "Calcium: UK PIL (Calcichew 500mg, via drugs.com/uk)",
        publisher: "UK PIL (Calcichew 500mg, via drugs.com/uk)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-whc-calcium-lymecycline",
    title: "Taking lymecycline considers Calcium",
    profile: {
      medicines: ["lymecycline"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            medicine: "lymecycline",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Calcichew 500mg, via drugs.com/uk) (consult before use): "tetracycline antibiotics; these should be taken at least two hours before, or four to six hours afterwards." Typed: lymecycline.',
    sources: [
      {
        title: "Calcium: UK PIL (Calcichew 500mg, via drugs.com/uk)",
        publisher: "UK PIL (Calcichew 500mg, via drugs.com/uk)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-whc-calcium-oxytetracycline",
    title: "Taking oxytetracycline considers Calcium",
    profile: {
      medicines: ["oxytetracycline"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            medicine: "oxytetracycline",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Calcichew 500mg, via drugs.com/uk) (consult before use): "tetracycline antibiotics; these should be taken at least two hours before, or four to six hours afterwards." Typed: oxytetracycline.',
    sources: [
      {
        title: "Calcium: UK PIL (Calcichew 500mg, via drugs.com/uk)",
        publisher: "UK PIL (Calcichew 500mg, via drugs.com/uk)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-whc-calcium-levothyroxine",
    title: "Taking levothyroxine considers Calcium",
    profile: {
      medicines: ["levothyroxine"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            medicine: "levothyroxine",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Calcichew 500mg, via drugs.com/uk) (consult before use): "levothyroxine (hormone used to treat thyroid deficiency); these should be taken at least four hours before, or after taking Calcichew." Typed: levothyroxine.',
    sources: [
      {
        title: "Calcium: UK PIL (Calcichew 500mg, via drugs.com/uk)",
        publisher: "UK PIL (Calcichew 500mg, via drugs.com/uk)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-whc-calcium-ciprofloxacin",
    title: "Taking ciprofloxacin considers Calcium",
    profile: {
      medicines: ["ciprofloxacin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            medicine: "ciprofloxacin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Calcichew 500mg, via drugs.com/uk) (consult before use): "Quinolone antibiotics (ciprofloxacin, lomefloxacin, norfloxacin, sparfloxacin); the effect of these medicines may be reduced if taken at the same time as calcium." Typed: ciprofloxacin.',
    sources: [
      {
        title: "Calcium: UK PIL (Calcichew 500mg, via drugs.com/uk)",
        publisher: "UK PIL (Calcichew 500mg, via drugs.com/uk)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-whc-calcium-levofloxacin",
    title: "Taking levofloxacin considers Calcium",
    profile: {
      medicines: ["levofloxacin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            medicine: "levofloxacin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Calcichew 500mg, via drugs.com/uk) (consult before use): "Quinolone antibiotics (ciprofloxacin, lomefloxacin, norfloxacin, sparfloxacin); the effect of these medicines may be reduced if taken at the same time as calcium." Typed: levofloxacin.',
    sources: [
      {
        title: "Calcium: UK PIL (Calcichew 500mg, via drugs.com/uk)",
        publisher: "UK PIL (Calcichew 500mg, via drugs.com/uk)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-whc-calcium-ofloxacin",
    title: "Taking ofloxacin considers Calcium",
    profile: {
      medicines: ["ofloxacin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            medicine: "ofloxacin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Calcichew 500mg, via drugs.com/uk) (consult before use): "Quinolone antibiotics (ciprofloxacin, lomefloxacin, norfloxacin, sparfloxacin); the effect of these medicines may be reduced if taken at the same time as calcium." Typed: ofloxacin.',
    sources: [
      {
        title: "Calcium: UK PIL (Calcichew 500mg, via drugs.com/uk)",
        publisher: "UK PIL (Calcichew 500mg, via drugs.com/uk)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-whc-calcium-alendronic-acid",
    title: "Taking alendronic acid considers Calcium",
    profile: {
      medicines: ["alendronic acid"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            medicine: "alendronic acid",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Calcichew 500mg, via drugs.com/uk) (consult before use): "Bisphosphonates should be taken at least one hour before Calcichew." Typed: alendronic acid.',
    sources: [
      {
        title: "Calcium: UK PIL (Calcichew 500mg, via drugs.com/uk)",
        publisher: "UK PIL (Calcichew 500mg, via drugs.com/uk)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-whc-calcium-risedronate",
    title: "Taking risedronate considers Calcium",
    profile: {
      medicines: ["risedronate"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            medicine: "risedronate",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Calcichew 500mg, via drugs.com/uk) (consult before use): "Bisphosphonates should be taken at least one hour before Calcichew." Typed: risedronate.',
    sources: [
      {
        title: "Calcium: UK PIL (Calcichew 500mg, via drugs.com/uk)",
        publisher: "UK PIL (Calcichew 500mg, via drugs.com/uk)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-whc-calcium-ibandronic-acid",
    title: "Taking ibandronic acid considers Calcium",
    profile: {
      medicines: ["ibandronic acid"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            medicine: "ibandronic acid",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Calcichew 500mg, via drugs.com/uk) (consult before use): "Bisphosphonates should be taken at least one hour before Calcichew." Typed: ibandronic acid.',
    sources: [
      {
        title: "Calcium: UK PIL (Calcichew 500mg, via drugs.com/uk)",
        publisher: "UK PIL (Calcichew 500mg, via drugs.com/uk)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-whc-calcium-ferrous-sulfate",
    title: "Taking ferrous sulfate considers Calcium",
    profile: {
      medicines: ["ferrous sulfate"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            medicine: "ferrous sulfate",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Calcichew 500mg, via drugs.com/uk) (consult before use): "Calcium salts may decrease the absorption of iron, zinc and strontium ranelate." Typed: ferrous sulfate.',
    sources: [
      {
        title: "Calcium: UK PIL (Calcichew 500mg, via drugs.com/uk)",
        publisher: "UK PIL (Calcichew 500mg, via drugs.com/uk)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-whc-calcium-ferrous-fumarate",
    title: "Taking ferrous fumarate considers Calcium",
    profile: {
      medicines: ["ferrous fumarate"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            medicine: "ferrous fumarate",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Calcichew 500mg, via drugs.com/uk) (consult before use): "Calcium salts may decrease the absorption of iron, zinc and strontium ranelate." Typed: ferrous fumarate.',
    sources: [
      {
        title: "Calcium: UK PIL (Calcichew 500mg, via drugs.com/uk)",
        publisher: "UK PIL (Calcichew 500mg, via drugs.com/uk)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-whc-calcium-zinc-sulfate",
    title: "Taking zinc sulfate considers Calcium",
    profile: {
      medicines: ["zinc sulfate"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            medicine: "zinc sulfate",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Calcichew 500mg, via drugs.com/uk) (consult before use): "Calcium salts may decrease the absorption of iron, zinc and strontium ranelate." Typed: zinc sulfate.',
    sources: [
      {
        title: "Calcium: UK PIL (Calcichew 500mg, via drugs.com/uk)",
        publisher: "UK PIL (Calcichew 500mg, via drugs.com/uk)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-whc-calcium-strontium-ranelate",
    title: "Taking strontium ranelate considers Calcium",
    profile: {
      medicines: ["strontium ranelate"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
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
            medicine: "strontium ranelate",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Calcichew 500mg, via drugs.com/uk) (consult before use): "Calcium salts may decrease the absorption of iron, zinc and strontium ranelate." Typed: strontium ranelate.',
    sources: [
      {
        title: "Calcium: UK PIL (Calcichew 500mg, via drugs.com/uk)",
        publisher: "UK PIL (Calcichew 500mg, via drugs.com/uk)",
        url: "https://www.drugs.com/uk/calcium-carbonate-1250mg-chewable-tablets-leaflet.html",
      },
    ],
  },
  {
    id: "sc-whc-magnesium-severe-kidney-disease",
    title: "Severe kidney disease: Magnesium is asked about",
    profile: {
      medicines: [],
      conditions: ["severe kidney disease"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 300 mg",
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
            condition: "severe kidney disease",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Magnaspartate, MHRA, via rxreasoner) (do not use): "Severe renal impairment (glomerular filtration rate <30 ml/min)." Typed: severe kidney disease.',
    sources: [
      {
        title: "Magnesium: UK SmPC (Magnaspartate, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Magnaspartate, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
      },
    ],
  },
  {
    id: "sc-whc-magnesium-kidney-failure",
    title: "Kidney failure: Magnesium is asked about",
    profile: {
      medicines: [],
      conditions: ["kidney failure"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 300 mg",
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
            condition: "kidney failure",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Magnaspartate, MHRA, via rxreasoner) (do not use): "Severe renal impairment (glomerular filtration rate <30 ml/min)." Typed: kidney failure.',
    sources: [
      {
        title: "Magnesium: UK SmPC (Magnaspartate, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Magnaspartate, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
      },
    ],
  },
  {
    id: "sc-whc-magnesium-slow-heart-rate",
    title: "Slow heart rate: Magnesium is asked about",
    profile: {
      medicines: [],
      conditions: ["slow heart rate"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 300 mg",
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
            condition: "slow heart rate",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Magnaspartate, MHRA, via rxreasoner) (do not use): "Disorders of Cardiac conduction (bradycardia)." Typed: slow heart rate.',
    sources: [
      {
        title: "Magnesium: UK SmPC (Magnaspartate, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Magnaspartate, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
      },
    ],
  },
  {
    id: "sc-whc-magnesium-bradycardia",
    title: "Bradycardia: Magnesium is asked about",
    profile: {
      medicines: [],
      conditions: ["bradycardia"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 300 mg",
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
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Magnaspartate, MHRA, via rxreasoner) (do not use): "Disorders of Cardiac conduction (bradycardia)." Typed: bradycardia.',
    sources: [
      {
        title: "Magnesium: UK SmPC (Magnaspartate, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Magnaspartate, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
      },
    ],
  },
  {
    id: "sc-whc-magnesium-heart-block",
    title: "Heart block: Magnesium is asked about",
    profile: {
      medicines: [],
      conditions: ["heart block"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 300 mg",
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
            condition: "heart block",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Magnaspartate, MHRA, via rxreasoner) (do not use): "Disorders of Cardiac conduction (bradycardia)." Typed: heart block.',
    sources: [
      {
        title: "Magnesium: UK SmPC (Magnaspartate, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Magnaspartate, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
      },
    ],
  },
  {
    id: "sc-whc-magnesium-doxycycline",
    title: "Taking doxycycline considers Magnesium",
    profile: {
      medicines: ["doxycycline"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 300 mg",
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
            medicine: "doxycycline",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Magnaspartate, MHRA, via rxreasoner) (consult before use): "Fluorides and tetracycline: if they must be used, the doses must be separated by 2 to 3 hours or more to prevent their admixture in the gut." Typed: doxycycline.',
    sources: [
      {
        title: "Magnesium: UK SmPC (Magnaspartate, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Magnaspartate, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
      },
    ],
  },
  {
    id: "sc-whc-magnesium-lymecycline",
    title: "Taking lymecycline considers Magnesium",
    profile: {
      medicines: ["lymecycline"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 300 mg",
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
            medicine: "lymecycline",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Magnaspartate, MHRA, via rxreasoner) (consult before use): "Fluorides and tetracycline: if they must be used, the doses must be separated by 2 to 3 hours or more to prevent their admixture in the gut." Typed: lymecycline.',
    sources: [
      {
        title: "Magnesium: UK SmPC (Magnaspartate, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Magnaspartate, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
      },
    ],
  },
  {
    id: "sc-whc-magnesium-oxytetracycline",
    title: "Taking oxytetracycline considers Magnesium",
    profile: {
      medicines: ["oxytetracycline"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 300 mg",
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
            medicine: "oxytetracycline",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Magnaspartate, MHRA, via rxreasoner) (consult before use): "Fluorides and tetracycline: if they must be used, the doses must be separated by 2 to 3 hours or more to prevent their admixture in the gut." Typed: oxytetracycline.',
    sources: [
      {
        title: "Magnesium: UK SmPC (Magnaspartate, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Magnaspartate, MHRA, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
      },
    ],
  },
  {
    id: "sc-whc-zinc-copper-deficiency",
    title: "Copper deficiency: Zinc is asked about",
    profile: {
      medicines: [],
      conditions: ["copper deficiency"],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg",
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
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Solvazinc 45mg Effervescent Tablets) (do not use): "Copper deficiency (see section 4.5)." Typed: copper deficiency.',
    sources: [
      {
        title: "Zinc: UK SmPC (Solvazinc 45mg Effervescent Tablets)",
        publisher: "UK SmPC (Solvazinc 45mg Effervescent Tablets)",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
    ],
  },
  {
    id: "sc-whc-zinc-kidney-failure",
    title: "Kidney failure: Zinc is asked about",
    profile: {
      medicines: [],
      conditions: ["kidney failure"],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg",
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
    rationale:
      'UK SmPC (Solvazinc 45mg Effervescent Tablets) (consult before use): "Accumulation of zinc may occur in cases of renal failure." Typed: kidney failure.',
    sources: [
      {
        title: "Zinc: UK SmPC (Solvazinc 45mg Effervescent Tablets)",
        publisher: "UK SmPC (Solvazinc 45mg Effervescent Tablets)",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
    ],
  },
  {
    id: "sc-whc-zinc-doxycycline",
    title: "Taking doxycycline considers Zinc",
    profile: {
      medicines: ["doxycycline"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg",
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
            medicine: "doxycycline",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Solvazinc, MHRA, via rxreasoner) (consult before use): "Zinc may reduce the absorption of concurrently administered tetracyclines, also the absorption of zinc may be reduced by tetracyclines; when both are being given an interval of at least three hours should be allowed." Typed: doxycycline.',
    sources: [
      {
        title: "Zinc: UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-whc-zinc-lymecycline",
    title: "Taking lymecycline considers Zinc",
    profile: {
      medicines: ["lymecycline"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg",
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
            medicine: "lymecycline",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Solvazinc, MHRA, via rxreasoner) (consult before use): "Zinc may reduce the absorption of concurrently administered tetracyclines, also the absorption of zinc may be reduced by tetracyclines; when both are being given an interval of at least three hours should be allowed." Typed: lymecycline.',
    sources: [
      {
        title: "Zinc: UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-whc-zinc-oxytetracycline",
    title: "Taking oxytetracycline considers Zinc",
    profile: {
      medicines: ["oxytetracycline"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg",
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
            medicine: "oxytetracycline",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Solvazinc, MHRA, via rxreasoner) (consult before use): "Zinc may reduce the absorption of concurrently administered tetracyclines, also the absorption of zinc may be reduced by tetracyclines; when both are being given an interval of at least three hours should be allowed." Typed: oxytetracycline.',
    sources: [
      {
        title: "Zinc: UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-whc-zinc-ciprofloxacin",
    title: "Taking ciprofloxacin considers Zinc",
    profile: {
      medicines: ["ciprofloxacin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg",
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
            medicine: "ciprofloxacin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Solvazinc, MHRA, via rxreasoner) (consult before use): "Zinc may reduce the absorption of quinolones; ciprofloxacin, levofloxacin, moxifloxacin, norfloxacin and ofloxacin." Typed: ciprofloxacin.',
    sources: [
      {
        title: "Zinc: UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-whc-zinc-levofloxacin",
    title: "Taking levofloxacin considers Zinc",
    profile: {
      medicines: ["levofloxacin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg",
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
            medicine: "levofloxacin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Solvazinc, MHRA, via rxreasoner) (consult before use): "Zinc may reduce the absorption of quinolones; ciprofloxacin, levofloxacin, moxifloxacin, norfloxacin and ofloxacin." Typed: levofloxacin.',
    sources: [
      {
        title: "Zinc: UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-whc-zinc-moxifloxacin",
    title: "Taking moxifloxacin considers Zinc",
    profile: {
      medicines: ["moxifloxacin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg",
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
            medicine: "moxifloxacin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Solvazinc, MHRA, via rxreasoner) (consult before use): "Zinc may reduce the absorption of quinolones; ciprofloxacin, levofloxacin, moxifloxacin, norfloxacin and ofloxacin." Typed: moxifloxacin.',
    sources: [
      {
        title: "Zinc: UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-whc-zinc-calcium-carbonate",
    title: "Taking calcium carbonate considers Zinc",
    profile: {
      medicines: ["calcium carbonate"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg",
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
            medicine: "calcium carbonate",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Solvazinc, MHRA, via rxreasoner) (consult before use): "The absorption of zinc may be reduced by calcium salts." Typed: calcium carbonate.',
    sources: [
      {
        title: "Zinc: UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-whc-zinc-ferrous-sulfate",
    title: "Taking ferrous sulfate considers Zinc",
    profile: {
      medicines: ["ferrous sulfate"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg",
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
            medicine: "ferrous sulfate",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Solvazinc, MHRA, via rxreasoner) (consult before use): "The absorption of zinc may be reduced by oral iron, also the absorption of oral iron may be reduced by zinc." Typed: ferrous sulfate.',
    sources: [
      {
        title: "Zinc: UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-whc-zinc-ferrous-fumarate",
    title: "Taking ferrous fumarate considers Zinc",
    profile: {
      medicines: ["ferrous fumarate"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg",
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
            medicine: "ferrous fumarate",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Solvazinc, MHRA, via rxreasoner) (consult before use): "The absorption of zinc may be reduced by oral iron, also the absorption of oral iron may be reduced by zinc." Typed: ferrous fumarate.',
    sources: [
      {
        title: "Zinc: UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-whc-zinc-ferrous-gluconate",
    title: "Taking ferrous gluconate considers Zinc",
    profile: {
      medicines: ["ferrous gluconate"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg",
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
            medicine: "ferrous gluconate",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Solvazinc, MHRA, via rxreasoner) (consult before use): "The absorption of zinc may be reduced by oral iron, also the absorption of oral iron may be reduced by zinc." Typed: ferrous gluconate.',
    sources: [
      {
        title: "Zinc: UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-whc-zinc-penicillamine",
    title: "Taking penicillamine considers Zinc",
    profile: {
      medicines: ["penicillamine"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg",
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
            medicine: "penicillamine",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Solvazinc, MHRA, via rxreasoner) (consult before use): "The absorption of zinc may be reduced by penicillamine, also the absorption of penicillamine may be reduced by zinc." Typed: penicillamine.',
    sources: [
      {
        title: "Zinc: UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-whc-zinc-trientine",
    title: "Taking trientine considers Zinc",
    profile: {
      medicines: ["trientine"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg",
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
            medicine: "trientine",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Solvazinc, MHRA, via rxreasoner) (consult before use): "The absorption of zinc may be reduced by trientine, also the absorption of trientine may be reduced by zinc." Typed: trientine.',
    sources: [
      {
        title: "Zinc: UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        publisher: "UK SmPC (Solvazinc, MHRA, via rxreasoner)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-whc-potassium-spironolactone",
    title: "Taking spironolactone considers Potassium",
    profile: {
      medicines: ["spironolactone"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium 200 mg",
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
            medicine: "spironolactone",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ireland HPRA SmPC (Slow-K, via rxreasoner) (do not use): "Concomitant treatment with potassium sparing diuretics (e.g. spironolactone, triamterene, amiloride) (See also section 4.5 Interaction with other medicinal products and other forms of interaction)." Typed: spironolactone.',
    sources: [
      {
        title: "Potassium: Ireland HPRA SmPC (Slow-K, via rxreasoner)",
        publisher: "Ireland HPRA SmPC (Slow-K, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/slow-k/precautions",
      },
    ],
  },
  {
    id: "sc-whc-potassium-amiloride",
    title: "Taking amiloride considers Potassium",
    profile: {
      medicines: ["amiloride"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium 200 mg",
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
            medicine: "amiloride",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ireland HPRA SmPC (Slow-K, via rxreasoner) (do not use): "Concomitant treatment with potassium sparing diuretics (e.g. spironolactone, triamterene, amiloride) (See also section 4.5 Interaction with other medicinal products and other forms of interaction)." Typed: amiloride.',
    sources: [
      {
        title: "Potassium: Ireland HPRA SmPC (Slow-K, via rxreasoner)",
        publisher: "Ireland HPRA SmPC (Slow-K, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/slow-k/precautions",
      },
    ],
  },
  {
    id: "sc-whc-potassium-triamterene",
    title: "Taking triamterene considers Potassium",
    profile: {
      medicines: ["triamterene"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium 200 mg",
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
            medicine: "triamterene",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ireland HPRA SmPC (Slow-K, via rxreasoner) (do not use): "Concomitant treatment with potassium sparing diuretics (e.g. spironolactone, triamterene, amiloride) (See also section 4.5 Interaction with other medicinal products and other forms of interaction)." Typed: triamterene.',
    sources: [
      {
        title: "Potassium: Ireland HPRA SmPC (Slow-K, via rxreasoner)",
        publisher: "Ireland HPRA SmPC (Slow-K, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/slow-k/precautions",
      },
    ],
  },
  {
    id: "sc-whc-potassium-high-potassium",
    title: "High potassium: Potassium is asked about",
    profile: {
      medicines: [],
      conditions: ["high potassium"],
    },
    stack: [
      {
        custom: {
          name: "Potassium 200 mg",
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
            condition: "high potassium",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ireland HPRA SmPC (Slow-K, via rxreasoner) (do not use): "All forms of hyperkalaemia as may occur in marked renal failure (even when not yet associated with manifest hyperkalaemia), untreated Addison’s disease, hyporeninaemic hypoaldosteronism, acute dehydration and conditions involving extensive cell destruction (e.g. severe burns)." Typed: high potassium.',
    sources: [
      {
        title: "Potassium: Ireland HPRA SmPC (Slow-K, via rxreasoner)",
        publisher: "Ireland HPRA SmPC (Slow-K, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/slow-k/precautions",
      },
    ],
  },
  {
    id: "sc-whc-potassium-kidney-failure",
    title: "Kidney failure: Potassium is asked about",
    profile: {
      medicines: [],
      conditions: ["kidney failure"],
    },
    stack: [
      {
        custom: {
          name: "Potassium 200 mg",
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
            condition: "kidney failure",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ireland HPRA SmPC (Slow-K, via rxreasoner) (do not use): "All forms of hyperkalaemia as may occur in marked renal failure (even when not yet associated with manifest hyperkalaemia), untreated Addison’s disease, hyporeninaemic hypoaldosteronism, acute dehydration and conditions involving extensive cell destruction (e.g. severe burns)." Typed: kidney failure.',
    sources: [
      {
        title: "Potassium: Ireland HPRA SmPC (Slow-K, via rxreasoner)",
        publisher: "Ireland HPRA SmPC (Slow-K, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/slow-k/precautions",
      },
    ],
  },
  {
    id: "sc-whc-potassium-addison-s-disease",
    title: "Addison's disease: Potassium is asked about",
    profile: {
      medicines: [],
      conditions: ["Addison's disease"],
    },
    stack: [
      {
        custom: {
          name: "Potassium 200 mg",
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
            condition: "Addison's disease",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ireland HPRA SmPC (Slow-K, via rxreasoner) (do not use): "All forms of hyperkalaemia as may occur in marked renal failure (even when not yet associated with manifest hyperkalaemia), untreated Addison’s disease, hyporeninaemic hypoaldosteronism, acute dehydration and conditions involving extensive cell destruction (e.g. severe burns)." Typed: Addison\'s disease.',
    sources: [
      {
        title: "Potassium: Ireland HPRA SmPC (Slow-K, via rxreasoner)",
        publisher: "Ireland HPRA SmPC (Slow-K, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/slow-k/precautions",
      },
    ],
  },
  {
    id: "sc-whc-potassium-dehydration",
    title: "Dehydration: Potassium is asked about",
    profile: {
      medicines: [],
      conditions: ["dehydration"],
    },
    stack: [
      {
        custom: {
          name: "Potassium 200 mg",
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
            condition: "dehydration",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ireland HPRA SmPC (Slow-K, via rxreasoner) (do not use): "All forms of hyperkalaemia as may occur in marked renal failure (even when not yet associated with manifest hyperkalaemia), untreated Addison’s disease, hyporeninaemic hypoaldosteronism, acute dehydration and conditions involving extensive cell destruction (e.g. severe burns)." Typed: dehydration.',
    sources: [
      {
        title: "Potassium: Ireland HPRA SmPC (Slow-K, via rxreasoner)",
        publisher: "Ireland HPRA SmPC (Slow-K, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/slow-k/precautions",
      },
    ],
  },
  {
    id: "sc-whc-potassium-severe-burns",
    title: "Severe burns: Potassium is asked about",
    profile: {
      medicines: [],
      conditions: ["severe burns"],
    },
    stack: [
      {
        custom: {
          name: "Potassium 200 mg",
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
            condition: "severe burns",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ireland HPRA SmPC (Slow-K, via rxreasoner) (do not use): "All forms of hyperkalaemia as may occur in marked renal failure (even when not yet associated with manifest hyperkalaemia), untreated Addison’s disease, hyporeninaemic hypoaldosteronism, acute dehydration and conditions involving extensive cell destruction (e.g. severe burns)." Typed: severe burns.',
    sources: [
      {
        title: "Potassium: Ireland HPRA SmPC (Slow-K, via rxreasoner)",
        publisher: "Ireland HPRA SmPC (Slow-K, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/slow-k/precautions",
      },
    ],
  },
  {
    id: "sc-whc-potassium-chronic-kidney-disease",
    title: "Chronic kidney disease: Potassium is asked about",
    profile: {
      medicines: [],
      conditions: ["chronic kidney disease"],
    },
    stack: [
      {
        custom: {
          name: "Potassium 200 mg",
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
            condition: "chronic kidney disease",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Slow-K 600mg, via patient-info.co.uk) (consult before use): "In patients with a Glomerular Filtration Rate (GFR) <60mL/min, Slow K should be given with extreme caution" Typed: chronic kidney disease.',
    sources: [
      {
        title: "Potassium: UK SmPC (Slow-K 600mg, via patient-info.co.uk)",
        publisher: "UK SmPC (Slow-K 600mg, via patient-info.co.uk)",
        url: "https://patient-info.co.uk/slow-k-600-mg-prolonged-release-tablets-89555/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-whc-potassium-reduced-kidney-function",
    title: "Reduced kidney function: Potassium is asked about",
    profile: {
      medicines: [],
      conditions: ["reduced kidney function"],
    },
    stack: [
      {
        custom: {
          name: "Potassium 200 mg",
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
            condition: "reduced kidney function",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK SmPC (Slow-K 600mg, via patient-info.co.uk) (consult before use): "In patients with a Glomerular Filtration Rate (GFR) <60mL/min, Slow K should be given with extreme caution" Typed: reduced kidney function.',
    sources: [
      {
        title: "Potassium: UK SmPC (Slow-K 600mg, via patient-info.co.uk)",
        publisher: "UK SmPC (Slow-K 600mg, via patient-info.co.uk)",
        url: "https://patient-info.co.uk/slow-k-600-mg-prolonged-release-tablets-89555/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-whc-omega-3-fish-oil-having-surgery-next-week",
    title: "Having surgery next week: Omega-3 fish oil is asked about",
    profile: {
      medicines: [],
      conditions: ["having surgery next week"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 4000 mg",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 4000,
              unit: "mg",
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
            condition: "having surgery next week",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Omacor 1000 mg, prescription omega-3-acid ethyl esters, via drugs.com/uk) (consult before use): "you are due to have or have had surgery recently" Typed: having surgery next week.',
    sources: [
      {
        title:
          "Omega-3 fish oil: UK PIL (Omacor 1000 mg, prescription omega-3-acid ethyl esters, via drugs.com/uk)",
        publisher: "UK PIL (Omacor 1000 mg, prescription omega-3-acid ethyl esters, via drugs.com/uk)",
        url: "https://www.drugs.com/uk/omacor-1000-mg-soft-capsules-leaflet.html",
      },
    ],
  },
  {
    id: "sc-whc-omega-3-fish-oil-recent-operation",
    title: "Recent operation: Omega-3 fish oil is asked about",
    profile: {
      medicines: [],
      conditions: ["recent operation"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 4000 mg",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 4000,
              unit: "mg",
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
            condition: "recent operation",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Omacor 1000 mg, prescription omega-3-acid ethyl esters, via drugs.com/uk) (consult before use): "you are due to have or have had surgery recently" Typed: recent operation.',
    sources: [
      {
        title:
          "Omega-3 fish oil: UK PIL (Omacor 1000 mg, prescription omega-3-acid ethyl esters, via drugs.com/uk)",
        publisher: "UK PIL (Omacor 1000 mg, prescription omega-3-acid ethyl esters, via drugs.com/uk)",
        url: "https://www.drugs.com/uk/omacor-1000-mg-soft-capsules-leaflet.html",
      },
    ],
  },
  {
    id: "sc-whc-omega-3-fish-oil-recent-serious-injury",
    title: "Recent serious injury: Omega-3 fish oil is asked about",
    profile: {
      medicines: [],
      conditions: ["recent serious injury"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 4000 mg",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 4000,
              unit: "mg",
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
            condition: "recent serious injury",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Omacor 1000 mg, prescription omega-3-acid ethyl esters, via drugs.com/uk) (consult before use): "you have had a trauma recently" Typed: recent serious injury.',
    sources: [
      {
        title:
          "Omega-3 fish oil: UK PIL (Omacor 1000 mg, prescription omega-3-acid ethyl esters, via drugs.com/uk)",
        publisher: "UK PIL (Omacor 1000 mg, prescription omega-3-acid ethyl esters, via drugs.com/uk)",
        url: "https://www.drugs.com/uk/omacor-1000-mg-soft-capsules-leaflet.html",
      },
    ],
  },
  {
    id: "sc-whc-omega-3-fish-oil-liver-disease",
    title: "Liver disease: Omega-3 fish oil is asked about",
    profile: {
      medicines: [],
      conditions: ["liver disease"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 4000 mg",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 4000,
              unit: "mg",
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
            condition: "liver disease",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK PIL (Omacor 1000 mg, prescription omega-3-acid ethyl esters, via drugs.com/uk) (consult before use): "you have problems with your liver. Your doctor will monitor any effects Omacor may have on your liver with blood tests." Typed: liver disease.',
    sources: [
      {
        title:
          "Omega-3 fish oil: UK PIL (Omacor 1000 mg, prescription omega-3-acid ethyl esters, via drugs.com/uk)",
        publisher: "UK PIL (Omacor 1000 mg, prescription omega-3-acid ethyl esters, via drugs.com/uk)",
        url: "https://www.drugs.com/uk/omacor-1000-mg-soft-capsules-leaflet.html",
      },
    ],
  },
  {
    id: "sc-whc-omega-3-fish-oil-fish-allergy",
    title: "Fish allergy: Omega-3 fish oil is asked about",
    profile: {
      medicines: [],
      conditions: ["fish allergy"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 4000 mg",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 4000,
              unit: "mg",
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
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ireland HPRA SmPC (Omacor, via rxreasoner) (consult before use): "Omacor should be used with caution in patients with known sensitivity or allergy to fish." Typed: fish allergy.',
    sources: [
      {
        title: "Omega-3 fish oil: Ireland HPRA SmPC (Omacor, via rxreasoner)",
        publisher: "Ireland HPRA SmPC (Omacor, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-whc-omega-3-fish-oil-warfarin",
    title: "Taking warfarin considers Omega-3 fish oil",
    profile: {
      medicines: ["warfarin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 4000 mg",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 4000,
              unit: "mg",
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
            medicine: "warfarin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ireland HPRA SmPC (Omacor, via rxreasoner) (consult before use): "Because of the moderate increase in bleeding time (with the high dosage, i.e. 4 capsules), patients receiving anticoagulant therapy must be monitored and the dosage of anticoagulant adjusted if necessary" Typed: warfarin.',
    sources: [
      {
        title: "Omega-3 fish oil: Ireland HPRA SmPC (Omacor, via rxreasoner)",
        publisher: "Ireland HPRA SmPC (Omacor, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-whc-omega-3-fish-oil-apixaban",
    title: "Taking apixaban considers Omega-3 fish oil",
    profile: {
      medicines: ["apixaban"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 4000 mg",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 4000,
              unit: "mg",
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
            medicine: "apixaban",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ireland HPRA SmPC (Omacor, via rxreasoner) (consult before use): "Because of the moderate increase in bleeding time (with the high dosage, i.e. 4 capsules), patients receiving anticoagulant therapy must be monitored and the dosage of anticoagulant adjusted if necessary" Typed: apixaban.',
    sources: [
      {
        title: "Omega-3 fish oil: Ireland HPRA SmPC (Omacor, via rxreasoner)",
        publisher: "Ireland HPRA SmPC (Omacor, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-whc-omega-3-fish-oil-bleeding-disorder",
    title: "Bleeding disorder: Omega-3 fish oil is asked about",
    profile: {
      medicines: [],
      conditions: ["bleeding disorder"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 4000 mg",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 4000,
              unit: "mg",
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
            condition: "bleeding disorder",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ireland HPRA SmPC (Omacor, via rxreasoner) (consult before use): "Make allowance for the increased bleeding time in patients at high risk of haemorrhage (because of severe trauma, surgery, etc)." Typed: bleeding disorder.',
    sources: [
      {
        title: "Omega-3 fish oil: Ireland HPRA SmPC (Omacor, via rxreasoner)",
        publisher: "Ireland HPRA SmPC (Omacor, via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-whc-st-johns-wort-tamoxifen",
    title: "Taking tamoxifen considers St John's wort",
    profile: {
      medicines: ["tamoxifen"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg",
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
            medicine: "tamoxifen",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you are taking anti-cancer, antidepressant [e.g. selective serotonin reuptake inhibitors (SSRI)], cardiovascular, contraceptive medications, blood thinners, anti-HIV agents and/or medications to suppress the immune system (immunosuppressive medications)." Typed: tamoxifen.',
    sources: [
      {
        title: "St John's wort: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-st-johns-wort-imatinib",
    title: "Taking imatinib considers St John's wort",
    profile: {
      medicines: ["imatinib"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg",
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
            medicine: "imatinib",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you are taking anti-cancer, antidepressant [e.g. selective serotonin reuptake inhibitors (SSRI)], cardiovascular, contraceptive medications, blood thinners, anti-HIV agents and/or medications to suppress the immune system (immunosuppressive medications)." Typed: imatinib.',
    sources: [
      {
        title: "St John's wort: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-st-johns-wort-irinotecan",
    title: "Taking irinotecan considers St John's wort",
    profile: {
      medicines: ["irinotecan"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg",
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
            medicine: "irinotecan",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you are taking anti-cancer, antidepressant [e.g. selective serotonin reuptake inhibitors (SSRI)], cardiovascular, contraceptive medications, blood thinners, anti-HIV agents and/or medications to suppress the immune system (immunosuppressive medications)." Typed: irinotecan.',
    sources: [
      {
        title: "St John's wort: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-st-johns-wort-sertraline",
    title: "Taking sertraline considers St John's wort",
    profile: {
      medicines: ["sertraline"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg",
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
            medicine: "sertraline",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you are taking anti-cancer, antidepressant [e.g. selective serotonin reuptake inhibitors (SSRI)], cardiovascular, contraceptive medications, blood thinners, anti-HIV agents and/or medications to suppress the immune system (immunosuppressive medications)." Typed: sertraline.',
    sources: [
      {
        title: "St John's wort: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-st-johns-wort-citalopram",
    title: "Taking citalopram considers St John's wort",
    profile: {
      medicines: ["citalopram"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg",
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
            medicine: "citalopram",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you are taking anti-cancer, antidepressant [e.g. selective serotonin reuptake inhibitors (SSRI)], cardiovascular, contraceptive medications, blood thinners, anti-HIV agents and/or medications to suppress the immune system (immunosuppressive medications)." Typed: citalopram.',
    sources: [
      {
        title: "St John's wort: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-st-johns-wort-fluoxetine",
    title: "Taking fluoxetine considers St John's wort",
    profile: {
      medicines: ["fluoxetine"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg",
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
            medicine: "fluoxetine",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you are taking anti-cancer, antidepressant [e.g. selective serotonin reuptake inhibitors (SSRI)], cardiovascular, contraceptive medications, blood thinners, anti-HIV agents and/or medications to suppress the immune system (immunosuppressive medications)." Typed: fluoxetine.',
    sources: [
      {
        title: "St John's wort: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-st-johns-wort-digoxin",
    title: "Taking digoxin considers St John's wort",
    profile: {
      medicines: ["digoxin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg",
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
            medicine: "digoxin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you are taking anti-cancer, antidepressant [e.g. selective serotonin reuptake inhibitors (SSRI)], cardiovascular, contraceptive medications, blood thinners, anti-HIV agents and/or medications to suppress the immune system (immunosuppressive medications)." Typed: digoxin.',
    sources: [
      {
        title: "St John's wort: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-st-johns-wort-amlodipine",
    title: "Taking amlodipine considers St John's wort",
    profile: {
      medicines: ["amlodipine"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg",
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
            medicine: "amlodipine",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you are taking anti-cancer, antidepressant [e.g. selective serotonin reuptake inhibitors (SSRI)], cardiovascular, contraceptive medications, blood thinners, anti-HIV agents and/or medications to suppress the immune system (immunosuppressive medications)." Typed: amlodipine.',
    sources: [
      {
        title: "St John's wort: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-st-johns-wort-simvastatin",
    title: "Taking simvastatin considers St John's wort",
    profile: {
      medicines: ["simvastatin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg",
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
            medicine: "simvastatin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you are taking anti-cancer, antidepressant [e.g. selective serotonin reuptake inhibitors (SSRI)], cardiovascular, contraceptive medications, blood thinners, anti-HIV agents and/or medications to suppress the immune system (immunosuppressive medications)." Typed: simvastatin.',
    sources: [
      {
        title: "St John's wort: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-st-johns-wort-levonorgestrel",
    title: "Taking levonorgestrel considers St John's wort",
    profile: {
      medicines: ["levonorgestrel"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg",
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
            medicine: "levonorgestrel",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you are taking anti-cancer, antidepressant [e.g. selective serotonin reuptake inhibitors (SSRI)], cardiovascular, contraceptive medications, blood thinners, anti-HIV agents and/or medications to suppress the immune system (immunosuppressive medications)." Typed: levonorgestrel.',
    sources: [
      {
        title: "St John's wort: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-st-johns-wort-desogestrel",
    title: "Taking desogestrel considers St John's wort",
    profile: {
      medicines: ["desogestrel"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg",
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
            medicine: "desogestrel",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you are taking anti-cancer, antidepressant [e.g. selective serotonin reuptake inhibitors (SSRI)], cardiovascular, contraceptive medications, blood thinners, anti-HIV agents and/or medications to suppress the immune system (immunosuppressive medications)." Typed: desogestrel.',
    sources: [
      {
        title: "St John's wort: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-st-johns-wort-ethinylestradiol",
    title: "Taking ethinylestradiol considers St John's wort",
    profile: {
      medicines: ["ethinylestradiol"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg",
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
            medicine: "ethinylestradiol",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you are taking anti-cancer, antidepressant [e.g. selective serotonin reuptake inhibitors (SSRI)], cardiovascular, contraceptive medications, blood thinners, anti-HIV agents and/or medications to suppress the immune system (immunosuppressive medications)." Typed: ethinylestradiol.',
    sources: [
      {
        title: "St John's wort: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-st-johns-wort-warfarin",
    title: "Taking warfarin considers St John's wort",
    profile: {
      medicines: ["warfarin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg",
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
            medicine: "warfarin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you are taking anti-cancer, antidepressant [e.g. selective serotonin reuptake inhibitors (SSRI)], cardiovascular, contraceptive medications, blood thinners, anti-HIV agents and/or medications to suppress the immune system (immunosuppressive medications)." Typed: warfarin.',
    sources: [
      {
        title: "St John's wort: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-st-johns-wort-apixaban",
    title: "Taking apixaban considers St John's wort",
    profile: {
      medicines: ["apixaban"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg",
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
            medicine: "apixaban",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you are taking anti-cancer, antidepressant [e.g. selective serotonin reuptake inhibitors (SSRI)], cardiovascular, contraceptive medications, blood thinners, anti-HIV agents and/or medications to suppress the immune system (immunosuppressive medications)." Typed: apixaban.',
    sources: [
      {
        title: "St John's wort: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-st-johns-wort-clopidogrel",
    title: "Taking clopidogrel considers St John's wort",
    profile: {
      medicines: ["clopidogrel"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg",
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
            medicine: "clopidogrel",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you are taking anti-cancer, antidepressant [e.g. selective serotonin reuptake inhibitors (SSRI)], cardiovascular, contraceptive medications, blood thinners, anti-HIV agents and/or medications to suppress the immune system (immunosuppressive medications)." Typed: clopidogrel.',
    sources: [
      {
        title: "St John's wort: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-st-johns-wort-efavirenz",
    title: "Taking efavirenz considers St John's wort",
    profile: {
      medicines: ["efavirenz"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg",
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
            medicine: "efavirenz",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you are taking anti-cancer, antidepressant [e.g. selective serotonin reuptake inhibitors (SSRI)], cardiovascular, contraceptive medications, blood thinners, anti-HIV agents and/or medications to suppress the immune system (immunosuppressive medications)." Typed: efavirenz.',
    sources: [
      {
        title: "St John's wort: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-st-johns-wort-darunavir",
    title: "Taking darunavir considers St John's wort",
    profile: {
      medicines: ["darunavir"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg",
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
            medicine: "darunavir",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you are taking anti-cancer, antidepressant [e.g. selective serotonin reuptake inhibitors (SSRI)], cardiovascular, contraceptive medications, blood thinners, anti-HIV agents and/or medications to suppress the immune system (immunosuppressive medications)." Typed: darunavir.',
    sources: [
      {
        title: "St John's wort: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-st-johns-wort-tacrolimus",
    title: "Taking tacrolimus considers St John's wort",
    profile: {
      medicines: ["tacrolimus"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg",
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
            medicine: "tacrolimus",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you are taking anti-cancer, antidepressant [e.g. selective serotonin reuptake inhibitors (SSRI)], cardiovascular, contraceptive medications, blood thinners, anti-HIV agents and/or medications to suppress the immune system (immunosuppressive medications)." Typed: tacrolimus.',
    sources: [
      {
        title: "St John's wort: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-st-johns-wort-ciclosporin",
    title: "Taking ciclosporin considers St John's wort",
    profile: {
      medicines: ["ciclosporin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg",
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
            medicine: "ciclosporin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you are taking anti-cancer, antidepressant [e.g. selective serotonin reuptake inhibitors (SSRI)], cardiovascular, contraceptive medications, blood thinners, anti-HIV agents and/or medications to suppress the immune system (immunosuppressive medications)." Typed: ciclosporin.',
    sources: [
      {
        title: "St John's wort: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-st-johns-wort-azathioprine",
    title: "Taking azathioprine considers St John's wort",
    profile: {
      medicines: ["azathioprine"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg",
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
            medicine: "azathioprine",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you are taking anti-cancer, antidepressant [e.g. selective serotonin reuptake inhibitors (SSRI)], cardiovascular, contraceptive medications, blood thinners, anti-HIV agents and/or medications to suppress the immune system (immunosuppressive medications)." Typed: azathioprine.',
    sources: [
      {
        title: "St John's wort: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-ginkgo-biloba-pregnant",
    title: "Pregnant: Ginkgo biloba is asked about",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 300 mg",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            condition: "pregnant",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner) (do not use): "Pregnancy and Lactation (see section 4.6 ‘Fertility, pregnancy and lactation’)." Typed: pregnant.',
    sources: [
      {
        title: "Ginkgo biloba: HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        publisher: "HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-whc-ginkgo-biloba-breastfeeding",
    title: "Breastfeeding: Ginkgo biloba is asked about",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 300 mg",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            condition: "breastfeeding",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner) (do not use): "Pregnancy and Lactation (see section 4.6 ‘Fertility, pregnancy and lactation’)." Typed: breastfeeding.',
    sources: [
      {
        title: "Ginkgo biloba: HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        publisher: "HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-whc-ginkgo-biloba-bleeding-disorder",
    title: "Bleeding disorder: Ginkgo biloba is asked about",
    profile: {
      medicines: [],
      conditions: ["bleeding disorder"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 300 mg",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            condition: "bleeding disorder",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner) (consult before use): "care should be taken by patients who are at an increased risk of bleeding such as those with bleeding disorders or those being treated with anti-platelet agents or anticoagulants." Typed: bleeding disorder.',
    sources: [
      {
        title: "Ginkgo biloba: HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        publisher: "HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-whc-ginkgo-biloba-haemophilia",
    title: "Haemophilia: Ginkgo biloba is asked about",
    profile: {
      medicines: [],
      conditions: ["haemophilia"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 300 mg",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            condition: "haemophilia",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner) (consult before use): "care should be taken by patients who are at an increased risk of bleeding such as those with bleeding disorders or those being treated with anti-platelet agents or anticoagulants." Typed: haemophilia.',
    sources: [
      {
        title: "Ginkgo biloba: HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        publisher: "HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-whc-ginkgo-biloba-von-willebrand-disease",
    title: "Von Willebrand disease: Ginkgo biloba is asked about",
    profile: {
      medicines: [],
      conditions: ["von Willebrand disease"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 300 mg",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            condition: "von Willebrand disease",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner) (consult before use): "care should be taken by patients who are at an increased risk of bleeding such as those with bleeding disorders or those being treated with anti-platelet agents or anticoagulants." Typed: von Willebrand disease.',
    sources: [
      {
        title: "Ginkgo biloba: HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        publisher: "HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-whc-ginkgo-biloba-clopidogrel",
    title: "Taking clopidogrel considers Ginkgo biloba",
    profile: {
      medicines: ["clopidogrel"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 300 mg",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            medicine: "clopidogrel",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner) (consult before use): "care should be taken by patients who are at an increased risk of bleeding such as those with bleeding disorders or those being treated with anti-platelet agents or anticoagulants." Typed: clopidogrel.',
    sources: [
      {
        title: "Ginkgo biloba: HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        publisher: "HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-whc-ginkgo-biloba-aspirin",
    title: "Taking aspirin considers Ginkgo biloba",
    profile: {
      medicines: ["aspirin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 300 mg",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            medicine: "aspirin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner) (consult before use): "care should be taken by patients who are at an increased risk of bleeding such as those with bleeding disorders or those being treated with anti-platelet agents or anticoagulants." Typed: aspirin.',
    sources: [
      {
        title: "Ginkgo biloba: HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        publisher: "HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-whc-ginkgo-biloba-ticagrelor",
    title: "Taking ticagrelor considers Ginkgo biloba",
    profile: {
      medicines: ["ticagrelor"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 300 mg",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            medicine: "ticagrelor",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner) (consult before use): "care should be taken by patients who are at an increased risk of bleeding such as those with bleeding disorders or those being treated with anti-platelet agents or anticoagulants." Typed: ticagrelor.',
    sources: [
      {
        title: "Ginkgo biloba: HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        publisher: "HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-whc-ginkgo-biloba-warfarin",
    title: "Taking warfarin considers Ginkgo biloba",
    profile: {
      medicines: ["warfarin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 300 mg",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            medicine: "warfarin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner) (consult before use): "care should be taken by patients who are at an increased risk of bleeding such as those with bleeding disorders or those being treated with anti-platelet agents or anticoagulants." Typed: warfarin.',
    sources: [
      {
        title: "Ginkgo biloba: HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        publisher: "HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-whc-ginkgo-biloba-apixaban",
    title: "Taking apixaban considers Ginkgo biloba",
    profile: {
      medicines: ["apixaban"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 300 mg",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            medicine: "apixaban",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner) (consult before use): "care should be taken by patients who are at an increased risk of bleeding such as those with bleeding disorders or those being treated with anti-platelet agents or anticoagulants." Typed: apixaban.',
    sources: [
      {
        title: "Ginkgo biloba: HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        publisher: "HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-whc-ginkgo-biloba-rivaroxaban",
    title: "Taking rivaroxaban considers Ginkgo biloba",
    profile: {
      medicines: ["rivaroxaban"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 300 mg",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            medicine: "rivaroxaban",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner) (consult before use): "care should be taken by patients who are at an increased risk of bleeding such as those with bleeding disorders or those being treated with anti-platelet agents or anticoagulants." Typed: rivaroxaban.',
    sources: [
      {
        title: "Ginkgo biloba: HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        publisher: "HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-whc-ginkgo-biloba-having-surgery-next-week",
    title: "Having surgery next week: Ginkgo biloba is asked about",
    profile: {
      medicines: [],
      conditions: ["having surgery next week"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 300 mg",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            condition: "having surgery next week",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner) (stop if): "It is advisable that Ginkgo-Biloba Pharma Nord is discontinued at least 2 weeks prior to surgery." Typed: having surgery next week.',
    sources: [
      {
        title: "Ginkgo biloba: HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        publisher: "HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-whc-ginkgo-biloba-operation",
    title: "Operation: Ginkgo biloba is asked about",
    profile: {
      medicines: [],
      conditions: ["operation"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 300 mg",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            condition: "operation",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner) (stop if): "It is advisable that Ginkgo-Biloba Pharma Nord is discontinued at least 2 weeks prior to surgery." Typed: operation.',
    sources: [
      {
        title: "Ginkgo biloba: HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        publisher: "HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-whc-ginkgo-biloba-surgery",
    title: "Surgery: Ginkgo biloba is asked about",
    profile: {
      medicines: [],
      conditions: ["surgery"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 300 mg",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            condition: "surgery",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner) (stop if): "It is advisable that Ginkgo-Biloba Pharma Nord is discontinued at least 2 weeks prior to surgery." Typed: surgery.',
    sources: [
      {
        title: "Ginkgo biloba: HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        publisher: "HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-whc-ginkgo-biloba-epilepsy",
    title: "Epilepsy: Ginkgo biloba is asked about",
    profile: {
      medicines: [],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 300 mg",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            condition: "epilepsy",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner) (consult before use): "In patients with epilepsy, onset of further seizures – promoted by intake of Ginkgo preparations – cannot be excluded." Typed: epilepsy.',
    sources: [
      {
        title: "Ginkgo biloba: HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        publisher: "HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-whc-ginkgo-biloba-seizures",
    title: "Seizures: Ginkgo biloba is asked about",
    profile: {
      medicines: [],
      conditions: ["seizures"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 300 mg",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            condition: "seizures",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner) (consult before use): "In patients with epilepsy, onset of further seizures – promoted by intake of Ginkgo preparations – cannot be excluded." Typed: seizures.',
    sources: [
      {
        title: "Ginkgo biloba: HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        publisher: "HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-whc-ginkgo-biloba-efavirenz",
    title: "Taking efavirenz considers Ginkgo biloba",
    profile: {
      medicines: ["efavirenz"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 300 mg",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
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
          ingredient: "ginkgo-biloba",
          with: {
            medicine: "efavirenz",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner) (do not use): "Concomitant use of Ginkgo biloba containing products and efavirenz is not recommended" Typed: efavirenz.',
    sources: [
      {
        title: "Ginkgo biloba: HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        publisher: "HPRA (Ireland) SmPC, Ginkgo-Biloba Pharma Nord (via rxreasoner)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-whc-ashwagandha-pregnant",
    title: "Pregnant: Ashwagandha is asked about",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Ashwagandha 300 mg",
          ingredients: [
            {
              ingredient: "ashwagandha",
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
          ingredient: "ashwagandha",
          with: {
            condition: "pregnant",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (2007 monograph, copy at phytonutriment.ca) (consult before use): "Consult a health care practitioner prior to use if you are pregnant or breastfeeding" Typed: pregnant.',
    sources: [
      {
        title: "Ashwagandha: Health Canada NHPID (2007 monograph, copy at phytonutriment.ca)",
        publisher: "Health Canada NHPID (2007 monograph, copy at phytonutriment.ca)",
        url: "https://www.phytonutriment.ca/fr/ashwagandha-health-canada-product-monograph/",
      },
    ],
  },
  {
    id: "sc-whc-ashwagandha-breastfeeding",
    title: "Breastfeeding: Ashwagandha is asked about",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Ashwagandha 300 mg",
          ingredients: [
            {
              ingredient: "ashwagandha",
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
          ingredient: "ashwagandha",
          with: {
            condition: "breastfeeding",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (2007 monograph, copy at phytonutriment.ca) (consult before use): "Consult a health care practitioner prior to use if you are pregnant or breastfeeding" Typed: breastfeeding.',
    sources: [
      {
        title: "Ashwagandha: Health Canada NHPID (2007 monograph, copy at phytonutriment.ca)",
        publisher: "Health Canada NHPID (2007 monograph, copy at phytonutriment.ca)",
        url: "https://www.phytonutriment.ca/fr/ashwagandha-health-canada-product-monograph/",
      },
    ],
  },
  {
    id: "sc-whc-ashwagandha-zopiclone",
    title: "Taking zopiclone considers Ashwagandha",
    profile: {
      medicines: ["zopiclone"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ashwagandha 300 mg",
          ingredients: [
            {
              ingredient: "ashwagandha",
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
          ingredient: "ashwagandha",
          with: {
            medicine: "zopiclone",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (2007 monograph, copy at phytonutriment.ca) (do not use): "Consumption of ashwagandha in combination with alcoholic beverages, or any other drug or natural health product with sedative effects is not recommended" Typed: zopiclone.',
    sources: [
      {
        title: "Ashwagandha: Health Canada NHPID (2007 monograph, copy at phytonutriment.ca)",
        publisher: "Health Canada NHPID (2007 monograph, copy at phytonutriment.ca)",
        url: "https://www.phytonutriment.ca/fr/ashwagandha-health-canada-product-monograph/",
      },
    ],
  },
  {
    id: "sc-whc-ashwagandha-diazepam",
    title: "Taking diazepam considers Ashwagandha",
    profile: {
      medicines: ["diazepam"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ashwagandha 300 mg",
          ingredients: [
            {
              ingredient: "ashwagandha",
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
          ingredient: "ashwagandha",
          with: {
            medicine: "diazepam",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (2007 monograph, copy at phytonutriment.ca) (do not use): "Consumption of ashwagandha in combination with alcoholic beverages, or any other drug or natural health product with sedative effects is not recommended" Typed: diazepam.',
    sources: [
      {
        title: "Ashwagandha: Health Canada NHPID (2007 monograph, copy at phytonutriment.ca)",
        publisher: "Health Canada NHPID (2007 monograph, copy at phytonutriment.ca)",
        url: "https://www.phytonutriment.ca/fr/ashwagandha-health-canada-product-monograph/",
      },
    ],
  },
  {
    id: "sc-whc-ashwagandha-promethazine",
    title: "Taking promethazine considers Ashwagandha",
    profile: {
      medicines: ["promethazine"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ashwagandha 300 mg",
          ingredients: [
            {
              ingredient: "ashwagandha",
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
          ingredient: "ashwagandha",
          with: {
            medicine: "promethazine",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (2007 monograph, copy at phytonutriment.ca) (do not use): "Consumption of ashwagandha in combination with alcoholic beverages, or any other drug or natural health product with sedative effects is not recommended" Typed: promethazine.',
    sources: [
      {
        title: "Ashwagandha: Health Canada NHPID (2007 monograph, copy at phytonutriment.ca)",
        publisher: "Health Canada NHPID (2007 monograph, copy at phytonutriment.ca)",
        url: "https://www.phytonutriment.ca/fr/ashwagandha-health-canada-product-monograph/",
      },
    ],
  },
  {
    id: "sc-whc-green-tea-extract-liver-disease",
    title: "Liver disease: Green tea extract is asked about",
    profile: {
      medicines: [],
      conditions: ["liver disease"],
    },
    stack: [
      {
        custom: {
          name: "Green tea extract 300 mg",
          ingredients: [
            {
              ingredient: "green-tea-extract",
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
          ingredient: "green-tea-extract",
          with: {
            condition: "liver disease",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada (Green Tea Extracts monograph statement, quoted in HC Summary Safety Review) (consult before use): "If you have a liver disorder, consult a health care practitioner prior to use." Typed: liver disease.',
    sources: [
      {
        title:
          "Green tea extract: Health Canada (Green Tea Extracts monograph statement, quoted in HC Summary Safety Review)",
        publisher:
          "Health Canada (Green Tea Extracts monograph statement, quoted in HC Summary Safety Review)",
        url: "https://dhpp.hpfb-dgpsa.ca/review-documents/resource/SSR00173",
      },
    ],
  },
  {
    id: "sc-whc-green-tea-extract-fatty-liver",
    title: "Fatty liver: Green tea extract is asked about",
    profile: {
      medicines: [],
      conditions: ["fatty liver"],
    },
    stack: [
      {
        custom: {
          name: "Green tea extract 300 mg",
          ingredients: [
            {
              ingredient: "green-tea-extract",
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
          ingredient: "green-tea-extract",
          with: {
            condition: "fatty liver",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada (Green Tea Extracts monograph statement, quoted in HC Summary Safety Review) (consult before use): "If you have a liver disorder, consult a health care practitioner prior to use." Typed: fatty liver.',
    sources: [
      {
        title:
          "Green tea extract: Health Canada (Green Tea Extracts monograph statement, quoted in HC Summary Safety Review)",
        publisher:
          "Health Canada (Green Tea Extracts monograph statement, quoted in HC Summary Safety Review)",
        url: "https://dhpp.hpfb-dgpsa.ca/review-documents/resource/SSR00173",
      },
    ],
  },
  {
    id: "sc-whc-green-tea-extract-hepatitis",
    title: "Hepatitis: Green tea extract is asked about",
    profile: {
      medicines: [],
      conditions: ["hepatitis"],
    },
    stack: [
      {
        custom: {
          name: "Green tea extract 300 mg",
          ingredients: [
            {
              ingredient: "green-tea-extract",
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
          ingredient: "green-tea-extract",
          with: {
            condition: "hepatitis",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada (Green Tea Extracts monograph statement, quoted in HC Summary Safety Review) (consult before use): "If you have a liver disorder, consult a health care practitioner prior to use." Typed: hepatitis.',
    sources: [
      {
        title:
          "Green tea extract: Health Canada (Green Tea Extracts monograph statement, quoted in HC Summary Safety Review)",
        publisher:
          "Health Canada (Green Tea Extracts monograph statement, quoted in HC Summary Safety Review)",
        url: "https://dhpp.hpfb-dgpsa.ca/review-documents/resource/SSR00173",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-pregnant",
    title: "Pregnant: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "pregnant",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "If you are pregnant or breastfeeding." Typed: pregnant.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-breastfeeding",
    title: "Breastfeeding: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "breastfeeding",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "If you are pregnant or breastfeeding." Typed: breastfeeding.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-chemotherapy",
    title: "Chemotherapy: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["chemotherapy"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "chemotherapy",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "If you are having treatment to reduce the response of your immune system (immunosuppression) e.g. chemotherapy, radiotherapy." Typed: chemotherapy.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-radiotherapy",
    title: "Radiotherapy: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["radiotherapy"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "radiotherapy",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "If you are having treatment to reduce the response of your immune system (immunosuppression) e.g. chemotherapy, radiotherapy." Typed: radiotherapy.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-ciclosporin",
    title: "Taking ciclosporin considers Echinacea",
    profile: {
      medicines: ["ciclosporin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            medicine: "ciclosporin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "If you are taking ciclosporin or methotrexate, or any other immunosuppressant medicine." Typed: ciclosporin.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-methotrexate",
    title: "Taking methotrexate considers Echinacea",
    profile: {
      medicines: ["methotrexate"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            medicine: "methotrexate",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "If you are taking ciclosporin or methotrexate, or any other immunosuppressant medicine." Typed: methotrexate.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-tacrolimus",
    title: "Taking tacrolimus considers Echinacea",
    profile: {
      medicines: ["tacrolimus"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            medicine: "tacrolimus",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "If you are taking ciclosporin or methotrexate, or any other immunosuppressant medicine." Typed: tacrolimus.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-azathioprine",
    title: "Taking azathioprine considers Echinacea",
    profile: {
      medicines: ["azathioprine"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            medicine: "azathioprine",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "If you are taking ciclosporin or methotrexate, or any other immunosuppressant medicine." Typed: azathioprine.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-mycophenolate",
    title: "Taking mycophenolate considers Echinacea",
    profile: {
      medicines: ["mycophenolate"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            medicine: "mycophenolate",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "If you are taking ciclosporin or methotrexate, or any other immunosuppressant medicine." Typed: mycophenolate.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-kidney-transplant",
    title: "Kidney transplant: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "kidney transplant",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "If you have had an organ or bone marrow transplant." Typed: kidney transplant.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-organ-transplant",
    title: "Organ transplant: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["organ transplant"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "organ transplant",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "If you have had an organ or bone marrow transplant." Typed: organ transplant.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-bone-marrow-transplant",
    title: "Bone marrow transplant: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["bone marrow transplant"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "bone marrow transplant",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "If you have had an organ or bone marrow transplant." Typed: bone marrow transplant.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-tuberculosis",
    title: "Tuberculosis: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["tuberculosis"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "tuberculosis",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "TB (the infection tuberculosis)" Typed: tuberculosis.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-tb",
    title: "TB: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["TB"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "TB",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "TB (the infection tuberculosis)" Typed: TB.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-sarcoidosis",
    title: "Sarcoidosis: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["sarcoidosis"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "sarcoidosis",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "Sarcoidosis (a connective tissue disease disorder which causes the formation of clumps of cells mainly in the lymph nodes, lungs and liver)" Typed: sarcoidosis.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-multiple-sclerosis",
    title: "Multiple sclerosis: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "multiple sclerosis",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "An autoimmune disease such as collagenoses (inflammation of the connective tissue) or multiple sclerosis" Typed: multiple sclerosis.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-lupus",
    title: "Lupus: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["lupus"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "lupus",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "An autoimmune disease such as collagenoses (inflammation of the connective tissue) or multiple sclerosis" Typed: lupus.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-rheumatoid-arthritis",
    title: "Rheumatoid arthritis: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["rheumatoid arthritis"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "rheumatoid arthritis",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "An autoimmune disease such as collagenoses (inflammation of the connective tissue) or multiple sclerosis" Typed: rheumatoid arthritis.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-hiv",
    title: "HIV: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["HIV"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "HIV",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "HIV, AIDS or any other condition which decreases your resistance to infection" Typed: HIV.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-aids",
    title: "AIDS: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["AIDS"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "AIDS",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "HIV, AIDS or any other condition which decreases your resistance to infection" Typed: AIDS.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-leukaemia",
    title: "Leukaemia: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["leukaemia"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "leukaemia",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "A disorder which affects your white blood cells such as agranulocytosis (low white blood cell count due to bone marrow disorders) or leukemia (blood cell cancer)" Typed: leukaemia.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-low-white-blood-cell-count",
    title: "Low white blood cell count: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["low white blood cell count"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "low white blood cell count",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "A disorder which affects your white blood cells such as agranulocytosis (low white blood cell count due to bone marrow disorders) or leukemia (blood cell cancer)" Typed: low white blood cell count.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-daisy-allergy",
    title: "Daisy allergy: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["daisy allergy"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "daisy allergy",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "Echinacea or plants of the daisy (Asteraceae/ Compositae) family. Echinacea is a member of the daisy family." Typed: daisy allergy.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-ragweed-allergy",
    title: "Ragweed allergy: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["ragweed allergy"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "ragweed allergy",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "Echinacea or plants of the daisy (Asteraceae/ Compositae) family. Echinacea is a member of the daisy family." Typed: ragweed allergy.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-chamomile-allergy",
    title: "Chamomile allergy: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["chamomile allergy"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "chamomile allergy",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (do not use): "Echinacea or plants of the daisy (Asteraceae/ Compositae) family. Echinacea is a member of the daisy family." Typed: chamomile allergy.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-asthma",
    title: "Asthma: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["asthma"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
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
      'UK THR leaflet (Echinaforce Hot Drink) (consult before use): "If you have a tendency to allergies such as hives, allergic eczema or asthma see your doctor before taking this product." Typed: asthma.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-eczema",
    title: "Eczema: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["eczema"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "eczema",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (consult before use): "If you have a tendency to allergies such as hives, allergic eczema or asthma see your doctor before taking this product." Typed: eczema.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-echinacea-hives",
    title: "Hives: Echinacea is asked about",
    profile: {
      medicines: [],
      conditions: ["hives"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea 300 mg",
          ingredients: [
            {
              ingredient: "echinacea",
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
          ingredient: "echinacea",
          with: {
            condition: "hives",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Echinaforce Hot Drink) (consult before use): "If you have a tendency to allergies such as hives, allergic eczema or asthma see your doctor before taking this product." Typed: hives.',
    sources: [
      {
        title: "Echinacea: UK THR leaflet (Echinaforce Hot Drink)",
        publisher: "UK THR leaflet (Echinaforce Hot Drink)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
      },
    ],
  },
  {
    id: "sc-whc-milk-thistle-pregnant",
    title: "Pregnant: Milk thistle is asked about",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Milk thistle 300 mg",
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
            condition: "pregnant",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Nature\'s Best Maximum Strength Milk Thistle) (do not use): "Do not take this product if you are: • pregnant or breastfeeding" Typed: pregnant.',
    sources: [
      {
        title: "Milk thistle: UK THR leaflet (Nature's Best Maximum Strength Milk Thistle)",
        publisher: "UK THR leaflet (Nature's Best Maximum Strength Milk Thistle)",
        url: "https://medine.co.uk/natures-best-maximum-strength-milk-thistle-tablets/g/b0cd:4fd3:9333?doc=1",
      },
    ],
  },
  {
    id: "sc-whc-milk-thistle-breastfeeding",
    title: "Breastfeeding: Milk thistle is asked about",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Milk thistle 300 mg",
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
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Nature\'s Best Maximum Strength Milk Thistle) (do not use): "Do not take this product if you are: • pregnant or breastfeeding" Typed: breastfeeding.',
    sources: [
      {
        title: "Milk thistle: UK THR leaflet (Nature's Best Maximum Strength Milk Thistle)",
        publisher: "UK THR leaflet (Nature's Best Maximum Strength Milk Thistle)",
        url: "https://medine.co.uk/natures-best-maximum-strength-milk-thistle-tablets/g/b0cd:4fd3:9333?doc=1",
      },
    ],
  },
  {
    id: "sc-whc-milk-thistle-daisy-allergy",
    title: "Daisy allergy: Milk thistle is asked about",
    profile: {
      medicines: [],
      conditions: ["daisy allergy"],
    },
    stack: [
      {
        custom: {
          name: "Milk thistle 300 mg",
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
            condition: "daisy allergy",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Nature\'s Best Maximum Strength Milk Thistle) (do not use): "allergic to any of the ingredients or to plants of the Asteraceae/Compositae family such as daisies, marigolds or artichokes" Typed: daisy allergy.',
    sources: [
      {
        title: "Milk thistle: UK THR leaflet (Nature's Best Maximum Strength Milk Thistle)",
        publisher: "UK THR leaflet (Nature's Best Maximum Strength Milk Thistle)",
        url: "https://medine.co.uk/natures-best-maximum-strength-milk-thistle-tablets/g/b0cd:4fd3:9333?doc=1",
      },
    ],
  },
  {
    id: "sc-whc-milk-thistle-marigold-allergy",
    title: "Marigold allergy: Milk thistle is asked about",
    profile: {
      medicines: [],
      conditions: ["marigold allergy"],
    },
    stack: [
      {
        custom: {
          name: "Milk thistle 300 mg",
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
            condition: "marigold allergy",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Nature\'s Best Maximum Strength Milk Thistle) (do not use): "allergic to any of the ingredients or to plants of the Asteraceae/Compositae family such as daisies, marigolds or artichokes" Typed: marigold allergy.',
    sources: [
      {
        title: "Milk thistle: UK THR leaflet (Nature's Best Maximum Strength Milk Thistle)",
        publisher: "UK THR leaflet (Nature's Best Maximum Strength Milk Thistle)",
        url: "https://medine.co.uk/natures-best-maximum-strength-milk-thistle-tablets/g/b0cd:4fd3:9333?doc=1",
      },
    ],
  },
  {
    id: "sc-whc-milk-thistle-artichoke-allergy",
    title: "Artichoke allergy: Milk thistle is asked about",
    profile: {
      medicines: [],
      conditions: ["artichoke allergy"],
    },
    stack: [
      {
        custom: {
          name: "Milk thistle 300 mg",
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
            condition: "artichoke allergy",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Nature\'s Best Maximum Strength Milk Thistle) (do not use): "allergic to any of the ingredients or to plants of the Asteraceae/Compositae family such as daisies, marigolds or artichokes" Typed: artichoke allergy.',
    sources: [
      {
        title: "Milk thistle: UK THR leaflet (Nature's Best Maximum Strength Milk Thistle)",
        publisher: "UK THR leaflet (Nature's Best Maximum Strength Milk Thistle)",
        url: "https://medine.co.uk/natures-best-maximum-strength-milk-thistle-tablets/g/b0cd:4fd3:9333?doc=1",
      },
    ],
  },
  {
    id: "sc-whc-milk-thistle-liver-disease",
    title: "Liver disease: Milk thistle is asked about",
    profile: {
      medicines: [],
      conditions: ["liver disease"],
    },
    stack: [
      {
        custom: {
          name: "Milk thistle 300 mg",
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
            condition: "liver disease",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Nature\'s Best Maximum Strength Milk Thistle) (consult before use): "Talk to your doctor before taking this product if you are currently suffering from active liver disease." Typed: liver disease.',
    sources: [
      {
        title: "Milk thistle: UK THR leaflet (Nature's Best Maximum Strength Milk Thistle)",
        publisher: "UK THR leaflet (Nature's Best Maximum Strength Milk Thistle)",
        url: "https://medine.co.uk/natures-best-maximum-strength-milk-thistle-tablets/g/b0cd:4fd3:9333?doc=1",
      },
    ],
  },
  {
    id: "sc-whc-milk-thistle-hepatitis",
    title: "Hepatitis: Milk thistle is asked about",
    profile: {
      medicines: [],
      conditions: ["hepatitis"],
    },
    stack: [
      {
        custom: {
          name: "Milk thistle 300 mg",
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
            condition: "hepatitis",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Nature\'s Best Maximum Strength Milk Thistle) (consult before use): "Talk to your doctor before taking this product if you are currently suffering from active liver disease." Typed: hepatitis.',
    sources: [
      {
        title: "Milk thistle: UK THR leaflet (Nature's Best Maximum Strength Milk Thistle)",
        publisher: "UK THR leaflet (Nature's Best Maximum Strength Milk Thistle)",
        url: "https://medine.co.uk/natures-best-maximum-strength-milk-thistle-tablets/g/b0cd:4fd3:9333?doc=1",
      },
    ],
  },
  {
    id: "sc-whc-milk-thistle-cirrhosis",
    title: "Cirrhosis: Milk thistle is asked about",
    profile: {
      medicines: [],
      conditions: ["cirrhosis"],
    },
    stack: [
      {
        custom: {
          name: "Milk thistle 300 mg",
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
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR leaflet (Nature\'s Best Maximum Strength Milk Thistle) (consult before use): "Talk to your doctor before taking this product if you are currently suffering from active liver disease." Typed: cirrhosis.',
    sources: [
      {
        title: "Milk thistle: UK THR leaflet (Nature's Best Maximum Strength Milk Thistle)",
        publisher: "UK THR leaflet (Nature's Best Maximum Strength Milk Thistle)",
        url: "https://medine.co.uk/natures-best-maximum-strength-milk-thistle-tablets/g/b0cd:4fd3:9333?doc=1",
      },
    ],
  },
  {
    id: "sc-whc-rhodiola-liver-disease",
    title: "Liver disease: Rhodiola is asked about",
    profile: {
      medicines: [],
      conditions: ["liver disease"],
    },
    stack: [
      {
        custom: {
          name: "Rhodiola 300 mg",
          ingredients: [
            {
              ingredient: "rhodiola",
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
          ingredient: "rhodiola",
          with: {
            condition: "liver disease",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR SmPC (Vitano Rhodiola Tablets) (do not use): "Patients with impaired hepatic or renal function." Typed: liver disease.',
    sources: [
      {
        title: "Rhodiola: UK THR SmPC (Vitano Rhodiola Tablets)",
        publisher: "UK THR SmPC (Vitano Rhodiola Tablets)",
        url: "https://medine.co.uk/vitano-rhodiola-tablets/summary",
      },
    ],
  },
  {
    id: "sc-whc-rhodiola-kidney-disease",
    title: "Kidney disease: Rhodiola is asked about",
    profile: {
      medicines: [],
      conditions: ["kidney disease"],
    },
    stack: [
      {
        custom: {
          name: "Rhodiola 300 mg",
          ingredients: [
            {
              ingredient: "rhodiola",
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
          ingredient: "rhodiola",
          with: {
            condition: "kidney disease",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR SmPC (Vitano Rhodiola Tablets) (do not use): "Patients with impaired hepatic or renal function." Typed: kidney disease.',
    sources: [
      {
        title: "Rhodiola: UK THR SmPC (Vitano Rhodiola Tablets)",
        publisher: "UK THR SmPC (Vitano Rhodiola Tablets)",
        url: "https://medine.co.uk/vitano-rhodiola-tablets/summary",
      },
    ],
  },
  {
    id: "sc-whc-rhodiola-depression",
    title: "Depression: Rhodiola is asked about",
    profile: {
      medicines: [],
      conditions: ["depression"],
    },
    stack: [
      {
        custom: {
          name: "Rhodiola 300 mg",
          ingredients: [
            {
              ingredient: "rhodiola",
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
          ingredient: "rhodiola",
          with: {
            condition: "depression",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR SmPC (Vitano Rhodiola Tablets) (consult before use): "Patients with signs and symptoms of depression should seek medical advice for appropriate treatment." Typed: depression.',
    sources: [
      {
        title: "Rhodiola: UK THR SmPC (Vitano Rhodiola Tablets)",
        publisher: "UK THR SmPC (Vitano Rhodiola Tablets)",
        url: "https://medine.co.uk/vitano-rhodiola-tablets/summary",
      },
    ],
  },
  {
    id: "sc-whc-alpha-lipoic-acid-pregnant",
    title: "Pregnant: Alpha-lipoic acid is asked about",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Alpha-lipoic acid 300 mg",
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
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (consult before use): "Consult a health care practitioner/health care provider/health care professional/doctor/physician prior to use if you are pregnant, breastfeeding or have diabetes (Jacob et al. 1999, Konrad et al. 1999, Packer et al. 1995)." Typed: pregnant.',
    sources: [
      {
        title: "Alpha-lipoic acid: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=alpha.lipoic.acid&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-alpha-lipoic-acid-breastfeeding",
    title: "Breastfeeding: Alpha-lipoic acid is asked about",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Alpha-lipoic acid 300 mg",
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
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (consult before use): "Consult a health care practitioner/health care provider/health care professional/doctor/physician prior to use if you are pregnant, breastfeeding or have diabetes (Jacob et al. 1999, Konrad et al. 1999, Packer et al. 1995)." Typed: breastfeeding.',
    sources: [
      {
        title: "Alpha-lipoic acid: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=alpha.lipoic.acid&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-alpha-lipoic-acid-type-2-diabetes",
    title: "Type 2 diabetes: Alpha-lipoic acid is asked about",
    profile: {
      medicines: [],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Alpha-lipoic acid 300 mg",
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
      'Health Canada NHPID (consult before use): "Consult a health care practitioner/health care provider/health care professional/doctor/physician prior to use if you are pregnant, breastfeeding or have diabetes (Jacob et al. 1999, Konrad et al. 1999, Packer et al. 1995)." Typed: type 2 diabetes.',
    sources: [
      {
        title: "Alpha-lipoic acid: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=alpha.lipoic.acid&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-alpha-lipoic-acid-type-1-diabetes",
    title: "Type 1 diabetes: Alpha-lipoic acid is asked about",
    profile: {
      medicines: [],
      conditions: ["type 1 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Alpha-lipoic acid 300 mg",
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
            condition: "type 1 diabetes",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (consult before use): "Consult a health care practitioner/health care provider/health care professional/doctor/physician prior to use if you are pregnant, breastfeeding or have diabetes (Jacob et al. 1999, Konrad et al. 1999, Packer et al. 1995)." Typed: type 1 diabetes.',
    sources: [
      {
        title: "Alpha-lipoic acid: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=alpha.lipoic.acid&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-alpha-lipoic-acid-diabetes",
    title: "Diabetes: Alpha-lipoic acid is asked about",
    profile: {
      medicines: [],
      conditions: ["diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Alpha-lipoic acid 300 mg",
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
            condition: "diabetes",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (consult before use): "Consult a health care practitioner/health care provider/health care professional/doctor/physician prior to use if you are pregnant, breastfeeding or have diabetes (Jacob et al. 1999, Konrad et al. 1999, Packer et al. 1995)." Typed: diabetes.',
    sources: [
      {
        title: "Alpha-lipoic acid: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=alpha.lipoic.acid&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-probiotics-weakened-immune-system",
    title: "Weakened immune system: Probiotics is asked about",
    profile: {
      medicines: [],
      conditions: ["weakened immune system"],
    },
    stack: [
      {
        custom: {
          name: "Probiotics 300 mg",
          ingredients: [
            {
              ingredient: "probiotics",
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
          ingredient: "probiotics",
          with: {
            condition: "weakened immune system",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada LNHPD contraindication wording, as quoted on renewlife.ca (secondary copy; excerpt truncated) (do not use): "Do not use this product if you have an immune-compromised condition (e.g., AIDS, lymphoma, patients undergoing long-term corticosteroid t" Typed: weakened immune system.',
    sources: [
      {
        title:
          "Probiotics: Health Canada LNHPD contraindication wording, as quoted on renewlife.ca (secondary copy; excerpt truncated)",
        publisher:
          "Health Canada LNHPD contraindication wording, as quoted on renewlife.ca (secondary copy; excerpt truncated)",
        url: "https://www.renewlife.ca/probiotics-shown-to-be-safe-for-use-in-almost-all-populations/",
      },
    ],
  },
  {
    id: "sc-whc-black-cohosh-liver-disease",
    title: "Liver disease: Black cohosh is asked about",
    profile: {
      medicines: [],
      conditions: ["liver disease"],
    },
    stack: [
      {
        custom: {
          name: "Black cohosh 300 mg",
          ingredients: [
            {
              ingredient: "black-cohosh",
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
          ingredient: "black-cohosh",
          with: {
            condition: "liver disease",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'TGA (mandatory label warning BCOHOSH for Actaea racemosa, as listed on resource.regsolutions.com.au) (adverse reaction): "BCOHOSH – Warning: In very rare cases – black cohosh has been associated with liver failure." Typed: liver disease.',
    sources: [
      {
        title:
          "Black cohosh: TGA (mandatory label warning BCOHOSH for Actaea racemosa, as listed on resource.regsolutions.com.au)",
        publisher:
          "TGA (mandatory label warning BCOHOSH for Actaea racemosa, as listed on resource.regsolutions.com.au)",
        url: "https://resource.regsolutions.com.au/archives/jobs/actaea-racemosa",
      },
    ],
  },
  {
    id: "sc-whc-black-cohosh-liver-problems",
    title: "Liver problems: Black cohosh is asked about",
    profile: {
      medicines: [],
      conditions: ["liver problems"],
    },
    stack: [
      {
        custom: {
          name: "Black cohosh 300 mg",
          ingredients: [
            {
              ingredient: "black-cohosh",
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
          ingredient: "black-cohosh",
          with: {
            condition: "liver problems",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'TGA (mandatory label warning BCOHOSH for Actaea racemosa, as listed on resource.regsolutions.com.au) (adverse reaction): "BCOHOSH – Warning: In very rare cases – black cohosh has been associated with liver failure." Typed: liver problems.',
    sources: [
      {
        title:
          "Black cohosh: TGA (mandatory label warning BCOHOSH for Actaea racemosa, as listed on resource.regsolutions.com.au)",
        publisher:
          "TGA (mandatory label warning BCOHOSH for Actaea racemosa, as listed on resource.regsolutions.com.au)",
        url: "https://resource.regsolutions.com.au/archives/jobs/actaea-racemosa",
      },
    ],
  },
  {
    id: "sc-whc-kava-liver-disease",
    title: "Liver disease: Kava is asked about",
    profile: {
      medicines: [],
      conditions: ["liver disease"],
    },
    stack: [
      {
        custom: {
          name: "Kava 300 mg",
          ingredients: [
            {
              ingredient: "kava",
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
          ingredient: "kava",
          with: {
            condition: "liver disease",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (ingredient record restriction, not a monograph risk section) (adverse reaction): "Due to risk of hepatotoxicity with kava products, the amount of kavalactones in Piper methysticum must be declared" Typed: liver disease.',
    sources: [
      {
        title: "Kava: Health Canada NHPID (ingredient record restriction, not a monograph risk section)",
        publisher: "Health Canada NHPID (ingredient record restriction, not a monograph risk section)",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/ingredReq.do?id=6366&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-kava-liver-problems",
    title: "Liver problems: Kava is asked about",
    profile: {
      medicines: [],
      conditions: ["liver problems"],
    },
    stack: [
      {
        custom: {
          name: "Kava 300 mg",
          ingredients: [
            {
              ingredient: "kava",
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
          ingredient: "kava",
          with: {
            condition: "liver problems",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (ingredient record restriction, not a monograph risk section) (adverse reaction): "Due to risk of hepatotoxicity with kava products, the amount of kavalactones in Piper methysticum must be declared" Typed: liver problems.',
    sources: [
      {
        title: "Kava: Health Canada NHPID (ingredient record restriction, not a monograph risk section)",
        publisher: "Health Canada NHPID (ingredient record restriction, not a monograph risk section)",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/ingredReq.do?id=6366&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-chasteberry-progesterone",
    title: "Taking progesterone considers Agnus castus",
    profile: {
      medicines: ["progesterone"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 300 mg",
          ingredients: [
            {
              ingredient: "chasteberry",
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
          ingredient: "chasteberry",
          with: {
            medicine: "progesterone",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'TGA (safety advisory, reporting Health Canada/EMA advice) (consult before use): "Health Canada and the European Medicines Agency (EMA) advise consumers to consult a health practitioner prior to using Vitex agnus-castus - containing products if they are taking hormone-containing medications such as progesterone preparations, oral contraceptives or hormone replacement therapy." Typed: progesterone.',
    sources: [
      {
        title: "Agnus castus: TGA (safety advisory, reporting Health Canada/EMA advice)",
        publisher: "TGA (safety advisory, reporting Health Canada/EMA advice)",
        url: "https://tga.gov.au/node/284484",
      },
    ],
  },
  {
    id: "sc-whc-chasteberry-medroxyprogesterone",
    title: "Taking medroxyprogesterone considers Agnus castus",
    profile: {
      medicines: ["medroxyprogesterone"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 300 mg",
          ingredients: [
            {
              ingredient: "chasteberry",
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
          ingredient: "chasteberry",
          with: {
            medicine: "medroxyprogesterone",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'TGA (safety advisory, reporting Health Canada/EMA advice) (consult before use): "Health Canada and the European Medicines Agency (EMA) advise consumers to consult a health practitioner prior to using Vitex agnus-castus - containing products if they are taking hormone-containing medications such as progesterone preparations, oral contraceptives or hormone replacement therapy." Typed: medroxyprogesterone.',
    sources: [
      {
        title: "Agnus castus: TGA (safety advisory, reporting Health Canada/EMA advice)",
        publisher: "TGA (safety advisory, reporting Health Canada/EMA advice)",
        url: "https://tga.gov.au/node/284484",
      },
    ],
  },
  {
    id: "sc-whc-chasteberry-norethisterone",
    title: "Taking norethisterone considers Agnus castus",
    profile: {
      medicines: ["norethisterone"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 300 mg",
          ingredients: [
            {
              ingredient: "chasteberry",
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
          ingredient: "chasteberry",
          with: {
            medicine: "norethisterone",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'TGA (safety advisory, reporting Health Canada/EMA advice) (consult before use): "Health Canada and the European Medicines Agency (EMA) advise consumers to consult a health practitioner prior to using Vitex agnus-castus - containing products if they are taking hormone-containing medications such as progesterone preparations, oral contraceptives or hormone replacement therapy." Typed: norethisterone.',
    sources: [
      {
        title: "Agnus castus: TGA (safety advisory, reporting Health Canada/EMA advice)",
        publisher: "TGA (safety advisory, reporting Health Canada/EMA advice)",
        url: "https://tga.gov.au/node/284484",
      },
    ],
  },
  {
    id: "sc-whc-chasteberry-levonorgestrel",
    title: "Taking levonorgestrel considers Agnus castus",
    profile: {
      medicines: ["levonorgestrel"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 300 mg",
          ingredients: [
            {
              ingredient: "chasteberry",
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
          ingredient: "chasteberry",
          with: {
            medicine: "levonorgestrel",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'TGA (safety advisory, reporting Health Canada/EMA advice) (consult before use): "Health Canada and the European Medicines Agency (EMA) advise consumers to consult a health practitioner prior to using Vitex agnus-castus - containing products if they are taking hormone-containing medications such as progesterone preparations, oral contraceptives or hormone replacement therapy." Typed: levonorgestrel.',
    sources: [
      {
        title: "Agnus castus: TGA (safety advisory, reporting Health Canada/EMA advice)",
        publisher: "TGA (safety advisory, reporting Health Canada/EMA advice)",
        url: "https://tga.gov.au/node/284484",
      },
    ],
  },
  {
    id: "sc-whc-chasteberry-desogestrel",
    title: "Taking desogestrel considers Agnus castus",
    profile: {
      medicines: ["desogestrel"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 300 mg",
          ingredients: [
            {
              ingredient: "chasteberry",
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
          ingredient: "chasteberry",
          with: {
            medicine: "desogestrel",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'TGA (safety advisory, reporting Health Canada/EMA advice) (consult before use): "Health Canada and the European Medicines Agency (EMA) advise consumers to consult a health practitioner prior to using Vitex agnus-castus - containing products if they are taking hormone-containing medications such as progesterone preparations, oral contraceptives or hormone replacement therapy." Typed: desogestrel.',
    sources: [
      {
        title: "Agnus castus: TGA (safety advisory, reporting Health Canada/EMA advice)",
        publisher: "TGA (safety advisory, reporting Health Canada/EMA advice)",
        url: "https://tga.gov.au/node/284484",
      },
    ],
  },
  {
    id: "sc-whc-chasteberry-ethinylestradiol",
    title: "Taking ethinylestradiol considers Agnus castus",
    profile: {
      medicines: ["ethinylestradiol"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 300 mg",
          ingredients: [
            {
              ingredient: "chasteberry",
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
          ingredient: "chasteberry",
          with: {
            medicine: "ethinylestradiol",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'TGA (safety advisory, reporting Health Canada/EMA advice) (consult before use): "Health Canada and the European Medicines Agency (EMA) advise consumers to consult a health practitioner prior to using Vitex agnus-castus - containing products if they are taking hormone-containing medications such as progesterone preparations, oral contraceptives or hormone replacement therapy." Typed: ethinylestradiol.',
    sources: [
      {
        title: "Agnus castus: TGA (safety advisory, reporting Health Canada/EMA advice)",
        publisher: "TGA (safety advisory, reporting Health Canada/EMA advice)",
        url: "https://tga.gov.au/node/284484",
      },
    ],
  },
  {
    id: "sc-whc-chasteberry-estradiol",
    title: "Taking estradiol considers Agnus castus",
    profile: {
      medicines: ["estradiol"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 300 mg",
          ingredients: [
            {
              ingredient: "chasteberry",
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
          ingredient: "chasteberry",
          with: {
            medicine: "estradiol",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'TGA (safety advisory, reporting Health Canada/EMA advice) (consult before use): "Health Canada and the European Medicines Agency (EMA) advise consumers to consult a health practitioner prior to using Vitex agnus-castus - containing products if they are taking hormone-containing medications such as progesterone preparations, oral contraceptives or hormone replacement therapy." Typed: estradiol.',
    sources: [
      {
        title: "Agnus castus: TGA (safety advisory, reporting Health Canada/EMA advice)",
        publisher: "TGA (safety advisory, reporting Health Canada/EMA advice)",
        url: "https://tga.gov.au/node/284484",
      },
    ],
  },
  {
    id: "sc-whc-chasteberry-conjugated-oestrogens",
    title: "Taking conjugated oestrogens considers Agnus castus",
    profile: {
      medicines: ["conjugated oestrogens"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 300 mg",
          ingredients: [
            {
              ingredient: "chasteberry",
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
          ingredient: "chasteberry",
          with: {
            medicine: "conjugated oestrogens",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'TGA (safety advisory, reporting Health Canada/EMA advice) (consult before use): "Health Canada and the European Medicines Agency (EMA) advise consumers to consult a health practitioner prior to using Vitex agnus-castus - containing products if they are taking hormone-containing medications such as progesterone preparations, oral contraceptives or hormone replacement therapy." Typed: conjugated oestrogens.',
    sources: [
      {
        title: "Agnus castus: TGA (safety advisory, reporting Health Canada/EMA advice)",
        publisher: "TGA (safety advisory, reporting Health Canada/EMA advice)",
        url: "https://tga.gov.au/node/284484",
      },
    ],
  },
  {
    id: "sc-whc-chasteberry-tibolone",
    title: "Taking tibolone considers Agnus castus",
    profile: {
      medicines: ["tibolone"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 300 mg",
          ingredients: [
            {
              ingredient: "chasteberry",
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
          ingredient: "chasteberry",
          with: {
            medicine: "tibolone",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'TGA (safety advisory, reporting Health Canada/EMA advice) (consult before use): "Health Canada and the European Medicines Agency (EMA) advise consumers to consult a health practitioner prior to using Vitex agnus-castus - containing products if they are taking hormone-containing medications such as progesterone preparations, oral contraceptives or hormone replacement therapy." Typed: tibolone.',
    sources: [
      {
        title: "Agnus castus: TGA (safety advisory, reporting Health Canada/EMA advice)",
        publisher: "TGA (safety advisory, reporting Health Canada/EMA advice)",
        url: "https://tga.gov.au/node/284484",
      },
    ],
  },
  {
    id: "sc-whc-chasteberry-cabergoline",
    title: "Taking cabergoline considers Agnus castus",
    profile: {
      medicines: ["cabergoline"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 300 mg",
          ingredients: [
            {
              ingredient: "chasteberry",
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
          ingredient: "chasteberry",
          with: {
            medicine: "cabergoline",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'TGA (safety advisory) (consult before use): "Consumers taking medicines with contraceptive, hormonal and/or dopaminergic actions should consult their health professional prior to combined use with Vitex agnus-castus." Typed: cabergoline.',
    sources: [
      {
        title: "Agnus castus: TGA (safety advisory)",
        publisher: "TGA (safety advisory)",
        url: "https://tga.gov.au/node/284484",
      },
    ],
  },
  {
    id: "sc-whc-chasteberry-bromocriptine",
    title: "Taking bromocriptine considers Agnus castus",
    profile: {
      medicines: ["bromocriptine"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 300 mg",
          ingredients: [
            {
              ingredient: "chasteberry",
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
          ingredient: "chasteberry",
          with: {
            medicine: "bromocriptine",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'TGA (safety advisory) (consult before use): "Consumers taking medicines with contraceptive, hormonal and/or dopaminergic actions should consult their health professional prior to combined use with Vitex agnus-castus." Typed: bromocriptine.',
    sources: [
      {
        title: "Agnus castus: TGA (safety advisory)",
        publisher: "TGA (safety advisory)",
        url: "https://tga.gov.au/node/284484",
      },
    ],
  },
  {
    id: "sc-whc-chasteberry-levodopa",
    title: "Taking levodopa considers Agnus castus",
    profile: {
      medicines: ["levodopa"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Agnus castus 300 mg",
          ingredients: [
            {
              ingredient: "chasteberry",
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
          ingredient: "chasteberry",
          with: {
            medicine: "levodopa",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'TGA (safety advisory) (consult before use): "Consumers taking medicines with contraceptive, hormonal and/or dopaminergic actions should consult their health professional prior to combined use with Vitex agnus-castus." Typed: levodopa.',
    sources: [
      {
        title: "Agnus castus: TGA (safety advisory)",
        publisher: "TGA (safety advisory)",
        url: "https://tga.gov.au/node/284484",
      },
    ],
  },
  {
    id: "sc-whc-lavender-zopiclone",
    title: "Taking zopiclone considers Lavender",
    profile: {
      medicines: ["zopiclone"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Lavender 300 mg",
          ingredients: [
            {
              ingredient: "lavender",
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
          ingredient: "lavender",
          with: {
            medicine: "zopiclone",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR SmPC (Kalms Lavender One-a-Day capsules; imedi.co.uk copy) (do not use): "Should not be taken with other medicines for sleep or anxiety." Typed: zopiclone.',
    sources: [
      {
        title: "Lavender: UK THR SmPC (Kalms Lavender One-a-Day capsules; imedi.co.uk copy)",
        publisher: "UK THR SmPC (Kalms Lavender One-a-Day capsules; imedi.co.uk copy)",
        url: "https://imedi.co.uk/kalms-lavender-one-a-day-capsules/summary",
      },
    ],
  },
  {
    id: "sc-whc-lavender-diazepam",
    title: "Taking diazepam considers Lavender",
    profile: {
      medicines: ["diazepam"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Lavender 300 mg",
          ingredients: [
            {
              ingredient: "lavender",
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
          ingredient: "lavender",
          with: {
            medicine: "diazepam",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR SmPC (Kalms Lavender One-a-Day capsules; imedi.co.uk copy) (do not use): "Should not be taken with other medicines for sleep or anxiety." Typed: diazepam.',
    sources: [
      {
        title: "Lavender: UK THR SmPC (Kalms Lavender One-a-Day capsules; imedi.co.uk copy)",
        publisher: "UK THR SmPC (Kalms Lavender One-a-Day capsules; imedi.co.uk copy)",
        url: "https://imedi.co.uk/kalms-lavender-one-a-day-capsules/summary",
      },
    ],
  },
  {
    id: "sc-whc-sage-diazepam",
    title: "Taking diazepam considers Sage",
    profile: {
      medicines: ["diazepam"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Sage 300 mg",
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
            medicine: "diazepam",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR SmPC (Menoforce Sage tablets; imedi.co.uk copy) (do not use): "The intake of Sage leaf preparations might influence the effect of medicinal products acting via GABA receptor (e.g. barbiturates, benzodiazepines), even if not seen clinically. Therefore the concomitant use with such medicinal products is not recommended." Typed: diazepam.',
    sources: [
      {
        title: "Sage: UK THR SmPC (Menoforce Sage tablets; imedi.co.uk copy)",
        publisher: "UK THR SmPC (Menoforce Sage tablets; imedi.co.uk copy)",
        url: "https://imedi.co.uk/menoforce-sage-tablets/summary",
      },
    ],
  },
  {
    id: "sc-whc-sage-lorazepam",
    title: "Taking lorazepam considers Sage",
    profile: {
      medicines: ["lorazepam"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Sage 300 mg",
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
            medicine: "lorazepam",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR SmPC (Menoforce Sage tablets; imedi.co.uk copy) (do not use): "The intake of Sage leaf preparations might influence the effect of medicinal products acting via GABA receptor (e.g. barbiturates, benzodiazepines), even if not seen clinically. Therefore the concomitant use with such medicinal products is not recommended." Typed: lorazepam.',
    sources: [
      {
        title: "Sage: UK THR SmPC (Menoforce Sage tablets; imedi.co.uk copy)",
        publisher: "UK THR SmPC (Menoforce Sage tablets; imedi.co.uk copy)",
        url: "https://imedi.co.uk/menoforce-sage-tablets/summary",
      },
    ],
  },
  {
    id: "sc-whc-sage-temazepam",
    title: "Taking temazepam considers Sage",
    profile: {
      medicines: ["temazepam"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Sage 300 mg",
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
            medicine: "temazepam",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR SmPC (Menoforce Sage tablets; imedi.co.uk copy) (do not use): "The intake of Sage leaf preparations might influence the effect of medicinal products acting via GABA receptor (e.g. barbiturates, benzodiazepines), even if not seen clinically. Therefore the concomitant use with such medicinal products is not recommended." Typed: temazepam.',
    sources: [
      {
        title: "Sage: UK THR SmPC (Menoforce Sage tablets; imedi.co.uk copy)",
        publisher: "UK THR SmPC (Menoforce Sage tablets; imedi.co.uk copy)",
        url: "https://imedi.co.uk/menoforce-sage-tablets/summary",
      },
    ],
  },
  {
    id: "sc-whc-sage-phenobarbital",
    title: "Taking phenobarbital considers Sage",
    profile: {
      medicines: ["phenobarbital"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Sage 300 mg",
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
            medicine: "phenobarbital",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR SmPC (Menoforce Sage tablets; imedi.co.uk copy) (do not use): "The intake of Sage leaf preparations might influence the effect of medicinal products acting via GABA receptor (e.g. barbiturates, benzodiazepines), even if not seen clinically. Therefore the concomitant use with such medicinal products is not recommended." Typed: phenobarbital.',
    sources: [
      {
        title: "Sage: UK THR SmPC (Menoforce Sage tablets; imedi.co.uk copy)",
        publisher: "UK THR SmPC (Menoforce Sage tablets; imedi.co.uk copy)",
        url: "https://imedi.co.uk/menoforce-sage-tablets/summary",
      },
    ],
  },
  {
    id: "sc-whc-sage-pregnant",
    title: "Pregnant: Sage is asked about",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Sage 300 mg",
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
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR SmPC (Salvian capsules, sage leaf; imedi.co.uk copy) (do not use): "Due to the lack of data, use during pregnancy and lactation is not recommended." Typed: pregnant.',
    sources: [
      {
        title: "Sage: UK THR SmPC (Salvian capsules, sage leaf; imedi.co.uk copy)",
        publisher: "UK THR SmPC (Salvian capsules, sage leaf; imedi.co.uk copy)",
        url: "https://imedi.co.uk/salvian-capsules/summary",
      },
    ],
  },
  {
    id: "sc-whc-sage-breastfeeding",
    title: "Breastfeeding: Sage is asked about",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Sage 300 mg",
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
            condition: "breastfeeding",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK THR SmPC (Salvian capsules, sage leaf; imedi.co.uk copy) (do not use): "Due to the lack of data, use during pregnancy and lactation is not recommended." Typed: breastfeeding.',
    sources: [
      {
        title: "Sage: UK THR SmPC (Salvian capsules, sage leaf; imedi.co.uk copy)",
        publisher: "UK THR SmPC (Salvian capsules, sage leaf; imedi.co.uk copy)",
        url: "https://imedi.co.uk/salvian-capsules/summary",
      },
    ],
  },
  {
    id: "sc-whc-arginine-had-a-heart-attack",
    title: "Had a heart attack: L-arginine is asked about",
    profile: {
      medicines: [],
      conditions: ["had a heart attack"],
    },
    stack: [
      {
        custom: {
          name: "L-arginine 300 mg",
          ingredients: [
            {
              ingredient: "arginine",
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
          ingredient: "arginine",
          with: {
            condition: "had a heart attack",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you have had a heart attack/myocardial infarction." Typed: had a heart attack.',
    sources: [
      {
        title: "L-arginine: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/monoReq.do?id=124&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-arginine-heart-attack",
    title: "Heart attack: L-arginine is asked about",
    profile: {
      medicines: [],
      conditions: ["heart attack"],
    },
    stack: [
      {
        custom: {
          name: "L-arginine 300 mg",
          ingredients: [
            {
              ingredient: "arginine",
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
          ingredient: "arginine",
          with: {
            condition: "heart attack",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you have had a heart attack/myocardial infarction." Typed: heart attack.',
    sources: [
      {
        title: "L-arginine: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/monoReq.do?id=124&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-arginine-myocardial-infarction",
    title: "Myocardial infarction: L-arginine is asked about",
    profile: {
      medicines: [],
      conditions: ["myocardial infarction"],
    },
    stack: [
      {
        custom: {
          name: "L-arginine 300 mg",
          ingredients: [
            {
              ingredient: "arginine",
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
          ingredient: "arginine",
          with: {
            condition: "myocardial infarction",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (do not use): "Do not use this product if you have had a heart attack/myocardial infarction." Typed: myocardial infarction.',
    sources: [
      {
        title: "L-arginine: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/monoReq.do?id=124&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-dandelion-blocked-bile-duct",
    title: "Blocked bile duct: Dandelion is asked about",
    profile: {
      medicines: [],
      conditions: ["blocked bile duct"],
    },
    stack: [
      {
        custom: {
          name: "Dandelion 300 mg",
          ingredients: [
            {
              ingredient: "dandelion",
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
          ingredient: "dandelion",
          with: {
            condition: "blocked bile duct",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'German Commission E monograph (Taraxaci herba; heilpflanzen-welt.de copy) (do not use): "Obstruction of the bile ducts, gall bladder empyema, ileus." Typed: blocked bile duct.',
    sources: [
      {
        title: "Dandelion: German Commission E monograph (Taraxaci herba; heilpflanzen-welt.de copy)",
        publisher: "German Commission E monograph (Taraxaci herba; heilpflanzen-welt.de copy)",
        url: "https://www.heilpflanzen-welt.de/1992-08-Dandelion-herb-Taraxaci-herba/",
      },
    ],
  },
  {
    id: "sc-whc-dandelion-bile-duct-obstruction",
    title: "Bile duct obstruction: Dandelion is asked about",
    profile: {
      medicines: [],
      conditions: ["bile duct obstruction"],
    },
    stack: [
      {
        custom: {
          name: "Dandelion 300 mg",
          ingredients: [
            {
              ingredient: "dandelion",
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
          ingredient: "dandelion",
          with: {
            condition: "bile duct obstruction",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'German Commission E monograph (Taraxaci herba; heilpflanzen-welt.de copy) (do not use): "Obstruction of the bile ducts, gall bladder empyema, ileus." Typed: bile duct obstruction.',
    sources: [
      {
        title: "Dandelion: German Commission E monograph (Taraxaci herba; heilpflanzen-welt.de copy)",
        publisher: "German Commission E monograph (Taraxaci herba; heilpflanzen-welt.de copy)",
        url: "https://www.heilpflanzen-welt.de/1992-08-Dandelion-herb-Taraxaci-herba/",
      },
    ],
  },
  {
    id: "sc-whc-dandelion-bowel-obstruction",
    title: "Bowel obstruction: Dandelion is asked about",
    profile: {
      medicines: [],
      conditions: ["bowel obstruction"],
    },
    stack: [
      {
        custom: {
          name: "Dandelion 300 mg",
          ingredients: [
            {
              ingredient: "dandelion",
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
          ingredient: "dandelion",
          with: {
            condition: "bowel obstruction",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'German Commission E monograph (Taraxaci herba; heilpflanzen-welt.de copy) (do not use): "Obstruction of the bile ducts, gall bladder empyema, ileus." Typed: bowel obstruction.',
    sources: [
      {
        title: "Dandelion: German Commission E monograph (Taraxaci herba; heilpflanzen-welt.de copy)",
        publisher: "German Commission E monograph (Taraxaci herba; heilpflanzen-welt.de copy)",
        url: "https://www.heilpflanzen-welt.de/1992-08-Dandelion-herb-Taraxaci-herba/",
      },
    ],
  },
  {
    id: "sc-whc-dandelion-blocked-bowel",
    title: "Blocked bowel: Dandelion is asked about",
    profile: {
      medicines: [],
      conditions: ["blocked bowel"],
    },
    stack: [
      {
        custom: {
          name: "Dandelion 300 mg",
          ingredients: [
            {
              ingredient: "dandelion",
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
          ingredient: "dandelion",
          with: {
            condition: "blocked bowel",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'German Commission E monograph (Taraxaci herba; heilpflanzen-welt.de copy) (do not use): "Obstruction of the bile ducts, gall bladder empyema, ileus." Typed: blocked bowel.',
    sources: [
      {
        title: "Dandelion: German Commission E monograph (Taraxaci herba; heilpflanzen-welt.de copy)",
        publisher: "German Commission E monograph (Taraxaci herba; heilpflanzen-welt.de copy)",
        url: "https://www.heilpflanzen-welt.de/1992-08-Dandelion-herb-Taraxaci-herba/",
      },
    ],
  },
  {
    id: "sc-whc-dandelion-ileus",
    title: "Ileus: Dandelion is asked about",
    profile: {
      medicines: [],
      conditions: ["ileus"],
    },
    stack: [
      {
        custom: {
          name: "Dandelion 300 mg",
          ingredients: [
            {
              ingredient: "dandelion",
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
          ingredient: "dandelion",
          with: {
            condition: "ileus",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'German Commission E monograph (Taraxaci herba; heilpflanzen-welt.de copy) (do not use): "Obstruction of the bile ducts, gall bladder empyema, ileus." Typed: ileus.',
    sources: [
      {
        title: "Dandelion: German Commission E monograph (Taraxaci herba; heilpflanzen-welt.de copy)",
        publisher: "German Commission E monograph (Taraxaci herba; heilpflanzen-welt.de copy)",
        url: "https://www.heilpflanzen-welt.de/1992-08-Dandelion-herb-Taraxaci-herba/",
      },
    ],
  },
  {
    id: "sc-whc-dandelion-gallstones",
    title: "Gallstones: Dandelion is asked about",
    profile: {
      medicines: [],
      conditions: ["gallstones"],
    },
    stack: [
      {
        custom: {
          name: "Dandelion 300 mg",
          ingredients: [
            {
              ingredient: "dandelion",
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
          ingredient: "dandelion",
          with: {
            condition: "gallstones",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'German Commission E monograph (Taraxaci herba; heilpflanzen-welt.de copy) (consult before use): "In case of gallstones, use only after consultation with a physician." Typed: gallstones.',
    sources: [
      {
        title: "Dandelion: German Commission E monograph (Taraxaci herba; heilpflanzen-welt.de copy)",
        publisher: "German Commission E monograph (Taraxaci herba; heilpflanzen-welt.de copy)",
        url: "https://www.heilpflanzen-welt.de/1992-08-Dandelion-herb-Taraxaci-herba/",
      },
    ],
  },
  {
    id: "sc-whc-nac-pregnant",
    title: "Pregnant: N-acetylcysteine is asked about",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "N-acetylcysteine 300 mg",
          ingredients: [
            {
              ingredient: "nac",
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
          ingredient: "nac",
          with: {
            condition: "pregnant",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (consult before use): "Consult a health care practitioner/health care provider/health care professional/doctor/physician prior to use if you are pregnant, breastfeeding or have kidney stones (Fauci et al. 1998; Mårtensson et al. 1990)." Typed: pregnant.',
    sources: [
      {
        title: "N-acetylcysteine: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=n-acetyl-l-cysteine&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-nac-breastfeeding",
    title: "Breastfeeding: N-acetylcysteine is asked about",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "N-acetylcysteine 300 mg",
          ingredients: [
            {
              ingredient: "nac",
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
          ingredient: "nac",
          with: {
            condition: "breastfeeding",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (consult before use): "Consult a health care practitioner/health care provider/health care professional/doctor/physician prior to use if you are pregnant, breastfeeding or have kidney stones (Fauci et al. 1998; Mårtensson et al. 1990)." Typed: breastfeeding.',
    sources: [
      {
        title: "N-acetylcysteine: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=n-acetyl-l-cysteine&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-nac-kidney-stones",
    title: "Kidney stones: N-acetylcysteine is asked about",
    profile: {
      medicines: [],
      conditions: ["kidney stones"],
    },
    stack: [
      {
        custom: {
          name: "N-acetylcysteine 300 mg",
          ingredients: [
            {
              ingredient: "nac",
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
          ingredient: "nac",
          with: {
            condition: "kidney stones",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (consult before use): "Consult a health care practitioner/health care provider/health care professional/doctor/physician prior to use if you are pregnant, breastfeeding or have kidney stones (Fauci et al. 1998; Mårtensson et al. 1990)." Typed: kidney stones.',
    sources: [
      {
        title: "N-acetylcysteine: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=n-acetyl-l-cysteine&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-nac-renal-stones",
    title: "Renal stones: N-acetylcysteine is asked about",
    profile: {
      medicines: [],
      conditions: ["renal stones"],
    },
    stack: [
      {
        custom: {
          name: "N-acetylcysteine 300 mg",
          ingredients: [
            {
              ingredient: "nac",
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
          ingredient: "nac",
          with: {
            condition: "renal stones",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (consult before use): "Consult a health care practitioner/health care provider/health care professional/doctor/physician prior to use if you are pregnant, breastfeeding or have kidney stones (Fauci et al. 1998; Mårtensson et al. 1990)." Typed: renal stones.',
    sources: [
      {
        title: "N-acetylcysteine: Health Canada NHPID",
        publisher: "Health Canada NHPID",
        url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=n-acetyl-l-cysteine&lang=eng",
      },
    ],
  },
  {
    id: "sc-whc-artichoke-gallstones",
    title: "Gallstones: Artichoke leaf is asked about",
    profile: {
      medicines: [],
      conditions: ["gallstones"],
    },
    stack: [
      {
        custom: {
          name: "Artichoke leaf 300 mg",
          ingredients: [
            {
              ingredient: "artichoke",
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
          ingredient: "artichoke",
          with: {
            condition: "gallstones",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (2008 Globe artichoke monograph, as reproduced on phytonutriment.ca) (consult before use): "Consult a health care practitioner prior to use if you have gallstones" Typed: gallstones.',
    sources: [
      {
        title:
          "Artichoke leaf: Health Canada NHPID (2008 Globe artichoke monograph, as reproduced on phytonutriment.ca)",
        publisher: "Health Canada NHPID (2008 Globe artichoke monograph, as reproduced on phytonutriment.ca)",
        url: "https://www.phytonutriment.ca/en/artichaud-monograph/",
      },
    ],
  },
  {
    id: "sc-whc-artichoke-pregnant",
    title: "Pregnant: Artichoke leaf is asked about",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Artichoke leaf 300 mg",
          ingredients: [
            {
              ingredient: "artichoke",
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
          ingredient: "artichoke",
          with: {
            condition: "pregnant",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (2008 Globe artichoke monograph, as reproduced on phytonutriment.ca) (consult before use): "Consult a health care practitioner before use if you are pregnant" Typed: pregnant.',
    sources: [
      {
        title:
          "Artichoke leaf: Health Canada NHPID (2008 Globe artichoke monograph, as reproduced on phytonutriment.ca)",
        publisher: "Health Canada NHPID (2008 Globe artichoke monograph, as reproduced on phytonutriment.ca)",
        url: "https://www.phytonutriment.ca/en/artichaud-monograph/",
      },
    ],
  },
  {
    id: "sc-whc-artichoke-ragweed-allergy",
    title: "Ragweed allergy: Artichoke leaf is asked about",
    profile: {
      medicines: [],
      conditions: ["ragweed allergy"],
    },
    stack: [
      {
        custom: {
          name: "Artichoke leaf 300 mg",
          ingredients: [
            {
              ingredient: "artichoke",
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
          ingredient: "artichoke",
          with: {
            condition: "ragweed allergy",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (2008 Globe artichoke monograph, as reproduced on phytonutriment.ca) (do not use): "Do not use if allergic to the Asteraceae/Compounds/Daisies family" Typed: ragweed allergy.',
    sources: [
      {
        title:
          "Artichoke leaf: Health Canada NHPID (2008 Globe artichoke monograph, as reproduced on phytonutriment.ca)",
        publisher: "Health Canada NHPID (2008 Globe artichoke monograph, as reproduced on phytonutriment.ca)",
        url: "https://www.phytonutriment.ca/en/artichaud-monograph/",
      },
    ],
  },
  {
    id: "sc-whc-artichoke-daisy-allergy",
    title: "Daisy allergy: Artichoke leaf is asked about",
    profile: {
      medicines: [],
      conditions: ["daisy allergy"],
    },
    stack: [
      {
        custom: {
          name: "Artichoke leaf 300 mg",
          ingredients: [
            {
              ingredient: "artichoke",
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
          ingredient: "artichoke",
          with: {
            condition: "daisy allergy",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (2008 Globe artichoke monograph, as reproduced on phytonutriment.ca) (do not use): "Do not use if allergic to the Asteraceae/Compounds/Daisies family" Typed: daisy allergy.',
    sources: [
      {
        title:
          "Artichoke leaf: Health Canada NHPID (2008 Globe artichoke monograph, as reproduced on phytonutriment.ca)",
        publisher: "Health Canada NHPID (2008 Globe artichoke monograph, as reproduced on phytonutriment.ca)",
        url: "https://www.phytonutriment.ca/en/artichaud-monograph/",
      },
    ],
  },
  {
    id: "sc-whc-artichoke-chamomile-allergy",
    title: "Chamomile allergy: Artichoke leaf is asked about",
    profile: {
      medicines: [],
      conditions: ["chamomile allergy"],
    },
    stack: [
      {
        custom: {
          name: "Artichoke leaf 300 mg",
          ingredients: [
            {
              ingredient: "artichoke",
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
          ingredient: "artichoke",
          with: {
            condition: "chamomile allergy",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (2008 Globe artichoke monograph, as reproduced on phytonutriment.ca) (do not use): "Do not use if allergic to the Asteraceae/Compounds/Daisies family" Typed: chamomile allergy.',
    sources: [
      {
        title:
          "Artichoke leaf: Health Canada NHPID (2008 Globe artichoke monograph, as reproduced on phytonutriment.ca)",
        publisher: "Health Canada NHPID (2008 Globe artichoke monograph, as reproduced on phytonutriment.ca)",
        url: "https://www.phytonutriment.ca/en/artichaud-monograph/",
      },
    ],
  },
  {
    id: "sc-whc-artichoke-blocked-bile-duct",
    title: "Blocked bile duct: Artichoke leaf is asked about",
    profile: {
      medicines: [],
      conditions: ["blocked bile duct"],
    },
    stack: [
      {
        custom: {
          name: "Artichoke leaf 300 mg",
          ingredients: [
            {
              ingredient: "artichoke",
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
          ingredient: "artichoke",
          with: {
            condition: "blocked bile duct",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (2008 Globe artichoke monograph, as reproduced on phytonutriment.ca) (do not use): "Do not use if you have bile duct obstruction" Typed: blocked bile duct.',
    sources: [
      {
        title:
          "Artichoke leaf: Health Canada NHPID (2008 Globe artichoke monograph, as reproduced on phytonutriment.ca)",
        publisher: "Health Canada NHPID (2008 Globe artichoke monograph, as reproduced on phytonutriment.ca)",
        url: "https://www.phytonutriment.ca/en/artichaud-monograph/",
      },
    ],
  },
  {
    id: "sc-whc-artichoke-bile-duct-obstruction",
    title: "Bile duct obstruction: Artichoke leaf is asked about",
    profile: {
      medicines: [],
      conditions: ["bile duct obstruction"],
    },
    stack: [
      {
        custom: {
          name: "Artichoke leaf 300 mg",
          ingredients: [
            {
              ingredient: "artichoke",
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
          ingredient: "artichoke",
          with: {
            condition: "bile duct obstruction",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Health Canada NHPID (2008 Globe artichoke monograph, as reproduced on phytonutriment.ca) (do not use): "Do not use if you have bile duct obstruction" Typed: bile duct obstruction.',
    sources: [
      {
        title:
          "Artichoke leaf: Health Canada NHPID (2008 Globe artichoke monograph, as reproduced on phytonutriment.ca)",
        publisher: "Health Canada NHPID (2008 Globe artichoke monograph, as reproduced on phytonutriment.ca)",
        url: "https://www.phytonutriment.ca/en/artichaud-monograph/",
      },
    ],
  },
  {
    id: "sc-whc-devils-claw-heart-disease",
    title: "Heart disease: Devil's claw is asked about",
    profile: {
      medicines: [],
      conditions: ["heart disease"],
    },
    stack: [
      {
        custom: {
          name: "Devil's claw 300 mg",
          ingredients: [
            {
              ingredient: "devils-claw",
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
          ingredient: "devils-claw",
          with: {
            condition: "heart disease",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "UK THR SmPC (JointEeze Devil's Claw Tablets, section 4.4) (consult before use): \"Caution should be taken when Devil's Claw is administered to patients with cardiac disorders.\" Typed: heart disease.",
    sources: [
      {
        title: "Devil's claw: UK THR SmPC (JointEeze Devil's Claw Tablets, section 4.4)",
        publisher: "UK THR SmPC (JointEeze Devil's Claw Tablets, section 4.4)",
        url: "https://medine.co.uk/jointeeze-devils-claw-tablets/summary",
      },
    ],
  },
  {
    id: "sc-whc-devils-claw-heart-failure",
    title: "Heart failure: Devil's claw is asked about",
    profile: {
      medicines: [],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Devil's claw 300 mg",
          ingredients: [
            {
              ingredient: "devils-claw",
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
          ingredient: "devils-claw",
          with: {
            condition: "heart failure",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "UK THR SmPC (JointEeze Devil's Claw Tablets, section 4.4) (consult before use): \"Caution should be taken when Devil's Claw is administered to patients with cardiac disorders.\" Typed: heart failure.",
    sources: [
      {
        title: "Devil's claw: UK THR SmPC (JointEeze Devil's Claw Tablets, section 4.4)",
        publisher: "UK THR SmPC (JointEeze Devil's Claw Tablets, section 4.4)",
        url: "https://medine.co.uk/jointeeze-devils-claw-tablets/summary",
      },
    ],
  },
  {
    id: "sc-whc-devils-claw-irregular-heartbeat",
    title: "Irregular heartbeat: Devil's claw is asked about",
    profile: {
      medicines: [],
      conditions: ["irregular heartbeat"],
    },
    stack: [
      {
        custom: {
          name: "Devil's claw 300 mg",
          ingredients: [
            {
              ingredient: "devils-claw",
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
          ingredient: "devils-claw",
          with: {
            condition: "irregular heartbeat",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "UK THR SmPC (JointEeze Devil's Claw Tablets, section 4.4) (consult before use): \"Caution should be taken when Devil's Claw is administered to patients with cardiac disorders.\" Typed: irregular heartbeat.",
    sources: [
      {
        title: "Devil's claw: UK THR SmPC (JointEeze Devil's Claw Tablets, section 4.4)",
        publisher: "UK THR SmPC (JointEeze Devil's Claw Tablets, section 4.4)",
        url: "https://medine.co.uk/jointeeze-devils-claw-tablets/summary",
      },
    ],
  },
  {
    id: "sc-whc-devils-claw-stomach-ulcer",
    title: "Stomach ulcer: Devil's claw is asked about",
    profile: {
      medicines: [],
      conditions: ["stomach ulcer"],
    },
    stack: [
      {
        custom: {
          name: "Devil's claw 300 mg",
          ingredients: [
            {
              ingredient: "devils-claw",
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
          ingredient: "devils-claw",
          with: {
            condition: "stomach ulcer",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "UK THR SmPC (JointEeze Devil's Claw Tablets, section 4.4) (do not use): \"As a general precaution, patients with gastric or duodenal ulcers should not use Devil's Claw root preparations.\" Typed: stomach ulcer.",
    sources: [
      {
        title: "Devil's claw: UK THR SmPC (JointEeze Devil's Claw Tablets, section 4.4)",
        publisher: "UK THR SmPC (JointEeze Devil's Claw Tablets, section 4.4)",
        url: "https://medine.co.uk/jointeeze-devils-claw-tablets/summary",
      },
    ],
  },
  {
    id: "sc-whc-devils-claw-duodenal-ulcer",
    title: "Duodenal ulcer: Devil's claw is asked about",
    profile: {
      medicines: [],
      conditions: ["duodenal ulcer"],
    },
    stack: [
      {
        custom: {
          name: "Devil's claw 300 mg",
          ingredients: [
            {
              ingredient: "devils-claw",
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
          ingredient: "devils-claw",
          with: {
            condition: "duodenal ulcer",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "UK THR SmPC (JointEeze Devil's Claw Tablets, section 4.4) (do not use): \"As a general precaution, patients with gastric or duodenal ulcers should not use Devil's Claw root preparations.\" Typed: duodenal ulcer.",
    sources: [
      {
        title: "Devil's claw: UK THR SmPC (JointEeze Devil's Claw Tablets, section 4.4)",
        publisher: "UK THR SmPC (JointEeze Devil's Claw Tablets, section 4.4)",
        url: "https://medine.co.uk/jointeeze-devils-claw-tablets/summary",
      },
    ],
  },
];
