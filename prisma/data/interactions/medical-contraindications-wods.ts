// Condition records of the sports and weight-loss round: glucomannan with pregnancy, breastfeeding, a narrowed gut
// and diabetes, from the Drugs.com professional monograph. Each was checked against its text.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { BREASTFEEDS, DIABETES, PREGNANT } from "./condition-synonyms";
import { REF_WODS as R } from "./references-wods";

// "Use is not recommended" in the monograph is written as absolute, as the zero round's Drugs.com records are.
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
];
