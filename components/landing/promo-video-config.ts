import type { PromoVideoProps } from "@/components/video/promo-video";

/** Everything the landing page needs to show one promo video. */
export type PromoVideoSource = Omit<PromoVideoProps, "className">;

/**
 * The landing page's promo video, or null while there is none. The content issue supplies the
 * files in public/video/: promo.webm and promo.mp4 (sources, webm first), a captions .vtt, and a
 * poster JPEG (exported at quality 0.8, SPEC.md §9). Until then the page renders no video
 * section at all, so visitors never meet a broken player or an empty frame.
 */
export const PROMO_VIDEO: PromoVideoSource | null = null;
