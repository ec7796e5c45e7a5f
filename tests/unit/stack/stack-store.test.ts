import {
  META_STORAGE_KEY,
  STACK_STORAGE_KEY,
  createStackStore,
  totalCostOf,
  totalCountOf,
  type StackStoreOptions,
  type StackSupplement,
} from "@/components/stacks/stack-store";
import { parseStoredStack } from "@/components/stacks/stack-storage";

const vitaminD: StackSupplement = { id: "vit-d3", name: "Vitamin D3 1000 IU", price: 499 };
const magnesium: StackSupplement = { id: "mag-gly", name: "Magnesium Glycinate", price: 1250, brand: "Acme" };
const openStack = { id: "stack-1", name: "Winter", goal: "immune", notes: null, version: 3 };

function freshStore(options: StackStoreOptions = {}) {
  return createStackStore({ getStorage: () => window.localStorage, eventTarget: window, ...options });
}

function saved(key = STACK_STORAGE_KEY): unknown {
  const raw = window.localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
}

let warn: jest.SpyInstance;

beforeEach(() => {
  window.localStorage.clear();
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
});

describe("stack transitions (docs/product-rules.md §4 Stack)", () => {
  it("starts empty", () => {
    const state = freshStore().getState();
    expect(state).toMatchObject({ items: [], timings: {}, openStack: null });
    expect(totalCountOf(state.items)).toBe(0);
    expect(totalCostOf(state.items)).toBe(0);
  });

  it("adds a new supplement with quantity 1, then increments it", () => {
    const store = freshStore();
    store.getState().addSupplement(vitaminD);
    expect(store.getState().items).toEqual([{ supplement: vitaminD, quantity: 1 }]);
    store.getState().addSupplement(vitaminD);
    expect(store.getState().items).toEqual([{ supplement: vitaminD, quantity: 2 }]);
  });

  it("keeps extra supplement fields and the latest supplement data", () => {
    const store = freshStore();
    store.getState().addSupplement(magnesium);
    store.getState().addSupplement({ ...magnesium, price: 1100 });
    expect(store.getState().items).toEqual([{ supplement: { ...magnesium, price: 1100 }, quantity: 2 }]);
    expect(store.getState().items[0]?.supplement.brand).toBe("Acme");
  });

  it("sets a quantity, and 0 or less removes the item", () => {
    const store = freshStore();
    const { addSupplement, setQuantity } = store.getState();
    addSupplement(vitaminD);
    addSupplement(magnesium);
    setQuantity("vit-d3", 4);
    expect(store.getState().items.find((i) => i.supplement.id === "vit-d3")?.quantity).toBe(4);
    setQuantity("vit-d3", 2.7);
    expect(store.getState().items.find((i) => i.supplement.id === "vit-d3")?.quantity).toBe(2);
    setQuantity("vit-d3", 0);
    expect(store.getState().items.map((i) => i.supplement.id)).toEqual(["mag-gly"]);
    setQuantity("mag-gly", -3);
    expect(store.getState().items).toEqual([]);
  });

  it("ignores a quantity for a supplement not in the stack, and non-finite quantities", () => {
    const store = freshStore();
    store.getState().addSupplement(vitaminD);
    const before = store.getState();
    store.getState().setQuantity("unknown", 3);
    store.getState().setQuantity("vit-d3", Number.NaN);
    store.getState().removeSupplement("unknown");
    expect(store.getState()).toBe(before);
  });

  it("removes one supplement and clears all", () => {
    const store = freshStore();
    store.getState().addSupplement(vitaminD);
    store.getState().addSupplement(magnesium);
    store.getState().removeSupplement("vit-d3");
    expect(store.getState().items.map((i) => i.supplement.id)).toEqual(["mag-gly"]);
    store.getState().clearStack();
    expect(store.getState().items).toEqual([]);
  });

  it("derives totalCount and totalCost (integer pence) from quantities (docs/product-rules.md §3)", () => {
    const store = freshStore();
    store.getState().addSupplement(vitaminD);
    store.getState().addSupplement(vitaminD);
    store.getState().addSupplement(magnesium);
    store.getState().setQuantity("mag-gly", 3);
    expect(totalCountOf(store.getState().items)).toBe(5);
    expect(totalCostOf(store.getState().items)).toBe(2 * 499 + 3 * 1250);
    // A product with no UK price yet counts in the stack but not in its cost.
    store.getState().addSupplement({ id: "menoherb", name: "MenoHerb", price: null });
    expect(totalCountOf(store.getState().items)).toBe(6);
    expect(totalCostOf(store.getState().items)).toBe(2 * 499 + 3 * 1250);
  });

  it("notifies subscribers on every change and keeps the state stable in between", () => {
    const store = freshStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.getState();
    expect(store.getState()).toBe(first);
    store.getState().addSupplement(vitaminD);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState()).not.toBe(first);
    unsubscribe();
    store.getState().addSupplement(vitaminD);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("has an empty initial (server) state whatever the client holds", () => {
    const store = freshStore();
    store.getState().addSupplement(vitaminD);
    expect(store.getInitialState().items).toEqual([]);
  });
});

describe("timings and the open stack move with the stack", () => {
  it("sets and unsets a timing only for an item in the stack", () => {
    const store = freshStore();
    store.getState().addSupplement(vitaminD);
    store.getState().setTiming("vit-d3", "morning");
    store.getState().setTiming("not-in-stack", "evening");
    expect(store.getState().timings).toEqual({ "vit-d3": "morning" });
    store.getState().setTiming("vit-d3", null);
    expect(store.getState().timings).toEqual({});
  });

  it("drops an item's timing when the item is removed or its quantity goes to 0", () => {
    const store = freshStore();
    const { addSupplement, setTiming, removeSupplement, setQuantity } = store.getState();
    addSupplement(vitaminD);
    addSupplement(magnesium);
    setTiming("vit-d3", "morning");
    setTiming("mag-gly", "evening");
    removeSupplement("vit-d3");
    expect(store.getState().timings).toEqual({ "mag-gly": "evening" });
    setQuantity("mag-gly", 0);
    expect(store.getState().timings).toEqual({});
  });

  it("clearing the stack clears its timings and closes the open stack", () => {
    const store = freshStore();
    store.getState().addSupplement(vitaminD);
    store.getState().setTiming("vit-d3", "with_food");
    store.getState().setOpenStack(openStack);
    store.getState().clearStack();
    expect(store.getState()).toMatchObject({ items: [], timings: {}, openStack: null });
    expect(window.localStorage.getItem(META_STORAGE_KEY)).toBeNull();
  });

  it("replaces an item with another product, keeping its quantity and timing", () => {
    const store = freshStore();
    store.getState().addSupplement(vitaminD);
    store.getState().setQuantity("vit-d3", 2);
    store.getState().setTiming("vit-d3", "morning");
    const cheaper = { id: "vit-d3-own", name: "Own-brand D3", price: 199 };
    store.getState().replaceSupplement("vit-d3", cheaper);
    expect(store.getState().items).toEqual([{ supplement: cheaper, quantity: 2 }]);
    expect(store.getState().timings).toEqual({ "vit-d3-own": "morning" });
  });

  it("loads a saved stack in one transition, keeping only timings of its items", () => {
    const store = freshStore();
    store.getState().addSupplement(magnesium);
    const listener = jest.fn();
    store.subscribe(listener);
    store.getState().loadStack({
      items: [{ supplement: vitaminD, quantity: 2 }],
      timings: { "vit-d3": "morning", "mag-gly": "evening" },
      openStack,
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({
      items: [{ supplement: vitaminD, quantity: 2 }],
      timings: { "vit-d3": "morning" },
      openStack,
    });
  });
});

describe("persistence under current-stack (docs/product-rules.md §4)", () => {
  it("uses the key current-stack", () => {
    expect(STACK_STORAGE_KEY).toBe("current-stack");
  });

  it("saves every change as the list of items and removes the key when the stack is cleared", () => {
    const store = freshStore();
    store.getState().addSupplement(vitaminD);
    store.getState().addSupplement(vitaminD);
    expect(saved()).toEqual([{ supplement: vitaminD, quantity: 2 }]);
    store.getState().clearStack();
    expect(window.localStorage.getItem(STACK_STORAGE_KEY)).toBeNull();
  });

  it("saves timings and the open stack under current-stack-meta", () => {
    const store = freshStore();
    store.getState().addSupplement(vitaminD);
    store.getState().setTiming("vit-d3", "evening");
    store.getState().setOpenStack(openStack);
    expect(saved(META_STORAGE_KEY)).toEqual({ openStack, timings: { "vit-d3": "evening" } });
  });

  it("keeps a copy's suggested name and goal across reloads until the stack is saved or cleared", () => {
    const draft = { name: "Winter minerals", goal: "sleep" };
    freshStore()
      .getState()
      .loadStack({ items: [{ supplement: vitaminD, quantity: 1 }], timings: {}, openStack: null, draft });
    expect(saved(META_STORAGE_KEY)).toEqual({ openStack: null, timings: {}, draft });
    const reloaded = freshStore();
    expect(reloaded.getState().draft).toEqual(draft);
    reloaded.getState().setOpenStack(openStack);
    expect(reloaded.getState().draft).toBeNull();
    expect(saved(META_STORAGE_KEY)).toEqual({ openStack, timings: {} });
    reloaded.getState().loadStack({ items: [], timings: {}, openStack: null, draft });
    reloaded.getState().clearStack();
    expect(window.localStorage.getItem(META_STORAGE_KEY)).toBeNull();
  });

  it("loads a stack and builder settings saved in today's format", () => {
    // Exactly what the previous stack and builder-meta stores wrote.
    window.localStorage.setItem(
      STACK_STORAGE_KEY,
      '[{"supplement":{"id":"mag-gly","name":"Magnesium Glycinate","price":1250,"brand":"Acme"},"quantity":2},' +
        '{"supplement":{"id":"vit-d3","name":"Vitamin D3 1000 IU","price":499},"quantity":1}]',
    );
    window.localStorage.setItem(
      META_STORAGE_KEY,
      '{"openStack":{"id":"stack-1","name":"Winter","goal":"immune","notes":null,"version":3},' +
        '"timings":{"mag-gly":"evening","gone":"morning"}}',
    );
    const state = freshStore().getState();
    expect(state.items).toEqual([
      { supplement: magnesium, quantity: 2 },
      { supplement: vitaminD, quantity: 1 },
    ]);
    expect(totalCountOf(state.items)).toBe(3);
    expect(totalCostOf(state.items)).toBe(2 * 1250 + 499);
    expect(state.timings).toEqual({ "mag-gly": "evening" });
    expect(state.openStack).toEqual(openStack);
  });

  it("loads today's builder settings with no open stack and no timings", () => {
    window.localStorage.setItem(STACK_STORAGE_KEY, JSON.stringify([{ supplement: vitaminD, quantity: 1 }]));
    window.localStorage.setItem(META_STORAGE_KEY, '{"openStack":null,"timings":{}}');
    expect(freshStore().getState()).toMatchObject({ timings: {}, openStack: null });
  });

  it("ignores unparseable JSON with a warning", () => {
    window.localStorage.setItem(STACK_STORAGE_KEY, "{not json");
    expect(freshStore().getState().items).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("not valid JSON"));
  });

  it("ignores malformed builder settings with a warning, keeping the stack", () => {
    window.localStorage.setItem(STACK_STORAGE_KEY, JSON.stringify([{ supplement: vitaminD, quantity: 1 }]));
    window.localStorage.setItem(META_STORAGE_KEY, '{"openStack":null,"timings":{"vit-d3":"midnight"}}');
    const state = freshStore().getState();
    expect(state.items).toHaveLength(1);
    expect(state.timings).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("builder settings"));
  });

  it("drops malformed entries, keeps valid ones and warns", () => {
    window.localStorage.setItem(
      STACK_STORAGE_KEY,
      JSON.stringify([
        { supplement: vitaminD, quantity: 1 },
        { supplement: { id: "x", name: "Price missing" }, quantity: 1 },
        { supplement: { id: "y", name: "Negative price", price: -1 }, quantity: 1 },
        { supplement: magnesium, quantity: 0 },
        { supplement: magnesium, quantity: 1.5 },
        "garbage",
        null,
      ]),
    );
    expect(freshStore().getState().items).toEqual([{ supplement: vitaminD, quantity: 1 }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Dropped 6 malformed"));
  });

  it("ignores a saved value that is not a list", () => {
    expect(parseStoredStack(JSON.stringify({ supplement: vitaminD, quantity: 1 }))).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("not a list"));
  });

  it("keeps a saved product whose price is unknown (null)", () => {
    const unpriced = { id: "menoherb", name: "MenoHerb", price: null };
    expect(parseStoredStack(JSON.stringify([{ supplement: unpriced, quantity: 2 }]))).toEqual([
      { supplement: unpriced, quantity: 2 },
    ]);
  });

  it("merges duplicate saved entries for one supplement", () => {
    const raw = JSON.stringify([
      { supplement: vitaminD, quantity: 1 },
      { supplement: vitaminD, quantity: 2 },
    ]);
    expect(parseStoredStack(raw)).toEqual([{ supplement: vitaminD, quantity: 3 }]);
  });

  it("keeps working in memory when saving fails (quota), with a warning", () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    });
    const store = freshStore();
    expect(() => store.getState().addSupplement(vitaminD)).not.toThrow();
    expect(totalCountOf(store.getState().items)).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Could not save"), expect.any(DOMException));
    setItem.mockRestore();
  });

  it("starts empty when reading storage throws (storage disabled), with a warning", () => {
    const store = freshStore({
      getStorage: () => {
        throw new DOMException("Access denied", "SecurityError");
      },
    });
    expect(store.getState().items).toEqual([]);
    expect(() => store.getState().addSupplement(vitaminD)).not.toThrow();
    expect(totalCountOf(store.getState().items)).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Could not load"), expect.any(DOMException));
  });

  it("works without any storage at all", () => {
    const store = freshStore({ getStorage: () => undefined });
    store.getState().addSupplement(vitaminD);
    expect(totalCountOf(store.getState().items)).toBe(1);
  });
});

describe("cross-tab sync through the storage event (docs/product-rules.md §4 'shared live')", () => {
  // In a browser, the other tab has already written storage when this tab's event fires.
  function otherTabWrites(newValue: string | null, key: string | null = STACK_STORAGE_KEY) {
    if (key === null) window.localStorage.clear();
    else if (newValue === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, newValue);
    window.dispatchEvent(new StorageEvent("storage", { key, newValue }));
  }

  it("picks up another tab's stack and notifies subscribers", () => {
    const store = freshStore();
    const listener = jest.fn();
    store.subscribe(listener);
    otherTabWrites(JSON.stringify([{ supplement: vitaminD, quantity: 3 }]));
    expect(listener).toHaveBeenCalled();
    expect(totalCountOf(store.getState().items)).toBe(3);
  });

  it("picks up another tab's timings", () => {
    const store = freshStore();
    store.getState().addSupplement(vitaminD);
    otherTabWrites(JSON.stringify({ openStack: null, timings: { "vit-d3": "evening" } }), META_STORAGE_KEY);
    expect(store.getState().timings).toEqual({ "vit-d3": "evening" });
  });

  it("empties when another tab clears the key or all storage", () => {
    window.localStorage.setItem(STACK_STORAGE_KEY, JSON.stringify([{ supplement: vitaminD, quantity: 1 }]));
    const store = freshStore();
    expect(totalCountOf(store.getState().items)).toBe(1);
    otherTabWrites(null);
    expect(totalCountOf(store.getState().items)).toBe(0);
    otherTabWrites(JSON.stringify([{ supplement: vitaminD, quantity: 2 }]));
    expect(totalCountOf(store.getState().items)).toBe(2);
    otherTabWrites(null, null);
    expect(totalCountOf(store.getState().items)).toBe(0);
  });

  it("ignores other keys, and drops malformed values from other tabs with a warning", () => {
    const store = freshStore();
    store.getState().addSupplement(vitaminD);
    const listener = jest.fn();
    store.subscribe(listener);
    otherTabWrites("[]", "something-else");
    expect(listener).not.toHaveBeenCalled();
    otherTabWrites("{broken");
    expect(store.getState().items).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });
});
