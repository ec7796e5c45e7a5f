"use client";

// Signed in, the reply goes to the account's address, so the email field is only asked of signed-out people.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type UseFormReturn } from "react-hook-form";
import type * as z from "zod/mini";

import { useSession } from "@/components/auth/session";
import { FormField } from "@/components/forms/fields";
import { Honeypot } from "@/components/forms/honeypot";
import { SentNotice } from "@/components/forms/sent-notice";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { submitWithMutation } from "@/components/forms/submit-with-mutation";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/input";
import { apiPost } from "@/lib/api/fetch-client";
import { useMutation } from "@/lib/api/query-hooks";
import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS } from "@/lib/contact/schemas";
import { CORRECTION_LIMITS, correctionSchema } from "@/lib/corrections/schemas";
import { isClientError } from "@/lib/errors/client-error";

type Correction = z.output<typeof correctionSchema>;
type CorrectionFormValues = UseFormReturn<z.input<typeof correctionSchema>, unknown, Correction>;

const FIELDS = ["concerns", "details", "source", "name", "email"] as const;

function failureMessage(error: unknown): string {
  if (!isClientError(error)) return "Your correction could not be sent. Please try again.";
  switch (error.code) {
    case "RATE_LIMIT_EXCEEDED":
      return "You have sent several corrections in the last hour, so we can’t take another just now. Please try again later.";
    case "VALIDATION_ERROR":
      return "Please correct the highlighted fields and try again.";
    default:
      return `Your correction could not be sent: ${error.userMessage}.`;
  }
}

export function CorrectionForm() {
  const { status } = useSession();
  const signedIn = status === "authenticated";
  const form: CorrectionFormValues = useForm({
    resolver: zodResolver(correctionSchema),
    defaultValues: {
      concerns: "",
      details: "",
      source: "",
      name: "",
      email: "",
      [CONTACT_HONEYPOT_FIELD]: "",
    },
  });
  const send = useMutation({
    mutationFn: (correction: Correction) => apiPost<{ id: string }>("/api/corrections", correction),
    onSuccess: () => form.reset(),
    onError: (error) => {
      setServerFieldErrors(form.setError, error, FIELDS);
    },
  });

  if (send.isSuccess) return <CorrectionSent onAgain={() => send.reset()} />;

  return (
    <form
      method="post"
      noValidate
      onSubmit={submitWithMutation(form.handleSubmit, send)}
      aria-label="Report an error"
      className="space-y-5"
    >
      <CorrectionFields form={form} />
      {signedIn ? (
        <p className="text-sm text-slate-700">
          You are signed in: we will reply to your account’s email address if we need to.
        </p>
      ) : (
        <SenderFields form={form} />
      )}
      <Honeypot registration={form.register(CONTACT_HONEYPOT_FIELD)} />
      {send.error ? <Alert className="font-medium">{failureMessage(send.error)}</Alert> : null}
      <Button type="submit" size="lg" disabled={send.isPending}>
        {send.isPending ? "Sending…" : "Send correction"}
      </Button>
    </form>
  );
}

function CorrectionSent({ onAgain }: { onAgain: () => void }) {
  return (
    <SentNotice title="Correction sent" againLabel="Report another error" onAgain={onAgain}>
      Thank you. We check every correction against its source before we change the checker, and we may write
      to you if we have a question.
    </SentNotice>
  );
}

function CorrectionFields({ form }: { form: CorrectionFormValues }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField
        label="What is it about?"
        hint="The supplement, medicine or condition, e.g. “magnesium with alendronic acid”."
        error={errors.concerns?.message}
      >
        {(control) => (
          <Input
            {...control}
            type="text"
            required
            maxLength={CORRECTION_LIMITS.concernsMax}
            {...form.register("concerns")}
          />
        )}
      </FormField>
      <FormField
        label="What is wrong?"
        hint="What the checker said or missed, and what it should say."
        error={errors.details?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            required
            rows={6}
            minLength={CORRECTION_LIMITS.detailsMin}
            maxLength={CORRECTION_LIMITS.detailsMax}
            {...form.register("details")}
          />
        )}
      </FormField>
      <FormField
        label="Source (optional)"
        hint="A web address that says so: an SmPC, an NHS page, a monograph."
        error={errors.source?.message}
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={CORRECTION_LIMITS.sourceMax}
            {...form.register("source")}
          />
        )}
      </FormField>
    </>
  );
}

function SenderFields({ form }: { form: CorrectionFormValues }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label="Your name (optional)" error={errors.name?.message}>
        {(control) => (
          <Input
            {...control}
            type="text"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.nameMax}
            {...form.register("name")}
          />
        )}
      </FormField>
      <FormField
        label="Email address"
        hint="Needed so that we can ask you about it."
        error={errors.email?.message}
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            required
            maxLength={CONTACT_LIMITS.emailMax}
            {...form.register("email")}
          />
        )}
      </FormField>
    </div>
  );
}
