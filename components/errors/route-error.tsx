"use client";

// A failed chunk gets 'Page Loading Error' (a retry cannot fix a stale deploy); a failure while a client-side navigation
// opens the page, 'Navigation Error'. Next passes `retry` (re-fetch and re-render) besides `reset` (re-render only).
// The two other screens load when an error happens, not with every page; 'Page Loading Error' is always there, since
// no chunk can load when it is shown.
import { Suspense, lazy, useEffect, useState } from "react";

import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { PageLoadingError } from "@/components/errors/page-loading-error";
import { withRetry } from "@/lib/api/with-retry";
import { isChunkLoadError } from "@/lib/layout/chunk-load-error";
import { navigationTracker } from "@/lib/layout/navigation-tracker";

const ErrorFallback = lazy(() =>
  withRetry(() => import("./error-fallback")).then((module) => ({ default: module.ErrorFallback })),
);
const NavigationError = lazy(() =>
  withRetry(() => import("./navigation-error")).then((module) => ({ default: module.NavigationError })),
);

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
  return (
    <LazyBoundary>
      <Suspense fallback={null}>
        {duringNavigation ? (
          <NavigationError error={error} />
        ) : (
          <ErrorFallback error={error} onRetry={retry} />
        )}
      </Suspense>
    </LazyBoundary>
  );
}
