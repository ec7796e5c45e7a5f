// Not server-only: `npm start`'s job runner uses it (docs/reference/security.md "Outbound fetches").
import { lookup as dnsLookup } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { pipeline, Readable } from "node:stream";
import zlib from "node:zlib";

import { outboundPrivateAllowed } from "../env";
import { nonPublicRange } from "./ip-ranges";
import { hasUrlCredentials } from "./url-credentials";

const MAX_REDIRECTS = 5;
const DEFAULT_TIMEOUT_MS = 60_000;

// The Fetch standard's "bad ports" above 1023 (those below, other than 80 and 443, are all refused).
const BAD_HIGH_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697,
  10080,
]);

export class OutboundAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OutboundAddressError";
  }
}

export interface OutboundInit {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function destination(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new OutboundAddressError("the address is not a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new OutboundAddressError(`only http and https addresses are fetched, not ${url.protocol}`);
  }
  if (hasUrlCredentials(text) || url.username !== "" || url.password !== "") {
    throw new OutboundAddressError("an address with a user name or password is not fetched");
  }
  const port = Number(url.port);
  if (url.port !== "" && ((port < 1024 && port !== 80 && port !== 443) || BAD_HIGH_PORTS.has(port))) {
    throw new OutboundAddressError(`port ${port} is not fetched`);
  }
  return url;
}

function refusalOf(host: string, address: string): OutboundAddressError | undefined {
  const range = nonPublicRange(address);
  if (range === undefined) return undefined;
  const named = host === address ? address : `${host} (${address})`;
  return new OutboundAddressError(`${named} is not a public address: ${range}`);
}

const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) {
      callback(error, []);
      return;
    }
    const refused = addresses.map(({ address }) => refusalOf(hostname, address)).find(Boolean);
    const [first] = addresses;
    if (refused) callback(refused, []);
    else if (options.all || !first) callback(null, addresses);
    else callback(null, first.address, first.family);
  });
};

function request(url: URL, init: OutboundInit, allowPrivate: boolean): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  // An IP literal is connected to without a lookup, so it is checked here.
  const refused = allowPrivate || isIP(host) === 0 ? undefined : refusalOf(host, host);
  if (refused) return Promise.reject(refused);
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const outgoing = client.request(
      url,
      {
        method: "GET",
        headers: { "accept-encoding": "gzip, br", ...init.headers },
        agent: false,
        signal: init.signal ?? AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
        ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      resolve,
    );
    outgoing.once("error", reject);
    outgoing.end();
  });
}

function decoded(message: IncomingMessage): Readable {
  const encoding = message.headers["content-encoding"]?.trim().toLowerCase();
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "br"
        ? zlib.createBrotliDecompress()
        : encoding === "deflate"
          ? zlib.createInflate()
          : undefined;
  return decoder ? pipeline(message, decoder, () => undefined) : message;
}

function toResponse(message: IncomingMessage): Response {
  const status = message.statusCode ?? 0;
  if (status < 200 || status > 599) {
    message.destroy();
    throw new Error(`the server answered with status ${status}`);
  }
  const headers = new Headers();
  for (let i = 0; i + 1 < message.rawHeaders.length; i += 2) {
    headers.append(message.rawHeaders[i] ?? "", message.rawHeaders[i + 1] ?? "");
  }
  const bodiless = status === 204 || status === 205 || status === 304;
  if (bodiless) message.resume();
  const body = bodiless ? null : (Readable.toWeb(decoded(message)) as ReadableStream<Uint8Array>);
  return new Response(body, { status, statusText: message.statusMessage ?? "", headers });
}

export async function fetchOutbound(url: string, init: OutboundInit = {}): Promise<Response> {
  const allowPrivate = outboundPrivateAllowed();
  let current = destination(url);
  for (let hop = 0; ; hop += 1) {
    const message = await request(current, init, allowPrivate);
    const status = message.statusCode ?? 0;
    const location = message.headers.location;
    if (status < 300 || status > 399 || status === 304 || location === undefined) return toResponse(message);
    message.destroy();
    if (hop >= MAX_REDIRECTS) throw new OutboundAddressError(`more than ${MAX_REDIRECTS} redirects`);
    current = destination(location, current);
  }
}

export async function readAtMost(response: Response, maxBytes: number): Promise<Buffer | null> {
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}
