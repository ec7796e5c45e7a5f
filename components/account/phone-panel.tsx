"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { SixDigitCodeField, SubmitButton, TextField } from "@/components/forms/fields";
import { formLevelMessageOf } from "@/components/forms/form-errors";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { submitWithMutation } from "@/components/forms/submit-with-mutation";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useMutation } from "@/lib/api/query-hooks";
import { apiPost } from "@/lib/api/fetch-client";
import { passwordConfirmationSchema, phoneNumberSchema, textCodeSchema } from "@/lib/auth/schemas";

import { RecoveryCodes } from "./two-factor-panel";

export type PhonePanelProps = { phone: { maskedNumber: string; verified: boolean } | null };

type Sent = { number: string; sentTo: string };

const focusWhenShown = (node: HTMLElement | null) => node?.focus();

export function PhonePanel({ phone }: PhonePanelProps) {
  const router = useRouter();
  const [sent, setSent] = useState<Sent | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const done = () => {
    setSent(null);
    setRecoveryCodes(null);
    router.refresh();
  };
  if (recoveryCodes) {
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        onSaved={done}
        intro="Text-message codes are on. From now on, signing in asks for a code we text you."
      />
    );
  }
  if (phone?.verified) return <RemovePhone maskedNumber={phone.maskedNumber} />;
  if (sent) {
    return (
      <VerifyPhone
        sent={sent}
        onResent={setSent}
        onChangeNumber={() => setSent(null)}
        onVerified={(codes) => {
          toast({ title: "Text-message codes are on", variant: "success" });
          if (codes) setRecoveryCodes(codes);
          else done();
        }}
      />
    );
  }
  return <AddPhone onSent={setSent} />;
}

function useSendCode(onSent: (sent: Sent) => void, onError?: (error: Error) => void) {
  return useMutation({
    mutationFn: async ({ phone }: { phone: string }) => {
      const { sentTo } = await apiPost<{ sentTo: string }>("/api/account/phone/start", { phone });
      return { number: phone, sentTo };
    },
    onSuccess: onSent,
    onError,
  });
}

function AddPhone({ onSent }: { onSent: (sent: Sent) => void }) {
  const form = useForm({ resolver: zodResolver(phoneNumberSchema), defaultValues: { phone: "" } });
  const send = useSendCode(onSent, (error) => setServerFieldErrors(form.setError, error, ["phone"]));
  const formMessage = formLevelMessageOf(send.error, ["phone"]);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        <strong>Off.</strong> We can text a 6-digit code to your UK mobile each time you sign in with your
        password.
      </p>
      {formMessage ? <Alert>{formMessage}</Alert> : null}
      <form onSubmit={submitWithMutation(form.handleSubmit, send)} noValidate className="max-w-xs space-y-3">
        <TextField
          label="UK mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="For example 07123 456789 or +44 7123 456789."
          required
          error={form.formState.errors.phone?.message}
          {...form.register("phone")}
        />
        <SubmitButton busy={send.isPending}>Text me a code</SubmitButton>
      </form>
    </div>
  );
}

type VerifyPhoneProps = {
  sent: Sent;
  onResent: (sent: Sent) => void;
  onChangeNumber: () => void;
  onVerified: (recoveryCodes: string[] | null) => void;
};

function VerifyPhone({ sent, onResent, onChangeNumber, onVerified }: VerifyPhoneProps) {
  const form = useForm({ resolver: zodResolver(textCodeSchema), defaultValues: { code: "" } });
  const verify = useMutation({
    mutationFn: (values: { code: string }) =>
      apiPost<{ recoveryCodes: string[] | null }>("/api/account/phone/verify", values),
    onSuccess: (result) => onVerified(result.recoveryCodes),
    onError: (error) => setServerFieldErrors(form.setError, error, ["code"]),
  });
  const resend = useSendCode((again) => {
    onResent(again);
    toast({ title: "New code sent", description: `We texted a new code to ${again.sentTo}.` });
  });
  const formMessage = formLevelMessageOf(verify.error, ["code"]) ?? formLevelMessageOf(resend.error, []);
  return (
    <div className="space-y-3">
      <h3 ref={focusWhenShown} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
        Enter the code we texted to {sent.sentTo}
      </h3>
      <p className="text-sm text-slate-700">It works for 10 minutes.</p>
      {formMessage ? <Alert>{formMessage}</Alert> : null}
      <form
        onSubmit={submitWithMutation(form.handleSubmit, verify)}
        noValidate
        className="max-w-xs space-y-3"
      >
        <SixDigitCodeField error={form.formState.errors.code?.message} {...form.register("code")} />
        <SubmitButton busy={verify.isPending}>Turn on text-message codes</SubmitButton>
      </form>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={resend.isPending}
          onClick={() => resend.mutate({ phone: sent.number })}
        >
          Send a new code
        </Button>
        <Button variant="ghost" size="sm" onClick={onChangeNumber}>
          Use a different number
        </Button>
      </div>
    </div>
  );
}

function RemovePhone({ maskedNumber }: { maskedNumber: string }) {
  const router = useRouter();
  const form = useForm({
    resolver: zodResolver(passwordConfirmationSchema),
    defaultValues: { password: "" },
  });
  const remove = useMutation({
    mutationFn: (values: { password: string }) => apiPost("/api/account/phone/remove", values),
    onSuccess: () => {
      toast({ title: "Mobile number removed" });
      router.refresh();
    },
    onError: (error) => setServerFieldErrors(form.setError, error, ["password"]),
  });
  const formMessage = formLevelMessageOf(remove.error, ["password"]);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        <strong className="text-emerald-800">On.</strong> Signing in with your password can use a code texted
        to <span data-testid="masked-phone">{maskedNumber}</span>.
      </p>
      {formMessage ? <Alert>{formMessage}</Alert> : null}
      <form
        onSubmit={submitWithMutation(form.handleSubmit, remove)}
        noValidate
        className="max-w-md space-y-3"
      >
        <TextField
          label="Your password, to remove the number"
          type="password"
          autoComplete="current-password"
          required
          error={form.formState.errors.password?.message}
          {...form.register("password")}
        />
        <SubmitButton busy={remove.isPending} variant="destructive" className="sm:w-auto">
          Remove mobile number
        </SubmitButton>
      </form>
    </div>
  );
}
