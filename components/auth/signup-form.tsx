"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@/lib/api/query-hooks";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";

import { PasswordStrengthMeter } from "@/components/auth/password-strength-meter";
import { CheckboxField, SubmitButton, TextField } from "@/components/forms/fields";
import { formMessageOf } from "@/components/forms/form-errors";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { submitWithMutation } from "@/components/forms/submit-with-mutation";
import { Alert } from "@/components/ui/alert";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-policy";
import { signUpSchema } from "@/lib/auth/schemas";

import { rememberSignupEmail } from "./signup-email";

type SignupInput = z.input<typeof signUpSchema>;
type SignupValues = z.output<typeof signUpSchema>;

/** docs/product-rules.md §9: the registration toast stays 8 s when confirmation is needed. */
const CONFIRMATION_TOAST_MS = 8000;

const termsLink = "font-medium text-brand-800 underline";
const TERMS_LABEL = (
  <>
    I accept the{" "}
    <Link href="/terms-of-service" className={termsLink} target="_blank">
      terms of service
    </Link>{" "}
    and have read the{" "}
    <Link href="/privacy-policy" className={termsLink} target="_blank">
      privacy policy
    </Link>
  </>
);

export function SignupForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const form = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const signUp = useMutation({
    mutationFn: (values: SignupValues) => apiPost("/api/auth/signup", values),
    onSuccess: (_data, values) => {
      rememberSignupEmail(values.email);
      toast({
        title: "Registration Successful",
        description: "Please check your email to confirm your account.",
        variant: "success",
        duration: CONFIRMATION_TOAST_MS,
      });
      const next = new URLSearchParams({ registered: "true", needsConfirmation: "true" });
      if (callbackUrl !== "/dashboard") next.set("callbackUrl", callbackUrl);
      router.push(`/login?${next.toString()}`);
    },
    onError: (error) => {
      setServerFieldErrors(form.setError, error, [
        "firstName",
        "lastName",
        "email",
        "password",
        "confirmAdult",
        "acceptTerms",
      ]);
      toast({ title: "Registration Failed", description: formMessageOf(error), variant: "destructive" });
    },
  });
  const busy = signUp.isPending;

  return (
    <div className="space-y-5">
      {signUp.error ? <Alert>{formMessageOf(signUp.error)}</Alert> : null}
      <form
        method="post"
        onSubmit={submitWithMutation(form.handleSubmit, signUp)}
        noValidate
        className="space-y-4"
      >
        <SignupFields form={form} />
        <SubmitButton busy={busy}>{busy ? "Creating your account…" : "Create account"}</SubmitButton>
      </form>
    </div>
  );
}

function SignUpStrengthMeter({ form }: { form: UseFormReturn<SignupInput, unknown, SignupValues> }) {
  const [password, email, firstName, lastName] = useWatch({
    control: form.control,
    name: ["password", "email", "firstName", "lastName"],
  });
  return <PasswordStrengthMeter password={password} userInputs={[email, firstName, lastName]} />;
}

function SignupFields({ form }: { form: UseFormReturn<SignupInput, unknown, SignupValues> }) {
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          maxLength={100}
          error={errors.firstName?.message}
          {...form.register("firstName")}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          required
          maxLength={100}
          error={errors.lastName?.message}
          {...form.register("lastName")}
        />
      </div>
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint="At least 8 characters. A few unrelated words make a strong, memorable password."
        error={errors.password?.message}
        {...form.register("password")}
      />
      <SignUpStrengthMeter form={form} />
      <CheckboxField
        label="I am 18 or over"
        error={errors.confirmAdult?.message}
        {...form.register("confirmAdult")}
      />
      <CheckboxField
        label={TERMS_LABEL}
        error={errors.acceptTerms?.message}
        {...form.register("acceptTerms")}
      />
    </>
  );
}
