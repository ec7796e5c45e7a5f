/**
 * @jest-environment node
 */
// Web Push delivery with the web-push call stood in for at the module boundary: what a push service's
// answers mean (taken, gone for good, or failing for now), and what a reminder notification says.
import webpush, { WebPushError } from "web-push";

import { sendPush } from "@/lib/daily-plan/push";
import { reminderPushMessage } from "@/lib/daily-plan/push-message";
import { deviceLabel } from "@/lib/daily-plan/push-subscriptions";
import type { TodayPlan } from "@/lib/daily-plan/plans";

jest.mock("web-push", () => {
  class WebPushError extends Error {
    constructor(
      message: string,
      readonly statusCode: number,
    ) {
      super(message);
    }
  }
  return { __esModule: true, default: { sendNotification: jest.fn() }, WebPushError };
});
jest.mock("@/lib/db/prisma", () => ({ db: () => ({}) }));

const sendNotification = webpush.sendNotification as jest.MockedFunction<typeof webpush.sendNotification>;
const config = {
  publicKey: "B".repeat(87),
  privateKey: "p".repeat(43),
  subject: "mailto:hello@stack.example",
};
const target = { endpoint: "https://push.example/send/abc", p256dh: "key", auth: "secret" };
const message = {
  title: "Supplement reminder",
  body: "Today's plan is ready.",
  url: "/today",
  tag: "plan-1",
};
const refusal = (status: number) =>
  new (WebPushError as unknown as new (message: string, status: number) => Error)("refused", status);

beforeEach(() => {
  sendNotification.mockReset();
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});

describe("sendPush", () => {
  it("sends the message as JSON with the VAPID keys and a 12-hour TTL", async () => {
    sendNotification.mockResolvedValue({ statusCode: 201, body: "", headers: {} });
    await expect(sendPush(config, target, message)).resolves.toBe("sent");
    expect(sendNotification).toHaveBeenCalledWith(
      { endpoint: target.endpoint, keys: { p256dh: "key", auth: "secret" } },
      JSON.stringify(message),
      expect.objectContaining({ vapidDetails: config, TTL: 12 * 60 * 60 }),
    );
  });

  it.each([404, 410])("reads %i as a subscription that is gone", async (status) => {
    sendNotification.mockRejectedValue(refusal(status));
    await expect(sendPush(config, target, message)).resolves.toBe("gone");
  });

  it.each([
    ["a 500 from the push service", refusal(500)],
    ["a 429", refusal(429)],
    ["no connection", new Error("getaddrinfo ENOTFOUND push.example")],
  ])("reads %s as a failure for now, keeping the subscription", async (_label, error) => {
    sendNotification.mockRejectedValue(error);
    await expect(sendPush(config, target, message)).resolves.toBe("failed");
  });
});

const view = {
  planId: "plan-1",
  stackName: "Winter basics",
  today: "2026-11-29",
  slots: [{ time: "08:00", products: [{ name: "Vitamin D3" }] }],
  reminders: { namesInReminders: false },
} as unknown as TodayPlan;
const runOut = { name: "Magnesium", runOutDay: "2026-12-04" } as TodayPlan["stock"][number];

describe("reminderPushMessage", () => {
  it("names no product or stack unless the owner opted in, and opens /today", () => {
    const plain = reminderPushMessage(view, true, [runOut]);
    expect(plain).toEqual({
      title: "Supplement reminder",
      body: "Today's plan is ready.\nSomething in your stack runs low soon.",
      url: "/today",
      tag: "plan-plan-1",
    });
    expect(JSON.stringify(plain)).not.toMatch(/Vitamin|Magnesium|Winter/);
  });

  it("lists the slots and run-outs by name when the owner opted in", () => {
    const named = { ...view, reminders: { namesInReminders: true } } as TodayPlan;
    expect(reminderPushMessage(named, true, [runOut])).toMatchObject({
      title: "Supplement reminder: Magnesium runs out on Fri, 4 Dec 2026",
      body: "08:00: Vitamin D3\nMagnesium runs out on Fri, 4 Dec 2026",
    });
    expect(reminderPushMessage(named, true, []).title).toBe("Supplement reminder: Winter basics today");
  });
});

describe("deviceLabel", () => {
  it("names the browser and system, nothing more", () => {
    expect(
      deviceLabel(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
      ),
    ).toBe("Chrome on Android");
    expect(
      deviceLabel(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iPhone");
    expect(
      deviceLabel("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0"),
    ).toBe("Firefox on Windows");
    expect(deviceLabel(null)).toBe("A browser");
  });
});
