// POST /api/account/two-factor/enable { code }: turns two-factor on; answers the recovery codes once.
import { assertStateChangeAllowed, NO_STORE } from "@/lib/auth/route-guards";
import { totpCodeSchema } from "@/lib/auth/schemas";
import { requireSessionUser } from "@/lib/auth/session";
import { enableTwoFactor } from "@/lib/auth/two-factor";
import { jsonOk, parseJsonBody, withRouteHandler } from "@/lib/errors/api-response";

export const POST = withRouteHandler(async (request) => {
  assertStateChangeAllowed(request);
  const user = await requireSessionUser(request);
  const { code } = await parseJsonBody(request, totpCodeSchema);
  return jsonOk({ recoveryCodes: await enableTwoFactor(user.id, code) }, { headers: NO_STORE });
});
