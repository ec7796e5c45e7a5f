// Test-only pages (/dev/test/*): served in development, and in a production build only when TEST_PAGES is
// set (the e2e server does); otherwise the 404 page, so a real site never shows them.
import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { serverEnv } from "@/lib/env";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function TestPagesLayout({ children }: LayoutProps<"/dev/test">) {
  const env = serverEnv();
  if (env.NODE_ENV === "production" && !env.TEST_PAGES) notFound();
  return children;
}
