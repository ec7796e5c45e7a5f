import { AppError } from "@/lib/errors/app-error";
import type { ValidationDetails } from "@/lib/api-server/api-response";
import { MULTIPART_OVERHEAD_BYTES, readMultipartForm } from "@/lib/api-server/multipart-form";
import { findUnsafeText, isUnsafeText } from "@/lib/errors/unsafe-text";

import { z } from "zod";

import { priceFileFormatFor, type PriceFileKind } from "./price-import";

/** 5 MB: a 5,000-row feed (the importer's limit) is well under 1 MB. */
export const MAX_PRICE_UPLOAD_BYTES = 5 * 1024 * 1024;
const PRICE_UPLOAD_FIELD = "file";
const MAX_FILE_NAME_LENGTH = 200;

// Windows reports CSV as Excel's type, many tools send text/plain or octet-stream, and some send nothing.
const ACCEPTED_TYPES: Record<PriceFileKind, readonly string[]> = {
  csv: [
    "text/csv",
    "application/csv",
    "text/comma-separated-values",
    "application/vnd.ms-excel",
    "text/plain",
    "application/octet-stream",
    "",
  ],
  json: ["application/json", "text/json", "text/plain", "application/octet-stream", ""],
  xml: [
    "application/xml",
    "text/xml",
    "application/rss+xml",
    "application/atom+xml",
    "text/plain",
    "application/octet-stream",
    "",
  ],
  tsv: ["text/tab-separated-values", "text/plain", "application/octet-stream", ""],
};

const RETAILER_FIELD = "retailer";
const retailerSchema = z
  .string()
  .trim()
  .max(60, "The retailer must be at most 60 characters")
  .refine((name) => name === "" || name.length >= 2, "The retailer must be 2–60 characters")
  .refine(
    (name) => !isUnsafeText(name),
    "The retailer must not contain NUL characters or unpaired surrogates",
  );

function retailerField(value: FormDataEntryValue | null): { retailer?: string } {
  if (value === null) return {};
  const parsed = retailerSchema.safeParse(typeof value === "string" ? value : undefined);
  if (!parsed.success)
    throw fieldError(RETAILER_FIELD, parsed.error.issues[0]?.message ?? "Invalid retailer");
  return parsed.data === "" ? {} : { retailer: parsed.data };
}

export interface PriceUploadFile {
  fileName: string;
  format: PriceFileKind;
  content: string;
  retailer?: string;
}

function fieldError(field: string, message: string): AppError {
  const details: ValidationDetails = { fieldErrors: { [field]: [message] }, formErrors: [] };
  return AppError.validation(details, message);
}

const tooLarge = () =>
  new AppError("FILE_TOO_LARGE", `The file exceeds ${MAX_PRICE_UPLOAD_BYTES} bytes`, {
    details: { maxBytes: MAX_PRICE_UPLOAD_BYTES },
  });

const wrongType = (message: string) =>
  new AppError("INVALID_FILE_TYPE", message, { details: { accepted: [".csv", ".json", ".tsv", ".xml"] } });

/** Without any folder a client may have sent. */
export function uploadFileName(name: string): string {
  return (name.split(/[\\/]/).pop() ?? "").trim().slice(0, MAX_FILE_NAME_LENGTH);
}

export function checkPriceUploadFile(file: { name: string; size: number; type: string }): {
  fileName: string;
  format: PriceFileKind;
} {
  if (file.size > MAX_PRICE_UPLOAD_BYTES) throw tooLarge();
  const fileName = uploadFileName(file.name);
  const format = priceFileFormatFor(fileName);
  if (!fileName || !format) throw wrongType(`"${fileName}" is not a .csv, .json, .tsv or .xml file`);
  const type = file.type.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!ACCEPTED_TYPES[format].includes(type))
    throw wrongType(`A .${format} file declared as ${type} was refused`);
  if (file.size === 0) throw fieldError(PRICE_UPLOAD_FIELD, "The file is empty");
  return { fileName, format };
}

// NUL characters and lone surrogates cannot be stored as text: a 400 naming the file, never a 500 from the database.
function assertSafeUpload(fileName: string, format: PriceFileKind, content: string): void {
  let unsafe = isUnsafeText(fileName) || isUnsafeText(content);
  if (!unsafe && format === "json") {
    try {
      unsafe = findUnsafeText(JSON.parse(content)) !== undefined;
    } catch {
      // Malformed JSON is the importer's to report, with the line it failed on.
    }
  }
  if (unsafe) throw fieldError(PRICE_UPLOAD_FIELD, "The file contains NUL characters or unpaired surrogates");
}

export async function readPriceUpload(request: Request): Promise<PriceUploadFile> {
  const form = await readMultipartForm(request, MAX_PRICE_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES, tooLarge);
  const file = form.get(PRICE_UPLOAD_FIELD);
  if (!(file instanceof File))
    throw fieldError(PRICE_UPLOAD_FIELD, "Choose a price file (CSV, JSON, TSV or XML) to upload");
  const { fileName, format } = checkPriceUploadFile(file);
  let content: string;
  try {
    content = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw wrongType(`"${fileName}" is not UTF-8 text`);
  }
  assertSafeUpload(fileName, format, content);
  return { fileName, format, content, ...retailerField(form.get(RETAILER_FIELD)) };
}
