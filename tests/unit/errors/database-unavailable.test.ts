// Which errors mean "the database is not there" (lib/errors/database-unavailable.ts): answered 503.
import { databaseUnavailableReason, isDatabaseUnavailable } from "@/lib/errors/database-unavailable";

describe("isDatabaseUnavailable", () => {
  it("recognises Prisma's, the adapter's and the driver's ways of saying so", () => {
    const adapter = Object.assign(new Error("DatabaseNotReachable"), {
      cause: { kind: "DatabaseNotReachable" },
    });
    const prisma = Object.assign(new Error("Raw query failed"), {
      name: "PrismaClientKnownRequestError",
      code: "P2010",
      meta: { driverAdapterError: adapter },
    });
    expect(isDatabaseUnavailable(prisma)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "P1001" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "57P01" }))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error("x", { cause: new Error("Connection terminated unexpectedly") })),
    ).toBe(true);
  });

  it("leaves other errors alone", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("Unique constraint"), { code: "P2002" }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable("a string")).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe("databaseUnavailableReason", () => {
  it("names the first sign along the cause chain, for one log line per kind of outage", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(databaseUnavailableReason(new Error("query failed", { cause: refused }))).toBe("ECONNREFUSED");
    expect(
      databaseUnavailableReason({ meta: { driverAdapterError: { cause: { kind: "SocketTimeout" } } } }),
    ).toBe("SocketTimeout");
    expect(databaseUnavailableReason(new Error("boom"))).toBeUndefined();
  });
});
