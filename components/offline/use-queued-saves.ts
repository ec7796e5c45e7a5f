"use client";
// Sends the saves made offline (components/offline/save-queue.ts) as soon as the builder is online:
// when it opens with saves waiting, and when the connection comes back (docs/offline.md). A sent save
// updates the stack open in the builder to the saved version, as an online save does.
import { useQueryClient } from "@/lib/api/query-hooks";
import { useEffect, useRef } from "react";
import { useStore } from "zustand";

import { formMessageOf } from "@/components/forms/form-errors";
import { stackStore } from "@/components/stack/stack-store";
import { toast } from "@/components/ui/use-toast";
import { apiPost, apiPut } from "@/lib/api/fetch-client";
import { queryKeys } from "@/lib/api/query-keys";
import type { SavedStackSummary } from "@/lib/stacks/stack-summary";

import { saveQueue, sendQueuedSaves, type QueuedSave, type SendOutcome } from "./save-queue";
import { useOnline } from "./use-online";

type StackAnswer = { stack: SavedStackSummary };

async function sendSave({ stackId, version, body }: QueuedSave): Promise<SavedStackSummary> {
  const answer =
    stackId === null
      ? await apiPost<StackAnswer>("/api/stacks", body)
      : await apiPut<StackAnswer>(`/api/stacks/${encodeURIComponent(stackId)}`, { version, ...body });
  return answer.stack;
}

function report(outcome: SendOutcome): void {
  const { openStack, setOpenStack } = stackStore.getState();
  if (outcome.outcome === "sent") {
    const { id, name, goal, notes, version } = outcome.stack;
    const wasOpen = outcome.save.stackId === null ? openStack === null : openStack?.id === id;
    if (wasOpen) setOpenStack({ id, name, goal, notes, version });
    toast({ title: "Offline save synced", description: name, variant: "success" });
  } else if (outcome.outcome === "failed") {
    toast({
      title: "A save made offline could not be sent",
      description: formMessageOf(outcome.error),
      variant: "destructive",
    });
  }
}

export function useQueuedSaves() {
  const queryClient = useQueryClient();
  const saves = useStore(saveQueue, (state) => state.saves);
  const conflict = useStore(saveQueue, (state) => state.conflict);
  const online = useOnline();
  const sending = useRef(false);
  const waiting = saves.length;
  useEffect(() => {
    if (!online || waiting === 0 || sending.current) return;
    sending.current = true;
    void sendQueuedSaves(saveQueue, sendSave)
      .then((outcomes) => {
        outcomes.forEach(report);
        if (outcomes.length > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.stacks.all });
      })
      .finally(() => {
        sending.current = false;
      });
  }, [online, waiting, queryClient]);
  return { saves, conflict, online };
}
