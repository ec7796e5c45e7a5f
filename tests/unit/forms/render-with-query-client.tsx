// Renders a component inside the app's own react-query client (components/providers), as the
// root layout does, so forms' mutations run with the app's retry policy.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";

import { createQueryClient } from "@/lib/api/query-client";

export function renderWithQueryClient(ui: ReactElement): RenderResult {
  const client = createQueryClient();
  function Providers({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  }
  return render(ui, { wrapper: Providers });
}
