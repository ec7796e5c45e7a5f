// Condition records stated by sections 4.3 and 4.4 of the UK product information of the nutrients' licensed
// forms, read on 2026-11-29 (sources-read.ts); each was checked against the text it cites.
import { adviceWithWhy } from "./advice-with-why";
import type {
  MedicalContraindicationInput,
  Reference,
} from "../../../lib/interactions/knowledge-base-schema";
import { DIABETES } from "./condition-synonyms";
import { REFN } from "./references-nutrients";
import { REF_MIN } from "./references-min";
import { REF_WFH } from "./references-wfh";

const CONDITIONS = {
  "shellfish-allergy": {
    conditionName: "Shellfish allergy",
    conditionSynonyms: [
      "allergic to shellfish",
      "allergy to shellfish",
      "crustacean allergy",
      "prawn allergy",
    ],
  },
  asthma: { conditionName: "Asthma", conditionSynonyms: ["asthma", "asthmatic"] },
  diabetes: { conditionName: "Diabetes", conditionSynonyms: DIABETES },
  arrhythmia: {
    conditionName: "Irregular heartbeat (arrhythmia)",
    conditionSynonyms: [
      "arrhythmia",
      "irregular heartbeat",
      "irregular heart rhythm",
      "abnormal heart rhythm",
    ],
  },
  anxiety: {
    conditionName: "Anxiety",
    conditionSynonyms: ["anxiety", "anxiety disorder", "generalised anxiety disorder", "panic disorder"],
  },
  "inflammatory-bowel-disease": {
    conditionName: "Inflammatory bowel disease (IBD)",
    conditionSynonyms: ["IBD", "inflammatory bowel disease", "Crohn's disease", "ulcerative colitis"],
  },
  "peptic-ulcer": {
    conditionName: "Stomach ulcer (peptic ulcer)",
    conditionSynonyms: ["peptic ulcer", "stomach ulcer", "gastric ulcer", "duodenal ulcer"],
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
  references: Reference[];
}

// At the strength of the licensed tablets themselves (65 mg of iron in ferrous sulfate 200 mg), their 4.3 applies as written.
const IRON_TABLET_MG = 65;
const IRON_TABLET_STRENGTH: NonNullable<MedicalContraindicationInput["appliesWhen"]> = {
  ingredient: "iron",
  minDailyAmount: { amount: IRON_TABLET_MG, unit: "mg" },
  rationale:
    "The ferrous sulfate 200 mg and ferrous fumarate tablets whose product information lists these contraindications hold 65 mg of iron or more each.",
};

// Named apart from the ask-first record on the same condition: one record per ingredient and condition name.
function atTabletStrength(entry: Entry): MedicalContraindicationInput {
  const record = contraindication(entry);
  return {
    ...record,
    id: `${record.id}-tablet-strength`,
    conditionName: `${record.conditionName}, with ${String(IRON_TABLET_MG)} mg of iron a day or more`,
    appliesWhen: IRON_TABLET_STRENGTH,
  };
}

function contraindication(entry: Entry): MedicalContraindicationInput {
  return {
    id: `mc-${entry.ingredient}-${entry.condition}`,
    ingredient: entry.ingredient,
    condition: entry.condition,
    conditionName: CONDITIONS[entry.condition].conditionName,
    conditionSynonyms: [...CONDITIONS[entry.condition].conditionSynonyms],
    contraindicationLevel: entry.level,
    reason: adviceWithWhy(entry.advice, entry.why),
    advice: entry.advice,
    medicalSupervisionRequired: entry.supervision ?? false,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: entry.references,
    isVerified: true,
  };
}

export const MEDICAL_CONTRAINDICATIONS_NUTRIENTS: MedicalContraindicationInput[] = [
  contraindication({
    ingredient: "caffeine",
    condition: "arrhythmia",
    level: "relative",
    why: "UK product information for caffeine tablets says they should not be used by people with a history of cardiac arrhythmia.",
    advice:
      "Ask your GP before taking caffeine tablets or high-caffeine supplements if you have had an irregular heartbeat.",
    supervision: true,
    references: [REFN.proPlusSmpc],
  }),
  contraindication({
    ingredient: "caffeine",
    condition: "anxiety",
    level: "relative",
    why: "UK product information for caffeine tablets says they should not be used by people with anxiety disorders.",
    advice:
      "Ask your GP or pharmacist before taking caffeine tablets or high-caffeine supplements if you have an anxiety disorder.",
    references: [REFN.proPlusSmpc],
  }),
  contraindication({
    ingredient: "glucosamine",
    condition: "shellfish-allergy",
    level: "absolute",
    why: "Glucosamine is made from shellfish, and UK product information for licensed glucosamine says it must not be taken by people allergic to shellfish.",
    advice: "Do not take glucosamine if you are allergic to shellfish.",
    references: [REFN.dolenioSmpc, REFN.glucosamine625Smpc, REF_WFH.hweGlucosamineLeaflet],
  }),
  contraindication({
    ingredient: "glucosamine",
    condition: "asthma",
    level: "relative",
    why: "UK product information for glucosamine reports asthma getting worse after starting it (it settled when glucosamine was stopped) and asks people with asthma to be aware of this.",
    advice: "Stop glucosamine and see your GP if your asthma gets worse after you start it.",
    references: [REFN.dolenioSmpc],
  }),
  contraindication({
    ingredient: "glucosamine",
    condition: "diabetes",
    level: "relative",
    why: "UK product information for glucosamine recommends checking blood glucose, and insulin needs where relevant, before and during treatment in people with impaired glucose tolerance.",
    advice:
      "Tell your diabetes team before taking glucosamine, and check your blood sugar more often when you start it.",
    supervision: true,
    references: [REFN.dolenioSmpc],
  }),
  contraindication({
    ingredient: "nac",
    condition: "asthma",
    level: "relative",
    why: "Acetylcysteine can tighten the airways (bronchospasm), especially in people with asthma, and UK product information says to stop it at once if this happens.",
    advice:
      "Ask your GP or pharmacist before taking NAC if you have asthma, and stop it straight away if you become wheezy or breathless.",
    references: [REFN.nacsysSmpc],
  }),
  contraindication({
    ingredient: "nac",
    condition: "peptic-ulcer",
    level: "relative",
    why: "UK product information for acetylcysteine advises caution with a history of peptic ulcer, especially alongside other medicines that irritate the stomach lining.",
    advice: "Ask your GP or pharmacist before taking NAC if you have had a stomach ulcer.",
    references: [REFN.nacsysSmpc],
  }),
  contraindication({
    ingredient: "iron",
    condition: "peptic-ulcer",
    level: "relative",
    why: "UK product information for ferrous fumarate lists an active peptic ulcer among its contraindications.",
    advice: "Ask your GP before taking iron supplements if you have a stomach ulcer.",
    supervision: true,
    references: [REFN.ferrousFumarateSmpc, REFN.galferSmpc],
  }),
  contraindication({
    ingredient: "iron",
    condition: "inflammatory-bowel-disease",
    level: "relative",
    why: "UK product information for ferrous fumarate lists inflammatory bowel disease (regional enteritis and ulcerative colitis) among its contraindications.",
    advice:
      "Ask your GP or IBD team before taking iron supplements if you have Crohn's disease or ulcerative colitis.",
    supervision: true,
    references: [REFN.ferrousFumarateSmpc, REFN.galferSmpc],
  }),
  atTabletStrength({
    ingredient: "iron",
    condition: "peptic-ulcer",
    level: "absolute",
    why: "UK product information for ferrous sulfate 200 mg and ferrous fumarate tablets (65 mg of iron or more each) says not to take them with an ulcer of the stomach or small intestine.",
    advice:
      "Do not take 65 mg or more of iron a day if you have a stomach ulcer, unless your doctor has prescribed it.",
    supervision: true,
    references: [REF_MIN.ferrousSulfateLeaflet, REFN.ferrousFumarateSmpc, REFN.galferSmpc],
  }),
  atTabletStrength({
    ingredient: "iron",
    condition: "inflammatory-bowel-disease",
    level: "absolute",
    why: "UK product information for ferrous fumarate tablets (section 4.3) lists inflammatory bowel disease, including regional enteritis and ulcerative colitis, among the contraindications of its 65 mg and stronger tablets.",
    advice:
      "Do not take 65 mg or more of iron a day if you have Crohn's disease or ulcerative colitis, unless your IBD team has prescribed it.",
    supervision: true,
    references: [REFN.ferrousFumarateSmpc, REFN.galferSmpc],
  }),
];
