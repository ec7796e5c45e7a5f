// Supplement–medicine interactions, part 94 (wx1 round): the misses of a blind probe, each from the text that states it.
// The NHS page on taking melatonin with other medicines names amitriptyline, the opiates, the NSAIDs and blood pressure
// medicines among those to mention before taking it (the others it names already had records, or are left in the read
// log); the NACSYS leaflet's "cough suppressants" reached dextromethorphan only, not pholcodine.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REFN } from "./references-nutrients";
import { REF_WX1 as R } from "./references-wx1";
import { type RecordTarget, verifiedRecord as record } from "./verified-record";

const DROWSY =
  "do not drive or use machinery if you feel drowsy, and tell your doctor or pharmacist before taking them together.";

type AskFields = Pick<
  DrugInteractionInput,
  "interactionType" | "mechanism" | "expectedEffect" | "recommendation" | "monitoringRequired"
>;

/** The NHS page asks people taking `whom` to tell their doctor or pharmacist first: an ask, never a block. */
function nhsAsksFirst(target: RecordTarget, whom: string, fields: AskFields): DrugInteractionInput {
  return record("melatonin", target, {
    severityLevel: "minor",
    ...fields,
    clinicalSignificance: `The NHS page on taking melatonin with other medicines says some medicines and melatonin can affect each other and increase the risk of side effects, and asks people taking ${whom} to tell their doctor or pharmacist before taking melatonin.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    evidenceLevel: 1,
    references: [R.nhsMelatoninOtherMedicines],
  });
}

const NOT_SAID = "The NHS page does not say how the two affect each other.";

export const DRUG_INTERACTIONS_PART_94: DrugInteractionInput[] = [
  // The page names amitriptyline as an example of the antidepressants; imipramine and fluvoxamine have their own records.
  nhsAsksFirst(
    {
      drugName: "Amitriptyline",
      genericName: "amitriptyline",
      brandNames: [],
      drugClass: "Tricyclic antidepressant",
    },
    "antidepressants such as fluvoxamine or amitriptyline",
    {
      interactionType: "additive_sedation",
      mechanism:
        "Both can make you drowsy; the NHS says many medicines may increase or decrease the drowsy-making effects of melatonin.",
      expectedEffect: "More drowsiness, or side effects of either medicine, than with one alone.",
      recommendation: `Melatonin may add to the drowsiness amitriptyline can cause: ${DROWSY}`,
      monitoringRequired: null,
    },
  ),
  // "Opiates such as codeine or morphine for pain control": the opioid painkiller group.
  nhsAsksFirst(classTarget("opioid", "Opioid painkillers"), "opiates such as codeine or morphine for pain", {
    interactionType: "additive_sedation",
    mechanism:
      "Opioid painkillers and melatonin can both make you drowsy; the NHS says many medicines may increase the drowsy-making effects of melatonin.",
    expectedEffect: "More drowsiness and slower reactions than with either alone.",
    recommendation: `Melatonin may add to the drowsiness an opioid painkiller causes: ${DROWSY}`,
    monitoringRequired: null,
  }),
  // The page names these groups with no effect, as it does the antidepressants.
  nhsAsksFirst(
    classTarget("nsaid", "NSAID painkillers (such as ibuprofen and naproxen)"),
    "non-steroidal anti-inflammatory drugs (NSAIDs) such as ibuprofen, naproxen or diclofenac",
    {
      interactionType: "possible_interaction",
      mechanism: NOT_SAID,
      expectedEffect: "Either medicine may work differently or cause more side effects than alone.",
      recommendation:
        "If you take an anti-inflammatory painkiller such as ibuprofen, naproxen or diclofenac, tell your doctor or pharmacist before taking melatonin.",
      monitoringRequired: null,
    },
  ),
  nhsAsksFirst(
    classTarget("antihypertensive", "Blood pressure-lowering medicines"),
    "medicines that lower blood pressure",
    {
      interactionType: "possible_interaction",
      mechanism: NOT_SAID,
      expectedEffect:
        "Blood pressure may be less well controlled, or either medicine may cause more side effects.",
      recommendation:
        "If you take a medicine for high blood pressure, tell your doctor or pharmacist before taking melatonin, and keep to your usual blood pressure checks.",
      monitoringRequired: "Blood pressure at your usual checks.",
    },
  ),
  // Withdrawn from UK sale in 2023, but people may still have a bottle at home; worded as the dextromethorphan record.
  record(
    "nac",
    {
      drugName: "Pholcodine",
      genericName: "pholcodine",
      brandNames: ["Galenphol"],
      drugClass: "Cough suppressant",
    },
    {
      severityLevel: "moderate",
      interactionType: "opposing_effect",
      mechanism:
        "Acetylcysteine loosens phlegm so that it can be coughed up; a cough suppressant such as pholcodine stops the cough that clears it.",
      expectedEffect: "Loosened phlegm may stay in the airways instead of being coughed up.",
      clinicalSignificance:
        "The UK patient leaflet for NACSYS 600 mg effervescent tablets (acetylcysteine) says cough suppressants should not be used at the same time, as you must be able to cough up the loosened phlegm.",
      recommendation:
        "Do not use a cough suppressant such as pholcodine linctus at the same time as N-acetylcysteine (NAC); pholcodine medicines were withdrawn from sale in the UK in 2023, so ask your pharmacist which cough remedy suits you.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REFN.nacsysLeaflet],
    },
  ),
];
