// GET/POST /api/price-alerts/unsubscribe?token=… – GET only opens the confirmation page, as mail scanners
// fetch links too; POST removes the alert (RFC 8058 one-click, or that page's form).
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
const formSchema = z.object({
  token: tokenSchema.optional(),
  "List-Unsubscribe": z.literal("One-Click").optional(),
});
/** A one-click body is 26 bytes and the page's form a few hundred; nothing larger is read. */
const MAX_FORM_BYTES = 2048;

function alertIdOf(token: string | null | undefined): string | null {
  const parsed = tokenSchema.safeParse(token ?? undefined);
  return parsed.success ? verifyUnsubscribeToken(parsed.data, authSecret()) : null;
}

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
