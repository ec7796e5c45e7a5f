// Next 16 proxy (formerly middleware): visitors without a session cookie who open a signed-in-only
// screen go to /login?callbackUrl=<that screen>. Only the cookie's presence is checked here; the
// pages verify the session itself (signature, expiry, session version) on the server.
import { NextResponse, type NextRequest } from "next/server";
import { isAccountPath, loginRedirectFor } from "@/lib/auth/account-paths";

const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!isAccountPath(pathname)) return NextResponse.next();
  const hasSession = request.cookies.getAll().some((cookie) => SESSION_COOKIES.some((name) => cookie.name === name || cookie.name.startsWith(`${name}.`)));
  if (hasSession) return NextResponse.next();
  return NextResponse.redirect(new URL(loginRedirectFor(pathname, search), request.url));
}

export const config = {
  matcher: ["/dashboard/:path*", "/profile/:path*", "/settings/:path*", "/health-profile/:path*", "/security/:path*", "/data-export/:path*", "/my-stacks/:path*"],
};
