// Error reports are stripped of anything personal before they are stored (docs/product-rules.md §8).

export const CLIENT_ERROR_ENDPOINT = "/api/errors/client";

export const CLIENT_ERROR_CODES = ["GLOBAL_ERROR", "UNHANDLED_PROMISE_REJECTION"] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

const CLIENT_ERROR_MESSAGE_MAX = 300;
const CLIENT_ERROR_PATH_MAX = 200;

const EMAIL = /[^\s@/?#&=]+@[^\s@/?#&=]+\.[A-Za-z]{2,}/g;
const URL_QUERY = /(https?:\/\/[^\s?#]*)[?#][^\s)'"]*/g;
// Six or more digits: phone, card-like and NHS numbers.
const LONG_NUMBER = /\d[\d -]{4,}\d/g;
const TOKEN = /(?=[A-Za-z_-]*\d)[A-Za-z0-9_-]{24,}/g;
const TOKEN_SEGMENT = /^(?=[A-Za-z_-]*\d)[A-Za-z0-9_-]{24,}$/;
const EMAIL_SEGMENT = /^[^@]+@[^@]+$/;

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function scrubErrorMessage(raw: string): string {
  const firstLine = raw.split("\n", 1)[0]?.trim() ?? "";
  const scrubbed = firstLine
    .replace(URL_QUERY, "$1")
    .replace(EMAIL, "[email]")
    .replace(TOKEN, "[id]")
    .replace(LONG_NUMBER, "[number]");
  return truncate(scrubbed === "" ? "(no message)" : scrubbed, CLIENT_ERROR_MESSAGE_MAX);
}

export function scrubErrorPath(raw: string): string {
  const pathOnly = raw.replace(/^https?:\/\/[^/]*/i, "").split(/[?#]/, 1)[0] ?? "";
  if (!pathOnly.startsWith("/")) return "/";
  const segments = pathOnly
    .split("/")
    .map((segment) => (EMAIL_SEGMENT.test(segment) || TOKEN_SEGMENT.test(segment) ? ":id" : segment));
  return truncate(segments.join("/"), CLIENT_ERROR_PATH_MAX);
}

export type BrowserClass =
  `${"Edge" | "Chrome" | "Firefox" | "Safari" | "Bot" | "Other"} ${"mobile" | "desktop"}`;

export function browserClass(userAgent: string | null): BrowserClass {
  const agent = userAgent ?? "";
  const device = /Mobi|Android|iPhone|iPad/i.test(agent) ? "mobile" : "desktop";
  if (/bot|crawl|spider|headless/i.test(agent)) return `Bot ${device}`;
  if (/Edg\//.test(agent)) return `Edge ${device}`;
  if (/Firefox\/|FxiOS/.test(agent)) return `Firefox ${device}`;
  if (/Chrome\/|CriOS/.test(agent)) return `Chrome ${device}`;
  if (/Safari\//.test(agent)) return `Safari ${device}`;
  return `Other ${device}`;
}
