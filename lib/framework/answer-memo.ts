// GET answers that are the same for everyone (the catalogue search) replayed from memory: Next's pipeline costs about
// a millisecond a request, a replay a tenth of that (docs/benchmarks.md "Load"). A cache-tag invalidation in this
// process drops every answer, and a replay first lets the shared revalidations refresh, as Next's cache lookups do.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import { acceptsGzip } from "./build-assets";

// Registered by shared-cache-handler.mjs, which calls them when a tag is invalidated or asked to refresh.
const INVALIDATION_LISTENERS = Symbol.for("supplement-stacks.tag-invalidation-listeners");
const REFRESH_REVALIDATIONS = Symbol.for("supplement-stacks.refresh-revalidations");

// As lib/api-server/api-response.ts, which this server cannot import (server-only).
const REQUEST_ID_HEADER = "x-request-id";
const VALID_REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;
const NOT_REPLAYED = new Set(["date", "connection", "keep-alive", "transfer-encoding", REQUEST_ID_HEADER]);
const MAX_ANSWER_BYTES = 512 * 1024;

interface Answer {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
}

export interface AnswerMemoOptions {
  /** Paths (without the query) whose GET answers depend on nothing but the address. */
  paths: readonly string[];
  /** Page addresses (path and query) served from the page cache, the same for everyone on a first load. */
  pages?: (url: string) => boolean;
  ttlMs: number;
  now?: () => number;
}

export interface AnswerMemo {
  handles(req: IncomingMessage): boolean;
  /** Replays a remembered answer; false leaves the request to Next. */
  answer(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Keeps the answer Next is about to write, if it is a 200 without cookies. */
  remember(req: IncomingMessage, res: ServerResponse): void;
}

type Globals = {
  [INVALIDATION_LISTENERS]?: Set<() => void>;
  [REFRESH_REVALIDATIONS]?: () => Promise<void> | undefined;
};

const globals = globalThis as Globals;

function keyOf(req: IncomingMessage): string {
  return `${acceptsGzip(req.headers["accept-encoding"]) ? "gzip" : "identity"} ${req.url ?? ""}`;
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (typeof chunk === "string") {
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  }
  return chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.alloc(0);
}

function replayedHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_REPLAYED.has(name)));
}

// The client router's requests carry its own state in these headers: their answers differ from a first load's.
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-action"];
const isFirstLoad = (req: IncomingMessage) => ROUTER_HEADERS.every((name) => req.headers[name] === undefined);
const pathOf = (req: IncomingMessage) => (req.url ?? "").split("?", 1)[0] ?? "";

export function answerMemo({ paths, pages, ttlMs, now = Date.now }: AnswerMemoOptions): AnswerMemo {
  const served = new Set(paths);
  const answers = new LRUCache<string, Answer>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (answer, key) => answer.body.length + key.length,
  });
  // Bumped by every invalidation: an answer Next began before one is not kept.
  let generation = 0;
  (globals[INVALIDATION_LISTENERS] ??= new Set()).add(() => {
    generation += 1;
    answers.clear();
  });

  return {
    handles(req) {
      if (req.method !== "GET") return false;
      return served.has(pathOf(req)) || (pages !== undefined && isFirstLoad(req) && pages(req.url ?? ""));
    },

    async answer(req, res) {
      const key = keyOf(req);
      if (!answers.has(key)) return false;
      await globals[REFRESH_REVALIDATIONS]?.();
      const answer = answers.get(key);
      if (answer === undefined) return false;
      if (now() - answer.storedAt > ttlMs) {
        answers.delete(key);
        return false;
      }
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined) res.setHeader(name, value);
      }
      const incoming = req.headers[REQUEST_ID_HEADER];
      const requestId =
        typeof incoming === "string" && VALID_REQUEST_ID.test(incoming) ? incoming : undefined;
      res.setHeader(REQUEST_ID_HEADER, requestId ?? crypto.randomUUID());
      res.writeHead(200);
      res.end(answer.body);
      return true;
    },

    remember(req, res) {
      const key = keyOf(req);
      const page = !served.has(pathOf(req));
      const started = generation;
      const chunks: Buffer[] = [];
      let size = 0;
      const keep = (chunk: unknown, encoding: unknown) => {
        const buffer = toBuffer(chunk, encoding);
        size += buffer.length;
        if (size <= MAX_ANSWER_BYTES) chunks.push(buffer);
      };
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
        keep(chunk, encoding);
        return write(chunk, encoding, callback);
      }) as ServerResponse["write"];
      res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
        if (chunk !== undefined && typeof chunk !== "function") keep(chunk, encoding);
        return end(chunk, encoding, callback);
      }) as ServerResponse["end"];
      res.once("finish", () => {
        const reusable =
          res.statusCode === 200 &&
          !res.hasHeader("set-cookie") &&
          size <= MAX_ANSWER_BYTES &&
          started === generation &&
          // A page only once Next served it from its cache: a render's answer would replay "MISS", a stale one STALE.
          (!page || res.getHeader("x-nextjs-cache") === "HIT");
        if (!reusable) return;
        answers.set(key, {
          headers: replayedHeaders(res.getHeaders()),
          body: Buffer.concat(chunks),
          storedAt: now(),
        });
      });
    },
  };
}
