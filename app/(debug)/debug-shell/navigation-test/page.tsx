import type { Metadata } from "next";

import { ConsoleTestButton } from "@/components/debug-shell/console-test-button";
import { DebugLink } from "@/components/debug-shell/debug-link";
import { FullLoadButtons } from "@/components/debug-shell/full-load-buttons";

export const metadata: Metadata = { title: "Navigation Test" };

const TEST_LINKS = [
  { label: "Navigation test home", target: "/" },
  { label: "Browse (test mode)", target: "/browse" },
  { label: "A page the test mode does not have", target: "/navigation-test/missing" },
  { label: "Profile (leaves the test mode)", target: "/profile" },
  { label: "Stack builder (leaves the test mode)", target: "/stacks" },
  { label: "Community stacks (leaves the test mode)", target: "/community-stacks" },
] as const;

export default function NavigationTestPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Navigation Test</h1>
        <p className="mt-3 max-w-2xl text-slate-600">
          Each link below is followed by the client router and writes its target to the browser console. If a
          page of the site fails to open, try it from here, or load it in full with the buttons below.
        </p>
      </div>
      <section aria-labelledby="test-links-title">
        <h2 id="test-links-title" className="text-lg font-semibold text-slate-900">
          Client-side links
        </h2>
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {TEST_LINKS.map((link) => (
            <li key={link.target}>
              <DebugLink
                target={link.target}
                className="flex min-h-11 items-center justify-between gap-4 px-4 py-2 hover:bg-slate-50"
              >
                <span className="font-medium text-brand-800">{link.label}</span>
                <code className="text-sm text-slate-600">{link.target}</code>
              </DebugLink>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="test-tools-title" className="space-y-3">
        <h2 id="test-tools-title" className="text-lg font-semibold text-slate-900">
          Full page loads and console
        </h2>
        <FullLoadButtons />
        <ConsoleTestButton />
      </section>
    </div>
  );
}
