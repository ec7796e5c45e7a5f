// What the builder keeps beside the spec's stack store (components/stack/stack-store.ts): the
// timing slot chosen per item and which saved stack is open (so saving updates it rather than
// creating a duplicate). Persisted under `current-stack-meta`, shared across tabs like the stack.
import * as z from "zod/mini";

import { TIMING_SLOTS, type OptimalTiming } from "@/lib/catalogue/values";

export const META_STORAGE_KEY = "current-stack-meta";

type Timing = OptimalTiming;

const metaSchema = z.object({
  openStack: z.nullable(
    z.object({
      id: z.string().check(z.minLength(1)),
      name: z.string(),
      goal: z.nullable(z.string()),
      notes: z.nullable(z.string()),
      version: z.int().check(z.positive()),
    }),
  ),
  timings: z.record(z.string(), z.enum(TIMING_SLOTS)),
});

export type OpenStack = {
  id: string;
  name: string;
  goal: string | null;
  notes: string | null;
  version: number;
};
export type BuilderMeta = {
  readonly openStack: OpenStack | null;
  readonly timings: Readonly<Record<string, Timing>>;
};

const EMPTY: BuilderMeta = Object.freeze({ openStack: null, timings: Object.freeze({}) });

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function read(): BuilderMeta {
  try {
    const raw = storage()?.getItem(META_STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed = metaSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY;
  } catch (error) {
    console.warn("Ignoring the saved builder settings", error);
    return EMPTY;
  }
}

let snapshot: BuilderMeta | undefined;
const listeners = new Set<() => void>();

function emit(next: BuilderMeta) {
  snapshot = next;
  try {
    storage()?.setItem(META_STORAGE_KEY, JSON.stringify(next));
  } catch (error) {
    console.warn("Could not save the builder settings", error);
  }
  for (const listener of listeners) listener();
}

export const builderMetaStore = {
  getSnapshot(): BuilderMeta {
    snapshot ??= read();
    return snapshot;
  },
  getServerSnapshot(): BuilderMeta {
    return EMPTY;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== META_STORAGE_KEY) return;
      snapshot = read();
      listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  },
  setTiming(supplementId: string, timing: Timing | null) {
    const current = builderMetaStore.getSnapshot();
    const timings = { ...current.timings };
    if (timing) timings[supplementId] = timing;
    else delete timings[supplementId];
    emit({ ...current, timings });
  },
  setOpenStack(openStack: OpenStack | null) {
    emit({ ...builderMetaStore.getSnapshot(), openStack });
  },
  /** Replaces everything (opening a saved stack). */
  replace(next: BuilderMeta) {
    emit(next);
  },
};
