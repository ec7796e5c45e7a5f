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
//
// This hook is all a page with "Add to stack" buttons loads at first; the check and the stack store
// (./guarded-add-run.ts) load with the first addition, or earlier when a pointer or focus reaches a
// button (`prefetchGuardedAdd`), retried like any lazy code (docs/product-rules.md §4 "Lazy loading").
// Code that failed to load is reported as a check that could not be made: nothing is added.
import { useRef, useState } from "react";

import { toast } from "@/components/ui/use-toast";
import { withRetry } from "@/lib/api/with-retry";

import { prefetchGuardedAddDialog } from "./guarded-add-host";
import type { AddCandidate, StackChange } from "./guarded-add-store";

export type { AddCandidate, StackChange } from "./guarded-add-store";

const loadRun = () => withRetry(() => import("./guarded-add-run"));

/** Starts loading the check's code (on pointer or focus reaching a button); a failure is tried again when it is needed. */
export function prefetchGuardedAdd(): void {
  loadRun().catch(() => undefined);
}

function focusedElement(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

function reportCheckFailure(change: StackChange): void {
  toast({
    title: "Unable to check supplement interactions",
    description:
      change.type === "swap"
        ? "Nothing was swapped. Please try again."
        : "The supplement was not added. Please try again.",
    variant: "destructive",
  });
}

export type GuardedAddOptions = {
  /** Where focus returns once a dialog closes; by default the element focused now (the button pressed). */
  returnFocus?: HTMLElement | null;
  /** Called once the check has answered (or failed), whatever it found. */
  onChecked?: () => void;
};

export function useGuardedAdd() {
  const [checkingId, setCheckingId] = useState<string | null>(null);
  // The state above shows it; the ref refuses a second start before the next render.
  const pending = useRef(false);

  function start(change: StackChange, options: GuardedAddOptions = {}): void {
    if (pending.current) return;
    pending.current = true;
    const returnFocus = options.returnFocus === undefined ? focusedElement() : options.returnFocus;
    setCheckingId(change.candidate.id);
    prefetchGuardedAddDialog();
    loadRun()
      .then((run) => run.runStackChange(change, returnFocus))
      .catch(() => reportCheckFailure(change))
      .finally(() => {
        pending.current = false;
        setCheckingId(null);
        options.onChecked?.();
      });
  }

  /** The builder's "Servings a day" box: more servings are checked first, fewer (or none) apply at once. */
  function setServings(
    candidate: AddCandidate,
    servingsPerDay: number,
    options: GuardedAddOptions = {},
  ): void {
    loadRun()
      .then((run) => {
        if (!run.lowerServings(candidate.id, servingsPerDay)) {
          start({ type: "serving", candidate, servingsPerDay }, options);
        } else options.onChecked?.();
      })
      .catch(() => {
        reportCheckFailure({ type: "serving", candidate, servingsPerDay });
        options.onChecked?.();
      });
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
    checkingId,
  };
}
