"use client";
import { useEffect, useRef, useState } from "react";

import { stackStore } from "@/components/stacks/stack-store";
import type { PersistedStack } from "@/components/stacks/stack-storage";
import { Button } from "@/components/ui/button";

type Undo = { message: string; snapshot: PersistedStack };

/** Remove and Clear take effect at once and can be taken back; focus goes to Undo, not to the page. */
export function useUndoableChange() {
  const [undo, setUndo] = useState<Undo | null>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (undo) undoButton.current?.focus();
  }, [undo]);
  const change = (message: string, apply: () => void) => {
    const { items, timings, openStack } = stackStore.getState();
    setUndo({ message, snapshot: { items, timings, openStack } });
    apply();
  };
  const restore = () => {
    if (!undo) return;
    stackStore.getState().loadStack(undo.snapshot);
    setUndo(null);
  };
  return { undo, change, restore, undoButton };
}

export function UndoNotice({
  undo,
  restore,
  undoButton,
}: Pick<ReturnType<typeof useUndoableChange>, "undo" | "restore" | "undoButton">) {
  return (
    <div role="status" className="empty:hidden">
      {undo ? (
        <p className="flex items-center justify-between gap-3 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
          <span>{undo.message}</span>
          <Button ref={undoButton} variant="outline" size="sm" onClick={restore}>
            Undo
          </Button>
        </p>
      ) : null}
    </div>
  );
}
