// `npm run bench:rum` (docs/benchmarks.md "Real-user monitoring ingestion"). Exits non-zero when a request is refused
// or a stored count differs from the accepted one. lib/ modules import "server-only": react-server condition.
import { spawn, type ChildProcess } from "node:child_process";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../lib/db/embedded-postgres";
import { migrate } from "../lib/db/migrate";
import { percentile } from "../lib/utils/percentile";

const PG_PORT = 56900;
const HTTP_PORT = 3900;
const ORIGIN = `http://127.0.0.1:${HTTP_PORT}`;
const TOTAL_METRICS = 20_000;
const CLIENTS = 50;
const BATCH = 50;
const WARMUP_REQUESTS = 20;
const TARGET_RATE = 2_000;
const TARGET_P95_MS = 50;

const log = (message: string) => console.log(`[bench:rum] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Run {
  mode: "saturation" | "paced";
  seconds: number;
  latencies: number[];
  refused: number[];
  accepted: number;
}

async function serve(port: number): Promise<void> {
  const { POST } = await import("../app/api/metrics/rum/route");
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      void (async () => {
        const headers = new Headers();
        for (const [key, value] of Object.entries(incoming.headers)) {
          if (typeof value === "string") headers.set(key, value);
          else if (Array.isArray(value)) headers.set(key, value.join(", "));
        }
        headers.set("x-forwarded-for", incoming.socket.remoteAddress ?? "unknown");
        const request = new Request(
          `http://${incoming.headers.host ?? `127.0.0.1:${port}`}${incoming.url ?? "/"}`,
          {
            method: incoming.method,
            headers,
            body: incoming.method === "POST" ? Buffer.concat(chunks) : undefined,
          },
        );
        const response = await POST(request, {});
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      })().catch((error: unknown) => {
        console.error(error);
        outgoing.writeHead(500).end();
      });
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  process.stdout.write("READY\n");
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}

const VITALS = ["LCP", "INP", "CLS", "TTFB", "FCP"] as const;
const PAGES = ["/", "/browse", "/stacks", "/supplement/vitamin-d3", "/interactions"];

function batchBody(sessionId: string, sequence: number): string {
  const sent = Date.now();
  const metrics = Array.from({ length: BATCH }, (_, i) => {
    const n = sequence * BATCH + i;
    const name = VITALS[n % VITALS.length] ?? "LCP";
    const value = name === "CLS" ? (n % 30) / 100 : 100 + ((n * 37) % 4000);
    return {
      name,
      value,
      timestamp: sent - (BATCH - i) * 10,
      context: { page: PAGES[n % PAGES.length] ?? "/", navigationType: "navigate" },
    };
  });
  return JSON.stringify({
    sessionId,
    userId: "anonymous",
    metrics,
    webVitals: { LCP: 2100, CLS: 0.04 },
    timestamp: sent,
  });
}

async function waitForReady(child: ChildProcess): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the bench server did not start within 60 s")), 60_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("READY")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`the bench server exited with code ${code}`)));
  });
}

async function send(agent: http.Agent, body: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${ORIGIN}/api/metrics/rum`,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          origin: ORIGIN,
          "content-length": Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

async function main(): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), "bench-rum-"));
  await chmod(root, 0o755); // the 'postgres' user runs the server when we are root
  let database: EmbeddedDatabase | undefined;
  let child: ChildProcess | undefined;
  try {
    database = await startEmbeddedPostgres({ dataDir: path.join(root, "pg"), preferredPort: PG_PORT });
    await migrate(database.url);
    log(`PostgreSQL on port ${database.port}, migrated`);

    child = spawn(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", __filename, "--serve", String(HTTP_PORT)],
      {
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          RUM_ENABLED: "true",
          SITE_URL: ORIGIN,
          NODE_ENV: "production",
        },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    await waitForReady(child);
    log(`route handler served on ${ORIGIN}`);

    const agents = Array.from(
      { length: CLIENTS },
      (_, client) =>
        new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.0.0.${client + 2}` }),
    );
    let warmAccepted = 0;
    for (let i = 0; i < WARMUP_REQUESTS; i += 1) {
      const agent = agents[i % CLIENTS];
      if (!agent) throw new Error("no client agent");
      const { status } = await send(agent, batchBody(`warmup-session-${String(i).padStart(4, "0")}`, 0));
      if (status !== 202) throw new Error(`warm-up request answered ${status}`);
      warmAccepted += BATCH;
    }

    const perClient = Math.ceil(TOTAL_METRICS / BATCH / CLIENTS);
    const runs: Run[] = [];
    for (const mode of ["saturation", "paced"] as const) {
      const intervalMs = mode === "paced" ? (CLIENTS * BATCH * 1000) / TARGET_RATE : 0;
      const latencies: number[] = [];
      const refused: number[] = [];
      let accepted = 0;
      const started = performance.now();
      await Promise.all(
        agents.map(async (agent, client) => {
          const sessionId = `${mode}-session-${String(client).padStart(4, "0")}`;
          if (intervalMs > 0) await sleep((client * intervalMs) / CLIENTS); // stagger the clients
          for (let sequence = 0; sequence < perClient; sequence += 1) {
            const due = performance.now() + intervalMs;
            const { status, ms } = await send(agent, batchBody(sessionId, sequence));
            latencies.push(ms);
            if (status === 202) accepted += BATCH;
            else refused.push(status);
            if (intervalMs > 0 && sequence < perClient - 1) await sleep(Math.max(0, due - performance.now()));
          }
        }),
      );
      runs.push({ mode, seconds: (performance.now() - started) / 1000, latencies, refused, accepted });
    }
    for (const agent of agents) agent.destroy();

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ mode: string; count: string }>(
      `SELECT split_part("session_id", '-', 1) AS "mode", count(*) FROM "rum_metrics" GROUP BY 1`,
    );
    await client.end();
    const storedBy = new Map(rows.map((row) => [row.mode, Number(row.count)]));

    console.log("");
    console.log(
      `${CLIENTS} clients (own session and address each) × ${perClient} requests × ${BATCH} metrics = ${CLIENTS * perClient * BATCH} metrics a run; warm-up ${warmAccepted} (stored ${storedBy.get("warmup") ?? 0})`,
    );
    let failed = false;
    for (const run of runs) {
      const sorted = [...run.latencies].sort((a, b) => a - b);
      const rate = run.accepted / run.seconds;
      const p95 = percentile(sorted, 95);
      const stored = storedBy.get(run.mode) ?? 0;
      console.log("");
      console.log(`${run.mode}:`);
      console.log(
        `  accepted: ${run.accepted} metrics in ${run.seconds.toFixed(2)} s = ${Math.round(rate)} metrics/s (${Math.round(run.latencies.length / run.seconds)} requests/s)${run.refused.length ? `; refused ${run.refused.length} (${[...new Set(run.refused)].join(", ")})` : ""}`,
      );
      console.log(
        `  latency:  p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
      );
      console.log(
        `  stored:   ${stored} rows${stored === run.accepted ? " (= accepted)" : ` (accepted ${run.accepted}!)`}`,
      );
      console.log(
        `  targets:  ≥ ${TARGET_RATE} metrics/s ${rate >= TARGET_RATE * 0.98 ? "met" : "NOT met"}; p95 < ${TARGET_P95_MS} ms ${p95 < TARGET_P95_MS ? "met" : "NOT met"}`,
      );
      if (run.refused.length > 0 || stored !== run.accepted) failed = true;
    }
    if (failed) throw new Error("a request was refused or an accepted metric was not stored");
  } finally {
    if (child && child.exitCode === null) {
      const running = child;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await database?.stop();
    await rm(root, { recursive: true, force: true });
  }
}

const serveAt = process.argv.indexOf("--serve");
if (serveAt !== -1) {
  void serve(Number(process.argv[serveAt + 1] ?? HTTP_PORT));
} else {
  main().catch((error: unknown) => {
    console.error(`[bench:rum] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
