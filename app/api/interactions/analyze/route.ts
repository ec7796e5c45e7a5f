// POST /api/interactions/analyze – analyse a stack against the knowledge base (docs/product-rules.md §3)
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk } from "@/lib/api-server/api-response";
import { analyseRequestSchema, servingsOfRequest } from "@/lib/interactions/schemas";
import { interactionEngine, withSupplementErrors } from "@/lib/interactions/server-engine";

export const POST = withRouteHandler(
  async ({ body }) => {
    const engine = await interactionEngine();
    const stack = servingsOfRequest(body.supplementIds, body.servingsPerDay);
    const timings = new Map(Object.entries(body.timings ?? {}));
    return jsonOk(
      await withSupplementErrors(() =>
        engine.analyseStack(
          stack.ids,
          body.medicalProfile,
          stack.servingsPerDay,
          timings,
          body.ingredientSlugs,
        ),
      ),
    );
  },
  { body: analyseRequestSchema },
);
