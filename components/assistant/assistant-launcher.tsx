"use client";
// Nothing of the assistant loads until it is opened (docs/product-rules.md §4 "Lazy loading").
import { MessageCircle } from "@/components/ui/icons";
import { Suspense, lazy, useEffect, useRef, useState } from "react";

import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { withRetry } from "@/lib/api/with-retry";

const AssistantPanel = lazy(() =>
  withRetry(() => import("./assistant-panel")).then((module) => ({ default: module.AssistantPanel })),
);

export function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  // Closing the panel puts focus back on this button, so a keyboard user carries on where they were.
  const launcher = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    launcher.current?.focus();
  }, [open]);
  if (open) {
    return (
      // A panel that fails to load or crashes replaces only itself (docs/product-rules.md §2, §8).
      <LazyBoundary className="fixed right-4 bottom-4 z-50 w-[calc(100%-2rem)] max-w-sm">
        <Suspense
          fallback={
            <p
              role="status"
              className="fixed right-4 bottom-4 z-40 rounded-md bg-white px-3 py-2 text-sm shadow"
            >
              Loading the assistant…
            </p>
          }
        >
          <AssistantPanel
            onClose={() => {
              returnFocus.current = true;
              setOpen(false);
            }}
          />
        </Suspense>
      </LazyBoundary>
    );
  }
  // Classes written out: every page draws this at start, where classes are joined, not merged (docs/decisions.md
  // "Classes the shell draws at start are joined, not merged").
  return (
    <button
      ref={launcher}
      type="button"
      data-assistant-launcher
      onClick={() => {
        setOpen(true);
      }}
      className="fixed right-4 bottom-4 z-40 inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-4 text-sm font-semibold whitespace-nowrap text-white shadow-lg transition-colors hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-none sm:min-h-10 sm:min-w-0"
    >
      <MessageCircle aria-hidden className="size-4" />
      <span className="sr-only sm:not-sr-only">Ask our assistant</span>
    </button>
  );
}
