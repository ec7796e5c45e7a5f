// Condition records of the wthr round (references-wthr.ts), each checked against its text: what the UK traditional
// herbal registrations' sections 4.3 and 4.4 name that no record met before.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_WTHR as R } from "./references-wthr";
import { verifiedCondition as checked } from "./verified-record";

export const MEDICAL_CONTRAINDICATIONS_WTHR: MedicalContraindicationInput[] = [
  // The text sends the person to a doctor rather than forbidding the product, so it asks.
  checked({
    ingredient: "rhodiola",
    condition: "depression",
    conditionName: "Depression",
    conditionSynonyms: ["depression", "clinical depression"],
    level: "relative",
    advice:
      "Ask your doctor about treatment if you have signs of depression, rather than relying on rhodiola.",
    why: "section 4.4 of the UK product information of StressEeze rhodiola tablets, a traditional herbal medicine for the symptoms of stress, says people with signs and symptoms of depression should seek medical advice for appropriate treatment.",
    references: [R.stressEezeRhodiolaSmpc],
  }),
];
