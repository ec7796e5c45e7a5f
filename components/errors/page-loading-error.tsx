"use client";

// A full reload fetches fresh chunk names, which fixes the usual cause: a deploy since page load.
import { RefreshCw, WifiOff } from "@/components/ui/icons";
import { useId } from "react";

import { Button } from "@/components/ui/button";
import { clsx } from "clsx";

export type PageLoadingErrorProps = {
  onReload?: () => void;
  compact?: boolean;
  /** Joined, not merged (this screen is part of what every page starts with): utilities to add only. */
  className?: string;
};

export function PageLoadingError({ onReload, compact = false, className }: PageLoadingErrorProps) {
  const titleId = useId();
  const Heading = compact ? "h2" : "h1";
  return (
    <section
      role={compact ? "alert" : undefined}
      aria-labelledby={titleId}
      className={clsx(
        "mx-auto flex max-w-xl flex-col items-center text-center",
        compact ? "rounded-lg border border-slate-200 bg-white p-4" : "px-4 py-16",
        className,
      )}
    >
      <WifiOff aria-hidden="true" className={clsx("text-slate-400", compact ? "size-8" : "size-12")} />
      <Heading
        id={titleId}
        className={clsx("mt-4 font-bold text-slate-900", compact ? "text-lg" : "text-2xl")}
      >
        Page Loading Error
      </Heading>
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
