"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@/lib/api/query-hooks";
import { signIn } from "@/components/auth/auth-actions";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { SubmitButton, TextField } from "@/components/forms/fields";
import { formMessageOf, isEmailNotConfirmed } from "@/components/forms/form-errors";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { submitWithMutation } from "@/components/forms/submit-with-mutation";
import { Alert } from "@/components/ui/alert";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { signInSchema } from "@/lib/auth/schemas";

import { PasskeySignIn } from "./passkey-sign-in";
import { ResendConfirmation } from "./resend-confirmation";
import { forgetSignupEmail, useSignupEmail } from "./signup-email";

type LoginStep = { next: "session" | "two-factor"; firstName: string };

async function logIn(values: z.output<typeof signInSchema>): Promise<LoginStep> {
  const step = await apiPost<LoginStep>("/api/auth/login", values);
  if (step.next === "session") {
    const result = await signIn("credentials", { redirect: false });
    if (!result?.ok) throw new Error(result?.error ?? "Sign-in failed");
  }
  return step;
}

type LoginFormProps = {
  callbackUrl: string;
  /** Arrived from the email confirmation link, so this is not a "welcome back". */
  firstSignIn?: boolean;
};

/** The sign-up screen's email, when the visitor came from there, fills an empty email field. */
function useSignInForm() {
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const { getValues, setValue } = form;
  useSignupEmail(
    useCallback(
      (email: string) => {
        if (!getValues("email")) setValue("email", email);
      },
      [getValues, setValue],
    ),
  );
  return form;
}

export function LoginForm({ callbackUrl, firstSignIn = false }: LoginFormProps) {
  const router = useRouter();
  const form = useSignInForm();
  const login = useMutation({
    mutationFn: logIn,
    onSuccess: (step) => {
      forgetSignupEmail();
      if (step.next === "two-factor") {
        router.push(`/verify-2fa?callbackUrl=${encodeURIComponent(callbackUrl)}`);
        return;
      }
      toast({
        title: "Login Successful",
        description: firstSignIn ? `Welcome, ${step.firstName}!` : `Welcome back, ${step.firstName}!`,
        variant: "success",
      });
      router.replace(callbackUrl);
      router.refresh();
    },
    onError: (error) => {
      setServerFieldErrors(form.setError, error, ["email", "password"]);
      toast({ title: "Login Failed", description: formMessageOf(error), variant: "destructive" });
    },
  });
  // Busy until the next page replaces this one.
  const busy = login.isPending || login.isSuccess;
  const unconfirmedEmail = isEmailNotConfirmed(login.error) ? login.variables?.email : undefined;
  const { errors } = form.formState;

  return (
    <div className="space-y-5">
      {login.error ? <Alert>{formMessageOf(login.error)}</Alert> : null}
      {unconfirmedEmail ? <ResendConfirmation email={unconfirmedEmail} /> : null}
      <form
        method="post"
        onSubmit={submitWithMutation(form.handleSubmit, login)}
        noValidate
        className="space-y-4"
      >
        <TextField
          label="Email address"
          type="email"
          autoComplete="username webauthn"
          required
          error={errors.email?.message}
          {...form.register("email")}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register("password")}
        />
        <div className="text-right text-sm">
          <Link href="/reset-password" className="font-medium text-brand-800 hover:underline">
            Forgotten your password?
          </Link>
        </div>
        <SubmitButton busy={busy}>{busy ? "Signing in…" : "Sign in"}</SubmitButton>
      </form>
      <PasskeySignIn callbackUrl={callbackUrl} />
    </div>
  );
}
