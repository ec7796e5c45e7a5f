"use client";
// The report form brings validation and the API client, so it loads only for a signed-in reader: pages read
// signed out carry at most a sign-in link.
import { clsx } from "clsx";
import { Suspense, lazy } from "react";

import { useSession } from "@/components/auth/session";
import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { Link } from "@/components/ui/link";
import { withRetry } from "@/lib/api/with-retry";
import type { ReportControlProps } from "./report-control";

const ReportControl = lazy(() =>
  withRetry(() => import("./report-control")).then((module) => ({ default: module.ReportControl })),
);

type LazyReportControlProps = ReportControlProps & {
  /** Where a signed-out visitor comes back to after signing in; without it they see nothing. */
  signInReturn?: string;
};

export function LazyReportControl({ signInReturn, ...props }: LazyReportControlProps) {
  const { status } = useSession();
  if (status === "authenticated") {
    return (
      <LazyBoundary fallback={null}>
        <Suspense fallback={null}>
          <ReportControl {...props} />
        </Suspense>
      </LazyBoundary>
    );
  }
  if (!signInReturn || status === "loading") return null;
  return (
    <Link
      href={`/login?callbackUrl=${encodeURIComponent(signInReturn)}`}
      // Joined, not merged: tailwind-merge would join every supplement page's first load.
      className={clsx("text-sm text-slate-700 underline underline-offset-2", props.className)}
    >
      Sign in to report
    </Link>
  );
}
