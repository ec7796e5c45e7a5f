// `npm run prices:import -- [--retailer <name>] <file>` (docs/reference/scripts.md "Data"): exits 1, applying nothing,
// when any row is rejected.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { importPriceFile } from "../lib/catalogue/feed-import";
import { formatRejection, priceFileFormatFor } from "../lib/catalogue/price-import";
import { db } from "../lib/db/prisma";
import { parseServerEnv } from "../lib/env";

const USAGE = "Usage: npm run prices:import -- [--retailer <name>] <file.csv|file.json|file.tsv|file.xml>";

function readArguments(argv: string[]): { filePath: string; retailer?: string } | undefined {
  const args = argv.filter((arg) => arg !== "--");
  const flag = args.indexOf("--retailer");
  const retailer = flag === -1 ? undefined : args[flag + 1]?.trim();
  if (flag !== -1 && (!retailer || retailer.length < 2 || retailer.length > 60)) return undefined;
  const rest = flag === -1 ? args : args.filter((_, index) => index !== flag && index !== flag + 1);
  const [filePath] = rest;
  if (rest.length !== 1 || !filePath) return undefined;
  return retailer ? { filePath, retailer } : { filePath };
}

async function main(): Promise<number> {
  const args = readArguments(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    return 1;
  }
  const { filePath } = args;
  const format = priceFileFormatFor(filePath);
  if (!format) {
    console.error(`${filePath}: expected a .csv, .json, .tsv or .xml file.\n${USAGE}`);
    return 1;
  }

  const url = parseServerEnv().DATABASE_URL;
  if (!url) {
    console.error(
      "DATABASE_URL is not set. The importer writes to the database at DATABASE_URL, and `npm start` prints " +
        "nothing about the URL of the embedded PostgreSQL it runs. Run the importer with the DATABASE_URL of " +
        "your database, e.g.\n  DATABASE_URL=postgresql://user:password@host:5432/dbname npm run prices:import -- " +
        filePath,
    );
    return 1;
  }

  let content: string;
  try {
    content = await readFile(filePath, "utf8");
  } catch (error) {
    console.error(`Cannot read ${filePath}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }

  try {
    const result = await importPriceFile({
      fileName: path.basename(filePath),
      content,
      kind: format,
      ...(args.retailer ? { retailer: args.retailer } : {}),
    });
    const name = path.basename(filePath);
    if (result.rowsRejected > 0) {
      console.error(
        `${name}: ${result.rowsTotal} row(s), ${result.rowsRejected} rejected. Nothing was imported: ` +
          "a file is applied only when every row is valid.",
      );
      for (const rejection of result.rejections) console.error(formatRejection(rejection, format));
      console.error(`Run ${result.runId} recorded.`);
      return 1;
    }
    console.log(
      `${name}: ${result.rowsAccepted} of ${result.rowsTotal} row(s) imported. Offers: ${result.offersCreated} created, ` +
        `${result.offersUpdated} updated, ${result.rowsAccepted - result.offersCreated - result.offersUpdated} unchanged; ` +
        `${result.historyAppended} price history row(s) appended; ${result.rowsPending} waiting for a match on ` +
        `/scraping-dashboard, ${result.rowsIgnored} ignored. Run ${result.runId} recorded.`,
    );
    return 0;
  } finally {
    await db().$disconnect();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
