import { signUnsubscribeToken, verifyUnsubscribeToken } from "../alerts/unsubscribe-token";

/** https and webcal:// addresses of a plan's secret calendar feed. */
export function calendarFeedUrls(siteUrl: string, calendarFeedId: string, secret: string) {
  const token = signUnsubscribeToken(calendarFeedId, secret, "calendar-feed");
  const https = new URL(`/api/calendar/${token}.ics`, siteUrl).toString();
  return { https, webcal: https.replace(/^https?:/, "webcal:") };
}

export function calendarFeedIdOfToken(token: string, secret: string): string | null {
  return verifyUnsubscribeToken(token, secret, "calendar-feed");
}
