// Condition records of the minerals round, each checked against its text: section 4.3 of UK calcium and iron
// medicines (Adcal-D3, Calcichew, two ferrous gluconate SmPCs) for the conditions no earlier record reached.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedFromProductInformation as contraindication } from "./verified-record";
import { REF_CONDITIONS as RC } from "./references-conditions";
import { REF_MIN } from "./references-min";
import { REFN } from "./references-nutrients";

const IRON_WHY =
  "One UK ferrous gluconate medicine lists it among the conditions in which iron should not be taken";

export const MEDICAL_CONTRAINDICATIONS_MIN: MedicalContraindicationInput[] = [
  contraindication({
    id: "mc-calcium-severe-kidney-disease",
    ingredient: "calcium",
    condition: "severe-kidney-disease",
    conditionName: "Severe kidney disease",
    conditionSynonyms: ["severe kidney disease", "severe renal impairment"],
    level: "absolute",
    reason:
      "Do not take calcium supplements with severe kidney disease unless your kidney team prescribes them: UK calcium and vitamin D medicines (Adcal-D3, section 4.3) list severe renal failure as an absolute contraindication, Calcichew lists severe renal failure not treated by dialysis, and the calcium carbonate antacid Rennie Soft Chews lists kidney filtration below 30 ml/min.",
    advice: "Do not take calcium supplements unless your kidney team prescribes them.",
    alternatives: ["Ask your kidney team which supplements are safe for you."],
    references: [RC.adcalD3Smpc, REFN.calcichewSmpc, REF_MIN.rennieSoftChewsSmpc],
  }),
  contraindication({
    id: "mc-calcium-multiple-myeloma",
    ingredient: "calcium",
    condition: "multiple-myeloma",
    conditionName: "Multiple myeloma",
    conditionSynonyms: ["myeloma", "multiple myeloma"],
    level: "relative",
    reason:
      "Ask your specialist before taking calcium supplements if you have myeloma: UK calcium medicines list high blood calcium caused by myeloma (Adcal-D3) or by tumours such as plasmacytoma (Calcichew) as a reason not to take them.",
    advice: "Ask your myeloma team before taking calcium supplements, and have your blood calcium checked.",
    alternatives: ["Tell any doctor who suggests calcium or vitamin D that you have myeloma."],
    references: [RC.adcalD3Smpc, REFN.calcichewSmpc],
  }),
  contraindication({
    id: "mc-iron-alcohol-dependence",
    ingredient: "iron",
    condition: "alcohol-dependence",
    conditionName: "Alcohol dependence",
    conditionSynonyms: ["alcoholism", "alcohol dependency"],
    level: "relative",
    reason: `Ask your doctor before taking iron supplements if you are dependent on alcohol. ${IRON_WHY}: its section 4.3 names alcoholism.`,
    advice:
      "Ask your doctor before taking iron supplements, and take them only if a blood test shows you need iron.",
    references: [REF_MIN.ferrousGluconateSmpc],
  }),
  contraindication({
    id: "mc-iron-hepatitis",
    ingredient: "iron",
    condition: "hepatitis",
    conditionName: "Hepatitis",
    conditionSynonyms: ["hepatitis"],
    level: "relative",
    reason: `Ask your doctor before taking iron supplements if you have hepatitis. ${IRON_WHY}: its section 4.3 names hepatitis.`,
    advice: "Ask your doctor or liver team before taking iron supplements.",
    references: [REF_MIN.ferrousGluconateSmpc],
  }),
  contraindication({
    id: "mc-iron-thalassaemia",
    ingredient: "iron",
    condition: "thalassaemia",
    conditionName: "Thalassaemia",
    conditionSynonyms: ["thalassemia", "thalassaemia major"],
    level: "relative",
    reason:
      "Ask your doctor or haematologist before taking iron supplements if you have thalassaemia: a UK ferrous gluconate medicine (section 4.3) says iron is not for anaemias not caused by iron deficiency, as some, such as thalassaemia, make the body store too much iron.",
    advice:
      "Ask your doctor or haematologist before taking iron supplements, and take them only if they advise it.",
    alternatives: ["Ask your haematology team whether you need iron or an iron-free multivitamin."],
    references: [REF_MIN.ferrousGluconateSmpc],
  }),
  contraindication({
    id: "mc-iron-diverticular-disease",
    ingredient: "iron",
    condition: "diverticular-disease",
    conditionName: "Diverticular disease",
    conditionSynonyms: ["diverticulitis", "diverticulosis"],
    level: "relative",
    reason:
      "Ask your doctor before taking iron supplements if you have diverticular disease: a UK ferrous gluconate medicine lists intestinal strictures and diverticulae among its contraindications (section 4.3), another asks for care with them (section 4.4), and a UK ferrous sulfate leaflet says to talk to your doctor first.",
    advice: "Ask your GP before taking iron supplements if you have diverticular disease.",
    references: [REF_MIN.ferrousGluconateBpSmpc, REF_MIN.ferrousGluconateSmpc, REF_MIN.ferrousSulfateLeaflet],
  }),
  ...(
    [
      ["vitamin-b12-deficiency", "Vitamin B12 deficiency", ["B12 deficiency", "low B12"], "vitamin B12"],
      [
        "folate-deficiency",
        "Folate deficiency",
        ["folic acid deficiency", "low folate"],
        "folate (folic acid)",
      ],
    ] as const
  ).map(([condition, conditionName, synonyms, vitamin]) =>
    contraindication({
      id: `mc-iron-${condition}`,
      ingredient: "iron",
      condition,
      conditionName,
      conditionSynonyms: [...synonyms],
      level: "relative",
      reason: `Ask your doctor before taking iron if you are anaemic from a lack of ${vitamin}: iron does not treat that anaemia, and a UK ferrous sulfate leaflet says not to take it for anaemia caused by a deficiency of vitamin B12 or folic acid.`,
      advice: `Ask your doctor whether you need iron as well as ${vitamin}, and take it only if they advise it.`,
      references: [REF_MIN.ferrousSulfateLeaflet],
    }),
  ),
  contraindication({
    id: "mc-zinc-kidney-failure",
    ingredient: "zinc",
    condition: "kidney-failure",
    conditionName: "Kidney failure",
    conditionSynonyms: ["kidney failure", "renal failure"],
    level: "relative",
    reason:
      "Ask your kidney team before taking zinc supplements if you have kidney failure: UK Solvazinc (zinc sulfate) product information says zinc may build up in the body in renal failure (section 4.4).",
    advice: "Ask your kidney team before taking zinc supplements, or multivitamins with zinc.",
    references: [REF_MIN.solvazincEmc],
  }),
  contraindication({
    id: "mc-zinc-severe-kidney-disease",
    ingredient: "zinc",
    condition: "severe-kidney-disease",
    conditionName: "Severe kidney disease",
    conditionSynonyms: ["severe kidney disease", "severe renal impairment"],
    level: "relative",
    reason:
      "Ask your kidney team before taking zinc supplements if you have severe kidney disease: UK Solvazinc (zinc sulfate) product information says zinc may build up in the body in renal failure (section 4.4).",
    advice: "Ask your kidney team before taking zinc supplements, or multivitamins with zinc.",
    references: [REF_MIN.solvazincEmc],
  }),
];
