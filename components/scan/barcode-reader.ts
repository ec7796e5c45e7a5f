// Loaded only when someone scans: the ZXing wasm build behind the BarcodeDetector API, so Chromium without a native
// detector (desktop Linux, Windows) reads barcodes too. Its wasm comes from our origin, never a CDN.
import { BarcodeDetector, prepareZXingModule } from "barcode-detector/ponyfill";

import { normaliseGtin } from "@/lib/catalogue/gtin";

export const ZXING_WASM_URL = "/api/scan-assets/zxing-reader.wasm";

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? ZXING_WASM_URL : prefix + path),
  },
});

// Retail barcodes only; UPC-E is left out because its 8 digits are not an EAN-8 GTIN.
const detector = new BarcodeDetector({ formats: ["ean_13", "ean_8", "upc_a"] });

/** The first barcode in the image that is a valid GTIN, as 14 digits; null when there is none. */
export async function readGtin(image: HTMLVideoElement | Blob | ImageBitmap): Promise<string | null> {
  const codes = await detector.detect(image);
  for (const code of codes) {
    const gtin = normaliseGtin(code.rawValue);
    if (gtin) return gtin;
  }
  return null;
}
