// Stores a validated RUM batch: one multi-row INSERT per request (ARCHITECTURE.md "RUM ingestion
// batches inserts"). Each metric is placed at (receipt time − its age in the batch), so a browser
// clock that is off does not scatter its metrics across the 7-day report window. Web-vital ratings
// are computed here from the spec's thresholds, not taken from the client.
import "server-only";

import type { Database } from "../db/prisma";
import { RUM_ANONYMOUS_USER_ID } from "./metrics";
import type { RumPayloadInput } from "./schemas";
import { isWebVitalName, rateVital } from "./web-vitals";

export async function storeRumBatch(database: Database, payload: RumPayloadInput, receivedAt: Date = new Date()): Promise<number> {
  const userId = payload.userId === RUM_ANONYMOUS_USER_ID ? null : payload.userId;
  const result = await database.rumMetric.createMany({
    data: payload.metrics.map((metric) => {
      const age = Math.max(0, payload.timestamp - metric.timestamp);
      return {
        sessionId: payload.sessionId,
        userId,
        name: metric.name,
        value: metric.value,
        page: metric.context?.page ?? null,
        rating: isWebVitalName(metric.name) ? rateVital(metric.name, metric.value) : null,
        ...(metric.context === undefined ? {} : { context: metric.context }),
        ...(metric.tags === undefined ? {} : { tags: metric.tags }),
        recordedAt: new Date(receivedAt.getTime() - age),
      };
    }),
  });
  return result.count;
}
