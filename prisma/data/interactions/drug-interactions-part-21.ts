// Supplement–medicine interactions, part 21: what RxReasoner's substance pages (copies of the interactions sections
// of product information) state for iron, calcium, folic acid and vitamin C that no record held yet. Each record was
// checked against the text of its page.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_RX } from "./references-rx";
import { verifiedRecord as record, type RecordFields, type RecordTarget } from "./verified-record";

const medicine = (genericName: string, drugName: string, drugClass: string, brandNames: string[] = []) => ({
  drugName,
  genericName,
  brandNames,
  drugClass,
});

const CALCIUM_CARBONATE_TEXT =
  "Calcium carbonate product information (RxReasoner's copy) says that when calcium carbonate is taken with chlorpromazine, diflunisal, rifampicin, ketoconazole or penicillamine, their absorption is reduced. It gives no gap for these medicines; for the others it names (tetracyclines, bisphosphonates, thyroxine, quinolones, iron) it advises at least four hours.";

// The page names these medicines without a gap in hours, so the record asks for one rather than inventing it.
function calciumReducesAbsorption(target: RecordTarget, effect: string): DrugInteractionInput {
  const fields: RecordFields = {
    severityLevel: "moderate",
    interactionType: "reduced_absorption",
    mechanism: `Calcium carbonate in the gut reduces how much ${target.drugName.toLowerCase()} is absorbed.`,
    expectedEffect: effect,
    clinicalSignificance: CALCIUM_CARBONATE_TEXT,
    recommendation: `Do not take calcium supplements at the same time as ${target.drugName.toLowerCase()}; ask your pharmacist how far apart to take them.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_RX.calciumCarbonate],
  };
  return record("calcium", target, fields);
}

export const DRUG_INTERACTIONS_PART_21: DrugInteractionInput[] = [
  record("iron", medicine("allopurinol", "Allopurinol", "Xanthine oxidase inhibitor (gout)", ["Zyloric"]), {
    severityLevel: "minor",
    interactionType: "increased_risk",
    mechanism: "The product information does not say how allopurinol changes where iron is stored.",
    expectedEffect: "More iron may be deposited in the liver.",
    clinicalSignificance:
      "Ferrous sulfate product information (RxReasoner's copy) says that when iron is taken with allopurinol, iron deposition in the liver may be increased, especially in cirrhosis of the liver.",
    recommendation:
      "Tell your doctor that you take an iron supplement with allopurinol, especially if you have liver disease such as cirrhosis.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_RX.ferrousSulfate],
  }),
  record(
    "iron",
    medicine("colestyramine", "Colestyramine", "Bile acid sequestrant", ["Questran", "Questran Light"]),
    {
      severityLevel: "minor",
      interactionType: "reduced_absorption",
      mechanism: "Colestyramine may bind iron in the gut.",
      expectedEffect: "Less iron absorbed if the two are taken together.",
      clinicalSignificance:
        "Ferrous sulfate product information (RxReasoner's copy) says cholestyramine may bind iron in the gut and so prevent its absorption.",
      recommendation:
        "Do not take iron at the same time as colestyramine; ask your pharmacist how far apart to take them.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REF_RX.ferrousSulfate],
    },
  ),
  calciumReducesAbsorption(
    medicine("chlorpromazine", "Chlorpromazine", "Antipsychotic"),
    "Less chlorpromazine absorbed, so it may work less well.",
  ),
  calciumReducesAbsorption(
    medicine("rifampicin", "Rifampicin", "Antibiotic (tuberculosis)", ["Rifadin"]),
    "Less rifampicin absorbed, so it may treat the infection less well.",
  ),
  calciumReducesAbsorption(
    medicine("ketoconazole", "Ketoconazole", "Antifungal (tablets)"),
    "Less ketoconazole absorbed, so it may work less well.",
  ),
  calciumReducesAbsorption(
    medicine("penicillamine", "Penicillamine", "Chelating agent (Wilson's disease, rheumatoid arthritis)"),
    "Less penicillamine absorbed, so it may work less well.",
  ),
  // "Similar but less marked" than phenytoin, whose own record says more; valproate is not an enzyme inducer,
  // so the class record on enzyme-inducing antiepileptics does not reach it.
  // The dictionary names it "sodium valproate", so the id is written out rather than built from that name.
  {
    ...record(
      "folic-acid",
      medicine("sodium valproate", "Sodium valproate", "Antiepileptic", [
        "Epilim",
        "Epilim Chrono",
        "Episenta",
      ]),
      {
        severityLevel: "minor",
        interactionType: "reduced_effect",
        mechanism:
          "Long-term epilepsy treatment can lower folate; correcting that with folic acid can lower the level of the epilepsy medicine.",
        expectedEffect: "The level of the epilepsy medicine may fall a little.",
        clinicalSignificance:
          "Folic acid product information (RxReasoner's copy) says that correcting the folate deficiency phenytoin causes lowers plasma phenytoin, with a possible loss of seizure control, and that a similar but less marked relationship exists with all anticonvulsants, including sodium valproate.",
        recommendation:
          "Tell your doctor if you start or stop folic acid while taking sodium valproate; do not stop folic acid you have been prescribed.",
        avoidCombination: false,
        timingSeparationHours: null,
        medicalSupervision: false,
        dosageModification: null,
        monitoringRequired: "Seizure control when folic acid is started or stopped.",
        evidenceLevel: 1,
        references: [REF_RX.folicAcid],
      },
    ),
    id: "di-folic-acid-sodium-valproate",
  },
  record(
    "vitamin-c",
    medicine("dexamfetamine", "Dexamfetamine", "CNS stimulant (ADHD, narcolepsy)", ["Amfexa"]),
    {
      severityLevel: "minor",
      interactionType: "reduced_effect",
      mechanism:
        "Vitamin C can make the urine more acidic, so the kidneys clear amphetamines such as dexamfetamine faster.",
      expectedEffect: "Lower levels of dexamfetamine, so it may work less well.",
      clinicalSignificance:
        "Vitamin C product information (RxReasoner's copy) says ascorbic acid may acidify the urine and lower blood levels of amphetamine by increasing its excretion, and that if amphetamine works less well the ascorbic acid should be stopped.",
      recommendation:
        "If dexamfetamine seems to work less well while you take vitamin C, stop the vitamin C and tell the doctor who prescribes it.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: "Whether dexamfetamine still controls your symptoms.",
      evidenceLevel: 1,
      references: [REF_RX.vitaminC],
    },
  ),
];
