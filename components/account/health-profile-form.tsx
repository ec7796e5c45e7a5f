"use client";
// UK GDPR special-category data: every answer is optional, and saving needs explicit consent.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@/lib/api/query-hooks";
import { useEffect, useId, useRef, useState } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { z } from "zod";

import { FieldError } from "@/components/forms/fields";
import { formMessageOf } from "@/components/forms/form-errors";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { submitWithMutation } from "@/components/forms/submit-with-mutation";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/input";
import { apiDelete, apiPut } from "@/lib/api/fetch-client";
import { EMPTY_HEALTH_PROFILE } from "@/lib/auth/health-profile-values";
import { healthProfileSchema } from "@/lib/auth/schemas";

import { HealthProfileQuestions, HealthProfileTerms } from "./health-profile-questions";

export type HealthProfileValues = z.input<typeof healthProfileSchema>;

const CONSENT_MESSAGE = "Please tick the consent box to save health information, or leave the profile empty.";

/** The route's schema plus the explicit consent it is saved under (not stored with the answers). */
const healthProfileFormSchema = healthProfileSchema.extend({
  consent: z.boolean().refine((given) => given, CONSENT_MESSAGE),
});

type HealthProfileFormInput = z.input<typeof healthProfileFormSchema>;
export type HealthProfileForm = UseFormReturn<
  HealthProfileFormInput,
  unknown,
  z.output<typeof healthProfileFormSchema>
>;

const FIELDS = [
  "age",
  "sex",
  "pregnancyStatus",
  "activityLevel",
  "goals",
  "dietaryPreferences",
  "prescriptionDrugs",
  "medicineSchedules",
  "medicalConditions",
] as const;

type HealthProfileFormProps = { initial: HealthProfileValues; hasProfile: boolean };

export function HealthProfileForm({ initial, hasProfile }: HealthProfileFormProps) {
  const formId = useId();
  const [saved, setSaved] = useState(hasProfile);
  const form: HealthProfileForm = useForm({
    resolver: zodResolver(healthProfileFormSchema),
    defaultValues: { ...initial, consent: hasProfile },
  });
  const save = useMutation({
    mutationFn: ({ consent: _consent, ...profile }: z.output<typeof healthProfileFormSchema>) =>
      apiPut("/api/account/health-profile", profile),
    onMutate: (): void => {
      remove.reset();
    },
    onSuccess: () => {
      setSaved(true);
    },
    onError: (error) => setServerFieldErrors(form.setError, error, FIELDS),
  });
  const remove = useMutation({
    mutationFn: () => apiDelete("/api/account/health-profile"),
    onMutate: (): void => {
      save.reset();
    },
    onSuccess: () => {
      form.reset({ ...EMPTY_HEALTH_PROFILE, consent: false });
      setSaved(false);
    },
  });
  const failure = save.error ?? remove.error;

  return (
    <div className="space-y-8">
      {failure ? <Alert>{formMessageOf(failure)}</Alert> : null}
      <form
        id={formId}
        onSubmit={submitWithMutation(form.handleSubmit, save)}
        noValidate
        className="space-y-8"
      >
        <HealthProfileQuestions form={form} />
      </form>
      {/* Outside the form element: each list has its own small form for adding an entry. */}
      <HealthProfileTerms form={form} />
      <ConsentAndActions
        form={form}
        formId={formId}
        busy={save.isPending || remove.isPending}
        saving={save.isPending}
        onDelete={saved ? () => remove.mutate() : undefined}
      />
      <Outcome outcome={save.isSuccess ? "saved" : remove.isSuccess ? "deleted" : null} />
    </div>
  );
}

const OUTCOMES = {
  saved: ["Health profile saved", "Interaction checks now include your medicines and conditions."],
  deleted: ["Health profile deleted", "We no longer hold any health information about you."],
} as const;

/** The buttons are disabled while a request runs, which drops focus to the page: it lands on the result instead. */
function Outcome({ outcome }: { outcome: keyof typeof OUTCOMES | null }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) box.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  const [title, text] = OUTCOMES[outcome];
  return (
    <Alert ref={box} tone="success" tabIndex={-1}>
      <p className="font-semibold">{title}</p>
      <p>{text}</p>
    </Alert>
  );
}

type ConsentAndActionsProps = {
  form: HealthProfileForm;
  formId: string;
  busy: boolean;
  saving: boolean;
  onDelete: (() => void) | undefined;
};

function ConsentAndActions({ form, formId, busy, saving, onDelete }: ConsentAndActionsProps) {
  const consentId = useId();
  const error = form.formState.errors.consent?.message;
  return (
    <div className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="space-y-1">
        <div className="flex items-start gap-2 text-sm text-slate-800">
          <Checkbox
            id={consentId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${consentId}-error` : undefined}
            className="mt-0.5"
            {...form.register("consent")}
          />
          <label htmlFor={consentId}>
            I consent to Smart Supplement Stack Builder UK storing this health information to check supplement
            interactions and personalise suggestions for me. I can change or delete it at any time.
          </label>
        </div>
        {error ? (
          <div role="alert">
            <FieldError id={`${consentId}-error`} message={error} />
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" form={formId} busy={saving} disabled={busy}>
          {saving ? "Saving…" : "Save health profile"}
        </Button>
        {onDelete ? (
          <Button variant="destructive-outline" onClick={onDelete} disabled={busy}>
            Delete my health profile
          </Button>
        ) : null}
      </div>
    </div>
  );
}
