// Supplement–medicine interactions, part 70 (wplt round): CBD with warfarin and devil's claw with the anticoagulants.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_WPLT as R } from "./references-wplt";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_70: DrugInteractionInput[] = [
  // Case reports only, at prescription doses, and one low-dose case without change: asks, never blocks.
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
  // FoundHealth names warfarin or heparin, so the whole group; the SPS herbal record stays the narrower one for the DOACs.
  record(
    "devils-claw",
    classTarget("anticoagulant", "Anticoagulants (blood thinners such as warfarin or heparin)"),
    {
      severityLevel: "moderate",
      interactionType: "additive_bleeding_risk",
      mechanism: "Not established; the concern rests on a case report with warfarin.",
      expectedEffect: "Possible increase in bruising and bleeding.",
      clinicalSignificance:
        "FoundHealth's devil's claw safety page says that, according to one case report, devil's claw might increase the potential for bleeding while taking warfarin, and that it might enhance the effect of blood-thinning medicines such as warfarin or heparin; a pharmacists' guide to warfarin interactions lists devil's claw among the herbal products reported to increase the risk of bleeding with warfarin.",
      recommendation:
        "Ask your doctor, anticoagulant clinic or pharmacist before taking devil's claw with a blood thinner. Get medical help for unusual bleeding or bruising, black or bloody stools, blood in your urine, or a severe headache.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 4,
      references: [R.foundHealthDevilsClaw, R.stentonWarfarinHerbs],
    },
  ),
];
