export const WEB_VITAL_NAMES = ["LCP", "FID", "INP", "CLS", "TTFB", "FCP"] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

export const WEB_VITAL_THRESHOLDS: Readonly<
  Record<WebVitalName, { good: number; needsImprovement: number }>
> = {
  LCP: { good: 2500, needsImprovement: 4000 },
  FID: { good: 100, needsImprovement: 300 },
  CLS: { good: 0.1, needsImprovement: 0.25 },
  TTFB: { good: 800, needsImprovement: 1800 },
  FCP: { good: 1800, needsImprovement: 3000 },
  INP: { good: 200, needsImprovement: 500 },
};

export type VitalRating = "good" | "needs-improvement" | "poor";

export function isWebVitalName(name: string): name is WebVitalName {
  return (WEB_VITAL_NAMES as readonly string[]).includes(name);
}

// A value at or below a threshold is within that band (web.dev's convention).
export function rateVital(name: WebVitalName, value: number): VitalRating {
  const threshold = WEB_VITAL_THRESHOLDS[name];
  if (value <= threshold.good) return "good";
  if (value <= threshold.needsImprovement) return "needs-improvement";
  return "poor";
}

const SCORE_DEDUCTIONS: Readonly<Partial<Record<WebVitalName, { needsImprovement: number; poor: number }>>> =
  {
    LCP: { needsImprovement: 10, poor: 25 },
    FID: { needsImprovement: 10, poor: 25 },
    CLS: { needsImprovement: 10, poor: 25 },
    TTFB: { needsImprovement: 5, poor: 15 },
  };

export type WebVitalValues = Partial<Record<WebVitalName, number>>;

export function performanceScore(values: WebVitalValues): number {
  let score = 100;
  for (const name of WEB_VITAL_NAMES) {
    const deduction = SCORE_DEDUCTIONS[name];
    const value = values[name];
    if (!deduction || value === undefined || !Number.isFinite(value)) continue;
    const rating = rateVital(name, value);
    if (rating === "needs-improvement") score -= deduction.needsImprovement;
    else if (rating === "poor") score -= deduction.poor;
  }
  return Math.max(0, score);
}

export type ScoreRating = "Good" | "Needs Improvement" | "Poor";

export function scoreRating(score: number): ScoreRating {
  if (score >= 90) return "Good";
  if (score >= 50) return "Needs Improvement";
  return "Poor";
}
