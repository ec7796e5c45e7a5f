// POST /api/errors/client – one uncaught browser error, stored without personal data (docs/product-rules.md §8)
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, parseJsonBody } from "@/lib/api-server/api-response";
import { CLIENT_ERROR_MAX_BODY_BYTES, clientErrorReportSchema } from "@/lib/client-errors/schemas";
import { storeClientError } from "@/lib/client-errors/store";
import { RATE_LIMITS, enforceRateLimit } from "@/lib/security/rate-limit";
import { clientIp } from "@/lib/security/request";

export const POST = withRouteHandler(async ({ request }) => {
  // Per address before the body is read (so not the `body` option): a flood costs one counter update.
  await enforceRateLimit(RATE_LIMITS.clientErrorPerIp, clientIp(request));
  const report = await parseJsonBody(request, clientErrorReportSchema, {
    maxBytes: CLIENT_ERROR_MAX_BODY_BYTES,
  });
  await storeClientError(report, request.headers.get("User-Agent"));
  return jsonOk({ accepted: true }, { status: 202 });
});
