// GET/PUT /api/account/preferences – settings kept in user_preferences
import { savePreferences } from "@/lib/auth/mutations";
import { getPreferences } from "@/lib/auth/queries";
import { preferencesSchema } from "@/lib/auth/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const GET = withRouteHandler(
  async ({ user }) => jsonOk(await getPreferences(user.id), { headers: NO_STORE }),
  { auth: "user" },
);

export const PUT = withRouteHandler(
  async ({ user, body }) => jsonOk(await savePreferences(user.id, body), { headers: NO_STORE }),
  { auth: "user", body: preferencesSchema },
);
