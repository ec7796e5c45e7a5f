// Supplement–medicine interactions, part 104 (p19 round and after): saw palmetto with anticoagulants (a Swedish saw
// palmetto SmPC), green tea extract with iron someone is prescribed, potassium with amiloride, whose own UK leaflets
// say not to take it with potassium supplements, and caffeine with medicines that contain it (references-p19.ts).
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF } from "./references";
import { REFN } from "./references-nutrients";
import { REF_P19 as R } from "./references-p19";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_104: DrugInteractionInput[] = [
  // Not the retired pair id: potassium with amiloride was once part of the potassium-sparing group alone.
  {
    ...record(
      "potassium",
      {
        drugName: "Amiloride (including co-amilofruse and co-amilozide)",
        genericName: "amiloride",
        brandNames: ["Amoride", "Frumil"],
        drugClass: "Potassium-sparing diuretic",
      },
      {
        severityLevel: "contraindicated",
        interactionType: "hyperkalaemia",
        mechanism:
          "Amiloride reduces the amount of potassium the kidneys remove, so extra potassium from a supplement or salt substitute can build up in the blood.",
        expectedEffect:
          "High blood potassium (hyperkalaemia), which can cause muscle weakness and dangerous heart rhythm problems.",
        clinicalSignificance:
          "UK amiloride leaflets say not to take amiloride if you are taking potassium supplements or any potassium-containing medicines.",
        recommendation:
          "Do not take potassium supplements or potassium salt substitutes with amiloride unless the doctor who prescribed it has told you to.",
        avoidCombination: true,
        timingSeparationHours: null,
        medicalSupervision: true,
        dosageModification: null,
        monitoringRequired: "Blood potassium and kidney function tests.",
        evidenceLevel: 1,
        references: [R.amilorideLeaflet, R.amilorideBpLeaflet],
      },
    ),
    id: "di-potassium-amiloride-own-leaflet",
  },
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
  record(
    "caffeine",
    classTarget(
      "caffeine-containing",
      "Medicines containing caffeine (Pro Plus, Anadin Extra, Panadol Extra and others)",
    ),
    {
      severityLevel: "minor",
      interactionType: "additive_effect",
      mechanism: "Both give caffeine, so the amounts add up.",
      expectedEffect:
        "More than 400 mg of caffeine a day, with a racing heart, shakiness, anxiety or poor sleep.",
      clinicalSignificance:
        "UK product information for caffeine tablets (Pro Plus) says users should count caffeine from other sources so as not to go over 400 mg a day, and painkillers with caffeine say to avoid too much caffeine while taking them.",
      recommendation:
        "Count the caffeine in this supplement and in the medicine, and keep the total under 400 mg a day (200 mg if you are pregnant).",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REFN.proPlusSmpc, R.paracetamolCaffeineSmpc],
    },
  ),
];
