"use client";

// Global 'Loading...' indicator, top right, while any API request is active (docs/product-rules.md §2
// "Layout rules"). The live region is always in the DOM so screen readers announce the text
// when it appears; only its content comes and goes.
import { LoaderCircle } from "lucide-react";
import { useStore } from "zustand";

import { activityStore } from "@/lib/api/activity";

export function LoadingIndicator() {
  const activeRequests = useStore(activityStore, (state) => state.active);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed right-4 top-4 z-[60]">
      {activeRequests > 0 ? (
        <span className="inline-flex items-center gap-2 rounded-full bg-slate-900/90 px-3 py-1.5 text-sm font-medium text-white shadow-lg">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          Loading...
        </span>
      ) : null}
    </div>
  );
}
