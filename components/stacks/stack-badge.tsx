"use client";

// The stack store loads after hydration, and only when a stack is kept, not in every page's first-load JavaScript; the
// count is 0 until then, as during hydration anyway. It also keeps the stack tied to the signed-in account on every page.
import { useLocalAccountGuard } from "@/components/offline/use-local-account-guard";
import { Layers } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { useEffect, useState } from "react";

import { withRetry } from "@/lib/api/with-retry";

import { STACK_STORAGE_KEY } from "./stack-storage-keys";
import { whenStackStoreLoads } from "./stack-store-signal";
import { clsx } from "clsx";

export type StackBadgeProps = {
  className?: string;
};

type StackCount = { products: number; servings: number };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

// The badge shows the spec's total item count (servings); the label also names the products, so
// "6" for 5 products with one taken twice is not a miscount.
function stackBadgeLabel({ products, servings }: StackCount): string {
  if (servings <= 0) return "Current stack, no items";
  const productText = plural(products, "product", "products");
  return products === servings
    ? `Current stack, ${productText}`
    : `Current stack, ${productText}, ${plural(servings, "serving", "servings")} in all`;
}

function keepsAStack(): boolean {
  try {
    return window.localStorage.getItem(STACK_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function useLoadedStackCount(): StackCount {
  const [count, setCount] = useState<StackCount>({ products: 0, servings: 0 });
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let started = false;
    let cancelled = false;
    const load = () => {
      if (started) return;
      started = true;
      withRetry(() => import("./stack-store"))
        .then(({ stackStore, totalCountOf }) => {
          if (cancelled) return;
          const countOf = (items: Parameters<typeof totalCountOf>[0]) => ({
            products: items.length,
            servings: totalCountOf(items),
          });
          setCount(countOf(stackStore.getState().items));
          unsubscribe = stackStore.subscribe((state) => setCount(countOf(state.items)));
        })
        .catch((error: unknown) => console.warn("Could not load the stack for its count.", error));
    };
    // With no stack kept the count is 0 until something loads the store to add to it, here or in another tab.
    let stopWaiting = (): void => undefined;
    if (keepsAStack()) load();
    else stopWaiting = whenStackStoreLoads(load);
    const onStorage = (event: StorageEvent) => {
      if (event.key === STACK_STORAGE_KEY) load();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      cancelled = true;
      stopWaiting();
      window.removeEventListener("storage", onStorage);
      unsubscribe?.();
    };
  }, []);
  return count;
}

export function StackBadge({ className }: StackBadgeProps) {
  useLocalAccountGuard();
  const count = useLoadedStackCount();
  const label = stackBadgeLabel(count);
  return (
    <Link
      href="/stacks"
      aria-label={label}
      title={label}
      className={clsx(
        "relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-brand-50 hover:text-brand-700",
        className,
      )}
    >
      <Layers aria-hidden="true" className="size-5" />
      {count.servings > 0 ? (
        <span
          aria-hidden="true"
          data-testid="stack-count"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs font-semibold leading-5 text-white"
        >
          {count.servings > 99 ? "99+" : count.servings}
        </span>
      ) : null}
    </Link>
  );
}
