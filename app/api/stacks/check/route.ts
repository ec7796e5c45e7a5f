// POST /api/stacks/check – the new-supplement check every addition runs first, with the user's health profile
import { interactionEngine, withSupplementErrors } from "@/lib/interactions/server-engine";
import { getMedicalProfile } from "@/lib/auth/queries";
import { additionCheckSchema } from "@/lib/stacks/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const POST = withRouteHandler(
  async ({ user, body }) => {
    const profile = await getMedicalProfile(user?.id);
    const engine = await interactionEngine();
    const result = await withSupplementErrors(() =>
      engine.checkNewSupplement(
        body.newSupplementId,
        body.existingSupplementIds,
        profile,
        new Map(Object.entries(body.servingsPerDay ?? {})),
      ),
    );
    return jsonOk(result, { headers: NO_STORE });
  },
  { auth: "optional", body: additionCheckSchema },
);
