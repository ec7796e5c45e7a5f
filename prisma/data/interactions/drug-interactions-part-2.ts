// Supplement–medicine interactions, part 2: levothyroxine, caffeine with ciprofloxacin, potassium with
// ciclosporin, liquorice, statins and red yeast rice, digoxin, immunosuppressants, methotrexate,
// antiepileptics, lithium, psyllium and others. Minerals with antibiotics and bisphosphonates, potassium
// with ACE inhibitors/ARBs/diuretics and vitamin A with retinoids are class records in parts 4 and 5.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF, bnf, nhs } from "./references";
import { REF_CONDITIONS as RC } from "./references-conditions";
import { REFN } from "./references-nutrients";
import { REF_VERIFY } from "./references-verify";

const LEVOTHYROXINE_BINDING =
  "The mineral binds to levothyroxine in the gut, forming a complex that is not absorbed.";

export const DRUG_INTERACTIONS_PART_2: DrugInteractionInput[] = [
  // ---------------------------------------------------------------------------------------------------
  // Levothyroxine
  // ---------------------------------------------------------------------------------------------------
  {
    id: "di-calcium-levothyroxine",
    ingredient: "calcium",
    drugName: "Levothyroxine",
    genericName: "levothyroxine",
    brandNames: [],
    drugClass: "Thyroid hormone",
    severityLevel: "moderate",
    interactionType: "reduced_absorption",
    mechanism: LEVOTHYROXINE_BINDING,
    expectedEffect:
      "Less levothyroxine is absorbed, so TSH can rise and symptoms of an underactive thyroid can return.",
    clinicalSignificance:
      "Calcium supplements taken at the same time significantly reduce levothyroxine absorption.",
    recommendation: "Take levothyroxine at least 4 hours apart from calcium supplements.",
    avoidCombination: false,
    timingSeparationHours: 4,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Thyroid function tests if you start, stop or change the timing of calcium.",
    evidenceLevel: 3,
    references: [
      REF.patientInfoIronLevothyroxine,
      nhs("levothyroxine", "Levothyroxine"),
      REF.odsCalcium,
      REFN.kalciposD,
    ],
    isVerified: true,
  },
  {
    id: "di-iron-levothyroxine",
    ingredient: "iron",
    drugName: "Levothyroxine",
    genericName: "levothyroxine",
    brandNames: [],
    drugClass: "Thyroid hormone",
    severityLevel: "moderate",
    interactionType: "reduced_absorption",
    mechanism: LEVOTHYROXINE_BINDING,
    expectedEffect:
      "Less levothyroxine is absorbed, so TSH can rise and symptoms of an underactive thyroid can return.",
    clinicalSignificance:
      "Iron supplements taken at the same time significantly reduce levothyroxine absorption.",
    recommendation:
      "Take levothyroxine at least 4 hours apart from iron supplements, for example levothyroxine first thing in the morning and iron later in the day.",
    avoidCombination: false,
    timingSeparationHours: 4,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Thyroid function tests if you start, stop or change the timing of iron.",
    evidenceLevel: 3,
    references: [
      REF.patientInfoIronLevothyroxine,
      nhs("levothyroxine", "Levothyroxine"),
      REF.odsIron,
      REFN.ferrousFumarateSmpc,
    ],
    isVerified: true,
  },
  {
    id: "di-magnesium-levothyroxine",
    ingredient: "magnesium",
    drugName: "Levothyroxine",
    genericName: "levothyroxine",
    brandNames: [],
    drugClass: "Thyroid hormone",
    severityLevel: "moderate",
    interactionType: "reduced_absorption",
    mechanism: LEVOTHYROXINE_BINDING,
    expectedEffect: "Less levothyroxine may be absorbed, so your thyroid dose may work less well.",
    clinicalSignificance:
      "Magnesium-containing antacids and supplements can reduce levothyroxine absorption, as calcium and iron do.",
    recommendation: "Take levothyroxine at least 4 hours apart from magnesium supplements.",
    avoidCombination: false,
    timingSeparationHours: 4,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 3,
    references: [bnf("levothyroxine", "Levothyroxine"), nhs("levothyroxine", "Levothyroxine")],
    isVerified: false,
  },
  {
    id: "di-zinc-levothyroxine",
    ingredient: "zinc",
    drugName: "Levothyroxine",
    genericName: "levothyroxine",
    brandNames: [],
    drugClass: "Thyroid hormone",
    severityLevel: "minor",
    interactionType: "reduced_absorption",
    mechanism: "Minerals such as zinc may bind to levothyroxine in the gut and reduce its absorption.",
    expectedEffect:
      "Possibly less levothyroxine absorbed; the effect of zinc alone is less well studied than calcium or iron.",
    clinicalSignificance:
      "Advice for mineral-containing supplements and multivitamins is to keep them apart from levothyroxine.",
    recommendation: "Take levothyroxine at least 4 hours apart from zinc and other mineral supplements.",
    avoidCombination: false,
    timingSeparationHours: 4,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [REF.patientInfoIronLevothyroxine, nhs("levothyroxine", "Levothyroxine")],
    isVerified: false,
  },
  {
    id: "di-chromium-levothyroxine",
    ingredient: "chromium",
    drugName: "Levothyroxine",
    genericName: "levothyroxine",
    brandNames: [],
    drugClass: "Thyroid hormone",
    severityLevel: "minor",
    interactionType: "reduced_absorption",
    mechanism:
      "Chromium picolinate taken at the same time has been shown to reduce levothyroxine absorption.",
    expectedEffect: "Less levothyroxine absorbed.",
    clinicalSignificance:
      "A small pharmacokinetic study found lower levothyroxine absorption when taken with chromium.",
    recommendation: "Take levothyroxine at least 4 hours apart from chromium.",
    avoidCombination: false,
    timingSeparationHours: 4,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 3,
    references: [REF.odsChromium],
    isVerified: false,
  },
  {
    id: "di-caffeine-levothyroxine",
    ingredient: "caffeine",
    drugName: "Levothyroxine",
    genericName: "levothyroxine",
    brandNames: [],
    drugClass: "Thyroid hormone",
    severityLevel: "minor",
    interactionType: "reduced_absorption",
    mechanism: "Caffeine and coffee taken close to levothyroxine can reduce how much is absorbed.",
    expectedEffect: "Less levothyroxine absorbed if taken together.",
    clinicalSignificance:
      "Levothyroxine should be taken on an empty stomach, away from caffeine-containing drinks.",
    recommendation:
      "Take levothyroxine with water and wait at least 30 to 60 minutes before caffeine (including caffeine supplements, tea or coffee).",
    avoidCombination: false,
    timingSeparationHours: 1,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 3,
    references: [nhs("levothyroxine", "Levothyroxine")],
    isVerified: false,
  },

  // ---------------------------------------------------------------------------------------------------
  // Ciprofloxacin
  // ---------------------------------------------------------------------------------------------------
  {
    id: "di-caffeine-ciprofloxacin",
    ingredient: "caffeine",
    drugName: "Ciprofloxacin",
    genericName: "ciprofloxacin",
    brandNames: ["Ciproxin"],
    drugClass: "Fluoroquinolone antibiotic",
    severityLevel: "minor",
    interactionType: "enzyme_inhibition",
    mechanism: "Ciprofloxacin blocks CYP1A2, the main enzyme that breaks down caffeine.",
    expectedEffect: "Caffeine stays in the body longer, causing jitteriness, a fast heartbeat or poor sleep.",
    clinicalSignificance: "Ciprofloxacin increases caffeine exposure.",
    recommendation: "Cut down on caffeine supplements and caffeinated drinks while taking ciprofloxacin.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: "Consider reducing caffeine intake during the course.",
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [bnf("ciprofloxacin", "Ciprofloxacin")],
    isVerified: false,
  },

  // ---------------------------------------------------------------------------------------------------
  // Potassium
  // ---------------------------------------------------------------------------------------------------
  {
    id: "di-potassium-ciclosporin",
    ingredient: "potassium",
    drugName: "Ciclosporin",
    genericName: "ciclosporin",
    brandNames: ["Neoral", "Sandimmun"],
    drugClass: "Calcineurin inhibitor immunosuppressant",
    severityLevel: "moderate",
    interactionType: "hyperkalaemia",
    mechanism: "Ciclosporin can reduce potassium excretion by the kidneys.",
    expectedEffect: "Risk of high blood potassium.",
    clinicalSignificance: "Ciclosporin can raise potassium, and potassium supplements add to this.",
    recommendation:
      "Ask your transplant team before taking potassium supplements or potassium salt substitutes with ciclosporin; you may need your blood potassium checked.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood potassium.",
    evidenceLevel: 1,
    references: [bnf("ciclosporin", "Ciclosporin"), nhs("ciclosporin", "Ciclosporin")],
    isVerified: false,
  },

  // ---------------------------------------------------------------------------------------------------
  // Liquorice root
  // ---------------------------------------------------------------------------------------------------
  {
    id: "di-licorice-root-digoxin",
    ingredient: "licorice-root",
    drugName: "Digoxin",
    genericName: "digoxin",
    brandNames: ["Lanoxin"],
    drugClass: "Cardiac glycoside",
    severityLevel: "major",
    interactionType: "hypokalaemia",
    mechanism:
      "Glycyrrhizin in liquorice causes the body to lose potassium; low potassium makes the heart more sensitive to digoxin.",
    expectedEffect: "Increased risk of digoxin toxicity and abnormal heart rhythms.",
    clinicalSignificance:
      "People taking cardiac glycosides such as digoxin are advised not to take liquorice.",
    recommendation:
      "Do not take liquorice root supplements with digoxin; speak to your doctor or pharmacist.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood potassium and digoxin levels.",
    evidenceLevel: 3,
    references: [REF.mskccLicorice, REF.licoriceMetaAnalysis2017, REF.hmpcLiquorice],
    isVerified: true,
  },
  {
    id: "di-licorice-root-ramipril",
    ingredient: "licorice-root",
    drugName: "Ramipril",
    genericName: "ramipril",
    brandNames: ["Tritace"],
    drugClass: "ACE inhibitor",
    severityLevel: "major",
    interactionType: "opposing_effects",
    mechanism:
      "Glycyrrhizin causes salt and water retention and raises blood pressure, working against blood pressure medicines.",
    expectedEffect: "Blood pressure may be less well controlled.",
    clinicalSignificance:
      "A meta-analysis found regular glycyrrhizin intake raised systolic blood pressure by about 5 mmHg, and the EU herbal monograph lists high blood pressure as a reason not to use liquorice root.",
    recommendation:
      "Do not take liquorice root supplements while you take ramipril or another medicine for high blood pressure: liquorice raises blood pressure and works against your treatment. Ask your pharmacist about other options.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Blood pressure.",
    evidenceLevel: 1,
    references: [REF.licoriceMetaAnalysis2017, REF.hmpcLiquorice],
    isVerified: false,
  },

  // ---------------------------------------------------------------------------------------------------
  // Statins and red yeast rice
  // ---------------------------------------------------------------------------------------------------
  {
    id: "di-red-yeast-rice-simvastatin",
    ingredient: "red-yeast-rice",
    drugName: "Simvastatin",
    genericName: "simvastatin",
    brandNames: ["Zocor"],
    drugClass: "Statin (HMG-CoA reductase inhibitor)",
    severityLevel: "major",
    interactionType: "duplicate_therapy",
    mechanism:
      "Red yeast rice contains monacolin K, which is identical to the prescription statin lovastatin, so it adds a second statin.",
    expectedEffect:
      "Higher risk of statin side effects, including muscle damage (rhabdomyolysis) and liver problems.",
    clinicalSignificance:
      "EFSA concluded monacolins from red yeast rice can cause severe muscle and liver effects, with cases at intakes as low as 3 mg a day. Taking it with a prescribed statin doubles up the same kind of medicine.",
    recommendation: "Do not take red yeast rice with simvastatin; speak to your doctor or pharmacist.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.efsaMonacolins2018, REF.bfrRedYeastRice2020],
    isVerified: true,
  },
  {
    id: "di-red-yeast-rice-atorvastatin",
    ingredient: "red-yeast-rice",
    drugName: "Atorvastatin",
    genericName: "atorvastatin",
    brandNames: ["Lipitor"],
    drugClass: "Statin (HMG-CoA reductase inhibitor)",
    severityLevel: "major",
    interactionType: "duplicate_therapy",
    mechanism:
      "Red yeast rice contains monacolin K, which is identical to the prescription statin lovastatin, so it adds a second statin.",
    expectedEffect:
      "Higher risk of statin side effects, including muscle damage (rhabdomyolysis) and liver problems.",
    clinicalSignificance:
      "EFSA concluded monacolins from red yeast rice can cause severe muscle and liver effects. Taking it with a prescribed statin doubles up the same kind of medicine.",
    recommendation: "Do not take red yeast rice with atorvastatin; speak to your doctor or pharmacist.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.efsaMonacolins2018, REF.bfrRedYeastRice2020],
    isVerified: true,
  },
  {
    id: "di-red-yeast-rice-rosuvastatin",
    ingredient: "red-yeast-rice",
    drugName: "Rosuvastatin",
    genericName: "rosuvastatin",
    brandNames: ["Crestor"],
    drugClass: "Statin (HMG-CoA reductase inhibitor)",
    severityLevel: "major",
    interactionType: "duplicate_therapy",
    mechanism:
      "Red yeast rice contains monacolin K, which is identical to the prescription statin lovastatin, so it adds a second statin.",
    expectedEffect: "Higher risk of statin side effects, including muscle damage and liver problems.",
    clinicalSignificance:
      "EFSA concluded monacolins from red yeast rice can cause severe muscle and liver effects. Taking it with a prescribed statin doubles up the same kind of medicine.",
    recommendation: "Do not take red yeast rice with rosuvastatin; speak to your doctor or pharmacist.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.efsaMonacolins2018, REF.bfrRedYeastRice2020],
    isVerified: true,
  },
  {
    id: "di-red-yeast-rice-pravastatin",
    ingredient: "red-yeast-rice",
    drugName: "Pravastatin",
    genericName: "pravastatin",
    brandNames: ["Lipostat"],
    drugClass: "Statin (HMG-CoA reductase inhibitor)",
    severityLevel: "major",
    interactionType: "duplicate_therapy",
    mechanism:
      "Red yeast rice contains monacolin K, which is identical to the prescription statin lovastatin, so it adds a second statin.",
    expectedEffect: "Higher risk of statin side effects, including muscle damage and liver problems.",
    clinicalSignificance:
      "EFSA concluded monacolins from red yeast rice can cause severe muscle and liver effects. Taking it with a prescribed statin doubles up the same kind of medicine.",
    recommendation: "Do not take red yeast rice with pravastatin; speak to your doctor or pharmacist.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.efsaMonacolins2018, REF.bfrRedYeastRice2020],
    isVerified: true,
  },

  // ---------------------------------------------------------------------------------------------------
  // Digoxin
  // ---------------------------------------------------------------------------------------------------
  {
    id: "di-calcium-digoxin",
    ingredient: "calcium",
    drugName: "Digoxin",
    genericName: "digoxin",
    brandNames: ["Lanoxin"],
    drugClass: "Cardiac glycoside",
    severityLevel: "moderate",
    interactionType: "increased_toxicity",
    mechanism:
      "High blood calcium makes the heart more sensitive to digoxin; calcium with vitamin D can raise blood calcium.",
    expectedEffect:
      "Increased risk of digoxin side effects and abnormal heart rhythms if calcium levels rise.",
    clinicalSignificance:
      "Calcium supplements may interact with digoxin, and calcium with vitamin D can increase the risk of high calcium.",
    recommendation:
      "Speak to your doctor before taking calcium (especially with vitamin D) if you take digoxin.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood calcium.",
    evidenceLevel: 1,
    references: [REF.odsCalcium, bnf("digoxin", "Digoxin"), REFN.kalciposD, REFN.calcichewSmpc],
    isVerified: true,
  },
  {
    id: "di-psyllium-digoxin",
    ingredient: "psyllium",
    drugName: "Digoxin",
    genericName: "digoxin",
    brandNames: ["Lanoxin"],
    drugClass: "Cardiac glycoside",
    severityLevel: "minor",
    interactionType: "delayed_absorption",
    mechanism:
      "Psyllium (ispaghula husk) can delay the absorption of cardiac glycosides such as digoxin taken at the same time.",
    expectedEffect: "Digoxin may be absorbed more slowly.",
    clinicalSignificance:
      "The ispaghula monograph advises not taking it at the same time as other medicines.",
    recommendation: "Take psyllium at least 1 hour before or after digoxin.",
    avoidCombination: false,
    timingSeparationHours: 1,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.hmpcIspaghula, REF.nhsIspaghula],
    isVerified: false,
  },

  // ---------------------------------------------------------------------------------------------------
  // Immunosuppressants
  // ---------------------------------------------------------------------------------------------------
  {
    id: "di-echinacea-ciclosporin",
    ingredient: "echinacea",
    drugName: "Ciclosporin",
    genericName: "ciclosporin",
    brandNames: ["Neoral", "Sandimmun"],
    drugClass: "Calcineurin inhibitor immunosuppressant",
    severityLevel: "major",
    interactionType: "opposing_effects",
    mechanism:
      "Echinacea is taken to stimulate the immune system, which in theory works against immunosuppressant medicines.",
    expectedEffect:
      "Possible reduced effect of ciclosporin (theoretical; not shown in studies), with a risk of rejection after a transplant.",
    clinicalSignificance:
      "UK product information says echinacea must not be used in immunosuppression, such as after an organ or bone marrow transplant, because it is taken to stimulate the immune system.",
    recommendation:
      "Do not take echinacea while you take ciclosporin; ask your transplant team or specialist before taking any herbal remedy.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [RC.echinaforceSmpc, REF.hmpcEchinacea, REF.mskccEchinacea],
    isVerified: true,
  },
  {
    id: "di-echinacea-tacrolimus",
    ingredient: "echinacea",
    drugName: "Tacrolimus",
    genericName: "tacrolimus",
    brandNames: ["Prograf", "Advagraf"],
    drugClass: "Calcineurin inhibitor immunosuppressant",
    severityLevel: "major",
    interactionType: "opposing_effects",
    mechanism:
      "Echinacea is taken to stimulate the immune system, which in theory works against immunosuppressant medicines.",
    expectedEffect:
      "Possible reduced effect of tacrolimus (theoretical; not shown in studies), with a risk of rejection after a transplant.",
    clinicalSignificance:
      "UK product information says echinacea must not be used in immunosuppression, such as after an organ or bone marrow transplant, because it is taken to stimulate the immune system.",
    recommendation:
      "Do not take echinacea while you take tacrolimus; ask your transplant team or specialist before taking any herbal remedy.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [RC.echinaforceSmpc, REF.hmpcEchinacea, REF.mskccEchinacea],
    isVerified: true,
  },

  // ---------------------------------------------------------------------------------------------------
  // Methotrexate, antiepileptics, lithium
  // ---------------------------------------------------------------------------------------------------
  {
    id: "di-folic-acid-methotrexate",
    ingredient: "folic-acid",
    drugName: "Methotrexate",
    genericName: "methotrexate",
    brandNames: [],
    drugClass: "Antimetabolite / disease-modifying antirheumatic drug",
    severityLevel: "minor",
    interactionType: "timing_dependent",
    mechanism:
      "Doctors often prescribe folic acid to take with methotrexate, so folic acid from a supplement adds to the amount they have planned.",
    expectedEffect:
      "Extra folic acid from supplements may upset the folic acid your doctor has planned alongside your methotrexate.",
    // NHS, taking methotrexate with other medicines: tell your doctor about folic acid or supplements containing it,
    // and do not take other products containing folic acid if you already take folic acid they prescribed.
    clinicalSignificance:
      "The NHS asks people starting methotrexate to tell their doctor about folic acid or vitamin supplements containing it, because the doctor may prescribe folic acid to take with methotrexate, and not to take other products containing folic acid if they already take prescribed folic acid.",
    recommendation:
      "Only take folic acid as your doctor has prescribed it with methotrexate, on the days they tell you. Do not add another product containing folic acid, such as a multivitamin, without asking them.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: "Follow the prescribed folic acid schedule.",
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [
      nhs("methotrexate", "Methotrexate"),
      REF.odsFolate,
      REFN.folicAcidEmcSmpc,
      REF_VERIFY.nhsMethotrexateOtherMedicines,
    ],
    isVerified: true,
  },
  {
    id: "di-folic-acid-phenytoin",
    ingredient: "folic-acid",
    drugName: "Phenytoin",
    genericName: "phenytoin",
    brandNames: ["Epanutin"],
    drugClass: "Antiepileptic",
    severityLevel: "moderate",
    interactionType: "reduced_effect",
    mechanism:
      "Folic acid supplements can speed up phenytoin's breakdown, while phenytoin lowers folate levels.",
    expectedEffect: "Phenytoin levels may fall and seizure control may worsen.",
    clinicalSignificance: "Folic acid supplements might reduce blood phenytoin levels.",
    recommendation: "Speak to your doctor before starting or stopping folic acid if you take phenytoin.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Phenytoin levels if folic acid is started or stopped.",
    evidenceLevel: 1,
    references: [REF.odsFolate, bnf("phenytoin", "Phenytoin"), REFN.folicAcidSmpc],
    isVerified: true,
  },
  {
    id: "di-psyllium-carbamazepine",
    ingredient: "psyllium",
    drugName: "Carbamazepine",
    genericName: "carbamazepine",
    brandNames: ["Tegretol"],
    drugClass: "Antiepileptic",
    severityLevel: "moderate",
    interactionType: "delayed_absorption",
    mechanism:
      "Psyllium (ispaghula husk) can reduce the rate and amount of carbamazepine absorbed when taken together.",
    expectedEffect: "Carbamazepine levels may fall, with a risk of poorer seizure control.",
    clinicalSignificance:
      "The ispaghula monograph lists carbamazepine among medicines whose absorption may be delayed.",
    recommendation:
      "Take psyllium at least 1 hour before or after carbamazepine, and tell your doctor if you start it regularly.",
    avoidCombination: false,
    timingSeparationHours: 1,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.hmpcIspaghula, REF.nhsIspaghula],
    isVerified: false,
  },
  {
    id: "di-iodine-lithium",
    ingredient: "iodine",
    drugName: "Lithium",
    genericName: "lithium carbonate",
    brandNames: ["Priadel", "Camcolit"],
    drugClass: "Mood stabiliser",
    severityLevel: "moderate",
    interactionType: "additive_effect",
    mechanism: "Both lithium and high doses of iodine can reduce thyroid hormone production.",
    expectedEffect: "Higher risk of an underactive thyroid (hypothyroidism).",
    clinicalSignificance:
      "Combining lithium with high-dose iodine (such as potassium iodide) may have an additive hypothyroid effect.",
    recommendation:
      "Ask your doctor before taking iodine or kelp supplements with lithium; your thyroid tests may need checking.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Thyroid function tests.",
    evidenceLevel: 3,
    references: [REF.odsIodine],
    isVerified: false,
  },
  {
    id: "di-psyllium-lithium",
    ingredient: "psyllium",
    drugName: "Lithium",
    genericName: "lithium carbonate",
    brandNames: ["Priadel", "Camcolit"],
    drugClass: "Mood stabiliser",
    severityLevel: "moderate",
    interactionType: "delayed_absorption",
    mechanism: "Psyllium (ispaghula husk) can reduce lithium absorption when taken together.",
    expectedEffect: "Lithium levels may fall, risking relapse; lithium has a narrow safe range.",
    clinicalSignificance:
      "The ispaghula monograph lists lithium among medicines whose absorption may be delayed.",
    recommendation:
      "Take psyllium at least 1 hour before or after lithium, and tell your lithium clinic before starting it regularly.",
    avoidCombination: false,
    timingSeparationHours: 1,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Lithium levels if psyllium is started or stopped regularly.",
    evidenceLevel: 1,
    references: [REF.hmpcIspaghula, REF.nhsIspaghula],
    isVerified: false,
  },

  // ---------------------------------------------------------------------------------------------------
  // Other common medicines
  // ---------------------------------------------------------------------------------------------------
  {
    id: "di-psyllium-warfarin",
    ingredient: "psyllium",
    drugName: "Warfarin",
    genericName: "warfarin",
    brandNames: ["Marevan"],
    drugClass: "Vitamin K antagonist anticoagulant",
    severityLevel: "minor",
    interactionType: "delayed_absorption",
    mechanism:
      "Psyllium (ispaghula husk) can delay the absorption of coumarin anticoagulants such as warfarin.",
    expectedEffect: "Warfarin absorption may be delayed, which could affect INR stability.",
    clinicalSignificance:
      "The ispaghula monograph lists coumarin derivatives among medicines whose absorption may be delayed.",
    recommendation: "Take psyllium at least 1 hour before or after warfarin, at a consistent time each day.",
    avoidCombination: false,
    timingSeparationHours: 1,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Tell your anticoagulant clinic if you start psyllium regularly.",
    evidenceLevel: 1,
    references: [REF.hmpcIspaghula, REF.nhsIspaghula],
    isVerified: false,
  },
  {
    id: "di-iron-levodopa",
    ingredient: "iron",
    drugName: "Co-careldopa / co-beneldopa",
    genericName: "levodopa",
    brandNames: ["Sinemet", "Madopar"],
    drugClass: "Dopamine precursor for Parkinson's disease",
    severityLevel: "moderate",
    interactionType: "reduced_absorption",
    mechanism: "Iron binds levodopa in the gut and reduces the amount absorbed.",
    expectedEffect: "Parkinson's symptoms may be less well controlled.",
    // Ferrous sulfate SmPC 4.5 (emc): oral iron may reduce the absorption of co-careldopa, entacapone and levodopa.
    clinicalSignificance:
      "UK iron product information says oral iron may reduce the absorption of levodopa, co-careldopa and entacapone.",
    recommendation:
      "Take iron at a different time of day from your levodopa doses; ask your pharmacist for a schedule.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.odsIron, nhs("co-careldopa", "Co-careldopa"), REFN.ferrousFumarateSmpc, REF.ironSmpc],
    isVerified: true,
  },
  {
    id: "di-calcium-bendroflumethiazide",
    ingredient: "calcium",
    drugName: "Bendroflumethiazide",
    genericName: "bendroflumethiazide",
    brandNames: [],
    drugClass: "Thiazide diuretic",
    severityLevel: "moderate",
    interactionType: "hypercalcaemia",
    mechanism:
      "Thiazide diuretics reduce the amount of calcium lost in urine, so calcium supplements can raise blood calcium.",
    expectedEffect:
      "Risk of high blood calcium (thirst, constipation, confusion), especially with vitamin D as well.",
    // Kalcipos-D 4.5 (emc): thiazides reduce urinary calcium; monitor serum calcium for the risk of hypercalcaemia.
    clinicalSignificance:
      "UK calcium and vitamin D product information says thiazide diuretics reduce the calcium lost in urine, so blood calcium should be checked regularly when they are taken together, because of the risk of hypercalcaemia.",
    recommendation:
      "Speak to your doctor or pharmacist before taking calcium supplements with bendroflumethiazide.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood calcium.",
    evidenceLevel: 1,
    references: [REF.odsCalcium, REFN.kalciposD],
    isVerified: true,
  },
  {
    id: "di-vitamin-d3-bendroflumethiazide",
    ingredient: "vitamin-d3",
    drugName: "Bendroflumethiazide",
    genericName: "bendroflumethiazide",
    brandNames: [],
    drugClass: "Thiazide diuretic",
    severityLevel: "minor",
    interactionType: "hypercalcaemia",
    mechanism: "Vitamin D increases calcium absorption while thiazides reduce calcium loss in urine.",
    expectedEffect: "Small risk of high blood calcium, mainly with high-dose vitamin D plus calcium.",
    clinicalSignificance: "Vitamin D with thiazide diuretics may lead to hypercalcaemia in some people.",
    recommendation:
      "Ask your doctor or pharmacist before taking high-dose vitamin D; the standard 10 micrograms a day is usually fine.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 3,
    references: [REF.odsVitaminD],
    isVerified: false,
  },
  {
    id: "di-iodine-carbimazole",
    ingredient: "iodine",
    drugName: "Carbimazole",
    genericName: "carbimazole",
    brandNames: [],
    drugClass: "Antithyroid medicine",
    severityLevel: "moderate",
    interactionType: "altered_thyroid_effect",
    mechanism:
      "Iodine supplements affect thyroid hormone production and can interfere with antithyroid treatment.",
    expectedEffect: "Thyroid levels may become harder to control.",
    clinicalSignificance:
      "High-dose iodine with antithyroid medicines can have an additive effect and cause hypothyroidism.",
    recommendation:
      "Ask your specialist before taking iodine or kelp supplements with carbimazole; your thyroid tests may need checking.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Thyroid function tests.",
    evidenceLevel: 3,
    references: [REF.odsIodine],
    isVerified: false,
  },
];
