"use client";
// Asks for a reset link. The answer never says whether the address has an account.
import { useState, type FormEvent } from "react";

import { FormAlert, SubmitButton, TextField } from "@/components/forms/fields";
import { formMessageOf } from "@/components/forms/form-errors";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";

export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const { busy, fieldErrors, formError, submit } = useFormSubmission();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    const result = await submit(() => apiPost<{ message: string }>("/api/auth/forgot-password", { email }));
    if (!result.ok) {
      toast({ title: "Reset Failed", description: formMessageOf(result.error), variant: "destructive" });
      return;
    }
    setSent(result.value.message);
    toast({
      title: "Password Reset Email Sent",
      description: "Please check your email for password reset instructions.",
      variant: "success",
    });
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
        <TextField
          id="email"
          label="Email address"
          type="email"
          autoComplete="email"
          required
          error={fieldErrors.email}
        />
        <SubmitButton busy={busy}>{busy ? "Sending…" : "Email me a reset link"}</SubmitButton>
      </form>
    </div>
  );
}
