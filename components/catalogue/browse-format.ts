import { formatPence } from "@/lib/catalogue/pricing";

/** "9p a day" under a pound, "£1.05 a day" from a pound up. */
export function formatPerDay(pence: number): string {
  return `${pence < 100 ? `${pence}p` : formatPence(pence)} a day`;
}
