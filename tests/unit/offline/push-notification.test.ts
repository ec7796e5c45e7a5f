/**
 * @jest-environment node
 */
// The service worker's notification for a push: our payload as sent, anything else as the generic
// reminder; a tap opens only a path on this site.
import { notificationOf, notificationTarget } from "@/lib/offline/push-notification";

describe("notificationOf", () => {
  it("shows the payload's title and body, tagged, opening its path", () => {
    const payload = {
      title: "Supplement reminder",
      body: "Today's plan is ready.",
      url: "/today",
      tag: "plan-1",
    };
    expect(notificationOf(JSON.stringify(payload))).toEqual({
      title: "Supplement reminder",
      options: {
        body: "Today's plan is ready.",
        tag: "plan-1",
        icon: "/icons/icon-192.png",
        data: { url: "/today" },
      },
    });
  });

  it.each([
    null,
    "not json",
    "{}",
    JSON.stringify({ title: "x", body: "y", url: "https://evil.example", tag: "t" }),
  ])("falls back to the generic reminder for %s", (text) => {
    const { title, options } = notificationOf(text);
    expect(title).toBe("Supplement reminder");
    expect(options.data).toEqual({ url: "/today" });
  });
});

describe("notificationTarget", () => {
  it("opens a path on this site and nothing else", () => {
    expect(notificationTarget({ url: "/care-card" })).toBe("/care-card");
    expect(notificationTarget({ url: "//evil.example/x" })).toBe("/today");
    expect(notificationTarget({ url: "https://evil.example" })).toBe("/today");
    expect(notificationTarget(null)).toBe("/today");
  });
});
