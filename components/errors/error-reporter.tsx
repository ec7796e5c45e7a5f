"use client";

// Reports uncaught errors (GLOBAL_ERROR) and unhandled promise rejections (UNHANDLED_PROMISE_REJECTION)
// to POST /api/errors/client (docs/product-rules.md §8 "Severity and retries": tracked with these codes).
// Nothing personal leaves the browser: the message is scrubbed and cut to one line, the path sent
// without query or fragment (lib/client-errors/report.ts; the server scrubs again). At most
// MAX_REPORTS_PER_PAGE different reports per page load, each sent once; a failed send is dropped.
import { useEffect } from "react";

import {
  CLIENT_ERROR_ENDPOINT,
  scrubErrorMessage,
  scrubErrorPath,
  type ClientErrorCode,
} from "@/lib/client-errors/report";

const MAX_REPORTS_PER_PAGE = 5;

function messageOf(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  if (typeof reason === "string") return reason;
  return Object.prototype.toString.call(reason);
}

/** The body of one report: the scrubbed message of `reason`, prefixed when given, and the scrubbed path. */
function reportBody(code: ClientErrorCode, reason: unknown, prefix = ""): string {
  const message = scrubErrorMessage(`${prefix}${messageOf(reason)}`);
  return JSON.stringify({ code, message, path: scrubErrorPath(window.location.pathname) });
}

/**
 * Reports one error that an error boundary caught (so the listeners below never see it), e.g. the
 * 'Navigation Error' screen's (components/errors/navigation-error.tsx), with a prefix naming the screen.
 */
export function reportCaughtError(
  code: ClientErrorCode,
  reason: unknown,
  prefix: string,
  send: (body: string) => void = sendReport,
): void {
  send(reportBody(code, reason, prefix));
}

/** Installs the listeners; returns the function that removes them. Exported for tests. */
export function installErrorReporter(send: (body: string) => void = sendReport): () => void {
  const sent = new Set<string>();
  const report = (code: ClientErrorCode, reason: unknown) => {
    const body = reportBody(code, reason);
    if (sent.has(body) || sent.size >= MAX_REPORTS_PER_PAGE) return;
    sent.add(body);
    send(body);
  };
  const onError = (event: ErrorEvent) => {
    // A resource that failed to load (an <img>, a <script>) has no error object: not a code error.
    if ((event.error === null || event.error === undefined) && event.message === "") return;
    report("GLOBAL_ERROR", event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    report("UNHANDLED_PROMISE_REJECTION", event.reason);
  };
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  return () => {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
  };
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

/** Mounted once in the app providers; renders nothing. */
export function ErrorReporter() {
  useEffect(() => installErrorReporter(), []);
  return null;
}
