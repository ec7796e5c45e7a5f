// UK GDPR Art. 7(1): consent must be demonstrable, so every decision is a new row, never an update.
import "server-only";

import { db } from "../db/prisma";
import { CONSENT_USER_AGENT_MAX_LENGTH, type ConsentRecord } from "./constants";

export interface StoredConsentDecision {
  id: string;
  decidedAt: Date;
}

// The time is the server's: an audit cannot rely on the browser's clock.
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
