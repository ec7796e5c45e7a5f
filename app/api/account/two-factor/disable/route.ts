// POST /api/account/two-factor/disable { code }: turns two-factor off (TOTP or recovery code).
import { assertStateChangeAllowed, NO_STORE } from "@/lib/auth/route-guards";
import { secondFactorSchema } from "@/lib/auth/schemas";
import { requireSessionUser } from "@/lib/auth/session";
import { disableTwoFactor } from "@/lib/auth/two-factor";
import { jsonOk, parseJsonBody, withRouteHandler } from "@/lib/errors/api-response";

export const POST = withRouteHandler(async (request) => {
  assertStateChangeAllowed(request);
  const user = await requireSessionUser(request);
  const { code } = await parseJsonBody(request, secondFactorSchema);
  await disableTwoFactor(user.id, code);
  return jsonOk({ enabled: false }, { headers: NO_STORE });
});
