// POST /api/admin/moderation/{id} – hide, unhide or keep a reported stack or review, with the reason
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";
import { decideModeration } from "@/lib/moderation/decide";
import { moderationDecisionSchema } from "@/lib/moderation/schemas";

export const POST = withRouteHandler(
  async ({ user, params, body }) =>
    jsonOk(await decideModeration(user.id, params.id, body), { headers: NO_STORE }),
  { auth: "admin", params: recordIdParams, body: moderationDecisionSchema },
);
