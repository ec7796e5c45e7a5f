// Real-user monitoring: what a measurement is and the limits both ends agree on (docs/product-rules.md §3
// "Monitoring data", §7 "POST /api/metrics/rum", §8 "Quiet failures", §9 "Monitoring").
import { WEB_VITAL_NAMES, type WebVitalValues } from "./web-vitals";

export const RUM_ENDPOINT = "/api/metrics/rum";

/** Every metric name the endpoint accepts; anything else is refused. */
export const RUM_METRIC_NAMES = [
  ...WEB_VITAL_NAMES,
  "slow_resource",
  "large_resource",
  "javascript_error",
  "unhandled_rejection",
] as const;
export type RumMetricName = (typeof RUM_METRIC_NAMES)[number];

/** §9: "flush at 50 queued entries and on page unload". */
export const RUM_FLUSH_AT = 50;
/** §9: "slow resource above 1000 ms; large resource above 500000 bytes". */
export const SLOW_RESOURCE_MS = 1000;
export const LARGE_RESOURCE_BYTES = 500_000;
/** Request limits of the endpoint (the client sends at most RUM_FLUSH_AT a request). */
export const RUM_MAX_METRICS_PER_REQUEST = 100;
export const RUM_MAX_BODY_BYTES = 64 * 1024;
/** Metrics older than this when sent are refused (a day-old queue is not worth keeping). */
export const RUM_MAX_METRIC_AGE_MS = 24 * 60 * 60 * 1000;
/** §3: the user id comes from local storage key userId, default 'anonymous'. */
export const RUM_USER_ID_STORAGE_KEY = "userId";
export const RUM_ANONYMOUS_USER_ID = "anonymous";
/** One monitoring session per tab. */
export const RUM_SESSION_STORAGE_KEY = "rum-session-id";

export type RumContextValue = string | number | boolean | null;

/** One measurement (§3): name, value, timestamp (epoch ms), context and tags. */
export type RumMetric = {
  name: RumMetricName;
  value: number;
  timestamp: number;
  context?: Record<string, RumContextValue>;
  tags?: Record<string, string>;
};

/** The body of POST /api/metrics/rum (§7). */
export type RumPayload = {
  sessionId: string;
  userId: string;
  metrics: RumMetric[];
  webVitals: WebVitalValues;
  timestamp: number;
};
