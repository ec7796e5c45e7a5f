// Only real prices checked within the last week become Offers (a sample price must never look live), and
// aggregateRating comes from real reviews only, when there is at least one.
import type { SupplementDetail } from "@/lib/catalogue/product-queries";
import { formatPackSizes } from "@/lib/catalogue/packs";
import { isFreshRealPrice } from "@/lib/catalogue/price-freshness";
import { penceToPoundsDecimal } from "@/lib/catalogue/pricing";
import type { RatingSummary } from "@/lib/reviews/queries";

import { formatProductForm } from "./format";

/** Neutral, claim-free description shared by the page metadata and the structured data. */
export function productSummary(product: Pick<SupplementDetail, "name" | "brand" | "form" | "packs">): string {
  const sizes = formatPackSizes(product.packs.map((pack) => pack.unitsPerPack));
  const form = formatProductForm(product.form).toLowerCase();
  return `${product.name} by ${product.brand}: ${form}${sizes === null ? "" : `, ${sizes} per pack`}. Ingredients per serving and UK retailer prices.`;
}

export function productJsonLd(
  product: SupplementDetail,
  ratings?: RatingSummary,
  now: Date = new Date(),
): Record<string, unknown> {
  const liveOffers = product.offers.filter((offer) => isFreshRealPrice(offer, now));
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    brand: { "@type": "Brand", name: product.brand },
    description: productSummary(product),
    sku: product.id,
  };
  if (liveOffers.length > 0) {
    const prices = liveOffers.map((offer) => offer.pricePence);
    data.offers = {
      "@type": "AggregateOffer",
      priceCurrency: "GBP",
      lowPrice: penceToPoundsDecimal(Math.min(...prices)),
      highPrice: penceToPoundsDecimal(Math.max(...prices)),
      offerCount: liveOffers.length,
      offers: liveOffers.map((offer) => ({
        "@type": "Offer",
        price: penceToPoundsDecimal(offer.pricePence),
        priceCurrency: "GBP",
        url: offer.url,
        seller: { "@type": "Organization", name: offer.retailer },
        availability: offer.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      })),
    };
  }
  if (ratings && ratings.reviewCount > 0 && ratings.rating !== null) {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: ratings.rating,
      reviewCount: ratings.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

/** JSON for an inline script: `<` is escaped so no value can close the script element. */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export type ProductJsonLdProps = {
  product: SupplementDetail;
  ratings?: RatingSummary;
};

export function ProductJsonLd({ product, ratings }: ProductJsonLdProps) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serialiseJsonLd(productJsonLd(product, ratings)) }}
    />
  );
}
