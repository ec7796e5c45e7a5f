// GET /api/calendar/{token}.ics – a plan's calendar feed for calendar apps: no session, the signed token is the key
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { planCalendar } from "@/lib/daily-plan/calendar";
import { calendarFeedIdOfToken } from "@/lib/daily-plan/feed-url";
import { planForCalendarFeed } from "@/lib/daily-plan/plans";
import { calendarTokenParams } from "@/lib/daily-plan/schemas";
import { authSecret, serverEnv } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";

export const GET = withRouteHandler(
  async ({ params }) => {
    const feedId = calendarFeedIdOfToken(params.token, authSecret());
    const found = feedId === null ? null : await planForCalendarFeed(feedId);
    // A revoked, renewed or forged address is simply not found.
    if (!found) throw AppError.notFound("NOT_FOUND", "No such calendar feed");
    return new Response(planCalendar(found.view, serverEnv().SITE_URL), {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="supplement-reminders.ics"',
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex",
      },
    });
  },
  { params: calendarTokenParams },
);
