// Signed-in-only screens (the accounts issue "Account area"). proxy.ts sends visitors without a
// session cookie to /login?callbackUrl=…; each page checks the session properly as well.
const ACCOUNT_PATHS = [
  "/dashboard",
  "/profile",
  "/profile-image-test",
  "/settings",
  "/health-profile",
  "/security",
  "/data-export",
  "/my-stacks",
] as const;

/** Admin-only screens: signed-out visitors are sent to sign in too; the page itself answers 404 to non-admins. */
const ADMIN_PATHS = ["/scraping-dashboard"] as const;

const matches = (paths: readonly string[], pathname: string) =>
  paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** Screens that need a session: proxy.ts sends visitors without a session cookie to /login. */
export function requiresSignIn(pathname: string): boolean {
  return matches(ACCOUNT_PATHS, pathname) || matches(ADMIN_PATHS, pathname);
}

export function loginRedirectFor(pathname: string, search = ""): string {
  return `/login?callbackUrl=${encodeURIComponent(`${pathname}${search}`)}`;
}
