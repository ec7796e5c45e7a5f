// The builder's savings go through the guarded add path: a single swap whose check finds something
// opens the dialog; "Apply all savings" swaps only the safe ones and names the others.
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { GuardedAddHost } from "@/components/stacks/guarded-add-host";
import { guardedAddStore } from "@/components/stacks/guarded-add-store";
import { stackStore } from "@/components/stacks/stack-store";
import { CostPanel } from "@/components/stacks/cost-panel";
import { useApplySavings } from "@/components/stacks/use-apply-savings";
import { toastStore } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import type { Saving } from "@/lib/stacks/optimise";
import type { StackPreview } from "@/lib/stacks/preview";
import { withQueryClient } from "@/tests/support/query-client";

import { CAUTION, checkResult } from "./check-fixture";

jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn(), apiFetch: jest.fn() }));
const mockedPost = jest.mocked(apiPost);

function saving(supplementId: string, id: string, name: string, monthlySavingPence: number): Saving {
  return {
    supplementId,
    replacement: {
      id,
      name,
      brand: "Own brand",
      packPricePence: 300,
      offerSource: "feed",
      lastCheckedAt: "2026-01-01T00:00:00.000Z",
    },
    currentPerMonthPence: 900,
    replacementPerMonthPence: 900 - monthlySavingPence,
    monthlySavingPence,
  };
}

const SAVINGS = [
  saving("p-zinc", "p-zinc-cheap", "Zinc 15mg", 200),
  saving("p-iron", "p-iron-cheap", "Iron 14mg", 150),
];

// Only what the cost panel reads; the rest of a preview plays no part here.
const PREVIEW = {
  items: [
    {
      product: { id: "p-zinc", name: "Zinc Plus", brand: "Shop A", offer: null },
      quantity: 1,
      timing: null,
      cost: null,
    },
    {
      product: { id: "p-iron", name: "Iron Plus", brand: "Shop B", offer: null },
      quantity: 1,
      timing: null,
      cost: null,
    },
  ],
  totals: { packsPence: 0, perDayPence: 0, perMonthPence: 0 },
  unpricedCount: 2,
  includesSamplePrices: false,
  savings: SAVINGS,
  totalMonthlySavingPence: 350,
} as unknown as StackPreview;

function Harness() {
  const savings = useApplySavings();
  return (
    <CostPanel
      preview={PREVIEW}
      onApplyAll={() => savings.applyAll(PREVIEW.savings)}
      onSwap={savings.swap}
      applyingAll={savings.applyingAll}
      checkingId={savings.checkingId}
    />
  );
}

const ids = () => stackStore.getState().items.map((item) => item.supplement.id);

beforeEach(() => {
  mockedPost.mockReset();
  act(() => {
    stackStore.getState().clearStack();
    toastStore.getState().dismiss();
    guardedAddStore.setState({ open: false, question: null, returnFocus: null });
    stackStore.getState().addSupplement({ id: "p-zinc", name: "Zinc Plus", price: 900 });
    stackStore.getState().addSupplement({ id: "p-iron", name: "Iron Plus", price: 900 });
  });
});

function renderPanel() {
  const user = userEvent.setup();
  render(
    withQueryClient(
      <>
        <Harness />
        <GuardedAddHost />
      </>,
    ),
  );
  return user;
}

test("each suggestion names the brand on both sides, as several brands sell the same name", () => {
  renderPanel();
  const row = screen.getByRole("button", { name: "Swap in Zinc 15mg" }).closest("li");
  expect(row).toHaveTextContent(/^Shop A Zinc Plus → Own brand Zinc 15mg: save £2\.00 a month/);
});

describe("savings through the guarded add path", () => {
  it("checks a single swap against the rest of the stack and asks before swapping in a product with warnings", async () => {
    mockedPost.mockResolvedValue(checkResult("p-iron-cheap", { safeToAdd: false, warnings: [CAUTION] }));
    const user = renderPanel();
    await user.click(screen.getByRole("button", { name: "Swap in Iron 14mg" }));
    expect(mockedPost).toHaveBeenCalledWith("/api/stacks/check", {
      newSupplementId: "p-iron-cheap",
      existingSupplementIds: ["p-zinc"],
      servingsPerDay: { "p-zinc": 1, "p-iron-cheap": 1 },
    });
    const dialog = await screen.findByRole("dialog", { name: "Before you swap in Iron 14mg" });
    expect(ids()).toEqual(["p-zinc", "p-iron"]);
    await user.click(within(dialog).getByRole("checkbox"));
    await user.click(within(dialog).getByRole("button", { name: "Swap anyway" }));
    expect(ids()).toEqual(["p-zinc", "p-iron-cheap"]);
    expect(toastStore.getState().toasts[0]?.title).toBe("Swapped in");
  });

  it("applies all only where the check is safe and names the swaps it held back", async () => {
    mockedPost.mockImplementation((_path, body) =>
      Promise.resolve(
        (body as { newSupplementId: string }).newSupplementId === "p-zinc-cheap"
          ? checkResult("p-zinc-cheap")
          : checkResult("p-iron-cheap", { safeToAdd: false, warnings: [CAUTION] }),
      ),
    );
    const user = renderPanel();
    await user.click(screen.getByRole("button", { name: "Apply all savings" }));
    await waitFor(() => expect(toastStore.getState().toasts[0]?.title).toBe("1 of 2 savings applied"));
    expect(ids()).toEqual(["p-iron", "p-zinc-cheap"]);
    expect(toastStore.getState().toasts[0]?.description).toMatch(/Not swapped.*Iron 14mg/);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says 'Savings applied' when every swap is safe", async () => {
    mockedPost.mockImplementation((_path, body) =>
      Promise.resolve(checkResult((body as { newSupplementId: string }).newSupplementId)),
    );
    const user = renderPanel();
    await user.click(screen.getByRole("button", { name: "Apply all savings" }));
    await waitFor(() => expect(toastStore.getState().toasts[0]?.title).toBe("Savings applied"));
    expect(toastStore.getState().toasts[0]?.description).toBe("About £3.50 a month less.");
    expect(ids()).toEqual(["p-zinc-cheap", "p-iron-cheap"]);
  });
});
