// Plain data (no zod), so browser code can import it cheaply.
import { OptimalTiming, ProductForm, SupplementCategory } from "@/lib/db/generated/enums";

export type { OptimalTiming, ProductForm, SupplementCategory };

type NonEmpty<T> = readonly [T, ...T[]];

function valuesOf<T extends string>(enumObject: Record<string, T>): NonEmpty<T> {
  return Object.values(enumObject) as unknown as NonEmpty<T>;
}

/** Units a label states an amount in; µg is written with the micro sign (U+00B5). */
export const DOSE_UNITS = ["g", "mg", "µg", "IU", "CFU"] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];

export const SUPPLEMENT_CATEGORIES = valuesOf(SupplementCategory);
export const PRODUCT_FORMS = valuesOf(ProductForm);

/** Timing slots in the order a day runs (the builder's menu order), not the enum's order. */
export const TIMING_SLOTS = [
  OptimalTiming.morning,
  OptimalTiming.with_food,
  OptimalTiming.evening,
  OptimalTiming.empty_stomach,
] as const satisfies NonEmpty<OptimalTiming>;

export const TIMING_LABELS: Readonly<Record<OptimalTiming, string>> = {
  morning: "Morning",
  with_food: "With food",
  evening: "Evening",
  empty_stomach: "Empty stomach",
};

export const CATEGORY_LABELS: Readonly<Record<SupplementCategory, string>> = {
  wellness: "Wellness",
  focus: "Focus",
  performance: "Performance",
  energy: "Energy",
  immune: "Immune",
  sleep: "Sleep",
  digestive: "Digestive",
};

/** A category named as a stack's goal ("Immune support" reads better there than "Immune"). */
export const GOAL_LABELS: Readonly<Record<SupplementCategory, string>> = {
  ...CATEGORY_LABELS,
  immune: "Immune support",
  digestive: "Digestive health",
};

export const FORM_LABELS: Readonly<Record<ProductForm, string>> = {
  capsule: "Capsule",
  tablet: "Tablet",
  softgel: "Softgel",
  powder: "Powder",
  gummy: "Gummy",
  liquid: "Liquid",
  spray: "Spray",
  lozenge: "Lozenge",
  other: "Other",
};

export function isOptimalTiming(value: unknown): value is OptimalTiming {
  return typeof value === "string" && (TIMING_SLOTS as readonly string[]).includes(value);
}
