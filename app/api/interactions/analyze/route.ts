// POST /api/interactions/analyze – analyse a stack against the knowledge base (SPEC §3 analysis result)
import { analyseRequestSchema } from "@/lib/interactions/schemas";
import { interactionEngine, withSupplementErrors } from "@/lib/interactions/server-engine";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk } from "@/lib/errors/api-response";

export const POST = withRouteHandler(
  async ({ body }) => {
    const engine = await interactionEngine();
    return jsonOk(
      await withSupplementErrors(() => engine.analyseStack(body.supplementIds, body.medicalProfile)),
    );
  },
  { body: analyseRequestSchema },
);
