// GET/POST /api/auth/[...nextauth] – next-auth's own endpoints, with options built per request so the secret
// comes from the validated environment at run time (lib/auth/next-auth-request.ts).
import { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { z } from "zod";
import { authOptions } from "@/lib/auth/options";
import { nextAuthRequest } from "@/lib/auth/next-auth-request";
import { withRouteHandler } from "@/lib/api-server/route-handler";

const nextAuthParams = z.object({ nextauth: z.array(z.string()) });

const handler = withRouteHandler(
  async ({ request, params }) => {
    // next-auth's App Router handler reads `nextUrl`, which only a NextRequest has.
    const response: unknown = await NextAuth(
      new NextRequest(await nextAuthRequest(request, params.nextauth)),
      { params: Promise.resolve(params) },
      authOptions(),
    );
    if (!(response instanceof Response)) throw new Error("next-auth answered without a Response");
    return response;
  },
  { params: nextAuthParams },
);

export { handler as GET, handler as POST };
