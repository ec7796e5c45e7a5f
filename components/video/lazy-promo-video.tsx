"use client";

import { Suspense, lazy, useState, useTransition } from "react";

import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { withRetry } from "@/lib/api/with-retry";

import type { PromoVideoProps } from "./promo-video";
import type { PlayerRequest } from "./use-promo-video";
import { VideoFacade } from "./video-facade";

// A failed chunk load is retried (docs/product-rules.md §9: 3 attempts, 1 s then 2 s); the module
// is fetched once, whether by a prefetch or by the press itself.
let player: Promise<typeof import("./promo-video")> | undefined;
const loadPlayer = () => (player ??= withRetry(() => import("./promo-video")));
const prefetchPlayer = () => {
  loadPlayer().catch(() => {
    player = undefined; // the press will try again, and show the boundary's error if it fails
  });
};

const PromoVideo = lazy(() => loadPlayer().then((module) => ({ default: module.PromoVideo })));

/**
 * The landing page's promo video, which only a few visitors play: until someone presses one of its
 * controls it is a facade (video-facade.tsx) drawn in the server's HTML, and the player — its video
 * element, its state and the overlay's Radix Dialog — is neither fetched nor run while the page starts
 * (docs/benchmarks.md "Start-up work and medians"). The press is a transition, so the facade stays on
 * screen, with a spinner in its play button, until the player can replace it and carry the press out.
 * The video is an independent widget: if its code cannot load, the rest of the landing page stays.
 */
export function LazyPromoVideo(props: PromoVideoProps) {
  const [request, setRequest] = useState<PlayerRequest | null>(null);
  const [loading, startLoading] = useTransition();

  return (
    <LazyBoundary>
      <Suspense fallback={null}>
        {request === null ? (
          <VideoFacade
            {...props}
            loading={loading}
            onPrepare={prefetchPlayer}
            onRequest={(next) => startLoading(() => setRequest(next))}
          />
        ) : (
          <PromoVideo {...props} request={request} />
        )}
      </Suspense>
    </LazyBoundary>
  );
}
