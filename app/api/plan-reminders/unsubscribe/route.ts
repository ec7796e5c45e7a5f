// GET/POST /api/plan-reminders/unsubscribe?token=… – GET only opens the confirmation page, as mail scanners
// fetch links too; POST turns the email's reminders off (RFC 8058 one-click, or that page's form).
import { redirectTo } from "@/lib/api-server/redirect";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { postedUnsubscribeForm, unsubscribeTokenSchema } from "@/lib/api-server/unsubscribe-form";
import { checkReminderUnsubscribeToken, unsubscribeReminder } from "@/lib/daily-plan/reminder-unsubscribe";
import { authSecret } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { jsonOk } from "@/lib/api-server/api-response";

const REFUSALS = {
  invalid: "This unsubscribe link is not valid: copy the whole link from the email",
  expired: "This unsubscribe link has expired: turn the reminders off on your plan's page, signed in",
} as const;

function checked(token: string | null | undefined) {
  const parsed = unsubscribeTokenSchema.safeParse(token ?? undefined);
  return parsed.success ? checkReminderUnsubscribeToken(parsed.data, authSecret()) : "invalid";
}

// The page checks the token itself and says what is wrong with a bad one.
export const GET = withRouteHandler(({ request }) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return redirectTo(`/plan-reminders/unsubscribe?${new URLSearchParams({ token }).toString()}`);
});

export const POST = withRouteHandler(async ({ request }) => {
  const form = await postedUnsubscribeForm(request);
  const oneClick = form["List-Unsubscribe"] === "One-Click";
  const check = checked(new URL(request.url).searchParams.get("token") ?? form.token);
  if (typeof check === "string") {
    if (oneClick) {
      throw AppError.validation({ formErrors: [REFUSALS[check]], fieldErrors: {} }, REFUSALS[check]);
    }
    return redirectTo(`/plan-reminders/unsubscribed?result=${check}`);
  }
  await unsubscribeReminder(check.planId, check.kind);
  return oneClick
    ? jsonOk({ unsubscribed: true })
    : redirectTo(`/plan-reminders/unsubscribed?result=${check.kind}`);
});
