"use client";
// Mounted once in the app providers: the guarded add path's dialog (./guarded-add-dialog.tsx),
// loaded only when a first addition starts (retried like any lazy code, docs/product-rules.md §4 "Lazy loading"), so pages that
// never add anything pay nothing for it.
import { Suspense, lazy } from "react";
import { useStore } from "zustand";

import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { withRetry } from "@/lib/api/with-retry";

import { guardedAddStore } from "./guarded-add-store";

const loadDialog = () => withRetry(() => import("./guarded-add-dialog"));
const GuardedAddDialog = lazy(() => loadDialog().then((module) => ({ default: module.GuardedAddDialog })));

/** Starts loading the dialog while the check runs; a failure is tried again when it is needed. */
export function prefetchGuardedAddDialog(): void {
  loadDialog().catch(() => undefined);
}

export function GuardedAddHost() {
  // Once asked, it stays mounted, so that closing returns focus and the next opening is instant.
  const asked = useStore(guardedAddStore, (state) => state.question !== null);
  if (!asked) return null;
  return (
    <LazyBoundary className="fixed bottom-4 left-4 z-50 w-[calc(100%-2rem)] max-w-sm">
      <Suspense fallback={null}>
        <GuardedAddDialog />
      </Suspense>
    </LazyBoundary>
  );
}
