// Supplement–medicine interactions, part 70 (wplt round): CBD with warfarin, from case reports at prescription doses.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_WPLT as R } from "./references-wplt";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_70: DrugInteractionInput[] = [
  // Case reports only, at doses far above a food supplement's, and one low-dose case without change: asks, never blocks.
  record(
    "cbd",
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
        "Cannabidiol may slow the liver's breakdown of warfarin; the reports do not settle the mechanism.",
      expectedEffect: "Possible rise in INR and bleeding risk; the warfarin dose may need lowering.",
      clinicalSignificance:
        "Case reports describe people on warfarin whose INR rose after they started a prescription cannabidiol medicine (Epidiolex): one needed a warfarin dose nearly 20% lower and another, whose INR reached 6.86, about 30% lower. The authors advise frequent INR checks when someone on warfarin starts cannabidiol. That medicine is taken at 5 to 20 mg per kg of body weight a day; a report of a person taking a low-dose cannabis product by mouth found minimal change in INR, so the effect may depend on the dose.",
      recommendation:
        "Tell your anticoagulant clinic before you start or stop a CBD product while taking warfarin, so they can check your INR. Get medical help for unusual bleeding or bruising.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "INR check after starting or stopping CBD.",
      evidenceLevel: 4,
      references: [R.ajhpCannabidiolWarfarin, R.jCannabisResWarfarin, R.epidyolexDosing],
    },
  ),
];
