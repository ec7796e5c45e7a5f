"use client";

// Nothing personal leaves the browser (lib/client-errors/report.ts; the server scrubs again). Only the listeners are
// in every page's first load; the code that builds and sends reports is fetched with the first report.
import { useEffect } from "react";

import type { PageReports, SendReport } from "@/lib/client-errors/page-reports";
import type { ClientErrorCode } from "@/lib/client-errors/report";

const loadPageReports = () => import("@/lib/client-errors/page-reports");

/** For an error a boundary caught, which the listeners never see. */
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

export function ErrorReporter() {
  useEffect(() => installErrorReporter(), []);
  return null;
}
