// POST /api/auth/signup – create an unconfirmed account and email a confirmation link
import { signUp } from "@/lib/auth/accounts";
import { signUpSchema } from "@/lib/auth/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk } from "@/lib/api-server/api-response";
import { clientIp } from "@/lib/security/request";

export const POST = withRouteHandler(
  async ({ request, body }) => {
    await signUp(body, clientIp(request));
    return jsonOk({ needsConfirmation: true, email: body.email }, { status: 201 });
  },
  { body: signUpSchema },
);
