import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { SignupForm } from "@/components/auth/signup-form";
import { formMessageOf } from "@/components/forms/form-errors";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { ApiClientError } from "@/lib/errors/client-error";

import { renderWithQueryClient } from "../forms/render-with-query-client";

const mockRouter = { push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn() }));
jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
const mockedPost = jest.mocked(apiPost);

beforeEach(() => {
  jest.clearAllMocks();
  mockedPost.mockReset();
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), " Priya ");
  await user.type(screen.getByLabelText("Last name"), "Shah");
  await user.type(screen.getByLabelText("Email address"), "Priya@Example.com");
  await user.type(screen.getByLabelText("Password"), "Tea-Kettle-Lighthouse-31");
  await user.click(screen.getByRole("checkbox", { name: "I am 18 or over" }));
  await user.click(screen.getByRole("checkbox", { name: /I accept the terms of service/ }));
}

test("every field is checked with the route's own messages; focus goes to the first; nothing is sent", async () => {
  const user = userEvent.setup();
  renderWithQueryClient(<SignupForm callbackUrl="/dashboard" />);
  await user.type(screen.getByLabelText("Password"), "short");
  await user.click(screen.getByRole("button", { name: "Create account" }));
  expect(screen.getByLabelText("First name")).toHaveAccessibleDescription("First name is required");
  expect(screen.getByLabelText("First name")).toHaveFocus();
  expect(screen.getByLabelText("Last name")).toHaveAccessibleDescription("Last name is required");
  expect(screen.getByLabelText("Email address")).toHaveAccessibleDescription(
    "Please enter a valid email address",
  );
  expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
    /Password must be at least 8 characters long$/,
  );
  expect(screen.getByRole("checkbox", { name: "I am 18 or over" })).toHaveAccessibleDescription(
    "You must confirm that you are 18 or over",
  );
  expect(screen.getByRole("checkbox", { name: /I accept the terms/ })).toHaveAccessibleDescription(
    "You must accept the terms of service and privacy policy",
  );
  expect(mockedPost).not.toHaveBeenCalled();
});

test("registers, shows the 8-second toast and goes to sign-in with the flags and the callback", async () => {
  mockedPost.mockResolvedValue({});
  const user = userEvent.setup();
  renderWithQueryClient(<SignupForm callbackUrl="/stacks" />);
  await fillIn(user);
  await user.click(screen.getByRole("button", { name: "Create account" }));
  expect(mockedPost).toHaveBeenCalledWith("/api/auth/signup", {
    firstName: "Priya",
    lastName: "Shah",
    email: "priya@example.com",
    password: "Tea-Kettle-Lighthouse-31",
    confirmAdult: true,
    acceptTerms: true,
  });
  expect(toast).toHaveBeenCalledWith({
    title: "Registration Successful",
    description: "Please check your email to confirm your account.",
    variant: "success",
    duration: 8000,
  });
  expect(mockRouter.push).toHaveBeenCalledWith(
    "/login?registered=true&needsConfirmation=true&callbackUrl=%2Fstacks",
  );
});

test("a refused registration shows the form's message and stays on the page", async () => {
  const refused = new ApiClientError({
    message: "User already registered",
    status: 409,
    code: "CONFLICT",
    details: { auth: "User already registered" },
  });
  mockedPost.mockRejectedValue(refused);
  const user = userEvent.setup();
  renderWithQueryClient(<SignupForm callbackUrl="/dashboard" />);
  await fillIn(user);
  await user.click(screen.getByRole("button", { name: "Create account" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(formMessageOf(refused));
  expect(toast).toHaveBeenCalledWith({
    title: "Registration Failed",
    description: formMessageOf(refused),
    variant: "destructive",
  });
  expect(mockRouter.push).not.toHaveBeenCalled();
});
