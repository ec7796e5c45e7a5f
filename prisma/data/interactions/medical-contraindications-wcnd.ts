// Condition records for the conditions that product information names and the dictionary lacked until the wcnd
// round (conditions-wcnd.ts), each checked against the text of its references: a 4.3 contraindication or a leaflet's
// "must not be taken" blocks, a 4.4 "see a doctor" or "stop and seek advice" asks.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked, verifiedFromProductInformation } from "./verified-record";
import { REF_COND } from "./references-cond";
import { REF_HERBS } from "./references-herbs";
import { REF_HMPC } from "./references-hmpc";
import { REF_WCND } from "./references-wcnd";
import { REF_WHMPC as R } from "./references-whmpc";

const CHOLANGITIS = {
  condition: "cholangitis",
  conditionName: "Cholangitis (inflamed bile ducts)",
  conditionSynonyms: ["cholangitis", "inflamed bile ducts"],
};
const ABDOMINAL_PAIN = {
  condition: "unexplained-abdominal-pain",
  conditionName: "Abdominal pain of unknown cause",
  conditionSynonyms: ["abdominal pain of unknown cause", "unexplained abdominal pain"],
};
const PEPPERMINT_WATER = [R.peppermintWaterSmpc, R.peppermintWaterLeaflet];
// The German leaflet of an aloe laxative that follows the EU monograph; no UK aloe text was readable here.
const KRAUTERLAX = "the German leaflet of Kräuterlax, an aloe laxative, says it must not be taken";

export const MEDICAL_CONTRAINDICATIONS_WCND: MedicalContraindicationInput[] = [
  // Section 4.3 lists "obstruction of the bile duct, cholangitis or gall stones"; the other two have records.
  checked({
    ingredient: "ginger",
    ...CHOLANGITIS,
    level: "absolute",
    advice: "Do not take ginger tablets or capsules if you have inflamed bile ducts (cholangitis).",
    why: "the UK product information of registered ginger medicines (Gruenwalder Digest Ginger, HRI Travel and Digestion Relief) lists obstruction of the bile duct, cholangitis or gall stones among its contraindications (section 4.3).",
    references: [R.gruenwalderGingerSmpc, R.hriGingerSmpc],
  }),
  checked({
    ingredient: "peppermint-oil",
    ...CHOLANGITIS,
    level: "absolute",
    advice: "Do not take peppermint oil if you have inflamed or infected bile ducts (cholangitis).",
    why: "the UK product information of Peppermint Water BP 1973, a registered peppermint oil medicine, lists obstructions of bile ducts, cholangitis, gallstones and any other biliary diseases as contraindications (section 4.3), and its leaflet says not to take it with an infection, blockage or inflammation of your bile duct.",
    references: PEPPERMINT_WATER,
  }),
  // "Any other biliary diseases" closes section 4.3's list; the leaflet says "or other biliary problems".
  checked({
    ingredient: "peppermint-oil",
    condition: "biliary-disease",
    conditionName: "Bile duct or gallbladder disease (biliary disease)",
    conditionSynonyms: ["biliary disease", "bile duct problems", "gallbladder disease"],
    level: "absolute",
    advice: "Do not take peppermint oil if you have a bile duct or gallbladder disease.",
    why: "the UK product information of Peppermint Water BP 1973, a registered peppermint oil medicine, lists obstructions of bile ducts, cholangitis, gallstones and any other biliary diseases as contraindications (section 4.3), and its leaflet says not to take it with gallstones or other biliary problems.",
    references: PEPPERMINT_WATER,
  }),
  // Asked, as the reflux record from the same texts is: section 4.4 says treatment should be stopped if it gets worse.
  checked({
    ingredient: "peppermint-oil",
    condition: "hiatus-hernia",
    conditionName: "Hiatus hernia",
    conditionSynonyms: ["hiatus hernia", "hiatal hernia"],
    level: "relative",
    advice:
      "Ask a pharmacist before taking peppermint oil if you have a hiatus hernia, and stop it if your heartburn gets worse.",
    why: "the UK product information of Peppermint Water BP 1973 says patients who already suffer from reflux (heartburn) or hiatal hernia sometimes have it worsen after taking peppermint oil and should stop treatment (section 4.4), and its leaflet says not to take it with heartburn or a hiatus hernia, as it may make it worse.",
    references: PEPPERMINT_WATER,
  }),
  // Section 4.4's caution; the leaflet's "ulcer in your mouth, stomach or gut" has the peptic ulcer record.
  checked({
    ingredient: "peppermint-oil",
    condition: "inflammatory-bowel-disease",
    conditionName: "Inflammatory bowel disease",
    conditionSynonyms: ["inflammatory bowel disease", "IBD", "Crohn's disease", "ulcerative colitis"],
    level: "relative",
    advice:
      "Ask your doctor before taking peppermint oil if you have an inflamed or ulcerated gut, such as Crohn's disease or ulcerative colitis.",
    why: "the UK product information of Peppermint Water BP 1973, a registered peppermint oil medicine, says peppermint oil should be used with caution with inflamed and ulcerated conditions of the gastrointestinal tract (section 4.4).",
    references: [R.peppermintWaterSmpc],
  }),
  checked({
    ingredient: "dandelion",
    ...CHOLANGITIS,
    level: "absolute",
    advice: "Do not take dandelion root capsules if you have inflamed bile ducts (cholangitis).",
    why: "UK dandelion root product information (Holland & Barrett, Nature's Garden and sister brands) lists obstruction of the biliary or intestinal tract, liver disease, cholangitis, gallstones and active peptic ulcer among its contraindications (section 4.3).",
    references: [REF_HERBS.dandelionSmpc],
  }),
  checked({
    ingredient: "turmeric-curcumin",
    ...CHOLANGITIS,
    level: "absolute",
    advice: "Do not take turmeric or curcumin supplements if you have inflamed bile ducts (cholangitis).",
    why: "the NHS Specialist Pharmacy Service says that, because they increase bile secretion, turmeric and curcumin should not be taken by people with obstruction of the bile duct, cholangitis, liver disease, gallstones or any other biliary disease.",
    references: [REF_HERBS.spsTurmeric],
  }),
  checked({
    ingredient: "turmeric-curcumin",
    condition: "biliary-disease",
    conditionName: "Bile duct or gallbladder disease (biliary disease)",
    conditionSynonyms: ["biliary disease", "gallbladder disease"],
    level: "absolute",
    advice: "Do not take turmeric or curcumin supplements if you have a bile duct or gallbladder disease.",
    why: "the NHS Specialist Pharmacy Service says that, because they increase bile secretion, turmeric and curcumin should not be taken by people with obstruction of the bile duct, cholangitis, liver disease, gallstones or any other biliary disease.",
    references: [REF_HERBS.spsTurmeric],
  }),
  checked({
    ingredient: "aloe-vera",
    condition: "appendicitis",
    conditionName: "Appendicitis",
    conditionSynonyms: ["appendicitis"],
    level: "absolute",
    advice: "Do not take aloe or aloe latex by mouth if you have, or may have, appendicitis.",
    why: `${KRAUTERLAX} with appendicitis.`,
    references: [R.krauterlaxLeaflet],
  }),
  checked({
    ingredient: "aloe-vera",
    ...ABDOMINAL_PAIN,
    level: "absolute",
    advice:
      "Do not take aloe or aloe latex by mouth for tummy pain whose cause you do not know; see your GP about the pain first.",
    why: `${KRAUTERLAX} with abdominal pain of unknown cause.`,
    references: [R.krauterlaxLeaflet],
  }),
  checked({
    ingredient: "aloe-vera",
    condition: "dehydration",
    conditionName: "Dehydration",
    conditionSynonyms: ["dehydration", "severe dehydration"],
    level: "absolute",
    advice:
      "Do not take aloe or aloe latex by mouth if you are dehydrated; drink fluids and get advice first.",
    why: `${KRAUTERLAX} with severe dehydration with loss of water and salts, as a stimulant laxative adds to that loss.`,
    references: [R.krauterlaxLeaflet],
  }),
  // "Unless prescribed": the leaflet lists unclear abdominal complaints, abdominal pain, nausea and vomiting together.
  checked({
    ingredient: "flaxseed",
    ...ABDOMINAL_PAIN,
    level: "absolute",
    advice:
      "Do not take linseed (flaxseed) seeds for tummy pain whose cause you do not know unless your doctor says so.",
    why: "the German package leaflet of Gold Leinsamen, a linseed medicine, says it must not be taken with abdominal complaints of unclear cause, abdominal pain, nausea or vomiting except on a doctor's prescription.",
    references: [R.goldLeinsamenLeaflet],
  }),
  checked({
    ingredient: "psyllium",
    ...ABDOMINAL_PAIN,
    level: "relative",
    advice:
      "Ask your doctor before taking psyllium (ispaghula) if you have tummy pain, and stop it and get advice if pain starts while you take it.",
    why: "the Fybogel SmPC (section 4.4) says ispaghula husk should not be used with faecal impaction and symptoms such as abdominal pain, nausea and vomiting unless a doctor advises it, as these can be signs of a blockage, and that if abdominal pain occurs it should be stopped and medical advice sought.",
    references: [REF_WCND.fybogelSmpc44],
  }),
  // Section 4.4 lists it among signs that "may be a sign of serious disease": a doctor first, as the DVT record says.
  checked({
    ingredient: "horse-chestnut",
    condition: "thrombophlebitis",
    conditionName: "Phlebitis (superficial thrombophlebitis)",
    conditionSynonyms: ["thrombophlebitis", "phlebitis"],
    level: "relative",
    advice:
      "Do not use horse chestnut to treat an inflamed, painful vein (phlebitis): see a doctor about it first.",
    why: "the UK product information for Venaforce horse chestnut tablets says that with inflammation of the skin, thrombophlebitis, hardening under the skin, severe pain, ulcers or sudden swelling of one or both legs a doctor should be consulted immediately, as this may be a sign of serious disease (section 4.4).",
    references: [REF_HMPC.venaforceSmpc],
  }),
  checked({
    ingredient: "horse-chestnut",
    condition: "leg-ulcer",
    conditionName: "Leg ulcer (venous leg ulcer)",
    conditionSynonyms: ["leg ulcer", "venous leg ulcer"],
    level: "relative",
    advice: "Ask your doctor before taking horse chestnut if you have, or develop, a leg ulcer.",
    why: "the UK leaflet of Lifecycle Horse Chestnut Tablets says to consult a doctor before starting or continuing it if you suffer from or develop leg ulcers, and the Venaforce product information lists ulcers among the signs for which a doctor should be consulted immediately, as they may be a sign of serious disease (section 4.4).",
    references: [REF_WCND.lifecycleHorseChestnutLeaflet, REF_HMPC.venaforceSmpc],
  }),
  verifiedFromProductInformation({
    ingredient: "iron",
    condition: "paroxysmal-nocturnal-haemoglobinuria",
    conditionName: "Paroxysmal nocturnal haemoglobinuria (PNH)",
    conditionSynonyms: ["paroxysmal nocturnal haemoglobinuria", "PNH"],
    level: "absolute",
    reason:
      "Do not take iron supplements if you have paroxysmal nocturnal haemoglobinuria (PNH) unless your haematologist prescribes them: UK ferrous fumarate product information lists paroxysmal nocturnal haemoglobinuria first among its contraindications (section 4.3), beside haemochromatosis and repeated blood transfusions.",
    advice: "Do not take iron supplements or multivitamins with iron unless your haematologist says so.",
    alternatives: ["Ask your pharmacist for an iron-free multivitamin if you need one."],
    references: [REF_COND.ferrousFumarateSmpc],
  }),
];
