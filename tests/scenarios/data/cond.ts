// Conditions named in sections 4.3 and 4.4 of UK product information for catalogue nutrients (and an NHS page on
// turmeric), typed the way people type them, and conditions those sources do not name, which must stay quiet.
// Written from the sources' words, not from the records.
import type { ScenarioInput } from "../schema";
import { cond, flag, noFlag } from "./build";
import { BLOCKS, CAUTIONS, quietCondition, scenario } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
type ProductId = (typeof PRODUCT)[keyof typeof PRODUCT];

const EMC = "electronic medicines compendium (emc)";
const RXREASONER = "UK SmPC held by the MHRA, reproduced by RxReasoner";
const PATIENT_INFO = "UK product information, reproduced by patient-info.co.uk";

const SOURCE = {
  calcichew: {
    title: "Calcichew chewable tablets: summary of product characteristics, section 4.3",
    publisher: RXREASONER,
    url: "https://www.rxreasoner.com/monographs/7214/precautions",
  },
  adcalD3: {
    title: "Adcal-D3 Lemon chewable tablets: summary of product characteristics, sections 4.3 and 4.4",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/401/smpc/print",
  },
  rennie: {
    title: "Rennie Soft Chews 800 mg: summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/rennie-soft-chews-800mg-chewable-tablets/summary",
  },
  fultiumD3: {
    title: "Fultium-D3 800 IU capsules: summary of product characteristics, section 4.3",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/2813",
  },
  colecalciferol: {
    title: "Colecalciferol 3000 IU/ml oral solution: summary of product characteristics, section 4.4",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/8091/smpc",
  },
  solvazinc: {
    title: "Solvazinc 45 mg effervescent tablets: summary of product characteristics, section 4.3",
    publisher: RXREASONER,
    url: "https://rxreasoner.com/monographs/solvazinc/precautions",
  },
  ferrousGluconate: {
    title: "Ferrous Gluconate coated tablets: summary of product characteristics, sections 4.3 and 4.4",
    publisher: RXREASONER,
    url: "https://www.rxreasoner.com/monographs/ferrous-gluconate/precautions",
  },
  ferrousSulfateLeaflet: {
    title: "Ferrous Sulfate 200 mg Coated Tablets: patient leaflet",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/medicine/24441/XPIL/Ferrous+Sulphate+200mg+Coated+Tablets",
  },
  magnaspartate: {
    title: "Magnaspartate 243 mg powder for oral solution: summary of product characteristics, section 4.3",
    publisher: RXREASONER,
    url: "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
  },
  ascorbicAcid: {
    title: "Ascorbic Acid 100 mg Tablets: summary of product characteristics, section 4.3",
    publisher: PATIENT_INFO,
    url: "https://patient-info.co.uk/vodexo-100-mg-tablets-ascorbic-acid-100-mg-tablets-85792/summary-of-medicine-characteristics",
  },
  ascorbicAcidInjection: {
    title: "Ascorbic Acid Injection BPC 500 mg/5 ml: patient leaflet",
    publisher: PATIENT_INFO,
    url: "https://patient-info.co.uk/ascorbic-acid-injection-bpc-500-mg-5ml-91608/patient-leaflet",
  },
  potassiumIodide: {
    title: "Potassium Iodide 65 mg tablets: patient leaflet",
    publisher: "Medine.co.uk (copy of the UK leaflet)",
    url: "https://imedi.co.uk/potassium-iodide-65mg-tablets",
  },
  spsTurmeric: {
    title: "Turmeric: potential adverse effects and interactions",
    publisher: "Specialist Pharmacy Service (NHS)",
    url: "https://www.sps.nhs.uk/articles/turmeric-potential-adverse-effects-and-interactions/",
  },
  fybogel: {
    title: "Fybogel granules (ispaghula husk): summary of product characteristics, section 4.3",
    publisher: RXREASONER,
    url: "https://rxreasoner.com/monographs/fybogel/precautions",
  },
  folicAcid5mg: {
    title: "Folic Acid Tablets 5 mg: summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/folic-acid-tablets-5mg/summary?doc=1",
  },
  vitaminE: {
    title: "Vitamin E Suspension 100 mg/ml: summary of product characteristics, section 4.4",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/3734/smpc",
  },
  galfer: {
    title: "Galfer capsules (ferrous fumarate): summary of product characteristics, section 4.3",
    publisher: RXREASONER,
    url: "https://www.rxreasoner.com/monographs/galfer/precautions",
  },
  folicAcid5mgLeaflet: {
    title: "Folic Acid 5 mg Tablets: patient leaflet",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/6998/pil",
  },
} satisfies Record<string, Reference>;

interface Named {
  id: string;
  title: string;
  product: ProductId;
  condition: string;
  /** Ingredients the source names for the condition, with how strongly. */
  flags: [ingredient: string, range: typeof BLOCKS | typeof CAUTIONS][];
  /** Ingredients of the same product that no source read names for the condition. */
  quiet?: string[];
  rationale: string;
  sources: Reference[];
}

function named(entry: Named): ScenarioInput {
  return scenario(
    {
      id: `sc-cond-${entry.id}`,
      title: entry.title,
      conditions: [entry.condition],
      stack: [entry.product],
      rationale: entry.rationale,
      sources: entry.sources,
    },
    {
      flags: entry.flags.map(([ingredient, [min, max]]) => flag(ingredient, cond(entry.condition), min, max)),
      noFlags: (entry.quiet ?? []).map((ingredient) => noFlag(ingredient, cond(entry.condition))),
    },
  );
}

/** A condition no source read names for that ingredient: no finding links them. */
function quiet(
  id: string,
  title: string,
  ingredient: string,
  condition: string,
  product: ProductId,
  rationale: string,
  sources: Reference[],
): ScenarioInput {
  return quietCondition({ id: `sc-cond-${id}`, title, product, rationale, sources }, ingredient, condition);
}

export const COND_SCENARIOS: ScenarioInput[] = [
  named({
    id: "hypercalciuria-calcium-d3",
    title: "Idiopathic hypercalciuria and a calcium and vitamin D supplement",
    product: PRODUCT.osteocare,
    condition: "idiopathic hypercalciuria",
    flags: [
      ["calcium", BLOCKS],
      ["vitamin-d3", BLOCKS],
    ],
    rationale:
      "Calcichew (section 4.3) is contraindicated in conditions resulting in hypercalciuria, Adcal-D3 lists severe hypercalciuria as a relative contraindication, and Fultium-D3 (section 4.3) rules out diseases or conditions resulting in hypercalciuria.",
    sources: [SOURCE.calcichew, SOURCE.adcalD3, SOURCE.fultiumD3],
  }),
  named({
    id: "nephrocalcinosis-calcium-d3",
    title: "Nephrocalcinosis and a calcium and vitamin D supplement",
    product: PRODUCT.osteocare,
    condition: "nephrocalcinosis",
    flags: [
      ["calcium", BLOCKS],
      ["vitamin-d3", BLOCKS],
    ],
    rationale:
      "Rennie Soft Chews (calcium carbonate, section 4.3) should not be given with nephrocalcinosis; Fultium-D3 lists nephrocalcinosis among its contraindications.",
    sources: [SOURCE.rennie, SOURCE.fultiumD3],
  }),
  named({
    id: "low-phosphate-calcium",
    title: "Low phosphate levels and a calcium and vitamin D supplement",
    product: PRODUCT.osteocare,
    condition: "low phosphate levels",
    flags: [["calcium", BLOCKS]],
    quiet: ["vitamin-d3"],
    rationale:
      "Rennie Soft Chews (calcium carbonate, section 4.3) should not be given with hypophosphataemia. The vitamin D SmPCs read (Fultium-D3, colecalciferol oral solution) do not name it.",
    sources: [SOURCE.rennie, SOURCE.fultiumD3],
  }),
  named({
    id: "bed-bound-calcium-d3",
    title: "Bed-bound at home and taking a calcium and vitamin D supplement",
    product: PRODUCT.osteocare,
    condition: "bed-bound",
    flags: [
      ["calcium", CAUTIONS],
      ["vitamin-d3", CAUTIONS],
    ],
    rationale:
      "Calcichew names osteoporosis due to immobilisation among conditions resulting in hypercalcaemia or hypercalciuria; Adcal-D3 lists osteoporosis due to prolonged immobilisation as a relative contraindication; a colecalciferol SmPC asks for caution in immobilised patients.",
    sources: [SOURCE.calcichew, SOURCE.adcalD3, SOURCE.colecalciferol],
  }),
  named({
    id: "bedridden-vitamin-d",
    title: "Bedridden and taking a vitamin D3 1,000 IU supplement",
    product: PRODUCT.vitaminD25,
    condition: "bedridden",
    flags: [["vitamin-d3", CAUTIONS]],
    rationale:
      "The colecalciferol oral solution SmPC (section 4.4) asks for caution in immobilised patients with osteoporosis because of an increased risk of hypercalcaemia.",
    sources: [SOURCE.colecalciferol],
  }),
  named({
    id: "low-copper-zinc",
    title: "Low copper levels and a zinc supplement",
    product: PRODUCT.zinc15,
    condition: "low copper levels",
    flags: [["zinc", BLOCKS]],
    rationale: "The Solvazinc SmPC lists copper deficiency as a contraindication (section 4.3).",
    sources: [SOURCE.solvazinc],
  }),
  named({
    id: "hemosiderosis-iron",
    title: "Hemosiderosis and an iron supplement",
    product: PRODUCT.iron20,
    condition: "hemosiderosis",
    flags: [["iron", BLOCKS]],
    rationale:
      "A UK ferrous gluconate SmPC (section 4.3) contraindicates iron in iron storage diseases such as haemosiderosis.",
    sources: [SOURCE.ferrousGluconate],
  }),
  named({
    id: "hemolytic-anemia-iron",
    title: "Hemolytic anemia and an iron supplement",
    product: PRODUCT.iron20,
    condition: "hemolytic anemia",
    flags: [["iron", BLOCKS]],
    rationale:
      "A UK ferrous sulfate leaflet says not to take it with haemolytic anaemia; a ferrous gluconate SmPC asks for caution (section 4.4).",
    sources: [SOURCE.ferrousSulfateLeaflet, SOURCE.ferrousGluconate],
  }),
  named({
    id: "complete-heart-block-magnesium",
    title: "Complete heart block and a magnesium supplement",
    product: PRODUCT.magnesiumCitrate200,
    condition: "complete heart block",
    flags: [["magnesium", BLOCKS]],
    rationale: "The Magnaspartate SmPC (section 4.3) contraindicates it in disorders of cardiac conduction.",
    sources: [SOURCE.magnaspartate],
  }),
  named({
    id: "slow-heart-rate-magnesium",
    title: "A slow heart rate and a magnesium supplement",
    product: PRODUCT.magnesiumCitrate200,
    condition: "slow heart rate",
    flags: [["magnesium", BLOCKS]],
    rationale:
      "The Magnaspartate SmPC (section 4.3) contraindicates it in disorders of cardiac conduction (bradycardia).",
    sources: [SOURCE.magnaspartate],
  }),
  named({
    id: "primary-hyperoxaluria-vitamin-c",
    title: "Primary hyperoxaluria and vitamin C 1,000 mg",
    product: PRODUCT.vitaminC1000,
    condition: "primary hyperoxaluria",
    flags: [["vitamin-c", BLOCKS]],
    rationale:
      "UK ascorbic acid SmPCs (section 4.3): ascorbic acid should not be given to patients with hyperoxaluria.",
    sources: [SOURCE.ascorbicAcid],
  }),
  named({
    id: "g6pd-vitamin-c",
    title: "G6PD deficiency and vitamin C 1,000 mg",
    product: PRODUCT.vitaminC1000,
    condition: "G6PD deficiency",
    flags: [["vitamin-c", CAUTIONS]],
    rationale:
      "The UK ascorbic acid injection leaflet says to check with the doctor first with G6PD deficiency, as large doses can make red blood cells break up.",
    sources: [SOURCE.ascorbicAcidInjection],
  }),
  named({
    id: "dermatitis-herpetiformis-kelp",
    title: "Dermatitis herpetiformis and a kelp (iodine) supplement",
    product: PRODUCT.kelp,
    condition: "dermatitis herpetiformis",
    flags: [["iodine", CAUTIONS]],
    rationale:
      "The UK potassium iodide tablet leaflet says not to take them with dermatitis herpetiformis; those tablets give far more iodine than a supplement.",
    sources: [SOURCE.potassiumIodide],
  }),
  named({
    id: "blocked-bile-duct-curcumin",
    title: "A blocked bile duct and a curcumin supplement",
    product: PRODUCT.curcumin,
    condition: "blocked bile duct",
    flags: [["turmeric-curcumin", BLOCKS]],
    rationale:
      "The NHS Specialist Pharmacy Service says turmeric and curcumin should not be taken with obstruction of the bile duct.",
    sources: [SOURCE.spsTurmeric],
  }),
  quiet(
    "hypercalciuria-magnesium",
    "Hypercalciuria and a magnesium supplement",
    "magnesium",
    "hypercalciuria",
    PRODUCT.magnesiumCitrate200,
    "The Magnaspartate SmPC's contraindications are severe renal impairment and disorders of cardiac conduction; it does not name hypercalciuria.",
    [SOURCE.magnaspartate],
  ),
  quiet(
    "heart-block-iron",
    "Heart block and an iron supplement",
    "iron",
    "heart block",
    PRODUCT.iron20,
    "Neither the ferrous gluconate SmPC nor the ferrous sulfate leaflet names heart block or any heart rhythm problem.",
    [SOURCE.ferrousGluconate, SOURCE.ferrousSulfateLeaflet],
  ),
  quiet(
    "heart-block-vitamin-c",
    "Heart block and vitamin C 1,000 mg",
    "vitamin-c",
    "heart block",
    PRODUCT.vitaminC1000,
    "Section 4.3 of the ascorbic acid SmPC names hyperoxaluria and hypersensitivity only.",
    [SOURCE.ascorbicAcid],
  ),
  quiet(
    "low-copper-curcumin",
    "Low copper levels and a curcumin supplement",
    "turmeric-curcumin",
    "low copper",
    PRODUCT.curcumin,
    "The NHS Specialist Pharmacy Service page on turmeric names biliary and liver disease, not copper deficiency.",
    [SOURCE.spsTurmeric],
  ),
  named({
    id: "gastroparesis-psyllium",
    title: "Diabetic gastroparesis and psyllium husk capsules",
    product: PRODUCT.psyllium500,
    condition: "gastroparesis",
    flags: [["psyllium", BLOCKS]],
    rationale:
      "The Fybogel SmPC (section 4.3) contraindicates ispaghula husk with a natural or drug-induced reduction of gut motility.",
    sources: [SOURCE.fybogel],
  }),
  named({
    id: "blood-in-poo-psyllium",
    title: "Blood in poo not yet seen by a doctor, and psyllium husk capsules",
    product: PRODUCT.psyllium500,
    condition: "blood in poo",
    flags: [["psyllium", BLOCKS]],
    rationale:
      "The Fybogel SmPC (section 4.3) contraindicates ispaghula husk with undiagnosed rectal bleeding.",
    sources: [SOURCE.fybogel],
  }),
  named({
    id: "colonic-atony-psyllium",
    title: "Colonic atony and psyllium husk capsules",
    product: PRODUCT.psyllium500,
    condition: "colonic atony",
    flags: [["psyllium", BLOCKS]],
    rationale:
      "The Fybogel SmPC (section 4.3) contraindicates ispaghula husk in colonic atony such as senile megacolon.",
    sources: [SOURCE.fybogel],
  }),
  named({
    id: "bowel-cancer-folic-acid",
    title: "Bowel cancer and folic acid 400 micrograms",
    product: PRODUCT.folicAcid400,
    condition: "bowel cancer",
    flags: [["folic-acid", CAUTIONS]],
    rationale:
      "A UK folic acid 5 mg SmPC (section 4.3) says not to use it in malignant disease unless megaloblastic anaemia due to folate deficiency is an important complication; a supplement's dose is far smaller, so this asks rather than blocks.",
    sources: [SOURCE.folicAcid5mg],
  }),
  named({
    id: "dvt-vitamin-e",
    title: "A past DVT and vitamin E 400 IU",
    product: PRODUCT.vitaminE400Iu,
    condition: "DVT",
    flags: [["vitamin-e", CAUTIONS]],
    rationale:
      "A UK vitamin E SmPC (section 4.4) says vitamin E has been reported to increase the risk of thrombosis in patients predisposed to it.",
    sources: [SOURCE.vitaminE],
  }),
  named({
    id: "vitamin-k-deficiency-vitamin-e",
    title: "Vitamin K deficiency and vitamin E 400 IU",
    product: PRODUCT.vitaminE400Iu,
    condition: "vitamin K deficiency",
    flags: [["vitamin-e", CAUTIONS]],
    rationale:
      "A UK vitamin E SmPC (section 4.4) says vitamin E has been reported to increase bleeding tendency in vitamin K deficient patients.",
    sources: [SOURCE.vitaminE],
  }),
  quiet(
    "gastroparesis-vitamin-e",
    "Gastroparesis and vitamin E 400 IU",
    "vitamin-e",
    "gastroparesis",
    PRODUCT.vitaminE400Iu,
    "The vitamin E SmPC's warnings concern bleeding, clots, cholestasis with colestyramine and iron therapy in children, not stomach emptying.",
    [SOURCE.vitaminE],
  ),
  quiet(
    "nephrocalcinosis-psyllium",
    "Nephrocalcinosis and psyllium husk capsules",
    "psyllium",
    "nephrocalcinosis",
    PRODUCT.psyllium500,
    "Section 4.3 of the Fybogel SmPC names bowel and swallowing conditions, not kidney ones.",
    [SOURCE.fybogel],
  ),
  named({
    id: "sickle-cell-anaemia-iron",
    title: "Sickle cell anaemia and an iron supplement",
    product: PRODUCT.iron20,
    condition: "sickle cell anaemia",
    flags: [["iron", CAUTIONS]],
    rationale:
      "The Galfer SmPC (ferrous fumarate, section 4.3) lists haemoglobinopathies, of which sickle cell disease is one, among its contraindications.",
    sources: [SOURCE.galfer],
  }),
  named({
    id: "pseudohypoparathyroidism-vitamin-d",
    title: "Pseudohypoparathyroidism and a vitamin D3 1,000 IU supplement",
    product: PRODUCT.vitaminD25,
    condition: "pseudohypoparathyroidism",
    flags: [["vitamin-d3", CAUTIONS]],
    rationale:
      "The Fultium-D3 SmPC (section 4.4) says patients with pseudohypoparathyroidism must be referred to their doctor and not supplied it as a pharmacy medicine.",
    sources: [SOURCE.fultiumD3],
  }),
  quiet(
    "haemoglobinopathy-vitamin-d",
    "A haemoglobinopathy and a vitamin D3 1,000 IU supplement",
    "vitamin-d3",
    "haemoglobinopathy",
    PRODUCT.vitaminD25,
    "The Fultium-D3 SmPC's contraindications and warnings concern calcium, the kidneys, sarcoidosis and pseudohypoparathyroidism, not haemoglobin disorders.",
    [SOURCE.fultiumD3],
  ),
  named({
    id: "bone-mets-calcium",
    title: "Breast cancer with bone mets and a calcium and vitamin D supplement",
    product: PRODUCT.osteocare,
    condition: "bone mets",
    flags: [["calcium", CAUTIONS]],
    rationale:
      "Adcal-D3 (section 4.3) contraindicates hypercalcaemia resulting from bone metastases; Calcichew names skeletal metastases among the conditions resulting in hypercalcaemia.",
    sources: [SOURCE.adcalD3, SOURCE.calcichew],
  }),
  named({
    id: "vitamin-d-toxicity-calcium-d3",
    title: "Recovering from vitamin D toxicity and taking a calcium and vitamin D supplement",
    product: PRODUCT.osteocare,
    condition: "vitamin D toxicity",
    flags: [
      ["calcium", BLOCKS],
      ["vitamin-d3", BLOCKS],
    ],
    rationale:
      "Adcal-D3 lists vitamin D overdosage as an absolute contraindication, Calcichew names it among the conditions resulting in hypercalcaemia, and Fultium-D3 lists hypervitaminosis D (section 4.3).",
    sources: [SOURCE.adcalD3, SOURCE.calcichew, SOURCE.fultiumD3],
  }),
  named({
    id: "transfusions-iron",
    title: "Regular blood transfusions and an iron supplement",
    product: PRODUCT.iron20,
    condition: "regular blood transfusions",
    flags: [["iron", BLOCKS]],
    rationale:
      "UK ferrous gluconate and ferrous fumarate SmPCs (section 4.3) contraindicate iron in patients receiving repeated blood transfusions; a ferrous sulfate leaflet says not to take it after repeated transfusions.",
    sources: [SOURCE.ferrousGluconate, SOURCE.galfer, SOURCE.ferrousSulfateLeaflet],
  }),
  named({
    id: "heart-stent-folic-acid",
    title: "A heart stent fitted last month and folic acid 400 micrograms",
    product: PRODUCT.folicAcid400,
    condition: "heart stent",
    flags: [["folic-acid", CAUTIONS]],
    rationale:
      "A UK folic acid 5 mg leaflet asks patients receiving a coronary stent to talk to their doctor or pharmacist before taking it.",
    sources: [SOURCE.folicAcid5mgLeaflet],
  }),
  quiet(
    "transfusions-zinc",
    "Regular blood transfusions and a zinc supplement",
    "zinc",
    "regular blood transfusions",
    PRODUCT.zinc15,
    "The Solvazinc SmPC names copper deficiency and renal failure, not transfusions.",
    [SOURCE.solvazinc],
  ),
  named({
    id: "urticarial-vasculitis-kelp",
    title: "Hypocomplementaemic urticarial vasculitis and a kelp (iodine) supplement",
    product: PRODUCT.kelp,
    condition: "hypocomplementaemic urticarial vasculitis",
    flags: [["iodine", CAUTIONS]],
    rationale:
      "The UK potassium iodide tablet leaflet says not to take them with hypocomplementaemic vasculitis; those tablets give far more iodine than a supplement.",
    sources: [SOURCE.potassiumIodide],
  }),
  named({
    id: "myeloma-vitamin-d",
    title: "Multiple myeloma and a vitamin D3 1,000 IU supplement",
    product: PRODUCT.vitaminD25,
    condition: "multiple myeloma",
    flags: [["vitamin-d3", CAUTIONS]],
    rationale:
      "Adcal-D3 (calcium with vitamin D3, section 4.3) contraindicates hypercalcaemia resulting from myeloma; a colecalciferol SmPC asks for caution in malignancies because of the risk of hypercalcaemia (section 4.4).",
    sources: [SOURCE.adcalD3, SOURCE.colecalciferol],
  }),
];
