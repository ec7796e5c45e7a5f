// Which errors mean "the database is not there" (lib/errors/database-unavailable.ts): answered 503.
import { isDatabaseUnavailable } from "@/lib/errors/database-unavailable";

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
