"use client";
// Names on the account (PATCH /api/account/profile); the header follows at once.
import { useSession } from "next-auth/react";
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";

import { FormAlert, SubmitButton, TextField } from "@/components/forms/fields";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/ui/use-toast";
import { apiPatch } from "@/lib/api/fetch-client";

export function ProfileForm({
  firstName,
  lastName,
  email,
}: {
  firstName: string;
  lastName: string;
  email: string;
}) {
  const router = useRouter();
  const { update } = useSession();
  const { busy, fieldErrors, formError, submit } = useFormSubmission();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await submit(() =>
      apiPatch("/api/account/profile", {
        firstName: String(form.get("firstName") ?? ""),
        lastName: String(form.get("lastName") ?? ""),
      }),
    );
    if (!result.ok) return;
    await update();
    toast({ title: "Profile saved", variant: "success" });
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="firstName"
          label="First name"
          defaultValue={firstName}
          autoComplete="given-name"
          required
          maxLength={100}
          error={fieldErrors.firstName}
        />
        <TextField
          id="lastName"
          label="Last name"
          defaultValue={lastName}
          autoComplete="family-name"
          required
          maxLength={100}
          error={fieldErrors.lastName}
        />
      </div>
      <TextField
        id="email"
        label="Email address"
        value={email}
        readOnly
        disabled
        hint="Your sign-in address. To use a different address, contact us."
      />
      <SubmitButton busy={busy} className="sm:w-auto">
        {busy ? "Saving…" : "Save profile"}
      </SubmitButton>
    </form>
  );
}
