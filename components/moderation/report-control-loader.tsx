"use client";
// A review's report control, whose form brings validation and the API client, loads only for a signed-in reader:
// signed out there is no control, so supplement pages do not carry its code.
import { Suspense, lazy } from "react";

import { useSession } from "@/components/auth/session";
import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { withRetry } from "@/lib/api/with-retry";
import type { ReportControlProps } from "./report-control";

const ReportControl = lazy(() =>
  withRetry(() => import("./report-control")).then((module) => ({ default: module.ReportControl })),
);

export function SignedInReportControl(props: Omit<ReportControlProps, "signInReturn">) {
  const { status } = useSession();
  if (status !== "authenticated") return null;
  return (
    <LazyBoundary fallback={null}>
      <Suspense fallback={null}>
        <ReportControl {...props} />
      </Suspense>
    </LazyBoundary>
  );
}
