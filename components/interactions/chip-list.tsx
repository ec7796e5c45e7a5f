"use client";
// Removing a chip keeps keyboard focus in the list (WCAG 2.4.3), never on the page body.
import { X } from "lucide-react";
import { useEffect, useRef } from "react";

export type ChipListProps = {
  label: string;
  items: readonly { key: string; label: string }[];
  onRemove: (key: string) => void;
  onEmptyFocus?: () => void;
};

export function ChipList({ label, items, onRemove, onEmptyFocus }: ChipListProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const position = removedAt.current;
    if (position === null) return;
    removedAt.current = null;
    const next = items[Math.min(position, items.length - 1)];
    const button = next ? buttons.current.get(next.key) : undefined;
    if (button) button.focus();
    else onEmptyFocus?.();
  }, [items, onEmptyFocus]);

  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item, index) => (
        <li
          key={item.key}
          className="inline-flex min-h-11 max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-0.5 pl-3 text-sm text-brand-900 ring-1 ring-brand-200"
        >
          <span className="min-w-0 break-words">{item.label}</span>
          <button
            type="button"
            ref={(element) => {
              if (element) buttons.current.set(item.key, element);
              else buttons.current.delete(item.key);
            }}
            onClick={() => {
              removedAt.current = index;
              onRemove(item.key);
            }}
            aria-label={`Remove ${item.label}`}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
