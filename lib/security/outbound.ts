// Server-side fetches of addresses that come from outside (retailer feed URLs an admin enters, image
// links inside those feeds): refused when the host is, or resolves to, a private, loopback, link-local
// or otherwise non-public address — unless OUTBOUND_PRIVATE_ADDRESSES allows it (lib/env.ts) — so a
// feed cannot make the server call internal services or a cloud metadata endpoint (SSRF). Redirects are
// followed by hand, each hop checked the same way. Not server-only: `npm start`'s job process uses it.
// A name that resolves differently between the check and the connection (DNS rebinding) is not caught;
// the responses are only ever parsed as a feed or decoded as an image, never shown as they came.
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

const MAX_REDIRECTS = 5;

/** Non-public ranges (IANA special-purpose registries): unspecified, private, CGNAT, loopback, link-local, benchmarking, multicast, reserved. */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, "ipv6");
}

export class OutboundAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OutboundAddressError";
  }
}

/** True for an IP address outside the public internet (IPv4-mapped IPv6 judged as its IPv4). */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mapped) return NON_PUBLIC.check(mapped, "ipv4");
  const version = isIP(address);
  if (version === 0) return true;
  return NON_PUBLIC.check(address, version === 4 ? "ipv4" : "ipv6");
}

/** Throws OutboundAddressError unless `url` is http(s) to a host whose every address is public. */
export async function assertPublicDestination(url: URL): Promise<void> {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new OutboundAddressError(`only http and https addresses are fetched, not ${url.protocol}`);
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const addresses = isIP(host)
    ? [host]
    : (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  const blocked = addresses.find(isNonPublicAddress);
  if (blocked !== undefined) {
    throw new OutboundAddressError(`${host} is a private, loopback or link-local address (${blocked})`);
  }
}

/**
 * fetch() for addresses from outside: every hop's destination is checked unless `allowPrivate`, and at
 * most MAX_REDIRECTS redirects are followed. Throws OutboundAddressError for a refused destination.
 */
export async function fetchOutbound(
  url: string,
  init: Omit<RequestInit, "redirect">,
  options: { allowPrivate: boolean },
): Promise<Response> {
  let current = new URL(url);
  for (let hop = 0; ; hop += 1) {
    if (!options.allowPrivate) await assertPublicDestination(current);
    const response = await fetch(current, { ...init, redirect: "manual" });
    const location = response.headers.get("location");
    const redirected = response.status >= 300 && response.status < 400 && response.status !== 304;
    if (!redirected || location === null) return response;
    await response.body?.cancel();
    if (hop >= MAX_REDIRECTS) throw new OutboundAddressError(`more than ${MAX_REDIRECTS} redirects`);
    current = new URL(location, current);
  }
}
