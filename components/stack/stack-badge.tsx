"use client";

// The stack store loads after hydration, not in every page's first-load JavaScript; the count is 0 until then, as
// during hydration anyway. It also keeps the stack tied to the signed-in account on every page.
import { useLocalAccountGuard } from "@/components/offline/use-local-account-guard";
import { Layers } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { useEffect, useState } from "react";

import { withRetry } from "@/lib/api/with-retry";
import { clsx } from "clsx";

export type StackBadgeProps = {
  className?: string;
};

function stackBadgeLabel(count: number): string {
  if (count <= 0) return "Current stack, no items";
  return `Current stack, ${count} ${count === 1 ? "item" : "items"}`;
}

function useLoadedStackCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    withRetry(() => import("./stack-store"))
      .then(({ stackStore, totalCountOf }) => {
        if (cancelled) return;
        setCount(totalCountOf(stackStore.getState().items));
        unsubscribe = stackStore.subscribe((state) => setCount(totalCountOf(state.items)));
      })
      .catch((error: unknown) => console.warn("Could not load the stack for its count.", error));
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);
  return count;
}

export function StackBadge({ className }: StackBadgeProps) {
  useLocalAccountGuard();
  const count = useLoadedStackCount();
  return (
    <Link
      href="/stacks"
      aria-label={stackBadgeLabel(count)}
      className={clsx(
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
