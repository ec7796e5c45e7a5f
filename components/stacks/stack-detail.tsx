import { Link } from "@/components/ui/link";

import { PriceProvenance } from "@/components/catalogue/price-provenance";
import { Alert } from "@/components/ui/alert";
import { verdictPhrase } from "@/lib/interactions/verdict";
import { STACKED_TABLE } from "@/components/ui/stacked-table";
import { formatPackSize } from "@/lib/catalogue/packs";
import { formatPence } from "@/lib/catalogue/pricing";
import { productPath } from "@/lib/catalogue/product-paths";
import { GOAL_LABELS, TIMING_LABELS } from "@/lib/catalogue/values";
import { formatMonthlyCost, nothingPriced } from "@/lib/stacks/costs";
import type { StackPageData } from "@/lib/stacks/page-data";
import { cn } from "@/lib/utils/cn";

export function describeStack({ stack, preview }: StackPageData): string {
  const count = stack.items.length;
  const cost = formatMonthlyCost(preview.totals.perMonthPence, count, preview.unpricedCount);
  return `${count} ${count === 1 ? "supplement" : "supplements"} · ${cost} · interactions: ${verdictPhrase(preview.analysis)}`;
}

export function StackIntro({ data }: { data: StackPageData }) {
  const { stack } = data;
  return (
    <>
      <p className="text-sm text-slate-600">
        {stack.isPublished ? (
          <>
            <Link href="/community-stacks" className="font-medium text-brand-800 hover:underline">
              Community stacks
            </Link>{" "}
            · shared by {stack.ownerDisplayName}
          </>
        ) : (
          "Private stack — only you can see it"
        )}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {stack.publishedTitle ?? stack.name}
      </h1>
      <p className="mt-2 text-slate-700">
        {stack.goal ? `${GOAL_LABELS[stack.goal]} · ` : ""}
        {describeStack(data)}
      </p>
      {stack.publishedDescription ? (
        <p className="mt-4 max-w-3xl whitespace-pre-line text-slate-800">{stack.publishedDescription}</p>
      ) : null}
      {stack.hiddenReason !== null ? (
        <Alert tone="warning" className="mt-4 max-w-3xl">
          A moderator has hidden this stack from Community Stacks, so only you can see it. Their reason:{" "}
          {stack.hiddenReason}{" "}
          <Link href="/contact" className="font-medium underline">
            Contact us
          </Link>{" "}
          if you think this is wrong.
        </Alert>
      ) : null}
      {stack.isOwner && stack.notes ? (
        <p className="mt-4 max-w-3xl whitespace-pre-line text-sm text-slate-700">Your notes: {stack.notes}</p>
      ) : null}
    </>
  );
}

type PreviewItem = StackPageData["preview"]["items"][number];

function StackItemRow({ item }: { item: PreviewItem }) {
  return (
    <tr className={STACKED_TABLE.row}>
      <th scope="row" className={cn("px-4 py-3 font-medium text-slate-900", STACKED_TABLE.wide)}>
        <Link href={productPath(item.product.slug)} className="hover:underline">
          {item.product.name}
        </Link>
        <span className="block text-xs font-normal text-slate-600">{item.product.brand}</span>
      </th>
      <td
        data-label="Per serving"
        className={cn("px-4 py-3 text-slate-700", STACKED_TABLE.wide, STACKED_TABLE.cell)}
      >
        {item.product.ingredients.map((i) => `${i.name} ${i.amount} ${i.unit}`).join(", ")}
      </td>
      <td data-label="Servings a day" className={cn("px-4 py-3 text-slate-700", STACKED_TABLE.cell)}>
        {item.quantity}
      </td>
      <td data-label="When" className={cn("px-4 py-3 text-slate-700", STACKED_TABLE.cell)}>
        {item.timing ? TIMING_LABELS[item.timing] : "—"}
      </td>
      <td
        data-label="Per 30 days"
        className={cn("px-4 py-3 text-right text-slate-900 max-sm:text-left", STACKED_TABLE.cell)}
      >
        {item.cost ? formatPence(item.cost.costPerMonthPence) : "No price yet"}
        {item.cost && item.product.offer ? (
          <span className="block text-xs text-slate-600">
            {formatPence(item.cost.packPricePence)} for a {formatPackSize(item.product.offer.packSize)}
          </span>
        ) : null}
        {item.product.offer ? (
          <PriceProvenance
            source={item.product.offer.source}
            retailer={item.product.offer.retailer}
            checkedAt={item.product.offer.lastCheckedAt}
            className="block"
          />
        ) : null}
      </td>
    </tr>
  );
}

export function StackItemsSection({ preview }: { preview: StackPageData["preview"] }) {
  const headings = ["Supplement", "Per serving", "Servings a day", "When"];
  return (
    <section aria-labelledby="items-heading" className="mt-10">
      <h2 id="items-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        What is in it
      </h2>
      <div className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className={STACKED_TABLE.table}>
          <thead className={cn("bg-slate-50 text-xs uppercase text-slate-600", STACKED_TABLE.head)}>
            <tr>
              {headings.map((heading) => (
                <th key={heading} scope="col" className="px-4 py-2">
                  {heading}
                </th>
              ))}
              <th scope="col" className="px-4 py-2 text-right">
                Per 30 days
              </th>
            </tr>
          </thead>
          <tbody className={cn("divide-y divide-slate-100", STACKED_TABLE.body)}>
            {preview.items.map((item) => (
              <StackItemRow key={item.product.id} item={item} />
            ))}
          </tbody>
          <tfoot className={cn("max-sm:border-t max-sm:border-slate-200", STACKED_TABLE.foot)}>
            <tr className={cn("font-semibold text-slate-900", STACKED_TABLE.row)}>
              <th scope="row" colSpan={4} className="px-4 py-3 max-sm:p-0">
                Total at the cheapest offers
              </th>
              <td className="px-4 py-3 text-right max-sm:p-0">
                {nothingPriced(preview.items.length, preview.unpricedCount)
                  ? "No price yet"
                  : formatPence(preview.totals.perMonthPence)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {preview.includesSamplePrices ? (
        <p className="mt-2 text-xs text-slate-600">
          Sample prices are dated examples shipped with the app; check the retailer for the real price.
        </p>
      ) : null}
    </section>
  );
}
