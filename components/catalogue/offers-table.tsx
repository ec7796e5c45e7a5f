import { Badge } from "@/components/ui/badge";
import { STACKED_TABLE } from "@/components/ui/stacked-table";
import type { ProductOffer } from "@/lib/catalogue/product-queries";
import { FRESH_PRICE_DAYS, isPriceOutOfDate } from "@/lib/catalogue/price-freshness";
import { formatPackSize } from "@/lib/catalogue/packs";
import { formatPence } from "@/lib/catalogue/pricing";
import { formatDate, isoDate } from "@/lib/format/dates";
import { cn } from "@/lib/utils/cn";

import { SamplePriceBadge } from "./sample-price-badge";

export type OffersTableProps = {
  offers: readonly ProductOffer[];
  form: string;
  cheapestOfferId: string | null;
  now?: Date;
};

type OfferRowProps = { offer: ProductOffer; form: string; cheapest: boolean; now: Date };

function OfferRow({ offer, form, cheapest, now }: OfferRowProps) {
  return (
    <tr
      className={cn("align-top", STACKED_TABLE.row, cheapest && "bg-brand-50")}
      data-cheapest={cheapest || undefined}
    >
      <th scope="row" className={cn("px-3 py-2 font-medium text-slate-900", STACKED_TABLE.wide)}>
        {offer.retailer}
        <div className="mt-1 flex flex-wrap gap-1">
          {cheapest ? <Badge className="bg-brand-700 text-white">Cheapest per day</Badge> : null}
          {offer.inStock ? null : <Badge className="ring-1 ring-slate-300">Out of stock</Badge>}
        </div>
      </th>
      <td data-label="Price" className={cn("px-3 py-2", STACKED_TABLE.cell)}>
        <span className="font-semibold tabular-nums text-slate-900">{formatPence(offer.pricePence)}</span>
        <span className="block text-xs text-slate-600">for {formatPackSize(offer.packSize, form)}</span>
        {offer.source === "sample" ? (
          <span className="mt-1 block">
            <SamplePriceBadge checkedAt={offer.lastCheckedAt} />
          </span>
        ) : (
          <span className="mt-1 block text-xs text-slate-600">
            {offer.retailer}, checked {formatDate(offer.lastCheckedAt)}
            {isPriceOutOfDate(offer, now) ? (
              <span className="block font-semibold text-amber-800">
                Checked over {FRESH_PRICE_DAYS} days ago: the price may be out of date
              </span>
            ) : null}
          </span>
        )}
      </td>
      <td data-label="Per serving" className={cn("px-3 py-2 tabular-nums", STACKED_TABLE.cell)}>
        {formatPence(offer.pricePerServingPence)}
      </td>
      <td data-label="Per day" className={cn("px-3 py-2 tabular-nums", STACKED_TABLE.cell)}>
        {formatPence(offer.pricePerDayPence)}
      </td>
      <td data-label="Last checked" className={cn("px-3 py-2 whitespace-nowrap", STACKED_TABLE.cell)}>
        <time dateTime={isoDate(offer.lastCheckedAt)}>{formatDate(offer.lastCheckedAt)}</time>
      </td>
      <td className={cn("px-3 py-2", STACKED_TABLE.wide)}>
        <a
          href={offer.url}
          target="_blank"
          rel="sponsored noopener noreferrer"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 sm:min-h-0 sm:whitespace-nowrap"
        >
          View at {offer.retailer}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </td>
    </tr>
  );
}

export function OffersTable({ offers, form, cheapestOfferId, now = new Date() }: OffersTableProps) {
  if (offers.length === 0) {
    return <p className="text-slate-700">We do not have a UK retailer price for this product yet.</p>;
  }
  const hasSample = offers.some((offer) => offer.source === "sample");
  return (
    <div>
      <div
        role="region"
        aria-labelledby="offers-table-caption"
        tabIndex={0}
        className="relative overflow-x-auto rounded-lg border border-slate-200"
      >
        <table className={cn(STACKED_TABLE.table, "sm:min-w-[44rem]")}>
          <caption id="offers-table-caption" className="sr-only">
            UK retailer prices
          </caption>
          <thead className={cn("bg-slate-50 text-slate-700", STACKED_TABLE.head)}>
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Retailer
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Price
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Per serving
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Per day
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Last checked
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                <span className="sr-only">Link</span>
              </th>
            </tr>
          </thead>
          <tbody className={cn("divide-y divide-slate-100", STACKED_TABLE.body)}>
            {offers.map((offer) => (
              <OfferRow
                key={offer.id}
                offer={offer}
                form={form}
                cheapest={offer.id === cheapestOfferId}
                now={now}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        Per day assumes one serving a day. Prices round to the nearest penny. Retailer links may earn us a
        commission.
        {hasSample
          ? " A sample price is an example recorded on the date shown, not a live price: check the retailer for the current price."
          : null}
      </p>
    </div>
  );
}
