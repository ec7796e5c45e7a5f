"use client";
// The signed-in user's review of a product: write it, edit it, delete it (PUT/DELETE
// /api/supplements/{id}/reviews/mine). Checked in the browser with the server's own schema; the
// page re-renders on the server afterwards, so the average, count and list update.
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";

import { FormAlert, SubmitButton } from "@/components/forms/fields";
import { fieldErrorsOf, formMessageOf, type FieldErrors } from "@/components/forms/form-errors";
import { toast } from "@/components/ui/use-toast";
import { apiDelete, apiPut } from "@/lib/api/fetch-client";
import { REVIEW_LIMITS, reviewInputSchema } from "@/lib/reviews/schemas";
import { cn } from "@/lib/utils/cn";

export type ReviewFormValues = { rating: number | null; title: string; body: string };

export type ReviewFormProps = {
  supplementId: string;
  /** The user's existing review, or null to write one. */
  initial: { rating: number; title: string | null; body: string } | null;
};

const EMPTY: ReviewFormValues = { rating: null, title: "", body: "" };
const inputClass =
  "block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-500";

export function reviewPath(supplementId: string): string {
  return `/api/supplements/${encodeURIComponent(supplementId)}/reviews/mine`;
}

/** The first message per field from the shared schema, or null when the values are valid. */
export function validateReview(values: ReviewFormValues): FieldErrors | null {
  const result = reviewInputSchema.safeParse({
    rating: values.rating ?? undefined,
    title: values.title,
    body: values.body,
  });
  if (result.success) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

export function ReviewForm({ supplementId, initial }: ReviewFormProps) {
  const router = useRouter();
  const formId = useId();
  const [exists, setExists] = useState(initial !== null);
  const [values, setValues] = useState<ReviewFormValues>(
    initial ? { rating: initial.rating, title: initial.title ?? "", body: initial.body } : EMPTY,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"save" | "delete" | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const ids = { title: `${formId}-title`, body: `${formId}-body`, rating: `${formId}-rating` };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = validateReview(values);
    setErrors(invalid ?? {});
    setFormError(null);
    if (invalid) return;
    setBusy("save");
    try {
      await apiPut(reviewPath(supplementId), {
        rating: values.rating,
        title: values.title,
        body: values.body,
      });
      toast({
        title: exists ? "Review updated" : "Review posted",
        description: "Thank you for sharing your experience.",
        variant: "success",
      });
      setExists(true);
      router.refresh();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFormError(formMessageOf(error));
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (busy) return;
    setBusy("delete");
    setFormError(null);
    try {
      await apiDelete(reviewPath(supplementId));
      toast({ title: "Review deleted", variant: "success" });
      setExists(false);
      setValues(EMPTY);
      setErrors({});
      setConfirmingDelete(false);
      router.refresh();
    } catch (error) {
      setFormError(formMessageOf(error));
    } finally {
      setBusy(null);
    }
  }

  const describedBy = (field: string, hint?: string) =>
    [hint, errors[field] ? `${formId}-${field}-error` : null].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: string) =>
    errors[field] ? (
      <p id={`${formId}-${field}-error`} className="mt-1 text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form
      onSubmit={save}
      noValidate
      aria-labelledby={`${formId}-heading`}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h3 id={`${formId}-heading`} className="text-lg font-semibold text-slate-900">
        {exists ? "Edit your review" : "Write a review"}
      </h3>
      {formError ? <FormAlert>{formError}</FormAlert> : null}

      <fieldset aria-describedby={describedBy("rating")}>
        <legend className="text-sm font-medium text-slate-800">Your rating</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((star) => (
            <label
              key={star}
              className={cn(
                "flex cursor-pointer items-center gap-1 rounded-md border px-3 py-1.5 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                errors.rating ? "border-red-500" : "border-slate-300",
              )}
            >
              <input
                type="radio"
                name={ids.rating}
                value={star}
                checked={values.rating === star}
                onChange={() => setValues((current) => ({ ...current, rating: star }))}
                className="sr-only"
              />
              <span aria-hidden="true" className="text-amber-500">
                {"★".repeat(star)}
              </span>
              <span>{star === 1 ? "1 star" : `${star} stars`}</span>
            </label>
          ))}
        </div>
        {fieldError("rating")}
      </fieldset>

      <div>
        <label htmlFor={ids.title} className="block text-sm font-medium text-slate-800">
          Title (optional)
        </label>
        <input
          id={ids.title}
          type="text"
          maxLength={REVIEW_LIMITS.titleMax}
          value={values.title}
          onChange={(event) => setValues((current) => ({ ...current, title: event.target.value }))}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy("title")}
          className={cn(inputClass, errors.title ? "border-red-500" : "border-slate-300")}
        />
        {fieldError("title")}
      </div>

      <div>
        <label htmlFor={ids.body} className="block text-sm font-medium text-slate-800">
          Your review
        </label>
        <textarea
          id={ids.body}
          rows={6}
          required
          minLength={REVIEW_LIMITS.bodyMin}
          maxLength={REVIEW_LIMITS.bodyMax}
          value={values.body}
          onChange={(event) => setValues((current) => ({ ...current, body: event.target.value }))}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={describedBy("body", `${ids.body}-hint`)}
          className={cn(inputClass, errors.body ? "border-red-500" : "border-slate-300")}
        />
        <p id={`${ids.body}-hint`} className="mt-1 text-sm text-slate-600">
          Between {REVIEW_LIMITS.bodyMin} and {REVIEW_LIMITS.bodyMax.toLocaleString("en-GB")} characters
          <span aria-hidden="true"> ({values.body.trim().length.toLocaleString("en-GB")} so far)</span>. Share
          your own experience; please do not give medical advice. Your first name and last initial are shown
          with it.
        </p>
        {fieldError("body")}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={busy === "save"} className="sm:w-auto">
          {busy === "save" ? "Saving…" : exists ? "Update review" : "Post review"}
        </SubmitButton>
        {exists && !confirmingDelete ? (
          <button
            type="button"
            onClick={() => setConfirmingDelete(true)}
            className="rounded-md border border-red-300 px-4 py-2.5 font-semibold text-red-800 hover:bg-red-50"
          >
            Delete review
          </button>
        ) : null}
      </div>
      {exists && confirmingDelete ? (
        <div
          role="alertdialog"
          aria-labelledby={`${formId}-confirm`}
          className="flex flex-wrap items-center gap-3 rounded-md bg-red-50 p-3 ring-1 ring-red-200"
        >
          <p id={`${formId}-confirm`} className="text-sm font-medium text-red-900">
            Delete your review of this product? This cannot be undone.
          </p>
          <button
            type="button"
            onClick={remove}
            disabled={busy !== null}
            className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
          >
            {busy === "delete" ? "Deleting…" : "Yes, delete it"}
          </button>
          <button
            type="button"
            onClick={() => setConfirmingDelete(false)}
            className="rounded-md px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-white"
          >
            Cancel
          </button>
        </div>
      ) : null}
    </form>
  );
}
