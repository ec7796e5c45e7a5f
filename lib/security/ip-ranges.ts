// The IANA special-purpose registries (iana-ipv4-special-registry, iana-ipv6-special-registry).
import { isIP } from "node:net";

type Range = readonly [network: string, prefix: number, name: string];

const IPV4_RANGES: readonly Range[] = [
  ["0.0.0.0", 8, "this network"],
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "shared (CGNAT)"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local"],
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "IETF protocol assignments"],
  ["192.0.2.0", 24, "documentation"],
  ["192.31.196.0", 24, "AS112"],
  ["192.52.193.0", 24, "AMT"],
  ["192.88.99.0", 24, "6to4 relay anycast"],
  ["192.168.0.0", 16, "private"],
  ["192.175.48.0", 24, "AS112 direct delegation"],
  ["198.18.0.0", 15, "benchmarking"],
  ["198.51.100.0", 24, "documentation"],
  ["203.0.113.0", 24, "documentation"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved"],
];

const IPV6_RANGES: readonly Range[] = [
  ["::", 128, "unspecified"],
  ["::1", 128, "loopback"],
  ["::", 96, "IPv4-compatible"],
  ["::ffff:0:0:0", 96, "IPv4-translated"],
  ["64:ff9b:1::", 48, "local-use NAT64"],
  ["100::", 64, "discard-only"],
  ["100:0:0:1::", 64, "dummy prefix"],
  ["2001:db8::", 32, "documentation"],
  ["2001::", 23, "IETF protocol assignments (Teredo, benchmarking, ORCHID)"],
  ["2002::", 16, "6to4"],
  ["2620:4f:8000::", 48, "AS112 direct delegation"],
  ["3fff::", 20, "documentation"],
  ["5f00::", 16, "SRv6 SIDs"],
  ["fc00::", 7, "unique-local"],
  ["fe80::", 10, "link-local"],
  ["fec0::", 10, "site-local"],
  ["ff00::", 8, "multicast"],
];

/** Prefixes whose last 32 bits are an IPv4 address that the traffic really goes to. */
const IPV4_EMBEDDING: readonly Range[] = [
  ["::ffff:0:0", 96, "IPv4-mapped"],
  ["64:ff9b::", 96, "NAT64"],
];

const GLOBAL_UNICAST = ipv6Value("2000::");

function ipv4Value(address: string): bigint {
  return address.split(".").reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

function ipv6Value(address: string): bigint {
  let text = address.split("%")[0] ?? "";
  const dotted = /\d+\.\d+\.\d+\.\d+$/.exec(text)?.[0];
  if (dotted) {
    const v4 = ipv4Value(dotted);
    text = `${text.slice(0, -dotted.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill("0");
  return [...headGroups, ...zeros, ...tailGroups].reduce(
    (value, group) => (value << 16n) | BigInt(parseInt(group, 16)),
    0n,
  );
}

function compile(ranges: readonly Range[], bits: 32 | 128, parse: (address: string) => bigint) {
  return ranges.map(([network, prefix, name]) => {
    const shift = BigInt(bits - prefix);
    const masked = parse(network) >> shift;
    return { label: `${name} (${network}/${prefix})`, matches: (value: bigint) => value >> shift === masked };
  });
}

const IPV4 = compile(IPV4_RANGES, 32, ipv4Value);
const IPV6 = compile(IPV6_RANGES, 128, ipv6Value);
const EMBEDDING = compile(IPV4_EMBEDDING, 128, ipv6Value);

export function nonPublicRange(address: string): string | undefined {
  const version = isIP(address);
  if (version === 4) return IPV4.find((range) => range.matches(ipv4Value(address)))?.label;
  if (version !== 6) return "not an IP address";
  const value = ipv6Value(address);
  const embedding = EMBEDDING.find((range) => range.matches(value));
  if (embedding) {
    const v4 = [24n, 16n, 8n, 0n].map((shift) => (value >> shift) & 0xffn).join(".");
    const inner = nonPublicRange(v4);
    return inner && `${embedding.label} of ${v4}, ${inner}`;
  }
  const blocked = IPV6.find((range) => range.matches(value))?.label;
  if (blocked) return blocked;
  return value >> 125n === GLOBAL_UNICAST >> 125n ? undefined : "outside global unicast (2000::/3)";
}
