// The monitoring client's queue (docs/product-rules.md §8 "Quiet failures", §9 "Monitoring"): flush at 50, page
// hide by sendBeacon, 404/502/network failure turns monitoring off, other failures requeue.
import {
  MAX_QUEUED,
  RETRY_DELAY_MS,
  createMetricQueue,
  outcomeForStatus,
  type RumTransport,
} from "@/lib/monitoring/metric-queue";
import type { RumMetric, RumPayload } from "@/lib/monitoring/metrics";

const metric = (n: number): RumMetric => ({ name: "LCP", value: n, timestamp: 1_000 + n });

function setup(statuses: (number | Error)[] = []) {
  const posted: RumPayload[] = [];
  const beaconed: RumPayload[] = [];
  let beaconAccepts = true;
  const transport: RumTransport = {
    post: jest.fn((body: string) => {
      posted.push(JSON.parse(body) as RumPayload);
      const next = statuses.shift() ?? 202;
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    }),
    beacon: jest.fn((body: string) => {
      if (!beaconAccepts) return false;
      beaconed.push(JSON.parse(body) as RumPayload);
      return true;
    }),
  };
  let clock = 10_000;
  const warn = jest.fn();
  const onDisabled = jest.fn();
  const queue = createMetricQueue({
    transport,
    identity: () => ({ sessionId: "session-1234", userId: "anonymous" }),
    webVitals: () => ({ LCP: 1234 }),
    now: () => clock,
    warn,
    onDisabled,
  });
  return {
    queue,
    transport,
    posted,
    beaconed,
    warn,
    onDisabled,
    tick: (ms: number) => {
      clock += ms;
    },
    refuseBeacons: () => {
      beaconAccepts = false;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("outcomeForStatus", () => {
  it.each([
    [202, "sent"],
    [200, "sent"],
    [204, "sent"],
    [404, "disable"],
    [502, "disable"],
    [undefined, "disable"],
    [500, "requeue"],
    [503, "requeue"],
    [504, "requeue"],
    [429, "requeue"],
    [408, "requeue"],
    [400, "drop"],
    [413, "drop"],
    [403, "drop"],
  ])("%s → %s", (status, outcome) => {
    expect(outcomeForStatus(status)).toBe(outcome);
  });
});

describe("metric queue", () => {
  it("holds metrics until 50 are queued, then sends them in one request", async () => {
    const t = setup();
    for (let i = 0; i < 49; i += 1) t.queue.add(metric(i));
    await settle();
    expect(t.transport.post).not.toHaveBeenCalled();
    t.queue.add(metric(49));
    await settle();
    expect(t.posted).toHaveLength(1);
    expect(t.posted[0]).toMatchObject({
      sessionId: "session-1234",
      userId: "anonymous",
      webVitals: { LCP: 1234 },
      timestamp: 10_000,
    });
    expect(t.posted[0]!.metrics).toHaveLength(50);
    expect(t.queue.size).toBe(0);
  });

  it("sends at most 50 metrics a request", async () => {
    const t = setup();
    for (let i = 0; i < 120; i += 1) t.queue.add(metric(i));
    await t.queue.flush();
    await settle();
    expect(t.posted.map((p) => p.metrics.length).reduce((a, b) => a + b, 0)).toBe(120);
    expect(Math.max(...t.posted.map((p) => p.metrics.length))).toBeLessThanOrEqual(50);
  });

  it("beacons the queue in batches and empties it", () => {
    const t = setup();
    for (let i = 0; i < 30; i += 1) t.queue.add(metric(i));
    t.queue.flushWithBeacon();
    expect(t.beaconed).toHaveLength(1);
    expect(t.beaconed[0]!.metrics.map((m) => m.value)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(t.queue.size).toBe(0);
    expect(t.transport.post).not.toHaveBeenCalled();
  });

  it("keeps the metrics when the browser refuses the beacon", () => {
    const t = setup();
    t.refuseBeacons();
    for (let i = 0; i < 5; i += 1) t.queue.add(metric(i));
    t.queue.flushWithBeacon();
    expect(t.queue.size).toBe(5);
  });

  it.each([404, 502])("turns monitoring off with a warning when the endpoint answers %d", async (status) => {
    const t = setup([status]);
    for (let i = 0; i < 50; i += 1) t.queue.add(metric(i));
    await settle();
    expect(t.queue.disabled).toBe(true);
    expect(t.onDisabled).toHaveBeenCalledTimes(1);
    expect(t.warn).toHaveBeenCalledWith(expect.stringContaining(`answered ${status}`), undefined);
    for (let i = 0; i < 60; i += 1) t.queue.add(metric(i));
    t.queue.flushWithBeacon();
    await settle();
    expect(t.transport.post).toHaveBeenCalledTimes(1);
    expect(t.transport.beacon).not.toHaveBeenCalled();
  });

  it("turns monitoring off when the request fails (network error)", async () => {
    const t = setup([new TypeError("Failed to fetch")]);
    for (let i = 0; i < 50; i += 1) t.queue.add(metric(i));
    await settle();
    expect(t.queue.disabled).toBe(true);
    expect(t.warn).toHaveBeenCalledWith(
      expect.stringContaining("could not be reached"),
      expect.any(TypeError),
    );
  });

  it.each([500, 503, 429])("requeues the metrics after a %d and sends them again later", async (status) => {
    const t = setup([status]);
    for (let i = 0; i < 50; i += 1) t.queue.add(metric(i));
    await settle();
    expect(t.queue.disabled).toBe(false);
    expect(t.queue.size).toBe(50);
    expect(t.warn).toHaveBeenCalledWith(expect.stringContaining(`failed with ${status}`));
    // within the retry delay a new metric does not trigger another attempt
    t.queue.add(metric(50));
    await settle();
    expect(t.transport.post).toHaveBeenCalledTimes(1);
    t.tick(RETRY_DELAY_MS);
    t.queue.add(metric(51));
    await settle();
    expect(t.transport.post).toHaveBeenCalledTimes(3); // 50 requeued + 2 new, in batches of 50
    expect(
      t.posted
        .slice(1)
        .flatMap((p) => p.metrics)
        .map((m) => m.value),
    ).toEqual(Array.from({ length: 52 }, (_, i) => i));
    expect(t.queue.size).toBe(0);
  });

  it("drops a batch the server refused for its content (400) instead of retrying it forever", async () => {
    const t = setup([400]);
    for (let i = 0; i < 50; i += 1) t.queue.add(metric(i));
    await settle();
    expect(t.queue.size).toBe(0);
    expect(t.queue.disabled).toBe(false);
    expect(t.warn).toHaveBeenCalledWith(expect.stringContaining("refused 50 metric(s) with 400"));
  });

  it(`never holds more than ${MAX_QUEUED} metrics (the oldest go first)`, async () => {
    const t = setup(Array.from({ length: 100 }, () => 503));
    for (let i = 0; i < MAX_QUEUED + 100; i += 1) t.queue.add(metric(i));
    await settle();
    expect(t.queue.size).toBeLessThanOrEqual(MAX_QUEUED);
  });

  it("stop() drops the queue and sends nothing more", async () => {
    const t = setup();
    for (let i = 0; i < 10; i += 1) t.queue.add(metric(i));
    t.queue.stop();
    t.queue.flushWithBeacon();
    await t.queue.flush();
    expect(t.queue.size).toBe(0);
    expect(t.transport.post).not.toHaveBeenCalled();
    expect(t.transport.beacon).not.toHaveBeenCalled();
  });
});
