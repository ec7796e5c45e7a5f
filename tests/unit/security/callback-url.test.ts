import { safeCallbackUrl } from "@/lib/auth/callback-url";

test.each([
  ["/stacks", "/stacks"],
  ["/stack/abc?tab=cost#items", "/stack/abc?tab=cost#items"],
  ["http://localhost:3000/my-stacks", "/my-stacks"],
])("keeps the same-origin path %s", (raw, expected) => {
  expect(safeCallbackUrl(raw, "http://localhost:3000")).toBe(expected);
});

test.each([
  [null],
  [""],
  ["https://evil.example/phish"],
  ["//evil.example"],
  ["/\\evil.example"],
  ["javascript:alert(1)"],
  ["http://localhost:3000.evil.example/x"],
  ["/login?callbackUrl=/x"],
  ["/verify-2fa"],
  ["/ok\nSet-Cookie:x"],
  ["stacks"],
])("falls back to /dashboard for %p", (raw) => {
  expect(safeCallbackUrl(raw, "http://localhost:3000")).toBe("/dashboard");
});
