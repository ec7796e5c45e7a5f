import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getSession, signIn } from "next-auth/react";

import { Verify2faForm } from "@/components/auth/verify-2fa-form";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";

import { renderWithQueryClient } from "../forms/render-with-query-client";

const mockRouter = { replace: jest.fn(), refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("next-auth/react", () => ({ signIn: jest.fn(), getSession: jest.fn() }));
jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn() }));
const mockedSignIn = jest.mocked(signIn);

beforeEach(() => {
  jest.clearAllMocks();
  mockedSignIn.mockReset();
});

const failed = (error: string) => ({ ok: false, error, status: 401, url: null });

test("asks for the kind of code the user chose, without sending an empty one", async () => {
  const user = userEvent.setup();
  renderWithQueryClient(<Verify2faForm callbackUrl="/dashboard" />);
  await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
  expect(screen.getByLabelText("Authentication code")).toHaveAccessibleDescription(
    /Enter the 6-digit code from your authenticator app$/,
  );
  expect(screen.getByLabelText("Authentication code")).toHaveFocus();

  await user.click(screen.getByRole("button", { name: "Use a recovery code instead" }));
  expect(screen.getByLabelText("Recovery code")).not.toHaveAttribute("aria-invalid");
  await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
  expect(screen.getByLabelText("Recovery code")).toHaveAccessibleDescription(
    /Enter one of your recovery codes$/,
  );
  expect(mockedSignIn).not.toHaveBeenCalled();
});

test("the code field has the focus when the page opens, and the recovery field when switched to", async () => {
  const user = userEvent.setup();
  renderWithQueryClient(<Verify2faForm callbackUrl="/dashboard" />);
  expect(screen.getByLabelText("Authentication code")).toHaveFocus();
  await user.click(screen.getByRole("button", { name: "Use a recovery code instead" }));
  expect(screen.getByLabelText("Recovery code")).toHaveFocus();
});

test("a code next-auth refuses says so in an alert and a toast", async () => {
  mockedSignIn.mockResolvedValue(failed("CredentialsSignin"));
  const user = userEvent.setup();
  renderWithQueryClient(<Verify2faForm callbackUrl="/dashboard" />);
  await user.type(screen.getByLabelText("Authentication code"), "000000");
  await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
  expect(mockedSignIn).toHaveBeenCalledWith("credentials", { redirect: false, code: "000000" });
  expect(await screen.findByRole("alert")).toHaveTextContent("That code is not valid.");
  expect(toast).toHaveBeenCalledWith({
    title: "Login Failed",
    description: "That code is not valid.",
    variant: "destructive",
  });
});

test("the server's own reason is shown as it is", async () => {
  mockedSignIn.mockResolvedValue(failed("Too many attempts. Please wait a few minutes and sign in again."));
  const user = userEvent.setup();
  renderWithQueryClient(<Verify2faForm callbackUrl="/dashboard" />);
  await user.type(screen.getByLabelText("Authentication code"), "123456");
  await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Too many attempts. Please wait a few minutes and sign in again.",
  );
});

test("a good code greets the user by name and returns to the screen that asked", async () => {
  mockedSignIn.mockResolvedValue({ ok: true, error: null, status: 200, url: null });
  jest.mocked(getSession).mockResolvedValue({
    expires: "2099-01-01T00:00:00.000Z",
    user: { id: "u1", email: "priya@example.com", firstName: "Priya", lastName: "Shah" },
  });
  const user = userEvent.setup();
  renderWithQueryClient(<Verify2faForm callbackUrl="/security" />);
  await user.type(screen.getByLabelText("Authentication code"), "123456");
  await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
  expect(toast).toHaveBeenCalledWith({
    title: "Login Successful",
    description: "Welcome back, Priya!",
    variant: "success",
  });
  expect(mockRouter.replace).toHaveBeenCalledWith("/security");
});

describe("with a verified mobile number", () => {
  test("texts a code on request, says where it went, and offers a new one", async () => {
    jest.mocked(apiPost).mockResolvedValue({ sentTo: "+44 7••• •••456" });
    const user = userEvent.setup();
    renderWithQueryClient(
      <Verify2faForm callbackUrl="/dashboard" factors={{ app: false, textTo: "+44 7••• •••456" }} />,
    );
    expect(screen.getByLabelText("Authentication code")).toHaveAccessibleDescription(
      /The 6-digit code we texted you/,
    );
    await user.click(screen.getByRole("button", { name: "Text a code to +44 7••• •••456" }));
    expect(apiPost).toHaveBeenCalledWith("/api/auth/two-factor/text");
    expect(
      await screen.findByText("We texted a code to +44 7••• •••456. It works for 10 minutes."),
    ).toHaveRole("status");
    expect(screen.getByRole("button", { name: "Send a new code" })).toBeEnabled();
  });

  test("an empty code asks for the texted one", async () => {
    const user = userEvent.setup();
    renderWithQueryClient(
      <Verify2faForm callbackUrl="/dashboard" factors={{ app: false, textTo: "+44 7••• •••456" }} />,
    );
    await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(screen.getByLabelText("Authentication code")).toHaveAccessibleDescription(
      /Enter the 6-digit code we texted you$/,
    );
  });
});
