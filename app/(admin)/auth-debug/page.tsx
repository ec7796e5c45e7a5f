// docs/decisions.md "Debug shell and /auth-debug". Never indexed.
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";

import { AuthDebugPanel } from "@/components/auth-debug/auth-debug-panel";
import { loginRedirectFor } from "@/lib/auth/account-paths";
import { loadAuthDebug } from "@/lib/auth/session-debug";
import { serverEnv } from "@/lib/env";

export const dynamic = "force-dynamic";

const authDebugForRequest = cache(() => loadAuthDebug(serverEnv().NODE_ENV, new Date()));

/** Whoever may not see the page gets the not-found page's title too: nothing hints that it exists. */
export async function generateMetadata(): Promise<Metadata> {
  const { access } = await authDebugForRequest();
  return {
    title: access === "show" ? "Auth debug" : "Page Not Found",
    robots: { index: false, follow: false },
  };
}

const AUTH_DEBUG_PATH = "/auth-debug";

export default async function AuthDebugPage() {
  const result = await authDebugForRequest();
  if (result.access === "sign-in") redirect(loginRedirectFor(AUTH_DEBUG_PATH));
  if (result.access === "not-found") notFound();

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Auth debug</h1>
      <p className="mt-3 text-slate-700">
        Your current session as the server sees it. Tokens, cookie values, password hashes, two-factor secrets
        and recovery codes are never shown here.
      </p>
      <AuthDebugPanel view={result.view} />
    </div>
  );
}
