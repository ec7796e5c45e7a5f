// POST /api/assistant { message, history? } – an answer with sources (docs/reference/assistant.md); stores nothing
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { answerQuestion, ASSISTANT_RATE_LIMIT } from "@/lib/assistant/answer";
import { assistantRequestSchema } from "@/lib/assistant/schemas";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";
import { enforceRateLimit } from "@/lib/security/rate-limit";
import { clientIp } from "@/lib/security/request";

export const POST = withRouteHandler(
  async ({ request, body }) => {
    await enforceRateLimit(ASSISTANT_RATE_LIMIT, clientIp(request));
    return jsonOk(await answerQuestion(body.message, body.history), { headers: NO_STORE });
  },
  { body: assistantRequestSchema },
);
