import type { SupplementDetail } from "@/lib/catalogue/product-queries";
import { getProductInteractions, type ProductInteractions } from "@/lib/interactions/product-interactions";

/** Null (logged) when the knowledge base cannot load: the section then says so instead of implying no findings. */
export async function loadInteractions(product: SupplementDetail): Promise<ProductInteractions | null> {
  try {
    return await getProductInteractions(product.ingredients);
  } catch (error) {
    console.error(`[supplement ${product.id}] interaction summary unavailable`, error);
    return null;
  }
}
