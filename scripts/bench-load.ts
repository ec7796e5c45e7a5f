// `npm run bench:load [-- --url=http://host:port --connections=N --seconds=N]` (docs/benchmarks.md "Load").
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { z } from "zod";
import { runAutocannon, type LoadTarget } from "./autocannon";

const ROOT = path.resolve(__dirname, "..");
const OWN_PORT = 3210;

const argsSchema = z.object({
  url: z.url().optional(),
  connections: z.coerce.number().int().min(1).max(500).default(20),
  seconds: z.coerce.number().int().min(1).max(600).default(10),
});

function parseArgs(argv: readonly string[]) {
  const entries = argv.flatMap((arg) => {
    const match = /^--([a-z]+)=(.*)$/.exec(arg);
    return match ? [[match[1], match[2]] as const] : [];
  });
  return argsSchema.parse(Object.fromEntries(entries));
}

type Target = LoadTarget & { name: string };

function startServer(base: string): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", "start.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(OWN_PORT),
      SITE_URL: base,
      EMBEDDED_PG_DIR: ".data/bench-load-postgres",
      EMBEDDED_PG_PORT: "55610",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

const searchIdsSchema = z.object({
  data: z.object({ items: z.array(z.object({ id: z.string() })).min(2) }),
});

async function targetsFor(base: string): Promise<Target[]> {
  const browse = await (await fetch(`${base}/browse`)).text();
  const productPath = /href="(\/supplement\/[^"?#]+)"/.exec(browse)?.[1];
  if (!productPath) throw new Error("No supplement link found on /browse");
  // The yardstick each route is compared with: a static file the same server answers.
  const assetPath = /src="(\/_next\/static\/[^"]+\.js)"/.exec(browse)?.[1];
  if (!assetPath) throw new Error("No static script found on /browse");
  const search = searchIdsSchema.parse(await (await fetch(`${base}/api/supplements?q=magnesium`)).json());
  const ids = search.data.items.slice(0, 2).map((item) => item.id);
  return [
    { name: "static asset", url: `${base}${assetPath}` },
    { name: "/", url: `${base}/` },
    { name: "/browse", url: `${base}/browse` },
    {
      name: "/browse?category=immune&sort=price_per_day",
      url: `${base}/browse?category=immune&sort=price_per_day`,
    },
    { name: "/browse?q=magnesium (per request)", url: `${base}/browse?q=magnesium` },
    { name: "supplement page", url: `${base}${productPath}` },
    { name: "search (GET /api/supplements?q=magnesium)", url: `${base}/api/supplements?q=magnesium` },
    {
      name: "analyse (POST /api/interactions/analyze, 2 products)",
      url: `${base}/api/interactions/analyze`,
      method: "POST",
      body: JSON.stringify({ supplementIds: ids }),
    },
  ];
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const base = (args.url ?? `http://localhost:${OWN_PORT}`).replace(/\/$/, "");
  const server = args.url ? undefined : startServer(base);
  try {
    await waitForOk(`${base}/`, 20 * 60_000);
    const targets = await targetsFor(base);
    console.log(`Load: ${args.connections} connections, ${args.seconds} s per route, against ${base}`);
    console.log("| Route | Requests/s | × static asset | p50 | p99 | Non-2xx | Errors |");
    console.log("| --- | --- | --- | --- | --- | --- | --- |");
    let assetRate: number | null = null;
    for (const target of targets) {
      // A short warm-up so the first compilation of a route or a cold cache is not measured.
      await runAutocannon(target, base, 2, 1);
      const report = await runAutocannon(target, base, args.connections, args.seconds);
      const failures = report.errors + report.timeouts;
      assetRate ??= report.requests.average;
      const ratio = (report.requests.average / assetRate).toFixed(2);
      console.log(
        `| ${target.name} | ${report.requests.average.toFixed(0)} | ${ratio} | ${report.latency.p50} ms | ${report.latency.p99} ms | ${report.non2xx} | ${failures} |`,
      );
    }
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
