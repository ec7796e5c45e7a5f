"use client";
// Loaded only when a first addition starts, so pages that never add anything pay nothing for it.
import { Suspense, lazy } from "react";
import { useStore } from "zustand";

import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { withRetry } from "@/lib/api/with-retry";

import { guardedAddStore } from "./guarded-add-store";

const loadDialog = () => withRetry(() => import("./guarded-add-dialog"));
const GuardedAddDialog = lazy(() => loadDialog().then((module) => ({ default: module.GuardedAddDialog })));

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
