/** @jest-environment node */
import { showsChrome } from "@/lib/layout/chrome";

describe("showsChrome (docs/product-rules.md §2 Layout rules)", () => {
  it.each([
    ["/login", false],
    ["/reset-password", false],
    ["/reset-password/abc123", false],
    ["/verify-2fa", false],
    ["/offline", false],
    ["/login-help", true],
    ["/profile", true],
    ["/signup", true],
    ["/", true],
  ])("header on %s: %s", (path, shown) => {
    expect(showsChrome("header", path)).toBe(shown);
  });

  it.each([
    ["/profile", false],
    ["/profile-image-test", false],
    ["/terms-of-service", false],
    ["/reset-password/abc123", false],
    ["/offline", false],
    ["/verify-2fa", true],
    ["/privacy-policy", true],
    ["/dashboard", true],
  ])("footer on %s: %s", (path, shown) => {
    expect(showsChrome("footer", path)).toBe(shown);
  });
});
