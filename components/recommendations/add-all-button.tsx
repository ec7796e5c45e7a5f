"use client";
// One at a time: the next check starts only when the last has finished and its dialog is closed, so every warning is
// seen and acknowledged on its own.
import { useEffect, useRef } from "react";
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";

import { useGuardedAdd, type AddCandidate } from "@/components/stacks/guarded-add";
import { guardedAddStore } from "@/components/stacks/guarded-add-store";
import { stackStore } from "@/components/stacks/stack-store";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";

const queueStore = createStore<{ queue: AddCandidate[] }>()(() => ({ queue: [] }));

export function AddAllButton({ candidates }: { candidates: readonly AddCandidate[] }) {
  const { add, checkingId } = useGuardedAdd();
  const dialogOpen = useStore(guardedAddStore, (state) => state.open);
  const declined = useStore(guardedAddStore, (state) => state.declined);
  const queue = useStore(queueStore, (state) => state.queue);

  // "Cancel" on one product's question cancels the rest of "Add all" too.
  const declinedAtStart = useRef(declined);
  useEffect(() => {
    if (declined !== declinedAtStart.current && queueStore.getState().queue.length > 0) {
      const left = queueStore.getState().queue.length;
      queueStore.setState({ queue: [] });
      toast({
        title: "Add all stopped",
        description: `${String(left)} more ${left === 1 ? "product was" : "products were"} not added.`,
      });
    }
    declinedAtStart.current = declined;
  }, [declined]);

  useEffect(() => {
    if (checkingId !== null || dialogOpen) return;
    // The store's queue, not this render's: a "no" just above may have emptied it.
    const [next, ...rest] = queueStore.getState().queue;
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
