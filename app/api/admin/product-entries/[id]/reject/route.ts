// POST /api/admin/product-entries/{id}/reject – a second admin refuses an entry, saying why
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";
import { rejectProductEntry } from "@/lib/labels/recheck";
import { rejectEntrySchema } from "@/lib/labels/schemas";

export const POST = withRouteHandler(
  async ({ user, params, body }) => {
    await rejectProductEntry(params.id, user.id, body.reason);
    return jsonOk({ status: "rejected" }, { headers: NO_STORE });
  },
  { auth: "admin", params: recordIdParams, body: rejectEntrySchema },
);
