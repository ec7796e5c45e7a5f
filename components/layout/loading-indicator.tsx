"use client";

// The live region is always in the DOM but speaks only for a request still running after a second: the builder's quick
// checks would otherwise announce "Loading..." over and over.
import { LoaderCircle } from "@/components/ui/icons";
import { useEffect, useState } from "react";
import { useStore } from "zustand";

import { activityStore } from "@/lib/api/activity";

const ANNOUNCE_AFTER_MS = 1000;

function useSlow(active: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setSlow(true), ANNOUNCE_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [active]);
  return slow;
}

export function LoadingIndicator() {
  const active = useStore(activityStore, (state) => state.active) > 0;
  const slow = useSlow(active);
  return (
    <div className="pointer-events-none fixed right-4 top-4 z-[60]">
      {active ? (
        <span
          aria-hidden="true"
          className="inline-flex items-center gap-2 rounded-full bg-slate-900/90 px-3 py-1.5 text-sm font-medium text-white shadow-lg"
        >
          <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" />
          Loading...
        </span>
      ) : null}
      <span role="status" aria-live="polite" className="sr-only">
        {active && slow ? "Loading..." : ""}
      </span>
    </div>
  );
}
