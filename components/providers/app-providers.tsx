"use client";

// Children stay server components. No react-query provider: lib/api/query-hooks.ts needs none.
import type { ReactNode } from "react";

import { AssistantLauncher } from "@/components/assistant/assistant-launcher";
import { ErrorReporter } from "@/components/errors/error-reporter";
import { NavigationTracker } from "@/components/layout/navigation-tracker";
import { GuardedAddHost } from "@/components/stacks/guarded-add-host";
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
