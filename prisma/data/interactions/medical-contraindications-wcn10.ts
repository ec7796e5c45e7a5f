// Condition records for words read since the wcn10 round: iron for thalassaemia carriers asks.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";

const SCTSP_CARRIER_HEALTH = {
  title:
    "Can carrying beta thalassaemia trait cause any health problems? A carrier should take iron medicine only if a special blood test (serum iron or serum ferritin) shows that they are short of iron",
  publisher: "sctsp.org.uk (UK sickle cell and thalassaemia carrier information)",
  url: "https://www.sctsp.org.uk/can-carrying-beta-thalassaemia-trait-cause-any-health-problems",
};

export const MEDICAL_CONTRAINDICATIONS_WCN10: MedicalContraindicationInput[] = [
  // An information page's advice, not guidance or a study: level 5, and it asks rather than blocks.
  checked({
    ingredient: "iron",
    condition: "thalassaemia-trait",
    conditionName: "Thalassaemia trait (carrier)",
    conditionSynonyms: ["thalassaemia trait", "beta thalassaemia trait", "thalassaemia carrier"],
    level: "relative",
    advice:
      "Ask your GP or pharmacist before taking iron supplements if you carry thalassaemia: take iron only if a blood test (serum iron or ferritin) shows you are short of iron.",
    why: "carriers of thalassaemia have smaller red blood cells, which can be mistaken for iron deficiency. A UK carrier information page says a carrier should take iron medicine only if a special blood test shows they are short of iron, as in the long run it could do more harm than good; the UK Thalassaemia Society likewise says carriers should take iron only when they need it, with the iron level measured first.",
    evidenceLevel: 5,
    references: [SCTSP_CARRIER_HEALTH],
  }),
];
