// Every shipped sample price says so, with its date: it is never shown as a live retailer price.
import { Badge } from "@/components/ui/badge";
import { formatDate, isoDate } from "@/lib/format/dates";

export type SamplePriceBadgeProps = {
  checkedAt: Date;
};

export function SamplePriceBadge({ checkedAt }: SamplePriceBadgeProps) {
  return (
    <Badge tone="warning" className="flex-wrap gap-1 px-2 whitespace-nowrap ring-1 ring-amber-300">
      <span>Sample price</span>
      <span aria-hidden="true">·</span>
      <time dateTime={isoDate(checkedAt)} className="font-normal">
        {formatDate(checkedAt)}
      </time>
    </Badge>
  );
}
