"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@/lib/api/query-hooks";
import { signIn } from "@/components/auth/auth-actions";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";

import { PasswordStrengthMeter } from "@/components/auth/password-strength-meter";
import { SubmitButton, TextField } from "@/components/forms/fields";
import { formMessageOf } from "@/components/forms/form-errors";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { submitWithMutation } from "@/components/forms/submit-with-mutation";
import { Alert } from "@/components/ui/alert";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-policy";
import { changePasswordSchema } from "@/lib/auth/schemas";

export function ChangePasswordForm() {
  const router = useRouter();
  const form = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const newPassword = useWatch({ control: form.control, name: "newPassword" });
  const change = useMutation({
    mutationFn: (values: z.output<typeof changePasswordSchema>) => apiPost("/api/account/password", values),
    onSuccess: async () => {
      form.reset();
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
    },
    onError: (error) => setServerFieldErrors(form.setError, error, ["currentPassword", "newPassword"]),
  });
  const { errors } = form.formState;

  return (
    <form
      method="post"
      onSubmit={submitWithMutation(form.handleSubmit, change)}
      noValidate
      className="max-w-md space-y-4"
    >
      {change.error ? <Alert>{formMessageOf(change.error)}</Alert> : null}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...form.register("currentPassword")}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint="At least 8 characters and hard to guess: a few unrelated words work well."
        error={errors.newPassword?.message}
        {...form.register("newPassword")}
      />
      <PasswordStrengthMeter password={newPassword} />
      <SubmitButton busy={change.isPending} className="sm:w-auto">
        {change.isPending ? "Changing…" : "Change password"}
      </SubmitButton>
    </form>
  );
}
