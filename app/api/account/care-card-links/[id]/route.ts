// DELETE /api/account/care-card-links/{id} – revoke a read-only link to the card at once
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { revokeCareCardLink } from "@/lib/daily-plan/care-card-links";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const DELETE = withRouteHandler(
  async ({ user, params }) => {
    await revokeCareCardLink(user.id, params.id);
    return jsonOk({ revoked: true }, { headers: NO_STORE });
  },
  { auth: "user", params: recordIdParams },
);
