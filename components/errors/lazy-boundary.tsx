"use client";

// The boundary around every lazily loaded widget (docs/product-rules.md §2 "Error and loading screens", §4 "Lazy
// loading", §8): its chunk is fetched through withRetry (lib/api/with-retry.ts: 3 attempts, 1 s then 2 s, §9
// "Lazy route loading"); a chunk that still fails shows 'Page Loading Error' with Reload Page, and any
// other failure 'Component Error' with Try Again. Either way only this widget is replaced, never the page.
import type { ReactNode } from "react";

import { isChunkLoadError } from "@/lib/layout/chunk-load-error";

import { ComponentErrorBoundary, ComponentErrorNotice } from "./component-error-boundary";
import { PageLoadingError } from "./page-loading-error";

export type LazyBoundaryProps = {
  children: ReactNode;
  /** What a failure other than a chunk download shows; defaults to 'Component Error'. */
  fallback?: ReactNode;
  /** Defaults to a full page reload (a stale deploy's chunks are gone; only a reload finds the new ones). */
  onReload?: () => void;
  /** Placement of the fallback, e.g. fixed in a corner for a floating panel. */
  className?: string;
};

export function LazyBoundary({ children, fallback, onReload, className }: LazyBoundaryProps) {
  return (
    <ComponentErrorBoundary
      fallback={({ error, reset }) => (
        <div className={className}>
          {isChunkLoadError(error) ? (
            <PageLoadingError compact onReload={onReload} />
          ) : (
            (fallback ?? <ComponentErrorNotice error={error} onRetry={reset} />)
          )}
        </div>
      )}
    >
      {children}
    </ComponentErrorBoundary>
  );
}
