import { Link } from "@/components/ui/link";

import { AddToStackButton } from "@/components/catalogue/add-to-stack-button";
import { PriceProvenance } from "@/components/catalogue/price-provenance";
import { LabelStatus } from "@/components/catalogue/label-status";
import { ProductImage } from "@/components/catalogue/product-image";
import { CARD_LINK_CLASS } from "@/components/ui/card";
import type { SupplementSearchItem } from "@/lib/catalogue/search";
import { formatDosePrice } from "@/lib/catalogue/dose-price";
import { formatPackSize } from "@/lib/catalogue/packs";
import { formatPence } from "@/lib/catalogue/pricing";

import { formatRating } from "@/lib/format/names";

import { formatPerDay } from "./browse-format";
import { productPath } from "@/lib/catalogue/product-paths";
import { CATEGORY_LABELS, FORM_LABELS } from "@/lib/catalogue/values";

export interface SupplementCardProps {
  item: SupplementSearchItem;
  now?: Date;
}

function CardPrice({ item }: { item: SupplementSearchItem }) {
  if (item.cheapestPricePence === null) return <p className="text-sm text-slate-600">No price yet</p>;
  return (
    <>
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-700">
        <span className="text-base font-semibold text-slate-900">
          {/* With several packs the price is the best value per day, not the lowest pack price. */}
          {item.packCount > 1 ? "" : "from "}
          {formatPence(item.cheapestPricePence)}
        </span>
        {item.cheapestPackSize === null ? null : (
          <span>for {formatPackSize(item.cheapestPackSize, item.form)}</span>
        )}
        {item.pricePerDayPence === null ? null : <span>{formatPerDay(item.pricePerDayPence)}</span>}
      </p>
      {item.dosePrice ? <p className="text-sm text-slate-700">{formatDosePrice(item.dosePrice)}</p> : null}
      {item.packCount > 1 ? (
        <p className="text-xs text-slate-600">{item.packCount} pack sizes: the cheapest per day is shown</p>
      ) : null}
    </>
  );
}

export function SupplementCard({ item, now }: SupplementCardProps) {
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 transition-colors focus-within:border-brand-500 hover:border-brand-500">
      <ProductImage
        id={item.id}
        name={item.name}
        imageRetailer={item.imageRetailer}
        size={96}
        className="float-right mb-2 ml-3"
      />
      <p className="text-sm font-medium text-slate-600">{item.brand}</p>
      <h2 className="mt-1 text-lg font-semibold text-slate-900">
        {/* The stretched link makes the whole card clickable while the accessible name stays the product name. */}
        <Link href={productPath(item.slug)} className={CARD_LINK_CLASS}>
          {item.name}
        </Link>
      </h2>
      <p className="mt-2 flex flex-wrap gap-2 text-xs">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">{FORM_LABELS[item.form]}</span>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
          {CATEGORY_LABELS[item.category]}
        </span>
      </p>
      <LabelStatus checkedAt={item.labelCheckedAt} className="mt-2" />
      {item.averageRating !== null && item.reviewCount > 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{formatRating(item.averageRating)}</span> out of 5 ·{" "}
          {item.reviewCount === 1 ? "1 review" : `${item.reviewCount} reviews`}
        </p>
      ) : null}
      {item.ingredientNames.length > 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          <span className="sr-only">Ingredients: </span>
          {item.ingredientNames.join(", ")}
        </p>
      ) : null}
      <div className="mt-auto pt-4">
        <CardPrice item={item} />
        {item.cheapestPricePence === null ||
        item.offerSource === null ||
        item.offerCheckedAt === null ? null : (
          <PriceProvenance
            source={item.offerSource}
            retailer={item.offerRetailer}
            checkedAt={item.offerCheckedAt}
            now={now}
            className="mt-1 block"
          />
        )}
        {/* Above the stretched link, so it is its own target. */}
        <div className="relative z-10 mt-3">
          <AddToStackButton
            id={item.cheapestPackId ?? item.id}
            slug={item.slug}
            name={item.name}
            brand={item.brand}
            pricePence={item.cheapestPricePence}
            compact
          />
        </div>
      </div>
    </article>
  );
}
