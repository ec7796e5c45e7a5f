// Supplement–medicine interactions, part 92 (wprobe2 round): potassium with tacrolimus, whose product information says to avoid it.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_WPROBE2 as R } from "./references-wprobe2";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_92: DrugInteractionInput[] = [
  // "Should be avoided", not the "caution" of ciclosporin's text: the record blocks, as ACE inhibitors' "not recommended" does.
  record(
    "potassium",
    {
      drugName: "Tacrolimus",
      genericName: "tacrolimus",
      brandNames: ["Prograf", "Advagraf", "Adoport", "Envarsus", "Modigraf", "Dailiport"],
      drugClass: "Calcineurin inhibitor immunosuppressant",
    },
    {
      severityLevel: "major",
      interactionType: "hyperkalaemia",
      mechanism:
        "Tacrolimus can raise the level of potassium in the blood, and a potassium supplement or potassium salt substitute adds more.",
      expectedEffect:
        "High blood potassium (hyperkalaemia), which can cause muscle weakness and dangerous heart rhythm problems.",
      clinicalSignificance:
        "Tacrolimus's product information says to avoid high potassium intake and potassium-sparing diuretics with it, as tacrolimus may cause high potassium or make existing high potassium worse.",
      recommendation:
        "Do not take potassium supplements or potassium salt substitutes (such as LoSalt) while you take tacrolimus unless your transplant team has told you to. If you already take one, ask your transplant team before you stop or carry on.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Blood potassium, as your transplant team arranges.",
      evidenceLevel: 1,
      references: [R.advagrafMimsMalaysia],
    },
  ),
];
