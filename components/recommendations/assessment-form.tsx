"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@/lib/api/query-hooks";
import { useEffect, useRef } from "react";
import { useForm, type UseFormRegister } from "react-hook-form";

import { CheckboxField, FieldError, FormField, SubmitButton, TextField } from "@/components/forms/fields";
import { stackStore } from "@/components/stacks/stack-store";
import { Alert } from "@/components/ui/alert";
import { Select, Textarea } from "@/components/ui/input";
import { apiGet, apiPost } from "@/lib/api/fetch-client";
import {
  ACTIVITY_LEVEL_OPTIONS,
  PREGNANCY_STATUS_OPTIONS,
  SEX_OPTIONS,
} from "@/lib/auth/health-profile-values";
import {
  assessmentFormSchema,
  EMPTY_ASSESSMENT,
  formOfPrefill,
  requestOf,
  type AssessmentForm,
} from "@/lib/recommendations/form";
import { AGE_BANDS, type RecommendationRequest } from "@/lib/recommendations/schemas";
import type { RecommendationResult } from "@/lib/recommendations/select";

import { RecommendationResults } from "./recommendation-results";

type Prefill = Parameters<typeof formOfPrefill>[0] | null;

function ChoiceSelect({
  label,
  name,
  options,
  hint,
  register,
}: {
  label: string;
  name: "ageBand" | "sex" | "pregnancyStatus" | "activityLevel";
  options: readonly (readonly [string, string])[];
  hint: string;
  register: UseFormRegister<AssessmentForm>;
}) {
  return (
    <FormField label={label} hint={hint}>
      {(control) => (
        <Select {...control} {...register(name)}>
          <option value="">Prefer not to say</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

function GoalChoices({
  goals,
  register,
  error,
}: {
  goals: { slug: string; name: string }[];
  register: UseFormRegister<AssessmentForm>;
  error: string | undefined;
}) {
  return (
    <fieldset>
      <legend className="font-medium text-slate-900">Your goals</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {goals.map((goal) => (
          <CheckboxField key={goal.slug} label={goal.name} value={goal.slug} {...register("goals")} />
        ))}
      </div>
      <FieldError id="goals-error" message={error} />
    </fieldset>
  );
}

function AboutYou({ register }: { register: UseFormRegister<AssessmentForm> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ChoiceSelect
        label="Age"
        name="ageBand"
        options={AGE_BANDS.map((band) => [band, band] as const)}
        hint="Used only, with sex, for the NHS's daily iron figure and the folic acid advice."
        register={register}
      />
      <ChoiceSelect
        label="Sex"
        name="sex"
        options={SEX_OPTIONS}
        hint="Used only, with age, for the NHS's daily iron figure and the folic acid advice."
        register={register}
      />
      <ChoiceSelect
        label="Pregnancy or breastfeeding"
        name="pregnancyStatus"
        options={PREGNANCY_STATUS_OPTIONS}
        hint="Adds folic acid and vitamin D and leaves out vitamin A and fish liver oils, as the NHS advises."
        register={register}
      />
      <ChoiceSelect
        label="Activity level"
        name="activityLevel"
        options={ACTIVITY_LEVEL_OPTIONS}
        hint="Does not change the choice: no UK guidance ties supplements to activity level."
        register={register}
      />
    </div>
  );
}

function DietBudgetHealth({
  register,
  budgetError,
}: {
  register: UseFormRegister<AssessmentForm>;
  budgetError?: string;
}) {
  return (
    <>
      <fieldset>
        <legend className="font-medium text-slate-900">Diet</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          <CheckboxField label="Vegan" {...register("vegan")} />
          <CheckboxField label="Vegetarian" {...register("vegetarian")} />
          <CheckboxField label="Gluten-free" {...register("glutenFree")} />
        </div>
      </fieldset>
      <TextField
        label="Budget a month (£)"
        inputMode="decimal"
        hint="Leave empty for no budget."
        error={budgetError}
        {...register("budget")}
      />
      <FormField label="Medicines you take" hint="One per line, for example sertraline.">
        {(control) => <Textarea {...control} rows={3} {...register("medicines")} />}
      </FormField>
      <FormField label="Health conditions" hint="One per line, for example kidney disease.">
        {(control) => <Textarea {...control} rows={3} {...register("conditions")} />}
      </FormField>
    </>
  );
}

function recommendedMessage(result: RecommendationResult | undefined): string {
  if (!result) return "";
  const count = result.items.length;
  if (count === 0) return "No products recommended.";
  return `${String(count)} ${count === 1 ? "product" : "products"} recommended.`;
}

export function AssessmentFormView({ goals }: { goals: { slug: string; name: string }[] }) {
  const form = useForm<AssessmentForm, unknown, RecommendationRequest>({
    resolver: zodResolver(assessmentFormSchema.transform(requestOf)),
    defaultValues: EMPTY_ASSESSMENT,
  });
  const prefill = useQuery({
    queryKey: ["ai", "recommendations", "prefill"],
    queryFn: () => apiGet<{ prefill: Prefill }>("/api/recommendations"),
  });
  const { reset, formState } = form;
  useEffect(() => {
    const answers = prefill.data?.prefill;
    if (answers && !formState.isDirty) reset(formOfPrefill(answers));
  }, [prefill.data, reset, formState.isDirty]);
  const recommend = useMutation({
    mutationFn: (request: RecommendationRequest) =>
      apiPost<RecommendationResult>("/api/recommendations", request),
  });
  // The busy button dropped the focus: it goes to the results when they arrive.
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (recommend.data) resultsHeading.current?.focus();
  }, [recommend.data]);
  return (
    <div className="space-y-10">
      <form
        noValidate
        className="space-y-6"
        onSubmit={(event) => {
          recommend.reset();
          void form.handleSubmit((values) => {
            // What is already in the stack is checked with and not proposed again.
            const currentStack = stackStore.getState().items.map((item) => item.supplement.id);
            recommend.mutate({ ...values, currentStack });
          })(event);
        }}
      >
        {prefill.data?.prefill ? (
          <Alert tone="info">We filled this in from your health profile.</Alert>
        ) : null}
        <GoalChoices goals={goals} register={form.register} error={formState.errors.goals?.message} />
        <AboutYou register={form.register} />
        <DietBudgetHealth register={form.register} budgetError={formState.errors.budget?.message} />
        {recommend.isError ? <Alert>{recommend.error.message}</Alert> : null}
        <SubmitButton busy={recommend.isPending} className="sm:w-auto">
          Recommend a stack
        </SubmitButton>
      </form>
      <p role="status" className="sr-only">
        {recommendedMessage(recommend.data)}
      </p>
      {recommend.data ? <RecommendationResults result={recommend.data} headingRef={resultsHeading} /> : null}
    </div>
  );
}
