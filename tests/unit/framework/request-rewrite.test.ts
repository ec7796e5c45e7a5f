/** @jest-environment node */
// lib/framework/request-listener.ts: a page-cache rewrite changes the address Next sees for first loads only; the
// client router's requests, other methods and a rewrite that fails reach Next unchanged.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { appRequestListener, type PageCacheRewrite } from "@/lib/framework/request-listener";

let server: Server;
let base: string;
let rewrite: PageCacheRewrite = () => null;

beforeAll(async () => {
  const echo = (req: { url?: string }, res: { end(body: string): void }) => {
    res.end(String(req.url));
    return Promise.resolve();
  };
  server = createServer(appRequestListener(echo, { strictCsp: false, rewrite: (url) => rewrite(url) }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const seen = async (path: string, init?: RequestInit) => (await fetch(`${base}${path}`, init)).text();

test("a first load goes to the address the rewrite gives", async () => {
  rewrite = (url) => (url.startsWith("/browse") ? Promise.resolve(`/cached${url}`) : null);
  expect(await seen("/browse?category=immune")).toBe("/cached/browse?category=immune");
  expect(await seen("/blog")).toBe("/blog");
});

test("the client router's requests and other methods are not rewritten", async () => {
  rewrite = (url) => Promise.resolve(`/cached${url}`);
  expect(await seen("/browse", { headers: { rsc: "1" } })).toBe("/browse");
  expect(await seen("/browse", { method: "POST" })).toBe("/browse");
});

test("a rewrite that answers null, fails or throws leaves the address alone", async () => {
  for (const failing of [
    () => Promise.resolve(null),
    () => Promise.reject(new Error("database probe failed")),
    () => {
      throw new Error("bad address");
    },
  ] satisfies PageCacheRewrite[]) {
    rewrite = failing;
    expect(await seen("/browse?category=immune")).toBe("/browse?category=immune");
  }
});
