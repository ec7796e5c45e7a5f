// What the service worker shows for a push (docs/daily-plan.md "Web Push"). The payload comes from our
// server, but is still read defensively: a bad one shows the generic reminder, which opens /today.
import * as z from "zod/mini";

const DEFAULT_TITLE = "Supplement reminder";
const DEFAULT_PATH = "/today";

const payloadSchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  body: z.string().check(z.maxLength(2000)),
  url: z.string().check(z.regex(/^\/(?!\/)/)),
  tag: z.string().check(z.maxLength(200)),
});

export function notificationOf(text: string | null): { title: string; options: NotificationOptions } {
  let parsed: unknown = null;
  try {
    parsed = text === null ? null : JSON.parse(text);
  } catch {
    parsed = null;
  }
  const payload = payloadSchema.safeParse(parsed);
  const message = payload.success
    ? payload.data
    : { title: DEFAULT_TITLE, body: "", url: DEFAULT_PATH, tag: "reminder" };
  return {
    title: message.title,
    options: {
      body: message.body,
      tag: message.tag,
      icon: "/icons/icon-192.png",
      data: { url: message.url },
    },
  };
}

/** Only a path on this site: a notification never opens somewhere else. */
export function notificationTarget(data: unknown): string {
  const url = typeof data === "object" && data !== null && "url" in data ? data.url : null;
  return typeof url === "string" && /^\/(?!\/)/.test(url) ? url : DEFAULT_PATH;
}
