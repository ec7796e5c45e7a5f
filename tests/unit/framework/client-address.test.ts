/** @jest-environment node */
// The app's server appends the socket address to X-Forwarded-For before Next sees the request, so a client cannot
// choose the address the rate limits count.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { appRequestListener } from "@/lib/framework/request-listener";
import { clientIp } from "@/lib/security/request";

let server: Server;
let url: string;

beforeAll(async () => {
  const echo = (req: { headers: Record<string, unknown> }, res: { end(body: string): void }) => {
    res.end(String(req.headers["x-forwarded-for"]));
    return Promise.resolve();
  };
  server = createServer(appRequestListener(echo, { strictCsp: false }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test("the server sees the socket address appended to whatever the client sent", async () => {
  const seen: string[] = [];
  const sent: Record<string, string>[] = [
    {},
    { "x-forwarded-for": "1.2.3.4" },
    { "x-forwarded-for": "1.2.3.4, 5.6.7.8" },
  ];
  for (const headers of sent) {
    seen.push(await (await fetch(url, { headers })).text());
  }
  expect(seen).toEqual(["127.0.0.1", "1.2.3.4, 127.0.0.1", "1.2.3.4, 5.6.7.8, 127.0.0.1"]);
  // So a spoofed header never becomes the client address without a trusted proxy.
  const addresses = seen.map((value) =>
    clientIp(new Request("http://localhost/", { headers: { "x-forwarded-for": value } }), 0),
  );
  expect(addresses).toEqual(["127.0.0.1", "127.0.0.1", "127.0.0.1"]);
});
