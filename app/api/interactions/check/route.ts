// POST /api/interactions/check – check a new supplement against a stack (docs/product-rules.md §3)
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk } from "@/lib/api-server/api-response";
import { checkRequestSchema, servingsOfRequest } from "@/lib/interactions/schemas";
import { interactionEngine, withSupplementErrors } from "@/lib/interactions/server-engine";

export const POST = withRouteHandler(
  async ({ body }) => {
    const engine = await interactionEngine();
    const existing = servingsOfRequest(body.existingSupplementIds, body.servingsPerDay);
    const result = await withSupplementErrors(() =>
      engine.checkNewSupplement(
        body.newSupplementId,
        existing.ids,
        body.medicalProfile,
        existing.servingsPerDay,
      ),
    );
    return jsonOk(result);
  },
  { body: checkRequestSchema },
);
