// Cached pages that show catalogue data are regenerated when that data changes through the app
// (docs/architecture.md "Rendering and speed"); price imports revalidate through the shared table
// (./feed-import.ts), and the seed reaches them through the pages' time-based revalidation.
import "server-only";
import { revalidatePath } from "next/cache";

import { db } from "@/lib/db/prisma";

import { productPath } from "./product-paths";

/** A product's page after its reviews (average, count, first page) changed. */
export async function revalidateProductPage(supplementId: string): Promise<void> {
  const product = await db().supplement.findUnique({ where: { id: supplementId }, select: { slug: true } });
  if (product) revalidatePath(productPath(product.slug));
}
