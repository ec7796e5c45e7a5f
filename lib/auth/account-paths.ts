// Signed-in-only screens (the accounts issue "Account area"). proxy.ts sends visitors without a
// session cookie to /login?callbackUrl=…; each page checks the session properly as well.
export const ACCOUNT_PATHS = ["/dashboard", "/profile", "/settings", "/health-profile", "/security", "/data-export", "/my-stacks"] as const;

export function isAccountPath(pathname: string): boolean {
  return ACCOUNT_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

export function loginRedirectFor(pathname: string, search = ""): string {
  return `/login?callbackUrl=${encodeURIComponent(`${pathname}${search}`)}`;
}
