// Supplement–medicine interactions, part 104 (p19 round): saw palmetto with anticoagulants (a Swedish saw palmetto
// SmPC) and green tea extract with iron someone is prescribed (references-p19.ts).
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF } from "./references";
import { REF_P19 as R } from "./references-p19";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_104: DrugInteractionInput[] = [
  record("saw-palmetto", classTarget("anticoagulant", "Anticoagulants (warfarin and other blood thinners)"), {
    severityLevel: "moderate",
    interactionType: "additive_bleeding_risk",
    mechanism:
      "Saw palmetto may strengthen the effect of anticoagulants; the product information does not say how.",
    expectedEffect: "A higher INR with warfarin, and a greater chance of bleeding.",
    clinicalSignificance:
      "The Swedish summary of product characteristics of Sabamin (saw palmetto 320 mg) says it should not be used with anticoagulants such as warfarin without weighing the risks and benefits, and that suspected interactions with warfarin have been reported in which the INR rose.",
    recommendation:
      "Ask your anticoagulant clinic, GP or pharmacist before taking saw palmetto with a blood thinner; if you take warfarin, have your INR checked after starting or stopping it.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "INR, if you take warfarin.",
    evidenceLevel: 4,
    references: [R.sabaminSmpc],
  }),
  record("green-tea-extract", classTarget("iron-preparation", "Iron tablets and liquids"), {
    severityLevel: "minor",
    interactionType: "reduced_absorption",
    mechanism: "Polyphenols in tea, such as catechins, bind iron in the gut and reduce how much is absorbed.",
    expectedEffect: "Less of the prescribed iron is absorbed.",
    clinicalSignificance:
      "Memorial Sloan Kettering Cancer Center asks people taking iron to talk to their doctor before taking green tea, as it can affect how iron is absorbed; the NIH fact sheet on iron names tea polyphenols among what lowers iron absorption.",
    recommendation: "Take your iron a few hours apart from green tea extract, tea or coffee.",
    avoidCombination: false,
    timingSeparationHours: 2,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 3,
    references: [R.mskGreenTea, REF.odsIron],
  }),
];
