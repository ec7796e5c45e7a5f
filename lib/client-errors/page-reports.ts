// Loaded with the first report (components/errors/error-reporter.tsx): no page downloads it before an error.
import { CLIENT_ERROR_ENDPOINT, scrubErrorMessage, scrubErrorPath, type ClientErrorCode } from "./report";

const MAX_REPORTS_PER_PAGE = 5;

export type SendReport = (body: string) => void;

function messageOf(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  if (typeof reason === "string") return reason;
  return Object.prototype.toString.call(reason);
}

function reportBody(code: ClientErrorCode, reason: unknown, path: string, prefix = ""): string {
  const message = scrubErrorMessage(`${prefix}${messageOf(reason)}`);
  return JSON.stringify({ code, message, path: scrubErrorPath(path) });
}

function sendReport(body: string): void {
  // keepalive: the report still goes if the error is followed by navigation away.
  fetch(CLIENT_ERROR_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
    keepalive: true,
    credentials: "omit",
  }).catch(() => undefined); // reporting must never cause an error of its own
}

export type PageReports = { report: (code: ClientErrorCode, reason: unknown, path: string) => void };

export function createPageReports(send: SendReport = sendReport): PageReports {
  const sent = new Set<string>();
  return {
    report(code, reason, path) {
      const body = reportBody(code, reason, path);
      if (sent.has(body) || sent.size >= MAX_REPORTS_PER_PAGE) return;
      sent.add(body);
      send(body);
    },
  };
}

export function sendCaughtError(
  code: ClientErrorCode,
  reason: unknown,
  path: string,
  prefix: string,
  send: SendReport = sendReport,
): void {
  send(reportBody(code, reason, path, prefix));
}
