import { Button } from "@/components/ui/button";
import { formatPackSize } from "@/lib/catalogue/packs";
import { formatPence } from "@/lib/catalogue/pricing";
import { PriceProvenance } from "@/components/catalogue/price-provenance";
import { ProductImage } from "@/components/catalogue/product-image";
import { isPriceOutOfDate } from "@/lib/catalogue/price-freshness";
import { nothingPriced } from "@/lib/stacks/costs";
import type { Saving } from "@/lib/stacks/optimise";
import type { PreviewItem, StackPreview } from "@/lib/stacks/preview";

import { BuilderPanel } from "./builder-panel";

type SavingsActions = {
  onApplyAll: () => void;
  onSwap: (saving: Saving) => void;
  applyingAll: boolean;
  checkingId: string | null;
};

export type CostPanelProps = { preview: StackPreview } & SavingsActions;

export function CostPanel({ preview, ...actions }: CostPanelProps) {
  return (
    <BuilderPanel id="cost" title="Cost">
      <CostTable preview={preview} />
      {preview.unpricedCount > 0 ? (
        <p className="text-xs text-slate-600">
          {preview.unpricedCount} supplement(s) without a price are not in the totals.
        </p>
      ) : null}
      {preview.includesSamplePrices ? (
        <p className="text-xs text-slate-600">
          Sample prices are examples shipped with the app, dated; check the retailer for the real price.
        </p>
      ) : null}
      {preview.savings.length > 0 ? <Savings preview={preview} {...actions} /> : null}
    </BuilderPanel>
  );
}

function OfferNote({ item: { product, cost } }: { item: PreviewItem }) {
  if (!product.offer) return null;
  const { offer } = product;
  return (
    <span className="block text-xs font-normal text-slate-600">
      {offer.source === "sample" ? `${offer.retailer} · ` : null}
      <PriceProvenance source={offer.source} retailer={offer.retailer} checkedAt={offer.lastCheckedAt} />
      {cost ? ` · lasts ${Math.floor(cost.daysPerPack)} days` : null}
    </span>
  );
}

function CostRow({ item }: { item: PreviewItem }) {
  return (
    <tr>
      <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
        <ProductImage
          id={item.product.id}
          name={item.product.name}
          imageRetailer={item.product.imageRetailer}
          size={48}
          className="float-left mr-2"
        />
        {item.product.name}
        <OfferNote item={item} />
      </th>
      {item.cost ? (
        <>
          <td className="py-2 pr-3 text-right">
            {formatPence(item.cost.packPricePence)}
            {item.product.offer ? (
              <span className="block text-xs text-slate-600">
                {formatPackSize(item.product.offer.packSize)}
              </span>
            ) : null}
          </td>
          <td className="py-2 pr-3 text-right">{formatPence(item.cost.costPerDayPence)}</td>
          <td className="py-2 text-right">{formatPence(item.cost.costPerMonthPence)}</td>
        </>
      ) : (
        <td colSpan={3} className="py-2 text-right text-slate-600">
          No price yet
        </td>
      )}
    </tr>
  );
}

function CostTable({ preview }: { preview: StackPreview }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Cost of each supplement at its cheapest offer</caption>
        <thead className="text-xs uppercase text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Supplement
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Pack
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Per day
            </th>
            <th scope="col" className="py-2 text-right">
              Per 30 days
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {preview.items.map((item) => (
            <CostRow key={item.product.id} item={item} />
          ))}
        </tbody>
        <tfoot className="font-semibold text-slate-900">
          <tr>
            <th scope="row" className="py-2 pr-3">
              Total
            </th>
            {nothingPriced(preview.items.length, preview.unpricedCount) ? (
              <td colSpan={3} className="py-2 text-right" data-testid="stack-monthly-total">
                No price yet
              </td>
            ) : (
              <>
                <td className="py-2 pr-3 text-right">{formatPence(preview.totals.packsPence)}</td>
                <td className="py-2 pr-3 text-right">{formatPence(preview.totals.perDayPence)}</td>
                <td className="py-2 text-right" data-testid="stack-monthly-total">
                  {formatPence(preview.totals.perMonthPence)}
                </td>
              </>
            )}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function SavingRow({
  saving,
  preview,
  onSwap,
  applyingAll,
  checkingId,
}: { saving: Saving } & CostPanelProps) {
  const current = preview.items.find((item) => item.product.id === saving.supplementId);
  const busy = applyingAll || checkingId !== null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2">
      <span>
        {/* Both sides carry the brand: the same product name is often sold by several brands. */}
        {current ? `${current.product.brand} ${current.product.name}` : null} →{" "}
        <span className="font-medium">
          {saving.replacement.brand} {saving.replacement.name}
        </span>
        : save {formatPence(saving.monthlySavingPence)} a month
        {saving.replacement.offerSource === "sample" ? " (sample prices)" : ""}
        {isPriceOutOfDate({
          source: saving.replacement.offerSource,
          lastCheckedAt: saving.replacement.lastCheckedAt,
        })
          ? " (its price may be out of date)"
          : ""}
      </span>
      <Button
        variant="secondary"
        size="sm"
        busy={checkingId === saving.replacement.id}
        disabled={false}
        aria-disabled={busy}
        onClick={() => {
          if (!busy) onSwap(saving);
        }}
      >
        Swap<span className="sr-only"> in {saving.replacement.name}</span>
      </Button>
    </li>
  );
}

function Savings(props: CostPanelProps) {
  const { preview, onApplyAll, applyingAll, checkingId } = props;
  return (
    <div className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4">
      <h3 className="font-semibold text-emerald-950">
        Save {formatPence(preview.totalMonthlySavingPence)} a month
      </h3>
      <p className="text-xs text-emerald-950">
        Same ingredients at a similar dose (within 25%). Each swap is checked against your stack (and your
        health profile, when you are signed in) before it is made.
      </p>
      <ul className="space-y-2 text-sm text-emerald-950">
        {preview.savings.map((saving) => (
          <SavingRow key={saving.supplementId} saving={saving} {...props} />
        ))}
      </ul>
      <Button
        busy={applyingAll}
        disabled={false}
        aria-disabled={applyingAll || checkingId !== null}
        onClick={() => {
          if (!applyingAll && checkingId === null) onApplyAll();
        }}
      >
        Apply all savings
      </Button>
    </div>
  );
}
