// POST /api/auth/passkey/verify { response } – check a passkey; its challenge cookie then makes the session
import { challengeSetCookie, createChallenge } from "@/lib/auth/challenge";
import { passkeySignInSchema } from "@/lib/auth/passkey-schemas";
import { verifyPasskeySignIn } from "@/lib/auth/passkeys";
import { usesSecureCookies } from "@/lib/auth/session";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { authSecret } from "@/lib/env";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";
import { clientIp } from "@/lib/security/request";

export const POST = withRouteHandler(
  async ({ request, body }) => {
    const user = await verifyPasskeySignIn(body.response, request, clientIp(request));
    const { value } = createChallenge(user, "passkey", authSecret());
    const response = jsonOk({ next: "session", firstName: user.firstName }, { headers: NO_STORE });
    response.headers.append("Set-Cookie", challengeSetCookie(value, "passkey", usesSecureCookies()));
    return response;
  },
  { body: passkeySignInSchema },
);
