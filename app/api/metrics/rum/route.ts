// POST /api/metrics/rum – store a batch of real-user monitoring metrics (docs/product-rules.md §7)
import { serverEnv } from "@/lib/env";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { AppError } from "@/lib/errors/app-error";
import { jsonOk, parseJsonBody } from "@/lib/api-server/api-response";
import { storeRumBatch } from "@/lib/monitoring/mutations";
import { RUM_MAX_BODY_BYTES } from "@/lib/monitoring/metrics";
import { rumPayloadSchema } from "@/lib/monitoring/schemas";
import { RATE_LIMITS, enforceRateLimit } from "@/lib/security/rate-limit";
import { clientIp } from "@/lib/security/request";

export const POST = withRouteHandler(async ({ request }) => {
  // Off (the default): 404, which the browser client takes as "monitoring is off" (§8).
  if (!serverEnv().RUM_ENABLED)
    throw AppError.notFound("NOT_FOUND", "Real-user monitoring is disabled (RUM_ENABLED)");
  // Per address before the body is read: a flood costs one counter update and no parsing.
  await enforceRateLimit(RATE_LIMITS.rumPerIp, clientIp(request));
  const payload = await parseJsonBody(request, rumPayloadSchema, { maxBytes: RUM_MAX_BODY_BYTES });
  await enforceRateLimit(RATE_LIMITS.rumPerSession, payload.sessionId);
  const accepted = await storeRumBatch(payload);
  return jsonOk({ accepted }, { status: 202 });
});
