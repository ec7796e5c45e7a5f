// docs/product-rules.md §2 "Layout rules": which pages hide the header or the footer, by path.
const HEADER_HIDDEN = [
  "/login",
  "/reset-password",
  "/verify-2fa",
  "/backend-debug",
  "/test-login-debug",
  "/offline",
];
const FOOTER_HIDDEN_PREFIXES = [
  "/profile",
  "/login",
  "/reset-password",
  "/test-login-debug",
  "/backend-debug",
  "/offline",
  "/terms-of-service",
];

export type ChromePart = "header" | "footer";

export function showsChrome(part: ChromePart, pathname: string): boolean {
  if (part === "footer") return !FOOTER_HIDDEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  return !HEADER_HIDDEN.includes(pathname) && !pathname.startsWith("/reset-password/");
}
