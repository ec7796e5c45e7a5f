// POST /api/account/two-factor/setup – a new (unverified) TOTP secret with its QR code
import { startTwoFactorSetup } from "@/lib/auth/two-factor";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const POST = withRouteHandler(
  async ({ user }) => jsonOk(await startTwoFactorSetup(user), { headers: NO_STORE }),
  { auth: "user" },
);
