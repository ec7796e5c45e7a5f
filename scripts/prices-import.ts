// `npm run prices:import -- <file.csv|file.json>`: imports a retailer/affiliate price feed into the
// database at DATABASE_URL (row format and rules: lib/catalogue/price-import.ts). Prints a summary
// and every rejected row; exits 1 when anything was rejected, in which case nothing was applied.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { importPrices } from "../lib/catalogue/mutations";
import { formatRejection, priceFileFormatFor } from "../lib/catalogue/price-import";
import { db } from "../lib/db/prisma";
import { parseServerEnv } from "../lib/env";

const USAGE = "Usage: npm run prices:import -- <file.csv|file.json>";

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((arg) => arg !== "--");
  const [filePath] = args;
  if (args.length !== 1 || !filePath) {
    console.error(USAGE);
    return 1;
  }
  const format = priceFileFormatFor(filePath);
  if (!format) {
    console.error(`${filePath}: expected a .csv or .json file.\n${USAGE}`);
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
    const result = await importPrices({ fileName: path.basename(filePath), content, format });
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
      `${name}: ${result.rowsTotal} row(s) imported. Offers: ${result.offersCreated} created, ` +
        `${result.offersUpdated} updated, ${result.rowsTotal - result.offersCreated - result.offersUpdated} unchanged; ` +
        `${result.historyAppended} price history row(s) appended. Run ${result.runId} recorded.`,
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
