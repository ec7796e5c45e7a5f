// Display formatting for the catalogue pages (en-GB; dates in UK time so server and browser agree).
export { formatAmount } from "@/components/interactions/format";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

/** e.g. "21 November 2026". */
export function formatDate(date: Date): string {
  return dateFormat.format(date);
}

/** ISO date (YYYY-MM-DD) for <time dateTime>. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const PRODUCT_FORMS: Record<string, string> = {
  capsule: "Capsules",
  tablet: "Tablets",
  softgel: "Softgels",
  powder: "Powder",
  gummy: "Gummies",
  liquid: "Liquid",
  spray: "Spray",
  lozenge: "Lozenges",
  other: "Other",
};

export function formatProductForm(form: string): string {
  return PRODUCT_FORMS[form] ?? form;
}
