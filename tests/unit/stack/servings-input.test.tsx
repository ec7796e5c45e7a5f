// The builder's "Servings a day" box takes the one guarded path: more servings are checked
// at the new daily amount first — a warning asks before anything changes, a block refuses — while
// fewer servings apply at once without a check.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { GuardedAddHost } from "@/components/stacks/guarded-add-host";
import { guardedAddStore } from "@/components/stacks/guarded-add-store";
import { stackStore } from "@/components/stacks/stack-store";
import { StackItemsPanel } from "@/components/stacks/stack-items";
import { toastStore } from "@/components/ui/use-toast";
import { apiFetch, apiPost } from "@/lib/api/fetch-client";
import { ApiClientError } from "@/lib/errors/client-error";

import { BLOCKING, CAUTION, checkResult } from "./check-fixture";

jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn(), apiFetch: jest.fn() }));
const mockedPost = jest.mocked(apiPost);
const mockedFetch = jest.mocked(apiFetch);

const quantities = () => stackStore.getState().items.map((item) => [item.supplement.id, item.quantity]);

function renderBuilder() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <StackItemsPanel previewItems={[]} />
      <GuardedAddHost />
    </QueryClientProvider>,
  );
  return screen.getAllByLabelText("Servings a day");
}

beforeEach(() => {
  mockedPost.mockReset();
  mockedFetch.mockReset();
  mockedFetch.mockReturnValue(new Promise(() => undefined));
  act(() => {
    stackStore.getState().clearStack();
    guardedAddStore.setState({ open: false, question: null, returnFocus: null });
    toastStore.getState().dismiss();
    stackStore.getState().addSupplement({ id: "p-sjw", name: "LowMood Relief", brand: "Kira", price: 999 });
    stackStore.getState().addSupplement({ id: "p-iron", name: "Iron Tablets", brand: "Boots", price: 250 });
  });
});

describe("the builder's 'Servings a day' box", () => {
  it("checks more servings at the new daily amount and applies them when the check is clear", async () => {
    mockedPost.mockResolvedValue(checkResult("p-iron"));
    const [, iron] = renderBuilder();
    fireEvent.change(iron!, { target: { value: "3" } });
    // What was typed shows while the check runs.
    expect(iron).toHaveValue(3);
    await waitFor(() =>
      expect(mockedPost).toHaveBeenCalledWith("/api/stacks/check", {
        newSupplementId: "p-iron",
        existingSupplementIds: ["p-sjw"],
        servingsPerDay: { "p-sjw": 1, "p-iron": 3 },
      }),
    );
    await waitFor(() =>
      expect(quantities()).toEqual([
        ["p-sjw", 1],
        ["p-iron", 3],
      ]),
    );
    expect(iron).toHaveValue(3);
  });

  it("asks before more servings the check warns about, changing nothing until acknowledged", async () => {
    mockedPost.mockResolvedValue(checkResult("p-iron", { safeToAdd: false, warnings: [CAUTION] }));
    const user = userEvent.setup();
    const [, iron] = renderBuilder();
    fireEvent.change(iron!, { target: { value: "4" } });
    const dialog = await screen.findByRole("dialog", {
      name: "Before you take 4 servings a day of Iron Tablets",
    });
    expect(quantities()).toEqual([
      ["p-sjw", 1],
      ["p-iron", 1],
    ]);
    expect(iron).toHaveValue(1);
    await user.click(within(dialog).getByRole("checkbox", { name: /I have read these warnings/ }));
    await user.click(within(dialog).getByRole("button", { name: "Set anyway" }));
    expect(quantities()).toEqual([
      ["p-sjw", 1],
      ["p-iron", 4],
    ]);
  });

  it("refuses more servings the check blocks, keeping the stack as it was", async () => {
    mockedPost.mockResolvedValue(checkResult("p-iron", { safeToAdd: false, warnings: [BLOCKING] }));
    const [, iron] = renderBuilder();
    fireEvent.change(iron!, { target: { value: "5" } });
    expect(
      await screen.findByRole("dialog", { name: "5 servings a day of Iron Tablets were not set" }),
    ).toBeInTheDocument();
    expect(quantities()).toEqual([
      ["p-sjw", 1],
      ["p-iron", 1],
    ]);
  });

  it("offline (no answer at all), sets more servings for the offline check to read; a server error changes nothing", async () => {
    const noAnswer = new ApiClientError({ message: "Unable to connect", status: 0, code: "NETWORK_ERROR" });
    mockedPost.mockRejectedValueOnce(noAnswer);
    const [, iron] = renderBuilder();
    fireEvent.change(iron!, { target: { value: "2" } });
    await waitFor(() =>
      expect(quantities()).toEqual([
        ["p-sjw", 1],
        ["p-iron", 2],
      ]),
    );
    expect(toastStore.getState().toasts[0]).toMatchObject({
      title: "Servings updated offline",
      description: expect.stringMatching(/^Iron Tablets: now 2 a day\. Checked offline only/) as unknown,
    });

    mockedPost.mockRejectedValueOnce(
      new ApiClientError({ message: "Server error", status: 500, code: "INTERNAL_ERROR" }),
    );
    fireEvent.change(iron!, { target: { value: "3" } });
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({
        title: "Unable to check supplement interactions",
        description: "The servings were not changed. Please try again.",
      }),
    );
    expect(quantities()).toEqual([
      ["p-sjw", 1],
      ["p-iron", 2],
    ]);
  });

  it("applies fewer servings without a check, and 0 removes the item", async () => {
    act(() => stackStore.getState().setQuantity("p-iron", 3));
    const [, iron] = renderBuilder();
    fireEvent.change(iron!, { target: { value: "2" } });
    await waitFor(() =>
      expect(quantities()).toEqual([
        ["p-sjw", 1],
        ["p-iron", 2],
      ]),
    );
    fireEvent.change(iron!, { target: { value: "0" } });
    await waitFor(() => expect(quantities()).toEqual([["p-sjw", 1]]));
    expect(mockedPost).not.toHaveBeenCalled();
  });

  it("keeps an emptied box as typed, and shows the stack's amount again when left", () => {
    const [sjw] = renderBuilder();
    fireEvent.change(sjw!, { target: { value: "" } });
    expect(sjw).toHaveValue(null);
    fireEvent.blur(sjw!);
    expect(sjw).toHaveValue(1);
    expect(quantities()[0]).toEqual(["p-sjw", 1]);
  });
});
