"use client";
// The one path by which a product enters the stack: every addition is checked first (POST /api/stacks/check), and more
// servings at the new daily amount, as an upper level may be crossed. The check's code loads with the first addition;
// code that failed to load counts as a check that could not be made, so nothing is added.
import { useRef, useState } from "react";

import { toast } from "@/components/ui/use-toast";
import { withRetry } from "@/lib/api/with-retry";

import { prefetchGuardedAddDialog } from "./guarded-add-host";
import type { AddCandidate, StackChange } from "./guarded-add-store";

export type { AddCandidate, StackChange } from "./guarded-add-store";

const loadRun = () => withRetry(() => import("./guarded-add-run"));

export function prefetchGuardedAdd(): void {
  loadRun().catch(() => undefined);
}

function focusedElement(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

function reportCheckFailure(change: StackChange): void {
  toast({
    title: "Unable to check supplement interactions",
    description: {
      swap: "Nothing was swapped. Please try again.",
      add: "The supplement was not added. Please try again.",
      serving:
        change.type === "serving" && change.servingsPerDay !== undefined
          ? "The servings were not changed. Please try again."
          : "The supplement was not added. Please try again.",
    }[change.type],
    variant: "destructive",
  });
}

export type GuardedAddOptions = {
  returnFocus?: HTMLElement | null;
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
    addServing: (candidate: AddCandidate, options?: GuardedAddOptions) =>
      start({ type: "serving", candidate }, options),
    swap: (fromId: string, candidate: AddCandidate, options?: GuardedAddOptions) =>
      start({ type: "swap", fromId, candidate }, options),
    setServings,
    checkingId,
  };
}
