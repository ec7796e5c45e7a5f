// EAN-13 barcodes drawn by the tests themselves (GS1 General Specifications, EAN-13 symbol): an SVG for a photo, and
// a YUV4MPEG2 video that Chromium's fake camera plays.
import type { Page } from "@playwright/test";

const L_CODES = [
  "0001101",
  "0011001",
  "0010011",
  "0111101",
  "0100011",
  "0110001",
  "0101111",
  "0111011",
  "0110111",
  "0001011",
];
const G_CODES = [
  "0100111",
  "0110011",
  "0011011",
  "0100001",
  "0011101",
  "0111001",
  "0000101",
  "0010001",
  "0001001",
  "0010111",
];
const R_CODES = [
  "1110010",
  "1100110",
  "1101100",
  "1000010",
  "1011100",
  "1001110",
  "1010000",
  "1000100",
  "1001000",
  "1110100",
];
// The first digit is not drawn: it picks which of the next six use the G set.
const PARITY = [
  "LLLLLL",
  "LLGLGG",
  "LLGGLG",
  "LLGGGL",
  "LGLLGG",
  "LGGLLG",
  "LGGGLL",
  "LGLGLG",
  "LGLGGL",
  "LGGLGL",
];

export function ean13(first12: string): string {
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  return `${first12}${String((10 - (sum % 10)) % 10)}`;
}

/** The 95 modules of an EAN-13 symbol, "1" for a bar. */
function ean13Modules(code: string): string {
  const digits = Array.from(code, Number);
  const parity = PARITY[digits[0] ?? 0] ?? "LLLLLL";
  const left = digits
    .slice(1, 7)
    .map((digit, index) => (parity[index] === "G" ? G_CODES : L_CODES)[digit])
    .join("");
  const right = digits
    .slice(7)
    .map((digit) => R_CODES[digit])
    .join("");
  return `101${left}01010${right}101`;
}

export function barcodeSvg(code: string, moduleWidth = 3): string {
  const modules = ean13Modules(code);
  const quiet = 12 * moduleWidth;
  const width = modules.length * moduleWidth + 2 * quiet;
  const bars = Array.from(modules, String)
    .map((bit, index) =>
      bit === "1"
        ? `<rect x="${String(quiet + index * moduleWidth)}" y="10" width="${String(moduleWidth)}" height="150"/>`
        : "",
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="200" style="background:#fff"><rect width="100%" height="100%" fill="#fff"/><g fill="#000">${bars}</g><text x="${String(width / 2)}" y="190" font-size="22" text-anchor="middle" font-family="monospace">${code}</text></svg>`;
}

/** Two identical 640×480 frames of the barcode on white, in 4:2:0 (Chromium loops the file). */
export function barcodeY4m(code: string): Buffer {
  const width = 640;
  const height = 480;
  const moduleWidth = 5;
  const modules = ean13Modules(code);
  const left = Math.floor((width - modules.length * moduleWidth) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 90; y < 390; y += 1) {
    for (let index = 0; index < modules.length; index += 1) {
      if (modules[index] !== "1") continue;
      luma.fill(16, y * width + left + index * moduleWidth, y * width + left + (index + 1) * moduleWidth);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${String(width)} H${String(height)} F10:1 Ip A1:1 C420jpeg\n`),
    frame,
    frame,
  ]);
}

/** A PNG "photo" of an SVG drawing (a barcode, or a blank page), screenshotted in a page of its own. */
export async function photoOf(page: Page, svg: string): Promise<Buffer> {
  const drawing = await page.context().newPage();
  await drawing.setContent(`<body style="margin:0;background:#fff">${svg}</body>`);
  const shot = await drawing.locator("svg").screenshot();
  await drawing.close();
  return shot;
}
