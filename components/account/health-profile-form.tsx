"use client";
// The optional health profile (UK GDPR special-category data): every answer is optional, each says
// why it is asked, and saving needs explicit consent. It feeds interaction checks.
import { useState } from "react";

import { FormAlert } from "@/components/forms/fields";
import { fieldErrorsOf, formMessageOf, type FieldErrors } from "@/components/forms/form-errors";
import { TermInput } from "@/components/interactions/term-input";
import { toast } from "@/components/ui/use-toast";
import { apiDelete, apiPut } from "@/lib/api/fetch-client";

export type HealthProfileValues = {
  age: number | null;
  sex: "female" | "male" | "other" | "prefer_not_to_say" | null;
  activityLevel: "sedentary" | "light" | "moderate" | "active" | "very_active" | null;
  goals: ("wellness" | "focus" | "performance" | "energy" | "immune")[];
  dietaryPreferences: ("vegan" | "vegetarian" | "gluten-free" | "dairy-free")[];
  pregnancyStatus: "not_applicable" | "pregnant" | "breastfeeding" | "trying_to_conceive" | null;
  prescriptionDrugs: string[];
  medicalConditions: string[];
};

const GOALS: [HealthProfileValues["goals"][number], string][] = [
  ["wellness", "General wellness"],
  ["focus", "Focus and brain function"],
  ["performance", "Sport and muscle performance"],
  ["energy", "Energy"],
  ["immune", "Immune support"],
];
const DIETS: [HealthProfileValues["dietaryPreferences"][number], string][] = [
  ["vegan", "Vegan"],
  ["vegetarian", "Vegetarian"],
  ["gluten-free", "Gluten-free"],
  ["dairy-free", "Dairy-free"],
];

function Why({ children }: { children: string }) {
  return <p className="text-xs text-slate-600">Why we ask: {children}</p>;
}

const selectClass = "mt-1 block w-full max-w-xs rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900";

export function HealthProfileForm({ initial, hasProfile }: { initial: HealthProfileValues; hasProfile: boolean }) {
  const [values, setValues] = useState<HealthProfileValues>(initial);
  const [consent, setConsent] = useState(hasProfile);
  const [saved, setSaved] = useState(hasProfile);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = <K extends keyof HealthProfileValues>(key: K, value: HealthProfileValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const toggle = <T extends string>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

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
      toast({ title: "Health profile saved", description: "Interaction checks now include your medicines and conditions.", variant: "success" });
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
      setValues({ age: null, sex: null, activityLevel: null, goals: [], dietaryPreferences: [], pregnancyStatus: null, prescriptionDrugs: [], medicalConditions: [] });
      setConsent(false);
      setSaved(false);
      toast({ title: "Health profile deleted", description: "We no longer hold any health information about you." });
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
          <label htmlFor="age" className="block text-sm font-medium text-slate-800">Age</label>
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
          <Why>some UK upper levels and advice differ for older adults; the service is for adults 18 and over.</Why>
        </div>
        <div>
          <label htmlFor="sex" className="block text-sm font-medium text-slate-800">Sex</label>
          <select id="sex" value={values.sex ?? ""} onChange={(e) => set("sex", (e.target.value || null) as HealthProfileValues["sex"])} className={selectClass}>
            <option value="">Not given</option>
            <option value="female">Female</option>
            <option value="male">Male</option>
            <option value="other">Other</option>
            <option value="prefer_not_to_say">Prefer not to say</option>
          </select>
          <Why>reference intakes differ between men and women (for example iron).</Why>
        </div>
        <div>
          <label htmlFor="pregnancyStatus" className="block text-sm font-medium text-slate-800">Pregnancy or breastfeeding</label>
          <select
            id="pregnancyStatus"
            value={values.pregnancyStatus ?? ""}
            onChange={(e) => set("pregnancyStatus", (e.target.value || null) as HealthProfileValues["pregnancyStatus"])}
            className={selectClass}
          >
            <option value="">Not given</option>
            <option value="not_applicable">Not applicable</option>
            <option value="trying_to_conceive">Trying to conceive</option>
            <option value="pregnant">Pregnant</option>
            <option value="breastfeeding">Breastfeeding</option>
          </select>
          <Why>several supplements (for example vitamin A and some herbal products) are not advised in pregnancy; checks warn you.</Why>
        </div>
        <div>
          <label htmlFor="activityLevel" className="block text-sm font-medium text-slate-800">Activity level</label>
          <select
            id="activityLevel"
            value={values.activityLevel ?? ""}
            onChange={(e) => set("activityLevel", (e.target.value || null) as HealthProfileValues["activityLevel"])}
            className={selectClass}
          >
            <option value="">Not given</option>
            <option value="sedentary">Mostly sitting</option>
            <option value="light">Lightly active</option>
            <option value="moderate">Moderately active</option>
            <option value="active">Active</option>
            <option value="very_active">Very active</option>
          </select>
          <Why>it helps us suggest relevant stacks; it does not change any safety check.</Why>
        </div>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-lg font-semibold text-slate-900">Goals</legend>
        <Why>we use your goals to suggest stacks and order search results.</Why>
        <div className="grid gap-2 sm:grid-cols-2">
          {GOALS.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" checked={values.goals.includes(value)} onChange={() => set("goals", toggle(values.goals, value))} className="size-4" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-lg font-semibold text-slate-900">Dietary preferences</legend>
        <Why>so suggestions fit your diet; product labels remain the final word.</Why>
        <div className="grid gap-2 sm:grid-cols-2">
          {DIETS.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={values.dietaryPreferences.includes(value)}
                onChange={() => set("dietaryPreferences", toggle(values.dietaryPreferences, value))}
                className="size-4"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">Prescription medicines</h2>
        <Why>some supplements change how medicines work (for example St John&apos;s wort and the contraceptive pill); checks warn you.</Why>
        <TermInput
          label="Medicine name"
          noun="medicine"
          listLabel="Your medicines"
          hint="The generic name (e.g. warfarin) or the brand on the box. Medicines we do not know are reported back, never ignored."
          terms={values.prescriptionDrugs}
          onChange={(terms) => set("prescriptionDrugs", terms)}
        />
      </div>

      <div className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">Medical conditions</h2>
        <Why>some supplements are not advised with conditions such as kidney disease or before surgery; checks warn you.</Why>
        <TermInput
          label="Condition"
          noun="condition"
          listLabel="Your conditions"
          hint="For example: kidney disease, high blood pressure, upcoming surgery."
          terms={values.medicalConditions}
          onChange={(terms) => set("medicalConditions", terms)}
        />
      </div>

      <div className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} className="mt-1 size-4" />
          <span>
            I consent to Smart Supplement Stack Builder UK storing this health information to check supplement interactions and personalise
            suggestions for me. I can change or delete it at any time.
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
            <button type="button" onClick={remove} disabled={busy} className="rounded-md border border-red-300 px-4 py-2 font-semibold text-red-800 hover:bg-red-50">
              Delete my health profile
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
