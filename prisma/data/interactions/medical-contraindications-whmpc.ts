// Condition records of the round that looked for the EU herbal monographs of the catalogue herbs: what the UK
// registered products read beside them name and no record covered yet. Each was checked against its references.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WHMPC as R } from "./references-whmpc";

export const MEDICAL_CONTRAINDICATIONS_WHMPC: MedicalContraindicationInput[] = [
  // Section 4.3 of each UK ginger registration read lists it, beside the ulcer and gallstones that have records.
  checked({
    ingredient: "ginger",
    condition: "bile-duct-obstruction",
    conditionName: "Blocked bile duct (biliary obstruction)",
    conditionSynonyms: ["bile duct obstruction", "blocked bile duct", "obstruction of the bile duct"],
    level: "absolute",
    advice: "Do not take ginger tablets or capsules if you have a blocked bile duct.",
    why: "the UK product information of registered ginger medicines (Gruenwalder Digest Ginger, HRI Travel and Digestion Relief, Tradimed Ginger) lists obstruction of the bile duct, cholangitis or gall stones among its contraindications.",
    references: [R.gruenwalderGingerSmpc, R.hriGingerSmpc, R.tradimedGingerSmpc],
  }),
];
