// POST /api/account/two-factor/enable { code } – turn two-factor on; answers the recovery codes once
import { totpCodeSchema } from "@/lib/auth/schemas";
import { enableTwoFactor } from "@/lib/auth/two-factor";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const POST = withRouteHandler(
  async ({ user, body }) =>
    jsonOk({ recoveryCodes: await enableTwoFactor(user.id, body.code) }, { headers: NO_STORE }),
  { auth: "user", body: totpCodeSchema },
);
