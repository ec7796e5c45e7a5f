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
import { buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { secondFactorSchema } from "@/lib/auth/schemas";
import { cn } from "@/lib/utils/cn";

const MISSING_CODE = {
  totp: "Enter the 6-digit code from your authenticator app",
  recovery: "Enter one of your recovery codes",
} as const;

async function verifyCode({ code }: { code: string }): Promise<string> {
  const result = await signIn("credentials", { redirect: false, code });
  if (!result?.ok) {
    throw new Error(
      result?.error && result.error !== "CredentialsSignin" ? result.error : "That code is not valid.",
    );
  }
  return (await getSession().catch(() => null))?.user.firstName ?? "";
}

type CodeFieldProps = UseFormRegisterReturn<"code"> & { recovery: boolean; error?: string };

// The page asks for one thing, so its field takes the focus (and the other kind's, when switched to).
function CodeField({ recovery, error, ...input }: CodeFieldProps) {
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
      hint="The 6-digit code your authenticator app shows now."
      error={error}
      {...input}
    />
  );
}

export function Verify2faForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [useRecovery, setUseRecovery] = useState(false);
  const form = useForm({
    resolver: zodResolver(secondFactorSchema, {
      error: () => (useRecovery ? MISSING_CODE.recovery : MISSING_CODE.totp),
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
      <form
        method="post"
        onSubmit={submitWithMutation(form.handleSubmit, verify)}
        noValidate
        className="space-y-4"
      >
        <CodeField
          recovery={useRecovery}
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
          {useRecovery ? "Use a code from my app instead" : "Use a recovery code instead"}
        </button>
        <Link href="/login" className="self-center font-medium text-slate-700 hover:underline">
          Start again
        </Link>
      </div>
    </div>
  );
}
