import {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
  createToastStore,
  toast,
  toastStore,
} from "@/components/ui/use-toast";

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe("toast constants (docs/product-rules.md §2, §9)", () => {
  it("matches the spec", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD).toBe(50);
  });
});

describe("toast store lifecycle (docs/product-rules.md §4 'Toast: added, dismissed (open false), removed')", () => {
  it("adds an open toast with its fields", () => {
    const store = createToastStore();
    store.getState().toast({
      title: "Logged Out",
      description: "You have been successfully logged out.",
      variant: "success",
    });
    expect(store.getState().toasts).toEqual([
      expect.objectContaining({
        title: "Logged Out",
        description: "You have been successfully logged out.",
        variant: "success",
        open: true,
      }),
    ]);
  });

  it("keeps only one toast at a time: the newest", () => {
    const store = createToastStore();
    store.getState().toast({ title: "First" });
    store.getState().toast({ title: "Second" });
    expect(store.getState().toasts.map((t) => t.title)).toEqual(["Second"]);
  });

  it("dismissing sets open to false, and removal follows after 1,000,000 ms", () => {
    const store = createToastStore();
    const handle = store.getState().toast({ title: "Reset Failed", variant: "destructive" });
    handle.dismiss();
    expect(store.getState().toasts).toEqual([expect.objectContaining({ id: handle.id, open: false })]);

    jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(store.getState().toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getState().toasts).toEqual([]);
  });

  it("dismisses every toast when no id is given", () => {
    const store = createToastStore();
    store.getState().toast({ title: "One" });
    store.getState().dismiss();
    expect(store.getState().toasts.every((t) => !t.open)).toBe(true);
  });

  it("updates a toast in place", () => {
    const store = createToastStore();
    const handle = store.getState().toast({ title: "Saving" });
    handle.update({ title: "Saved", variant: "success" });
    expect(store.getState().toasts).toEqual([
      expect.objectContaining({ id: handle.id, title: "Saved", variant: "success", open: true }),
    ]);
  });

  it("a toast replaced by the limit is not resurrected by its pending removal", () => {
    const store = createToastStore();
    const first = store.getState().toast({ title: "First" });
    first.dismiss();
    const second = store.getState().toast({ title: "Second" });
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(store.getState().toasts).toEqual([expect.objectContaining({ id: second.id, open: true })]);
  });

  it("notifies subscribers on each change", () => {
    const store = createToastStore();
    const listener = jest.fn();
    store.subscribe(listener);
    const handle = store.getState().toast({ title: "A" });
    handle.dismiss();
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("exposes toast() for any client code, backed by the app-wide store", () => {
    const handle = toast({ title: "Password Reset Email Sent" });
    expect(toastStore.getState().toasts[0]).toMatchObject({ id: handle.id, open: true });
    handle.dismiss();
  });
});
