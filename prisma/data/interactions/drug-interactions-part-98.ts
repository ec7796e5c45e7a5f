// Supplement–medicine interactions, part 98 (p7 round): misses of blind probes of the ingredients no catalogue product
// carries yet, each from the text that states it. Texts copied from a reference database are graded as theory (5).
import { REF_P12 } from "./references-p12";
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF } from "./references";
import { REF_HERBS_2 } from "./references-herbs-2";
import { REF_WEX } from "./references-wex";
import { REFN } from "./references-nutrients";
import { REF_P7 as R } from "./references-p7";
import { verifiedRecord as record } from "./verified-record";

const CLOZAPINE = {
  drugName: "Clozapine",
  genericName: "clozapine",
  brandNames: ["Clozaril", "Denzapine", "Zaponex"],
  drugClass: "Antipsychotic",
};

// Both texts name noradrenaline reuptake inhibitors, so SNRIs and tricyclics; the yohimbe–antidepressant note stays.
function yohimbeWithNoradrenalineReuptakeInhibitor(
  slug: string,
  name: string,
  taking: string,
): DrugInteractionInput {
  return record("yohimbe", classTarget(slug, name), {
    severityLevel: "moderate",
    interactionType: "additive_hypertension",
    mechanism:
      "Yohimbine raises noradrenaline release, and these antidepressants stop noradrenaline being taken back up.",
    expectedEffect: "A possibly large rise in blood pressure.",
    clinicalSignificance:
      "A Pharmacy Times review by Horn and Hansten says people taking yohimbine with noradrenaline reuptake inhibitors, naming venlafaxine, duloxetine and tricyclic antidepressants, may have excessive increases in blood pressure.",
    recommendation: `Ask your doctor before taking yohimbe with ${taking}, and check your blood pressure if you take both.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood pressure.",
    evidenceLevel: 5,
    references: [R.hornHanstenYohimbine],
  });
}

function flaxseedWithHormones(slug: string, name: string, taking: string): DrugInteractionInput {
  return record("flaxseed", classTarget(slug, name), {
    severityLevel: "moderate",
    interactionType: "altered_drug_effect",
    mechanism: "Flaxseed lignans are plant oestrogens that may alter hormone levels.",
    expectedEffect: `The effect of ${taking} may change.`,
    clinicalSignificance: `A.D.A.M.'s interaction text says flaxseed may alter hormonal levels and the effects of oral contraceptives or HRT, and to use flaxseed only under a health professional's supervision when taking them.`,
    recommendation: `Ask your doctor or pharmacist before taking flaxseed supplements with ${taking}.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.stLukesFlaxseed],
  });
}

export const DRUG_INTERACTIONS_PART_98: DrugInteractionInput[] = [
  // NCCIH's "some heart medications" is the heart-medicine record; this text names the beta blockers.
  record("hawthorn", classTarget("beta-blocker", "Beta blockers (such as bisoprolol)"), {
    severityLevel: "moderate",
    interactionType: "additive_effect",
    mechanism: "Hawthorn acts on the heart and blood vessels, as beta blockers do.",
    expectedEffect: "A possibly stronger effect on heart rate and blood pressure.",
    clinicalSignificance:
      "A pharmacy monograph says hawthorn may interact with beta blockers such as bisoprolol and metoprolol, and the NIH's complementary health centre says hawthorn may interact in harmful ways with some heart medicines.",
    recommendation: "Speak to your doctor or pharmacist before taking hawthorn with a beta blocker.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Heart rate and blood pressure.",
    evidenceLevel: 5,
    references: [R.pharmasaveHawthorn, REF_HERBS_2.nccihHawthorn],
  }),
  // Guarana's interactions are its caffeine's, as with lithium; caffeine's own record gives the study.
  record("guarana", CLOZAPINE, {
    severityLevel: "moderate",
    interactionType: "enzyme_inhibition",
    mechanism:
      "Guarana's main active ingredient is caffeine; caffeine and clozapine are both broken down by CYP1A2, and caffeine slows clozapine's breakdown.",
    expectedEffect:
      "Clozapine levels can rise with large amounts of caffeine and fall when it is stopped, changing side effects or control of symptoms.",
    clinicalSignificance:
      "Stockley's says the interactions of caffeine are relevant to guarana; caffeine 400 to 1,000 mg a day reduced clozapine clearance in a volunteer study, and clozapine's prescribing information lists caffeine among what changes its level.",
    recommendation:
      "Tell your mental health team before starting guarana, and keep the amount steady; do not stop it suddenly without telling them.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Clozapine blood level if caffeine intake changes a lot.",
    evidenceLevel: 3,
    references: [R.stockleyGuarana, REF.haggCaffeineClozapine2000, REF.clozapineCoMedicationTable2022],
  }),
  yohimbeWithNoradrenalineReuptakeInhibitor(
    "snri",
    "SNRI antidepressants (such as venlafaxine and duloxetine)",
    "an SNRI antidepressant",
  ),
  yohimbeWithNoradrenalineReuptakeInhibitor(
    "tricyclic-antidepressant",
    "Tricyclic antidepressants (such as amitriptyline)",
    "a tricyclic antidepressant",
  ),
  // Like its anticoagulant note: the texts give an effect on platelets and no study in people.
  record(
    "resveratrol",
    classTarget("antiplatelet", "Antiplatelet medicines (such as aspirin and clopidogrel)"),
    {
      severityLevel: "minor",
      interactionType: "additive_bleeding_risk",
      mechanism: "Resveratrol may stop platelets clumping together, as antiplatelet medicines do.",
      expectedEffect: "A possible increase in bruising and bleeding.",
      clinicalSignificance:
        "A manufacturer's product information says resveratrol interferes variably with blood clotting and platelet aggregation and should be avoided with antiplatelet or anticoagulant medicines; it gives no study in people.",
      recommendation:
        "Ask your doctor or pharmacist before taking resveratrol with an antiplatelet medicine, and get medical help for unusual bleeding or bruising.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [R.hillPharmaResveratrol],
    },
  ),
  // Cystadane's section 4.5 names vigabatrin "and GABA analogues"; gabapentin and pregabalin are GABA analogues.
  record("betaine", classTarget("gabapentinoid", "Gabapentin and pregabalin (GABA analogues)"), {
    severityLevel: "moderate",
    interactionType: "reduced_absorption",
    mechanism:
      "In laboratory tests betaine might interact with GABA analogues; no study in people has been done.",
    expectedEffect: "Possibly less of the medicine absorbed if the two are taken together.",
    clinicalSignificance:
      "UK product information for betaine anhydrous (Cystadane) says, from in-vitro data, that betaine might interact with medicines containing vigabatrin and GABA analogues; its leaflet says to tell your doctor.",
    recommendation:
      "Tell your doctor before taking betaine with gabapentin or pregabalin, and leave at least 30 minutes between them.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [REFN.cystadaneSmpc, REF_P12.cystadaneLeaflet],
  }),
  flaxseedWithHormones("hrt", "HRT (hormone replacement therapy)", "HRT"),
  flaxseedWithHormones(
    "combined-hormonal-contraceptive",
    "Combined hormonal contraceptives (the pill, patch or ring)",
    "the combined pill, patch or ring",
  ),
  record(
    "bromelain",
    classTarget("antiplatelet", "Antiplatelet medicines (such as aspirin and clopidogrel)"),
    {
      severityLevel: "minor",
      interactionType: "additive_bleeding_risk",
      mechanism: "Bromelain may stop platelets clumping together, as antiplatelet medicines do.",
      expectedEffect: "A possible increase in bruising and bleeding.",
      clinicalSignificance:
        "Natural Medicines' interaction data say bromelain may have antiplatelet effects and may increase the risk of bleeding with anticoagulant or antiplatelet medicines.",
      recommendation:
        "Ask your pharmacist before taking bromelain with an antiplatelet medicine, and get medical help for unusual bleeding or bruising.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [R.helloPharmacistBromelainNaproxen],
    },
  ),
  record("bromelain", classTarget("nsaid", "Anti-inflammatory painkillers (NSAIDs such as naproxen)"), {
    severityLevel: "minor",
    interactionType: "additive_bleeding_risk",
    mechanism:
      "Bromelain may stop platelets clumping together; NSAIDs also reduce clotting and can irritate the stomach.",
    expectedEffect: "A possible increase in bruising and bleeding.",
    clinicalSignificance:
      "Natural Medicines' interaction data on bromelain with naproxen give its possible antiplatelet effect and one case report of minor bruising in a person taking bromelain with naproxen.",
    recommendation:
      "Ask your pharmacist before taking bromelain with an anti-inflammatory painkiller, and stop it if you bruise easily.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 4,
    references: [R.helloPharmacistBromelainNaproxen],
  }),
  // Branched-chain amino acids are among the amino acids of protein that compete with levodopa for absorption.
  record(
    "bcaa",
    {
      drugName: "Co-careldopa / co-beneldopa",
      genericName: "levodopa",
      brandNames: ["Sinemet", "Madopar"],
      drugClass: "Dopamine precursor for Parkinson's disease",
    },
    {
      severityLevel: "moderate",
      interactionType: "reduced_absorption",
      mechanism:
        "Protein taken at the same time can reduce the amount of levodopa absorbed; branched-chain amino acids are among the amino acids in protein that do so.",
      expectedEffect:
        "The medicine may not work properly, so Parkinson's symptoms may be less well controlled.",
      clinicalSignificance:
        "The NHS advises against taking co-careldopa at the same time as meals containing a lot of protein, because protein can reduce the amount of the medicine the body takes in; UK prescribing notes say protein may interfere with levodopa absorption. A BCAA supplement is a concentrated dose of those amino acids.",
      recommendation:
        "Do not take a BCAA supplement at the same time as your levodopa doses; ask your Parkinson's nurse, doctor or pharmacist how to time it.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired:
        "Tell your Parkinson's team if your symptoms are harder to control after starting BCAAs.",
      evidenceLevel: 3,
      references: [REF_WEX.nhsCoCareldopaHowToTake, REF_WEX.niFormularyLevodopa],
    },
  ),
  // Amiodarone carries a great deal of iodine and affects the thyroid; kelp adds more.
  record(
    "kelp",
    {
      drugName: "Amiodarone",
      genericName: "amiodarone",
      brandNames: ["Cordarone X"],
      drugClass: "Antiarrhythmic",
    },
    {
      severityLevel: "moderate",
      interactionType: "additive_effect",
      mechanism:
        "Amiodarone contains iodine and can make the thyroid over- or underactive; kelp is a rich source of iodine.",
      expectedEffect: "More iodine than the thyroid can handle, and a greater chance of thyroid problems.",
      clinicalSignificance:
        "The French food safety agency ANSES advises people taking medicines that contain iodine not to take seaweed supplements without medical advice.",
      recommendation: "Ask your doctor before taking kelp or other seaweed supplements with amiodarone.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Thyroid function tests, as for amiodarone.",
      evidenceLevel: 5,
      references: [R.ansesSeaweedIodine],
    },
  ),
  // Evidence on soya is limited (the review's word), so a note to take them apart.
  record("soy-isoflavones", classTarget("thyroid-hormone", "Thyroid hormones (levothyroxine)"), {
    severityLevel: "minor",
    interactionType: "reduced_absorption",
    mechanism:
      "Soya taken at the same time can reduce how much levothyroxine is absorbed, and isoflavones may affect how the thyroid makes its hormone.",
    expectedEffect: "Levothyroxine may work less well, so thyroid levels may drift.",
    clinicalSignificance:
      "A systematic review found limited evidence that soya products, like calcium and iron supplements, reduce levothyroxine absorption, and advises keeping a time interval; EFSA says isoflavones may interact with the synthesis of thyroid hormone.",
    recommendation:
      "Take levothyroxine at a different time of day from soya isoflavone supplements, and tell your doctor if you start or stop them so your thyroid levels can be checked.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Thyroid function (TSH) after starting or stopping.",
    evidenceLevel: 3,
    references: [R.wiesnerLevothyroxineFoodReview, R.efsaIsoflavones],
  }),
];
