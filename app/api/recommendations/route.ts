// GET /api/recommendations – the assessment's options (and the signed-in user's health profile to prefill it);
// POST /api/recommendations – a recommended stack for an assessment (docs/reference/recommendations.md)
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";
import {
  assessmentOptions,
  prefillFor,
  recommendFor,
  RECOMMENDATIONS_RATE_LIMIT,
} from "@/lib/recommendations/assessment";
import { recommendationRequestSchema } from "@/lib/recommendations/schemas";
import { clientIp } from "@/lib/security/request";
import { enforceRateLimit } from "@/lib/security/rate-limit";

export const GET = withRouteHandler(
  async ({ user }) =>
    jsonOk({ ...assessmentOptions(), prefill: await prefillFor(user?.id) }, { headers: NO_STORE }),
  { auth: "optional" },
);

export const POST = withRouteHandler(
  async ({ request, user, body }) => {
    await enforceRateLimit(RECOMMENDATIONS_RATE_LIMIT, clientIp(request));
    return jsonOk(await recommendFor(body, user?.id), { headers: NO_STORE });
  },
  { auth: "optional", body: recommendationRequestSchema },
);
