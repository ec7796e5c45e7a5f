// Writes of a signed-in user's own data: profile, preferences, health profile, password, sessions,
// and the UK GDPR right to erasure (delete). Every function takes the user id from the session,
// never from the request, so one user cannot reach another's data.
import "server-only";
import { db } from "../db/prisma";
import { AppError } from "../errors/app-error";
import { authSecret } from "../env";
import { enforceRateLimit, RATE_LIMITS } from "../security/rate-limit";
import { rejectWeakPassword } from "./accounts";
import { createChallenge } from "./challenge";
import { hashPassword, verifyPassword } from "./passwords";
import { deleteStoredProfileImageOf } from "../profile-images/mutations";
import { addressesOf } from "./account-export";
import { getHealthProfile } from "./queries";
import type { HealthProfileInput } from "./schemas";

const WRONG_PASSWORD_MESSAGE = "Your password is not correct.";

/** Checks the user's password (rate-limited per user); throws 400 with a field error otherwise. */
export async function assertPassword(
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
  // docs/product-rules.md §7 "Table calls": upsert into user_preferences (conflict on user_id).
  await db().userPreference.upsert({
    where: { userId },
    create: { userId, email: user.email, ...names },
    update: { email: user.email, ...names },
  });
  return user;
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

export async function saveHealthProfile(userId: string, input: HealthProfileInput) {
  // A schedule is kept only for a medicine still on the list (one per medicine).
  const named = (name: string) => name.trim().toLowerCase();
  const listed = new Set(input.prescriptionDrugs.map(named));
  const schedules = new Map(
    input.medicineSchedules
      .filter((entry) => listed.has(named(entry.name)))
      .map((entry) => [named(entry.name), entry]),
  );
  const profile = { ...input, medicineSchedules: [...schedules.values()] };
  await db().healthProfile.upsert({ where: { userId }, create: { userId, ...profile }, update: profile });
  return getHealthProfile(userId);
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
): Promise<{ challengeValue: string | null }> {
  await assertPassword(userId, currentPassword, "currentPassword");
  const person = await db().user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, firstName: true, lastName: true },
  });
  await rejectWeakPassword(newPassword, "newPassword", [person.email, person.firstName, person.lastName]);
  const user = await db().user.update({
    where: { id: userId },
    data: { passwordHash: await hashPassword(newPassword), sessionVersion: { increment: 1 } },
    select: { id: true, sessionVersion: true, totpFactor: { select: { verifiedAt: true } } },
  });
  await db().emailToken.deleteMany({ where: { userId, type: "reset_password", usedAt: null } });
  // A sign-in straight back in only without two-factor: with it, a new session needs a code, so the
  // user signs in again in full (issue 15, item 2).
  if (user.totpFactor?.verifiedAt) return { challengeValue: null };
  return { challengeValue: createChallenge(user, "password", authSecret()).value };
}

/** Ends every session of the user, including the current one. */
export async function signOutEverywhere(userId: string): Promise<void> {
  await db().user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}

/**
 * Deletes the account after the password is re-entered. Database cascades remove everything keyed
 * to the user (tokens, two-factor, preferences, health profile, stacks incl. published ones and
 * their likes and price alerts, likes, reviews, consent records, contact messages); import runs and
 * feed decisions keep no reference. Contact messages sent signed out from the account's address go
 * too, and the mail we kept for its addresses (the account's and any new one a change link went to).
 */
export async function deleteAccount(userId: string, password: string): Promise<void> {
  await assertPassword(userId, password, "password");
  const user = await db().user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  const addresses = await addressesOf(userId, user.email);
  // The image file is not in the database: it goes first (its row goes with the user).
  await deleteStoredProfileImageOf(userId);
  await db().$transaction([
    db().outboxEmail.deleteMany({ where: { toAddress: { in: addresses } } }),
    db().contactMessage.deleteMany({
      where: { userId: null, email: { equals: user.email, mode: "insensitive" } },
    }),
    // Monitoring metrics name the user only by id (no foreign key: anonymous ones say 'anonymous').
    db().rumMetric.deleteMany({ where: { userId } }),
    db().user.delete({ where: { id: userId } }),
  ]);
}
