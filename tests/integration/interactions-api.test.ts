// The interaction API's route handlers on a migrated, seeded database: real products, real
// knowledge base, the catalogue's JSON error shapes for bad input.
import { type Database } from "@/lib/db/prisma";
import { createSeededDatabase, type SeededDatabase } from "../support/database";

type Handler = (request: Request, context: unknown) => Promise<Response>;

let scratch: SeededDatabase;
let prisma: Database;
let analyse: Handler;
let check: Handler;
let database: Handler;
let products: Handler;

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  analyse = (await import("@/app/api/interactions/analyze/route")).POST;
  check = (await import("@/app/api/interactions/check/route")).POST;
  database = (await import("@/app/api/interactions/database/route")).GET;
  products = (await import("@/app/api/interactions/products/route")).GET;
});
afterAll(async () => {
  await scratch.drop();
});

const post = (handler: Handler, body: unknown) =>
  handler(
    new Request("http://localhost/api/x", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    {},
  );

async function productWith(slug: string): Promise<string> {
  const product = await prisma.supplement.findFirstOrThrow({
    where: { ingredients: { some: { ingredient: { slug } } } },
    orderBy: { slug: "asc" },
  });
  return product.id;
}

describe("POST /api/interactions/analyze", () => {
  it("analyses real products against the medicines and conditions given", async () => {
    const stJohnsWort = await productWith("st-johns-wort");
    const iron = await productWith("iron");
    const response = await post(analyse, {
      supplementIds: [stJohnsWort, iron],
      medicalProfile: {
        prescriptionDrugs: [{ drugName: "Warfarin" }, { drugName: "Notarealmedicine" }],
        medicalConditions: ["haemochromatosis"],
      },
    });
    expect(response.status).toBe(200);
    const { success, data } = (await response.json()) as {
      success: boolean;
      data: Record<string, never> & {
        interactions: Record<string, unknown[]>;
        riskAssessment: { overallRiskLevel: string };
        unknownDrugs: string[];
        disclaimer: string;
      };
    };
    expect(success).toBe(true);
    expect(Object.keys(data.interactions).sort()).toEqual([
      "drugInteractions",
      "foodInteractions",
      "medicalContraindications",
      "nutrientInteractions",
      "supplementInteractions",
    ]);
    expect(data.interactions.drugInteractions?.length).toBeGreaterThan(0);
    expect(data.interactions.medicalContraindications?.length).toBeGreaterThan(0);
    expect(data.riskAssessment.overallRiskLevel).toMatch(/high/);
    expect(data.unknownDrugs).toEqual(["Notarealmedicine"]);
    expect(data.disclaimer).toMatch(/not medical advice/);
  });

  it("answers 404 SUPPLEMENT_NOT_FOUND for an id the catalogue does not have", async () => {
    const response = await post(analyse, { supplementIds: ["no-such-product"] });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { code: string; message: string; details: unknown } };
    expect(body.error).toMatchObject({
      code: "SUPPLEMENT_NOT_FOUND",
      message: "This supplement is not available",
      details: { supplementId: "no-such-product" },
    });
  });

  it("checks ingredients of products the catalogue does not list, and says what it could not check", async () => {
    const vitaminD = await productWith("vitamin-d3");
    const response = await post(analyse, {
      supplementIds: [vitaminD],
      ingredientSlugs: ["cbd", "vitamin-d3"],
      medicalProfile: { prescriptionDrugs: [{ drugName: "clobazam" }], medicalConditions: [] },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: {
        supplementIds: string[];
        completeness: string;
        notChecked: { kind: string; name: string; reason: string }[];
        interactions: { drugInteractions: { supplementId: string; drugName: string }[] };
        cumulativeDoses: { ingredientSlug: string; exceedsUpperLevel: boolean | null; duplicated: boolean }[];
      };
    };
    expect(data.supplementIds).toEqual([vitaminD, "ingredient:cbd", "ingredient:vitamin-d3"]);
    expect(data.interactions.drugInteractions).toContainEqual(
      expect.objectContaining({ supplementId: "ingredient:cbd", drugName: "clobazam" }),
    );
    expect(data.completeness).toBe("partial");
    expect(data.notChecked.map((item) => item.name).sort()).toEqual(["CBD (cannabidiol)", "Vitamin D3"]);
    // The product's vitamin D counts; the ingredient's unknown amount leaves the upper level undecided.
    expect(data.cumulativeDoses.find((dose) => dose.ingredientSlug === "vitamin-d3")).toMatchObject({
      exceedsUpperLevel: null,
      duplicated: true,
    });
  });

  it("answers 404 SUPPLEMENT_NOT_FOUND for an ingredient the catalogue does not have", async () => {
    const response = await post(analyse, { supplementIds: [], ingredientSlugs: ["unicorn-horn"] });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { details: unknown } }).error.details).toEqual({
      supplementId: "ingredient:unicorn-horn",
    });
  });

  it.each([
    ["a malformed body", "{not json"],
    ["ids that are not strings", JSON.stringify({ supplementIds: [1, 2] })],
    [
      "more than 100 ids",
      JSON.stringify({ supplementIds: Array.from({ length: 101 }, (_, i) => `id-${i}`) }),
    ],
    ["an empty list", JSON.stringify({ supplementIds: [] })],
    ["an empty list with no ingredients", JSON.stringify({ supplementIds: [], ingredientSlugs: [] })],
    ["an ingredient that is not a slug", JSON.stringify({ supplementIds: [], ingredientSlugs: ["CBD oil"] })],
    [
      "more than 100 products and ingredients together",
      JSON.stringify({
        supplementIds: Array.from({ length: 60 }, (_, i) => `id-${i}`),
        ingredientSlugs: Array.from({ length: 41 }, (_, i) => `ingredient-${i}`),
      }),
    ],
    ["unknown fields", JSON.stringify({ supplementIds: ["a"], admin: true })],
  ])("answers 400 VALIDATION_ERROR for %s, never 500", async (_, body) => {
    const response = await analyse(
      new Request("http://localhost/api/x", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      }),
      {},
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_ERROR");
  });
});

describe("POST /api/interactions/check", () => {
  it("blocks St John's wort for someone taking warfarin", async () => {
    const stJohnsWort = await productWith("st-johns-wort");
    const response = await post(check, {
      newSupplementId: stJohnsWort,
      existingSupplementIds: [],
      medicalProfile: { prescriptionDrugs: [{ drugName: "warfarin" }], medicalConditions: [] },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: {
        newSupplementId: string;
        processingTimeMs: number;
        results: { safeToAdd: boolean; warnings: { type: string; canProceed: boolean }[] };
      };
    };
    expect(data.newSupplementId).toBe(stJohnsWort);
    expect(data.results.safeToAdd).toBe(false);
    expect(data.results.warnings.some((warning) => warning.type === "drug" && !warning.canProceed)).toBe(
      true,
    );
    expect(typeof data.processingTimeMs).toBe("number");
  });
});

describe("GET /api/interactions/database", () => {
  it("returns every collection with an ETag, and 304 when unchanged", async () => {
    const response = await database(new Request("http://localhost/api/interactions/database"), {});
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown[]> };
    expect(Object.keys(data).sort()).toEqual([
      "drugInteractions",
      "foodInteractions",
      "medicalContraindications",
      "medicineFoodInteractions",
      "nutrientInteractions",
      "supplementInteractions",
    ]);
    expect(data.drugInteractions?.length).toBeGreaterThanOrEqual(80);
    const etag = response.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await database(
      new Request("http://localhost/api/interactions/database", { headers: { "if-none-match": etag ?? "" } }),
      {},
    );
    expect(again.status).toBe(304);
  });
});

describe("GET /api/interactions/products (the builder's offline copies, docs/offline.md)", () => {
  it("answers each known product with its ingredients and their UK upper levels, leaving unknown ids out", async () => {
    const id = await productWith("iron");
    const response = await products(
      new Request(`http://localhost/api/interactions/products?ids=${id},no-such-product`),
      {},
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: {
        copies: { product: { id: string; ingredients: { slug: string }[] }; limits: { slug: string }[] }[];
      };
    };
    expect(data.copies.map((copy) => copy.product.id)).toEqual([id]);
    const [copy] = data.copies;
    expect(copy?.product.ingredients.map((item) => item.slug)).toContain("iron");
    expect(copy?.limits.map((limit) => limit.slug)).toContain("iron");
  });

  it.each(["", "?ids=", `?ids=${Array.from({ length: 51 }, (_, index) => `p${String(index)}`).join(",")}`])(
    "refuses %s with a 400",
    async (query) => {
      const response = await products(new Request(`http://localhost/api/interactions/products${query}`), {});
      expect(response.status).toBe(400);
    },
  );
});
