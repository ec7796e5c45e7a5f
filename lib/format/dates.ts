const UK_TIME_ZONE = "Europe/London";

// Made on first use: the first zoned formatter loads the time-zone data (docs/benchmarks.md).
function formatter(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat("en-GB", { ...options, timeZone: UK_TIME_ZONE }));
}

const LONG = formatter({ day: "numeric", month: "long", year: "numeric" });
const SHORT = formatter({ day: "numeric", month: "short", year: "numeric" });
const DATE_TIME = formatter({ dateStyle: "medium", timeStyle: "short" });

export function formatDate(date: Date | string): string {
  return LONG().format(new Date(date));
}

export function formatShortDate(date: Date | string): string {
  return SHORT().format(new Date(date));
}

export function formatDateTime(date: Date | string): string {
  return DATE_TIME().format(new Date(date));
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
