// `npm run bench:stream -- --url=http://host:port [--runs=15] [--cookie=…] [paths…]` (docs/benchmarks.md
// "Streaming under a nonce"): median time to the first and to the last body byte of each page, one request at a
// time, as a browser asks for it (gzip); `--cookie` signs the requests in. The server must already be running.

const DEFAULT_PATHS = ["/", "/browse?q=magnesium", "/dev/test/slow-stream"];

function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

type Sample = { firstByteMs: number; lastByteMs: number; csp: string };

async function timedGet(url: string, cookie: string | undefined): Promise<Sample> {
  const started = performance.now();
  const headers: Record<string, string> = { "Accept-Encoding": "gzip", Accept: "text/html" };
  if (cookie) headers.Cookie = cookie;
  const response = await fetch(url, { headers, redirect: "manual" });
  const reader = response.body?.getReader();
  if (!response.ok || !reader) throw new Error(`${url}: ${response.status}`);
  let firstByteMs: number | undefined;
  for (;;) {
    const { done } = await reader.read();
    if (done) break;
    firstByteMs ??= performance.now() - started;
  }
  const lastByteMs = performance.now() - started;
  const scriptSrc = (response.headers.get("content-security-policy") ?? "")
    .split("; ")
    .find((directive) => directive.startsWith("script-src"));
  const csp = /'nonce-/.test(scriptSrc ?? "")
    ? "nonce"
    : /'sha256-/.test(scriptSrc ?? "")
      ? "hashes"
      : "none";
  return { firstByteMs: firstByteMs ?? lastByteMs, lastByteMs, csp };
}

async function main(): Promise<void> {
  const base = option("url");
  if (!base)
    throw new Error(
      "Usage: npm run bench:stream -- --url=http://host:port [--runs=15] [--cookie=…] [paths…]",
    );
  const runs = Number(option("runs") ?? 15);
  const cookie = option("cookie");
  const given = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  console.log("path | policy | first byte p50 | last byte p50 (ms)");
  for (const path of given.length > 0 ? given : DEFAULT_PATHS) {
    await timedGet(`${base}${path}`, cookie);
    const samples: Sample[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await timedGet(`${base}${path}`, cookie));
    const first = median(samples.map((sample) => sample.firstByteMs));
    const last = median(samples.map((sample) => sample.lastByteMs));
    console.log(`${path} | ${samples[0]?.csp ?? "?"} | ${first.toFixed(0)} | ${last.toFixed(0)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
