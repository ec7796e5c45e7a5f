// POST /api/account/passkeys/options { password } – WebAuthn registration options with a fresh server-side challenge
import { passkeyRegistrationOptions } from "@/lib/auth/passkeys";
import { passwordConfirmationSchema } from "@/lib/auth/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const POST = withRouteHandler(
  async ({ user, body, request }) =>
    jsonOk(await passkeyRegistrationOptions(user, body.password, request), { headers: NO_STORE }),
  { auth: "user", body: passwordConfirmationSchema },
);
