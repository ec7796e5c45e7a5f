"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@/lib/api/query-hooks";
import { signOut } from "@/components/auth/auth-actions";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { z } from "zod";

import { SubmitButton, TextField } from "@/components/forms/fields";
import { fieldErrorsOf, formLevelMessageOf, formMessageOf } from "@/components/forms/form-errors";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { submitWithMutation } from "@/components/forms/submit-with-mutation";
import { Alert } from "@/components/ui/alert";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-policy";
import { resetPasswordSchema } from "@/lib/auth/schemas";

const newPasswordFormSchema = resetPasswordSchema
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match",
    when: ({ issues }) => issues.length === 0,
  });

const FIELDS = ["password"] as const;

// A dead link is the whole form's problem, not a field's; a refused password is said beside its field.
const formProblemOf = (error: unknown): string | undefined =>
  fieldErrorsOf(error).token ?? formLevelMessageOf(error, FIELDS);
const failureMessage = (error: unknown): string =>
  formProblemOf(error) ?? fieldErrorsOf(error).password ?? formMessageOf(error);

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const reset = useMutation({
    mutationFn: ({ password }: z.output<typeof newPasswordFormSchema>) =>
      apiPost("/api/auth/reset-password", { token, password }),
    onSuccess: async () => {
      // The reset ended every session; drop this browser's too.
      await signOut({ redirect: false }).catch(() => undefined);
      toast({
        title: "Password Reset Successful",
        description: "Your password has been reset. Please login with your new password.",
        variant: "success",
      });
      router.push("/login");
    },
    onError: (error) => {
      setServerFieldErrors(form.setError, error, FIELDS);
      toast({ title: "Reset Failed", description: failureMessage(error), variant: "destructive" });
    },
  });
  const { errors } = form.formState;
  const busy = reset.isPending;
  const formProblem = formProblemOf(reset.error);

  return (
    <div className="space-y-5">
      {formProblem ? <Alert>{formProblem}</Alert> : null}
      <form
        method="post"
        onSubmit={submitWithMutation(form.handleSubmit, reset)}
        noValidate
        className="space-y-4"
      >
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint="At least 8 characters, and not a commonly used password."
          error={errors.password?.message}
          {...form.register("password")}
        />
        <TextField
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
        />
        <SubmitButton busy={busy}>{busy ? "Saving…" : "Set new password"}</SubmitButton>
      </form>
    </div>
  );
}
