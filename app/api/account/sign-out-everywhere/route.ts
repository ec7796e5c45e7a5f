// POST /api/account/sign-out-everywhere – end every session of the user, this one included
import { signOutEverywhere } from "@/lib/auth/mutations";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const POST = withRouteHandler(
  async ({ user }) => {
    await signOutEverywhere(user.id);
    return jsonOk({ signedOut: true }, { headers: NO_STORE });
  },
  { auth: "user" },
);
