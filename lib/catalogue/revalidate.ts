import "server-only";
import { revalidatePath } from "next/cache";

import { db } from "@/lib/db/prisma";

import { productPath } from "./product-paths";

export async function revalidateProductPage(supplementId: string): Promise<void> {
  const product = await db().supplement.findUnique({ where: { id: supplementId }, select: { slug: true } });
  if (product) revalidatePath(productPath(product.slug));
}
