// `current-stack` (docs/product-rules.md §4 "Stack") holds [{ supplement, quantity }]; `current-stack-meta` holds the
// builder's { openStack, timings }. Nothing stored is trusted, and a storage failure is a warning, never thrown.
// zod/mini keeps the whole of zod out of the header badge's first-load JavaScript.
import type { PersistStorage, StorageValue } from "zustand/middleware";
import * as z from "zod/mini";

import { TIMING_SLOTS, type OptimalTiming } from "@/lib/catalogue/values";

import { META_STORAGE_KEY, STACK_STORAGE_KEY } from "./stack-storage-keys";

export { META_STORAGE_KEY, STACK_STORAGE_KEY };

/** `price` is null for a product with no UK price yet: it is checked and kept, but left out of the cost. */
export type StackSupplement = { id: string; name: string; price: number | null } & Record<string, unknown>;

export type StackItem = { supplement: StackSupplement; quantity: number };

export type OpenStack = {
  id: string;
  name: string;
  goal: string | null;
  notes: string | null;
  version: number;
};

export type StackTimings = Readonly<Record<string, OptimalTiming>>;

/** The name and goal a copied stack brings, offered when the copy is first saved. */
export type StackDraft = { name: string; goal: string | null };

export type PersistedStack = {
  items: readonly StackItem[];
  timings: StackTimings;
  openStack: OpenStack | null;
  draft?: StackDraft | null;
};

const storedItemSchema = z.object({
  supplement: z.looseObject({
    id: z.string().check(z.minLength(1)),
    name: z.string(),
    /** Pence per pack; money is integer pence (docs/architecture.md "Domain model"). */
    price: z.nullable(z.int().check(z.nonnegative())),
  }),
  quantity: z.int().check(z.positive()),
});

const storedMetaSchema = z.object({
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
  draft: z.optional(z.nullable(z.object({ name: z.string(), goal: z.nullable(z.string()) }))),
});

type StoredMeta = Pick<PersistedStack, "timings" | "openStack" | "draft">;

const EMPTY_META: StoredMeta = { timings: {}, openStack: null, draft: null };

function parseJson(raw: string, what: string): { ok: true; data: unknown } | { ok: false } {
  try {
    return { ok: true, data: JSON.parse(raw) };
  } catch {
    console.warn(`Ignoring the saved ${what}: it is not valid JSON.`);
    return { ok: false };
  }
}

function mergeItem(items: StackItem[], item: StackItem): void {
  // Duplicate ids would break the one-entry-per-supplement rule (§4); merge their quantities.
  const index = items.findIndex((entry) => entry.supplement.id === item.supplement.id);
  const previous = items[index];
  if (previous) items[index] = { ...previous, quantity: previous.quantity + item.quantity };
  else items.push(item);
}

export function parseStoredStack(raw: string | null): StackItem[] {
  if (raw === null) return [];
  const json = parseJson(raw, `stack ("${STACK_STORAGE_KEY}")`);
  if (!json.ok) return [];
  if (!Array.isArray(json.data)) {
    console.warn(`Ignoring the saved stack: "${STACK_STORAGE_KEY}" is not a list.`);
    return [];
  }
  const items: StackItem[] = [];
  let dropped = 0;
  for (const entry of json.data) {
    const parsed = storedItemSchema.safeParse(entry);
    if (parsed.success) mergeItem(items, parsed.data);
    else dropped += 1;
  }
  if (dropped > 0) console.warn(`Dropped ${dropped} malformed item(s) from the saved stack.`);
  return items;
}

function parseStoredMeta(raw: string | null, items: readonly StackItem[]): StoredMeta {
  if (raw === null) return EMPTY_META;
  const json = parseJson(raw, `builder settings ("${META_STORAGE_KEY}")`);
  if (!json.ok) return EMPTY_META;
  const parsed = storedMetaSchema.safeParse(json.data);
  if (!parsed.success) {
    console.warn("Ignoring the saved builder settings: they are not in the expected form.");
    return EMPTY_META;
  }
  const inStack = new Set(items.map((item) => item.supplement.id));
  const timings = Object.fromEntries(Object.entries(parsed.data.timings).filter(([id]) => inStack.has(id)));
  return { timings, openStack: parsed.data.openStack, draft: parsed.data.draft ?? null };
}

export type StorageSource = () => Storage | undefined;

export function browserStorage(): Storage | undefined {
  if (typeof window === "undefined") return undefined;
  try {
    // Reading `localStorage` itself throws a SecurityError when storage is disabled.
    return window.localStorage;
  } catch (error) {
    console.warn("Browser storage is unavailable; the stack will not be saved.", error);
    return undefined;
  }
}

function readStack(storage: Storage): PersistedStack {
  const items = parseStoredStack(storage.getItem(STACK_STORAGE_KEY));
  return { items, ...parseStoredMeta(storage.getItem(META_STORAGE_KEY), items) };
}

function writeStack(storage: Storage, { items, timings, openStack, draft = null }: PersistedStack): void {
  if (items.length === 0) storage.removeItem(STACK_STORAGE_KEY);
  else storage.setItem(STACK_STORAGE_KEY, JSON.stringify(items));
  if (openStack === null && draft === null && Object.keys(timings).length === 0) {
    storage.removeItem(META_STORAGE_KEY);
  } else {
    storage.setItem(
      META_STORAGE_KEY,
      JSON.stringify(draft === null ? { openStack, timings } : { openStack, timings, draft }),
    );
  }
}

/** The two keys in today's formats (so a visitor's stack loads), not zustand's `{ state, version }` envelope. */
export function stackPersistStorage(getStorage: StorageSource): PersistStorage<PersistedStack> {
  return {
    getItem(): StorageValue<PersistedStack> | null {
      try {
        const storage = getStorage();
        return storage ? { state: readStack(storage), version: 0 } : null;
      } catch (error) {
        console.warn("Could not load the saved stack; starting with an empty one.", error);
        return null;
      }
    },
    setItem(_name, value) {
      try {
        const storage = getStorage();
        if (storage) writeStack(storage, value.state);
      } catch (error) {
        // Quota exceeded or storage disabled: the in-memory stack still works (§4).
        console.warn("Could not save the stack; changes will last only until the page closes.", error);
      }
    },
    removeItem() {
      try {
        const storage = getStorage();
        storage?.removeItem(STACK_STORAGE_KEY);
        storage?.removeItem(META_STORAGE_KEY);
      } catch (error) {
        console.warn("Could not remove the saved stack.", error);
      }
    },
  };
}

/** Whether a `storage` event concerns the stack (a null key: another tab cleared all storage). */
export function isStackStorageEvent(event: StorageEvent): boolean {
  return event.key === null || event.key === STACK_STORAGE_KEY || event.key === META_STORAGE_KEY;
}
