"use client";

import { Suspense, lazy, useState, useTransition, type ReactNode, type SyntheticEvent } from "react";

import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { withRetry } from "@/lib/api/with-retry";

import type { PromoVideoProps } from "./promo-video";
import type { PlayerRequest } from "./use-promo-video";

// A failed chunk load is retried (docs/product-rules.md §9: 3 attempts, 1 s then 2 s).
const loadPlayer = () => withRetry(() => import("./promo-video"));
function prefetchPlayer(): void {
  loadPlayer().catch(() => undefined); // a failed prefetch is tried again when a control is pressed
}

const PromoVideo = lazy(() => loadPlayer().then((module) => ({ default: module.PromoVideo })));

const REQUESTS: readonly string[] = ["play", "captions", "expand"] satisfies PlayerRequest[];

/** The facade control an event came from, by its `data-request` (video-controls.tsx). */
function requestOf(event: SyntheticEvent): PlayerRequest | null {
  const target = event.target instanceof Element ? event.target.closest("[data-request]") : null;
  const request = target?.getAttribute("data-request") ?? "";
  return REQUESTS.includes(request) ? (request as PlayerRequest) : null;
}

/**
 * The landing page's promo video, which only a few visitors play. Until someone presses one of its
 * controls it is `facade` (video-facade.tsx), drawn on the server; the player — its video element,
 * its state and the overlay's Radix Dialog — is neither fetched nor run while the page starts
 * (docs/benchmarks.md "Lighthouse"). This wrapper listens for the facade's presses
 * (a click, or Enter/Space on its buttons) and starts fetching the player when a pointer or focus
 * comes near. The press is a transition: the facade stays on screen, a spinner in its play button,
 * until the player replaces it and carries the press out. The video is an independent widget: if
 * its code cannot load, the rest of the landing page stays.
 */
export function LazyPromoVideo({ children: facade, ...props }: PromoVideoProps & { children: ReactNode }) {
  const [request, setRequest] = useState<PlayerRequest | null>(null);
  const [loading, startLoading] = useTransition();

  // One boundary, already showing the facade: a transition that suspends inside it keeps the
  // facade on screen instead of the (empty) fallback.
  return (
    <LazyBoundary>
      <Suspense fallback={null}>
        {request === null ? (
          // The clicks come from the facade's own buttons (keyboard included); this hears them bubble.
          <div
            className="group/video"
            data-loading={loading || undefined}
            aria-busy={loading || undefined}
            onClick={(event) => {
              const pressed = requestOf(event);
              if (pressed) startLoading(() => setRequest(pressed));
            }}
            onPointerEnter={prefetchPlayer}
            onFocus={prefetchPlayer}
            onTouchStart={prefetchPlayer}
          >
            {facade}
          </div>
        ) : (
          <PromoVideo {...props} request={request} />
        )}
      </Suspense>
    </LazyBoundary>
  );
}
