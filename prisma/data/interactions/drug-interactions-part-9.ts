// Supplement–medicine interactions of the ingredients added in 2026-11, read with the method of
// docs/knowledge-base.md from the NCCIH pages, the ODS fact sheets, the Epidyolex product information and
// the LPI. Only those checked later against the text of a cited page are verified.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { GP_NOTEBOOK_CRANBERRY } from "./medicine-food-interactions";
import { REF, nhs } from "./references";
import { REF3 } from "./references-part-3";
import { REF_MORE } from "./references-more";

const BLEEDING_SIGNS =
  "Get medical help for unusual bleeding or bruising, black or bloody stools, blood in urine, or a severe headache.";
const EPIDYOLEX_DOSE =
  "Epidyolex is given at 10 to 20 mg per kg of body weight a day, far more than the 10 mg a day the FSA advises for CBD in food; how much of the effect remains at food amounts is not known.";

type Base = Omit<
  DrugInteractionInput,
  | "id"
  | "ingredient"
  | "drugName"
  | "genericName"
  | "brandNames"
  | "drugClass"
  | "targetClass"
  | "timingSeparationHours"
  | "dosageModification"
  | "isVerified"
>;

function record(
  id: string,
  ingredient: string,
  target: Pick<DrugInteractionInput, "drugName" | "genericName" | "brandNames" | "drugClass" | "targetClass">,
  { isVerified = false, ...fields }: Base & { isVerified?: boolean },
): DrugInteractionInput {
  return {
    id,
    ingredient,
    ...target,
    ...fields,
    timingSeparationHours: null,
    dosageModification: null,
    isVerified,
  };
}

const WARFARIN = {
  drugName: "Warfarin",
  genericName: "warfarin",
  brandNames: ["Marevan"],
  drugClass: "Vitamin K antagonist anticoagulant",
};

export const DRUG_INTERACTIONS_PART_9: DrugInteractionInput[] = [
  record("di-cranberry-warfarin", "cranberry", WARFARIN, {
    severityLevel: "major",
    interactionType: "increased_anticoagulant_effect",
    mechanism:
      "Cranberry contains flavonoids that may slow the liver enzyme (CYP2C9) that breaks down warfarin; the mechanism is not proven.",
    expectedEffect: "Changes in INR and a greater risk of bleeding.",
    clinicalSignificance:
      "The UK Committee on Safety of Medicines received reports of INR changes and bleeding, including a death, in people taking warfarin with cranberry juice, and advised caution with other cranberry products because no safe amount can be defined.",
    recommendation: `Do not take cranberry capsules or other cranberry products while taking warfarin unless your anticoagulant clinic agrees. ${BLEEDING_SIGNS}`,
    avoidCombination: true,
    medicalSupervision: true,
    monitoringRequired: "INR, if your clinic agrees to the combination.",
    evidenceLevel: 1,
    references: [GP_NOTEBOOK_CRANBERRY, nhs("warfarin", "Warfarin"), REF_MORE.nccihBulletinCranberry],
  }),
  record("di-evening-primrose-oil-warfarin", "evening-primrose-oil", WARFARIN, {
    severityLevel: "moderate",
    interactionType: "additive_bleeding_risk",
    mechanism: "Evening primrose oil may add to the blood-thinning effect of warfarin.",
    expectedEffect: "Possible increase in bruising and bleeding.",
    clinicalSignificance:
      "The NIH's National Center for Complementary and Integrative Health says evening primrose oil may increase bleeding in people taking warfarin.",
    recommendation: `Speak to your anticoagulant clinic or pharmacist before taking evening primrose oil with warfarin. ${BLEEDING_SIGNS}`,
    avoidCombination: false,
    medicalSupervision: true,
    monitoringRequired: "INR, if your clinic advises it.",
    evidenceLevel: 4,
    references: [REF3.nccihEveningPrimrose, REF_MORE.nccihBulletinEveningPrimrose],
    isVerified: true,
  }),
  record("di-chamomile-warfarin", "chamomile", WARFARIN, {
    severityLevel: "moderate",
    interactionType: "additive_bleeding_risk",
    mechanism: "Chamomile may add to the effect of warfarin; the way it does so is not established.",
    expectedEffect: "Possible increase in bruising and bleeding.",
    clinicalSignificance:
      "The NIH's National Center for Complementary and Integrative Health says chamomile may interact with warfarin.",
    recommendation: `Speak to your anticoagulant clinic or pharmacist before taking chamomile supplements with warfarin. ${BLEEDING_SIGNS}`,
    avoidCombination: false,
    medicalSupervision: true,
    monitoringRequired: "INR, if your clinic advises it.",
    evidenceLevel: 4,
    references: [REF3.nccihChamomile],
  }),
  record(
    "di-chamomile-ciclosporin",
    "chamomile",
    {
      drugName: "Ciclosporin",
      genericName: "ciclosporin",
      brandNames: ["Neoral"],
      drugClass: "Calcineurin inhibitor immunosuppressant",
    },
    {
      severityLevel: "moderate",
      interactionType: "altered_drug_level",
      mechanism: "Chamomile may change the amount of ciclosporin in the blood.",
      expectedEffect:
        "Ciclosporin levels may change, affecting how well it prevents rejection or its side effects.",
      clinicalSignificance:
        "The NIH's National Center for Complementary and Integrative Health says chamomile may interact with cyclosporine (ciclosporin).",
      recommendation:
        "Ask your transplant team or pharmacist before taking chamomile supplements with ciclosporin.",
      avoidCombination: false,
      medicalSupervision: true,
      monitoringRequired: "Ciclosporin blood levels, if your team advises it.",
      evidenceLevel: 4,
      references: [REF3.nccihChamomile],
    },
  ),
  record("di-chondroitin-warfarin", "chondroitin", WARFARIN, {
    severityLevel: "moderate",
    interactionType: "increased_anticoagulant_effect",
    mechanism: "Glucosamine, with or without chondroitin, may increase the effect of warfarin.",
    expectedEffect: "A higher INR and a greater risk of bleeding.",
    clinicalSignificance:
      "The NIH's National Center for Complementary and Integrative Health says glucosamine with or without chondroitin may interact with warfarin.",
    recommendation: `Speak to your anticoagulant clinic or pharmacist before taking chondroitin, especially with glucosamine, while on warfarin. ${BLEEDING_SIGNS}`,
    avoidCombination: false,
    medicalSupervision: true,
    monitoringRequired: "INR, if your clinic advises it.",
    evidenceLevel: 4,
    references: [REF.nccihGlucosamine],
  }),
  record(
    "di-goldenseal-cyp3a4",
    "goldenseal",
    classTarget("cyp3a4-dependent", "Medicines cleared mainly by CYP3A4"),
    {
      severityLevel: "moderate",
      interactionType: "enzyme_inhibition",
      mechanism:
        "Goldenseal slows liver enzymes that break down many medicines, so more of such a medicine may stay in the blood.",
      expectedEffect: "Higher levels of the medicine and more of its side effects.",
      clinicalSignificance:
        "The NIH's National Center for Complementary and Integrative Health says goldenseal may interact with many medicines by affecting the enzymes that break them down.",
      recommendation: "Ask your pharmacist before taking goldenseal with this medicine.",
      avoidCombination: false,
      medicalSupervision: true,
      monitoringRequired: null,
      evidenceLevel: 3,
      references: [REF3.nccihGoldenseal],
    },
  ),
  record(
    "di-cbd-clobazam",
    "cbd",
    {
      drugName: "Clobazam",
      genericName: "clobazam",
      brandNames: [],
      drugClass: "Benzodiazepine antiepileptic",
    },
    {
      severityLevel: "moderate",
      interactionType: "enzyme_inhibition",
      mechanism:
        "Cannabidiol raises the level of clobazam's active breakdown product (N-desmethylclobazam), and clobazam raises a breakdown product of cannabidiol.",
      expectedEffect: "More drowsiness and sedation.",
      clinicalSignificance: `The Epidyolex (cannabidiol) product information describes this interaction. ${EPIDYOLEX_DOSE}`,
      recommendation:
        "Speak to your epilepsy team before taking CBD products with clobazam; the Food Standards Agency advises anyone taking medicines to ask a doctor before taking CBD.",
      avoidCombination: false,
      medicalSupervision: true,
      monitoringRequired: "Drowsiness.",
      evidenceLevel: 1,
      references: [REF3.epidyolexEpar, REF3.fsaCbd],
    },
  ),
  record(
    "di-cbd-sodium-valproate",
    "cbd",
    {
      drugName: "Sodium valproate",
      genericName: "sodium valproate",
      brandNames: ["Epilim"],
      drugClass: "Antiepileptic",
    },
    {
      severityLevel: "moderate",
      interactionType: "additive_liver_effect",
      mechanism:
        "Cannabidiol and valproate can both raise liver enzymes, and together they do so more often.",
      expectedEffect: "Raised liver enzymes, a sign of stress on the liver.",
      clinicalSignificance: `The Epidyolex (cannabidiol) product information warns of raised liver enzymes, more often with valproate. ${EPIDYOLEX_DOSE}`,
      recommendation:
        "Speak to your epilepsy team before taking CBD products with sodium valproate; the Food Standards Agency advises anyone taking medicines to ask a doctor before taking CBD.",
      avoidCombination: false,
      medicalSupervision: true,
      monitoringRequired: "Liver function tests, if your team advises them.",
      evidenceLevel: 1,
      references: [REF3.epidyolexEpar, REF3.fsaCbd],
    },
  ),
  record("di-cbd-sedative", "cbd", classTarget("sedative", "Sedative medicines"), {
    severityLevel: "moderate",
    interactionType: "additive_sedation",
    mechanism: "Cannabidiol can cause drowsiness, which adds to that of other sedating medicines.",
    expectedEffect: "More drowsiness and slower reactions.",
    clinicalSignificance: `The Epidyolex (cannabidiol) product information warns that other medicines that depress the nervous system can add to its drowsiness. ${EPIDYOLEX_DOSE}`,
    recommendation:
      "Ask your doctor or pharmacist before taking CBD with a sedating medicine, and do not drive if you feel drowsy; the Food Standards Agency advises anyone taking medicines to ask a doctor before taking CBD.",
    avoidCombination: false,
    medicalSupervision: true,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF3.epidyolexEpar, REF3.fsaCbd],
  }),
  record(
    "di-kelp-carbimazole",
    "kelp",
    {
      drugName: "Carbimazole",
      genericName: "carbimazole",
      brandNames: [],
      drugClass: "Antithyroid medicine",
    },
    {
      severityLevel: "moderate",
      interactionType: "altered_thyroid_effect",
      mechanism:
        "The iodine in kelp affects thyroid hormone production and can interfere with antithyroid treatment.",
      expectedEffect: "Thyroid levels may become harder to control.",
      clinicalSignificance:
        "High intakes of iodine with antithyroid medicines can have an additive effect and cause hypothyroidism; kelp can contain large amounts of iodine.",
      recommendation:
        "Ask your specialist before taking kelp or other seaweed supplements with carbimazole; your thyroid tests may need checking.",
      avoidCombination: false,
      medicalSupervision: true,
      monitoringRequired: "Thyroid function tests.",
      evidenceLevel: 3,
      references: [REF.odsIodine],
    },
  ),
  record(
    "di-kelp-lithium",
    "kelp",
    {
      drugName: "Lithium",
      genericName: "lithium carbonate",
      brandNames: ["Priadel", "Camcolit"],
      drugClass: "Mood stabiliser",
    },
    {
      severityLevel: "moderate",
      interactionType: "additive_effect",
      mechanism:
        "Both lithium and large amounts of iodine, such as kelp can contain, can reduce thyroid hormone production.",
      expectedEffect: "Higher risk of an underactive thyroid (hypothyroidism).",
      clinicalSignificance:
        "Combining lithium with high intakes of iodine may have an additive hypothyroid effect.",
      recommendation:
        "Ask your doctor before taking kelp or other seaweed supplements with lithium; your thyroid tests may need checking.",
      avoidCombination: false,
      medicalSupervision: true,
      monitoringRequired: "Thyroid function tests.",
      evidenceLevel: 3,
      references: [REF.odsIodine],
    },
  ),
  record(
    "di-astragalus-immunosuppressant",
    "astragalus",
    classTarget("immunosuppressant", "Immunosuppressants"),
    {
      severityLevel: "moderate",
      interactionType: "opposing_effect",
      mechanism: "Astragalus may stimulate the immune system, working against medicines that suppress it.",
      expectedEffect: "The medicine may work less well.",
      clinicalSignificance:
        "The NIH's National Center for Complementary and Integrative Health says astragalus may interact with medicines that suppress the immune system.",
      recommendation:
        "Ask your specialist before taking astragalus with a medicine that suppresses the immune system.",
      avoidCombination: false,
      medicalSupervision: true,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [REF3.nccihAstragalus],
    },
  ),
  record(
    "di-chasteberry-dopaminergic",
    "chasteberry",
    classTarget("dopaminergic", "Dopamine-related medicines"),
    {
      severityLevel: "moderate",
      interactionType: "altered_drug_effect",
      mechanism: "Agnus castus (chasteberry) appears to act on the dopamine system, as these medicines do.",
      expectedEffect: "The medicine may work differently.",
      clinicalSignificance:
        "The NIH's National Center for Complementary and Integrative Health advises people taking dopamine-related medicines, such as those for Parkinson's disease, against chasteberry.",
      recommendation: "Ask your doctor before taking agnus castus (chasteberry) with this medicine.",
      avoidCombination: false,
      medicalSupervision: true,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [REF3.nccihChasteberry],
    },
  ),
  record("di-chasteberry-antipsychotic", "chasteberry", classTarget("antipsychotic", "Antipsychotics"), {
    severityLevel: "moderate",
    interactionType: "altered_drug_effect",
    mechanism:
      "Agnus castus (chasteberry) appears to act on the dopamine system, which antipsychotics block.",
    expectedEffect: "The medicine may work differently.",
    clinicalSignificance:
      "The NIH's National Center for Complementary and Integrative Health advises people taking dopamine-related medicines, such as certain antipsychotics, against chasteberry.",
    recommendation: "Ask your doctor before taking agnus castus (chasteberry) with an antipsychotic.",
    avoidCombination: false,
    medicalSupervision: true,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [REF3.nccihChasteberry],
  }),
  record(
    "di-resveratrol-anticoagulant",
    "resveratrol",
    classTarget("anticoagulant", "Anticoagulants (blood thinners)"),
    {
      severityLevel: "minor",
      interactionType: "additive_bleeding_risk",
      mechanism:
        "In the laboratory, resveratrol slows platelet clumping, which could add to a blood thinner.",
      expectedEffect: "A theoretical increase in bruising and bleeding.",
      clinicalSignificance:
        "Based on laboratory findings only; the Linus Pauling Institute notes resveratrol could increase the risk of bleeding with anticoagulant and antiplatelet medicines.",
      recommendation: `Tell your doctor or pharmacist if you take resveratrol supplements with a blood thinner. ${BLEEDING_SIGNS}`,
      avoidCombination: false,
      medicalSupervision: false,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [REF3.lpiResveratrol],
    },
  ),
  record(
    "di-ginger-anticoagulant",
    "ginger",
    classTarget("anticoagulant", "Anticoagulants (blood thinners)"),
    {
      severityLevel: "minor",
      interactionType: "additive_bleeding_risk",
      mechanism: "Concerns have been raised that ginger might add to the effect of blood thinners.",
      expectedEffect: "A possible, unproven increase in bruising and bleeding.",
      clinicalSignificance:
        "The NCCIH says research has not shown whether ginger interacts with medicines, but concerns have been raised that it might interact with anticoagulants.",
      recommendation: `Tell your doctor, pharmacist or anticoagulant clinic if you take ginger supplements with a blood thinner. ${BLEEDING_SIGNS}`,
      avoidCombination: false,
      medicalSupervision: false,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [REF3.nccihGinger],
    },
  ),
];
