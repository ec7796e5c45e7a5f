"use client";

// Client-side providers for the whole app: the next-auth session, the react-query cache, the toast
// area (docs/product-rules.md §2 "Toast area"; Radix Toast loads with the first toast) and the one dialog of the guarded add path (loaded when
// first needed) and the assistant's button (its panel loads when opened), and the reporter of uncaught browser errors. Children stay server components; only this boundary ships to the browser.
import { SessionProvider } from "next-auth/react";
import type { ReactNode } from "react";

import { AssistantLauncher } from "@/components/assistant/assistant-launcher";
import { ErrorReporter } from "@/components/errors/error-reporter";
import { QueryProvider } from "@/components/providers/query-provider";
import { GuardedAddHost } from "@/components/stack/guarded-add-host";
import { ToastArea } from "@/components/ui/toast-area";

export type AppProvidersProps = {
  children: ReactNode;
};

export function AppProviders({ children }: AppProvidersProps) {
  return (
    // The session is re-read when the tab becomes visible again (docs/product-rules.md §4 "Session": recovered when the tab
    // becomes visible), not polled.
    <SessionProvider refetchOnWindowFocus>
      <QueryProvider>
        {children}
        <GuardedAddHost />
        <AssistantLauncher />
        <ToastArea />
        <ErrorReporter />
      </QueryProvider>
    </SessionProvider>
  );
}
