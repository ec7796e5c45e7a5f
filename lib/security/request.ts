// Request facts the security rules need: the client's address (for per-IP rate limits) and whether
// a state-changing request comes from our own pages (Origin check against cross-site requests).
import { serverEnv } from "../env";
import { AppError } from "../errors/app-error";

/**
 * The client address for per-address rate limits (issue 15, item 1). `npm start` serves Next through
 * scripts/client-address.mjs, which appends the socket address to X-Forwarded-For before Next sees the
 * request, so the chain's last entry is always the peer that connected to us; each of the
 * `trustedProxies` (TRUSTED_PROXIES) in front of the app appended the address it was connected from, so
 * the client is that many entries further left. Entries further left still were sent by the client and
 * are never used. Limits that matter (sign-in, reset, resend) are also keyed by email, never by address
 * alone.
 */
export function clientIp(request: Request, trustedProxies: number = serverEnv().TRUSTED_PROXIES): string {
  const chain = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (chain.length === 0) return "unknown";
  return chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? "unknown";
}

/**
 * The origins a same-site browser request can carry: our site (SITE_URL), the origin Next reports
 * for the request, and the host the browser actually addressed (the Host header) over http or
 * https. Next reports the request URL as localhost whatever the browser used, so without the Host
 * a site opened at http://127.0.0.1:<port> or a LAN address refused every form (issue 15, item 5).
 * A cross-site page cannot make a browser send an Origin naming the host the request goes to.
 */
function sameSiteOrigins(request: Request, siteUrl: string): Set<string> {
  const allowed = new Set([new URL(siteUrl).origin, new URL(request.url).origin]);
  const host = request.headers.get("host");
  if (host) {
    for (const scheme of ["http", "https"]) {
      try {
        allowed.add(new URL(`${scheme}://${host}`).origin);
      } catch {
        // A Host header that is not a host names no origin.
      }
    }
  }
  return allowed;
}

/**
 * Rejects cross-site state-changing requests with 403 AUTHORIZATION_ERROR. Browsers send Origin
 * on every POST/PUT/PATCH/DELETE; it must be one of sameSiteOrigins. Requests without Origin
 * (server-to-server clients, curl) carry no ambient browser credentials from another site, so
 * they pass unless Sec-Fetch-Site says they are cross-site.
 */
export function assertSameOrigin(request: Request, siteUrl: string): void {
  const origin = request.headers.get("origin");
  if (origin === null) {
    if (request.headers.get("sec-fetch-site") === "cross-site") {
      throw AppError.forbidden("Cross-site request without Origin refused");
    }
    return;
  }
  if (!sameSiteOrigins(request, siteUrl).has(origin)) {
    throw AppError.forbidden(`Request from origin ${origin} refused`);
  }
}
