"use client";

// Reported as GLOBAL_ERROR (the catalogue has no navigation code), prefixed so admins can tell it apart.
import { Compass, House, RefreshCw } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { useEffect, useId } from "react";

import { reportCaughtError } from "@/components/errors/error-reporter";
import { Button, buttonVariants } from "@/components/ui/button";

import { describeError } from "./error-details";

const NAVIGATION_ERROR_REPORT_PREFIX = "Navigation Error: ";

export type NavigationErrorProps = {
  error: unknown;
};

export function NavigationError({ error }: NavigationErrorProps) {
  const titleId = useId();
  const { message } = describeError(error);

  useEffect(() => {
    reportCaughtError("GLOBAL_ERROR", error, NAVIGATION_ERROR_REPORT_PREFIX);
  }, [error]);

  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
    >
      <Compass aria-hidden="true" className="size-12 text-amber-500" />
      <h1 id={titleId} className="mt-4 text-2xl font-bold text-slate-900">
        Navigation Error
      </h1>
      <p className="mt-2 text-slate-600">
        The page you opened could not be shown. This is usually an authentication or routing problem.
      </p>
      <p className="mt-4 w-full rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-left font-mono text-sm break-words text-slate-900">
        <span className="sr-only">Message: </span>
        {message}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          <House aria-hidden="true" className="size-4" />
          Go Home
        </Link>
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Reload Page
        </Button>
      </div>
      <p className="mt-6 text-sm text-slate-600">
        If this keeps happening, clear your browser&apos;s cache for this site, or open the{" "}
        <Link href="/navigation-test" prefetch={false} className="font-medium text-brand-800 underline">
          navigation test page
        </Link>{" "}
        to check that moving between pages works.
      </p>
    </section>
  );
}
