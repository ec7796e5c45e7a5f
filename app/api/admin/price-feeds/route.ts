// POST /api/admin/price-feeds { url, retailer? } – add a retailer feed URL to the hourly schedule
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { addPriceFeed } from "@/lib/catalogue/feed-fetch";
import { priceFeedSchema } from "@/lib/catalogue/price-feed-schema";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const POST = withRouteHandler(
  async ({ body }) => jsonOk(await addPriceFeed(body), { status: 201, headers: NO_STORE }),
  { auth: "admin", body: priceFeedSchema },
);
