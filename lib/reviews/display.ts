// sum × 10 / count before rounding: the half is then exact in binary, whereas 4.35 × 10 is 43.49999….
export function roundedAverage(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum * 10) / count) / 10;
}

export function reviewCountLabel(count: number): string {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? "review" : "reviews"}`;
}
