"use client";
import { useEffect, useRef } from "react";

const whenIdle = (work: () => void): (() => void) => {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(work, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 1000);
  return () => clearTimeout(timer);
};

export function useOfflineCopies(productIds: readonly string[], online: boolean): void {
  const saved = useRef<{ knowledge: boolean; products: Set<string> }>({
    knowledge: false,
    products: new Set(),
  });
  const key = productIds.join(",");
  useEffect(() => {
    if (!online || key === "") return;
    return whenIdle(() => {
      void (async () => {
        const [{ browserCopyStore }, { saveKnowledgeCopy, saveProductCopies }] = await Promise.all([
          import("@/lib/offline/copy-store"),
          import("@/lib/offline/save-copies"),
        ]);
        const store = browserCopyStore();
        if (!store) return;
        const done = saved.current;
        const now = new Date();
        if (!done.knowledge) {
          await saveKnowledgeCopy(store, (input, init) => fetch(input, init), now);
          done.knowledge = true;
        }
        const missing = key.split(",").filter((id) => !done.products.has(id));
        await saveProductCopies(store, (input, init) => fetch(input, init), missing, now);
        for (const id of missing) done.products.add(id);
      })().catch((error: unknown) =>
        console.warn("Could not save the offline copy of the stack's check.", error),
      );
    });
  }, [key, online]);
}
