import { AUTH_REASON_MESSAGES, authFailureMessage, isAuthReason } from "@/lib/errors/auth-messages";

describe("AUTH_REASON_MESSAGES", () => {
  // docs/product-rules.md §8 "Auth message mapping": the rows for the reasons this app's server sends.
  it.each([
    ["INVALID_CREDENTIALS", "Invalid email or password. Please check your credentials and try again."],
    ["EMAIL_NOT_CONFIRMED", "Please check your email and click the confirmation link before logging in."],
    ["USER_ALREADY_REGISTERED", "An account with this email already exists. Please try logging in instead."],
  ] as const)("gives %p the spec's text", (reason, friendly) => {
    expect(AUTH_REASON_MESSAGES[reason]).toBe(friendly);
  });

  it("recognises only its own codes, never English messages", () => {
    expect(isAuthReason("EMAIL_NOT_CONFIRMED")).toBe(true);
    expect(isAuthReason("Email not confirmed")).toBe(false);
    expect(isAuthReason("toString")).toBe(false);
    expect(isAuthReason(undefined)).toBe(false);
  });
});

describe("authFailureMessage", () => {
  it("passes a message through unchanged, even one that reads like an auth reason", () => {
    expect(authFailureMessage(new Error("Something odd at the auth server"))).toBe(
      "Something odd at the auth server",
    );
    expect(authFailureMessage({ message: "Email not confirmed" })).toBe("Email not confirmed");
    expect(authFailureMessage("Sign-in failed")).toBe("Sign-in failed");
  });

  it.each([[null], [undefined]])("gives 'Unknown error occurred' for a missing error (%p)", (error) => {
    expect(authFailureMessage(error)).toBe("Unknown error occurred");
  });

  it.each([[{}], [new Error("")], [{ message: 42 }], [""], [7]])(
    "gives the generic text for an error without a message (%p)",
    (error) => {
      expect(authFailureMessage(error)).toBe("An unexpected error occurred. Please try again.");
    },
  );
});
