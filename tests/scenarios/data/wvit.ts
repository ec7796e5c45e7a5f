// The vitamins' UK product information, item by item: each medicine or group typed the way sections 4.4 and 4.5
// (or a leaflet's list of other medicines) word it, with a catalogue product of that vitamin, and medicines those
// texts do not name, which must give no alarm.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag } from "./build";
import { scenario } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
type ProductId = (typeof PRODUCT)[keyof typeof PRODUCT];
type Severity = "minor" | "moderate" | "major";

const EMC = "electronic medicines compendium (emc)";

const SOURCE = {
  fultium: {
    title: "Fultium-D3 800 IU capsules: summary of product characteristics, section 4.4",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/2813",
  },
  colextraLeaflet: {
    title: "Colextra-D3 20 000 IU capsules: patient leaflet",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
  },
  colecalciferol800Leaflet: {
    title: "Colecalciferol 800 IU film-coated tablets: patient leaflet",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/colecalciferol-800-iu-film-coated-tablets-88227/patient-leaflet",
  },
  vitaminEOral: {
    title: "Vitamin E (emc 14884): summary of product characteristics, section 4.5",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/14884/smpc",
  },
  vitaminESuspension: {
    title: "Vitamin E Suspension 100mg/ml: summary of product characteristics, sections 4.4 and 4.5",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/3734/smpc",
  },
  pyridoxine20: {
    title: "Pyridoxine Tablets BP 20mg: summary of product characteristics, section 4.5",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/pyridoxine-tablets-bp-20mg/summary",
  },
  ascorbicAcid500: {
    title: "Ascorbic Acid 500mg Tablets: summary of product characteristics, section 4.5",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/ascorbic-acid-500mg-tablets/summary?doc=3",
  },
  ascorbicAcid500Chewable: {
    title: "Ascorbic Acid 500mg Tablets (chewable): summary of product characteristics, section 4.5",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/ascorbic-acid-500mg-tablets/summary?doc=2",
  },
  folicAcid: {
    title: "Folic acid tablets (emc medicine 23233): summary of product characteristics, section 4.5",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/medicine/23233",
  },
} satisfies Record<string, Reference>;

interface Named {
  /** As the source words it. */
  medicine: string;
  product: ProductId;
  ingredient: "vitamin-d3" | "vitamin-e" | "folic-acid" | "vitamin-b6" | "vitamin-c";
  min: Severity;
  what: string;
  rationale: string;
  source: Reference;
}

function named(id: string, entry: Named): ScenarioInput {
  return scenario(
    {
      id: `sc-wvit-${id}`,
      title: `"${entry.medicine}" as the product information words it, with ${entry.what}`,
      medicines: [entry.medicine],
      stack: [entry.product],
      rationale: entry.rationale,
      sources: [entry.source],
    },
    { flags: [flag(entry.ingredient, med(entry.medicine), entry.min, "major")] },
  );
}

function unnamed(
  id: string,
  medicine: string,
  product: ProductId,
  ingredient: string,
  rationale: string,
  source: Reference,
): ScenarioInput {
  return scenario(
    {
      id: `sc-wvit-${id}`,
      title: `${medicine}, which the product information does not name, with ${ingredient.replace("-", " ")}`,
      medicines: [medicine],
      stack: [product],
      rationale,
      sources: [source],
    },
    { noFlags: [noFlag(ingredient, med(medicine))] },
  );
}

const D3 = { product: PRODUCT.vitaminD25, ingredient: "vitamin-d3", what: "vitamin D3 1,000 IU" } as const;
const E = { product: PRODUCT.vitaminE400Iu, ingredient: "vitamin-e", what: "vitamin E 400 IU" } as const;
const B6 = { product: PRODUCT.vitaminB6, ingredient: "vitamin-b6", what: "vitamin B6 100 mg" } as const;
const C = { product: PRODUCT.vitaminC1000, ingredient: "vitamin-c", what: "vitamin C 1,000 mg" } as const;
const FOLIC = { product: PRODUCT.folicAcid400, ingredient: "folic-acid", what: "folic acid 400 µg" } as const;

export const WVIT_SCENARIOS: ScenarioInput[] = [
  named("cardiac-glycosides-vitamin-d3", {
    ...D3,
    medicine: "cardiac glycosides",
    min: "minor",
    rationale:
      "Fultium-D3's SmPC says patients taking thiazide diuretics or cardiac glycosides must be referred to their doctor and not supplied it as a pharmacy medicine, and that monitoring matters with cardiac glycosides or diuretics.",
    source: SOURCE.fultium,
  }),
  named("heart-medicines-vitamin-d3", {
    ...D3,
    medicine: "heart medicines (cardiac glycosides)",
    min: "minor",
    rationale:
      "The colecalciferol 800 IU leaflet asks to be told of heart medicines (cardiac glycosides), as the ECG and blood calcium may need monitoring.",
    source: SOURCE.colecalciferol800Leaflet,
  }),
  named("thiazide-diuretics-vitamin-d3", {
    ...D3,
    medicine: "thiazide diuretics",
    min: "minor",
    rationale:
      "Fultium-D3's SmPC says patients taking thiazide diuretics must be referred to their doctor and not supplied it as a pharmacy medicine.",
    source: SOURCE.fultium,
  }),
  named("water-tablets-vitamin-d3", {
    ...D3,
    medicine: "water tablets",
    min: "minor",
    rationale:
      "The colecalciferol 800 IU leaflet names diuretics (water tablets): blood calcium will be monitored regularly.",
    source: SOURCE.colecalciferol800Leaflet,
  }),
  named("glucocorticoids-vitamin-d3", {
    ...D3,
    medicine: "glucocorticoids",
    min: "minor",
    rationale: "The Colextra-D3 leaflet names glucocorticoids (steroid hormones such as prednisolone).",
    source: SOURCE.colextraLeaflet,
  }),
  named("platelet-inhibitors-vitamin-e", {
    ...E,
    medicine: "inhibitors of platelet aggregation",
    min: "minor",
    rationale:
      "The vitamin E SmPC says high doses of vitamin E may increase the risk of bleeding with inhibitors of platelet aggregation.",
    source: SOURCE.vitaminEOral,
  }),
  named("thrombolytics-vitamin-e", {
    ...E,
    medicine: "thrombolytics",
    min: "minor",
    rationale:
      "The vitamin E SmPC says high doses of vitamin E may increase the risk of bleeding with thrombolytics.",
    source: SOURCE.vitaminEOral,
  }),
  named("iron-therapy-vitamin-e", {
    ...E,
    medicine: "iron therapy",
    min: "minor",
    rationale:
      "The vitamin E suspension SmPC says vitamin E may delay the response to iron therapy; the oral vitamin E SmPC asks for a few hours between vitamin E and iron-containing medicines.",
    source: SOURCE.vitaminESuspension,
  }),
  named("oestrogen-contraceptives-vitamin-e", {
    ...E,
    medicine: "oral contraceptives containing oestrogens",
    min: "minor",
    rationale:
      "The vitamin E suspension SmPC says vitamin E has been reported to raise the risk of thrombosis in women taking oral contraceptives containing oestrogens.",
    source: SOURCE.vitaminESuspension,
  }),
  named("sulphonamides-folic-acid", {
    ...FOLIC,
    medicine: "sulphonamides",
    min: "minor",
    rationale:
      "The folic acid SmPC says trimethoprim or sulphonamides, alone or as co-trimoxazole, may reduce the effect of folic acid.",
    source: SOURCE.folicAcid,
  }),
  named("co-trimoxazole-folic-acid", {
    ...FOLIC,
    medicine: "co-trimoxazole",
    min: "minor",
    rationale: "The folic acid SmPC names co-trimoxazole as reducing the effect of folic acid.",
    source: SOURCE.folicAcid,
  }),
  named("phenobarbitone-vitamin-b6", {
    ...B6,
    medicine: "phenobarbitone",
    min: "minor",
    rationale:
      "The pyridoxine 20 mg SmPC says larger doses of pyridoxine can reduce serum phenytoin and phenobarbitone levels in some patients.",
    source: SOURCE.pyridoxine20,
  }),
  named("phenytoin-vitamin-b6", {
    ...B6,
    medicine: "phenytoin",
    min: "minor",
    rationale:
      "The pyridoxine 20 mg SmPC says larger doses of pyridoxine can reduce serum phenytoin levels in some patients.",
    source: SOURCE.pyridoxine20,
  }),
  named("aluminium-antacids-vitamin-c", {
    ...C,
    medicine: "aluminium-containing antacids",
    min: "moderate",
    rationale:
      "The ascorbic acid 500 mg SmPC says aluminium-containing antacids may increase urinary aluminium elimination and that antacids with ascorbic acid are not recommended, especially in renal insufficiency.",
    source: SOURCE.ascorbicAcid500,
  }),
  named("amphetamine-vitamin-c", {
    ...C,
    medicine: "amphetamine",
    min: "minor",
    rationale:
      "The chewable ascorbic acid 500 mg SmPC says ascorbic acid increases the renal excretion of amphetamine.",
    source: SOURCE.ascorbicAcid500Chewable,
  }),
  unnamed(
    "amlodipine-vitamin-b6",
    "amlodipine 5mg",
    PRODUCT.vitaminB6,
    "vitamin-b6",
    "The pyridoxine SmPCs name levodopa, phenytoin, phenobarbitone, oral contraceptives, hydralazine, isoniazid and penicillamine, not blood pressure medicines such as amlodipine.",
    SOURCE.pyridoxine20,
  ),
  unnamed(
    "amlodipine-vitamin-d3",
    "amlodipine 5mg",
    PRODUCT.vitaminD25,
    "vitamin-d3",
    "Neither the Fultium-D3 SmPC nor the colecalciferol leaflets read name amlodipine or calcium channel blockers.",
    SOURCE.fultium,
  ),
  unnamed(
    "metformin-vitamin-e",
    "metformin 500mg",
    PRODUCT.vitaminE400Iu,
    "vitamin-e",
    "The vitamin E SmPCs read name no diabetes medicine.",
    SOURCE.vitaminEOral,
  ),
  unnamed(
    "amlodipine-folic-acid",
    "amlodipine 5mg",
    PRODUCT.folicAcid400,
    "folic-acid",
    "The folic acid SmPC names antibiotics, anticonvulsants, antacids, colestyramine, fluorouracil and methotrexate, not blood pressure medicines.",
    SOURCE.folicAcid,
  ),
];
