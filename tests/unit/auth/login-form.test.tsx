import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { signIn } from "next-auth/react";

import { LoginForm } from "@/components/auth/login-form";
import { formMessageOf, isEmailNotConfirmed } from "@/components/forms/form-errors";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { ApiClientError } from "@/lib/errors/client-error";

import { renderWithQueryClient } from "../forms/render-with-query-client";

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("next-auth/react", () => ({ signIn: jest.fn() }));
jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn() }));
jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
// The reading of auth reasons is form-errors.ts's job (tests/unit/auth/form-errors.test.ts); here
// only what the form does with its answer.
jest.mock("@/components/forms/form-errors", () => ({
  ...jest.requireActual<object>("@/components/forms/form-errors"),
  isEmailNotConfirmed: jest.fn(),
}));
const mockedPost = jest.mocked(apiPost);
const mockedSignIn = jest.mocked(signIn);

beforeEach(() => {
  jest.clearAllMocks();
  mockedPost.mockReset();
  mockedSignIn.mockReset();
  jest.mocked(isEmailNotConfirmed).mockReturnValue(false);
});

async function signInWith(email: string, password: string, firstSignIn = false) {
  const user = userEvent.setup();
  renderWithQueryClient(<LoginForm callbackUrl="/security" firstSignIn={firstSignIn} />);
  if (email) await user.type(screen.getByLabelText("Email address"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

const authError = (status: number, code: "AUTHENTICATION_ERROR" | "AUTHORIZATION_ERROR", auth: string) =>
  new ApiClientError({ message: auth, status, code, details: { auth } });

test("checks the fields with the route's schema before sending anything", async () => {
  await signInWith("", "");
  expect(screen.getByLabelText("Email address")).toHaveAccessibleDescription(
    "Please enter a valid email address",
  );
  expect(screen.getByLabelText("Email address")).toHaveFocus();
  expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Please provide a valid password.");
  expect(mockedPost).not.toHaveBeenCalled();
});

test("a refused sign-in shows the form's message in an alert and a toast", async () => {
  const refused = authError(401, "AUTHENTICATION_ERROR", "Invalid login credentials");
  mockedPost.mockRejectedValue(refused);
  await signInWith("sam@example.com", "not-my-password");
  expect(await screen.findByRole("alert")).toHaveTextContent(formMessageOf(refused));
  expect(toast).toHaveBeenCalledWith({
    title: "Login Failed",
    description: formMessageOf(refused),
    variant: "destructive",
  });
  expect(screen.queryByRole("button", { name: /Send a new confirmation link/ })).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
});

test("an unconfirmed address is offered a new confirmation link", async () => {
  const unconfirmed = authError(403, "AUTHORIZATION_ERROR", "Email not confirmed");
  jest.mocked(isEmailNotConfirmed).mockImplementation((error) => error === unconfirmed);
  mockedPost.mockRejectedValue(unconfirmed);
  await signInWith(" Sam@Example.com ", "Tea-Kettle-Lighthouse-31");
  expect(mockedPost).toHaveBeenCalledWith("/api/auth/login", {
    email: "sam@example.com",
    password: "Tea-Kettle-Lighthouse-31",
  });
  expect(await screen.findByRole("alert")).toHaveTextContent(formMessageOf(unconfirmed));
  expect(
    screen.getByRole("button", { name: "Send a new confirmation link to sam@example.com" }),
  ).toBeInTheDocument();
});

test("without a second factor, next-auth issues the session; the user is greeted and sent on", async () => {
  mockedPost.mockResolvedValue({ next: "session", firstName: "Priya" });
  mockedSignIn.mockResolvedValue({ ok: true, error: null, status: 200, url: null });
  await signInWith("priya@example.com", "Tea-Kettle-Lighthouse-31");
  expect(mockedSignIn).toHaveBeenCalledWith("credentials", { redirect: false });
  expect(toast).toHaveBeenCalledWith({
    title: "Login Successful",
    description: "Welcome back, Priya!",
    variant: "success",
  });
  expect(mockRouter.replace).toHaveBeenCalledWith("/security");
  // Still busy while the next page loads.
  expect(screen.getByRole("button", { name: "Signing in…" })).toBeDisabled();
});

test("the first sign-in, from the email confirmation link, is a welcome rather than a welcome back", async () => {
  mockedPost.mockResolvedValue({ next: "session", firstName: "Priya" });
  mockedSignIn.mockResolvedValue({ ok: true, error: null, status: 200, url: null });
  await signInWith("priya@example.com", "Tea-Kettle-Lighthouse-31", true);
  expect(toast).toHaveBeenCalledWith({
    title: "Login Successful",
    description: "Welcome, Priya!",
    variant: "success",
  });
});

test("with two-factor on, the password step leads to /verify-2fa with the callback", async () => {
  mockedPost.mockResolvedValue({ next: "two-factor", firstName: "Priya" });
  await signInWith("priya@example.com", "Tea-Kettle-Lighthouse-31");
  expect(mockRouter.push).toHaveBeenCalledWith("/verify-2fa?callbackUrl=%2Fsecurity");
  expect(mockedSignIn).not.toHaveBeenCalled();
});
