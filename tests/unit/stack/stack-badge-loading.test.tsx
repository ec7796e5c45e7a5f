// The header's stack count loads the stack store only when this browser keeps a stack, or once something else loads
// it (the first addition) or another tab writes a stack; a first visit loads nothing more.
import { act, render, screen } from "@testing-library/react";

import { stackStoreLoaded } from "@/components/stacks/stack-store-signal";
import { STACK_STORAGE_KEY } from "@/components/stacks/stack-storage-keys";

const store = { loads: 0, items: [] as { quantity: number }[] };
jest.mock("@/components/stacks/stack-store", () => {
  store.loads += 1;
  return {
    stackStore: { getState: () => ({ items: store.items }), subscribe: () => () => undefined },
    totalCountOf: (items: { quantity: number }[]) => items.reduce((sum, item) => sum + item.quantity, 0),
  };
});
jest.mock("@/components/offline/use-local-account-guard", () => ({ useLocalAccountGuard: () => undefined }));

async function renderBadge() {
  const { StackBadge } = await import("@/components/stacks/stack-badge");
  render(<StackBadge />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const badge = () => screen.getByRole("link", { name: /^Current stack/ });

beforeEach(() => {
  window.localStorage.clear();
  store.items = [{ quantity: 2 }];
});

// In order: the store module loads once per test file, so the first test is the first visit.
it("on a first visit, does not load the stack store", async () => {
  await renderBadge();
  expect(badge()).toHaveAccessibleName("Current stack, no items");
  expect(store.loads).toBe(0);
});

it("loads it when another tab writes a stack", async () => {
  await renderBadge();
  await act(async () => {
    window.dispatchEvent(new StorageEvent("storage", { key: STACK_STORAGE_KEY, newValue: "[]" }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(store.loads).toBe(1);
  expect(badge()).toHaveAccessibleName("Current stack, 1 product, 2 servings in all");
});

it("shows the count of a kept stack", async () => {
  window.localStorage.setItem(STACK_STORAGE_KEY, "[]");
  await renderBadge();
  expect(badge()).toHaveAccessibleName("Current stack, 1 product, 2 servings in all");
});

it("follows the store once something else loads it", async () => {
  await renderBadge();
  await act(async () => {
    stackStoreLoaded();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(badge()).toHaveAccessibleName("Current stack, 1 product, 2 servings in all");
});
