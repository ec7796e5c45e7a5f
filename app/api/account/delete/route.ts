// POST /api/account/delete { password }: erases the account and everything keyed to it.
import { deleteAccount } from "@/lib/auth/account-data";
import { assertStateChangeAllowed, NO_STORE } from "@/lib/auth/route-guards";
import { passwordConfirmationSchema } from "@/lib/auth/schemas";
import { requireSessionUser } from "@/lib/auth/session";
import { jsonOk, parseJsonBody, withRouteHandler } from "@/lib/errors/api-response";

export const POST = withRouteHandler(async (request) => {
  assertStateChangeAllowed(request);
  const user = await requireSessionUser(request);
  const { password } = await parseJsonBody(request, passwordConfirmationSchema);
  await deleteAccount(user.id, password);
  return jsonOk({ deleted: true }, { headers: NO_STORE });
});
