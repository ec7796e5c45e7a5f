// The work of the guarded add path (./guarded-add.ts): the check against the stack and the health
// profile, and the change it allows. Loaded with the first addition (or when a pointer or focus
// reaches an "Add to stack" button), so pages that show such buttons do not carry the stack store,
// its validator of what the browser saved, or the API client in their first-load JavaScript
// (docs/benchmarks.md "Start-up and first-load JS").
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import type { NewSupplementCheckResult } from "@/lib/interactions/types";

import { askGuarded, closeGuarded, type StackChange } from "./guarded-add-store";
import { stackStore } from "./stack-store";

export type CheckOutcome = "safe" | "acknowledge" | "blocked";

/**
 * The check's verdict (lib/interactions/verdict.ts, the one every surface uses): blocked is blocked; only
 * "no concerns" adds without asking — anything else, not fully checked included, asks to be read first.
 */
export function outcomeOf(check: NewSupplementCheckResult): CheckOutcome {
  const { verdict } = check.results;
  if (verdict === "blocked") return "blocked";
  return verdict === "no_concerns" ? "safe" : "acknowledge";
}

/** The ids the new product is checked against: the stack, less the item a swap replaces. */
function existingIdsFor(change: StackChange): string[] {
  return stackStore
    .getState()
    .items.map((item) => item.supplement.id)
    .filter((id) => id !== change.candidate.id && (change.type !== "swap" || id !== change.fromId));
}

/** Servings a day per product once the change is made: a swap keeps the replaced item's servings. */
function servingsAfter(change: StackChange): Record<string, number> {
  const servings = new Map(stackStore.getState().items.map((item) => [item.supplement.id, item.quantity]));
  const { id } = change.candidate;
  if (change.type === "serving") servings.set(id, change.servingsPerDay ?? (servings.get(id) ?? 0) + 1);
  else if (change.type === "add") servings.set(id, 1);
  else {
    servings.set(id, servings.get(change.fromId) ?? 1);
    servings.delete(change.fromId);
  }
  return Object.fromEntries(servings);
}

export function checkStackChange(change: StackChange): Promise<NewSupplementCheckResult> {
  return apiPost<NewSupplementCheckResult>("/api/stacks/check", {
    newSupplementId: change.candidate.id,
    existingSupplementIds: existingIdsFor(change),
    servingsPerDay: servingsAfter(change),
  });
}

/** Makes the change in the stack store (after its check). */
export function makeStackChange(change: StackChange): void {
  const { id, slug, name, brand, pricePence } = change.candidate;
  const supplement = { id, ...(slug === undefined ? {} : { slug }), name, brand, price: pricePence };
  const store = stackStore.getState();
  if (change.type === "swap") store.replaceSupplement(change.fromId, supplement);
  else if (change.type === "serving" && change.servingsPerDay !== undefined) {
    store.setQuantity(id, change.servingsPerDay);
  } else store.addSupplement(supplement);
}

/** Makes the change and says so. */
export function applyStackChange(change: StackChange): void {
  makeStackChange(change);
  const { id, name } = change.candidate;
  if (change.type === "serving") {
    const quantity = stackStore.getState().items.find((item) => item.supplement.id === id)?.quantity ?? 1;
    toast({
      title: change.servingsPerDay === undefined ? "Added another serving" : "Servings updated",
      description: `${name}: now ${quantity} a day.`,
      variant: "success",
    });
    return;
  }
  const title = change.type === "swap" ? "Swapped in" : "Added to your stack";
  toast({ title, description: name, variant: "success" });
}

/**
 * Carries out a change once asked for: a product already in the stack asks before it becomes two
 * servings a day; anything else is checked first, then added (safe) or put to the user in the dialog.
 * Rejects when the check could not be made, with nothing changed.
 */
export async function runStackChange(change: StackChange, returnFocus: HTMLElement | null): Promise<void> {
  const existing = stackStore.getState().items.find((item) => item.supplement.id === change.candidate.id);
  if (change.type === "add" && existing) {
    askGuarded({ kind: "duplicate", candidate: change.candidate, quantity: existing.quantity }, returnFocus);
    return;
  }
  const result = await checkStackChange(change);
  if (outcomeOf(result) === "safe") {
    closeGuarded();
    applyStackChange(change);
  } else askGuarded({ kind: "review", change, check: result }, returnFocus);
}

/** Fewer servings a day (or the same) need no check: set at once. False when the number is more. */
export function lowerServings(id: string, servingsPerDay: number): boolean {
  const current = stackStore.getState().items.find((item) => item.supplement.id === id)?.quantity;
  if (current !== undefined && servingsPerDay > current) return false;
  stackStore.getState().setQuantity(id, servingsPerDay);
  return true;
}
