// GET /api/supplements – search the catalogue
import { jsonOk, parseSearchParams, withRouteHandler } from "@/lib/errors/api-response";
import { searchSupplements } from "@/lib/catalogue/search";
import { supplementSearchQuerySchema } from "@/lib/catalogue/search-params";

export const GET = withRouteHandler(async (request: Request) => {
  const params = parseSearchParams(new URL(request.url).searchParams, supplementSearchQuerySchema);
  return jsonOk(await searchSupplements(params));
});
