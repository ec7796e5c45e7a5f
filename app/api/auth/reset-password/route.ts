// POST /api/auth/reset-password { token, password }: sets the new password from an emailed link
// (single use, 1 hour) and signs the account out everywhere.
import { EmailTokenError, resetPassword } from "@/lib/auth/accounts";
import { RESET_LINK_PROBLEMS, RESET_SUCCESS_MESSAGE } from "@/lib/auth/messages";
import { assertStateChangeAllowed } from "@/lib/auth/route-guards";
import { resetPasswordSchema } from "@/lib/auth/schemas";
import { AppError } from "@/lib/errors/app-error";
import { jsonOk, parseJsonBody, withRouteHandler } from "@/lib/errors/api-response";

export const POST = withRouteHandler(async (request) => {
  assertStateChangeAllowed(request);
  const { token, password } = await parseJsonBody(request, resetPasswordSchema);
  try {
    await resetPassword(token, password);
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
});
