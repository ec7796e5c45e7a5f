// The product of /supplement/{id}, or the 404 page: shared by the segment's layout (which answers
// 404 before the page streams) and the page (metadata and content).
import { notFound } from "next/navigation";

import { getSupplementDetail, type SupplementDetail } from "@/lib/catalogue/product-queries";
import { recordIdSchema } from "@/lib/db/ids";

/** A well-formed id, or the 404 page (without touching the database for an absurd one). */
export async function productIdFrom(params: Promise<{ id: string }>): Promise<string> {
  const parsed = recordIdSchema.safeParse((await params).id);
  if (!parsed.success) notFound();
  return parsed.data;
}

export async function loadProduct(id: string): Promise<SupplementDetail> {
  // Memoised per request (React cache), so the layout, the metadata and the page share one read.
  const product = await getSupplementDetail(id);
  if (!product) notFound();
  return product;
}
