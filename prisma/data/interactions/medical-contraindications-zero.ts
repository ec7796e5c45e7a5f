// Condition records of the zero round: garcinia cambogia (liver disease, bipolar disorder, pregnancy, breastfeeding),
// bitter orange (heart rhythm problems, an overactive thyroid, narrow-angle glaucoma, pregnancy, breastfeeding),
// chitosan with a shellfish allergy, L-arginine after a heart attack and fenugreek with hormone-sensitive breast
// cancer. Each was checked against the text of its references.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { BREASTFEEDS, LIVER_DISEASE, PREGNANT } from "./condition-synonyms";
import { REF_ZERO as R } from "./references-zero";

// "Avoid use" and "don't use" in the monographs read are written as absolute, as for red clover and astragalus. The
// liver injury network's cases (a case series) set the garcinia liver record at level 4, as kava's case reports do.
export const MEDICAL_CONTRAINDICATIONS_ZERO: MedicalContraindicationInput[] = [
  checked({
    ingredient: "garcinia-cambogia",
    condition: "liver-disease",
    conditionName: "Liver disease",
    conditionSynonyms: LIVER_DISEASE,
    level: "absolute",
    advice: "Do not take garcinia cambogia if you have liver disease.",
    why: "WebMD's monograph says garcinia might harm the liver and worsen liver disease, and a US Drug-Induced Liver Injury Network study found 22 cases of moderate to severe liver injury from garcinia cambogia products, one of them fatal.",
    evidenceLevel: 4,
    references: [R.webmdGarcinia, R.garciniaDilin],
  }),
  checked({
    ingredient: "garcinia-cambogia",
    condition: "bipolar-disorder",
    conditionName: "Bipolar disorder",
    conditionSynonyms: ["bipolar disorder", "bipolar", "manic depression", "bipolar affective disorder"],
    level: "absolute",
    advice: "Do not take garcinia cambogia if you have bipolar disorder.",
    why: "WebMD's monograph says garcinia can worsen mania in bipolar disorder.",
    evidenceLevel: 5,
    references: [R.webmdGarcinia],
  }),
  checked({
    ingredient: "garcinia-cambogia",
    ...PREGNANT,
    level: "absolute",
    advice: "Do not take garcinia cambogia while you are pregnant.",
    why: "WebMD's monograph says there is not enough reliable information on its safety in pregnancy and to avoid it.",
    evidenceLevel: 5,
    references: [R.webmdGarcinia],
  }),
  checked({
    ingredient: "garcinia-cambogia",
    ...BREASTFEEDS,
    level: "absolute",
    advice: "Do not take garcinia cambogia while you are breastfeeding.",
    why: "WebMD's monograph says there is not enough reliable information on its safety while breastfeeding and to avoid it.",
    evidenceLevel: 5,
    references: [R.webmdGarcinia],
  }),

  checked({
    ingredient: "bitter-orange",
    condition: "arrhythmia",
    conditionName: "Heart rhythm problem (arrhythmia)",
    conditionSynonyms: [
      "arrhythmia",
      "irregular heartbeat",
      "irregular heart rhythm",
      "abnormal heart rhythm",
    ],
    level: "absolute",
    advice: "Do not take bitter orange (synephrine) if you have a fast or irregular heart rhythm.",
    why: "the Drugs.com professional monograph says synephrine should be avoided in tachyarrhythmia because its effects on the heart add up.",
    evidenceLevel: 5,
    references: [R.drugsComBitterOrange],
  }),
  checked({
    ingredient: "bitter-orange",
    condition: "hyperthyroidism",
    conditionName: "Overactive thyroid (hyperthyroidism)",
    conditionSynonyms: ["hyperthyroidism", "overactive thyroid", "hyperthyroid", "thyrotoxicosis"],
    level: "absolute",
    advice: "Do not take bitter orange (synephrine) if you have an overactive thyroid.",
    why: "the Drugs.com professional monograph says synephrine should be avoided in hyperthyroidism because its stimulant effects add up.",
    evidenceLevel: 5,
    references: [R.drugsComBitterOrange],
  }),
  // The monograph names narrow-angle glaucoma only; the dictionary has one glaucoma condition, so this asks rather than forbids.
  checked({
    ingredient: "bitter-orange",
    condition: "glaucoma",
    conditionName: "Glaucoma",
    conditionSynonyms: [
      "glaucoma",
      "narrow-angle glaucoma",
      "angle-closure glaucoma",
      "closed-angle glaucoma",
    ],
    level: "relative",
    advice:
      "Ask your eye doctor or pharmacist before taking bitter orange (synephrine) if you have glaucoma: it should be avoided in narrow-angle glaucoma.",
    why: "the Drugs.com professional monograph says synephrine should be avoided in narrow-angle glaucoma.",
    evidenceLevel: 5,
    references: [R.drugsComBitterOrange],
  }),
  checked({
    ingredient: "bitter-orange",
    ...PREGNANT,
    level: "absolute",
    advice: "Do not take bitter orange supplements while you are pregnant.",
    why: "the Drugs.com professional monograph says to avoid use in pregnancy, as information on its safety is lacking.",
    evidenceLevel: 5,
    references: [R.drugsComBitterOrange],
  }),
  checked({
    ingredient: "bitter-orange",
    ...BREASTFEEDS,
    level: "absolute",
    advice: "Do not take bitter orange supplements while you are breastfeeding.",
    why: "the Drugs.com professional monograph says to avoid use while breastfeeding, as information on its safety is lacking.",
    evidenceLevel: 5,
    references: [R.drugsComBitterOrange],
  }),

  checked({
    ingredient: "chitosan",
    condition: "shellfish-allergy",
    conditionName: "Shellfish allergy",
    conditionSynonyms: [
      "allergic to shellfish",
      "allergy to shellfish",
      "shellfish allergy",
      "shellfish allergic",
      "crustacean allergy",
      "allergic to crustaceans",
      "prawn allergy",
      "allergic to prawns",
    ],
    level: "relative",
    advice:
      "Ask your GP or pharmacist before taking chitosan if you are allergic to shellfish: most chitosan is made from shellfish shells.",
    why: "MedicineNet's monograph says to use chitosan with caution if you have a shellfish or mushroom allergy.",
    evidenceLevel: 5,
    references: [R.medicinenetChitosan],
  }),

  // A randomised trial stopped early for deaths sets level 2; its authors' own conclusion sets the strength.
  checked({
    ingredient: "arginine",
    condition: "heart-attack",
    conditionName: "Heart attack",
    conditionSynonyms: ["heart attack", "myocardial infarction", "previous heart attack", "STEMI", "NSTEMI"],
    level: "absolute",
    advice: "Do not take L-arginine supplements after a heart attack.",
    why: "in the VINTAGE MI randomised trial, L-arginine given for 6 months after a heart attack did not help and was linked to more deaths (8.6% against none on placebo), so the trial was stopped early and its authors concluded that L-arginine should not be recommended after a heart attack.",
    evidenceLevel: 2,
    references: [R.vintageMiPubmed, R.healthdayArginine, R.webmdArginineNews],
  }),
  // "Should consult their physician": a question for the cancer team, not a ban.
  checked({
    ingredient: "fenugreek",
    condition: "breast-cancer",
    conditionName: "Breast cancer",
    conditionSynonyms: [
      "breast cancer",
      "oestrogen receptor positive breast cancer",
      "hormone receptor positive breast cancer",
    ],
    level: "relative",
    advice:
      "Ask your cancer team before taking fenugreek supplements if you have, or have had, a hormone-sensitive cancer such as hormone receptor positive breast cancer.",
    why: "Memorial Sloan Kettering Cancer Center says fenugreek acted as an oestrogen receptor modulator and stimulated breast cancer cells in laboratory studies, and that patients with hormone-sensitive cancers should consult their physician before using it.",
    evidenceLevel: 5,
    references: [R.mskFenugreek],
  }),
];
