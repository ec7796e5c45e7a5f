// POST /api/account/sign-out-everywhere: ends every session of the user, this one included.
import { signOutEverywhere } from "@/lib/auth/account-data";
import { assertStateChangeAllowed, NO_STORE } from "@/lib/auth/route-guards";
import { requireSessionUser } from "@/lib/auth/session";
import { jsonOk, withRouteHandler } from "@/lib/errors/api-response";

export const POST = withRouteHandler(async (request) => {
  assertStateChangeAllowed(request);
  const user = await requireSessionUser(request);
  await signOutEverywhere(user.id);
  return jsonOk({ signedOut: true }, { headers: NO_STORE });
});
