// POST /api/interactions/check – check a new supplement against a stack (SPEC §3 new-supplement check)
import { jsonOk, parseJsonBody, withRouteHandler } from "@/lib/errors/api-response";
import { checkRequestSchema } from "@/lib/interactions/schemas";
import { interactionEngine, withSupplementErrors } from "@/lib/interactions/server-engine";

export const POST = withRouteHandler(async (request: Request) => {
  const body = await parseJsonBody(request, checkRequestSchema);
  const engine = await interactionEngine();
  const result = await withSupplementErrors(() =>
    engine.checkNewSupplement(body.newSupplementId, body.existingSupplementIds, body.medicalProfile),
  );
  return jsonOk(result);
});
