"use client";

import dynamic from "next/dynamic";

import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { withRetry } from "@/lib/api/with-retry";

import type { PromoVideoProps } from "./promo-video";

/**
 * PromoVideo in its own chunk. Importing it directly from the landing page (a server component)
 * would put the player and Radix Dialog into the route's first-load JS; `next/dynamic` from this
 * small client module splits them out. The thumbnail is still server-rendered, and Next preloads
 * the chunk at low priority only on pages that render the video. A failed chunk load is retried
 * (docs/product-rules.md §9: 3 attempts, 1 s then 2 s).
 */
const DynamicPromoVideo = dynamic(
  () => withRetry(() => import("./promo-video")).then((module) => module.PromoVideo),
  {
    // Same box as the player (16:9 plus the control bar) so nothing shifts while the chunk loads.
    loading: () => (
      <div className="w-full rounded-2xl bg-slate-200" aria-hidden="true">
        <div className="aspect-video" />
        <div className="h-13" />
      </div>
    ),
  },
);

/** The video is an independent widget: if it fails, the rest of the landing page stays. */
export function LazyPromoVideo(props: PromoVideoProps) {
  return (
    <LazyBoundary>
      <DynamicPromoVideo {...props} />
    </LazyBoundary>
  );
}
