// POST /api/contact – send a message to the people who run the site (stored in contact_messages)
import { randomUUID } from "node:crypto";
import { storeContactMessage } from "@/lib/contact/mutations";
import { deleteExpiredContactMessages } from "@/lib/contact/retention";
import { contactMessageSchema } from "@/lib/contact/schemas";
import { afterResponse } from "@/lib/api-server/after-response";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk } from "@/lib/api-server/api-response";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/security/rate-limit";
import { clientIp } from "@/lib/security/request";

/** A message is a few kilobytes at most (5,000 characters); anything far larger is not one. */
const MAX_BODY_BYTES = 64 * 1024;

export const POST = withRouteHandler(
  async ({ request, user, body }) => {
    const { website, ...message } = body;
    await enforceRateLimit(RATE_LIMITS.contactPerIp, clientIp(request));
    await enforceRateLimit(RATE_LIMITS.contactPerEmail, message.email);

    // The honeypot was filled: a bot gets a person's answer, and nothing is stored.
    if (website !== undefined && website.trim() !== "") {
      return jsonOk({ id: randomUUID() }, { status: 201 });
    }

    const stored = await storeContactMessage(message, user?.id ?? null);
    // Retention (privacy policy): messages older than 12 months go whenever a new one arrives.
    await afterResponse("Deleting expired contact messages", () => deleteExpiredContactMessages());
    return jsonOk({ id: stored.id }, { status: 201 });
  },
  { auth: "optional", body: contactMessageSchema, maxBodyBytes: MAX_BODY_BYTES },
);
