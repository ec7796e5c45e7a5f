// The cache handler Next loads (lib/framework/shared-cache-handler.mjs) over Next's own file-system cache:
// a page cached here is expired by a revalidation another instance recorded, and a revalidation made
// here is recorded for the others. Also guards the handler against changes in Next's internals
// (docs/running-several-instances.md "Cached pages").
import path from "node:path";

import { createSharedRevalidations, type SharedRevalidations } from "@/lib/cache/shared-revalidations";
import { migrate } from "@/lib/db/migrate";
import { createDatabase, type Database } from "@/lib/db/prisma";
import { createScratchDatabase, type ScratchDatabase } from "../support/database";

interface CacheEntry {
  value: unknown;
}
interface Handler {
  get(
    key: string,
    ctx: { kind: string; isFallback: boolean; isRoutePPREnabled: boolean },
  ): Promise<CacheEntry | null>;
  set(key: string, data: unknown, ctx: { cacheControl: { revalidate: number } }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
}
type HandlerClass = new (ctx: Record<string, unknown>) => Handler;

const GLOBAL_KEY = Symbol.for("supplement-stacks.shared-revalidations");
const PAGE_CONTEXT = { kind: "APP_PAGE", isFallback: false, isRoutePPREnabled: false };

let scratch: ScratchDatabase;
let prisma: Database;
let handler: Handler;
const clock = { now: 1_000_000 };

beforeAll(async () => {
  // The wall clock 30 s ahead of performance's, as after a step: Next alone compares the two and would serve a
  // revalidated page for those 30 s. Every test here runs with it.
  jest.spyOn(performance, "now").mockImplementation(() => Date.now() - performance.timeOrigin - 30_000);
  scratch = await createScratchDatabase();
  await migrate(scratch.url);
  prisma = createDatabase(scratch.url);
  const here: SharedRevalidations = createSharedRevalidations({
    database: () => prisma,
    now: () => clock.now,
  });
  (globalThis as { [GLOBAL_KEY]?: SharedRevalidations })[GLOBAL_KEY] = here;
  // A computed path: Next imports the file by path too, and it has no type declarations of its own.
  const file: string = path.join(process.cwd(), "lib", "framework", "shared-cache-handler.mjs");
  const { default: SharedCacheHandler } = (await import(file)) as { default: HandlerClass };
  handler = new SharedCacheHandler({
    flushToDisk: false,
    serverDistDir: path.join(process.cwd(), ".next", "server"),
    maxMemoryCacheSize: 10_000_000,
    revalidatedTags: [],
    _requestHeaders: {},
  });
});
afterAll(async () => {
  Reflect.deleteProperty(globalThis, GLOBAL_KEY);
  await prisma.$disconnect();
  await scratch.drop();
});

/** Caches a page under `key` tagged with its path, as Next stores an App Router page. */
async function cachePage(key: string, pagePath: string): Promise<void> {
  await handler.set(
    key,
    {
      kind: "APP_PAGE",
      html: `<p>${pagePath}</p>`,
      rscData: Buffer.from(""),
      headers: { "x-next-cache-tags": `_N_T_/layout,_N_T_${pagePath}` },
      status: 200,
      postponed: undefined,
      segmentData: undefined,
    },
    { cacheControl: { revalidate: 600 } },
  );
  // Next compares millisecond times: a revalidation in the same millisecond as the write is not after it.
  await new Promise((resolve) => setTimeout(resolve, 5));
}

test("a page revalidated on another instance is expired here at the next read, and only that page", async () => {
  await cachePage("/route-cache/APP_PAGE/test/$/supplement/one", "/supplement/one");
  await cachePage("/route-cache/APP_PAGE/test/$/supplement/two", "/supplement/two");
  expect(await handler.get("/route-cache/APP_PAGE/test/$/supplement/one", PAGE_CONTEXT)).not.toBeNull();

  const otherInstance = createSharedRevalidations({ database: () => prisma });
  await otherInstance.record(["_N_T_/supplement/one"]);
  clock.now += 1000;

  expect(await readUntilExpired("/route-cache/APP_PAGE/test/$/supplement/one")).toBeNull();
  expect(await handler.get("/route-cache/APP_PAGE/test/$/supplement/two", PAGE_CONTEXT)).not.toBeNull();
});

/**
 * A lookup waits at most 250 ms for the shared read, then serves what it has: on a loaded machine the first lookup
 * after the revalidation may still see the page, the next ones (the read finished) must not.
 */
async function readUntilExpired(key: string): Promise<CacheEntry | null> {
  const deadline = Date.now() + 10_000;
  let entry = await handler.get(key, PAGE_CONTEXT);
  while (entry !== null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    entry = await handler.get(key, PAGE_CONTEXT);
  }
  return entry;
}

test("a revalidation made here expires the page here at once and is recorded for the others", async () => {
  await cachePage("/route-cache/APP_PAGE/test/$/supplement/three", "/supplement/three");
  await handler.revalidateTag("_N_T_/supplement/three");
  expect(await handler.get("/route-cache/APP_PAGE/test/$/supplement/three", PAGE_CONTEXT)).toBeNull();
  const rows = await prisma.cacheRevalidation.findMany({ where: { tag: "_N_T_/supplement/three" } });
  expect(rows).toHaveLength(1);
});

test("a render that began before its page was revalidated is not kept as fresh; one that began after is", async () => {
  const key = "/route-cache/APP_PAGE/test/$/supplement/four";
  await cachePage(key, "/supplement/four");
  await handler.revalidateTag("_N_T_/supplement/four");
  expect(await handler.get(key, PAGE_CONTEXT)).toBeNull();
  // The review is deleted while the page is rendering again with it.
  await handler.revalidateTag("_N_T_/supplement/four");
  await cachePage(key, "/supplement/four");
  expect(await handler.get(key, PAGE_CONTEXT)).toBeNull();

  await cachePage(key, "/supplement/four");
  expect(await handler.get(key, PAGE_CONTEXT)).not.toBeNull();
});

test("a revalidation of another page during a render does not stop it being kept", async () => {
  const key = "/route-cache/APP_PAGE/test/$/supplement/five";
  await cachePage(key, "/supplement/five");
  await handler.revalidateTag("_N_T_/supplement/five");
  expect(await handler.get(key, PAGE_CONTEXT)).toBeNull();
  await handler.revalidateTag("_N_T_/supplement/six");
  await cachePage(key, "/supplement/five");
  expect(await handler.get(key, PAGE_CONTEXT)).not.toBeNull();
});

test("answers kept outside Next's cache hear of each invalidation, here or from another instance", async () => {
  const listeners = Symbol.for("supplement-stacks.tag-invalidation-listeners");
  const refresh = Symbol.for("supplement-stacks.refresh-revalidations");
  const hooks = globalThis as {
    [listeners]?: Set<() => void>;
    [refresh]?: () => Promise<void> | undefined;
  };
  let heard = 0;
  const listener = () => (heard += 1);
  const heardBy = (hooks[listeners] ??= new Set());
  heardBy.add(listener);
  try {
    await handler.revalidateTag("_N_T_/supplement/four");
    expect(heard).toBe(1);

    await createSharedRevalidations({ database: () => prisma }).record(["_N_T_/supplement/five"]);
    clock.now += 1000;
    await hooks[refresh]?.();
    expect(heard).toBe(2);
  } finally {
    heardBy.delete(listener);
  }
});
