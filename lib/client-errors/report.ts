// What the browser reports about an uncaught error or unhandled rejection (docs/product-rules.md §8
// "Severity and retries": they are tracked with the codes GLOBAL_ERROR and UNHANDLED_PROMISE_REJECTION)
// and how it is stripped of anything personal before it is stored: one line of message with email
// addresses, long numbers, tokens and URL queries blanked; the path without query, fragment or
// tokens; a browser class instead of the user agent. Shared by the browser reporter and the route.

export const CLIENT_ERROR_ENDPOINT = "/api/errors/client";

export const CLIENT_ERROR_CODES = ["GLOBAL_ERROR", "UNHANDLED_PROMISE_REJECTION"] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** Longest message stored (one line). */
const CLIENT_ERROR_MESSAGE_MAX = 300;
/** Longest path stored. */
const CLIENT_ERROR_PATH_MAX = 200;

const EMAIL = /[^\s@/?#&=]+@[^\s@/?#&=]+\.[A-Za-z]{2,}/g;
const URL_QUERY = /(https?:\/\/[^\s?#]*)[?#][^\s)'"]*/g;
/** Six or more digits (phone numbers, card-like numbers, NHS numbers). */
const LONG_NUMBER = /\d[\d -]{4,}\d/g;
/** Opaque ids and tokens: 24+ characters of letters, digits, "-" or "_" with at least one digit. */
const TOKEN = /(?=[A-Za-z_-]*\d)[A-Za-z0-9_-]{24,}/g;
const TOKEN_SEGMENT = /^(?=[A-Za-z_-]*\d)[A-Za-z0-9_-]{24,}$/;
const EMAIL_SEGMENT = /^[^@]+@[^@]+$/;

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The first line of the message, with personal or secret-looking parts replaced. */
export function scrubErrorMessage(raw: string): string {
  const firstLine = raw.split("\n", 1)[0]?.trim() ?? "";
  const scrubbed = firstLine
    .replace(URL_QUERY, "$1")
    .replace(EMAIL, "[email]")
    .replace(TOKEN, "[id]")
    .replace(LONG_NUMBER, "[number]");
  return truncate(scrubbed === "" ? "(no message)" : scrubbed, CLIENT_ERROR_MESSAGE_MAX);
}

/** The path alone: no origin, query or fragment, and no segment that looks like an id or email. */
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

/** A coarse class of the User-Agent header ("Chrome mobile"), never the header itself. */
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
