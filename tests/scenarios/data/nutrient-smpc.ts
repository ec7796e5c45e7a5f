// What the UK product information of a nutrient's licensed form says in sections 4.3 to 4.5, asked the way
// people ask it (brands, lay words), and medicines the same SmPC does not name, which must not alarm.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag } from "./build";
import { scenario } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
type ProductId = (typeof PRODUCT)[keyof typeof PRODUCT];

const ukSmpc = (
  title: string,
  url: string,
  publisher = "electronic medicines compendium (emc)",
): Reference => ({
  title,
  publisher,
  url,
});

const SOURCE = {
  kalciposD: ukSmpc(
    "Kalcipos-D: summary of product characteristics, section 4.5",
    "https://www.medicines.org.uk/emc/product/4481/smpc",
  ),
  colextraD3: ukSmpc(
    "Colextra-D3 20 000 IU capsules: patient leaflet",
    "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
    "UK patient leaflet, reproduced by patient-info.co.uk",
  ),
  pyridoxine20: ukSmpc(
    "Pyridoxine Tablets BP 20 mg: summary of product characteristics",
    "https://imedi.co.uk/pyridoxine-tablets-bp-20mg/summary",
    "UK SmPC, reproduced by imedi.co.uk",
  ),
  pyridoxine50: ukSmpc(
    "Pyridoxine 50 mg Tablets: summary of product characteristics",
    "https://www.medicines.org.uk/emc/product/1208/smpc",
  ),
  thiamine: ukSmpc(
    "Thiamine Hydrochloride 50 mg Tablets: summary of product characteristics",
    "https://patient-info.co.uk/thiamine-hydrochloride-50-mg-tablets-90094/summary-of-medicine-characteristics",
    "UK SmPC, reproduced by patient-info.co.uk",
  ),
  ascorbicAcid: ukSmpc(
    "Ascorbic Acid Tablets BP 500 mg: summary of product characteristics",
    "https://patient-info.co.uk/ascorbic-acid-tablets-bp-500-mg-86633/summary-of-medicine-characteristics",
    "UK SmPC, reproduced by patient-info.co.uk",
  ),
  levocarnitine: ukSmpc(
    "Levocarnitine (emc product 15069): summary of product characteristics",
    "https://medicines.org.uk/emc/product/15069/smpc",
  ),
  dolenio: ukSmpc(
    "Dolenio (glucosamine): summary of product characteristics, sections 4.3 to 4.5",
    "https://www.rxreasoner.com/monographs/dolenio/precautions",
    "UK SmPC held by the MHRA, reproduced by RxReasoner",
  ),
  solvazinc: ukSmpc(
    "Solvazinc 45 mg effervescent tablets: summary of product characteristics",
    "https://rxreasoner.com/monographs/solvazinc/precautions",
    "UK SmPC held by the MHRA, reproduced by RxReasoner",
  ),
  ferrousFumarate: ukSmpc(
    "Ferrous fumarate film-coated tablets: summary of product characteristics",
    "https://www.rxreasoner.com/monographs/ferrous-fumarate/precautions",
    "UK SmPC held by the MHRA, reproduced by RxReasoner",
  ),
  folicAcid: ukSmpc(
    "Folic acid tablets (emc medicine 23233): summary of product characteristics, section 4.5",
    "https://medicines.org.uk/emc/medicine/23233",
  ),
  proPlus: ukSmpc(
    "Pro Plus (caffeine 50 mg tablets): summary of product characteristics, section 4.3",
    "https://medine.co.uk/pro-plus/summary?doc=0",
    "UK SmPC, reproduced by medine.co.uk",
  ),
  magnaspartate: ukSmpc(
    "Magnaspartate 243 mg powder for oral solution: summary of product characteristics",
    "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
    "UK SmPC held by the MHRA, reproduced by RxReasoner",
  ),
};

const CARNITINE = PRODUCT.acetylCarnitine500;
const THIAMIN = PRODUCT.thiamin100;

interface Case {
  id: string;
  title: string;
  product: ProductId;
  medicine?: string;
  condition?: string;
  rationale: string;
  sources: Reference[];
}

function flagged(
  entry: Case,
  ingredient: string,
  min: "minor" | "moderate" | "major",
  max?: "major",
): ScenarioInput {
  const counterpart = entry.medicine === undefined ? cond(entry.condition ?? "") : med(entry.medicine);
  return scenario(
    {
      id: entry.id,
      title: entry.title,
      medicines: entry.medicine === undefined ? [] : [entry.medicine],
      conditions: entry.condition === undefined ? [] : [entry.condition],
      stack: [entry.product],
      rationale: entry.rationale,
      sources: entry.sources,
    },
    { flags: [flag(ingredient, counterpart, min, max ?? "contraindicated")] },
  );
}

function quiet(entry: Case, ingredient: string): ScenarioInput {
  const counterpart = entry.medicine === undefined ? cond(entry.condition ?? "") : med(entry.medicine);
  return scenario(
    {
      id: entry.id,
      title: entry.title,
      medicines: entry.medicine === undefined ? [] : [entry.medicine],
      conditions: entry.condition === undefined ? [] : [entry.condition],
      stack: [entry.product],
      rationale: entry.rationale,
      sources: entry.sources,
    },
    { noFlags: [noFlag(ingredient, counterpart)] },
  );
}

const DIGOXIN =
  "High blood calcium makes digoxin more toxic; the calcium and vitamin D SmPC asks for ECG and calcium monitoring with cardiac glycosides, and the vitamin D3 leaflet names digoxin.";
const PYRIDOXINE =
  "The pyridoxine SmPC says larger doses can lower phenytoin and phenobarbitone levels in some patients.";
const CARNITINE_ANTICOAGULANT =
  "The levocarnitine SmPC reports very rare INR rises with coumarin anticoagulants (warfarin, acenocoumarol).";
const CARNITINE_GLUCOSE =
  "The levocarnitine SmPC says it may cause hypoglycaemia in people with diabetes on insulin or tablets, whose glucose must be monitored.";

const POSITIVES: ScenarioInput[] = [
  flagged(
    {
      id: "sc-nutrient-smpc-lanoxin-vitamin-d",
      title: "Takes Lanoxin for her heart and buys vitamin D 1000 IU",
      product: PRODUCT.vitaminD25,
      medicine: "Lanoxin",
      rationale: DIGOXIN,
      sources: [SOURCE.kalciposD, SOURCE.colextraD3],
    },
    "vitamin-d3",
    "moderate",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-digoxin-calcium-d",
      title: "On digoxin for AF and starting a calcium and vitamin D bone tablet",
      product: PRODUCT.osteocare,
      medicine: "digoxin",
      rationale: DIGOXIN,
      sources: [SOURCE.kalciposD],
    },
    "calcium",
    "moderate",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-epanutin-b6",
      title: "Epanutin for epilepsy with a high-strength vitamin B6 (100 mg)",
      product: PRODUCT.vitaminB6,
      medicine: "Epanutin",
      rationale: PYRIDOXINE,
      sources: [SOURCE.pyridoxine20],
    },
    "vitamin-b6",
    "minor",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-phenobarbitone-b6",
      title: "Phenobarbitone for seizures and vitamin B6 for PMS",
      product: PRODUCT.vitaminB6,
      medicine: "phenobarbitone",
      rationale: PYRIDOXINE,
      sources: [SOURCE.pyridoxine20],
    },
    "vitamin-b6",
    "minor",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-fluorouracil-thiamin",
      title: "Having 5-FU chemotherapy (fluorouracil) and taking vitamin B1",
      product: THIAMIN,
      medicine: "fluorouracil",
      rationale: "The thiamine SmPC says 5-fluorouracil can neutralise the effect of thiamine.",
      sources: [SOURCE.thiamine],
    },
    "thiamin",
    "minor",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-desferal-vitamin-c",
      title: "Thalassaemia patient on Desferal wants vitamin C 1000 mg",
      product: PRODUCT.vitaminC1000,
      medicine: "Desferal",
      rationale:
        "The ascorbic acid SmPC says vitamin C with desferrioxamine enhances tissue iron toxicity, especially in the heart.",
      sources: [SOURCE.ascorbicAcid],
    },
    "vitamin-c",
    "moderate",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-warfarin-carnitine",
      title: "On warfarin and adding acetyl-L-carnitine for energy",
      product: CARNITINE,
      medicine: "warfarin",
      rationale: CARNITINE_ANTICOAGULANT,
      sources: [SOURCE.levocarnitine],
    },
    "l-carnitine",
    "minor",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-gliclazide-carnitine",
      title: "Type 2 diabetic on gliclazide trying L-carnitine",
      product: CARNITINE,
      medicine: "gliclazide",
      rationale: CARNITINE_GLUCOSE,
      sources: [SOURCE.levocarnitine],
    },
    "l-carnitine",
    "minor",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-shellfish-glucosamine",
      title: "Allergic to prawns and thinking of glucosamine for knee pain",
      product: PRODUCT.glucosamine,
      condition: "prawn allergy",
      rationale:
        "The glucosamine SmPCs contraindicate it in people allergic to shellfish, which it is made from.",
      sources: [SOURCE.dolenio],
    },
    "glucosamine",
    "major",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-asthma-glucosamine",
      title: "Asthmatic starting glucosamine for stiff knees",
      product: PRODUCT.glucosamine,
      condition: "asthma",
      rationale: "The glucosamine SmPC reports asthma worsening after starting glucosamine.",
      sources: [SOURCE.dolenio],
    },
    "glucosamine",
    "minor",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-doxycycline-glucosamine",
      title: "Doxycycline for a chest infection while on glucosamine",
      product: PRODUCT.glucosamine,
      medicine: "doxycycline",
      rationale:
        "The glucosamine SmPC says it may increase the absorption and serum levels of tetracyclines.",
      sources: [SOURCE.dolenio],
    },
    "glucosamine",
    "minor",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-cuprior-zinc",
      title: "Wilson's disease on Cuprior (trientine) and taking zinc",
      product: PRODUCT.zinc22,
      medicine: "Cuprior",
      rationale: "The zinc sulfate SmPC says zinc and trientine reduce each other's absorption.",
      sources: [SOURCE.solvazinc],
    },
    "zinc",
    "minor",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-cellcept-iron",
      title: "Kidney transplant on CellCept and prescribed-strength iron from the shop",
      product: PRODUCT.iron20,
      medicine: "CellCept",
      rationale: "The ferrous fumarate SmPC says iron reduces the absorption of mycophenolate.",
      sources: [SOURCE.ferrousFumarate],
    },
    "iron",
    "minor",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-macrobid-magnesium",
      title: "Macrobid for cystitis while taking magnesium citrate",
      product: PRODUCT.magnesiumCitrate200,
      medicine: "Macrobid",
      rationale: "The magnesium aspartate SmPC asks for 2 to 3 hours between magnesium and nitrofurantoin.",
      sources: [SOURCE.magnaspartate],
    },
    "magnesium",
    "minor",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-antabuse-caffeine",
      title: "On Antabuse after giving up drinking and wants caffeine tablets to stay alert",
      product: PRODUCT.caffeine200,
      medicine: "Antabuse",
      rationale:
        "UK caffeine tablet SmPCs say they should not be used by people recovering from alcoholism who take disulfiram.",
      sources: [SOURCE.proPlus],
    },
    "caffeine",
    "major",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-sertraline-caffeine",
      title: "Takes sertraline and uses 200 mg caffeine pills for the gym",
      product: PRODUCT.caffeine200,
      medicine: "sertraline",
      rationale: "UK caffeine tablet SmPCs say they should not be used if antidepressants are being used.",
      sources: [SOURCE.proPlus],
    },
    "caffeine",
    "minor",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-ramipril-caffeine",
      title: "On ramipril for blood pressure and buying caffeine tablets",
      product: PRODUCT.caffeine200,
      medicine: "ramipril",
      rationale:
        "UK caffeine tablet SmPCs say they should not be used by people receiving antihypertensive medication.",
      sources: [SOURCE.proPlus],
    },
    "caffeine",
    "minor",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-af-caffeine",
      title: "Has AF (atrial fibrillation) and takes caffeine tablets",
      product: PRODUCT.caffeine200,
      condition: "AF",
      rationale:
        "UK caffeine tablet SmPCs say they should not be used by people with a history of cardiac arrhythmia.",
      sources: [SOURCE.proPlus],
    },
    "caffeine",
    "minor",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-crohns-iron",
      title: "Has Crohn's and is starting an iron supplement for tiredness",
      product: PRODUCT.iron20,
      condition: "Crohn's",
      rationale:
        "The ferrous fumarate SmPC lists inflammatory bowel disease, including regional enteritis (Crohn's) and ulcerative colitis, among its contraindications.",
      sources: [SOURCE.ferrousFumarate],
    },
    "iron",
    "minor",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-stomach-ulcer-iron",
      title: "Being treated for a stomach ulcer and wants to take iron",
      product: PRODUCT.iron20,
      condition: "stomach ulcer",
      rationale: "The ferrous fumarate SmPC lists an active peptic ulcer among its contraindications.",
      sources: [SOURCE.ferrousFumarate],
    },
    "iron",
    "minor",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-fluorouracil-folic-acid",
      title: "Having 5-FU for bowel cancer and still taking her folic acid tablet",
      product: PRODUCT.folicAcid400,
      medicine: "fluorouracil",
      rationale:
        "The folic acid SmPC says fluorouracil toxicity may occur in patients taking folic acid and the combination should be avoided.",
      sources: [SOURCE.folicAcid],
    },
    "folic-acid",
    "major",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-questran-folic-acid",
      title: "Questran for bile acid diarrhoea and folic acid before pregnancy",
      product: PRODUCT.folicAcid400,
      medicine: "Questran",
      rationale: "The folic acid SmPC asks for folic acid 1 hour before or 4 to 6 hours after colestyramine.",
      sources: [SOURCE.folicAcid],
    },
    "folic-acid",
    "minor",
  ),
  flagged(
    {
      id: "sc-nutrient-smpc-gaviscon-folic-acid",
      title: "Pregnant, taking folic acid and Gaviscon for heartburn",
      product: PRODUCT.folicAcid400,
      medicine: "Gaviscon",
      rationale:
        "The folic acid SmPC says antacids containing aluminium or magnesium may reduce its absorption and should be taken two hours after it.",
      sources: [SOURCE.folicAcid],
    },
    "folic-acid",
    "minor",
  ),
];

const NEGATIVES: ScenarioInput[] = [
  quiet(
    {
      id: "sc-nutrient-smpc-quiet-sertraline-folic-acid",
      title: "Sertraline for low mood and a 400 microgram folic acid tablet",
      product: PRODUCT.folicAcid400,
      medicine: "sertraline",
      rationale:
        "The folic acid SmPC names antiepileptics, antifolates, colestyramine, sulfasalazine, fluorouracil and antacids, not antidepressants.",
      sources: [SOURCE.folicAcid],
    },
    "folic-acid",
  ),
  quiet(
    {
      id: "sc-nutrient-smpc-quiet-ibs-iron",
      title: "Has IBS and takes a gentle iron supplement",
      product: PRODUCT.iron20,
      condition: "IBS",
      rationale:
        "The ferrous fumarate SmPC names inflammatory bowel disease (Crohn's, ulcerative colitis), not irritable bowel syndrome.",
      sources: [SOURCE.ferrousFumarate],
    },
    "iron",
  ),
  quiet(
    {
      id: "sc-nutrient-smpc-quiet-atorvastatin-caffeine",
      title: "Atorvastatin for cholesterol with caffeine tablets",
      product: PRODUCT.caffeine200,
      medicine: "atorvastatin",
      rationale:
        "The caffeine tablet SmPC names blood pressure medicines, antidepressants, sedatives, disulfiram, sympathomimetics and theophylline; statins are not among them.",
      sources: [SOURCE.proPlus],
    },
    "caffeine",
  ),
  quiet(
    {
      id: "sc-nutrient-smpc-quiet-sinemet-b6",
      title: "Sinemet for Parkinson's with a vitamin B6 supplement",
      product: PRODUCT.vitaminB6,
      medicine: "Sinemet",
      rationale:
        "The pyridoxine SmPC limits its levodopa interaction to levodopa given without a dopa decarboxylase inhibitor; Sinemet contains carbidopa, which is one.",
      sources: [SOURCE.pyridoxine50],
    },
    "vitamin-b6",
  ),
  quiet(
    {
      id: "sc-nutrient-smpc-quiet-bisoprolol-vitamin-d",
      title: "Bisoprolol for the heart with vitamin D 1000 IU",
      product: PRODUCT.vitaminD25,
      medicine: "bisoprolol",
      rationale:
        "The calcium and vitamin D SmPC names cardiac glycosides among heart medicines, not beta-blockers.",
      sources: [SOURCE.kalciposD],
    },
    "vitamin-d3",
  ),
  quiet(
    {
      id: "sc-nutrient-smpc-quiet-apixaban-carnitine",
      title: "On apixaban (Eliquis) and adding acetyl-L-carnitine",
      product: CARNITINE,
      medicine: "Eliquis",
      rationale:
        "The levocarnitine SmPC reports INR rises with coumarin anticoagulants only; apixaban is not one.",
      sources: [SOURCE.levocarnitine],
    },
    "l-carnitine",
  ),
  quiet(
    {
      id: "sc-nutrient-smpc-quiet-amoxicillin-glucosamine",
      title: "Amoxicillin for a tooth infection while on glucosamine",
      product: PRODUCT.glucosamine,
      medicine: "amoxicillin",
      rationale: "The glucosamine SmPC names coumarin anticoagulants and tetracyclines, not penicillins.",
      sources: [SOURCE.dolenio],
    },
    "glucosamine",
  ),
  quiet(
    {
      id: "sc-nutrient-smpc-quiet-sertraline-thiamin",
      title: "Sertraline for anxiety with vitamin B1",
      product: THIAMIN,
      medicine: "sertraline",
      rationale: "The thiamine SmPC names thiosemicarbazone and 5-fluorouracil only.",
      sources: [SOURCE.thiamine],
    },
    "thiamin",
  ),
  quiet(
    {
      id: "sc-nutrient-smpc-quiet-azathioprine-iron",
      title: "Azathioprine for Crohn's with an iron supplement",
      product: PRODUCT.iron20,
      medicine: "azathioprine",
      rationale: "The ferrous fumarate SmPC names mycophenolate among immunosuppressants, not azathioprine.",
      sources: [SOURCE.ferrousFumarate],
    },
    "iron",
  ),
  quiet(
    {
      id: "sc-nutrient-smpc-quiet-omeprazole-zinc",
      title: "Omeprazole for reflux with a zinc supplement",
      product: PRODUCT.zinc22,
      medicine: "omeprazole",
      rationale:
        "The zinc sulfate SmPC names tetracyclines, quinolones, calcium, iron, penicillamine and trientine, not acid-reducing medicines.",
      sources: [SOURCE.solvazinc],
    },
    "zinc",
  ),
];

export const NUTRIENT_SMPC_SCENARIOS: ScenarioInput[] = [...POSITIVES, ...NEGATIVES];
