// Auditable consent records for signed-in users (docs/product-rules.md §3 "Consent record"; UK GDPR Art. 7(1):
// the controller must be able to demonstrate consent). Every decision is a new row, never an
// update, so the history of a user's choices stays intact.
import "server-only";

import { db } from "../db/prisma";
import { CONSENT_USER_AGENT_MAX_LENGTH, type ConsentRecord } from "./constants";

export interface StoredConsentDecision {
  id: string;
  decidedAt: Date;
}

/**
 * Stores `record` for `userId`. The user agent is the one the server saw on the request (the
 * record's own is the browser's claim), falling back to the record's when the header is missing.
 * The time is the server's, when the decision arrived: the record's timestamp is the browser's
 * clock, which an audit cannot rely on (a year 0001 or 9999 was accepted before; issue 15, item 10).
 */
export async function recordConsentDecision(
  userId: string,
  record: ConsentRecord,
  requestUserAgent: string | null,
): Promise<StoredConsentDecision> {
  const userAgent = (requestUserAgent ?? record.userAgent).slice(0, CONSENT_USER_AGENT_MAX_LENGTH);
  return db().consentRecord.create({
    data: {
      userId,
      necessary: true,
      analytics: record.categories.analytics,
      marketing: record.categories.marketing,
      functional: record.categories.functional,
      version: record.version,
      userAgent: userAgent === "" ? null : userAgent,
      decidedAt: new Date(),
    },
    select: { id: true, decidedAt: true },
  });
}
