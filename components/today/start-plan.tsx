"use client";
import { useState } from "react";

import { formMessageOf } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Link } from "@/components/ui/link";
import { useQuery, useQueryClient } from "@/lib/api/query-hooks";
import { apiDelete, apiPut } from "@/lib/api/fetch-client";
import { queryKeys } from "@/lib/api/query-keys";
import { formatDay, ukDay } from "@/lib/daily-plan/days";
import type { TodayPlan } from "@/lib/daily-plan/plans";

type Mode = TodayPlan["mode"];

const MODES: { value: Mode; label: string; hint: string }[] = [
  {
    value: "check_off",
    label: "Tick each time I take them",
    hint: "Anything not ticked counts as not taken.",
  },
  {
    value: "exceptions",
    label: "Assume I take them; I log only misses",
    hint: "Less tapping if you rarely miss.",
  },
];

function ModeChoice({
  stackId,
  mode,
  onMode,
}: {
  stackId: string;
  mode: Mode;
  onMode: (mode: Mode) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">How to record a day</legend>
      {MODES.map((option) => (
        <div key={option.value} className="flex min-h-11 items-center gap-3">
          <input
            id={`mode-${stackId}-${option.value}`}
            type="radio"
            name={`mode-${stackId}`}
            className="size-5 accent-brand-700"
            checked={mode === option.value}
            onChange={() => onMode(option.value)}
          />
          <label htmlFor={`mode-${stackId}-${option.value}`} className="text-sm text-slate-800">
            {option.label} <span className="text-slate-600">({option.hint})</span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}

function PlanForm({ stackId, plan }: { stackId: string; plan: TodayPlan | null }) {
  const queryClient = useQueryClient();
  const [startDate, setStartDate] = useState(plan?.startDate ?? ukDay(new Date()));
  const [mode, setMode] = useState<Mode>(plan?.mode ?? "check_off");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState("");
  const path = `/api/stacks/${encodeURIComponent(stackId)}/plan`;

  async function run(action: () => Promise<{ plan: TodayPlan | null }>, message: string) {
    setBusy(true);
    setError(null);
    try {
      const answer = await action();
      queryClient.setQueryData(queryKeys.stacks.plan(stackId), answer);
      setDone(message);
    } catch (caught) {
      setError(formMessageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      {plan ? (
        <p className="text-slate-800">
          You are taking this stack since {formatDay(plan.startDate)}.{" "}
          <Link href="/today" className="font-semibold text-brand-800 underline">
            Open today&apos;s plan
          </Link>
        </p>
      ) : (
        <p className="text-slate-700">
          Taking it? Get a daily plan to tick off, run-out dates and reminders by calendar or email.
        </p>
      )}
      <div>
        <label htmlFor={`start-${stackId}`} className="block text-sm font-medium text-slate-800">
          Start date
        </label>
        <Input
          id={`start-${stackId}`}
          type="date"
          className="w-48"
          value={startDate}
          onChange={(event) => setStartDate(event.target.value)}
        />
      </div>
      <ModeChoice stackId={stackId} mode={mode} onMode={setMode} />
      {error ? <Alert>{error}</Alert> : null}
      <p role="status" aria-live="polite" className="text-sm font-medium text-brand-900">
        {done}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          busy={busy}
          onClick={() =>
            void run(
              () => apiPut(path, { startDate, mode }),
              plan ? "Plan updated." : "You are now taking this stack.",
            )
          }
        >
          {plan ? "Save plan" : "Start taking this stack"}
        </Button>
        {plan ? (
          <Button
            variant="destructive-outline"
            busy={busy}
            onClick={() => void run(() => apiDelete(path), "Stopped. Your history is kept.")}
          >
            Stop taking
          </Button>
        ) : null}
      </div>
    </div>
  );
}

export function StartPlanSection({ stackId }: { stackId: string }) {
  const query = useQuery<{ plan: TodayPlan | null }>({ queryKey: queryKeys.stacks.plan(stackId) });
  return (
    <section aria-labelledby="plan-heading" className="mt-10 max-w-2xl space-y-3">
      <h2 id="plan-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Taking this stack
      </h2>
      {query.data ? (
        <PlanForm stackId={stackId} plan={query.data.plan} />
      ) : query.error ? (
        <Alert>{formMessageOf(query.error)}</Alert>
      ) : (
        <p className="text-sm text-slate-600">Loading your plan…</p>
      )}
    </section>
  );
}
