// lib/errors/outage-log.ts: while a dependency is away, one line per kind of failure an interval.
import { AppError } from "@/lib/errors/app-error";
import { createOutageLog } from "@/lib/errors/outage-log";

function setup() {
  const clock = { now: Date.parse("2026-11-28T12:00:00Z") };
  const lines: string[] = [];
  const log = createOutageLog({
    intervalMs: 60_000,
    now: () => clock.now,
    write: (line) => lines.push(line),
  });
  return { clock, lines, log };
}

const unavailable = () => new AppError("SERVICE_UNAVAILABLE", "The database is unavailable");
const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
const timedOut = { cause: { kind: "SocketTimeout" } };

it("logs the first failure of a kind, then counts the rest until the interval is over", () => {
  const { clock, lines, log } = setup();
  for (let request = 0; request < 30; request += 1) {
    log(unavailable(), refused, `r${request}`);
    clock.now += 1_000;
  }
  expect(lines).toEqual([
    "[request r0] SERVICE_UNAVAILABLE ECONNREFUSED answered with 503: The database is unavailable",
  ]);

  clock.now += 30_000;
  log(unavailable(), refused, "later");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toBe(
    "[request later] SERVICE_UNAVAILABLE ECONNREFUSED answered with 503: The database is unavailable; " +
      "29 more since 2026-11-28T12:00:00.000Z",
  );
});

it("keeps a separate interval for each kind", () => {
  const { lines, log } = setup();
  log(unavailable(), refused, "a");
  log(unavailable(), timedOut, "b");
  log(new AppError("EXTERNAL_SERVICE_ERROR", "feed host down"), new Error("x"), "c");
  log(unavailable(), refused, "d");
  expect(lines.map((line) => line.split(" answered")[0])).toEqual([
    "[request a] SERVICE_UNAVAILABLE ECONNREFUSED",
    "[request b] SERVICE_UNAVAILABLE SocketTimeout",
    "[request c] EXTERNAL_SERVICE_ERROR",
  ]);
});

it("logs the message on one line, never a stack", () => {
  const { lines, log } = setup();
  const prismaMessage =
    "Database check failed: \nInvalid `prisma.$queryRaw()` invocation:\n\n\nCan't reach it";
  log(new AppError("SERVICE_UNAVAILABLE", prismaMessage), new Error("with a stack"), "r");
  expect(lines).toEqual([
    "[request r] SERVICE_UNAVAILABLE answered with 503: Database check failed: Invalid `prisma.$queryRaw()` invocation: Can't reach it",
  ]);
  const long = setup();
  long.log(new AppError("SERVICE_UNAVAILABLE", "x".repeat(1_000)), undefined, "long");
  expect(long.lines[0]?.length).toBeLessThan(400);
});
