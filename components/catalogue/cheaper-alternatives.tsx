import { Link } from "@/components/ui/link";

import type { CheaperAlternative } from "@/lib/catalogue/product-queries";
import { formatPence } from "@/lib/catalogue/pricing";
import { productPath } from "@/lib/catalogue/product-paths";

import { PriceProvenance } from "./price-provenance";
import { SamplePriceBadge } from "./sample-price-badge";

export type CheaperAlternativesProps = {
  alternatives: readonly CheaperAlternative[];
};

export function CheaperAlternatives({ alternatives }: CheaperAlternativesProps) {
  return (
    <div>
      <p className="text-sm text-slate-700">
        Products with the same ingredient at a similar daily amount (within 25%) that cost less per serving.
      </p>
      <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200">
        {alternatives.map((alternative) => (
          <li key={alternative.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <div>
              <Link
                href={productPath(alternative.slug)}
                className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {alternative.name}
              </Link>
              <span className="block text-sm text-slate-600">{alternative.brand}</span>
            </div>
            <div className="text-right text-sm">
              <span className="font-semibold tabular-nums text-slate-900">
                {formatPence(alternative.pricePerServingPence)}
              </span>{" "}
              <span className="text-slate-600">per serving</span>
              {alternative.source === "sample" ? (
                <span className="mt-1 block">
                  <SamplePriceBadge checkedAt={alternative.lastCheckedAt} />
                </span>
              ) : (
                <PriceProvenance
                  source={alternative.source}
                  retailer={null}
                  checkedAt={alternative.lastCheckedAt}
                  className="mt-1 block"
                />
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
