// POST /api/account/password { currentPassword, newPassword }: changes the password, ends every
// session, and sets a sign-in challenge so this browser can sign straight back in.
import { changePassword } from "@/lib/auth/account-data";
import { challengeSetCookie } from "@/lib/auth/challenge";
import { assertStateChangeAllowed, NO_STORE } from "@/lib/auth/route-guards";
import { changePasswordSchema } from "@/lib/auth/schemas";
import { requireSessionUser, usesSecureCookies } from "@/lib/auth/session";
import { jsonOk, parseJsonBody, withRouteHandler } from "@/lib/errors/api-response";

export const POST = withRouteHandler(async (request) => {
  assertStateChangeAllowed(request);
  const user = await requireSessionUser(request);
  const { currentPassword, newPassword } = await parseJsonBody(request, changePasswordSchema);
  const { challengeValue } = await changePassword(user.id, currentPassword, newPassword);
  const response = jsonOk({ changed: true }, { headers: NO_STORE });
  response.headers.append("Set-Cookie", challengeSetCookie(challengeValue, "password", usesSecureCookies()));
  return response;
});
