// How a person is named to others: first name and last initial ("Priya S."), never the email or
// the full surname (reviews, published stacks).

/** "Priya" + "Shah" → "Priya S."; a missing surname leaves the first name; no first name → `fallback`. */
export function publicDisplayName(firstName: string, lastName: string, fallback = "A member"): string {
  const first = firstName.trim() || fallback;
  // Array.from splits by code point, so a surname starting with an accented or astral letter keeps it whole.
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${first} ${initial.toLocaleUpperCase("en-GB")}.` : first;
}

/** A mean rating to one decimal place as printed: 4.25 → "4.3", 5 → "5.0". */
export function formatRating(mean: number): string {
  return (Math.round(mean * 10) / 10).toFixed(1);
}
