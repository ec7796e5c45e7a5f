import "server-only";
import {
  ACTIVITY_LEVEL_OPTIONS,
  PREGNANCY_STATUS_OPTIONS,
  SEX_OPTIONS,
} from "@/lib/auth/health-profile-values";
import { getHealthProfile, getMedicalProfile } from "@/lib/auth/queries";
import type { MedicalProfile } from "@/lib/interactions/types";
import type { RateLimitRule } from "@/lib/security/rate-limit";

import { goalOptions, type Goal } from "./goals";
import { profileAdvice } from "./profile-rules";
import { AGE_BANDS, type RecommendationRequest } from "./schemas";
import type { RecommendationResult } from "./select";
import { recommend } from "./server";

/** Each recommendation runs up to 60 engine checks: 30 a minute per address is ample for a person. */
export const RECOMMENDATIONS_RATE_LIMIT: RateLimitRule = {
  name: "recommendations:ip",
  limit: 30,
  windowSeconds: 60,
};

const PREGNANCY_CONDITIONS = {
  pregnant: "pregnancy",
  breastfeeding: "breastfeeding",
  trying_to_conceive: "trying to conceive",
} as const;

export function assessmentOptions() {
  return {
    goals: goalOptions(),
    ageBands: AGE_BANDS,
    sexes: SEX_OPTIONS.map(([value, label]) => ({ value, label })),
    pregnancyStatuses: PREGNANCY_STATUS_OPTIONS.map(([value, label]) => ({ value, label })),
    activityLevels: ACTIVITY_LEVEL_OPTIONS.map(([value, label]) => ({ value, label })),
  };
}

function ageBandOf(age: number | null): (typeof AGE_BANDS)[number] | null {
  if (age === null || age < 18) return null;
  if (age < 30) return "18-29";
  if (age < 50) return "30-49";
  return age < 65 ? "50-64" : "65+";
}

export async function prefillFor(userId: string | undefined) {
  if (userId === undefined) return null;
  const profile = await getHealthProfile(userId);
  return {
    goals: profile.goals as Goal[],
    ageBand: ageBandOf(profile.age),
    sex: profile.sex,
    pregnancyStatus: profile.pregnancyStatus,
    activityLevel: profile.activityLevel,
    diet: {
      vegan: profile.dietaryPreferences.includes("vegan"),
      vegetarian: profile.dietaryPreferences.includes("vegetarian"),
      glutenFree: profile.dietaryPreferences.includes("gluten-free"),
    },
    medicalProfile: {
      prescriptionDrugs: profile.prescriptionDrugs.map((drugName) => ({ drugName })),
      medicalConditions: profile.medicalConditions,
    },
  };
}

function medicalProfileOf(
  request: RecommendationRequest,
  stored: MedicalProfile | undefined,
): MedicalProfile | undefined {
  const drugs = [...(request.medicalProfile?.prescriptionDrugs ?? []), ...(stored?.prescriptionDrugs ?? [])];
  const conditions = [
    ...(request.medicalProfile?.medicalConditions ?? []),
    ...(stored?.medicalConditions ?? []),
  ];
  const status = request.pregnancyStatus;
  if (status && status !== "not_applicable") conditions.push(PREGNANCY_CONDITIONS[status]);
  if (drugs.length === 0 && conditions.length === 0) return undefined;
  const seen = new Set<string>();
  return {
    prescriptionDrugs: drugs.filter((drug) => {
      const key = drug.drugName.trim().toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
    medicalConditions: [...new Set(conditions.map((condition) => condition.trim()))],
  };
}

// Stored medicines and conditions are always added to the form's, so leaving one out of the form cannot
// hide an interaction.
export async function recommendFor(
  request: RecommendationRequest,
  userId: string | undefined,
  now = new Date(),
): Promise<RecommendationResult> {
  const stored = await getMedicalProfile(userId);
  return recommend(
    {
      goals: request.goals,
      diet: request.diet ?? { vegan: false, vegetarian: false, glutenFree: false },
      budgetPencePerMonth:
        request.budgetPerMonth === undefined ? null : Math.round(request.budgetPerMonth * 100),
      advice: profileAdvice(
        { ageBand: request.ageBand, sex: request.sex, pregnancyStatus: request.pregnancyStatus },
        now,
      ),
      forPregnancy: request.pregnancyStatus !== undefined && request.pregnancyStatus !== "not_applicable",
      current: request.currentStack ?? [],
    },
    medicalProfileOf(request, stored),
  );
}
