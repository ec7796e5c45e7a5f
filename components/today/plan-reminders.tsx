"use client";
import { useState } from "react";

import { formMessageOf } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { apiDelete, apiGet, apiPost, apiPut } from "@/lib/api/fetch-client";
import { formatDay, ukDay } from "@/lib/daily-plan/days";
import type { TodayPlan } from "@/lib/daily-plan/plans";
import type { ReminderSettings } from "@/lib/daily-plan/schemas";

import { usePushDevices, type PushDeviceView } from "./push-device-store";
import { ThisDevicePush } from "./this-device-push";

type Feed = { https: string; webcal: string } | null;

function activeChannels(settings: ReminderSettings, feed: boolean, pushDevices: number): string {
  const what = [
    settings.emailDigest ? "today's plan each morning" : null,
    settings.runOutEmails ? `run-outs ${settings.runOutNoticeDays} days ahead` : null,
  ].filter(Boolean);
  const device = pushDevices === 1 ? "1 device" : `${pushDevices} devices`;
  const by = pushDevices > 0 ? `by push on ${device} (by email if push fails)` : "by email";
  const parts = [
    feed ? "Calendar feed on." : null,
    what.length > 0 ? `Reminders of ${what.join(" and ")} ${by}.` : null,
  ];
  const on = parts.filter(Boolean).join(" ");
  return on || "No reminders are on for this plan.";
}

function CalendarFeed({
  stackId,
  active,
  onChange,
}: {
  stackId: string;
  active: boolean;
  onChange: (on: boolean) => void;
}) {
  const [feed, setFeed] = useState<Feed | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const path = `/api/stacks/${encodeURIComponent(stackId)}/plan/calendar`;
  async function run(action: () => Promise<{ feed: Feed }>) {
    setBusy(true);
    setError(null);
    try {
      const answer = await action();
      setFeed(answer.feed);
      onChange(answer.feed !== null);
    } catch (caught) {
      setError(formMessageOf(caught));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-slate-900">Calendar feed</h3>
      <p className="text-sm text-slate-700">
        A private address any calendar app can subscribe to: an event with an alert for each time of day, and
        a restock reminder before each product runs out. It follows changes to the stack. Anyone with the
        address can read it, so make a new one (the old one stops working) if it is shared by mistake.
      </p>
      {error ? <Alert>{error}</Alert> : null}
      {feed ? (
        <div className="space-y-1 text-sm">
          <p>
            <a href={feed.webcal} className="font-medium text-brand-800 underline">
              Subscribe in your calendar app
            </a>
          </p>
          <label htmlFor={`feed-${stackId}`} className="block font-medium text-slate-800">
            Or copy the address
          </label>
          <Input
            id={`feed-${stackId}`}
            readOnly
            value={feed.https}
            onFocus={(event) => event.target.select()}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {active && feed === undefined ? (
          <Button variant="outline" busy={busy} onClick={() => void run(() => apiGet(path))}>
            Show the address
          </Button>
        ) : null}
        <Button
          variant={active ? "outline" : "primary"}
          busy={busy}
          onClick={() => void run(() => apiPost(path))}
        >
          {active ? "Make a new address" : "Make a calendar address"}
        </Button>
        {active ? (
          <Button variant="destructive-outline" busy={busy} onClick={() => void run(() => apiDelete(path))}>
            Turn off the calendar feed
          </Button>
        ) : null}
      </div>
    </div>
  );
}

type Toggle = "emailDigest" | "runOutEmails" | "namesInReminders";

const TOGGLE_LABELS: Record<Toggle, string> = {
  emailDigest: "Remind me of today's plan each morning",
  runOutEmails: "Remind me before a product runs out, with where it is cheapest",
  namesInReminders:
    "Show product and stack names in reminders and calendar titles (off: they say \u201cSupplement reminder\u201d)",
};

function EmailFields({
  stackId,
  settings,
  onSettings,
  days,
  onDays,
}: {
  stackId: string;
  settings: ReminderSettings;
  onSettings: (settings: ReminderSettings) => void;
  days: string;
  onDays: (days: string) => void;
}) {
  const toggle = (key: Toggle) => (
    <div className="flex min-h-11 items-center gap-3">
      <input
        id={`${key}-${stackId}`}
        type="checkbox"
        className="size-5 accent-brand-700"
        checked={settings[key]}
        onChange={(event) => onSettings({ ...settings, [key]: event.target.checked })}
      />
      <label htmlFor={`${key}-${stackId}`} className="text-sm text-slate-800">
        {TOGGLE_LABELS[key]}
      </label>
    </div>
  );
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-slate-900">Morning reminders</legend>
      {toggle("emailDigest")}
      {toggle("runOutEmails")}
      <div>
        <label htmlFor={`notice-${stackId}`} className="block text-sm font-medium text-slate-800">
          Days ahead of a run-out (1 to 60)
        </label>
        <Input
          id={`notice-${stackId}`}
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          className="w-24"
          value={days}
          onChange={(event) => onDays(event.target.value)}
        />
      </div>
      {toggle("namesInReminders")}
    </fieldset>
  );
}

function PushFellBack({ at }: { at: string }) {
  return (
    <Alert>
      On {formatDay(ukDay(new Date(at)))} the browser&rsquo;s push service said a device no longer takes
      notifications, so it was removed and that reminder went by email. Turn reminders on again on that device
      if you still want them there.
    </Alert>
  );
}

export interface PlanRemindersProps {
  plan: TodayPlan;
  /** The server's Web Push public key; null when push is not set up. */
  pushPublicKey: string | null;
  pushDevices: readonly PushDeviceView[];
}

export function PlanReminders({ plan, pushPublicKey, pushDevices }: PlanRemindersProps) {
  const devices = usePushDevices(pushDevices);
  const [settings, setSettings] = useState<ReminderSettings>({
    emailDigest: plan.reminders.emailDigest,
    runOutEmails: plan.reminders.runOutEmails,
    runOutNoticeDays: plan.reminders.runOutNoticeDays,
    namesInReminders: plan.reminders.namesInReminders,
  });
  const [days, setDays] = useState(String(plan.reminders.runOutNoticeDays));
  const [feed, setFeed] = useState(plan.reminders.calendarFeed);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState("");

  async function save() {
    setBusy(true);
    setError(null);
    try {
      const answer = await apiPut<{ reminders: ReminderSettings }>(
        `/api/stacks/${encodeURIComponent(plan.stackId)}/plan/reminders`,
        {
          ...settings,
          runOutNoticeDays: Number.isInteger(Number(days)) && days.trim() !== "" ? Number(days) : 0,
        },
      );
      setSettings(answer.reminders);
      setSaved(`Reminders saved. ${activeChannels(answer.reminders, feed, devices.length)}`);
    } catch (caught) {
      setError(formMessageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <p className="font-medium text-slate-900">{activeChannels(settings, feed, devices.length)}</p>
      {plan.reminders.pushFellBackAt ? <PushFellBack at={plan.reminders.pushFellBackAt} /> : null}
      <EmailFields
        stackId={plan.stackId}
        settings={settings}
        onSettings={setSettings}
        days={days}
        onDays={setDays}
      />
      {error ? <Alert>{error}</Alert> : null}
      <p role="status" aria-live="polite" className="text-sm text-brand-900">
        {saved}
      </p>
      <Button busy={busy} onClick={() => void save()}>
        Save reminders
      </Button>
      <ThisDevicePush publicKey={pushPublicKey} initialDevices={pushDevices} />
      <CalendarFeed stackId={plan.stackId} active={feed} onChange={setFeed} />
    </div>
  );
}
