// Each product is read at request time in its own Suspense boundary, so the text streams first; an unknown slug or a
// failed read renders nothing (tests/unit/blog/articles.test.ts keeps the slugs in step with the catalogue).
import { Link } from "@/components/ui/link";
import { Suspense } from "react";

import { AddToStackButton } from "@/components/catalogue/add-to-stack-button";
import { PriceProvenance } from "@/components/catalogue/price-provenance";
import { SamplePriceBadge } from "@/components/catalogue/sample-price-badge";
import { CARD_LINK_CLASS } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { getProductCardBySlug, type ProductCard } from "@/lib/catalogue/queries";
import { formatPackSize } from "@/lib/catalogue/packs";
import { formatPence } from "@/lib/catalogue/pricing";
import { productPath } from "@/lib/catalogue/product-paths";

export type ArticleProductProps = {
  /** The product's catalogue slug (prisma/data/catalogue/products). */
  id: string;
};

async function loadProduct(slug: string, component: string): Promise<ProductCard | null> {
  try {
    const product = await getProductCardBySlug(slug);
    if (!product)
      console.warn(`[blog] <${component} id="${slug}" />: no product with this slug; nothing rendered`);
    return product;
  } catch (error) {
    console.error(`[blog] <${component} id="${slug}" />: could not read the product`, error);
    return null;
  }
}

function CardSkeleton() {
  return <Skeleton shape="xl" className="my-6 h-32 w-full" />;
}

async function SupplementCardContent({ id }: ArticleProductProps) {
  const product = await loadProduct(id, "SupplementCard");
  if (!product) return null;
  const offer = product.cheapestOffer;
  return (
    <article className="relative my-6 flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors focus-within:border-brand-500 hover:border-brand-500">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">{product.brand}</p>
        <p className="mt-1 text-lg font-semibold text-slate-900">
          <Link href={productPath(id)} className={CARD_LINK_CLASS}>
            {product.name}
          </Link>
        </p>
      </div>
      {/* On a phone the price wraps under the name, so it lines up with it instead of the right edge. */}
      <div className="text-left text-sm sm:text-right">
        {offer ? (
          <>
            <p>
              <span className="text-slate-600">from </span>
              <span className="text-base font-semibold tabular-nums text-slate-900">
                {formatPence(offer.pricePence)}
              </span>
              <span className="text-slate-600">
                {" "}
                for a {formatPackSize(offer.packSize)} at {offer.retailer}
              </span>
            </p>
            {offer.source === "sample" ? (
              <p className="mt-1">
                <SamplePriceBadge checkedAt={offer.lastCheckedAt} />
              </p>
            ) : (
              <PriceProvenance
                source={offer.source}
                retailer={null}
                checkedAt={offer.lastCheckedAt}
                className="mt-1 block"
              />
            )}
          </>
        ) : (
          <p className="text-slate-600">No UK price yet</p>
        )}
        <p className="mt-1 font-semibold text-brand-800" aria-hidden="true">
          See prices and ingredients →
        </p>
      </div>
    </article>
  );
}

export function SupplementCard({ id }: ArticleProductProps) {
  return (
    <Suspense fallback={<CardSkeleton />}>
      <SupplementCardContent id={id} />
    </Suspense>
  );
}

async function AddToStackContent({ id }: ArticleProductProps) {
  const product = await loadProduct(id, "AddToStack");
  if (!product) return null;
  return (
    <div className="my-6 flex flex-wrap items-center gap-3">
      <AddToStackButton
        id={product.id}
        slug={product.slug}
        name={product.name}
        brand={product.brand}
        pricePence={product.cheapestOffer?.pricePence ?? null}
      />
      <span className="text-sm text-slate-600">
        {product.brand} {product.name}
      </span>
    </div>
  );
}

export function AddToStack({ id }: ArticleProductProps) {
  return (
    <Suspense fallback={<Skeleton shape="lg" className="my-6 h-11 w-40" />}>
      <AddToStackContent id={id} />
    </Suspense>
  );
}
