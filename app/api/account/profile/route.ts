// GET/PATCH /api/account/profile: the signed-in user's names.
import { updateProfile } from "@/lib/auth/account-data";
import { assertStateChangeAllowed, NO_STORE } from "@/lib/auth/route-guards";
import { profileSchema } from "@/lib/auth/schemas";
import { requireSessionUser } from "@/lib/auth/session";
import { jsonOk, parseJsonBody, withRouteHandler } from "@/lib/errors/api-response";

export const GET = withRouteHandler(async (request) => {
  const user = await requireSessionUser(request);
  return jsonOk(
    { firstName: user.firstName, lastName: user.lastName, email: user.email },
    { headers: NO_STORE },
  );
});

export const PATCH = withRouteHandler(async (request) => {
  assertStateChangeAllowed(request);
  const user = await requireSessionUser(request);
  const names = await parseJsonBody(request, profileSchema);
  const updated = await updateProfile(user.id, names);
  return jsonOk(
    { firstName: updated.firstName, lastName: updated.lastName, email: updated.email },
    { headers: NO_STORE },
  );
});
