"use client";

import { Suspense, lazy } from "react";

import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { withRetry } from "@/lib/api/with-retry";

import type { PromoVideoProps } from "./promo-video";

/**
 * PromoVideo in its own chunk. Importing it directly from the landing page (a server component)
 * would put the player and Radix Dialog into the route's first-load JS; React.lazy from this small
 * client module splits them out (not next/dynamic, whose loader runtime would itself join the page's
 * first load). The player is still server-rendered (its thumbnail is in the HTML); the browser fetches
 * the chunk to hydrate it. A failed chunk load is retried (docs/product-rules.md §9: 3 attempts, 1 s then 2 s).
 */
const PromoVideo = lazy(() =>
  withRetry(() => import("./promo-video")).then((module) => ({ default: module.PromoVideo })),
);

/** Same box as the player (16:9 plus the control bar), so nothing shifts if it ever shows. */
function PlayerPlaceholder() {
  return (
    <div className="w-full rounded-2xl bg-slate-200" aria-hidden="true">
      <div className="aspect-video" />
      <div className="h-13" />
    </div>
  );
}

/** The video is an independent widget: if it fails, the rest of the landing page stays. */
export function LazyPromoVideo(props: PromoVideoProps) {
  return (
    <LazyBoundary>
      <Suspense fallback={<PlayerPlaceholder />}>
        <PromoVideo {...props} />
      </Suspense>
    </LazyBoundary>
  );
}
