// Server-side only (full zod): the browser never validates its own payload.
import { z } from "zod";

import { RUM_MAX_METRIC_AGE_MS, RUM_MAX_METRICS_PER_REQUEST, RUM_METRIC_NAMES } from "./metrics";
import { WEB_VITAL_NAMES } from "./web-vitals";

// A 1 TB resource, or a 31-year duration in ms.
const MAX_VALUE = 1e12;
// Clock rounding only.
const FUTURE_TOLERANCE_MS = 1000;

const metricValue = z.number().min(0).max(MAX_VALUE);
const epochMs = z.number().int().min(0).max(8.64e15);

const contextKey = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, "must be a short identifier");
const contextValue = z.union([
  z.string().max(500),
  z.number().min(-MAX_VALUE).max(MAX_VALUE),
  z.boolean(),
  z.null(),
]);

const metricContextSchema = z
  .object({ page: z.string().startsWith("/").max(512).optional() })
  .catchall(contextValue)
  .refine((context) => Object.keys(context).length <= 16, "at most 16 context entries")
  .superRefine((context, ctx) => {
    for (const key of Object.keys(context)) {
      if (!contextKey.safeParse(key).success)
        ctx.addIssue({ code: "custom", path: [key], message: "context keys must be short identifiers" });
    }
  });

const metricTagsSchema = z
  .record(contextKey, z.string().max(100))
  .refine((tags) => Object.keys(tags).length <= 10, "at most 10 tags");

const rumMetricSchema = z.strictObject({
  name: z.enum(RUM_METRIC_NAMES),
  value: metricValue,
  timestamp: epochMs,
  context: metricContextSchema.optional(),
  tags: metricTagsSchema.optional(),
});

const webVitalsSchema = z.strictObject(
  Object.fromEntries(WEB_VITAL_NAMES.map((name) => [name, metricValue.optional()])) as Record<
    (typeof WEB_VITAL_NAMES)[number],
    z.ZodOptional<typeof metricValue>
  >,
);

export const rumPayloadSchema = z
  .strictObject({
    sessionId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, "must be 8–64 letters, digits or hyphens"),
    userId: z.string().regex(/^[\x21-\x7e]{1,128}$/, "must be 1–128 printable characters"),
    metrics: z.array(rumMetricSchema).min(1).max(RUM_MAX_METRICS_PER_REQUEST),
    webVitals: webVitalsSchema,
    timestamp: epochMs,
  })
  .superRefine((payload, ctx) => {
    // Ages against the request's own timestamp stay consistent when the browser's clock is wrong.
    payload.metrics.forEach((metric, index) => {
      const age = payload.timestamp - metric.timestamp;
      if (age < -FUTURE_TOLERANCE_MS) {
        ctx.addIssue({
          code: "custom",
          path: ["metrics", index, "timestamp"],
          message: "must not be after the request's timestamp",
        });
      } else if (age > RUM_MAX_METRIC_AGE_MS) {
        ctx.addIssue({
          code: "custom",
          path: ["metrics", index, "timestamp"],
          message: "must be at most 24 hours before the request's timestamp",
        });
      }
    });
  });

export type RumPayloadInput = z.infer<typeof rumPayloadSchema>;
