// POST /api/account/phone/start { phone } – text a code to a UK mobile number (again: a new code)
import { startPhoneEnrolment } from "@/lib/auth/phone-factor";
import { phoneNumberSchema } from "@/lib/auth/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const POST = withRouteHandler(
  async ({ user, body }) => jsonOk(await startPhoneEnrolment(user.id, body.phone), { headers: NO_STORE }),
  { auth: "user", body: phoneNumberSchema },
);
