// Supplement–medicine interactions, part 81 (wnci2 round): rows of NCI's 2009 table of herb interactions still silent.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_WHERBAUD } from "./references-wherbaud";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_81: DrugInteractionInput[] = [
  // "Hyperglycemic agents" read as medicines for high blood sugar, as the garlic row of the same table was
  // (its patient version: "drugs that treat high blood sugar"); a table line with no study or amount asks.
  record("yohimbe", classTarget("blood-glucose-lowering", "Diabetes medicines that lower blood sugar"), {
    severityLevel: "minor",
    interactionType: "reduced_effect",
    mechanism: "Not given in the table.",
    expectedEffect: "The diabetes medicine may work less well, so blood sugar may run higher than usual.",
    clinicalSignificance:
      "The National Cancer Institute's PDQ summary on nutrition in cancer care lists, among possible interactions of herbs used by people with cancer, that yohimbe decreases the effect of medicines for high blood sugar (the table's 'hyperglycemic agents'). It gives no reason, study or amount.",
    recommendation:
      "Ask your pharmacist or diabetes team before taking yohimbe with a diabetes medicine, and check your blood sugar as they advise.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Blood sugar.",
    evidenceLevel: 5,
    references: [REF_WHERBAUD.nciNutritionTable3],
  }),
];
