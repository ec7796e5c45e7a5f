// GET /api/supplements – search the catalogue
import { cachedSearchBody } from "@/lib/catalogue/browse-cache";
import { supplementSearchQuerySchema } from "@/lib/catalogue/search-params";
import { withRouteHandler } from "@/lib/api-server/route-handler";

// The body jsonOk would make (successBody), kept serialised with the cached search.
export const GET = withRouteHandler(
  async ({ query }) =>
    new Response(await cachedSearchBody(query), { headers: { "content-type": "application/json" } }),
  { query: supplementSearchQuerySchema },
);
