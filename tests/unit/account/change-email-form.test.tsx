import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ChangeEmailForm } from "@/components/account/change-email-form";
import { apiPost } from "@/lib/api/fetch-client";
import { EMAIL_CHANGE_REQUESTED_MESSAGE } from "@/lib/auth/messages";
import { ApiClientError } from "@/lib/errors/client-error";

import { renderWithQueryClient } from "../forms/render-with-query-client";

jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn() }));
const mockedPost = jest.mocked(apiPost);

beforeEach(() => mockedPost.mockReset());

function renderForm() {
  const user = userEvent.setup();
  renderWithQueryClient(<ChangeEmailForm currentEmail="ann@example.com" />);
  return {
    user,
    email: () => screen.getByLabelText("New email address"),
    password: () => screen.getByLabelText("Current password"),
    submit: () => user.click(screen.getByRole("button", { name: "Send confirmation link" })),
  };
}

test("shows the current address and needs a valid new one and the password before sending", async () => {
  const { user, email, password, submit } = renderForm();
  expect(screen.getByText("ann@example.com")).toBeInTheDocument();
  await submit();
  expect(email()).toHaveAccessibleDescription("Please enter a valid email address");
  expect(email()).toHaveFocus();
  expect(password()).toHaveAccessibleDescription("Please enter your current password");
  await user.type(email(), "not-an-address");
  await submit();
  expect(email()).toHaveAccessibleDescription("Please enter a valid email address");
  expect(mockedPost).not.toHaveBeenCalled();
});

test("sends the normalised address with the password, then says a link is on its way and clears the form", async () => {
  mockedPost.mockResolvedValueOnce({ requested: true });
  const { user, email, password, submit } = renderForm();
  await user.type(email(), "  Ann.New@Example.com ");
  await user.type(password(), "Tea-Kettle-Lighthouse-31");
  await submit();
  expect(mockedPost).toHaveBeenCalledWith("/api/account/email", {
    newEmail: "ann.new@example.com",
    currentPassword: "Tea-Kettle-Lighthouse-31",
  });
  expect(await screen.findByRole("status")).toHaveTextContent(EMAIL_CHANGE_REQUESTED_MESSAGE);
  expect(email()).toHaveValue("");
  expect(password()).toHaveValue("");
});

test("puts the server's field errors beside their fields", async () => {
  mockedPost.mockRejectedValueOnce(
    new ApiClientError({
      message: "bad",
      status: 400,
      code: "VALIDATION_ERROR",
      details: { formErrors: [], fieldErrors: { currentPassword: ["Your password is not correct."] } },
    }),
  );
  const { user, email, password, submit } = renderForm();
  await user.type(email(), "ann.new@example.com");
  await user.type(password(), "wrong-password");
  await submit();
  expect(await screen.findByText("Your password is not correct.")).toBeInTheDocument();
  expect(password()).toHaveAccessibleDescription("Your password is not correct.");
  expect(screen.queryByRole("status")).not.toBeInTheDocument();
});
