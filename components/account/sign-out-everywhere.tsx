"use client";
import { useMutation } from "@/lib/api/query-hooks";
import { signOut } from "@/components/auth/auth-actions";
import { clearLocalAccountData } from "@/components/auth/clear-local-account-data";
import { useRouter } from "next/navigation";

import { formMessageOf } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";

export function SignOutEverywhere() {
  const router = useRouter();
  const signOutEverywhere = useMutation({
    mutationFn: () => apiPost("/api/account/sign-out-everywhere"),
    onSuccess: async () => {
      await signOut({ redirect: false }).catch(() => undefined);
      clearLocalAccountData();
      toast({ title: "Signed out everywhere", description: "Every session of your account has ended." });
      router.push("/login");
      router.refresh();
    },
  });
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Signed in on a shared or lost device? This signs you out on every device and browser, this one
        included.
      </p>
      {signOutEverywhere.error ? <Alert>{formMessageOf(signOutEverywhere.error)}</Alert> : null}
      <Button
        variant="outline"
        // Stays disabled once done: the page is on its way to sign-in.
        disabled={signOutEverywhere.isPending || signOutEverywhere.isSuccess}
        onClick={() => signOutEverywhere.mutate()}
      >
        Sign out everywhere
      </Button>
    </div>
  );
}
