// The scan routes on a seeded database: GET /api/supplements/by-gtin/{gtin} (400 for a bad code, 404
// SUPPLEMENT_NOT_FOUND for an unknown one, the pack with its label otherwise) and GET /api/scan-assets/{file}.
import { type Database } from "@/lib/db/prisma";
import type { ScannedProduct } from "@/lib/catalogue/gtin";
import { createSeededDatabase, type SeededDatabase } from "../support/database";
import { readData, readError } from "../support/http";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let scratch: SeededDatabase;
let prisma: Database;
let byGtin: Handler;
let assets: Handler;

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  byGtin = (await import("@/app/api/supplements/by-gtin/[gtin]/route")).GET as unknown as Handler;
  assets = (await import("@/app/api/scan-assets/[file]/route")).GET as unknown as Handler;
});

afterAll(async () => {
  await scratch.drop();
});

const lookUp = (gtin: string) =>
  byGtin(new Request(`http://localhost/api/supplements/by-gtin/${gtin}`), {
    params: Promise.resolve({ gtin }),
  });
const asset = (file: string, headers?: HeadersInit) =>
  assets(new Request(`http://localhost/api/scan-assets/${file}`, { headers }), {
    params: Promise.resolve({ file }),
  });

describe("GET /api/supplements/by-gtin/{gtin}", () => {
  it("finds the pack a code belongs to, whichever length the code is typed in", async () => {
    const product = await prisma.supplement.findFirstOrThrow({
      where: { packOfId: null, offers: { some: {} } },
      select: { id: true, name: true },
    });
    await prisma.supplement.update({ where: { id: product.id }, data: { gtin: "04006381333931" } });
    for (const code of ["4006381333931", "04006381333931"]) {
      const response = await lookUp(code);
      expect(response.status).toBe(200);
      const { gtin, product: found } = await readData<{ gtin: string; product: ScannedProduct }>(response);
      expect(gtin).toBe("04006381333931");
      expect(found).toMatchObject({ id: product.id, name: product.name });
      expect(found.ingredients.length).toBeGreaterThan(0);
      expect(found.pricePence).toEqual(expect.any(Number));
    }
  });

  it("answers 400 for a code that is not a GTIN and 404 for one no product has", async () => {
    for (const bad of ["4006381333932", "123", "abcdefghijklm", "4".repeat(64)]) {
      const response = await lookUp(bad);
      expect(response.status).toBe(400);
      expect((await readError(response)).code).toBe("VALIDATION_ERROR");
    }
    const unknown = await lookUp("2000000098760");
    expect(unknown.status).toBe(404);
    expect((await readError(unknown)).code).toBe("SUPPLEMENT_NOT_FOUND");
  });
});

describe("GET /api/scan-assets/{file}", () => {
  it("serves the ZXing wasm from node_modules, with a validator the browser can revalidate with", async () => {
    const response = await asset("zxing-reader.wasm");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/wasm");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0, 0x61, 0x73, 0x6d]);
    const etag = response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    expect((await asset("zxing-reader.wasm", { "If-None-Match": etag })).status).toBe(304);
  });

  it("serves the English data gzipped as bytes, and nothing outside its list", async () => {
    const data = await asset("eng.traineddata.gz");
    expect(data.status).toBe(200);
    expect(data.headers.get("content-encoding")).toBeNull();
    expect([...new Uint8Array(await data.arrayBuffer()).slice(0, 2)]).toEqual([0x1f, 0x8b]);
    for (const file of ["../package.json", "sharp", "tesseract-core.wasm"]) {
      expect((await asset(file)).status).toBe(404);
    }
  });
});
