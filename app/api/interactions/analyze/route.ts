// POST /api/interactions/analyze – analyse a stack against the knowledge base (SPEC §3 analysis result)
import { jsonOk, parseJsonBody, withRouteHandler } from "@/lib/errors/api-response";
import { analyseRequestSchema } from "@/lib/interactions/schemas";
import { interactionEngine, withSupplementErrors } from "@/lib/interactions/server-engine";

export const POST = withRouteHandler(async (request: Request) => {
  const body = await parseJsonBody(request, analyseRequestSchema);
  const engine = await interactionEngine();
  const result = await withSupplementErrors(() =>
    engine.analyseStack(body.supplementIds, body.medicalProfile),
  );
  return jsonOk(result);
});
