// POST /api/stacks/preview { items } – the builder's live panels for an unsaved stack. Changes nothing.
import { getMedicalProfile } from "@/lib/auth/queries";
import { previewStack } from "@/lib/stacks/preview";
import { previewSchema } from "@/lib/stacks/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const POST = withRouteHandler(
  async ({ user, body }) =>
    jsonOk(await previewStack(body.items, await getMedicalProfile(user?.id)), { headers: NO_STORE }),
  { auth: "optional", body: previewSchema },
);
