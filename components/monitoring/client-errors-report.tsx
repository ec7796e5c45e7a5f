import type { ClientErrorGroup } from "@/lib/client-errors/store";
import { formatDateTime } from "@/lib/format/dates";

export type ClientErrorsReportProps = {
  groups: readonly ClientErrorGroup[];
  retentionDays: number;
  shownAtMost: number;
};

const integer = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
const COLUMNS = ["Last seen", "Code", "Message", "Page", "Browser", "Count"] as const;

export function ClientErrorsReport({ groups, retentionDays, shownAtMost }: ClientErrorsReportProps) {
  if (groups.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="font-semibold text-slate-900">
          No browser errors reported in the last {retentionDays} days.
        </p>
      </div>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">
          Browser errors of the last {retentionDays} days, identical ones grouped, at most {shownAtMost}{" "}
          groups
        </caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {groups.map((group) => (
            <tr key={`${group.code} ${group.message} ${group.path} ${group.browser}`}>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                <time dateTime={group.lastSeen.toISOString()}>{formatDateTime(group.lastSeen)}</time>
              </td>
              <td className="px-4 py-3 font-mono text-xs">{group.code}</td>
              <th scope="row" className="max-w-md break-words px-4 py-3 font-normal text-slate-900">
                {group.message}
              </th>
              <td className="max-w-xs truncate px-4 py-3 font-mono text-xs">{group.path}</td>
              <td className="whitespace-nowrap px-4 py-3">{group.browser}</td>
              <td className="px-4 py-3 text-right tabular-nums">{integer.format(group.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
