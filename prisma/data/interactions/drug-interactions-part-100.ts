// Supplement–medicine interactions, part 100 (p9 round): glucosamine with the anticancer medicines and antiplatelets
// the NHS Specialist Pharmacy Service names (references-p9.ts), and CBD with any medicine, as the FSA advises.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_NUT2 } from "./references-nutrients-2";
import { REF_P9 as R } from "./references-p9";
import { verifiedRecord as record, type RecordTarget } from "./verified-record";

const RESISTANCE =
  "In laboratory studies glucosamine made cancer cells less sensitive to some anticancer medicines, so it may make treatment less effective.";

function glucosamineWithAnticancer(target: RecordTarget, name: string): DrugInteractionInput {
  return record("glucosamine", target, {
    severityLevel: "major",
    interactionType: "reduced_effect",
    mechanism: RESISTANCE,
    expectedEffect: `${name} may work less well against the cancer.`,
    clinicalSignificance: `The NHS Specialist Pharmacy Service says there is a theoretical risk that glucosamine may interact with doxorubicin and etoposide and, because of the potential clinical significance, that glucosamine should not be used with them.`,
    recommendation: `Do not take glucosamine while you are having ${name}, unless your cancer team says it is safe.`,
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.spsGlucosamineInteractions],
  });
}

export const DRUG_INTERACTIONS_PART_100: DrugInteractionInput[] = [
  // Every medicine: a record on a narrower group or the medicine itself speaks instead where one exists.
  record("cbd", classTarget("any-medicine", "Any medicine"), {
    severityLevel: "moderate",
    interactionType: "unknown_interaction",
    mechanism:
      "CBD changes how the liver breaks down many medicines, and for most medicines the effect has not been studied.",
    expectedEffect: "Not known for most medicines: a medicine's level in the blood may change.",
    clinicalSignificance:
      "The Food Standards Agency and Food Standards Scotland advise that CBD is not advised for people taking medication who have not consulted a medical professional.",
    recommendation:
      "Ask your doctor or pharmacist before taking CBD with any medicine, as the Food Standards Agency advises.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [REF_NUT2.fsaCbdUpdate2023],
  }),
  glucosamineWithAnticancer(
    {
      drugName: "Doxorubicin",
      genericName: "doxorubicin",
      brandNames: [],
      drugClass: "Anticancer medicine",
    },
    "doxorubicin",
  ),
  glucosamineWithAnticancer(
    {
      drugName: "Etoposide",
      genericName: "etoposide",
      brandNames: ["Vepesid", "Etopophos"],
      drugClass: "Anticancer medicine",
    },
    "etoposide",
  ),
  record("glucosamine", classTarget("antiplatelet", "Antiplatelet medicines (such as clopidogrel)"), {
    severityLevel: "moderate",
    interactionType: "additive_bleeding_risk",
    mechanism:
      "Glucosamine has been reported to strengthen the effect of warfarin on blood clotting; whether it adds to antiplatelet medicines is not known.",
    expectedEffect: "A possible increase in bruising or bleeding.",
    clinicalSignificance:
      "The NHS Specialist Pharmacy Service says it has been suggested that glucosamine should be used with caution in people taking antiplatelet medicines, after reports of glucosamine raising the effect of warfarin.",
    recommendation:
      "Ask your pharmacist or doctor before taking glucosamine with an antiplatelet medicine, and tell them about any unusual bruising or bleeding.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Signs of bruising or bleeding.",
    evidenceLevel: 5,
    references: [R.spsGlucosamineInteractions],
  }),
];
