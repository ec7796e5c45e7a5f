import { Link } from "@/components/ui/link";

import { cn } from "@/lib/utils/cn";

export type RemovableChip = {
  key: string;
  label: string;
  removeHref: string;
};

export type RemovableChipsProps = {
  label: string;
  chips: readonly RemovableChip[];
  className?: string;
};

export function RemovableChips({ label, chips, className }: RemovableChipsProps) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {chips.map((chip) => (
        <li
          key={chip.key}
          className="inline-flex min-h-11 max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-0.5 pl-3 text-sm text-brand-900 ring-1 ring-brand-200 sm:min-h-0"
        >
          <span className="min-w-0 break-words">{chip.label}</span>
          <Link
            href={chip.removeHref}
            aria-label={`Remove ${chip.label}`}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full font-semibold text-brand-800 hover:bg-brand-100 sm:size-7"
          >
            <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
