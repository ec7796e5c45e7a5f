// Supplement–medicine interactions, part 20: psyllium with opioids, from section 4.4 of its UK licensed product.
// "Should not be used together … and then only under medical supervision": graded as not to be combined.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF } from "./references";
import { REF_LICENSED_FORMS } from "./references-licensed-forms";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_20: DrugInteractionInput[] = [
  record("psyllium", classTarget("opioid", "Opioid painkillers"), {
    severityLevel: "major",
    interactionType: "additive_adverse",
    mechanism:
      "Opioids slow the movement of the gut; psyllium swells with water, and in a slow gut it can cause a blockage.",
    expectedEffect: "A higher risk of the bowel becoming blocked.",
    clinicalSignificance:
      "The UK product information for Fybogel (ispaghula husk, the licensed form of psyllium) says it should not be used together with medicines that slow the movement of the gut, such as opioids, and then only under medical supervision, to lower the risk of a blockage.",
    recommendation:
      "Do not take psyllium while you take an opioid painkiller unless your doctor agrees and keeps an eye on you. Always take it with plenty of water.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Tummy pain, swelling, being sick, or not opening your bowels.",
    evidenceLevel: 1,
    references: [REF_LICENSED_FORMS.fybogelSmpcSections43And44, REF.fybogelSmpc],
  }),
];
