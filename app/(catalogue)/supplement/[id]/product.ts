import { notFound, permanentRedirect } from "next/navigation";

import { productPath } from "@/lib/catalogue/product-paths";
import { findProductRef, getSupplementDetail, type SupplementDetail } from "@/lib/catalogue/product-queries";
import { recordIdSchema } from "@/lib/db/ids";

export async function productIdFrom(params: Promise<{ id: string }>): Promise<string> {
  const parsed = recordIdSchema.safeParse((await params).id);
  if (!parsed.success) notFound();
  const product = await findProductRef(parsed.data);
  if (!product) notFound();
  // Another pack size of a product lives on the product's page (lib/catalogue/packs.ts).
  if (product.packOf) permanentRedirect(productPath(product.packOf.slug));
  if (product.slug !== parsed.data) permanentRedirect(productPath(product.slug));
  return product.id;
}

export async function loadProduct(id: string): Promise<SupplementDetail> {
  // Memoised per request (React cache), so the layout, the metadata and the page share one read.
  const product = await getSupplementDetail(id);
  if (!product) notFound();
  return product;
}
