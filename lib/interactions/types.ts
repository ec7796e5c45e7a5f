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
  /**
   * minor above a guidance level with no known harm above it (the NHS: "not enough evidence to know the
   * effects of high doses"); moderate above a level; major at twice the level or in a clearly dangerous case.
   */
  severity: "minor" | "moderate" | "major";
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

/** A prescribed medicine that is itself a vitamin or mineral, counted at its usual dose (Adcal-D3, ferrous sulfate). */
export interface PrescribedSource {
  /** What the user typed. */
  typed: string;
  /** The dictionary medicine's name. */
  medicine: string;
  /** The usual dose the amount assumes, e.g. "one 200 mg tablet (65 mg iron) a day". */
  usualDose: string;
}

export interface CumulativeDose {
  ingredientSlug: string;
  ingredientName: string;
  /** Daily total in `unit`, summed over every product (amount × servings a day) and prescribed vitamins and minerals. */
  total: number;
  unit: string;
  /** A prescription's share has `prescription` set; its `supplementId` is "prescription:<medicine slug>". */
  sources: {
    supplementId: string;
    amount: number;
    unit: string;
    chemicalForm?: string | null;
    prescription?: PrescribedSource;
  }[];
  /** For form-dependent levels (niacin) the level of the form(s) in the stack; `source` then explains which level applies to which form. */
  upperLevel: { amount: number; unit: string; source: string } | null;
  /**
   * null when the total cannot be compared with the upper level (no level, units that do not convert, or a
   * form-dependent level where the labels do not state the form and the answer depends on it).
   */
  exceedsUpperLevel: boolean | null;
  duplicated: boolean;
}

/** A caution on every supplement while the person has a condition or takes a medicine (active cancer treatment, a transplant). */
export interface StandingCautionFinding {
  /** The condition or group of medicines it comes from, e.g. "Having chemotherapy". */
  because: string;
  /** What the user typed. */
  typed: string;
  advice: string;
  references: { title: string; publisher: string; url: string }[];
}

/** A medicine or condition we recognised but hold no record about for anything in the stack. */
export interface NoRecordsNote {
  kind: "medicine" | "condition";
  /** What the user typed. */
  typed: string;
  /** The dictionary names it was recognised as. */
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
  /** Cautions on every supplement from the person's treatment (a moderate finding each). */
  standingCautions: StandingCautionFinding[];
  /** Recognised medicines and conditions with no record about this stack: "We have no records for X", not "safe". */
  noRecords: NoRecordsNote[];
  /** The stack's verdict (lib/interactions/verdict.ts), the one every screen, report and answer shows. */
  verdict: StackVerdict;
  /** Strength of the evidence behind the findings; null when nothing was found, so there is no evidence to grade. */
  confidence: number | null;
  disclaimer: string;
  lastUpdated: string;
}

/** What a check means for adding one product (lib/interactions/verdict.ts). */
export type CheckVerdict = "blocked" | "avoid" | "caution" | "not_fully_checked" | "no_concerns";

/** What an analysis means for the whole stack: its risk level, or "not fully checked" (never a low risk). */
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
    /** Ingredients of the new product behind a blocking warning (what an alternative must not contain). */
    blockingIngredients: string[];
    /** Products of the same kind without those ingredients that the check would let through (also named in `alternatives`). */
    alternativeProducts: { id: string; slug?: string; name: string; brand: string }[];
    /** The addition's verdict (lib/interactions/verdict.ts): what the add path, recommendations and assistant act on. */
    verdict: CheckVerdict;
    standingCautions: StandingCautionFinding[];
    noRecords: NoRecordsNote[];
    disclaimer: string;
  };
  processingTimeMs: number;
}
