// A page that fails while rendering has already sent its 200, so proxy.ts checks the database here first.
// The probe is PostgreSQL's SSLRequest (answered with one byte), so the proxy needs no driver.
import net from "node:net";
import { DATABASE_RETRY_AFTER_SECONDS } from "../errors/database-unavailable";

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
  "/today",
  "/care-card",
  "/card",
  "/profile",
  "/settings",
  "/health-profile",
  "/security",
  "/data-export",
  "/scraping-dashboard",
  "/chatbot-training",
  "/moderation",
  "/corrections",
  "/admin",
  "/products/suggest",
  "/confirm-email",
  "/reset-password",
  "/verify-2fa",
] as const;

export function pageNeedsDatabase(pathname: string): boolean {
  return DATABASE_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

const PROBE_TIMEOUT_MS = 1_500;
const PROBE_KEPT_MS = 1_000;
// SSLRequest: length 8, then the request code 80877103 (PostgreSQL protocol, "Message Formats").
const SSL_REQUEST = Buffer.from([0, 0, 0, 8, 4, 210, 22, 47]);

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

// Unknown (no URL, or one that cannot be probed) counts as reachable: the page reports its own errors.
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
