// Removable chips for what the user picked or typed.
import { X } from "lucide-react";

export type ChipListProps = {
  /** Names the list for assistive technology, e.g. "Chosen medicines". */
  label: string;
  items: readonly { key: string; label: string }[];
  onRemove: (key: string) => void;
};

export function ChipList({ label, items, onRemove }: ChipListProps) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item.key}
          className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900 ring-1 ring-brand-200"
        >
          <span className="min-w-0 break-words">{item.label}</span>
          <button
            type="button"
            onClick={() => onRemove(item.key)}
            aria-label={`Remove ${item.label}`}
            className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
