// Renaming on /my-stacks: the rename form goes away when done, so the focus returns to the stack's Rename
// button and the new name is said; a refused rename leaves the focus in the name field.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { MyStacksList, type MyStack } from "@/components/stacks/my-stacks-list";
import { apiPut } from "@/lib/api/fetch-client";
import { ApiClientError } from "@/lib/errors/client-error";

import { savedStack } from "./saved-stack-fixture";
import { renderWithQueryClient } from "../forms/render-with-query-client";

const mockRouter = { push: jest.fn(), refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("@/lib/api/fetch-client", () => ({ apiPut: jest.fn(), apiPost: jest.fn(), apiDelete: jest.fn() }));
jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
const mockedPut = jest.mocked(apiPut);

const STACK: MyStack = { ...savedStack(), builderItems: [] };

beforeEach(() => {
  mockedPut.mockReset();
});

async function renameTo(name: string) {
  const user = userEvent.setup();
  renderWithQueryClient(<MyStacksList stacks={[STACK]} />);
  await user.click(screen.getByRole("button", { name: "Rename Winter minerals" }));
  const field = screen.getByLabelText("New name");
  await user.clear(field);
  await user.type(field, name);
  await user.click(screen.getByRole("button", { name: "Save name" }));
  return user;
}

test("a rename says the new name and returns the focus to the stack's Rename button", async () => {
  mockedPut.mockResolvedValue({ stack: { ...STACK, name: "Spring minerals", version: 2 } });
  await renameTo("Spring minerals");
  expect(mockedPut).toHaveBeenCalledWith("/api/stacks/s-1", { version: 1, name: "Spring minerals" });
  expect(await screen.findByRole("button", { name: "Rename Spring minerals" })).toHaveFocus();
  expect(screen.getByRole("status")).toHaveTextContent("Stack renamed to Spring minerals.");
});

test("Cancel returns the focus to Rename; a refused rename keeps it in the name field", async () => {
  mockedPut.mockRejectedValue(new ApiClientError({ message: "x", status: 409, code: "CONFLICT" }));
  const user = await renameTo("Spring minerals");
  await waitFor(() => expect(screen.getByLabelText("New name")).toHaveFocus());
  expect(screen.getByRole("status")).toBeEmptyDOMElement();

  await user.click(screen.getByRole("button", { name: "Cancel" }));
  expect(screen.getByRole("button", { name: "Rename Winter minerals" })).toHaveFocus();
});
