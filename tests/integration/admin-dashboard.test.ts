// The data-collection dashboard's upload endpoint (POST /api/admin/price-imports) and reads, on a
// migrated, seeded database: admins only, the same all-or-nothing importer as the CLI, the run
// recorded with the admin's user id, and file type and size checked before anything is imported.
import { createSignedInUser, type TestUser } from "../support/auth-session";
import type * as DashboardQueries from "@/lib/catalogue/dashboard-queries";
import { MAX_PRICE_UPLOAD_BYTES } from "@/lib/catalogue/price-upload";
import { type Database } from "@/lib/db/prisma";
import type { PriceImportResult } from "@/lib/catalogue/mutations";
import { readData, readError } from "../support/http";
import { createSeededDatabase, type SeededDatabase } from "../support/database";

type Handler = (request: Request, context: unknown) => Promise<Response>;
const SITE = "http://localhost:3000";
const HEADER = "product,retailer,price,pack_size,url,in_stock,checked_at";
const VITAMIN_D_1000 = "vitabiotics-ultra-vitamin-d-1000-iu-96";
const VITAMIN_D_2000 = "vitabiotics-ultra-vitamin-d-2000-iu-96";

let scratch: SeededDatabase;
let prisma: Database;
let route: Record<string, Handler>;
let queries: typeof DashboardQueries;
let admin: TestUser;

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  route = await import("@/app/api/admin/price-imports/route");
  queries = await import("@/lib/catalogue/dashboard-queries");
  admin = await createSignedInUser(prisma, { role: "admin", firstName: "Ada" });
});
afterAll(async () => {
  await scratch.drop();
});

const today = () => new Date().toISOString().slice(0, 10);

function upload(
  file: File | string | null,
  options: { user?: TestUser; origin?: string } = {},
): Promise<Response> {
  const form = new FormData();
  if (file !== null) form.set("file", file);
  const headers: Record<string, string> = { origin: options.origin ?? SITE };
  if (options.user) headers.cookie = options.user.cookie;
  return route.POST!(
    new Request(`${SITE}/api/admin/price-imports`, { method: "POST", headers, body: form }),
    {},
  );
}

const csvFile = (rows: string[], name = "feed.csv", type = "text/csv") =>
  new File([[HEADER, ...rows].join("\n") + "\n"], name, { type });

async function snapshot() {
  const [offers, history, runs] = await Promise.all([
    prisma.retailerOffer.findMany({ orderBy: { id: "asc" } }),
    prisma.priceHistory.count(),
    prisma.priceImportRun.count(),
  ]);
  return { offers, history, runs };
}

describe("who may upload", () => {
  it("answers 401 to a signed-out caller and 403 to a signed-in non-admin; nothing is recorded", async () => {
    const before = await snapshot();
    const file = csvFile([`${VITAMIN_D_1000},Boots,8.50,96,https://www.boots.com/vd,true,${today()}`]);

    const signedOut = await upload(file);
    expect(signedOut.status).toBe(401);
    expect((await readError(signedOut)).code).toBe("AUTHENTICATION_ERROR");

    const user = await createSignedInUser(prisma);
    const forbidden = await upload(file, { user });
    expect(forbidden.status).toBe(403);
    expect((await readError(forbidden)).code).toBe("AUTHORIZATION_ERROR");

    const foreign = await upload(file, { user: admin, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);

    expect(await snapshot()).toEqual(before);
  });
});

describe("a valid file", () => {
  it("upserts the offers as feed prices and records the run with the admin's user id", async () => {
    const result = await upload(
      csvFile([
        `${VITAMIN_D_1000},Boots,8.50,96,https://www.boots.com/vd-1000,true,${today()}`,
        `${VITAMIN_D_2000},Dashboard Pharmacy,9.99,96,https://www.example-pharmacy.co.uk/vd-2000,false,${today()}`,
      ]),
      { user: admin },
    );
    expect(result.status).toBe(201);
    const data = await readData<PriceImportResult>(result);
    expect(data).toMatchObject({
      fileName: "feed.csv",
      format: "csv",
      rowsTotal: 2,
      rowsAccepted: 2,
      rowsRejected: 0,
      rejections: [],
      offersCreated: 1,
      offersUpdated: 1,
    });

    const boots = await prisma.retailerOffer.findFirstOrThrow({
      where: { supplement: { slug: VITAMIN_D_1000 }, retailer: "Boots" },
    });
    expect(boots).toMatchObject({ source: "feed", pricePence: 850, url: "https://www.boots.com/vd-1000" });
    const created = await prisma.retailerOffer.findFirstOrThrow({
      where: { supplement: { slug: VITAMIN_D_2000 }, retailer: "Dashboard Pharmacy" },
    });
    expect(created).toMatchObject({ source: "feed", pricePence: 999, inStock: false });

    const run = await prisma.priceImportRun.findUniqueOrThrow({ where: { id: data.runId } });
    expect(run).toMatchObject({
      fileName: "feed.csv",
      userId: admin.id,
      rowsTotal: 2,
      rowsAccepted: 2,
      rowsRejected: 0,
    });
    expect(run.finishedAt).not.toBeNull();
  });

  it("accepts a JSON array the same way", async () => {
    const rows = [
      {
        product: VITAMIN_D_2000,
        retailer: "Dashboard Pharmacy",
        price: "9.49",
        pack_size: 96,
        url: "https://www.example-pharmacy.co.uk/vd-2000",
        in_stock: "yes",
        checked_at: today(),
      },
    ];
    const result = await upload(new File([JSON.stringify(rows)], "feed.json", { type: "application/json" }), {
      user: admin,
    });
    expect(result.status).toBe(201);
    expect(await readData<PriceImportResult>(result)).toMatchObject({
      format: "json",
      rowsAccepted: 1,
      offersUpdated: 1,
    });
    expect(
      await prisma.retailerOffer.findFirstOrThrow({
        where: { supplement: { slug: VITAMIN_D_2000 }, retailer: "Dashboard Pharmacy" },
      }),
    ).toMatchObject({ pricePence: 949, inStock: true });
  });
});

describe("a file with invalid rows", () => {
  it("reports every rejected row with its line and reason, applies nothing, and records the run", async () => {
    const before = await snapshot();
    const result = await upload(
      csvFile([
        `${VITAMIN_D_1000},Boots,7.00,96,https://www.boots.com/vd-1000,true,${today()}`,
        `no-such-product,Boots,5.00,96,https://www.boots.com/x,true,${today()}`,
        `${VITAMIN_D_2000},Boots,twelve,96,https://www.boots.com/y,true,${today()}`,
      ]),
      { user: admin },
    );
    expect(result.status).toBe(201);
    const data = await readData<PriceImportResult>(result);
    expect(data).toMatchObject({ rowsTotal: 3, rowsAccepted: 0, rowsRejected: 2 });
    expect(data.rejections.map((rejection) => rejection.line)).toEqual([3, 4]);
    expect(data.rejections[0]!.reason).toContain("unknown product");
    expect(data.rejections[1]!.reason).toContain("price");

    const after = await snapshot();
    expect(after.offers).toEqual(before.offers);
    expect(after.history).toBe(before.history);
    expect(after.runs).toBe(before.runs + 1);
    expect(await prisma.priceImportRun.findUniqueOrThrow({ where: { id: data.runId } })).toMatchObject({
      userId: admin.id,
      rowsRejected: 2,
    });
  });
});

describe("file checks", () => {
  it.each([
    [
      "a spreadsheet",
      new File(["PK\u0003\u0004"], "feed.xlsx", {
        type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      }),
      415,
      "INVALID_FILE_TYPE",
    ],
    [
      "a .csv declared as an image",
      new File(["a,b\n"], "feed.csv", { type: "image/png" }),
      415,
      "INVALID_FILE_TYPE",
    ],
    [
      "a .csv that is not UTF-8 text",
      new File([new Uint8Array([0xff, 0xfe, 0x00, 0xd8])], "feed.csv", { type: "text/csv" }),
      415,
      "INVALID_FILE_TYPE",
    ],
    ["an empty file", new File([], "feed.csv", { type: "text/csv" }), 400, "VALIDATION_ERROR"],
    ["a text field instead of a file", "product,retailer", 400, "VALIDATION_ERROR"],
    ["no file", null, 400, "VALIDATION_ERROR"],
  ])("refuses %s and records nothing", async (_, file, status, code) => {
    const before = await snapshot();
    const response = await upload(file, { user: admin });
    expect(response.status).toBe(status);
    expect((await readError(response)).code).toBe(code);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a file over 5 MB with 413 FILE_TOO_LARGE", async () => {
    const before = await snapshot();
    const big = new File([HEADER + "\n" + "x".repeat(MAX_PRICE_UPLOAD_BYTES)], "big.csv", {
      type: "text/csv",
    });
    const response = await upload(big, { user: admin });
    expect(response.status).toBe(413);
    expect((await readError(response)).code).toBe("FILE_TOO_LARGE");
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a body that is not multipart/form-data (400)", async () => {
    const response = await route.POST!(
      new Request(`${SITE}/api/admin/price-imports`, {
        method: "POST",
        headers: { origin: SITE, cookie: admin.cookie, "content-type": "text/csv" },
        body: HEADER,
      }),
      {},
    );
    expect(response.status).toBe(400);
    expect((await readError(response)).code).toBe("VALIDATION_ERROR");
  });
});

describe("dashboard reads", () => {
  it("lists recent runs newest first with who started them and their rejected rows", async () => {
    const runs = await queries.getRecentImportRuns();
    expect(runs[0]).toMatchObject({ rowsRejected: 2, startedBy: { name: "Ada User", email: admin.email } });
    expect(runs[0]!.rejections.map((rejection) => rejection.line)).toEqual([3, 4]);
    expect(runs[1]).toMatchObject({ fileName: "feed.json", rowsAccepted: 1, rejections: [] });
  });

  it("counts offers per retailer by source, matching the table", async () => {
    const counts = await queries.getOfferCountsByRetailer();
    const boots = counts.find((row) => row.retailer === "Boots")!;
    const [sample, feed, total] = await Promise.all([
      prisma.retailerOffer.count({ where: { retailer: "Boots", source: "sample" } }),
      prisma.retailerOffer.count({ where: { retailer: "Boots", source: "feed" } }),
      prisma.retailerOffer.count({ where: { retailer: "Boots" } }),
    ]);
    expect(boots).toMatchObject({ total, bySource: { sample, feed, manual: 0 } });
    expect(boots.bySource.feed).toBeGreaterThanOrEqual(1);
    expect(counts.reduce((sum, row) => sum + row.total, 0)).toBe(await prisma.retailerOffer.count());
  });

  it("lists offers last checked more than 30 days ago, oldest first, and none checked since", async () => {
    const now = new Date();
    const offer = await prisma.retailerOffer.findFirstOrThrow({
      where: { supplement: { slug: VITAMIN_D_2000 }, retailer: "Dashboard Pharmacy" },
    });
    await prisma.retailerOffer.update({
      where: { id: offer.id },
      data: { lastCheckedAt: new Date(now.getTime() - 31 * 24 * 3600 * 1000) },
    });

    const { total, offers } = await queries.getStaleOffers(now);
    expect(total).toBe(
      await prisma.retailerOffer.count({ where: { lastCheckedAt: { lt: queries.staleCutoff(now) } } }),
    );
    const listed = offers.find((row) => row.id === offer.id);
    expect(listed).toMatchObject({ retailer: "Dashboard Pharmacy" });
    expect(typeof listed?.productName).toBe("string");
    const product = await prisma.supplement.findUniqueOrThrow({ where: { id: offer.supplementId } });
    expect(listed?.productSlug).toBe(product.slug);
    const times = offers.map((row) => row.lastCheckedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const row of offers)
      expect(row.lastCheckedAt.getTime()).toBeLessThan(queries.staleCutoff(now).getTime());
  });
});
