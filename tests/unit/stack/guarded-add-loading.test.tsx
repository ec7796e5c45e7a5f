// "Add to stack" loads the check's code (and with it the stack store and the API client) only when an
// addition starts, or when a pointer or focus reaches the button first; code that cannot be loaded
// is a check that could not be made: nothing is added, and the user is told.
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { AddToStackButton } from "@/components/catalogue/add-to-stack-button";
import { toastStore } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";

import { checkResult } from "./check-fixture";

const loaded = { run: false };
// Until the last step, loading fails, so the module is never kept and each use requires it afresh.
let failToLoad = true;

// Loading is told apart by when this factory runs: the module is required on first use only.
jest.mock("@/components/stacks/guarded-add-run", () => {
  loaded.run = true;
  if (failToLoad) throw new Error("Loading chunk failed");
  return jest.requireActual<object>("@/components/stacks/guarded-add-run");
});
// One attempt, so a failure shows without waiting for the retries' delays.
jest.mock("@/lib/api/with-retry", () => ({ withRetry: <T,>(load: () => Promise<T>) => load() }));
jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn(), apiFetch: jest.fn() }));

const PRODUCT = { id: "p-mag", slug: "boots-magnesium", name: "Magnesium", brand: "Boots", pricePence: 400 };

beforeEach(() => {
  loaded.run = false;
  act(() => toastStore.getState().dismiss());
});

it("does not load the check's code with the page, but starts to when a pointer reaches the button", async () => {
  render(<AddToStackButton {...PRODUCT} />);
  await act(() => Promise.resolve());
  expect(loaded.run).toBe(false);
  fireEvent.pointerEnter(screen.getByRole("button", { name: "Add to stack" }));
  await waitFor(() => expect(loaded.run).toBe(true));
});

it("adds nothing when the check's code cannot be loaded, says so, and can be pressed again", async () => {
  const user = userEvent.setup();
  render(<AddToStackButton {...PRODUCT} />);
  const button = screen.getByRole("button", { name: "Add to stack" });
  await user.click(button);
  await waitFor(() =>
    expect(toastStore.getState().toasts[0]).toMatchObject({
      title: "Unable to check supplement interactions",
      description: "The supplement was not added. Please try again.",
      variant: "destructive",
    }),
  );
  expect(button).not.toHaveAttribute("aria-busy", "true");
  const { stackStore } = jest.requireActual<typeof import("@/components/stacks/stack-store")>(
    "@/components/stacks/stack-store",
  );
  expect(stackStore.getState().items).toEqual([]);

  failToLoad = false;
  jest.mocked(apiPost).mockResolvedValue(checkResult(PRODUCT.id));
  await user.click(button);
  await waitFor(() =>
    expect(stackStore.getState().items.map((item) => item.supplement.id)).toEqual([PRODUCT.id]),
  );
  expect(apiPost).toHaveBeenCalledTimes(1);
});
