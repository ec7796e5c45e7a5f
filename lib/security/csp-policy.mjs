// The Content-Security-Policy's directives, in one place (docs/decisions.md "A strict script-src from
// hashes"). Plain JavaScript so that next.config.mjs can import it as well as the app's HTTP server
// (scripts/serve.ts through lib/security/strict-csp.ts); the types are in csp-policy.d.mts.
//
// script-src is the only directive that varies: 'self' plus the sources given. The server passes the
// 'sha256-…' hashes of the allowlisted inline scripts of each HTML response; next.config.mjs passes
// FALLBACK_SCRIPT_SOURCES (hosts that run `next start` directly) or DEVELOPMENT_SCRIPT_SOURCES (`next dev`).

/** The response header that carries the policy. */
export const CSP_HEADER = "Content-Security-Policy";

/** `next start` without our server: Next's inline scripts can only run with 'unsafe-inline'. */
export const FALLBACK_SCRIPT_SOURCES = Object.freeze(["'unsafe-inline'"]);

/** `next dev`: React's development build and Next's hot reloading also need eval. */
export const DEVELOPMENT_SCRIPT_SOURCES = Object.freeze(["'unsafe-inline'", "'unsafe-eval'"]);

/**
 * The policy with `script-src 'self'` plus `scriptSources`. Styles keep 'unsafe-inline': React renders
 * `style` attributes, Radix dialogs add a <style> element at run time and Next's global error page has
 * an inline <style>; an injected style cannot run code.
 *
 * @param {readonly string[]} scriptSources
 * @returns {string}
 */
export function contentSecurityPolicy(scriptSources) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The headers besides the CSP that every answer carries, Next's and the server's own (HSTS aside). */
export const PLAIN_SECURITY_HEADERS = Object.freeze([
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
]);
