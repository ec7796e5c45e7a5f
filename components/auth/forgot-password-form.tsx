"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@/lib/api/query-hooks";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { SubmitButton, TextField } from "@/components/forms/fields";
import { formMessageOf } from "@/components/forms/form-errors";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { submitWithMutation } from "@/components/forms/submit-with-mutation";
import { Alert } from "@/components/ui/alert";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { forgotPasswordSchema } from "@/lib/auth/schemas";

export function ForgotPasswordForm() {
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const requestLink = useMutation({
    mutationFn: (values: z.output<typeof forgotPasswordSchema>) =>
      apiPost<{ message: string }>("/api/auth/forgot-password", values),
    onSuccess: () => {
      toast({
        title: "Password Reset Email Sent",
        description: "Please check your email for password reset instructions.",
        variant: "success",
      });
    },
    onError: (error) => {
      setServerFieldErrors(form.setError, error, ["email"]);
      toast({ title: "Reset Failed", description: formMessageOf(error), variant: "destructive" });
    },
  });

  if (requestLink.isSuccess) {
    return (
      <Alert tone="success">
        {requestLink.data.message} If the address has an account, the link arrives within a few minutes and
        works for 1 hour.
      </Alert>
    );
  }
  const busy = requestLink.isPending;
  return (
    <div className="space-y-5">
      {requestLink.error ? <Alert>{formMessageOf(requestLink.error)}</Alert> : null}
      <form
        method="post"
        onSubmit={submitWithMutation(form.handleSubmit, requestLink)}
        noValidate
        className="space-y-4"
      >
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          required
          error={form.formState.errors.email?.message}
          {...form.register("email")}
        />
        <SubmitButton busy={busy}>{busy ? "Sending…" : "Email me a reset link"}</SubmitButton>
      </form>
    </div>
  );
}
