import { XMLParser } from "fast-xml-parser";

import { normaliseGtin } from "./gtin";
import { MAX_IMPORT_ROWS, readDelimited, repeatedColumn, type PriceImportRejection } from "./price-import";
import { parsePricePence } from "./price-import-schema";

export type FeedFormat = "google-xml" | "google-tsv" | "awin-csv";

export interface FeedRow {
  line: number;
  itemId: string;
  title: string;
  brand: string | null;
  gtin: string | null;
  mpn: string | null;
  url: string;
  pricePence: number;
  inStock: boolean;
  packSize: number | null;
  imageUrl: string | null;
  retailer: string | null;
}

export interface ParsedFeed {
  rowsTotal: number;
  rows: FeedRow[];
  rejections: PriceImportRejection[];
}

interface FeedRecord {
  line: number;
  fields: Record<string, string>;
}

export function detectFeedFormat(content: string): FeedFormat | undefined {
  const text = content.replace(/^\uFEFF/, "").trimStart();
  if (text.startsWith("<")) return "google-xml";
  const header = (text.split(/\r\n|\n|\r/, 1)[0] ?? "").toLowerCase();
  if (/(^|[,"])(aw_product_id|aw_deep_link)([,"]|$)/.test(header)) return "awin-csv";
  if (header.includes("\t")) return "google-tsv";
  return undefined;
}

const countLineBreaks = (text: string) => text.match(/\r\n|\n|\r/g)?.length ?? 0;

function textFields(item: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof item !== "object" || item === null) return fields;
  for (const [key, value] of Object.entries(item)) {
    const name = key.replace(/^g:/, "").toLowerCase();
    // An element with attributes arrives as { "#text": …, "@_…": … }.
    const text: unknown =
      typeof value === "object" && value !== null && "#text" in value
        ? (value as { "#text": unknown })["#text"]
        : value;
    if (typeof text === "string" && !(name in fields)) fields[name] = text.trim();
  }
  return fields;
}

type XmlRead = { ok: true; records: FeedRecord[] } | { ok: false; rejection: PriceImportRejection };

function readXml(content: string): XmlRead {
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    processEntities: true,
    isArray: (name) => name === "item" || name === "entry",
  });
  let document: unknown;
  try {
    // The parser throws on mismatched tags; every item's fields are checked one by one below.
    document = parser.parse(content);
  } catch (error) {
    const reason = `not valid XML: ${error instanceof Error ? error.message : String(error)}`;
    return { ok: false, rejection: { line: 1, reason } };
  }
  const root = document as { rss?: { channel?: { item?: unknown[] } }; feed?: { entry?: unknown[] } };
  const items = root.rss?.channel?.item ?? root.feed?.entry;
  if (!items) {
    const reason = "not a Google Merchant feed: expected <rss><channel><item> or <feed><entry>";
    return { ok: false, rejection: { line: 1, reason } };
  }
  // The parser keeps no positions, so each item's line is where its n-th opening tag stands.
  const tag = root.rss ? /<item[\s>]/g : /<entry[\s>]/g;
  const starts = [...content.matchAll(tag)].map(
    (match) => countLineBreaks(content.slice(0, match.index)) + 1,
  );
  return {
    ok: true,
    records: items.map((item, index) => ({ line: starts[index] ?? 1, fields: textFields(item) })),
  };
}

const AWIN_FIELDS: Record<string, string[]> = {
  id: ["aw_product_id", "merchant_product_id"],
  title: ["product_name"],
  link: ["aw_deep_link", "merchant_deep_link"],
  amount: ["search_price"],
  currency: ["currency"],
  gtin: ["product_gtin", "ean", "upc"],
  brand: ["brand_name"],
  mpn: ["mpn"],
  in_stock: ["in_stock"],
  image_link: ["merchant_image_url", "aw_image_url"],
  retailer: ["merchant_name"],
  pack_size: ["pack_size"],
};

function fromAwin(fields: Record<string, string>): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [name, columns] of Object.entries(AWIN_FIELDS)) {
    const column = columns.find((candidate) => (fields[candidate] ?? "") !== "");
    if (column) mapped[name] = fields[column] ?? "";
  }
  return mapped;
}

function readTable(content: string, format: "google-tsv" | "awin-csv"): XmlRead {
  const read = readDelimited(content, format === "google-tsv" ? "\t" : ",");
  if (!read.ok) return read;
  const columns = read.columns.map((name) => name.replace(/^g:/, ""));
  const repeated = repeatedColumn(columns);
  if (repeated)
    return { ok: false, rejection: { line: 1, reason: `the header names column "${repeated}" twice` } };
  const records = read.records.map(({ line, record }) => {
    const fields: Record<string, string> = {};
    columns.forEach((name, index) => {
      if (name !== "") fields[name] = (record[index] ?? "").trim();
    });
    return { line, fields: format === "awin-csv" ? fromAwin(fields) : fields };
  });
  return { ok: true, records };
}

export function parseFeedPrice(text: string, currency?: string): { pence: number } | { error: string } {
  const match = /^(?:([A-Za-z]{3})\s*)?(\d[\d.]*)(?:\s*([A-Za-z]{3}))?$/.exec(text.trim());
  const code = (match?.[1] ?? match?.[3] ?? currency ?? "").toUpperCase();
  if (!match) return { error: `"${text}" is not an amount with its currency, e.g. 12.99 GBP` };
  if (code === "") return { error: `"${text}" names no currency (prices must be in GBP)` };
  if (code !== "GBP") return { error: `"${text}" is in ${code}, not GBP` };
  const pence = parsePricePence(match[2] ?? "");
  if (pence === undefined || pence <= 0 || pence > 100_000)
    return { error: `"${text}" must be more than £0 and at most £1000, with up to 2 decimals` };
  return { pence };
}

const AVAILABILITY: Record<string, boolean> = {
  in_stock: true,
  "in stock": true,
  out_of_stock: false,
  "out of stock": false,
  preorder: false,
  backorder: false,
  "1": true,
  "0": false,
  yes: true,
  no: false,
  true: true,
  false: false,
};

function saleApplies(effective: string | undefined, now: Date): boolean {
  if (!effective) return true;
  const [start, end] = effective.split("/").map((part) => (part.trim() === "" ? undefined : new Date(part)));
  if ([start, end].some((date) => date !== undefined && Number.isNaN(date.getTime()))) return false;
  return (!start || start <= now) && (!end || now <= end);
}

function packSizeOf(fields: Record<string, string>): number | null | string {
  const stated = fields.pack_size ?? /^(\d{1,6})\s*ct$/i.exec(fields.unit_pricing_measure ?? "")?.[1];
  if (stated === undefined || stated === "") return null;
  const units = /^\d{1,6}$/.test(stated) ? Number(stated) : 0;
  return units >= 1 ? units : `pack size "${stated}" must be a whole number of units`;
}

function httpsUrl(text: string | undefined): string | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname.includes(".") && text.length <= 2000 ? text : undefined;
  } catch {
    return undefined;
  }
}

type Checked = { row: FeedRow } | { reasons: string[] };

function priceOf(fields: Record<string, string>, now: Date): { pence: number } | { error: string } {
  const price = fields.price ?? fields.amount;
  if (!price) return { error: "price is missing" };
  const regular = parseFeedPrice(price, fields.currency);
  if (!("pence" in regular) || !fields.sale_price) return regular;
  const sale = parseFeedPrice(fields.sale_price, fields.currency);
  if (!("pence" in sale)) return { error: `sale_price ${sale.error}` };
  return sale.pence < regular.pence && saleApplies(fields.sale_price_effective_date, now) ? sale : regular;
}

function checkRecord({ line, fields }: FeedRecord, now: Date): Checked {
  const reasons: string[] = [];
  const itemId = fields.id ?? "";
  const title = fields.title ?? "";
  if (itemId === "" || itemId.length > 200) reasons.push("id is missing or longer than 200 characters");
  if (title === "" || title.length > 300) reasons.push("title is missing or longer than 300 characters");
  const url = httpsUrl(fields.link);
  if (!url) reasons.push(fields.link ? `link "${fields.link}" must be an https:// URL` : "link is missing");
  const price = priceOf(fields, now);
  if ("error" in price) reasons.push(price.error.startsWith("price") ? price.error : `price ${price.error}`);
  const availability = fields.availability ?? fields.in_stock;
  const inStock = availability === undefined ? undefined : AVAILABILITY[availability.toLowerCase()];
  if (inStock === undefined)
    reasons.push(
      availability ? `availability "${availability}" is not recognised` : "availability is missing",
    );
  const gtin = fields.gtin ? normaliseGtin(fields.gtin) : null;
  if (gtin === undefined)
    reasons.push(`gtin "${fields.gtin ?? ""}" is not a valid GTIN (length or check digit)`);
  const packSize = packSizeOf(fields);
  if (typeof packSize === "string") reasons.push(packSize);
  if (reasons.length > 0 || !url || "error" in price || inStock === undefined || typeof packSize === "string")
    return { reasons };
  const optional = (value: string | undefined) => (value && value !== "" ? value : null);
  const row: FeedRow = {
    line,
    itemId,
    title,
    brand: optional(fields.brand),
    gtin: gtin ?? null,
    mpn: optional(fields.mpn),
    url,
    pricePence: price.pence,
    inStock,
    packSize,
    imageUrl: httpsUrl(fields.image_link) ?? null,
    retailer: optional(fields.retailer),
  };
  return { row };
}

export function parseFeed(content: string, format: FeedFormat, now: Date): ParsedFeed {
  const read = format === "google-xml" ? readXml(content) : readTable(content, format);
  if (!read.ok) return { rowsTotal: 0, rows: [], rejections: [read.rejection] };
  const { records } = read;
  if (records.length === 0)
    return { rowsTotal: 0, rows: [], rejections: [{ line: 1, reason: "the feed has no items" }] };
  if (records.length > MAX_IMPORT_ROWS) {
    const reason = `the feed has ${records.length} items; at most ${MAX_IMPORT_ROWS} can be imported at once`;
    return { rowsTotal: records.length, rows: [], rejections: [{ line: 1, reason }] };
  }
  const rows: FeedRow[] = [];
  const rejections: PriceImportRejection[] = [];
  for (const record of records) {
    const checked = checkRecord(record, now);
    if ("row" in checked) rows.push(checked.row);
    else rejections.push({ line: record.line, reason: checked.reasons.join("; ") });
  }
  return { rowsTotal: records.length, rows, rejections };
}
