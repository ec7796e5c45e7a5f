// Supplement–medicine interactions stated by the UK product information of the nutrients' licensed forms,
// read on 2026-11-29 for every nutrient in turn (sources-read.ts lists what was read, and what came of it).
// Each was checked against the text of the SmPC or leaflet it cites.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF } from "./references";
import { REFN } from "./references-nutrients";
import { REF_P12 } from "./references-p12";

type Fields = Omit<
  DrugInteractionInput,
  | "id"
  | "ingredient"
  | "drugName"
  | "genericName"
  | "brandNames"
  | "drugClass"
  | "targetClass"
  | "isVerified"
  | "timingSeparationHours"
  | "dosageModification"
> &
  Partial<Pick<DrugInteractionInput, "timingSeparationHours" | "dosageModification">>;

type Target = Pick<
  DrugInteractionInput,
  "drugName" | "genericName" | "brandNames" | "drugClass" | "targetClass"
>;

function record(id: string, ingredient: string, target: Target, fields: Fields): DrugInteractionInput {
  return {
    id,
    ingredient,
    ...target,
    timingSeparationHours: null,
    dosageModification: null,
    ...fields,
    isVerified: true,
  };
}

const medicine = (genericName: string, drugName: string, drugClass: string, brandNames: string[] = []) => ({
  drugName,
  genericName,
  brandNames,
  drugClass,
});

const PYRIDOXINE_ANTIEPILEPTIC = {
  severityLevel: "moderate",
  interactionType: "reduced_effect",
  mechanism: "Larger doses of vitamin B6 (pyridoxine) can lower the blood level of this epilepsy medicine.",
  expectedEffect: "A lower level of the epilepsy medicine, with a risk of poorer seizure control.",
  clinicalSignificance:
    "UK product information for pyridoxine tablets says larger doses of pyridoxine can reduce serum phenytoin and phenobarbitone levels in some patients.",
  recommendation:
    "Speak to your doctor or epilepsy nurse before taking high-dose vitamin B6, and tell them if you start or stop it.",
  avoidCombination: false,
  medicalSupervision: true,
  monitoringRequired: "Seizure control, and the medicine's blood level if your doctor advises it.",
  evidenceLevel: 1,
  references: [REFN.pyridoxine20Smpc],
} as const satisfies Fields;

const CAFFEINE_TABLETS = [REFN.proPlusSmpc, REF.pepCaffeineSmpc];

export const DRUG_INTERACTIONS_PART_10: DrugInteractionInput[] = [
  record(
    "di-folic-acid-fluorouracil",
    "folic-acid",
    medicine("fluorouracil", "Fluorouracil (5-FU)", "Cancer medicine"),
    {
      severityLevel: "major",
      interactionType: "increased_toxicity",
      mechanism: "Folic acid can increase the toxicity of fluorouracil.",
      expectedEffect: "More severe fluorouracil side effects.",
      clinicalSignificance:
        "UK product information for folic acid tablets says fluorouracil toxicity may occur in patients taking folic acid and that the combination should be avoided.",
      recommendation:
        "Do not take folic acid supplements while you are having fluorouracil (5-FU) unless your cancer team has told you to.",
      avoidCombination: true,
      medicalSupervision: true,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REFN.folicAcidEmcSmpc],
    },
  ),
  record(
    "di-folic-acid-colestyramine",
    "folic-acid",
    medicine("colestyramine", "Colestyramine", "Bile acid binder", ["Questran"]),
    {
      severityLevel: "minor",
      interactionType: "reduced_absorption",
      mechanism: "Colestyramine can bind folic acid in the gut and stop it being absorbed.",
      expectedEffect: "Less folic acid absorbed if the two are taken together.",
      clinicalSignificance:
        "UK product information for folic acid tablets says people on long-term colestyramine should take folic acid 1 hour before or 4 to 6 hours after it.",
      recommendation: "Take folic acid at least 1 hour before, or 4 to 6 hours after, colestyramine.",
      avoidCombination: false,
      timingSeparationHours: 4,
      medicalSupervision: false,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REFN.folicAcidEmcSmpc],
    },
  ),
  record("di-folic-acid-antacid", "folic-acid", classTarget("antacid", "Antacids and alginates"), {
    severityLevel: "minor",
    interactionType: "reduced_absorption",
    mechanism: "Antacids containing aluminium or magnesium may reduce how much folic acid is absorbed.",
    expectedEffect: "Less folic acid absorbed if the two are taken together.",
    clinicalSignificance:
      "UK product information for folic acid tablets says antacids containing aluminium or magnesium may reduce folic acid absorption and should be taken at least two hours after it.",
    recommendation: "Take indigestion remedies at least 2 hours after your folic acid.",
    avoidCombination: false,
    timingSeparationHours: 2,
    medicalSupervision: false,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REFN.folicAcidEmcSmpc],
  }),
  record(
    "di-caffeine-disulfiram",
    "caffeine",
    medicine("disulfiram", "Disulfiram", "Medicine for alcohol dependence", ["Antabuse"]),
    {
      severityLevel: "major",
      interactionType: "contraindicated_combination",
      mechanism:
        "The product information names disulfiram among the medicines caffeine tablets must not be taken with, without giving the mechanism.",
      expectedEffect: "Not described in the product information.",
      clinicalSignificance:
        "UK product information for caffeine tablets says they should not be used by people recovering from chronic alcoholism who are taking disulfiram.",
      recommendation: "Do not take caffeine tablets or caffeine supplements while you take disulfiram.",
      avoidCombination: true,
      medicalSupervision: true,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: CAFFEINE_TABLETS,
    },
  ),
  record("di-caffeine-antidepressant", "caffeine", classTarget("antidepressant", "Antidepressants"), {
    severityLevel: "moderate",
    interactionType: "additive_stimulation",
    mechanism:
      "The product information names antidepressants among the medicines caffeine tablets should not be used with, without giving the mechanism.",
    expectedEffect: "Not described in the product information.",
    clinicalSignificance:
      "UK product information for caffeine tablets says they should not be used if antidepressants (including lithium) are being used.",
    recommendation:
      "Ask your doctor or pharmacist before taking caffeine tablets or high-caffeine supplements with an antidepressant.",
    avoidCombination: false,
    medicalSupervision: false,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REFN.proPlusSmpc, REF.pepCaffeineSmpc],
  }),
  record(
    "di-caffeine-antihypertensive",
    "caffeine",
    classTarget("antihypertensive", "Blood pressure-lowering medicines"),
    {
      severityLevel: "moderate",
      interactionType: "opposing_effect",
      mechanism: "Caffeine raises blood pressure for a few hours, working against blood pressure treatment.",
      expectedEffect: "Blood pressure may be less well controlled.",
      clinicalSignificance:
        "UK product information for caffeine tablets says they should not be used by people diagnosed with high blood pressure or receiving antihypertensive medication.",
      recommendation:
        "Ask your doctor or pharmacist before taking caffeine tablets or high-caffeine supplements with a blood pressure medicine.",
      avoidCombination: false,
      medicalSupervision: false,
      monitoringRequired: "Blood pressure, if you take caffeine supplements.",
      evidenceLevel: 1,
      references: CAFFEINE_TABLETS,
    },
  ),
  record(
    "di-vitamin-d3-cardiac-glycoside",
    "vitamin-d3",
    classTarget("cardiac-glycoside", "Cardiac glycosides (digoxin)"),
    {
      severityLevel: "moderate",
      interactionType: "increased_toxicity",
      mechanism:
        "Vitamin D raises the calcium absorbed from food and supplements, and a high blood calcium makes the heart more sensitive to digoxin.",
      expectedEffect:
        "A greater risk of digoxin side effects and an irregular heartbeat if blood calcium rises.",
      clinicalSignificance:
        "UK product information for calcium with vitamin D3 says high blood calcium may increase the toxicity of cardiac glycosides and that ECG and serum calcium should be monitored; the Colextra-D3 leaflet names digoxin for the same reason.",
      recommendation:
        "Speak to your doctor before taking vitamin D supplements with digoxin; they may want to check your blood calcium and heart tracing (ECG).",
      avoidCombination: false,
      medicalSupervision: true,
      monitoringRequired: "Blood calcium and ECG, as your doctor advises.",
      evidenceLevel: 1,
      references: [REFN.kalciposD, REFN.colextraD3Leaflet],
    },
  ),
  record(
    "di-vitamin-b6-phenytoin",
    "vitamin-b6",
    medicine("phenytoin", "Phenytoin", "Antiepileptic", ["Epanutin"]),
    PYRIDOXINE_ANTIEPILEPTIC,
  ),
  record(
    "di-vitamin-b6-phenobarbital",
    "vitamin-b6",
    medicine("phenobarbital", "Phenobarbital (phenobarbitone)", "Antiepileptic"),
    PYRIDOXINE_ANTIEPILEPTIC,
  ),
  record(
    "di-thiamin-fluorouracil",
    "thiamin",
    medicine("fluorouracil", "Fluorouracil (5-FU)", "Cancer medicine"),
    {
      severityLevel: "minor",
      interactionType: "reduced_effect",
      mechanism: "Fluorouracil (5-FU) acts against thiamine (vitamin B1) and can cancel out its effect.",
      expectedEffect: "Thiamine may not work as expected, so more may be needed.",
      clinicalSignificance:
        "UK product information for thiamine tablets says 5-fluorouracil can neutralise the effect of thiamine and that people having it may need their thiamine dose adjusted.",
      recommendation:
        "Tell your cancer team that you take vitamin B1 (thiamine) while you have fluorouracil; they will say whether the dose needs changing.",
      avoidCombination: false,
      medicalSupervision: true,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REFN.thiamineSmpc],
    },
  ),
  record(
    "di-vitamin-c-desferrioxamine",
    "vitamin-c",
    medicine("desferrioxamine", "Desferrioxamine", "Iron chelator", ["Desferal"]),
    {
      severityLevel: "major",
      interactionType: "increased_toxicity",
      mechanism:
        "Taken with desferrioxamine, vitamin C increases the iron excreted in urine and also the iron toxicity in the tissues, as the product information describes.",
      expectedEffect: "More iron toxicity in the tissues, especially the heart.",
      clinicalSignificance:
        "UK product information for ascorbic acid says taking it with desferrioxamine enhances tissue iron toxicity, especially in the heart, and its leaflet says not to take it for the first month after starting desferrioxamine.",
      recommendation:
        "Do not take vitamin C supplements in the first month of desferrioxamine treatment, and after that only if your specialist says so.",
      avoidCombination: true,
      medicalSupervision: true,
      monitoringRequired: "As your specialist advises.",
      evidenceLevel: 1,
      references: [REFN.ascorbicAcidSmpc, REFN.ascorbicAcidLeaflet],
    },
  ),
  record(
    "di-l-carnitine-vitamin-k-antagonist",
    "l-carnitine",
    classTarget("vitamin-k-antagonist", "Vitamin K antagonists (warfarin, acenocoumarol)"),
    {
      severityLevel: "moderate",
      interactionType: "increased_anticoagulant_effect",
      mechanism: "L-carnitine has very rarely raised the INR of people taking coumarin blood thinners.",
      expectedEffect: "A higher INR and a greater risk of bleeding.",
      clinicalSignificance:
        "UK product information for levocarnitine reports very rare increases in INR in people taking it with coumarin medicines (acenocoumarol and warfarin).",
      recommendation:
        "Tell your anticoagulant clinic before you start or stop L-carnitine with warfarin or acenocoumarol, so they can check your INR.",
      avoidCombination: false,
      medicalSupervision: true,
      monitoringRequired: "INR when L-carnitine is started or stopped.",
      evidenceLevel: 1,
      references: [REFN.levocarnitineSmpc, REFN.carnitorSmpc],
    },
  ),
  record(
    "di-l-carnitine-blood-glucose-lowering",
    "l-carnitine",
    classTarget("blood-glucose-lowering", "Diabetes medicines"),
    {
      severityLevel: "moderate",
      interactionType: "additive_hypoglycaemia",
      mechanism: "L-carnitine improves how the body uses glucose, which adds to diabetes treatment.",
      expectedEffect: "Blood sugar may go too low (a hypo) with insulin or diabetes tablets.",
      clinicalSignificance:
        "UK product information for levocarnitine says it may cause hypoglycaemia in people with diabetes on insulin or oral hypoglycaemics, whose blood glucose must then be monitored so the treatment can be adjusted.",
      recommendation:
        "Speak to your diabetes team before taking L-carnitine, and check your blood sugar more often when you start it.",
      avoidCombination: false,
      medicalSupervision: true,
      monitoringRequired: "Blood glucose.",
      evidenceLevel: 1,
      references: [REFN.levocarnitineSmpc],
    },
  ),
  record(
    "di-glucosamine-tetracycline",
    "glucosamine",
    classTarget("tetracycline", "Tetracycline antibiotics"),
    {
      severityLevel: "minor",
      interactionType: "increased_absorption",
      mechanism: "Glucosamine may increase how much of a tetracycline antibiotic is absorbed.",
      expectedEffect: "Higher blood levels of the antibiotic.",
      clinicalSignificance:
        "UK product information for glucosamine (Dolenio) says it may increase the absorption and serum concentrations of tetracyclines.",
      recommendation:
        "Tell your doctor or pharmacist that you take glucosamine if you are prescribed a tetracycline.",
      avoidCombination: false,
      medicalSupervision: false,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REFN.dolenioSmpc],
    },
  ),
  record(
    "di-nac-glyceryl-trinitrate",
    "nac",
    medicine("glyceryl trinitrate", "Glyceryl trinitrate (GTN)", "Nitrate for angina", [
      "Nitrolingual",
      "Glytrin",
    ]),
    {
      severityLevel: "moderate",
      interactionType: "additive_hypotension",
      mechanism: "Acetylcysteine (NAC) may add to the blood-pressure-lowering effect of glyceryl trinitrate.",
      expectedEffect: "Low blood pressure: dizziness or light-headedness, especially on standing.",
      clinicalSignificance:
        "The UK leaflet of acetylcysteine effervescent tablets says it may increase the blood pressure-lowering effect of nitroglycerin and that caution is advised.",
      recommendation:
        "Ask your doctor or pharmacist before taking NAC if you use GTN spray or tablets, and sit down if you feel dizzy.",
      avoidCombination: false,
      medicalSupervision: false,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REFN.nacsysLeaflet],
    },
  ),
  record(
    "di-betaine-vigabatrin",
    "betaine",
    medicine("vigabatrin", "Vigabatrin", "Antiepileptic", ["Sabril"]),
    {
      severityLevel: "moderate",
      interactionType: "reduced_absorption",
      mechanism:
        "In laboratory tests betaine might interact with vigabatrin; no study in people has been done.",
      expectedEffect: "Possibly less vigabatrin absorbed if the two are taken together.",
      clinicalSignificance:
        "UK product information for betaine anhydrous (Cystadane) says, from in-vitro data, that it might interact with vigabatrin and advises leaving 30 minutes between them; its leaflet says to tell your doctor.",
      recommendation:
        "Tell your doctor before taking betaine with vigabatrin, and leave at least 30 minutes between them.",
      avoidCombination: false,
      medicalSupervision: true,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [REFN.cystadaneSmpc, REF_P12.cystadaneLeaflet],
    },
  ),
];
