import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";

import { createMetricQueue, type MetricQueue, type RumTransport } from "./metric-queue";
import {
  LARGE_RESOURCE_BYTES,
  RUM_ANONYMOUS_USER_ID,
  RUM_ENDPOINT,
  RUM_SESSION_STORAGE_KEY,
  RUM_USER_ID_STORAGE_KEY,
  SLOW_RESOURCE_MS,
  type RumContextValue,
  type RumMetricName,
} from "./metrics";
import { rateVital, type WebVitalName, type WebVitalValues } from "./web-vitals";

const TEXT_LIMIT = 300;

export type RumClient = {
  stop(options?: { forget?: boolean }): void;
};

// Once the endpoint has said monitoring is off (404/502/unreachable), it stays off for this page.
let turnedOff = false;

function safeStorage(kind: "localStorage" | "sessionStorage"): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

function randomId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function rumSessionId(): string {
  const storage = safeStorage("sessionStorage");
  const stored = storage?.getItem(RUM_SESSION_STORAGE_KEY);
  if (stored && /^[A-Za-z0-9-]{8,64}$/.test(stored)) return stored;
  const id = randomId();
  try {
    storage?.setItem(RUM_SESSION_STORAGE_KEY, id);
  } catch {
    // storage full or disabled: the id lasts for this page only
  }
  return id;
}

function rumUserId(): string {
  const stored = safeStorage("localStorage")?.getItem(RUM_USER_ID_STORAGE_KEY);
  return stored && /^[\x21-\x7e]{1,128}$/.test(stored) ? stored : RUM_ANONYMOUS_USER_ID;
}

const cut = (text: string) => text.slice(0, TEXT_LIMIT);

// Without query or fragment: they may carry personal data.
function resourcePath(url: string): string {
  try {
    const parsed = new URL(url, location.href);
    return cut(parsed.origin === location.origin ? parsed.pathname : `${parsed.origin}${parsed.pathname}`);
  } catch {
    return "(unparseable)";
  }
}

const browserTransport: RumTransport = {
  async post(body) {
    const response = await fetch(RUM_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      credentials: "same-origin",
      keepalive: true,
    });
    return response.status;
  },
  beacon(body) {
    return typeof navigator.sendBeacon === "function"
      ? navigator.sendBeacon(RUM_ENDPOINT, new Blob([body], { type: "application/json" }))
      : false;
  },
};

type RecordMetric = (name: RumMetricName, value: number, context?: Record<string, RumContextValue>) => void;
type Cleanups = (() => void)[];

function observeEntries(
  type: string,
  callback: (entries: PerformanceEntryList) => void,
  cleanups: Cleanups,
): void {
  if (typeof PerformanceObserver === "undefined") return;
  // Typed as always there, but older browsers have no supportedEntryTypes.
  const supported = (PerformanceObserver as { supportedEntryTypes?: readonly string[] }).supportedEntryTypes;
  if (!supported?.includes(type)) return;
  const observer = new PerformanceObserver((list) => callback(list.getEntries()));
  observer.observe({ type, buffered: true });
  cleanups.push(() => observer.disconnect());
}

function measureVitals(record: RecordMetric, vitals: WebVitalValues, cleanups: Cleanups): void {
  function onVital(metric: Metric): void {
    const name = metric.name as WebVitalName;
    vitals[name] = metric.value;
    record(name, metric.value, {
      rating: rateVital(name, metric.value),
      navigationType: metric.navigationType,
    });
  }
  onLCP(onVital);
  onINP(onVital);
  onCLS(onVital);
  onTTFB(onVital);
  onFCP(onVital);

  let firstInputSeen = false;
  observeEntries(
    "first-input",
    (entries) => {
      const entry = entries[0] as PerformanceEventTiming | undefined;
      if (!entry || firstInputSeen) return;
      firstInputSeen = true;
      const value = entry.processingStart - entry.startTime;
      vitals.FID = value;
      record("FID", value, { rating: rateVital("FID", value) });
    },
    cleanups,
  );
}

function measureResources(record: RecordMetric, cleanups: Cleanups): void {
  observeEntries(
    "resource",
    (entries) => {
      for (const entry of entries as PerformanceResourceTiming[]) {
        if (entry.name.includes(RUM_ENDPOINT)) continue;
        const context = { url: resourcePath(entry.name), initiatorType: entry.initiatorType };
        if (entry.duration > SLOW_RESOURCE_MS) record("slow_resource", entry.duration, context);
        const size = entry.transferSize || entry.encodedBodySize;
        if (size > LARGE_RESOURCE_BYTES) record("large_resource", size, context);
      }
    },
    cleanups,
  );
}

function listenToPage(record: RecordMetric, queue: MetricQueue, cleanups: Cleanups): void {
  const onError = (event: ErrorEvent) =>
    record("javascript_error", 1, {
      message: cut(event.message || "Unknown error"),
      source: event.filename ? resourcePath(event.filename) : null,
      line: event.lineno || null,
      column: event.colno || null,
    });
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    record("unhandled_rejection", 1, {
      message: cut(
        reason instanceof Error
          ? reason.message
          : typeof reason === "string"
            ? reason
            : "Non-error rejection",
      ),
    });
  };
  const onHidden = () => {
    if (document.visibilityState === "hidden") queue.flushWithBeacon();
  };
  const onPageHide = () => queue.flushWithBeacon();
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  document.addEventListener("visibilitychange", onHidden);
  window.addEventListener("pagehide", onPageHide);
  cleanups.push(() => {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
    document.removeEventListener("visibilitychange", onHidden);
    window.removeEventListener("pagehide", onPageHide);
  });
}

export function startRum(transport: RumTransport = browserTransport): RumClient {
  if (turnedOff) return { stop: () => undefined };
  const vitals: WebVitalValues = {};
  const identity = { sessionId: rumSessionId(), userId: rumUserId() };
  let stopped = false;
  const queue: MetricQueue = createMetricQueue({
    transport,
    identity: () => identity,
    webVitals: () => ({ ...vitals }),
    onDisabled: () => {
      turnedOff = true;
      stop();
    },
  });
  const cleanups: Cleanups = [];

  const record: RecordMetric = (name, value, context = {}) => {
    if (stopped) return;
    queue.add({ name, value, timestamp: Date.now(), context: { page: cut(location.pathname), ...context } });
  };
  measureVitals(record, vitals, cleanups);
  measureResources(record, cleanups);
  listenToPage(record, queue, cleanups);

  function stop(options: { forget?: boolean } = {}): void {
    stopped = true;
    queue.stop();
    for (const cleanup of cleanups.splice(0)) cleanup();
    if (options.forget) {
      try {
        safeStorage("sessionStorage")?.removeItem(RUM_SESSION_STORAGE_KEY);
      } catch {
        // nothing stored
      }
    }
  }

  return { stop };
}
