"use client";
// Change password with the current one. Every session ends; this browser signs straight back in
// with the challenge the server set (no need to type the new password again).
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";

import { FormAlert, SubmitButton, TextField } from "@/components/forms/fields";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from "@/lib/auth/password-policy";

export function ChangePasswordForm() {
  const router = useRouter();
  const { busy, fieldErrors, formError, setFieldErrors, submit } = useFormSubmission();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const newPassword = String(form.get("newPassword") ?? "");
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      setFieldErrors({ newPassword: PASSWORD_TOO_SHORT_MESSAGE });
      return;
    }
    const changed = await submit(() =>
      apiPost("/api/account/password", {
        currentPassword: String(form.get("currentPassword") ?? ""),
        newPassword,
      }),
    );
    if (!changed.ok) return;
    formElement.reset();
    // Every session ended; the challenge cookie the server set signs this browser straight back in.
    const result = await signIn("credentials", { redirect: false }).catch(() => undefined);
    if (result?.ok) {
      toast({
        title: "Password changed",
        description: "You have been signed out on every other device.",
        variant: "success",
      });
      router.refresh();
    } else {
      toast({ title: "Password changed", description: "Please sign in with your new password." });
      router.push("/login?callbackUrl=%2Fsecurity");
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        id="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={fieldErrors.currentPassword}
      />
      <TextField
        id="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint="At least 8 characters, and not a commonly used password."
        error={fieldErrors.newPassword}
      />
      <SubmitButton busy={busy} className="sm:w-auto">
        {busy ? "Changing…" : "Change password"}
      </SubmitButton>
    </form>
  );
}
