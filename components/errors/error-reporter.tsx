"use client";

// Reports uncaught errors (GLOBAL_ERROR) and unhandled promise rejections (UNHANDLED_PROMISE_REJECTION)
// to POST /api/errors/client (docs/product-rules.md §8 "Severity and retries": tracked with these codes).
// Nothing personal leaves the browser: the message is scrubbed and cut to one line, the path sent
// without query or fragment (lib/client-errors/report.ts; the server scrubs again). At most five
// different reports per page load, each sent once; a failed send is dropped. Only the listeners are in
// every page's first load; the code that builds and sends reports (lib/client-errors/page-reports.ts)
// is fetched with the first report.
import { useEffect } from "react";

import type { PageReports, SendReport } from "@/lib/client-errors/page-reports";
import type { ClientErrorCode } from "@/lib/client-errors/report";

const loadPageReports = () => import("@/lib/client-errors/page-reports");

/**
 * Reports one error that an error boundary caught (so the listeners below never see it), e.g. the
 * 'Navigation Error' screen's (components/errors/navigation-error.tsx), with a prefix naming the screen.
 */
export function reportCaughtError(
  code: ClientErrorCode,
  reason: unknown,
  prefix: string,
  send?: SendReport,
): void {
  const path = window.location.pathname;
  loadPageReports()
    .then((module) => {
      module.sendCaughtError(code, reason, path, prefix, send);
    })
    .catch(() => undefined); // reporting must never cause an error of its own
}

/** Installs the listeners; returns the function that removes them. Exported for tests. */
export function installErrorReporter(send?: SendReport): () => void {
  let pageReports: Promise<PageReports> | undefined;
  const report = (code: ClientErrorCode, reason: unknown) => {
    const path = window.location.pathname;
    pageReports ??= loadPageReports().then((module) => module.createPageReports(send));
    pageReports
      .then((reports) => {
        reports.report(code, reason, path);
      })
      .catch(() => {
        pageReports = undefined; // tried again with the next report
      });
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

/** Mounted once in the app providers; renders nothing. */
export function ErrorReporter() {
  useEffect(() => installErrorReporter(), []);
  return null;
}
