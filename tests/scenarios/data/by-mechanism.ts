// A compact form for the scenarios written by mechanism: one medicine list, catalogue products and what must (or
// must not) be flagged, with the rationale and sources. The result is an ordinary ScenarioInput.
import type { ScenarioInput } from "../schema";
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
