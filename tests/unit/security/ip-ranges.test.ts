/**
 * @jest-environment node
 */
import { nonPublicRange } from "@/lib/security/ip-ranges";

describe("nonPublicRange", () => {
  it.each([
    ["0.0.0.0", "this network (0.0.0.0/8)"],
    ["0.1.2.3", "this network (0.0.0.0/8)"],
    ["10.1.2.3", "private (10.0.0.0/8)"],
    ["100.64.0.1", "shared (CGNAT) (100.64.0.0/10)"],
    ["100.100.100.200", "shared (CGNAT) (100.64.0.0/10)"],
    ["127.0.0.1", "loopback (127.0.0.0/8)"],
    ["127.255.255.254", "loopback (127.0.0.0/8)"],
    ["169.254.169.254", "link-local (169.254.0.0/16)"],
    ["172.16.0.1", "private (172.16.0.0/12)"],
    ["172.31.255.255", "private (172.16.0.0/12)"],
    ["192.0.0.8", "IETF protocol assignments (192.0.0.0/24)"],
    ["192.0.2.1", "documentation (192.0.2.0/24)"],
    ["192.31.196.1", "AS112 (192.31.196.0/24)"],
    ["192.52.193.1", "AMT (192.52.193.0/24)"],
    ["192.88.99.1", "6to4 relay anycast (192.88.99.0/24)"],
    ["192.168.1.10", "private (192.168.0.0/16)"],
    ["192.175.48.1", "AS112 direct delegation (192.175.48.0/24)"],
    ["198.19.255.255", "benchmarking (198.18.0.0/15)"],
    ["198.51.100.7", "documentation (198.51.100.0/24)"],
    ["203.0.113.9", "documentation (203.0.113.0/24)"],
    ["239.255.255.250", "multicast (224.0.0.0/4)"],
    ["255.255.255.255", "reserved (240.0.0.0/4)"],
    ["::", "unspecified (::/128)"],
    ["::1", "loopback (::1/128)"],
    ["::127.0.0.1", "IPv4-compatible (::/96)"],
    ["::7f00:1", "IPv4-compatible (::/96)"],
    ["::8.8.8.8", "IPv4-compatible (::/96)"],
    ["::ffff:127.0.0.1", "IPv4-mapped (::ffff:0:0/96) of 127.0.0.1, loopback (127.0.0.0/8)"],
    ["::ffff:7f00:1", "IPv4-mapped (::ffff:0:0/96) of 127.0.0.1, loopback (127.0.0.0/8)"],
    [
      "0:0:0:0:0:ffff:a9fe:a9fe",
      "IPv4-mapped (::ffff:0:0/96) of 169.254.169.254, link-local (169.254.0.0/16)",
    ],
    ["::ffff:0:7f00:1", "IPv4-translated (::ffff:0:0:0/96)"],
    ["64:ff9b::127.0.0.1", "NAT64 (64:ff9b::/96) of 127.0.0.1, loopback (127.0.0.0/8)"],
    ["64:ff9b::a00:1", "NAT64 (64:ff9b::/96) of 10.0.0.1, private (10.0.0.0/8)"],
    ["64:ff9b:1::808:808", "local-use NAT64 (64:ff9b:1::/48)"],
    ["100::1", "discard-only (100::/64)"],
    ["2001::1", "IETF protocol assignments (Teredo, benchmarking, ORCHID) (2001::/23)"],
    ["2001:2::1", "IETF protocol assignments (Teredo, benchmarking, ORCHID) (2001::/23)"],
    ["2001:db8::1", "documentation (2001:db8::/32)"],
    ["2002:7f00:1::1", "6to4 (2002::/16)"],
    ["2002:808:808::1", "6to4 (2002::/16)"],
    ["3fff::1", "documentation (3fff::/20)"],
    ["5f00::1", "SRv6 SIDs (5f00::/16)"],
    ["fc00::1", "unique-local (fc00::/7)"],
    ["fd12:3456::1", "unique-local (fc00::/7)"],
    ["fe80::1", "link-local (fe80::/10)"],
    ["fe80::1%eth0", "link-local (fe80::/10)"],
    ["fec0::1", "site-local (fec0::/10)"],
    ["ff02::1", "multicast (ff00::/8)"],
    ["4000::1", "outside global unicast (2000::/3)"],
    ["not an address", "not an IP address"],
    ["", "not an IP address"],
  ])("refuses %s: %s", (address, range) => {
    expect(nonPublicRange(address)).toBe(range);
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "1.1.1.1",
    "172.32.0.1",
    "100.128.0.1",
    "192.0.3.1",
    "198.20.0.1",
    "223.255.255.255",
    "2606:4700:4700::1111",
    "2a00:1450:4009:81f::200e",
    "2001:200::1",
    "::ffff:8.8.8.8",
    "::ffff:808:808",
    "64:ff9b::808:808",
  ])("accepts the public address %s", (address) => {
    expect(nonPublicRange(address)).toBeUndefined();
  });
});
