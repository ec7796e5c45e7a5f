// `npm run bench:lighthouse -- --url=http://host:port [--runs=5]` (docs/benchmarks.md "Lighthouse"). Lighthouse is
// not a dependency of the app: it runs with `npx lighthouse@12`.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";

const argsSchema = z.object({ url: z.url(), runs: z.coerce.number().int().min(1).max(15).default(1) });
const ATTEMPTS_PER_RUN = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const reportSchema = z.object({
  categories: z.record(z.string(), z.object({ score: z.number().nullable() })),
  audits: z.object({
    "largest-contentful-paint": z.object({ numericValue: z.number() }),
    "total-blocking-time": z.object({ numericValue: z.number() }),
    "largest-contentful-paint-element": z.object({ details: z.unknown().optional() }).optional(),
  }),
});
type Report = z.infer<typeof reportSchema>;
const failedRunSchema = z.object({ runtimeError: z.object({ code: z.string() }) });

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

function lcpElement(details: unknown): string {
  const snippet = JSON.stringify(details ?? "").match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1];
  return snippet ? snippet.replace(/\\"/g, '"').slice(0, 60) : "";
}

const searchPageSchema = z.object({
  data: z.object({
    items: z.array(z.object({ slug: z.string(), ingredientNames: z.array(z.string()) })),
    pageCount: z.number(),
  }),
});

/** Supplement pages with the fewest and the most ingredients: the heaviest one has the most claims to show. */
async function supplementExtremes(base: string): Promise<{ single: string; heaviest: string }> {
  const products: { slug: string; ingredients: number }[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const body = searchPageSchema.parse(await (await fetch(`${base}/api/supplements?page=${page}`)).json());
    pageCount = Math.min(body.data.pageCount, 10);
    products.push(
      ...body.data.items.map((item) => ({ slug: item.slug, ingredients: item.ingredientNames.length })),
    );
  }
  products.sort((a, b) => a.ingredients - b.ingredients);
  const [single, heaviest] = [products[0], products.at(-1)];
  if (!single || !heaviest) throw new Error("The catalogue has no products");
  return { single: `/supplement/${single.slug}`, heaviest: `/supplement/${heaviest.slug}` };
}

async function landingPages(base: string): Promise<[string, string][]> {
  const blog = await (await fetch(`${base}/blog`)).text();
  const article = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1];
  if (!article) throw new Error("No article link on /blog");
  const { single, heaviest } = await supplementExtremes(base);
  return [
    ["/", "/"],
    ["/browse", "/browse"],
    ["an article", article],
    ["a single-ingredient supplement page", single],
    ["the heaviest supplement page", heaviest],
  ];
}

/** Repeats a run whose trace Chromium failed to record (Lighthouse then exits 1, e.g. with NO_NAVSTART). */
async function lighthouse(url: string, output: string): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      await run("npx", [
        "-y",
        "lighthouse@12",
        url,
        "--quiet",
        "--output=json",
        `--output-path=${output}`,
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
      ]);
      const json: unknown = JSON.parse(await readFile(output, "utf8"));
      const failed = failedRunSchema.safeParse(json);
      if (failed.success) throw new Error(`${url}: ${failed.data.runtimeError.code}`);
      return reportSchema.parse(json);
    } catch (error) {
      if (attempt === ATTEMPTS_PER_RUN) throw error;
      console.error(`Run ${attempt} of ${url} failed; trying again.`);
    }
  }
}

const performanceScore = (report: Report) => report.categories.performance?.score ?? 0;

async function main(): Promise<void> {
  const { url, runs } = parseArgs(process.argv.slice(2));
  const base = url.replace(/\/$/, "");
  const dir = await mkdtemp(path.join(tmpdir(), "lighthouse-"));
  try {
    console.log(`Median of ${runs} run(s) per page.`);
    console.log(
      "| Page | Performance (range) | Accessibility | Best practices | SEO | LCP | TBT | LCP element |",
    );
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const [name, page] of await landingPages(base)) {
      const reports: Report[] = [];
      for (let index = 0; index < runs; index++) {
        reports.push(await lighthouse(`${base}${page}`, path.join(dir, "report.json")));
      }
      reports.sort((a, b) => performanceScore(a) - performanceScore(b));
      const median = reports[Math.floor((reports.length - 1) / 2)] as Report;
      const scores = CATEGORIES.map((id) => median.categories[id]?.score?.toFixed(2) ?? "–");
      const range = `${performanceScore(reports[0] as Report).toFixed(2)}–${performanceScore(reports.at(-1) as Report).toFixed(2)}`;
      const lcp = median.audits["largest-contentful-paint"].numericValue;
      const tbt = median.audits["total-blocking-time"].numericValue;
      const element = lcpElement(median.audits["largest-contentful-paint-element"]?.details);
      console.log(
        `| ${name} | ${scores[0]} (${range}) | ${scores.slice(1).join(" | ")} | ${(lcp / 1000).toFixed(1)} s | ${tbt.toFixed(0)} ms | \`${element}\` |`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
