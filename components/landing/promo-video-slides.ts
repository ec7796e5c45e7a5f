// tests/unit/landing/promo-video-config.test.ts checks the committed files still match this storyboard.
// Every statement is a fact about the service as built — no figures, prices or claims.

export interface PromoSlide {
  heading: string;
  /** Body lines, already broken to fit 1280 px at the slide's type size. */
  lines: readonly string[];
  caption: string;
}

export const PROMO_SLIDES: readonly PromoSlide[] = [
  {
    heading: "Smart Supplement Stack Builder UK",
    lines: ["Plan a supplement stack with UK prices", "and interaction checks, before you buy."],
    caption:
      "Smart Supplement Stack Builder UK: plan a supplement stack with UK prices and interaction checks.",
  },
  {
    heading: "Browse a UK catalogue",
    lines: [
      "Products and retailer prices in pounds.",
      "Sample prices are labelled and dated;",
      "the retailer sets the real price.",
    ],
    caption: "Browse UK supplements with prices in pounds. Sample prices are labelled and dated.",
  },
  {
    heading: "Check interactions",
    lines: [
      "With your medicines, health conditions,",
      "food and other supplements. A medicine",
      "we don't know is shown as not checked.",
    ],
    caption:
      "Check interactions with medicines, conditions, food and other supplements. Unknown medicines are shown as not checked.",
  },
  {
    heading: "See your daily totals",
    lines: ["Each ingredient is added up across", "your products and compared with", "UK upper levels."],
    caption: "See each ingredient's daily total across your products, compared with UK upper levels.",
  },
  {
    heading: "Build and share stacks",
    lines: ["Save a stack, see what it costs,", "and share it with the community."],
    caption: "Build stacks, see what they cost, and share them with the community.",
  },
  {
    heading: "Not medical advice",
    lines: [
      "Talk to your GP or pharmacist, especially if",
      "you take medicines, are pregnant or have",
      "a health condition. For adults aged 18+.",
    ],
    caption:
      "Not medical advice. Talk to your GP or pharmacist, especially if you take medicines, are pregnant or have a condition. Adults 18+.",
  },
];

export const PROMO_SLIDE_SECONDS = 6.5;
export const PROMO_FADE_SECONDS = 0.5;

export interface PromoCue {
  startSeconds: number;
  endSeconds: number;
  text: string;
}

/** When each slide is the one on screen: a cue changes half-way through each cross-fade. */
export function promoCues(slides: readonly PromoSlide[] = PROMO_SLIDES): PromoCue[] {
  const step = PROMO_SLIDE_SECONDS - PROMO_FADE_SECONDS;
  const total = promoDurationSeconds(slides);
  return slides.map((slide, index) => ({
    startSeconds: index === 0 ? 0 : index * step + PROMO_FADE_SECONDS / 2,
    endSeconds: index === slides.length - 1 ? total : (index + 1) * step + PROMO_FADE_SECONDS / 2,
    text: slide.caption,
  }));
}

export function promoDurationSeconds(slides: readonly PromoSlide[] = PROMO_SLIDES): number {
  return slides.length * PROMO_SLIDE_SECONDS - (slides.length - 1) * PROMO_FADE_SECONDS;
}

function vttTimestamp(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const hh = String(Math.floor(millis / 3_600_000)).padStart(2, "0");
  const mm = String(Math.floor((millis % 3_600_000) / 60_000)).padStart(2, "0");
  const ss = String(Math.floor((millis % 60_000) / 1000)).padStart(2, "0");
  const ms = String(millis % 1000).padStart(3, "0");
  return `${hh}:${mm}:${ss}.${ms}`;
}

export function promoCaptionsVtt(slides: readonly PromoSlide[] = PROMO_SLIDES): string {
  const cues = promoCues(slides).map(
    (cue, index) =>
      `${index + 1}\n${vttTimestamp(cue.startSeconds)} --> ${vttTimestamp(cue.endSeconds)}\n${cue.text}`,
  );
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}
