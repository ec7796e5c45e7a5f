// Matched by names and codes along the cause chain, so this module loads neither Prisma nor pg.

// Prisma error reference, P1xxx: the database server is unreachable or closed.
const PRISMA_CODES: ReadonlySet<string> = new Set(["P1001", "P1002", "P1008", "P1017"]);
const ADAPTER_KINDS: ReadonlySet<string> = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
]);
// Node socket errors, and PostgreSQL's shutdown/startup SQLSTATEs (57P01-57P03) and class 08.
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

export const DATABASE_RETRY_AFTER_SECONDS = 5;

function field(value: object, key: string): unknown {
  return key in value ? (value as Record<string, unknown>)[key] : undefined;
}

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

export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableReason(error) !== undefined;
}
