/**
 * @jest-environment node
 */
import { outboundPrivateAllowed, parseServerEnv } from "@/lib/env";
import { assertPublicDestination, isNonPublicAddress, OutboundAddressError } from "@/lib/security/outbound";

describe("isNonPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.10",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "::1",
    "::",
    "fd00::1",
    "fe80::1",
    "::ffff:127.0.0.1",
    "::ffff:169.254.169.254",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])(
    "accepts the public address %s",
    (address) => {
      expect(isNonPublicAddress(address)).toBe(false);
    },
  );
});

describe("assertPublicDestination", () => {
  it("refuses non-http schemes and private hosts, naming the address", async () => {
    await expect(assertPublicDestination(new URL("file:///etc/passwd"))).rejects.toThrow(
      "only http and https addresses are fetched, not file:",
    );
    await expect(assertPublicDestination(new URL("http://169.254.169.254/latest/meta-data"))).rejects.toThrow(
      new OutboundAddressError(
        "169.254.169.254 is a private, loopback or link-local address (169.254.169.254)",
      ),
    );
    await expect(assertPublicDestination(new URL("http://[::1]:8080/feed.xml"))).rejects.toBeInstanceOf(
      OutboundAddressError,
    );
    // A name is judged by what it resolves to.
    await expect(assertPublicDestination(new URL("http://localhost:3000/"))).rejects.toBeInstanceOf(
      OutboundAddressError,
    );
  });

  it("accepts a public address", async () => {
    await expect(assertPublicDestination(new URL("https://93.184.216.34/feed.xml"))).resolves.toBeUndefined();
  });
});

describe("OUTBOUND_PRIVATE_ADDRESSES", () => {
  it("blocks private addresses in production unless allowed, and allows them elsewhere unless blocked", () => {
    expect(outboundPrivateAllowed(parseServerEnv({ NODE_ENV: "production" }))).toBe(false);
    expect(
      outboundPrivateAllowed(parseServerEnv({ NODE_ENV: "production", OUTBOUND_PRIVATE_ADDRESSES: "allow" })),
    ).toBe(true);
    expect(outboundPrivateAllowed(parseServerEnv({ NODE_ENV: "development" }))).toBe(true);
    expect(
      outboundPrivateAllowed(parseServerEnv({ NODE_ENV: "test", OUTBOUND_PRIVATE_ADDRESSES: "block" })),
    ).toBe(false);
    expect(() => parseServerEnv({ OUTBOUND_PRIVATE_ADDRESSES: "yes" })).toThrow("OUTBOUND_PRIVATE_ADDRESSES");
  });
});
