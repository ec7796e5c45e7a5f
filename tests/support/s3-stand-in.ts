// A small S3-compatible server on loopback for integration tests (docs/profile-images.md "Storage"):
// path-style PUT, GET, HEAD and DELETE of objects in one bucket, kept in memory. Every request must
// carry a valid AWS Signature Version 4 made with the configured key id and secret — the signature
// is recomputed here from the canonical request, as S3 does — so the app's real @aws-sdk/client-s3
// code runs end to end. Nothing is downloaded and no install script runs.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface S3StandInOptions {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface S3StandIn {
  endpoint: string;
  objects: Map<string, StoredObject>;
  /** "METHOD key" of every request that passed the signature check, in order. */
  requests: string[];
  /** Requests refused (bad or missing signature), with the reason. */
  refusals: string[];
  close(): Promise<void>;
}

const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding, as SigV4's canonical query string needs. */
const strictEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(rawQuery: string): string {
  if (!rawQuery) return "";
  return rawQuery
    .split("&")
    .map((pair) => {
      const [key = "", value = ""] = pair.split("=");
      return [strictEncode(decodeURIComponent(key)), strictEncode(decodeURIComponent(value))] as const;
    })
    .sort(([a, b], [c, d]) => (a === c ? b.localeCompare(d) : a < c ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** Why the request's signature is not valid, or null when it is. */
function signatureProblem(request: IncomingMessage, body: Buffer, options: S3StandInOptions): string | null {
  const match = AUTHORIZATION.exec(request.headers.authorization ?? "");
  if (!match) return "no SigV4 Authorization header";
  const [, keyId = "", date = "", region = "", signedHeaders = "", signature = ""] = match;
  if (keyId !== options.accessKeyId) return `unknown access key id ${keyId}`;
  if (region !== options.region) return `wrong region ${region}`;
  const amzDate = String(request.headers["x-amz-date"] ?? "");
  if (!amzDate.startsWith(date)) return "x-amz-date does not match the credential's date";
  const payloadHash = String(request.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256Hex(body)) return "payload hash mismatch";
  const names = signedHeaders.split(";");
  if (!names.includes("host")) return "host is not signed";
  const [rawPath = "", rawQuery = ""] = (request.url ?? "").split("?");
  const headerLines = names.map((name) => {
    const value = request.headers[name];
    const text = Array.isArray(value) ? value.join(",") : (value ?? "");
    return `${name}:${text.trim().replace(/\s+/g, " ")}\n`;
  });
  const canonicalRequest = [
    request.method,
    rawPath,
    canonicalQuery(rawQuery),
    headerLines.join(""),
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  let key = hmac(`AWS4${options.secretAccessKey}`, date);
  for (const part of [region, "s3", "aws4_request"]) key = hmac(key, part);
  const expected = createHmac("sha256", key).update(stringToSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex")) ? null : "signature does not match";
}

function sendError(response: ServerResponse, status: number, code: string, head: boolean): void {
  response.writeHead(status, { "Content-Type": "application/xml" });
  response.end(
    head ? undefined : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`,
  );
}

function handle(
  stand: S3StandIn,
  options: S3StandInOptions,
  request: IncomingMessage,
  body: Buffer,
  response: ServerResponse,
): void {
  const head = request.method === "HEAD";
  const problem = signatureProblem(request, body, options);
  if (problem) {
    stand.refusals.push(problem);
    sendError(response, 403, "SignatureDoesNotMatch", head);
    return;
  }
  const path = decodeURIComponent((request.url ?? "").split("?")[0] ?? "");
  const prefix = `/${options.bucket}/`;
  if (!path.startsWith(prefix)) {
    sendError(response, 404, "NoSuchBucket", head);
    return;
  }
  const key = path.slice(prefix.length);
  stand.requests.push(`${request.method ?? ""} ${key}`);
  const stored = stand.objects.get(key);
  switch (request.method) {
    case "PUT":
      stand.objects.set(key, {
        body,
        contentType: request.headers["content-type"] ?? "application/octet-stream",
      });
      response.writeHead(200, { ETag: `"${sha256Hex(body).slice(0, 32)}"` }).end();
      return;
    case "GET":
    case "HEAD":
      if (!stored) {
        sendError(response, 404, "NoSuchKey", head);
        return;
      }
      response.writeHead(200, {
        "Content-Type": stored.contentType,
        "Content-Length": String(stored.body.length),
        ETag: `"${sha256Hex(stored.body).slice(0, 32)}"`,
      });
      response.end(head ? undefined : stored.body);
      return;
    case "DELETE":
      stand.objects.delete(key);
      response.writeHead(204).end();
      return;
    default:
      sendError(response, 405, "MethodNotAllowed", head);
  }
}

/** Starts the stand-in on 127.0.0.1 at a free port. */
export async function startS3StandIn(options: S3StandInOptions): Promise<S3StandIn> {
  const stand: S3StandIn = {
    endpoint: "",
    objects: new Map(),
    requests: [],
    refusals: [],
    close: () => Promise.resolve(),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      handle(stand, options, request, Buffer.concat(chunks), response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stand.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stand.close = () => new Promise((resolve) => server.close(() => resolve()));
  return stand;
}
