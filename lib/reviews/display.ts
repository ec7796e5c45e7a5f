// How reviews are shown: reviewers by first name and last initial (never their email or full
// surname), and averages to one decimal place. Pure, shared by the API and the page.

/** "Priya" + "Shah" → "Priya S."; a missing surname leaves the first name alone. */
export function reviewerDisplayName(firstName: string, lastName: string): string {
  const first = firstName.trim() || "A customer";
  // Array.from splits by code point, so a surname starting with an accented or astral letter keeps it whole.
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${first} ${initial.toLocaleUpperCase("en-GB")}.` : first;
}

/**
 * The average of `count` whole-star ratings summing to `sum`, to one decimal place with halves
 * rounded up (87 / 20 = 4.35 → 4.4), or null without reviews. sum × 10 / count is computed before
 * rounding because a half is then exact in binary, whereas 4.35 × 10 is 43.49999….
 */
export function roundedAverage(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum * 10) / count) / 10;
}

/** "4.3" / "4.0": the rating as the page prints it. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

export function reviewCountLabel(count: number): string {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? "review" : "reviews"}`;
}
