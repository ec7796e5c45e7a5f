// The monitoring client's send queue (docs/product-rules.md §8 "Quiet failures", §9 "Monitoring"), free of browser
// APIs so its rules are unit tested:
// - a flush starts when RUM_FLUSH_AT entries are queued, and on page hide (sendBeacon);
// - the endpoint answering 404 or 502, or a failed fetch, logs a warning and turns monitoring off;
// - other failures log and requeue the metrics — except other 4xx answers (400, 413 …): the server
//   refused that batch for its content and would refuse it again, so it is dropped, not retried
//   forever; 408 and 429 are requeued like 5xx.
// Requeued metrics wait RETRY_DELAY_MS before the next automatic flush, and the queue never holds
// more than MAX_QUEUED entries (the oldest go first), so a struggling server is not hammered.
import { RUM_FLUSH_AT, type RumMetric, type RumPayload } from "./metrics";
import type { WebVitalValues } from "./web-vitals";

export const MAX_QUEUED = 500;
export const RETRY_DELAY_MS = 10_000;

export type RumTransport = {
  /** POSTs the JSON body and resolves with the status; rejects when no response arrived. */
  post: (body: string) => Promise<number>;
  /** Queues the body with sendBeacon; false when the browser refused it. */
  beacon: (body: string) => boolean;
};

export type MetricQueueOptions = {
  transport: RumTransport;
  identity: () => { sessionId: string; userId: string };
  webVitals: () => WebVitalValues;
  now?: () => number;
  flushAt?: number;
  warn?: (message: string, detail?: unknown) => void;
  /** Called once when the endpoint turns monitoring off. */
  onDisabled?: () => void;
};

export type MetricQueue = {
  add(metric: RumMetric): void;
  /** Sends everything queued in batches of `flushAt` (no-op while a send is in flight). */
  flush(): Promise<void>;
  /** Page hide: hands everything queued to sendBeacon. */
  flushWithBeacon(): void;
  /** Stops for good and drops what is queued. */
  stop(): void;
  readonly size: number;
  readonly disabled: boolean;
};

export type SendOutcome = "sent" | "disable" | "requeue" | "drop";

/** What the queue does with a batch after the endpoint answered `status` (undefined: no response). */
export function outcomeForStatus(status: number | undefined): SendOutcome {
  if (status === undefined || status === 404 || status === 502) return "disable";
  if (status >= 200 && status < 300) return "sent";
  if (status === 408 || status === 429 || status >= 500) return "requeue";
  return "drop";
}

/** The JSON body of a batch: who sent it, the metrics, and the web vitals measured so far. */
function batchBody(options: MetricQueueOptions, metrics: RumMetric[], timestamp: number): string {
  const payload: RumPayload = { ...options.identity(), metrics, webVitals: options.webVitals(), timestamp };
  return JSON.stringify(payload);
}

/** POSTs a batch: the endpoint's status, or what failed when no response arrived. */
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
