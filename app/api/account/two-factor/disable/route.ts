// POST /api/account/two-factor/disable { code } – turn two-factor off (TOTP or recovery code)
import { secondFactorSchema } from "@/lib/auth/schemas";
import { disableTwoFactor } from "@/lib/auth/two-factor";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const POST = withRouteHandler(
  async ({ user, body }) => {
    await disableTwoFactor(user.id, body.code);
    return jsonOk({ enabled: false }, { headers: NO_STORE });
  },
  { auth: "user", body: secondFactorSchema },
);
