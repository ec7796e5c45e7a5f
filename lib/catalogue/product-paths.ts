// A product page's URL: /supplement/{slug}, the product's stored, unique, readable slug (brand, name
// and pack size; prisma/data/catalogue/products/build.ts). Old /supplement/{uuid} links answer a
// permanent redirect to it (app/(catalogue)/supplement/[id]/product.ts).
export function productPath(slug: string): string {
  return `/supplement/${encodeURIComponent(slug)}`;
}
