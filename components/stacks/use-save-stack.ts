"use client";
import { useMutation, useQueryClient } from "@/lib/api/query-hooks";

import { NEW_STACK_KEY, saveQueue } from "@/components/offline/save-queue";
import { useQueuedSaves } from "@/components/offline/use-queued-saves";
import { stackStore } from "@/components/stacks/stack-store";
import { useBuilderState } from "@/components/stacks/use-stack";
import { toast } from "@/components/ui/use-toast";
import { apiPost, apiPut } from "@/lib/api/fetch-client";
import { queryKeys } from "@/lib/api/query-keys";
import { isClientError } from "@/lib/errors/client-error";
import type { SavedStackSummary } from "@/lib/stacks/stack-summary";

import { loadStackIntoBuilder } from "./load-stack";
import { stackForBuilder } from "./stack-for-builder";
import type { PreviewRequestItem } from "./use-stack-preview";

export type SaveStackInput = {
  name: string;
  goal: string | null;
  notes: string | null;
  asNew: boolean;
};

type StackAnswer = { stack: SavedStackSummary };

export function useSaveStack(items: readonly PreviewRequestItem[]) {
  const queryClient = useQueryClient();
  const { openStack } = useBuilderState();
  const queued = useQueuedSaves();
  const saveOffline = ({ asNew, ...fields }: SaveStackInput) => {
    const update = openStack !== null && !asNew;
    saveQueue.getState().setConflict(null);
    saveQueue.getState().enqueue({
      key: update ? openStack.id : NEW_STACK_KEY,
      stackId: update ? openStack.id : null,
      version: update ? openStack.version : null,
      body: { ...fields, items: items.map((item) => ({ ...item })) },
      queuedAt: new Date().toISOString(),
    });
  };
  const save = useMutation({
    mutationFn: ({ asNew, ...fields }: SaveStackInput) => {
      const body = { ...fields, items };
      return openStack && !asNew
        ? apiPut<StackAnswer>(`/api/stacks/${openStack.id}`, { version: openStack.version, ...body })
        : apiPost<StackAnswer>("/api/stacks", body);
    },
    onSuccess: ({ stack }, { asNew }) => {
      const { id, name, goal, notes, version } = stack;
      stackStore.getState().setOpenStack({ id, name, goal, notes, version });
      void queryClient.invalidateQueries({ queryKey: queryKeys.stacks.all });
      const updated = openStack !== null && !asNew;
      toast({ title: updated ? "Stack updated" : "Stack saved", description: name, variant: "success" });
    },
    onError: (error, input) => {
      // The connection dropped on the way: keep the save for when it is back.
      if (isClientError(error) && error.code === "NETWORK_ERROR") {
        saveOffline(input);
        save.reset();
      }
    },
  });
  const reload = useMutation({
    mutationFn: async (id: string) => {
      const { stack } = await queryClient.query<StackAnswer>({
        queryKey: queryKeys.stacks.detail(id),
        staleTime: 0,
      });
      return stackForBuilder(stack);
    },
    onSuccess: (stack) => {
      loadStackIntoBuilder(stack);
      save.reset();
      saveQueue.getState().setConflict(null);
      toast({ title: "Loaded the saved version", description: stack.name });
    },
  });
  const conflict = isClientError(save.error) && save.error.code === "CONFLICT";
  return { openStack, save, reload, conflict, saveOffline, offline: { ...queued, waiting: queued.saves[0] } };
}
