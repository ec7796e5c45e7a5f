"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { browserSupportsWebAuthn, startRegistration } from "@simplewebauthn/browser";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";

import { SubmitButton, TextField } from "@/components/forms/fields";
import { formLevelMessageOf, formMessageOf } from "@/components/forms/form-errors";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { submitWithMutation } from "@/components/forms/submit-with-mutation";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useMutation } from "@/lib/api/query-hooks";
import { apiDelete, apiPost } from "@/lib/api/fetch-client";
import { addPasskeySchema } from "@/lib/auth/passkey-schemas";
import { passwordConfirmationSchema } from "@/lib/auth/schemas";
import type { PasskeySummary } from "@/lib/auth/queries";
import { formatDate, formatDateTime } from "@/lib/format/dates";

import { passkeyErrorMessage } from "@/components/auth/passkey-errors";

const addPasskeyFormSchema = addPasskeySchema.pick({ name: true }).extend(passwordConfirmationSchema.shape);

async function addPasskey({
  name,
  password,
}: z.output<typeof addPasskeyFormSchema>): Promise<{ name: string }> {
  const optionsJSON = await apiPost<PublicKeyCredentialCreationOptionsJSON>("/api/account/passkeys/options", {
    password,
  });
  let response;
  try {
    response = await startRegistration({ optionsJSON });
  } catch (error) {
    throw new Error(passkeyErrorMessage(error));
  }
  return apiPost<{ name: string }>("/api/account/passkeys", { name, response });
}

const noSubscription = () => () => undefined;

export function PasskeysPanel({ passkeys }: { passkeys: PasskeySummary[] }) {
  const supported = useSyncExternalStore(noSubscription, browserSupportsWebAuthn, () => true);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        A passkey signs you in with your phone, computer or security key — the fingerprint, face or PIN you
        already use to unlock it. There is no password to type, and no code: it counts as both steps.
      </p>
      {passkeys.length > 0 ? (
        <ul
          aria-label="Your passkeys"
          className="divide-y divide-slate-200 rounded-md border border-slate-200"
        >
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">You have no passkeys yet.</p>
      )}
      {supported ? (
        <AddPasskeyForm />
      ) : (
        <Alert tone="info">This browser cannot create passkeys. Try a recent version of your browser.</Alert>
      )}
    </div>
  );
}

function AddPasskeyForm() {
  const router = useRouter();
  const form = useForm({
    resolver: zodResolver(addPasskeyFormSchema),
    defaultValues: { name: "", password: "" },
  });
  const add = useMutation({
    mutationFn: addPasskey,
    onSuccess: (created) => {
      toast({
        title: "Passkey added",
        description: `“${created.name}” can now sign you in.`,
        variant: "success",
      });
      form.reset();
      router.refresh();
    },
    onError: (error) => setServerFieldErrors(form.setError, error, ["name", "password"]),
  });
  const formMessage = formLevelMessageOf(add.error, ["name", "password"]);
  return (
    <form onSubmit={submitWithMutation(form.handleSubmit, add)} noValidate className="max-w-md space-y-3">
      {formMessage ? <Alert>{formMessage}</Alert> : null}
      <TextField
        label="Name for the new passkey"
        hint="So you can tell your passkeys apart, for example “My phone” or “Work laptop”."
        autoComplete="off"
        maxLength={60}
        required
        error={form.formState.errors.name?.message}
        {...form.register("name")}
      />
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        hint="A passkey opens your account on its own, so we check it is you first."
        required
        error={form.formState.errors.password?.message}
        {...form.register("password")}
      />
      <SubmitButton busy={add.isPending} className="sm:w-auto">
        {add.isPending ? "Waiting for your device…" : "Add a passkey"}
      </SubmitButton>
    </form>
  );
}

function PasskeyRow({ passkey }: { passkey: PasskeySummary }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => apiDelete(`/api/account/passkeys/${passkey.id}`),
    onSuccess: () => {
      toast({ title: "Passkey removed", description: `“${passkey.name}” can no longer sign you in.` });
      router.refresh();
    },
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
      <div>
        <p className="font-semibold text-slate-900">{passkey.name}</p>
        <p className="text-slate-600">
          Added {formatDate(passkey.createdAt)} ·{" "}
          {passkey.lastUsedAt ? `last used ${formatDateTime(passkey.lastUsedAt)}` : "not used yet"}
        </p>
      </div>
      {remove.error ? <Alert className="w-full">{formMessageOf(remove.error)}</Alert> : null}
      {confirming ? (
        <div
          role="group"
          aria-label={`Remove ${passkey.name}?`}
          className="flex flex-wrap items-center gap-2"
        >
          <span ref={(node) => node?.focus()} tabIndex={-1} className="outline-none">
            Remove “{passkey.name}”?
          </span>
          <Button size="sm" variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate()}>
            Yes, remove it
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      ) : (
        <Button
          size="sm"
          variant="destructive-outline"
          aria-label={`Remove ${passkey.name}`}
          onClick={() => setConfirming(true)}
        >
          Remove
        </Button>
      )}
    </li>
  );
}
