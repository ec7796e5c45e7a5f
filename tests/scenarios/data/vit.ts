// The vitamins' licensed UK forms, read for every medicine they name: corticosteroids with vitamin D (UK calcium
// and vitamin D product information and a UK vitamin D3 leaflet), and pyridoxine with phenytoin and
// phenobarbital but not with levodopa given with a decarboxylase inhibitor (UK pyridoxine SmPCs) — typed the way
// people type them, and selumetinib and iron medicines with vitamin E (a UK vitamin E SmPC). Negatives are
// medicines those sections do not name. Folic acid with zinc comes from a UK folic acid SmPC.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { scenario } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
type ProductId = (typeof PRODUCT)[keyof typeof PRODUCT];

const SOURCE = {
  kalciposD: {
    title:
      "Kalcipos-D (calcium carbonate and colecalciferol): summary of product characteristics, section 4.5",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/4481/smpc",
  },
  vitaminD3Leaflet: {
    title: "Vitamin D3 400 IU capsules, soft: patient leaflet, other medicines",
    publisher: "Drugs.com (transcript of the UK patient leaflet)",
    url: "https://www.drugs.com/uk/vitamin-d3-400-iu-capsules-soft-leaflet.html",
  },
  rocaltrol: {
    title: "Rocaltrol (calcitriol) soft capsules: summary of product characteristics, sections 4.3 and 4.4",
    publisher: "RxReasoner (copy of the UK SmPC held by the MHRA)",
    url: "https://www.rxreasoner.com/monographs/rocaltrol/precautions",
  },
  ascorbicAcid: {
    title: "Ascorbic Acid 500mg Tablets: summary of product characteristics, sections 4.4 and 4.5",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/ascorbic-acid-500mg-tablets/summary?doc=3",
  },
  folicAcid400: {
    title: "Folic Acid 400 microgram Tablets: summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/folic-acid-400-microgramstablets-86655/summary-of-medicine-characteristics",
  },
  vitaminAEHevert: {
    title: "Vitamin A+E Hevert Kapseln: Fachinformation (German SmPC), Abschnitte 4.3 und 4.4",
    publisher: "imedikament.de (copy of the German product information)",
    url: "https://imedikament.de/vitamin-a-e-hevert-kapseln/fachinformation?doc=0",
  },
  pyridoxineSwiss: {
    title:
      "Chlorhydrate de pyridoxine: information professionnelle (Swiss product information), mises en garde",
    publisher: "oddb.org (Swiss product information approved by Swissmedic)",
    url: "https://ch.oddb.org:443/fr/gcc/fachinfo/reg/25635/chapter/restrictions",
  },
  folicAcid: {
    title: "Folic acid tablets (emc medicine 23233): summary of product characteristics, section 4.5",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/medicine/23233",
  },
  vitaminESuspension: {
    title: "Vitamin E Suspension 100 mg/ml: summary of product characteristics, section 4.4",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/3734/smpc",
  },
  vitaminE: {
    title: "Vitamin E oral medicine: summary of product characteristics, section 4.5 (interactions)",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/14884/smpc",
  },
  pyridoxine20: {
    title: "Pyridoxine Tablets BP 20 mg: summary of product characteristics, section 4.5",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/pyridoxine-tablets-bp-20mg/summary",
  },
  pyridoxine50: {
    title: "Pyridoxine 50 mg Tablets: summary of product characteristics, section 4.5",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/1208/smpc",
  },
} satisfies Record<string, Reference>;

const STEROIDS =
  "UK calcium and vitamin D product information says systemic corticosteroids reduce calcium absorption and the dose may need increasing; a UK vitamin D3 leaflet says that with corticosteroids such as prednisolone or dexamethasone the vitamin D dose may need to be increased.";

const PYRIDOXINE =
  "The Pyridoxine 20 mg SmPC says larger doses of pyridoxine can reduce serum phenytoin and phenobarbitone levels in some patients.";

const DECARBOXYLASE =
  "UK pyridoxine SmPCs say pyridoxine reduces the effect of levodopa only when it is given without a dopa decarboxylase inhibitor; co-careldopa and co-beneldopa contain one.";

interface Case {
  id: string;
  title: string;
  medicine: string;
  product: ProductId;
  ingredient: "vitamin-d3" | "vitamin-b6" | "vitamin-e" | "vitamin-c";
  rationale: string;
  sources: Reference[];
}

function flagged(entry: Case, min: "minor" | "major" = "minor"): ScenarioInput {
  return scenario(
    {
      id: `sc-vit-${entry.id}`,
      title: entry.title,
      medicines: [entry.medicine],
      stack: [entry.product],
      rationale: entry.rationale,
      sources: entry.sources,
    },
    {
      flags: [
        flag(entry.ingredient, med(entry.medicine), min, min === "major" ? "contraindicated" : "moderate"),
      ],
    },
  );
}

function quiet(entry: Case): ScenarioInput {
  return scenario(
    {
      id: `sc-vit-${entry.id}`,
      title: entry.title,
      medicines: [entry.medicine],
      stack: [entry.product],
      rationale: entry.rationale,
      sources: entry.sources,
    },
    { noFlags: [noFlag(entry.ingredient, med(entry.medicine))] },
  );
}

const STEROID_SOURCES = [SOURCE.kalciposD, SOURCE.vitaminD3Leaflet];
const PYRIDOXINE_SOURCES = [SOURCE.pyridoxine20, SOURCE.pyridoxine50];

export const VIT_SCENARIOS: ScenarioInput[] = [
  flagged({
    id: "dexamethasone-vitamin-d",
    title: "Dexamethasone tablets with a vitamin D3 1000 IU softgel",
    medicine: "Dexamethasone 2mg",
    product: PRODUCT.vitaminD25,
    ingredient: "vitamin-d3",
    rationale: STEROIDS,
    sources: STEROID_SOURCES,
  }),
  flagged({
    id: "prednisolone-vitamin-d",
    title: "Long-term prednisolone for polymyalgia with a vitamin D tablet",
    medicine: "prednisolone 5mg",
    product: PRODUCT.vitaminD10,
    ingredient: "vitamin-d3",
    rationale: STEROIDS,
    sources: STEROID_SOURCES,
  }),
  flagged({
    id: "medrone-vitamin-d",
    title: "Medrone (methylprednisolone) tablets with a vitamin D spray",
    medicine: "Medrone",
    product: PRODUCT.vitaminD75Spray,
    ingredient: "vitamin-d3",
    rationale: STEROIDS,
    sources: [SOURCE.kalciposD],
  }),
  quiet({
    id: "amlodipine-vitamin-d",
    title: "Amlodipine for blood pressure with a vitamin D3 softgel: no alarm",
    medicine: "amlodipine 5mg",
    product: PRODUCT.vitaminD25,
    ingredient: "vitamin-d3",
    rationale:
      "Section 4.5 of the calcium and vitamin D SmPC and the vitamin D3 leaflet list the medicines that meet vitamin D; neither names amlodipine or any calcium channel blocker.",
    sources: STEROID_SOURCES,
  }),
  quiet({
    id: "hydrocortisone-cream-vitamin-d",
    title: "Hydrocortisone cream for eczema with a vitamin D3 softgel: no alarm",
    medicine: "hydrocortisone 1% cream",
    product: PRODUCT.vitaminD25,
    ingredient: "vitamin-d3",
    rationale:
      "The vitamin D product information speaks of systemic corticosteroids (tablets and injections), which lower vitamin D's effect over time; a steroid cream used on the skin is not among them.",
    sources: STEROID_SOURCES,
  }),
  quiet({
    id: "sertraline-vitamin-d",
    title: "Sertraline for depression with a vitamin D tablet: no alarm",
    medicine: "sertraline 50mg",
    product: PRODUCT.vitaminD10,
    ingredient: "vitamin-d3",
    rationale:
      "Neither the calcium and vitamin D SmPC nor the vitamin D3 leaflet names an antidepressant among the medicines that meet vitamin D.",
    sources: STEROID_SOURCES,
  }),
  flagged({
    id: "epanutin-vitamin-b6",
    title: "Epanutin (phenytoin) for epilepsy with a 100 mg vitamin B6 capsule",
    medicine: "Epanutin",
    product: PRODUCT.vitaminB6,
    ingredient: "vitamin-b6",
    rationale: PYRIDOXINE,
    sources: [SOURCE.pyridoxine20],
  }),
  flagged({
    id: "phenobarbital-vitamin-b6",
    title: "Phenobarbital for epilepsy with a 100 mg vitamin B6 capsule",
    medicine: "phenobarbital 30mg",
    product: PRODUCT.vitaminB6,
    ingredient: "vitamin-b6",
    rationale: PYRIDOXINE,
    sources: [SOURCE.pyridoxine20],
  }),
  quiet({
    id: "sinemet-vitamin-b6",
    title: "Sinemet (co-careldopa) for Parkinson's with a vitamin B6 capsule: no alarm",
    medicine: "Sinemet",
    product: PRODUCT.vitaminB6,
    ingredient: "vitamin-b6",
    rationale: DECARBOXYLASE,
    sources: PYRIDOXINE_SOURCES,
  }),
  quiet({
    id: "madopar-vitamin-b6",
    title: "Madopar (co-beneldopa) for Parkinson's with a vitamin B6 capsule: no alarm",
    medicine: "Madopar",
    product: PRODUCT.vitaminB6,
    ingredient: "vitamin-b6",
    rationale: DECARBOXYLASE,
    sources: PYRIDOXINE_SOURCES,
  }),
  quiet({
    id: "levetiracetam-vitamin-b6",
    title: "Levetiracetam for epilepsy with a vitamin B6 capsule: no alarm",
    medicine: "levetiracetam 500mg",
    product: PRODUCT.vitaminB6,
    ingredient: "vitamin-b6",
    rationale:
      "The pyridoxine SmPCs name phenytoin and phenobarbitone among antiepileptics, not levetiracetam.",
    sources: PYRIDOXINE_SOURCES,
  }),
  flagged(
    {
      id: "koselugo-vitamin-e",
      title: "A child on Koselugo (selumetinib) given a vitamin E 400 IU softgel",
      medicine: "Koselugo",
      product: PRODUCT.vitaminE400Iu,
      ingredient: "vitamin-e",
      rationale:
        "The vitamin E SmPC says selumetinib contains D-alpha-tocopheryl and should not be taken with vitamin E.",
      sources: [SOURCE.vitaminE],
    },
    "major",
  ),
  flagged({
    id: "ferrous-fumarate-vitamin-e",
    title: "Ferrous fumarate for anaemia with a vitamin E 400 IU softgel",
    medicine: "ferrous fumarate 210mg",
    product: PRODUCT.vitaminE400Iu,
    ingredient: "vitamin-e",
    rationale:
      "The vitamin E SmPC says iron-containing medicines reduce the activity of vitamin E and asks for a few hours between them.",
    sources: [SOURCE.vitaminE],
  }),
  quiet({
    id: "metformin-vitamin-e",
    title: "Metformin for type 2 diabetes with a vitamin E softgel: no alarm",
    medicine: "metformin 500mg",
    product: PRODUCT.vitaminE400Iu,
    ingredient: "vitamin-e",
    rationale: "Section 4.5 of the vitamin E SmPC does not name metformin or any diabetes medicine.",
    sources: [SOURCE.vitaminE],
  }),
  {
    id: "sc-vit-folic-acid-zinc",
    title: "Folic acid 400 micrograms before pregnancy with a zinc 15 mg tablet",
    stack: [take(PRODUCT.folicAcid400), take(PRODUCT.zinc15)],
    expect: { flags: [flag("folic-acid", { ingredient: "zinc" }, "minor", "moderate")] },
    rationale:
      "The folic acid SmPC says folic acid may reduce the intestinal absorption of zinc, of particular importance in pregnancy.",
    sources: [SOURCE.folicAcid],
  },
  flagged(
    {
      id: "rocaltrol-vitamin-d",
      title: "Rocaltrol (calcitriol) for kidney bone disease with a vitamin D3 1000 IU softgel",
      medicine: "Rocaltrol",
      product: PRODUCT.vitaminD25,
      ingredient: "vitamin-d3",
      rationale:
        "The Rocaltrol SmPC says all other vitamin D compounds and their derivatives should be withheld during treatment with calcitriol.",
      sources: [SOURCE.rocaltrol],
    },
    "major",
  ),
  flagged(
    {
      id: "maalox-vitamin-c",
      title: "Maalox for indigestion with a vitamin C 1000 mg capsule",
      medicine: "Maalox",
      product: PRODUCT.vitaminC1000,
      ingredient: "vitamin-c",
      rationale:
        "The ascorbic acid SmPC says aluminium-containing antacids with ascorbic acid may increase urinary aluminium elimination and that antacids with ascorbic acid are not recommended, especially in renal insufficiency.",
      sources: [SOURCE.ascorbicAcid],
    },
    "major",
  ),
  {
    id: "sc-vit-folic-acid-cancer",
    title: "Folic acid 400 micrograms for someone being treated for breast cancer",
    profile: { medicines: [], conditions: ["breast cancer"] },
    stack: [take(PRODUCT.folicAcid400)],
    expect: { flags: [flag("folic-acid", cond("breast cancer"), "moderate")] },
    rationale:
      "The folic acid 400 microgram SmPC lists malignant disease among its contraindications, unless there is megaloblastic anaemia due to folic acid deficiency.",
    sources: [SOURCE.folicAcid400],
  },
  {
    id: "sc-vit-vitamin-a-dialysis",
    title: "Vitamin A 10,000 IU for someone on haemodialysis",
    profile: { medicines: [], conditions: ["on dialysis"] },
    stack: [take(PRODUCT.vitaminA10000Iu)],
    expect: { flags: [flag("vitamin-a", cond("on dialysis"), "moderate")] },
    rationale:
      "German vitamin A product information says vitamin A supplements can lead to hypervitaminosis A with hypercalcaemia in patients on haemodialysis.",
    sources: [SOURCE.vitaminAEHevert],
  },
  {
    id: "sc-vit-vitamin-e-dvt",
    title: "Vitamin E 400 IU after a deep vein thrombosis",
    profile: { medicines: [], conditions: ["had a DVT last year"] },
    stack: [take(PRODUCT.vitaminE400Iu)],
    expect: { flags: [flag("vitamin-e", cond("had a DVT last year"), "moderate")] },
    rationale:
      "The vitamin E SmPC says vitamin E has been reported to increase the risk of thrombosis in patients predisposed to it, a finding to be borne in mind.",
    sources: [SOURCE.vitaminESuspension],
  },
  flagged({
    id: "amiodarone-vitamin-b6",
    title: "Amiodarone for an irregular heartbeat with a 100 mg vitamin B6 capsule",
    medicine: "amiodarone 200mg",
    product: PRODUCT.vitaminB6,
    ingredient: "vitamin-b6",
    rationale:
      "Swiss pyridoxine product information says taking pyridoxine with amiodarone increases photosensitivity.",
    sources: [SOURCE.pyridoxineSwiss],
  }),
];
