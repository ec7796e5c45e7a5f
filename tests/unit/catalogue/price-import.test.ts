// The price feed importer's pure parts: money to pence, row schema, file parsing with line
// numbers, catalogue checks and duplicate detection (the database side: tests/integration/price-import).
import {
  findDuplicateRows,
  formatRejection,
  parsePriceFile,
  priceFileFormatFor,
  validatePriceRows,
  type PriceImportProduct,
  type RawPriceRow,
} from "@/lib/catalogue/price-import";
import { createPriceImportRowSchema, parsePricePence } from "@/lib/catalogue/price-import-schema";

const NOW = new Date("2026-11-22T12:00:00Z");
const HEADER = "product,retailer,price,pack_size,url,in_stock,checked_at";

const PRODUCTS: PriceImportProduct[] = [
  { id: "id-vitamin-d", slug: "vitamin-d-96", unitsPerPack: 96 },
  { id: "id-magnesium", slug: "magnesium-60", unitsPerPack: 60 },
  { id: "id-lemon-balm", slug: "lemon-balm", unitsPerPack: null },
];
const findProduct = (key: string) => PRODUCTS.find((product) => product.id === key || product.slug === key);

const validRow = {
  product: "vitamin-d-96",
  retailer: "Boots",
  price: "8.95",
  pack_size: "96",
  url: "https://www.boots.com/vitamin-d",
  in_stock: "yes",
  checked_at: "2026-11-20",
};

function rowsOf(content: string, format: "csv" | "json" = "csv"): RawPriceRow[] {
  const parsed = parsePriceFile(content, format);
  if (!parsed.ok) throw new Error(`unexpectedly unreadable: ${parsed.rejection.reason}`);
  return parsed.rows;
}

describe("parsePricePence", () => {
  it.each([
    ["12.99", 1299],
    ["12.9", 1290],
    ["12", 1200],
    ["0.1", 10],
    ["0.2", 20],
    ["0.3", 30],
    ["0.29", 29],
    ["1.15", 115],
    ["4.35", 435],
    ["1000.00", 100_000],
    [" 8.50 ", 850],
  ])("reads %p as exactly %p pence", (text, pence) => {
    expect(parsePricePence(text)).toBe(pence);
  });

  it("adds up without floating-point error (0.1 + 0.2 is 30p, not 30.000000000000004)", () => {
    expect((parsePricePence("0.1") ?? 0) + (parsePricePence("0.2") ?? 0)).toBe(parsePricePence("0.3"));
  });

  it.each(["12.999", "-1", "abc", "", "£12.99", "12,99", ".99", "12.", "1e3", "12.9.9"])(
    "rejects %p",
    (text) => {
      expect(parsePricePence(text)).toBeUndefined();
    },
  );
});

describe("the row schema", () => {
  const schema = createPriceImportRowSchema(NOW);
  const reasonFor = (overrides: Record<string, unknown>) => {
    const result = schema.safeParse({ ...validRow, ...overrides });
    return result.success ? undefined : result.error.issues.map((issue) => issue.message).join("; ");
  };

  it("turns a valid CSV row into pence, units, a boolean and a UTC date", () => {
    expect(schema.parse(validRow)).toEqual({
      product: "vitamin-d-96",
      retailer: "Boots",
      pricePence: 895,
      packSize: 96,
      url: "https://www.boots.com/vitamin-d",
      inStock: true,
      checkedAt: new Date("2026-11-20T00:00:00.000Z"),
    });
  });

  it("accepts JSON numbers and booleans", () => {
    expect(schema.parse({ ...validRow, price: 12.9, pack_size: 96, in_stock: false })).toMatchObject({
      pricePence: 1290,
      packSize: 96,
      inStock: false,
    });
  });

  it.each([
    ["true", true],
    ["FALSE", false],
    ["1", true],
    ["0", false],
    ["Yes", true],
    ["no", false],
  ])("reads in_stock %p as %p", (text, stocked) => {
    expect(schema.parse({ ...validRow, in_stock: text }).inStock).toBe(stocked);
  });

  it.each([
    [{ price: "12.999" }, /price "12.999" must be pounds with up to 2 decimals/],
    [{ price: "-1" }, /price "-1" must be pounds/],
    [{ price: "abc" }, /price "abc" must be pounds/],
    [{ price: "0" }, /more than £0 and at most £1000/],
    [{ price: "1000.01" }, /more than £0 and at most £1000/],
    [{ price: undefined }, /price is missing/],
    [{ retailer: "B" }, /retailer must be 2–60 characters/],
    [{ retailer: "x".repeat(61) }, /retailer must be 2–60 characters/],
    [{ pack_size: "0" }, /pack_size "0" must be a whole number/],
    [{ pack_size: "1.5" }, /pack_size "1.5" must be a whole number/],
    [{ url: "http://www.boots.com/x" }, /url must be an https:\/\/ URL/],
    [{ url: "javascript:alert(1)" }, /url must be an https:\/\/ URL/],
    [{ in_stock: "maybe" }, /in_stock "maybe" must be true\/false, 1\/0 or yes\/no/],
    [{ checked_at: "20/11/2026" }, /checked_at "20\/11\/2026" must be an ISO date/],
    [{ checked_at: "2026-11-23" }, /is in the future/],
    [{ checked_at: "2026-11-22T12:00:01Z" }, /is in the future/],
    [{ checked_at: "2025-11-21" }, /more than one year old/],
    [{ product: "" }, /product is missing/],
  ])("rejects %p with a reason", (overrides, reason) => {
    expect(reasonFor(overrides)).toMatch(reason);
  });

  it("accepts checked_at exactly one year old and a datetime with an offset", () => {
    expect(reasonFor({ checked_at: "2025-11-22T12:00:00Z" })).toBeUndefined();
    expect(reasonFor({ checked_at: "2026-11-22T13:00:00+01:00" })).toBeUndefined();
  });
});

describe("parsePriceFile (CSV)", () => {
  it("numbers each row by the physical line it starts on, counting a quoted multi-line cell and blank lines", () => {
    const content = [
      HEADER,
      'vitamin-d-96,"Boots\nOnline",8.95,96,https://www.boots.com/a,yes,2026-11-20',
      "",
      "magnesium-60,Boots,5.00,60,https://www.boots.com/b,no,2026-11-20",
      'magnesium-60,"Super\r\ndrug",5.00,60,https://www.superdrug.com/b,no,2026-11-20',
      "vitamin-d-96,Superdrug,8.50,96,https://www.superdrug.com/a,yes,2026-11-20",
    ].join("\n");
    expect(rowsOf(content).map((row) => row.line)).toEqual([2, 5, 6, 8]);
  });

  it("counts lines the same way in a CRLF file", () => {
    const content = `${HEADER}\r\nvitamin-d-96,"Boots\r\nOnline",8.95,96,https://www.boots.com/a,yes,2026-11-20\r\nmagnesium-60,Boots,5,60,https://www.boots.com/b,no,2026-11-20\r\n`;
    expect(rowsOf(content).map((row) => row.line)).toEqual([2, 4]);
  });

  it("reads the header case-blind, ignores extra columns and a BOM", () => {
    const content = `\uFEFFProduct,Retailer,Price,Pack_Size,URL,In_Stock,Checked_At,sku\nvitamin-d-96,Boots,8.95,96,https://www.boots.com/a,yes,2026-11-20,123`;
    const [row] = rowsOf(content);
    expect(row).toEqual({ line: 2, values: { ...validRow, url: "https://www.boots.com/a", sku: "123" } });
  });

  it("rejects a row whose field count differs from the header", () => {
    const [row] = rowsOf(`${HEADER}\nvitamin-d-96,Boots,8.95`);
    expect(row).toEqual({ line: 2, error: "the row has 3 fields but the header has 7" });
  });

  it.each([
    ["an empty file", "", 1, /the file is empty/],
    ["a blank file", " \n\n", 1, /the file is empty/],
    ["a header only", `${HEADER}\n`, 1, /a header but no rows/],
    [
      "missing columns",
      "product,retailer,price\nvitamin-d-96,Boots,8.95",
      1,
      /lacks column\(s\) pack_size, url, in_stock, checked_at/,
    ],
    ["a repeated column", `${HEADER},price\n`, 1, /names column "price" twice/],
    [
      "an unclosed quote",
      `${HEADER}\nvitamin-d-96,"Boots,8.95,96,https://www.boots.com/a,yes,2026-11-20\n`,
      1,
      /not valid CSV: Quote Not Closed/,
    ],
  ])("turns %s into one rejection", (_, content, line, reason) => {
    const parsed = parsePriceFile(content, "csv");
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.rejection.line).toBe(line);
    expect(parsed.rejection.reason).toMatch(reason);
  });
});

describe("parsePriceFile (JSON)", () => {
  it("numbers items from 1", () => {
    const rows = rowsOf(JSON.stringify([validRow, 42, { ...validRow, retailer: "Superdrug" }]), "json");
    expect(rows).toEqual([
      { line: 1, values: validRow },
      { line: 2, error: "the item is not an object" },
      { line: 3, values: { ...validRow, retailer: "Superdrug" } },
    ]);
  });

  it.each([
    ["bad JSON", "[{", /not valid JSON/],
    ["an object", JSON.stringify(validRow), /expected a JSON array/],
    ["an empty array", "[]", /no rows/],
  ])("turns %s into one rejection on line 1", (_, content, reason) => {
    const parsed = parsePriceFile(content, "json");
    expect(parsed.ok).toBe(false);
    expect(parsed).toMatchObject({ ok: false, rejection: { line: 1 } });
    expect(parsed.ok ? undefined : parsed.rejection.reason).toMatch(reason);
  });
});

describe("validatePriceRows", () => {
  const validate = (rows: RawPriceRow[]) => validatePriceRows(rows, { now: NOW, findProduct });

  it("accepts valid rows, resolving slugs and ids to the supplement id", () => {
    const { accepted, rejections } = validate([
      { line: 2, values: validRow },
      { line: 3, values: { ...validRow, product: "id-magnesium", pack_size: "60" } },
    ]);
    expect(rejections).toEqual([]);
    expect(accepted.map((row) => [row.line, row.supplementId, row.pricePence])).toEqual([
      [2, "id-vitamin-d", 895],
      [3, "id-magnesium", 895],
    ]);
  });

  it("rejects an unknown product", () => {
    expect(validate([{ line: 2, values: { ...validRow, product: "no-such-product" } }]).rejections).toEqual([
      { line: 2, reason: 'unknown product "no-such-product" (no supplement has this slug or id)' },
    ]);
  });

  it("allows any pack size within a factor of 10 of the product's units per pack", () => {
    const rows: RawPriceRow[] = ["10", "960", "9", "961"].map((size, index) => ({
      line: index + 2,
      values: { ...validRow, retailer: `Shop ${index}`, pack_size: size },
    }));
    expect(validate(rows).rejections).toEqual([
      {
        line: 4,
        reason: "pack_size 9 differs from the 96 units per pack of vitamin-d-96 by more than a factor of 10",
      },
      {
        line: 5,
        reason:
          "pack_size 961 differs from the 96 units per pack of vitamin-d-96 by more than a factor of 10",
      },
    ]);
  });

  it("takes the row's pack size for a product whose own pack size is not known", () => {
    const { accepted, rejections } = validate([
      { line: 2, values: { ...validRow, product: "lemon-balm", pack_size: "1" } },
      { line: 3, values: { ...validRow, product: "lemon-balm", retailer: "Superdrug", pack_size: "500" } },
    ]);
    expect(rejections).toEqual([]);
    expect(accepted.map((row) => [row.line, row.supplementId, row.packSize])).toEqual([
      [2, "id-lemon-balm", 1],
      [3, "id-lemon-balm", 500],
    ]);
  });

  it("rejects a second row for the same product and retailer, by slug or id and in any case", () => {
    const { accepted, rejections } = validate([
      { line: 2, values: validRow },
      { line: 3, values: { ...validRow, retailer: "Superdrug" } },
      { line: 4, values: { ...validRow, product: "id-vitamin-d", retailer: " boots " } },
      { line: 5, values: { ...validRow, price: "7.00" } },
    ]);
    expect(accepted.map((row) => row.line)).toEqual([2, 3]);
    expect(rejections).toEqual([
      { line: 4, reason: "the same product and retailer are already on line 2" },
      { line: 5, reason: "the same product and retailer are already on line 2" },
    ]);
  });

  it("reports every failing row in line order, with all of a row's schema problems", () => {
    const { rejections } = validate([
      { line: 2, values: { ...validRow, price: "12.999", url: "http://x.com" } },
      { line: 3, error: "the row has 3 fields but the header has 7" },
      { line: 4, values: validRow },
    ]);
    expect(rejections).toEqual([
      {
        line: 2,
        reason:
          'price "12.999" must be pounds with up to 2 decimals, e.g. 12.99; url must be an https:// URL',
      },
      { line: 3, reason: "the row has 3 fields but the header has 7" },
    ]);
  });
});

describe("findDuplicateRows", () => {
  it("names the first line of each repeated key", () => {
    expect(
      findDuplicateRows([
        { line: 2, key: "a" },
        { line: 3, key: "b" },
        { line: 4, key: "a" },
        { line: 7, key: "a" },
      ]),
    ).toEqual([
      { line: 4, reason: "the same product and retailer are already on line 2" },
      { line: 7, reason: "the same product and retailer are already on line 2" },
    ]);
  });
});

describe("file names and messages", () => {
  it("detects the format from the extension", () => {
    expect(priceFileFormatFor("feeds/Boots.CSV")).toBe("csv");
    expect(priceFileFormatFor("prices.json")).toBe("json");
    expect(priceFileFormatFor("google.XML")).toBe("xml");
    expect(priceFileFormatFor("google.tsv")).toBe("tsv");
    expect(priceFileFormatFor("prices.xlsx")).toBeUndefined();
  });

  it("formats a rejection as a line for CSV and an item for JSON", () => {
    expect(formatRejection({ line: 3, reason: "bad" }, "csv")).toBe("line 3: bad");
    expect(formatRejection({ line: 3, reason: "bad" }, "json")).toBe("item 3: bad");
  });
});
