"use client";
// Keeps what this browser stores tied to the account signed in (./local-account.ts): run by the header's
// stack badge on every page and by the builder. The check itself is loaded after the page, so it adds
// nothing to first-load JavaScript.
import { useEffect } from "react";

import { useSession } from "@/components/auth/session";
import { withRetry } from "@/lib/api/with-retry";

export function useLocalAccountGuard(): void {
  const { data, status } = useSession();
  const userId = status === "authenticated" ? (data?.user.id ?? null) : null;
  useEffect(() => {
    if (status === "loading") return;
    withRetry(() => import("./local-account"))
      .then(({ reconcileLocalAccount }) => reconcileLocalAccount(userId))
      .catch((error: unknown) => console.warn("Could not check whose data this browser keeps.", error));
  }, [status, userId]);
}
