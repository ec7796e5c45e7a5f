import { Panel } from "@/components/account/page-heading";
import { Link } from "@/components/ui/link";
import { formatDay } from "@/lib/daily-plan/days";
import type { SlotStatus, TodayPlan } from "@/lib/daily-plan/plans";
import { firstRunOut } from "@/lib/daily-plan/run-out";

const SHORT_STATUS: Record<SlotStatus, string> = {
  taken: "taken",
  missed: "missed",
  assumed_taken: "assumed taken",
  not_logged: "not logged",
  open: "to take",
};

/** The dashboard's view of today's plans; ticking happens on /today. */
export function TodaySummary({ plans }: { plans: readonly TodayPlan[] }) {
  return (
    <Panel title="Today">
      {plans.length === 0 ? (
        <p className="text-sm text-slate-700">
          You are not taking a stack yet. Open a saved stack and choose &ldquo;Start taking this stack&rdquo;
          for a daily plan with reminders.
        </p>
      ) : (
        <ul className="space-y-4 text-sm">
          {plans.map((plan) => {
            const first = firstRunOut(plan.stock);
            return (
              <li key={plan.planId}>
                <p className="font-semibold text-slate-900">{plan.stackName}</p>
                <p className="text-slate-700">
                  {plan.started
                    ? plan.slots.map((slot) => `${slot.time} ${SHORT_STATUS[slot.status]}`).join(" · ") ||
                      "Nothing planned."
                    : `Starts on ${formatDay(plan.startDate)}.`}
                </p>
                {first ? (
                  <p className="text-slate-700">
                    First to run out: {first.name} on {formatDay(first.runOutDay)}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Link
        href="/today"
        className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
      >
        Open today&apos;s plan
      </Link>
    </Panel>
  );
}
