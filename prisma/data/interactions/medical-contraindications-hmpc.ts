// Condition records of the herbal monograph and registration round: what UK traditional herbal registration
// leaflets and SmPCs of St John's wort, black cohosh, echinacea, horse chestnut and peppermint oil (and the MSD
// Manual of liquorice) name and no record covered yet. Each was checked against the text of its references.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import {
  BREASTFEEDING,
  CKD,
  HEART_FAILURE,
  LIVER_DISEASE,
  PREGNANCY,
  TRYING_TO_CONCEIVE,
} from "./condition-synonyms";
import { REF_CONDITIONS as RC } from "./references-conditions";
import { REF_HMPC as R } from "./references-hmpc";

const ECHINACEA_LEAFLETS = [R.echinaforceHotDrinkLeaflet, R.echinacoldLeaflet];
const VENAFORCE = [R.venaforceSmpc, R.venaforceLeaflet];
// The SmPC lists these among signs that "may be a sign of serious disease": a doctor first, not a bar.
const HORSE_CHESTNUT_SIGNS =
  "the UK product information for Venaforce horse chestnut tablets says that with sudden swelling of one or both legs, a blood clot in a vein, or heart or kidney insufficiency a doctor should be consulted straight away, as these may be signs of serious disease rather than varicose veins.";

const LICORICE_HEART =
  "the MSD Manual says glycyrrhizin in liquorice makes the kidneys lose potassium, a particular problem for people who have heart disease, and that they should not take it.";

export const MEDICAL_CONTRAINDICATIONS_HMPC: MedicalContraindicationInput[] = [
  // The registration covers "slightly low mood"; the leaflet sends diagnosed depression to the doctor instead.
  checked({
    ingredient: "st-johns-wort",
    condition: "depression",
    conditionName: "Depression",
    conditionSynonyms: ["depression", "clinical depression"],
    level: "absolute",
    advice:
      "Do not take St John's wort remedies sold for low mood if a doctor has told you that you have depression; see your doctor about treatment instead.",
    why: "the UK leaflet of Kira LowMood relief (St John's wort) says not to take it if you are suffering from depression, and to tell your doctor if you think you may be.",
    references: [RC.kiraLowMoodPil],
  }),
  // "People who have heart disease ... should avoid taking licorice": the heart conditions beside heart failure,
  // which has its own record.
  checked({
    ingredient: "licorice-root",
    condition: "coronary-heart-disease",
    conditionName: "Coronary heart disease",
    conditionSynonyms: ["coronary heart disease", "angina", "ischaemic heart disease"],
    level: "absolute",
    advice: "Do not take liquorice root supplements if you have heart disease.",
    why: LICORICE_HEART,
    references: [R.msdLicoriceUk],
  }),
  checked({
    ingredient: "licorice-root",
    condition: "arrhythmia",
    conditionName: "Heart rhythm problem (arrhythmia)",
    conditionSynonyms: ["arrhythmia", "irregular heartbeat", "atrial fibrillation"],
    level: "absolute",
    advice: "Do not take liquorice root supplements if you have an abnormal heart rhythm.",
    why: LICORICE_HEART,
    references: [R.msdLicoriceUk],
  }),
  // "Should only be used by women of child-bearing age if contraception is used": not while trying for a baby.
  checked({
    ingredient: "black-cohosh",
    condition: "trying-to-conceive",
    conditionName: "Trying to conceive",
    conditionSynonyms: TRYING_TO_CONCEIVE,
    level: "absolute",
    advice: "Do not take black cohosh while you are trying to get pregnant.",
    why: "UK black cohosh leaflets say that, because it may have hormone-like actions, women who could become pregnant should take it only if they use contraception.",
    references: [R.menoherbLeaflet],
  }),
  // "Do not take … if you are pregnant or breastfeeding", as the milk thistle and agnus castus leaflets say.
  checked({
    ingredient: "echinacea",
    condition: "pregnancy",
    conditionName: "Pregnancy",
    conditionSynonyms: PREGNANCY,
    level: "absolute",
    advice: "Do not take echinacea remedies if you are pregnant.",
    why: "UK leaflets of registered echinacea medicines (Echinaforce Hot Drink, EchinaCold) list pregnancy among the reasons not to take them.",
    references: ECHINACEA_LEAFLETS,
  }),
  checked({
    ingredient: "echinacea",
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: BREASTFEEDING,
    level: "absolute",
    advice: "Do not take echinacea remedies while breastfeeding.",
    why: "UK leaflets of registered echinacea medicines (Echinaforce Hot Drink, EchinaCold) list breastfeeding among the reasons not to take them.",
    references: ECHINACEA_LEAFLETS,
  }),
  checked({
    ingredient: "echinacea",
    condition: "having-radiotherapy",
    conditionName: "Having radiotherapy",
    conditionSynonyms: ["radiotherapy", "radiation therapy"],
    level: "absolute",
    advice:
      "Do not take echinacea while you are having radiotherapy or other treatment that damps down the immune system.",
    why: "the UK Echinaforce Hot Drink leaflet says not to take it during treatment that reduces the response of the immune system, such as chemotherapy or radiotherapy, because echinacea is taken to stimulate it.",
    references: [R.echinaforceHotDrinkLeaflet],
  }),
  checked({
    ingredient: "horse-chestnut",
    condition: "heart-failure",
    conditionName: "Heart failure",
    conditionSynonyms: HEART_FAILURE,
    level: "relative",
    advice:
      "Ask your doctor before treating swollen legs with horse chestnut if you have heart failure, as the swelling may come from your heart.",
    why: HORSE_CHESTNUT_SIGNS,
    references: VENAFORCE,
  }),
  checked({
    ingredient: "horse-chestnut",
    condition: "chronic-kidney-disease",
    conditionName: "Chronic kidney disease",
    conditionSynonyms: CKD,
    level: "relative",
    advice:
      "Ask your doctor before treating swollen legs with horse chestnut if you have kidney disease, as the swelling may come from your kidneys.",
    why: `${HORSE_CHESTNUT_SIGNS.replace(/\.$/, "")}; Drugs.com's professional monograph names kidney impairment as a possible relative contraindication.`,
    references: [...VENAFORCE, R.drugsComHorseChestnut],
  }),
  checked({
    ingredient: "horse-chestnut",
    condition: "liver-disease",
    conditionName: "Liver disease",
    conditionSynonyms: LIVER_DISEASE,
    level: "relative",
    advice: "Ask your doctor before taking horse chestnut seed extract if you have liver disease.",
    why: "Drugs.com's professional monograph on horse chestnut says liver or kidney impairment may be relative contraindications to aescin and horse chestnut products.",
    references: [R.drugsComHorseChestnut],
  }),
  checked({
    ingredient: "horse-chestnut",
    condition: "deep-vein-thrombosis",
    conditionName: "Deep vein thrombosis (DVT)",
    conditionSynonyms: ["DVT", "deep vein thrombosis", "blood clot in the leg"],
    level: "relative",
    advice:
      "Do not use horse chestnut to treat a blood clot in a leg vein or a sudden swollen leg: see a doctor as soon as possible.",
    why: HORSE_CHESTNUT_SIGNS,
    references: VENAFORCE,
  }),
  // A German product's own page, read in German; "should not be used" and "as a precaution", so relative.
  checked({
    ingredient: "horse-chestnut",
    condition: "pregnancy",
    conditionName: "Pregnancy",
    conditionSynonyms: PREGNANCY,
    level: "relative",
    advice: "Ask your doctor before taking horse chestnut seed extract while pregnant.",
    why: "the maker of Venoplant retard S, a horse chestnut seed medicine sold in Germany, advises against its use in pregnancy because experience in pregnant women is not sufficiently documented, and Drugs.com's professional monograph advises against it in pregnancy.",
    references: [R.venoplantTolerability, R.drugsComHorseChestnut],
  }),
  checked({
    ingredient: "horse-chestnut",
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: BREASTFEEDING,
    level: "relative",
    advice: "Ask your doctor before taking horse chestnut seed extract while breastfeeding.",
    why: "the maker of Venoplant retard S advises breastfeeding mothers against it as a precaution, because it is not known how much passes into breast milk, and Drugs.com's professional monograph advises against it while breastfeeding.",
    references: [R.venoplantTolerability, R.drugsComHorseChestnut],
  }),
  checked({
    ingredient: "peppermint-oil",
    condition: "gord",
    conditionName: "Acid reflux (GORD)",
    conditionSynonyms: ["GORD", "acid reflux", "heartburn"],
    level: "relative",
    advice:
      "Ask a pharmacist before taking peppermint oil capsules if you have heartburn or acid reflux, as they may make it worse.",
    why: "the Colpermin SmPC says people who already have heartburn sometimes find it worse after taking the capsules and should stop them, and Medscape UK's monograph says peppermint oil capsules may aggravate gastro-oesophageal reflux.",
    references: [R.colperminSmpc, R.medscapePeppermintCapsules],
  }),
  checked({
    ingredient: "peppermint-oil",
    condition: "pregnancy",
    conditionName: "Pregnancy",
    conditionSynonyms: PREGNANCY,
    level: "relative",
    advice: "Ask your doctor or midwife before taking peppermint oil capsules while pregnant.",
    why: "Medscape UK's monograph on peppermint oil capsules (Colpermin, Mintec) says to use them with caution in pregnancy and that the manufacturers advise against use.",
    references: [R.medscapePeppermintCapsules],
  }),
];
