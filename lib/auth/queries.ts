import "server-only";
import { z } from "zod";
import { maskPhoneNumber } from "./phone-number";
import { db } from "../db/prisma";
import type { MedicalProfile } from "../interactions/types";
import { EMPTY_HEALTH_PROFILE } from "./health-profile-values";
import type { HealthProfileInput } from "./schemas";
import { medicineScheduleSchema, type MedicineSchedule } from "../interactions/schemas";

export async function getPreferences(userId: string) {
  const row = await db().userPreference.findUnique({ where: { userId } });
  return {
    marketingEmails: row?.marketingEmails ?? false,
    interactionAlerts: row?.interactionAlerts ?? true,
  };
}

function schedulesOf(value: unknown): MedicineSchedule[] {
  const parsed = z.array(z.unknown()).safeParse(value);
  if (!parsed.success) return [];
  return parsed.data.flatMap((entry) => {
    const schedule = medicineScheduleSchema.safeParse(entry);
    return schedule.success ? [schedule.data] : [];
  });
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function getHealthProfile(
  userId: string,
): Promise<HealthProfileInput & { updatedAt: string | null }> {
  const row = await db().healthProfile.findUnique({ where: { userId } });
  if (!row) return { ...EMPTY_HEALTH_PROFILE, updatedAt: null };
  return {
    age: row.age,
    sex: row.sex,
    activityLevel: row.activityLevel,
    goals: row.goals.filter(
      (goal): goal is HealthProfileInput["goals"][number] => goal !== "sleep" && goal !== "digestive",
    ),
    dietaryPreferences: row.dietaryPreferences as HealthProfileInput["dietaryPreferences"],
    pregnancyStatus: row.pregnancyStatus,
    prescriptionDrugs: row.prescriptionDrugs,
    medicineSchedules: schedulesOf(row.medicineSchedules),
    medicalConditions: row.medicalConditions,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function profileCompleteness(profile: HealthProfileInput): { answered: number; total: number } {
  const answers = [
    profile.age !== null,
    profile.sex !== null,
    profile.activityLevel !== null,
    profile.pregnancyStatus !== null,
    profile.goals.length > 0,
    profile.dietaryPreferences.length > 0,
    profile.prescriptionDrugs.length > 0,
    profile.medicalConditions.length > 0,
  ];
  return { answered: answers.filter(Boolean).length, total: answers.length };
}

// Pregnancy, breastfeeding and trying to conceive are conditions: the knowledge base has records for each.
export async function getMedicalProfile(userId: string | undefined): Promise<MedicalProfile | undefined> {
  if (userId === undefined) return undefined;
  const profile = await db().healthProfile.findUnique({ where: { userId } });
  if (!profile) return undefined;
  const conditions = [...profile.medicalConditions];
  if (profile.pregnancyStatus === "pregnant") conditions.push("pregnancy");
  if (profile.pregnancyStatus === "breastfeeding") conditions.push("breastfeeding");
  if (profile.pregnancyStatus === "trying_to_conceive") conditions.push("trying to conceive");
  if (profile.prescriptionDrugs.length === 0 && conditions.length === 0) return undefined;
  const schedules = schedulesOf(profile.medicineSchedules);
  return {
    prescriptionDrugs: profile.prescriptionDrugs.map((drugName) => {
      const schedule = schedules.find((entry) => sameName(entry.name, drugName));
      return {
        drugName,
        ...(schedule?.frequency ? { frequency: schedule.frequency } : {}),
        ...(schedule && schedule.times.length > 0 ? { times: schedule.times } : {}),
      };
    }),
    medicalConditions: conditions,
  };
}

export async function twoFactorStatus(
  userId: string,
): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  const [factor, recoveryCodesLeft] = await Promise.all([
    db().totpFactor.findUnique({ where: { userId }, select: { verifiedAt: true } }),
    db().recoveryCode.count({ where: { userId, usedAt: null } }),
  ]);
  return { enabled: Boolean(factor?.verifiedAt), recoveryCodesLeft };
}

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function passkeysOf(userId: string): Promise<PasskeySummary[]> {
  const passkeys = await db().webauthnCredential.findMany({
    where: { userId },
    select: { id: true, name: true, createdAt: true, lastUsedAt: true },
    orderBy: { createdAt: "asc" },
  });
  return passkeys.map((p) => ({
    id: p.id,
    name: p.name,
    createdAt: p.createdAt.toISOString(),
    lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
  }));
}

/** The number shown masked; a number still waiting for its code counts as pending. */
export async function phoneFactorStatus(
  userId: string,
): Promise<{ maskedNumber: string; verified: boolean } | null> {
  const factor = await db().phoneFactor.findUnique({ where: { userId } });
  return factor
    ? { maskedNumber: maskPhoneNumber(factor.phoneNumber), verified: Boolean(factor.verifiedAt) }
    : null;
}

/** Which second factors a sign-in attempt may use (the page shows the matching choices). */
export async function secondFactorsOf(
  userId: string | undefined,
): Promise<{ app: boolean; textTo: string | null }> {
  if (!userId) return { app: true, textTo: null };
  const [totp, phone] = await Promise.all([
    db().totpFactor.findUnique({ where: { userId }, select: { verifiedAt: true } }),
    db().phoneFactor.findUnique({ where: { userId }, select: { verifiedAt: true, phoneNumber: true } }),
  ]);
  return {
    app: Boolean(totp?.verifiedAt) || !phone?.verifiedAt,
    textTo: phone?.verifiedAt ? maskPhoneNumber(phone.phoneNumber) : null,
  };
}
