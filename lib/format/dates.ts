// Dates as people in the UK read them, always in UK time (Europe/London), so a server in another
// zone and every browser print the same day. The one place dates are formatted for display.
const UK_TIME_ZONE = "Europe/London";

// Each formatter is made when first used: the first Intl.DateTimeFormat with a time zone loads the zone
// data (20–60 ms in Chromium, four times that on a slow phone), which a page that only imports this
// module — the consent banner's chunk does — should not pay while it starts (docs/benchmarks.md).
function formatter(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat("en-GB", { ...options, timeZone: UK_TIME_ZONE }));
}

const LONG = formatter({ day: "numeric", month: "long", year: "numeric" });
const SHORT = formatter({ day: "numeric", month: "short", year: "numeric" });
const DATE_TIME = formatter({ dateStyle: "medium", timeStyle: "short" });

/** "24 November 2026". */
export function formatDate(date: Date | string): string {
  return LONG().format(new Date(date));
}

/** "24 Nov 2026". */
export function formatShortDate(date: Date | string): string {
  return SHORT().format(new Date(date));
}

/** "24 Nov 2026, 09:05". */
export function formatDateTime(date: Date | string): string {
  return DATE_TIME().format(new Date(date));
}

/** ISO date (YYYY-MM-DD) for <time dateTime>. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
