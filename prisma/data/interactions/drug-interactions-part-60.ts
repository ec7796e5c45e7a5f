// Supplement–medicine interactions, part 60 (the wzero3 round).
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedRecord as record } from "./verified-record";
import { REF_WZERO3 as R } from "./references-wzero3";

export const DRUG_INTERACTIONS_PART_60: DrugInteractionInput[] = [
  record(
    "glutamine",
    { drugName: "Lactulose", genericName: "lactulose", brandNames: ["Duphalac"], drugClass: "Laxative" },
    {
      severityLevel: "moderate",
      interactionType: "reduced_effect",
      mechanism:
        "The body turns some glutamine into ammonia, while lactulose given for liver disease is meant to lower ammonia in the blood.",
      expectedEffect:
        "Lactulose may lower ammonia less well. This matters only when it is taken for high ammonia.",
      clinicalSignificance:
        "Pediatric Oncall's glutamine monograph says glutamine may diminish the therapeutic effect of lactulose, specifically its ammonia-lowering effect.",
      recommendation:
        "If you take lactulose because of liver disease (to keep ammonia down), ask your doctor before taking glutamine. If you take lactulose only for constipation, this does not apply.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired:
        "Confusion or drowsiness, which can be signs of high ammonia in people with liver disease.",
      evidenceLevel: 5,
      references: [R.pediatricOncallGlutamine],
    },
  ),
];
