// POST /api/consent – keep an auditable copy of a signed-in user's consent decision (docs/product-rules.md §3, §4)
import { CONSENT_VERSION } from "@/lib/consent/constants";
import { recordConsentDecision } from "@/lib/consent/mutations";
import { consentRecordSchema } from "@/lib/consent/record";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, parseJsonBody } from "@/lib/api-server/api-response";
import { RATE_LIMITS, enforceRateLimit } from "@/lib/security/rate-limit";
import { clientIp } from "@/lib/security/request";

/** A consent record is a few hundred bytes; anything near this is not one. */
const MAX_BODY_BYTES = 4 * 1024;

export const POST = withRouteHandler(
  async ({ request, user }) => {
    // Per address before the body is read (so not the `body` option): a flood costs a counter update.
    await enforceRateLimit(RATE_LIMITS.consentPerIp, clientIp(request));
    const record = await parseJsonBody(request, consentRecordSchema, { maxBytes: MAX_BODY_BYTES });
    // Visitors who are not signed in keep their decision in the cookie only: nothing to attach it to.
    if (!user) return jsonOk({ recorded: false, version: CONSENT_VERSION });
    const stored = await recordConsentDecision(user.id, record, request.headers.get("user-agent"));
    return jsonOk(
      { recorded: true, version: CONSENT_VERSION, id: stored.id, decidedAt: stored.decidedAt.toISOString() },
      { status: 201 },
    );
  },
  { auth: "optional" },
);
