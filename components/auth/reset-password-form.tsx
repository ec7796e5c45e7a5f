"use client";
// Sets a new password from an emailed link (POST /api/auth/reset-password), then /login.
import { signOut } from "next-auth/react";
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";

import { FormAlert, SubmitButton, TextField } from "@/components/forms/fields";
import { fieldErrorsOf, formMessageOf, type FieldErrors } from "@/components/forms/form-errors";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from "@/lib/auth/password-policy";

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const { busy, fieldErrors, formError, setFieldErrors, setFormError, submit } = useFormSubmission();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    const errors: FieldErrors = {};
    if (password.length < PASSWORD_MIN_LENGTH) errors.password = PASSWORD_TOO_SHORT_MESSAGE;
    else if (password !== String(form.get("confirmPassword") ?? ""))
      errors.confirmPassword = "The passwords do not match";
    setFieldErrors(errors);
    setFormError(null);
    if (Object.keys(errors).length > 0) return;
    const result = await submit(() => apiPost("/api/auth/reset-password", { token, password }));
    if (!result.ok) {
      // A dead link is the whole form's problem, not a field's.
      const message = fieldErrorsOf(result.error).token ?? formMessageOf(result.error);
      setFormError(message);
      toast({ title: "Reset Failed", description: message, variant: "destructive" });
      return;
    }
    // The reset ended every session; drop this browser's too.
    await signOut({ redirect: false }).catch(() => undefined);
    toast({
      title: "Password Reset Successful",
      description: "Your password has been reset. Please login with your new password.",
      variant: "success",
    });
    router.push("/login");
  }

  return (
    <div className="space-y-5">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          id="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint="At least 8 characters, and not a commonly used password."
          error={fieldErrors.password}
        />
        <TextField
          id="confirmPassword"
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
          required
          error={fieldErrors.confirmPassword}
        />
        <SubmitButton busy={busy}>{busy ? "Saving…" : "Set new password"}</SubmitButton>
      </form>
    </div>
  );
}
