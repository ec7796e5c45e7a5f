"use client";

// What a route's error.tsx shows (docs/product-rules.md §2 "Error and loading screens"). A chunk that failed to
// download gets 'Page Loading Error' with Reload Page (a retry cannot fix a stale deploy); an error
// while a client-side navigation opens the page gets 'Navigation Error' (lib/layout/navigation-tracker.ts,
// judged once when the boundary catches it); anything else gets the page-level fallback. Next 16.3+ passes `retry` (re-fetch and re-render the
// segment; stable since 16.3, was `unstable_retry` in 16.2) besides `reset` (re-render only).
import { useEffect, useState } from "react";

import { ErrorFallback } from "@/components/errors/error-fallback";
import { NavigationError } from "@/components/errors/navigation-error";
import { PageLoadingError } from "@/components/errors/page-loading-error";
import { isChunkLoadError } from "@/lib/layout/chunk-load-error";
import { navigationTracker } from "@/lib/layout/navigation-tracker";

/** The props Next passes to every error.tsx. */
export type RouteErrorProps = {
  error: unknown;
  reset: () => void;
  retry: () => void;
};

export function RouteError({ error, retry }: RouteErrorProps) {
  // Judged once: the navigation commits right after this render, and the screen must not change then.
  const [duringNavigation] = useState(() => navigationTracker.isNavigating());
  useEffect(() => {
    // Kept visible in the browser console; server errors are logged with the same digest.
    console.error(error);
  }, [error]);

  if (isChunkLoadError(error)) return <PageLoadingError />;
  if (duringNavigation) return <NavigationError error={error} />;
  return <ErrorFallback error={error} onRetry={retry} />;
}
