// POST /api/auth/forgot-password { email } – email a reset link; the same answer either way (no enumeration)
import { requestPasswordReset } from "@/lib/auth/accounts";
import { RESET_REQUEST_ANSWER } from "@/lib/auth/messages";
import { forgotPasswordSchema } from "@/lib/auth/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk } from "@/lib/api-server/api-response";
import { clientIp } from "@/lib/security/request";

export const POST = withRouteHandler(
  async ({ request, body }) => {
    await requestPasswordReset(body.email, clientIp(request));
    return jsonOk({ message: RESET_REQUEST_ANSWER });
  },
  { body: forgotPasswordSchema },
);
