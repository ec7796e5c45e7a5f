import "server-only";
// The decoders' wasm, worker and English data, served from our origin straight out of node_modules, so a fresh
// `npm install` provides them and no CDN is asked (docs/scanning.md "Where the assets come from").
import { readFile, stat } from "node:fs/promises";
import path from "node:path";

import { z } from "zod";

import { AppError } from "@/lib/errors/app-error";

const ASSETS = {
  "zxing-reader.wasm": ["zxing-wasm/dist/reader/zxing_reader.wasm", "application/wasm"],
  "tesseract-worker.js": ["tesseract.js/dist/worker.min.js", "text/javascript; charset=utf-8"],
  "tesseract-core-relaxedsimd-lstm.wasm.js": [
    "tesseract.js-core/tesseract-core-relaxedsimd-lstm.wasm.js",
    "text/javascript; charset=utf-8",
  ],
  "tesseract-core-simd-lstm.wasm.js": [
    "tesseract.js-core/tesseract-core-simd-lstm.wasm.js",
    "text/javascript; charset=utf-8",
  ],
  "tesseract-core-lstm.wasm.js": [
    "tesseract.js-core/tesseract-core-lstm.wasm.js",
    "text/javascript; charset=utf-8",
  ],
  // Sent as bytes, not Content-Encoding: tesseract.js unzips it itself.
  "eng.traineddata.gz": [
    "@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz",
    "application/octet-stream",
  ],
} as const satisfies Record<string, readonly [string, string]>;

export const scanAssetName = z.enum(Object.keys(ASSETS) as [keyof typeof ASSETS, ...(keyof typeof ASSETS)[]]);

export type ScanAsset = { bytes: Uint8Array<ArrayBuffer>; contentType: string; etag: string };

export async function readScanAsset(name: z.infer<typeof scanAssetName>): Promise<ScanAsset> {
  const [file, contentType] = ASSETS[name];
  const fullPath = path.join(process.cwd(), "node_modules", file);
  const info = await stat(fullPath).catch((error: unknown) => {
    // A package installed without the file (or nested elsewhere by npm) is a missing asset, not a crash.
    throw new AppError("NOT_FOUND", "Scan asset not installed", { cause: error });
  });
  // Size and time change with each package version, so a browser never keeps wasm that no longer fits its code.
  const etag = `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`;
  return { bytes: new Uint8Array(await readFile(fullPath)), contentType, etag };
}
