import { serverEnv } from "../env";
import { AppError } from "../errors/app-error";

// lib/framework/client-address.ts appends the socket address, so the last entry is the peer that connected;
// each trusted proxy appended one more (docs/running-several-instances.md "Load balancer").
export function clientIp(request: Request, trustedProxies: number = serverEnv().TRUSTED_PROXIES): string {
  const chain = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (chain.length === 0) return "unknown";
  return chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? "unknown";
}

// Next reports the request URL as localhost whatever the browser used, hence the Host header's origins.
export function sameSiteOrigins(request: Request, siteUrl: string): Set<string> {
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
