// Supplement–medicine interactions, part 64: fenugreek with warfarin, the one supplement the bleeding review names for
// people on anticoagulants that had no record.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF } from "./references";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_64: DrugInteractionInput[] = [
  record(
    "fenugreek",
    {
      drugName: "Warfarin",
      genericName: "warfarin",
      brandNames: ["Marevan"],
      drugClass: "Vitamin K antagonist anticoagulant",
    },
    {
      severityLevel: "moderate",
      interactionType: "increased_effect",
      mechanism:
        "Fenugreek has been reported to raise the INR of people on warfarin; the mechanism is unclear.",
      expectedEffect: "Possible increase in INR and bleeding risk; evidence comes from case reports.",
      clinicalSignificance:
        "Fenugreek has been associated with bleeding risk in people taking anticoagulants.",
      recommendation: "Tell your anticoagulant clinic before starting or stopping fenugreek.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "INR check after starting or stopping.",
      evidenceLevel: 4,
      references: [REF.supplementBleedingReview2022],
    },
  ),
];
