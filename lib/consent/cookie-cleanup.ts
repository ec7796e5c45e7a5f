import { parseCookie } from "cookie";

import type { OptionalConsentCategory } from "./constants";

const CATEGORY_COOKIE_PATTERNS: Readonly<Record<OptionalConsentCategory, readonly RegExp[]>> = {
  analytics: [/^_ga$/, /^_ga_/, /^_gid$/, /^_gat/, /^_hj/, /^_clck$/, /^_clsk$/, /^mp_/, /^ph_/, /^ajs_/],
  marketing: [/^_gcl_/, /^_fbp$/, /^_fbc$/, /^_uet/, /^_ttp$/, /^IDE$/],
  functional: [/^intercom-/, /^crisp-/, /^drift/],
};

export function cookiesToClear(cookieHeader: string, declined: readonly OptionalConsentCategory[]): string[] {
  const names = Object.keys(parseCookie(cookieHeader));
  const patterns = declined.flatMap((category) => CATEGORY_COOKIE_PATTERNS[category]);
  return [...new Set(names.filter((name) => patterns.some((pattern) => pattern.test(name))))];
}

export function cookieDomainsFor(hostname: string): (string | undefined)[] {
  const labels = hostname.split(".");
  const domains: (string | undefined)[] = [undefined];
  if (labels.length < 2 || /^[\d.]+$/.test(hostname)) return domains; // localhost, IP addresses
  for (let i = 0; i < labels.length - 1; i += 1) domains.push(`.${labels.slice(i).join(".")}`);
  return domains;
}

export function clearDeclinedCookies(
  document: Document,
  declined: readonly OptionalConsentCategory[],
): string[] {
  const names = cookiesToClear(document.cookie, declined);
  // Typed as always present, but null for a document without a browsing context (e.g. DOMParser's).
  const hostname = (document.location as Location | null)?.hostname ?? "";
  for (const name of names) {
    for (const domain of cookieDomainsFor(hostname)) {
      document.cookie = `${name}=; Path=/; Max-Age=0${domain ? `; Domain=${domain}` : ""}`;
    }
  }
  return names;
}
