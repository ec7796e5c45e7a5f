// Supplement–medicine interactions, part 96 (wx5 round): the misses of blind probes, each from the text that states it.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF } from "./references";
import { REF_WX5 as R } from "./references-wx5";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_96: DrugInteractionInput[] = [
  // Acitretin's own section 4.3 contraindicates vitamin A; the retinoid class record stays major for the others.
  record(
    "vitamin-a",
    {
      drugName: "Acitretin",
      genericName: "acitretin",
      brandNames: ["Neotigason"],
      drugClass: "Oral retinoids",
    },
    {
      severityLevel: "contraindicated",
      interactionType: "additive_toxicity",
      mechanism: "Acitretin is a vitamin A derivative; extra vitamin A adds to its effects.",
      expectedEffect:
        "Risk of vitamin A toxicity (hypervitaminosis A): headache, dry skin, liver problems and raised pressure in the head.",
      clinicalSignificance:
        "Acitretin's product information lists taking it with vitamin A or other retinoids among its contraindications, because of the risk of hypervitaminosis A.",
      recommendation:
        "Do not take vitamin A supplements, or multivitamins or fish liver oils with vitamin A, while you take acitretin; ask your dermatologist or pharmacist for one without vitamin A.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [R.mimsAcitretinContraindications, R.neotigasonUkSmpc, REF.neotigasonSmpc],
    },
  ),
];
