// Supplement–medicine interactions, part 97 (wcat round): from the product information of the registered herbal
// medicines added to the catalogue, read for the supplement–medicine pairs it states.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_WHMPC as R } from "./references-whmpc";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_97: DrugInteractionInput[] = [
  // Section 4.4 gives the effect on platelets as theoretical, so this is a note (minor), like the anticoagulant one.
  record("ginger", classTarget("antiplatelet", "Antiplatelet medicines (such as aspirin and clopidogrel)"), {
    severityLevel: "minor",
    interactionType: "additive_bleeding_risk",
    mechanism: "Ginger may stop platelets clumping together, which is how antiplatelet medicines work.",
    expectedEffect: "A possible, theoretical increase in bruising and bleeding.",
    clinicalSignificance:
      "The UK product information of registered ginger medicines says ginger may inhibit platelet aggregation and may decrease platelet thromboxane production, so it may theoretically increase the risk of bleeding.",
    recommendation:
      "Tell your doctor or pharmacist if you take ginger tablets or capsules with an antiplatelet medicine, and get medical help for unusual bleeding or bruising.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.hriGingerSmpc, R.gruenwalderGingerSmpc],
  }),
];
