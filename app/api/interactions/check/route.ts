// POST /api/interactions/check – check a new supplement against a stack (SPEC §3 new-supplement check)
import { checkRequestSchema } from "@/lib/interactions/schemas";
import { interactionEngine, withSupplementErrors } from "@/lib/interactions/server-engine";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk } from "@/lib/errors/api-response";

export const POST = withRouteHandler(
  async ({ body }) => {
    const engine = await interactionEngine();
    const result = await withSupplementErrors(() =>
      engine.checkNewSupplement(body.newSupplementId, body.existingSupplementIds, body.medicalProfile),
    );
    return jsonOk(result);
  },
  { body: checkRequestSchema },
);
