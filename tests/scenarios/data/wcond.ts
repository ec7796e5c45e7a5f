// Conditions typed as sections 4.3 and 4.4 of UK product information word them ("haemorrhagic diathesis",
// "hypersensitivity to plants of the Asteraceae (Compositae) family", "megaloblastic anaemia", "thromboembolism"),
// with catalogue products, and conditions the sources read for an ingredient do not name, which must stay quiet.
// Written from the sources' words, not from the records.
import type { ScenarioInput } from "../schema";
import { cond, flag, noFlag } from "./build";
import { scenario } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
type ProductId = (typeof PRODUCT)[keyof typeof PRODUCT];

const EMC = "electronic medicines compendium (emc)";
const PATIENT_INFO = "UK SmPC, reproduced by patient-info.co.uk";

const SOURCE = {
  vitabioticsEchinacea: {
    title: "Vitabiotics Echinacea Tablets: summary of product characteristics, section 4.3",
    publisher: PATIENT_INFO,
    url: "https://patient-info.co.uk/vitabiotics-echinacea-tablets-91188/summary-of-medicine-characteristics",
  },
  echinaforce: {
    title: "Echinaforce Chewable Cold & Flu Tablets: summary of product characteristics, section 4.3",
    publisher: PATIENT_INFO,
    url: "https://patient-info.co.uk/echinaforce-chewable-cold-flu-tablets-94409/summary-of-medicine-characteristics",
  },
  punctoGinkgo: {
    title: "Puncto Ginkgo Oral Drops Solution: summary of product characteristics, section 4.4",
    publisher: PATIENT_INFO,
    url: "https://patient-info.co.uk/puncto-ginkgo-oral-drops-solution-93435/summary-of-medicine-characteristics",
  },
  ginkgoforce: {
    title: "Ginkgoforce Ginkgo biloba tablets: summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/ginkgoforce-ginkgo-biloba-tablets/summary",
  },
  vitaminE: {
    title: "Vitamin E Suspension 100 mg/ml: summary of product characteristics, sections 4.3 and 4.4",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/3734/smpc",
  },
  ferrousSulfateLeaflet: {
    title: "Ferrous Sulfate 200 mg Coated Tablets: patient leaflet",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/medicine/24441/XPIL/Ferrous+Sulphate+200mg+Coated+Tablets",
  },
  folicAcidAccord: {
    title: "Folic Acid Tablets (Accord-UK): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/monographs/folic-acid-accord/precautions",
  },
  cytacon: {
    title:
      "Cytacon 50 micrograms Tablets (cyanocobalamin): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/cytacon-50micrograms-tablets/summary",
  },
  herbalstoreSjw: {
    title: "Herbalstore St John's Wort Tablets: summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/herbalstore-st-johns-wort-tablets/summary",
  },
  naturesGardenSjw: {
    title: "Nature's Garden St John's Wort Capsules: summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/natures-garden-st-johns-wort-capsules/summary",
  },
  fultiumD3: {
    title: "Fultium-D3 800 IU capsules: summary of product characteristics, section 4.4",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/2813",
  },
  fybogel: {
    title: "Fybogel granules (ispaghula husk): summary of product characteristics, section 4.3",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://rxreasoner.com/monographs/fybogel/precautions",
  },
  ferrousGluconate: {
    title: "Ferrous Gluconate coated tablets: summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/monographs/ferrous-gluconate/precautions",
  },
  calcichew: {
    title: "Calcichew chewable tablets: summary of product characteristics, section 4.3",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/monographs/7214/precautions",
  },
  valdrian: {
    title: "Valdrian capsules (valerian root): summary of product characteristics, sections 4.3 and 4.4",
    publisher: PATIENT_INFO,
    url: "https://patient-info.co.uk/valdrian-88850/summary-of-medicine-characteristics",
  },
  zincSulfate220: {
    title: "Zinc Sulfate 220 mg Capsules: summary of product characteristics, section 4.4",
    publisher: PATIENT_INFO,
    url: "https://patient-info.co.uk/zinc-sulfate-capsules-220-mg-91025/summary-of-medicine-characteristics",
  },
  thisilyn: {
    title: "Thisilyn Milk Thistle capsules and other brands: summary of product characteristics, section 4.3",
    publisher: PATIENT_INFO,
    url: "https://patient-info.co.uk/tesco-milk-thistle-capsules-boots-digestion-relief-milk-thistle-capsules-simply-supplements-milk-thistle-capsules-thisilyn-milk-thistle-capsules-85961/summary-of-medicine-characteristics",
  },
  ascorbicAcidBp: {
    title: "Ascorbic Acid Tablets BP 500 mg: summary of product characteristics, section 4.4",
    publisher: PATIENT_INFO,
    url: "https://patient-info.co.uk/ascorbic-acid-tablets-bp-500-mg-86633/summary-of-medicine-characteristics",
  },
  retinolColecalciferol: {
    title:
      "Retinol and Colecalciferol 4500 IU/450 IU Capsule, Soft: summary of product characteristics, section 4.3",
    publisher: "UK SmPC from the emc drug feed, reproduced by Medthority",
    url: "https://www.medthority.com/drugs/a-alimentary-tract-and-metabolism/a11/a11c/a11cb/tor-vitamin-a--d-capsules-4500iu450iu-softgels-retinol--colecalciferol-in-84s/",
  },
} satisfies Record<string, Reference>;

/** "Must not be used" in section 4.3 or a leaflet's "do not take": at least a moderate finding. A 4.4 caution: at least minor. */
const BLOCKS = ["moderate", "contraindicated"] as const;
const CAUTIONS = ["minor", "major"] as const;

function named(
  id: string,
  title: string,
  ingredient: string,
  condition: string,
  product: ProductId,
  [min, max]: typeof BLOCKS | typeof CAUTIONS,
  rationale: string,
  sources: Reference[],
): ScenarioInput {
  return scenario(
    { id: `sc-wcond-${id}`, title, conditions: [condition], stack: [product], rationale, sources },
    { flags: [flag(ingredient, cond(condition), min, max)] },
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
  return scenario(
    { id: `sc-wcond-${id}`, title, conditions: [condition], stack: [product], rationale, sources },
    { noFlags: [noFlag(ingredient, cond(condition))] },
  );
}

const ECHINACEA_43 =
  "UK echinacea SmPCs (section 4.3) rule out hypersensitivity to plants of the Asteraceae (Compositae) family and, because of its immunostimulating activity, autoimmune diseases and immunodeficiencies.";

export const WCOND_SCENARIOS: ScenarioInput[] = [
  named(
    "asteraceae-echinacea",
    "Hypersensitivity to plants of the Asteraceae (Compositae) family and echinacea",
    "echinacea",
    "hypersensitivity to plants of the Asteraceae (Compositae) family",
    PRODUCT.echinacea,
    BLOCKS,
    ECHINACEA_43,
    [SOURCE.vitabioticsEchinacea, SOURCE.echinaforce],
  ),
  named(
    "autoimmune-diseases-echinacea",
    "Autoimmune diseases and echinacea",
    "echinacea",
    "autoimmune diseases",
    PRODUCT.echinacea,
    BLOCKS,
    ECHINACEA_43,
    [SOURCE.vitabioticsEchinacea],
  ),
  named(
    "immunodeficiencies-echinacea",
    "Immunodeficiencies and echinacea",
    "echinacea",
    "immunodeficiencies",
    PRODUCT.echinacea,
    BLOCKS,
    ECHINACEA_43,
    [SOURCE.vitabioticsEchinacea],
  ),
  named(
    "haemorrhagic-diathesis-ginkgo",
    "Haemorrhagic diathesis and ginkgo",
    "ginkgo-biloba",
    "haemorrhagic diathesis",
    PRODUCT.ginkgo,
    CAUTIONS,
    "Puncto Ginkgo (section 4.4): with a pathologically increased bleeding tendency (haemorrhagic diathesis) it should be used only after consulting a doctor.",
    [SOURCE.punctoGinkgo],
  ),
  named(
    "pre-existing-bleeding-disorder-ginkgo",
    "A pre-existing bleeding disorder and ginkgo",
    "ginkgo-biloba",
    "pre-existing bleeding disorder",
    PRODUCT.ginkgo,
    CAUTIONS,
    "Ginkgoforce (section 4.4): care should be taken by patients who have a pre-existing bleeding disorder, as spontaneous bleeding has been reported with ginkgo.",
    [SOURCE.ginkgoforce],
  ),
  quiet(
    "hormone-dependent-tumours-ginkgo",
    "Hormone-dependent tumours and ginkgo",
    "ginkgo-biloba",
    "hormone-dependent tumours",
    PRODUCT.ginkgo,
    "The UK ginkgo SmPCs read name hypersensitivity, bleeding, surgery and, in one, epilepsy; none names a hormone-dependent tumour.",
    [SOURCE.ginkgoforce, SOURCE.punctoGinkgo],
  ),
  named(
    "thromboembolism-vitamin-e",
    "Thromboembolism and vitamin E",
    "vitamin-e",
    "thromboembolism",
    PRODUCT.vitaminE400Iu,
    CAUTIONS,
    "Vitamin E Suspension (section 4.4): vitamin E has been reported to increase the risk of thrombosis in patients predisposed to this condition, a finding not confirmed but to be borne in mind.",
    [SOURCE.vitaminE],
  ),
  quiet(
    "pituitary-disorder-vitamin-e",
    "A pituitary disorder and vitamin E",
    "vitamin-e",
    "pituitary disorder",
    PRODUCT.vitaminE400Iu,
    "Sections 4.3 and 4.4 of the Vitamin E Suspension SmPC name sugar intolerances, bleeding with vitamin K deficiency or anticoagulants, thrombosis and cholestasis, not the pituitary gland.",
    [SOURCE.vitaminE],
  ),
  quiet(
    "thromboembolism-echinacea",
    "Thromboembolism and echinacea",
    "echinacea",
    "thromboembolism",
    PRODUCT.echinacea,
    "The echinacea SmPCs' contraindications (section 4.3) concern allergy and the immune system; none names blood clots.",
    [SOURCE.vitabioticsEchinacea, SOURCE.echinaforce],
  ),
  named(
    "megaloblastic-anaemia-iron",
    "Megaloblastic anaemia and an iron supplement",
    "iron",
    "megaloblastic anaemia",
    PRODUCT.iron20,
    CAUTIONS,
    "The Ferrous Sulfate 200 mg leaflet says not to take it if you have anaemia caused by a deficiency of vitamin B12 or folic acid, the anaemia with abnormally large red blood cells.",
    [SOURCE.ferrousSulfateLeaflet],
  ),
  named(
    "megaloblastic-anaemia-folic-acid",
    "Undiagnosed megaloblastic anaemia and folic acid",
    "folic-acid",
    "megaloblastic anaemia",
    PRODUCT.folicAcid400,
    CAUTIONS,
    "Folic Acid Tablets (Accord-UK, section 4.4): vitamin B12 deficiency treated with folic acid alone is masked while nerve damage continues, and the deficiency can lie behind undiagnosed megaloblastic anaemia.",
    [SOURCE.folicAcidAccord],
  ),
  named(
    "malignant-disease-folic-acid",
    "Malignant disease and folic acid",
    "folic-acid",
    "malignant disease",
    PRODUCT.folicAcid400,
    CAUTIONS,
    "Folic Acid Tablets (Accord-UK, section 4.4): folic acid should not be used in malignant disease unless megaloblastic anaemia owing to folate deficiency is an important complication.",
    [SOURCE.folicAcidAccord],
  ),
  named(
    "addisonian-pernicious-anaemia-folic-acid",
    "Addisonian pernicious anaemia and folic acid",
    "folic-acid",
    "Addisonian pernicious anaemia",
    PRODUCT.folicAcid400,
    CAUTIONS,
    "Folic Acid Tablets (Accord-UK, section 4.4): folic acid should never be given alone in Addisonian pernicious anaemia and other vitamin B12 deficiency states.",
    [SOURCE.folicAcidAccord],
  ),
  quiet(
    "megaloblastic-anaemia-vitamin-b12",
    "Megaloblastic anaemia and vitamin B12",
    "vitamin-b12",
    "megaloblastic anaemia",
    PRODUCT.vitaminB12,
    "Cyanocobalamin product information names only hypersensitivity in section 4.3; vitamin B12 treats the anaemia of its deficiency (section 4.1).",
    [SOURCE.cytacon],
  ),
  named(
    "dermal-photosensitivity-st-johns-wort",
    "Known dermal photosensitivity and St John's wort",
    "st-johns-wort",
    "known dermal photosensitivity",
    PRODUCT.stJohnsWort,
    BLOCKS,
    "UK St John's wort SmPCs (section 4.3) are contraindicated in patients with known dermal photosensitivity.",
    [SOURCE.herbalstoreSjw, SOURCE.naturesGardenSjw],
  ),
  named(
    "phototherapy-st-johns-wort",
    "Undergoing phototherapy and St John's wort",
    "st-johns-wort",
    "undergoing phototherapy",
    PRODUCT.stJohnsWort,
    BLOCKS,
    "UK St John's wort SmPCs (section 4.3) are contraindicated in patients undergoing phototherapy or any photodiagnostic procedures.",
    [SOURCE.herbalstoreSjw, SOURCE.naturesGardenSjw],
  ),
  quiet(
    "photosensitivity-echinacea",
    "Photosensitivity and echinacea",
    "echinacea",
    "photosensitivity",
    PRODUCT.echinacea,
    "The echinacea SmPCs' contraindications (section 4.3) concern allergy and the immune system; none names sensitivity to sunlight.",
    [SOURCE.vitabioticsEchinacea, SOURCE.echinaforce],
  ),
  named(
    "impaired-renal-function-vitamin-d",
    "Impairment of renal function and vitamin D",
    "vitamin-d3",
    "impairment of renal function",
    PRODUCT.vitaminD25,
    CAUTIONS,
    "Fultium-D3 (section 4.4): vitamin D should be used with caution in patients with impairment of renal function, and the effect on calcium and phosphate levels should be monitored.",
    [SOURCE.fultiumD3],
  ),
  named(
    "change-in-bowel-habit-psyllium",
    "A sudden change in bowel habit and psyllium",
    "psyllium",
    "sudden change in bowel habit",
    PRODUCT.psyllium500,
    BLOCKS,
    "Fybogel (section 4.3) is contraindicated in patients with a sudden change in bowel habit that has persisted more than two weeks.",
    [SOURCE.fybogel],
  ),
  named(
    "gut-constrictions-psyllium",
    "Abnormal constrictions in the gut and psyllium",
    "psyllium",
    "abnormal constrictions in the gastro-intestinal tract",
    PRODUCT.psyllium500,
    BLOCKS,
    "Fybogel (section 4.3) is contra-indicated in patients suffering from abnormal constrictions in the gastro-intestinal tract.",
    [SOURCE.fybogel],
  ),
  named(
    "difficulty-in-swallowing-psyllium",
    "Difficulty in swallowing and psyllium",
    "psyllium",
    "difficulty in swallowing",
    PRODUCT.psyllium500,
    BLOCKS,
    "Fybogel (section 4.3) is contraindicated in patients who have difficulty in swallowing or any throat problems.",
    [SOURCE.fybogel],
  ),
  named(
    "intestinal-strictures-iron",
    "Intestinal strictures and an iron supplement",
    "iron",
    "intestinal strictures",
    PRODUCT.iron20,
    CAUTIONS,
    "Ferrous Gluconate (section 4.4): care should be exercised in patients with intestinal strictures and diverticulae.",
    [SOURCE.ferrousGluconate],
  ),
  named(
    "severe-renal-failure-calcium",
    "Severe renal failure untreated by renal dialysis and a calcium supplement",
    "calcium",
    "severe renal failure untreated by renal dialysis",
    PRODUCT.osteocare,
    BLOCKS,
    "Calcichew (section 4.3) rules out conditions resulting in hypercalcaemia or hypercalciuria, among them severe renal failure untreated by renal dialysis.",
    [SOURCE.calcichew],
  ),
  quiet(
    "change-in-bowel-habit-valerian",
    "A change in bowel habit and valerian",
    "valerian",
    "change in bowel habit",
    PRODUCT.valerian,
    "The Valdrian SmPC names only hypersensitivity in section 4.3 and, in section 4.4, use under 18.",
    [SOURCE.valdrian],
  ),
  named(
    "acute-renal-failure-zinc",
    "Acute renal failure and a zinc supplement",
    "zinc",
    "acute renal failure",
    PRODUCT.zinc22,
    CAUTIONS,
    "Zinc Sulfate 220 mg Capsules (section 4.4): zinc levels may accumulate in acute renal failure.",
    [SOURCE.zincSulfate220],
  ),
  named(
    "daisy-family-milk-thistle",
    "Hypersensitivity to plants of the daisy family and milk thistle",
    "milk-thistle",
    "hypersensitivity to plants of the daisy (Asteraceae/Compositae) family",
    PRODUCT.milkThistle,
    BLOCKS,
    "UK milk thistle SmPCs (section 4.3) are contraindicated in hypersensitivity to milk thistle or to plants of the Asteraceae (Compositae) family.",
    [SOURCE.thisilyn],
  ),
  named(
    "calcium-oxalate-stones-vitamin-c",
    "Calcium oxalate kidney stones and vitamin C 1,000 mg",
    "vitamin-c",
    "calcium oxalate kidney stones",
    PRODUCT.vitaminC1000,
    CAUTIONS,
    "Ascorbic Acid Tablets BP 500 mg (section 4.4): large doses are associated with the formation of renal calcium oxalate calculi.",
    [SOURCE.ascorbicAcidBp],
  ),
  named(
    "hypervitaminosis-a-vitamin-a",
    "Hypervitaminosis A and vitamin A 10,000 IU",
    "vitamin-a",
    "hypervitaminosis A",
    PRODUCT.vitaminA10000Iu,
    BLOCKS,
    "Retinol and Colecalciferol capsules (section 4.3) are contraindicated in hypervitaminosis A or D.",
    [SOURCE.retinolColecalciferol],
  ),
];
