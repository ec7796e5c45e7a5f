"use client";
// Web Push on this browser (docs/daily-plan.md "Web Push"): its status, turning it on or off, a test.
import { useEffect, useState } from "react";

import { formMessageOf } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { apiDelete, apiGet, apiPost } from "@/lib/api/fetch-client";

import { setPushDevices, usePushDevices, type PushDeviceView } from "./push-device-store";

type Support = "checking" | "unsupported" | "blocked" | "available";

const DEVICES_PATH = "/api/account/push-subscriptions";

async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

function supportOf(): Support {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window))
    return "unsupported";
  return Notification.permission === "denied" ? "blocked" : "available";
}

async function refreshDevices(): Promise<PushDeviceView[]> {
  const { devices } = await apiGet<{ devices: PushDeviceView[] }>(DEVICES_PATH);
  setPushDevices(devices);
  return devices;
}

async function subscribeHere(publicKey: string): Promise<void> {
  if ((await Notification.requestPermission()) !== "granted") return;
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  await apiPost(DEVICES_PATH, subscription.toJSON());
}

function statusLine(support: Support, working: boolean): string {
  if (support === "unsupported") return "Reminders on this device: not supported by this browser";
  if (support === "blocked") return "Reminders on this device: blocked by the browser";
  if (support === "checking") return "Reminders on this device: checking…";
  return working ? "Reminders on this device: working" : "Reminders on this device: off";
}

export function ThisDevicePush({
  publicKey,
  initialDevices,
}: {
  publicKey: string | null;
  initialDevices: readonly PushDeviceView[];
}) {
  const devices = usePushDevices(initialDevices);
  const [support, setSupport] = useState<Support>("checking");
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const device = devices.find((candidate) => candidate.endpoint === endpoint);

  async function check() {
    const found = supportOf();
    setSupport(found);
    if (found !== "unsupported") setEndpoint((await browserSubscription())?.endpoint ?? null);
  }
  useEffect(() => {
    // The browser's state is read once mounted: the server cannot know it.
    check().catch(() => setSupport("unsupported"));
  }, []);

  async function run(action: () => Promise<string>) {
    setBusy(true);
    setError(null);
    setNotice("");
    try {
      setNotice(await action());
    } catch (caught) {
      // A DOMException is the browser's own refusal (no push service reachable, say), not the server's.
      setError(
        caught instanceof DOMException
          ? `The browser could not set up notifications: ${caught.message}`
          : formMessageOf(caught),
      );
    } finally {
      setBusy(false);
      await check().catch(() => undefined);
      await refreshDevices().catch(() => undefined);
    }
  }

  if (!publicKey) {
    return (
      <p className="text-sm text-slate-700">Notifications from this browser are not set up on this server.</p>
    );
  }
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-slate-900">This device</h3>
      <p role="status" className="text-sm font-medium text-slate-900">
        {statusLine(support, device !== undefined)}
      </p>
      {support === "blocked" ? (
        <p className="text-sm text-slate-700">
          Allow notifications for this site in the browser&rsquo;s site settings, then reload the page.
        </p>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
      <p aria-live="polite" className="text-sm text-brand-900">
        {notice}
      </p>
      {support === "available" ? (
        <div className="flex flex-wrap gap-2">
          {device ? (
            <>
              <Button
                variant="outline"
                busy={busy}
                onClick={() =>
                  void run(async () => {
                    await apiPost(`${DEVICES_PATH}/test`, { endpoint: device.endpoint });
                    return "Test reminder sent: it should appear in a few seconds.";
                  })
                }
              >
                Send a test reminder
              </Button>
              <Button
                variant="destructive-outline"
                busy={busy}
                onClick={() =>
                  void run(async () => {
                    await apiDelete(`${DEVICES_PATH}/${encodeURIComponent(device.id)}`);
                    await (await browserSubscription())?.unsubscribe();
                    return "Reminders are off on this device.";
                  })
                }
              >
                Turn off on this device
              </Button>
            </>
          ) : (
            <Button
              busy={busy}
              onClick={() =>
                void run(async () => {
                  await subscribeHere(publicKey);
                  return Notification.permission === "granted" ? "Reminders are on for this device." : "";
                })
              }
            >
              Turn on reminders on this device
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
