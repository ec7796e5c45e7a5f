// GET /api/interactions/products?ids=… – the products of a stack as the interaction engine reads them,
// with their ingredients' UK upper levels: what the builder saves for its offline check (docs/offline.md)
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk } from "@/lib/errors/api-response";
import { productCopies } from "@/lib/offline/product-copies";
import { productCopyQuerySchema } from "@/lib/offline/schemas";

export const GET = withRouteHandler(async ({ query }) => jsonOk({ copies: await productCopies(query.ids) }), {
  query: productCopyQuerySchema,
});
