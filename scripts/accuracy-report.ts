// `npm run report:accuracy`: writes docs/accuracy.json (what /accuracy shows) and the coverage table of
// docs/knowledge-base.md from the scenarios and the shipped data; the date moves only when a figure does.
import { readFile, writeFile } from "node:fs/promises";
import { isDeepStrictEqual } from "node:util";
import { format, resolveConfig } from "prettier";

import { accuracyReportSchema, sensitivity, specificity } from "../lib/accuracy/schema";
import {
  ACCURACY_JSON_PATH,
  buildAccuracyFigures,
  KNOWLEDGE_BASE_DOC_PATH,
  withCoverageTable,
} from "./accuracy/build-report";
import { kB, OFFLINE_BUNDLE_BUDGET_KB, offlineBundleSize } from "./accuracy/offline-bundle";

async function writeFormatted(path: string, text: string) {
  const options = (await resolveConfig(path)) ?? {};
  await writeFile(path, await format(text, { ...options, filepath: path }));
}

async function previousReport() {
  try {
    return accuracyReportSchema.parse(JSON.parse(await readFile(ACCURACY_JSON_PATH, "utf8")));
  } catch {
    return null;
  }
}

async function main() {
  const figures = buildAccuracyFigures();
  const previous = await previousReport();
  const unchanged =
    previous !== null &&
    isDeepStrictEqual({ ...previous, figuresDate: undefined }, { ...figures, figuresDate: undefined });
  const figuresDate = unchanged ? previous.figuresDate : new Date().toISOString().slice(0, 10);
  const report = accuracyReportSchema.parse({ ...figures, figuresDate });

  await writeFormatted(ACCURACY_JSON_PATH, JSON.stringify(report, null, 2));
  await writeFormatted(
    KNOWLEDGE_BASE_DOC_PATH,
    withCoverageTable(await readFile(KNOWLEDGE_BASE_DOC_PATH, "utf8")),
  );

  const { scenarios, knowledgeBase } = report;
  const shown = (value: number | null) => (value === null ? "not measured" : `${value}%`);
  console.log(`release ${report.release}, figures of ${figuresDate}${unchanged ? " (unchanged)" : ""}`);
  console.log(`scenarios: ${scenarios.right} of ${scenarios.total} right`);
  console.log(
    `overall: sensitivity ${shown(sensitivity(scenarios.overall))}, specificity ${shown(specificity(scenarios.overall))}`,
  );
  for (const kind of scenarios.byKind)
    console.log(
      `  ${kind.kind}: sensitivity ${shown(sensitivity(kind))}, specificity ${shown(specificity(kind))}`,
    );
  console.log(`knowledge base: ${knowledgeBase.records} records, ${knowledgeBase.verified} verified`);
  const offline = offlineBundleSize();
  console.log(
    `offline copy (GET /api/interactions/database): ${kB(offline.rawBytes)} raw, ${kB(offline.gzipBytes)} gzip (budget ${String(OFFLINE_BUNDLE_BUDGET_KB)} kB gzip${offline.withinBudget ? "" : ", OVER BUDGET"})`,
  );
  console.log(`wrote ${ACCURACY_JSON_PATH} and the coverage table of ${KNOWLEDGE_BASE_DOC_PATH}`);
}

void main();
