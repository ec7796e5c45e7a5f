// POST /api/account/delete { password } – erase the account and everything keyed to it
import { deleteAccount } from "@/lib/auth/mutations";
import { passwordConfirmationSchema } from "@/lib/auth/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const POST = withRouteHandler(
  async ({ user, body }) => {
    await deleteAccount(user.id, body.password);
    return jsonOk({ deleted: true }, { headers: NO_STORE });
  },
  { auth: "user", body: passwordConfirmationSchema },
);
