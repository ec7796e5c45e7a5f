"use client";

// Client-side providers for the whole app: the toast
// area (docs/product-rules.md §2 "Toast area"; Radix Toast loads with the first toast) and the one dialog of the guarded add path (loaded when
// first needed) and the assistant's button (its panel loads when opened), the reporter of uncaught browser errors and the navigation tracker behind 'Navigation Error'. Children stay server components; only this boundary ships to the browser.
// No react-query provider: components query through lib/api/query-hooks.ts, which needs none.
import type { ReactNode } from "react";

import { AssistantLauncher } from "@/components/assistant/assistant-launcher";
import { ErrorReporter } from "@/components/errors/error-reporter";
import { NavigationTracker } from "@/components/layout/navigation-tracker";
import { GuardedAddHost } from "@/components/stack/guarded-add-host";
import { ToastArea } from "@/components/ui/toast-area";

export type AppProvidersProps = {
  children: ReactNode;
};

export function AppProviders({ children }: AppProvidersProps) {
  return (
    // The session needs no provider: components/auth/session.ts reads it when first asked for.
    <>
      {children}
      <GuardedAddHost />
      <AssistantLauncher />
      <ToastArea />
      <ErrorReporter />
      <NavigationTracker />
    </>
  );
}
