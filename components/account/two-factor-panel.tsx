"use client";
// Two-factor authentication: set up (QR code and manual key, confirm with a code, ten recovery
// codes shown once) and turn off (with a code).
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

import { FormAlert, SubmitButton, TextField } from "@/components/forms/fields";
import { fieldErrorsOf, formMessageOf } from "@/components/forms/form-errors";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";

type Setup = { secret: string; otpauthUrl: string; qrCodeSvg: string };

export function TwoFactorPanel({
  enabled,
  recoveryCodesLeft,
}: {
  enabled: boolean;
  recoveryCodesLeft: number;
}) {
  const router = useRouter();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setBusy(true);
    setError(null);
    try {
      setSetup(await apiPost<Setup>("/api/account/two-factor/setup"));
    } catch (failure) {
      setError(formMessageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    setBusy(true);
    setError(null);
    try {
      const result = await apiPost<{ recoveryCodes: string[] }>("/api/account/two-factor/enable", { code });
      setRecoveryCodes(result.recoveryCodes);
      setSetup(null);
      toast({ title: "Two-factor authentication is on", variant: "success" });
    } catch (failure) {
      setError(fieldErrorsOf(failure).code ?? formMessageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  async function disable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    setBusy(true);
    setError(null);
    try {
      await apiPost("/api/account/two-factor/disable", { code });
      toast({ title: "Two-factor authentication is off" });
      router.refresh();
    } catch (failure) {
      setError(fieldErrorsOf(failure).code ?? formMessageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  if (recoveryCodes) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">
          Two-factor authentication is on. From now on, signing in asks for a code from your app.
        </FormAlert>
        <div>
          <h3 className="font-semibold text-slate-900">Your recovery codes</h3>
          <p className="mt-1 text-sm text-slate-700">
            Keep these somewhere safe, such as a password manager. Each works once if you lose your phone.
            This is the only time we show them.
          </p>
          <ul aria-label="Recovery codes" className="mt-3 grid max-w-md grid-cols-2 gap-2 font-mono text-sm">
            {recoveryCodes.map((code) => (
              <li key={code} className="rounded border border-slate-200 bg-slate-50 px-3 py-1.5 text-center">
                {code}
              </li>
            ))}
          </ul>
          <div className="mt-3 flex gap-3">
            <button
              type="button"
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
              onClick={() => {
                navigator.clipboard
                  ?.writeText(recoveryCodes.join("\n"))
                  .then(() => toast({ title: "Recovery codes copied" }))
                  .catch(() =>
                    toast({
                      title: "Could not copy",
                      description: "Please copy the codes by hand.",
                      variant: "destructive",
                    }),
                  );
              }}
            >
              Copy codes
            </button>
            <button
              type="button"
              className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
              onClick={() => {
                setRecoveryCodes(null);
                router.refresh();
              }}
            >
              I have saved my codes
            </button>
          </div>
        </div>
      </div>
    );
  }

  if (enabled) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          <strong className="text-emerald-800">On.</strong> Signing in asks for a code from your authenticator
          app. Recovery codes left: {recoveryCodesLeft}.
        </p>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <form onSubmit={disable} className="max-w-md space-y-3">
          <TextField
            id="disable-code"
            name="code"
            label="Code from your app, or a recovery code"
            autoComplete="one-time-code"
            required
          />
          <SubmitButton busy={busy} className="bg-red-700 hover:bg-red-800 sm:w-auto">
            Turn off two-factor authentication
          </SubmitButton>
        </form>
      </div>
    );
  }

  if (setup) {
    return (
      <div className="space-y-4">
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
          </li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <form onSubmit={confirm} className="max-w-xs space-y-3">
          <TextField
            id="setup-code"
            name="code"
            label="6-digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
          />
          <SubmitButton busy={busy}>Turn on two-factor authentication</SubmitButton>
        </form>
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        <strong>Off.</strong> Add a second step to signing in: a code from an authenticator app on your phone,
        so a stolen password alone cannot open your account.
      </p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <button
        type="button"
        onClick={start}
        disabled={busy}
        className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        Set up two-factor authentication
      </button>
    </div>
  );
}
