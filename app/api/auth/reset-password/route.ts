// POST /api/auth/reset-password { token, password } – set a new password from an emailed link; signs out everywhere
import { EmailTokenError, resetPassword } from "@/lib/auth/accounts";
import { RESET_LINK_PROBLEMS, RESET_SUCCESS_MESSAGE } from "@/lib/auth/messages";
import { resetPasswordSchema } from "@/lib/auth/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { AppError } from "@/lib/errors/app-error";
import { jsonOk } from "@/lib/api-server/api-response";
import { clientIp } from "@/lib/security/request";

export const POST = withRouteHandler(
  async ({ request, body }) => {
    try {
      await resetPassword(body.token, body.password, clientIp(request));
    } catch (error) {
      if (error instanceof EmailTokenError) {
        throw AppError.validation({
          formErrors: [],
          fieldErrors: { token: [RESET_LINK_PROBLEMS[error.problem]] },
        });
      }
      throw error;
    }
    return jsonOk({ message: RESET_SUCCESS_MESSAGE });
  },
  { body: resetPasswordSchema },
);
