"use client";

// Only this widget is ever replaced, never the page (docs/product-rules.md §2 "Error and loading screens").
import type { ReactNode } from "react";

import { isChunkLoadError } from "@/lib/layout/chunk-load-error";

import { ComponentErrorBoundary, ComponentErrorNotice } from "./component-error-boundary";
import { PageLoadingError } from "./page-loading-error";

export type LazyBoundaryProps = {
  children: ReactNode;
  fallback?: ReactNode;
  /** Defaults to a full page reload (a stale deploy's chunks are gone; only a reload finds the new ones). */
  onReload?: () => void;
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
