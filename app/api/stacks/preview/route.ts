// POST /api/stacks/preview { items }: the builder's live panels for an unsaved stack — costs,
// interactions (with the signed-in user's health profile) and savings. Changes nothing.
import { getSessionUser } from "@/lib/auth/session";
import { jsonOk, parseJsonBody, withRouteHandler } from "@/lib/errors/api-response";
import { medicalProfileFor, previewStack } from "@/lib/stacks/preview";
import { previewSchema } from "@/lib/stacks/schemas";

export const POST = withRouteHandler(async (request) => {
  const { items } = await parseJsonBody(request, previewSchema);
  const user = await getSessionUser(request);
  const profile = user ? await medicalProfileFor(user.id) : undefined;
  return jsonOk(await previewStack(items, profile), { headers: { "Cache-Control": "no-store" } });
});
