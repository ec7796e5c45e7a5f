// The figures `npm run report:accuracy` last committed, validated once when a page imports them.
import published from "../../docs/accuracy.json";
import { accuracyReportSchema, type AccuracyReport } from "./schema";

let report: AccuracyReport | undefined;

export function publishedAccuracy(): AccuracyReport {
  report ??= accuracyReportSchema.parse(published);
  return report;
}
