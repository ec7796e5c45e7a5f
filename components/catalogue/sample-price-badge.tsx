// Every shipped sample price says so, with its date: it is never shown as a live retailer price.
import { formatDate, isoDate } from "@/lib/format/dates";

export type SamplePriceBadgeProps = {
  checkedAt: Date;
};

export function SamplePriceBadge({ checkedAt }: SamplePriceBadgeProps) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-300">
      <span>Sample price</span>
      <span aria-hidden="true">·</span>
      <time dateTime={isoDate(checkedAt)} className="font-normal">
        {formatDate(checkedAt)}
      </time>
    </span>
  );
}
