// Request facts the security rules need: the client's address (for per-IP rate limits) and whether
// a state-changing request comes from our own pages (Origin check against cross-site requests).
import { AppError } from "../errors/app-error";

/**
 * The client address: the right-most X-Forwarded-For entry, i.e. the one added by the nearest
 * proxy (Next's own server sets it to the socket address when no proxy sent one). Behind a proxy
 * that appends, a client cannot choose it; without a proxy a client can send its own header, so
 * limits that matter are also keyed by email or user, never by IP alone.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  const last = forwarded
    ?.split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return last ?? request.headers.get("x-real-ip") ?? "unknown";
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
