// POST /api/account/email { newEmail, currentPassword } – ask to change the account's email address:
// a confirmation link goes to the new address, and the account keeps its address until the link is
// opened (lib/auth/email-change.ts). The answer is the same whether or not the address has an account.
import { requestEmailChange } from "@/lib/auth/email-change";
import { changeEmailSchema } from "@/lib/auth/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/errors/api-response";

export const POST = withRouteHandler(
  async ({ user, body }) => {
    await requestEmailChange(user.id, body.newEmail, body.currentPassword);
    return jsonOk({ requested: true }, { headers: NO_STORE });
  },
  { auth: "user", body: changeEmailSchema },
);
