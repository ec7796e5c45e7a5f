// GET/POST /api/price-alerts/unsubscribe?token=… – GET only opens the confirmation page, as mail scanners
// fetch links too; POST removes the alert (RFC 8058 one-click, or that page's form).
import { unsubscribePriceAlert } from "@/lib/alerts/price-alerts";
import { verifyUnsubscribeToken } from "@/lib/alerts/unsubscribe-token";
import { redirectTo } from "@/lib/api-server/redirect";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { postedUnsubscribeForm, unsubscribeTokenSchema } from "@/lib/api-server/unsubscribe-form";
import { authSecret } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { jsonOk } from "@/lib/api-server/api-response";

function alertIdOf(token: string | null | undefined): string | null {
  const parsed = unsubscribeTokenSchema.safeParse(token ?? undefined);
  return parsed.success ? verifyUnsubscribeToken(parsed.data, authSecret()) : null;
}

// The query is parsed here rather than with the `query` option: a bad link is a page to show, not a 400.
export const GET = withRouteHandler(({ request }) => {
  const token = new URL(request.url).searchParams.get("token");
  if (alertIdOf(token) === null) return redirectTo("/price-alerts/unsubscribed?result=invalid");
  return redirectTo(`/price-alerts/unsubscribe?${new URLSearchParams({ token: token ?? "" }).toString()}`);
});

export const POST = withRouteHandler(async ({ request }) => {
  const form = await postedUnsubscribeForm(request);
  const oneClick = form["List-Unsubscribe"] === "One-Click";
  const alertId = alertIdOf(new URL(request.url).searchParams.get("token") ?? form.token);
  if (alertId === null) {
    if (oneClick) throw AppError.validation(undefined, "This unsubscribe link is not valid");
    return redirectTo("/price-alerts/unsubscribed?result=invalid");
  }
  await unsubscribePriceAlert(alertId);
  return oneClick ? jsonOk({ unsubscribed: true }) : redirectTo("/price-alerts/unsubscribed?result=done");
});
