// POST /api/auth/passkey/options – sign-in options for any passkey of this site (discoverable credentials)
import { passkeySignInOptions } from "@/lib/auth/passkeys";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";
import { clientIp } from "@/lib/security/request";

export const POST = withRouteHandler(async ({ request }) =>
  jsonOk(await passkeySignInOptions(request, clientIp(request)), { headers: NO_STORE }),
);
