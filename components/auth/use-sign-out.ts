"use client";
// docs/product-rules.md §4 "Sign-out": a failed call still signs out locally. next-auth's client and the stack store
// load when Logout is pressed, not with every page (docs/benchmarks.md "Start-up and first-load JS").
import { useRouter } from "next/navigation";
import { useCallback } from "react";

import { toast } from "@/components/ui/use-toast";
import { withRetry } from "@/lib/api/with-retry";

async function clearLocalData(): Promise<void> {
  try {
    const { clearLocalAccountData } = await withRetry(() => import("./clear-local-account-data"));
    clearLocalAccountData();
  } catch (error) {
    console.warn("Could not clear the stack kept in this browser", error);
  }
}

export function useSignOut(): () => Promise<void> {
  const router = useRouter();
  return useCallback(async () => {
    try {
      const { signOut } = await withRetry(() => import("./auth-actions"));
      await signOut({ redirect: false });
      toast({ title: "Logged Out", description: "You have been successfully logged out." });
    } catch (error) {
      console.warn("Sign-out call failed; the local session is cleared", error);
      toast({ title: "Logout Complete", description: "You have been logged out locally." });
    }
    await clearLocalData();
    router.push("/");
    router.refresh();
  }, [router]);
}
