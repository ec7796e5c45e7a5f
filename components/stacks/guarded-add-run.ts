// Loaded with the first addition, so pages with "Add to stack" buttons do not carry the stack store or the API client.
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { isClientError } from "@/lib/errors/client-error";
import type { NewSupplementCheckResult } from "@/lib/interactions/types";

import { askGuarded, closeGuarded, type StackChange } from "./guarded-add-store";
import { stackStore } from "./stack-store";

export type CheckOutcome = "safe" | "acknowledge" | "blocked";

/** The one verdict (lib/interactions/verdict.ts): only "no concerns" adds without asking; blocked is blocked. */
export function outcomeOf(check: NewSupplementCheckResult): CheckOutcome {
  const { verdict } = check.results;
  if (verdict === "blocked") return "blocked";
  return verdict === "no_concerns" ? "safe" : "acknowledge";
}

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

export function makeStackChange(change: StackChange): void {
  const { id, slug, name, brand, pricePence } = change.candidate;
  const supplement = { id, ...(slug === undefined ? {} : { slug }), name, brand, price: pricePence };
  const store = stackStore.getState();
  if (change.type === "swap") store.replaceSupplement(change.fromId, supplement);
  else if (change.type === "serving" && change.servingsPerDay !== undefined) {
    store.setQuantity(id, change.servingsPerDay);
  } else store.addSupplement(supplement);
}

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
 * Offline, a new number of servings is set and the builder's offline check (which reads upper levels from
 * the saved product copies) runs on it; an addition or swap still waits for the server's check.
 */
function appliedOffline(change: StackChange, error: unknown): boolean {
  if (change.type !== "serving" || change.servingsPerDay === undefined) return false;
  if (!isClientError(error) || error.code !== "NETWORK_ERROR") return false;
  makeStackChange(change);
  closeGuarded();
  toast({
    title: "Servings updated offline",
    description: `${change.candidate.name}: now ${String(change.servingsPerDay)} a day. Checked offline only: read the check below; it runs in full when you are back online.`,
  });
  return true;
}

/** Rejects when the check could not be made, with nothing changed. */
export async function runStackChange(change: StackChange, returnFocus: HTMLElement | null): Promise<void> {
  const existing = stackStore.getState().items.find((item) => item.supplement.id === change.candidate.id);
  if (change.type === "add" && existing) {
    askGuarded({ kind: "duplicate", candidate: change.candidate, quantity: existing.quantity }, returnFocus);
    return;
  }
  let result: NewSupplementCheckResult;
  try {
    result = await checkStackChange(change);
  } catch (error) {
    if (appliedOffline(change, error)) return;
    throw error;
  }
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
