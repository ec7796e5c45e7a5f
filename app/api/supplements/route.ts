// GET /api/supplements – search the catalogue
import { searchSupplements } from "@/lib/catalogue/search";
import { supplementSearchQuerySchema } from "@/lib/catalogue/search-params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk } from "@/lib/errors/api-response";

export const GET = withRouteHandler(async ({ query }) => jsonOk(await searchSupplements(query)), {
  query: supplementSearchQuerySchema,
});
