// Kept apart from the hook, so the host does not load the check code.
import { createStore } from "zustand/vanilla";

import type { NewSupplementCheckResult } from "@/lib/interactions/types";

export type AddCandidate = {
  id: string;
  slug?: string;
  name: string;
  brand: string;
  pricePence: number | null;
};

export type StackChange =
  | { type: "add"; candidate: AddCandidate }
  | { type: "serving"; candidate: AddCandidate; servingsPerDay?: number }
  | { type: "swap"; fromId: string; candidate: AddCandidate };

export type GuardedQuestion =
  | { kind: "duplicate"; candidate: AddCandidate; quantity: number }
  | { kind: "review"; change: StackChange; check: NewSupplementCheckResult };

type GuardedAddState = {
  open: boolean;
  /** Kept after closing, so the dialog's content stays while it closes. */
  question: GuardedQuestion | null;
  returnFocus: HTMLElement | null;
  /** Changes each time a question is asked, so the dialog's content starts afresh. */
  sequence: number;
  /** Counts the questions the person answered "no" to (Cancel, Escape), so a batch of adds can stop. */
  declined: number;
};

export const guardedAddStore = createStore<GuardedAddState>()(() => ({
  open: false,
  question: null,
  returnFocus: null,
  sequence: 0,
  declined: 0,
}));

export function askGuarded(question: GuardedQuestion, returnFocus: HTMLElement | null): void {
  guardedAddStore.setState((state) => ({ open: true, question, returnFocus, sequence: state.sequence + 1 }));
}

export function closeGuarded(options: { declined?: boolean } = {}): void {
  if (!guardedAddStore.getState().open) return;
  guardedAddStore.setState((state) => ({
    open: false,
    declined: state.declined + (options.declined ? 1 : 0),
  }));
}
