"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@/lib/api/query-hooks";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";

import { SixDigitCodeField, SubmitButton, TextField } from "@/components/forms/fields";
import { formLevelMessageOf, formMessageOf } from "@/components/forms/form-errors";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { submitWithMutation } from "@/components/forms/submit-with-mutation";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { secondFactorSchema, totpCodeSchema } from "@/lib/auth/schemas";

type Setup = { secret: string; otpauthUrl: string; qrCodeSvg: string };

export type TwoFactorPanelProps = { enabled: boolean; recoveryCodesLeft: number };

const SETUP_STARTED =
  "QR code ready. Scan it with your authenticator app, or type the key shown, then enter the 6-digit code.";

// Each step replaces the last, and the button pressed with it: the new step's heading takes the focus.
const focusWhenShown = (node: HTMLElement | null) => node?.focus();

export function TwoFactorPanel({ enabled, recoveryCodesLeft }: TwoFactorPanelProps) {
  const router = useRouter();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const start = useMutation({ mutationFn: () => apiPost<Setup>("/api/account/two-factor/setup") });

  let step: ReactNode;
  if (recoveryCodes) {
    step = (
      <RecoveryCodes
        codes={recoveryCodes}
        onSaved={() => {
          setRecoveryCodes(null);
          router.refresh();
        }}
      />
    );
  } else if (enabled) step = <TurnOff recoveryCodesLeft={recoveryCodesLeft} />;
  else if (start.data) {
    step = (
      <SetUp
        setup={start.data}
        onEnabled={(codes) => {
          setRecoveryCodes(codes);
          start.reset();
        }}
      />
    );
  } else step = <StartSetUp start={start} />;
  return (
    <>
      <p role="status" className="sr-only">
        {start.data ? SETUP_STARTED : ""}
      </p>
      {step}
    </>
  );
}

type StartMutation = { mutate: () => void; isPending: boolean; error: Error | null };

function StartSetUp({ start }: { start: StartMutation }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        <strong>Off.</strong> Add a second step to signing in: a code from an authenticator app on your phone,
        so a stolen password alone cannot open your account.
      </p>
      {start.error ? <Alert>{formMessageOf(start.error)}</Alert> : null}
      <Button onClick={() => start.mutate()} disabled={start.isPending}>
        Set up two-factor authentication
      </Button>
    </div>
  );
}

// On a phone the QR code is on the same screen as the app: the key can be copied, or handed to the app.
function KeyActions({ secret, otpauthUrl }: { secret: string; otpauthUrl: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <span className="mt-2 flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          void navigator.clipboard.writeText(secret).then(() => {
            setCopied(true);
          });
        }}
      >
        Copy key
      </Button>
      <a href={otpauthUrl} className="inline-flex min-h-11 items-center font-medium text-brand-800 underline">
        Open in my authenticator app
      </a>
      <span aria-live="polite" className="text-slate-700">
        {copied ? "Key copied." : ""}
      </span>
    </span>
  );
}

function SetUp({ setup, onEnabled }: { setup: Setup; onEnabled: (recoveryCodes: string[]) => void }) {
  const form = useForm({ resolver: zodResolver(totpCodeSchema), defaultValues: { code: "" } });
  const enable = useMutation({
    mutationFn: (values: { code: string }) =>
      apiPost<{ recoveryCodes: string[] }>("/api/account/two-factor/enable", values),
    onSuccess: (result) => {
      onEnabled(result.recoveryCodes);
      toast({ title: "Two-factor authentication is on", variant: "success" });
    },
    onError: (error) => setServerFieldErrors(form.setError, error, ["code"]),
  });
  const formMessage = formLevelMessageOf(enable.error, ["code"]);
  return (
    <div className="space-y-4">
      <h3 ref={focusWhenShown} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
        Set up your authenticator app
      </h3>
      <ol className="list-decimal space-y-4 pl-5 text-sm text-slate-700">
        <li>
          Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft
          Authenticator or 1Password).
          <div
            className="mt-3 size-48 rounded border border-slate-200 bg-white p-2 [&>svg]:size-full"
            role="img"
            aria-label="QR code for your authenticator app"
            dangerouslySetInnerHTML={{ __html: setup.qrCodeSvg }}
          />
        </li>
        <li>
          Or type this key into the app:{" "}
          <code
            data-testid="totp-secret"
            className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-slate-900"
          >
            {setup.secret}
          </code>
          <KeyActions secret={setup.secret} otpauthUrl={setup.otpauthUrl} />
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      {formMessage ? <Alert>{formMessage}</Alert> : null}
      <form
        onSubmit={submitWithMutation(form.handleSubmit, enable)}
        noValidate
        className="max-w-xs space-y-3"
      >
        <SixDigitCodeField error={form.formState.errors.code?.message} {...form.register("code")} />
        <SubmitButton busy={enable.isPending}>Turn on two-factor authentication</SubmitButton>
      </form>
    </div>
  );
}

function TurnOff({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const router = useRouter();
  const form = useForm({
    // Either an app code or a recovery code is accepted, so the message names both.
    resolver: zodResolver(secondFactorSchema, {
      error: () => "Enter the 6-digit code from your authenticator app, or a recovery code",
    }),
    defaultValues: { code: "" },
  });
  const disable = useMutation({
    mutationFn: (values: { code: string }) => apiPost("/api/account/two-factor/disable", values),
    onSuccess: () => {
      toast({ title: "Two-factor authentication is off" });
      router.refresh();
    },
    onError: (error) => setServerFieldErrors(form.setError, error, ["code"]),
  });
  const formMessage = formLevelMessageOf(disable.error, ["code"]);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        <strong className="text-emerald-800">On.</strong> Signing in asks for a code from your authenticator
        app. Recovery codes left: {recoveryCodesLeft}.
      </p>
      {formMessage ? <Alert>{formMessage}</Alert> : null}
      <form
        onSubmit={submitWithMutation(form.handleSubmit, disable)}
        noValidate
        className="max-w-md space-y-3"
      >
        <TextField
          label="Code from your app, or a recovery code"
          autoComplete="one-time-code"
          required
          error={form.formState.errors.code?.message}
          {...form.register("code")}
        />
        <SubmitButton busy={disable.isPending} variant="destructive" className="sm:w-auto">
          Turn off two-factor authentication
        </SubmitButton>
      </form>
    </div>
  );
}

export function RecoveryCodes({
  codes,
  onSaved,
  intro = "Two-factor authentication is on. From now on, signing in asks for a code from your app.",
}: {
  codes: string[];
  onSaved: () => void;
  intro?: string;
}) {
  // The clipboard is missing outside secure contexts (plain http): that fails here too, with the toast.
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast({ title: "Recovery codes copied" });
    } catch {
      toast({
        title: "Could not copy",
        description: "Please copy the codes by hand.",
        variant: "destructive",
      });
    }
  }
  return (
    <div className="space-y-4">
      <Alert tone="success">{intro}</Alert>
      <div>
        <h3 ref={focusWhenShown} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
          Your recovery codes
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          Keep these somewhere safe, such as a password manager. Each works once if you lose your phone. This
          is the only time we show them.
        </p>
        <ul aria-label="Recovery codes" className="mt-3 grid max-w-md grid-cols-2 gap-2 font-mono text-sm">
          {codes.map((code) => (
            <li key={code} className="rounded border border-slate-200 bg-slate-50 px-3 py-1.5 text-center">
              {code}
            </li>
          ))}
        </ul>
        <div className="mt-3 flex gap-3">
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            Copy codes
          </Button>
          <Button size="sm" onClick={onSaved}>
            I have saved my codes
          </Button>
        </div>
      </div>
    </div>
  );
}
