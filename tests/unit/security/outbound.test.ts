/**
 * @jest-environment node
 */
import dns from "node:dns";

import { outboundPrivateAllowed, parseServerEnv } from "@/lib/env";
import { fetchOutbound, OutboundAddressError } from "@/lib/security/outbound";

afterEach(() => {
  jest.restoreAllMocks();
});

describe("OUTBOUND_PRIVATE_ADDRESSES", () => {
  it.each([undefined, "development", "test", "production"])(
    "blocks private addresses by default with NODE_ENV %s",
    (nodeEnv) => {
      const env = nodeEnv ? { NODE_ENV: nodeEnv } : {};
      expect(outboundPrivateAllowed(parseServerEnv(env))).toBe(false);
      expect(outboundPrivateAllowed(parseServerEnv({ ...env, OUTBOUND_PRIVATE_ADDRESSES: "block" }))).toBe(
        false,
      );
      expect(outboundPrivateAllowed(parseServerEnv({ ...env, OUTBOUND_PRIVATE_ADDRESSES: "allow" }))).toBe(
        true,
      );
    },
  );

  it("refuses any other value", () => {
    expect(() => parseServerEnv({ OUTBOUND_PRIVATE_ADDRESSES: "yes" })).toThrow("OUTBOUND_PRIVATE_ADDRESSES");
  });

  it("refuses PRICE_FEEDS with credentials in a URL", () => {
    expect(() =>
      parseServerEnv({ PRICE_FEEDS: JSON.stringify([{ url: "https://user:pw@feeds.example.co.uk/g.xml" }]) }),
    ).toThrow("PRICE_FEEDS: must not contain a user name or password");
  });
});

// The test process has no OUTBOUND_PRIVATE_ADDRESSES: the guard is on. None of these reaches the network.
describe("fetchOutbound refuses before connecting", () => {
  it.each([
    ["http://127.0.0.1/feed.xml", "127.0.0.1 is not a public address: loopback (127.0.0.0/8)"],
    ["http://2130706433/feed.xml", "loopback"],
    ["http://0177.0.0.1/feed.xml", "loopback"],
    ["http://0x7f.0.0.1/feed.xml", "loopback"],
    ["http://0x7f000001/feed.xml", "loopback"],
    ["http://127.1/feed.xml", "loopback"],
    ["http://0.0.0.0/feed.xml", "this network"],
    ["http://0/feed.xml", "this network"],
    ["http://[::]/feed.xml", "unspecified"],
    ["http://[::1]/feed.xml", "loopback (::1/128)"],
    ["http://[::ffff:127.0.0.1]/feed.xml", "IPv4-mapped"],
    ["http://[::127.0.0.1]/feed.xml", "IPv4-compatible"],
    ["http://[64:ff9b::7f00:1]/feed.xml", "NAT64"],
    ["http://[2002:7f00:1::1]/feed.xml", "6to4"],
    ["http://[fe80::1]/feed.xml", "link-local"],
    ["http://[fd00::1]/feed.xml", "unique-local"],
    ["http://169.254.169.254/latest/meta-data/", "link-local (169.254.0.0/16)"],
    ["http://100.100.100.200/latest/meta-data/", "CGNAT"],
    ["https://192.168.1.1/", "private"],
  ])("%s", async (url, reason) => {
    const resolver = jest.spyOn(dns, "lookup");
    await expect(fetchOutbound(url)).rejects.toThrow(OutboundAddressError);
    await expect(fetchOutbound(url)).rejects.toThrow(reason);
    expect(resolver).not.toHaveBeenCalled();
  });

  it.each([
    ["file:///etc/passwd", "only http and https addresses are fetched, not file:"],
    ["ftp://feeds.example.co.uk/feed.xml", "only http and https addresses are fetched, not ftp:"],
    [
      "https://user:secret@feeds.example.co.uk/feed.xml",
      "an address with a user name or password is not fetched",
    ],
    ["https://@feeds.example.co.uk/feed.xml", "an address with a user name or password is not fetched"],
    ["http://feeds.example.co.uk:25/feed.xml", "port 25 is not fetched"],
    ["http://feeds.example.co.uk:6667/feed.xml", "port 6667 is not fetched"],
    ["not a url", "the address is not a valid URL"],
  ])("%s", async (url, reason) => {
    await expect(fetchOutbound(url)).rejects.toThrow(new OutboundAddressError(reason));
  });

  it("judges a name by every address it resolves to", async () => {
    await expect(fetchOutbound("http://localhost/feed.xml")).rejects.toThrow(OutboundAddressError);
    jest.spyOn(dns, "lookup").mockImplementation(((
      _host: string,
      _options: unknown,
      callback: (error: null, addresses: dns.LookupAddress[]) => void,
    ) => {
      callback(null, [
        { address: "93.184.216.34", family: 4 },
        { address: "10.0.0.7", family: 4 },
      ]);
    }) as unknown as typeof dns.lookup);
    await expect(fetchOutbound("https://feeds.example.co.uk/feed.xml")).rejects.toThrow(
      new OutboundAddressError(
        "feeds.example.co.uk (10.0.0.7) is not a public address: private (10.0.0.0/8)",
      ),
    );
  });
});
