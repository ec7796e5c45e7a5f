"use client";
// Registration (SPEC.md §2, §4): names, email, password (8+ characters, not a common one), 18+ and
// terms. On success: the 8-second 'Registration Successful' toast and /login with the flags.
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";

import { CheckboxField, FormAlert, SubmitButton, TextField } from "@/components/forms/fields";
import { formMessageOf, type FieldErrors } from "@/components/forms/form-errors";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from "@/lib/auth/password-policy";

/** SPEC §9: the registration toast stays 8 s when confirmation is needed. */
const CONFIRMATION_TOAST_MS = 8000;

function localErrors(form: FormData): FieldErrors {
  const errors: FieldErrors = {};
  if (!String(form.get("firstName") ?? "").trim()) errors.firstName = "First name is required";
  if (!String(form.get("lastName") ?? "").trim()) errors.lastName = "Last name is required";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(form.get("email") ?? "").trim()))
    errors.email = "Please enter a valid email address";
  if (String(form.get("password") ?? "").length < PASSWORD_MIN_LENGTH)
    errors.password = PASSWORD_TOO_SHORT_MESSAGE;
  if (form.get("confirmAdult") !== "on") errors.confirmAdult = "You must confirm that you are 18 or over";
  if (form.get("acceptTerms") !== "on")
    errors.acceptTerms = "You must accept the terms of service and privacy policy";
  return errors;
}

export function SignupForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const { busy, fieldErrors, formError, setFieldErrors, setFormError, submit } = useFormSubmission();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const errors = localErrors(form);
    setFormError(null);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const result = await submit(() =>
      apiPost("/api/auth/signup", {
        firstName: String(form.get("firstName")),
        lastName: String(form.get("lastName")),
        email: String(form.get("email")),
        password: String(form.get("password")),
        confirmAdult: true,
        acceptTerms: true,
      }),
    );
    if (!result.ok) {
      toast({
        title: "Registration Failed",
        description: formMessageOf(result.error),
        variant: "destructive",
      });
      return;
    }
    toast({
      title: "Registration Successful",
      description: "Please check your email to confirm your account.",
      variant: "success",
      duration: CONFIRMATION_TOAST_MS,
    });
    const next = new URLSearchParams({ registered: "true", needsConfirmation: "true" });
    if (callbackUrl !== "/dashboard") next.set("callbackUrl", callbackUrl);
    router.push(`/login?${next.toString()}`);
  }

  return (
    <div className="space-y-5">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="firstName"
            label="First name"
            autoComplete="given-name"
            required
            maxLength={100}
            error={fieldErrors.firstName}
          />
          <TextField
            id="lastName"
            label="Last name"
            autoComplete="family-name"
            required
            maxLength={100}
            error={fieldErrors.lastName}
          />
        </div>
        <TextField
          id="email"
          label="Email address"
          type="email"
          autoComplete="email"
          required
          error={fieldErrors.email}
        />
        <TextField
          id="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint="At least 8 characters. A few unrelated words make a strong, memorable password."
          error={fieldErrors.password}
        />
        <CheckboxField id="confirmAdult" label="I am 18 or over" error={fieldErrors.confirmAdult} />
        <CheckboxField
          id="acceptTerms"
          label={
            <>
              I accept the{" "}
              <Link href="/terms-of-service" className="font-medium text-brand-800 underline" target="_blank">
                terms of service
              </Link>{" "}
              and have read the{" "}
              <Link href="/privacy-policy" className="font-medium text-brand-800 underline" target="_blank">
                privacy policy
              </Link>
            </>
          }
          error={fieldErrors.acceptTerms}
        />
        <SubmitButton busy={busy}>{busy ? "Creating your account…" : "Create account"}</SubmitButton>
      </form>
    </div>
  );
}
