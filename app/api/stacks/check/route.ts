// POST /api/stacks/check { newSupplementId, existingSupplementIds }: the new-supplement check the
// builder runs before adding, with the signed-in user's health profile when there is one.
import { jsonOk, parseJsonBody, withRouteHandler } from "@/lib/errors/api-response";
import { interactionEngine, withSupplementErrors } from "@/lib/interactions/server-engine";
import { medicalProfileOfRequest } from "@/lib/stacks/preview";
import { additionCheckSchema } from "@/lib/stacks/schemas";

export const POST = withRouteHandler(async (request) => {
  const body = await parseJsonBody(request, additionCheckSchema);
  const profile = await medicalProfileOfRequest(request);
  const engine = await interactionEngine();
  const result = await withSupplementErrors(() =>
    engine.checkNewSupplement(body.newSupplementId, body.existingSupplementIds, profile),
  );
  return jsonOk(result, { headers: { "Cache-Control": "no-store" } });
});
