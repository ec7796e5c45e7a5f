// Money on the browse page: integer pence shown as en-GB pounds, or pence under £1 for daily costs.
const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

export function formatPence(pence: number): string {
  return pounds.format(pence / 100);
}

/** "9p a day" under a pound, "£1.05 a day" from a pound up. */
export function formatPerDay(pence: number): string {
  return `${pence < 100 ? `${pence}p` : formatPence(pence)} a day`;
}
