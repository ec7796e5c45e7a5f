// Supplement–medicine interactions, part 24: what the vitamins' licensed UK products say about medicines the
// earlier parts did not reach: corticosteroids with vitamin D, stated for the class; calcitriol and alfacalcidol,
// whose own product information says to withhold other vitamin D; selumetinib and iron medicines with vitamin E;
// aluminium antacids with vitamin C; and amiodarone with vitamin B6. Each was checked against the text of its references.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REFN } from "./references-nutrients";
import { REF_NUT3 } from "./references-nutrients-3";
import { REF_VIT } from "./references-vit";
import { verifiedRecord as record, type RecordTarget } from "./verified-record";

function activeVitaminD(genericName: string, drugName: string, brandNames: string[]): RecordTarget {
  return { drugName, genericName, brandNames, drugClass: "Active vitamin D (vitamin D analogue)" };
}

const WITH_ACTIVE_VITAMIN_D = {
  severityLevel: "major",
  interactionType: "additive_effect",
  mechanism:
    "This medicine is an active form of vitamin D; more vitamin D on top adds to its effect on calcium.",
  expectedEffect: "Blood calcium may rise too high (hypercalcaemia).",
  recommendation:
    "Do not take vitamin D supplements, or multivitamins with vitamin D, with this medicine unless the doctor who prescribed it says so.",
  avoidCombination: true,
  timingSeparationHours: null,
  medicalSupervision: true,
  dosageModification: null,
  monitoringRequired: "Blood calcium, as your doctor or kidney team arranges.",
  evidenceLevel: 1,
} as const;

const SELUMETINIB: RecordTarget = {
  drugName: "Selumetinib",
  genericName: "selumetinib",
  brandNames: ["Koselugo"],
  drugClass: "Kinase inhibitor (neurofibromatosis type 1)",
};

export const DRUG_INTERACTIONS_PART_24: DrugInteractionInput[] = [
  // Both texts speak of the class ("systemic corticosteroids", "corticosteroids, e.g. prednisolone,
  // dexamethasone"), so one record reaches every steroid tablet, liquid or injection.
  record("vitamin-d3", classTarget("corticosteroid", "Steroid tablets, liquids and injections"), {
    severityLevel: "minor",
    interactionType: "reduced_effect",
    mechanism:
      "Steroid medicines taken by mouth or injection reduce the calcium absorbed from the gut and work against vitamin D.",
    expectedEffect: "Vitamin D may do less for your bones, so you may need a higher dose.",
    clinicalSignificance:
      "UK product information for calcium with vitamin D3 says systemic corticosteroids reduce calcium absorption and the dose may need increasing; a UK vitamin D3 leaflet says that with corticosteroids such as prednisolone or dexamethasone the vitamin D dose may need to be increased.",
    recommendation:
      "If you take steroid tablets or injections, ask your doctor or pharmacist what dose of vitamin D is right for you; it may need to be higher than usual.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: "Your doctor may advise a higher vitamin D dose.",
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REFN.kalciposD, REF_VIT.vitaminD3Capsules400Leaflet],
  }),
  // The SmPC names selumetinib as a medicine that already contains vitamin E and "should not be taken with" it.
  record("vitamin-e", SELUMETINIB, {
    severityLevel: "major",
    interactionType: "additive_effect",
    mechanism:
      "Selumetinib capsules already contain vitamin E (32 mg in each 10 mg capsule and 36 mg in each 25 mg capsule), so a supplement adds to it.",
    expectedEffect: "Too much vitamin E, which can raise the risk of bleeding.",
    clinicalSignificance:
      "UK vitamin E product information says vitamin E may be present in significant amounts in other medicines, naming selumetinib, which contains D-alpha-tocopheryl and should not be taken with vitamin E.",
    recommendation:
      "Do not take vitamin E supplements, or multivitamins containing vitamin E, with selumetinib (Koselugo) unless the specialist team treating you says so.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_NUT3.vitaminEOralSmpc],
  }),
  // "Iron-containing medicines": the dictionary's iron class holds exactly those.
  record("vitamin-e", classTarget("iron-preparation", "Iron tablets and liquids"), {
    severityLevel: "minor",
    interactionType: "reduced_effect",
    mechanism: "Iron taken at the same time reduces the activity of vitamin E.",
    expectedEffect: "Vitamin E may work less well if taken together with an iron medicine.",
    clinicalSignificance:
      "UK vitamin E product information says iron-containing medicines reduce the activity of vitamin E, so a few hours should be kept between taking the two.",
    recommendation: "Take vitamin E and your iron tablets or liquid a few hours apart.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_NUT3.vitaminEOralSmpc],
  }),
  record("vitamin-d3", activeVitaminD("calcitriol", "Calcitriol", ["Rocaltrol"]), {
    ...WITH_ACTIVE_VITAMIN_D,
    clinicalSignificance:
      "The UK Rocaltrol SmPC says there is a close link between calcitriol and hypercalcaemia, and that all other vitamin D compounds, including foods fortified with vitamin D, should be withheld during treatment.",
    references: [REF_VIT.rocaltrolSmpc],
  }),
  // No UK alfacalcidol text naming vitamin D could be read in full; the Czech product information says it plainly.
  record("vitamin-d3", activeVitaminD("alfacalcidol", "Alfacalcidol", ["One-Alpha"]), {
    ...WITH_ACTIVE_VITAMIN_D,
    clinicalSignificance:
      "Czech product information for alfacalcidol says it should not be given together with vitamin D or its analogues because of the risk of hypercalcaemia; a summary of alfacalcidol product information lists vitamin D preparations among its interactions.",
    references: [REF_VIT.enzolaSpc, REF_VIT.rxreasonerAlfacalcidol],
  }),
  // "Not recommended" blocks; the SmPC is written for therapeutic doses (not less than 250 mg a day), not the
  // 25 to 75 mg a day it calls this tablet unsuitable for, so the block starts at 250 mg.
  {
    id: "di-vitamin-c-aluminium-hydroxide",
    ingredient: "vitamin-c",
    drugName: "Aluminium hydroxide (in indigestion remedies such as Maalox and Mucogel)",
    genericName: "aluminium hydroxide",
    brandNames: [],
    drugClass: "Antacid",
    severityLevel: "major",
    interactionType: "increased_absorption",
    mechanism:
      "Vitamin C taken with an aluminium antacid increases how much aluminium the body takes up and passes in the urine.",
    expectedEffect: "More aluminium in the body, which matters most if your kidneys do not work well.",
    clinicalSignificance:
      "UK ascorbic acid product information says aluminium-containing antacids given with ascorbic acid may increase urinary aluminium elimination, and that taking antacids with ascorbic acid is not recommended, especially in renal insufficiency.",
    recommendation:
      "Do not take vitamin C supplements with aluminium indigestion remedies such as Maalox or Mucogel, especially if you have kidney problems; ask your pharmacist for a remedy without aluminium.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_VIT.ascorbicAcid500Imedi],
    isVerified: true,
    appliesWhen: {
      ingredient: "vitamin-c",
      minDailyAmount: { amount: 250, unit: "mg" },
      rationale:
        "The SmPC's therapeutic dose is not less than 250 mg a day; it calls its tablet unsuitable for the 25 to 75 mg a day of prevention, the amounts multivitamins hold.",
    },
  },
  // Swiss product information: no UK pyridoxine text names amiodarone.
  record(
    "vitamin-b6",
    { drugName: "Amiodarone", genericName: "amiodarone", brandNames: [], drugClass: "Antiarrhythmic" },
    {
      severityLevel: "minor",
      interactionType: "additive_effect",
      mechanism:
        "Amiodarone makes the skin sensitive to sunlight, and pyridoxine taken with it adds to this.",
      expectedEffect: "Your skin may burn or react in sunlight more easily.",
      clinicalSignificance:
        "Swiss pyridoxine product information says taking pyridoxine together with amiodarone increases photosensitivity.",
      recommendation:
        "If you take amiodarone, protect your skin from the sun (clothing and a high-factor sunscreen), and ask your pharmacist whether you need a vitamin B6 supplement.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REF_VIT.pyridoxineSwissFachinfo],
    },
  ),
];
