// The debug shell's frame (docs/product-rules.md §2 "Debug shell"): its own header and <main>, none of the
// site's chrome. proxy.ts rewrites addresses with debug=true or containing navigation-test here
// (lib/layout/debug-shell.ts). Never indexed; static, so the shell costs the ordinary pages nothing.
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
