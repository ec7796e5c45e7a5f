// Supplement–medicine interactions, part 58 (the wgap round; docs/reference/knowledge-rounds.md).
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_WCOND } from "./references-wcond";
import { REF_WGAP } from "./references-wgap";
import { stJohnsWortLowers, verifiedRecord as record } from "./verified-record";

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
    references: [REF_WGAP.naturalStandardNiacin, REF_WGAP.helloPharmacistNiacinInsulin],
    appliesWhen: {
      ingredient: "niacin",
      minDailyAmount: { amount: 1, unit: "g" },
      rationale:
        "The rise in blood sugar comes with the gram doses of niacin used to lower cholesterol: HelloPharmacist's interaction page reports 4.5 g a day raising glucose in people with diabetes, and 1.5 g a day or less appearing to have minimal effect. Multivitamin and B-complex amounts are milligrams.",
    },
  }),
  // Xeljanz's label names rifampicin, not the herb; another Pfizer label counts the herb among strong CYP3A inducers.
  stJohnsWortLowers({
    target: {
      drugName: "Tofacitinib",
      genericName: "tofacitinib",
      brandNames: ["Xeljanz"],
      drugClass: "JAK inhibitor for arthritis and ulcerative colitis",
    },
    severityLevel: "major",
    mechanism:
      "St John's wort makes the liver produce more CYP3A4, the enzyme that mainly breaks tofacitinib down, so its level in the blood may fall.",
    expectedEffect:
      "Less tofacitinib in the blood, so rheumatoid arthritis, psoriatic arthritis or ulcerative colitis may be less well controlled.",
    clinicalSignificance:
      "Xeljanz's US prescribing information says strong CYP3A4 inducers such as rifampicin decrease exposure to tofacitinib and may result in loss of or reduced clinical response, and that taking them together is not recommended. It does not name St John's wort, but Pfizer's US label for medroxyprogesterone injection names St John's wort among strong CYP3A inducers (its effect varying with the preparation), and the SmPC of a UK registered St John's wort product says the herb induces CYP3A4.",
    recommendation:
      "Do not take St John's wort while you take tofacitinib (Xeljanz) unless your specialist team agrees. If you already take both, do not stop St John's wort on your own: tell the team that prescribes tofacitinib, as its level rises again over the next 2 weeks or so.",
    monitoringRequired: "Whether your joint or bowel symptoms return, if the two are taken together.",
    references: [
      REF_WGAP.xeljanzUsInteractions,
      REF_WGAP.depoSubqProveraUsInteractions,
      REF_WCOND.herbalstoreSjwSmpc,
    ],
  }),
];
