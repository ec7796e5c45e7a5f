// POST /api/account/two-factor/setup: a new (unverified) TOTP secret with its QR code.
import { assertStateChangeAllowed, NO_STORE } from "@/lib/auth/route-guards";
import { requireSessionUser } from "@/lib/auth/session";
import { startTwoFactorSetup } from "@/lib/auth/two-factor";
import { jsonOk, withRouteHandler } from "@/lib/errors/api-response";

export const POST = withRouteHandler(async (request) => {
  assertStateChangeAllowed(request);
  const user = await requireSessionUser(request);
  return jsonOk(await startTwoFactorSetup(user), { headers: NO_STORE });
});
