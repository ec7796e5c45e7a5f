import { mapAuthErrorMessage } from "@/lib/errors/auth-messages";

describe("mapAuthErrorMessage", () => {
  // SPEC §8 "Auth message mapping", every row.
  it.each([
    ["Invalid login credentials", "Invalid email or password. Please check your credentials and try again."],
    ["Email not confirmed", "Please check your email and click the confirmation link before logging in."],
    ["User already registered", "An account with this email already exists. Please try logging in instead."],
    ["Password should be at least 6 characters", "Password must be at least 6 characters long."],
    ["Signup requires a valid password", "Please provide a valid password."],
    ["Invalid email format", "Please provide a valid email address."],
    ["Token has expired or is invalid", "Your session has expired. Please log in again."],
  ])("maps %p", (raw, friendly) => {
    expect(mapAuthErrorMessage(new Error(raw))).toBe(friendly);
    expect(mapAuthErrorMessage({ message: raw })).toBe(friendly);
  });

  it("matches case-insensitively and with surrounding text", () => {
    expect(mapAuthErrorMessage({ message: "INVALID LOGIN CREDENTIALS" })).toBe(
      "Invalid email or password. Please check your credentials and try again.",
    );
    expect(mapAuthErrorMessage(new Error("Password should be at least 6 characters."))).toBe(
      "Password must be at least 6 characters long.",
    );
  });

  it("accepts a bare string", () => {
    expect(mapAuthErrorMessage("email not confirmed")).toBe(
      "Please check your email and click the confirmation link before logging in.",
    );
  });

  it("passes other messages through unchanged", () => {
    expect(mapAuthErrorMessage(new Error("Something odd at the auth server"))).toBe(
      "Something odd at the auth server",
    );
  });

  it.each([[null], [undefined]])("gives 'Unknown error occurred' for a missing error (%p)", (error) => {
    expect(mapAuthErrorMessage(error)).toBe("Unknown error occurred");
  });

  it.each([[{}], [new Error("")], [{ message: 42 }], [""], [7]])(
    "gives the generic text for an error without a message (%p)",
    (error) => {
      expect(mapAuthErrorMessage(error)).toBe("An unexpected error occurred. Please try again.");
    },
  );
});
