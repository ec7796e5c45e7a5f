// The stack and its timings live in one zustand store, so every transition keeps them together (docs/product-rules.md
// §4 "Stack"); the `storage` event keeps other tabs in step.
import { persist } from "zustand/middleware";
import { createStore, type StoreApi } from "zustand/vanilla";

import type { OptimalTiming } from "@/lib/catalogue/values";

import {
  browserStorage,
  isStackStorageEvent,
  stackPersistStorage,
  type OpenStack,
  type PersistedStack,
  type StackItem,
  type StackSupplement,
  type StorageSource,
} from "./stack-storage";
import { stackStoreLoaded } from "./stack-store-signal";

export { STACK_STORAGE_KEY, META_STORAGE_KEY } from "./stack-storage";
export type { OpenStack, StackDraft, StackItem, StackSupplement, StackTimings } from "./stack-storage";

export type StackActions = {
  addSupplement: (supplement: StackSupplement) => void;
  setQuantity: (supplementId: string, quantity: number) => void;
  removeSupplement: (supplementId: string) => void;
  clearStack: () => void;
  setTiming: (supplementId: string, timing: OptimalTiming | null) => void;
  replaceSupplement: (supplementId: string, replacement: StackSupplement) => void;
  setOpenStack: (openStack: OpenStack | null) => void;
  loadStack: (next: PersistedStack) => void;
};

type StackState = PersistedStack & StackActions;

export type StackStore = StoreApi<StackState> & {
  persist: { rehydrate: () => Promise<void> };
};

export type StackStoreOptions = {
  getStorage?: StorageSource;
  eventTarget?: Pick<Window, "addEventListener"> | undefined;
};

export function totalCountOf(items: readonly StackItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function totalCostOf(items: readonly StackItem[]): number {
  return items.reduce((sum, item) => sum + (item.supplement.price ?? 0) * item.quantity, 0);
}

const EMPTY: PersistedStack = { items: [], timings: {}, openStack: null, draft: null };

function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([entry]) => entry !== key));
}

function has(items: readonly StackItem[], supplementId: string): boolean {
  return items.some((item) => item.supplement.id === supplementId);
}

type SetState = StoreApi<StackState>["setState"];
type GetState = StoreApi<StackState>["getState"];

function removal({ items, timings }: PersistedStack, supplementId: string): Partial<PersistedStack> {
  return {
    items: items.filter((item) => item.supplement.id !== supplementId),
    timings: withoutKey(timings, supplementId),
  };
}

function itemActions(
  set: SetState,
  get: GetState,
): Omit<StackActions, "setTiming" | "setOpenStack" | "loadStack"> {
  return {
    addSupplement(supplement) {
      const { items } = get();
      const existing = items.find((item) => item.supplement.id === supplement.id);
      set({
        items: existing
          ? // Keep the latest supplement data (e.g. a price change) with the higher quantity.
            items.map((item) => (item === existing ? { supplement, quantity: item.quantity + 1 } : item))
          : [...items, { supplement, quantity: 1 }],
      });
    },
    setQuantity(supplementId, quantity) {
      const state = get();
      if (!Number.isFinite(quantity) || !has(state.items, supplementId)) return;
      const whole = Math.trunc(quantity);
      if (whole <= 0) set(removal(state, supplementId));
      else
        set({
          items: state.items.map((item) =>
            item.supplement.id === supplementId ? { ...item, quantity: whole } : item,
          ),
        });
    },
    removeSupplement(supplementId) {
      const state = get();
      if (has(state.items, supplementId)) set(removal(state, supplementId));
    },
    clearStack() {
      const { items, timings, openStack, draft } = get();
      const empty = items.length === 0 && openStack === null && !draft && Object.keys(timings).length === 0;
      if (!empty) set(EMPTY);
    },
    replaceSupplement(supplementId, replacement) {
      const { items, timings } = get();
      const current = items.find((item) => item.supplement.id === supplementId);
      if (!current || supplementId === replacement.id) return;
      const timing = timings[supplementId];
      const rest = items.filter((item) => item !== current && item.supplement.id !== replacement.id);
      const others = withoutKey(timings, supplementId);
      set({
        items: [...rest, { supplement: replacement, quantity: current.quantity }],
        timings: timing ? { ...others, [replacement.id]: timing } : others,
      });
    },
  };
}

function stackState(set: SetState, get: GetState): StackState {
  return {
    ...EMPTY,
    ...itemActions(set, get),
    setTiming(supplementId, timing) {
      const { items, timings } = get();
      if (!has(items, supplementId)) return;
      const others = withoutKey(timings, supplementId);
      set({ timings: timing ? { ...others, [supplementId]: timing } : others });
    },
    // Once saved, the stack has its own name: the copy's suggestion is done with.
    setOpenStack: (openStack) => set({ openStack, draft: null }),
    loadStack({ items, timings, openStack, draft = null }) {
      const inStack = new Set(items.map((item) => item.supplement.id));
      const kept = Object.fromEntries(Object.entries(timings).filter(([id]) => inStack.has(id)));
      set({ items, timings: kept, openStack, draft });
    },
  };
}

export function createStackStore(options: StackStoreOptions = {}): StackStore {
  const getStorage = options.getStorage ?? browserStorage;
  const defaultTarget = typeof window === "undefined" ? undefined : window;
  const eventTarget = "eventTarget" in options ? options.eventTarget : defaultTarget;
  const store = createStore<StackState>()(
    persist(stackState, {
      name: "current-stack",
      storage: stackPersistStorage(getStorage),
      partialize: ({ items, timings, openStack, draft }) => ({ items, timings, openStack, draft }),
    }),
  );
  // Another tab changed the stack: storage already holds its value, so read it again (§4).
  eventTarget?.addEventListener("storage", (event) => {
    if (isStackStorageEvent(event)) void store.persist.rehydrate();
  });
  return store;
}

export const stackStore = createStackStore();
stackStoreLoaded();
