// Dates as people in the UK read them, always in UK time (Europe/London), so a server in another
// zone and every browser print the same day. The one place dates are formatted for display.
const UK_TIME_ZONE = "Europe/London";

const LONG = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: UK_TIME_ZONE,
});
const SHORT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: UK_TIME_ZONE,
});
const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: UK_TIME_ZONE,
});

/** "24 November 2026". */
export function formatDate(date: Date | string): string {
  return LONG.format(new Date(date));
}

/** "24 Nov 2026". */
export function formatShortDate(date: Date | string): string {
  return SHORT.format(new Date(date));
}

/** "24 Nov 2026, 09:05". */
export function formatDateTime(date: Date | string): string {
  return DATE_TIME.format(new Date(date));
}

/** ISO date (YYYY-MM-DD) for <time dateTime>. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
