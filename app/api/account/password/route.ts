// POST /api/account/password { currentPassword, newPassword } – change the password and end every session
import { changePassword } from "@/lib/auth/mutations";
import { challengeSetCookie } from "@/lib/auth/challenge";
import { changePasswordSchema } from "@/lib/auth/schemas";
import { usesSecureCookies } from "@/lib/auth/session";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const POST = withRouteHandler(
  async ({ user, body }) => {
    const { challengeValue } = await changePassword(user.id, body.currentPassword, body.newPassword);
    const response = jsonOk({ changed: true }, { headers: NO_STORE });
    // No challenge for a user with two-factor: they sign in again, code included.
    if (challengeValue !== null) {
      response.headers.append(
        "Set-Cookie",
        challengeSetCookie(challengeValue, "password", usesSecureCookies()),
      );
    }
    return response;
  },
  { auth: "user", body: changePasswordSchema },
);
