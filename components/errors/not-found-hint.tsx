"use client";

// The developer-style hint on the 404 page (SPEC.md §2 "a 404 page reading 'Page Not Found' with a
// developer-style hint"). app/not-found.tsx renders per request, so usePathname() is the URL the
// visitor asked for on the server as well as in the browser.
import { usePathname } from "next/navigation";

export function NotFoundHint() {
  const path = usePathname();
  return (
    <p className="mt-4 rounded-md bg-slate-100 px-4 py-3 text-left font-mono text-sm text-slate-700">
      Hint: no route matches <code className="break-all font-semibold">{path}</code>. Check the URL or the
      route table.
    </p>
  );
}
