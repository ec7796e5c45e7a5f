// GET/PUT/DELETE /api/account/health-profile: optional special-category health data, used for
// interaction checks; DELETE removes it entirely.
import { deleteHealthProfile, getHealthProfile, saveHealthProfile } from "@/lib/auth/account-data";
import { assertStateChangeAllowed, NO_STORE } from "@/lib/auth/route-guards";
import { healthProfileSchema } from "@/lib/auth/schemas";
import { requireSessionUser } from "@/lib/auth/session";
import { jsonOk, parseJsonBody, withRouteHandler } from "@/lib/errors/api-response";

export const GET = withRouteHandler(async (request) => {
  const user = await requireSessionUser(request);
  return jsonOk(await getHealthProfile(user.id), { headers: NO_STORE });
});

export const PUT = withRouteHandler(async (request) => {
  assertStateChangeAllowed(request);
  const user = await requireSessionUser(request);
  const profile = await parseJsonBody(request, healthProfileSchema);
  return jsonOk(await saveHealthProfile(user.id, profile), { headers: NO_STORE });
});

export const DELETE = withRouteHandler(async (request) => {
  assertStateChangeAllowed(request);
  const user = await requireSessionUser(request);
  await deleteHealthProfile(user.id);
  return jsonOk({ deleted: true }, { headers: NO_STORE });
});
