// Supplement–medicine interactions, part 49 (wherbaud round): what the herb audit found stated but not firing. Asian
// ginseng with MAOIs and immunosuppressants (Davis's natural product monograph, A.D.A.M.), garlic with HIV protease
// inhibitors and NNRTIs, ciclosporin, isoniazid and clot-dissolving medicines (the same sources). Checked against
// their text.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_PAIRS } from "./references-pairs";
import { REF_WHERBAUD as R } from "./references-wherbaud";
import { verifiedRecord as record, type RecordTarget } from "./verified-record";

// NCI's table of possible interactions gives no study or amount: level 5, and the findings ask rather than block.
const NCI_TABLE =
  "The National Cancer Institute's PDQ summary on nutrition in cancer care lists, among possible interactions of herbs used by people with cancer, that";

function nciRecord(
  ingredient: string,
  target: RecordTarget,
  fields: Pick<
    DrugInteractionInput,
    | "severityLevel"
    | "interactionType"
    | "mechanism"
    | "expectedEffect"
    | "recommendation"
    | "monitoringRequired"
  >,
  says: string,
  references = [R.nciNutritionTable3],
): DrugInteractionInput {
  return record(ingredient, target, {
    ...fields,
    clinicalSignificance: `${NCI_TABLE} ${says}.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    evidenceLevel: 5,
    references,
  });
}

const GARLIC_LEVELS =
  "Davis's natural product monograph on garlic lists this among its natural-drug interactions; it gives no study or amount, so the record asks rather than blocks.";

export const DRUG_INTERACTIONS_PART_49: DrugInteractionInput[] = [
  nciRecord(
    "garlic",
    classTarget("blood-glucose-lowering", "Diabetes medicines that lower blood sugar"),
    {
      severityLevel: "minor",
      interactionType: "additive_blood_glucose_lowering",
      mechanism: "Garlic may add to the blood-sugar-lowering effect of diabetes medicines.",
      expectedEffect: "Blood sugar may go lower than expected (hypoglycaemia).",
      recommendation:
        "If you take a diabetes medicine and start a garlic supplement, check your blood sugar as your diabetes team advised and tell them if you have more lows.",
      monitoringRequired: "Blood sugar, especially in the first weeks.",
    },
    "garlic may increase the effects and adverse effects of medicines for high blood sugar",
    [R.nciNutritionTable3, R.nciNutritionPatientTable2],
  ),
  nciRecord(
    "ginkgo-biloba",
    classTarget("thiazide-diuretic", "Thiazide and thiazide-like diuretics"),
    {
      severityLevel: "minor",
      interactionType: "opposing_effects",
      mechanism: "Ginkgo has been reported to raise blood pressure when taken with a thiazide water tablet.",
      expectedEffect: "Blood pressure may be higher than expected.",
      recommendation:
        "If you take a thiazide water tablet for blood pressure, tell your GP or pharmacist before starting ginkgo and keep up your blood pressure checks.",
      monitoringRequired: "Blood pressure.",
    },
    "ginkgo may increase blood pressure when used with thiazide diuretics",
  ),
  nciRecord(
    "ginseng",
    classTarget("antipsychotic", "Antipsychotics"),
    {
      severityLevel: "minor",
      interactionType: "possible_interaction",
      mechanism: "Ginseng acts on the nervous system and may interfere with antipsychotic medicines.",
      expectedEffect: "The antipsychotic may not work as expected.",
      recommendation:
        "Ask your mental health team or pharmacist before taking ginseng with an antipsychotic.",
      monitoringRequired: null,
    },
    "ginseng may interfere with antipsychotic drugs",
  ),
  nciRecord(
    "black-cohosh",
    classTarget("antihypertensive", "Blood pressure medicines"),
    {
      severityLevel: "minor",
      interactionType: "additive_effect",
      mechanism: "Black cohosh may add to the blood-pressure-lowering effect of prescribed medicines.",
      expectedEffect: "Blood pressure may fall further than expected, with dizziness on standing.",
      recommendation:
        "If you take blood pressure medicines, tell your GP or pharmacist before starting black cohosh and mention any dizziness.",
      monitoringRequired: null,
    },
    "black cohosh may further reduce lipids or blood pressure when combined with prescription medications",
  ),
  // Two case reports with phenelzine are what A.D.A.M. describes: level 4, a caution, not a ban.
  record("ginseng", classTarget("maoi", "MAOI antidepressants"), {
    severityLevel: "moderate",
    interactionType: "additive_effect",
    mechanism:
      "Asian ginseng acts on the nervous system and may add to the effects of an MAOI antidepressant.",
    expectedEffect: "Headache, shakiness, sleeplessness or manic-like episodes have been reported.",
    clinicalSignificance:
      "A.D.A.M.'s monograph reports a possible interaction between Asian ginseng and phenelzine (an MAOI), with symptoms ranging from manic-like episodes to headache and tremulousness; Davis's natural product monograph says ginseng may interfere with MAO inhibitor treatment and cause headache, tremulousness and manic episodes.",
    recommendation:
      "Do not start Asian ginseng while taking an MAOI antidepressant (phenelzine, tranylcypromine, isocarboxazid, moclobemide) without asking your doctor or pharmacist first.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Watch for headache, shakiness, poor sleep or unusually high mood.",
    evidenceLevel: 4,
    references: [REF_PAIRS.skyscapeGinseng, R.adamAmericanGinseng],
  }),
  // Stated without mechanism or study: minor and level 5. Ciclosporin keeps its own record from NCCIH.
  record("ginseng", classTarget("immunosuppressant", "Medicines that suppress the immune system"), {
    severityLevel: "minor",
    interactionType: "opposing_effects",
    mechanism:
      "Ginseng is thought to act on the immune system, which may work against medicines that damp it down.",
    expectedEffect: "In theory, the medicine that suppresses your immune system may work less well.",
    clinicalSignificance:
      "Davis's natural product monograph on Asian ginseng says it may interfere with immunosuppressant therapy.",
    recommendation:
      "Ask the specialist team or pharmacist who looks after your medicine before taking ginseng with a medicine that suppresses your immune system.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [REF_PAIRS.skyscapeGinseng],
  }),
  // Saquinavir keeps its own record (the NIH study); this one reaches the other protease inhibitors A.D.A.M. names.
  record("garlic", classTarget("hiv-protease-inhibitor", "HIV protease inhibitors"), {
    severityLevel: "moderate",
    interactionType: "reduced_effect",
    mechanism:
      "Garlic supplements may speed up the breakdown of HIV protease inhibitors, lowering their blood levels.",
    expectedEffect: "Lower levels of the HIV medicine, which may then work less well.",
    clinicalSignificance:
      "A.D.A.M.'s garlic monograph says garlic may reduce blood levels of protease inhibitors, naming indinavir, ritonavir and saquinavir; an NIH study found garlic caplets halved saquinavir levels.",
    recommendation:
      "Ask your HIV clinic or pharmacist before taking garlic supplements with an HIV protease inhibitor; garlic in food is fine.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 3,
    references: [R.adamGarlic, R.skyscapeGarlic],
  }),
  record("garlic", classTarget("nnrti", "NNRTI HIV medicines"), {
    severityLevel: "moderate",
    interactionType: "reduced_effect",
    mechanism: "Garlic supplements may lower the blood levels of some HIV medicines.",
    expectedEffect: "Lower levels of nevirapine or efavirenz, which may then work less well.",
    clinicalSignificance: `${GARLIC_LEVELS} It says garlic may decrease the plasma concentrations of saquinavir, nevirapine, delavirdine and efavirenz.`,
    recommendation:
      "Ask your HIV clinic or pharmacist before taking garlic supplements with nevirapine or efavirenz.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.skyscapeGarlic],
  }),
  record(
    "garlic",
    {
      drugName: "Ciclosporin",
      genericName: "ciclosporin",
      brandNames: ["Neoral", "Sandimmun"],
      drugClass: "Calcineurin inhibitor immunosuppressant",
    },
    {
      severityLevel: "moderate",
      interactionType: "reduced_effect",
      mechanism: "Garlic supplements may lower the effect of ciclosporin.",
      expectedEffect: "Ciclosporin may work less well.",
      clinicalSignificance: `${GARLIC_LEVELS} It says garlic may decrease the effectiveness of cyclosporine.`,
      recommendation:
        "Ask your transplant or specialist team before taking garlic supplements with ciclosporin; garlic in food is fine.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Your team may want to check your ciclosporin level.",
      evidenceLevel: 5,
      references: [R.skyscapeGarlic],
    },
  ),
  record(
    "garlic",
    { drugName: "Isoniazid", genericName: "isoniazid", brandNames: [], drugClass: "Antituberculosis drug" },
    {
      severityLevel: "moderate",
      interactionType: "reduced_effect",
      mechanism: "Garlic supplements may lower the blood level of isoniazid.",
      expectedEffect: "Isoniazid may work less well against TB.",
      clinicalSignificance: `${GARLIC_LEVELS} It says garlic may decrease isoniazid levels by 65%.`,
      recommendation: "Ask your TB team or pharmacist before taking garlic supplements with isoniazid.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [R.skyscapeGarlic],
    },
  ),
  record("garlic", classTarget("thrombolytic", "Clot-dissolving medicines (thrombolytics)"), {
    severityLevel: "moderate",
    interactionType: "additive_bleeding_risk",
    mechanism:
      "Garlic can reduce the blood's ability to clot, adding to the effect of a clot-dissolving medicine.",
    expectedEffect: "A higher risk of bleeding.",
    clinicalSignificance:
      "Davis's natural product monograph on garlic says using garlic with anticoagulants, antiplatelet agents and thrombolytics may increase the risk of bleeding.",
    recommendation:
      "Tell the hospital team that you take a garlic supplement if you are given a clot-dissolving medicine.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.skyscapeGarlic],
  }),
];
