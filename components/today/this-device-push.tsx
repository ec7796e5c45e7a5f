"use client";
// Web Push on this browser (docs/daily-plan.md "Web Push"): its status, turning it on or off, a test.
import { useEffect, useState } from "react";

import { formMessageOf } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { apiDelete, apiGet, apiPost } from "@/lib/api/fetch-client";

import { setPushDevices, usePushDevices, type PushDeviceView } from "./push-device-store";

type Support = "checking" | "unsupported" | "blocked" | "available";
interface BrowserPush {
  support: Support;
  endpoint: string | null;
}

const DEVICES_PATH = "/api/account/push-subscriptions";

async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

async function readBrowserPush(): Promise<BrowserPush> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window))
    return { support: "unsupported", endpoint: null };
  const endpoint = (await browserSubscription())?.endpoint ?? null;
  return { support: Notification.permission === "denied" ? "blocked" : "available", endpoint };
}

async function refreshDevices(): Promise<void> {
  const { devices } = await apiGet<{ devices: PushDeviceView[] }>(DEVICES_PATH);
  setPushDevices(devices);
}

async function subscribeHere(publicKey: string): Promise<string> {
  if ((await Notification.requestPermission()) !== "granted") return "";
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  await apiPost(DEVICES_PATH, subscription.toJSON());
  return "Reminders are on for this device.";
}

async function sendTest(device: PushDeviceView): Promise<string> {
  await apiPost(`${DEVICES_PATH}/test`, { endpoint: device.endpoint });
  return "Test reminder sent: it should appear in a few seconds.";
}

async function turnOffHere(device: PushDeviceView): Promise<string> {
  await apiDelete(`${DEVICES_PATH}/${encodeURIComponent(device.id)}`);
  await (await browserSubscription())?.unsubscribe();
  return "Reminders are off on this device.";
}

// A DOMException is the browser's own refusal (no push service reachable, say), not the server's.
const messageOf = (caught: unknown) =>
  caught instanceof DOMException
    ? `The browser could not set up notifications: ${caught.message}`
    : formMessageOf(caught);

function statusLine(support: Support, working: boolean): string {
  if (support === "unsupported") return "Reminders on this device: not supported by this browser";
  if (support === "blocked") return "Reminders on this device: blocked by the browser";
  if (support === "checking") return "Reminders on this device: checking…";
  return working ? "Reminders on this device: working" : "Reminders on this device: off";
}

function useBrowserPush() {
  const [browser, setBrowser] = useState<BrowserPush>({ support: "checking", endpoint: null });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const reread = () =>
    readBrowserPush()
      .catch((): BrowserPush => ({ support: "unsupported", endpoint: null }))
      .then(setBrowser);
  // The browser's state is read once mounted: the server cannot know it.
  useEffect(() => void reread(), []);

  async function run(action: () => Promise<string>) {
    setBusy(true);
    setError(null);
    setNotice("");
    try {
      setNotice(await action());
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
      await reread();
      await refreshDevices().catch(() => undefined);
    }
  }
  return { browser, busy, error, notice, run };
}

export function ThisDevicePush({
  publicKey,
  initialDevices,
}: {
  publicKey: string | null;
  initialDevices: readonly PushDeviceView[];
}) {
  const devices = usePushDevices(initialDevices);
  const { browser, busy, error, notice, run } = useBrowserPush();
  const device = devices.find((candidate) => candidate.endpoint === browser.endpoint);
  if (!publicKey) {
    return (
      <p className="text-sm text-slate-700">Notifications from this browser are not set up on this server.</p>
    );
  }
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-slate-900">This device</h3>
      <p className="text-sm font-medium text-slate-900">
        {statusLine(browser.support, device !== undefined)}
      </p>
      {browser.support === "blocked" ? (
        <p className="text-sm text-slate-700">
          Allow notifications for this site in the browser&rsquo;s site settings, then reload the page.
        </p>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
      <p role="status" aria-live="polite" className="text-sm text-brand-900">
        {notice}
      </p>
      {browser.support !== "available" ? null : device ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" busy={busy} onClick={() => void run(() => sendTest(device))}>
            Send a test reminder
          </Button>
          <Button
            variant="destructive-outline"
            busy={busy}
            onClick={() => void run(() => turnOffHere(device))}
          >
            Turn off on this device
          </Button>
        </div>
      ) : (
        <Button busy={busy} onClick={() => void run(() => subscribeHere(publicKey))}>
          Turn on reminders on this device
        </Button>
      )}
    </div>
  );
}
