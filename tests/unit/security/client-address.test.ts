/** @jest-environment node */
// scripts/client-address.mjs, preloaded by `npm start` into the Next server process: every HTTP server of the
// process sees X-Forwarded-For completed with the socket address before its own handler runs, so a client
// cannot choose the address the rate limits count. Run in a child process preloaded exactly
// as scripts/start.ts does, creating its server the way Next's start-server does (http.createServer).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { clientIp } from "@/lib/security/request";

const PRELOAD = pathToFileURL(path.join(process.cwd(), "scripts", "client-address.mjs")).href;

const SERVER_AND_REQUESTS = `
const http = require("node:http");
const server = http.createServer((req, res) => res.end(String(req.headers["x-forwarded-for"])));
server.listen(0, "127.0.0.1", async () => {
  const url = "http://127.0.0.1:" + server.address().port + "/";
  const seen = [];
  for (const headers of [{}, { "x-forwarded-for": "1.2.3.4" }, { "x-forwarded-for": "1.2.3.4, 5.6.7.8" }]) {
    seen.push(await (await fetch(url, { headers })).text());
  }
  console.log(JSON.stringify(seen));
  server.close();
});
`;

function requestsThroughPreload(): string[] {
  const out = execFileSync(process.execPath, [`--import=${PRELOAD}`, "-e", SERVER_AND_REQUESTS], {
    encoding: "utf8",
    timeout: 20_000,
  });
  return JSON.parse(out) as string[];
}

test("the server sees the socket address appended to whatever the client sent", () => {
  const seen = requestsThroughPreload();
  expect(seen).toEqual(["127.0.0.1", "1.2.3.4, 127.0.0.1", "1.2.3.4, 5.6.7.8, 127.0.0.1"]);
  // So a spoofed header never becomes the client address without a trusted proxy.
  const addresses = seen.map((value) =>
    clientIp(new Request("http://localhost/", { headers: { "x-forwarded-for": value } }), 0),
  );
  expect(addresses).toEqual(["127.0.0.1", "127.0.0.1", "127.0.0.1"]);
});
