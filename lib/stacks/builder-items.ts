import type { StackProduct } from "./products";

export interface BuilderItem {
  supplementId: string;
  /** null when the product is no longer in the catalogue. */
  slug: string | null;
  quantity: number;
  timing: string | null;
  name: string;
  brand: string;
  /** null when the product has no UK price yet. */
  pricePence: number | null;
}

export function builderItemsFrom(
  items: readonly { supplementId: string; quantity: number; timing: string | null }[],
  products: ReadonlyMap<string, Pick<StackProduct, "slug" | "name" | "brand" | "offer">>,
): BuilderItem[] {
  return items.map((item) => {
    const product = products.get(item.supplementId);
    return {
      supplementId: item.supplementId,
      slug: product?.slug ?? null,
      quantity: item.quantity,
      timing: item.timing,
      name: product?.name ?? "Supplement",
      brand: product?.brand ?? "",
      pricePence: product?.offer?.pricePence ?? null,
    };
  });
}
