export function productPath(slug: string): string {
  return `/supplement/${encodeURIComponent(slug)}`;
}

/** The long lists a multi-ingredient product would otherwise send whole in its page: claims, evidence, findings. */
export type ProductSubpage = "evidence" | "findings";

export function productSubpagePath(slug: string, subpage: ProductSubpage): string {
  return `${productPath(slug)}/${subpage}`;
}

// A stack kept in a browser from before slugs were stored may have no slug: the id path redirects to the slug.
export function productHref(product: { id: string; slug?: unknown }): string {
  return typeof product.slug === "string" && product.slug !== ""
    ? productPath(product.slug)
    : `/supplement/${encodeURIComponent(product.id)}`;
}
