// POST /api/account/passkeys { name, response } – save a new passkey once its registration checks out
import { addPasskeySchema } from "@/lib/auth/passkey-schemas";
import { registerPasskey } from "@/lib/auth/passkeys";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const POST = withRouteHandler(
  async ({ user, body, request }) =>
    jsonOk(await registerPasskey(user.id, body.name, body.response, request), {
      status: 201,
      headers: NO_STORE,
    }),
  { auth: "user", body: addPasskeySchema },
);
