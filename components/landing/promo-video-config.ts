import type { PromoVideoProps } from "@/components/video/promo-video";
import { promoDurationSeconds } from "./promo-video-slides";

export type PromoVideoSource = Omit<PromoVideoProps, "className">;

// Rendered from ./promo-video-slides.ts by `npm run video:promo` (scripts/render-promo-video.ts).
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
