// The database going away: with PostgreSQL stopped, API
// routes answer 503 SERVICE_UNAVAILABLE in the catalogue's envelope (never a 500, never a crash),
// pages rendered from the database answer a friendly 503 page from proxy.ts (lib/db/outage.ts) while
// cached and static pages pass, and everything answers normally again once it is back, without
// restarting the app. The test runs its own
// embedded PostgreSQL in a child process (tests/support/embedded-postgres-probe.ts, "hold") so it
// can stop and start it.
import { spawn, type ChildProcess } from "node:child_process";
import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { findFreePort } from "@/lib/db/data-dir";
import { migrate } from "@/lib/db/migrate";
import { NextRequest } from "next/server";
import { readError, type RouteHandler } from "../support/http";

const PROBE = path.join(process.cwd(), "tests", "support", "embedded-postgres-probe.ts");
const SITE = "http://localhost:3000";

let root: string;
let dataDir: string;
let port: number;
let server: ChildProcess | undefined;

async function startServer(): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", PROBE, dataDir, String(port), "hold"]);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  for (let waited = 0; !output.includes("READY"); waited += 100) {
    if (waited > 60_000 || child.exitCode !== null) throw new Error(`PostgreSQL did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server = child;
}

async function stopServer(): Promise<void> {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

type Proxy = (request: NextRequest) => Promise<Response>;
let proxy: Proxy;
let health: RouteHandler;
let search: RouteHandler;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "db-outage-"));
  await chmod(root, 0o755);
  dataDir = path.join(root, "pg");
  port = await findFreePort(56500);
  await startServer();
  const { password } = JSON.parse(await readFile(`${dataDir}.credentials.json`, "utf8")) as {
    password: string;
  };
  const url = `postgresql://postgres:${encodeURIComponent(password)}@localhost:${port}/supplement_stack`;
  await migrate(url);
  process.env.DATABASE_URL = url;
  health = (await import("@/app/api/health/route")).GET;
  search = (await import("@/app/api/supplements/route")).GET;
  proxy = (await import("@/proxy")).proxy;
}, 120_000);
afterAll(async () => {
  await (await import("@/lib/db/prisma")).db().$disconnect();
  await stopServer();
  await rm(root, { recursive: true, force: true });
  await rm(`${dataDir}.credentials.json`, { force: true });
});

const get = (handler: RouteHandler, pathAndQuery: string) =>
  handler(new Request(`${SITE}${pathAndQuery}`), { params: Promise.resolve({ id: "" }) });

it("answers 503 while PostgreSQL is stopped and recovers when it is back, without a restart", async () => {
  expect((await get(health, "/api/health")).status).toBe(200);
  expect((await get(search, "/api/supplements?q=magnesium")).status).toBe(200);

  await stopServer();
  for (const [handler, url] of [
    [health, "/api/health"],
    [search, "/api/supplements?q=magnesium"],
  ] as const) {
    const down = await get(handler, url);
    expect(down.status).toBe(503);
    expect(await readError(down)).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(Number(down.headers.get("retry-after"))).toBeGreaterThan(0);
  }

  await startServer();
  expect((await get(health, "/api/health")).status).toBe(200);
  expect((await get(search, "/api/supplements?q=magnesium")).status).toBe(200);
});

/** What proxy.ts answers for a page: 503 (its outage page) or on to the page (Next's "next" header). */
async function page(pathname: string): Promise<Response> {
  return proxy(new NextRequest(`${SITE}${pathname}`));
}
const passesOn = (response: Response) => response.headers.get("x-middleware-next") === "1";
/** The proxy keeps its database check for a second. */
const afterProbeExpires = () => new Promise((resolve) => setTimeout(resolve, 1_100));

it("answers a friendly 503 page for pages rendered from the database while it is away", async () => {
  for (const pathname of ["/browse?q=zinc", "/community-stacks", "/stack/abc"])
    expect(passesOn(await page(pathname))).toBe(true);
  // The common /browse views come from the page cache (lib/catalogue/browse-views.ts).
  expect((await page("/browse?category=immune")).headers.get("x-middleware-rewrite")).toBe(
    `${SITE}/browse/v/category.immune`,
  );

  await stopServer();
  await afterProbeExpires();
  for (const pathname of ["/browse", "/community-stacks", "/stack/abc", "/dashboard"]) {
    const down = await page(pathname);
    expect(down.status).toBe(503);
    expect(down.headers.get("content-type")).toMatch(/^text\/html/);
    expect(Number(down.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(down.headers.get("cache-control")).toBe("no-store");
    const html = await down.text();
    expect(html).toContain("We'll be back shortly");
    expect(html).toContain("SERVICE_UNAVAILABLE");
    expect(html).not.toMatch(/<script/i);
  }
  // Pages served from the cache or without the database are not the proxy's to refuse.
  for (const pathname of ["/blog", "/privacy-policy", "/supplement/some-product"]) {
    expect(passesOn(await page(pathname))).toBe(true);
  }

  await startServer();
  await afterProbeExpires();
  for (const pathname of ["/browse?q=zinc", "/community-stacks"])
    expect(passesOn(await page(pathname))).toBe(true);
}, 120_000);
