import { parse as parseCsv } from "csv-parse/sync";
import {
  createPriceImportRowSchema,
  PRICE_IMPORT_COLUMNS,
  type PriceImportRow,
  type PriceImportRowInput,
} from "./price-import-schema";

export type PriceFileFormat = "csv" | "json";

export interface PriceImportRejection {
  line: number;
  reason: string;
}

export type RawPriceRow = { line: number; values: PriceImportRowInput } | { line: number; error: string };

export type ParsedPriceFile =
  { ok: true; rows: RawPriceRow[] } | { ok: false; rowsTotal: number; rejection: PriceImportRejection };

/** Bounds one transaction. */
export const MAX_IMPORT_ROWS = 5000;

export type PriceFileKind = PriceFileFormat | "xml" | "tsv";

const isFileKind = (extension: string): extension is PriceFileKind =>
  extension === "csv" || extension === "json" || extension === "xml" || extension === "tsv";

export function priceFileFormatFor(fileName: string): PriceFileKind | undefined {
  const extension = fileName.toLowerCase().split(".").pop() ?? "";
  return isFileKind(extension) ? extension : undefined;
}

export function formatRejection(rejection: PriceImportRejection, format: PriceFileKind): string {
  return `${format === "json" ? "item" : "line"} ${rejection.line}: ${rejection.reason}`;
}

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

export type DelimitedRecords =
  | { ok: true; columns: string[]; records: { line: number; record: string[] }[] }
  | { ok: false; rejection: PriceImportRejection };

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

  // csv-parse counts record delimiters, not physical lines, so each record's start line is counted from the
  // raw text: the line breaks of every record before it, plus the empty lines skipped in front of it.
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

export function parsePriceFile(content: string, format: PriceFileFormat): ParsedPriceFile {
  if (content.trim() === "" || content.trim() === "\uFEFF") return unreadable(1, "the file is empty");
  return format === "csv" ? parseCsvFile(content) : parseJsonFile(content);
}

export interface PriceImportProduct {
  id: string;
  slug: string;
  unitsPerPack: number | null;
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
export const PACK_SIZE_FACTOR = 10;

/** A row's pack far from the product's is another product; a product whose pack size is unknown takes the row's. */
export function packSizeFits(packSize: number, unitsPerPack: number | null): boolean {
  if (unitsPerPack === null) return true;
  return packSize <= unitsPerPack * PACK_SIZE_FACTOR && packSize * PACK_SIZE_FACTOR >= unitsPerPack;
}

export const offerKey = (supplementId: string, retailer: string) =>
  `${supplementId}\u0000${retailer.trim().toLowerCase()}`;

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

export function productKeysOf(rows: RawPriceRow[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) {
    if ("values" in row && typeof row.values.product === "string" && row.values.product.trim() !== "") {
      keys.add(row.values.product.trim());
    }
  }
  return [...keys];
}

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
    if (!packSizeFits(packSize, product.unitsPerPack)) {
      rejections.push({
        line: row.line,
        reason: `pack_size ${packSize} differs from the ${String(product.unitsPerPack)} units per pack of ${product.slug} by more than a factor of ${PACK_SIZE_FACTOR}`,
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
