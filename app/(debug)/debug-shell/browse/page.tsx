import type { Metadata } from "next";

import { DebugLink } from "@/components/debug-shell/debug-link";

export const metadata: Metadata = { title: "Browse" };

export default function DebugBrowsePage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Browse</h1>
      <p className="mt-3 max-w-2xl text-slate-600">
        The navigation test mode reached its browse screen. The supplement catalogue is on the ordinary browse
        page, outside the test mode.
      </p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:gap-6">
        <DebugLink
          target="/"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          Back to the navigation test home
        </DebugLink>
        <DebugLink
          target="/navigation-test"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          Navigation Test
        </DebugLink>
      </div>
    </div>
  );
}
