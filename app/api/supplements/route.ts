// GET /api/supplements – search the catalogue
import { cachedSearch } from "@/lib/catalogue/browse-cache";
import { supplementSearchQuerySchema } from "@/lib/catalogue/search-params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk } from "@/lib/api-server/api-response";

export const GET = withRouteHandler(async ({ query }) => jsonOk(await cachedSearch(query)), {
  query: supplementSearchQuerySchema,
});
