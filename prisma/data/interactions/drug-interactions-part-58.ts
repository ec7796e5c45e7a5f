// Supplement–medicine interactions, part 58: pairs a spot audit of commonly stated interactions found with no finding
// at all, written only where a source could be read here. Flaxseed with blood thinners and diabetes medicines comes
// from St. Luke's A.D.A.M. monograph, niacin with diabetes medicines from Natural Standard's monograph. Neither text
// grades its evidence or says to avoid the pair, so the records ask rather than block. Each was checked against its text.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_WGAP } from "./references-wgap";
import { verifiedRecord as record } from "./verified-record";

const FLAXSEED_BLEEDING =
  "St. Luke's A.D.A.M. monograph on flaxseed says that, if you are being treated with blood thinning medications, you should not use flaxseed without first talking to your health care provider: its omega-3 fatty acids may increase the effects of blood thinning medications, including aspirin and warfarin, and the two should only be taken together under the guidance of a health care provider. The monograph gives no grade of evidence.";

export const DRUG_INTERACTIONS_PART_58: DrugInteractionInput[] = [
  record("flaxseed", classTarget("anticoagulant", "Anticoagulants (blood thinners such as warfarin)"), {
    severityLevel: "moderate",
    interactionType: "additive_bleeding_risk",
    mechanism:
      "The omega-3 fatty acid in flaxseed (alpha-linolenic acid) may add to the effect of medicines that thin the blood.",
    expectedEffect: "A possible increase in bruising and bleeding.",
    clinicalSignificance: FLAXSEED_BLEEDING,
    recommendation:
      "Talk to your doctor, pharmacist or anticoagulant clinic before taking flaxseed or flaxseed oil supplements with a blood thinner, and tell them if you notice unusual bruising or bleeding.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Unusual bruising or bleeding; your INR if you take warfarin.",
    evidenceLevel: 5,
    references: [REF_WGAP.stLukesFlaxseedInteractions],
  }),
  record(
    "flaxseed",
    classTarget("antiplatelet", "Antiplatelet medicines (such as aspirin and clopidogrel)"),
    {
      severityLevel: "moderate",
      interactionType: "additive_bleeding_risk",
      mechanism:
        "The omega-3 fatty acid in flaxseed (alpha-linolenic acid) may add to the effect of medicines that stop blood cells clumping together.",
      expectedEffect: "A possible increase in bruising and bleeding.",
      clinicalSignificance: FLAXSEED_BLEEDING,
      recommendation:
        "Talk to your doctor or pharmacist before taking flaxseed or flaxseed oil supplements with aspirin or another antiplatelet medicine, and tell them if you notice unusual bruising or bleeding.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Unusual bruising or bleeding.",
      evidenceLevel: 5,
      references: [REF_WGAP.stLukesFlaxseedInteractions],
    },
  ),
  record("flaxseed", classTarget("blood-glucose-lowering", "Diabetes medicines that lower blood sugar"), {
    severityLevel: "moderate",
    interactionType: "additive_hypoglycaemia",
    mechanism: "Flaxseed may change blood sugar, which adds to the effect of diabetes medicines.",
    expectedEffect: "Blood sugar may run lower or less predictably than usual.",
    clinicalSignificance:
      "St. Luke's A.D.A.M. monograph on flaxseed says that people taking medicines for diabetes, including insulin, should only use flaxseed (ALA) under the supervision of a qualified health care provider. The monograph gives no grade of evidence.",
    recommendation:
      "Talk to your diabetes team or pharmacist before taking flaxseed supplements with a diabetes medicine, and check your blood sugar more often when you start.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood sugar, if you test it at home.",
    evidenceLevel: 5,
    references: [REF_WGAP.stLukesFlaxseedInteractions],
  }),
  // The text names no amount; the pharmacist may want a dose below which this stays quiet.
  record("niacin", classTarget("blood-glucose-lowering", "Diabetes medicines that lower blood sugar"), {
    severityLevel: "moderate",
    interactionType: "opposing_effect",
    mechanism: "Niacin can raise blood sugar, working against diabetes medicines.",
    expectedEffect: "Blood sugar may rise, so the diabetes medicine may work less well.",
    clinicalSignificance:
      "Natural Standard's niacin monograph says that, based on human study, niacin may increase blood sugar levels and may require dosing adjustments of insulin or prescription diabetes drugs, and that caution is advised when using medications that may affect blood sugar.",
    recommendation:
      "Ask your diabetes team or pharmacist before taking niacin supplements with a diabetes medicine, and check your blood sugar more often when you start; your dose may need changing.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: "Your diabetes medicine dose may need adjusting.",
    monitoringRequired: "Blood sugar, if you test it at home, and HbA1c at your next review.",
    evidenceLevel: 3,
    references: [REF_WGAP.naturalStandardNiacin],
  }),
];
