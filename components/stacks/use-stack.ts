// During hydration zustand reads the store's initial (empty) state, so server HTML and the first render agree.
import { useMemo } from "react";
import { useStore } from "zustand";
import { useShallow } from "zustand/shallow";

import {
  stackStore,
  totalCostOf,
  totalCountOf,
  type OpenStack,
  type StackDraft,
  type StackActions,
  type StackItem,
  type StackTimings,
} from "./stack-store";

export type UseStackResult = {
  readonly items: readonly StackItem[];
  readonly totalCount: number;
  readonly totalCost: number;
} & StackActions;

const actionsOf = (state: StackActions): StackActions => ({
  addSupplement: state.addSupplement,
  setQuantity: state.setQuantity,
  removeSupplement: state.removeSupplement,
  clearStack: state.clearStack,
  setTiming: state.setTiming,
  replaceSupplement: state.replaceSupplement,
  setOpenStack: state.setOpenStack,
  loadStack: state.loadStack,
});

export function useStack(): UseStackResult {
  const items = useStore(stackStore, (state) => state.items);
  const actions = useStore(stackStore, useShallow(actionsOf));
  return useMemo(
    () => ({ items, totalCount: totalCountOf(items), totalCost: totalCostOf(items), ...actions }),
    [items, actions],
  );
}

export function useBuilderState(): {
  timings: StackTimings;
  openStack: OpenStack | null;
  draft: StackDraft | null;
} {
  return useStore(
    stackStore,
    useShallow((state) => ({
      timings: state.timings,
      openStack: state.openStack,
      draft: state.draft ?? null,
    })),
  );
}
