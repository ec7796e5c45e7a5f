// Only the session cookie's presence is checked here; the pages verify the session (and the admin role) themselves.
import { NextResponse, type NextRequest } from "next/server";
import { loginRedirectFor, requiresSignIn } from "@/lib/auth/account-paths";
import { cachedBrowseView } from "@/lib/catalogue/browse-views";
import { SESSION_COOKIE_BASE_NAME } from "@/lib/auth/cookies";
import { databaseReachable, outagePage, pageNeedsDatabase } from "@/lib/db/outage";
import { debugShellRewritePath, usesDebugShell } from "@/lib/layout/debug-shell";
import { serverEnv } from "@/lib/env";

const SESSION_COOKIES = [SESSION_COOKIE_BASE_NAME, `__Secure-${SESSION_COOKIE_BASE_NAME}`];

export async function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  if (usesDebugShell(pathname, searchParams)) {
    return NextResponse.rewrite(new URL(`${debugShellRewritePath(pathname)}${search}`, request.url));
  }
  if (pageNeedsDatabase(pathname) && !(await databaseReachable(serverEnv().DATABASE_URL))) {
    return outagePage();
  }
  const view = pathname === "/browse" ? cachedBrowseView(searchParams) : null;
  if (view) return NextResponse.rewrite(new URL(`/browse/v/${view}`, request.url));
  if (!requiresSignIn(pathname)) return NextResponse.next();
  const hasSession = request.cookies
    .getAll()
    .some((cookie) =>
      SESSION_COOKIES.some((name) => cookie.name === name || cookie.name.startsWith(`${name}.`)),
    );
  if (hasSession) return NextResponse.next();
  return NextResponse.redirect(new URL(loginRedirectFor(pathname, search), request.url));
}

export const config = {
  // The signed-in screens and every page of lib/db/outage.ts (a literal list: Next reads it at build time).
  matcher: [
    "/dashboard/:path*",
    "/today/:path*",
    "/care-card/:path*",
    "/card/:path*",
    "/profile/:path*",
    "/profile-image-test/:path*",
    "/settings/:path*",
    "/health-profile/:path*",
    "/security/:path*",
    "/data-export/:path*",
    "/my-stacks/:path*",
    "/scraping-dashboard/:path*",
    "/moderation/:path*",
    "/corrections/:path*",
    "/admin/:path*",
    "/products/suggest/:path*",
    // Not /browse/v/…: the cached views, reached by the rewrite below or npm start's own (lib/framework/serve.ts).
    "/browse",
    "/home/:path*",
    "/interactions/:path*",
    "/recommendations/:path*",
    "/stacks/:path*",
    "/build-stack/:path*",
    "/stack/:path*",
    "/community-stacks/:path*",
    "/analytics/:path*",
    "/chatbot-training/:path*",
    "/confirm-email/:path*",
    "/reset-password/:path*",
    "/verify-2fa/:path*",
    { source: "/((?!api/|_next/).*)", has: [{ type: "query", key: "debug", value: "true" }] },
    "/(.*navigation-test.*)",
  ],
};
