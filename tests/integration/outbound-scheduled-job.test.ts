// The scheduled feed job as `npm start` runs it — no NODE_ENV, no OUTBOUND_PRIVATE_ADDRESSES — given
// feeds and a product image on a loopback server: pg-boss runs the hourly job, every feed is refused
// (each private address form, a redirect, credentials) and so is the image, and the server hears nothing.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { type Database } from "@/lib/db/prisma";
import { FEEDS_DUE_QUEUE, startPriceFeedJobs } from "@/lib/jobs/price-feeds";
import { createSeededDatabase, type SeededDatabase } from "../support/database";

const FEED = `<?xml version="1.0"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>
<item><g:id>VD-1000</g:id><g:title>Vitabiotics Ultra Vitamin D 1000 IU</g:title><g:brand>Vitabiotics</g:brand>
<g:link>https://shop.example.co.uk/p/VD-1000</g:link><g:price>1.99 GBP</g:price><g:availability>in_stock</g:availability></item>
</channel></rss>`;

const savedNodeEnv = process.env.NODE_ENV;
let scratch: SeededDatabase;
let prisma: Database;
let server: Server;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  Reflect.deleteProperty(process.env, "NODE_ENV");
  delete process.env.OUTBOUND_PRIVATE_ADDRESSES;
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  server = createServer((request, response) => {
    hits.push(request.url ?? "");
    if (request.url === "/redirect") {
      response.writeHead(302, { Location: "/feed.xml" }).end();
    } else if (request.url === "/image.png") {
      response.writeHead(200, { "Content-Type": "image/png" }).end(Buffer.alloc(64));
    } else {
      response.writeHead(200, { "Content-Type": "application/xml" }).end(FEED);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  Object.assign(process.env, { NODE_ENV: savedNodeEnv });
  await new Promise((resolve) => server.close(resolve));
  await scratch.drop();
});

it("refuses every loopback feed, the redirect and the loopback image", async () => {
  const feeds = [
    `http://127.0.0.1:${port}/feed.xml`,
    `http://localhost:${port}/feed.xml`,
    `http://2130706433:${port}/feed.xml`,
    `http://0177.0.0.1:${port}/feed.xml`,
    `http://0x7f000001:${port}/feed.xml`,
    `http://[::ffff:7f00:1]:${port}/feed.xml`,
    `http://[::127.0.0.1]:${port}/feed.xml`,
    `http://[64:ff9b::7f00:1]:${port}/feed.xml`,
    `http://0.0.0.0:${port}/feed.xml`,
    `http://127.0.0.1:${port}/redirect`,
  ].map((url) => ({ url, retailer: "Loopback Pharmacy" }));
  const product = await prisma.supplement.findFirstOrThrow({ where: { imageSourceUrl: null } });
  await prisma.supplement.update({
    where: { id: product.id },
    data: { imageSourceUrl: `http://127.0.0.1:${port}/image.png` },
  });
  const offersBefore = await prisma.retailerOffer.count({ where: { retailer: "Loopback Pharmacy" } });

  const jobs = await startPriceFeedJobs(scratch.url, { feeds, log: () => undefined });
  try {
    // What the hourly schedule sends, sent now.
    await jobs.boss.send(FEEDS_DUE_QUEUE, {});
    const deadline = Date.now() + 40_000;
    let pending = feeds.length;
    while (pending > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      pending = await prisma.priceFeed.count({ where: { status: "never" } });
    }
  } finally {
    await jobs.stop();
  }

  const results = await prisma.priceFeed.findMany({ select: { url: true, status: true, lastError: true } });
  expect(results).toHaveLength(feeds.length);
  for (const feed of results) {
    expect(feed).toEqual({
      url: feed.url,
      status: "failed",
      lastError: expect.stringMatching(/^refused: .* is not a public address: /) as unknown,
    });
  }
  expect(await prisma.supplement.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({
    imageFile: null,
    imageError: "refused: 127.0.0.1 is not a public address: loopback (127.0.0.0/8)",
  });
  expect(hits).toEqual([]);
  expect(await prisma.retailerOffer.count({ where: { retailer: "Loopback Pharmacy" } })).toBe(offersBefore);
}, 60_000);
