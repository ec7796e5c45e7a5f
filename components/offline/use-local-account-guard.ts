"use client";
// The check itself loads after the page, so it adds nothing to first-load JavaScript.
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
