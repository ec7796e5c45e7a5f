import type { Allergen } from "../labels/values";

import type {
  DrugInteraction,
  FoodInteraction,
  KnowledgeBase,
  MedicalContraindication,
  MedicineFoodInteraction,
  NutrientInteraction,
  Severity,
  SupplementInteraction,
} from "./knowledge-base-schema";
import type { OptimalTiming, SupplementCategory } from "@/lib/catalogue/values";

import type { DoseFrequency } from "./dictionary-schema";

export type {
  DrugInteraction,
  FoodInteraction,
  KnowledgeBase,
  MedicalContraindication,
  MedicineFoodInteraction,
  NutrientInteraction,
  Severity,
  SupplementInteraction,
};

export interface MedicineFoodFinding {
  record: MedicineFoodInteraction;
  drugName: string;
}

export type { OptimalTiming, SupplementCategory } from "@/lib/catalogue/values";

export interface EngineSupplement {
  id: string;
  slug?: string;
  name: string;
  brand: string;
  category: SupplementCategory;
  optimalTiming: OptimalTiming | null;
  /** `chemicalForm` absent or null: not stated. */
  ingredients: { slug: string; name: string; amount: number; unit: string; chemicalForm?: string | null }[];
  /** Absent: complete. */
  labelComplete?: boolean;
  /**
   * What its checked label declares of the 14 allergens; null: a product whose label nobody has checked yet;
   * absent: not a product (an ingredient the assistant was asked about by name), so it has no label.
   */
  allergens?: Allergen[] | null;
}

/** A product whose checked label declares an allergen that a condition the person entered rules out. */
export interface AllergenFinding {
  supplementId: string;
  supplementName: string;
  /** What the person entered ("nut allergy") and the condition it was read as. */
  typed: string;
  conditionName: string;
  allergens: Allergen[];
  /** Ingredients the person said they are allergic to, as the product lists them (none for a label allergen). */
  ingredients?: string[];
}

export interface IngredientLimits {
  slug: string;
  name: string;
  upperLevel: { amount: number; unit: string; source: string } | null;
  pregnancyUpperLevel?: { amount: number; unit: string; source: string } | null;
}

export interface MedicalProfile {
  prescriptionDrugs: {
    drugName: string;
    frequency?: DoseFrequency;
    times?: string[];
  }[];
  medicalConditions: string[];
}

export interface RecognisedMedicine {
  typed: string;
  medicines: { slug: string; name: string }[];
  classes: { slug: string; name: string }[];
  /** A group typed beside its member's own entry ("blood thinner" and "warfarin"): that entry's text. */
  sameAs?: string;
}

export interface RecognisedCondition {
  typed: string;
  conditions: { slug: string; name: string }[];
}

export interface NotChecked {
  kind: "medicine" | "condition" | "product";
  name: string;
  reason: string;
  suggestions: string[];
}

export interface UpperLevelFinding {
  ingredientSlug: string;
  ingredientName: string;
  total: number;
  unit: string;
  upperLevel: { amount: number; unit: string; source: string };
  timesUpperLevel: number;
  severity: "minor" | "moderate" | "major";
  pregnancy: boolean;
  message: string;
}

export interface CombinedWarning {
  kind: "bleeding_risk";
  drugName: string;
  ingredients: string[];
  supplementIds: string[];
  severity: "major";
  title: string;
  description: string;
  recommendation: string;
}

export type WarningSeverity = "critical" | "error" | "warning" | "info";
export type RiskLevel = "low" | "moderate" | "high" | "very_high";

interface SupplementFinding {
  record: SupplementInteraction;
  supplementAId: string;
  supplementBId: string;
}

export interface DrugFinding {
  record: DrugInteraction;
  supplementId: string;
  drugName: string;
  medicine?: { slug: string; name: string };
  /** For a group typed by its name, when the record reaches only some of it: the group and the members reached. */
  someOf?: { group: string; members: string[] };
}

export interface NutrientFinding {
  record: NutrientInteraction;
  causeSupplementId: string | null;
  causeDrugName: string | null;
  timeframe: "days" | "weeks";
  /** For a group typed by its name: the members whose records say so. */
  someOf?: { group: string; members: string[] };
}

interface FoodFinding {
  record: FoodInteraction;
  supplementId: string;
}

export interface ConditionFinding {
  record: MedicalContraindication;
  supplementId: string;
  condition: string;
  /** The record is on a narrower condition than the one entered ("kidney disease" for stage 4): a caution only. */
  narrower?: true;
}

export interface Findings {
  supplementInteractions: SupplementFinding[];
  drugInteractions: DrugFinding[];
  nutrientInteractions: NutrientFinding[];
  foodInteractions: FoodFinding[];
  medicalContraindications: ConditionFinding[];
}

export interface ScheduleEntry {
  supplementId: string;
  supplementName: string;
  optimalTime: ScheduleSlot;
  time: string;
  withFood: boolean;
  reasoning: string;
  priority: "high" | "medium" | "low";
}

export type ScheduleSlot = "early_morning" | "morning" | "midday" | "evening" | "bedtime";

export interface TimingConflict {
  supplementIds: string[];
  drugName?: string;
  description: string;
  resolution: string;
  resolved: boolean;
}

export interface PrescribedSource {
  typed: string;
  medicine: string;
  usualDose: string;
  /** The dose read from what the person typed, when it gave one; it is what was counted. */
  typedDose?: string;
}

export interface CumulativeDose {
  ingredientSlug: string;
  ingredientName: string;
  total: number;
  unit: string;
  /** A prescription's `supplementId` is "prescription:<medicine slug>". */
  sources: {
    supplementId: string;
    amount: number;
    unit: string;
    chemicalForm?: string | null;
    prescription?: PrescribedSource;
  }[];
  upperLevel: { amount: number; unit: string; source: string } | null;
  /** null when the total cannot be compared with the upper level. */
  exceedsUpperLevel: boolean | null;
  duplicated: boolean;
}

export interface StandingCautionFinding {
  because: string;
  typed: string;
  advice: string;
  references: { title: string; publisher: string; url: string }[];
}

export interface NoRecordsNote {
  kind: "medicine" | "condition";
  typed: string;
  names: string[];
}

export interface AnalysisResult {
  supplementIds: string[];
  interactions: Findings;
  riskAssessment: {
    overallRiskLevel: RiskLevel;
    criticalWarnings: string[];
    recommendations: string[];
    requiresMedicalSupervision: boolean;
  };
  timingOptimization: { schedule: ScheduleEntry[]; conflicts: TimingConflict[] };
  nutrientDepletions: NutrientFinding[];
  cumulativeDoses: CumulativeDose[];
  unknownDrugs: string[];
  unknownConditions: string[];
  completeness: "complete" | "partial";
  notChecked: NotChecked[];
  recognisedMedicines: RecognisedMedicine[];
  recognisedConditions: RecognisedCondition[];
  upperLevelFindings: UpperLevelFinding[];
  combinedWarnings: CombinedWarning[];
  medicineFoodNotes: MedicineFoodFinding[];
  standingCautions: StandingCautionFinding[];
  allergenFindings: AllergenFinding[];
  noRecords: NoRecordsNote[];
  verdict: StackVerdict;
  confidence: number | null;
  disclaimer: string;
  lastUpdated: string;
}

export type CheckVerdict = "blocked" | "avoid" | "caution" | "not_fully_checked" | "no_concerns";

export type StackVerdict = RiskLevel | "not_fully_checked";

export interface CheckWarning {
  type: "supplement" | "drug" | "medical";
  severity: WarningSeverity;
  title: string;
  description: string;
  recommendation: string;
  canProceed: boolean;
  requiresAcknowledgment: boolean;
}

export interface NewSupplementCheckResult {
  newSupplementId: string;
  existingSupplementIds: string[];
  results: {
    safeToAdd: boolean;
    warnings: CheckWarning[];
    optimizations: string[];
    alternatives: string[];
    unknownDrugs: string[];
    unknownConditions: string[];
    completeness: "complete" | "partial";
    notChecked: NotChecked[];
    blockingIngredients: string[];
    alternativeProducts: { id: string; slug?: string; name: string; brand: string }[];
    verdict: CheckVerdict;
    standingCautions: StandingCautionFinding[];
    noRecords: NoRecordsNote[];
    disclaimer: string;
  };
  processingTimeMs: number;
}
