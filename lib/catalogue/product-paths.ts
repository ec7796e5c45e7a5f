// A product page's URL: /supplement/{slug}, the product's stored, unique, readable slug (brand, name
// and pack size; prisma/data/catalogue/products/build.ts). Old /supplement/{uuid} links answer a
// permanent redirect to it (app/(catalogue)/supplement/[id]/product.ts).
export function productPath(slug: string): string {
  return `/supplement/${encodeURIComponent(slug)}`;
}

/**
 * The page of a product whose slug may not be known (a stack kept in a visitor's browser before slugs
 * were stored): its slug path, else its old id path, which answers a permanent redirect to the slug.
 */
export function productHref(product: { id: string; slug?: unknown }): string {
  return typeof product.slug === "string" && product.slug !== ""
    ? productPath(product.slug)
    : `/supplement/${encodeURIComponent(product.id)}`;
}
