"use client";
// Asks for a reset link. The answer never says whether the address has an account.
import { useState, type FormEvent } from "react";

import { FormAlert, SubmitButton, TextField } from "@/components/forms/fields";
import { fieldErrorsOf, formMessageOf, type FieldErrors } from "@/components/forms/form-errors";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";

export function ForgotPasswordForm() {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    setBusy(true);
    setFieldErrors({});
    setFormError(null);
    try {
      const result = await apiPost<{ message: string }>("/api/auth/forgot-password", { email });
      setSent(result.message);
      toast({ title: "Password Reset Email Sent", description: "Please check your email for password reset instructions.", variant: "success" });
    } catch (error) {
      const message = formMessageOf(error);
      setFieldErrors(fieldErrorsOf(error));
      setFormError(message);
      toast({ title: "Reset Failed", description: message, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <FormAlert tone="success">
        {sent} If the address has an account, the link arrives within a few minutes and works for 1 hour.
      </FormAlert>
    );
  }
  return (
    <div className="space-y-5">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField id="email" label="Email address" type="email" autoComplete="email" required error={fieldErrors.email} />
        <SubmitButton busy={busy}>{busy ? "Sending…" : "Email me a reset link"}</SubmitButton>
      </form>
    </div>
  );
}
