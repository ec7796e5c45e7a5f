const amountFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

export function formatAmount(amount: number, unit: string): string {
  return `${amountFormat.format(amount)} ${unit}`;
}
