"use client";

// The contact form (SPEC.md §2 /contact): checked in the browser with the server's own schema,
// sent with the one fetch client, field errors shown beside their fields, then a clear success
// or error state. The hidden `website` field is a honeypot: people never see it, bots fill it.
import { CheckCircle2 } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import * as z from "zod/mini";

import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  contactMessageSchema,
} from "@/lib/contact/schemas";
import { isClientError } from "@/lib/errors/client-error";
import { cn } from "@/lib/utils/cn";

type FieldName = "name" | "email" | "subject" | "message";
type Values = Record<FieldName, string> & { [CONTACT_HONEYPOT_FIELD]: string };
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELDS: readonly FieldName[] = ["name", "email", "subject", "message"];
const EMPTY: Values = { name: "", email: "", subject: "", message: "", [CONTACT_HONEYPOT_FIELD]: "" };

export const CONTACT_SUCCESS_MESSAGE =
  "Thanks — your message has been sent. We aim to reply within 5 working days.";

function isFieldName(value: string): value is FieldName {
  return (FIELDS as readonly string[]).includes(value);
}

/** The first message per field, from zod issues or from the API's `details.fieldErrors`. */
function fieldErrorsFrom(entries: Iterable<[string, string]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of entries) {
    if (isFieldName(field) && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

function serverFieldErrors(details: unknown): FieldErrors {
  if (typeof details !== "object" || details === null || !("fieldErrors" in details)) return {};
  const { fieldErrors } = details;
  if (typeof fieldErrors !== "object" || fieldErrors === null) return {};
  return fieldErrorsFrom(
    Object.entries(fieldErrors).flatMap(([field, messages]): [string, string][] =>
      Array.isArray(messages) && typeof messages[0] === "string" ? [[field, messages[0]]] : [],
    ),
  );
}

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

const inputClass =
  "mt-1 block w-full rounded-md border px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600";

export function ContactForm() {
  const formId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<"idle" | "sending" | "sent">("idle");
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  const ids = Object.fromEntries(FIELDS.map((field) => [field, `${formId}-${field}`])) as Record<
    FieldName,
    string
  >;

  function update(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    // A field's error goes as soon as it is edited; the next submit checks again.
    if (isFieldName(name)) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function showErrors(next: FieldErrors): void {
    setErrors(next);
    const first = FIELDS.find((field) => next[field] !== undefined);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[first])}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setFailure(null);
    const parsed = z.safeParse(contactMessageSchema, values);
    if (!parsed.success) {
      showErrors(
        fieldErrorsFrom(
          parsed.error.issues.map((issue): [string, string] => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setStatus("sending");
    try {
      await apiPost<{ id: string }>("/api/contact", values);
      setStatus("sent");
      setValues(EMPTY);
      setErrors({});
      toast({
        title: "Message sent",
        description: "We aim to reply within 5 working days.",
        variant: "success",
      });
      // Move focus to the confirmation so screen-reader and keyboard users land on it.
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (error) {
      setStatus("idle");
      if (isClientError(error) && error.code === "VALIDATION_ERROR")
        showErrors(serverFieldErrors(error.details));
      const message = failureMessage(error);
      setFailure(message);
      toast({ title: "Message not sent", description: message, variant: "destructive" });
    }
  }

  if (status === "sent") {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        className="rounded-xl border border-brand-200 bg-brand-50 p-6 text-brand-900"
      >
        <p className="flex items-center gap-2 text-lg font-semibold">
          <CheckCircle2 aria-hidden="true" className="size-6 text-brand-700" />
          Message sent
        </p>
        <p className="mt-2">{CONTACT_SUCCESS_MESSAGE}</p>
        <button
          type="button"
          onClick={() => setStatus("idle")}
          className="mt-4 rounded-md border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-100"
        >
          Send another message
        </button>
      </div>
    );
  }

  const describedBy = (field: FieldName, hint?: string) =>
    [hint, errors[field] ? `${ids[field]}-error` : undefined].filter(Boolean).join(" ") || undefined;

  const fieldError = (field: FieldName) =>
    errors[field] ? (
      <p id={`${ids[field]}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[field]}
      </p>
    ) : null;

  const borderFor = (field: FieldName) => (errors[field] ? "border-red-600" : "border-slate-300");
  const messageLength = values.message.trim().length;

  return (
    // method="post": without JavaScript the browser must never put the message into a URL.
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={submit}
      aria-label="Contact form"
      className="space-y-5"
    >
      <p className="text-sm text-slate-600">All fields are required.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.name} className="block text-sm font-medium text-slate-900">
            Your name
          </label>
          <input
            id={ids.name}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.nameMax}
            value={values.name}
            onChange={update}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("name")}
            className={cn(inputClass, borderFor("name"))}
          />
          {fieldError("name")}
        </div>
        <div>
          <label htmlFor={ids.email} className="block text-sm font-medium text-slate-900">
            Email address
          </label>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={CONTACT_LIMITS.emailMax}
            value={values.email}
            onChange={update}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email")}
            className={cn(inputClass, borderFor("email"))}
          />
          {fieldError("email")}
        </div>
      </div>

      <div>
        <label htmlFor={ids.subject} className="block text-sm font-medium text-slate-900">
          Subject
        </label>
        <select
          id={ids.subject}
          name="subject"
          required
          value={values.subject}
          onChange={update}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={describedBy("subject")}
          className={cn(inputClass, borderFor("subject"), "bg-white")}
        >
          <option value="" disabled>
            Choose a subject
          </option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject.value} value={subject.value}>
              {subject.label}
            </option>
          ))}
        </select>
        {fieldError("subject")}
      </div>

      <div>
        <label htmlFor={ids.message} className="block text-sm font-medium text-slate-900">
          Message
        </label>
        <textarea
          id={ids.message}
          name="message"
          required
          rows={8}
          minLength={CONTACT_LIMITS.messageMin}
          maxLength={CONTACT_LIMITS.messageMax}
          value={values.message}
          onChange={update}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message", `${ids.message}-hint`)}
          className={cn(inputClass, borderFor("message"))}
        />
        <p id={`${ids.message}-hint`} className="mt-1 text-sm text-slate-600">
          Between {CONTACT_LIMITS.messageMin} and {CONTACT_LIMITS.messageMax.toLocaleString("en-GB")}{" "}
          characters
          <span aria-hidden="true"> ({messageLength.toLocaleString("en-GB")} so far)</span>.
        </p>
        {fieldError("message")}
      </div>

      {/* Honeypot: off-screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${formId}-website`}>Leave this field empty</label>
        <input
          id={`${formId}-website`}
          name={CONTACT_HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values[CONTACT_HONEYPOT_FIELD]}
          onChange={update}
        />
      </div>

      {failure ? (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-800"
        >
          {failure}
        </div>
      ) : null}

      <button
        type="submit"
        disabled={status === "sending"}
        className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60"
      >
        {status === "sending" ? "Sending…" : "Send message"}
      </button>
    </form>
  );
}
