// Page-cache revalidations shared through PostgreSQL (lib/cache/shared-revalidations.ts): two
// coordinators on one database stand for two instances.
import { migrate } from "@/lib/db/migrate";
import { createDatabase, type Database } from "@/lib/db/prisma";
import { createSharedRevalidations, type TagRevalidation } from "@/lib/cache/shared-revalidations";
import { createScratchDatabase, type ScratchDatabase } from "../support/database";

let scratch: ScratchDatabase;
let prisma: Database;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  await migrate(scratch.url);
  prisma = createDatabase(scratch.url);
});
afterAll(async () => {
  await prisma.$disconnect();
  await scratch.drop();
});
beforeEach(async () => {
  await prisma.cacheRevalidation.deleteMany();
});

/** An instance's coordinator with a clock the test moves, and what it applied. */
function instance(clock = { now: 1_000_000 }) {
  const applied: TagRevalidation[][] = [];
  const shared = createSharedRevalidations({ database: () => prisma, now: () => clock.now });
  const refresh = () =>
    shared.refresh((revalidations) => {
      applied.push(revalidations);
      return Promise.resolve();
    });
  return { shared, clock, applied, refresh };
}

test("a revalidation recorded on one instance is applied once on the other, not on its own", async () => {
  const a = instance();
  const b = instance();
  await a.refresh();
  await b.refresh();
  await a.shared.record(["_N_T_/supplement/vitamin-d"]);

  b.clock.now += 1000;
  await b.refresh();
  expect(b.applied).toEqual([[{ tag: "_N_T_/supplement/vitamin-d", expireSeconds: null }]]);

  a.clock.now += 1000;
  await a.refresh();
  expect(a.applied).toEqual([]);

  // The row is read again within the commit margin, but is not applied twice.
  b.clock.now += 1000;
  await b.refresh();
  expect(b.applied).toHaveLength(1);
});

test("the database is read at most once per interval, and callers during a read share it", async () => {
  const a = instance();
  const b = instance();
  await b.refresh();
  await a.shared.record(["t-one"], 300);

  b.clock.now += 500;
  await b.refresh();
  expect(b.applied).toEqual([]);

  b.clock.now += 500;
  await Promise.all([b.refresh(), b.refresh(), b.refresh()]);
  expect(b.applied).toEqual([[{ tag: "t-one", expireSeconds: 300 }]]);
});

test("an instance that starts applies the revalidations of the last day", async () => {
  const a = instance();
  await a.shared.record(["t-earlier", "t-later"]);
  const late = instance();
  await late.refresh();
  expect(late.applied.flat().map((r) => r.tag)).toEqual(["t-earlier", "t-later"]);
});

test("rows older than a day are deleted when a revalidation is recorded", async () => {
  await prisma.cacheRevalidation.create({
    data: { tag: "t-old", revalidatedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) },
  });
  const a = instance({ now: Date.now() });
  await a.shared.record(["t-new"]);
  const tags = (await prisma.cacheRevalidation.findMany()).map((row) => row.tag);
  expect(tags).toEqual(["t-new"]);
});

test("a database that fails is logged, not thrown, and the cache carries on", async () => {
  const logged: string[] = [];
  const failing = createSharedRevalidations({
    database: () => {
      throw new Error("connection refused");
    },
    log: (message) => logged.push(message),
  });
  await expect(failing.record(["t-x"])).resolves.toBeUndefined();
  await expect(failing.refresh(() => Promise.resolve())).resolves.toBeUndefined();
  expect(logged).toEqual(["could not record a revalidation for the other instances"]);
});

test("a read that hangs holds a page lookup up for a quarter of a second at most", async () => {
  const hanging = createSharedRevalidations({
    database: () =>
      ({ cacheRevalidation: { findMany: () => new Promise<never>(() => undefined) } }) as unknown as Database,
  });
  const started = Date.now();
  await hanging.refresh(() => Promise.resolve());
  await hanging.refresh(() => Promise.resolve());
  expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  expect(Date.now() - started).toBeLessThan(1000);
});
