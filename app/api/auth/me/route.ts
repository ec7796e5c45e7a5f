// GET /api/auth/me – the signed-in user, or 401 AUTHENTICATION_ERROR (docs/product-rules.md §3, §7)
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const GET = withRouteHandler(
  ({ user }) =>
    jsonOk(
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
    ),
  { auth: "user" },
);
