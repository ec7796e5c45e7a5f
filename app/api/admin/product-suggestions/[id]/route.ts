// DELETE /api/admin/product-suggestions/{id} – dismiss a suggestion no product will come from
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";
import { dismissProductSuggestion } from "@/lib/labels/mutations";

export const DELETE = withRouteHandler(
  async ({ params }) => {
    await dismissProductSuggestion(params.id);
    return jsonOk({ dismissed: true }, { headers: NO_STORE });
  },
  { auth: "admin", params: recordIdParams },
);
