"use client";

// app/not-found.tsx is prerendered once, where no visitor's path exists, so the path is read after hydration.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;
const browserPath = () => window.location.pathname;
const noPathOnServer = () => null;

export function NotFoundHint() {
  const path = useSyncExternalStore(noSubscription, browserPath, noPathOnServer);
  return (
    <p className="mt-4 rounded-md bg-slate-100 px-4 py-3 text-left font-mono text-sm text-slate-700">
      Hint: no route matches{" "}
      {path === null ? "this address" : <code className="break-all font-semibold">{path}</code>}. Check the
      URL or the route table.
    </p>
  );
}
