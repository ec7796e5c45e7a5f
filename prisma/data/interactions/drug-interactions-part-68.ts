// Supplement–medicine interactions, part 68 (wthr2): artichoke leaf with the coumarin anticoagulants, from German advice on its product information.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_WTHR2 as R } from "./references-wthr2";
import { verifiedRecord as record } from "./verified-record";

// The texts name the coumarins (phenprocoumon, warfarin), not the newer anticoagulants, and ask for closer checks, not
// avoidance: a class record on the vitamin K antagonists that asks.
export const DRUG_INTERACTIONS_PART_68: DrugInteractionInput[] = [
  record("artichoke", classTarget("vitamin-k-antagonist", "Coumarin anticoagulants (such as warfarin)"), {
    severityLevel: "moderate",
    interactionType: "reduced_effect",
    mechanism:
      "Artichoke leaf extract may weaken the blood-thinning effect of coumarin anticoagulants such as warfarin; how it does so is not known.",
    expectedEffect: "Your INR may fall, so your blood may clot more easily, while you take artichoke leaf.",
    clinicalSignificance:
      "German advice on artichoke leaf medicines (Stiftung Warentest and PTA-Forum, from their product information) says they can weaken the effect of the coumarin anticoagulants phenprocoumon and warfarin, so blood clotting should be checked more often than usual and the anticoagulant dose raised if the doctor advises it.",
    recommendation:
      "Tell your anticoagulant clinic or GP before you start or stop artichoke leaf, so that your INR can be checked more often.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: "The anticoagulant dose may need raising, if the doctor advises it.",
    monitoringRequired: "INR, more often when artichoke leaf is started or stopped.",
    evidenceLevel: 1,
    references: [R.artichokeWarentest, R.artichokePtaForum],
  }),
];
