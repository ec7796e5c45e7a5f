// Supplement–medicine interactions, part 44: from the audit of the vitamins' UK product information item by item,
// folic acid with the sulphonamide antibiotics, a group its SmPC names that the dictionary lacked until this round
// (medicine-classes-wvit.ts). Checked against the text of its reference.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REFN } from "./references-nutrients";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_44: DrugInteractionInput[] = [
  // Trimethoprim, the other half of the sentence, is reached by di-folic-acid-folate-antagonist and its nutrient record.
  record("folic-acid", classTarget("sulfonamide", "Sulphonamide antibiotics (as in co-trimoxazole)"), {
    severityLevel: "minor",
    interactionType: "reduced_effect",
    mechanism:
      "Sulphonamide antibiotics work against folate in the body and can reduce the effect of folic acid.",
    expectedEffect: "Folic acid may do less while you take the antibiotic.",
    clinicalSignificance:
      "UK folic acid product information says trimethoprim or sulphonamides, alone or in combination as co-trimoxazole, may reduce the effect of folic acid, and that this may be serious in patients with megaloblastic anaemia.",
    recommendation:
      "If you take folic acid for anaemia, tell the doctor who prescribes a sulphonamide antibiotic such as co-trimoxazole (Septrin); otherwise no change is needed.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REFN.folicAcidEmcSmpc],
  }),
];
