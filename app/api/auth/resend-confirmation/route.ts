// POST /api/auth/resend-confirmation { email, type } – a new link; the same answer either way (no enumeration)
import { resendConfirmation } from "@/lib/auth/accounts";
import { RESEND_ANSWER } from "@/lib/auth/messages";
import { emailSchema, RESEND_REQUIREMENT_MESSAGE, resendSchema } from "@/lib/auth/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { AppError } from "@/lib/errors/app-error";
import { jsonOk } from "@/lib/api-server/api-response";
import { clientIp } from "@/lib/security/request";

export const POST = withRouteHandler(
  async ({ request, body }) => {
    if ((!body.email && !body.phone) || !body.type) {
      throw AppError.validation(
        { formErrors: [RESEND_REQUIREMENT_MESSAGE], fieldErrors: {} },
        RESEND_REQUIREMENT_MESSAGE,
      );
    }
    if (!body.email) {
      throw AppError.validation({
        formErrors: ["Accounts are confirmed by email; please enter your email address."],
        fieldErrors: {},
      });
    }
    const email = emailSchema.safeParse(body.email);
    if (!email.success) {
      throw AppError.validation({
        formErrors: [],
        fieldErrors: { email: ["Please enter a valid email address"] },
      });
    }
    await resendConfirmation(email.data, clientIp(request));
    return jsonOk({ message: RESEND_ANSWER });
  },
  { body: resendSchema },
);
