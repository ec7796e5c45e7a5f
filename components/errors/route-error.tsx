"use client";

// A failed chunk gets 'Page Loading Error' (a retry cannot fix a stale deploy); a failure while a client-side navigation
// opens the page, 'Navigation Error'. Next passes `retry` (re-fetch and re-render) besides `reset` (re-render only).
import { useEffect, useState } from "react";

import { ErrorFallback } from "@/components/errors/error-fallback";
import { NavigationError } from "@/components/errors/navigation-error";
import { PageLoadingError } from "@/components/errors/page-loading-error";
import { isChunkLoadError } from "@/lib/layout/chunk-load-error";
import { navigationTracker } from "@/lib/layout/navigation-tracker";

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
