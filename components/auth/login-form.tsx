"use client";
// Sign-in: the password step (POST /api/auth/login), then either next-auth's credentials sign-in
// (session issued from the challenge cookie) or /verify-2fa. Messages follow SPEC.md §8.
import { signIn } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

import { FormAlert, SubmitButton, TextField } from "@/components/forms/fields";
import {
  fieldErrorsOf,
  formMessageOf,
  isEmailNotConfirmed,
  type FieldErrors,
} from "@/components/forms/form-errors";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";

import { ResendConfirmation } from "./resend-confirmation";

export function LoginForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "");
    setBusy(true);
    setFieldErrors({});
    setFormError(null);
    setUnconfirmedEmail(null);
    try {
      const step = await apiPost<{ next: "session" | "two-factor"; firstName: string }>("/api/auth/login", {
        email,
        password: String(form.get("password") ?? ""),
      });
      if (step.next === "two-factor") {
        router.push(`/verify-2fa?callbackUrl=${encodeURIComponent(callbackUrl)}`);
        return;
      }
      const result = await signIn("credentials", { redirect: false });
      if (!result?.ok) throw new Error(result?.error ?? "Sign-in failed");
      toast({
        title: "Login Successful",
        description: `Welcome back, ${step.firstName}!`,
        variant: "success",
      });
      router.replace(callbackUrl);
      router.refresh();
    } catch (error) {
      const message = formMessageOf(error);
      setFieldErrors(fieldErrorsOf(error));
      setFormError(message);
      if (isEmailNotConfirmed(error)) setUnconfirmedEmail(email);
      toast({ title: "Login Failed", description: message, variant: "destructive" });
      setBusy(false);
    }
  }

  return (
    <div className="space-y-5">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {unconfirmedEmail ? <ResendConfirmation email={unconfirmedEmail} /> : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          id="email"
          label="Email address"
          type="email"
          autoComplete="email"
          required
          error={fieldErrors.email}
        />
        <TextField
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={fieldErrors.password}
        />
        <div className="text-right text-sm">
          <Link href="/reset-password" className="font-medium text-brand-800 hover:underline">
            Forgotten your password?
          </Link>
        </div>
        <SubmitButton busy={busy}>{busy ? "Signing in…" : "Sign in"}</SubmitButton>
      </form>
    </div>
  );
}
