// Small helpers that keep the scenario data readable: a product line, a counterpart ("what the ingredient
// meets"), an expected finding and a link that must not be flagged.
import type { ScenarioInput } from "../schema";
import type { PRODUCT } from "./products";

type Expect = ScenarioInput["expect"];
type FlagInput = NonNullable<Expect["flags"]>[number];
type NoFlagInput = NonNullable<Expect["noFlags"]>[number];
type Counterpart = FlagInput["with"];
type Severity = FlagInput["severity"]["min"];
type ProductId = (typeof PRODUCT)[keyof typeof PRODUCT];

/** A catalogue product taken `servingsPerDay` times a day. */
export function take(product: ProductId, servingsPerDay = 1): ScenarioInput["stack"][number] {
  return { product, servingsPerDay };
}

export const med = (medicine: string): Counterpart => ({ medicine });
export const cond = (condition: string): Counterpart => ({ condition });
export const upperLevel: Counterpart = { upperLevel: true };

/** A finding that must be present, with the severity range a pharmacist would accept. */
export function flag(ingredient: string, counterpart: Counterpart, min: Severity, max?: Severity): FlagInput {
  return { ingredient, with: counterpart, severity: max ? { min, max } : { min } };
}

/** A link that must not be flagged at minor severity or above. */
export function noFlag(ingredient: string, counterpart: Counterpart): NoFlagInput {
  return { ingredient, with: counterpart };
}
