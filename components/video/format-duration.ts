/**
 * Formats a media time in seconds as m:ss (minutes are not wrapped into hours, so 3661 s is
 * "61:01"). Unknown or invalid times (NaN before metadata, Infinity for streams, negatives) read
 * as "0:00" rather than leaking "NaN:NaN" into the controls.
 */
export function formatDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${rest.toString().padStart(2, "0")}`;
}
