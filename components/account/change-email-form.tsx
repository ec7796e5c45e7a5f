"use client";
// The account keeps its address until the emailed link is opened, so the page changes nothing (lib/auth/email-change.ts).
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@/lib/api/query-hooks";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { SubmitButton, TextField } from "@/components/forms/fields";
import { formMessageOf } from "@/components/forms/form-errors";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { submitWithMutation } from "@/components/forms/submit-with-mutation";
import { Alert } from "@/components/ui/alert";
import { apiPost } from "@/lib/api/fetch-client";
import { EMAIL_CHANGE_REQUESTED_MESSAGE } from "@/lib/auth/messages";
import { changeEmailSchema } from "@/lib/auth/schemas";

export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const form = useForm({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: "", currentPassword: "" },
  });
  const change = useMutation({
    mutationFn: (values: z.output<typeof changeEmailSchema>) => apiPost("/api/account/email", values),
    onSuccess: () => form.reset(),
    onError: (error) => setServerFieldErrors(form.setError, error, ["newEmail", "currentPassword"]),
  });
  const { errors } = form.formState;

  return (
    <form
      method="post"
      onSubmit={submitWithMutation(form.handleSubmit, change)}
      noValidate
      className="max-w-md space-y-4"
    >
      <p className="text-sm text-slate-700">
        You sign in with <strong className="font-semibold text-slate-900">{currentEmail}</strong>.
      </p>
      {change.error ? <Alert>{formMessageOf(change.error)}</Alert> : null}
      {change.isSuccess ? <Alert tone="success">{EMAIL_CHANGE_REQUESTED_MESSAGE}</Alert> : null}
      <TextField
        label="New email address"
        type="email"
        autoComplete="email"
        required
        error={errors.newEmail?.message}
        {...form.register("newEmail")}
      />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...form.register("currentPassword")}
      />
      <SubmitButton busy={change.isPending} className="sm:w-auto">
        {change.isPending ? "Sending…" : "Send confirmation link"}
      </SubmitButton>
    </form>
  );
}
