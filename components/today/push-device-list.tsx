"use client";
import { useState } from "react";

import { formMessageOf } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { apiDelete } from "@/lib/api/fetch-client";
import { formatDay, ukDay } from "@/lib/daily-plan/days";

import { setPushDevices, usePushDevices, type PushDeviceView } from "./push-device-store";

/** Settings' list of the browsers taking push reminders, each removable in one tap. */
export function PushDeviceList({ initial }: { initial: readonly PushDeviceView[] }) {
  const devices = usePushDevices(initial);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function remove(device: PushDeviceView) {
    setError(null);
    try {
      await apiDelete(`/api/account/push-subscriptions/${encodeURIComponent(device.id)}`);
      setPushDevices(devices.filter((entry) => entry.id !== device.id));
      setStatus(`${device.label} no longer gets reminders.`);
    } catch (caught) {
      setError(formMessageOf(caught));
    }
  }

  return (
    <div className="space-y-3 text-sm text-slate-700">
      {devices.length === 0 ? (
        <p>No device gets push reminders; they go by email.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Devices getting push reminders">
          {devices.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>
                {device.label}, added {formatDay(ukDay(new Date(device.createdAt)))}
                {device.lastSentAt ? `, last reminded ${formatDay(ukDay(new Date(device.lastSentAt)))}` : ""}
              </span>
              <Button variant="destructive-outline" size="sm" onClick={() => void remove(device)}>
                Remove<span className="sr-only"> {device.label}</span>
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
