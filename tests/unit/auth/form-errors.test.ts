import {
  fieldErrorsOf,
  formLevelMessageOf,
  formMessageOf,
  isEmailNotConfirmed,
} from "@/components/forms/form-errors";
import { ApiClientError } from "@/lib/errors/client-error";

type Code =
  "VALIDATION_ERROR" | "AUTHENTICATION_ERROR" | "AUTHORIZATION_ERROR" | "CONFLICT" | "RATE_LIMIT_EXCEEDED";
const apiError = (status: number, code: Code, details?: unknown) =>
  new ApiClientError({ message: "x", status, code, details });

test("auth reasons become the spec's friendly messages", () => {
  expect(formMessageOf(apiError(401, "AUTHENTICATION_ERROR", { auth: "INVALID_CREDENTIALS" }))).toBe(
    "Invalid email or password. Please check your credentials and try again.",
  );
  expect(formMessageOf(apiError(403, "AUTHORIZATION_ERROR", { auth: "EMAIL_NOT_CONFIRMED" }))).toBe(
    "Please check your email and click the confirmation link before logging in.",
  );
  expect(formMessageOf(apiError(409, "CONFLICT", { auth: "USER_ALREADY_REGISTERED" }))).toBe(
    "An account with this email already exists. Please try logging in instead.",
  );
  expect(isEmailNotConfirmed(apiError(403, "AUTHORIZATION_ERROR", { auth: "EMAIL_NOT_CONFIRMED" }))).toBe(
    true,
  );
  expect(isEmailNotConfirmed(apiError(401, "AUTHENTICATION_ERROR", { auth: "INVALID_CREDENTIALS" }))).toBe(
    false,
  );
});

test("an unknown or English auth value is not a reason: the catalogue message shows", () => {
  expect(formMessageOf(apiError(403, "AUTHORIZATION_ERROR", { auth: "Email not confirmed" }))).toBe(
    "You don't have permission to perform this action",
  );
  expect(isEmailNotConfirmed(apiError(403, "AUTHORIZATION_ERROR", { auth: "Email not confirmed" }))).toBe(
    false,
  );
});

test("field errors take the first message per field; form errors and the catalogue message otherwise", () => {
  const validation = apiError(400, "VALIDATION_ERROR", {
    fieldErrors: { email: ["Please enter a valid email address", "second"] },
    formErrors: [],
  });
  expect(fieldErrorsOf(validation)).toEqual({ email: "Please enter a valid email address" });
  expect(
    formMessageOf(
      apiError(400, "VALIDATION_ERROR", {
        formErrors: ["You must provide either an email or phone number and a type"],
      }),
    ),
  ).toBe("You must provide either an email or phone number and a type");
  expect(formMessageOf(apiError(429, "RATE_LIMIT_EXCEEDED"))).toBe(
    "Too many requests. Please wait a moment and try again",
  );
  expect(fieldErrorsOf(new Error("boom"))).toEqual({});
  expect(formMessageOf(null)).toBe("Unknown error occurred");
});

test("no form-level message when each server message is beside one of the form's fields", () => {
  const wrongCode = apiError(400, "VALIDATION_ERROR", {
    fieldErrors: { code: ["That code is not valid."] },
    formErrors: [],
  });
  expect(formLevelMessageOf(wrongCode, ["code"])).toBeUndefined();
  expect(formLevelMessageOf(null, ["code"])).toBeUndefined();
  // A field the form does not have, or a message for the whole form, still needs the form's own line.
  expect(formLevelMessageOf(wrongCode, ["password"])).toBe("Please check your input and try again");
  expect(
    formLevelMessageOf(
      apiError(400, "VALIDATION_ERROR", {
        fieldErrors: { code: ["That code is not valid."] },
        formErrors: ["Start the set-up again."],
      }),
      ["code"],
    ),
  ).toBe("Start the set-up again.");
  expect(formLevelMessageOf(apiError(429, "RATE_LIMIT_EXCEEDED"), ["code"])).toBe(
    "Too many requests. Please wait a moment and try again",
  );
});
