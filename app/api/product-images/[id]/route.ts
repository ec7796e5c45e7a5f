// GET /api/product-images/{id} – a product's feed image, resized and cached on disk; 404 when it has none
import { readFile } from "node:fs/promises";

import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { productImagePath } from "@/lib/catalogue/product-images";
import { db } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors/app-error";

export const GET = withRouteHandler(
  async ({ params }) => {
    const product = await db().supplement.findUnique({
      where: { id: params.id },
      select: { imageFile: true },
    });
    if (!product?.imageFile) throw AppError.notFound("NOT_FOUND", "This product has no image");
    let bytes: Buffer;
    try {
      bytes = await readFile(productImagePath(product.imageFile));
    } catch {
      throw AppError.notFound("NOT_FOUND", "This product has no image");
    }
    return new Response(new Uint8Array(bytes), {
      headers: {
        "Content-Type": "image/webp",
        "Cache-Control": "public, max-age=86400",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
  { params: recordIdParams },
);
