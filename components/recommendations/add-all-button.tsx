"use client";
// One at a time: the next check starts only when the last has finished and its dialog is closed, so every warning is
// seen and acknowledged on its own.
import { useEffect } from "react";
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";

import { useGuardedAdd, type AddCandidate } from "@/components/stack/guarded-add";
import { guardedAddStore } from "@/components/stack/guarded-add-store";
import { stackStore } from "@/components/stack/stack-store";
import { Button } from "@/components/ui/button";

const queueStore = createStore<{ queue: AddCandidate[] }>()(() => ({ queue: [] }));

export function AddAllButton({ candidates }: { candidates: readonly AddCandidate[] }) {
  const { add, checkingId } = useGuardedAdd();
  const dialogOpen = useStore(guardedAddStore, (state) => state.open);
  const queue = useStore(queueStore, (state) => state.queue);

  useEffect(() => {
    if (checkingId !== null || dialogOpen) return;
    const [next, ...rest] = queue;
    if (!next) return;
    queueStore.setState({ queue: rest });
    // Already in the stack: nothing to add (a second serving is never added unasked).
    if (stackStore.getState().items.some((item) => item.supplement.id === next.id)) return;
    add(next, { returnFocus: null });
  }, [queue, checkingId, dialogOpen, add]);

  // Leaving the page stops what is still waiting.
  useEffect(() => () => queueStore.setState({ queue: [] }), []);

  const busy = queue.length > 0 || checkingId !== null;
  return (
    <Button
      busy={busy}
      disabled={candidates.length === 0}
      onClick={() => queueStore.setState({ queue: [...candidates] })}
    >
      Add all to my stack
    </Button>
  );
}
