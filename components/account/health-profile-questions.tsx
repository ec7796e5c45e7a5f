"use client";
import { useId, useMemo } from "react";
import { useController } from "react-hook-form";

import { FieldError, FormField } from "@/components/forms/fields";
import {
  MedicineScheduleList,
  schedulesFor,
  type MedicineScheduleValue,
} from "@/components/interactions/medicine-schedule-list";
import { TermInput, type TermInputProps } from "@/components/interactions/term-input";
import { usePickerOptions } from "@/components/interactions/use-picker-options";
import { Checkbox, Input, Select } from "@/components/ui/input";
import {
  ACTIVITY_LEVEL_OPTIONS,
  DIETARY_PREFERENCE_OPTIONS,
  HEALTH_GOAL_OPTIONS,
  PREGNANCY_STATUS_OPTIONS,
  SEX_OPTIONS,
} from "@/lib/auth/health-profile-values";
import { unknownTo } from "@/lib/interactions/dictionary-options";
import { UNKNOWN_TO_DATABASE } from "@/lib/interactions/rules";

import type { HealthProfileForm } from "./health-profile-form";

type FormProp = { form: HealthProfileForm };
type Options = readonly (readonly [string, string])[];

const ageFrom = (value: string | number | null): number | null =>
  value === "" || value === null ? null : Number(value);

const whyWeAsk = (reason: string) => `Why we ask: ${reason}`;

function Why({ children }: { children: string }) {
  return <p className="text-xs text-slate-600">{whyWeAsk(children)}</p>;
}

function OptionalSelect({
  form,
  name,
  label,
  options,
  why,
}: FormProp & {
  name: "sex" | "pregnancyStatus" | "activityLevel";
  label: string;
  options: Options;
  why: string;
}) {
  return (
    <FormField label={label} hint={whyWeAsk(why)} error={form.formState.errors[name]?.message}>
      {(control) => (
        <Select
          {...control}
          className="max-w-xs"
          {...form.register(name, { setValueAs: (value: string) => value || null })}
        >
          <option value="">Not given</option>
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

function CheckboxGroup({
  form,
  name,
  legend,
  why,
  options,
}: FormProp & { name: "goals" | "dietaryPreferences"; legend: string; why: string; options: Options }) {
  const errorId = useId();
  const error = form.formState.errors[name]?.message;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
      <Why>{why}</Why>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800 sm:min-h-0">
            <Checkbox value={value} {...form.register(name)} />
            {label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

export function HealthProfileQuestions({ form }: FormProp) {
  return (
    <>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">About you</legend>
        <FormField
          label="Age"
          hint={whyWeAsk(
            "some UK upper levels and advice differ for older adults; the service is for adults 18 and over.",
          )}
          error={form.formState.errors.age?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              min={18}
              max={120}
              inputMode="numeric"
              className="max-w-xs"
              {...form.register("age", { setValueAs: ageFrom })}
            />
          )}
        </FormField>
        <OptionalSelect
          form={form}
          name="sex"
          label="Sex"
          options={SEX_OPTIONS}
          why="reference intakes differ between men and women (for example iron)."
        />
        <OptionalSelect
          form={form}
          name="pregnancyStatus"
          label="Pregnancy or breastfeeding"
          options={PREGNANCY_STATUS_OPTIONS}
          why="several supplements (for example vitamin A and some herbal products) are not advised in pregnancy; checks warn you."
        />
        <OptionalSelect
          form={form}
          name="activityLevel"
          label="Activity level"
          options={ACTIVITY_LEVEL_OPTIONS}
          why="it helps us suggest relevant stacks; it does not change any safety check."
        />
      </fieldset>
      <CheckboxGroup
        form={form}
        name="goals"
        legend="Goals"
        why="we use your goals to prefill your recommended stack (Recommended stack page)."
        options={HEALTH_GOAL_OPTIONS}
      />
      <CheckboxGroup
        form={form}
        name="dietaryPreferences"
        legend="Dietary preferences"
        why="so suggestions fit your diet; product labels remain the final word."
        options={DIETARY_PREFERENCE_OPTIONS}
      />
    </>
  );
}

const MEDICINE_LABELS = {
  label: "Medicine name",
  noun: "medicine",
  listLabel: "Your medicines",
  hint: "Start typing and pick the medicine, or type the generic name (e.g. warfarin) or the brand on the box. Medicines we do not know are reported back, never ignored.",
} satisfies Pick<TermInputProps, "label" | "noun" | "listLabel" | "hint">;

/** The check's own words for a medicine it does not know (lib/interactions/analyse.ts). */
const UNKNOWN_MEDICINE_NOTE = `Not checked: ${UNKNOWN_TO_DATABASE}.`;

function TermHeading({ title, why }: { title: string; why: string }) {
  return (
    <>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <Why>{why}</Why>
    </>
  );
}

/** Medicines and their schedules move together: a schedule exists for each listed medicine. */
function MedicineSection({ form, options }: FormProp & { options: TermInputProps["options"] }) {
  const errorId = useId();
  const drugs = useController({ control: form.control, name: "prescriptionDrugs" });
  const stored = useController({ control: form.control, name: "medicineSchedules" });
  const schedules = schedulesFor(drugs.field.value, stored.field.value ?? []);
  const unknown = useMemo(() => (options ? unknownTo(options) : undefined), [options]);
  const noteFor = (name: string) => (unknown?.(name) ? UNKNOWN_MEDICINE_NOTE : undefined);
  const setSchedules = (next: MedicineScheduleValue[]) => {
    stored.field.onChange(next);
    drugs.field.onChange(next.map((entry) => entry.name));
  };
  return (
    <div className="space-y-2">
      <TermHeading
        title="Prescription medicines"
        why="some supplements change how medicines work (for example St John's wort and the contraceptive pill), and some must be taken hours apart from a medicine; checks warn you and plan the times."
      />
      <TermInput
        {...MEDICINE_LABELS}
        terms={drugs.field.value}
        onChange={(names) => setSchedules(schedulesFor(names, schedules))}
        options={options}
        noteFor={noteFor}
        renderEntries={() => (
          <MedicineScheduleList
            label="Your medicines"
            schedules={schedules}
            onChange={setSchedules}
            noteFor={noteFor}
            withTimes
          />
        )}
      />
      <FieldError
        id={errorId}
        message={drugs.fieldState.error?.message ?? stored.fieldState.error?.message}
      />
    </div>
  );
}

function ConditionSection({ form, options }: FormProp & { options: TermInputProps["options"] }) {
  const errorId = useId();
  const { field, fieldState } = useController({ control: form.control, name: "medicalConditions" });
  return (
    <div className="space-y-2">
      <TermHeading
        title="Medical conditions"
        why="some supplements are not advised with conditions such as kidney disease or before surgery; checks warn you."
      />
      <TermInput
        label="Condition"
        noun="condition"
        listLabel="Your conditions"
        hint="Start typing and pick the condition, or type it, e.g. kidney disease, high blood pressure, upcoming surgery."
        terms={field.value}
        onChange={field.onChange}
        options={options}
      />
      <FieldError id={errorId} message={fieldState.error?.message} />
    </div>
  );
}

export function HealthProfileTerms({ form }: FormProp) {
  const options = usePickerOptions();
  return (
    <>
      <MedicineSection form={form} options={options?.medicines} />
      <ConditionSection form={form} options={options?.conditions} />
    </>
  );
}
