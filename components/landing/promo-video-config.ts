import type { PromoVideoProps } from "@/components/video/promo-video";
import { promoDurationSeconds } from "./promo-video-slides";

/** Everything the landing page needs to show one promo video. */
export type PromoVideoSource = Omit<PromoVideoProps, "className">;

/**
 * The landing page's promo video. The files in public/video/ are rendered from the storyboard in
 * ./promo-video-slides.ts by `npm run video:promo` (scripts/render-promo-video.ts): VP9 WebM
 * first (smaller), H.264 MP4 for browsers without VP9, English captions and a JPEG poster
 * (quality 0.8, docs/product-rules.md §9). The page renders no video section when this is null.
 */
export const PROMO_VIDEO: PromoVideoSource | null = {
  title: "How Smart Supplement Stack Builder UK works",
  sources: [
    { src: "/video/promo.webm", type: "video/webm" },
    { src: "/video/promo.mp4", type: "video/mp4" },
  ],
  poster: "/video/promo-poster.jpg",
  captions: { src: "/video/promo.en.vtt", srcLang: "en", label: "English" },
  durationSeconds: promoDurationSeconds(),
};
