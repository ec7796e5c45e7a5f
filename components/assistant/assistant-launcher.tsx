"use client";
// The assistant's button, on every page (mounted in the app providers). Nothing of the assistant loads until
// it is opened: the panel is a lazy chunk (retried like any lazy code, docs/product-rules.md §4 "Lazy loading").
import { MessageCircle } from "lucide-react";
import { Suspense, lazy, useState } from "react";

import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { withRetry } from "@/lib/api/with-retry";

const AssistantPanel = lazy(() =>
  withRetry(() => import("./assistant-panel")).then((module) => ({ default: module.AssistantPanel })),
);

export function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      // A panel that fails to load or crashes replaces only itself (docs/product-rules.md §2, §8).
      <LazyBoundary className="fixed bottom-4 left-4 z-50 w-[calc(100%-2rem)] max-w-sm">
        <Suspense
          fallback={
            <p
              role="status"
              className="fixed bottom-4 left-4 z-40 rounded-md bg-white px-3 py-2 text-sm shadow"
            >
              Loading the assistant…
            </p>
          }
        >
          <AssistantPanel
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      </LazyBoundary>
    );
  }
  return (
    <button
      type="button"
      onClick={() => {
        setOpen(true);
      }}
      className="fixed bottom-4 left-4 z-40 inline-flex items-center gap-2 rounded-full bg-emerald-700 px-4 py-2 text-sm font-medium text-white shadow-lg hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
    >
      <MessageCircle aria-hidden className="size-4" />
      Ask our assistant
    </button>
  );
}
