// GET/PUT/DELETE /api/account/health-profile – optional special-category health data for interaction checks
import { deleteHealthProfile, saveHealthProfile } from "@/lib/auth/mutations";
import { getHealthProfile } from "@/lib/auth/queries";
import { healthProfileSchema } from "@/lib/auth/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const GET = withRouteHandler(
  async ({ user }) => jsonOk(await getHealthProfile(user.id), { headers: NO_STORE }),
  { auth: "user" },
);

export const PUT = withRouteHandler(
  async ({ user, body }) => jsonOk(await saveHealthProfile(user.id, body), { headers: NO_STORE }),
  { auth: "user", body: healthProfileSchema },
);

export const DELETE = withRouteHandler(
  async ({ user }) => {
    await deleteHealthProfile(user.id);
    return jsonOk({ deleted: true }, { headers: NO_STORE });
  },
  { auth: "user" },
);
