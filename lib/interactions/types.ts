// Engine-side types (docs/product-rules.md §3 "Interaction database", "Analysis result", "New-supplement check
// result"). Knowledge-base records are those of knowledge-base-schema.ts, keyed by ingredient slug.
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

/** A food or drink note about one of the user's medicines (grapefruit with simvastatin). */
export interface MedicineFoodFinding {
  record: MedicineFoodInteraction;
  /** What the user typed. */
  drugName: string;
}

export type { OptimalTiming, SupplementCategory } from "@/lib/catalogue/values";

/** A catalogue product as the engine sees it: what it contains, per serving. */
export interface EngineSupplement {
  id: string;
  /** The product page's slug (lib/catalogue/product-paths.ts); absent in catalogues without pages (tests). */
  slug?: string;
  name: string;
  brand: string;
  category: SupplementCategory;
  optimalTiming: OptimalTiming | null;
  /**
   * `chemicalForm` is the form on the label ("as nicotinamide"); it matters where the UK upper level
   * depends on the form (niacin: lib/interactions/doses.ts FORM_UPPER_LEVELS). Absent or null: not stated.
   */
  ingredients: { slug: string; name: string; amount: number; unit: string; chemicalForm?: string | null }[];
  /** False when only some of the label's ingredients are listed: the product cannot be fully checked. Absent: complete. */
  labelComplete?: boolean;
}

/** Upper level and NRV of an ingredient, for the cumulative-dose table. */
export interface IngredientLimits {
  slug: string;
  name: string;
  upperLevel: { amount: number; unit: string; source: string } | null;
  /** A lower level that applies in pregnancy (e.g. caffeine 200 mg a day), where a source sets one. */
  pregnancyUpperLevel?: { amount: number; unit: string; source: string } | null;
}

export interface MedicalProfile {
  prescriptionDrugs: {
    drugName: string;
    /** How often it is taken; absent: the medicine's usual frequency, else once a day on waking. */
    frequency?: DoseFrequency;
    /** Clock times it is taken ("08:00"), when the user gave them. */
    times?: string[];
  }[];
  medicalConditions: string[];
}

/** A medicine entry the dictionary recognised: the medicines (or groups) it names. */
export interface RecognisedMedicine {
  typed: string;
  medicines: { slug: string; name: string }[];
  /** Groups named without a particular medicine ("a statin"). */
  classes: { slug: string; name: string }[];
}

export interface RecognisedCondition {
  typed: string;
  conditions: { slug: string; name: string }[];
}

/** Something the check could not cover, with the reason shown to the user. */
export interface NotChecked {
  kind: "medicine" | "condition" | "product";
  /** What the user typed, or the product's name. */
  name: string;
  reason: string;
  /** "Did you mean …?" names for a likely misspelling. */
  suggestions: string[];
}

/** A daily total above the UK upper level: a finding in its own right. */
export interface UpperLevelFinding {
  ingredientSlug: string;
  ingredientName: string;
  total: number;
  unit: string;
  upperLevel: { amount: number; unit: string; source: string };
  /** total ÷ level, e.g. 2.1. */
  timesUpperLevel: number;
  /** moderate above the level; major at twice the level or in a clearly dangerous case. */
  severity: "moderate" | "major";
  /** True when the pregnancy level was used. */
  pregnancy: boolean;
  message: string;
}

/** One warning for several findings that add up (several bleeding-risk supplements with one anticoagulant). */
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

/** A supplement-supplement finding, with the two products that brought the ingredients in. */
interface SupplementFinding {
  record: SupplementInteraction;
  supplementAId: string;
  supplementBId: string;
}

export interface DrugFinding {
  record: DrugInteraction;
  supplementId: string;
  /** What the user typed. */
  drugName: string;
  /** The dictionary medicine it was recognised as (absent for a group named without a medicine). */
  medicine?: { slug: string; name: string };
}

export interface NutrientFinding {
  record: NutrientInteraction;
  /** The product or medicine causing it. */
  causeSupplementId: string | null;
  causeDrugName: string | null;
  /** docs/product-rules.md §9: acute → days, otherwise weeks. */
  timeframe: "days" | "weeks";
}

interface FoodFinding {
  record: FoodInteraction;
  supplementId: string;
}

interface ConditionFinding {
  record: MedicalContraindication;
  supplementId: string;
  /** What the user typed. */
  condition: string;
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
  /** Clock time of the slot, e.g. "08:00". */
  time: string;
  withFood: boolean;
  reasoning: string;
  priority: "high" | "medium" | "low";
}

export type ScheduleSlot = "early_morning" | "morning" | "midday" | "evening" | "bedtime";

export interface TimingConflict {
  supplementIds: string[];
  /** Set when a medicine is involved. */
  drugName?: string;
  description: string;
  resolution: string;
  /** False when no slot could satisfy the separation: the user must ask a pharmacist. */
  resolved: boolean;
}

export interface CumulativeDose {
  ingredientSlug: string;
  ingredientName: string;
  /** Daily total in `unit`, summed over every product (amount × servings a day). */
  total: number;
  unit: string;
  sources: { supplementId: string; amount: number; unit: string; chemicalForm?: string | null }[];
  /** For form-dependent levels (niacin) the level of the form(s) in the stack; `source` then explains which level applies to which form. */
  upperLevel: { amount: number; unit: string; source: string } | null;
  /**
   * null when the total cannot be compared with the upper level (no level, units that do not convert, or a
   * form-dependent level where the labels do not state the form and the answer depends on it).
   */
  exceedsUpperLevel: boolean | null;
  duplicated: boolean;
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
  /** Medicines and conditions the knowledge base does not know: never treated as safe. */
  unknownDrugs: string[];
  unknownConditions: string[];
  /** "partial" when anything could not be checked (see notChecked): the verdict is then "Not fully checked". */
  completeness: "complete" | "partial";
  notChecked: NotChecked[];
  /** What was recognised, so "no interaction recorded with warfarin" can be told apart from "unknown". */
  recognisedMedicines: RecognisedMedicine[];
  recognisedConditions: RecognisedCondition[];
  upperLevelFindings: UpperLevelFinding[];
  combinedWarnings: CombinedWarning[];
  /** Foods and drinks to watch with the user's medicines; about the medicines, so not part of the stack's risk. */
  medicineFoodNotes: MedicineFoodFinding[];
  confidence: number;
  disclaimer: string;
  lastUpdated: string;
}

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
    /** Ingredients of the new product behind a blocking warning (what an alternative must not contain). */
    blockingIngredients: string[];
    /** Products of the same kind without those ingredients that the check would let through (also named in `alternatives`). */
    alternativeProducts: { id: string; slug?: string; name: string; brand: string }[];
    disclaimer: string;
  };
  processingTimeMs: number;
}
