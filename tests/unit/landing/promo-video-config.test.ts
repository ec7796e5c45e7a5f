// The landing page's promo video: the config points at files that exist, the captions file is
// the one the storyboard produces (so its cues follow the slides), and the files stay small.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { PROMO_VIDEO } from "@/components/landing/promo-video-config";
import {
  PROMO_SLIDES,
  promoCaptionsVtt,
  promoCues,
  promoDurationSeconds,
} from "@/components/landing/promo-video-slides";

const publicFile = (src: string) => path.join(process.cwd(), "public", src);

describe("PROMO_VIDEO", () => {
  const video = PROMO_VIDEO;
  if (!video) throw new Error("the landing page has a promo video");

  it("offers VP9 WebM first, then H.264 MP4, with a poster and English captions, all present in public/", () => {
    expect(video.sources).toEqual([
      { src: "/video/promo.webm", type: "video/webm" },
      { src: "/video/promo.mp4", type: "video/mp4" },
    ]);
    expect(video.captions).toEqual({ src: "/video/promo.en.vtt", srcLang: "en", label: "English" });
    expect(video.poster).toBe("/video/promo-poster.jpg");
    for (const src of [...video.sources.map((source) => source.src), video.poster!, video.captions!.src]) {
      expect(existsSync(publicFile(src))).toBe(true);
    }
  });

  it("keeps both videos together under 3 MB", () => {
    const bytes = video.sources.reduce((sum, source) => sum + statSync(publicFile(source.src)).size, 0);
    expect(bytes).toBeLessThan(3 * 1024 * 1024);
  });

  it("is 20 to 40 seconds long, as rendered from the storyboard", () => {
    expect(video.durationSeconds).toBe(promoDurationSeconds());
    expect(video.durationSeconds).toBeGreaterThanOrEqual(20);
    expect(video.durationSeconds).toBeLessThanOrEqual(40);
  });

  it("ships the captions the storyboard produces (re-run `npm run video:promo` after editing it)", () => {
    expect(readFileSync(publicFile(video.captions!.src), "utf8")).toBe(promoCaptionsVtt());
  });
});

describe("promo video storyboard", () => {
  it("has 5 to 7 slides, one caption cue each, back to back from 0 to the end", () => {
    expect(PROMO_SLIDES.length).toBeGreaterThanOrEqual(5);
    expect(PROMO_SLIDES.length).toBeLessThanOrEqual(7);
    const cues = promoCues();
    expect(cues).toHaveLength(PROMO_SLIDES.length);
    expect(cues[0]?.startSeconds).toBe(0);
    expect(cues.at(-1)?.endSeconds).toBe(promoDurationSeconds());
    cues.slice(1).forEach((cue, index) => expect(cue.startSeconds).toBe(cues[index]?.endSeconds));
  });

  it("ends on the medical-advice warning", () => {
    const last = PROMO_SLIDES.at(-1);
    expect(last?.heading).toBe("Not medical advice");
    expect(last?.caption).toMatch(/GP or pharmacist/);
  });

  it("writes valid WebVTT timestamps", () => {
    const vtt = promoCaptionsVtt();
    expect(vtt.startsWith("WEBVTT\n\n")).toBe(true);
    expect(vtt).toContain("00:00:00.000 --> 00:00:06.250");
    expect(vtt.match(/^\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}$/gm)).toHaveLength(
      PROMO_SLIDES.length,
    );
  });
});
