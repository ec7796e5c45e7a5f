// Imports real retailer prices from a retailer/affiliate feed file (`npm run prices:import`, later
// the dashboard upload). Row format: lib/catalogue/price-import-schema.ts — CSV with a header of
// product, retailer, price, pack_size, url, in_stock, checked_at (extra columns ignored), or a JSON
// array of objects with the same keys.
//
// The file is all or nothing ("the importer never half-applies a file that fails validation"):
// every row is checked first — schema, product exists, pack size within a factor of 10 of the
// product's units per pack, no (product, retailer) twice, not older than the offer's current feed
// price — and one rejected row means nothing is applied. Either way the run is recorded in
// price_import_runs. Rejections name the CSV physical line where the row starts (header = line 1)
// or the JSON item (array index + 1).
//
// Prices are never invented: an applied row becomes an offer with source 'feed' and the row's
// checked_at. Price history gets a row only when what history records (price, stock, source)
// changes, so re-importing a file appends nothing.
import { parse as parseCsv } from "csv-parse/sync";
import { db, type Database } from "../db/prisma";
import {
  createPriceImportRowSchema,
  PRICE_IMPORT_COLUMNS,
  type PriceImportRow,
  type PriceImportRowInput,
} from "./price-import-schema";

export type PriceFileFormat = "csv" | "json";

export interface PriceImportRejection {
  /** CSV: physical line where the row starts (header = 1). JSON: array index + 1. */
  line: number;
  reason: string;
}

/** One data row before validation, or a row whose shape is already wrong (CSV field count). */
export type RawPriceRow = { line: number; values: PriceImportRowInput } | { line: number; error: string };

export type ParsedPriceFile =
  { ok: true; rows: RawPriceRow[] } | { ok: false; rowsTotal: number; rejection: PriceImportRejection };

/** Bounds one transaction; feeds larger than this are split into several files. */
export const MAX_IMPORT_ROWS = 5000;

export function priceFileFormatFor(fileName: string): PriceFileFormat | undefined {
  const extension = fileName.toLowerCase().split(".").pop();
  return extension === "csv" || extension === "json" ? extension : undefined;
}

/** "line 4: …" for CSV, "item 4: …" for JSON. */
export function formatRejection(rejection: PriceImportRejection, format: PriceFileFormat): string {
  return `${format === "json" ? "item" : "line"} ${rejection.line}: ${rejection.reason}`;
}

// ---------------------------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------------------------

const unreadable = (line: number, reason: string, rowsTotal = 0): ParsedPriceFile => ({
  ok: false,
  rowsTotal,
  rejection: { line, reason },
});

const LINE_BREAK = /\r\n|\n|\r/g;
const LEADING_BREAKS = /^(?:\r\n|\n|\r)*/;

const countLineBreaks = (text: string) => text.match(LINE_BREAK)?.length ?? 0;

function withRowLimit(rows: RawPriceRow[], emptyReason: string): ParsedPriceFile {
  if (rows.length === 0) return unreadable(1, emptyReason);
  if (rows.length > MAX_IMPORT_ROWS) {
    return unreadable(
      1,
      `the file has ${rows.length} rows; at most ${MAX_IMPORT_ROWS} can be imported at once`,
      rows.length,
    );
  }
  return { ok: true, rows };
}

function parseCsvFile(content: string): ParsedPriceFile {
  let records: { record: string[]; raw: string }[];
  try {
    // csv-parse's typings do not model `raw: true`, which wraps each record as { record, raw }.
    records = parseCsv(content, {
      bom: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as {
      record: string[];
      raw: string;
    }[];
  } catch (error) {
    // Reported on line 1 like any unreadable file; csv-parse's message names where it gave up.
    return unreadable(1, `not valid CSV: ${error instanceof Error ? error.message : String(error)}`);
  }
  const [header, ...body] = records;
  if (!header) return unreadable(1, "the file is empty");

  const columns = header.record.map((name) => name.trim().toLowerCase());
  const repeated = columns.find((name, index) => name !== "" && columns.indexOf(name) !== index);
  if (repeated) return unreadable(1, `the header names column "${repeated}" twice`, body.length);
  const missing = PRICE_IMPORT_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0) {
    return unreadable(
      1,
      `the header lacks column(s) ${missing.join(", ")} (expected ${PRICE_IMPORT_COLUMNS.join(", ")})`,
      body.length,
    );
  }

  // csv-parse's own line counter follows record delimiters, not physical lines, so the start line
  // of each record is counted from the raw text: the line breaks of every record before it, plus
  // the empty lines skipped in front of it.
  let linesBefore = countLineBreaks(header.raw);
  const rows: RawPriceRow[] = [];
  for (const { record, raw } of body) {
    const line = linesBefore + 1 + countLineBreaks(raw.match(LEADING_BREAKS)?.[0] ?? "");
    linesBefore += countLineBreaks(raw);
    if (record.every((cell) => cell.trim() === "")) continue;
    if (record.length !== columns.length) {
      rows.push({ line, error: `the row has ${record.length} fields but the header has ${columns.length}` });
      continue;
    }
    const values: Record<string, string> = {};
    columns.forEach((name, index) => {
      if (name !== "") values[name] = record[index] ?? "";
    });
    rows.push({ line, values });
  }
  return withRowLimit(rows, "the file has a header but no rows");
}

function parseJsonFile(content: string): ParsedPriceFile {
  let data: unknown;
  try {
    data = JSON.parse(content.replace(/^\uFEFF/, ""));
  } catch (error) {
    return unreadable(1, `not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(data)) return unreadable(1, "expected a JSON array of price objects");
  const rows = data.map((item: unknown, index): RawPriceRow => {
    const line = index + 1;
    if (typeof item !== "object" || item === null || Array.isArray(item))
      return { line, error: "the item is not an object" };
    return { line, values: item };
  });
  return withRowLimit(rows, "the file has no rows (an empty array)");
}

/** Splits a file into rows with their line numbers; an unreadable file is one rejection. */
export function parsePriceFile(content: string, format: PriceFileFormat): ParsedPriceFile {
  if (content.trim() === "" || content.trim() === "\uFEFF") return unreadable(1, "the file is empty");
  return format === "csv" ? parseCsvFile(content) : parseJsonFile(content);
}

// ---------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------

/** What validation needs of a Supplement. */
export interface PriceImportProduct {
  id: string;
  slug: string;
  unitsPerPack: number;
}

export interface ValidPriceRow extends PriceImportRow {
  line: number;
  supplementId: string;
}

export interface PriceRowsValidation {
  accepted: ValidPriceRow[];
  rejections: PriceImportRejection[];
}

/** A pack this far from the product's own is another product (or a unit mix-up), not a price. */
const PACK_SIZE_FACTOR = 10;

/** Offers are unique per product and retailer; retailer names compare trimmed and case-blind. */
export const offerKey = (supplementId: string, retailer: string) =>
  `${supplementId}\u0000${retailer.trim().toLowerCase()}`;

/** Rejects every row after the first with the same key (e.g. the same product by slug and by id). */
export function findDuplicateRows(rows: { line: number; key: string }[]): PriceImportRejection[] {
  const firstLine = new Map<string, number>();
  const rejections: PriceImportRejection[] = [];
  for (const row of rows) {
    const first = firstLine.get(row.key);
    if (first === undefined) firstLine.set(row.key, row.line);
    else
      rejections.push({
        line: row.line,
        reason: `the same product and retailer are already on line ${first}`,
      });
  }
  return rejections;
}

/** Product keys (slug or id) named by the rows, for one catalogue query. */
export function productKeysOf(rows: RawPriceRow[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) {
    if ("values" in row && typeof row.values.product === "string" && row.values.product.trim() !== "") {
      keys.add(row.values.product.trim());
    }
  }
  return [...keys];
}

/** Checks every row against the schema and the catalogue; pure (the caller looks products up). */
export function validatePriceRows(
  rows: RawPriceRow[],
  options: { now: Date; findProduct: (key: string) => PriceImportProduct | undefined },
): PriceRowsValidation {
  const schema = createPriceImportRowSchema(options.now);
  const candidates: ValidPriceRow[] = [];
  const rejections: PriceImportRejection[] = [];
  for (const row of rows) {
    if ("error" in row) {
      rejections.push({ line: row.line, reason: row.error });
      continue;
    }
    const result = schema.safeParse(row.values);
    if (!result.success) {
      rejections.push({
        line: row.line,
        reason: result.error.issues.map((issue) => issue.message).join("; "),
      });
      continue;
    }
    const product = options.findProduct(result.data.product);
    if (!product) {
      rejections.push({
        line: row.line,
        reason: `unknown product "${result.data.product}" (no supplement has this slug or id)`,
      });
      continue;
    }
    const { packSize } = result.data;
    if (
      packSize > product.unitsPerPack * PACK_SIZE_FACTOR ||
      packSize * PACK_SIZE_FACTOR < product.unitsPerPack
    ) {
      rejections.push({
        line: row.line,
        reason: `pack_size ${packSize} differs from the ${product.unitsPerPack} units per pack of ${product.slug} by more than a factor of ${PACK_SIZE_FACTOR}`,
      });
      continue;
    }
    candidates.push({ ...result.data, line: row.line, supplementId: product.id });
  }
  const duplicates = findDuplicateRows(
    candidates.map((row) => ({ line: row.line, key: offerKey(row.supplementId, row.retailer) })),
  );
  const duplicateLines = new Set(duplicates.map((rejection) => rejection.line));
  return {
    accepted: candidates.filter((row) => !duplicateLines.has(row.line)),
    rejections: [...rejections, ...duplicates].sort((a, b) => a.line - b.line),
  };
}

// ---------------------------------------------------------------------------------------------
// Applying
// ---------------------------------------------------------------------------------------------

export interface PriceImportInput {
  fileName: string;
  content: string;
  format: PriceFileFormat;
  userId?: string;
  /** The clock checked_at is judged against; tests pin it. */
  now?: Date;
}

export interface PriceImportResult {
  runId: string;
  rowsTotal: number;
  /** Rows applied: every row when the file is valid, otherwise 0. */
  rowsAccepted: number;
  /** Equals rejections.length; an unreadable file is one rejection. */
  rowsRejected: number;
  rejections: PriceImportRejection[];
  offersCreated: number;
  offersUpdated: number;
  historyAppended: number;
}

type Transaction = Parameters<Parameters<Database["$transaction"]>[0]>[0];

interface ExistingOffer {
  id: string;
  supplementId: string;
  retailer: string;
  pricePence: number;
  packSize: number;
  url: string;
  inStock: boolean;
  source: string;
  lastCheckedAt: Date;
}

/** A feed row older than the offer's current real price would silently roll the price back. */
function staleRejections(
  rows: ValidPriceRow[],
  existing: Map<string, ExistingOffer>,
): PriceImportRejection[] {
  return rows.flatMap((row) => {
    const offer = existing.get(offerKey(row.supplementId, row.retailer));
    if (!offer || offer.source === "sample" || row.checkedAt >= offer.lastCheckedAt) return [];
    return [
      {
        line: row.line,
        reason: `checked_at ${row.checkedAt.toISOString()} is older than the current ${offer.source} price of this offer (checked ${offer.lastCheckedAt.toISOString()})`,
      },
    ];
  });
}

async function applyRows(tx: Transaction, rows: ValidPriceRow[], existing: Map<string, ExistingOffer>) {
  let offersCreated = 0;
  let offersUpdated = 0;
  const history: {
    offerId: string;
    pricePence: number;
    inStock: boolean;
    source: "feed";
    recordedAt: Date;
  }[] = [];
  for (const row of rows) {
    const data = {
      pricePence: row.pricePence,
      packSize: row.packSize,
      url: row.url,
      inStock: row.inStock,
      source: "feed" as const,
      lastCheckedAt: row.checkedAt,
    };
    // Matched on the stored retailer spelling, so "boots" in a feed updates the "Boots" offer.
    const offer = existing.get(offerKey(row.supplementId, row.retailer));
    let offerId: string;
    if (!offer) {
      offerId = (
        await tx.retailerOffer.create({
          data: { ...data, supplementId: row.supplementId, retailer: row.retailer },
          select: { id: true },
        })
      ).id;
      offersCreated += 1;
    } else {
      offerId = offer.id;
      const changed =
        offer.pricePence !== data.pricePence ||
        offer.packSize !== data.packSize ||
        offer.url !== data.url ||
        offer.inStock !== data.inStock ||
        offer.source !== data.source ||
        offer.lastCheckedAt.getTime() !== data.lastCheckedAt.getTime();
      if (!changed) continue;
      await tx.retailerOffer.update({ where: { id: offer.id }, data });
      offersUpdated += 1;
      if (
        offer.pricePence === data.pricePence &&
        offer.inStock === data.inStock &&
        offer.source === data.source
      )
        continue;
    }
    history.push({
      offerId,
      pricePence: data.pricePence,
      inStock: data.inStock,
      source: "feed",
      recordedAt: row.checkedAt,
    });
  }
  if (history.length > 0) await tx.priceHistory.createMany({ data: history });
  return { offersCreated, offersUpdated, historyAppended: history.length };
}

/**
 * Validates a feed file and, only when every row is valid, applies it; always records the run.
 * Everything happens in one transaction, serialised with other imports by an advisory lock so two
 * uploads cannot interleave their checks and writes.
 */
export async function importPrices(input: PriceImportInput): Promise<PriceImportResult> {
  const startedAt = new Date();
  const now = input.now ?? startedAt;
  const parsed = parsePriceFile(input.content, input.format);

  return db().$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('price-import'))`;

      const recordRun = async (rowsTotal: number, rowsAccepted: number, rejections: PriceImportRejection[]) =>
        (
          await tx.priceImportRun.create({
            data: {
              fileName: input.fileName,
              userId: input.userId ?? null,
              rowsTotal,
              rowsAccepted,
              rowsRejected: rejections.length,
              rejections: rejections.map(({ line, reason }) => ({ line, reason })),
              startedAt,
              finishedAt: new Date(),
            },
            select: { id: true },
          })
        ).id;
      const nothingApplied = { offersCreated: 0, offersUpdated: 0, historyAppended: 0 };

      if (!parsed.ok) {
        const rejections = [parsed.rejection];
        const runId = await recordRun(parsed.rowsTotal, 0, rejections);
        return {
          runId,
          rowsTotal: parsed.rowsTotal,
          rowsAccepted: 0,
          rowsRejected: 1,
          rejections,
          ...nothingApplied,
        };
      }

      const keys = productKeysOf(parsed.rows);
      const products = await tx.supplement.findMany({
        where: { OR: [{ slug: { in: keys } }, { id: { in: keys } }] },
        select: { id: true, slug: true, unitsPerPack: true },
      });
      const byKey = new Map<string, PriceImportProduct>();
      for (const product of products) {
        byKey.set(product.id, product);
        byKey.set(product.slug, product);
      }
      const validation = validatePriceRows(parsed.rows, { now, findProduct: (key) => byKey.get(key) });

      const supplementIds = [...new Set(validation.accepted.map((row) => row.supplementId))];
      const offers = await tx.retailerOffer.findMany({ where: { supplementId: { in: supplementIds } } });
      const existing = new Map(offers.map((offer) => [offerKey(offer.supplementId, offer.retailer), offer]));

      const rejections = [...validation.rejections, ...staleRejections(validation.accepted, existing)].sort(
        (a, b) => a.line - b.line,
      );
      const rowsTotal = parsed.rows.length;
      if (rejections.length > 0) {
        const runId = await recordRun(rowsTotal, 0, rejections);
        return {
          runId,
          rowsTotal,
          rowsAccepted: 0,
          rowsRejected: rejections.length,
          rejections,
          ...nothingApplied,
        };
      }

      const applied = await applyRows(tx, validation.accepted, existing);
      const runId = await recordRun(rowsTotal, rowsTotal, []);
      return { runId, rowsTotal, rowsAccepted: rowsTotal, rowsRejected: 0, rejections: [], ...applied };
    },
    // A 5000-row file is 5000 small writes; Prisma's default 5 s would abort a large valid feed.
    { maxWait: 30_000, timeout: 120_000 },
  );
}
