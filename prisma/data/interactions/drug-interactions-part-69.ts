// Supplement–medicine interactions, part 69 (wplt round): the bleeding review's supplements for people on anticoagulants.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF } from "./references";
import { verifiedRecord as record } from "./verified-record";

const ANTICOAGULANT = classTarget(
  "anticoagulant",
  "Anticoagulants (blood thinners such as warfarin, apixaban, rivaroxaban or heparin injections)",
);
const BLEEDING_SIGNS =
  "Get medical help for unusual bleeding or bruising, black or bloody stools, blood in your urine, or a severe headache.";

interface Entry {
  ingredient: string;
  name: string;
  /** The review's grade of the supplement's overall bleeding risk (its Table 4). */
  grade: string;
  evidenceLevel: 3 | 4;
}

// The review says "anticoagulants", so the record reaches every one, never the antiplatelets it does not name; it asks.
function onAnticoagulants({ ingredient, name, grade, evidenceLevel }: Entry): DrugInteractionInput {
  return record(ingredient, ANTICOAGULANT, {
    severityLevel: "moderate",
    interactionType: "additive_bleeding_risk",
    mechanism: `The review gives no single mechanism; ${name} has been linked with bleeding in people taking anticoagulants.`,
    expectedEffect: "Possible increase in bruising and bleeding.",
    clinicalSignificance: `A 2022 review of the bleeding risks of popular supplements found ${name} associated with bleeding risk in people taking anticoagulants, and no evidence of bleeding without them; it grades the overall risk as ${grade}.`,
    recommendation: `Ask your doctor, pharmacist or anticoagulant clinic before taking ${name} with a blood thinner. ${BLEEDING_SIGNS}`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel,
    references: [REF.supplementBleedingReview2022],
  });
}

export const DRUG_INTERACTIONS_PART_69: DrugInteractionInput[] = [
  onAnticoagulants({
    ingredient: "peppermint-oil",
    name: "peppermint",
    grade: "moderate (from case reports)",
    evidenceLevel: 4,
  }),
  // The review names the combination; each half is a catalogue ingredient of its own.
  onAnticoagulants({
    ingredient: "chondroitin",
    name: "chondroitin with glucosamine",
    grade: "high (supported by clinical evidence)",
    evidenceLevel: 3,
  }),
  onAnticoagulants({
    ingredient: "glucosamine",
    name: "glucosamine with chondroitin",
    grade: "high (supported by clinical evidence)",
    evidenceLevel: 3,
  }),
  onAnticoagulants({
    ingredient: "milk-thistle",
    name: "milk thistle",
    grade: "moderate (from case reports)",
    evidenceLevel: 4,
  }),
  onAnticoagulants({
    ingredient: "fenugreek",
    name: "fenugreek",
    grade: "moderate (from case reports)",
    evidenceLevel: 4,
  }),
  // Melatonin is a prescription medicine in the UK; the record speaks only where a product holds it (docs §3).
  onAnticoagulants({
    ingredient: "melatonin",
    name: "melatonin",
    grade: "moderate (from case reports)",
    evidenceLevel: 4,
  }),
];
