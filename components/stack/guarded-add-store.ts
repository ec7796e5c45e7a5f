// What the one guarded add path (./guarded-add.ts) asks the user, held in a small module-level store
// so that any "Add to stack" button can open the one dialog mounted in the app providers
// (./guarded-add-host.tsx). Kept apart from the hook so the host does not load the check code.
import { createStore } from "zustand/vanilla";

import type { NewSupplementCheckResult } from "@/lib/interactions/types";

/** A product about to enter the stack, at the pack price the stack costs it at. */
/** `slug` (the product page, lib/catalogue/product-paths.ts) is kept with the stack item when known. */
export type AddCandidate = { id: string; slug?: string; name: string; brand: string; pricePence: number };

/**
 * How a product enters the stack: added, more servings a day of a product already in it (one more,
 * or the number typed in the builder's "Servings a day" box), or swapped in for an item (a cheaper
 * alternative).
 */
export type StackChange =
  | { type: "add"; candidate: AddCandidate }
  | { type: "serving"; candidate: AddCandidate; servingsPerDay?: number }
  | { type: "swap"; fromId: string; candidate: AddCandidate };

export type GuardedQuestion =
  /** The product is already in the stack: another serving a day, or keep it as it is. */
  | { kind: "duplicate"; candidate: AddCandidate; quantity: number }
  /** The check found something: acknowledge it, or (blocked) see why not and what instead. */
  | { kind: "review"; change: StackChange; check: NewSupplementCheckResult };

type GuardedAddState = {
  open: boolean;
  /** Kept after closing, so the dialog's content stays while it closes. */
  question: GuardedQuestion | null;
  /** Where focus returns when the dialog closes: the button that started the addition. */
  returnFocus: HTMLElement | null;
  /** Changes each time a question is asked, so the dialog's content starts afresh. */
  sequence: number;
};

export const guardedAddStore = createStore<GuardedAddState>()(() => ({
  open: false,
  question: null,
  returnFocus: null,
  sequence: 0,
}));

export function askGuarded(question: GuardedQuestion, returnFocus: HTMLElement | null): void {
  guardedAddStore.setState((state) => ({ open: true, question, returnFocus, sequence: state.sequence + 1 }));
}

export function closeGuarded(): void {
  if (guardedAddStore.getState().open) guardedAddStore.setState({ open: false });
}
