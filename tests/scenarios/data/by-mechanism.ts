// A compact form for the scenarios written by mechanism: one medicine list, catalogue products and what must (or
// must not) be flagged, with the rationale and sources. The result is an ordinary ScenarioInput.
import type { ScenarioInput } from "../schema";
import { cond, noFlag } from "./build";
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

/** A condition no source read names for that ingredient: no finding links them. */
export function quietCondition(
  entry: Omit<Case, "medicines" | "conditions" | "stack"> & { product: ProductId },
  ingredient: string,
  condition: string,
): ScenarioInput {
  const { product, ...rest } = entry;
  return scenario(
    { ...rest, conditions: [condition], stack: [product] },
    { noFlags: [noFlag(ingredient, cond(condition))] },
  );
}
