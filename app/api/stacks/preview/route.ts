// POST /api/stacks/preview { items }: the builder's live panels for an unsaved stack — costs,
// interactions (with the signed-in user's health profile) and savings. Changes nothing.
import { jsonOk, parseJsonBody, withRouteHandler } from "@/lib/errors/api-response";
import { medicalProfileOfRequest, previewStack } from "@/lib/stacks/preview";
import { previewSchema } from "@/lib/stacks/schemas";

export const POST = withRouteHandler(async (request) => {
  const { items } = await parseJsonBody(request, previewSchema);
  return jsonOk(await previewStack(items, await medicalProfileOfRequest(request)), {
    headers: { "Cache-Control": "no-store" },
  });
});
