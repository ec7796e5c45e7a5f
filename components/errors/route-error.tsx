"use client";

// What a route's error.tsx shows (docs/product-rules.md §2 "Error and loading screens"). A chunk that failed to
// download gets 'Page Loading Error' with Reload Page (a retry cannot fix a stale deploy); anything
// else gets the page-level fallback. Next 16.3+ passes `retry` (re-fetch and re-render the
// segment; stable since 16.3, was `unstable_retry` in 16.2) besides `reset` (re-render only).
import { useEffect } from "react";

import { ErrorFallback } from "@/components/errors/error-fallback";
import { PageLoadingError } from "@/components/errors/page-loading-error";
import { isChunkLoadError } from "@/lib/layout/chunk-load-error";

/** The props Next passes to every error.tsx. */
export type RouteErrorProps = {
  error: unknown;
  reset: () => void;
  retry: () => void;
};

export function RouteError({ error, retry }: RouteErrorProps) {
  useEffect(() => {
    // Kept visible in the browser console; server errors are logged with the same digest.
    console.error(error);
  }, [error]);

  if (isChunkLoadError(error)) return <PageLoadingError />;
  return <ErrorFallback error={error} onRetry={retry} />;
}
