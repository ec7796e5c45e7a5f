"use client";
import { useState } from "react";

import { Input } from "@/components/ui/input";
import { formatDay } from "@/lib/daily-plan/days";
import type { PlanStockView } from "@/lib/daily-plan/plans";
import { runningOutBefore } from "@/lib/daily-plan/run-out";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function GoingAway({
  stackId,
  today,
  stock,
}: {
  stackId: string;
  today: string;
  stock: readonly PlanStockView[];
}) {
  const [leave, setLeave] = useState(today);
  const [back, setBack] = useState("");
  const valid = DAY.test(leave) && DAY.test(back) && back >= leave;
  const short = valid ? runningOutBefore(stock, back) : [];
  const leaveId = `away-from-${stackId}`;
  const backId = `away-to-${stackId}`;
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold text-slate-900">Going away?</legend>
      <div className="flex flex-wrap gap-3">
        <div>
          <label htmlFor={leaveId} className="block text-sm font-medium text-slate-800">
            Leaving on
          </label>
          <Input
            id={leaveId}
            type="date"
            min={today}
            value={leave}
            onChange={(event) => setLeave(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={backId} className="block text-sm font-medium text-slate-800">
            Back on
          </label>
          <Input
            id={backId}
            type="date"
            min={leave}
            value={back}
            onChange={(event) => setBack(event.target.value)}
          />
        </div>
      </div>
      <div role="status" aria-live="polite" className="mt-3 text-sm text-slate-800">
        {!back ? (
          "Enter the day you are back to see what runs out while you are away."
        ) : !valid ? (
          "The day you are back must be on or after the day you leave."
        ) : short.length === 0 ? (
          `Everything lasts until you are back on ${formatDay(back)}.`
        ) : (
          <>
            <p>Restock before you go:</p>
            <ul className="mt-1 list-disc pl-5">
              {short.map((item) => (
                <li key={item.supplementId}>
                  {item.name} runs out on {formatDay(item.runOutDay)}
                  {item.runOutDay <= leave ? " (before you leave)" : ""}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </fieldset>
  );
}
