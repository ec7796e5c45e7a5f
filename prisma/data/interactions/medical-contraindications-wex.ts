// Condition records of the wex round (sports and weight-loss ingredients), each checked against its text.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WEX as R } from "./references-wex";

export const MEDICAL_CONTRAINDICATIONS_WEX: MedicalContraindicationInput[] = [
  // "Don't take" is the page's own word, so the record blocks; an expert answer, not a trial, hence level 5.
  checked({
    ingredient: "arginine",
    condition: "herpes-simplex",
    conditionName: "Cold sores or genital herpes (herpes simplex)",
    conditionSynonyms: ["cold sores", "genital herpes", "herpes simplex"],
    level: "absolute",
    advice: "Do not take L-arginine supplements if you have had cold sores or genital herpes.",
    why: "the Mayo Clinic advises against L-arginine supplements for anyone who has had cold sores or genital herpes, because too much L-arginine in the body can trigger the virus that causes them.",
    evidenceLevel: 5,
    references: [R.mayoArginineBloodPressure],
  }),
];
