import type { ReactNode } from "react";

import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils/cn";

export type RouteLoadingProps = {
  className?: string;
  children: ReactNode;
};

export function RouteLoading({ className, children }: RouteLoadingProps) {
  return (
    <div role="status" aria-busy="true" aria-live="polite" className={className}>
      <span className="sr-only">Loading...</span>
      {children}
    </div>
  );
}

export function PageIntroSkeleton({ className }: { className?: string }) {
  return (
    <div className={className}>
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="mt-4 h-4 w-full max-w-2xl" />
      <Skeleton className="mt-2 h-4 w-5/6 max-w-xl" />
    </div>
  );
}

export function TextLinesSkeleton({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div className={cn("space-y-2", className)}>
      {Array.from({ length: lines }, (_, line) => (
        <Skeleton key={line} className={cn("h-4", line === lines - 1 ? "w-2/3" : "w-full")} />
      ))}
    </div>
  );
}

export type CardGridSkeletonProps = {
  cards: number;
  className?: string;
  /** Each card's height (`h-48` unless given); joined to the skeleton's classes, not merged. */
  cardClassName?: string;
};

export function CardGridSkeleton({ cards, className, cardClassName }: CardGridSkeletonProps) {
  return (
    <div className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {Array.from({ length: cards }, (_, card) => (
        <Skeleton key={card} shape="xl" className={cardClassName ?? "h-48"} />
      ))}
    </div>
  );
}
