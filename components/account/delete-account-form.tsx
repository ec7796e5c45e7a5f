"use client";
// Erase the account after re-entering the password (UK GDPR right to erasure).
import { signOut } from "next-auth/react";
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";

import { CheckboxField, FormAlert, SubmitButton, TextField } from "@/components/forms/fields";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";

export function DeleteAccountForm() {
  const router = useRouter();
  const { busy, fieldErrors, formError, setFieldErrors, submit } = useFormSubmission();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (form.get("understand") !== "on") {
      setFieldErrors({ understand: "Please confirm you understand that this cannot be undone" });
      return;
    }
    const result = await submit(() =>
      apiPost("/api/account/delete", { password: String(form.get("password") ?? "") }),
    );
    if (!result.ok) return;
    await signOut({ redirect: false }).catch(() => undefined);
    toast({ title: "Account deleted", description: "Your account and all its data have been erased." });
    router.push("/");
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        id="password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        required
        error={fieldErrors.password}
      />
      <CheckboxField
        id="understand"
        label="I understand that my account, saved and published stacks, reviews and health profile will be permanently deleted."
        error={fieldErrors.understand}
      />
      <SubmitButton busy={busy} className="bg-red-700 hover:bg-red-800 sm:w-auto">
        {busy ? "Deleting…" : "Delete my account"}
      </SubmitButton>
    </form>
  );
}
