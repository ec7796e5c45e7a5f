// A fresh react-query client for component tests of client components that use queries or
// mutations (the stack's guarded add path, the autocompletes): no retries, so a failure shows at once.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function withQueryClient(ui: ReactNode, client: QueryClient = testQueryClient()) {
  return <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
}
