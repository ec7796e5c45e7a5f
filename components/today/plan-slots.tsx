"use client";
import { useEffect, useMemo, useState } from "react";
import { useStore } from "zustand";

import { useLocalAccountGuard } from "@/components/offline/use-local-account-guard";
import { formMessageOf } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { apiDelete } from "@/lib/api/fetch-client";
import type { SlotStatus, TodayPlan } from "@/lib/daily-plan/plans";

import { doseLogQueue, sendDoseLog, sendQueuedDoseLogs, worthKeeping } from "./dose-log-queue";

const STATUS_TEXT: Record<SlotStatus, string> = {
  taken: "Taken",
  missed: "Missed",
  assumed_taken: "Taken (assumed: log a miss if you skipped it)",
  not_logged: "Not logged",
  open: "Not ticked yet",
};

const RETRY_MS = 15_000;

/** Sends this account's waiting logs now, when the browser is back online, and every 15 s while any wait. */
function useQueuedLogs(userId: string, announce: (text: string) => void) {
  const logs = useStore(doseLogQueue, (state) => state.logs);
  const waiting = useMemo(() => logs.filter((log) => log.userId === userId), [logs, userId]);
  const count = waiting.length;
  useEffect(() => {
    if (count === 0) return;
    let busy = false;
    const flush = () => {
      if (busy) return;
      busy = true;
      void sendQueuedDoseLogs(userId)
        .then(({ sent, dropped }) => {
          if (sent > 0) announce(`${sent} ${sent === 1 ? "entry" : "entries"} made offline synced.`);
          if (dropped > 0)
            announce(`${dropped} ${dropped === 1 ? "entry" : "entries"} made offline could not be saved.`);
        })
        .finally(() => {
          busy = false;
        });
    };
    flush();
    window.addEventListener("online", flush);
    const timer = window.setInterval(flush, RETRY_MS);
    return () => {
      window.removeEventListener("online", flush);
      window.clearInterval(timer);
    };
  }, [count, userId, announce]);
  return waiting;
}

type Slot = TodayPlan["slots"][number];

function SlotCard({
  stackId,
  slot,
  status,
  exceptions,
  started,
  onLog,
  onUndo,
}: {
  stackId: string;
  slot: Slot;
  status: SlotStatus;
  exceptions: boolean;
  started: boolean;
  onLog: (status: "taken" | "missed") => void;
  onUndo: () => void;
}) {
  const headingId = `slot-${stackId}-${slot.slot}`;
  const logged = status === "taken" || status === "missed";
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {slot.time} <span className="font-normal text-slate-600">· {slot.label}</span>
      </h3>
      <ul className="mt-2 space-y-1 text-sm text-slate-800">
        {slot.products.map((product) => (
          <li key={product.supplementId}>
            <span className="font-medium">{product.name}</span> ({product.brand}) · {product.servings}{" "}
            {product.servings === 1 ? "serving" : "servings"}
          </li>
        ))}
      </ul>
      {slot.notes.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm text-amber-900">
          {slot.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-sm text-slate-700">
        Status: <strong className="text-slate-900">{STATUS_TEXT[status]}</strong>
      </p>
      {started ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {logged ? (
            <Button variant="outline" onClick={onUndo}>
              Undo<span className="sr-only"> {slot.time}</span>
            </Button>
          ) : (
            <>
              {exceptions ? null : (
                <Button onClick={() => onLog("taken")}>
                  Mark taken<span className="sr-only"> {slot.time}</span>
                </Button>
              )}
              <Button variant="outline" onClick={() => onLog("missed")}>
                {exceptions ? "Log a miss" : "Missed"}
                <span className="sr-only"> {slot.time}</span>
              </Button>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}

export function PlanSlots({ plan, userId }: { plan: TodayPlan; userId: string }) {
  const [statuses, setStatuses] = useState(
    () => new Map<string, SlotStatus>(plan.slots.map((slot) => [slot.slot, slot.status])),
  );
  const [announcement, setAnnouncement] = useState("");
  const [error, setError] = useState<string | null>(null);
  useLocalAccountGuard();
  const waiting = useQueuedLogs(userId, setAnnouncement);
  const exceptions = plan.mode === "exceptions";
  const setStatus = (slot: string, status: SlotStatus) =>
    setStatuses((current) => new Map(current).set(slot, status));
  const reset: SlotStatus = exceptions ? "assumed_taken" : "open";

  async function log(slot: Slot, status: "taken" | "missed") {
    const before = statuses.get(slot.slot) ?? reset;
    setStatus(slot.slot, status);
    setError(null);
    const entry = { userId, stackId: plan.stackId, date: plan.today, slot: slot.slot, status };
    try {
      await sendDoseLog(entry);
      setAnnouncement(`${slot.time} marked ${status}.`);
    } catch (caught) {
      if (worthKeeping(caught)) {
        doseLogQueue.getState().enqueue(entry);
        setAnnouncement(
          `Saved on this device: ${slot.time} marked ${status}. It will sync when you're back online.`,
        );
      } else {
        setStatus(slot.slot, before);
        setError(formMessageOf(caught));
      }
    }
  }

  async function undo(slot: Slot) {
    setError(null);
    const queued = doseLogQueue
      .getState()
      .logs.find(
        (entry) => entry.userId === userId && entry.stackId === plan.stackId && entry.slot === slot.slot,
      );
    try {
      if (queued) doseLogQueue.getState().remove(queued);
      else
        await apiDelete(
          `/api/stacks/${encodeURIComponent(plan.stackId)}/plan/logs?${new URLSearchParams({ date: plan.today, slot: slot.slot }).toString()}`,
        );
      setStatus(slot.slot, reset);
      setAnnouncement(`${slot.time} entry undone.`);
    } catch (caught) {
      setError(formMessageOf(caught));
    }
  }

  return (
    <div className="space-y-3">
      <p role="status" aria-live="polite" className="text-sm font-medium text-brand-900">
        {announcement}
      </p>
      {waiting.length > 0 ? (
        <Alert tone="info">
          {waiting.length} {waiting.length === 1 ? "entry is" : "entries are"} saved on this device and will
          sync when you&apos;re back online.
        </Alert>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
      <ol className="space-y-3">
        {plan.slots.map((slot) => (
          <SlotCard
            key={slot.slot}
            stackId={plan.stackId}
            slot={slot}
            status={statuses.get(slot.slot) ?? reset}
            exceptions={exceptions}
            started={plan.started}
            onLog={(status) => void log(slot, status)}
            onUndo={() => void undo(slot)}
          />
        ))}
      </ol>
    </div>
  );
}
