// How review summaries are shown: averages to one decimal place, halves up. Pure, shared by the API
// and the page. Reviewer names: lib/format/names.ts.

/**
 * The average of `count` whole-star ratings summing to `sum`, to one decimal place with halves
 * rounded up (87 / 20 = 4.35 → 4.4), or null without reviews. sum × 10 / count is computed before
 * rounding because a half is then exact in binary, whereas 4.35 × 10 is 43.49999….
 */
export function roundedAverage(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum * 10) / count) / 10;
}

export function reviewCountLabel(count: number): string {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? "review" : "reviews"}`;
}
