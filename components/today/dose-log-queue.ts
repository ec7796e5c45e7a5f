// Slot logs made without a connection (docs/daily-plan.md "Offline"): kept in localStorage per account,
// one per stack, day and slot (a later tap replaces an earlier one), sent only under their author's session.
import { persist, type PersistStorage } from "zustand/middleware";
import { createStore } from "zustand/vanilla";
import * as z from "zod/mini";

import { apiPost } from "@/lib/api/fetch-client";
import { isClientError } from "@/lib/errors/client-error";
import { SAVED_BY_HEADER } from "@/lib/stacks/limits";

const DOSE_LOG_QUEUE_KEY = "pending-dose-logs";

const queuedLogSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  stackId: z.string().check(z.minLength(1)),
  date: z.string(),
  slot: z.string(),
  status: z.enum(["taken", "missed"]),
});
const persistedSchema = z.object({ logs: z.array(queuedLogSchema) });

export type QueuedDoseLog = z.infer<typeof queuedLogSchema>;
type Persisted = z.infer<typeof persistedSchema>;

type QueueState = Persisted & {
  enqueue: (log: QueuedDoseLog) => void;
  remove: (log: QueuedDoseLog) => void;
  clear: () => void;
};

const EMPTY: Persisted = { logs: [] };
const sameSlot = (a: QueuedDoseLog, b: QueuedDoseLog) =>
  a.userId === b.userId && a.stackId === b.stackId && a.date === b.date && a.slot === b.slot;

function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

const storage: PersistStorage<Persisted> = {
  getItem(name) {
    try {
      const raw = browserStorage()?.getItem(name);
      if (!raw) return { state: EMPTY, version: 0 };
      const parsed = persistedSchema.safeParse(JSON.parse(raw));
      return parsed.success ? { state: parsed.data, version: 0 } : null;
    } catch {
      return null;
    }
  },
  setItem(name, { state }) {
    try {
      if (state.logs.length === 0) browserStorage()?.removeItem(name);
      else browserStorage()?.setItem(name, JSON.stringify({ logs: state.logs }));
    } catch {
      // Storage disabled: the log lasts only while the page is open.
    }
  },
  removeItem(name) {
    try {
      browserStorage()?.removeItem(name);
    } catch {
      // Nothing was kept.
    }
  },
};

export const doseLogQueue = createStore<QueueState>()(
  persist(
    (set, get) => ({
      ...EMPTY,
      enqueue: (log) => set({ logs: [...get().logs.filter((kept) => !sameSlot(kept, log)), log] }),
      remove: (log) => set({ logs: get().logs.filter((kept) => !sameSlot(kept, log)) }),
      clear: () => set(EMPTY),
    }),
    { name: DOSE_LOG_QUEUE_KEY, storage, partialize: ({ logs }) => ({ logs }) },
  ),
);

/** No connection or a busy server: worth keeping. Anything else the server refused is dropped. */
export function worthKeeping(error: unknown): boolean {
  return !isClientError(error) || error.retryable || error.code === "AUTHENTICATION_ERROR";
}

export function sendDoseLog({ userId, stackId, date, slot, status }: QueuedDoseLog) {
  return apiPost(
    `/api/stacks/${encodeURIComponent(stackId)}/plan/logs`,
    { date, slot, status },
    { headers: { [SAVED_BY_HEADER]: userId } },
  );
}

/** Sends `userId`'s waiting logs in order; stops at the first that is worth trying again later. */
export async function sendQueuedDoseLogs(userId: string): Promise<{ sent: number; dropped: number }> {
  let sent = 0;
  let dropped = 0;
  for (const log of doseLogQueue.getState().logs.filter((entry) => entry.userId === userId)) {
    try {
      await sendDoseLog(log);
      sent += 1;
    } catch (error) {
      if (worthKeeping(error)) break;
      dropped += 1;
    }
    doseLogQueue.getState().remove(log);
  }
  return { sent, dropped };
}
