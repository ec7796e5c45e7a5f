// POST /api/admin/product-entries/{id}/check – a second admin confirms the label; the product is published
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";
import { checkProductEntry } from "@/lib/labels/publish";

export const POST = withRouteHandler(
  async ({ user, params }) => jsonOk(await checkProductEntry(params.id, user.id), { headers: NO_STORE }),
  { auth: "admin", params: recordIdParams },
);
