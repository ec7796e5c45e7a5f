// Plain JavaScript so that next.config.mjs can import it too; the types are in csp-policy.d.mts.

export const CSP_HEADER = "Content-Security-Policy";

// `next start` without our server: Next's inline scripts only run with 'unsafe-inline'.
export const FALLBACK_SCRIPT_SOURCES = Object.freeze(["'unsafe-inline'"]);

export const DEVELOPMENT_SCRIPT_SOURCES = Object.freeze(["'unsafe-inline'", "'unsafe-eval'"]);

// Styles keep 'unsafe-inline' (React style attributes, Radix's <style>): an injected style cannot run code.
// 'wasm-unsafe-eval' lets the barcode and label readers compile their WebAssembly; it allows no JavaScript eval
// (docs/scanning.md "Content Security Policy").
export function contentSecurityPolicy(scriptSources) {
  return [
    "default-src 'self'",
    ["script-src 'self' 'wasm-unsafe-eval'", ...scriptSources].join(" "),
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

export const PLAIN_SECURITY_HEADERS = Object.freeze([
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(self), microphone=(), geolocation=(), payment=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
]);

/** Production only: browsers then refuse plain HTTP to this host for two years. */
export const HSTS_HEADER = Object.freeze({
  key: "Strict-Transport-Security",
  value: "max-age=63072000; includeSubDomains",
});
