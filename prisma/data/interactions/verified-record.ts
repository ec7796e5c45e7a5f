// Records checked against the text of their references: supplement–medicine ones keyed `di-<ingredient>-<target>`,
// condition ones `mc-<ingredient>-<condition>`.
import type {
  DrugInteractionInput,
  MedicalContraindicationInput,
} from "../../../lib/interactions/knowledge-base-schema";

export type RecordTarget = Pick<
  DrugInteractionInput,
  "drugName" | "genericName" | "brandNames" | "drugClass" | "targetClass"
>;
/** A medicine as a leaflet names it: its generic name, display name, group and brand. */
export function recordTarget(
  genericName: string,
  drugName: string,
  drugClass: string,
  brandNames: string[] = [],
): RecordTarget {
  return { drugName, genericName, brandNames, drugClass };
}

export function leafletTarget(
  genericName: string,
  drugName: string,
  drugClass: string,
  brand: string,
): RecordTarget {
  return recordTarget(genericName, drugName, drugClass, [brand]);
}

export type RecordFields = Omit<
  DrugInteractionInput,
  "id" | "ingredient" | keyof RecordTarget | "isVerified"
>;

export function verifiedRecord(
  ingredient: string,
  target: RecordTarget,
  fields: RecordFields,
): DrugInteractionInput {
  return { id: `di-${ingredient}-${target.genericName}`, ingredient, ...target, ...fields, isVerified: true };
}

/** St John's wort lowering a medicine whose own product information says not to take the two together. */
export interface InducedMedicineEntry {
  target: RecordTarget;
  severityLevel: "contraindicated" | "major";
  mechanism: string;
  expectedEffect: string;
  clinicalSignificance: string;
  recommendation: string;
  monitoringRequired?: string | null;
  references: DrugInteractionInput["references"];
}

// Each text says contraindicated, not recommended or avoid, so each such record blocks and asks for the prescriber.
export function stJohnsWortLowers(entry: InducedMedicineEntry): DrugInteractionInput {
  return stJohnsWortRecord(entry, entry.severityLevel, true);
}

/** St John's wort lowering a medicine whose product information says its level may fall, not to avoid the two. */
export type LoweredMedicineEntry = Omit<InducedMedicineEntry, "severityLevel">;

// Such a text asks for the prescriber's advice without blocking.
export function stJohnsWortMayLower(entry: LoweredMedicineEntry): DrugInteractionInput {
  return stJohnsWortRecord(entry, "moderate", false);
}

function stJohnsWortRecord(
  entry: LoweredMedicineEntry,
  severityLevel: DrugInteractionInput["severityLevel"],
  avoidCombination: boolean,
): DrugInteractionInput {
  return verifiedRecord("st-johns-wort", entry.target, {
    severityLevel,
    interactionType: "enzyme_induction",
    mechanism: entry.mechanism,
    expectedEffect: entry.expectedEffect,
    clinicalSignificance: entry.clinicalSignificance,
    recommendation: entry.recommendation,
    avoidCombination,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: entry.monitoringRequired ?? null,
    evidenceLevel: 1,
    references: entry.references,
  });
}

export interface ConditionEntry {
  ingredient: string;
  condition: string;
  conditionName: string;
  conditionSynonyms: readonly string[];
  level: MedicalContraindicationInput["contraindicationLevel"];
  advice: string;
  why: string;
  /** Regulatory or authoritative guidance unless said otherwise. */
  evidenceLevel?: MedicalContraindicationInput["evidenceLevel"];
  references: MedicalContraindicationInput["references"];
  appliesWhen?: MedicalContraindicationInput["appliesWhen"];
}

export function verifiedCondition(entry: ConditionEntry): MedicalContraindicationInput {
  return {
    id: `mc-${entry.ingredient}-${entry.condition}`,
    ingredient: entry.ingredient,
    condition: entry.condition,
    conditionName: entry.conditionName,
    conditionSynonyms: [...entry.conditionSynonyms],
    contraindicationLevel: entry.level,
    reason: `${entry.advice.replace(/\.$/, "")}: ${entry.why}`,
    advice: entry.advice,
    medicalSupervisionRequired: entry.level === "relative",
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: entry.evidenceLevel ?? 1,
    references: entry.references,
    isVerified: true,
    ...(entry.appliesWhen ? { appliesWhen: entry.appliesWhen } : {}),
  };
}

/** A condition record from product information written for prescribed medicines: it always asks for a professional. */
export interface PrescribedProductEntry {
  /** `mc-<ingredient>-<condition>` unless given. */
  id?: string;
  ingredient: string;
  condition: string;
  conditionName: string;
  conditionSynonyms: readonly string[];
  level: MedicalContraindicationInput["contraindicationLevel"];
  reason: string;
  advice: string;
  alternatives?: readonly string[];
  references: MedicalContraindicationInput["references"];
}

export function verifiedFromProductInformation(entry: PrescribedProductEntry): MedicalContraindicationInput {
  return {
    id: entry.id ?? `mc-${entry.ingredient}-${entry.condition}`,
    ingredient: entry.ingredient,
    condition: entry.condition,
    conditionName: entry.conditionName,
    conditionSynonyms: [...entry.conditionSynonyms],
    contraindicationLevel: entry.level,
    reason: entry.reason,
    advice: entry.advice,
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: [...(entry.alternatives ?? [])],
    evidenceLevel: 1,
    references: entry.references,
    isVerified: true,
  };
}
