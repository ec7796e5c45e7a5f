"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@/lib/api/query-hooks";
import { getSession } from "next-auth/react";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";

import { signIn } from "@/components/auth/auth-actions";
import { SubmitButton, TextField } from "@/components/forms/fields";
import { formMessageOf } from "@/components/forms/form-errors";
import { submitWithMutation } from "@/components/forms/submit-with-mutation";
import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { secondFactorSchema } from "@/lib/auth/schemas";
import { cn } from "@/lib/utils/cn";

const MISSING_CODE = {
  totp: "Enter the 6-digit code from your authenticator app",
  text: "Enter the 6-digit code we texted you",
  recovery: "Enter one of your recovery codes",
} as const;

export type SecondFactors = { app: boolean; textTo: string | null };

async function verifyCode({ code }: { code: string }): Promise<string> {
  const result = await signIn("credentials", { redirect: false, code });
  if (!result?.ok) {
    throw new Error(
      result?.error && result.error !== "CredentialsSignin" ? result.error : "That code is not valid.",
    );
  }
  return (await getSession().catch(() => null))?.user.firstName ?? "";
}

type CodeFieldProps = UseFormRegisterReturn<"code"> & {
  recovery: boolean;
  factors: SecondFactors;
  error?: string;
};

function codeHint({ app, textTo }: SecondFactors): string {
  if (app && textTo) return "The 6-digit code your authenticator app shows now, or the one we texted you.";
  return textTo
    ? "The 6-digit code we texted you. It works for 10 minutes."
    : "The 6-digit code your authenticator app shows now.";
}

// The page asks for one thing, so its field takes the focus (and the other kind's, when switched to).
function CodeField({ recovery, factors, error, ...input }: CodeFieldProps) {
  return recovery ? (
    <TextField
      key="recovery"
      label="Recovery code"
      autoFocus
      autoComplete="off"
      spellCheck={false}
      required
      hint="For example K7Q2M-9XW4T. Each code works once."
      error={error}
      {...input}
    />
  ) : (
    <TextField
      key="totp"
      label="Authentication code"
      autoFocus
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      hint={codeHint(factors)}
      error={error}
      {...input}
    />
  );
}

const APP_ONLY: SecondFactors = { app: true, textTo: null };

export function Verify2faForm({
  callbackUrl,
  factors = APP_ONLY,
}: {
  callbackUrl: string;
  factors?: SecondFactors;
}) {
  const router = useRouter();
  const [useRecovery, setUseRecovery] = useState(false);
  const form = useForm({
    resolver: zodResolver(secondFactorSchema, {
      error: () =>
        useRecovery ? MISSING_CODE.recovery : factors.app ? MISSING_CODE.totp : MISSING_CODE.text,
    }),
    defaultValues: { code: "" },
  });
  const verify = useMutation({
    mutationFn: verifyCode,
    onSuccess: (name) => {
      toast({ title: "Login Successful", description: `Welcome back, ${name}!`, variant: "success" });
      router.replace(callbackUrl);
      router.refresh();
    },
    onError: (error) => {
      toast({ title: "Login Failed", description: formMessageOf(error), variant: "destructive" });
    },
  });
  const busy = verify.isPending || verify.isSuccess;

  return (
    <div className="space-y-5">
      {verify.error ? <Alert>{formMessageOf(verify.error)}</Alert> : null}
      {factors.textTo && !useRecovery ? <TextMeACode textTo={factors.textTo} /> : null}
      <form
        method="post"
        onSubmit={submitWithMutation(form.handleSubmit, verify)}
        noValidate
        className="space-y-4"
      >
        <CodeField
          recovery={useRecovery}
          factors={factors}
          error={form.formState.errors.code?.message}
          {...form.register("code")}
        />
        <SubmitButton busy={busy}>{busy ? "Checking…" : "Verify and sign in"}</SubmitButton>
      </form>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        {/* Looks like the "Start again" link beside it: the link variant, merged with cn. */}
        <button
          type="button"
          className={cn(
            buttonVariants({ variant: "link", size: "sm" }),
            "px-0 font-medium no-underline hover:underline",
          )}
          onClick={() => {
            setUseRecovery(!useRecovery);
            form.reset();
            verify.reset();
          }}
        >
          {useRecovery
            ? factors.app
              ? "Use a code from my app instead"
              : "Use a texted code instead"
            : "Use a recovery code instead"}
        </button>
        <Link href="/login" className="self-center font-medium text-slate-700 hover:underline">
          Start again
        </Link>
      </div>
    </div>
  );
}

function TextMeACode({ textTo }: { textTo: string }) {
  const text = useMutation({ mutationFn: () => apiPost<{ sentTo: string }>("/api/auth/two-factor/text") });
  return (
    <div className="space-y-2">
      <p role="status" className="text-sm text-slate-700">
        {text.data ? `We texted a code to ${text.data.sentTo}. It works for 10 minutes.` : ""}
      </p>
      {text.error ? <Alert>{formMessageOf(text.error)}</Alert> : null}
      <Button variant="outline" className="w-full" disabled={text.isPending} onClick={() => text.mutate()}>
        {text.data ? "Send a new code" : `Text a code to ${textTo}`}
      </Button>
    </div>
  );
}
