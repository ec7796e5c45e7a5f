// Daily cost on the browse page (pence under £1, pounds from £1 up) and mean review ratings.
import { formatPence } from "@/lib/catalogue/pricing";

/** "9p a day" under a pound, "£1.05 a day" from a pound up. */
export function formatPerDay(pence: number): string {
  return `${pence < 100 ? `${pence}p` : formatPence(pence)} a day`;
}

/** A mean review rating to one decimal place: 4.25 → "4.3", 5 → "5.0". */
export function formatRating(mean: number): string {
  return (Math.round(mean * 10) / 10).toFixed(1);
}
