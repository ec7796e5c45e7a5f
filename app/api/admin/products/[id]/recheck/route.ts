// POST /api/admin/products/{id}/recheck – a shipped product's label read again; it waits for a second admin's check
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";
import { saveLabelRecheck } from "@/lib/labels/recheck";
import { labelRecheckRequestSchema } from "@/lib/labels/schemas";

export const POST = withRouteHandler(
  async ({ user, params, body }) =>
    jsonOk(await saveLabelRecheck(params.id, body, user.id), { status: 201, headers: NO_STORE }),
  { auth: "admin", params: recordIdParams, body: labelRecheckRequestSchema },
);
