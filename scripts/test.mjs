// `npm test`: after the type check, the e2e server starts building while the unit and integration tests run; the
// tests under tests/integration/load/ measure latency under load, so they wait for the build. The format check, knip
// and lint run beside all of that at the lowest CPU priority, on what the test stages leave idle (docs/benchmarks.md).
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync } from "node:fs";
import os from "node:os";

import { E2E_PORT, E2E_SERVER_ENV } from "../tests/e2e/support/server-env.mjs";
import { withLargerYoungGeneration } from "./node-options.mjs";

const BACKGROUND_CHECKS = ["format:check", "knip"];
const SERVER_LOG = ".data/e2e-server.log";
const LOAD_TESTS = "tests/integration/load/";
const CHECKS_LOG = ".data/static-checks.log";
const SERVER_READY_MS = 20 * 60_000;
const timings = [];

function run(command, args, options = {}) {
  const { log, ...spawnOptions } = options;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: log ? ["ignore", "pipe", "pipe"] : "inherit",
      ...spawnOptions,
    });
    if (log) {
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
    }
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Busy and total CPU time of the whole machine so far, to tell CPU-bound stages from waiting ones. */
function cpuTimes() {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const sum = times.user + times.nice + times.sys + times.irq + times.idle;
    total += sum;
    busy += sum - times.idle;
  }
  return { busy, total };
}

function busyShareSince(before) {
  const now = cpuTimes();
  return (now.busy - before.busy) / Math.max(1, now.total - before.total);
}

async function timed(name, work) {
  const started = Date.now();
  const cpu = cpuTimes();
  const code = await work();
  timings.push([name, (Date.now() - started) / 1000, code, busyShareSince(cpu), started]);
  return code;
}

/** Format check, knip and lint in turn at nice 19; their output is printed once the tests are done. */
async function backgroundChecks(built) {
  mkdirSync(".data", { recursive: true });
  const log = createWriteStream(CHECKS_LOG);
  let failed = 0;
  const check = async (stage) => {
    const code = await timed(`${stage} (idle CPU)`, () =>
      run("nice", ["-n", "19", "npm", "run", "--silent", stage], { log }),
    );
    if (code !== 0) failed = code;
  };
  for (const stage of BACKGROUND_CHECKS) await check(stage);
  // Type-aware lint reads the route types in .next, which `next build` empties and writes again.
  await built;
  await check("lint");
  await new Promise((resolve) => log.end(resolve));
  return failed;
}

function startServer() {
  mkdirSync(".data", { recursive: true });
  const log = createWriteStream(SERVER_LOG);
  const child = spawn("npx", ["tsx", "scripts/start.ts"], {
    env: { ...process.env, ...E2E_SERVER_ENV },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
  return { child, exited };
}

async function waitUntilServing(server) {
  const deadline = Date.now() + SERVER_READY_MS;
  let stopped = false;
  void server.exited.then(() => (stopped = true));
  while (Date.now() < deadline && !stopped) {
    try {
      const response = await fetch(`http://127.0.0.1:${String(E2E_PORT)}/`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return false;
}

async function stopServer(server) {
  if (server.child.exitCode !== null) return;
  try {
    process.kill(-server.child.pid, "SIGTERM");
  } catch {
    return;
  }
  // Unref'd: a pending timer would keep `npm test` alive for its full 20 s after the server has gone.
  await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 20_000).unref())]);
}

function report() {
  console.log("\nStage timings (CPU: share of the machine's cores busy during the stage):");
  timings.sort((a, b) => (a[4] ?? Infinity) - (b[4] ?? Infinity));
  for (const [name, seconds, code, busyShare] of timings) {
    const cpu = busyShare === undefined ? "" : `  CPU ${(busyShare * 100).toFixed(0).padStart(3)}%`;
    console.log(
      `  ${name.padEnd(24)} ${seconds.toFixed(0).padStart(5)} s${cpu}${code === 0 ? "" : "  (failed)"}`,
    );
  }
}

// Jest itself, not `npm run test:unit` / `test:integration`: those rebuild the blog's content first, which the type
// check has just done.
function jest(project, ...args) {
  const env =
    project === "unit"
      ? { ...process.env, NODE_OPTIONS: withLargerYoungGeneration(process.env.NODE_OPTIONS) }
      : process.env;
  return run("npx", ["jest", "--selectProjects", project, "--maxWorkers=2", ...args], { env });
}

function integration(...args) {
  return jest("integration", ...args);
}

/** Unit and integration, then (once the server is built) the load tests and e2e; stops at the first failure. */
async function testStages(server) {
  let code = await timed("test:unit", () => jest("unit"));
  if (code !== 0) return code;
  code = await timed("test:integration", () => integration("--testPathPatterns", `^(?!.*${LOAD_TESTS})`));
  if (code !== 0) return code;
  const serving = await timed("e2e server ready (wait)", async () => ((await server.serving) ? 0 : 1));
  if (serving !== 0) {
    console.error(`The end-to-end server did not start: see ${SERVER_LOG}`);
    return 1;
  }
  code = await timed("integration under load", () => integration("--testPathPatterns", LOAD_TESTS));
  if (code !== 0) return code;
  return timed("test:e2e", () =>
    run("npm", ["run", "test:e2e"], { env: { ...process.env, E2E_REUSE_SERVER: "1" } }),
  );
}

async function main() {
  const started = Date.now();
  const cpu = cpuTimes();
  if ((await run("node", ["scripts/ensure-chromium.mjs"])) !== 0) return 1;
  // Before the build starts: `next build` empties .next, whose route types the type check reads.
  let code = await timed("typecheck", () => run("npm", ["run", "typecheck"]));
  if (code !== 0) {
    report();
    return code;
  }
  const server = startServer();
  server.serving = waitUntilServing(server);
  const checks = backgroundChecks(server.serving);
  try {
    code = await testStages(server);
  } finally {
    await stopServer(server);
  }
  const checksCode = await checks;
  console.log(`\nLint, format check and knip (${CHECKS_LOG}):\n${readFileSync(CHECKS_LOG, "utf8")}`);
  if (code === 0) code = checksCode;
  timings.push(["total", (Date.now() - started) / 1000, code, busyShareSince(cpu)]);
  report();
  return code;
}

process.exitCode = await main();
