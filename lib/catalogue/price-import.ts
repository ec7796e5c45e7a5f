// Reading and checking a retailer/affiliate price feed file (`npm run prices:import` and the
// dashboard upload); ./mutations.ts applies a checked file. Row format: lib/catalogue/price-import-schema.ts — CSV with a header of
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

/** What a price file's name says it is: the app's own CSV/JSON, or a retailer feed (./feed-formats.ts). */
export type PriceFileKind = PriceFileFormat | "xml" | "tsv";

const isFileKind = (extension: string): extension is PriceFileKind =>
  extension === "csv" || extension === "json" || extension === "xml" || extension === "tsv";

export function priceFileFormatFor(fileName: string): PriceFileKind | undefined {
  const extension = fileName.toLowerCase().split(".").pop() ?? "";
  return isFileKind(extension) ? extension : undefined;
}

/** "line 4: …" for CSV, "item 4: …" for JSON. */
export function formatRejection(rejection: PriceImportRejection, format: PriceFileKind): string {
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

/** The header's column names (trimmed, lower case) and each record with the physical line it starts on. */
export type DelimitedRecords =
  | { ok: true; columns: string[]; records: { line: number; record: string[] }[] }
  | { ok: false; rejection: PriceImportRejection };

/** Splits CSV (or, with delimiter "\t", TSV) text into a header and records with their start lines. */
export function readDelimited(content: string, delimiter = ","): DelimitedRecords {
  const kind = delimiter === "\t" ? "TSV" : "CSV";
  let records: { record: string[]; raw: string }[];
  try {
    // csv-parse's typings do not model `raw: true`, which wraps each record as { record, raw }.
    records = parseCsv(content, {
      bom: true,
      raw: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as {
      record: string[];
      raw: string;
    }[];
  } catch (error) {
    // Reported on line 1 like any unreadable file; csv-parse's message names where it gave up.
    const reason = `not valid ${kind}: ${error instanceof Error ? error.message : String(error)}`;
    return { ok: false, rejection: { line: 1, reason } };
  }
  const [header, ...body] = records;
  if (!header) return { ok: false, rejection: { line: 1, reason: "the file is empty" } };

  // csv-parse's own line counter follows record delimiters, not physical lines, so the start line
  // of each record is counted from the raw text: the line breaks of every record before it, plus
  // the empty lines skipped in front of it.
  let linesBefore = countLineBreaks(header.raw);
  const lines: { line: number; record: string[] }[] = [];
  for (const { record, raw } of body) {
    const line = linesBefore + 1 + countLineBreaks(raw.match(LEADING_BREAKS)?.[0] ?? "");
    linesBefore += countLineBreaks(raw);
    if (record.every((cell) => cell.trim() === "")) continue;
    lines.push({ line, record });
  }
  return { ok: true, columns: header.record.map((name) => name.trim().toLowerCase()), records: lines };
}

/** The header names a column twice: which one. */
export const repeatedColumn = (columns: string[]) =>
  columns.find((name, index) => name !== "" && columns.indexOf(name) !== index);

function parseCsvFile(content: string): ParsedPriceFile {
  const read = readDelimited(content);
  if (!read.ok) return { ok: false, rowsTotal: 0, rejection: read.rejection };
  const { columns, records } = read;
  const repeated = repeatedColumn(columns);
  if (repeated) return unreadable(1, `the header names column "${repeated}" twice`, records.length);
  const missing = PRICE_IMPORT_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0) {
    return unreadable(
      1,
      `the header lacks column(s) ${missing.join(", ")} (expected ${PRICE_IMPORT_COLUMNS.join(", ")})`,
      records.length,
    );
  }
  const rows = records.map(({ line, record }): RawPriceRow => {
    if (record.length !== columns.length)
      return { line, error: `the row has ${record.length} fields but the header has ${columns.length}` };
    const values: Record<string, string> = {};
    columns.forEach((name, index) => {
      if (name !== "") values[name] = record[index] ?? "";
    });
    return { line, values };
  });
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
