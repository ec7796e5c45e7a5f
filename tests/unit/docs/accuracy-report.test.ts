/** @jest-environment node */
// `npm run report:accuracy` publishes docs/accuracy.json and the coverage table of docs/knowledge-base.md;
// both must say what the scenarios and the shipped data say today.
import { readFileSync } from "node:fs";
import path from "node:path";

import { accuracyReportSchema } from "@/lib/accuracy/schema";
import {
  ACCURACY_JSON_PATH,
  buildAccuracyFigures,
  COVERAGE_HEADER,
  coverageCellsInDoc,
  coverageRows,
  KNOWLEDGE_BASE_DOC_PATH,
  withCoverageTable,
} from "@/scripts/accuracy/build-report";

const ROOT = path.resolve(__dirname, "../../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const STALE = "stale: run `npm run report:accuracy` and commit what it writes";

describe("published accuracy figures", () => {
  it(`${ACCURACY_JSON_PATH} holds today's figures (${STALE})`, () => {
    const { figuresDate, ...published } = accuracyReportSchema.parse(JSON.parse(read(ACCURACY_JSON_PATH)));
    expect(figuresDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(published).toEqual(buildAccuracyFigures());
  });

  it(`the coverage table of ${KNOWLEDGE_BASE_DOC_PATH} matches the data (${STALE})`, () => {
    const rows = coverageRows();
    expect(coverageCellsInDoc(read(KNOWLEDGE_BASE_DOC_PATH))).toEqual([COVERAGE_HEADER, ...rows]);
  });

  it("notices a single changed cell and a missing table", () => {
    const rows = coverageRows();
    const changed = rows.map((row, index) => (index === 0 ? [row[0] ?? "", "999", ...row.slice(2)] : row));
    const doc = withCoverageTable(read(KNOWLEDGE_BASE_DOC_PATH), changed);
    expect(coverageCellsInDoc(doc)).not.toEqual([COVERAGE_HEADER, ...rows]);
    expect(coverageCellsInDoc("# No table here")).toEqual([]);
    expect(() => withCoverageTable("# No markers")).toThrow(/coverage markers/);
  });
});
