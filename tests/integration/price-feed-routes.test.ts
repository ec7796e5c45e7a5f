// The dashboard's feed endpoints through their route handlers: admins only, bodies validated,
// "match to product" applying the row, "add feed" and "fetch now" against a loopback feed.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { importPriceFile } from "@/lib/catalogue/feed-import";
import { type Database } from "@/lib/db/prisma";
import { createSignedInUser, type TestUser } from "../support/auth-session";
import { createSeededDatabase, type SeededDatabase } from "../support/database";
import { readData, readError } from "../support/http";

// The feed here is served on loopback, which only this setting lets the outbound guard reach.
process.env.OUTBOUND_PRIVATE_ADDRESSES = "allow";

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const SITE = "http://localhost:3000";

let scratch: SeededDatabase;
let prisma: Database;
let admin: TestUser;
let member: TestUser;
let server: Server;
let origin: string;

const FEED = `<?xml version="1.0"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>
<item><g:id>Q-1</g:id><g:title>Mystery Gummies</g:title><g:link>https://shop.example.co.uk/q1</g:link><g:price>4.99 GBP</g:price><g:availability>in_stock</g:availability><g:brand>Nobody</g:brand></item>
</channel></rss>`;

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  admin = await createSignedInUser(prisma, { role: "admin" });
  member = await createSignedInUser(prisma);
  server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/xml" }).end(FEED);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await scratch.drop();
});

function post(handler: Handler, path: string, user: TestUser, body?: unknown, id = ""): Promise<Response> {
  const headers: Record<string, string> = { origin: SITE, cookie: user.cookie };
  if (body !== undefined) headers["content-type"] = "application/json";
  return handler(
    new Request(`${SITE}${path}`, {
      method: "POST",
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
    { params: Promise.resolve({ id }) },
  );
}

describe("POST /api/admin/feed-items/{id}", () => {
  it("lets only an admin match a pending row, and validates the decision", async () => {
    const route = (await import("@/app/api/admin/feed-items/[id]/route")) as { POST: Handler };
    await importPriceFile({ fileName: "feed.xml", content: FEED, kind: "xml", retailer: "Route Pharmacy" });
    const pending = await prisma.feedItem.findFirstOrThrow({ where: { itemId: "Q-1" } });
    const product = await prisma.supplement.findFirstOrThrow({ select: { id: true } });
    const path = `/api/admin/feed-items/${pending.id}`;

    const refused = await post(route.POST, path, member, { action: "ignore" }, pending.id);
    expect(refused.status).toBe(403);
    const invalid = await post(route.POST, path, admin, { action: "match" }, pending.id);
    expect(invalid.status).toBe(400);
    expect((await readError(invalid)).code).toBe("VALIDATION_ERROR");

    const matched = await post(
      route.POST,
      path,
      admin,
      { action: "match", supplementId: product.id },
      pending.id,
    );
    expect(await readData(matched)).toEqual({ status: "matched", priceApplied: true, gtinStored: false });
    expect(
      await prisma.retailerOffer.findFirst({
        where: { supplementId: product.id, retailer: "Route Pharmacy" },
      }),
    ).toMatchObject({ pricePence: 499, source: "feed" });
    const again = await post(route.POST, path, admin, { action: "ignore" }, pending.id);
    expect(again.status).toBe(409);
  });
});

describe("POST /api/admin/price-feeds and /{id}/fetch", () => {
  it("adds a feed and fetches it at once", async () => {
    const add = (await import("@/app/api/admin/price-feeds/route")) as { POST: Handler };
    const fetchNow = (await import("@/app/api/admin/price-feeds/[id]/fetch/route")) as { POST: Handler };
    const bad = await post(add.POST, "/api/admin/price-feeds", admin, { url: "ftp://example.com/feed" });
    expect(bad.status).toBe(400);
    expect((await post(add.POST, "/api/admin/price-feeds", member, { url: `${origin}/f.xml` })).status).toBe(
      403,
    );

    const created = await post(add.POST, "/api/admin/price-feeds", admin, {
      url: `${origin}/feeds/route.xml`,
      retailer: "Loop Chemist",
    });
    expect(created.status).toBe(201);
    const feed = await readData<{ id: string; status: string }>(created);
    expect(feed.status).toBe("never");

    const fetched = await post(
      fetchNow.POST,
      `/api/admin/price-feeds/${feed.id}/fetch`,
      admin,
      undefined,
      feed.id,
    );
    expect(await readData(fetched)).toMatchObject({ status: "ok" });
    expect(
      await prisma.feedItem.findFirst({ where: { retailer: "Loop Chemist", itemId: "Q-1" } }),
    ).toMatchObject({
      status: "pending",
    });
    const missing = await post(fetchNow.POST, "/api/admin/price-feeds/nope/fetch", admin, undefined, "nope");
    expect(missing.status).toBe(404);
  });

  it("refuses a feed URL with a user name or password, and stores nothing", async () => {
    const add = (await import("@/app/api/admin/price-feeds/route")) as { POST: Handler };
    const before = await prisma.priceFeed.count();
    for (const url of [
      "https://merchant:s3cret@feeds.example.co.uk/google.xml",
      "https://merchant@feeds.example.co.uk/google.xml",
    ]) {
      const refused = await post(add.POST, "/api/admin/price-feeds", admin, {
        url,
        retailer: "Secret Chemist",
      });
      expect(refused.status).toBe(400);
      const error = await readError(refused);
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.details).toEqual({
        formErrors: [],
        fieldErrors: {
          url: ["Remove the user name and password from the URL: feed URLs with credentials are not stored"],
        },
      });
      expect(JSON.stringify(error)).not.toContain("s3cret");
    }
    expect(await prisma.priceFeed.count()).toBe(before);
  });
});
