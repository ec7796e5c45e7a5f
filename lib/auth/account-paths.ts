const ACCOUNT_PATHS = [
  "/dashboard",
  "/today",
  "/care-card",
  "/profile",
  "/profile-image-test",
  "/settings",
  "/health-profile",
  "/security",
  "/data-export",
  "/my-stacks",
] as const;

const ADMIN_PATHS = ["/scraping-dashboard", "/moderation", "/corrections", "/admin"] as const;

const matches = (paths: readonly string[], pathname: string) =>
  paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));

export function requiresSignIn(pathname: string): boolean {
  return matches(ACCOUNT_PATHS, pathname) || matches(ADMIN_PATHS, pathname);
}

export function loginRedirectFor(pathname: string, search = ""): string {
  return `/login?callbackUrl=${encodeURIComponent(`${pathname}${search}`)}`;
}
