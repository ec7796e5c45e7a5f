// GET /api/interactions/products?ids=… – a stack's products as the engine reads them, for the offline check
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk } from "@/lib/api-server/api-response";
import { productCopies } from "@/lib/offline/product-copies";
import { productCopyQuerySchema } from "@/lib/offline/schemas";

export const GET = withRouteHandler(async ({ query }) => jsonOk({ copies: await productCopies(query.ids) }), {
  query: productCopyQuerySchema,
});
