// "Save stack" in the builder: saving a new stack replaces the form (and a busy button drops the focus),
// so the focus returns to the save button and the outcome is said.
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { useSession } from "@/components/auth/session";
import { stackStore } from "@/components/stacks/stack-store";
import { SaveStackPanel } from "@/components/stacks/save-stack-panel";
import { apiPost, apiPut } from "@/lib/api/fetch-client";

import { renderWithQueryClient } from "../forms/render-with-query-client";
import { savedStack } from "./saved-stack-fixture";

jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn(), apiPut: jest.fn() }));
jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
jest.mock("@/components/auth/session", () => ({ useSession: jest.fn(), refreshSession: jest.fn() }));
const mockedPost = jest.mocked(apiPost);
const mockedPut = jest.mocked(apiPut);

const ITEMS = [{ supplementId: "p-mag", quantity: 1, timing: null }];

const saved = (name: string, version: number) => ({ stack: savedStack({ name, version }) });

beforeEach(() => {
  mockedPost.mockReset();
  mockedPut.mockReset();
  act(() => stackStore.getState().clearStack());
  jest.mocked(useSession).mockReturnValue({
    data: { user: { id: "u-1" }, expires: "" },
    status: "authenticated",
    update: () => Promise.resolve(null),
  } as unknown as ReturnType<typeof useSession>);
});

test("a new stack's save says so and leaves the focus on the save button", async () => {
  mockedPost.mockResolvedValue(saved("Winter minerals", 1));
  mockedPut.mockResolvedValue(saved("Winter minerals", 2));
  const user = userEvent.setup();
  renderWithQueryClient(<SaveStackPanel items={ITEMS} signedIn />);
  await user.type(screen.getByLabelText("Name"), "Winter minerals");
  await user.click(screen.getByRole("button", { name: "Save stack" }));
  expect(await screen.findByRole("button", { name: "Save changes" })).toHaveFocus();
  expect(screen.getByRole("status")).toHaveTextContent("Stack saved: Winter minerals");

  await user.click(screen.getByRole("button", { name: "Save changes" }));
  expect(mockedPut).toHaveBeenCalledWith("/api/stacks/s-1", expect.objectContaining({ version: 1 }));
  expect(await screen.findByText("Stack updated: Winter minerals")).toHaveAttribute("role", "status");
  expect(screen.getByRole("button", { name: "Save changes" })).toHaveFocus();
});

test("a copied stack's form offers the copy's name and goal; once saved, the stack keeps its own", async () => {
  mockedPost.mockResolvedValue(saved("Winter minerals", 1));
  act(() =>
    stackStore.getState().loadStack({
      items: [{ supplement: { id: "p-mag", name: "Magnesium", price: 1200 }, quantity: 1 }],
      timings: {},
      openStack: null,
      draft: { name: "Winter minerals", goal: "sleep" },
    }),
  );
  const user = userEvent.setup();
  renderWithQueryClient(<SaveStackPanel items={ITEMS} signedIn />);
  expect(screen.getByLabelText("Name")).toHaveValue("Winter minerals");
  expect(screen.getByLabelText("Goal (optional)")).toHaveValue("sleep");
  await user.click(screen.getByRole("button", { name: "Save stack" }));
  expect(mockedPost).toHaveBeenCalledWith(
    "/api/stacks",
    expect.objectContaining({ name: "Winter minerals", goal: "sleep" }),
  );
  expect(await screen.findByRole("button", { name: "Save changes" })).toBeInTheDocument();
  expect(stackStore.getState().draft).toBeNull();
});
