"use client";
import { useState } from "react";

import { formMessageOf } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { apiDelete } from "@/lib/api/fetch-client";

type PlanFeed = { stackId: string; stackName: string; calendarFeed: boolean };

/** Settings' list of the secret calendar addresses, each revocable in one tap. */
export function CalendarFeeds({ plans }: { plans: readonly PlanFeed[] }) {
  const [feeds, setFeeds] = useState(plans);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | null>(null);
  const on = feeds.filter((plan) => plan.calendarFeed);

  async function revoke(plan: PlanFeed) {
    setError(null);
    try {
      await apiDelete(`/api/stacks/${encodeURIComponent(plan.stackId)}/plan/calendar`);
      setFeeds((current) =>
        current.map((entry) => (entry.stackId === plan.stackId ? { ...entry, calendarFeed: false } : entry)),
      );
      setStatus(`The calendar address for ${plan.stackName} no longer works.`);
    } catch (caught) {
      setError(formMessageOf(caught));
    }
  }

  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p>
        Reminders and calendar feeds are set per stack on{" "}
        <Link href="/today#reminders" className="font-medium text-brand-800 underline">
          today&apos;s plan
        </Link>
        . Reminders say &ldquo;Supplement reminder&rdquo; unless you choose to show names there.
      </p>
      {on.length === 0 ? (
        <p>No calendar address is active.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {on.map((plan) => (
            <li key={plan.stackId} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>Calendar feed for {plan.stackName}</span>
              <Button variant="destructive-outline" size="sm" onClick={() => void revoke(plan)}>
                Revoke<span className="sr-only"> the calendar feed for {plan.stackName}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error ? <Alert>{error}</Alert> : null}
      <p role="status" aria-live="polite" className="text-brand-900">
        {status}
      </p>
    </div>
  );
}
