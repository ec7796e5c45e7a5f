// GET/PATCH /api/account/profile – the signed-in user's names
import { updateProfile } from "@/lib/auth/mutations";
import { profileSchema } from "@/lib/auth/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const GET = withRouteHandler(
  ({ user }) =>
    jsonOk({ firstName: user.firstName, lastName: user.lastName, email: user.email }, { headers: NO_STORE }),
  { auth: "user" },
);

export const PATCH = withRouteHandler(
  async ({ user, body }) => {
    const updated = await updateProfile(user.id, body);
    return jsonOk(
      { firstName: updated.firstName, lastName: updated.lastName, email: updated.email },
      { headers: NO_STORE },
    );
  },
  { auth: "user", body: profileSchema },
);
