"use client";

// The header's stack icon: links to the builder and shows the total item count when above zero
// (docs/product-rules.md §2 "Layout rules", §3 totalCount).
import { Layers } from "lucide-react";
import Link from "next/link";

import { cn } from "@/lib/utils/cn";

import { useStackCount } from "./use-stack";

export type StackBadgeProps = {
  className?: string;
};

function stackBadgeLabel(count: number): string {
  if (count <= 0) return "Current stack, no items";
  return `Current stack, ${count} ${count === 1 ? "item" : "items"}`;
}

export function StackBadge({ className }: StackBadgeProps) {
  const count = useStackCount();
  return (
    <Link
      href="/stacks"
      aria-label={stackBadgeLabel(count)}
      className={cn(
        "relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-brand-50 hover:text-brand-700",
        className,
      )}
    >
      <Layers aria-hidden="true" className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="stack-count"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs font-semibold leading-5 text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
