import {
  STACK_STORAGE_KEY,
  createStackStore,
  parseStoredStack,
  type StackStoreOptions,
  type StackSupplement,
} from "@/components/stack/stack-store";

const vitaminD: StackSupplement = { id: "vit-d3", name: "Vitamin D3 1000 IU", price: 499 };
const magnesium: StackSupplement = { id: "mag-gly", name: "Magnesium Glycinate", price: 1250, brand: "Acme" };

function freshStore(options: StackStoreOptions = {}) {
  return createStackStore({ getStorage: () => window.localStorage, eventTarget: window, ...options });
}

function saved(): unknown {
  const raw = window.localStorage.getItem(STACK_STORAGE_KEY);
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

describe("stack transitions (SPEC §4 Stack)", () => {
  it("starts empty", () => {
    const store = freshStore();
    expect(store.getSnapshot()).toMatchObject({ items: [], totalCount: 0, totalCost: 0 });
  });

  it("adds a new supplement with quantity 1, then increments it", () => {
    const store = freshStore();
    store.addSupplement(vitaminD);
    expect(store.getSnapshot().items).toEqual([{ supplement: vitaminD, quantity: 1 }]);
    store.addSupplement(vitaminD);
    expect(store.getSnapshot().items).toEqual([{ supplement: vitaminD, quantity: 2 }]);
  });

  it("keeps extra supplement fields", () => {
    const store = freshStore();
    store.addSupplement(magnesium);
    expect(store.getSnapshot().items[0]?.supplement.brand).toBe("Acme");
  });

  it("sets a quantity, and 0 or less removes the item", () => {
    const store = freshStore();
    store.addSupplement(vitaminD);
    store.addSupplement(magnesium);
    store.setQuantity("vit-d3", 4);
    expect(store.getSnapshot().items.find((i) => i.supplement.id === "vit-d3")?.quantity).toBe(4);
    store.setQuantity("vit-d3", 0);
    expect(store.getSnapshot().items.map((i) => i.supplement.id)).toEqual(["mag-gly"]);
    store.setQuantity("mag-gly", -3);
    expect(store.getSnapshot().items).toEqual([]);
  });

  it("ignores a quantity for a supplement not in the stack, and non-finite quantities", () => {
    const store = freshStore();
    store.addSupplement(vitaminD);
    const before = store.getSnapshot();
    store.setQuantity("unknown", 3);
    store.setQuantity("vit-d3", Number.NaN);
    expect(store.getSnapshot()).toBe(before);
  });

  it("removes one supplement and clears all", () => {
    const store = freshStore();
    store.addSupplement(vitaminD);
    store.addSupplement(magnesium);
    store.removeSupplement("vit-d3");
    expect(store.getSnapshot().items.map((i) => i.supplement.id)).toEqual(["mag-gly"]);
    store.clearStack();
    expect(store.getSnapshot()).toMatchObject({ items: [], totalCount: 0, totalCost: 0 });
  });

  it("derives totalCount and totalCost (integer pence) from quantities (SPEC §3)", () => {
    const store = freshStore();
    store.addSupplement(vitaminD);
    store.addSupplement(vitaminD);
    store.addSupplement(magnesium);
    store.setQuantity("mag-gly", 3);
    expect(store.getSnapshot().totalCount).toBe(5);
    expect(store.getSnapshot().totalCost).toBe(2 * 499 + 3 * 1250);
  });

  it("notifies subscribers on every change and keeps the snapshot stable in between", () => {
    const store = freshStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.addSupplement(vitaminD);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(first);
    unsubscribe();
    store.addSupplement(vitaminD);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("has an empty server snapshot whatever the client holds", () => {
    const store = freshStore();
    store.addSupplement(vitaminD);
    expect(store.getServerSnapshot()).toMatchObject({ items: [], totalCount: 0, totalCost: 0 });
  });
});

describe("persistence under current-stack (SPEC §4)", () => {
  it("uses the key current-stack", () => {
    expect(STACK_STORAGE_KEY).toBe("current-stack");
  });

  it("saves every change and removes the key when the stack is cleared", () => {
    const store = freshStore();
    store.addSupplement(vitaminD);
    store.addSupplement(vitaminD);
    expect(saved()).toEqual([{ supplement: vitaminD, quantity: 2 }]);
    store.clearStack();
    expect(window.localStorage.getItem(STACK_STORAGE_KEY)).toBeNull();
  });

  it("loads a saved stack", () => {
    window.localStorage.setItem(STACK_STORAGE_KEY, JSON.stringify([{ supplement: magnesium, quantity: 2 }]));
    const store = freshStore();
    expect(store.getSnapshot()).toMatchObject({ totalCount: 2, totalCost: 2500 });
  });

  it("ignores unparseable JSON with a warning", () => {
    window.localStorage.setItem(STACK_STORAGE_KEY, "{not json");
    const store = freshStore();
    expect(store.getSnapshot().items).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("not valid JSON"));
  });

  it("drops malformed entries, keeps valid ones and warns", () => {
    window.localStorage.setItem(
      STACK_STORAGE_KEY,
      JSON.stringify([
        { supplement: vitaminD, quantity: 1 },
        { supplement: { id: "x", name: "No price" }, quantity: 1 },
        { supplement: magnesium, quantity: 0 },
        { supplement: magnesium, quantity: 1.5 },
        "garbage",
        null,
      ]),
    );
    const store = freshStore();
    expect(store.getSnapshot().items).toEqual([{ supplement: vitaminD, quantity: 1 }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Dropped 5 malformed"));
  });

  it("ignores a saved value that is not a list", () => {
    expect(parseStoredStack(JSON.stringify({ supplement: vitaminD, quantity: 1 }))).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("not a list"));
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
    expect(() => store.addSupplement(vitaminD)).not.toThrow();
    expect(store.getSnapshot().totalCount).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Could not save"), expect.any(DOMException));
    setItem.mockRestore();
  });

  it("starts empty when reading storage throws (storage disabled), with a warning", () => {
    const store = freshStore({
      getStorage: () => {
        throw new DOMException("Access denied", "SecurityError");
      },
    });
    expect(store.getSnapshot().items).toEqual([]);
    expect(() => store.addSupplement(vitaminD)).not.toThrow();
    expect(store.getSnapshot().totalCount).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Could not load"), expect.any(DOMException));
  });

  it("works without any storage at all", () => {
    const store = freshStore({ getStorage: () => undefined });
    store.addSupplement(vitaminD);
    expect(store.getSnapshot().totalCount).toBe(1);
  });
});

describe("cross-tab sync through the storage event (SPEC §4 'shared live')", () => {
  function otherTabWrites(newValue: string | null, key: string | null = STACK_STORAGE_KEY) {
    window.dispatchEvent(new StorageEvent("storage", { key, newValue }));
  }

  it("picks up another tab's stack and notifies subscribers", () => {
    const store = freshStore();
    const listener = jest.fn();
    store.subscribe(listener);
    otherTabWrites(JSON.stringify([{ supplement: vitaminD, quantity: 3 }]));
    expect(listener).toHaveBeenCalled();
    expect(store.getSnapshot().totalCount).toBe(3);
  });

  it("empties when another tab clears the key or all storage", () => {
    window.localStorage.setItem(STACK_STORAGE_KEY, JSON.stringify([{ supplement: vitaminD, quantity: 1 }]));
    const store = freshStore();
    store.subscribe(() => undefined);
    expect(store.getSnapshot().totalCount).toBe(1);
    otherTabWrites(null);
    expect(store.getSnapshot().totalCount).toBe(0);
    otherTabWrites(JSON.stringify([{ supplement: vitaminD, quantity: 2 }]));
    otherTabWrites(null, null);
    expect(store.getSnapshot().totalCount).toBe(0);
  });

  it("ignores other keys and malformed values from other tabs", () => {
    const store = freshStore();
    store.subscribe(() => undefined);
    store.addSupplement(vitaminD);
    const listener = jest.fn();
    store.subscribe(listener);
    otherTabWrites("[]", "something-else");
    expect(listener).not.toHaveBeenCalled();
    otherTabWrites("{broken");
    expect(store.getSnapshot().items).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it("stops listening once nobody is subscribed, and re-reads storage on the next subscription", () => {
    const store = freshStore();
    const unsubscribe = store.subscribe(() => undefined);
    store.getSnapshot();
    unsubscribe();
    window.localStorage.setItem(STACK_STORAGE_KEY, JSON.stringify([{ supplement: magnesium, quantity: 4 }]));
    otherTabWrites(JSON.stringify([{ supplement: vitaminD, quantity: 9 }]));
    store.subscribe(() => undefined);
    expect(store.getSnapshot().items).toEqual([{ supplement: magnesium, quantity: 4 }]);
  });
});
