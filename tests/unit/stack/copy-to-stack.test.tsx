// "Copy to my stack" on /stack/{id}: asks before replacing a stack that is not empty
// (Replace / Save my current stack first / Cancel), checks what it copies with the health profile,
// and asks for acknowledgement when the check finds anything not fully checked or serious.
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSession } from "@/components/auth/session";

import { stackStore } from "@/components/stacks/stack-store";
import { CopyToStack } from "@/components/stacks/copy-to-stack";
import type { LoadableStack } from "@/components/stacks/load-stack";
import { toastStore } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import type { AnalysisResult } from "@/lib/interactions/types";
import { withQueryClient } from "@/tests/support/query-client";

import { emptyResult, fullResult } from "../interactions-ui/result-fixture";

jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn(), apiPut: jest.fn(), apiFetch: jest.fn() }));
jest.mock("@/components/auth/session", () => ({ useSession: jest.fn() }));
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
const mockedPost = jest.mocked(apiPost);
const mockedSession = jest.mocked(useSession);

const SHARED: LoadableStack = {
  id: "s-1",
  name: "Winter minerals",
  goal: "sleep",
  notes: null,
  version: 3,
  items: [
    {
      supplementId: "p-mag",
      slug: "now-foods-magnesium-citrate",
      quantity: 2,
      timing: "evening",
      name: "Magnesium Citrate",
      brand: "NOW Foods",
      pricePence: 1200,
    },
  ],
};

function signedIn(yes: boolean) {
  mockedSession.mockReturnValue({
    status: yes ? "authenticated" : "unauthenticated",
    data: null,
    update: jest.fn(),
  } as unknown as ReturnType<typeof useSession>);
}

/** Answers the preview with `analysis` and a save with a new stack. */
function answer(analysis: AnalysisResult) {
  mockedPost.mockImplementation((path) => {
    if (path === "/api/stacks/preview") return Promise.resolve({ analysis });
    if (path === "/api/stacks")
      return Promise.resolve({
        stack: { id: "s-9", name: "My stack (saved)", goal: null, notes: null, version: 1, items: [] },
      });
    return Promise.reject(new Error(`unexpected POST ${path}`));
  });
}

function renderCopy() {
  const user = userEvent.setup();
  render(withQueryClient(<CopyToStack stack={SHARED} title="Winter minerals" isOwner={false} />));
  return { user, button: screen.getByRole("button", { name: "Copy to my stack" }) };
}

const ids = () => stackStore.getState().items.map((item) => [item.supplement.id, item.quantity]);

beforeEach(() => {
  mockedPost.mockReset();
  push.mockReset();
  signedIn(true);
  act(() => {
    stackStore.getState().clearStack();
    toastStore.getState().dismiss();
  });
});

describe("Copy to my stack", () => {
  it("copies into an empty stack after checking it, with no question when nothing needs reading", async () => {
    answer(emptyResult());
    const { user, button } = renderCopy();
    await user.click(button);
    await waitFor(() => expect(ids()).toEqual([["p-mag", 2]]));
    // The product's slug travels with the item, for its link in the builder.
    expect(stackStore.getState().items[0]?.supplement.slug).toBe("now-foods-magnesium-citrate");
    expect(mockedPost).toHaveBeenCalledWith("/api/stacks/preview", {
      items: [{ supplementId: "p-mag", quantity: 2, timing: "evening" }],
    });
    expect(stackStore.getState().timings).toEqual({ "p-mag": "evening" });
    expect(stackStore.getState().openStack).toBeNull();
    // The copy is a new stack of the copier's, offered under the shared stack's title and goal.
    expect(stackStore.getState().draft).toEqual({ name: "Winter minerals", goal: "sleep" });
    expect(push).toHaveBeenCalledWith("/stacks");
    expect(toastStore.getState().toasts[0]?.title).toBe("Copied to your stack");
  });

  it("asks before replacing a stack that is not empty, and Cancel changes nothing", async () => {
    act(() => stackStore.getState().addSupplement({ id: "p-iron", name: "Iron", price: 250 }));
    answer(emptyResult());
    const { user, button } = renderCopy();
    await user.click(button);
    const dialog = screen.getByRole("dialog", { name: "Replace your current stack?" });
    expect(within(dialog).getByRole("button", { name: "Replace" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Save my current stack first" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(ids()).toEqual([["p-iron", 1]]);
    expect(mockedPost).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it("replaces after 'Replace', once the check's warnings are acknowledged", async () => {
    act(() => stackStore.getState().addSupplement({ id: "p-iron", name: "Iron", price: 250 }));
    answer(fullResult());
    const { user, button } = renderCopy();
    await user.click(button);
    await user.click(screen.getByRole("button", { name: "Replace" }));
    const dialog = await screen.findByRole("dialog", { name: "Before you copy Winter minerals" });
    const found = within(within(dialog).getByRole("list", { name: "What the check found" }));
    expect(found.getByText("LowMood Relief with Warfarin")).toBeInTheDocument();
    expect(found.getByText(/Medicine: Notarealmedicine — /)).toBeInTheDocument();
    expect(found.getByText("Iron above the UK upper level")).toBeInTheDocument();
    const copyAnyway = within(dialog).getByRole("button", { name: "Copy anyway" });
    expect(copyAnyway).toBeDisabled();
    expect(ids()).toEqual([["p-iron", 1]]);
    await user.click(within(dialog).getByRole("checkbox", { name: /I have read these warnings/ }));
    await user.click(copyAnyway);
    expect(ids()).toEqual([["p-mag", 2]]);
    expect(push).toHaveBeenCalledWith("/stacks");
  });

  it("saves the current stack as a new stack first when signed in, then copies", async () => {
    act(() => {
      stackStore.getState().addSupplement({ id: "p-iron", name: "Iron", price: 250 });
      stackStore.getState().setTiming("p-iron", "morning");
    });
    answer(emptyResult());
    const { user, button } = renderCopy();
    await user.click(button);
    await user.click(screen.getByRole("button", { name: "Save my current stack first" }));
    await waitFor(() => expect(ids()).toEqual([["p-mag", 2]]));
    expect(mockedPost).toHaveBeenCalledWith("/api/stacks", {
      name: expect.stringMatching(/^My stack \(saved \d{1,2} \w{3} \d{4}\)$/) as unknown,
      goal: null,
      notes: null,
      items: [{ supplementId: "p-iron", quantity: 1, timing: "morning" }],
    });
    expect(mockedPost.mock.calls.map(([path]) => path)).toEqual(["/api/stacks", "/api/stacks/preview"]);
  });

  it("signed out, explains that saving needs an account and offers to sign in", async () => {
    signedIn(false);
    act(() => stackStore.getState().addSupplement({ id: "p-iron", name: "Iron", price: 250 }));
    const { user, button } = renderCopy();
    await user.click(button);
    await user.click(screen.getByRole("button", { name: "Save my current stack first" }));
    const dialog = screen.getByRole("dialog", { name: "Sign in to save your stack" });
    expect(within(dialog).getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/login?callbackUrl=%2Fstack%2Fs-1",
    );
    expect(within(dialog).getByRole("button", { name: "Replace without saving" })).toBeInTheDocument();
    expect(mockedPost).not.toHaveBeenCalled();
    expect(ids()).toEqual([["p-iron", 1]]);
  });

  it("copies nothing when the check fails", async () => {
    mockedPost.mockRejectedValue(new Error("offline"));
    const { user, button } = renderCopy();
    await user.click(button);
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]?.title).toBe("Unable to check supplement interactions"),
    );
    expect(ids()).toEqual([]);
    expect(push).not.toHaveBeenCalled();
  });
});
