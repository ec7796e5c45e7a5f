import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import type { PageVitals } from "@/lib/monitoring/queries";
import {
  WEB_VITAL_NAMES,
  WEB_VITAL_THRESHOLDS,
  type VitalRating,
  type WebVitalName,
} from "@/lib/monitoring/web-vitals";
import { cn } from "@/lib/utils/cn";

export type VitalsReportProps = {
  pages: readonly PageVitals[];
  windowDays: number;
  rumEnabled: boolean;
};

const RATING_LABEL: Record<VitalRating, string> = {
  good: "Good",
  "needs-improvement": "Needs Improvement",
  poor: "Poor",
};
const RATING_CLASS: Record<VitalRating, string> = {
  good: "text-brand-800",
  "needs-improvement": "text-amber-800",
  poor: "text-red-700",
};
const SCORE_CLASS = {
  Good: "bg-brand-50 text-brand-900",
  "Needs Improvement": "bg-amber-50 text-amber-900",
  Poor: "bg-red-50 text-red-900",
} as const;

const integer = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

function formatVital(name: WebVitalName, value: number): string {
  return name === "CLS" ? value.toFixed(3) : `${integer.format(value)} ms`;
}

function PageRow({ page }: { page: PageVitals }) {
  return (
    <tr>
      <th scope="row" className="max-w-xs truncate px-4 py-3 font-mono text-xs font-medium text-slate-900">
        {page.page ?? "(no page)"}
      </th>
      <td className="px-4 py-3">
        <Badge className={cn("rounded px-2", SCORE_CLASS[page.scoreRating])}>
          {page.score} · {page.scoreRating}
        </Badge>
      </td>
      {WEB_VITAL_NAMES.map((name) => {
        const vital = page.vitals[name];
        return (
          <td key={name} className="px-4 py-3 align-top">
            {vital ? (
              <>
                <span className={cn("font-semibold", RATING_CLASS[vital.rating])}>
                  {formatVital(name, vital.p75)}
                </span>
                <span className="block text-xs text-slate-600">
                  {RATING_LABEL[vital.rating]} · n={integer.format(vital.count)}
                </span>
              </>
            ) : (
              <span className="text-slate-400" aria-label="no data">
                —
              </span>
            )}
          </td>
        );
      })}
    </tr>
  );
}

export function VitalsReport({ pages, windowDays, rumEnabled }: VitalsReportProps) {
  return (
    <div className="space-y-6">
      {!rumEnabled ? (
        <Alert tone="warning" role="note">
          Real-user monitoring is off on this server (RUM_ENABLED is not set), so no new measurements are
          being collected.
        </Alert>
      ) : null}
      {pages.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-semibold text-slate-900">No performance data in the last {windowDays} days.</p>
          <p className="mt-2 text-sm text-slate-600">
            Measurements arrive from visitors who have accepted analytics cookies while real-user monitoring
            is on.
          </p>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">
              75th percentile of each web vital by page, last {windowDays} days
            </caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Page
                </th>
                <th scope="col" className="px-4 py-3">
                  Score
                </th>
                {WEB_VITAL_NAMES.map((name) => (
                  <th key={name} scope="col" className="px-4 py-3">
                    <abbr
                      title={`Good ≤ ${formatVital(name, WEB_VITAL_THRESHOLDS[name].good)}, needs improvement ≤ ${formatVital(name, WEB_VITAL_THRESHOLDS[name].needsImprovement)}`}
                    >
                      {name}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {pages.map((page) => (
                <PageRow key={page.page ?? "(no page)"} page={page} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
