// The build's hashed scripts and styles never change under their name: each is read and gzipped once, then answered
// from memory with the headers Next gives them (Next compresses every answer again, on every request).
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { HSTS_HEADER, PLAIN_SECURITY_HEADERS } from "../security/csp-policy.mjs";

export const BUILD_ASSET_PREFIX = "/_next/static/";
const ASSET_PATH = /^\/_next\/static\/[\w\-.~/]+\.(js|css)$/;
const CONTENT_TYPES = { js: "application/javascript; charset=UTF-8", css: "text/css; charset=UTF-8" };
// Below this Next's compression sends the bytes as they are.
const MIN_GZIP_BYTES = 1024;

interface Asset {
  body: Buffer;
  gzipped: Buffer | undefined;
  contentType: string;
  lastModified: Date;
}

export type BuildAssetAnswer = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export function acceptsGzip(header: string | string[] | undefined): boolean {
  const offers = (Array.isArray(header) ? header.join(",") : (header ?? "")).toLowerCase().split(",");
  let wildcard = false;
  for (const offer of offers) {
    const [name = "", ...parameters] = offer.split(";").map((part) => part.trim());
    const refused = parameters.some((parameter) => /^q=0(?:\.0*)?$/.test(parameter));
    if (name === "gzip") return !refused;
    if (name === "*") wildcard = !refused;
  }
  return wildcard;
}

function notModifiedSince(req: IncomingMessage, lastModified: Date): boolean {
  const since = req.headers["if-modified-since"];
  if (!since || req.headers["cache-control"]?.includes("no-cache")) return false;
  const time = Date.parse(since);
  return !Number.isNaN(time) && Math.floor(lastModified.getTime() / 1000) * 1000 <= time;
}

async function loadAsset(file: string, extension: keyof typeof CONTENT_TYPES): Promise<Asset | undefined> {
  try {
    const [body, info] = await Promise.all([readFile(file), stat(file)]);
    return {
      body,
      gzipped: body.length >= MIN_GZIP_BYTES ? gzipSync(body, { level: 9 }) : undefined,
      contentType: CONTENT_TYPES[extension],
      lastModified: info.mtime,
    };
  } catch {
    return undefined;
  }
}

function send(req: IncomingMessage, res: ServerResponse, asset: Asset): void {
  for (const { key, value } of [...PLAIN_SECURITY_HEADERS, HSTS_HEADER]) res.setHeader(key, value);
  res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  res.setHeader("Last-Modified", asset.lastModified.toUTCString());
  res.setHeader("Content-Type", asset.contentType);
  if (notModifiedSince(req, asset.lastModified)) {
    res.writeHead(304).end();
    return;
  }
  const gzip = asset.gzipped !== undefined && acceptsGzip(req.headers["accept-encoding"]);
  const body = gzip ? asset.gzipped : asset.body;
  if (asset.gzipped) res.setHeader("Vary", "Accept-Encoding");
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", body?.length ?? 0);
  res.writeHead(200);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Answers GET/HEAD for the build's scripts and styles from `staticDir` (`.next/static`); false leaves it to Next. */
export function buildAssetAnswer(staticDir: string): BuildAssetAnswer {
  const root = path.resolve(staticDir);
  const assets = new LRUCache<string, Asset>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (asset) => asset.body.length + (asset.gzipped?.length ?? 0),
  });
  return async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const pathname = (req.url ?? "").split("?", 1)[0] ?? "";
    const match = ASSET_PATH.exec(pathname);
    if (!match || pathname.split("/").includes("..")) return false;
    let asset = assets.get(pathname);
    if (!asset) {
      const file = path.join(root, pathname.slice(BUILD_ASSET_PREFIX.length));
      if (!file.startsWith(root + path.sep)) return false;
      asset = await loadAsset(file, match[1] as keyof typeof CONTENT_TYPES);
      if (!asset) return false;
      assets.set(pathname, asset);
    }
    send(req, res, asset);
    return true;
  };
}
