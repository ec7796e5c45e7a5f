// Supplement–medicine interactions, part 87 (the wfh round): chondroitin with antiplatelets, evening primrose oil with phenothiazines.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_WFH as R } from "./references-wfh";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_87: DrugInteractionInput[] = [
  // The effect was seen only in rats far above the recommended dose, none within it: minor, and only above 1,200 mg a day.
  record(
    "chondroitin",
    classTarget("antiplatelet", "Antiplatelet medicines (such as aspirin, clopidogrel and dipyridamole)"),
    {
      severityLevel: "minor",
      interactionType: "additive_bleeding_risk",
      mechanism:
        "At doses far above those recommended, chondroitin slightly reduced platelet clumping in rats; no effect on platelets has been seen at the recommended doses.",
      expectedEffect: "A possible small addition to the effect of the antiplatelet medicine on bleeding.",
      clinicalSignificance:
        "Section 4.4 of the SmPC of Chondromel, a chondroitin sulfate medicine licensed in Ireland, says no effect on platelets has been seen at the recommended doses, but a slight antiplatelet effect was seen in rats at doses greatly above them, which has to be taken into account when chondroitin is used with platelet antiaggregants (aspirin, dipyridamole, clopidogrel, ditazol, triflusal or ticlopidine).",
      recommendation:
        "If you take aspirin, clopidogrel or another antiplatelet medicine, keep to the usual 800 to 1,200 mg of chondroitin a day unless your doctor or pharmacist agrees to more, and tell them about any unusual bruising or bleeding.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: "Unusual bruising or bleeding.",
      evidenceLevel: 1,
      references: [R.chondromelPrecautions],
      appliesWhen: {
        ingredient: "chondroitin",
        minDailyAmount: { amount: 1201, unit: "mg" },
        rationale:
          "The SmPC saw no effect on platelets within its recommended doses (800 to 1,200 mg a day); the slight effect it asks to be taken into account was seen in rats at doses greatly above them.",
      },
    },
  ),
  // Both texts name the class; chlorpromazine and perphenazine keep their own records.
  record(
    "evening-primrose-oil",
    classTarget(
      "phenothiazine",
      "Phenothiazines (such as chlorpromazine, prochlorperazine and trifluoperazine)",
    ),
    {
      severityLevel: "moderate",
      interactionType: "lowered_seizure_threshold",
      mechanism:
        "Phenothiazines can make seizures more likely; evening primrose oil taken with them has been followed by epileptic seizures in single cases.",
      expectedEffect: "A possible seizure, especially in someone with epilepsy or schizophrenia.",
      clinicalSignificance:
        "The Swiss patient information of Epogam 1000, an evening primrose oil medicine, says epileptic seizures occurred in single cases in people taking phenothiazines for psychiatric illness, so care is needed and they should speak to their doctor first; section 4.5 of the Italian Epogam SmPC says that in people with schizophrenia treated with phenothiazines, which are known to cause seizures, Epogam could bring out epilepsy.",
      recommendation:
        "Ask your doctor before taking evening primrose oil if you take a phenothiazine such as chlorpromazine, prochlorperazine or trifluoperazine.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [R.epogamSwissPatientInfo, R.epogamItalianSmpc],
    },
  ),
];
