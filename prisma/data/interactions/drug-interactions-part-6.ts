// Supplement–medicine interactions, part 6: records from the pharmacist review — nicotinic acid with
// every statin, St John's wort with cancer medicines, valerian with sleeping tablets and benzodiazepines,
// psyllium with levothyroxine and caffeine with pseudoephedrine.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF, bnf } from "./references";
import { REF_CONDITIONS as RC } from "./references-conditions";

const SJW_INDUCTION =
  "St John's wort induces liver enzymes (especially CYP3A4) and the P-glycoprotein transporter, so many cancer medicines are broken down or removed faster and their blood levels fall.";

const VALERIAN_SEDATION =
  "Valerian is taken for its calming, sleep-promoting effect, which adds to medicines taken for sleep or anxiety.";

const VALERIAN_LEAFLETS =
  "UK valerian product leaflets say not to take valerian if you already take a medicine for sleep or anxiety.";

export const DRUG_INTERACTIONS_PART_6: DrugInteractionInput[] = [
  {
    id: "di-niacin-statin",
    ingredient: "niacin",
    ...classTarget("statin", "Statins (atorvastatin, simvastatin, rosuvastatin, pravastatin and others)"),
    severityLevel: "moderate",
    interactionType: "additive_myopathy_risk",
    mechanism:
      "Lipid-lowering doses of nicotinic acid and statins can both affect muscle; together the risk of muscle damage rises.",
    expectedEffect:
      "Possible muscle pain, weakness or, rarely, rhabdomyolysis with high-dose nicotinic acid.",
    clinicalSignificance:
      "In the HPS2-THRIVE trial, adding 2 g a day of extended-release nicotinic acid to statin treatment increased definite myopathy about fourfold, and the MHRA withdrew the nicotinic acid product that was taken with statins. The risk concerns lipid-lowering doses of nicotinic acid, not nicotinamide or multivitamin amounts.",
    recommendation:
      "Ask your doctor before taking nicotinic acid at 1 g or more a day with a statin, and report unexplained muscle pain, tenderness or weakness straight away.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Muscle symptoms; your doctor may check creatine kinase.",
    evidenceLevel: 2,
    references: [
      REF.hps2ThriveMuscle2013,
      REF.mhraTredaptive2013,
      REF.odsNiacin,
      bnf("simvastatin", "Simvastatin"),
    ],
    isVerified: true,
    appliesWhen: {
      ingredient: "niacin",
      minDailyAmount: { amount: 1, unit: "g" },
      chemicalForms: ["nicotinic acid"],
      rationale:
        "The muscle risk was shown with lipid-lowering nicotinic acid (1 g tablets; 2 g a day in HPS2-THRIVE, which quadrupled myopathy when added to a statin). Nicotinamide does not lower lipids, and multivitamin amounts of niacin are a few milligrams.",
    },
  },
  {
    id: "di-st-johns-wort-anticancer",
    ingredient: "st-johns-wort",
    ...classTarget("anticancer", "Cancer medicines (chemotherapy, kinase inhibitors and hormone treatments)"),
    severityLevel: "major",
    interactionType: "enzyme_induction",
    mechanism: SJW_INDUCTION,
    expectedEffect: "Some cancer medicines may work less well.",
    clinicalSignificance:
      "Cancer Research UK says St John's wort can interact with certain cancer drugs and advises checking with your doctor first; clinical studies show it can lower the levels of cancer medicines, such as irinotecan.",
    recommendation:
      "Ask your cancer team before taking St John's wort while you have any cancer treatment, and take it only if they agree. If your mood is low, tell your cancer team: there are other treatments.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.crukSjw, RC.naturalProductsCancerReview2023],
    isVerified: true,
  },
  {
    id: "di-st-johns-wort-irinotecan",
    ingredient: "st-johns-wort",
    drugName: "Irinotecan",
    genericName: "irinotecan",
    brandNames: ["Campto"],
    drugClass: "Cytotoxic chemotherapy (topoisomerase inhibitor)",
    severityLevel: "contraindicated",
    interactionType: "enzyme_induction",
    mechanism: SJW_INDUCTION,
    expectedEffect:
      "In a clinical study, St John's wort cut the blood levels of irinotecan's active form by 42%, so the chemotherapy may not work.",
    clinicalSignificance:
      "UK St John's wort product information says it must not be taken with irinotecan, and Cancer Research UK advises checking with your doctor before taking St John's wort during cancer treatment.",
    recommendation:
      "Do not take St John's wort while you are having irinotecan; tell your cancer team if you have taken it recently.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.careSjwSmpc, REF.sjwIrinotecan2002, REF.crukSjw],
    isVerified: true,
  },
  {
    id: "di-valerian-benzodiazepine",
    ingredient: "valerian",
    ...classTarget("benzodiazepine", "Benzodiazepines (diazepam, lorazepam, temazepam and others)"),
    severityLevel: "major",
    interactionType: "additive_sedation",
    mechanism: VALERIAN_SEDATION,
    expectedEffect: "More drowsiness and slower reactions, including the next day.",
    clinicalSignificance: VALERIAN_LEAFLETS,
    recommendation:
      "Do not take valerian while you take a benzodiazepine such as diazepam; speak to your doctor or pharmacist about sleep or anxiety.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [RC.sleepEezyValerianPil, RC.valerinaNightTimePil, REF.hmpcValerian],
    isVerified: true,
  },
  {
    id: "di-valerian-z-drug",
    ingredient: "valerian",
    ...classTarget("z-drug", "Sleeping tablets (zopiclone, zolpidem)"),
    severityLevel: "major",
    interactionType: "additive_sedation",
    mechanism: VALERIAN_SEDATION,
    expectedEffect: "More drowsiness and slower reactions, including the next day.",
    clinicalSignificance: VALERIAN_LEAFLETS,
    recommendation:
      "Do not take valerian while you take a sleeping tablet such as zopiclone or zolpidem; speak to your doctor or pharmacist about sleep.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [RC.sleepEezyValerianPil, RC.valerinaNightTimePil, REF.hmpcValerian],
    isVerified: true,
  },
  {
    id: "di-psyllium-levothyroxine",
    ingredient: "psyllium",
    drugName: "Levothyroxine",
    genericName: "levothyroxine",
    brandNames: [],
    drugClass: "Thyroid hormone",
    severityLevel: "minor",
    interactionType: "delayed_absorption",
    mechanism:
      "Psyllium (ispaghula husk) forms a gel in the gut that can delay the absorption of medicines taken at the same time.",
    expectedEffect: "Levothyroxine may be absorbed more slowly if taken with psyllium.",
    clinicalSignificance:
      "Ispaghula product information advises taking it at least ½ to 1 hour before or after other medicines; in a small study, psyllium taken with levothyroxine lowered its absorption only slightly (80% against 89%).",
    recommendation:
      "Take psyllium at least 1 hour after your levothyroxine, not with it, and keep the timing the same each day.",
    avoidCombination: false,
    timingSeparationHours: 1,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.fybogelSmpc, REF.hmpcIspaghula, REF.chiuFibreLevothyroxine1998],
    isVerified: true,
  },
  {
    id: "di-caffeine-pseudoephedrine",
    ingredient: "caffeine",
    drugName: "Pseudoephedrine",
    genericName: "pseudoephedrine",
    brandNames: ["Sudafed Decongestant"],
    drugClass: "Sympathomimetic decongestant",
    severityLevel: "major",
    interactionType: "additive_stimulant",
    mechanism:
      "Caffeine and pseudoephedrine both stimulate the heart and nervous system, so their effects add up.",
    expectedEffect: "Fast or pounding heartbeat, raised blood pressure, shakiness, anxiety and poor sleep.",
    clinicalSignificance:
      "UK caffeine tablet product information says caffeine must not be used by anyone also taking sympathomimetics such as pseudoephedrine.",
    recommendation:
      "Do not take caffeine tablets or other caffeine supplements while you take pseudoephedrine (for example Sudafed), and go easy on coffee, tea and energy drinks; ask your pharmacist if you are unsure.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.pepCaffeineSmpc],
    isVerified: true,
  },
];
