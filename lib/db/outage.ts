// Pages while the database is away (issue 15, "the database going away"): API routes already answer
// 503 SERVICE_UNAVAILABLE (lib/errors/database-unavailable.ts), but a page that fails while rendering can
// only reach an error boundary, after its 200 has been sent. So proxy.ts asks here first, for the pages
// that read the database on every visit: when PostgreSQL does not answer, the visitor gets a short
// 503 page with Retry-After instead. Cached pages (landing, supplements, blog) and static ones keep
// being served from the cache. The check speaks only the first step of PostgreSQL's protocol (an
// SSLRequest, answered with one byte), so it needs no driver in the proxy, and its result is kept for
// a second, so it costs one loopback round trip a second at most.
import net from "node:net";
import { DATABASE_RETRY_AFTER_SECONDS } from "../errors/database-unavailable";

/** Pages rendered from the database on each visit (prefixes: the page and everything below it). */
export const DATABASE_PAGES = [
  "/browse",
  "/home",
  "/interactions",
  "/recommendations",
  "/stacks",
  "/build-stack",
  "/stack",
  "/my-stacks",
  "/community-stacks",
  "/analytics",
  "/dashboard",
  "/profile",
  "/settings",
  "/health-profile",
  "/security",
  "/data-export",
  "/scraping-dashboard",
  "/chatbot-training",
  "/confirm-email",
  "/reset-password",
  "/verify-2fa",
] as const;

export function pageNeedsDatabase(pathname: string): boolean {
  return DATABASE_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

const PROBE_TIMEOUT_MS = 1_500;
const PROBE_KEPT_MS = 1_000;
/** PostgreSQL's SSLRequest: length 8, then the request code 80877103 (protocol "Message Formats"). */
const SSL_REQUEST = Buffer.from([0, 0, 0, 8, 4, 210, 22, 47]);

/** Whether a PostgreSQL server answers at host:port (it replies 'S' or 'N' to an SSLRequest). */
function probe(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, () => finish(false));
    socket.once("error", () => finish(false));
    socket.once("connect", () => socket.write(SSL_REQUEST));
    socket.once("data", (reply: Buffer) => finish(reply[0] === 0x53 || reply[0] === 0x4e));
    socket.once("end", () => finish(false));
  });
}

/** host and port of a postgres:// URL; undefined when it names none we can probe (a Unix socket, several hosts). */
function serverOf(databaseUrl: string): { host: string; port: number } | undefined {
  try {
    const url = new URL(databaseUrl);
    if (!url.hostname || url.searchParams.has("host")) return undefined;
    return { host: url.hostname.replace(/^\[|\]$/g, ""), port: url.port ? Number(url.port) : 5432 };
  } catch {
    return undefined;
  }
}

let lastProbe: { url: string; at: number; result: Promise<boolean> } | undefined;

/**
 * Whether the database at `databaseUrl` answers, remembered for a second. Unknown (no URL, or one that
 * cannot be probed) counts as reachable: the page then renders and reports its own errors.
 */
export function databaseReachable(
  databaseUrl: string | undefined,
  now: number = Date.now(),
): Promise<boolean> {
  const server = databaseUrl ? serverOf(databaseUrl) : undefined;
  if (!databaseUrl || !server) return Promise.resolve(true);
  if (lastProbe?.url !== databaseUrl || now - lastProbe.at >= PROBE_KEPT_MS) {
    lastProbe = { url: databaseUrl, at: now, result: probe(server.host, server.port) };
  }
  return lastProbe.result;
}

const OUTAGE_HTML = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Back shortly | Smart Supplement Stack Builder UK</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
main{max-width:36rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #cbd5e1;border-radius:0.75rem}
h1{font-size:1.5rem;margin:0 0 1rem}
a{color:#115e59;font-weight:600}
.code{color:#475569;font-size:0.875rem}
</style>
</head>
<body>
<main id="main-content">
<h1>We'll be back shortly</h1>
<p>This page can't be shown just now because our database isn't answering.</p>
<p>Please try again in a minute: <a href="">reload this page</a>, or read <a href="/blog">the blog</a> in the meantime.</p>
<p class="code">Error code: SERVICE_UNAVAILABLE</p>
</main>
</body>
</html>
`;

/** The friendly 503 page (self-contained: no script, no asset that needs the app). */
export function outagePage(): Response {
  return new Response(OUTAGE_HTML, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
    },
  });
}
