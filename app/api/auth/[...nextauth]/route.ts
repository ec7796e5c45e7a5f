// next-auth's own endpoints (session, csrf, callback/credentials, signout); options are built per
// request so the secret is read from the validated environment at run time, not at build time.
import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

function handler(request: NextRequest, context: RouteContext): Promise<Response> {
  return NextAuth(request as never, context as never, authOptions()) as Promise<Response>;
}

export { handler as GET, handler as POST };
