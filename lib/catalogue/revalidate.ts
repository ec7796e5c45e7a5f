import "server-only";
import { revalidatePath, revalidateTag } from "next/cache";

import { db } from "@/lib/db/prisma";

import { BROWSE_CACHE_TAG } from "./browse-views";
import { productPath, productSubpagePath } from "./product-paths";

export async function revalidateProductPage(supplementId: string): Promise<void> {
  const product = await db().supplement.findUnique({ where: { id: supplementId }, select: { slug: true } });
  if (product) {
    revalidatePath(productPath(product.slug));
    // A re-checked label changes its claims, evidence and findings too.
    revalidatePath(productSubpagePath(product.slug, "evidence"));
    revalidatePath(productSubpagePath(product.slug, "findings"));
  }
  // The cards on /browse show the rating; expire: 0 so the next request renders them again, not a stale copy.
  revalidateTag(BROWSE_CACHE_TAG, { expire: 0 });
}
