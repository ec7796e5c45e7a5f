// Remove and Clear in the builder take effect at once, say what they did, move focus to Undo, and Undo
// puts back exactly what was there (servings, timings and the open saved stack).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { stackStore } from "@/components/stacks/stack-store";
import { StackItemsPanel } from "@/components/stacks/stack-items";
import { apiFetch, apiPost } from "@/lib/api/fetch-client";

jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn(), apiFetch: jest.fn() }));
jest.mocked(apiFetch).mockReturnValue(new Promise(() => undefined));
jest.mocked(apiPost).mockReturnValue(new Promise(() => undefined));

const ids = () => stackStore.getState().items.map((item) => [item.supplement.id, item.quantity]);

function renderBuilder() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StackItemsPanel previewItems={[]} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  act(() => {
    const store = stackStore.getState();
    store.clearStack();
    store.addSupplement({ id: "p-zinc", name: "Zinc 15mg", brand: "Boots", price: 300 });
    store.addSupplement({ id: "p-iron", name: "Iron Tablets", brand: "Boots", price: 250 });
    store.setQuantity("p-iron", 2);
    store.setTiming("p-iron", "evening");
    store.setOpenStack({ id: "s1", name: "Winter", goal: null, notes: null, version: 3 });
  });
});

test("Clear says what it removed, focuses Undo, and Undo restores the stack as it was", async () => {
  const user = userEvent.setup();
  renderBuilder();
  const before = stackStore.getState();
  await user.click(screen.getByRole("button", { name: "Clear" }));
  expect(ids()).toEqual([]);
  expect(screen.getByRole("status")).toHaveTextContent("Stack cleared: 2 products removed.");
  const undo = screen.getByRole("button", { name: "Undo" });
  expect(undo).toHaveFocus();
  await user.click(undo);
  const after = stackStore.getState();
  expect(ids()).toEqual([
    ["p-zinc", 1],
    ["p-iron", 2],
  ]);
  expect(after.timings).toEqual(before.timings);
  expect(after.openStack).toEqual(before.openStack);
  expect(screen.queryByRole("button", { name: "Undo" })).not.toBeInTheDocument();
});

test("Remove names the product, focuses Undo, and Undo puts it back with its servings", async () => {
  const user = userEvent.setup();
  renderBuilder();
  await user.click(screen.getByRole("button", { name: "Remove Iron Tablets" }));
  expect(ids()).toEqual([["p-zinc", 1]]);
  expect(screen.getByRole("status")).toHaveTextContent("Removed Iron Tablets.");
  expect(screen.getByRole("button", { name: "Undo" })).toHaveFocus();
  await user.keyboard("{Enter}");
  expect(ids()).toEqual([
    ["p-zinc", 1],
    ["p-iron", 2],
  ]);
  expect(stackStore.getState().timings).toEqual({ "p-iron": "evening" });
});
