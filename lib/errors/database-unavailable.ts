// Recognising "the database is not there" (issue 15, "the database going away"): PostgreSQL stopped,
// restarting, unreachable or refusing connections. Such errors are answered 503 SERVICE_UNAVAILABLE
// with Retry-After instead of a 500, and nothing needs restarting: the connection pool reconnects
// on the next query once the server is back. Matched by names and codes along the error's cause
// chain, so this module loads neither Prisma nor pg.

/** Prisma's codes for an unreachable or closed database server (Prisma error reference, P1xxx). */
const PRISMA_CODES: ReadonlySet<string> = new Set(["P1001", "P1002", "P1008", "P1017"]);
/** @prisma/adapter-pg's kinds for socket failures. */
const ADAPTER_KINDS: ReadonlySet<string> = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
]);
/** Node socket errors, and PostgreSQL's shutdown/startup SQLSTATEs (57P01-57P03) and class 08. */
const DRIVER_CODES: ReadonlySet<string> = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection is closed|Client has encountered a connection error/i;

/** Seconds a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function field(value: object, key: string): unknown {
  return key in value ? (value as Record<string, unknown>)[key] : undefined;
}

/** What in `value` says the database is away (a code, an adapter kind, a name), or undefined. */
function unavailableSign(value: object): string | undefined {
  const name = field(value, "name");
  const code = field(value, "code");
  const kind = field(value, "kind");
  const message = field(value, "message");
  if (name === "PrismaClientInitializationError") return name;
  if (typeof code === "string" && (PRISMA_CODES.has(code) || DRIVER_CODES.has(code) || code.startsWith("08")))
    return code;
  if (typeof kind === "string" && ADAPTER_KINDS.has(kind)) return kind;
  if (typeof message === "string" && CONNECTION_MESSAGES.test(message)) return "connection closed";
  return undefined;
}

/**
 * Why `error` says the database cannot be reached, from the first sign along its cause chain
 * ("ECONNREFUSED", "P1001", "DatabaseNotReachable"…); undefined when it does not.
 */
export function databaseUnavailableReason(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === "object" && current !== null; depth += 1) {
    const sign = unavailableSign(current);
    if (sign !== undefined) return sign;
    // Prisma keeps the adapter's error in meta.driverAdapterError, which keeps the kind in cause.
    current = field(current, "cause") ?? field(current, "driverAdapterError") ?? field(current, "meta");
  }
  return undefined;
}

/** Whether `error`, or anything in its cause chain, says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableReason(error) !== undefined;
}
