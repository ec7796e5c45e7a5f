export function publicDisplayName(firstName: string, lastName: string, fallback = "A member"): string {
  const first = firstName.trim() || fallback;
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${first} ${initial.toLocaleUpperCase("en-GB")}.` : first;
}

export function formatRating(mean: number): string {
  return (Math.round(mean * 10) / 10).toFixed(1);
}
