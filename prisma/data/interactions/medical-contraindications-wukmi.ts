// Condition records of the wukmi round, from UK Medicines Information's answer on glucosamine in kidney disease
// (references-wukmi.ts), checked against its text. It rests on case reports of kidney harm and on no studies in kidney
// disease, so the records carry evidence level 4.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { CKD, KIDNEY_FAILURE } from "./condition-synonyms";
import { REF_WUKMI as R } from "./references-wukmi";
import { verifiedCondition as checked } from "./verified-record";

const UKMI = "UK Medicines Information, the NHS pharmacists' medicines advice service,";
const CAUTION = `${UKMI} says glucosamine should be used with caution in kidney impairment, with kidney function monitored; kidney inflammation (acute interstitial nephritis) has been reported with it.`;
const SEVERE = `${UKMI} says it is advisable to avoid glucosamine in severe kidney impairment and on dialysis until more is known.`;

export const MEDICAL_CONTRAINDICATIONS_WUKMI: MedicalContraindicationInput[] = [
  checked({
    ingredient: "glucosamine",
    condition: "chronic-kidney-disease",
    conditionName: "Chronic kidney disease",
    conditionSynonyms: CKD,
    level: "relative",
    advice:
      "Ask your GP or kidney team before taking glucosamine, and have your kidney function checked if you take it.",
    why: CAUTION,
    evidenceLevel: 4,
    references: [R.glucosamineRenalQa],
  }),
  ...(
    [
      [
        "severe-kidney-disease",
        "Severe chronic kidney disease (stage 4)",
        ["severe kidney disease", "severe renal impairment", "stage 4 CKD"],
        "severe kidney disease",
      ],
      ["kidney-failure", "Kidney failure", KIDNEY_FAILURE, "kidney failure or are on dialysis"],
    ] as const
  ).map(([condition, conditionName, conditionSynonyms, state]) =>
    checked({
      ingredient: "glucosamine",
      condition,
      conditionName,
      conditionSynonyms,
      level: "absolute",
      advice: `Do not take glucosamine if you have ${state}.`,
      why: SEVERE,
      evidenceLevel: 4,
      references: [R.glucosamineRenalQa],
    }),
  ),
];
