// The visitor's current stack, kept in the browser (SPEC.md §3 "Stack item", §4 "Stack").
//
// Transitions (§4): add (new entry with quantity 1, or increment), set quantity (0 or less
// removes), remove, clear. Derived (§3): totalCount = sum of quantities, totalCost = sum of
// price × quantity. It persists under the `current-stack` key and is shared live across views;
// a load or save failure is ignored with a warning (§4) — the store never throws.
//
// One external store (read with useSyncExternalStore) rather than React context, so that every
// component in every tree sees the same stack, and the `storage` event keeps other tabs in step.
// zod/mini: the same validation with a tree-shakable API, so the header's badge does not pull the
// whole of zod into every page's first-load JavaScript.
import * as z from "zod/mini";

export const STACK_STORAGE_KEY = "current-stack";

const storedSupplementSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  /** Pence per pack; money is integer pence (ARCHITECTURE.md "Domain model"). */
  price: z.int().check(z.nonnegative()),
});

const storedItemSchema = z.object({
  supplement: storedSupplementSchema,
  quantity: z.int().check(z.positive()),
});

export type StackSupplement = { id: string; name: string; price: number } & Record<string, unknown>;

export type StackItem = { supplement: StackSupplement; quantity: number };

export type StackSnapshot = {
  readonly items: readonly StackItem[];
  readonly totalCount: number;
  /** Integer pence. */
  readonly totalCost: number;
};

export type StackStore = {
  getSnapshot(): StackSnapshot;
  getServerSnapshot(): StackSnapshot;
  subscribe(listener: () => void): () => void;
  addSupplement(supplement: StackSupplement): void;
  setQuantity(supplementId: string, quantity: number): void;
  removeSupplement(supplementId: string): void;
  clearStack(): void;
};

export type StackStoreOptions = {
  /** Where the stack persists; `undefined` (no browser, or storage disabled) keeps it in memory. */
  getStorage?: () => Storage | undefined;
  /** Receives `storage` events from other tabs. */
  eventTarget?: Pick<Window, "addEventListener" | "removeEventListener"> | undefined;
};

function snapshotOf(items: readonly StackItem[]): StackSnapshot {
  return Object.freeze({
    items: Object.freeze([...items]),
    totalCount: items.reduce((sum, item) => sum + item.quantity, 0),
    totalCost: items.reduce((sum, item) => sum + item.supplement.price * item.quantity, 0),
  });
}

const EMPTY_SNAPSHOT = snapshotOf([]);

/** Parses stored JSON; malformed entries are dropped (with a warning), never trusted. */
export function parseStoredStack(raw: string | null): StackItem[] {
  if (raw === null) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    console.warn(`Ignoring the saved stack: "${STACK_STORAGE_KEY}" is not valid JSON.`);
    return [];
  }
  if (!Array.isArray(data)) {
    console.warn(`Ignoring the saved stack: "${STACK_STORAGE_KEY}" is not a list.`);
    return [];
  }
  const items: StackItem[] = [];
  let dropped = 0;
  for (const entry of data) {
    const parsed = storedItemSchema.safeParse(entry);
    if (!parsed.success) {
      dropped += 1;
      continue;
    }
    // Duplicate ids would break the one-entry-per-supplement rule (§4); merge their quantities.
    const existing = items.findIndex((item) => item.supplement.id === parsed.data.supplement.id);
    if (existing === -1) items.push(parsed.data);
    else {
      const previous = items[existing];
      if (previous) items[existing] = { ...previous, quantity: previous.quantity + parsed.data.quantity };
    }
  }
  if (dropped > 0) console.warn(`Dropped ${dropped} malformed item(s) from the saved stack.`);
  return items;
}

function browserStorage(): Storage | undefined {
  if (typeof window === "undefined") return undefined;
  try {
    // Reading `localStorage` itself throws a SecurityError when storage is disabled.
    return window.localStorage;
  } catch (error) {
    console.warn("Browser storage is unavailable; the stack will not be saved.", error);
    return undefined;
  }
}

export function createStackStore(options: StackStoreOptions = {}): StackStore {
  const getStorage = options.getStorage ?? browserStorage;
  const defaultTarget = typeof window === "undefined" ? undefined : window;
  const eventTarget = "eventTarget" in options ? options.eventTarget : defaultTarget;
  const listeners = new Set<() => void>();
  let snapshot: StackSnapshot | undefined;

  function load(): StackSnapshot {
    try {
      return snapshotOf(parseStoredStack(getStorage()?.getItem(STACK_STORAGE_KEY) ?? null));
    } catch (error) {
      console.warn("Could not load the saved stack; starting with an empty one.", error);
      return EMPTY_SNAPSHOT;
    }
  }

  function current(): StackSnapshot {
    snapshot ??= load();
    return snapshot;
  }

  function notify(): void {
    for (const listener of [...listeners]) listener();
  }

  function commit(items: readonly StackItem[]): void {
    snapshot = snapshotOf(items);
    try {
      const storage = getStorage();
      if (items.length === 0) storage?.removeItem(STACK_STORAGE_KEY);
      else storage?.setItem(STACK_STORAGE_KEY, JSON.stringify(items));
    } catch (error) {
      // Quota exceeded or storage disabled: the in-memory stack still works (§4).
      console.warn("Could not save the stack; changes will last only until the page closes.", error);
    }
    notify();
  }

  function onStorage(event: StorageEvent): void {
    // key === null means another tab cleared all of storage.
    if (event.key !== null && event.key !== STACK_STORAGE_KEY) return;
    snapshot = snapshotOf(event.key === null ? [] : parseStoredStack(event.newValue));
    notify();
  }

  return {
    getSnapshot: current,
    getServerSnapshot: () => EMPTY_SNAPSHOT,
    subscribe(listener) {
      if (listeners.size === 0) {
        eventTarget?.addEventListener("storage", onStorage);
        // Another tab may have written while nobody was listening.
        if (snapshot !== undefined) snapshot = load();
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) eventTarget?.removeEventListener("storage", onStorage);
      };
    },
    addSupplement(supplement) {
      const items = current().items;
      const existing = items.find((item) => item.supplement.id === supplement.id);
      commit(
        existing
          ? items.map((item) =>
              // Keep the latest supplement data (e.g. a price change) with the higher quantity.
              item === existing ? { supplement, quantity: item.quantity + 1 } : item,
            )
          : [...items, { supplement, quantity: 1 }],
      );
    },
    setQuantity(supplementId, quantity) {
      if (!Number.isFinite(quantity)) return;
      const items = current().items;
      if (!items.some((item) => item.supplement.id === supplementId)) return;
      const whole = Math.trunc(quantity);
      commit(
        whole <= 0
          ? items.filter((item) => item.supplement.id !== supplementId)
          : items.map((item) => (item.supplement.id === supplementId ? { ...item, quantity: whole } : item)),
      );
    },
    removeSupplement(supplementId) {
      const items = current().items;
      if (!items.some((item) => item.supplement.id === supplementId)) return;
      commit(items.filter((item) => item.supplement.id !== supplementId));
    },
    clearStack() {
      if (current().items.length === 0) return;
      commit([]);
    },
  };
}

/** The app-wide stack. */
export const stackStore = createStackStore();
