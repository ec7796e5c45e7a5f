// GET /api/price-alerts/unsubscribe?token=… – the one-click link in a price-alert email; works signed
// out. The token is the alert's id signed with the auth secret (lib/alerts/unsubscribe-token.ts).
// Removes the alert and goes to /price-alerts/unsubscribed; a link that is not ours says so there.
// Clicking it again (or after the stack was deleted) still says you are unsubscribed: no alert is left.
import { z } from "zod";

import { unsubscribePriceAlert } from "@/lib/alerts/price-alerts";
import { verifyUnsubscribeToken } from "@/lib/alerts/unsubscribe-token";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { authSecret } from "@/lib/env";

const querySchema = z.object({ token: z.string().min(40).max(200) });

// A relative Location, as app/api/auth/confirm-email/route.ts explains.
function redirectTo(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, "Cache-Control": "no-store" } });
}

// The query is parsed here rather than with the `query` option: a bad link is a page to show, not a 400.
export const GET = withRouteHandler(async ({ request }) => {
  const parsed = querySchema.safeParse({
    token: new URL(request.url).searchParams.get("token") ?? undefined,
  });
  const alertId = parsed.success ? verifyUnsubscribeToken(parsed.data.token, authSecret()) : null;
  if (alertId === null) return redirectTo("/price-alerts/unsubscribed?result=invalid");
  await unsubscribePriceAlert(alertId);
  return redirectTo("/price-alerts/unsubscribed?result=done");
});
