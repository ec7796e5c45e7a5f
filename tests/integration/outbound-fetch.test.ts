// The outbound guard (lib/security/outbound.ts) against a real HTTP server on loopback. To stand in for
// a public host, 127.0.0.1 is judged public here (the ranges module is mocked for that one address);
// 127.0.0.2 and every other form stay private. With OUTBOUND_PRIVATE_ADDRESSES=block: each redirect hop
// is checked, and a name is resolved once and the connection pinned to the checked answer. With allow:
// redirects followed hop by hop, compressed bodies decoded.
import dns from "node:dns";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

jest.mock("@/lib/security/ip-ranges", () => {
  const actual = jest.requireActual<typeof import("@/lib/security/ip-ranges")>("@/lib/security/ip-ranges");
  return {
    nonPublicRange: (address: string) =>
      address === "127.0.0.1" ? undefined : actual.nonPublicRange(address),
  };
});

type Guard = typeof import("@/lib/security/outbound");

let server: Server;
let port: number;
let base: string;
let requests: { url: string; host: string | undefined }[] = [];

/** The guard as a fresh process would load it with this setting (the env module is read once). */
async function loadGuard(setting: "allow" | "block"): Promise<Guard> {
  process.env.OUTBOUND_PRIVATE_ADDRESSES = setting;
  jest.resetModules();
  return import("@/lib/security/outbound");
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = request.url ?? "";
    requests.push({ url, host: request.headers.host });
    const hops = /^\/hop\/(\d+)$/.exec(url);
    const redirect = /^\/to\?(.*)$/.exec(url);
    if (hops) {
      const left = Number(hops[1]);
      response.writeHead(302, { Location: left > 0 ? `/hop/${left - 1}` : "/feed.xml" }).end();
    } else if (redirect) {
      response.writeHead(301, { Location: decodeURIComponent(redirect[1] ?? "") }).end();
    } else if (url === "/big.xml") {
      response.writeHead(200, { "Content-Type": "application/xml" }).end("x".repeat(100_000));
    } else if (url === "/feed.xml.gz") {
      response.writeHead(200, { "Content-Type": "application/xml", "Content-Encoding": "gzip" });
      response.end(gzipSync("<feed>gzipped</feed>"));
    } else {
      response.writeHead(200, { "Content-Type": "application/xml" }).end("<feed/>");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

beforeEach(() => {
  requests = [];
});

afterEach(() => {
  jest.restoreAllMocks();
});

afterAll(async () => {
  delete process.env.OUTBOUND_PRIVATE_ADDRESSES;
  await new Promise((resolve) => server.close(resolve));
});

/** A resolver for *.test names answering `answers` in turn (the last one for good); others resolve as usual. */
function fakeResolver(answers: string[][]): jest.SpyInstance {
  const original = dns.lookup;
  let call = 0;
  return jest.spyOn(dns, "lookup").mockImplementation(((
    host: string,
    options: dns.LookupAllOptions,
    callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
  ) => {
    if (!host.endsWith(".test")) {
      original(host, options, callback);
      return;
    }
    const answer = answers[Math.min(call, answers.length - 1)] ?? [];
    call += 1;
    callback(
      null,
      answer.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
    );
  }) as unknown as typeof dns.lookup);
}

describe("with private addresses blocked", () => {
  it.each([
    ["127.0.0.2", () => `http://127.0.0.2:${port}/feed.xml`],
    ["a decimal 127.0.0.2", () => `http://2130706434:${port}/feed.xml`],
    ["an octal 127.0.0.2", () => `http://0177.0.0.2:${port}/feed.xml`],
    ["a hexadecimal 127.0.0.2", () => `http://0x7f.0.0.2:${port}/feed.xml`],
    ["IPv4-mapped 127.0.0.2", () => `http://[::ffff:127.0.0.2]:${port}/feed.xml`],
    ["IPv4-compatible 127.0.0.1", () => `http://[::127.0.0.1]:${port}/feed.xml`],
    ["0.0.0.0", () => `http://0.0.0.0:${port}/feed.xml`],
    ["::1", () => `http://[::1]:${port}/feed.xml`],
    ["a URL with credentials", () => `http://user:secret@127.0.0.1:${port}/feed.xml`],
  ])("refuses a redirect from a public host to %s without following it", async (_name, target) => {
    const { fetchOutbound, OutboundAddressError } = await loadGuard("block");
    await expect(fetchOutbound(`${base}/to?${encodeURIComponent(target())}`)).rejects.toBeInstanceOf(
      OutboundAddressError,
    );
    expect(requests.map((request) => request.url)).toEqual([`/to?${encodeURIComponent(target())}`]);
  });

  it("resolves a name once and connects to the address it checked (no rebinding)", async () => {
    const { fetchOutbound } = await loadGuard("block");
    // The first answer passes the check; a resolver asked again would name a private address.
    const resolver = fakeResolver([["127.0.0.1"], ["10.0.0.1"]]);
    const response = await fetchOutbound(`http://feeds.rebind.test:${port}/feed.xml`);
    expect(await response.text()).toBe("<feed/>");
    expect(resolver.mock.calls.filter(([host]) => host === "feeds.rebind.test")).toHaveLength(1);
    expect(requests).toEqual([{ url: "/feed.xml", host: `feeds.rebind.test:${port}` }]);

    // The next connection resolves again and hears the private answer: refused, nothing sent.
    await expect(fetchOutbound(`http://feeds.rebind.test:${port}/feed.xml`)).rejects.toThrow(
      "feeds.rebind.test (10.0.0.1) is not a public address: private (10.0.0.0/8)",
    );
    expect(requests).toHaveLength(1);
  });

  it("refuses a name when any of its addresses is private", async () => {
    const { fetchOutbound, OutboundAddressError } = await loadGuard("block");
    fakeResolver([["127.0.0.1", "127.0.0.2"]]);
    await expect(fetchOutbound(`http://mixed.test:${port}/feed.xml`)).rejects.toBeInstanceOf(
      OutboundAddressError,
    );
    expect(requests).toEqual([]);
  });
});

describe("with private addresses allowed", () => {
  it("follows redirects hop by hop, at most five", async () => {
    const { fetchOutbound } = await loadGuard("allow");
    const response = await fetchOutbound(`http://127.0.0.2:${port}/hop/2`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<feed/>");
    expect(requests.map((request) => request.url)).toEqual(["/hop/2", "/hop/1", "/hop/0", "/feed.xml"]);

    requests = [];
    await expect(fetchOutbound(`http://127.0.0.2:${port}/hop/9`)).rejects.toThrow("more than 5 redirects");
    expect(requests).toHaveLength(6);
  });

  it("stops reading a body past its limit", async () => {
    const { fetchOutbound, readAtMost } = await loadGuard("allow");
    expect(await readAtMost(await fetchOutbound(`http://127.0.0.2:${port}/big.xml`), 1_000)).toBeNull();
    const whole = await readAtMost(await fetchOutbound(`http://127.0.0.2:${port}/big.xml`), 100_000);
    expect(whole?.length).toBe(100_000);
  });

  it("decodes a gzipped body, and still refuses credentials", async () => {
    const { fetchOutbound, OutboundAddressError } = await loadGuard("allow");
    const response = await fetchOutbound(`http://localhost:${port}/feed.xml.gz`);
    expect(await response.text()).toBe("<feed>gzipped</feed>");
    await expect(fetchOutbound(`http://user:secret@127.0.0.2:${port}/feed.xml`)).rejects.toBeInstanceOf(
      OutboundAddressError,
    );
    expect(requests).toHaveLength(1);
  });
});
