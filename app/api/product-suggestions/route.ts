// POST /api/product-suggestions – a signed-in user asks for a product to be added; admins see it
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";
import { createProductSuggestion } from "@/lib/labels/mutations";
import { productSuggestionInputSchema } from "@/lib/labels/schemas";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/security/rate-limit";

export const POST = withRouteHandler(
  async ({ user, body }) => {
    await enforceRateLimit(RATE_LIMITS.productSuggestionPerUser, user.id);
    return jsonOk(await createProductSuggestion(body, user.id), { status: 201, headers: NO_STORE });
  },
  { auth: "user", body: productSuggestionInputSchema },
);
