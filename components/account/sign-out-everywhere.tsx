"use client";
// Ends every session of the account, this one included, then returns to sign-in.
import { signOut } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { FormAlert } from "@/components/forms/fields";
import { formMessageOf } from "@/components/forms/form-errors";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";

export function SignOutEverywhere() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Signed in on a shared or lost device? This signs you out on every device and browser, this one
        included.
      </p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await apiPost("/api/account/sign-out-everywhere");
            await signOut({ redirect: false }).catch(() => undefined);
            toast({
              title: "Signed out everywhere",
              description: "Every session of your account has ended.",
            });
            router.push("/login");
            router.refresh();
          } catch (failure) {
            setError(formMessageOf(failure));
            setBusy(false);
          }
        }}
        className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
      >
        Sign out everywhere
      </button>
    </div>
  );
}
