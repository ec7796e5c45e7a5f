// Web-vitals thresholds, ratings and the performance score (docs/product-rules.md §9 "Web vitals").
import {
  WEB_VITAL_THRESHOLDS,
  performanceScore,
  rateVital,
  scoreRating,
  type WebVitalName,
} from "@/lib/monitoring/web-vitals";

describe("thresholds (good / needs improvement)", () => {
  it("are the spec's", () => {
    expect(WEB_VITAL_THRESHOLDS).toEqual({
      LCP: { good: 2500, needsImprovement: 4000 },
      FID: { good: 100, needsImprovement: 300 },
      CLS: { good: 0.1, needsImprovement: 0.25 },
      TTFB: { good: 800, needsImprovement: 1800 },
      FCP: { good: 1800, needsImprovement: 3000 },
      INP: { good: 200, needsImprovement: 500 },
    });
  });

  it.each<[WebVitalName, number, string]>([
    ["LCP", 0, "good"],
    ["LCP", 2500, "good"],
    ["LCP", 2501, "needs-improvement"],
    ["LCP", 4000, "needs-improvement"],
    ["LCP", 4001, "poor"],
    ["FID", 100, "good"],
    ["FID", 300, "needs-improvement"],
    ["FID", 301, "poor"],
    ["CLS", 0.1, "good"],
    ["CLS", 0.11, "needs-improvement"],
    ["CLS", 0.25, "needs-improvement"],
    ["CLS", 0.26, "poor"],
    ["TTFB", 800, "good"],
    ["TTFB", 1800, "needs-improvement"],
    ["TTFB", 1801, "poor"],
    ["FCP", 1800, "good"],
    ["FCP", 3000, "needs-improvement"],
    ["FCP", 3001, "poor"],
    ["INP", 200, "good"],
    ["INP", 500, "needs-improvement"],
    ["INP", 501, "poor"],
  ])("%s %d is %s", (name, value, rating) => {
    expect(rateVital(name, value)).toBe(rating);
  });
});

describe("performance score", () => {
  it("starts at 100 with nothing measured or everything good", () => {
    expect(performanceScore({})).toBe(100);
    expect(performanceScore({ LCP: 2000, FID: 50, CLS: 0.05, TTFB: 500, FCP: 1000, INP: 100 })).toBe(100);
  });

  it("deducts 10 / 25 for LCP, FID and CLS and 5 / 15 for TTFB", () => {
    expect(performanceScore({ LCP: 3000 })).toBe(90);
    expect(performanceScore({ LCP: 5000 })).toBe(75);
    expect(performanceScore({ FID: 200 })).toBe(90);
    expect(performanceScore({ FID: 400 })).toBe(75);
    expect(performanceScore({ CLS: 0.2 })).toBe(90);
    expect(performanceScore({ CLS: 0.3 })).toBe(75);
    expect(performanceScore({ TTFB: 1000 })).toBe(95);
    expect(performanceScore({ TTFB: 2000 })).toBe(85);
  });

  it("does not count INP or FCP", () => {
    expect(performanceScore({ INP: 10_000, FCP: 10_000 })).toBe(100);
  });

  it("adds deductions up: all poor gives 10", () => {
    expect(performanceScore({ LCP: 9000, FID: 900, CLS: 1, TTFB: 9000 })).toBe(10);
    expect(performanceScore({ LCP: 3000, CLS: 0.3, TTFB: 1000 })).toBe(60);
  });

  it("ignores values that are not finite", () => {
    expect(performanceScore({ LCP: Number.NaN, TTFB: Number.POSITIVE_INFINITY })).toBe(100);
  });

  it.each([
    [100, "Good"],
    [90, "Good"],
    [89, "Needs Improvement"],
    [50, "Needs Improvement"],
    [49, "Poor"],
    [10, "Poor"],
  ])("score %d is %s", (score, rating) => {
    expect(scoreRating(score)).toBe(rating);
  });
});
