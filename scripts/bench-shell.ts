// `npm run bench:shell` (docs/benchmarks.md "Start-up and first-load JS"): the time from `npm start` to the first 200
// on `/` (first and warm start) and the first-load JavaScript of `/`. The build is not timed.
import { spawn, type ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(__dirname, "..");
const PORT = 3200;
const BASE = `http://localhost:${PORT}`;
const DATA_DIR = ".data/bench-postgres";

function startServer(): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", "start.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      EMBEDDED_PG_DIR: DATA_DIR,
      EMBEDDED_PG_PORT: "55600",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "inherit"],
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
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function timedStart(): Promise<{ ms: number; child: ChildProcess }> {
  const started = Date.now();
  const child = startServer();
  child.stdout?.resume();
  await waitForOk(`${BASE}/`, 15 * 60_000);
  return { ms: Date.now() - started, child };
}

async function firstLoadJs(): Promise<{ files: number; rawBytes: number; gzipBytes: number }> {
  const html = await (await fetch(`${BASE}/`)).text();
  // noModule scripts (Next's polyfills) are skipped by every browser that runs modules.
  const tags = [...html.matchAll(/<script[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/nomodule/i.test(tag));
  const sources = [...new Set(tags.map((tag) => /src="([^"]+)"/.exec(tag)?.[1] ?? ""))].filter(Boolean);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, BASE))).arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body).length;
  }
  return { files: sources.length, rawBytes, gzipBytes };
}

async function main(): Promise<void> {
  await rm(path.join(ROOT, DATA_DIR), { recursive: true, force: true });
  await rm(path.join(ROOT, `${DATA_DIR}.credentials.json`), { force: true });

  const first = await timedStart();
  await stopServer(first.child);
  const warm = await timedStart();
  const js = await firstLoadJs();
  await stopServer(warm.child);

  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(
    `first start (new database; includes a build only if the build was stale): ${first.ms} ms to first 200 on /`,
  );
  console.log(`warm second start: ${warm.ms} ms to first 200 on /`);
  console.log(
    `first-load JS of / (modern browsers; noModule polyfills excluded): ${js.files} scripts, ${kB(js.rawBytes)} raw, ${kB(js.gzipBytes)} gzip`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
