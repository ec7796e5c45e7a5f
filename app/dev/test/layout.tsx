// Served in development, and in a production build only with TEST_PAGES set (the e2e server does).
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
