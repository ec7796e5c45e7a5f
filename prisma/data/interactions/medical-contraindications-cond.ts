// Condition records from sections 4.3 and 4.4 of UK product information for catalogue nutrients and herbs (and the
// NHS Specialist Pharmacy Service page on turmeric), for conditions the dictionary lacked until this round. Each was
// checked against its text: a 4.3 contraindication (or a leaflet's "do not take") blocks, a 4.4 warning cautions, and
// a 4.3 item only asks where the text itself is relative or written for a far larger dose (the reason says which).
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedFromProductInformation as contraindication } from "./verified-record";
import { REF_COND as R } from "./references-cond";

const HYPERCALCIURIA = {
  condition: "hypercalciuria",
  conditionName: "High urine calcium (hypercalciuria)",
  conditionSynonyms: ["hypercalciuria", "high urine calcium"],
};
const NEPHROCALCINOSIS = {
  condition: "nephrocalcinosis",
  conditionName: "Calcium deposits in the kidneys (nephrocalcinosis)",
  conditionSynonyms: ["nephrocalcinosis", "kidney calcification"],
};
const IMMOBILISATION = {
  condition: "immobilisation",
  conditionName: "Long periods unable to move about (immobilisation)",
  conditionSynonyms: ["immobilisation", "bedbound", "bedridden"],
};
const BILE_DUCT = {
  condition: "bile-duct-obstruction",
  conditionName: "Blocked bile duct (biliary obstruction)",
  conditionSynonyms: ["bile duct obstruction", "blocked bile duct", "obstructive jaundice"],
};
const HEART_TEAM = "Ask your GP or heart team which magnesium products, if any, are safe for you.";

export const MEDICAL_CONTRAINDICATIONS_COND: MedicalContraindicationInput[] = [
  // --- Calcium ---------------------------------------------------------------------------------------------
  contraindication({
    ingredient: "calcium",
    ...HYPERCALCIURIA,
    level: "absolute",
    reason:
      "Do not take calcium supplements if you have too much calcium in your urine unless your doctor prescribes them: the Calcichew SmPC (section 4.3) rules out conditions that cause hypercalciuria, Adcal-D3 lists severe hypercalciuria as a relative contraindication and asks for careful supervision, with urine calcium checks, even when it is mild.",
    advice: "Do not take calcium supplements unless your doctor or kidney team prescribes them.",
    alternatives: ["Ask your doctor how much calcium you should get from food."],
    references: [R.calcichewSmpc, R.adcalD3LemonSmpc, R.adcalD3DissolveSmpc],
  }),
  contraindication({
    ingredient: "calcium",
    ...NEPHROCALCINOSIS,
    level: "absolute",
    reason:
      "Do not take calcium supplements or calcium antacids if you have calcium deposits in your kidneys unless your kidney team prescribes them: the Rennie Soft Chews SmPC (calcium carbonate, section 4.3) says it should not be given to patients with nephrocalcinosis.",
    advice:
      "Do not take calcium supplements or calcium-based indigestion remedies unless your kidney team says so.",
    alternatives: ["Ask your pharmacist for an indigestion remedy that does not contain calcium."],
    references: [R.rennieSoftChewsSmpc],
  }),
  contraindication({
    ingredient: "calcium",
    condition: "hypophosphataemia",
    conditionName: "Low blood phosphate (hypophosphataemia)",
    conditionSynonyms: ["hypophosphataemia", "low phosphate"],
    level: "absolute",
    reason:
      "Do not take calcium supplements or calcium antacids if you have low blood phosphate unless your doctor prescribes them: the Rennie Soft Chews SmPC (calcium carbonate, section 4.3) says it should not be given to patients with hypophosphataemia.",
    advice:
      "Do not take calcium supplements or calcium-based indigestion remedies unless your doctor says so.",
    references: [R.rennieSoftChewsSmpc],
  }),
  contraindication({
    ingredient: "calcium",
    ...IMMOBILISATION,
    level: "relative",
    reason:
      "Ask your doctor before taking calcium supplements if you are bed-bound or unable to move about for a long time: the Calcichew SmPC (section 4.3) counts osteoporosis due to immobilisation among the conditions that raise blood or urine calcium, and Adcal-D3 lists it as a relative contraindication.",
    advice:
      "Ask your doctor before taking calcium supplements, and whether your blood and urine calcium should be checked.",
    references: [R.calcichewSmpc, R.adcalD3LemonSmpc],
  }),
  contraindication({
    ingredient: "calcium",
    condition: "bone-metastases",
    conditionName: "Cancer that has spread to the bones (bone metastases)",
    conditionSynonyms: ["bone metastases", "secondary bone cancer"],
    level: "relative",
    reason:
      "Ask your cancer team before taking calcium supplements if cancer has spread to your bones: Adcal-D3 (section 4.3) contraindicates high blood calcium resulting from bone metastases or other malignant bone disease, and Calcichew names skeletal metastases among the conditions that cause it.",
    advice: "Ask your cancer team before taking calcium supplements, and have your blood calcium checked.",
    alternatives: [
      "Tell any doctor who suggests calcium or vitamin D that your cancer has spread to your bones.",
    ],
    references: [R.adcalD3LemonSmpc, R.calcichewSmpc],
  }),
  contraindication({
    ingredient: "calcium",
    condition: "vitamin-d-toxicity",
    conditionName: "Too much vitamin D (hypervitaminosis D)",
    conditionSynonyms: ["hypervitaminosis D", "vitamin D toxicity"],
    level: "absolute",
    reason:
      "Do not take calcium supplements if you have had too much vitamin D unless your doctor says so: Adcal-D3 lists vitamin D overdosage as an absolute contraindication (section 4.3), and Calcichew names it among the conditions that raise blood or urine calcium.",
    advice: "Do not take calcium or vitamin D supplements until your doctor says your levels are safe.",
    references: [R.adcalD3LemonSmpc, R.calcichewSmpc],
  }),
  // --- Vitamin D3 ------------------------------------------------------------------------------------------
  contraindication({
    ingredient: "vitamin-d3",
    ...HYPERCALCIURIA,
    level: "absolute",
    reason:
      "Do not take vitamin D supplements if you have too much calcium in your urine unless your doctor prescribes them: the Fultium-D3 SmPC (section 4.3) rules out diseases or conditions resulting in hypercalciuria, and UK colecalciferol SmPCs say to reduce or stop the dose if hypercalciuria occurs (section 4.4).",
    advice: "Do not take vitamin D supplements unless your doctor or kidney team prescribes them.",
    references: [R.fultiumD3Smpc, R.strivitD3Smpc],
  }),
  contraindication({
    ingredient: "vitamin-d3",
    ...NEPHROCALCINOSIS,
    level: "absolute",
    reason:
      "Do not take vitamin D supplements if you have calcium deposits in your kidneys unless your kidney team prescribes them: the Fultium-D3 SmPC (section 4.3) lists nephrocalcinosis as a contraindication.",
    advice: "Do not take vitamin D supplements unless your kidney team prescribes them.",
    references: [R.fultiumD3Smpc],
  }),
  contraindication({
    ingredient: "vitamin-d3",
    ...IMMOBILISATION,
    level: "relative",
    reason:
      "Ask your doctor before taking vitamin D supplements if you are bed-bound or unable to move about for a long time: a UK colecalciferol SmPC (section 4.4) asks for caution in immobilised patients with osteoporosis because of an increased risk of high blood calcium, and Adcal-D3 (calcium with vitamin D3) lists osteoporosis due to prolonged immobilisation as a relative contraindication.",
    advice:
      "Ask your doctor before taking vitamin D supplements, and whether your calcium should be checked.",
    references: [R.colecalciferolOralSolutionSmpc, R.adcalD3LemonSmpc],
  }),
  contraindication({
    ingredient: "vitamin-d3",
    condition: "vitamin-d-toxicity",
    conditionName: "Too much vitamin D (hypervitaminosis D)",
    conditionSynonyms: ["hypervitaminosis D", "vitamin D toxicity"],
    level: "absolute",
    reason:
      "Do not take vitamin D supplements if you have had too much vitamin D unless your doctor says so: the Fultium-D3 SmPC lists hypervitaminosis D as a contraindication (section 4.3), and Adcal-D3 lists vitamin D overdosage.",
    advice:
      "Do not take vitamin D supplements, or multivitamins with vitamin D, until your doctor says your levels are safe.",
    references: [R.fultiumD3Smpc, R.adcalD3LemonSmpc],
  }),
  ...(
    [
      [
        "bone-metastases",
        "Cancer that has spread to the bones (bone metastases)",
        ["bone metastases", "secondary bone cancer"],
        "bone metastases",
      ],
      ["multiple-myeloma", "Multiple myeloma", ["myeloma", "multiple myeloma"], "myeloma"],
    ] as const
  ).map(([condition, conditionName, synonyms, named]) =>
    contraindication({
      ingredient: "vitamin-d3",
      condition,
      conditionName,
      conditionSynonyms: [...synonyms],
      level: "relative",
      reason: `Ask your cancer team before taking vitamin D supplements if you have ${named === "myeloma" ? "myeloma" : "cancer that has spread to your bones"}: Adcal-D3 (calcium with vitamin D3, section 4.3) contraindicates high blood calcium resulting from ${named}, and a UK colecalciferol SmPC asks for caution in malignancies because of the risk of high blood calcium (section 4.4).`,
      advice:
        "Ask your cancer team before taking vitamin D supplements, and have your blood calcium checked.",
      references: [R.adcalD3LemonSmpc, R.colecalciferolOralSolutionSmpc],
    }),
  ),
  contraindication({
    ingredient: "vitamin-d3",
    condition: "pseudohypoparathyroidism",
    conditionName: "Pseudohypoparathyroidism",
    conditionSynonyms: ["pseudohypoparathyroidism"],
    level: "relative",
    reason:
      "Ask your doctor before taking vitamin D supplements if you have pseudohypoparathyroidism: the Fultium-D3 SmPC (section 4.4) says people with it must be referred to their doctor rather than sold vitamin D at the pharmacy.",
    advice: "Ask the doctor who treats your pseudohypoparathyroidism before taking any vitamin D supplement.",
    references: [R.fultiumD3Smpc],
  }),
  // --- Zinc, iron, magnesium ----------------------------------------------------------------------------------
  contraindication({
    ingredient: "zinc",
    condition: "copper-deficiency",
    conditionName: "Copper deficiency",
    conditionSynonyms: ["copper deficiency", "low copper"],
    level: "absolute",
    reason:
      "Do not take zinc supplements if you are low in copper unless your doctor prescribes them: the Solvazinc SmPC lists copper deficiency as a contraindication (section 4.3), because zinc may stop copper being absorbed (section 4.5).",
    advice: "Do not take zinc supplements, or multivitamins with zinc, unless your doctor says so.",
    alternatives: ["Ask your doctor how your copper deficiency should be treated."],
    references: [R.solvazincSmpc],
  }),
  contraindication({
    ingredient: "iron",
    condition: "haemosiderosis",
    conditionName: "Haemosiderosis (iron stored in the organs)",
    conditionSynonyms: ["haemosiderosis", "hemosiderosis"],
    level: "absolute",
    reason:
      "Do not take iron supplements if you have haemosiderosis unless your haematologist prescribes them: UK ferrous gluconate and ferrous fumarate SmPCs (Galfer among them) list haemosiderosis among their contraindications (section 4.3).",
    advice: "Do not take iron supplements or multivitamins with iron unless your haematologist says so.",
    alternatives: ["Ask your pharmacist for an iron-free multivitamin if you need one."],
    references: [R.ferrousGluconateSmpc, R.galferSmpc, R.ferrousFumarateSmpc],
  }),
  contraindication({
    ingredient: "iron",
    condition: "haemoglobinopathy",
    conditionName: "Inherited haemoglobin disorder (haemoglobinopathy)",
    conditionSynonyms: ["haemoglobinopathy", "haemoglobin disorder"],
    level: "relative",
    reason:
      "Ask your haematologist before taking iron supplements if you have an inherited haemoglobin disorder such as sickle cell disease or thalassaemia: the Galfer SmPC (ferrous fumarate, section 4.3) lists haemoglobinopathies among its contraindications, and a ferrous sulfate SmPC asks for caution with them (section 4.4).",
    advice:
      "Ask your haematologist before taking iron supplements, and take them only if a blood test shows you need iron.",
    alternatives: ["Ask your haematology team whether an iron-free multivitamin suits you."],
    references: [R.galferSmpc, R.ferrousSulfateSandozSmpc],
  }),
  contraindication({
    ingredient: "iron",
    condition: "regular-blood-transfusions",
    conditionName: "Regular blood transfusions",
    conditionSynonyms: ["regular blood transfusions", "repeated blood transfusions"],
    level: "absolute",
    reason:
      "Do not take iron supplements if you have regular blood transfusions unless your haematologist prescribes them: UK iron medicines list repeated blood transfusions among their contraindications (ferrous gluconate, ferrous fumarate and ferrous sulfate SmPCs, section 4.3), and a ferrous sulfate leaflet says not to take it if you have had repeated blood transfusions.",
    advice: "Do not take iron supplements or multivitamins with iron unless your haematologist says so.",
    alternatives: ["Ask your pharmacist for an iron-free multivitamin if you need one."],
    references: [R.ferrousGluconateSmpc, R.galferSmpc, R.ferrousSulfateSandozSmpc, R.ferrousSulfateLeaflet],
  }),
  contraindication({
    ingredient: "iron",
    condition: "haemolytic-anaemia",
    conditionName: "Haemolytic anaemia",
    conditionSynonyms: ["haemolytic anaemia", "hemolytic anemia"],
    level: "absolute",
    reason:
      "Do not take iron supplements if you have haemolytic anaemia unless your haematologist prescribes them: a UK ferrous sulfate leaflet says not to take it with haemolytic anaemia (anaemia due to the destruction of red blood cells), and a ferrous gluconate SmPC asks for caution with it (section 4.4) and says iron is not for anaemias not caused by iron deficiency (section 4.3).",
    advice: "Do not take iron supplements unless your haematologist says so.",
    references: [R.ferrousSulfateLeaflet, R.ferrousGluconateSmpc],
  }),
  contraindication({
    ingredient: "magnesium",
    condition: "heart-block",
    conditionName: "Heart block",
    conditionSynonyms: ["heart block", "AV block"],
    level: "absolute",
    reason:
      "Do not take magnesium supplements if you have heart block unless your doctor says they are safe for you: the Magnaspartate SmPC (magnesium aspartate, section 4.3) lists disorders of cardiac conduction among its contraindications.",
    advice: "Do not take magnesium supplements unless your GP or heart team says so.",
    alternatives: [HEART_TEAM],
    references: [R.magnaspartateSmpc],
  }),
  contraindication({
    ingredient: "magnesium",
    condition: "bradycardia",
    conditionName: "Slow heart rate (bradycardia)",
    conditionSynonyms: ["bradycardia", "slow heart rate"],
    level: "absolute",
    reason:
      "Do not take magnesium supplements if you have a very slow heart rate unless your doctor says they are safe for you: the Magnaspartate SmPC (section 4.3) contraindicates it with disorders of cardiac conduction (bradycardia), and its leaflet says not to take it with a very slow heart rhythm.",
    advice: "Do not take magnesium supplements unless your GP or heart team says so.",
    alternatives: [HEART_TEAM],
    references: [R.magnaspartateSmpc, R.magnaspartateLeaflet],
  }),
  // --- Vitamin C -------------------------------------------------------------------------------------------
  contraindication({
    ingredient: "vitamin-c",
    condition: "hyperoxaluria",
    conditionName: "Too much oxalate in the urine (hyperoxaluria)",
    conditionSynonyms: ["hyperoxaluria", "primary hyperoxaluria"],
    level: "absolute",
    reason:
      "Do not take vitamin C supplements if you have hyperoxaluria unless your doctor prescribes them: UK ascorbic acid SmPCs (section 4.3) say it should not be given to patients with hyperoxaluria, and the leaflet says not to take it if your urine contains large amounts of calcium oxalate crystals.",
    advice: "Do not take vitamin C supplements unless your kidney team says so.",
    references: [R.ascorbicAcidSmpc, R.vodexo100Smpc, R.ascorbicAcidLeaflet],
  }),
  contraindication({
    ingredient: "vitamin-c",
    condition: "g6pd-deficiency",
    conditionName: "G6PD deficiency",
    conditionSynonyms: ["G6PD deficiency", "glucose-6-phosphate dehydrogenase deficiency"],
    level: "relative",
    reason:
      "Ask your doctor before taking high-dose vitamin C if you have G6PD deficiency: the UK leaflet for ascorbic acid injection says to check with your doctor first, because large doses of ascorbic acid can make red blood cells break up.",
    advice: "Ask your doctor before taking high-dose vitamin C, and do not exceed the dose on the label.",
    references: [R.ascorbicAcidInjectionLeaflet],
  }),
  // --- Iodine ----------------------------------------------------------------------------------------------
  contraindication({
    ingredient: "iodine",
    condition: "dermatitis-herpetiformis",
    conditionName: "Dermatitis herpetiformis",
    conditionSynonyms: ["dermatitis herpetiformis", "Duhring's disease"],
    level: "relative",
    reason:
      "Ask your doctor before taking iodine supplements if you have dermatitis herpetiformis: the UK leaflet for potassium iodide tablets says not to take them with this blistering skin disease. Those tablets give a far larger dose than a supplement, so the leaflet is a reason to ask, not a ban.",
    advice: "Ask your GP or dermatologist before taking iodine or kelp supplements.",
    references: [R.potassiumIodideLeaflet],
  }),
  contraindication({
    ingredient: "iodine",
    condition: "hypocomplementaemic-vasculitis",
    conditionName: "Hypocomplementaemic (urticarial) vasculitis",
    conditionSynonyms: ["hypocomplementaemic vasculitis", "hypocomplementemic vasculitis"],
    level: "relative",
    reason:
      "Ask your doctor before taking iodine supplements if you have hypocomplementaemic vasculitis: the UK leaflet for potassium iodide tablets says not to take them with this disorder of the blood vessel walls. Those tablets give a far larger dose than a supplement, so the leaflet is a reason to ask, not a ban.",
    advice: "Ask your GP or specialist before taking iodine or kelp supplements.",
    references: [R.potassiumIodideLeaflet],
  }),
  // --- Herbs -----------------------------------------------------------------------------------------------
  contraindication({
    ingredient: "turmeric-curcumin",
    ...BILE_DUCT,
    level: "absolute",
    reason:
      "Do not take turmeric or curcumin supplements if a bile duct is blocked: the NHS Specialist Pharmacy Service says that, because they increase bile secretion, turmeric and curcumin should not be taken with obstruction of the bile duct.",
    advice: "Do not take turmeric or curcumin supplements; ask your doctor before restarting them.",
    references: [R.spsTurmeric],
  }),
  contraindication({
    ingredient: "dandelion",
    ...BILE_DUCT,
    level: "absolute",
    reason:
      "Do not take dandelion supplements if a bile duct is blocked: a UK dandelion root medicine (traditional herbal registration, section 4.3) lists obstruction of the biliary tract as a contraindication.",
    advice: "Do not take dandelion supplements or remedies; ask your doctor first.",
    references: [R.dandelionSmpc],
  }),
  // --- Psyllium, folic acid, vitamin E -------------------------------------------------------------------------
  contraindication({
    ingredient: "psyllium",
    condition: "rectal-bleeding",
    conditionName: "Bleeding from the bottom (rectal bleeding)",
    conditionSynonyms: ["rectal bleeding", "bleeding from the bottom"],
    level: "absolute",
    reason:
      "Do not take psyllium (ispaghula) for bleeding from your bottom that a doctor has not yet checked: the Fybogel SmPC (section 4.3) lists undiagnosed rectal bleeding as a contraindication.",
    advice: "See your GP about the bleeding before taking psyllium or another fibre laxative.",
    references: [R.fybogelSmpc],
  }),
  contraindication({
    ingredient: "psyllium",
    condition: "gastroparesis",
    conditionName: "Gastroparesis (slow stomach emptying)",
    conditionSynonyms: ["gastroparesis", "delayed gastric emptying"],
    level: "absolute",
    reason:
      "Do not take psyllium (ispaghula) if your stomach empties slowly unless your doctor says so: the Fybogel SmPC (section 4.3) contraindicates it with a natural or drug-induced reduction of gut motility.",
    advice: "Do not take psyllium or other bulk-forming fibre unless your doctor or dietitian advises it.",
    references: [R.fybogelSmpc],
  }),
  contraindication({
    ingredient: "psyllium",
    condition: "megacolon",
    conditionName: "Megacolon or a slack large bowel (colonic atony)",
    conditionSynonyms: ["megacolon", "colonic atony"],
    level: "absolute",
    reason:
      "Do not take psyllium (ispaghula) if you have megacolon or a slack large bowel unless your doctor says so: the Fybogel SmPC (section 4.3) contraindicates it in colonic atony such as senile megacolon.",
    advice: "Do not take psyllium or other bulk-forming fibre unless your doctor advises it.",
    references: [R.fybogelSmpc],
  }),
  contraindication({
    ingredient: "folic-acid",
    condition: "coronary-stent",
    conditionName: "Coronary stent",
    conditionSynonyms: ["coronary stent", "heart stent"],
    level: "relative",
    reason:
      "Ask your heart team before taking folic acid supplements if you have, or are about to have, a coronary stent: a UK folic acid 5 mg leaflet asks you to talk to your doctor or pharmacist first if you are receiving one.",
    advice:
      "Ask your heart team or pharmacist before taking folic acid, or a B vitamin supplement with folic acid.",
    references: [R.folicAcid5mgLeaflet],
  }),
  contraindication({
    ingredient: "folic-acid",
    condition: "dialysis",
    conditionName: "Dialysis",
    conditionSynonyms: ["dialysis", "haemodialysis", "hemodialysis"],
    level: "relative",
    reason:
      "Ask your kidney team before taking folic acid if you are on haemodialysis: a UK folic acid 5 mg leaflet asks you to talk to your doctor or pharmacist first if you are undergoing haemodialysis because of kidney failure.",
    advice:
      "Ask your kidney team or pharmacist before taking folic acid, or a B vitamin supplement with folic acid, while you are on dialysis.",
    references: [R.folicAcid5mgLeaflet],
  }),
  contraindication({
    ingredient: "vitamin-e",
    condition: "vitamin-k-deficiency",
    conditionName: "Vitamin K deficiency",
    conditionSynonyms: ["vitamin K deficiency", "low vitamin K"],
    level: "relative",
    reason:
      "Ask your doctor before taking vitamin E supplements if you are low in vitamin K: a UK vitamin E SmPC (section 4.4) says vitamin E has been reported to increase the tendency to bleed in vitamin K deficient patients.",
    advice: "Ask your doctor before taking vitamin E, and tell them if you bruise or bleed more easily.",
    references: [R.vitaminESuspensionSmpc],
  }),
];
