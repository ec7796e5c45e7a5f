// POST/DELETE /api/stacks/{id}/plan/logs – log a slot of a day as taken or missed; undo today's entry
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { logDose, undoDose } from "@/lib/daily-plan/plans";
import { doseLogKeySchema, doseLogSchema } from "@/lib/daily-plan/schemas";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";
import { assertSaveAuthor } from "@/lib/stacks/save-author";

export const POST = withRouteHandler(
  async ({ request, user, params, body }) => {
    // A log kept offline names its author: under another account's session it waits (401).
    assertSaveAuthor(request, user.id);
    return jsonOk({ log: await logDose(user.id, params.id, body) }, { headers: NO_STORE });
  },
  { auth: "user", params: recordIdParams, body: doseLogSchema },
);

export const DELETE = withRouteHandler(
  async ({ user, params, query }) => {
    await undoDose(user.id, params.id, query);
    return jsonOk({ log: null }, { headers: NO_STORE });
  },
  { auth: "user", params: recordIdParams, query: doseLogKeySchema },
);
