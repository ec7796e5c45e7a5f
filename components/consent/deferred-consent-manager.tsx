"use client";

// Fetched while the page hydrates, not in every page's first-load JavaScript (docs/benchmarks.md "Start-up and
// first-load JS"): the manager shows nothing until it has read the cookie, so nothing is lost by waiting.
import { Suspense, lazy } from "react";

import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { withRetry } from "@/lib/api/with-retry";
import { useHydrated } from "@/lib/utils/use-hydrated";

import type { ConsentManagerProps } from "./consent-manager";

const loadConsentManager = () => withRetry(() => import("./consent-manager"));

// Starts downloading as this module runs, alongside hydration; a failed start is tried again when rendered.
if (typeof window !== "undefined") loadConsentManager().catch(() => undefined);

const ConsentManager = lazy(() =>
  loadConsentManager().then((module) => ({ default: module.ConsentManager })),
);

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
