// A compact form for the scenarios written by mechanism: one medicine list, catalogue products and what must (or
// must not) be flagged, with the rationale and sources. The result is an ordinary ScenarioInput.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag } from "./build";
import type { PRODUCT } from "./products";

type ProductId = (typeof PRODUCT)[keyof typeof PRODUCT];
type Expect = ScenarioInput["expect"];

export interface Case {
  id: string;
  title: string;
  medicines?: string[];
  conditions?: string[];
  stack: ProductId[];
  rationale: string;
  sources: ScenarioInput["sources"];
}

/** A scenario from a case and what it expects. */
export function scenario(entry: Case, expect: Expect): ScenarioInput {
  return {
    id: entry.id,
    title: entry.title,
    profile: { medicines: entry.medicines ?? [], conditions: entry.conditions ?? [] },
    stack: entry.stack.map((product) => ({ product, servingsPerDay: 1 })),
    expect,
    rationale: entry.rationale,
    sources: entry.sources,
  };
}

/** "Do not take" in section 4.3 or a leaflet: at least a moderate finding. A 4.4 caution: at least minor. */
export const BLOCKS = ["moderate", "contraindicated"] as const;
export const CAUTIONS = ["minor", "major"] as const;

type QuietCase = Omit<Case, "medicines" | "conditions" | "stack"> & { product: ProductId };

/** A condition no source read names for that ingredient: no finding links them. */
export function quietCondition(
  { product, ...rest }: QuietCase,
  ingredient: string,
  condition: string,
): ScenarioInput {
  return scenario(
    { ...rest, conditions: [condition], stack: [product] },
    { noFlags: [noFlag(ingredient, cond(condition))] },
  );
}

/** A medicine no source read names for that ingredient: no finding links them. */
export function quietMedicine(
  { product, ...rest }: QuietCase,
  ingredient: string,
  medicine: string,
): ScenarioInput {
  return scenario(
    { ...rest, medicines: [medicine], stack: [product] },
    { noFlags: [noFlag(ingredient, med(medicine))] },
  );
}

type Reference = ScenarioInput["sources"][number];

/** A round's condition cases, their ids under its prefix ("sc-wcnd-"): named by a source, or quiet. */
export function conditionCases(prefix: string) {
  const named = (
    id: string,
    title: string,
    ingredient: string,
    condition: string,
    product: ProductId,
    [min, max]: typeof BLOCKS | typeof CAUTIONS,
    rationale: string,
    sources: Reference[],
  ): ScenarioInput =>
    scenario(
      { id: `${prefix}${id}`, title, conditions: [condition], stack: [product], rationale, sources },
      { flags: [flag(ingredient, cond(condition), min, max)] },
    );
  return {
    named,
    /** A caution for the condition as typed, titled "<typed>, and <label>", from one source. */
    caution(
      id: string,
      typed: string,
      ingredient: string,
      product: ProductId,
      label: string,
      rationale: string,
      source: Reference,
    ): ScenarioInput {
      return named(id, `${typed}, and ${label}`, ingredient, typed, product, CAUTIONS, rationale, [source]);
    },
    quiet(
      id: string,
      title: string,
      ingredient: string,
      condition: string,
      product: ProductId,
      rationale: string,
      sources: Reference[],
    ): ScenarioInput {
      return quietCondition(
        { id: `${prefix}${id}`, title, product, rationale, sources },
        ingredient,
        condition,
      );
    },
  };
}

type Severity = Parameters<typeof flag>[2];

/** A round's cases of a St John's wort product with a medicine whose text names the herb, or one it does not. */
export function stJohnsWortCases(prefix: string, product: ProductId, productName: string) {
  return {
    named(id: string, medicine: string, min: Severity, rationale: string, source: Reference): ScenarioInput {
      return scenario(
        {
          id: `sc-${prefix}-${id}`,
          title: `${productName} St John's wort with ${medicine}`,
          medicines: [medicine],
          stack: [product],
          rationale,
          sources: [source],
        },
        { flags: [flag("st-johns-wort", med(medicine), min)] },
      );
    },
    quiet(id: string, medicine: string, rationale: string, source: Reference): ScenarioInput {
      return quietMedicine(
        {
          id: `sc-${prefix}-quiet-${id}`,
          title: `${productName} St John's wort with ${medicine} (not named)`,
          product,
          rationale,
          sources: [source],
        },
        "st-johns-wort",
        medicine,
      );
    },
  };
}

type StackItem = ScenarioInput["stack"][number];

/** A round's cases of one stack item with one medicine or condition, ids under its prefix: flagged in a range, or quiet. */
export function pairCases(prefix: string, kind: "medicine" | "condition") {
  const counterpart = (typed: string) => (kind === "medicine" ? med(typed) : cond(typed));
  const base = (
    id: string,
    title: string,
    typed: string,
    stack: StackItem,
    rationale: string,
    sources: Reference[],
  ) => ({
    id: `${prefix}${id}`,
    title,
    profile:
      kind === "medicine" ? { medicines: [typed], conditions: [] } : { medicines: [], conditions: [typed] },
    stack: [stack],
    rationale,
    sources,
  });
  return {
    named(
      id: string,
      title: string,
      ingredient: string,
      typed: string,
      stack: StackItem,
      [min, max]: readonly [Severity, Severity],
      rationale: string,
      sources: Reference[],
    ): ScenarioInput {
      return {
        ...base(id, title, typed, stack, rationale, sources),
        expect: { flags: [flag(ingredient, counterpart(typed), min, max)] },
      };
    },
    quiet(
      id: string,
      title: string,
      ingredient: string,
      typed: string,
      stack: StackItem,
      rationale: string,
      sources: Reference[],
    ): ScenarioInput {
      return {
        ...base(id, title, typed, stack, rationale, sources),
        expect: { noFlags: [noFlag(ingredient, counterpart(typed))] },
      };
    },
  };
}
