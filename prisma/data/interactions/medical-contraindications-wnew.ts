// Condition records of the wnew round: pelargonium, devil's claw and artichoke leaf, from sections 4.3 and 4.4 of UK
// registered products and a UK leaflet (references-wnew.ts). Each was checked against its reference.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { BLEEDING_DISORDER, BREASTFEEDING, KIDNEY_FAILURE, PREGNANCY } from "./condition-synonyms";
import { REF_WNEW as R } from "./references-wnew";
import { verifiedCondition as checked } from "./verified-record";

const PELARGONIUM_43 =
  "section 4.3 of the UK product information of Potter's Pelargonium Cold Relief Drops and DiaPelargo tablets, traditional herbal medicines, lists";
const SEVERE_KIDNEY = ["severe kidney disease", "severe renal impairment", "stage 4 CKD"];
const SEVERE_LIVER = ["severe liver disease", "severe hepatic impairment", "severe liver impairment"];
const GALLSTONES = ["gallstones", "gall stones", "gallstone disease"];
const DEVILS_CLAW_44 =
  "section 4.4 of the UK product information of registered devil's claw tablets (Lifeplan, JointEeze) says";
// "Not recommended … in pregnancy, or in lactation", graded as the other herbs' "not recommended" (peppermint, sage).
const DIGESTHERB_NOT_RECOMMENDED =
  "section 4.3 of the UK product information of Digestherb, a registered artichoke leaf medicine, says it is not recommended in pregnancy or lactation.";

export const MEDICAL_CONTRAINDICATIONS_WNEW: MedicalContraindicationInput[] = [
  checked({
    ingredient: "pelargonium",
    condition: "bleeding-disorder",
    conditionName: "Bleeding disorder",
    conditionSynonyms: BLEEDING_DISORDER,
    level: "absolute",
    advice: "Do not take pelargonium if you bleed or bruise easily or have a bleeding disorder.",
    why: `${PELARGONIUM_43} patients with an increased tendency to bleeding.`,
    references: [R.pottersPelargoniumSmpc, R.diaPelargoSmpc],
  }),
  // Every UK pelargonium text read names it, the current Kaloba one too.
  checked({
    ingredient: "pelargonium",
    condition: "severe-liver-impairment",
    conditionName: "Severe liver disease",
    conditionSynonyms: SEVERE_LIVER,
    level: "absolute",
    advice: "Do not take pelargonium if you have severe liver disease.",
    why: "section 4.3 of the UK product information of Kaloba, Potter's and DiaPelargo pelargonium medicines lists severe hepatic (liver) diseases, and the PhytoCon pelargonium leaflet says not to take it with severe liver disease.",
    references: [R.kalobaDropsSmpc, R.pottersPelargoniumSmpc, R.diaPelargoSmpc, R.phytoconPelargoniumLeaflet],
  }),
  checked({
    ingredient: "pelargonium",
    condition: "severe-kidney-disease",
    conditionName: "Severe chronic kidney disease (stage 4)",
    conditionSynonyms: SEVERE_KIDNEY,
    level: "absolute",
    advice: "Do not take pelargonium if you have severe kidney disease.",
    why: `${PELARGONIUM_43} severe renal (kidney) diseases, and the PhytoCon pelargonium leaflet says not to take it with severe kidney disease.`,
    references: [R.pottersPelargoniumSmpc, R.diaPelargoSmpc, R.phytoconPelargoniumLeaflet],
  }),
  // Kidney failure is the gravest of the "severe renal diseases" the texts name; it has its own dictionary entry.
  checked({
    ingredient: "pelargonium",
    condition: "kidney-failure",
    conditionName: "Kidney failure",
    conditionSynonyms: KIDNEY_FAILURE,
    level: "absolute",
    advice: "Do not take pelargonium if you have kidney failure.",
    why: `${PELARGONIUM_43} severe renal (kidney) diseases, and the PhytoCon pelargonium leaflet says not to take it with severe kidney disease.`,
    references: [R.pottersPelargoniumSmpc, R.diaPelargoSmpc, R.phytoconPelargoniumLeaflet],
  }),
  ...(
    [
      ["pregnancy", "Pregnancy", PREGNANCY, "pregnant"],
      ["breastfeeding", "Breastfeeding", BREASTFEEDING, "breastfeeding"],
    ] as const
  ).map(([condition, conditionName, conditionSynonyms, state]) =>
    checked({
      ingredient: "pelargonium",
      condition,
      conditionName,
      conditionSynonyms,
      level: "absolute",
      advice: `Do not take pelargonium while you are ${state}; ask your pharmacist for another cold remedy.`,
      why: "the UK leaflet of PhytoCon pelargonium oral drops says not to take them if you are pregnant or breast-feeding.",
      references: [R.phytoconPelargoniumLeaflet],
    }),
  ),
  // Section 4.4 of two texts says "should not use", and the Healthspan text (a retailer's address) lists an active
  // ulcer in section 4.3, so it blocks.
  checked({
    ingredient: "devils-claw",
    condition: "peptic-ulcer",
    conditionName: "Peptic ulcer",
    conditionSynonyms: ["peptic ulcer", "stomach ulcer", "gastric ulcer", "duodenal ulcer"],
    level: "absolute",
    advice: "Do not take devil's claw if you have a stomach or duodenal ulcer.",
    why: `${DEVILS_CLAW_44} that, as a general precaution, patients with a gastric or duodenal ulcer should not use devil's claw preparations.`,
    references: [R.lifeplanDevilsClawSmpc, R.jointeezeDevilsClawSmpc],
  }),
  checked({
    ingredient: "devils-claw",
    condition: "cardiovascular-disease",
    conditionName: "Heart disease",
    conditionSynonyms: ["heart disease", "heart condition"],
    level: "relative",
    advice: "Ask your doctor or pharmacist before taking devil's claw if you have a heart condition.",
    why: `${DEVILS_CLAW_44} caution should be taken when devil's claw is given to patients with cardiac disorders; it does not say why.`,
    references: [R.lifeplanDevilsClawSmpc, R.jointeezeDevilsClawSmpc],
  }),
  // The other UK devil's claw texts read stop before section 4.6; DiaHarp's section 4.3 names both.
  ...(
    [
      ["pregnancy", "Pregnancy", PREGNANCY, "pregnant"],
      ["breastfeeding", "Breastfeeding", BREASTFEEDING, "breastfeeding"],
    ] as const
  ).map(([condition, conditionName, conditionSynonyms, state]) =>
    checked({
      ingredient: "devils-claw",
      condition,
      conditionName,
      conditionSynonyms,
      level: "absolute",
      advice: `Do not take devil's claw while you are ${state}.`,
      why: "section 4.3 of the UK product information of DiaHarp, a registered devil's claw medicine, lists pregnancy and lactation as contraindications.",
      references: [R.diaHarpSmpc],
    }),
  ),
  checked({
    ingredient: "artichoke",
    condition: "gallstones",
    conditionName: "Gallstones",
    conditionSynonyms: GALLSTONES,
    level: "absolute",
    advice: "Do not take artichoke leaf extract if you have gallstones.",
    why: "section 4.3 of the UK product information of Digestherb, a registered artichoke leaf medicine, lists patients with gall stones or with a history of obstructive gall bladder disease.",
    references: [R.digestherbSmpc],
  }),
  // "A history of obstructive gall bladder disease": a blockage of the bile's way out, so the blocked bile duct.
  checked({
    ingredient: "artichoke",
    condition: "bile-duct-obstruction",
    conditionName: "Blocked bile duct (biliary obstruction)",
    conditionSynonyms: ["bile duct obstruction", "blocked bile duct", "obstruction of the bile duct"],
    level: "absolute",
    advice:
      "Do not take artichoke leaf extract if you have, or have had, a blocked gallbladder or bile duct.",
    why: "section 4.3 of the UK product information of Digestherb, a registered artichoke leaf medicine, lists patients with a history of obstructive gall bladder disease.",
    references: [R.digestherbSmpc],
  }),
  ...(
    [
      ["pregnancy", "Pregnancy", PREGNANCY, "pregnant", "midwife or doctor"],
      ["breastfeeding", "Breastfeeding", BREASTFEEDING, "breastfeeding", "midwife, health visitor or doctor"],
    ] as const
  ).map(([condition, conditionName, conditionSynonyms, state, who]) =>
    checked({
      ingredient: "artichoke",
      condition,
      conditionName,
      conditionSynonyms,
      level: "absolute",
      advice: `Do not take artichoke leaf extract while you are ${state} without asking your ${who} first.`,
      why: DIGESTHERB_NOT_RECOMMENDED,
      references: [R.digestherbSmpc],
    }),
  ),
];
