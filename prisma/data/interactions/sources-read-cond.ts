// The read log of the round on conditions that UK product information names in sections 4.3 and 4.4
// (medical-contraindications-cond.ts, references-cond.ts): every page read for an ingredient and what came of it.
// Pages already in an earlier log for the same ingredient carry this round's record ids there instead.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_COND as R } from "./references-cond";
import { records, ukProductInformation, type Page } from "./sources-read-page";

const HYDROXOCOBALAMIN_SMPC: Page = {
  title:
    "Hydroxocobalamin 1 mg in 1 ml solution for injection: summary of product characteristics, sections 4.1 to 4.4",
  publisher: "electronic medicines compendium (emc)",
  url: "https://www.medicines.org.uk/emc/medicine/31182",
};
const COBALIN_H_SMPC: Page = {
  title:
    "Cobalin-H (hydroxocobalamin 1000 micrograms/ml injection): summary of product characteristics, sections 4.1 to 4.4",
  publisher: "electronic medicines compendium (emc)",
  url: "https://www.medicines.org.uk/emc/medicine/24703",
};
const B12_LEBER =
  "Looked for because Leber's optic atrophy and tobacco amblyopia were thought to be warnings in UK vitamin B12 product information: here they are indications (section 4.1), treated with hydroxocobalamin injections; section 4.3 names only hypersensitivity. No UK text read names them as a reason not to take vitamin B12 (the warning about cyanocobalamin in early Leber's disease was found only in US texts), so no condition or record was added.";

export const SOURCES_READ_COND: SourceReadInput[] = [
  ukProductInformation("calcium", R.adcalD3LemonSmpc, {
    ...records(
      "mc-calcium-hypercalciuria",
      "mc-calcium-immobilisation",
      "mc-calcium-bone-metastases",
      "mc-calcium-vitamin-d-toxicity",
    ),
    note: "The print page, sections 4.3 and 4.4: hypercalcaemia from bone metastases and vitamin D overdosage are absolute contraindications (the bone metastases record asks, like the myeloma one, as the point is the raised calcium); severe hypercalciuria and osteoporosis due to prolonged immobilisation are relative contraindications, and mild hypercalciuria needs careful supervision. Hypercalcaemia, myeloma, sarcoidosis, primary hyperparathyroidism, severe renal failure and renal stones already had records.",
  }),
  ukProductInformation("vitamin-d3", R.adcalD3LemonSmpc, {
    ...records(
      "mc-vitamin-d3-immobilisation",
      "mc-vitamin-d3-vitamin-d-toxicity",
      "mc-vitamin-d3-bone-metastases",
      "mc-vitamin-d3-multiple-myeloma",
    ),
    note: "Calcium carbonate with colecalciferol. Vitamin D overdosage (an absolute contraindication) is cited beside Fultium-D3; hypercalcaemia from myeloma or bone metastases, and the relative contraindication of osteoporosis due to prolonged immobilisation, beside a colecalciferol-only SmPC. Its other conditions already had vitamin D records or are written for the calcium.",
  }),
  ukProductInformation("calcium", R.adcalD3DissolveSmpc, {
    ...records("mc-calcium-hypercalciuria", "di-calcium-calcium-preparation"),
    note: "Section 4.4 also says allowances should be made for calcium and vitamin D supplements from other sources: since the nutrient SmPC audit, di-calcium-calcium-preparation, on calcium someone is prescribed.",
  }),
  ukProductInformation("vitamin-d3", R.fultiumD3Smpc, {
    ...records(
      "mc-vitamin-d3-hypercalciuria",
      "mc-vitamin-d3-nephrocalcinosis",
      "mc-vitamin-d3-pseudohypoparathyroidism",
      "mc-vitamin-d3-vitamin-d-toxicity",
      "mc-vitamin-d3-chronic-kidney-disease",
    ),
    note: "Read at the address without www (the page with www is in the log of the verification round). Section 4.3: hypervitaminosis D, nephrolithiasis, nephrocalcinosis, and diseases or conditions resulting in hypercalcaemia and/or hypercalciuria. Section 4.4: refer pseudohypoparathyroidism, sarcoidosis, thiazides and cardiac glycosides to a doctor (the last three already had records).",
  }),
  ukProductInformation("vitamin-d3", R.strivitD3Smpc, {
    ...records("mc-vitamin-d3-hypercalciuria", "di-vitamin-d3-colecalciferol"),
    note: "Section 4.4: reduce or stop the dose in hypercalciuria; sarcoidosis, cardiac glycosides and thiazide diuretics already had records. Its 'allowances should be made for vitamin D supplements from other sources' gives di-vitamin-d3-colecalciferol since the nutrient SmPC audit (vitamin D3 someone is prescribed).",
  }),
  ukProductInformation("vitamin-d3", R.colecalciferolOralSolutionSmpc, {
    ...records(
      "mc-vitamin-d3-immobilisation",
      "mc-vitamin-d3-bone-metastases",
      "mc-vitamin-d3-multiple-myeloma",
      "mc-vitamin-d3-chronic-kidney-disease",
      "di-vitamin-d3-colecalciferol",
    ),
    note: "Read at the address without www. Section 4.4: additional doses of calcium or vitamin D only under close medical supervision (di-vitamin-d3-colecalciferol since the nutrient SmPC audit); caution in immobilised patients with osteoporosis, in sarcoidosis and in malignancies (recorded for the two named with high blood calcium in Adcal-D3, myeloma and bone metastases, not for every cancer); primary hyperparathyroidism and renal stones already had records.",
  }),
  ukProductInformation("magnesium", R.magnaspartateLeaflet, {
    ...records("mc-magnesium-bradycardia"),
    note: "Do not take it with severe kidney problems (mc-magnesium-severe-kidney-disease already) or a very slow heart rhythm.",
  }),
  ukProductInformation("vitamin-c", R.vodexo100Smpc, {
    ...records("mc-vitamin-c-hyperoxaluria"),
    note: "Section 4.3 names hyperoxaluria only; sections 4.4 and 4.5 repeat the Ascorbic Acid 500 mg SmPC.",
  }),
  ukProductInformation("vitamin-c", R.ascorbicAcidInjectionLeaflet, {
    ...records("mc-vitamin-c-g6pd-deficiency"),
    note: "An injection's leaflet, cited for G6PD deficiency as no UK text for oral vitamin C read here names it; the record is a caution about large doses. Hyperoxaluria and kidney problems already had records; its list of medicines to mention (aspirin, desferrioxamine, phenytoin, fenfluramine, oral contraceptives, tetracycline, iron, warfarin, fluphenazine) says nothing of what happens, so none is recorded from it.",
  }),
  ukProductInformation("iron", R.ferrousSulfateSandozSmpc, {
    ...records("mc-iron-haemoglobinopathy", "mc-iron-regular-blood-transfusions", "di-iron-parenteral-iron"),
    note: "Section 4.3: repeated transfusions (mc-iron-regular-blood-transfusions), parenteral iron (since the nutrient SmPC audit, a record on the group of iron given by drip or injection) and haemochromatosis or other iron overload (mc-iron-haemochromatosis already). Section 4.4: caution in haemolytic anaemia (mc-iron-haemolytic-anaemia, from two other UK texts) and haemoglobinopathies; elderly people and those who have difficulty swallowing risk inhaling the tablet.",
  }),
  ...[HYDROXOCOBALAMIN_SMPC, COBALIN_H_SMPC].map((page) =>
    ukProductInformation("vitamin-b12", page, { outcome: "none-stated", note: B12_LEBER }),
  ),
  ukProductInformation("psyllium", R.fybogelSmpc, {
    ...records(
      "mc-psyllium-rectal-bleeding",
      "mc-psyllium-gastroparesis",
      "mc-psyllium-megacolon",
      "mc-psyllium-change-in-bowel-habit",
      "mc-psyllium-gut-stricture",
      "mc-psyllium-unexplained-abdominal-pain",
      "fi-psyllium-water-and-fluids",
    ),
    note: "Section 4.4, read in the wcnd round (and again in the verification round for fi-psyllium-water-and-fluids: never taken dry, mixed with 150 mL of fluid, too little fluid can cause choking and intestinal obstruction, the last dose not just before sleep): not with faecal impaction and symptoms such as abdominal pain, nausea and vomiting unless a doctor advises it, and stop and seek advice if abdominal pain occurs (mc-psyllium-unexplained-abdominal-pain). Section 4.3, read at the address without www (the page with www is cited by the earlier psyllium records). Intestinal obstruction, faecal impaction and difficulty swallowing already had records; a sudden change in bowel habit and abnormal constrictions of the gut have records since they joined the dictionary; diseases of the oesophagus and cardia are not dictionary conditions (a narrowed gullet is reached only if it is typed as a swallowing problem).",
  }),
  ukProductInformation("folic-acid", R.folicAcid5mgSmpc, {
    ...records("mc-folic-acid-cancer"),
    note: "Section 4.3: vitamin B12 deficiency already had mc-folic-acid-vitamin-b12-deficiency. Written for 5 mg tablets, so the cancer record asks rather than blocks.",
  }),
  ukProductInformation("folic-acid", R.folicAcid5mgLeaflet, {
    ...records("mc-folic-acid-cancer", "mc-folic-acid-coronary-stent", "mc-folic-acid-dialysis"),
    note: "Also asks to talk to the doctor first with haemodialysis, pernicious anaemia or a tumour: pernicious anaemia and B12 deficiency already had a record. Haemodialysis was at first left, as the leaflet gives no reason; since the p32 round it asks, as the leaflet does.",
  }),
];
