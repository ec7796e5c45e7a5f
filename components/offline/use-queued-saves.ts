"use client";
import { useQueryClient } from "@/lib/api/query-hooks";
import { useEffect, useMemo, useRef, useState } from "react";
import { useStore } from "zustand";

import { refreshSession, useSession } from "@/components/auth/session";
import { formMessageOf } from "@/components/forms/form-errors";
import { stackStore } from "@/components/stacks/stack-store";
import { toast } from "@/components/ui/use-toast";
import { apiPost, apiPut } from "@/lib/api/fetch-client";
import { queryKeys } from "@/lib/api/query-keys";
import { SAVED_BY_HEADER } from "@/lib/stacks/limits";
import type { SavedStackSummary } from "@/lib/stacks/stack-summary";

import { readLocalAccount } from "./local-account";
import { useLocalAccountGuard } from "./use-local-account-guard";
import { saveQueue, sendQueuedSaves, type QueuedSave, type SendOutcome } from "./save-queue";
import { useOnline } from "./use-online";

type StackAnswer = { stack: SavedStackSummary };

/** Sent with its author's id: under another account's session the server refuses it (401) and it waits. */
async function sendSave({ userId, stackId, version, body }: QueuedSave): Promise<SavedStackSummary> {
  const options = { headers: { [SAVED_BY_HEADER]: userId } };
  const answer =
    stackId === null
      ? await apiPost<StackAnswer>("/api/stacks", body, options)
      : await apiPut<StackAnswer>(
          `/api/stacks/${encodeURIComponent(stackId)}`,
          { version, ...body },
          options,
        );
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

// The browser can say it is online while the server is still out of reach: keep trying while saves wait.
const RETRY_MS = 15_000;

function useRetryTick(active: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      setTick((count) => count + 1);
    }, RETRY_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [active]);
  return tick;
}

export function useQueuedSaves() {
  const queryClient = useQueryClient();
  useLocalAccountGuard();
  const { data, status } = useSession();
  const online = useOnline();
  const sessionUser = status === "authenticated" ? (data?.user.id ?? null) : null;
  // Offline the session cannot be read: the account last seen signed in on this browser stands in.
  const viewer = sessionUser ?? (online ? null : readLocalAccount());
  const allSaves = useStore(saveQueue, (state) => state.saves);
  const anyConflict = useStore(saveQueue, (state) => state.conflict);
  const saves = useMemo(() => allSaves.filter((save) => save.userId === viewer), [allSaves, viewer]);
  const conflict = anyConflict?.userId === viewer ? anyConflict : null;
  const sending = useRef(false);
  const waiting = saves.length;
  const tick = useRetryTick(online && waiting > 0);
  useEffect(() => {
    // A session read while offline came back empty: read it again before sending.
    if (tick > 0 && sessionUser === null) void refreshSession();
  }, [tick, sessionUser]);
  useEffect(() => {
    if (!online || sessionUser === null || waiting === 0 || sending.current) return;
    sending.current = true;
    void sendQueuedSaves(saveQueue, sendSave, sessionUser)
      .then((outcomes) => {
        outcomes.forEach(report);
        if (outcomes.length > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.stacks.all });
      })
      .finally(() => {
        sending.current = false;
      });
  }, [online, sessionUser, waiting, queryClient, tick]);
  return { saves, conflict, online };
}
