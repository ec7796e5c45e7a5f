"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@/lib/api/query-hooks";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useController, useForm, useWatch, type UseFormReturn } from "react-hook-form";
import type * as z from "zod/mini";

import { FieldError, FormField, SubmitButton } from "@/components/forms/fields";
import { formMessageOf } from "@/components/forms/form-errors";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { submitWithMutation } from "@/components/forms/submit-with-mutation";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { apiDelete, apiPut } from "@/lib/api/fetch-client";
import { queryKeys } from "@/lib/api/query-keys";
import { REVIEW_LIMITS, reviewInputSchema } from "@/lib/reviews/schemas";
import { cn } from "@/lib/utils/cn";

type ReviewInput = z.input<typeof reviewInputSchema>;
type ReviewOutput = z.output<typeof reviewInputSchema>;
type ReviewForm = UseFormReturn<ReviewInput, unknown, ReviewOutput>;

export type ReviewFormProps = {
  supplementId: string;
  initial: { rating: number; title: string | null; body: string } | null;
};

const STARS = [1, 2, 3, 4, 5] as const;
const EMPTY = { title: "", body: "" };

function reviewPath(supplementId: string): string {
  return `/api/supplements/${encodeURIComponent(supplementId)}/reviews/mine`;
}

function useRefreshProduct(supplementId: string): () => void {
  const router = useRouter();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.supplements.detail(supplementId) });
    router.refresh();
  };
}

export function ReviewForm({ supplementId, initial }: ReviewFormProps) {
  const refresh = useRefreshProduct(supplementId);
  const formId = useId();
  const [exists, setExists] = useState(initial !== null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const form = useForm<ReviewInput, unknown, ReviewOutput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: initial ? { ...initial, title: initial.title ?? "" } : EMPTY,
  });
  const save = useMutation({
    mutationFn: (review: ReviewOutput) => apiPut(reviewPath(supplementId), review),
    onMutate: (): void => {
      remove.reset();
    },
    onSuccess: () => {
      toast({
        title: exists ? "Review updated" : "Review posted",
        description: "Thank you for sharing your experience.",
        variant: "success",
      });
      setExists(true);
      refresh();
    },
    onError: (error) => setServerFieldErrors(form.setError, error, ["rating", "title", "body"]),
  });
  const remove = useMutation({
    mutationFn: () => apiDelete(reviewPath(supplementId)),
    onMutate: (): void => {
      save.reset();
    },
    onSuccess: () => {
      toast({ title: "Review deleted", variant: "success" });
      setExists(false);
      form.reset({ rating: undefined, ...EMPTY });
      setConfirmingDelete(false);
      refresh();
    },
  });
  const failure = save.error ?? remove.error;
  const busy = save.isPending || remove.isPending;

  return (
    <form
      onSubmit={submitWithMutation(form.handleSubmit, save)}
      noValidate
      aria-labelledby={`${formId}-heading`}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h3 id={`${formId}-heading`} className="text-lg font-semibold text-slate-900">
        {exists ? "Edit your review" : "Write a review"}
      </h3>
      {failure ? <Alert>{formMessageOf(failure)}</Alert> : null}
      <RatingField form={form} />
      <ReviewTextFields form={form} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={save.isPending} disabled={busy} className="sm:w-auto">
          {save.isPending ? "Saving…" : exists ? "Update review" : "Post review"}
        </SubmitButton>
        {exists && !confirmingDelete ? (
          <Button variant="destructive-outline" onClick={() => setConfirmingDelete(true)}>
            Delete review
          </Button>
        ) : null}
      </div>
      {exists && confirmingDelete ? (
        <ConfirmDelete
          deleting={remove.isPending}
          disabled={busy}
          onConfirm={() => remove.mutate()}
          onCancel={() => setConfirmingDelete(false)}
        />
      ) : null}
    </form>
  );
}

function RatingField({ form }: { form: ReviewForm }) {
  const errorId = useId();
  const { field, fieldState } = useController({ control: form.control, name: "rating" });
  const error = fieldState.error?.message;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">Your rating</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {STARS.map((star) => (
          <label
            key={star}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-1 rounded-md border px-3 py-1.5 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700 sm:min-h-9",
              error ? "border-red-500" : "border-slate-300",
            )}
          >
            <input
              type="radio"
              name={field.name}
              value={star}
              checked={field.value === star}
              onChange={() => field.onChange(star)}
              onBlur={field.onBlur}
              // Focus goes to the first star when the rating is missing.
              ref={star === STARS[0] ? field.ref : undefined}
              className="sr-only"
            />
            <span aria-hidden="true" className="text-amber-500">
              {"★".repeat(star)}
            </span>
            <span>{star === 1 ? "1 star" : `${star} stars`}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function ReviewTextFields({ form }: { form: ReviewForm }) {
  const { errors } = form.formState;
  const bodyLength = useWatch({ control: form.control, name: "body" }).trim().length;
  return (
    <>
      <FormField label="Title (optional)" error={errors.title?.message}>
        {(control) => (
          <Input {...control} type="text" maxLength={REVIEW_LIMITS.titleMax} {...form.register("title")} />
        )}
      </FormField>
      <FormField
        label="Your review"
        error={errors.body?.message}
        hint={
          <>
            Between {REVIEW_LIMITS.bodyMin} and {REVIEW_LIMITS.bodyMax.toLocaleString("en-GB")} characters
            <span aria-hidden="true"> ({bodyLength.toLocaleString("en-GB")} so far)</span>. Share your own
            experience; please do not give medical advice. Your first name and last initial are shown with it.
          </>
        }
      >
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            required
            minLength={REVIEW_LIMITS.bodyMin}
            maxLength={REVIEW_LIMITS.bodyMax}
            {...form.register("body")}
          />
        )}
      </FormField>
    </>
  );
}

type ConfirmDeleteProps = {
  deleting: boolean;
  disabled: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

function ConfirmDelete({ deleting, disabled, onConfirm, onCancel }: ConfirmDeleteProps) {
  const textId = useId();
  return (
    <div
      role="alertdialog"
      aria-labelledby={textId}
      className="flex flex-wrap items-center gap-3 rounded-md bg-red-50 p-3 ring-1 ring-red-200"
    >
      <p id={textId} className="text-sm font-medium text-red-900">
        Delete your review of this product? This cannot be undone.
      </p>
      <Button variant="destructive" size="sm" busy={deleting} disabled={disabled} onClick={onConfirm}>
        {deleting ? "Deleting…" : "Yes, delete it"}
      </Button>
      <Button variant="ghost" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
