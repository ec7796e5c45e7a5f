"use client";
// The one guarded path by which a product enters the stack (issue 12 "One guarded path for every
// addition"): the builder's search, the supplement page, browse and blog cards, a saving's swap and
// "Add this instead" all call `useGuardedAdd()`. Every addition is checked first by POST
// /api/stacks/check against the current stack (the server adds the signed-in user's health
// profile): safe → added with a toast; warnings to acknowledge → the dialog, nothing added until
// the box is ticked; blocked → refused with the reason and alternatives; a failed check → nothing
// added. A product already in the stack asks before it becomes two servings a day, and more servings
// (one more, or a larger number typed in the builder's box) are checked at the new daily amount (an
// upper level may be crossed by it); fewer servings need no check.
import { useMutation } from "@/lib/api/query-hooks";

import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import type { NewSupplementCheckResult } from "@/lib/interactions/types";

import { prefetchGuardedAddDialog } from "./guarded-add-host";
import { askGuarded, closeGuarded, type AddCandidate, type StackChange } from "./guarded-add-store";
import { stackStore } from "./stack-store";

export type { AddCandidate, StackChange } from "./guarded-add-store";

export type CheckOutcome = "safe" | "acknowledge" | "blocked";

/**
 * Blocked when any warning does not let the user proceed (docs/product-rules.md "Safe to add and
 * blocking"); safe only when the check says so and nothing asks for acknowledgement — so anything
 * not fully checked, which always asks, is never added silently.
 */
export function outcomeOf(check: NewSupplementCheckResult): CheckOutcome {
  const { warnings, safeToAdd } = check.results;
  if (warnings.some((warning) => !warning.canProceed)) return "blocked";
  if (!safeToAdd || warnings.some((warning) => warning.requiresAcknowledgment)) return "acknowledge";
  return "safe";
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

type PendingCheck = { change: StackChange; returnFocus: HTMLElement | null };

function focusedElement(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

export type GuardedAddOptions = {
  /** Where focus returns once a dialog closes; by default the element focused now (the button pressed). */
  returnFocus?: HTMLElement | null;
  /** Called once the check has answered (or failed), whatever it found. */
  onChecked?: () => void;
};

export function useGuardedAdd() {
  const check = useMutation({
    mutationFn: ({ change }: PendingCheck) => checkStackChange(change),
    onSuccess: (result, { change, returnFocus }) => {
      if (outcomeOf(result) === "safe") {
        closeGuarded();
        applyStackChange(change);
      } else askGuarded({ kind: "review", change, check: result }, returnFocus);
    },
    onError: (_error, { change }) =>
      toast({
        title: "Unable to check supplement interactions",
        description:
          change.type === "swap"
            ? "Nothing was swapped. Please try again."
            : "The supplement was not added. Please try again.",
        variant: "destructive",
      }),
  });

  function start(change: StackChange, options: GuardedAddOptions = {}): void {
    if (check.isPending) return;
    const returnFocus = options.returnFocus === undefined ? focusedElement() : options.returnFocus;
    prefetchGuardedAddDialog();
    const existing = stackStore.getState().items.find((item) => item.supplement.id === change.candidate.id);
    if (change.type === "add" && existing) {
      askGuarded(
        { kind: "duplicate", candidate: change.candidate, quantity: existing.quantity },
        returnFocus,
      );
      return;
    }
    check.mutate({ change, returnFocus }, { onSettled: options.onChecked });
  }

  /** The builder's "Servings a day" box: more servings are checked first, fewer (or none) apply at once. */
  function setServings(
    candidate: AddCandidate,
    servingsPerDay: number,
    options: GuardedAddOptions = {},
  ): void {
    const current = stackStore.getState().items.find((item) => item.supplement.id === candidate.id)?.quantity;
    if (current === undefined || servingsPerDay <= current) {
      stackStore.getState().setQuantity(candidate.id, servingsPerDay);
      options.onChecked?.();
      return;
    }
    start({ type: "serving", candidate, servingsPerDay }, options);
  }

  return {
    add: (candidate: AddCandidate, options?: GuardedAddOptions) => start({ type: "add", candidate }, options),
    /** One more serving a day of a product already in the stack, checked at its new daily amount. */
    addServing: (candidate: AddCandidate, options?: GuardedAddOptions) =>
      start({ type: "serving", candidate }, options),
    swap: (fromId: string, candidate: AddCandidate, options?: GuardedAddOptions) =>
      start({ type: "swap", fromId, candidate }, options),
    setServings,
    /** The product being checked, if any. */
    checkingId: check.isPending ? check.variables.change.candidate.id : null,
  };
}
