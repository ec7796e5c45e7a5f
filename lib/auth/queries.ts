// Reads of a signed-in user's own data: preferences, health profile (and the medical profile the
// interaction engine takes from it), two-factor status, and the UK GDPR export. Every function
// takes the user id from the session, never from the request, so one user cannot reach another's data.
import "server-only";
import { z } from "zod";
import { db } from "../db/prisma";
import type { MedicalProfile } from "../interactions/types";
import type { HealthProfileInput } from "./schemas";
import { medicineScheduleSchema, type MedicineSchedule } from "../interactions/schemas";
import { exportProfileImage } from "../profile-images/queries";

export async function getPreferences(userId: string) {
  const row = await db().userPreference.findUnique({ where: { userId } });
  return {
    marketingEmails: row?.marketingEmails ?? false,
    interactionAlerts: row?.interactionAlerts ?? true,
  };
}

const EMPTY_HEALTH_PROFILE: HealthProfileInput = {
  age: null,
  sex: null,
  activityLevel: null,
  goals: [],
  dietaryPreferences: [],
  pregnancyStatus: null,
  prescriptionDrugs: [],
  medicineSchedules: [],
  medicalConditions: [],
};

/** The stored schedules, read with the schema; an entry that no longer parses is left out. */
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

/** Answered questions out of the eight the health profile asks (the dashboard's completeness). */
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

/**
 * The interaction engine's medical profile from a user's health profile: their medicines with how
 * often and when they take them, and their conditions, plus pregnancy, breastfeeding or trying to
 * conceive as conditions (the knowledge base has records for each). None when signed out or
 * without a health profile.
 */
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

/** Everything we hold about the user, as JSON (UK GDPR articles 15 and 20). Secrets are not data. */
/**
 * Real-user monitoring rows the browser tagged with this account's id (issue 15, item 10); the
 * numeric row id is left out (a BigInt, and meaningless outside the database).
 */
function monitoringMetricsOf(userId: string) {
  return db().rumMetric.findMany({
    where: { userId },
    select: { sessionId: true, name: true, value: true, page: true, rating: true, recordedAt: true },
    orderBy: { recordedAt: "asc" },
  });
}

export async function exportAccountData(userId: string) {
  const user = await db().user.findUniqueOrThrow({
    where: { id: userId },
    include: {
      preference: true,
      healthProfile: true,
      stacks: {
        include: {
          items: {
            include: { supplement: { select: { id: true, name: true, brand: true } } },
            orderBy: { position: "asc" },
          },
        },
        orderBy: { createdAt: "asc" },
      },
      stackLikes: { select: { stackId: true, createdAt: true } },
      reviews: {
        include: { supplement: { select: { id: true, name: true, brand: true } } },
        orderBy: { createdAt: "asc" },
      },
      consentRecords: { orderBy: { createdAt: "asc" } },
      contactMessages: { orderBy: { createdAt: "asc" } },
      emailTokens: {
        select: { type: true, createdAt: true, expiresAt: true, usedAt: true },
        orderBy: { createdAt: "asc" },
      },
      totpFactor: { select: { verifiedAt: true, createdAt: true } },
      recoveryCodes: { select: { createdAt: true, usedAt: true } },
      priceImportRuns: {
        // With the rows each run refused and why (issue 15, item 10).
        select: {
          id: true,
          fileName: true,
          startedAt: true,
          rowsAccepted: true,
          rowsRejected: true,
          rejections: true,
        },
      },
    },
  });
  const monitoringMetrics = await monitoringMetricsOf(userId);
  const profileImage = await exportProfileImage(userId);
  const {
    preference,
    healthProfile,
    stacks,
    stackLikes,
    reviews,
    consentRecords,
    contactMessages,
    emailTokens,
    totpFactor,
    recoveryCodes,
    priceImportRuns,
    ...account
  } = user;
  return {
    exportedAt: new Date().toISOString(),
    format: "Smart Supplement Stack Builder UK account export, version 1",
    account: { ...account, note: "Your password is stored only as an argon2id hash, which is not included." },
    preferences: preference,
    healthProfile,
    stacks,
    likedStacks: stackLikes,
    reviews,
    consentRecords,
    contactMessages,
    twoFactor: {
      enabled: Boolean(totpFactor?.verifiedAt),
      enabledAt: totpFactor?.verifiedAt ?? null,
      recoveryCodes: recoveryCodes.map((code) => ({ createdAt: code.createdAt, usedAt: code.usedAt })),
      note: "Your two-factor secret and recovery codes are secrets, so they are not included.",
    },
    emailLinks: emailTokens,
    priceImportRuns,
    monitoringMetrics,
    profileImage,
  };
}
