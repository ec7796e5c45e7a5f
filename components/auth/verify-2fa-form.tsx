"use client";
// Second step of a two-factor sign-in: a 6-digit code from the authenticator app or a one-time
// recovery code, checked by the next-auth Credentials provider against the challenge cookie.
import { getSession, signIn } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

import { FormAlert, SubmitButton, TextField } from "@/components/forms/fields";
import { toast } from "@/components/ui/use-toast";
import { authFailureMessage } from "@/lib/errors/auth-messages";

export function Verify2faForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    if (!code) {
      setError(
        useRecovery
          ? "Enter one of your recovery codes"
          : "Enter the 6-digit code from your authenticator app",
      );
      return;
    }
    setBusy(true);
    setError(null);
    const result = await signIn("credentials", { redirect: false, code }).catch((failure: unknown) => ({
      ok: false,
      error: authFailureMessage(failure),
    }));
    if (result?.ok) {
      const name = (await getSession().catch(() => null))?.user.firstName ?? "";
      toast({ title: "Login Successful", description: `Welcome back, ${name}!`, variant: "success" });
      router.replace(callbackUrl);
      router.refresh();
      return;
    }
    const message =
      result?.error && result.error !== "CredentialsSignin" ? result.error : "That code is not valid.";
    setError(message);
    toast({ title: "Login Failed", description: message, variant: "destructive" });
    setBusy(false);
  }

  return (
    <div className="space-y-5">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {useRecovery ? (
          <TextField
            key="recovery"
            id="code"
            label="Recovery code"
            autoComplete="off"
            spellCheck={false}
            required
            hint="For example K7Q2M-9XW4T. Each code works once."
          />
        ) : (
          <TextField
            key="totp"
            id="code"
            label="Authentication code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            hint="The 6-digit code your authenticator app shows now."
          />
        )}
        <SubmitButton busy={busy}>{busy ? "Checking…" : "Verify and sign in"}</SubmitButton>
      </form>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-brand-800 hover:underline"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setError(null);
          }}
        >
          {useRecovery ? "Use a code from my app instead" : "Use a recovery code instead"}
        </button>
        <Link href="/login" className="font-medium text-slate-700 hover:underline">
          Start again
        </Link>
      </div>
    </div>
  );
}
