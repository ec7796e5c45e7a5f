// Condition records of the wzero round: lutein in cystic fibrosis, pregnancy and breastfeeding, from Davis's Drug Guide
// (references-wzero.ts). Checked against its text; the guide gives no grade of evidence, so the records are level 5.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { BREASTFEEDING, PREGNANCY } from "./condition-synonyms";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WZERO as R } from "./references-wzero";

// "Use cautiously in", with no reason given: a question for the doctor, not a ban.
const CAUTION =
  "Davis's Drug Guide lists this among the conditions in which lutein supplements should be used cautiously";

export const MEDICAL_CONTRAINDICATIONS_WZERO: MedicalContraindicationInput[] = [
  checked({
    ingredient: "lutein",
    condition: "cystic-fibrosis",
    conditionName: "Cystic fibrosis",
    conditionSynonyms: ["cystic fibrosis"],
    level: "relative",
    advice: "Ask your cystic fibrosis team before taking a lutein supplement.",
    why: `${CAUTION}; it does not say why.`,
    evidenceLevel: 5,
    references: [R.davisLutein],
  }),
  ...(
    [
      ["pregnancy", "Pregnancy", PREGNANCY, "midwife or doctor", "pregnant"],
      ["breastfeeding", "Breastfeeding", BREASTFEEDING, "midwife, health visitor or doctor", "breastfeeding"],
    ] as const
  ).map(([condition, conditionName, conditionSynonyms, who, state]) =>
    checked({
      ingredient: "lutein",
      condition,
      conditionName,
      conditionSynonyms,
      level: "relative",
      advice: `Ask your ${who} before taking a lutein supplement while you are ${state}; lutein from food is fine.`,
      why: `${CAUTION} (pregnancy and lactation).`,
      evidenceLevel: 5,
      references: [R.davisLutein],
    }),
  ),
];
