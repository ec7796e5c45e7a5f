// `npm run bench:lighthouse -- --url=http://host:port`: Lighthouse (mobile, its default simulated
// throttling) on the pages people land on — `/`, `/browse`, an article and a supplement page — with
// Debian's Chromium (docs/benchmarks.md "Lighthouse"). Lighthouse is not a dependency of the app: it is
// run with `npx lighthouse@12` (fetched once into npm's cache). Prints the four category scores and
// the LCP of each page, with the LCP element.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";

const argsSchema = z.object({ url: z.url() });
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const reportSchema = z.object({
  categories: z.record(z.string(), z.object({ score: z.number().nullable() })),
  audits: z.object({
    "largest-contentful-paint": z.object({ numericValue: z.number() }),
    "largest-contentful-paint-element": z.object({ details: z.unknown().optional() }).optional(),
  }),
});

function parseArgs(argv: readonly string[]) {
  const entries = argv.flatMap((arg) => {
    const match = /^--([a-z]+)=(.*)$/.exec(arg);
    return match ? [[match[1], match[2]] as const] : [];
  });
  return argsSchema.parse(Object.fromEntries(entries));
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" },
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

/** The LCP element's snippet from the report's details (a node item), when present. */
function lcpElement(details: unknown): string {
  const snippet = JSON.stringify(details ?? "").match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1];
  return snippet ? snippet.replace(/\\"/g, '"').slice(0, 60) : "";
}

async function landingPages(base: string): Promise<[string, string][]> {
  const browse = await (await fetch(`${base}/browse`)).text();
  const product = /href="(\/supplement\/[^"?#]+)"/.exec(browse)?.[1];
  const blog = await (await fetch(`${base}/blog`)).text();
  const article = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1];
  if (!product || !article) throw new Error("No product link on /browse or no article link on /blog");
  return [
    ["/", "/"],
    ["/browse", "/browse"],
    ["an article", article],
    ["a supplement page", product],
  ];
}

async function main(): Promise<void> {
  const base = parseArgs(process.argv.slice(2)).url.replace(/\/$/, "");
  const dir = await mkdtemp(path.join(tmpdir(), "lighthouse-"));
  try {
    console.log("| Page | Performance | Accessibility | Best practices | SEO | LCP | LCP element |");
    console.log("| --- | --- | --- | --- | --- | --- | --- |");
    for (const [name, page] of await landingPages(base)) {
      const output = path.join(dir, "report.json");
      await run("npx", [
        "-y",
        "lighthouse@12",
        `${base}${page}`,
        "--quiet",
        "--output=json",
        `--output-path=${output}`,
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
      ]);
      const report = reportSchema.parse(JSON.parse(await readFile(output, "utf8")));
      const scores = CATEGORIES.map((id) => report.categories[id]?.score?.toFixed(2) ?? "–");
      const lcp = report.audits["largest-contentful-paint"].numericValue;
      const element = lcpElement(report.audits["largest-contentful-paint-element"]?.details);
      console.log(`| ${name} | ${scores.join(" | ")} | ${(lcp / 1000).toFixed(1)} s | \`${element}\` |`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
