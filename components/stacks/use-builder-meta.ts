"use client";
import { useSyncExternalStore } from "react";

import { builderMetaStore, type BuilderMeta } from "./builder-meta-store";

/** The builder's timings and open stack; empty on the server and in the first client render. */
export function useBuilderMeta(): BuilderMeta {
  return useSyncExternalStore(
    builderMetaStore.subscribe,
    builderMetaStore.getSnapshot,
    builderMetaStore.getServerSnapshot,
  );
}
