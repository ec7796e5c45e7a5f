"use client";
// The optional health profile (UK GDPR special-category data): every answer is optional, each says
// why it is asked, and saving needs explicit consent. It feeds interaction checks.
import { useState } from "react";

import { FormAlert } from "@/components/forms/fields";
import { fieldErrorsOf, formMessageOf, type FieldErrors } from "@/components/forms/form-errors";
import { TermInput, type TermInputProps } from "@/components/interactions/term-input";
import { toast } from "@/components/ui/use-toast";
import { apiDelete, apiPut } from "@/lib/api/fetch-client";
import {
  ACTIVITY_LEVEL_OPTIONS,
  DIETARY_PREFERENCE_OPTIONS,
  HEALTH_GOAL_OPTIONS,
  PREGNANCY_STATUS_OPTIONS,
  SEX_OPTIONS,
  type ActivityLevel,
  type DietaryPreference,
  type HealthGoal,
  type PregnancyStatus,
  type Sex,
} from "@/lib/auth/health-profile-values";

export type HealthProfileValues = {
  age: number | null;
  sex: Sex | null;
  activityLevel: ActivityLevel | null;
  goals: HealthGoal[];
  dietaryPreferences: DietaryPreference[];
  pregnancyStatus: PregnancyStatus | null;
  prescriptionDrugs: string[];
  medicalConditions: string[];
};

function Why({ children }: { children: string }) {
  return <p className="text-xs text-slate-600">Why we ask: {children}</p>;
}

/** A question that may be left unanswered ("Not given" is null). */
function OptionalSelect<T extends string>(props: {
  id: string;
  label: string;
  value: T | null;
  options: readonly (readonly [T, string])[];
  onChange: (value: T | null) => void;
  why: string;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value ?? ""}
        onChange={(e) => props.onChange((e.target.value || null) as T | null)}
        className={selectClass}
      >
        <option value="">Not given</option>
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <Why>{props.why}</Why>
    </div>
  );
}

function CheckboxGroup<T extends string>(props: {
  legend: string;
  why: string;
  options: readonly (readonly [T, string])[];
  selected: T[];
  onChange: (selected: T[]) => void;
}) {
  const toggle = (item: T) =>
    props.selected.includes(item) ? props.selected.filter((x) => x !== item) : [...props.selected, item];
  return (
    <fieldset className="space-y-2">
      <legend className="text-lg font-semibold text-slate-900">{props.legend}</legend>
      <Why>{props.why}</Why>
      <div className="grid gap-2 sm:grid-cols-2">
        {props.options.map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={props.selected.includes(value)}
              onChange={() => props.onChange(toggle(value))}
              className="size-4"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function TermSection({ title, why, ...input }: { title: string; why: string } & TermInputProps) {
  return (
    <div className="space-y-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <Why>{why}</Why>
      <TermInput {...input} />
    </div>
  );
}

const selectClass =
  "mt-1 block w-full max-w-xs rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900";

export function HealthProfileForm({
  initial,
  hasProfile,
}: {
  initial: HealthProfileValues;
  hasProfile: boolean;
}) {
  const [values, setValues] = useState<HealthProfileValues>(initial);
  const [consent, setConsent] = useState(hasProfile);
  const [saved, setSaved] = useState(hasProfile);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = <K extends keyof HealthProfileValues>(key: K, value: HealthProfileValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function save() {
    if (!consent) {
      setFormError("Please tick the consent box to save health information, or leave the profile empty.");
      return;
    }
    setBusy(true);
    setFormError(null);
    setFieldErrors({});
    try {
      await apiPut("/api/account/health-profile", values);
      setSaved(true);
      toast({
        title: "Health profile saved",
        description: "Interaction checks now include your medicines and conditions.",
        variant: "success",
      });
    } catch (error) {
      setFieldErrors(fieldErrorsOf(error));
      setFormError(formMessageOf(error));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await apiDelete("/api/account/health-profile");
      setValues({
        age: null,
        sex: null,
        activityLevel: null,
        goals: [],
        dietaryPreferences: [],
        pregnancyStatus: null,
        prescriptionDrugs: [],
        medicalConditions: [],
      });
      setConsent(false);
      setSaved(false);
      toast({
        title: "Health profile deleted",
        description: "We no longer hold any health information about you.",
      });
    } catch (error) {
      setFormError(formMessageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-8">
      {formError ? <FormAlert>{formError}</FormAlert> : null}

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">About you</legend>
        <div>
          <label htmlFor="age" className="block text-sm font-medium text-slate-800">
            Age
          </label>
          <input
            id="age"
            type="number"
            min={18}
            max={120}
            inputMode="numeric"
            value={values.age ?? ""}
            onChange={(e) => set("age", e.target.value === "" ? null : Number(e.target.value))}
            aria-invalid={fieldErrors.age ? true : undefined}
            className={selectClass}
          />
          {fieldErrors.age ? <p className="text-sm text-red-700">{fieldErrors.age}</p> : null}
          <Why>
            some UK upper levels and advice differ for older adults; the service is for adults 18 and over.
          </Why>
        </div>
        <OptionalSelect
          id="sex"
          label="Sex"
          value={values.sex}
          options={SEX_OPTIONS}
          onChange={(value) => set("sex", value)}
          why="reference intakes differ between men and women (for example iron)."
        />
        <OptionalSelect
          id="pregnancyStatus"
          label="Pregnancy or breastfeeding"
          value={values.pregnancyStatus}
          options={PREGNANCY_STATUS_OPTIONS}
          onChange={(value) => set("pregnancyStatus", value)}
          why="several supplements (for example vitamin A and some herbal products) are not advised in pregnancy; checks warn you."
        />
        <OptionalSelect
          id="activityLevel"
          label="Activity level"
          value={values.activityLevel}
          options={ACTIVITY_LEVEL_OPTIONS}
          onChange={(value) => set("activityLevel", value)}
          why="it helps us suggest relevant stacks; it does not change any safety check."
        />
      </fieldset>

      <CheckboxGroup
        legend="Goals"
        why="we use your goals to suggest stacks and order search results."
        options={HEALTH_GOAL_OPTIONS}
        selected={values.goals}
        onChange={(goals) => set("goals", goals)}
      />
      <CheckboxGroup
        legend="Dietary preferences"
        why="so suggestions fit your diet; product labels remain the final word."
        options={DIETARY_PREFERENCE_OPTIONS}
        selected={values.dietaryPreferences}
        onChange={(diets) => set("dietaryPreferences", diets)}
      />
      <TermSection
        title="Prescription medicines"
        why="some supplements change how medicines work (for example St John's wort and the contraceptive pill); checks warn you."
        label="Medicine name"
        noun="medicine"
        listLabel="Your medicines"
        hint="The generic name (e.g. warfarin) or the brand on the box. Medicines we do not know are reported back, never ignored."
        terms={values.prescriptionDrugs}
        onChange={(terms) => set("prescriptionDrugs", terms)}
      />
      <TermSection
        title="Medical conditions"
        why="some supplements are not advised with conditions such as kidney disease or before surgery; checks warn you."
        label="Condition"
        noun="condition"
        listLabel="Your conditions"
        hint="For example: kidney disease, high blood pressure, upcoming surgery."
        terms={values.medicalConditions}
        onChange={(terms) => set("medicalConditions", terms)}
      />

      <div className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            className="mt-1 size-4"
          />
          <span>
            I consent to Smart Supplement Stack Builder UK storing this health information to check supplement
            interactions and personalise suggestions for me. I can change or delete it at any time.
          </span>
        </label>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={save}
            disabled={busy}
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {busy ? "Saving…" : "Save health profile"}
          </button>
          {saved ? (
            <button
              type="button"
              onClick={remove}
              disabled={busy}
              className="rounded-md border border-red-300 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
            >
              Delete my health profile
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
