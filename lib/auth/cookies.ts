// Reading our auth cookies from a Cookie header, for route handlers, server components and the
// proxy alike (no server-only imports here: proxy.ts uses it too). The header is parsed by the
// `cookie` package; next-auth's chunked cookies are joined here.
import { parseCookie } from "cookie";

/** next-auth's session cookie; `__Secure-` prefixed on https sites. */
export const SESSION_COOKIE_BASE_NAME = "next-auth.session-token";

export interface CookiePair {
  name: string;
  value: string;
}

/**
 * One cookie's value among parsed cookies. A name with no whole cookie is also looked up as
 * next-auth's chunks (name.0, name.1, …, which it writes above 4 kB) and joined in order.
 */
export function cookieFrom(pairs: readonly CookiePair[], name: string): string | undefined {
  const whole = pairs.find((pair) => pair.name === name);
  if (whole) return whole.value;
  const chunks = pairs
    .filter((pair) => pair.name.startsWith(`${name}.`))
    .map((pair) => ({ index: Number(pair.name.slice(name.length + 1)), value: pair.value }))
    .filter((chunk) => Number.isInteger(chunk.index))
    .sort((a, b) => a.index - b.index);
  return chunks.length > 0 ? chunks.map((chunk) => chunk.value).join("") : undefined;
}

/**
 * One cookie's value (or its joined chunks) from a Cookie header, %-escapes undone; a malformed
 * escape leaves the value as sent (the `cookie` package's decoding never throws).
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const pairs = Object.entries(parseCookie(header)).flatMap(([cookieName, value]) =>
    value === undefined ? [] : [{ name: cookieName, value }],
  );
  return cookieFrom(pairs, name);
}
