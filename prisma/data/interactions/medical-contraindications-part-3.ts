// Condition records of the ingredients added in 2026-11, read with the method of docs/knowledge-base.md from
// the NCCIH pages, the ODS and NHS pages, and the Food Standards Agency's CBD advice. Only those checked
// later against the text of a cited page are verified.
import { adviceWithWhy } from "./advice-with-why";
import type {
  MedicalContraindicationInput,
  Reference,
} from "../../../lib/interactions/knowledge-base-schema";
import {
  BREASTFEEDING,
  CKD,
  HYPERTENSION,
  LIVER_DISEASE,
  PREGNANCY,
  THYROID_DISEASE,
  TRYING_TO_CONCEIVE,
} from "./condition-synonyms";
import { REF } from "./references";
import { REF_HERBS } from "./references-herbs";
import { REF3 } from "./references-part-3";
import { REF_WEMA2 } from "./references-wema2";
import { REF_WMHRA } from "./references-wmhra";
import { REF_MORE } from "./references-more";
import { REF_VERIFY } from "./references-verify";
import { REF_WHMPC } from "./references-whmpc";

const CONDITIONS = {
  pregnancy: { conditionName: "Pregnancy", conditionSynonyms: PREGNANCY },
  "trying-to-conceive": { conditionName: "Trying to conceive", conditionSynonyms: TRYING_TO_CONCEIVE },
  breastfeeding: { conditionName: "Breastfeeding", conditionSynonyms: BREASTFEEDING },
  "liver-disease": { conditionName: "Liver disease", conditionSynonyms: LIVER_DISEASE },
  "chronic-kidney-disease": { conditionName: "Chronic kidney disease", conditionSynonyms: CKD },
  "thyroid-disease": { conditionName: "Thyroid disease", conditionSynonyms: THYROID_DISEASE },
  hypertension: { conditionName: "High blood pressure", conditionSynonyms: HYPERTENSION },
  gallstones: { conditionName: "Gallstones", conditionSynonyms: ["gallstones", "gallstone disease"] },
  "daisy-family-allergy": {
    conditionName: "Allergy to daisy family plants",
    conditionSynonyms: [
      "allergy to daisy family plants",
      "Asteraceae allergy",
      "Compositae allergy",
      "ragweed allergy",
      "chrysanthemum allergy",
    ],
  },
} as const;

interface Entry {
  ingredient: string;
  condition: keyof typeof CONDITIONS;
  level: MedicalContraindicationInput["contraindicationLevel"];
  /** Why, after the advice: the record's reason starts with what to do. */
  why: string;
  advice: string;
  supervision?: boolean;
  alternatives?: string[];
  evidenceLevel: number;
  references: Reference[];
  /** Checked later against the text of one of its references. */
  verified?: boolean;
}

function contraindication(entry: Entry): MedicalContraindicationInput {
  return {
    id: `mc-${entry.ingredient}-${entry.condition}`,
    ingredient: entry.ingredient,
    condition: entry.condition,
    ...CONDITIONS[entry.condition],
    conditionSynonyms: [...CONDITIONS[entry.condition].conditionSynonyms],
    contraindicationLevel: entry.level,
    reason: adviceWithWhy(entry.advice, entry.why),
    advice: entry.advice,
    medicalSupervisionRequired: entry.supervision ?? false,
    dosageModification: null,
    alternativeRecommendations: entry.alternatives ?? [],
    evidenceLevel: entry.evidenceLevel,
    references: entry.references,
    isVerified: entry.verified ?? false,
  };
}

const CBD_FSA =
  "The Food Standards Agency advises against CBD products in pregnancy, while breastfeeding and when trying to conceive, as a precaution.";
// What the news reports of the FSA's 2020 advice say (the FSA page itself could not be read here): people who are
// pregnant, breastfeeding or taking medication should not take CBD products. Trying to conceive is not in them.
const CBD_FSA_REPORTED =
  "The Food Standards Agency advises people who are pregnant or breastfeeding not to take CBD products, as a precaution: the government's Committee on Toxicity is particularly concerned about them.";

export const MEDICAL_CONTRAINDICATIONS_PART_3: MedicalContraindicationInput[] = [
  contraindication({
    ingredient: "cbd",
    condition: "pregnancy",
    level: "absolute",
    why: CBD_FSA_REPORTED,
    advice: "Do not take CBD products while you are pregnant.",
    evidenceLevel: 1,
    references: [REF3.fsaCbd, REF_VERIFY.newstalkFsaCbd2020],
    verified: true,
  }),
  contraindication({
    ingredient: "cbd",
    condition: "breastfeeding",
    level: "absolute",
    why: CBD_FSA_REPORTED,
    advice: "Do not take CBD products while you are breastfeeding.",
    evidenceLevel: 1,
    references: [REF3.fsaCbd, REF_VERIFY.newstalkFsaCbd2020],
    verified: true,
  }),
  contraindication({
    ingredient: "cbd",
    condition: "trying-to-conceive",
    level: "absolute",
    why: CBD_FSA,
    advice: "Do not take CBD products while you are trying for a baby.",
    evidenceLevel: 1,
    references: [REF3.fsaCbd],
  }),
  contraindication({
    ingredient: "goldenseal",
    condition: "pregnancy",
    level: "absolute",
    why: "Goldenseal contains berberine, which can cause or worsen jaundice in newborn babies; the NIH's National Center for Complementary and Integrative Health says it should not be used in pregnancy.",
    advice: "Do not take goldenseal while you are pregnant.",
    evidenceLevel: 4,
    references: [REF3.nccihGoldenseal],
    verified: true,
  }),
  contraindication({
    ingredient: "goldenseal",
    condition: "breastfeeding",
    level: "absolute",
    why: "Goldenseal contains berberine, which can cause or worsen jaundice in newborn babies; the NIH's National Center for Complementary and Integrative Health says it should not be used while breastfeeding or given to infants.",
    advice: "Do not take goldenseal while you are breastfeeding, and never give it to a baby.",
    evidenceLevel: 4,
    references: [REF3.nccihGoldenseal],
    verified: true,
  }),
  contraindication({
    ingredient: "feverfew",
    condition: "pregnancy",
    level: "absolute",
    why: "The UK leaflet of registered feverfew migraine capsules says not to take them if you are pregnant, and the NIH's National Center for Complementary and Integrative Health says feverfew should not be used in pregnancy.",
    advice: "Do not take feverfew while you are pregnant.",
    evidenceLevel: 1,
    references: [REF_HERBS.feverfewLeaflet, REF3.nccihFeverfew],
    verified: true,
  }),
  contraindication({
    ingredient: "fenugreek",
    condition: "pregnancy",
    level: "absolute",
    why: "The NIH's National Center for Complementary and Integrative Health says fenugreek in amounts greater than those in food may not be safe in pregnancy, and its use has been linked with birth defects.",
    advice: "Do not take fenugreek supplements while pregnant; fenugreek used as a spice in cooking is fine.",
    evidenceLevel: 4,
    references: [REF3.nccihFenugreek],
  }),
  contraindication({
    ingredient: "evening-primrose-oil",
    condition: "pregnancy",
    level: "relative",
    why: "The NIH's National Center for Complementary and Integrative Health says evening primrose oil may increase the risk of some complications of pregnancy.",
    advice: "Ask your midwife or GP before taking evening primrose oil while you are pregnant.",
    supervision: true,
    evidenceLevel: 4,
    references: [REF3.nccihEveningPrimrose, REF_MORE.nccihBulletinEveningPrimrose],
    verified: true,
  }),
  contraindication({
    ingredient: "kava",
    condition: "liver-disease",
    level: "absolute",
    why: "Kava supplements have been linked to a risk of severe liver damage, including hepatitis and liver failure.",
    advice: "Do not take kava if you have liver disease.",
    evidenceLevel: 4,
    references: [REF3.nccihKava, REF_MORE.odsKava, REF_MORE.nccamKavaAdvisory],
  }),
  contraindication({
    ingredient: "cinnamon",
    condition: "liver-disease",
    level: "relative",
    why: "Cassia cinnamon contains coumarin, which can cause liver damage in sensitive people when taken in large amounts.",
    advice: "Ask your liver specialist before taking cinnamon supplements; cinnamon used in cooking is fine.",
    supervision: true,
    evidenceLevel: 4,
    references: [REF3.nccihCinnamon],
  }),
  contraindication({
    ingredient: "butterbur",
    condition: "liver-disease",
    level: "absolute",
    why: "Raw butterbur contains pyrrolizidine alkaloids, which can damage the liver; in 2012 the MHRA warned that unlicensed butterbur products can cause serious liver damage and advised anyone taking them to stop.",
    advice: "Do not take butterbur if you have liver disease.",
    supervision: false,
    evidenceLevel: 4,
    references: [REF3.nccihButterbur, REF_WMHRA.otMhraButterbur],
  }),
  contraindication({
    ingredient: "noni",
    condition: "chronic-kidney-disease",
    level: "relative",
    why: "Noni juice is high in potassium, which the kidneys may not clear well when they are not working fully.",
    advice: "Ask your kidney team before drinking noni juice or taking noni supplements.",
    supervision: true,
    evidenceLevel: 4,
    references: [REF3.nccihNoni],
    verified: true,
  }),
  contraindication({
    ingredient: "bitter-orange",
    condition: "hypertension",
    level: "relative",
    why: "Bitter orange (synephrine) can raise blood pressure and heart rate, and fainting, heart attacks and strokes have been reported.",
    advice: "Ask your GP before taking bitter orange (synephrine) if you have high blood pressure.",
    evidenceLevel: 4,
    references: [REF3.nccihBitterOrange],
  }),
  contraindication({
    ingredient: "yohimbe",
    condition: "hypertension",
    level: "relative",
    why: "Yohimbe has been linked to dangerous rises in blood pressure and heart rate, heart attacks and seizures.",
    advice: "Ask your GP before taking yohimbe if you have high blood pressure.",
    evidenceLevel: 4,
    references: [REF3.nccihYohimbe],
  }),
  contraindication({
    ingredient: "kelp",
    condition: "thyroid-disease",
    level: "absolute",
    why: "The British Thyroid Foundation says people with a thyroid condition should avoid kelp, as it often contains too much iodine, or amounts that vary, which can make the condition worse.",
    advice:
      "Do not take kelp or other seaweed supplements if you have a thyroid condition, unless your thyroid specialist advises it.",
    supervision: true,
    evidenceLevel: 3,
    // British Thyroid Foundation: "for people with an existing thyroid condition, iodine supplements or kelp ... should be
    // avoided". The kelp record now says so; the iodine record, which also meets multivitamins, still asks (reported).
    references: [REF.odsIodine, REF3.nhsIodine, REF_VERIFY.btfIodine],
    verified: true,
  }),
  contraindication({
    ingredient: "chamomile",
    condition: "daisy-family-allergy",
    level: "absolute",
    why: "Allergic reactions to chamomile, including serious ones, have been reported; chamomile belongs to the daisy family.",
    advice:
      "Avoid chamomile if you are allergic to plants of the daisy family, such as ragweed or chrysanthemums.",
    // wema2: the HMPC's conclusions on matricaria (chamomile) oil, read in a word-for-word copy of the EMA overview,
    // say allergic reactions, sometimes severe, have followed liquid chamomile preparations and that its medicines must
    // not be used with an allergy to plants of the Asteraceae family. The HMPC's risks paragraph on the flower itself
    // could not be read here (sources-read-wema2.ts), so the oil's text is the regulatory one this record rests on.
    evidenceLevel: 1,
    references: [REF_WEMA2.matricariaOilOverview, REF3.nccihChamomile],
    verified: true,
  }),
  // Section 4.3 of the UK ginger registrations makes NCCIH's caution a contraindication.
  contraindication({
    ingredient: "ginger",
    condition: "gallstones",
    level: "absolute",
    why: "the UK product information of registered ginger medicines lists gall stones among its contraindications (section 4.3), and NCCIH notes that ginger may increase the flow of bile.",
    advice: "Do not take ginger tablets or capsules if you have gallstones; ask your GP or pharmacist first.",
    evidenceLevel: 1,
    references: [REF_HERBS.gingerTravelSmpc, REF_WHMPC.gruenwalderGingerSmpc, REF3.nccihGinger],
  }),
];
