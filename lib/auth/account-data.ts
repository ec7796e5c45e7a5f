// A signed-in user's own data: profile, preferences, health profile, password, sessions, and the
// UK GDPR rights of access/portability (export) and erasure (delete). Every function takes the
// user id from the session, never from the request, so one user cannot reach another's data.
import "server-only";
import { db } from "../db/prisma";
import { AppError } from "../errors/app-error";
import { authSecret } from "../env";
import { enforceRateLimit, RATE_LIMITS } from "../security/rate-limit";
import { rejectCommonPassword } from "./accounts";
import { createChallenge } from "./challenge";
import { hashPassword, verifyPassword } from "./passwords";
import type { HealthProfileInput } from "./schemas";

export const WRONG_PASSWORD_MESSAGE = "Your password is not correct.";

/** Checks the user's password (rate-limited per user); throws 400 with a field error otherwise. */
async function assertPassword(
  userId: string,
  password: string,
  field: string,
): Promise<{ sessionVersion: number }> {
  await enforceRateLimit(RATE_LIMITS.passwordCheckPerUser, userId);
  const user = await db().user.findUnique({ where: { id: userId }, omit: { passwordHash: false } });
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw AppError.validation({ formErrors: [], fieldErrors: { [field]: [WRONG_PASSWORD_MESSAGE] } });
  }
  return user;
}

export async function updateProfile(userId: string, names: { firstName: string; lastName: string }) {
  const user = await db().user.update({
    where: { id: userId },
    data: names,
    select: { id: true, email: true, firstName: true, lastName: true },
  });
  // SPEC §7 "Table calls": upsert into user_preferences (conflict on user_id).
  await db().userPreference.upsert({
    where: { userId },
    create: { userId, email: user.email, ...names },
    update: { email: user.email, ...names },
  });
  return user;
}

export async function getPreferences(userId: string) {
  const row = await db().userPreference.findUnique({ where: { userId } });
  return {
    marketingEmails: row?.marketingEmails ?? false,
    interactionAlerts: row?.interactionAlerts ?? true,
  };
}

export async function savePreferences(
  userId: string,
  preferences: { marketingEmails: boolean; interactionAlerts: boolean },
) {
  const user = await db().user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, firstName: true, lastName: true },
  });
  const row = await db().userPreference.upsert({
    where: { userId },
    create: { userId, email: user.email, firstName: user.firstName, lastName: user.lastName, ...preferences },
    update: preferences,
  });
  return { marketingEmails: row.marketingEmails, interactionAlerts: row.interactionAlerts };
}

const EMPTY_HEALTH_PROFILE: HealthProfileInput = {
  age: null,
  sex: null,
  activityLevel: null,
  goals: [],
  dietaryPreferences: [],
  pregnancyStatus: null,
  prescriptionDrugs: [],
  medicalConditions: [],
};

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
    medicalConditions: row.medicalConditions,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function saveHealthProfile(userId: string, profile: HealthProfileInput) {
  await db().healthProfile.upsert({ where: { userId }, create: { userId, ...profile }, update: profile });
  return getHealthProfile(userId);
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

/** Deletes the health profile (withdrawing the explicit consent it was given under). */
export async function deleteHealthProfile(userId: string): Promise<void> {
  await db().healthProfile.deleteMany({ where: { userId } });
}

/**
 * Changes the password after checking the current one. Every session ends (version bump); the
 * caller gets a fresh password-stage challenge so this browser can sign straight back in.
 */
export async function changePassword(
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<{ challengeValue: string }> {
  await assertPassword(userId, currentPassword, "currentPassword");
  rejectCommonPassword(newPassword, "newPassword");
  const user = await db().user.update({
    where: { id: userId },
    data: { passwordHash: await hashPassword(newPassword), sessionVersion: { increment: 1 } },
    select: { id: true, sessionVersion: true },
  });
  await db().emailToken.deleteMany({ where: { userId, type: "reset_password", usedAt: null } });
  return { challengeValue: createChallenge(user, "password", authSecret()).value };
}

/** Ends every session of the user, including the current one. */
export async function signOutEverywhere(userId: string): Promise<void> {
  await db().user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}

/** Everything we hold about the user, as JSON (UK GDPR articles 15 and 20). Secrets are not data. */
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
        select: { id: true, fileName: true, startedAt: true, rowsAccepted: true, rowsRejected: true },
      },
    },
  });
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
  };
}

/**
 * Deletes the account after the password is re-entered. Database cascades remove everything keyed
 * to the user (tokens, two-factor, preferences, health profile, stacks incl. published ones and
 * their likes, likes, reviews, consent records, contact messages); import runs they started keep
 * no reference. Mail we kept for them in the dev outbox goes too.
 */
export async function deleteAccount(userId: string, password: string): Promise<void> {
  await assertPassword(userId, password, "password");
  const user = await db().user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  await db().$transaction([
    db().outboxEmail.deleteMany({ where: { toAddress: user.email } }),
    // Monitoring metrics name the user only by id (no foreign key: anonymous ones say 'anonymous').
    db().rumMetric.deleteMany({ where: { userId } }),
    db().user.delete({ where: { id: userId } }),
  ]);
}
