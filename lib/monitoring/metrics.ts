// Limits both ends agree on: docs/product-rules.md §3 "Monitoring data", §7 and §9 "Monitoring".
import { WEB_VITAL_NAMES, type WebVitalValues } from "./web-vitals";

export const RUM_ENDPOINT = "/api/metrics/rum";

export const RUM_METRIC_NAMES = [
  ...WEB_VITAL_NAMES,
  "slow_resource",
  "large_resource",
  "javascript_error",
  "unhandled_rejection",
] as const;
export type RumMetricName = (typeof RUM_METRIC_NAMES)[number];

export const RUM_FLUSH_AT = 50;
export const SLOW_RESOURCE_MS = 1000;
export const LARGE_RESOURCE_BYTES = 500_000;
export const RUM_MAX_METRICS_PER_REQUEST = 100;
export const RUM_MAX_BODY_BYTES = 64 * 1024;
// A day-old queue is not worth keeping.
export const RUM_MAX_METRIC_AGE_MS = 24 * 60 * 60 * 1000;
export const RUM_USER_ID_STORAGE_KEY = "userId";
export const RUM_ANONYMOUS_USER_ID = "anonymous";
export const RUM_SESSION_STORAGE_KEY = "rum-session-id";

export type RumContextValue = string | number | boolean | null;

export type RumMetric = {
  name: RumMetricName;
  value: number;
  timestamp: number;
  context?: Record<string, RumContextValue>;
  tags?: Record<string, string>;
};

export type RumPayload = {
  sessionId: string;
  userId: string;
  metrics: RumMetric[];
  webVitals: WebVitalValues;
  timestamp: number;
};
