// GET /api/auth/me (SPEC.md §3, §7): the signed-in user, or 401 AUTHENTICATION_ERROR.
import { NO_STORE } from "@/lib/auth/route-guards";
import { requireSessionUser } from "@/lib/auth/session";
import { jsonOk, withRouteHandler } from "@/lib/errors/api-response";

export const GET = withRouteHandler(async (request) => {
  const user = await requireSessionUser(request);
  return jsonOk(
    {
      user: {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        emailVerified: user.emailVerified,
      },
    },
    { headers: NO_STORE },
  );
});
