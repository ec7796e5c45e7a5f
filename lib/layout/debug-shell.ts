// The debug shell (docs/product-rules.md §2 "Debug shell"): a small navigation-test app used when the
// address's query has debug=true or its path contains "navigation-test". proxy.ts rewrites those
// requests to the internal routes under app/(debug)/debug-shell — its own /, /browse and
// /navigation-test, and a not-found page for anything else — so the ordinary pages (/, /browse) stay
// static. Which requests the shell takes, and where its links lead, are decided here.
import { z } from "zod";

/** The internal route the proxy rewrites debug-shell requests to. */
const DEBUG_SHELL_ROUTE = "/debug-shell";

const DEBUG_QUERY_KEY = "debug";
const DEBUG_QUERY_VALUE = "true";
const NAVIGATION_TEST_MARKER = "navigation-test";

/** True when the request belongs to the debug shell rather than to the app. */
export function usesDebugShell(pathname: string, searchParams: URLSearchParams): boolean {
  if (pathname.startsWith("/api/") || pathname.startsWith("/_next/")) return false;
  return (
    searchParams.getAll(DEBUG_QUERY_KEY).includes(DEBUG_QUERY_VALUE) ||
    pathname.includes(NAVIGATION_TEST_MARKER)
  );
}

/** Where the proxy rewrites a debug-shell request: the same path under the internal route. */
export function debugShellRewritePath(pathname: string): string {
  return pathname === "/" ? DEBUG_SHELL_ROUTE : `${DEBUG_SHELL_ROUTE}${pathname}`;
}

/**
 * The href of a link whose target (docs/product-rules.md §2) is `target`. The shell's own screens
 * keep the shell (debug=true is added where the path alone would leave it), as the old single-page
 * shell stayed in its own router; the app's pages (/profile, /stacks, /community-stacks) open normally.
 */
export function debugShellHref(target: string): string {
  if (target.includes(NAVIGATION_TEST_MARKER)) return target;
  if (target === "/" || target === "/browse") return `${target}?${DEBUG_QUERY_KEY}=${DEBUG_QUERY_VALUE}`;
  return target;
}

const TYPED_PATH_MESSAGE = "Enter a path on this site, such as /browse (letters, digits, - . _ ~ and /)";

/** The manual navigation test box: one site-relative path, no scheme, host, query or fragment. */
export const manualNavigationSchema = z.object({
  path: z
    .string()
    .trim()
    .min(1, TYPED_PATH_MESSAGE)
    .max(200, TYPED_PATH_MESSAGE)
    .transform((value) => (value.startsWith("/") ? value : `/${value}`))
    .refine((value) => !value.startsWith("//") && /^\/[A-Za-z0-9\-._~/]*$/.test(value), TYPED_PATH_MESSAGE),
});

/** Where the box opens a typed path: inside the shell, so its routing is what is tested. */
export function manualNavigationHref(path: string): string {
  return path.includes(NAVIGATION_TEST_MARKER) ? path : `${path}?${DEBUG_QUERY_KEY}=${DEBUG_QUERY_VALUE}`;
}
