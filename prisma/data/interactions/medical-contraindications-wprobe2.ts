// Condition records of the wprobe2 round, from UK traditional herbal registrations read after a blind probe.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_HERBS } from "./references-herbs";
import { verifiedCondition as checked } from "./verified-record";

export const MEDICAL_CONTRAINDICATIONS_WPROBE2: MedicalContraindicationInput[] = [
  // Section 4.4 of every UK milk thistle registration read asks first; it does not forbid, so the record asks.
  checked({
    ingredient: "milk-thistle",
    condition: "liver-disease",
    conditionName: "Liver disease",
    conditionSynonyms: ["liver disease", "active liver disease"],
    level: "relative",
    advice: "Ask your doctor before taking milk thistle if you have liver disease.",
    why: "UK milk thistle product information says people with active liver disease should consult their doctor before taking it. People often take milk thistle for the liver; the doctor treating the liver disease should know.",
    references: [REF_HERBS.milkThistleSmpc],
  }),
];
