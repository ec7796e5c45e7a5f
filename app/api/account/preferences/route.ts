// GET/PUT /api/account/preferences: settings kept in user_preferences.
import { getPreferences, savePreferences } from "@/lib/auth/account-data";
import { assertStateChangeAllowed, NO_STORE } from "@/lib/auth/route-guards";
import { preferencesSchema } from "@/lib/auth/schemas";
import { requireSessionUser } from "@/lib/auth/session";
import { jsonOk, parseJsonBody, withRouteHandler } from "@/lib/errors/api-response";

export const GET = withRouteHandler(async (request) => {
  const user = await requireSessionUser(request);
  return jsonOk(await getPreferences(user.id), { headers: NO_STORE });
});

export const PUT = withRouteHandler(async (request) => {
  assertStateChangeAllowed(request);
  const user = await requireSessionUser(request);
  const preferences = await parseJsonBody(request, preferencesSchema);
  return jsonOk(await savePreferences(user.id, preferences), { headers: NO_STORE });
});
