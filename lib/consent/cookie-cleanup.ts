// Declined categories' cookies are cleared (docs/product-rules.md §4 "Consent": Declined analytics, marketing and functional
// cookies are cleared). This app sets no such cookie itself — its only optional code is the
// real-user monitoring client, which keeps its session id in sessionStorage (cleared by the store)
// — so these are the names the analytics, advertising and support widgets the old app could load
// are documented to set. Whatever appears on our origin under those names is removed on decline.
import { parseCookie } from "cookie";

import type { OptionalConsentCategory } from "./constants";

const CATEGORY_COOKIE_PATTERNS: Readonly<Record<OptionalConsentCategory, readonly RegExp[]>> = {
  // Google Analytics (_ga, _ga_<id>, _gid, _gat*), Hotjar (_hj*), Microsoft Clarity (_clck, _clsk),
  // Mixpanel (mp_*), PostHog (ph_*), Segment (ajs_*).
  analytics: [/^_ga$/, /^_ga_/, /^_gid$/, /^_gat/, /^_hj/, /^_clck$/, /^_clsk$/, /^mp_/, /^ph_/, /^ajs_/],
  // Google Ads (_gcl_*), Meta pixel (_fbp, _fbc), Microsoft Ads (_uet*), TikTok (_ttp), DoubleClick (IDE).
  marketing: [/^_gcl_/, /^_fbp$/, /^_fbc$/, /^_uet/, /^_ttp$/, /^IDE$/],
  // Support and chat widgets that remember a visitor (Intercom, Crisp, Drift).
  functional: [/^intercom-/, /^crisp-/, /^drift/],
};

/** Names of cookies present in `cookieHeader` that belong to one of the declined categories. */
export function cookiesToClear(cookieHeader: string, declined: readonly OptionalConsentCategory[]): string[] {
  const names = Object.keys(parseCookie(cookieHeader));
  const patterns = declined.flatMap((category) => CATEGORY_COOKIE_PATTERNS[category]);
  return [...new Set(names.filter((name) => patterns.some((pattern) => pattern.test(name))))];
}

/**
 * Domains a cookie may have been set on for `hostname`: host-only, then the host and each parent
 * domain with a leading dot (trackers commonly set theirs on the registrable domain).
 */
export function cookieDomainsFor(hostname: string): (string | undefined)[] {
  const labels = hostname.split(".");
  const domains: (string | undefined)[] = [undefined];
  if (labels.length < 2 || /^[\d.]+$/.test(hostname)) return domains; // localhost, IP addresses
  for (let i = 0; i < labels.length - 1; i += 1) domains.push(`.${labels.slice(i).join(".")}`);
  return domains;
}

/** Expires every cookie of the declined categories in this document, on every domain it could use. */
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
