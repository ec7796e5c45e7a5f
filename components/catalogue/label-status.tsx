import { BadgeCheck } from "@/components/ui/icons";

import { formatShortDate } from "@/lib/format/dates";
import { cn } from "@/lib/utils/cn";

export interface LabelStatusProps {
  checkedAt: Date | string | null;
  className?: string;
}

/** Whether a second admin checked this product's label against its source (docs/catalogue-labels.md). */
export function LabelStatus({ checkedAt, className }: LabelStatusProps) {
  if (checkedAt === null)
    return <p className={cn("text-xs text-slate-600", className)}>Label not yet checked</p>;
  return (
    <p className={cn("inline-flex items-center gap-1 text-xs font-medium text-emerald-800", className)}>
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      Label checked {formatShortDate(checkedAt)}
    </p>
  );
}
