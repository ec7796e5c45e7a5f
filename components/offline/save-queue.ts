// Saves made offline, waiting to be sent (docs/offline.md "Saves made offline"): a small zustand store
// kept in localStorage under `pending-stack-saves`, so a save survives closing the tab. One entry per
// target — the open stack's id, or "new" for a stack not saved yet — and a later save replaces an
// earlier one (it is the same stack, edited further). An update carries the version the stack was
// opened at: the server refuses it with a 409 when the stack changed elsewhere meanwhile, and that
// conflict is kept here for the builder to show, never overwritten.
import { persist, type PersistStorage } from "zustand/middleware";
import { createStore, type StoreApi } from "zustand/vanilla";
import * as z from "zod/mini";

import { TIMING_SLOTS } from "@/lib/catalogue/values";
import { isClientError } from "@/lib/errors/client-error";
import type { SavedStackSummary } from "@/lib/stacks/stack-summary";

export const SAVE_QUEUE_STORAGE_KEY = "pending-stack-saves";
export const NEW_STACK_KEY = "new";

const queuedSaveSchema = z.object({
  key: z.string().check(z.minLength(1)),
  /** The stack updated; null creates a stack. */
  stackId: z.nullable(z.string()),
  /** The version the update is based on (null for a new stack). */
  version: z.nullable(z.int()),
  body: z.object({
    name: z.string(),
    goal: z.nullable(z.string()),
    notes: z.nullable(z.string()),
    items: z.array(
      z.object({
        supplementId: z.string(),
        quantity: z.int(),
        timing: z.nullable(z.enum(TIMING_SLOTS)),
      }),
    ),
  }),
  queuedAt: z.string(),
});

const conflictSchema = z.object({ stackId: z.string(), name: z.string() });

const persistedSchema = z.object({
  saves: z.array(queuedSaveSchema),
  conflict: z.nullable(conflictSchema),
});

export type QueuedSave = z.infer<typeof queuedSaveSchema>;
export type SaveConflict = z.infer<typeof conflictSchema>;
type Persisted = z.infer<typeof persistedSchema>;

type QueueState = Persisted & {
  enqueue: (save: QueuedSave) => void;
  remove: (key: string) => void;
  setConflict: (conflict: SaveConflict | null) => void;
};

export type SaveQueueStore = StoreApi<QueueState>;

const EMPTY: Persisted = { saves: [], conflict: null };

function queueStorage(getStorage: () => Storage | undefined): PersistStorage<Persisted> {
  return {
    getItem(name) {
      try {
        const raw = getStorage()?.getItem(name);
        if (!raw) return null;
        const parsed = persistedSchema.safeParse(JSON.parse(raw));
        if (parsed.success) return { state: parsed.data, version: 0 };
        console.warn("Ignoring the saves waiting to be sent: they are not in the expected form.");
      } catch (error) {
        console.warn("Could not read the saves waiting to be sent.", error);
      }
      return null;
    },
    setItem(name, { state }) {
      try {
        if (state.saves.length === 0 && state.conflict === null) getStorage()?.removeItem(name);
        else getStorage()?.setItem(name, JSON.stringify({ saves: state.saves, conflict: state.conflict }));
      } catch (error) {
        console.warn("Could not keep the save on this device; it lasts only until the page closes.", error);
      }
    },
    removeItem(name) {
      try {
        getStorage()?.removeItem(name);
      } catch {
        // Storage disabled: nothing was kept.
      }
    },
  };
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function createSaveQueue(getStorage: () => Storage | undefined = browserStorage): SaveQueueStore {
  return createStore<QueueState>()(
    persist(
      (set, get) => ({
        ...EMPTY,
        enqueue: (save) => set({ saves: [...get().saves.filter((entry) => entry.key !== save.key), save] }),
        remove: (key) => set({ saves: get().saves.filter((entry) => entry.key !== key) }),
        setConflict: (conflict) => set({ conflict }),
      }),
      {
        name: SAVE_QUEUE_STORAGE_KEY,
        storage: queueStorage(getStorage),
        partialize: ({ saves, conflict }) => ({ saves, conflict }),
      },
    ),
  );
}

export const saveQueue = createSaveQueue();

export type SendSave = (save: QueuedSave) => Promise<SavedStackSummary>;

export type SendOutcome =
  | { key: string; outcome: "sent"; stack: SavedStackSummary; save: QueuedSave }
  | { key: string; outcome: "conflict"; save: QueuedSave }
  | { key: string; outcome: "failed"; save: QueuedSave; error: unknown };

/** Errors after which the save is still worth sending later: no connection, a busy server, signed out. */
function worthRetrying(error: unknown): boolean {
  if (!isClientError(error)) return true;
  return error.code === "AUTHENTICATION_ERROR" || error.retryable;
}

/**
 * Sends the waiting saves in the order they were made. A sent save leaves the queue; a version
 * conflict leaves it too and is kept as the queue's conflict (the builder shows it); an error worth
 * retrying stops the round and keeps the rest; any other failure drops that save and is reported.
 */
export async function sendQueuedSaves(store: SaveQueueStore, send: SendSave): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = [];
  for (const save of store.getState().saves) {
    try {
      const stack = await send(save);
      store.getState().remove(save.key);
      outcomes.push({ key: save.key, outcome: "sent", stack, save });
    } catch (error) {
      if (isClientError(error) && error.code === "CONFLICT" && save.stackId !== null) {
        store.getState().remove(save.key);
        store.getState().setConflict({ stackId: save.stackId, name: save.body.name });
        outcomes.push({ key: save.key, outcome: "conflict", save });
        continue;
      }
      if (worthRetrying(error)) break;
      store.getState().remove(save.key);
      outcomes.push({ key: save.key, outcome: "failed", save, error });
    }
  }
  return outcomes;
}
