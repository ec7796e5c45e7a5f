// GET/PUT/DELETE /api/stacks/{id}/price-alert – the owner's price alert for this stack; others get 404
import {
  getPriceAlert,
  priceAlertSettingsSchema,
  removePriceAlert,
  setPriceAlert,
} from "@/lib/alerts/price-alerts";
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const GET = withRouteHandler(
  async ({ user, params }) =>
    jsonOk({ alert: await getPriceAlert(user.id, params.id) }, { headers: NO_STORE }),
  { auth: "user", params: recordIdParams },
);

export const PUT = withRouteHandler(
  async ({ user, params, body }) =>
    jsonOk({ alert: await setPriceAlert(user.id, params.id, body) }, { headers: NO_STORE }),
  { auth: "user", params: recordIdParams, body: priceAlertSettingsSchema },
);

export const DELETE = withRouteHandler(
  async ({ user, params }) => {
    await removePriceAlert(user.id, params.id);
    return jsonOk({ alert: null }, { headers: NO_STORE });
  },
  { auth: "user", params: recordIdParams },
);
