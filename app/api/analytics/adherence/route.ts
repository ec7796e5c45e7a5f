// GET /api/analytics/adherence – taken against planned doses by week, and each product's streak
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { adherenceOf } from "@/lib/daily-plan/history";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const GET = withRouteHandler(
  async ({ user }) => jsonOk({ adherence: await adherenceOf(user.id) }, { headers: NO_STORE }),
  { auth: "user" },
);
