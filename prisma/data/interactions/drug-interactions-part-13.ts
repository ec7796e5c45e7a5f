// Supplement–medicine interactions, part 13: what the second systematic reading of the nutrients and other
// non-herbal ingredients found and parts 1 to 11 lacked — CBD with antiepileptic medicines (a class, from the
// Epidyolex product information) and with tacrolimus. Each was checked against the text of its references.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { verifiedRecord as record } from "./verified-record";
import { REF3 } from "./references-part-3";
import { REF_NUT2 } from "./references-nutrients-2";

// The studies behind both records used prescription cannabidiol at many times the FSA's 10 mg a day.
const PRESCRIPTION_DOSES =
  "The evidence comes from prescription cannabidiol (Epidyolex) at 5 to 20 mg per kg of body weight a day, far more than the 10 mg a day the Food Standards Agency advises for CBD in food; how much of the effect remains at food amounts is not known.";

export const DRUG_INTERACTIONS_PART_13: DrugInteractionInput[] = [
  record("cbd", classTarget("antiepileptic", "Antiepileptic medicines"), {
    severityLevel: "moderate",
    interactionType: "altered_drug_level",
    mechanism:
      "Cannabidiol is broken down by, and blocks, several liver enzymes (cytochrome P450 and UGT) that also handle many epilepsy medicines, so each can change the blood level of the other.",
    expectedEffect:
      "Blood levels of the epilepsy medicine may rise or fall, with more side effects such as drowsiness, or less seizure control.",
    clinicalSignificance: `The Swiss Epidyolex product information says its pharmacokinetics are complex and can lead to interactions with other antiepileptic medicines taken at the same time, so doses are adjusted under regular medical supervision, side effects are watched closely and blood levels may be measured. The Food Standards Agency advises people taking medication not to take CBD without consulting a medical professional. ${PRESCRIPTION_DOSES}`,
    recommendation:
      "Speak to your epilepsy team before taking CBD with a medicine for epilepsy, and do not change your epilepsy medicines yourself.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired:
      "Side effects such as drowsiness, seizure control, and blood levels if your team advises them.",
    evidenceLevel: 1,
    references: [REF_NUT2.epidyolexSwissInteractions, REF_NUT2.fsaCbdUpdate2023],
  }),
  record(
    "cbd",
    {
      drugName: "Tacrolimus",
      genericName: "tacrolimus",
      brandNames: ["Prograf", "Advagraf"],
      drugClass: "Immunosuppressant (calcineurin inhibitor)",
    },
    {
      severityLevel: "moderate",
      interactionType: "altered_drug_level",
      mechanism:
        "Cannabidiol acts on liver enzymes (CYP3A4 and others) and on the P-glycoprotein pump, which handle tacrolimus.",
      expectedEffect:
        "Tacrolimus levels may rise, with a risk of tacrolimus side effects such as kidney damage, tremor or high blood pressure.",
      clinicalSignificance: `A monograph on cannabidiol reports tacrolimus toxicity with the prescription CBD product (Epidiolex). ${PRESCRIPTION_DOSES}`,
      recommendation:
        "Do not start CBD while taking tacrolimus without speaking to your transplant or specialist team first.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Tacrolimus blood levels and kidney function, if your team advises them.",
      evidenceLevel: 4,
      references: [REF_NUT2.drugsComCbd, REF3.fsaCbd],
    },
  ),
];
