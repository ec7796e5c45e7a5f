// Product images from a feed's image_link: recorded with the retailer when a row
// is matched, fetched once from a local HTTP server on loopback (serving an image the test
// generates), resized with sharp and cached on disk, then served by GET /api/product-images/{id}.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";

import { importPriceFile } from "@/lib/catalogue/feed-import";
import { fetchProductImages, PRODUCT_IMAGE_SIZE } from "@/lib/catalogue/product-images";
import { type Database } from "@/lib/db/prisma";
import { createSeededDatabase, type SeededDatabase } from "../support/database";
import type { RouteHandler } from "../support/http";

// The images here are served on loopback, which only this setting lets the outbound guard reach.
process.env.OUTBOUND_PRIVATE_ADDRESSES = "allow";

const NOW = new Date("2026-11-24T12:00:00Z");
const FEED = `<?xml version="1.0"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>
<item>
  <g:id>VD-1000</g:id><g:title>Vitabiotics Ultra Vitamin D 1000 IU</g:title><g:brand>Vitabiotics</g:brand>
  <g:link>https://shop.example.co.uk/p/VD-1000</g:link><g:price>7.49 GBP</g:price>
  <g:availability>in_stock</g:availability><g:image_link>https://images.example.co.uk/vd-1000.jpg</g:image_link>
</item>
</channel></rss>`;

let scratch: SeededDatabase;
let prisma: Database;
let server: Server;
let origin: string;
let imageDir: string;
const hits: string[] = [];
let route: Record<string, RouteHandler>;

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  imageDir = await mkdtemp(path.join(tmpdir(), "product-images-"));
  process.env.PRODUCT_IMAGE_DIR = imageDir;
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#cc3333" } })
    .png()
    .toBuffer();
  server = createServer((request, response) => {
    hits.push(request.url ?? "");
    if (request.url === "/big.png") {
      response.writeHead(200, { "Content-Type": "image/png" }).end(png);
    } else if (request.url === "/page.html") {
      response.writeHead(200, { "Content-Type": "text/html" }).end("<p>not an image</p>");
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  route = await import("@/app/api/product-images/[id]/route");
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(imageDir, { recursive: true, force: true });
  await scratch.drop();
});

const vitaminD = () =>
  prisma.supplement.findFirstOrThrow({ where: { name: "Ultra Vitamin D 1000 IU", unitsPerPack: 96 } });

const getImage = (id: string) =>
  route.GET!(new Request(`http://localhost/api/product-images/${id}`), { params: Promise.resolve({ id }) });

describe("product images", () => {
  it("records a matched row's image_link with its retailer, and keeps the first one", async () => {
    const result = await importPriceFile({
      fileName: "g.xml",
      content: FEED,
      kind: "xml",
      retailer: "Example Pharmacy",
      now: NOW,
    });
    expect(result.rowsAccepted).toBe(1);
    expect(await vitaminD()).toMatchObject({
      imageSourceUrl: "https://images.example.co.uk/vd-1000.jpg",
      imageRetailer: "Example Pharmacy",
      imageFile: null,
    });
    await importPriceFile({
      fileName: "g.xml",
      content: FEED.replace("vd-1000.jpg", "other.jpg"),
      kind: "xml",
      retailer: "Another Shop",
      now: new Date(NOW.getTime() + 60_000),
    });
    expect(await vitaminD()).toMatchObject({ imageSourceUrl: "https://images.example.co.uk/vd-1000.jpg" });
  });

  it("fetches it once, resized to WebP within 480 px and cached on disk, and serves it", async () => {
    const product = await vitaminD();
    expect((await getImage(product.id)).status).toBe(404);
    await prisma.supplement.update({
      where: { id: product.id },
      data: { imageSourceUrl: `${origin}/big.png` },
    });
    expect(await fetchProductImages(imageDir)).toBe(1);
    expect(await fetchProductImages(imageDir)).toBe(0);
    expect(hits.filter((hit) => hit === "/big.png")).toHaveLength(1);
    expect(await readdir(imageDir)).toEqual([`${product.id}.webp`]);
    const response = await getImage(product.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: PRODUCT_IMAGE_SIZE, height: 320 });
  });

  it("records why a fetch failed and does not try again", async () => {
    const [a, b] = await prisma.supplement.findMany({
      where: { imageSourceUrl: null },
      take: 2,
      orderBy: { id: "asc" },
    });
    await prisma.supplement.update({
      where: { id: a!.id },
      data: { imageSourceUrl: `${origin}/missing.png` },
    });
    await prisma.supplement.update({ where: { id: b!.id }, data: { imageSourceUrl: `${origin}/page.html` } });
    expect(await fetchProductImages(imageDir)).toBe(0);
    expect(await prisma.supplement.findUniqueOrThrow({ where: { id: a!.id } })).toMatchObject({
      imageFile: null,
      imageError: "HTTP 404",
    });
    expect((await prisma.supplement.findUniqueOrThrow({ where: { id: b!.id } })).imageError).toMatch(
      /not an image/,
    );
    const before = hits.length;
    expect(await fetchProductImages(imageDir)).toBe(0);
    expect(hits).toHaveLength(before);
    expect((await getImage(a!.id)).status).toBe(404);
  });
});
