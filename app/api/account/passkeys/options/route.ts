// POST /api/account/passkeys/options – WebAuthn registration options with a fresh server-side challenge
import { passkeyRegistrationOptions } from "@/lib/auth/passkeys";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/errors/api-response";

export const POST = withRouteHandler(
  async ({ user, request }) => jsonOk(await passkeyRegistrationOptions(user, request), { headers: NO_STORE }),
  { auth: "user" },
);
