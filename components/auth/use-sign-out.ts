"use client";
// Sign-out (docs/product-rules.md §4, §8 toasts): clear the session and the stack kept in this
// browser, toast, go to /. A failed call still ends
// here: 'Logout Complete' / 'You have been logged out locally.' and /.
import { signOut } from "@/components/auth/auth-actions";
import { useRouter } from "next/navigation";
import { useCallback } from "react";

import { clearLocalAccountData } from "@/components/auth/clear-local-account-data";
import { toast } from "@/components/ui/use-toast";

export function useSignOut(): () => Promise<void> {
  const router = useRouter();
  return useCallback(async () => {
    try {
      await signOut({ redirect: false });
      toast({ title: "Logged Out", description: "You have been successfully logged out." });
    } catch (error) {
      console.warn("Sign-out call failed; the local session is cleared", error);
      toast({ title: "Logout Complete", description: "You have been logged out locally." });
    }
    clearLocalAccountData();
    router.push("/");
    router.refresh();
  }, [router]);
}
