// `npm run bench:reports` (docs/benchmarks.md "Reports"). lib/analytics/analyse.ts imports "server-only", while
// @react-pdf/renderer needs React's full build, so this preloads scripts/server-only-stub.mjs instead of running
// under the react-server condition.
import { execFileSync } from "node:child_process";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../lib/db/embedded-postgres";
import { migrate } from "../lib/db/migrate";
import { seedDatabase } from "../prisma/seed";
import { percentile } from "../lib/utils/percentile";

const SIZES = [5, 20, 50] as const;
const WARMUP = 2;
const ITERATIONS = 10;
const TARGET_20_MS = 500;
const PG_PORT = 56720;

const log = (message: string) => {
  console.log(message);
};

async function timeReports(ids: readonly string[], dir: string) {
  const { analyseStackAnalytics } = await import("../lib/analytics/analyse");
  const { stackReportModel } = await import("../lib/reports/stack-report");
  const { renderReportsPdf } = await import("../lib/reports/render");
  const make = async (size: number) => {
    const items = ids.slice(0, size).map((supplementId) => ({ supplementId, quantity: 1 }));
    const analytics = await analyseStackAnalytics(items);
    const model = stackReportModel({
      stackName: `Bench ${String(size)}`,
      analytics,
      generatedAt: new Date(),
    });
    return renderReportsPdf([model], `Bench ${String(size)}`);
  };
  for (const size of SIZES) {
    for (let run = 0; run < WARMUP; run += 1) await make(size);
    const times: number[] = [];
    let pdf: Uint8Array = new Uint8Array();
    for (let run = 0; run < ITERATIONS; run += 1) {
      const started = performance.now();
      pdf = await make(size);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const target =
      size === 20 ? `  target < ${String(TARGET_20_MS)} ms: ${p50 < TARGET_20_MS ? "met" : "NOT met"}` : "";
    log(
      `${String(size).padStart(2)} items  p50 ${p50.toFixed(0).padStart(5)} ms  p95 ${percentile(times, 95).toFixed(0).padStart(5)} ms  ${String(Math.round(pdf.length / 1024))} KiB${target}`,
    );
    if (size === 20) await checkText(pdf, dir);
  }
}

async function checkText(pdf: Uint8Array, dir: string) {
  const file = path.join(dir, "report-20.pdf");
  await writeFile(file, pdf);
  try {
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    log(
      `pdftotext: ${String(text.split("\n").length)} lines; "Supplement stack report" ${text.includes("Supplement stack report") ? "found" : "MISSING"}`,
    );
  } catch {
    log("pdftotext is not installed: text not checked");
  }
}

async function main(): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), "supplement-stack-reports-"));
  await chmod(root, 0o755); // the 'postgres' user runs the server when we are root
  let database: EmbeddedDatabase | undefined;
  try {
    database = await startEmbeddedPostgres({ dataDir: path.join(root, "pg"), preferredPort: PG_PORT, log });
    await migrate(database.url);
    await seedDatabase(database.url);
    process.env.DATABASE_URL = database.url;
    const { db } = await import("../lib/db/prisma");
    const products = await db().supplement.findMany({
      where: { offers: { some: {} } },
      select: { id: true },
      orderBy: { slug: "asc" },
      take: Math.max(...SIZES),
    });
    log(`Seeded; timing ${String(ITERATIONS)} reports per size after ${String(WARMUP)} warm-up…`);
    await timeReports(
      products.map((product) => product.id),
      root,
    );
    await db().$disconnect();
  } finally {
    await database?.stop();
    await rm(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
