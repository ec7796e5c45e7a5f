import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { signOut } from "next-auth/react";

import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { ApiClientError } from "@/lib/errors/client-error";

import { renderWithQueryClient } from "../forms/render-with-query-client";

const mockRouter = { push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("next-auth/react", () => ({ signOut: jest.fn() }));
jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn() }));
jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
const mockedPost = jest.mocked(apiPost);
const TOKEN = "t".repeat(43);

beforeEach(() => {
  jest.clearAllMocks();
  mockedPost.mockReset();
  jest.mocked(signOut).mockResolvedValue(undefined);
});

async function setPassword(password: string, repeated: string) {
  const user = userEvent.setup();
  renderWithQueryClient(<ResetPasswordForm token={TOKEN} />);
  await user.type(screen.getByLabelText("New password", { exact: true }), password);
  await user.type(screen.getByLabelText("Repeat the new password"), repeated);
  await user.click(screen.getByRole("button", { name: "Set new password" }));
}

test("a short password is the only complaint; the match is checked once it is long enough", async () => {
  await setPassword("short", "other");
  expect(screen.getByLabelText("New password", { exact: true })).toHaveAccessibleDescription(
    /Password must be at least 8 characters long$/,
  );
  expect(screen.getByLabelText("Repeat the new password")).not.toHaveAttribute("aria-invalid");
  expect(mockedPost).not.toHaveBeenCalled();
});

test("two different passwords are caught before sending", async () => {
  await setPassword("Harbour-Meadow-Violin-58", "Harbour-Meadow-Violin-59");
  expect(screen.getByLabelText("Repeat the new password")).toHaveAccessibleDescription(
    "The passwords do not match",
  );
  expect(screen.getByLabelText("Repeat the new password")).toHaveFocus();
  expect(mockedPost).not.toHaveBeenCalled();
});

test("sets the password with the link's token, signs this browser out and goes to sign-in", async () => {
  mockedPost.mockResolvedValue({});
  await setPassword("Harbour-Meadow-Violin-58", "Harbour-Meadow-Violin-58");
  expect(mockedPost).toHaveBeenCalledWith("/api/auth/reset-password", {
    token: TOKEN,
    password: "Harbour-Meadow-Violin-58",
  });
  expect(signOut).toHaveBeenCalledWith({ redirect: false });
  expect(toast).toHaveBeenCalledWith({
    title: "Password Reset Successful",
    description: "Your password has been reset. Please login with your new password.",
    variant: "success",
  });
  expect(mockRouter.push).toHaveBeenCalledWith("/login");
});

test("a dead link is the whole form's problem", async () => {
  mockedPost.mockRejectedValue(
    new ApiClientError({
      message: "bad",
      status: 400,
      code: "VALIDATION_ERROR",
      details: {
        fieldErrors: { token: ["This password reset link has expired. Please request a new one."] },
      },
    }),
  );
  await setPassword("Harbour-Meadow-Violin-58", "Harbour-Meadow-Violin-58");
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "This password reset link has expired. Please request a new one.",
  );
  expect(toast).toHaveBeenCalledWith({
    title: "Reset Failed",
    description: "This password reset link has expired. Please request a new one.",
    variant: "destructive",
  });
  expect(mockRouter.push).not.toHaveBeenCalled();
});

test("a common password refused by the server is said beside the field, which takes the focus", async () => {
  const common = "This password is too common. Please choose a less guessable one.";
  mockedPost.mockRejectedValue(
    new ApiClientError({
      message: "bad",
      status: 400,
      code: "VALIDATION_ERROR",
      details: { formErrors: [], fieldErrors: { password: [common] } },
    }),
  );
  await setPassword("Password123!", "Password123!");
  const password = screen.getByLabelText("New password", { exact: true });
  expect(await screen.findByText(common)).toBeInTheDocument();
  expect(password).toHaveAccessibleDescription(new RegExp(`${common}$`));
  expect(password).toHaveAttribute("aria-invalid", "true");
  expect(password).toHaveFocus();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(toast).toHaveBeenCalledWith({ title: "Reset Failed", description: common, variant: "destructive" });
});
