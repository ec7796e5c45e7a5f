// POST /api/auth/login – the password step of sign-in; no session exists until the final step
import { passwordStep } from "@/lib/auth/sign-in";
import { challengeSetCookie } from "@/lib/auth/challenge";
import { signInSchema } from "@/lib/auth/schemas";
import { usesSecureCookies } from "@/lib/auth/session";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";
import { clientIp } from "@/lib/security/request";

export const POST = withRouteHandler(
  async ({ request, body }) => {
    const result = await passwordStep(body.email, body.password, clientIp(request));
    const stage = result.twoFactorRequired ? "two-factor" : "password";
    const response = jsonOk(
      { next: result.twoFactorRequired ? "two-factor" : "session", firstName: result.user.firstName },
      { headers: NO_STORE },
    );
    response.headers.append(
      "Set-Cookie",
      challengeSetCookie(result.challengeValue, stage, usesSecureCookies()),
    );
    return response;
  },
  { body: signInSchema },
);
