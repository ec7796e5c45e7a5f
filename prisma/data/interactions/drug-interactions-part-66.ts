// Supplement–medicine interactions, part 66 (wnccih2): dandelion with the four medicine groups NCCIH's current page names.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { verifiedRecord as record, type RecordTarget as Target } from "./verified-record";
import { REF_WNCCIH2 as R } from "./references-wnccih2";

const DANDELION_THEORETICAL =
  "The NIH's complementary health centre says there are theoretical reasons to suspect dandelion might interact with medicines for diabetes, anticoagulants, antiplatelet medicines and water tablets (diuretics), and asks anyone taking a medicine to talk to their health care provider before using dandelion. No interaction has been shown in people.";

// "Theoretical reasons to suspect" is the weakest wording such a page uses: the records ask, at evidence level 5.
function dandelionWith(target: Target, expectedEffect: string, recommendation: string): DrugInteractionInput {
  return record("dandelion", target, {
    severityLevel: "minor",
    interactionType: "possible_interaction",
    mechanism: "The page gives no mechanism; the concern is theoretical.",
    expectedEffect,
    clinicalSignificance: DANDELION_THEORETICAL,
    recommendation,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.nccihDandelionCurrent],
  });
}

export const DRUG_INTERACTIONS_PART_66: DrugInteractionInput[] = [
  dandelionWith(
    classTarget("anticoagulant", "Anticoagulants (blood thinners)"),
    "Not known; a change in the blood-thinning effect cannot be ruled out.",
    "Ask your doctor, anticoagulant clinic or pharmacist before taking dandelion supplements with a blood thinner, and report unusual bruising or bleeding.",
  ),
  dandelionWith(
    classTarget("antiplatelet", "Antiplatelet medicines (such as aspirin and clopidogrel)"),
    "Not known; a change in the effect on blood clotting cannot be ruled out.",
    "Ask your doctor or pharmacist before taking dandelion supplements with an antiplatelet medicine, and report unusual bruising or bleeding.",
  ),
  dandelionWith(
    classTarget("blood-glucose-lowering", "Medicines that lower blood sugar (diabetes medicines)"),
    "Not known; blood sugar control may change.",
    "Ask your doctor or pharmacist before taking dandelion supplements with a diabetes medicine, and check your blood sugar as you have been told to.",
  ),
  dandelionWith(
    classTarget("diuretic", "Diuretics (water tablets)"),
    "Not known; the effect of the water tablet may change.",
    "Ask your doctor or pharmacist before taking dandelion supplements with a water tablet (diuretic).",
  ),
];
