// The browsers that take a user's Web Push reminders (docs/daily-plan.md "Web Push"). Not server-only: the
// reminder job in `npm start` sends through them too.
import { db } from "../db/prisma";
import type { PushConfig } from "../env";
import { AppError } from "../errors/app-error";
import { sendPush, type PushMessage, type PushOutcome } from "./push";
import type { PushSubscriptionInput } from "./schemas";

export interface PushDevice {
  id: string;
  label: string;
  endpoint: string;
  createdAt: Date;
  lastSentAt: Date | null;
}

const deviceSelect = { id: true, label: true, endpoint: true, createdAt: true, lastSentAt: true } as const;

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/OPR\//, "Opera"],
  [/Firefox\//, "Firefox"],
  [/Chrom(e|ium)\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

/** "Chrome on Android": enough to tell one's devices apart in Settings, nothing more. */
export function deviceLabel(userAgent: string | null): string {
  const ua = userAgent ?? "";
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? "A browser";
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

// An endpoint belongs to one browser profile: whoever signs in there and turns reminders on takes it over.
export async function savePushSubscription(
  userId: string,
  input: PushSubscriptionInput,
  label: string,
): Promise<PushDevice> {
  const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth, label };
  const device = await db().pushSubscription.upsert({
    where: { endpoint: input.endpoint },
    create: { userId, endpoint: input.endpoint, ...keys },
    update: { userId, ...keys },
    select: deviceSelect,
  });
  await db().stackPlan.updateMany({ where: { userId }, data: { pushFellBackAt: null } });
  return device;
}

export function pushDevicesOf(userId: string): Promise<PushDevice[]> {
  return db().pushSubscription.findMany({
    where: { userId },
    select: deviceSelect,
    orderBy: { createdAt: "asc" },
  });
}

/** The same list as plain JSON, for a page to hand to its client components. */
export async function pushDeviceViewsOf(userId: string) {
  return (await pushDevicesOf(userId)).map((device) => ({
    ...device,
    createdAt: device.createdAt.toISOString(),
    lastSentAt: device.lastSentAt?.toISOString() ?? null,
  }));
}

export async function removePushDevice(userId: string, id: string): Promise<void> {
  const { count } = await db().pushSubscription.deleteMany({ where: { id, userId } });
  if (count === 0) throw AppError.notFound("NOT_FOUND", `Device ${id} not found`);
}

const TEST_MESSAGE: PushMessage = {
  title: "Supplement reminder",
  body: "A test: reminders reach this device.",
  url: "/today",
  tag: "test",
};

/** The message travels as a form error, so the page shows it rather than the code's generic text. */
const shown = (code: "NOT_FOUND" | "EXTERNAL_SERVICE_ERROR" | "SERVICE_UNAVAILABLE", message: string) =>
  new AppError(code, message, { details: { formErrors: [message], fieldErrors: {} } });

export async function sendTestPush(config: PushConfig | null, userId: string, endpoint: string) {
  if (!config) throw shown("SERVICE_UNAVAILABLE", "Web Push is not set up on this server");
  const device = await db().pushSubscription.findFirst({ where: { userId, endpoint } });
  if (!device) throw shown("NOT_FOUND", "This device does not take reminders: turn them on again");
  const outcome = await sendPush(config, device, TEST_MESSAGE);
  if (outcome === "gone") {
    await db().pushSubscription.delete({ where: { id: device.id } });
    throw shown(
      "NOT_FOUND",
      "The browser's push service no longer knows this device, so it was removed: turn reminders on again",
    );
  }
  if (outcome === "failed") {
    throw shown("EXTERNAL_SERVICE_ERROR", "The push service did not take the test reminder; try again later");
  }
  await db().pushSubscription.update({ where: { id: device.id }, data: { lastSentAt: new Date() } });
  return { sent: true };
}

/**
 * Sends to every device of the user. `sent`: at least one took it; `gone`: none did and at least one
 * subscription no longer exists (those are deleted); `none`: no device at all.
 */
export async function pushToUser(
  config: PushConfig,
  userId: string,
  message: PushMessage,
  now = new Date(),
): Promise<"sent" | "gone" | "failed" | "none"> {
  const devices = await db().pushSubscription.findMany({ where: { userId } });
  if (devices.length === 0) return "none";
  const outcomes: { id: string; outcome: PushOutcome }[] = [];
  for (const device of devices)
    outcomes.push({ id: device.id, outcome: await sendPush(config, device, message) });
  const idsWith = (wanted: string) =>
    outcomes.filter((item) => item.outcome === wanted).map((item) => item.id);
  await db().pushSubscription.deleteMany({ where: { id: { in: idsWith("gone") } } });
  await db().pushSubscription.updateMany({
    where: { id: { in: idsWith("sent") } },
    data: { lastSentAt: now },
  });
  if (idsWith("sent").length > 0) return "sent";
  return idsWith("gone").length > 0 ? "gone" : "failed";
}
