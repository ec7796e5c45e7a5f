// POST /api/auth/forgot-password { email }: emails a reset link when the account exists. Always the
// same answer (no enumeration).
import { requestPasswordReset } from "@/lib/auth/accounts";
import { RESET_REQUEST_ANSWER } from "@/lib/auth/messages";
import { assertStateChangeAllowed } from "@/lib/auth/route-guards";
import { forgotPasswordSchema } from "@/lib/auth/schemas";
import { jsonOk, parseJsonBody, withRouteHandler } from "@/lib/errors/api-response";
import { clientIp } from "@/lib/security/request";

export const POST = withRouteHandler(async (request) => {
  assertStateChangeAllowed(request);
  const { email } = await parseJsonBody(request, forgotPasswordSchema);
  await requestPasswordReset(email, clientIp(request));
  return jsonOk({ message: RESET_REQUEST_ANSWER });
});
