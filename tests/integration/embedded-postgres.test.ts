// The embedded PostgreSQL that `npm start` and the tests run: clear errors, port fallback, reuse of
// data, and no process left behind.
import { execFile, spawn } from "node:child_process";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { DataDirError, findFreePort, inspectDataDir } from "@/lib/db/data-dir";

const PROBE = path.join(process.cwd(), "tests", "support", "embedded-postgres-probe.ts");
// One node process (no tsx wrapper process), so a signal reaches the process that holds PostgreSQL.
const NODE_ARGS = ["--import", "tsx", PROBE];

interface ProbeResult {
  pid: number;
  port: number;
  logs: string[];
  rows: { value: string }[];
  error?: string;
}

async function probe(dataDir: string, port: number, mode: "write" | "read"): Promise<ProbeResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...NODE_ARGS, dataDir, String(port), mode],
    { timeout: 60_000 },
  );
  return JSON.parse(stdout.trim().split("\n")[0] ?? "{}") as ProbeResult;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  for (let waited = 0; waited < timeoutMs; waited += 100) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe("embedded PostgreSQL", () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "embedded-pg-"));
    await chmod(root, 0o755);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("explains which path is unusable and why", async () => {
    const file = path.join(root, "a-file");
    await writeFile(file, "x");
    await expect(inspectDataDir(file)).rejects.toThrow(
      `Cannot use the embedded PostgreSQL data directory ${file}: it exists but is not a directory`,
    );

    const notPostgres = path.join(root, "photos");
    await mkdir(notPostgres);
    await writeFile(path.join(notPostgres, "holiday.jpg"), "x");
    await expect(inspectDataDir(notPostgres)).rejects.toThrow(
      /photos: it is not empty and is not a PostgreSQL data directory \(no PG_VERSION file\)/,
    );

    const oldCluster = path.join(root, "old");
    await mkdir(oldCluster);
    await writeFile(path.join(oldCluster, "PG_VERSION"), "16\n");
    const error = await inspectDataDir(oldCluster).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataDirError);
    expect((error as Error).message).toContain(
      "it holds a PostgreSQL 16 cluster, but the embedded server is PostgreSQL 18",
    );

    await expect(inspectDataDir(path.join(root, "new"))).resolves.toBe("missing");
  });

  it("stops without leaving a process behind and reuses the data on the next start", async () => {
    const dataDir = path.join(root, "pg");
    const port = await findFreePort(56100);
    const first = await probe(dataDir, port, "write");
    expect(first.error).toBeUndefined();
    expect(first.logs.some((message) => message.startsWith("Initialising a new PostgreSQL cluster"))).toBe(
      true,
    );
    expect(isAlive(first.pid)).toBe(false);

    const second = await probe(dataDir, port, "read");
    expect(second.logs.some((message) => message.startsWith("Initialising"))).toBe(false);
    expect(second.rows).toEqual([{ value: "still here" }]);
    expect(isAlive(second.pid)).toBe(false);
  });

  it("uses the next free port when the preferred one is taken", async () => {
    const blocker = net.createServer();
    const taken = await findFreePort(56200);
    await new Promise<void>((resolve) => blocker.listen({ port: taken, host: "127.0.0.1" }, resolve));
    try {
      const result = await probe(path.join(root, "pg"), taken, "write");
      expect(result.port).toBeGreaterThan(taken);
      expect(result.logs).toContain(
        `Port ${taken} is taken; the embedded PostgreSQL uses port ${result.port}`,
      );
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it("stops PostgreSQL when the process holding it receives SIGTERM", async () => {
    const child = spawn(process.execPath, [
      ...NODE_ARGS,
      path.join(root, "pg"),
      String(await findFreePort(56300)),
      "hold",
    ]);
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    expect(await waitUntil(() => output.includes("READY"), 30_000)).toBe(true);
    const { pid } = JSON.parse(output.split("\n")[0] ?? "{}") as ProbeResult;
    expect(isAlive(pid)).toBe(true);

    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    expect(await waitUntil(() => !isAlive(pid), 10_000)).toBe(true);
  });

  it("stops a server orphaned by a killed run before starting again", async () => {
    const dataDir = path.join(root, "pg");
    const port = await findFreePort(56400);
    await probe(dataDir, port, "write");
    const child = spawn(process.execPath, [...NODE_ARGS, dataDir, String(port), "hold"]);
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    expect(await waitUntil(() => output.includes("READY"), 30_000)).toBe(true);
    const { pid } = JSON.parse(output.split("\n")[0] ?? "{}") as ProbeResult;

    // SIGKILL runs no exit hook: PostgreSQL outlives its parent.
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    expect(isAlive(pid)).toBe(true);

    const next = await probe(dataDir, port, "read");
    expect(next.logs).toContain(`Stopping an orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
    expect(next.rows).toEqual([{ value: "still here" }]);
    expect(isAlive(pid)).toBe(false);
  });
});
