// Supplement–medicine interactions, part 62 (the wcn4 round).
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_WCN4 } from "./references-wcn4";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_62: DrugInteractionInput[] = [
  // "Thyroid supplementation" in the Q&A is thyroid hormone replacement, so the record goes on the group.
  record("kelp", classTarget("thyroid-hormone", "Thyroid hormones (levothyroxine, liothyronine)"), {
    severityLevel: "major",
    interactionType: "altered_thyroid_effect",
    mechanism:
      "Kelp contains iodine in amounts that vary widely, even between batches of the same brand, and too much iodine can make the thyroid work too little or too much.",
    expectedEffect:
      "Thyroid levels may swing, so the dose of thyroid hormone you need can change in ways that are hard to predict.",
    clinicalSignificance:
      "The NHS Specialist Pharmacy Service's Medicines Q&A says UK and American resources caution or advise against taking levothyroxine with kelp products, that underactive and overactive thyroid have both been blamed on kelp products, and that people with a thyroid disorder should avoid kelp whether or not they take thyroid hormone.",
    recommendation:
      "Do not take kelp or sea kelp supplements while you take levothyroxine or another thyroid hormone. If you already take both, tell your GP, who may check your thyroid levels.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Thyroid function tests if kelp has been taken.",
    evidenceLevel: 1,
    references: [REF_WCN4.spsKelpLevothyroxine],
  }),
];
