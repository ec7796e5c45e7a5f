// /api/price-alerts/unsubscribe?token=… – the unsubscribe URL of a price-alert email; works signed out.
// The token is the alert's id signed with the auth secret (lib/alerts/unsubscribe-token.ts).
// - GET (a person following the email's link, or a mail scanner fetching it) changes nothing: it opens
//   /price-alerts/unsubscribe, whose button confirms; a link that is not ours says so there.
// - POST removes the alert: RFC 8058 one-click from the mail client (body "List-Unsubscribe=One-Click",
//   answered 200) or the confirmation page's form (answered with /price-alerts/unsubscribed). Sending it
//   again (or after the stack was deleted) still says you are unsubscribed: no alert is left.
import { z } from "zod";

import { unsubscribePriceAlert } from "@/lib/alerts/price-alerts";
import { verifyUnsubscribeToken } from "@/lib/alerts/unsubscribe-token";
import { redirectTo } from "@/lib/api-server/redirect";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { authSecret } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { jsonOk } from "@/lib/errors/api-response";
import { readLimitedBody } from "@/lib/errors/limited-body";

const tokenSchema = z.string().min(40).max(200);
/** The form fields either sender may post; anything else in the body is ignored. */
const formSchema = z.object({
  token: tokenSchema.optional(),
  "List-Unsubscribe": z.literal("One-Click").optional(),
});
/** A one-click body is 26 bytes and the page's form a few hundred; nothing larger is read. */
const MAX_FORM_BYTES = 2048;

/** The alert id a token names, or null when it is missing, malformed or not signed by us. */
function alertIdOf(token: string | null | undefined): string | null {
  const parsed = tokenSchema.safeParse(token ?? undefined);
  return parsed.success ? verifyUnsubscribeToken(parsed.data, authSecret()) : null;
}

/** The posted form's fields we read; none when the body is empty or not a form. Oversized → 400. */
async function postedForm(request: Request): Promise<z.infer<typeof formSchema>> {
  const bytes = await readLimitedBody(request, MAX_FORM_BYTES, () =>
    AppError.validation(undefined, `Request body must not exceed ${MAX_FORM_BYTES} bytes`),
  );
  const type = request.headers.get("content-type") ?? "";
  let fields: Record<string, unknown> = {};
  try {
    const form = type.startsWith("multipart/form-data")
      ? await new Response(new Blob([new Uint8Array(bytes)]), {
          headers: { "content-type": type },
        }).formData()
      : new URLSearchParams(new TextDecoder().decode(bytes));
    fields = Object.fromEntries(form.entries());
  } catch {
    return {};
  }
  const parsed = formSchema.safeParse(fields);
  return parsed.success ? parsed.data : {};
}

// The query is parsed here rather than with the `query` option: a bad link is a page to show, not a 400.
export const GET = withRouteHandler(({ request }) => {
  const token = new URL(request.url).searchParams.get("token");
  if (alertIdOf(token) === null) return redirectTo("/price-alerts/unsubscribed?result=invalid");
  return redirectTo(`/price-alerts/unsubscribe?${new URLSearchParams({ token: token ?? "" }).toString()}`);
});

export const POST = withRouteHandler(async ({ request }) => {
  const form = await postedForm(request);
  const oneClick = form["List-Unsubscribe"] === "One-Click";
  const alertId = alertIdOf(new URL(request.url).searchParams.get("token") ?? form.token);
  if (alertId === null) {
    if (oneClick) throw AppError.validation(undefined, "This unsubscribe link is not valid");
    return redirectTo("/price-alerts/unsubscribed?result=invalid");
  }
  await unsubscribePriceAlert(alertId);
  return oneClick ? jsonOk({ unsubscribed: true }) : redirectTo("/price-alerts/unsubscribed?result=done");
});
