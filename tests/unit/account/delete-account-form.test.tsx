import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { signOut } from "next-auth/react";

import { DeleteAccountForm } from "@/components/account/delete-account-form";
import { STACK_STORAGE_KEY, stackStore } from "@/components/stacks/stack-store";
import { apiPost } from "@/lib/api/fetch-client";
import { ApiClientError } from "@/lib/errors/client-error";

import { renderWithQueryClient } from "../forms/render-with-query-client";

const mockRouter = { push: jest.fn(), refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("next-auth/react", () => ({ signOut: jest.fn() }));
jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn() }));
jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
const mockedPost = jest.mocked(apiPost);

beforeEach(() => {
  jest.clearAllMocks();
  mockedPost.mockReset();
  jest.mocked(signOut).mockResolvedValue(undefined);
});

test("needs the password and the box ticked before anything is erased", async () => {
  const user = userEvent.setup();
  renderWithQueryClient(<DeleteAccountForm />);
  await user.click(screen.getByRole("button", { name: "Delete my account" }));
  expect(screen.getByLabelText("Your password")).toHaveAccessibleDescription("Please enter your password");
  expect(screen.getByLabelText("Your password")).toHaveFocus();
  expect(screen.getByRole("checkbox")).toHaveAccessibleDescription(
    "Please confirm you understand that this cannot be undone",
  );
  expect(mockedPost).not.toHaveBeenCalled();
});

test("a wrong password is said beside the field; the right one erases the account and signs out", async () => {
  mockedPost
    .mockRejectedValueOnce(
      new ApiClientError({
        message: "bad",
        status: 400,
        code: "VALIDATION_ERROR",
        details: { formErrors: [], fieldErrors: { password: ["That password is not right."] } },
      }),
    )
    .mockResolvedValueOnce({});
  stackStore.getState().addSupplement({ id: "p1", name: "Magnesium", price: 499 });
  stackStore
    .getState()
    .setOpenStack({ id: "s1", name: "Mine", goal: null, notes: "Private note", version: 1 });
  expect(window.localStorage.getItem(STACK_STORAGE_KEY)).not.toBeNull();
  const user = userEvent.setup();
  renderWithQueryClient(<DeleteAccountForm />);
  await user.type(screen.getByLabelText("Your password"), "wrong-password");
  await user.click(screen.getByRole("checkbox"));
  await user.click(screen.getByRole("button", { name: "Delete my account" }));
  expect(await screen.findByText("That password is not right.")).toBeInTheDocument();
  const password = screen.getByLabelText("Your password");
  expect(password).toHaveAccessibleDescription("That password is not right.");
  expect(password).toHaveAttribute("aria-invalid", "true");
  expect(password).toHaveFocus();
  // Said by the field, not as "Please check your input and try again".
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(mockRouter.push).not.toHaveBeenCalled();

  await user.clear(screen.getByLabelText("Your password"));
  await user.type(screen.getByLabelText("Your password"), "Tea-Kettle-Lighthouse-31");
  await user.click(screen.getByRole("button", { name: "Delete my account" }));
  expect(mockedPost).toHaveBeenLastCalledWith("/api/account/delete", {
    password: "Tea-Kettle-Lighthouse-31",
  });
  expect(signOut).toHaveBeenCalledWith({ redirect: false });
  expect(mockRouter.push).toHaveBeenCalledWith("/");
  // The stack and its notes kept in this browser are gone too.
  expect(stackStore.getState().items).toEqual([]);
  expect(stackStore.getState().openStack).toBeNull();
  expect(window.localStorage.getItem(STACK_STORAGE_KEY)).toBeNull();
});

test("deleting also removes what the browser keeps for the account; a refused deletion removes nothing", async () => {
  // Cache Storage: the builder's offline copies, and the service worker's public pages.
  const cacheNames = new Set(["offline-copies-v1", "pages"]);
  Object.defineProperty(window, "caches", {
    configurable: true,
    value: { delete: (name: string) => Promise.resolve(cacheNames.delete(name)) },
  });
  window.localStorage.setItem("signed-in-when-last-online", "1");
  mockedPost
    .mockRejectedValueOnce(
      new ApiClientError({
        message: "bad",
        status: 400,
        code: "VALIDATION_ERROR",
        details: { formErrors: [], fieldErrors: { password: ["That password is not right."] } },
      }),
    )
    .mockResolvedValueOnce({});
  const user = userEvent.setup();
  renderWithQueryClient(<DeleteAccountForm />);
  await user.type(screen.getByLabelText("Your password"), "wrong-password");
  await user.click(screen.getByRole("checkbox"));
  await user.click(screen.getByRole("button", { name: "Delete my account" }));
  expect(await screen.findByText("That password is not right.")).toBeInTheDocument();
  expect([...cacheNames]).toEqual(["offline-copies-v1", "pages"]);
  expect(window.localStorage.getItem("signed-in-when-last-online")).toBe("1");

  await user.clear(screen.getByLabelText("Your password"));
  await user.type(screen.getByLabelText("Your password"), "Tea-Kettle-Lighthouse-31");
  await user.click(screen.getByRole("button", { name: "Delete my account" }));
  await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith("/"));
  expect([...cacheNames]).toEqual(["pages"]);
  expect(window.localStorage.getItem("signed-in-when-last-online")).toBeNull();
  Reflect.deleteProperty(window, "caches");
});
