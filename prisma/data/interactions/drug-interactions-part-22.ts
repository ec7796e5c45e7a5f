// Supplement–medicine interactions, part 22: ingredients that had no medicine records — garcinia cambogia with SSRI
// antidepressants and chitosan with warfarin, each from a published case report. Each record was checked against the
// text of its references; case reports set the evidence at level 4.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { verifiedRecord as record } from "./verified-record";
import { REF_ZERO as R } from "./references-zero";

export const DRUG_INTERACTIONS_PART_22: DrugInteractionInput[] = [
  // One reported case, not a trial: flagged for supervision rather than blocked.
  record("garcinia-cambogia", classTarget("ssri", "SSRI antidepressants"), {
    severityLevel: "moderate",
    interactionType: "serotonergic",
    mechanism:
      "Hydroxycitric acid, the main substance in garcinia cambogia, may raise serotonin levels, which adds to the effect of SSRI antidepressants.",
    expectedEffect:
      "A risk of too much serotonin (serotonin toxicity): sweating, shaking, a fast heartbeat, high blood pressure, agitation and muscle twitching.",
    clinicalSignificance:
      "A published case report describes serotonin toxicity in a woman who had taken escitalopram for over a year without problems and then took a garcinia cambogia weight-loss supplement for 2 to 3 months; the authors note that hydroxycitric acid may increase serotonin and so the risk of serotonin toxicity with SSRIs.",
    recommendation:
      "Ask your doctor or pharmacist before taking garcinia cambogia if you take an SSRI antidepressant. Get medical help straight away if you develop sweating, shaking, a racing heart or muscle twitching.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Signs of serotonin toxicity: sweating, shaking, agitation, a fast heartbeat.",
    evidenceLevel: 4,
    references: [R.garciniaSerotoninCase],
  }),
  record(
    "chitosan",
    {
      drugName: "Warfarin",
      genericName: "warfarin",
      brandNames: ["Coumadin"],
      drugClass: "Vitamin K antagonist",
    },
    {
      severityLevel: "moderate",
      interactionType: "increased_anticoagulant_effect",
      mechanism:
        "Chitosan binds fats and bile acids in the gut and can reduce how much vitamin K (a fat-soluble vitamin) is absorbed, which makes warfarin act more strongly.",
      expectedEffect: "A higher INR and a greater risk of bleeding or bruising.",
      clinicalSignificance:
        "A published case report describes a man stable on warfarin whose INR rose markedly after he took chitosan 1,200 mg twice a day, settled when he stopped, and rose again when he restarted it; the authors judged the interaction probable and say healthcare professionals should be aware of it.",
      recommendation:
        "Do not start or stop chitosan without telling the clinic that manages your warfarin, so your INR can be checked.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "INR when chitosan is started or stopped.",
      evidenceLevel: 4,
      references: [R.chitosanWarfarinCase],
    },
  ),
];
