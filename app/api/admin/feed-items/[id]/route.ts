// POST /api/admin/feed-items/{id} – match or ignore a feed row the importer could not match with certainty
import { z } from "zod";

import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { decideFeedItem } from "@/lib/catalogue/feed-review";
import { recordIdSchema } from "@/lib/db/ids";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

const decisionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("match"), supplementId: recordIdSchema }),
  z.object({ action: z.literal("ignore") }),
]);

export const POST = withRouteHandler(
  async ({ user, params, body }) =>
    jsonOk(await decideFeedItem(params.id, body, user.id), { headers: NO_STORE }),
  { auth: "admin", params: recordIdParams, body: decisionSchema },
);
