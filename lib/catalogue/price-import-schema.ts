// Pounds are read digit by digit into pence, never through a float: 0.29 × 100 is 28.999999999999996.
import { z } from "zod";

export const PRICE_IMPORT_COLUMNS = [
  "product",
  "retailer",
  "price",
  "pack_size",
  "url",
  "in_stock",
  "checked_at",
] as const;

type PriceImportColumn = (typeof PRICE_IMPORT_COLUMNS)[number];

/** £1000: a supplement pack above it is far more likely a feed error (pence sent as pounds). */
const MAX_PRICE_PENCE = 100_000;
const MAX_PACK_SIZE = 100_000;

const POUNDS = /^(\d{1,4})(?:\.(\d{1,2}))?$/;

export function parsePricePence(text: string): number | undefined {
  const match = POUNDS.exec(text.trim());
  if (!match) return undefined;
  const [, pounds = "0", pence = ""] = match;
  return Number(pounds) * 100 + Number(pence.padEnd(2, "0"));
}

const missingOr = (field: string, expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${field} is missing` : `${field} must be ${expected}`;

function cellText(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return String(value);
  return undefined;
}

const price = z.unknown().transform((value, ctx) => {
  const text = cellText(value);
  if (text === undefined || text === "") {
    ctx.addIssue({ code: "custom", message: "price is missing" });
    return z.NEVER;
  }
  const pence = parsePricePence(text);
  if (pence === undefined) {
    ctx.addIssue({
      code: "custom",
      message: `price "${text}" must be pounds with up to 2 decimals, e.g. 12.99`,
    });
    return z.NEVER;
  }
  if (pence <= 0 || pence > MAX_PRICE_PENCE) {
    ctx.addIssue({
      code: "custom",
      message: `price "${text}" must be more than £0 and at most £${MAX_PRICE_PENCE / 100}`,
    });
    return z.NEVER;
  }
  return pence;
});

const packSize = z.unknown().transform((value, ctx) => {
  const text = cellText(value);
  if (text === undefined || text === "") {
    ctx.addIssue({ code: "custom", message: "pack_size is missing" });
    return z.NEVER;
  }
  const units = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
  if (!(units >= 1 && units <= MAX_PACK_SIZE)) {
    ctx.addIssue({
      code: "custom",
      message: `pack_size "${text}" must be a whole number of units from 1 to ${MAX_PACK_SIZE}`,
    });
    return z.NEVER;
  }
  return units;
});

const STOCK_WORDS: Record<string, boolean> = {
  true: true,
  "1": true,
  yes: true,
  false: false,
  "0": false,
  no: false,
};

const inStock = z.unknown().transform((value, ctx) => {
  const text = cellText(value)?.toLowerCase();
  if (text === undefined || text === "") {
    ctx.addIssue({ code: "custom", message: "in_stock is missing" });
    return z.NEVER;
  }
  const stocked = STOCK_WORDS[text];
  if (stocked === undefined) {
    ctx.addIssue({ code: "custom", message: `in_stock "${text}" must be true/false, 1/0 or yes/no` });
    return z.NEVER;
  }
  return stocked;
});

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });

function checkedAt(now: Date) {
  const oldest = new Date(now);
  oldest.setUTCFullYear(oldest.getUTCFullYear() - 1);
  return z
    .string({ error: missingOr("checked_at", "text") })
    .trim()
    .transform((text, ctx) => {
      if (text === "") {
        ctx.addIssue({ code: "custom", message: "checked_at is missing" });
        return z.NEVER;
      }
      let date: Date | undefined;
      if (isoDate.safeParse(text).success) date = new Date(`${text}T00:00:00.000Z`);
      else if (isoDateTime.safeParse(text).success) date = new Date(text);
      if (!date || Number.isNaN(date.getTime())) {
        ctx.addIssue({
          code: "custom",
          message: `checked_at "${text}" must be an ISO date (2026-11-20) or datetime with Z or an offset (2026-11-20T09:30:00Z)`,
        });
        return z.NEVER;
      }
      if (date.getTime() > now.getTime()) {
        ctx.addIssue({ code: "custom", message: `checked_at "${text}" is in the future` });
        return z.NEVER;
      }
      if (date.getTime() < oldest.getTime()) {
        ctx.addIssue({ code: "custom", message: `checked_at "${text}" is more than one year old` });
        return z.NEVER;
      }
      return date;
    });
}

// The importer passes one `now` for the whole file, so every row is judged against the same clock.
export function createPriceImportRowSchema(now: Date = new Date()) {
  return z
    .object({
      product: z
        .string({ error: missingOr("product", "a supplement slug or id") })
        .trim()
        .min(1, "product is missing")
        .max(200, "product must be at most 200 characters"),
      retailer: z
        .string({ error: missingOr("retailer", "text") })
        .trim()
        .min(2, "retailer must be 2–60 characters")
        .max(60, "retailer must be 2–60 characters"),
      price,
      pack_size: packSize,
      url: z
        .string({ error: missingOr("url", "an https:// URL") })
        .trim()
        .max(2000, "url must be at most 2000 characters")
        .pipe(
          z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: "url must be an https:// URL" }),
        ),
      in_stock: inStock,
      checked_at: checkedAt(now),
    })
    .transform((row) => ({
      product: row.product,
      retailer: row.retailer,
      pricePence: row.price,
      packSize: row.pack_size,
      url: row.url,
      inStock: row.in_stock,
      checkedAt: row.checked_at,
    }));
}

export type PriceImportRowInput = Partial<Record<PriceImportColumn, unknown>>;
export type PriceImportRow = z.output<ReturnType<typeof createPriceImportRowSchema>>;
