"use client";
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { useRouter } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";

import { signIn } from "@/components/auth/auth-actions";
import { formMessageOf } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useMutation } from "@/lib/api/query-hooks";
import { apiPost } from "@/lib/api/fetch-client";

import { passkeyErrorMessage } from "./passkey-errors";

class CeremonyCancelled extends Error {}

async function passkeyAnswer(useBrowserAutofill: boolean) {
  const optionsJSON = await apiPost<PublicKeyCredentialRequestOptionsJSON>("/api/auth/passkey/options");
  try {
    return await startAuthentication({ optionsJSON, useBrowserAutofill });
  } catch (error) {
    throw new Error(passkeyErrorMessage(error));
  }
}

async function signInWithPasskey(useBrowserAutofill: boolean): Promise<string> {
  // Autofill's request is cancelled whenever another one starts or the page goes: nothing to tell.
  const response = await passkeyAnswer(useBrowserAutofill).catch((error: unknown) => {
    throw useBrowserAutofill ? new CeremonyCancelled() : error;
  });
  const step = await apiPost<{ firstName: string }>("/api/auth/passkey/verify", { response });
  const result = await signIn("credentials", { redirect: false });
  if (!result?.ok) throw new Error(result?.error ?? "Sign-in failed");
  return step.firstName;
}

const noSubscription = () => () => undefined;

export function PasskeySignIn({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const supported = useSyncExternalStore(noSubscription, browserSupportsWebAuthn, () => false);
  const passkey = useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (firstName) => {
      toast({ title: "Login Successful", description: `Welcome back, ${firstName}!`, variant: "success" });
      router.replace(callbackUrl);
      router.refresh();
    },
  });
  const { mutate } = passkey;
  useEffect(() => {
    // Conditional UI: the browser offers this site's passkeys in the email field's suggestions.
    void browserSupportsWebAuthnAutofill().then((autofill) => {
      if (autofill) mutate(true);
    });
    return () => WebAuthnAbortService.cancelCeremony();
  }, [mutate]);
  if (!supported) return null;
  const error = passkey.error instanceof CeremonyCancelled ? null : passkey.error;
  const busy = (passkey.isPending && !passkey.variables) || passkey.isSuccess;
  return (
    <div className="space-y-3">
      {error ? <Alert>{formMessageOf(error)}</Alert> : null}
      <Button variant="outline" className="w-full" disabled={busy} onClick={() => mutate(false)}>
        {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </Button>
    </div>
  );
}
