// Condition records of the sports and weight-loss round: glucomannan with pregnancy, breastfeeding, a narrowed gut
// and diabetes, from the Drugs.com professional monograph, and guarana with the conditions a hospital health
// library asks people to discuss first. Each was checked against its text.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import {
  BREASTFEEDS,
  CKD,
  DIABETES,
  HYPERTENSION,
  LIVER_DISEASE,
  PREGNANT,
  THYROID_DISEASE,
  TRYING_TO_CONCEIVE,
} from "./condition-synonyms";
import { REF_WODS as R } from "./references-wods";

// "Use is not recommended" in the monograph is written as absolute, as the zero round's Drugs.com records are.
interface GuaranaCondition {
  condition: string;
  conditionName: string;
  conditionSynonyms: readonly string[];
  /** As the page words it, after "if they". */
  named: string;
}

// "Discuss guarana with your health care professional BEFORE taking it": asks, never blocks.
function guarana(entry: GuaranaCondition): MedicalContraindicationInput {
  const { named, ...condition } = entry;
  return checked({
    ingredient: "guarana",
    ...condition,
    level: "relative",
    advice: "Ask your GP or pharmacist before taking guarana.",
    why: `University of Utah Health's health library asks people to discuss guarana with a health professional before taking it if they ${named}.`,
    evidenceLevel: 5,
    references: [R.utahGuarana],
  });
}

const GUARANA_CONDITIONS: GuaranaCondition[] = [
  {
    condition: "angina",
    conditionName: "Angina",
    conditionSynonyms: ["angina"],
    named: "have angina or chest pain or pressure",
  },
  {
    condition: "anxiety",
    conditionName: "Anxiety",
    conditionSynonyms: ["anxiety", "panic attacks"],
    named: "have anxiety or panic attacks",
  },
  { condition: "diabetes", conditionName: "Diabetes", conditionSynonyms: DIABETES, named: "have diabetes" },
  {
    condition: "cardiovascular-disease",
    conditionName: "Heart disease",
    conditionSynonyms: ["heart disease", "cardiovascular disease"],
    named: "have heart disease",
  },
  {
    condition: "arrhythmia",
    conditionName: "Heart rhythm problem (arrhythmia)",
    conditionSynonyms: ["irregular heartbeat", "arrhythmia"],
    named: "have an irregular heartbeat or palpitations",
  },
  {
    condition: "hypertension",
    conditionName: "High blood pressure",
    conditionSynonyms: HYPERTENSION,
    named: "have high blood pressure",
  },
  {
    condition: "hypotension",
    conditionName: "Low blood pressure",
    conditionSynonyms: ["low blood pressure", "hypotension"],
    named: "have low blood pressure",
  },
  {
    condition: "chronic-kidney-disease",
    conditionName: "Kidney disease",
    conditionSynonyms: CKD,
    named: "have kidney disease",
  },
  {
    condition: "liver-disease",
    conditionName: "Liver disease",
    conditionSynonyms: LIVER_DISEASE,
    named: "have liver disease",
  },
  {
    condition: "peptic-ulcer",
    conditionName: "Peptic ulcer",
    conditionSynonyms: ["peptic ulcer", "stomach ulcer"],
    named: "have peptic ulcer disease",
  },
  {
    condition: "epilepsy",
    conditionName: "Seizure disorder (epilepsy)",
    conditionSynonyms: ["seizure disorder", "epilepsy"],
    named: "have a seizure disorder",
  },
  {
    condition: "thyroid-disease",
    conditionName: "Thyroid disease",
    conditionSynonyms: THYROID_DISEASE,
    named: "have thyroid disease",
  },
  {
    condition: "insomnia",
    conditionName: "Trouble sleeping (insomnia)",
    conditionSynonyms: ["trouble sleeping", "insomnia"],
    named: "have trouble sleeping",
  },
  { ...PREGNANT, named: "are pregnant" },
  {
    condition: "trying-to-conceive",
    conditionName: "Trying to get pregnant",
    conditionSynonyms: TRYING_TO_CONCEIVE,
    named: "are trying to get pregnant",
  },
  { ...BREASTFEEDS, named: "are breastfeeding" },
];

export const MEDICAL_CONTRAINDICATIONS_WODS: MedicalContraindicationInput[] = [
  checked({
    ingredient: "glucomannan",
    ...PREGNANT,
    level: "absolute",
    advice: "Do not take glucomannan supplements while you are pregnant.",
    why: "the Drugs.com professional monograph says information on its use in pregnancy is lacking and that, until more is known, it is not recommended.",
    evidenceLevel: 5,
    references: [R.drugsComGlucomannan],
  }),
  checked({
    ingredient: "glucomannan",
    ...BREASTFEEDS,
    level: "absolute",
    advice: "Do not take glucomannan supplements while you are breastfeeding.",
    why: "the Drugs.com professional monograph says information on its use while breastfeeding is lacking and that, until more is known, it is not recommended.",
    evidenceLevel: 5,
    references: [R.drugsComGlucomannan],
  }),
  // The monograph names "structural abnormalities of the esophagus or gut"; a narrowed gut is one of them.
  checked({
    ingredient: "glucomannan",
    condition: "gut-stricture",
    conditionName: "Narrowing of the gut (stricture)",
    conditionSynonyms: ["narrowing of the gut", "bowel stricture"],
    level: "absolute",
    advice: "Do not take glucomannan if your gut has been narrowed or is otherwise abnormal in shape.",
    why: "the Drugs.com professional monograph says that, given the risk of the oesophagus or stomach becoming blocked, glucomannan is not recommended for people with structural abnormalities of the oesophagus or gut.",
    evidenceLevel: 5,
    references: [R.drugsComGlucomannan],
  }),
  checked({
    ingredient: "glucomannan",
    condition: "diabetes",
    conditionName: "Diabetes",
    conditionSynonyms: DIABETES,
    level: "relative",
    advice:
      "Ask your diabetes team before taking glucomannan, and check your blood sugar more often when you start it.",
    why: "the Drugs.com professional monograph says glucomannan may lower blood glucose and that these effects are potentially dangerous to people with diabetes.",
    evidenceLevel: 5,
    references: [R.drugsComGlucomannan],
  }),
  ...GUARANA_CONDITIONS.map(guarana),
];
