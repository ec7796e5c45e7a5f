// POST /api/corrections – report an error in the interaction checker's knowledge (stored as a contact message)
import { randomUUID } from "node:crypto";
import { afterResponse } from "@/lib/api-server/after-response";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { deleteExpiredContactMessages } from "@/lib/contact/retention";
import { correctionSender, storeCorrection } from "@/lib/corrections/mutations";
import { correctionSchema } from "@/lib/corrections/schemas";
import { jsonOk } from "@/lib/api-server/api-response";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/security/rate-limit";
import { clientIp } from "@/lib/security/request";

const MAX_BODY_BYTES = 64 * 1024;

export const POST = withRouteHandler(
  async ({ request, user, body }) => {
    const { website, ...correction } = body;
    await enforceRateLimit(RATE_LIMITS.correctionPerIp, clientIp(request));
    const sender = correctionSender(correction, user);
    await enforceRateLimit(RATE_LIMITS.correctionPerEmail, sender.email);

    if (website !== undefined && website.trim() !== "") {
      return jsonOk({ id: randomUUID() }, { status: 201 });
    }

    const stored = await storeCorrection(correction, sender, user?.id ?? null);
    await afterResponse("Deleting expired contact messages", () => deleteExpiredContactMessages());
    return jsonOk({ id: stored.id }, { status: 201 });
  },
  { auth: "optional", body: correctionSchema, maxBodyBytes: MAX_BODY_BYTES },
);
