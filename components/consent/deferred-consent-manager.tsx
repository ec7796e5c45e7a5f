"use client";

// What the root layout mounts for consent (docs/product-rules.md §4 "Consent"): the consent manager
// (./consent-manager.tsx: banner, privacy button, preference screens, monitoring) with its store and the
// cookie's validator, fetched while the page hydrates instead of in every page's first-load JavaScript
// (docs/benchmarks.md "Start-up and first-load JS"). Nothing is lost by waiting: the manager shows nothing
// until it has read the cookie in the browser, and the banner comes about 1 s after that, so it never
// competes for the page's largest paint. It stays at the same place in the DOM, so the banner's buttons
// still come right after the skip link in the Tab order.
import { Suspense, lazy, useSyncExternalStore } from "react";

import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { withRetry } from "@/lib/api/with-retry";

import type { ConsentManagerProps } from "./consent-manager";

const loadConsentManager = () => withRetry(() => import("./consent-manager"));

// In the browser the download starts as soon as this module runs, alongside hydration rather than after it,
// so the banner still comes about 1 s after the page is up; a failed start is tried again when rendered.
if (typeof window !== "undefined") loadConsentManager().catch(() => undefined);

const ConsentManager = lazy(() =>
  loadConsentManager().then((module) => ({ default: module.ConsentManager })),
);

const subscribeToNothing = () => () => undefined;

/** False while the server renders and the browser hydrates, true from the next render on. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

export function DeferredConsentManager(props: ConsentManagerProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <LazyBoundary className="fixed bottom-4 left-4 z-50 w-[calc(100%-2rem)] max-w-sm">
      <Suspense fallback={null}>
        <ConsentManager {...props} />
      </Suspense>
    </LazyBoundary>
  );
}
