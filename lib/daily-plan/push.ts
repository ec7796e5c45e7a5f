// Web Push delivery (docs/daily-plan.md "Web Push"). Not server-only: the reminder job in `npm start` sends too.
import webpush, { WebPushError } from "web-push";

import type { PushConfig } from "../env";

export interface PushMessage {
  title: string;
  body: string;
  /** The page a tap on the notification opens. */
  url: string;
  /** One notification per tag on a device: a newer reminder replaces the older one. */
  tag: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `gone`: the push service says the subscription no longer exists (404/410), so it must be forgotten. */
export type PushOutcome = "sent" | "gone" | "failed";

const TWELVE_HOURS = 12 * 60 * 60;

export async function sendPush(
  config: PushConfig,
  target: PushTarget,
  message: PushMessage,
): Promise<PushOutcome> {
  try {
    await webpush.sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
        TTL: TWELVE_HOURS,
        timeout: 10_000,
      },
    );
    return "sent";
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410))
      return "gone";
    console.warn(
      `[push] ${new URL(target.endpoint).host} refused a notification:`,
      error instanceof WebPushError ? error.statusCode : error instanceof Error ? error.message : error,
    );
    return "failed";
  }
}
