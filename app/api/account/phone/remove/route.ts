// POST /api/account/phone/remove { password } – remove the mobile number and its codes
import { removePhoneFactor } from "@/lib/auth/phone-factor";
import { passwordConfirmationSchema } from "@/lib/auth/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const POST = withRouteHandler(
  async ({ user, body }) => {
    await removePhoneFactor(user.id, body.password);
    return jsonOk({ removed: true }, { headers: NO_STORE });
  },
  { auth: "user", body: passwordConfirmationSchema },
);
