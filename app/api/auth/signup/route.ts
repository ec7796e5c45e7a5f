// POST /api/auth/signup: creates an unconfirmed account and emails a confirmation link.
import { signUp } from "@/lib/auth/accounts";
import { assertStateChangeAllowed } from "@/lib/auth/route-guards";
import { signUpSchema } from "@/lib/auth/schemas";
import { jsonOk, parseJsonBody, withRouteHandler } from "@/lib/errors/api-response";
import { clientIp } from "@/lib/security/request";

export const POST = withRouteHandler(async (request) => {
  assertStateChangeAllowed(request);
  const body = await parseJsonBody(request, signUpSchema);
  await signUp(body, clientIp(request));
  return jsonOk({ needsConfirmation: true, email: body.email }, { status: 201 });
});
