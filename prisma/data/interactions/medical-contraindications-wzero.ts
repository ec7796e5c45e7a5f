// Condition records of the wzero round (references-wzero.ts), each checked against its text. Level 5 where the source
// grades no evidence: lutein (Davis's Drug Guide), BCAAs in motor neurone disease (WebMD), HMB (PDR Health), quercetin
// above food amounts (Drugs.com, read by the wrest round for its digoxin and warfarin records), spirulina with PKU
// (Sharecare) and elderberry (BayCare). Level 1: cranberry from the product information of Ellura, a registered medicine.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { BREASTFEEDING, BREASTFEEDS, PREGNANCY, PREGNANT } from "./condition-synonyms";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WREST } from "./references-wrest";
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
  // "Avoid dosages above those found in foods": the supplement is stopped, quercetin in food is not in question.
  ...(
    [
      [PREGNANT, "pregnant", "pregnancy", ", and that fetal growth retardation was seen in a study in rats"],
      [BREASTFEEDS, "breastfeeding", "lactation", ""],
    ] as const
  ).map(([state, during, word, animal]) =>
    checked({
      ingredient: "quercetin",
      ...state,
      level: "absolute",
      advice: `Do not take quercetin supplements while you are ${during}; quercetin in fruit and vegetables is fine.`,
      why: `Drugs.com's professional monograph says to avoid doses above those found in foods, as information on their safety in ${word} is lacking${animal}.`,
      evidenceLevel: 5,
      references: [REF_WREST.drugsComQuercetin],
    }),
  ),
  // Section 4.3 of Ellura names kidney disease; its UK leaflet, fluid retention caused by a kidney or heart problem.
  checked({
    ingredient: "cranberry",
    condition: "chronic-kidney-disease",
    conditionName: "Chronic kidney disease",
    conditionSynonyms: ["kidney disease", "chronic kidney disease"],
    level: "absolute",
    advice: "Do not take cranberry supplements if you have kidney disease, unless your kidney team agrees.",
    why: "The product information of Ellura, a registered cranberry medicine, lists kidney disease among its contraindications (Swedish SmPC, section 4.3); its UK leaflet says not to take it with fluid retention caused by a kidney or heart problem, and its Spanish leaflet not with renal insufficiency or kidney problems.",
    references: [R.elluraSwedishSmpc, R.elluraUkLeaflet, R.elluraSpanishLeaflet],
  }),
  checked({
    ingredient: "cranberry",
    condition: "heart-failure",
    conditionName: "Heart failure",
    conditionSynonyms: ["heart failure"],
    level: "absolute",
    advice:
      "Do not take cranberry supplements if you have heart failure or fluid retention from a heart problem, unless your heart team agrees.",
    why: "The UK leaflet of Ellura, a registered cranberry medicine, says not to take it if you have fluid retention caused by a kidney or heart problem, and its Spanish leaflet not with a serious heart condition.",
    references: [R.elluraUkLeaflet, R.elluraSpanishLeaflet],
  }),
  // Not a risk of cranberry itself: urinary symptoms in pregnancy need a professional's advice, so the record asks.
  checked({
    ingredient: "cranberry",
    ...PREGNANT,
    level: "relative",
    advice:
      "Ask your midwife or GP before taking cranberry for urinary symptoms while you are pregnant; urine infections in pregnancy need checking.",
    why: "The Swedish product information of Ellura, a registered cranberry medicine used to prevent recurring cystitis, says that using it to prevent cystitis is not recommended for pregnant women, as urinary complaints in pregnancy need medical advice (section 4.4).",
    references: [R.elluraSwedishSmpc],
  }),
  // "A greater risk of an unpleasant reaction", no instruction to avoid: the record asks.
  checked({
    ingredient: "spirulina",
    condition: "phenylketonuria",
    conditionName: "Phenylketonuria (PKU)",
    conditionSynonyms: ["phenylketonuria", "PKU"],
    level: "relative",
    advice: "Ask your PKU team or dietitian before taking spirulina.",
    why: "Sharecare's page on spirulina's risks says people who have phenylketonuria are at a greater risk of an unpleasant reaction when taking it; spirulina is rich in protein, which contains phenylalanine.",
    evidenceLevel: 5,
    references: [R.sharecareSpirulinaRisks],
  }),
  // "Should not use elderberry preparations": the supplement is blocked, as "avoid" is elsewhere.
  ...(
    [
      [PREGNANT, "pregnant"],
      [BREASTFEEDS, "breastfeeding"],
    ] as const
  ).map(([state, during]) =>
    checked({
      ingredient: "elderberry",
      ...state,
      level: "absolute",
      advice: `Do not take elderberry supplements while you are ${during}.`,
      why: "BayCare's elderberry monograph says women who are pregnant or breastfeeding should not use elderberry preparations.",
      evidenceLevel: 5,
      references: [R.baycareElderberry],
    }),
  ),
];
