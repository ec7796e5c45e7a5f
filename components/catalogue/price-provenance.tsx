// docs/reference/admin-and-prices.md "Shown honestly": a sample price says so; an old real price may be out of date.
import { FRESH_PRICE_DAYS, priceStatus, type PriceStatus } from "@/lib/catalogue/price-freshness";
import { formatShortDate, isoDate } from "@/lib/format/dates";
import { cn } from "@/lib/utils/cn";

export type PriceProvenanceProps = {
  source: "sample" | "feed" | "manual";
  retailer: string | null;
  checkedAt: Date | string;
  now?: Date;
  className?: string;
};

export function priceStatusNote(status: PriceStatus): string {
  if (status === "sample") return " (sample price)";
  return status === "out-of-date" ? " (price may be out of date)" : "";
}

export function PriceProvenance({ source, retailer, checkedAt, now, className }: PriceProvenanceProps) {
  const status = priceStatus({ source, lastCheckedAt: checkedAt }, now);
  const date = <time dateTime={isoDate(new Date(checkedAt))}>{formatShortDate(checkedAt)}</time>;
  if (status === "sample") {
    return (
      <span className={cn("text-xs text-slate-600", className)}>
        <span className="rounded bg-amber-50 px-1.5 py-0.5 font-medium text-amber-900">Sample price</span>{" "}
        {date}
      </span>
    );
  }
  return (
    <span className={cn("text-xs text-slate-600", className)}>
      {retailer === null ? "Checked" : `${retailer}, checked`} {date}
      {status === "out-of-date" ? (
        <span className="block font-semibold text-amber-800">
          Checked over {FRESH_PRICE_DAYS} days ago: the price may be out of date
        </span>
      ) : null}
    </span>
  );
}
