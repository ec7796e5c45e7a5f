// Kept in localStorage, so a save survives closing the tab; one entry per account and target, a later save replacing
// an earlier one. An update carries its base version, so the server answers 409 if the stack changed elsewhere.
import { persist, type PersistStorage } from "zustand/middleware";
import { createStore, type StoreApi } from "zustand/vanilla";
import * as z from "zod/mini";

import { TIMING_SLOTS } from "@/lib/catalogue/values";
import { isClientError } from "@/lib/errors/client-error";
import type { SavedStackSummary } from "@/lib/stacks/stack-summary";

import { readLocalAccount } from "./local-account";

export const SAVE_QUEUE_STORAGE_KEY = "pending-stack-saves";
export const NEW_STACK_KEY = "new";

const userIdSchema = z.string().check(z.minLength(1));

const queuedSaveSchema = z.object({
  key: z.string().check(z.minLength(1)),
  /** The account that made the save: it is sent only under that account's session. */
  userId: userIdSchema,
  stackId: z.nullable(z.string()),
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

const conflictSchema = z.object({ userId: userIdSchema, stackId: z.string(), name: z.string() });

const persistedSchema = z.object({
  saves: z.array(queuedSaveSchema),
  conflict: z.nullable(conflictSchema),
});

export type QueuedSave = z.infer<typeof queuedSaveSchema>;
export type NewQueuedSave = Omit<QueuedSave, "userId">;
export type SaveConflict = z.infer<typeof conflictSchema>;
type Persisted = z.infer<typeof persistedSchema>;

type QueueState = Persisted & {
  enqueue: (save: NewQueuedSave) => boolean;
  remove: (save: QueuedSave) => void;
  setConflict: (conflict: SaveConflict | null) => void;
  keepOnlySavesOf: (userId: string) => void;
  clear: () => void;
};

export type SaveQueueStore = StoreApi<QueueState>;

const EMPTY: Persisted = { saves: [], conflict: null };

function queueStorage(getStorage: () => Storage | undefined): PersistStorage<Persisted> {
  return {
    getItem(name) {
      try {
        const storage = getStorage();
        if (!storage) return null;
        const raw = storage.getItem(name);
        // Nothing stored (or another tab emptied it): nothing waits, whatever this tab last saw.
        if (!raw) return { state: EMPTY, version: 0 };
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

const sameEntry = (a: QueuedSave, b: QueuedSave) => a.key === b.key && a.userId === b.userId;

export type SaveQueueOptions = {
  getStorage?: () => Storage | undefined;
  currentUser?: () => string | null;
  eventTarget?: Pick<Window, "addEventListener"> | undefined;
};

export function createSaveQueue(options: SaveQueueOptions = {}) {
  const { getStorage = browserStorage, currentUser = readLocalAccount } = options;
  const defaultTarget = typeof window === "undefined" ? undefined : window;
  const eventTarget = "eventTarget" in options ? options.eventTarget : defaultTarget;
  const store = createStore<QueueState>()(
    persist(
      (set, get) => ({
        ...EMPTY,
        enqueue: (entry) => {
          const userId = currentUser();
          if (userId === null) {
            console.warn("Not keeping the save: no account is signed in on this browser.");
            return false;
          }
          const save = { ...entry, userId };
          set({ saves: [...get().saves.filter((kept) => !sameEntry(kept, save)), save] });
          return true;
        },
        remove: (save) => set({ saves: get().saves.filter((kept) => !sameEntry(kept, save)) }),
        setConflict: (conflict) => set({ conflict }),
        keepOnlySavesOf: (userId) => {
          const { saves, conflict } = get();
          set({
            saves: saves.filter((save) => save.userId === userId),
            conflict: conflict?.userId === userId ? conflict : null,
          });
        },
        clear: () => set(EMPTY),
      }),
      {
        name: SAVE_QUEUE_STORAGE_KEY,
        storage: queueStorage(getStorage),
        partialize: ({ saves, conflict }) => ({ saves, conflict }),
      },
    ),
  );
  // Another tab queued, sent or cleared saves: storage already holds the result.
  eventTarget?.addEventListener("storage", (event) => {
    if (event.key === null || event.key === SAVE_QUEUE_STORAGE_KEY) void store.persist.rehydrate();
  });
  return store;
}

export const saveQueue = createSaveQueue();

export type SendSave = (save: QueuedSave) => Promise<SavedStackSummary>;

export type SendOutcome =
  | { key: string; outcome: "sent"; stack: SavedStackSummary; save: QueuedSave }
  | { key: string; outcome: "conflict"; save: QueuedSave }
  | { key: string; outcome: "failed"; save: QueuedSave; error: unknown };

/** No connection, a busy server, or a lost session (kept for its author's next sign-in, never sent under another's). */
function worthRetrying(error: unknown): boolean {
  if (!isClientError(error)) return true;
  return error.code === "AUTHENTICATION_ERROR" || error.retryable;
}

// Only `userId`'s saves, in order: the session they go with must be the account that made them. A conflict is kept for
// the builder; an error worth retrying stops the round; any other failure drops that save and is reported.
export async function sendQueuedSaves(
  store: SaveQueueStore,
  send: SendSave,
  userId: string,
): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = [];
  for (const save of store.getState().saves.filter((entry) => entry.userId === userId)) {
    try {
      const stack = await send(save);
      store.getState().remove(save);
      outcomes.push({ key: save.key, outcome: "sent", stack, save });
    } catch (error) {
      if (isClientError(error) && error.code === "CONFLICT" && save.stackId !== null) {
        store.getState().remove(save);
        store.getState().setConflict({ userId, stackId: save.stackId, name: save.body.name });
        outcomes.push({ key: save.key, outcome: "conflict", save });
        continue;
      }
      if (worthRetrying(error)) break;
      store.getState().remove(save);
      outcomes.push({ key: save.key, outcome: "failed", save, error });
    }
  }
  return outcomes;
}
