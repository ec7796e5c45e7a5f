// `npm start` (`--dev` for `npm run dev`): docs/reference/scripts.md "Running the app". Ctrl-C / SIGTERM stops Next
// first, then PostgreSQL, so no process is left behind.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import exitHook from "async-exit-hook";
import { seedDatabase } from "../prisma/seed";
import { buildIsCurrent } from "./build-state";
import { withLargerYoungGeneration } from "./node-options.mjs";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../lib/db/embedded-postgres";
import { migrate } from "../lib/db/migrate";
import { connectDatabase } from "../lib/db/prisma";
import { EnvError, parseServerEnv, pushConfig, type ServerEnv } from "../lib/env";
import { startPriceAlertJobs } from "../lib/jobs/price-alerts";
import { applyRetention, describeRetention, startRetentionJobs } from "../lib/jobs/retention";
import { startPriceFeedJobs, type PriceFeedJobs } from "../lib/jobs/price-feeds";

const ROOT = path.resolve(__dirname, "..");
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
const SERVE_SCRIPT = path.join(ROOT, "lib", "framework", "serve.ts");
const SHUTDOWN_GRACE_MS = 10_000;

const log = (message: string) => console.log(`[start] ${message}`);

function runNext(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [NEXT_BIN, ...args], { cwd: ROOT, env, stdio: "inherit" });
}

// Under tsx's CommonJS hooks only: under its ESM hooks Next's per-request import() of the cache handler goes through
// a loader thread, about 10% slower on / (docs/benchmarks.md "Load").
function runServer(env: NodeJS.ProcessEnv): ChildProcess {
  const script = `require(${JSON.stringify(SERVE_SCRIPT)})`;
  return spawn(process.execPath, ["--require", "tsx/cjs", "--eval", script], {
    cwd: ROOT,
    env,
    stdio: "inherit",
  });
}

function waitForExit(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) {
      resolve(child.exitCode);
      return;
    }
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), SHUTDOWN_GRACE_MS);
  await waitForExit(child);
  clearTimeout(timer);
}

/** Else the one kept in .data/auth-secret (created on the first start, owner-only), so sessions survive restarts. */
async function authSecretFor(env: ServerEnv): Promise<string> {
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  const file = path.join(ROOT, ".data", "auth-secret");
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(48).toString("base64url");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  log(`Generated an auth secret in ${path.relative(ROOT, file)}`);
  return secret;
}

/**
 * Web Push keys: from the environment, else (outside production) the pair kept in .data/vapid-keys.json,
 * made on the first start like the auth secret, so subscriptions survive restarts.
 */
async function vapidKeysFor(
  env: ServerEnv,
): Promise<{ VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string }> {
  if ((env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) || env.NODE_ENV === "production") {
    return { VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY };
  }
  const file = path.join(ROOT, ".data", "vapid-keys.json");
  try {
    const stored = JSON.parse(await readFile(file, "utf8")) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.publicKey === "string" && typeof stored.privateKey === "string") {
      return { VAPID_PUBLIC_KEY: stored.publicKey, VAPID_PRIVATE_KEY: stored.privateKey };
    }
  } catch (error) {
    if (!(error instanceof SyntaxError) && (error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  // web-push is CommonJS: under ESM only its default export is sure to carry every function.
  const keys = (await import("web-push")).default.generateVAPIDKeys();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  log(`Generated a Web Push key pair in ${path.relative(ROOT, file)}`);
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}

async function applyRetentionAt(databaseUrl: string): Promise<void> {
  connectDatabase(databaseUrl);
  const summary = describeRetention(await applyRetention());
  if (summary) log(summary);
}

async function main(): Promise<void> {
  const dev = process.argv.includes("--dev");
  let env: ServerEnv;
  try {
    env = parseServerEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let database: EmbeddedDatabase | undefined;
  let child: ChildProcess | undefined;
  let jobs: PriceFeedJobs | undefined;
  let shuttingDown = false;

  const shutdown = async (reason: string, exitCode: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log(`${reason}: stopping${child ? " Next.js and" : ""}${database ? " PostgreSQL" : ""}…`);
    await stopChild(child);
    await jobs?.stop();
    await database?.stop();
    process.exit(exitCode);
  };
  // embedded-postgres stops its servers from async-exit-hook signal handlers, in parallel with
  // anything else; take the signals over so Next stops before the database it is using.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    exitHook.unhookEvent(signal);
    process.on(signal, () => void shutdown(`Received ${signal}`, 0));
  }

  try {
    let databaseUrl = env.DATABASE_URL;
    if (databaseUrl) {
      log("Using the database in DATABASE_URL");
    } else {
      const started = Date.now();
      database = await startEmbeddedPostgres({
        dataDir: path.resolve(ROOT, env.EMBEDDED_PG_DIR),
        preferredPort: env.EMBEDDED_PG_PORT,
        log,
      });
      databaseUrl = database.url;
      log(
        `Embedded PostgreSQL ready on port ${database.port} (data in ${database.dataDir}) in ${Date.now() - started} ms`,
      );
    }

    const migrations = await migrate(databaseUrl, { log });
    log(
      `Migrations: ${migrations.applied.length} applied, ${migrations.alreadyApplied.length} already applied`,
    );
    if (!env.SKIP_SEED) {
      const report = await seedDatabase(databaseUrl);
      log(
        `Seed: ${report.authorisedClaims} authorised GB health claims, ${report.ingredients} ingredients, ${report.interactionRecords} interaction records, ${report.products} pack sizes of products (sample prices)`,
      );
    }
    await applyRetentionAt(databaseUrl);
    jobs = await startPriceFeedJobs(databaseUrl, { feeds: env.PRICE_FEEDS, log });
    log(`Price feeds: fetched hourly by the job queue (${env.PRICE_FEEDS.length} from PRICE_FEEDS)`);
    const secret = await authSecretFor(env);
    const vapidKeys = await vapidKeysFor(env);
    await startPriceAlertJobs(jobs.boss, { siteUrl: env.SITE_URL, secret, log });
    await startRetentionJobs(jobs.boss, { log });
    // The plan reminders read stacks through server modules: marked loaded here, as for the PDF benchmark.
    await import("./server-only-stub.mjs");
    const { startPlanReminderJobs } = await import("../lib/jobs/plan-reminders");
    await startPlanReminderJobs(jobs.boss, {
      siteUrl: env.SITE_URL,
      secret,
      push: pushConfig({ ...env, ...vapidKeys }),
      log,
    });

    const childEnv: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(env.PORT),
      NEXT_TELEMETRY_DISABLED: "1",
      NEXTAUTH_SECRET: secret,
      NEXTAUTH_URL: env.NEXTAUTH_URL ?? env.SITE_URL,
      ...vapidKeys,
    };
    if (dev) {
      child = runServer({ ...childEnv, NODE_ENV: "development" });
    } else {
      if (await buildIsCurrent(ROOT)) {
        log("The build is current; skipping `next build`");
      } else {
        log("Building the app (next build --webpack)…");
        child = runNext(["build", "--webpack"], {
          ...childEnv,
          NODE_ENV: "production",
          NODE_OPTIONS: withLargerYoungGeneration(childEnv.NODE_OPTIONS),
        });
        const code = await waitForExit(child);
        child = undefined;
        if (code !== 0) throw new Error(`next build failed with exit code ${code}`);
      }
      log(`Serving on http://localhost:${env.PORT}`);
      child = runServer({ ...childEnv, NODE_ENV: "production" });
    }
    const code = await waitForExit(child);
    await shutdown(`Next.js exited with code ${code}`, code);
  } catch (error) {
    console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
    await shutdown("Start-up failed", 1);
  }
}

void main();
