// Condition records of the wthr2 round (references-wthr2.ts), each checked against its text: artichoke leaf and peppermint oil contraindications from EU product information.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { DIABETES, LIVER_DISEASE } from "./condition-synonyms";
import { REF_WTHR2 as R } from "./references-wthr2";
import { verifiedCondition as checked } from "./verified-record";

// The UK artichoke text read (Digestherb) names only gallstones and obstructive gallbladder disease; the German and
// Austrian texts for the same herb name the rest. Each says "must not", so each blocks.
export const MEDICAL_CONTRAINDICATIONS_WTHR2: MedicalContraindicationInput[] = [
  checked({
    ingredient: "artichoke",
    condition: "daisy-family-allergy",
    conditionName: "Allergy to daisy family plants",
    conditionSynonyms: [
      "allergy to daisy family plants",
      "Asteraceae allergy",
      "Compositae allergy",
      "ragweed allergy",
    ],
    level: "absolute",
    advice: "Do not take artichoke leaf if you are allergic to plants of the daisy family (Asteraceae).",
    why: "artichoke belongs to the daisy family, and the German product information for artichoke leaf medicines, as the Rote Liste and Stiftung Warentest give it, says they must not be used by people with a known allergy to plants of that family.",
    references: [R.artichokeRoteListe, R.artichokeWarentest],
  }),
  checked({
    ingredient: "artichoke",
    condition: "cholangitis",
    conditionName: "Cholangitis (inflamed bile ducts)",
    conditionSynonyms: ["cholangitis", "inflamed bile ducts", "bile duct inflammation"],
    level: "absolute",
    advice: "Do not take artichoke leaf if you have inflamed bile ducts (cholangitis).",
    why: "German and Austrian advice on artichoke leaf extract medicines (PTA-Forum's check of their product information, and the Austrian consumer association on Dr. Böhm Artischocke) says they must not be used with diseases of the bile ducts such as a blocked or inflamed bile duct.",
    references: [R.artichokePtaForum, R.artichokeKonsument],
  }),
  // Hepatitis by name; "liver disease" typed broadly meets it as a caution through the condition's parent.
  checked({
    ingredient: "artichoke",
    condition: "hepatitis",
    conditionName: "Hepatitis (inflamed liver)",
    conditionSynonyms: ["hepatitis"],
    level: "absolute",
    advice: "Do not take artichoke leaf if you have hepatitis (an inflamed liver).",
    why: "PTA-Forum's check of the German product information for artichoke leaf extract says not to use it with hepatitis, and the Austrian consumer association's review of Dr. Böhm Artischocke says it must not be used while the liver is inflamed.",
    references: [R.artichokePtaForum, R.artichokeKonsument],
  }),
  checked({
    ingredient: "peppermint-oil",
    condition: "liver-disease",
    conditionName: "Liver disease",
    conditionSynonyms: LIVER_DISEASE,
    level: "absolute",
    advice: "Do not take peppermint oil capsules if a doctor has told you that you have liver disease.",
    why: "the leaflet of Pfefferminzöl Tillotts, peppermint oil capsules authorised in Austria, says they must not be taken if your doctor has told you that you have a liver disease. The UK Colpermin text read does not name it.",
    references: [R.tillottsPeppermintLeaflet],
  }),
  checked({
    ingredient: "peppermint-oil",
    condition: "achlorhydria",
    conditionName: "Achlorhydria (too little stomach acid)",
    conditionSynonyms: ["achlorhydria", "too little stomach acid"],
    level: "absolute",
    advice: "Do not take peppermint oil capsules if your stomach makes too little acid (achlorhydria).",
    why: "the leaflet of Pfefferminzöl Tillotts, peppermint oil capsules authorised in Austria, says they must not be taken if your stomach produces too little stomach acid, a condition called achlorhydria.",
    references: [R.tillottsPeppermintLeaflet],
  }),
  // The Swiss text asks for a doctor first; the UK Ginsana SmPC read does not name diabetes.
  checked({
    ingredient: "ginseng",
    condition: "diabetes",
    conditionName: "Diabetes",
    conditionSynonyms: DIABETES,
    level: "relative",
    advice: "Ask your doctor before taking ginseng if you have diabetes, as it may lower your blood sugar.",
    why: "the Swissmedic-approved patient information for Ginsana (Panax ginseng extract G115) says ginseng may lower blood sugar, so people with diabetes should take ginseng medicines only after talking to a doctor.",
    references: [R.ginsanaSwissLeaflet],
  }),
  // A German devil's claw product text asks for a doctor first with gallstones; the UK texts read do not name them.
  checked({
    ingredient: "devils-claw",
    condition: "gallstones",
    conditionName: "Gallstones",
    conditionSynonyms: ["gallstones", "gall stones", "gallstone disease"],
    level: "relative",
    advice: "Ask your doctor before taking devil's claw if you have gallstones.",
    why: "the German product information for Teufelskralle Tee (devil's claw root) says that with gallstones it may be used only after consulting a doctor.",
    references: [R.teufelskralleTeeFachinfo],
  }),
];
