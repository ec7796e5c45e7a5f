// POST /api/browse/plain-words { q } – read a /browse search into filters, refined by the AI provider if any
import { z } from "zod";

import { withRouteHandler } from "@/lib/api-server/route-handler";
import { refinePlainWords } from "@/lib/catalogue/plain-words-refine";
import { MAX_QUERY_LENGTH } from "@/lib/catalogue/search-params";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";
import { enforceRateLimit, type RateLimitRule } from "@/lib/security/rate-limit";
import { clientIp } from "@/lib/security/request";

/** As for the assistant: each call may reach a paid provider, and a person never reaches the limit. */
const PLAIN_WORDS_RATE_LIMIT: RateLimitRule = { name: "plain-words:ip", limit: 20, windowSeconds: 60 };

const plainWordsRequestSchema = z.strictObject({ q: z.string().trim().min(1).max(MAX_QUERY_LENGTH) });

export const POST = withRouteHandler(
  async ({ request, body }) => {
    await enforceRateLimit(PLAIN_WORDS_RATE_LIMIT, clientIp(request));
    return jsonOk(await refinePlainWords(body.q), { headers: NO_STORE });
  },
  { body: plainWordsRequestSchema },
);
