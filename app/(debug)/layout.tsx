// proxy.ts rewrites debug=true and navigation-test addresses here (docs/product-rules.md §2 "Debug shell").
import type { Metadata } from "next";

import { DebugShellHeader } from "@/components/debug-shell/debug-shell-header";

export const metadata: Metadata = {
  title: { default: "Navigation Test Mode", template: "%s | Navigation Test Mode" },
  robots: { index: false, follow: false },
};

export default function DebugShellLayout({ children }: LayoutProps<"/">) {
  return (
    <>
      <DebugShellHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 bg-slate-50">
        {children}
      </main>
    </>
  );
}
