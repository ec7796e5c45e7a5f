// POST /api/account/phone/verify { code } – turn text-message codes on; recovery codes once, if new
import { confirmPhoneEnrolment } from "@/lib/auth/phone-factor";
import { textCodeSchema } from "@/lib/auth/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const POST = withRouteHandler(
  async ({ user, body }) => jsonOk(await confirmPhoneEnrolment(user.id, body.code), { headers: NO_STORE }),
  { auth: "user", body: textCodeSchema },
);
