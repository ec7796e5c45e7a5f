// React bindings for the stack store (SPEC.md §4 "Stack": shared live across views). The server
// snapshot is the empty stack, so server HTML and the first client render agree; the saved stack
// appears right after hydration.
import { useMemo, useSyncExternalStore } from "react";

import { stackStore, type StackSnapshot, type StackStore } from "./stack-store";

export type UseStackResult = StackSnapshot &
  Pick<StackStore, "addSupplement" | "setQuantity" | "removeSupplement" | "clearStack">;

export function useStack(): UseStackResult {
  const snapshot = useSyncExternalStore(
    stackStore.subscribe,
    stackStore.getSnapshot,
    stackStore.getServerSnapshot,
  );
  return useMemo(
    () => ({
      ...snapshot,
      addSupplement: stackStore.addSupplement,
      setQuantity: stackStore.setQuantity,
      removeSupplement: stackStore.removeSupplement,
      clearStack: stackStore.clearStack,
    }),
    [snapshot],
  );
}

/** Total number of packs in the stack (sum of quantities, §3); re-renders only when it changes. */
export function useStackCount(): number {
  return useSyncExternalStore(
    stackStore.subscribe,
    () => stackStore.getSnapshot().totalCount,
    () => stackStore.getServerSnapshot().totalCount,
  );
}
