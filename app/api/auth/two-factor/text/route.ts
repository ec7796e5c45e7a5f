// POST /api/auth/two-factor/text – text a sign-in code to the account's mobile (the challenge cookie says whose)
import { challengeCookieValue, readChallenge } from "@/lib/auth/challenge";
import { textSignInCode } from "@/lib/auth/phone-factor";
import { usesSecureCookies } from "@/lib/auth/session";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { authSecret } from "@/lib/env";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const POST = withRouteHandler(async ({ request }) => {
  const challenge = readChallenge(challengeCookieValue(request.headers, usesSecureCookies()), authSecret());
  return jsonOk(await textSignInCode(challenge), { headers: NO_STORE });
});
