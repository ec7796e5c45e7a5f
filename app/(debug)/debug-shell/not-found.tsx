import type { Metadata } from "next";

import { DebugLink } from "@/components/debug-shell/debug-link";
import { NotFoundHint } from "@/components/errors/not-found-hint";

export const metadata: Metadata = { title: "Page Not Found" };

export default function DebugShellNotFound() {
  return (
    <section aria-labelledby="debug-not-found-title" className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        404 · Navigation Test Mode
      </p>
      <h1 id="debug-not-found-title" className="mt-2 text-3xl font-bold text-slate-900">
        Page Not Found
      </h1>
      <NotFoundHint />
      <DebugLink
        target="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Back to the navigation test home
      </DebugLink>
    </section>
  );
}
