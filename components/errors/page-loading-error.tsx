"use client";

// Shown when a lazily loaded route or feature could not be downloaded even after retrying
// (recognised by lib/layout/chunk-load-error.ts; docs/product-rules.md §2 "Error and loading screens": 'Page Loading Error' with a Reload
// Page button).
// A full reload fetches fresh chunk names, which fixes the usual cause: a deploy since page load.
import { RefreshCw, WifiOff } from "lucide-react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";

export type PageLoadingErrorProps = {
  /** Defaults to a full page reload. */
  onReload?: () => void;
  className?: string;
};

export function PageLoadingError({ onReload, className }: PageLoadingErrorProps) {
  return (
    <section
      aria-labelledby="page-loading-error-title"
      className={cn("mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center", className)}
    >
      <WifiOff aria-hidden="true" className="size-12 text-slate-400" />
      <h1 id="page-loading-error-title" className="mt-4 text-2xl font-bold text-slate-900">
        Page Loading Error
      </h1>
      <p className="mt-2 text-slate-600">
        Part of this page could not be downloaded. Check your connection, then reload the page.
      </p>
      <Button onClick={onReload ?? (() => window.location.reload())} className="mt-6">
        <RefreshCw aria-hidden="true" className="size-4" />
        Reload Page
      </Button>
    </section>
  );
}
