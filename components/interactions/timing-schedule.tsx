import { conflictText } from "@/lib/interactions/conflict-text";
import type { ScheduleEntry, TimingConflict } from "@/lib/interactions/types";

const UNRESOLVED_REASON =
  "No time of day keeps the separation: see the warning above and ask your pharmacist.";

function conflictKey(conflict: TimingConflict): string {
  return conflict.supplementIds.join(",") + conflict.resolution;
}

export type TimingScheduleProps = {
  schedule: readonly ScheduleEntry[];
  conflicts: readonly TimingConflict[];
};

export function TimingSchedule({ schedule, conflicts }: TimingScheduleProps) {
  const unresolved = conflicts.filter((conflict) => !conflict.resolved);
  const resolved = conflicts.filter((conflict) => conflict.resolved);
  const unplaced = new Set(unresolved.flatMap((conflict) => conflict.supplementIds));
  return (
    <div className="space-y-3">
      {unresolved.map((conflict) => (
        <div
          key={conflictKey(conflict)}
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p className="font-semibold">Warning: timing conflict</p>
          <p className="mt-1">{conflictText(conflict)}</p>
        </div>
      ))}
      <div
        role="region"
        aria-labelledby="schedule-caption"
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-slate-200"
      >
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption id="schedule-caption" className="sr-only">
            Suggested time of day for each product
          </caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Time
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Product
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Food
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Why
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {schedule.map((entry) => (
              <tr key={entry.supplementId}>
                <td className="px-3 py-2 font-medium tabular-nums text-slate-900">{entry.time}</td>
                <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                  {entry.supplementName}
                </th>
                <td className="px-3 py-2">{entry.withFood ? "With food" : "Without food"}</td>
                <td className="px-3 py-2 text-slate-700">
                  {unplaced.has(entry.supplementId) ? UNRESOLVED_REASON : entry.reasoning}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {resolved.length > 0 ? (
        <ul className="space-y-1 text-sm text-slate-700">
          {resolved.map((conflict) => (
            <li key={conflictKey(conflict)}>
              <span className="font-medium text-slate-900">Note: </span>
              {conflictText(conflict)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
