// Free of browser APIs so its rules are unit tested (docs/reference/consent-and-monitoring.md "Real-user monitoring").
// Other 4xx answers drop the batch: the server refused it for its content and would refuse it again.
import { RUM_FLUSH_AT, type RumMetric, type RumPayload } from "./metrics";
import type { WebVitalValues } from "./web-vitals";

export const MAX_QUEUED = 500;
export const RETRY_DELAY_MS = 10_000;

export type RumTransport = {
  post: (body: string) => Promise<number>;
  beacon: (body: string) => boolean;
};

export type MetricQueueOptions = {
  transport: RumTransport;
  identity: () => { sessionId: string; userId: string };
  webVitals: () => WebVitalValues;
  now?: () => number;
  flushAt?: number;
  warn?: (message: string, detail?: unknown) => void;
  onDisabled?: () => void;
};

export type MetricQueue = {
  add(metric: RumMetric): void;
  flush(): Promise<void>;
  flushWithBeacon(): void;
  stop(): void;
  readonly size: number;
  readonly disabled: boolean;
};

export type SendOutcome = "sent" | "disable" | "requeue" | "drop";

export function outcomeForStatus(status: number | undefined): SendOutcome {
  if (status === undefined || status === 404 || status === 502) return "disable";
  if (status >= 200 && status < 300) return "sent";
  if (status === 408 || status === 429 || status >= 500) return "requeue";
  return "drop";
}

function batchBody(options: MetricQueueOptions, metrics: RumMetric[], timestamp: number): string {
  const payload: RumPayload = { ...options.identity(), metrics, webVitals: options.webVitals(), timestamp };
  return JSON.stringify(payload);
}

async function postBatch(
  transport: RumTransport,
  body: string,
): Promise<{ status?: number; failure?: unknown }> {
  try {
    return { status: await transport.post(body) };
  } catch (failure) {
    return { failure };
  }
}

export function createMetricQueue(options: MetricQueueOptions): MetricQueue {
  const now = options.now ?? Date.now;
  const flushAt = options.flushAt ?? RUM_FLUSH_AT;
  const warn = options.warn ?? ((message: string, detail?: unknown) => console.warn(message, detail ?? ""));
  let queue: RumMetric[] = [];
  let disabled = false;
  let sending = false;
  let retryNotBefore = 0;

  const body = (metrics: RumMetric[]) => batchBody(options, metrics, now());

  function disable(reason: string, detail?: unknown): void {
    disabled = true;
    queue = [];
    warn(`Performance monitoring turned off: ${reason}`, detail);
    options.onDisabled?.();
  }

  async function flush(): Promise<void> {
    if (disabled || sending) return;
    sending = true;
    try {
      // Turning monitoring off (disable, stop) empties the queue, which ends the loop.
      while (queue.length > 0) {
        const batch = queue.slice(0, flushAt);
        queue = queue.slice(batch.length);
        const { status, failure } = await postBatch(options.transport, body(batch));
        const outcome = outcomeForStatus(status);
        if (outcome === "disable") {
          disable(
            status === undefined
              ? "the monitoring endpoint could not be reached"
              : `the monitoring endpoint answered ${status}`,
            failure,
          );
          return;
        }
        if (outcome === "drop") {
          warn(`Monitoring endpoint refused ${batch.length} metric(s) with ${status}; dropped.`);
          continue;
        }
        if (outcome === "requeue") {
          warn(`Sending ${batch.length} metric(s) failed with ${status}; they will be sent again later.`);
          queue = [...batch, ...queue].slice(-MAX_QUEUED);
          retryNotBefore = now() + RETRY_DELAY_MS;
          return;
        }
      }
    } finally {
      sending = false;
    }
  }

  return {
    add(metric) {
      if (disabled) return;
      queue.push(metric);
      if (queue.length > MAX_QUEUED) queue = queue.slice(-MAX_QUEUED);
      if (queue.length >= flushAt && now() >= retryNotBefore) void flush();
    },
    flush,
    flushWithBeacon() {
      if (disabled) return;
      while (queue.length > 0) {
        const batch = queue.slice(0, flushAt);
        if (!options.transport.beacon(body(batch))) return; // kept for a later flush (e.g. back from bfcache)
        queue = queue.slice(batch.length);
      }
    },
    stop() {
      disabled = true;
      queue = [];
    },
    get size() {
      return queue.length;
    },
    get disabled() {
      return disabled;
    },
  };
}
