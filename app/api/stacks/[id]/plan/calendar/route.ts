// GET/POST/DELETE /api/stacks/{id}/plan/calendar – the secret calendar feed URL: show, make anew (the old
// one stops working) or revoke
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { calendarFeedUrls } from "@/lib/daily-plan/feed-url";
import { calendarFeedIdOf, renewCalendarFeed, revokeCalendarFeed } from "@/lib/daily-plan/plans";
import { authSecret, serverEnv } from "@/lib/env";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

const feedOf = (calendarFeedId: string | null) =>
  calendarFeedId === null ? null : calendarFeedUrls(serverEnv().SITE_URL, calendarFeedId, authSecret());

export const GET = withRouteHandler(
  async ({ user, params }) =>
    jsonOk({ feed: feedOf(await calendarFeedIdOf(user.id, params.id)) }, { headers: NO_STORE }),
  { auth: "user", params: recordIdParams },
);

export const POST = withRouteHandler(
  async ({ user, params }) =>
    jsonOk({ feed: feedOf(await renewCalendarFeed(user.id, params.id)) }, { headers: NO_STORE }),
  { auth: "user", params: recordIdParams },
);

export const DELETE = withRouteHandler(
  async ({ user, params }) => {
    await revokeCalendarFeed(user.id, params.id);
    return jsonOk({ feed: null }, { headers: NO_STORE });
  },
  { auth: "user", params: recordIdParams },
);
