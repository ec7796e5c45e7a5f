import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";

import { productPath, productSubpagePath, type ProductSubpage } from "@/lib/catalogue/product-paths";
import { findProductRef, getSupplementDetail, type SupplementDetail } from "@/lib/catalogue/product-queries";
import { recordIdSchema } from "@/lib/db/ids";

async function productRefFrom(params: Promise<{ id: string }>) {
  const parsed = recordIdSchema.safeParse((await params).id);
  if (!parsed.success) notFound();
  const product = await findProductRef(parsed.data);
  if (!product) notFound();
  return { ...product, asked: parsed.data };
}

/** The product's id; an id, an old slug or another pack size is sent on to the product's own address. */
export async function productIdFrom(
  params: Promise<{ id: string }>,
  subpage?: ProductSubpage,
): Promise<string> {
  const product = await productRefFrom(params);
  const pathFor = (slug: string) => (subpage ? productSubpagePath(slug, subpage) : productPath(slug));
  // Another pack size of a product lives on the product's page (lib/catalogue/packs.ts).
  if (product.packOf) permanentRedirect(pathFor(product.packOf.slug));
  if (product.slug !== product.asked) permanentRedirect(pathFor(product.slug));
  return product.id;
}

/** For the layout, which cannot tell which of the product's pages was asked for: 404 only, the page redirects. */
export async function productExists(params: Promise<{ id: string }>): Promise<void> {
  const product = await productRefFrom(params);
  if (!product.packOf && product.slug === product.asked) await loadProduct(product.id);
}

export async function loadProduct(id: string): Promise<SupplementDetail> {
  // Memoised per request (React cache), so the layout, the metadata and the page share one read.
  const product = await getSupplementDetail(id);
  if (!product) notFound();
  return product;
}

/** One of the product's own pages (claims and evidence, every finding), at its canonical address. */
export async function subpageProduct(
  params: Promise<{ id: string }>,
  subpage: ProductSubpage,
): Promise<SupplementDetail> {
  return loadProduct(await productIdFrom(params, subpage));
}

export function subpageMetadata(
  product: SupplementDetail,
  subpage: ProductSubpage,
  title: string,
  description: string,
): Metadata {
  return {
    title: `${title}: ${product.name} by ${product.brand}`,
    description,
    alternates: { canonical: productSubpagePath(product.slug, subpage) },
  };
}
