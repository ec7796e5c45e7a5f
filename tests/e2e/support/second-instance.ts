// A second app instance for specs that show several instances behave as one site
// (docs/running-several-instances.md): the same build (this checkout's .next, which the e2e server
// built), the same NEXTAUTH_SECRET and the same database as the e2e server, on the port 10 above it.
// It is served as `npm start` serves (scripts/start.ts): lib/framework/serve.ts with the e2e server's settings from
// playwright.config.ts's webServer.env.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

import { parseServerEnv } from "@/lib/env";

import { databaseUrl } from "./outbox";

const ROOT = path.resolve(__dirname, "..", "..", "..");
const SERVE_SCRIPT = path.join(ROOT, "lib", "framework", "serve.ts");
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export interface SecondInstance {
  /** Its origin, e.g. http://127.0.0.1:3110. */
  url: string;
  stop(): Promise<void>;
}

/** The e2e server's auth secret: NEXTAUTH_SECRET when set, else the one `npm start` keeps in .data. */
function authSecret(): string {
  return (
    parseServerEnv().NEXTAUTH_SECRET ?? readFileSync(path.join(ROOT, ".data", "auth-secret"), "utf8").trim()
  );
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The second instance did not become healthy at ${url}:\n${output.slice(-40).join("")}`);
}

/** Starts the second instance beside the e2e server at `firstUrl` and waits until it is healthy. */
export async function startSecondInstance(firstUrl: string): Promise<SecondInstance> {
  const first = new URL(firstUrl);
  const port = Number(first.port) + 10;
  const url = `${first.protocol}//${first.hostname}:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl(),
    NEXTAUTH_SECRET: authSecret(),
    PORT: String(port),
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    SITE_URL: "",
    RUM_ENABLED: "true",
    TRUSTED_PROXIES: "1",
  };
  delete env.NEXTAUTH_URL;
  const child = spawn(
    process.execPath,
    ["--require", "tsx/cjs", "--eval", `require(${JSON.stringify(SERVE_SCRIPT)})`],
    {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    await exited(child);
    clearTimeout(timer);
  };
  try {
    await waitUntilHealthy(url, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
