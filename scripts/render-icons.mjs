// Renders the site's icons from one drawing, so every size matches app/icon.svg (docs/reference/scripts.md "Assets").
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BRAND_600 = "#059669";
const BRAND_100 = "#d1fae5";

function capsule(cx, cy, width, height, id) {
  const x = cx - width / 2;
  const y = cy - height / 2;
  const r = height / 2;
  return [
    `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${r}"/></clipPath>`,
    `<g clip-path="url(#${id})">`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#ffffff"/>`,
    `<rect x="${cx}" y="${y}" width="${width / 2}" height="${height}" fill="${BRAND_100}"/>`,
    `</g>`,
  ].join("");
}

// `rounded` for the favicon and app icon; maskable and Apple icons are full-bleed (the platform shapes them), and
// `scale` keeps a maskable icon's content inside the central 80% circle.
function drawing({ rounded, scale = 1 }) {
  const capsules = [
    capsule(256, 158, 176, 72, "c1"),
    capsule(256, 256, 256, 72, "c2"),
    capsule(256, 354, 336, 72, "c3"),
  ].join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">`,
    `<rect width="512" height="512"${rounded ? ' rx="112"' : ""} fill="${BRAND_600}"/>`,
    `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">${capsules}</g>`,
    `</svg>`,
  ].join("");
}

async function png(svg, size) {
  return sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
}

/** An ICO file whose images are PNG-encoded (supported by every current browser and Windows Vista on). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2);
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const icon = drawing({ rounded: true });
const fullBleed = drawing({ rounded: false });
const maskable = drawing({ rounded: false, scale: 0.8 });

await writeFile(path.join(ROOT, "app", "icon.svg"), `${icon}\n`);
await writeFile(path.join(ROOT, "app", "apple-icon.png"), await png(fullBleed, 180));
await writeFile(path.join(ROOT, "public", "icons", "icon-192.png"), await png(icon, 192));
await writeFile(path.join(ROOT, "public", "icons", "icon-512.png"), await png(icon, 512));
await writeFile(path.join(ROOT, "public", "icons", "icon-maskable-512.png"), await png(maskable, 512));
const favicon = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(icon, size) })));
await writeFile(path.join(ROOT, "app", "favicon.ico"), ico(favicon));
console.log("icons written");
