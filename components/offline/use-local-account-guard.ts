"use client";
// The check itself loads after the page, so it adds nothing to first-load JavaScript; signed out with no account
// recorded in this browser (a first visit) there is nothing to check and it does not load.
import { useEffect } from "react";

import { useSession } from "@/components/auth/session";
import { withRetry } from "@/lib/api/with-retry";

import { LOCAL_ACCOUNT_KEY } from "./local-account-key";

function recordsAnAccount(): boolean {
  try {
    return window.localStorage.getItem(LOCAL_ACCOUNT_KEY) !== null;
  } catch {
    return false;
  }
}

export function useLocalAccountGuard(): void {
  const { data, status } = useSession();
  const userId = status === "authenticated" ? (data?.user.id ?? null) : null;
  useEffect(() => {
    if (status === "loading" || (userId === null && !recordsAnAccount())) return;
    withRetry(() => import("./local-account"))
      .then(({ reconcileLocalAccount }) => reconcileLocalAccount(userId))
      .catch((error: unknown) => console.warn("Could not check whose data this browser keeps.", error));
  }, [status, userId]);
}
