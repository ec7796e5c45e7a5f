import type { UseFormSetError } from "react-hook-form";

import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { ApiClientError } from "@/lib/errors/client-error";

type Values = { email: string; password: string };

const validation = (fieldErrors: Record<string, string[]>) =>
  new ApiClientError({
    message: "Request validation failed",
    status: 400,
    code: "VALIDATION_ERROR",
    details: { fieldErrors, formErrors: [] },
  });

test("puts each rejected field's first message on it, in the form's order, focusing only the first", () => {
  const setError = jest.fn<ReturnType<UseFormSetError<Values>>, Parameters<UseFormSetError<Values>>>();
  const error = validation({
    password: ["Password must be at least 8 characters long", "second"],
    email: ["Please enter a valid email address"],
    token: ["This link has expired"],
  });
  expect(setServerFieldErrors<Values>(setError, error, ["email", "password"])).toBe(true);
  expect(setError.mock.calls).toEqual([
    ["email", { type: "server", message: "Please enter a valid email address" }, { shouldFocus: true }],
    [
      "password",
      { type: "server", message: "Password must be at least 8 characters long" },
      { shouldFocus: false },
    ],
  ]);
});

test("leaves errors without field messages, and fields the form does not have, to the form-level message", () => {
  const setError = jest.fn<ReturnType<UseFormSetError<Values>>, Parameters<UseFormSetError<Values>>>();
  expect(
    setServerFieldErrors<Values>(setError, validation({ token: ["This link has expired"] }), ["password"]),
  ).toBe(false);
  expect(setServerFieldErrors<Values>(setError, new Error("offline"), ["email", "password"])).toBe(false);
  expect(
    setServerFieldErrors<Values>(
      setError,
      new ApiClientError({ message: "Rate limit", status: 429, code: "RATE_LIMIT_EXCEEDED" }),
      ["email"],
    ),
  ).toBe(false);
  expect(setError).not.toHaveBeenCalled();
});
