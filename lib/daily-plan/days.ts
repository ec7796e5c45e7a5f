// Plan days are calendar dates in the UK ("YYYY-MM-DD"), whatever the server's time zone.
const DAY_MS = 24 * 60 * 60 * 1000;

let ukDayFormat: Intl.DateTimeFormat | undefined;

export function ukDay(at: Date): string {
  ukDayFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return ukDayFormat.format(at);
}

/** A plan day as PostgreSQL's date column reads and writes it (midnight UTC). */
export function dayToDate(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

export function dateToDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dateToDay(new Date(dayToDate(day).getTime() + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayToDate(to).getTime() - dayToDate(from).getTime()) / DAY_MS);
}

/** Monday of the day's week, the key adherence is grouped by. */
export function weekOf(day: string): string {
  const weekday = (dayToDate(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export function formatDay(day: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(dayToDate(day));
}
