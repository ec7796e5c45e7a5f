// "Add all" (components/recommendations/add-all-button.tsx): every product goes through the guarded add
// path, one at a time; the next check waits until the last one's dialog is closed; a blocked product is
// not added, and a product already in the stack is not added twice.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { AddAllButton } from "@/components/recommendations/add-all-button";
import { GuardedAddHost } from "@/components/stacks/guarded-add-host";
import { guardedAddStore } from "@/components/stacks/guarded-add-store";
import { stackStore } from "@/components/stacks/stack-store";
import { toastStore } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";

import { BLOCKING, CAUTION, checkResult } from "../stack/check-fixture";

jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn(), apiFetch: jest.fn() }));
const mockedPost = jest.mocked(apiPost);

const ZINC = { id: "p-zinc", name: "Zinc 15mg", brand: "Boots", pricePence: 300 };
const SJW = { id: "p-sjw", name: "LowMood Relief", brand: "Kira", pricePence: 999 };
const MAG = { id: "p-mag", name: "Magnesium", brand: "Solgar", pricePence: 800 };

const items = () => stackStore.getState().items.map((item) => [item.supplement.id, item.quantity]);

beforeEach(() => {
  mockedPost.mockReset();
  act(() => {
    stackStore.getState().clearStack();
    toastStore.getState().dismiss();
    guardedAddStore.setState({ open: false, question: null, returnFocus: null });
  });
});

it("checks each product in turn, waits for a dialog to close, and adds only what passes", async () => {
  act(() =>
    stackStore
      .getState()
      .addSupplement({ id: MAG.id, name: MAG.name, brand: MAG.brand, price: MAG.pricePence }),
  );
  mockedPost.mockImplementation((_path, body) => {
    const { newSupplementId } = body as { newSupplementId: string };
    return Promise.resolve(
      newSupplementId === SJW.id
        ? checkResult(SJW.id, { safeToAdd: false, warnings: [BLOCKING] })
        : checkResult(newSupplementId),
    );
  });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <AddAllButton candidates={[SJW, ZINC, MAG]} />
      <GuardedAddHost />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole("button", { name: "Add all to my stack" }));
  await screen.findByRole("dialog", { name: "LowMood Relief was not added" });
  expect(mockedPost).toHaveBeenCalledTimes(1);
  await user.keyboard("{Escape}");
  await waitFor(() =>
    expect(items()).toEqual([
      [MAG.id, 1],
      [ZINC.id, 1],
    ]),
  );
  expect(
    mockedPost.mock.calls.map(([, body]) => (body as { newSupplementId: string }).newSupplementId),
  ).toEqual([SJW.id, ZINC.id]);
});

it("Cancel on one product's warnings stops the rest of Add all, and says how many were not added", async () => {
  mockedPost.mockImplementation((_path, body) => {
    const { newSupplementId } = body as { newSupplementId: string };
    return Promise.resolve(
      newSupplementId === SJW.id
        ? checkResult(SJW.id, { warnings: [CAUTION] })
        : checkResult(newSupplementId),
    );
  });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <AddAllButton candidates={[SJW, ZINC, MAG]} />
      <GuardedAddHost />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole("button", { name: "Add all to my stack" }));
  const review = await screen.findByRole("dialog", { name: /^Before you add LowMood Relief/ });
  await user.click(within(review).getByRole("button", { name: "Cancel" }));
  await waitFor(() =>
    expect(toastStore.getState().toasts.map((toast) => toast.title)).toContain("Add all stopped"),
  );
  expect(toastStore.getState().toasts.find((toast) => toast.title === "Add all stopped")?.description).toBe(
    "2 more products were not added.",
  );
  expect(items()).toEqual([]);
  expect(mockedPost).toHaveBeenCalledTimes(1);
});
