// Mineral supplements with mineral medicines, from the minerals' UK product information: the ferrous sulfate SmPC
// (calcium and magnesium compounds, antacids and mineral supplements, zinc), Kalcipos-D (calcium with iron and
// zinc preparations), Solvazinc (zinc with calcium salts and oral iron) and Neomag (magnesium and iron) — the
// medicine typed as a brand, as a generic, and as the SmPC words the group. Negatives are medicines those
// sections do not name, or iron given by drip, which the texts on absorption from the gut do not concern.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag } from "./build";
import { scenario } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
type ProductId = (typeof PRODUCT)[keyof typeof PRODUCT];

const EMC = "electronic medicines compendium (emc)";

const SOURCE = {
  ferrousSulfate: {
    title: "Ferrous sulfate tablets: summary of product characteristics, section 4.5",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/3130",
  },
  kalciposD: {
    title:
      "Kalcipos-D (calcium carbonate and colecalciferol): summary of product characteristics, section 4.5",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/4481/smpc",
  },
  solvazinc: {
    title: "Solvazinc 45 mg effervescent tablets: summary of product characteristics, section 4.5",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://rxreasoner.com/monographs/solvazinc/precautions",
  },
  dolenio: {
    title:
      "Dolenio (glucosamine) film-coated tablets: summary of product characteristics, sections 4.3 to 4.5",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
  },
  vitaminE: {
    title: "Vitamin E oral medicine: summary of product characteristics, section 4.5",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/14884/smpc",
  },
  pep: {
    title: "PEP (caffeine 30 mg and glucose tablets): summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/pep/summary",
  },
  potassiumChloride: {
    title: "Potassium chloride oral solution: summary of product characteristics, section 4.4",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/101813/smpc",
  },
  neomag: {
    title: "Neomag 4 mmol chewable tablets: summary of product characteristics, section 4.5",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/2678/smpc",
  },
} satisfies Record<string, Reference>;

type Mineral = "calcium" | "magnesium" | "iron" | "zinc" | "glucosamine" | "vitamin-e";

interface Case {
  id: string;
  title: string;
  /** As typed in the health profile. */
  medicine: string;
  product: ProductId;
  ingredient: Mineral;
  rationale: string;
  sources: Reference[];
  /** Gravest severity expected, when a member of a group typed by name has a graver record of its own. */
  max?: "moderate" | "major";
}

const base = (entry: Case) => ({
  id: `sc-wnut-${entry.id}`,
  title: entry.title,
  medicines: [entry.medicine],
  stack: [entry.product],
  rationale: entry.rationale,
  sources: entry.sources,
});

// The texts ask for hours apart, not for stopping either: minor at least, never blocked.
const flagged = (entry: Case): ScenarioInput =>
  scenario(base(entry), {
    flags: [flag(entry.ingredient, med(entry.medicine), "minor", entry.max ?? "moderate")],
  });

const quiet = (entry: Case): ScenarioInput =>
  scenario(base(entry), { noFlags: [noFlag(entry.ingredient, med(entry.medicine))] });

const CALCIUM_AND_IRON =
  "Kalcipos-D says calcium salts may decrease the absorption of iron, with iron preparations taken at least 2 hours before or after; the ferrous sulfate SmPC says calcium compounds, including mineral supplements, impair iron absorption.";
const MAGNESIUM_AND_IRON =
  "The ferrous sulfate SmPC says compounds containing magnesium, including antacids and mineral supplements, may impair the absorption of iron and should be taken at least 2 hours apart.";
const ZINC_AND_IRON =
  "The ferrous sulfate SmPC says iron and zinc preparations can reduce the absorption of each other; the Solvazinc SmPC says the absorption of zinc may be reduced by oral iron, and of oral iron by zinc.";
const CALCIUM_AND_ZINC =
  "Kalcipos-D says calcium salts may decrease the absorption of zinc, with zinc preparations taken at least 2 hours before or after; the Solvazinc SmPC says the absorption of zinc may be reduced by calcium salts.";

interface ConditionCase {
  id: string;
  title: string;
  /** As typed in the health profile. */
  condition: string;
  product: ProductId;
  ingredient: "potassium" | "glucosamine" | "caffeine";
  rationale: string;
  sources: Reference[];
}

const conditionBase = (entry: ConditionCase) => ({
  id: `sc-wnut-${entry.id}`,
  title: entry.title,
  conditions: [entry.condition],
  stack: [entry.product],
  rationale: entry.rationale,
  sources: entry.sources,
});

// Cautions written for licensed medicines: a finding that asks, not one that blocks.
const withCondition = (entry: ConditionCase): ScenarioInput =>
  scenario(conditionBase(entry), {
    flags: [flag(entry.ingredient, cond(entry.condition), "minor", "major")],
  });

const quietCondition = (entry: ConditionCase): ScenarioInput =>
  scenario(conditionBase(entry), { noFlags: [noFlag(entry.ingredient, cond(entry.condition))] });

const COUMARINS =
  "The Dolenio SmPC says an increased effect of coumarin anticoagulants (e.g. warfarin) has been reported with glucosamine and asks for close monitoring when glucosamine is started or stopped.";

export const WNUT_SCENARIOS: ScenarioInput[] = [
  flagged({
    id: "ferrous-sulfate-calcium",
    title: "Anaemia on ferrous sulfate 200mg with a calcium and vitamin D supplement",
    medicine: "ferrous sulfate 200mg",
    product: PRODUCT.osteocare,
    ingredient: "calcium",
    rationale: CALCIUM_AND_IRON,
    sources: [SOURCE.kalciposD, SOURCE.ferrousSulfate],
  }),
  flagged({
    id: "ferrous-sulphate-calcium",
    title: "Ferrous sulphate, as the prescription label spells it, with a calcium supplement",
    medicine: "Ferrous sulphate",
    product: PRODUCT.osteocare,
    ingredient: "calcium",
    rationale: CALCIUM_AND_IRON,
    sources: [SOURCE.kalciposD, SOURCE.ferrousSulfate],
  }),
  flagged({
    id: "pregaday-calcium",
    title: "Pregnant, on Pregaday (iron with folic acid), and taking a calcium supplement",
    medicine: "Pregaday",
    product: PRODUCT.osteocare,
    ingredient: "calcium",
    rationale: CALCIUM_AND_IRON,
    sources: [SOURCE.kalciposD, SOURCE.ferrousSulfate],
  }),
  flagged({
    id: "feraccru-magnesium",
    title: "Feraccru (ferric maltol) for iron deficiency with a magnesium supplement at night",
    medicine: "Feraccru",
    product: PRODUCT.magnesiumCitrate200,
    ingredient: "magnesium",
    rationale: MAGNESIUM_AND_IRON,
    sources: [SOURCE.ferrousSulfate, SOURCE.neomag],
  }),
  flagged({
    id: "galfer-zinc",
    title: "Galfer capsules (ferrous fumarate) with a zinc supplement",
    medicine: "Galfer",
    product: PRODUCT.zinc15,
    ingredient: "zinc",
    rationale: ZINC_AND_IRON,
    sources: [SOURCE.ferrousSulfate, SOURCE.solvazinc],
  }),
  flagged({
    id: "solvazinc-calcium",
    title: "Solvazinc for zinc deficiency with a calcium supplement",
    medicine: "Solvazinc",
    product: PRODUCT.osteocare,
    ingredient: "calcium",
    rationale: CALCIUM_AND_ZINC,
    sources: [SOURCE.kalciposD, SOURCE.solvazinc],
  }),
  flagged({
    id: "wilzin-iron",
    title: "Wilson's disease on Wilzin (zinc acetate) and starting an iron supplement",
    medicine: "Wilzin",
    product: PRODUCT.iron20,
    ingredient: "iron",
    rationale: ZINC_AND_IRON,
    sources: [SOURCE.solvazinc, SOURCE.ferrousSulfate],
  }),
  flagged({
    id: "adcal-iron",
    title: "Adcal-D3 for the bones with an iron supplement",
    medicine: "Adcal-D3",
    product: PRODUCT.iron20,
    ingredient: "iron",
    rationale: CALCIUM_AND_IRON,
    sources: [SOURCE.ferrousSulfate, SOURCE.kalciposD],
  }),
  flagged({
    id: "calcium-salts-zinc",
    title: "Calcium salts, as the Solvazinc SmPC words them, with a zinc supplement",
    medicine: "calcium salts",
    product: PRODUCT.zinc15,
    ingredient: "zinc",
    rationale: CALCIUM_AND_ZINC,
    sources: [SOURCE.solvazinc, SOURCE.kalciposD],
  }),
  flagged({
    id: "calcichew-zinc",
    title: "Calcichew with a zinc supplement",
    medicine: "Calcichew",
    product: PRODUCT.zinc22,
    ingredient: "zinc",
    rationale: CALCIUM_AND_ZINC,
    sources: [SOURCE.solvazinc, SOURCE.kalciposD],
  }),
  flagged({
    id: "rennie-iron",
    title: "Rennie for indigestion with an iron supplement",
    medicine: "Rennie",
    product: PRODUCT.iron20,
    ingredient: "iron",
    rationale:
      "The ferrous sulfate SmPC says compounds containing calcium or magnesium, including antacids, may impair the absorption of iron and should be taken at least 2 hours apart.",
    sources: [SOURCE.ferrousSulfate],
  }),
  flagged({
    id: "milk-of-magnesia-iron",
    title: "Milk of Magnesia with an iron supplement",
    medicine: "Milk of Magnesia",
    product: PRODUCT.iron20,
    ingredient: "iron",
    rationale: MAGNESIUM_AND_IRON,
    sources: [SOURCE.ferrousSulfate],
  }),
  flagged({
    id: "neomag-iron",
    title: "Neomag for low magnesium with an iron supplement",
    medicine: "Neomag",
    product: PRODUCT.iron20,
    ingredient: "iron",
    rationale:
      "The Neomag SmPC says magnesium preparations should be taken 3 to 4 hours before or after iron to avoid impaired absorption.",
    sources: [SOURCE.neomag, SOURCE.ferrousSulfate],
  }),
  quiet({
    id: "iron-sucrose-calcium",
    title: "Iron given by drip (iron sucrose) with a calcium supplement",
    medicine: "iron sucrose",
    product: PRODUCT.osteocare,
    ingredient: "calcium",
    rationale:
      "Kalcipos-D and the ferrous sulfate SmPC speak of iron and calcium taken by mouth reducing each other's absorption from the gut; iron given into a vein is not absorbed from the gut.",
    sources: [SOURCE.kalciposD, SOURCE.ferrousSulfate],
  }),
  quiet({
    id: "sertraline-iron",
    title: "Sertraline with an iron supplement",
    medicine: "sertraline 50mg",
    product: PRODUCT.iron20,
    ingredient: "iron",
    rationale: "Section 4.5 of the ferrous sulfate SmPC does not name sertraline or antidepressants.",
    sources: [SOURCE.ferrousSulfate],
  }),
  quiet({
    id: "amlodipine-magnesium",
    title: "Amlodipine with a magnesium supplement",
    medicine: "amlodipine 5mg",
    product: PRODUCT.magnesiumCitrate200,
    ingredient: "magnesium",
    rationale:
      "Section 4.5 of the Neomag SmPC names no calcium channel blocker; its interactions are absorption and magnesium losses.",
    sources: [SOURCE.neomag],
  }),
  quiet({
    id: "paracetamol-zinc",
    title: "Paracetamol with a zinc supplement",
    medicine: "paracetamol 500mg",
    product: PRODUCT.zinc15,
    ingredient: "zinc",
    rationale: "Section 4.5 of the Solvazinc SmPC does not name paracetamol.",
    sources: [SOURCE.solvazinc],
  }),
  flagged({
    id: "sinthrome-glucosamine",
    title: "Sinthrome (acenocoumarol) with glucosamine for knee pain",
    medicine: "Sinthrome",
    product: PRODUCT.glucosamine,
    ingredient: "glucosamine",
    rationale: COUMARINS,
    sources: [SOURCE.dolenio],
  }),
  flagged({
    id: "coumarins-glucosamine",
    title: "Coumarin anticoagulants, as the Dolenio SmPC words them, with glucosamine",
    medicine: "coumarin anticoagulants",
    product: PRODUCT.glucosamine,
    ingredient: "glucosamine",
    rationale: `${COUMARINS} Warfarin, a coumarin, has its own graver record, shown for the group as applying to some of it.`,
    sources: [SOURCE.dolenio],
    max: "major",
  }),
  quiet({
    id: "amlodipine-glucosamine",
    title: "Amlodipine with glucosamine",
    medicine: "amlodipine 10mg",
    product: PRODUCT.glucosamine,
    ingredient: "glucosamine",
    rationale:
      "Section 4.5 of the Dolenio SmPC names coumarin anticoagulants and tetracyclines, not amlodipine.",
    sources: [SOURCE.dolenio],
  }),
  withCondition({
    id: "impaired-glucose-tolerance-glucosamine",
    title: "Impaired glucose tolerance and starting glucosamine",
    condition: "impaired glucose tolerance",
    product: PRODUCT.glucosamine,
    ingredient: "glucosamine",
    rationale:
      "The Dolenio SmPC recommends monitoring blood glucose before and during treatment in people with impaired glucose tolerance.",
    sources: [SOURCE.dolenio],
  }),
  withCondition({
    id: "high-cholesterol-glucosamine",
    title: "High cholesterol and starting glucosamine",
    condition: "high cholesterol",
    product: PRODUCT.glucosamine,
    ingredient: "glucosamine",
    rationale:
      "The Dolenio SmPC recommends monitoring blood lipids in people with a known risk factor for cardiovascular disease, as hypercholesterolaemia has been reported with glucosamine.",
    sources: [SOURCE.dolenio],
  }),
  quietCondition({
    id: "gout-glucosamine",
    title: "Gout and glucosamine",
    condition: "gout",
    product: PRODUCT.glucosamine,
    ingredient: "glucosamine",
    rationale: "Sections 4.3 and 4.4 of the Dolenio SmPC do not name gout.",
    sources: [SOURCE.dolenio],
  }),
  withCondition({
    id: "liver-disease-potassium",
    title: "Liver disease and a potassium supplement",
    condition: "liver disease",
    product: PRODUCT.potassium99,
    ingredient: "potassium",
    rationale:
      "The potassium chloride SmPC says potassium salts should be given only with extreme caution to people with renal dysfunction or hepatic disease, because of the risk of hyperkalaemia.",
    sources: [SOURCE.potassiumChloride],
  }),
  quietCondition({
    id: "osteoarthritis-potassium",
    title: "Osteoarthritis and a potassium supplement",
    condition: "osteoarthritis",
    product: PRODUCT.potassium99,
    ingredient: "potassium",
    rationale: "Sections 4.3 and 4.4 of the potassium chloride SmPC do not name osteoarthritis.",
    sources: [SOURCE.potassiumChloride],
  }),
  withCondition({
    id: "breastfeeding-caffeine",
    title: "Breastfeeding and taking caffeine tablets",
    condition: "breastfeeding",
    product: PRODUCT.caffeine200,
    ingredient: "caffeine",
    rationale:
      "Section 4.3 of the PEP caffeine tablets SmPC says they should not be taken in pregnancy or lactation.",
    sources: [SOURCE.pep],
  }),
  quietCondition({
    id: "osteoarthritis-caffeine",
    title: "Osteoarthritis and caffeine tablets",
    condition: "osteoarthritis",
    product: PRODUCT.caffeine200,
    ingredient: "caffeine",
    rationale: "Section 4.3 of the PEP caffeine tablets SmPC does not name osteoarthritis.",
    sources: [SOURCE.pep],
  }),
  flagged({
    id: "iron-containing-medicines-vitamin-e",
    title: "Iron-containing medicines, as the vitamin E SmPC words them, with a vitamin E softgel",
    medicine: "iron-containing medicines",
    product: PRODUCT.vitaminE400Iu,
    ingredient: "vitamin-e",
    rationale:
      "The vitamin E SmPC says iron-containing medicines reduce the activity of vitamin E, so a few hours should be kept between them.",
    sources: [SOURCE.vitaminE],
  }),
];
