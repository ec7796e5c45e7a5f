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

function requestOf(event: SyntheticEvent): PlayerRequest | null {
  const target = event.target instanceof Element ? event.target.closest("[data-request]") : null;
  const request = target?.getAttribute("data-request") ?? "";
  return REQUESTS.includes(request) ? (request as PlayerRequest) : null;
}

// Few visitors play the video, so the player is neither fetched nor run while the page starts (docs/decisions.md
// "The promo video is a server-drawn facade until pressed"); fetching starts when a pointer or focus comes near.
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
