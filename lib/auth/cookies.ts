// No server-only imports: proxy.ts uses it too.
import { parseCookie } from "cookie";

export const SESSION_COOKIE_BASE_NAME = "next-auth.session-token";

export interface CookiePair {
  name: string;
  value: string;
}

// next-auth writes a cookie above 4 kB as chunks (name.0, name.1, …), joined here in order.
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

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const pairs = Object.entries(parseCookie(header)).flatMap(([cookieName, value]) =>
    value === undefined ? [] : [{ name: cookieName, value }],
  );
  return cookieFrom(pairs, name);
}
