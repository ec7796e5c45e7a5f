// Supplement–medicine interactions, part 94 (wx1 round): the misses of a blind probe, each from the text that states it.
// The NHS page on taking melatonin with other medicines names amitriptyline and the opiates among the medicines to
// mention before taking it (the other medicines it names already had records, or are left in the read log); the
// NACSYS leaflet's "cough suppressants" reached dextromethorphan only, not pholcodine.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REFN } from "./references-nutrients";
import { REF_WX1 as R } from "./references-wx1";
import { verifiedRecord as record } from "./verified-record";

const DROWSY =
  "do not drive or use machinery if you feel drowsy, and tell your doctor or pharmacist before taking them together.";

export const DRUG_INTERACTIONS_PART_94: DrugInteractionInput[] = [
  // The page names amitriptyline as an example of the antidepressants; imipramine and fluvoxamine have their own records.
  record(
    "melatonin",
    {
      drugName: "Amitriptyline",
      genericName: "amitriptyline",
      brandNames: [],
      drugClass: "Tricyclic antidepressant",
    },
    {
      severityLevel: "minor",
      interactionType: "additive_sedation",
      mechanism:
        "Both can make you drowsy; the NHS says many medicines may increase or decrease the drowsy-making effects of melatonin.",
      expectedEffect: "More drowsiness, or side effects of either medicine, than with one alone.",
      clinicalSignificance:
        "The NHS page on taking melatonin with other medicines says some medicines and melatonin can affect each other and increase the risk of side effects, and asks people taking antidepressants such as fluvoxamine or amitriptyline to tell their doctor or pharmacist before taking melatonin.",
      recommendation: `Melatonin may add to the drowsiness amitriptyline can cause: ${DROWSY}`,
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [R.nhsMelatoninOtherMedicines],
    },
  ),
  // "Opiates such as codeine or morphine for pain control": the opioid painkiller group.
  record("melatonin", classTarget("opioid", "Opioid painkillers"), {
    severityLevel: "minor",
    interactionType: "additive_sedation",
    mechanism:
      "Opioid painkillers and melatonin can both make you drowsy; the NHS says many medicines may increase the drowsy-making effects of melatonin.",
    expectedEffect: "More drowsiness and slower reactions than with either alone.",
    clinicalSignificance:
      "The NHS page on taking melatonin with other medicines says some medicines and melatonin can affect each other and increase the risk of side effects, and asks people taking opiates such as codeine or morphine for pain to tell their doctor or pharmacist before taking melatonin.",
    recommendation: `Melatonin may add to the drowsiness an opioid painkiller causes: ${DROWSY}`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [R.nhsMelatoninOtherMedicines],
  }),
  // The page names these groups with no effect, as it does the antidepressants: an ask, never a block.
  record("melatonin", classTarget("nsaid", "NSAID painkillers (such as ibuprofen and naproxen)"), {
    severityLevel: "minor",
    interactionType: "possible_interaction",
    mechanism: "The NHS page does not say how the two affect each other.",
    expectedEffect: "Either medicine may work differently or cause more side effects than alone.",
    clinicalSignificance:
      "The NHS page on taking melatonin with other medicines says some medicines and melatonin can affect each other and increase the risk of side effects, and asks people taking non-steroidal anti-inflammatory drugs (NSAIDs) such as ibuprofen, naproxen or diclofenac to tell their doctor or pharmacist before taking melatonin.",
    recommendation:
      "If you take an anti-inflammatory painkiller such as ibuprofen, naproxen or diclofenac, tell your doctor or pharmacist before taking melatonin.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [R.nhsMelatoninOtherMedicines],
  }),
  record("melatonin", classTarget("antihypertensive", "Blood pressure-lowering medicines"), {
    severityLevel: "minor",
    interactionType: "possible_interaction",
    mechanism: "The NHS page does not say how the two affect each other.",
    expectedEffect:
      "Blood pressure may be less well controlled, or either medicine may cause more side effects.",
    clinicalSignificance:
      "The NHS page on taking melatonin with other medicines says some medicines and melatonin can affect each other and increase the risk of side effects, and asks people taking medicines that lower blood pressure to tell their doctor or pharmacist before taking melatonin.",
    recommendation:
      "If you take a medicine for high blood pressure, tell your doctor or pharmacist before taking melatonin, and keep to your usual blood pressure checks.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Blood pressure at your usual checks.",
    evidenceLevel: 1,
    references: [R.nhsMelatoninOtherMedicines],
  }),
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
