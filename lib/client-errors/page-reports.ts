// The browser's error reports (docs/product-rules.md §8 "Severity and retries"): the body of each report
// (the scrubbed message, prefixed when given, and the scrubbed path; lib/client-errors/report.ts), at most
// MAX_REPORTS_PER_PAGE different reports per page load, each sent once, POSTed to /api/errors/client; a
// failed send is dropped. Loaded with the first report (components/errors/error-reporter.tsx), so no page
// downloads it before something has gone wrong.
import { CLIENT_ERROR_ENDPOINT, scrubErrorMessage, scrubErrorPath, type ClientErrorCode } from "./report";

const MAX_REPORTS_PER_PAGE = 5;

export type SendReport = (body: string) => void;

function messageOf(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  if (typeof reason === "string") return reason;
  return Object.prototype.toString.call(reason);
}

/** The body of one report: the scrubbed message of `reason`, prefixed when given, and the scrubbed path. */
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

/** One report, with the path of the page it happened on (read when it happened). */
export type PageReports = { report: (code: ClientErrorCode, reason: unknown, path: string) => void };

/** The reports of one page load: each distinct one sent once, at most MAX_REPORTS_PER_PAGE. */
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

/** Sends one error an error boundary caught, with a prefix naming the screen that showed it. */
export function sendCaughtError(
  code: ClientErrorCode,
  reason: unknown,
  path: string,
  prefix: string,
  send: SendReport = sendReport,
): void {
  send(reportBody(code, reason, path, prefix));
}
