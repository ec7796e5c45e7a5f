// Supplement–medicine interactions, part 25: the minerals round. Items that UK product information of a licensed
// magnesium, calcium or potassium form names in sections 4.4 and 4.5 and that no earlier record reached — the Epsom
// Salts SmPC's methenamine, erlotinib, ulipristal and aspirin, the steroid tablets of the Kalcipos-D SmPC, and
// digitalis in the potassium chloride solution SmPC. Each was checked against the text of its references.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF } from "./references";
import { REF_MIN } from "./references-min";
import { REFN } from "./references-nutrients";
import { REF_CATIONS } from "./references-smpc-cations";
import {
  verifiedRecord as record,
  type RecordTarget as Target,
  recordTarget as target,
} from "./verified-record";

// Written for a laxative taken in grams; part 15 words the same caveat for the magnesium hydroxide SmPC.
const EPSOM_SALTS =
  "UK product information for Epsom Salts (magnesium sulfate, section 4.5) says oral magnesium salts act as antacids and asks that they are not taken within 2 to 4 hours of other medicines.";
const NOT_A_SUPPLEMENT_DOSE =
  "It is written for a magnesium laxative; it does not say how much a magnesium supplement changes.";

const METHENAMINE = target("methenamine hippurate", "Methenamine hippurate", "Antibacterial (urinary)", [
  "Hiprex",
]);
const ERLOTINIB = target("erlotinib", "Erlotinib", "Protein kinase inhibitor (cancer medicine)", ["Tarceva"]);
const ULIPRISTAL = target("ulipristal", "Ulipristal acetate", "Emergency contraceptive", ["ellaOne"]);
const ASPIRIN = target("aspirin", "Aspirin", "Salicylate (painkiller and antiplatelet)");
const DIGOXIN = target("digoxin", "Digoxin", "Cardiac glycoside", ["Lanoxin"]);

// "Systemic corticosteroids" in the SmPC: the dictionary's steroid class also holds hydrocortisone, betamethasone
// and triamcinolone, whose entries join tablets with creams, inhalers and nasal sprays, so the records name the
// steroids given only by mouth or injection. Prednisolone already has the nutrient effect from the same SmPC.
const SYSTEMIC_STEROIDS: Target[] = [
  target("dexamethasone", "Dexamethasone", "Corticosteroid"),
  target("methylprednisolone", "Methylprednisolone", "Corticosteroid", ["Medrone", "Depo-Medrone"]),
  target("deflazacort", "Deflazacort", "Corticosteroid", ["Calcort"]),
];

function steroidReducesCalcium(steroid: Target): DrugInteractionInput {
  return record("calcium", steroid, {
    severityLevel: "minor",
    interactionType: "reduced_absorption",
    mechanism: "Corticosteroids taken by mouth or injection reduce how much calcium you absorb.",
    expectedEffect: "Less calcium may be absorbed from supplements and food.",
    clinicalSignificance:
      "UK product information for Kalcipos-D (calcium carbonate and colecalciferol, section 4.5) says systemic corticosteroids reduce calcium absorption and that during use together the calcium dose may need to be increased.",
    recommendation:
      "If you take this steroid long term, ask your doctor whether you need a higher calcium dose or other bone protection.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: "Your doctor may advise a higher calcium dose while you take the steroid.",
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REFN.kalciposD],
  });
}

// A two-word generic name: the id is written out, as verifiedRecord would put a space in it.
const withId = (id: string, entry: DrugInteractionInput): DrugInteractionInput => ({ ...entry, id });

export const DRUG_INTERACTIONS_PART_25: DrugInteractionInput[] = [
  withId(
    "di-magnesium-methenamine-hippurate",
    record("magnesium", METHENAMINE, {
      severityLevel: "moderate",
      interactionType: "reduced_absorption",
      mechanism: "Magnesium salts in the gut reduce how much methenamine is absorbed.",
      expectedEffect: "Less methenamine may be absorbed, so it may prevent urine infections less well.",
      clinicalSignificance: `${EPSOM_SALTS} It names methenamine among the medicines whose absorption magnesium salts may reduce. ${NOT_A_SUPPLEMENT_DOSE}`,
      recommendation:
        "Take methenamine (Hiprex) and magnesium supplements or magnesium indigestion remedies at least 4 hours apart.",
      avoidCombination: false,
      timingSeparationHours: 4,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REF_MIN.epsomSaltsSmpc],
    }),
  ),
  // The SmPC gives the gap in one direction only (magnesium 4 hours before or 2 hours after); the wider one is kept.
  record("magnesium", ERLOTINIB, {
    severityLevel: "moderate",
    interactionType: "reduced_absorption",
    mechanism: "Magnesium salts may lower the amount of erlotinib in the blood.",
    expectedEffect: "Lower erlotinib levels, so the cancer treatment may work less well.",
    clinicalSignificance: `${EPSOM_SALTS} It says magnesium salts possibly reduce the blood level of erlotinib, and to give the magnesium at least 4 hours before or 2 hours after erlotinib. ${NOT_A_SUPPLEMENT_DOSE}`,
    recommendation:
      "Take magnesium at least 4 hours before or at least 2 hours after erlotinib, and tell your cancer team that you take it.",
    avoidCombination: false,
    timingSeparationHours: 4,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_MIN.epsomSaltsSmpc],
  }),
  record("magnesium", ULIPRISTAL, {
    severityLevel: "moderate",
    interactionType: "reduced_absorption",
    mechanism: "Magnesium salts may lower the amount of ulipristal in the blood.",
    expectedEffect: "Lower ulipristal levels, so emergency contraception may work less well.",
    clinicalSignificance: `${EPSOM_SALTS} It says the blood level of ulipristal may be reduced. ${NOT_A_SUPPLEMENT_DOSE}`,
    recommendation:
      "If you need ulipristal (ellaOne), tell the pharmacist that you take magnesium, and leave at least 4 hours between the tablet and any magnesium.",
    avoidCombination: false,
    timingSeparationHours: 4,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_MIN.epsomSaltsSmpc],
  }),
  record("magnesium", ASPIRIN, {
    severityLevel: "minor",
    interactionType: "possible_interaction",
    mechanism:
      "Magnesium salts can make the urine alkaline, which increases how fast aspirin is passed out in urine.",
    expectedEffect: "Aspirin may leave the body faster, so it may work less well.",
    clinicalSignificance:
      "UK product information for Epsom Salts (magnesium sulfate) and for Magnesium Hydroxide Mixture (section 4.5) both say alkaline urine may result from magnesium salts, increasing the excretion of aspirin. They are written for magnesium laxatives and antacids; they do not say how much a magnesium supplement changes.",
    recommendation:
      "If you take aspirin regularly, tell your pharmacist that you take magnesium, especially magnesium indigestion remedies or laxatives.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_MIN.epsomSaltsSmpc, REF_CATIONS.magnesiumHydroxideMixtureSmpc],
  }),
  ...SYSTEMIC_STEROIDS.map(steroidReducesCalcium),
  record("potassium", DIGOXIN, {
    severityLevel: "minor",
    interactionType: "possible_interaction",
    mechanism: "Digoxin's effect on the heart depends on the level of potassium in the blood.",
    expectedEffect: "Changes in blood potassium can affect how digoxin acts on the heart rhythm.",
    clinicalSignificance:
      "UK product information for potassium chloride oral solution (section 4.4) says blood electrolytes and the ECG should be checked during potassium replacement, particularly in people receiving digitalis (digoxin), and that some people on digitalis develop low potassium despite supplements.",
    recommendation:
      "If you take digoxin, ask your doctor before taking potassium supplements, and keep to the blood tests they arrange.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood potassium and, as your doctor advises, an ECG.",
    evidenceLevel: 1,
    references: [REF.potassiumChlorideSmpc],
  }),
];
