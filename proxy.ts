// Next 16 proxy (formerly middleware): visitors without a session cookie who open a signed-in-only
// screen (the account area or the admin dashboard) go to /login?callbackUrl=<that screen>. Only the
// cookie's presence is checked here; the pages verify the session itself (signature, expiry, session
// version) and, for the dashboard, the admin role on the server.
import { NextResponse, type NextRequest } from "next/server";
import { loginRedirectFor, requiresSignIn } from "@/lib/auth/account-paths";
import { SESSION_COOKIE_BASE_NAME } from "@/lib/auth/cookies";

const SESSION_COOKIES = [SESSION_COOKIE_BASE_NAME, `__Secure-${SESSION_COOKIE_BASE_NAME}`];

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
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
  matcher: [
    "/dashboard/:path*",
    "/profile/:path*",
    "/settings/:path*",
    "/health-profile/:path*",
    "/security/:path*",
    "/data-export/:path*",
    "/my-stacks/:path*",
    "/scraping-dashboard/:path*",
  ],
};
