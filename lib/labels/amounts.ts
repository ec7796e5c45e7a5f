// Plausibility of a label amount against the ingredient's reference data (docs/catalogue-labels.md "Amounts").
import { convertAmount, convertRange } from "@/lib/interactions/units";
import type { DoseUnit } from "@/lib/catalogue/values";

export interface IngredientReference {
  slug: string;
  name: string;
  typicalDoseUnit: string | null;
  nrvUnit: string | null;
  upperLevelAmount: number | null;
  upperLevelUnit: string | null;
}

/** What the admin form's ingredient picker offers. */
export type IngredientOption = IngredientReference & { synonyms: string[] };

/** Above this many times the upper level an amount is a typing error, not a label. */
export const IMPLAUSIBLE_UPPER_LEVEL_MULTIPLE = 100;
/** No serving of a supplement holds more than this many grams of one ingredient. */
export const HARD_CEILING_GRAMS = 100;

const NEIGHBOURS: Readonly<Record<string, readonly DoseUnit[]>> = {
  µg: ["µg"],
  mg: ["mg", "g"],
  g: ["g", "mg"],
  IU: ["IU"],
  CFU: ["CFU"],
};

/** The ingredient's own unit (NRV, else typical dose), the next mass unit, and IU where it converts. */
export function unitsFor(ingredient: IngredientReference): readonly DoseUnit[] {
  const reference = ingredient.nrvUnit ?? ingredient.typicalDoseUnit;
  if (reference === null) return ["g", "mg", "µg", "CFU"];
  const units = new Set<DoseUnit>(NEIGHBOURS[reference] ?? []);
  const mass = reference === "IU" ? "µg" : reference;
  if (reference !== "CFU" && convertRange(ingredient.slug, 1, "IU", mass) !== null) units.add("IU");
  if (reference === "IU") units.add("µg").add("mg");
  return [...units];
}

export type AmountVerdict =
  { kind: "ok" } | { kind: "warning"; message: string } | { kind: "error"; message: string };

function inGrams(slug: string, amount: number, unit: DoseUnit): number | null {
  return convertAmount(slug, amount, unit, "g");
}

export function judgeAmount(ingredient: IngredientReference, amount: number, unit: DoseUnit): AmountVerdict {
  const units = unitsFor(ingredient);
  if (!units.includes(unit))
    return { kind: "error", message: `${ingredient.name} is stated in ${units.join(" or ")}, not ${unit}.` };
  if (!Number.isFinite(amount) || amount <= 0) return { kind: "error", message: "Enter an amount above 0." };
  const grams = inGrams(ingredient.slug, amount, unit);
  if (grams !== null && grams > HARD_CEILING_GRAMS)
    return { kind: "error", message: `More than ${HARD_CEILING_GRAMS} g in one serving is not plausible.` };
  const { upperLevelAmount, upperLevelUnit } = ingredient;
  if (upperLevelAmount === null || upperLevelUnit === null) return { kind: "ok" };
  const asUpper = convertAmount(ingredient.slug, amount, unit, upperLevelUnit);
  if (asUpper === null) return { kind: "ok" };
  const upper = `${String(upperLevelAmount)} ${upperLevelUnit}`;
  if (asUpper > upperLevelAmount * IMPLAUSIBLE_UPPER_LEVEL_MULTIPLE)
    return {
      kind: "error",
      message: `Over ${String(IMPLAUSIBLE_UPPER_LEVEL_MULTIPLE)} times the UK upper level (${upper}): check the amount and unit.`,
    };
  if (asUpper > upperLevelAmount)
    return { kind: "warning", message: `Above the UK upper level of ${upper} a day: check the label.` };
  return { kind: "ok" };
}
