// Supplement–medicine interactions, part 40: medicines the nutrients' product information names that the dictionary
// lacked until the wmed2 round (medicines/wmed2.ts) — folic acid with raltitrexed, iron with dimercaprol, calcium and
// magnesium with estramustine (UK texts), and vitamin D with dactinomycin (Swiss). Each was checked against its text.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_WMED2 } from "./references-wmed2";
import { verifiedRecord as record, type RecordTarget } from "./verified-record";

const RALTITREXED: RecordTarget = {
  drugName: "Raltitrexed",
  genericName: "raltitrexed",
  brandNames: ["Tomudex"],
  drugClass: "Chemotherapy (for bowel cancer)",
};

const DIMERCAPROL: RecordTarget = {
  drugName: "Dimercaprol",
  genericName: "dimercaprol",
  brandNames: [],
  drugClass: "Antidote for metal poisoning (chelating agent)",
};

const DACTINOMYCIN: RecordTarget = {
  drugName: "Dactinomycin (actinomycin D)",
  genericName: "dactinomycin",
  brandNames: ["Cosmegen"],
  drugClass: "Chemotherapy (cytotoxic antibiotic)",
};

const ESTRAMUSTINE: RecordTarget = {
  drugName: "Estramustine",
  genericName: "estramustine",
  brandNames: ["Estracyt"],
  drugClass: "Chemotherapy (for prostate cancer)",
};

// The text names calcium and magnesium alike; the aluminium it also names is not a catalogue ingredient.
function withEstramustine(ingredient: "calcium" | "magnesium", word: string): DrugInteractionInput {
  return record(ingredient, ESTRAMUSTINE, {
    severityLevel: "moderate",
    interactionType: "reduced_absorption",
    mechanism: `Estramustine forms insoluble salts with ${word} and similar metals in the gut, so less of it is absorbed.`,
    expectedEffect: "Less estramustine may be absorbed, so the cancer treatment may work less well.",
    clinicalSignificance: `Product information for estramustine says milk, milk products or medicines containing calcium, magnesium or aluminium may impair its absorption, so taking them at the same time must be avoided.`,
    recommendation: `Do not take ${word} supplements, or multivitamins or indigestion remedies with ${word}, at the same time as your estramustine capsules; ask your cancer team or pharmacist how to time them.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_WMED2.estramustineInteractions],
  });
}

export const DRUG_INTERACTIONS_PART_40: DrugInteractionInput[] = [
  // Section 4.3 names "vitamin preparations containing these agents", so multivitamins with folic acid are meant too.
  record("folic-acid", RALTITREXED, {
    severityLevel: "contraindicated",
    interactionType: "possible_interaction",
    mechanism:
      "Raltitrexed is a chemotherapy medicine whose product information rules out folic acid, folinic acid and vitamins containing them while it is given.",
    expectedEffect: "Extra folic acid may interfere with the raltitrexed treatment.",
    clinicalSignificance:
      "The UK summary of product characteristics for Tomudex (raltitrexed), section 4.3, says giving leucovorin (folinic acid), folic acid or vitamin preparations containing these agents with raltitrexed is contraindicated.",
    recommendation:
      "Do not take folic acid, or a multivitamin with folic acid, while you are having raltitrexed; tell your cancer team about every supplement you take.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_WMED2.tomudexSmpc],
  }),
  record("iron", DIMERCAPROL, {
    severityLevel: "contraindicated",
    interactionType: "increased_toxicity",
    mechanism: "Dimercaprol binds metals, and with iron it forms compounds that are toxic.",
    expectedEffect: "Harmful iron–dimercaprol complexes in the body.",
    clinicalSignificance:
      "The UK product information for Dimercaprol Injection says iron supplements must not be taken during dimercaprol treatment as iron forms toxic complexes with it; the UK ferrous sulfate tablets SmPC (section 4.5) says oral iron and dimercaprol should not be given together.",
    recommendation:
      "Do not take iron supplements, or multivitamins with iron, while you are being treated with dimercaprol; tell the doctors treating you that you take iron.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_WMED2.dimercaprolSmpc, REF_WMED2.ferrousSulfateDimercaprol],
  }),
  // Swiss product information: no UK vitamin D text read here had its actinomycin sentence in full.
  record("vitamin-d3", DACTINOMYCIN, {
    severityLevel: "minor",
    interactionType: "reduced_effect",
    mechanism:
      "Actinomycin blocks the kidney enzyme that turns vitamin D into its active form, so vitamin D works less well.",
    expectedEffect: "Vitamin D may do less for your calcium and bones while you have this treatment.",
    clinicalSignificance:
      "Swiss product information for vitamin D3 says cytotoxic medicines such as actinomycin, and imidazole antifungals, interfere with vitamin D's effect by blocking the kidney enzyme (25-hydroxyvitamin D 1-hydroxylase) that turns 25-hydroxyvitamin D into 1,25-dihydroxyvitamin D.",
    recommendation:
      "If you are having dactinomycin, tell your cancer team that you take vitamin D and ask whether your dose needs to change.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_WMED2.swissVitaminDInteractions],
  }),
  withEstramustine("calcium", "calcium"),
  withEstramustine("magnesium", "magnesium"),
];
