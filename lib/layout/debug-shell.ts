// The debug shell: docs/product-rules.md §2 "Debug shell".
import { z } from "zod";

const DEBUG_SHELL_ROUTE = "/debug-shell";

const DEBUG_QUERY_KEY = "debug";
const DEBUG_QUERY_VALUE = "true";
const NAVIGATION_TEST_MARKER = "navigation-test";

export function usesDebugShell(pathname: string, searchParams: URLSearchParams): boolean {
  if (pathname.startsWith("/api/") || pathname.startsWith("/_next/")) return false;
  return (
    searchParams.getAll(DEBUG_QUERY_KEY).includes(DEBUG_QUERY_VALUE) ||
    pathname.includes(NAVIGATION_TEST_MARKER)
  );
}

export function debugShellRewritePath(pathname: string): string {
  return pathname === "/" ? DEBUG_SHELL_ROUTE : `${DEBUG_SHELL_ROUTE}${pathname}`;
}

export function debugShellHref(target: string): string {
  if (target.includes(NAVIGATION_TEST_MARKER)) return target;
  if (target === "/" || target === "/browse") return `${target}?${DEBUG_QUERY_KEY}=${DEBUG_QUERY_VALUE}`;
  return target;
}

const TYPED_PATH_MESSAGE = "Enter a path on this site, such as /browse (letters, digits, - . _ ~ and /)";

export const manualNavigationSchema = z.object({
  path: z
    .string()
    .trim()
    .min(1, TYPED_PATH_MESSAGE)
    .max(200, TYPED_PATH_MESSAGE)
    .transform((value) => (value.startsWith("/") ? value : `/${value}`))
    .refine((value) => !value.startsWith("//") && /^\/[A-Za-z0-9\-._~/]*$/.test(value), TYPED_PATH_MESSAGE),
});

export function manualNavigationHref(path: string): string {
  return path.includes(NAVIGATION_TEST_MARKER) ? path : `${path}?${DEBUG_QUERY_KEY}=${DEBUG_QUERY_VALUE}`;
}
