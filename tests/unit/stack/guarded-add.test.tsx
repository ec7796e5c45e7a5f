// The one guarded add path: every "Add to stack" is checked first with the stack; safe →
// added; needs acknowledgement → the dialog, nothing added until ticked; blocked → refused with the
// reason and alternatives ("Add this instead" through the same path); already in the stack → a
// choice; a failed check → nothing added.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { AddToStackButton, type AddToStackButtonProps } from "@/components/catalogue/add-to-stack-button";
import { outcomeOf } from "@/components/stacks/guarded-add-run";
import { GuardedAddHost } from "@/components/stacks/guarded-add-host";
import { guardedAddStore } from "@/components/stacks/guarded-add-store";
import { stackStore, totalCostOf } from "@/components/stacks/stack-store";
import { toastStore } from "@/components/ui/use-toast";
import { apiFetch, apiPost } from "@/lib/api/fetch-client";
import { queryKeyToPath } from "@/lib/api/query-keys";
import { ApiClientError } from "@/lib/errors/client-error";

import { BLOCKING, CAUTION, NOT_CHECKED, SYNERGY, checkResult } from "./check-fixture";

jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn(), apiFetch: jest.fn() }));
const mockedPost = jest.mocked(apiPost);
const mockedFetch = jest.mocked(apiFetch);

const SJW = {
  id: "p-sjw",
  slug: "kira-lowmood-relief",
  name: "LowMood Relief",
  brand: "Kira",
  pricePence: 999,
};
const IRON = {
  id: "p-iron",
  slug: "boots-iron-tablets",
  name: "Iron Tablets",
  brand: "Boots",
  pricePence: 250,
};

function renderButton(product: AddToStackButtonProps = SJW) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, queryFn: ({ queryKey }) => apiFetch(queryKeyToPath(queryKey)) },
      mutations: { retry: false },
    },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <AddToStackButton {...product} />
      <GuardedAddHost />
    </QueryClientProvider>,
  );
  return { user, button: screen.getByRole("button", { name: "Add to stack" }) };
}

const items = () => stackStore.getState().items.map((item) => [item.supplement.id, item.quantity]);
const lastToast = () => toastStore.getState().toasts[0];

beforeEach(() => {
  mockedPost.mockReset();
  mockedFetch.mockReset();
  act(() => {
    stackStore.getState().clearStack();
    toastStore.getState().dismiss();
    guardedAddStore.setState({ open: false, question: null, returnFocus: null });
  });
});

describe("outcomeOf", () => {
  it("blocks when a warning does not let the user proceed", () => {
    expect(outcomeOf(checkResult("x", { safeToAdd: false, warnings: [BLOCKING, CAUTION] }))).toBe("blocked");
  });

  it("asks for acknowledgement when a warning needs it or the check is not safe, never adding silently", () => {
    expect(outcomeOf(checkResult("x", { safeToAdd: false, warnings: [CAUTION] }))).toBe("acknowledge");
    expect(
      outcomeOf(checkResult("x", { safeToAdd: false, completeness: "partial", warnings: [NOT_CHECKED] })),
    ).toBe("acknowledge");
    expect(
      outcomeOf(checkResult("x", { safeToAdd: false, warnings: [{ ...CAUTION, severity: "error" }] })),
    ).toBe("acknowledge");
  });

  it("is safe with no warnings, or only notes that need no acknowledgement", () => {
    expect(outcomeOf(checkResult("x"))).toBe("safe");
    expect(outcomeOf(checkResult("x", { warnings: [SYNERGY] }))).toBe("safe");
  });
});

describe("the guarded add path from 'Add to stack'", () => {
  it("checks against the stack and adds a safe product with a toast", async () => {
    act(() => stackStore.getState().addSupplement({ id: "p-iron", name: "Iron Tablets", price: 250 }));
    mockedPost.mockResolvedValue(checkResult(SJW.id));
    const { user, button } = renderButton();
    await user.click(button);
    expect(mockedPost).toHaveBeenCalledWith("/api/stacks/check", {
      newSupplementId: "p-sjw",
      existingSupplementIds: ["p-iron"],
      servingsPerDay: { "p-iron": 1, "p-sjw": 1 },
    });
    await waitFor(() =>
      expect(items()).toEqual([
        ["p-iron", 1],
        ["p-sjw", 1],
      ]),
    );
    expect(stackStore.getState().items[1]?.supplement).toEqual({
      id: "p-sjw",
      slug: "kira-lowmood-relief",
      name: "LowMood Relief",
      brand: "Kira",
      price: 999,
    });
    expect(lastToast()?.title).toBe("Added to your stack");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("adds a product with no UK price through the same check, keeping its price unknown, not £0", async () => {
    act(() => stackStore.getState().addSupplement({ id: "p-iron", name: "Iron Tablets", price: 250 }));
    mockedPost.mockResolvedValue(checkResult("p-menoherb"));
    const { user, button } = renderButton({ ...SJW, id: "p-menoherb", name: "MenoHerb", pricePence: null });
    await user.click(button);
    expect(mockedPost).toHaveBeenCalledWith("/api/stacks/check", {
      newSupplementId: "p-menoherb",
      existingSupplementIds: ["p-iron"],
      servingsPerDay: { "p-iron": 1, "p-menoherb": 1 },
    });
    await waitFor(() => expect(stackStore.getState().items[1]?.supplement).toMatchObject({ price: null }));
    expect(totalCostOf(stackStore.getState().items)).toBe(250);
  });

  it("opens 'Before you add …' and adds nothing until the box is ticked, then returns focus", async () => {
    mockedPost.mockResolvedValue(checkResult(SJW.id, { safeToAdd: false, warnings: [CAUTION] }));
    const { user, button } = renderButton();
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Before you add LowMood Relief" });
    expect(within(dialog).getByText(/Caution: Calcium and Iron/)).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "Before you add LowMood Relief" })).toHaveFocus();
    const addAnyway = within(dialog).getByRole("button", { name: "Add anyway" });
    expect(addAnyway).toBeDisabled();
    expect(items()).toEqual([]);

    await user.click(within(dialog).getByRole("checkbox", { name: /I have read these warnings/ }));
    expect(addAnyway).toBeEnabled();
    await user.click(addAnyway);
    expect(items()).toEqual([["p-sjw", 1]]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it("keeps Tab and Shift+Tab inside the dialog, from its heading both ways", async () => {
    mockedPost.mockResolvedValue(checkResult(SJW.id, { safeToAdd: false, warnings: [CAUTION] }));
    const { user, button } = renderButton();
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Before you add LowMood Relief" });
    const heading = within(dialog).getByRole("heading", { name: "Before you add LowMood Relief" });
    expect(heading).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    heading.focus();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let press = 0; press < 6; press += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let press = 0; press < 6; press += 1) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it("never adds a partly checked product silently: what was not checked needs acknowledging", async () => {
    mockedPost.mockResolvedValue(
      checkResult(SJW.id, { safeToAdd: false, completeness: "partial", warnings: [NOT_CHECKED] }),
    );
    const { user, button } = renderButton();
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Before you add LowMood Relief" });
    expect(within(dialog).getByText(/Not fully checked: warfrin/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(items()).toEqual([]);
    await waitFor(() => expect(button).toHaveFocus());
  });

  it("refuses a blocked product with the reason and its alternatives; 'Add this instead' takes the same path", async () => {
    mockedPost.mockResolvedValueOnce(
      checkResult(SJW.id, {
        safeToAdd: false,
        warnings: [BLOCKING],
        blockingIngredients: ["st-johns-wort"],
        alternatives: ["Vitano Rhodiola (Schwabe Pharma)"],
        alternativeProducts: [
          {
            id: "p-rhodiola",
            slug: "schwabe-vitano-rhodiola",
            name: "Vitano Rhodiola",
            brand: "Schwabe Pharma",
          },
        ],
      }),
    );
    mockedFetch.mockResolvedValue({ supplement: { id: "p-rhodiola", offers: [{ pricePence: 1049 }] } });
    const { user, button } = renderButton();
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "LowMood Relief was not added" });
    expect(within(dialog).getByText(/Critical: LowMood Relief with warfarin/)).toBeInTheDocument();
    expect(within(dialog).getByText("Do not take St John's wort with warfarin.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /anyway/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: /Vitano Rhodiola/ })).toHaveAttribute(
      "href",
      "/supplement/schwabe-vitano-rhodiola",
    );
    expect(items()).toEqual([]);

    mockedPost.mockResolvedValueOnce(checkResult("p-rhodiola"));
    await user.click(within(dialog).getByRole("button", { name: /^Add this instead ?: Vitano Rhodiola$/ }));
    await waitFor(() => expect(items()).toEqual([["p-rhodiola", 1]]));
    expect(mockedFetch).toHaveBeenCalledWith("/api/supplements/p-rhodiola");
    expect(mockedPost).toHaveBeenLastCalledWith("/api/stacks/check", {
      newSupplementId: "p-rhodiola",
      existingSupplementIds: [],
      servingsPerDay: { "p-rhodiola": 1 },
    });
    expect(stackStore.getState().items[0]?.supplement).toMatchObject({
      price: 1049,
      slug: "schwabe-vitano-rhodiola",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it("'Add this instead' adds an alternative with no UK price yet, through the check", async () => {
    mockedPost.mockResolvedValueOnce(
      checkResult(SJW.id, {
        safeToAdd: false,
        warnings: [BLOCKING],
        blockingIngredients: ["st-johns-wort"],
        alternativeProducts: [{ id: "p-feverfew", slug: "migraherb", name: "MigraHerb", brand: "Schwabe" }],
      }),
    );
    mockedFetch.mockResolvedValue({ supplement: { id: "p-feverfew", offers: [] } });
    const { user, button } = renderButton();
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "LowMood Relief was not added" });
    mockedPost.mockResolvedValueOnce(checkResult("p-feverfew"));
    await user.click(within(dialog).getByRole("button", { name: /^Add this instead ?: MigraHerb$/ }));
    await waitFor(() => expect(items()).toEqual([["p-feverfew", 1]]));
    expect(mockedPost).toHaveBeenLastCalledWith("/api/stacks/check", {
      newSupplementId: "p-feverfew",
      existingSupplementIds: [],
      servingsPerDay: { "p-feverfew": 1 },
    });
    expect(stackStore.getState().items[0]?.supplement).toMatchObject({ price: null });
  });

  it("says when a blocked product has no alternative that passes", async () => {
    mockedPost.mockResolvedValue(checkResult(SJW.id, { safeToAdd: false, warnings: [BLOCKING] }));
    const { user, button } = renderButton();
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "LowMood Relief was not added" });
    expect(within(dialog).getByText(/We found no similar product that passes the check/)).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(items()).toEqual([]);
  });

  it("shows the check's advice as it is when no product can be offered instead", async () => {
    const advice =
      "Ask your pharmacist or GP about an option that is safe with your medicines and health conditions.";
    mockedPost.mockResolvedValue(
      checkResult(SJW.id, { safeToAdd: false, warnings: [BLOCKING], alternatives: [advice] }),
    );
    const { user, button } = renderButton();
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "LowMood Relief was not added" });
    expect(within(dialog).getByText(advice, { exact: true })).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /Add this instead/ })).not.toBeInTheDocument();
  });

  it("asks before a product already in the stack becomes two servings a day", async () => {
    act(() =>
      stackStore.getState().addSupplement({ id: "p-iron", name: "Iron Tablets", brand: "Boots", price: 250 }),
    );
    const { user, button } = renderButton(IRON);
    await user.click(button);
    let dialog = await screen.findByRole("dialog", { name: "Already in your stack" });
    expect(
      within(dialog).getByText(/Iron Tablets is already in your stack at 1 serving a day/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Keep one" }));
    expect(items()).toEqual([["p-iron", 1]]);
    expect(mockedPost).not.toHaveBeenCalled();

    mockedPost.mockResolvedValue(checkResult(IRON.id));
    await user.click(button);
    dialog = await screen.findByRole("dialog", { name: "Already in your stack" });
    await user.click(within(dialog).getByRole("button", { name: "Add another serving a day" }));
    await waitFor(() => expect(items()).toEqual([["p-iron", 2]]));
    expect(mockedPost).toHaveBeenCalledWith("/api/stacks/check", {
      newSupplementId: "p-iron",
      existingSupplementIds: [],
      servingsPerDay: { "p-iron": 2 },
    });
    expect(lastToast()?.description).toBe("Iron Tablets: now 2 a day.");
  });

  it("checks another serving at its new daily amount: a warning is shown before it is added", async () => {
    act(() => {
      stackStore.getState().addSupplement({ id: "p-sjw", name: "LowMood Relief", brand: "Kira", price: 999 });
      stackStore.getState().addSupplement({ id: "p-iron", name: "Iron Tablets", brand: "Boots", price: 250 });
      stackStore.getState().setQuantity("p-iron", 2);
    });
    mockedPost.mockResolvedValue(checkResult(IRON.id, { safeToAdd: false, warnings: [CAUTION] }));
    const { user, button } = renderButton(IRON);
    await user.click(button);
    let dialog = await screen.findByRole("dialog", { name: "Already in your stack" });
    await user.click(within(dialog).getByRole("button", { name: "Add another serving a day" }));
    expect(mockedPost).toHaveBeenCalledWith("/api/stacks/check", {
      newSupplementId: "p-iron",
      existingSupplementIds: ["p-sjw"],
      servingsPerDay: { "p-sjw": 1, "p-iron": 3 },
    });
    dialog = await screen.findByRole("dialog", { name: "Before you add another serving of Iron Tablets" });
    expect(items()).toEqual([
      ["p-sjw", 1],
      ["p-iron", 2],
    ]);
    await user.click(within(dialog).getByRole("checkbox", { name: /I have read these warnings/ }));
    await user.click(within(dialog).getByRole("button", { name: "Add anyway" }));
    expect(items()).toEqual([
      ["p-sjw", 1],
      ["p-iron", 3],
    ]);
    expect(lastToast()?.description).toBe("Iron Tablets: now 3 a day.");
  });

  it("refuses another serving the check blocks, and keeps the stack as it was", async () => {
    act(() =>
      stackStore.getState().addSupplement({ id: "p-iron", name: "Iron Tablets", brand: "Boots", price: 250 }),
    );
    mockedPost.mockResolvedValue(checkResult(IRON.id, { safeToAdd: false, warnings: [BLOCKING] }));
    const { user, button } = renderButton(IRON);
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Already in your stack" });
    await user.click(within(dialog).getByRole("button", { name: "Add another serving a day" }));
    expect(
      await screen.findByRole("dialog", { name: "Another serving of Iron Tablets was not added" }),
    ).toBeInTheDocument();
    expect(items()).toEqual([["p-iron", 1]]);
  });

  it("adds nothing when the check fails, and says so", async () => {
    mockedPost.mockRejectedValue(
      new ApiClientError({ message: "boom", status: 500, code: "INTERNAL_ERROR" }),
    );
    const { user, button } = renderButton();
    await user.click(button);
    await waitFor(() => expect(lastToast()?.title).toBe("Unable to check supplement interactions"));
    expect(lastToast()?.variant).toBe("destructive");
    expect(items()).toEqual([]);
  });

  it("shows the check is running and ignores a second press meanwhile", async () => {
    let resolve: (value: ReturnType<typeof checkResult>) => void = () => undefined;
    mockedPost.mockReturnValue(new Promise((done) => (resolve = done)));
    const { user, button } = renderButton();
    await user.click(button);
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toBeEnabled();
    await user.click(button);
    expect(mockedPost).toHaveBeenCalledTimes(1);
    act(() => resolve(checkResult(SJW.id)));
    await waitFor(() => expect(items()).toEqual([["p-sjw", 1]]));
  });
});
