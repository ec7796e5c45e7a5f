// DELETE /api/account/passkeys/{id} – remove one of the user's passkeys
import { passkeyIdSchema } from "@/lib/auth/passkey-schemas";
import { removePasskey } from "@/lib/auth/passkeys";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const DELETE = withRouteHandler(
  async ({ user, params }) => {
    await removePasskey(user.id, params.id);
    return jsonOk({ removed: true }, { headers: NO_STORE });
  },
  { auth: "user", params: passkeyIdSchema },
);
