// POST /api/account/email { newEmail, currentPassword } – email a link confirming the new address
// (lib/auth/email-change.ts); the answer is the same whether or not the address has an account.
import { requestEmailChange } from "@/lib/auth/email-change";
import { changeEmailSchema } from "@/lib/auth/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const POST = withRouteHandler(
  async ({ user, body }) => {
    await requestEmailChange(user.id, body.newEmail, body.currentPassword);
    return jsonOk({ requested: true }, { headers: NO_STORE });
  },
  { auth: "user", body: changeEmailSchema },
);
