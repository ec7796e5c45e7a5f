// POST /api/admin/feed-items/{id}/draft – turn a feed row that matches no product into a draft product
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";
import { draftFromFeedItem } from "@/lib/labels/mutations";

export const POST = withRouteHandler(
  async ({ user, params }) =>
    jsonOk(await draftFromFeedItem(params.id, user.id), { status: 201, headers: NO_STORE }),
  { auth: "admin", params: recordIdParams },
);
