"use client";

// Client-side providers for the whole app: the react-query cache and the toast area (SPEC.md §2
// "Toast area"). Children stay server components; only this boundary ships to the browser.
import type { ReactNode } from "react";

import { QueryProvider } from "@/components/providers/query-provider";
import { Toaster } from "@/components/ui/toaster";

export type AppProvidersProps = {
  children: ReactNode;
};

export function AppProviders({ children }: AppProvidersProps) {
  return (
    <QueryProvider>
      {children}
      <Toaster />
    </QueryProvider>
  );
}
