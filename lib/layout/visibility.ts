// Which routes show the site header and footer (SPEC.md §2 "Layout rules").
// Pure functions so the rules are unit tested without a router; components/layout/chrome-gate.tsx
// applies them to the current pathname.

/**
 * Header hidden on exactly these screens (SPEC §2): sign-in, password reset, second factor, the
 * backend debug page (ours lives at /backend-debug), the test-login debug page and the offline
 * page. Matching is exact, so /login-help still shows the header.
 */
export const HEADER_HIDDEN_PATHS = [
  "/login",
  "/reset-password",
  "/verify-2fa",
  "/backend-debug",
  "/test-login-debug",
  "/offline",
] as const;

/**
 * Exception to exact matching: /reset-password/{token} is the same "set a new password" screen as
 * /reset-password (SPEC §2 route table), so its sub-paths hide the header too.
 */
export const HEADER_HIDDEN_SUBTREES = ["/reset-password"] as const;

/**
 * Footer hidden on any path *starting with* these strings (SPEC §2). The spec says "starting
 * with", so this is a plain string prefix: /profile-image-test and /login-help hide it as well.
 */
export const FOOTER_HIDDEN_PREFIXES = [
  "/profile",
  "/login",
  "/reset-password",
  "/test-login-debug",
  "/backend-debug",
  "/offline",
  "/terms-of-service",
] as const;

/**
 * Reduces a pathname (or a path with a query string or fragment) to its canonical form:
 * no query, no fragment, a leading slash, no trailing slashes ("/" stays "/").
 */
export function normalisePathname(pathname: string | null | undefined): string {
  const withoutSuffix = (pathname ?? "").split(/[?#]/, 1)[0] ?? "";
  const trimmed = withoutSuffix.trim().replace(/\/+$/, "");
  if (trimmed === "") return "/";
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

export function isHeaderVisible(pathname: string | null | undefined): boolean {
  const path = normalisePathname(pathname);
  const hiddenExactly = (HEADER_HIDDEN_PATHS as readonly string[]).includes(path);
  const hiddenSubtree = HEADER_HIDDEN_SUBTREES.some((root) => path.startsWith(`${root}/`));
  return !hiddenExactly && !hiddenSubtree;
}

export function isFooterVisible(pathname: string | null | undefined): boolean {
  const path = normalisePathname(pathname);
  return !FOOTER_HIDDEN_PREFIXES.some((prefix) => path.startsWith(prefix));
}
