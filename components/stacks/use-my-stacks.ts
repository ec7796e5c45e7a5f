"use client";
// A delete is sent when its undo window closes, or at once if the page is left (keepalive survives the unload).
import { useMutation, useQueryClient } from "@/lib/api/query-hooks";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";

import { formMessageOf } from "@/components/forms/form-errors";
import { toast } from "@/components/ui/use-toast";
import { apiDelete, apiPost, apiPut } from "@/lib/api/fetch-client";
import { queryKeys } from "@/lib/api/query-keys";
import { stackStore } from "@/components/stacks/stack-store";
import type { BuilderItem } from "@/lib/stacks/builder-items";
import type { SavedStackSummary } from "@/lib/stacks/stack-summary";

export const UNDO_WINDOW_MS = 6000;

export type MyStack = SavedStackSummary & { builderItems: BuilderItem[] };

type StackAnswer = { stack: SavedStackSummary };

// When the builder holds the version just renamed, it takes the new name and version, so its next save is not refused
// as "changed in another tab or device"; an older version really is out of date.
function followRenameInBuilder(renamedFrom: number, updated: SavedStackSummary): void {
  const { openStack, setOpenStack } = stackStore.getState();
  if (openStack?.id !== updated.id || openStack.version !== renamedFrom) return;
  setOpenStack({ ...openStack, name: updated.name, version: updated.version });
}

type Overlay = {
  hidden: ReadonlySet<string>;
  added: readonly MyStack[];
  updated: Readonly<Record<string, SavedStackSummary>>;
};

function without<T>(set: ReadonlySet<T>, value: T): Set<T> {
  const next = new Set(set);
  next.delete(value);
  return next;
}

function failed(title: string) {
  return (error: unknown) => toast({ title, description: formMessageOf(error), variant: "destructive" });
}

function visibleStacks(stacks: readonly MyStack[], { hidden, added, updated }: Overlay): MyStack[] {
  const fromServer = new Set(stacks.map((stack) => stack.id));
  return [...added.filter((stack) => !fromServer.has(stack.id)), ...stacks]
    .filter((stack) => !hidden.has(stack.id))
    .map((stack) => {
      const update = updated[stack.id];
      return update && update.version > stack.version ? { ...stack, ...update } : stack;
    });
}

function usePendingDeletes() {
  const pending = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = pending.current;
    const flush = () => {
      for (const [id, timer] of timers) {
        clearTimeout(timer);
        void fetch(`/api/stacks/${encodeURIComponent(id)}`, { method: "DELETE", keepalive: true });
      }
      timers.clear();
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, []);
  return {
    schedule: (id: string, send: () => void) => {
      const timer = setTimeout(() => {
        pending.current.delete(id);
        send();
      }, UNDO_WINDOW_MS);
      pending.current.set(id, timer);
    },
    cancel: (id: string) => {
      clearTimeout(pending.current.get(id));
      pending.current.delete(id);
    },
  };
}

export function useMyStacks(stacks: readonly MyStack[]) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [overlay, setOverlay] = useState<Overlay>({ hidden: new Set(), added: [], updated: {} });
  const pendingDeletes = usePendingDeletes();
  const changed = () => void queryClient.invalidateQueries({ queryKey: queryKeys.stacks.all });
  const show = (id: string) => setOverlay((current) => ({ ...current, hidden: without(current.hidden, id) }));

  const remove = useMutation({
    mutationFn: (stack: MyStack) => apiDelete(`/api/stacks/${stack.id}`),
    onSuccess: changed,
    onError: (error, stack) => {
      show(stack.id);
      failed("Could not delete the stack")(error);
    },
  });
  const duplicate = useMutation({
    mutationFn: (stack: MyStack) => apiPost<StackAnswer>(`/api/stacks/${stack.id}/duplicate`),
    onSuccess: ({ stack: copy }, stack) => {
      setOverlay((current) => ({
        ...current,
        added: [{ ...copy, builderItems: stack.builderItems }, ...current.added],
      }));
      changed();
      toast({ title: "Stack duplicated", description: copy.name, variant: "success" });
    },
    onError: failed("Could not duplicate the stack"),
  });
  const rename = useMutation({
    mutationFn: ({ stack, name }: { stack: MyStack; name: string }) =>
      apiPut<StackAnswer>(`/api/stacks/${stack.id}`, { version: stack.version, name }),
    onSuccess: ({ stack: updated }, { stack }) => {
      setOverlay((current) => ({ ...current, updated: { ...current.updated, [updated.id]: updated } }));
      followRenameInBuilder(stack.version, updated);
      changed();
    },
    onError: (error) => {
      failed("Could not rename the stack")(error);
      router.refresh();
    },
  });

  return {
    stacks: useMemo(() => visibleStacks(stacks, overlay), [stacks, overlay]),
    rename,
    duplicate: (stack: MyStack) => duplicate.mutate(stack),
    scheduleDelete: (stack: MyStack) => {
      setOverlay((current) => ({ ...current, hidden: new Set(current.hidden).add(stack.id) }));
      pendingDeletes.schedule(stack.id, () => remove.mutate(stack));
    },
    undoDelete: (stack: MyStack) => {
      pendingDeletes.cancel(stack.id);
      show(stack.id);
    },
  };
}
