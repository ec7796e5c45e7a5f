// Supplement–medicine interactions, part 77 (wex): whey protein with levodopa, L-arginine with PDE5 inhibitors.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { verifiedRecord as record } from "./verified-record";
import { REF_WEX as R } from "./references-wex";

export const DRUG_INTERACTIONS_PART_77: DrugInteractionInput[] = [
  // The NHS page speaks of protein-rich meals; a whey shake is a large dose of protein, so the timing advice carries over.
  record(
    "whey-protein",
    {
      drugName: "Co-careldopa / co-beneldopa",
      genericName: "levodopa",
      brandNames: ["Sinemet", "Madopar"],
      drugClass: "Dopamine precursor for Parkinson's disease",
    },
    {
      severityLevel: "moderate",
      interactionType: "reduced_absorption",
      mechanism: "Protein taken at the same time can reduce the amount of levodopa the body absorbs.",
      expectedEffect:
        "The medicine may not work properly, so Parkinson's symptoms may be less well controlled.",
      clinicalSignificance:
        "The NHS advises against taking co-careldopa at the same time as meals containing a lot of protein, because protein can reduce the amount of the medicine the body takes in; UK prescribing notes say protein may interfere with levodopa absorption.",
      recommendation:
        "Do not take a protein shake at the same time as your levodopa doses; ask your Parkinson's nurse, doctor or pharmacist how to time it.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired:
        "Tell your Parkinson's team if your symptoms are harder to control after starting protein supplements.",
      evidenceLevel: 1,
      references: [R.nhsCoCareldopaHowToTake, R.niFormularyLevodopa],
    },
  ),
  // "Can interact with ... erectile dysfunction medications": the class, asking, as the page gives no grade.
  record("arginine", classTarget("pde5-inhibitor", "PDE5 inhibitors (erection problems)"), {
    severityLevel: "moderate",
    interactionType: "additive_effect",
    mechanism:
      "L-arginine is thought to widen blood vessels and lower blood pressure, as erectile dysfunction medicines also do.",
    expectedEffect: "Possibly a larger fall in blood pressure (dizziness, light-headedness).",
    clinicalSignificance:
      "The Mayo Clinic says L-arginine supplements can interact with some medicines, including erectile dysfunction medicines.",
    recommendation:
      "Ask your doctor or pharmacist before taking L-arginine with sildenafil, tadalafil or another erectile dysfunction medicine.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.mayoArginineBloodPressure],
  }),
];
