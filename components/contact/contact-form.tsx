"use client";

// The hidden `website` field is a honeypot: people never see it, bots fill it.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@/lib/api/query-hooks";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import type * as z from "zod/mini";

import { FormField } from "@/components/forms/fields";
import { Honeypot } from "@/components/forms/honeypot";
import { SentNotice } from "@/components/forms/sent-notice";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { submitWithMutation } from "@/components/forms/submit-with-mutation";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input, Textarea, Select } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  contactMessageSchema,
} from "@/lib/contact/schemas";
import { isClientError } from "@/lib/errors/client-error";

type ContactMessage = z.output<typeof contactMessageSchema>;
type ContactForm = UseFormReturn<z.input<typeof contactMessageSchema>, unknown, ContactMessage>;

export const CONTACT_SUCCESS_MESSAGE =
  "Thanks — your message has been sent. We aim to reply within 5 working days.";

function failureMessage(error: unknown): string {
  if (!isClientError(error)) return "Your message could not be sent. Please try again.";
  switch (error.code) {
    case "RATE_LIMIT_EXCEEDED":
      return "You have sent several messages in the last hour, so we can’t take another just now. Please try again later.";
    case "VALIDATION_ERROR":
      return "Please correct the highlighted fields and try again.";
    case "NETWORK_ERROR":
    case "TIMEOUT":
      return `${error.userMessage}. Your message has not been sent.`;
    default:
      return `Your message could not be sent: ${error.userMessage}.`;
  }
}

export function ContactForm() {
  const form: ContactForm = useForm({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: "", email: "", message: "", [CONTACT_HONEYPOT_FIELD]: "" },
  });
  const send = useMutation({
    mutationFn: (message: ContactMessage) => apiPost<{ id: string }>("/api/contact", message),
    onSuccess: () => {
      form.reset();
      toast({
        title: "Message sent",
        description: "We aim to reply within 5 working days.",
        variant: "success",
      });
    },
    onError: (error) => {
      setServerFieldErrors(form.setError, error, ["name", "email", "subject", "message"]);
      toast({ title: "Message not sent", description: failureMessage(error), variant: "destructive" });
    },
  });

  if (send.isSuccess) {
    return (
      <SentNotice title="Message sent" againLabel="Send another message" onAgain={() => send.reset()}>
        {CONTACT_SUCCESS_MESSAGE}
      </SentNotice>
    );
  }

  return (
    // method="post": without JavaScript the browser must never put the message into a URL.
    <form
      method="post"
      noValidate
      onSubmit={submitWithMutation(form.handleSubmit, send)}
      aria-label="Contact form"
      className="space-y-5"
    >
      <p className="text-sm text-slate-600">All fields are required.</p>
      <ContactFields form={form} />
      {send.error ? <Alert className="font-medium">{failureMessage(send.error)}</Alert> : null}
      <Button type="submit" size="lg" disabled={send.isPending}>
        {send.isPending ? "Sending…" : "Send message"}
      </Button>
    </form>
  );
}

function ContactFields({ form }: { form: ContactForm }) {
  const { errors } = form.formState;
  const messageLength = useWatch({ control: form.control, name: "message" }).trim().length;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Your name" error={errors.name?.message}>
          {(control) => (
            <Input
              {...control}
              type="text"
              autoComplete="name"
              required
              maxLength={CONTACT_LIMITS.nameMax}
              {...form.register("name")}
            />
          )}
        </FormField>
        <FormField label="Email address" error={errors.email?.message}>
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
      <FormField label="Subject" error={errors.subject?.message}>
        {(control) => (
          <Select {...control} required defaultValue="" {...form.register("subject")}>
            <option value="" disabled>
              Choose a subject
            </option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {subject.label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        label="Message"
        error={errors.message?.message}
        hint={
          <>
            Between {CONTACT_LIMITS.messageMin} and {CONTACT_LIMITS.messageMax.toLocaleString("en-GB")}{" "}
            characters
            <span aria-hidden="true"> ({messageLength.toLocaleString("en-GB")} so far)</span>.
          </>
        }
      >
        {(control) => (
          <Textarea
            {...control}
            required
            rows={8}
            minLength={CONTACT_LIMITS.messageMin}
            maxLength={CONTACT_LIMITS.messageMax}
            {...form.register("message")}
          />
        )}
      </FormField>
      <Honeypot registration={form.register(CONTACT_HONEYPOT_FIELD)} />
    </>
  );
}
