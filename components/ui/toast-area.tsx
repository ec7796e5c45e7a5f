"use client";

// Radix Toast loads with the first toast, so pages that never toast do not ship it; until then a stand-in keeps the
// same labelled region, and F8 focuses it as Radix's viewport does.
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { useStore } from "zustand";

import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { withRetry } from "@/lib/api/with-retry";

import { toastStore } from "./use-toast";

export const TOAST_REGION_LABEL = "Notifications (F8)";

const loadToaster = () => withRetry(() => import("./toaster"));
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

function ToastRegionStandIn() {
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      // Radix matches the hotkey on `event.code` as well as the key.
      if (event.code === "F8" || event.key === "F8") listRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  return (
    <div role="region" aria-label={TOAST_REGION_LABEL} tabIndex={-1} className="pointer-events-none">
      <ol
        ref={listRef}
        tabIndex={-1}
        className="fixed bottom-0 right-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </div>
  );
}

export function ToastArea() {
  const hasToasts = useStore(toastStore, (state) => state.toasts.length > 0);
  // Once loaded it stays mounted, so that toasts close with their exit animation.
  const [needed, setNeeded] = useState(false);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed) return <ToastRegionStandIn />;
  return (
    <LazyBoundary className="fixed bottom-4 right-4 z-[100] w-[calc(100%-2rem)] max-w-sm">
      <Suspense fallback={<ToastRegionStandIn />}>
        <Toaster />
      </Suspense>
    </LazyBoundary>
  );
}
