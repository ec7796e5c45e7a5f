// Vitamins with antiepileptics and antifolates (folic acid with phenytoin, phenobarbital, primidone, carbamazepine
// and methotrexate), and nutrients with diuretics, digoxin and medicines that raise potassium; with the
// diuretics and antiepileptics sources do not name, which must not alarm.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag } from "./build";
import { scenario } from "./by-mechanism";
import { PRODUCT } from "./products";
import { REF } from "./references";
import { REF2 } from "./references-part-2";

const FOLIC_ACID_ANTIEPILEPTIC =
  "Folic acid can lower the levels of the enzyme-inducing antiepileptics (the BNF names phenobarbital, primidone and phenytoin; the NIH names carbamazepine too), so seizure control should be watched when it is started or stopped.";
const THIAZIDE_CALCIUM =
  "Thiazide and thiazide-like diuretics reduce the calcium lost in urine; with calcium supplements they can cause high blood calcium.";

export const ANTICONVULSANT_AND_ANTIFOLATE_SCENARIOS: ScenarioInput[] = [
  scenario(
    {
      id: "sc-folate-epanutin",
      title: "Epanutin (phenytoin) for epilepsy with folic acid",
      medicines: ["Epanutin"],
      conditions: ["epilepsy"],
      stack: [PRODUCT.folicAcid400],
      rationale: FOLIC_ACID_ANTIEPILEPTIC,
      sources: [REF2.bnfFolicAcid, REF2.odsFolate],
    },
    { flags: [flag("folic-acid", med("Epanutin"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-folate-phenobarbital",
      title: "Phenobarbital for epilepsy with folic acid",
      medicines: ["Phenobarbital"],
      stack: [PRODUCT.folicAcid400],
      rationale: FOLIC_ACID_ANTIEPILEPTIC,
      sources: [REF2.bnfFolicAcid],
    },
    { flags: [flag("folic-acid", med("Phenobarbital"), "minor", "moderate")] },
  ),
  scenario(
    {
      id: "sc-folate-primidone",
      title: "Primidone for tremor or epilepsy with folic acid",
      medicines: ["Primidone"],
      stack: [PRODUCT.folicAcid400],
      rationale: FOLIC_ACID_ANTIEPILEPTIC,
      sources: [REF2.bnfFolicAcid],
    },
    { flags: [flag("folic-acid", med("Primidone"), "minor", "moderate")] },
  ),
  scenario(
    {
      id: "sc-folate-tegretol",
      title: "Tegretol (carbamazepine) with a pregnancy multivitamin",
      medicines: ["Tegretol"],
      stack: [PRODUCT.pregnacare],
      rationale: FOLIC_ACID_ANTIEPILEPTIC,
      sources: [REF2.odsFolate],
    },
    { flags: [flag("folic-acid", med("Tegretol"), "minor", "moderate")] },
  ),
  scenario(
    {
      id: "sc-folate-methotrexate",
      title: "Methotrexate with an over-the-counter folic acid tablet",
      medicines: ["Methotrexate"],
      stack: [PRODUCT.folicAcid400],
      rationale:
        "Methotrexate works against folate; folic acid is given with it only on a set schedule, so an extra folic acid product should be checked with the prescriber.",
      sources: [REF2.odsFolate, REF2.nhsMethotrexate],
    },
    { flags: [flag("folic-acid", med("Methotrexate"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-folate-keppra-no-alarm",
      title: "Keppra (levetiracetam) with folic acid",
      medicines: ["Keppra"],
      conditions: ["epilepsy"],
      stack: [PRODUCT.folicAcid400],
      rationale:
        "The folic acid interaction is with the enzyme-inducing antiepileptics; levetiracetam is not one and no source names it, and folic acid is advised for women with epilepsy who could become pregnant.",
      sources: [REF2.bnfFolicAcid, REF2.odsFolate],
    },
    { noFlags: [noFlag("folic-acid", med("Keppra"))] },
  ),
  scenario(
    {
      id: "sc-folate-lamotrigine-no-alarm",
      title: "Lamotrigine with folic acid before pregnancy",
      medicines: ["Lamotrigine"],
      stack: [PRODUCT.folicAcid400],
      rationale:
        "No source says folic acid lowers lamotrigine; folic acid is recommended before pregnancy for women taking antiepileptics, so it must not be discouraged.",
      sources: [REF2.bnfFolicAcid],
    },
    { noFlags: [noFlag("folic-acid", med("Lamotrigine"))] },
  ),
  // Diuretics: thiazides keep calcium in the body; loop diuretics do the opposite.
  scenario(
    {
      id: "sc-thiazide-natrilix-calcium",
      title: "Natrilix (indapamide) with a calcium and vitamin D tablet",
      medicines: ["Natrilix"],
      stack: [PRODUCT.osteocare],
      rationale: THIAZIDE_CALCIUM,
      sources: [REF2.odsCalcium, REF2.odsVitaminD],
    },
    { flags: [flag("calcium", med("Natrilix"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-thiazide-bendroflumethiazide-calcium",
      title: "Bendroflumethiazide with a calcium and vitamin D tablet",
      medicines: ["Bendroflumethiazide"],
      conditions: ["high blood pressure"],
      stack: [PRODUCT.osteocare],
      rationale: THIAZIDE_CALCIUM,
      sources: [REF2.odsCalcium],
    },
    { flags: [flag("calcium", med("Bendroflumethiazide"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-thiazide-chlortalidone-calcium",
      title: "Chlortalidone with calcium",
      medicines: ["Chlortalidone"],
      stack: [PRODUCT.osteocare],
      rationale: THIAZIDE_CALCIUM,
      sources: [REF2.odsCalcium],
    },
    { flags: [flag("calcium", med("Chlortalidone"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-thiazide-co-amilozide-calcium",
      title: "Co-amilozide (amiloride with hydrochlorothiazide) with calcium",
      medicines: ["Co-amilozide"],
      stack: [PRODUCT.osteocare],
      rationale: `Co-amilozide contains hydrochlorothiazide, the thiazide the NIH fact sheet names. ${THIAZIDE_CALCIUM}`,
      sources: [REF2.odsCalcium],
    },
    { flags: [flag("calcium", med("Co-amilozide"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-thiazide-indapamide-vitamin-d",
      title: "Indapamide with high-dose vitamin D",
      medicines: ["Indapamide"],
      stack: [PRODUCT.vitaminD100],
      rationale:
        "Vitamin D with thiazide diuretics might lead to high blood calcium, more so at high doses (NIH vitamin D fact sheet).",
      sources: [REF2.odsVitaminD],
    },
    { flags: [flag("vitamin-d3", med("Indapamide"), "minor", "moderate")] },
  ),
  scenario(
    {
      id: "sc-thiazide-bendroflumethiazide-vitamin-d",
      title: "Bendroflumethiazide with a 25 µg vitamin D supplement",
      medicines: ["Bendroflumethiazide"],
      stack: [PRODUCT.vitaminD25],
      rationale:
        "The NIH vitamin D fact sheet names thiazide diuretics: with vitamin D they might lead to high blood calcium.",
      sources: [REF2.odsVitaminD],
    },
    { flags: [flag("vitamin-d3", med("Bendroflumethiazide"), "minor", "moderate")] },
  ),
  scenario(
    {
      id: "sc-loop-furosemide-calcium-no-alarm",
      title: "Furosemide with a calcium and vitamin D tablet",
      medicines: ["Furosemide"],
      stack: [PRODUCT.osteocare],
      rationale:
        "The hypercalcaemia warning is for thiazides, which keep calcium in; loop diuretics such as furosemide increase the calcium lost in urine, and no source warns against calcium with them.",
      sources: [REF2.odsCalcium, REF2.odsVitaminD],
    },
    { noFlags: [noFlag("calcium", med("Furosemide")), noFlag("vitamin-d3", med("Furosemide"))] },
  ),
  scenario(
    {
      id: "sc-loop-bumetanide-vitamin-d-no-alarm",
      title: "Bumetanide with a vitamin D supplement",
      medicines: ["Bumetanide"],
      stack: [PRODUCT.vitaminD25],
      rationale:
        "Only thiazide diuretics are named with vitamin D; bumetanide is a loop diuretic, which does not keep calcium in.",
      sources: [REF2.odsVitaminD],
    },
    { noFlags: [noFlag("vitamin-d3", med("Bumetanide"))] },
  ),
  // Digoxin and calcium; potassium with medicines that raise it.
  scenario(
    {
      id: "sc-digoxin-lanoxin-calcium",
      title: "Lanoxin (digoxin) with a calcium and vitamin D tablet",
      medicines: ["Lanoxin"],
      conditions: ["atrial fibrillation"],
      stack: [PRODUCT.osteocare],
      rationale:
        "High blood calcium makes the heart more sensitive to digoxin and can trigger rhythm problems; calcium supplements with digoxin need care.",
      sources: [REF2.odsCalcium],
    },
    { flags: [flag("calcium", med("Lanoxin"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-potassium-coversyl",
      title: "Coversyl (perindopril) with a potassium supplement",
      medicines: ["Coversyl"],
      stack: [PRODUCT.potassium99],
      rationale:
        "ACE inhibitors such as perindopril raise blood potassium; potassium supplements with them can cause hyperkalaemia.",
      sources: [REF.leicsFormularyPotassium],
    },
    { flags: [flag("potassium", med("Coversyl"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-potassium-candesartan",
      title: "Candesartan with a potassium supplement",
      medicines: ["Candesartan"],
      stack: [PRODUCT.potassium99],
      rationale:
        "Angiotensin receptor blockers such as candesartan raise blood potassium; potassium supplements with them can cause hyperkalaemia.",
      sources: [REF.leicsFormularyPotassium],
    },
    { flags: [flag("potassium", med("Candesartan"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-potassium-amiloride",
      title: "Amiloride (a potassium-sparing water tablet) with potassium",
      medicines: ["Amiloride"],
      stack: [PRODUCT.potassium99],
      rationale:
        "Potassium-sparing diuretics such as amiloride keep potassium in the body; potassium supplements with them risk hyperkalaemia.",
      sources: [REF.leicsFormularyPotassium],
    },
    // Amiloride's own UK leaflets say not to take it with potassium supplements, which the formulary's group advice
    // does not cap.
    { flags: [flag("potassium", med("Amiloride"), "moderate")] },
  ),
  scenario(
    {
      id: "sc-potassium-amlodipine-no-alarm",
      title: "Amlodipine with a small potassium citrate supplement",
      medicines: ["Amlodipine"],
      stack: [PRODUCT.potassium99],
      rationale:
        "Amlodipine does not raise blood potassium; the potassium warnings are for ACE inhibitors, ARBs, potassium-sparing diuretics and similar medicines.",
      sources: [REF.leicsFormularyPotassium, REF2.nhsAmlodipine],
    },
    { noFlags: [noFlag("potassium", med("Amlodipine"))] },
  ),
  scenario(
    {
      id: "sc-b12-metformin-no-alarm",
      title: "Metformin with a vitamin B12 supplement",
      medicines: ["Metformin"],
      conditions: ["type 2 diabetes"],
      stack: [PRODUCT.vitaminB12],
      rationale:
        "Metformin can lower vitamin B12 over time; taking B12 does not interfere with metformin, so it must not be flagged as a problem.",
      sources: [REF2.odsVitaminB12, REF2.nhsMetformin],
    },
    { noFlags: [noFlag("vitamin-b12", med("Metformin"))] },
  ),
];
