// GET /api/supplements/by-gtin/{gtin} – the product a scanned or typed barcode belongs to (docs/scanning.md)
import { z } from "zod";

import { gtinSchema } from "@/lib/catalogue/gtin";
import { getProductByGtin } from "@/lib/catalogue/gtin-queries";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { AppError } from "@/lib/errors/app-error";
import { jsonOk } from "@/lib/api-server/api-response";

export const GET = withRouteHandler(
  async ({ params }) => {
    const gtin = gtinSchema.safeParse(params.gtin);
    // A code with a wrong length or check digit is a typing or reading mistake, not an unknown product.
    if (!gtin.success) throw AppError.validation(z.flattenError(gtin.error), "Invalid GTIN");
    const product = await getProductByGtin(gtin.data);
    if (!product) throw AppError.notFound("SUPPLEMENT_NOT_FOUND", "No product has this barcode");
    return jsonOk({ gtin: gtin.data, product });
  },
  { params: z.object({ gtin: z.string().max(64) }) },
);
