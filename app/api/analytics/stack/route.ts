// POST /api/analytics/stack { items } – /analytics's figures for any stack, saved or not. Changes nothing.
import { analyseStackAnalytics } from "@/lib/analytics/analyse";
import { getMedicalProfile } from "@/lib/auth/queries";
import { previewSchema } from "@/lib/stacks/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const POST = withRouteHandler(
  async ({ user, body }) =>
    jsonOk(await analyseStackAnalytics(body.items, await getMedicalProfile(user?.id)), { headers: NO_STORE }),
  { auth: "optional", body: previewSchema },
);
