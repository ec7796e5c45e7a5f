// POST /api/admin/price-feeds/{id}/fetch – "fetch now": fetch and import one configured feed at once
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { FETCH_NOW_OPTIONS, runPriceFeed } from "@/lib/catalogue/feed-fetch";
import { db } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors/app-error";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/security/rate-limit";

export const POST = withRouteHandler(
  async ({ user, params }) => {
    await enforceRateLimit(RATE_LIMITS.priceImportPerUser, user.id);
    const feed = await db().priceFeed.findUnique({ where: { id: params.id }, select: { id: true } });
    if (!feed) throw AppError.notFound("NOT_FOUND", "No such price feed");
    return jsonOk(await runPriceFeed(feed.id, FETCH_NOW_OPTIONS), { headers: NO_STORE });
  },
  { auth: "admin", params: recordIdParams },
);
