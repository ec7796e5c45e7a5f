// The minerals round: medicines and conditions that section 4.3 to 4.5 of UK magnesium, calcium, iron and potassium
// product information names, typed the way people type them, and medicines those sections do not name, which must
// stay quiet.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag } from "./build";
import { scenario } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
type ProductId = (typeof PRODUCT)[keyof typeof PRODUCT];
type Severity = "minor" | "moderate" | "major" | "contraindicated";

const EMC = "electronic medicines compendium (emc)";

const SOURCE = {
  epsomSalts: {
    title: "Epsom Salts BP: summary of product characteristics, section 4.5",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/4841/smpc",
  },
  magnesiumHydroxide: {
    title: "Magnesium Hydroxide Mixture BP: summary of product characteristics, section 4.5",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/medicine/25343",
  },
  kalciposD: {
    title: "Kalcipos-D: summary of product characteristics, section 4.5",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/4481/smpc",
  },
  adcalD3: {
    title: "Adcal-D3 Lemon chewable tablets: summary of product characteristics, section 4.3",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/401/smpc/print",
  },
  calcichew: {
    title: "Calcichew chewable tablets: summary of product characteristics, section 4.3",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/monographs/7214/precautions",
  },
  ferrousGluconate: {
    title: "Ferrous Gluconate coated tablets: summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/monographs/ferrous-gluconate/precautions",
  },
  ferrousSulfateLeaflet: {
    title: "Ferrous Sulfate 200 mg Coated Tablets: patient leaflet",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/medicine/24441/XPIL/Ferrous+Sulphate+200mg+Coated+Tablets",
  },
  solvazinc: {
    title: "Solvazinc 45 mg effervescent tablets: summary of product characteristics, section 4.4",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
  },
  ferrousSulfate: {
    title: "Ferrous sulfate tablets: summary of product characteristics, section 4.5",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/3130",
  },
  potassiumChloride: {
    title: "Potassium chloride oral solution: summary of product characteristics, section 4.4",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/101813/smpc",
  },
} satisfies Record<string, Reference>;

interface Named {
  id: string;
  title: string;
  product: ProductId;
  ingredient: string;
  medicine?: string;
  condition?: string;
  min: Severity;
  /** "contraindicated" only where the source says so. */
  max?: Severity;
  rationale: string;
  sources: Reference[];
}

/** Something the source names: it must be flagged. */
function named(entry: Named): ScenarioInput {
  const counterpart = entry.medicine === undefined ? cond(entry.condition ?? "") : med(entry.medicine);
  return scenario(
    {
      id: `sc-min-${entry.id}`,
      title: entry.title,
      medicines: entry.medicine === undefined ? [] : [entry.medicine],
      conditions: entry.condition === undefined ? [] : [entry.condition],
      stack: [entry.product],
      rationale: entry.rationale,
      sources: entry.sources,
    },
    { flags: [flag(entry.ingredient, counterpart, entry.min, entry.max ?? "major")] },
  );
}

/** A medicine the source does not name for that mineral: no finding links them. */
function quiet(
  id: string,
  title: string,
  ingredient: string,
  medicine: string,
  product: ProductId,
  rationale: string,
  sources: Reference[],
): ScenarioInput {
  return scenario(
    { id: `sc-min-${id}`, title, medicines: [medicine], stack: [product], rationale, sources },
    { noFlags: [noFlag(ingredient, med(medicine))] },
  );
}

const EPSOM =
  "The Epsom Salts SmPC (section 4.5) names this medicine among those oral magnesium salts may affect, and asks that magnesium is not taken within 2 to 4 hours of other medicines.";
const STEROIDS =
  "The Kalcipos-D SmPC (section 4.5) says systemic corticosteroids reduce calcium absorption and the calcium dose may need to be increased.";
const IRON_GLUCONATE =
  "A UK ferrous gluconate SmPC lists this among the conditions in which iron is not to be taken.";

export const MIN_SCENARIOS: ScenarioInput[] = [
  named({
    id: "hiprex-magnesium",
    title: "Hiprex to prevent urine infections with a magnesium supplement",
    product: PRODUCT.magnesiumCitrate200,
    ingredient: "magnesium",
    medicine: "Hiprex",
    min: "minor",
    rationale: `${EPSOM} It names methenamine.`,
    sources: [SOURCE.epsomSalts],
  }),
  named({
    id: "tarceva-magnesium",
    title: "Erlotinib (Tarceva) for lung cancer with magnesium at night",
    product: PRODUCT.magnesiumGlycinate120,
    ingredient: "magnesium",
    medicine: "Tarceva 150mg",
    min: "minor",
    rationale: `${EPSOM} It says magnesium salts possibly reduce erlotinib levels and to give magnesium 4 hours before or 2 hours after erlotinib.`,
    sources: [SOURCE.epsomSalts],
  }),
  named({
    id: "ellaone-magnesium",
    title: "Emergency contraception with ellaOne while taking ZMA",
    product: PRODUCT.zma,
    ingredient: "magnesium",
    medicine: "ellaOne",
    min: "minor",
    rationale: `${EPSOM} It says the plasma concentration of ulipristal may be reduced.`,
    sources: [SOURCE.epsomSalts],
  }),
  named({
    id: "aspirin-magnesium",
    title: "Daily aspirin 75mg with a magnesium supplement",
    product: PRODUCT.magnesiumCitrate400,
    ingredient: "magnesium",
    medicine: "aspirin 75mg",
    min: "minor",
    rationale:
      "The Epsom Salts and magnesium hydroxide SmPCs say alkaline urine from magnesium salts increases the excretion of aspirin.",
    sources: [SOURCE.epsomSalts, SOURCE.magnesiumHydroxide],
  }),
  named({
    id: "dexamethasone-calcium",
    title: "Dexamethasone tablets with a calcium and vitamin D supplement",
    product: PRODUCT.osteocare,
    ingredient: "calcium",
    medicine: "dexamethasone 2mg",
    min: "minor",
    rationale: STEROIDS,
    sources: [SOURCE.kalciposD],
  }),
  named({
    id: "medrone-calcium",
    title: "Medrone (methylprednisolone) tablets with Osteocare",
    product: PRODUCT.osteocare,
    ingredient: "calcium",
    medicine: "Medrone",
    min: "minor",
    rationale: STEROIDS,
    sources: [SOURCE.kalciposD],
  }),
  named({
    id: "calcort-calcium",
    title: "Deflazacort (Calcort) with a calcium supplement",
    product: PRODUCT.osteocare,
    ingredient: "calcium",
    medicine: "Calcort",
    min: "minor",
    rationale: STEROIDS,
    sources: [SOURCE.kalciposD],
  }),
  named({
    id: "digoxin-potassium",
    title: "Digoxin for atrial fibrillation with a potassium supplement",
    product: PRODUCT.potassium99,
    ingredient: "potassium",
    medicine: "digoxin 62.5 micrograms",
    min: "minor",
    rationale:
      "The potassium chloride solution SmPC (section 4.4) asks for electrolyte and ECG checks during potassium replacement, particularly in people receiving digitalis.",
    sources: [SOURCE.potassiumChloride],
  }),
  named({
    id: "severe-ckd-calcium",
    title: "Severe kidney disease and a calcium and vitamin D supplement",
    product: PRODUCT.osteocare,
    ingredient: "calcium",
    condition: "severe kidney disease",
    min: "moderate",
    max: "contraindicated",
    rationale: "Adcal-D3 (section 4.3) lists severe renal failure as an absolute contraindication.",
    sources: [SOURCE.adcalD3, SOURCE.calcichew],
  }),
  named({
    id: "myeloma-calcium",
    title: "Myeloma and a calcium supplement",
    product: PRODUCT.osteocare,
    ingredient: "calcium",
    condition: "myeloma",
    min: "minor",
    rationale:
      "Adcal-D3 (section 4.3) contraindicates hypercalcaemia resulting, for example, from myeloma; Calcichew names decalcifying tumours such as plasmacytoma.",
    sources: [SOURCE.adcalD3, SOURCE.calcichew],
  }),
  named({
    id: "alcoholism-iron",
    title: "Alcohol dependence and an iron supplement",
    product: PRODUCT.iron20,
    ingredient: "iron",
    condition: "alcoholism",
    min: "minor",
    rationale: `${IRON_GLUCONATE} It names alcoholism.`,
    sources: [SOURCE.ferrousGluconate],
  }),
  named({
    id: "hepatitis-c-iron",
    title: "Hepatitis C and an iron supplement",
    product: PRODUCT.iron20,
    ingredient: "iron",
    condition: "hepatitis C",
    min: "minor",
    rationale: `${IRON_GLUCONATE} It names hepatitis.`,
    sources: [SOURCE.ferrousGluconate],
  }),
  named({
    id: "thalassaemia-iron",
    title: "Beta thalassaemia and an iron supplement",
    product: PRODUCT.iron20,
    ingredient: "iron",
    condition: "beta thalassaemia",
    min: "minor",
    rationale:
      "A UK ferrous gluconate SmPC (section 4.3) says iron is not for anaemias not produced by iron deficiency, some of which, such as thalassaemia, cause excess iron storage.",
    sources: [SOURCE.ferrousGluconate],
  }),
  named({
    id: "diverticulitis-iron",
    title: "Diverticulitis and an iron supplement",
    product: PRODUCT.iron20,
    ingredient: "iron",
    condition: "diverticulitis",
    min: "minor",
    rationale:
      "UK ferrous gluconate SmPCs list intestinal strictures and diverticulae as a contraindication or caution.",
    sources: [SOURCE.ferrousGluconate],
  }),
  named({
    id: "pernicious-anaemia-iron",
    title: "Pernicious anaemia and an iron supplement",
    product: PRODUCT.iron20,
    ingredient: "iron",
    condition: "pernicious anaemia",
    min: "minor",
    rationale:
      "A UK ferrous sulfate leaflet says not to take it for anaemia caused by a deficiency of vitamin B12 or folic acid.",
    sources: [SOURCE.ferrousSulfateLeaflet],
  }),
  named({
    id: "dialysis-zinc",
    title: "On dialysis for kidney failure and taking a zinc supplement",
    product: PRODUCT.zinc15,
    ingredient: "zinc",
    condition: "on dialysis",
    min: "minor",
    rationale: "The Solvazinc SmPC (section 4.4) says zinc may accumulate in renal failure.",
    sources: [SOURCE.solvazinc],
  }),
  quiet(
    "amlodipine-magnesium",
    "Amlodipine for blood pressure with a magnesium supplement",
    "magnesium",
    "amlodipine 5mg",
    PRODUCT.magnesiumCitrate200,
    "Neither the Epsom Salts nor the magnesium hydroxide SmPC names amlodipine or calcium channel blockers in section 4.5.",
    [SOURCE.epsomSalts, SOURCE.magnesiumHydroxide],
  ),
  quiet(
    "steroid-inhaler-calcium",
    "A beclometasone steroid inhaler with a calcium supplement",
    "calcium",
    "beclometasone inhaler",
    PRODUCT.osteocare,
    "The Kalcipos-D SmPC names systemic corticosteroids only; an inhaled steroid is not one.",
    [SOURCE.kalciposD],
  ),
  quiet(
    "sertraline-iron",
    "Sertraline with an iron supplement",
    "iron",
    "sertraline 50mg",
    PRODUCT.iron20,
    "Section 4.5 of the ferrous sulfate SmPC does not name sertraline or any antidepressant.",
    [SOURCE.ferrousSulfate],
  ),
  quiet(
    "omeprazole-potassium",
    "Omeprazole with a potassium supplement",
    "potassium",
    "omeprazole 20mg",
    PRODUCT.potassium99,
    "The potassium chloride solution SmPC names medicines that raise potassium and digitalis, not proton pump inhibitors.",
    [SOURCE.potassiumChloride],
  ),
];
