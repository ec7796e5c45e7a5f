// Fetches of addresses from outside (feeds, their image links) through lib/security/outbound.ts against
// a real HTTP server on loopback: refused when private addresses are blocked — also when a redirect
// leads there — and followed hop by hop when they are allowed.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { fetchOutbound, OutboundAddressError } from "@/lib/security/outbound";

let server: Server;
let base: string;
let requests: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? "");
    const hops = /^\/hop\/(\d+)$/.exec(request.url ?? "");
    if (hops) {
      const left = Number(hops[1]);
      response.writeHead(302, { Location: left > 0 ? `/hop/${left - 1}` : "/feed.xml" }).end();
      return;
    }
    response.writeHead(200, { "Content-Type": "application/xml" }).end("<feed/>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  requests = [];
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("fetchOutbound", () => {
  it("refuses a loopback feed before any request when private addresses are blocked", async () => {
    await expect(fetchOutbound(`${base}/feed.xml`, {}, { allowPrivate: false })).rejects.toBeInstanceOf(
      OutboundAddressError,
    );
    expect(requests).toEqual([]);
  });

  it("follows redirects hop by hop when private addresses are allowed", async () => {
    const response = await fetchOutbound(`${base}/hop/2`, {}, { allowPrivate: true });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<feed/>");
    expect(requests).toEqual(["/hop/2", "/hop/1", "/hop/0", "/feed.xml"]);
  });

  it("stops after five redirects", async () => {
    await expect(fetchOutbound(`${base}/hop/9`, {}, { allowPrivate: true })).rejects.toThrow(
      "more than 5 redirects",
    );
    expect(requests).toHaveLength(6);
  });
});
