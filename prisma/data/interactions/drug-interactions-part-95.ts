// Supplement–medicine interactions, part 95 (wx2 round): the misses of a blind probe, each from the text that states it.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_WX2 as R } from "./references-wx2";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_95: DrugInteractionInput[] = [
  // NCCIH's digest cites a 2017 review without saying how the effect was found, so the record asks (minor, level 5);
  // it names statins as a group, so it reaches the statin class and no other cholesterol medicine.
  record("black-cohosh", classTarget("statin", "Statins"), {
    severityLevel: "minor",
    interactionType: "reduced_effect",
    mechanism:
      "How black cohosh might affect statins is not known; a review of its possible interactions found it may reduce their effect.",
    expectedEffect: "The statin may lower cholesterol less well than expected.",
    clinicalSignificance:
      "NCCIH's clinical digest for health professionals says the risk of interactions between black cohosh and medicines appears to be small, and that a 2017 review found black cohosh has an overall low risk of drug interactions but may reduce the effectiveness of statins.",
    recommendation:
      "If you take a statin, tell your GP or pharmacist before starting black cohosh, so they can check your cholesterol is still controlled.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Cholesterol at your usual checks.",
    evidenceLevel: 5,
    references: [R.nccihDigestHerbDrug],
  }),
  // NCCIH says only that it is uncertain whether ginseng interacts with statins: an "ask" at level 5, never a block.
  // Its calcium channel blocker, blood pressure and warfarin sentences are already reached by existing records.
  record("ginseng", classTarget("statin", "Statins"), {
    severityLevel: "minor",
    interactionType: "possible_interaction",
    mechanism:
      "Asian ginseng may change how some medicines work in the body; whether it does so with statins has not been settled.",
    expectedEffect: "An effect on the statin is possible but uncertain.",
    clinicalSignificance:
      "NCCIH's clinical digest for health professionals says there are uncertainties about whether Asian ginseng might interact with certain medications, among them statin medications.",
    recommendation:
      "If you take a statin, mention Asian ginseng to your GP or pharmacist before starting it.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.nccihDigestScienceGinseng],
  }),
];
