import { z } from "zod";

import { ACTIVITY_LEVELS, PREGNANCY_STATUSES, SEXES } from "@/lib/auth/health-profile-values";

import { RECOMMENDATION_GOALS } from "./goals";
import { AGE_BANDS, type RecommendationRequest } from "./schemas";

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal("")]);

export const assessmentFormSchema = z.object({
  goals: z
    .array(z.enum(RECOMMENDATION_GOALS), { error: "Choose at least one goal" })
    .min(1, "Choose at least one goal"),
  ageBand: optionalChoice(AGE_BANDS),
  sex: optionalChoice(SEXES),
  pregnancyStatus: optionalChoice(PREGNANCY_STATUSES),
  activityLevel: optionalChoice(ACTIVITY_LEVELS),
  vegan: z.boolean(),
  vegetarian: z.boolean(),
  glutenFree: z.boolean(),
  budget: z
    .string()
    .trim()
    .regex(/^(\d{1,4}(\.\d{1,2})?)?$/, "Enter pounds, for example 20 or 20.50"),
  medicines: z.string().max(2_000),
  conditions: z.string().max(2_000),
});

export type AssessmentForm = z.input<typeof assessmentFormSchema>;

export const EMPTY_ASSESSMENT: AssessmentForm = {
  goals: [],
  ageBand: "",
  sex: "",
  pregnancyStatus: "",
  activityLevel: "",
  vegan: false,
  vegetarian: false,
  glutenFree: false,
  budget: "",
  medicines: "",
  conditions: "",
};

function listOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\n,]/)
        .map((entry) => entry.trim().slice(0, 100))
        .filter(Boolean),
    ),
  ].slice(0, 50);
}

export function requestOf(form: z.output<typeof assessmentFormSchema>): RecommendationRequest {
  const drugs = listOf(form.medicines);
  const conditions = listOf(form.conditions);
  return {
    goals: form.goals,
    ...(form.ageBand ? { ageBand: form.ageBand } : {}),
    ...(form.sex ? { sex: form.sex } : {}),
    ...(form.pregnancyStatus ? { pregnancyStatus: form.pregnancyStatus } : {}),
    ...(form.activityLevel ? { activityLevel: form.activityLevel } : {}),
    diet: { vegan: form.vegan, vegetarian: form.vegetarian, glutenFree: form.glutenFree },
    ...(form.budget ? { budgetPerMonth: Math.min(Number(form.budget), 1_000) } : {}),
    ...(drugs.length > 0 || conditions.length > 0
      ? {
          medicalProfile: {
            prescriptionDrugs: drugs.map((drugName) => ({ drugName })),
            medicalConditions: conditions,
          },
        }
      : {}),
  };
}

export function formOfPrefill(prefill: {
  goals: string[];
  ageBand: string | null;
  sex: string | null;
  pregnancyStatus: string | null;
  activityLevel: string | null;
  diet: { vegan: boolean; vegetarian: boolean; glutenFree: boolean };
  medicalProfile: { prescriptionDrugs: { drugName: string }[]; medicalConditions: string[] };
}): AssessmentForm {
  // Goals may be empty here: the person then chooses them before asking.
  const parsed = assessmentFormSchema.extend({ goals: z.array(z.enum(RECOMMENDATION_GOALS)) }).safeParse({
    ...EMPTY_ASSESSMENT,
    goals: prefill.goals,
    ageBand: prefill.ageBand ?? "",
    sex: prefill.sex ?? "",
    pregnancyStatus: prefill.pregnancyStatus ?? "",
    activityLevel: prefill.activityLevel ?? "",
    ...prefill.diet,
    medicines: prefill.medicalProfile.prescriptionDrugs.map((drug) => drug.drugName).join("\n"),
    conditions: prefill.medicalProfile.medicalConditions.join("\n"),
  });
  return parsed.success ? parsed.data : EMPTY_ASSESSMENT;
}
