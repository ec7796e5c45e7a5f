"use client";

// docs/product-rules.md §4 "Error fallback", §9 "Error fallback": error, then 'Retrying...' for 500 ms, then normal.
import { House, RotateCcw, TriangleAlert } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { useEffect, useRef, useState } from "react";

import { Button, buttonVariants } from "@/components/ui/button";
import { clsx } from "clsx";

import { describeError, generateErrorId } from "./error-details";

export const ERROR_RETRY_DELAY_MS = 500;

export type ErrorFallbackProps = {
  error: unknown;
  onRetry: () => void;
  className?: string;
};

export function ErrorFallback({ error, onRetry, className }: ErrorFallbackProps) {
  const details = describeError(error);
  const [generatedId] = useState(generateErrorId);
  const [retrying, setRetrying] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function retry() {
    if (retrying) return;
    setRetrying(true);
    timer.current = setTimeout(() => {
      // Back to the error state first: if the retry fails again this fallback stays mounted and
      // must offer Try Again once more; if it succeeds the fallback unmounts ("normal", §4).
      setRetrying(false);
      onRetry();
    }, ERROR_RETRY_DELAY_MS);
  }

  const rows: { label: string; value: string }[] = [
    { label: "Message", value: details.message },
    { label: "Code", value: details.code ?? "—" },
    { label: "Status", value: details.status === undefined ? "—" : String(details.status) },
    { label: "Error ID", value: details.id ?? generatedId },
  ];

  return (
    <section
      aria-labelledby="error-fallback-title"
      className={clsx("mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center", className)}
    >
      <TriangleAlert aria-hidden="true" className="size-12 text-amber-500" />
      <h1 id="error-fallback-title" className="mt-4 text-2xl font-bold text-slate-900">
        Something went wrong
      </h1>
      <dl className="mt-6 w-full divide-y divide-slate-100 rounded-lg border border-slate-200 text-left text-sm">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 px-4 py-2 sm:grid-cols-[7rem_1fr]">
            <dt className="font-medium text-slate-600">{row.label}</dt>
            <dd className="break-words font-mono text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div aria-live="polite" className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          <House aria-hidden="true" className="size-4" />
          Home
        </Link>
        <Button
          onClick={retry}
          // aria-disabled rather than disabled keeps keyboard focus on the button while waiting.
          aria-disabled={retrying}
        >
          <RotateCcw
            aria-hidden="true"
            className={clsx("size-4", retrying && "animate-spin motion-reduce:animate-none")}
          />
          {retrying ? "Retrying..." : "Try Again"}
        </Button>
      </div>
    </section>
  );
}
