// Condition records of the wzero round (references-wzero.ts): lutein in cystic fibrosis, pregnancy and breastfeeding
// (Davis's Drug Guide), branched-chain amino acids in motor neurone disease (WebMD) and HMB in pregnancy and
// breastfeeding (PDR Health). Checked against their text; none gives a grade of evidence, so the records are level 5.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { BREASTFEEDING, BREASTFEEDS, PREGNANCY, PREGNANT } from "./condition-synonyms";
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
  // Harm stated for the disease itself (worse lung function, more deaths), so the record blocks, as "avoid" does.
  checked({
    ingredient: "bcaa",
    condition: "motor-neurone-disease",
    conditionName: "Motor neurone disease (MND, ALS)",
    conditionSynonyms: ["motor neurone disease", "MND", "amyotrophic lateral sclerosis", "ALS"],
    level: "absolute",
    advice:
      "Do not take branched-chain amino acid (BCAA) supplements if you have motor neurone disease, unless your specialist team advises them.",
    why: "WebMD's monograph says BCAAs taken by mouth are not beneficial in ALS (motor neurone disease) and might make lung function worse and increase the chance of death in people with it.",
    evidenceLevel: 5,
    references: [R.webmdBcaa],
  }),
  // "Should avoid" is written as absolute, as for the WebMD monographs of the zero round.
  checked({
    ingredient: "hmb",
    ...PREGNANT,
    level: "absolute",
    advice: "Do not take HMB supplements while you are pregnant.",
    why: "PDR Health's HMB page says pregnant and breastfeeding women should avoid taking HMB supplements.",
    evidenceLevel: 5,
    references: [R.pdrHealthHmb],
  }),
  checked({
    ingredient: "hmb",
    ...BREASTFEEDS,
    level: "absolute",
    advice: "Do not take HMB supplements while you are breastfeeding.",
    why: "PDR Health's HMB page says pregnant and breastfeeding women should avoid taking HMB supplements.",
    evidenceLevel: 5,
    references: [R.pdrHealthHmb],
  }),
];
