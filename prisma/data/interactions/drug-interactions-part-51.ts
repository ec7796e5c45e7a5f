// Supplement–medicine interactions, part 51: what the wthr audit of the herbs' UK traditional herbal registrations found
// silent. Feverfew's UK product information stops, in the copies readable here, at a sentence on in vitro platelet
// studies, so these records rest on FoundHealth's feverfew safety page, checked against its text (level 5: the
// concern comes from laboratory findings on platelets).
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_WTHR as R } from "./references-wthr";
import { verifiedRecord as record } from "./verified-record";

const BLEEDING_SIGNS =
  "Tell your doctor about unusual bruising, nosebleeds, or blood in your urine or stools.";

export const DRUG_INTERACTIONS_PART_51: DrugInteractionInput[] = [
  record(
    "feverfew",
    classTarget("anticoagulant", "Anticoagulants (blood thinners) such as warfarin or heparin"),
    {
      severityLevel: "moderate",
      interactionType: "additive_bleeding_risk",
      mechanism: "Feverfew might slightly slow the platelets, the blood cells that help blood clot.",
      expectedEffect: "A possible increase in bruising and bleeding.",
      clinicalSignificance:
        "FoundHealth's feverfew safety page says that, because feverfew might slightly inhibit platelets, it should not be combined with strong anticoagulants such as warfarin or heparin except on medical advice.",
      recommendation: `Ask your doctor or anticoagulant clinic before taking feverfew with a blood thinner. ${BLEEDING_SIGNS}`,
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Signs of bleeding.",
      evidenceLevel: 5,
      references: [R.foundHealthFeverfew],
    },
  ),
  record(
    "feverfew",
    classTarget("nsaid", "Anti-inflammatory painkillers (NSAIDs) such as aspirin or ibuprofen"),
    {
      severityLevel: "moderate",
      interactionType: "possible_interaction",
      mechanism:
        "Feverfew might add to the stomach irritation these medicines can cause, and might slightly slow the platelets.",
      expectedEffect: "A possible increase in stomach problems, and in bruising or bleeding with aspirin.",
      clinicalSignificance:
        "FoundHealth's feverfew safety page says feverfew might increase the risk of stomach problems if combined with anti-inflammatory drugs such as aspirin, and not to use it with aspirin or other non-steroidal anti-inflammatory drugs except on medical advice.",
      recommendation:
        "Ask your doctor or pharmacist before taking feverfew if you take aspirin or another anti-inflammatory painkiller regularly, and tell them about stomach pain, indigestion, or black stools.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [R.foundHealthFeverfew],
    },
  ),
];
