// Profile image uploads in integration tests: images made with sharp, and the multipart requests a
// browser would send to POST /api/profile-images.
import { deflateSync } from "node:zlib";

import sharp from "sharp";

export const SITE = "http://localhost:3000";

/** A JPEG whose left half is red and right half blue, with EXIF (orientation 6: turn 90° clockwise). */
export async function photoWithExif(): Promise<Buffer> {
  const half = { width: 300, height: 200, channels: 3 as const };
  const red = await sharp({ create: { ...half, background: "#ff0000" } })
    .png()
    .toBuffer();
  const blue = await sharp({ create: { ...half, background: "#0000ff" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 600, height: 200, channels: 3, background: "#000000" } })
    .composite([
      { input: red, left: 0, top: 0 },
      { input: blue, left: 300, top: 0 },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Artist: "Test Camera Owner", Copyright: "Private location 51.5N 0.1W" } })
    .toBuffer();
}

export function solidImage(format: "png" | "webp" | "gif", width = 320, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#10b981" } })
    .toFormat(format)
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A valid 1-bit greyscale PNG of `side` × `side` pixels, all black: a few tens of kilobytes that
 * would decode to hundreds of megabytes (a decompression bomb).
 */
export function decompressionBombPng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rowBytes = 1 + Math.ceil(side / 8); // filter byte + packed pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** POST /api/profile-images with `bytes` as the file "image" (named and typed as given). */
export function uploadRequest(
  bytes: Uint8Array,
  options: { cookie?: string; name?: string; type?: string; origin?: string } = {},
): Request {
  const form = new FormData();
  form.append(
    "image",
    new File([new Uint8Array(bytes)], options.name ?? "photo.jpg", { type: options.type ?? "image/jpeg" }),
  );
  const headers: Record<string, string> = { origin: options.origin ?? SITE };
  if (options.cookie) headers.cookie = options.cookie;
  return new Request(`${SITE}/api/profile-images`, { method: "POST", headers, body: form });
}

export function imageRequest(id: string, method: "GET" | "DELETE", cookie?: string): Request {
  const headers: Record<string, string> = { origin: SITE };
  if (cookie) headers.cookie = cookie;
  return new Request(`${SITE}/api/profile-images/${id}`, { method, headers });
}
