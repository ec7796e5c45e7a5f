// The user id always comes from the session, never from the request.
import "server-only";
import { db } from "../db/prisma";
import { AppError } from "../errors/app-error";
import { authSecret } from "../env";
import { enforceRateLimit, RATE_LIMITS } from "../security/rate-limit";
import { rejectWeakPassword } from "./accounts";
import { createChallenge } from "./challenge";
import { hashPassword, verifyPassword } from "./passwords";
import { deleteStoredProfileImageOf } from "../profile-images/mutations";
import { addressesOf, phoneNumbersOf } from "./account-export";
import { getHealthProfile } from "./queries";
import type { HealthProfileInput } from "./schemas";

const WRONG_PASSWORD_MESSAGE = "Your password is not correct.";

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

export async function deleteHealthProfile(userId: string): Promise<void> {
  await db().healthProfile.deleteMany({ where: { userId } });
}

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
    select: {
      id: true,
      sessionVersion: true,
      totpFactor: { select: { verifiedAt: true } },
      phoneFactor: { select: { verifiedAt: true } },
    },
  });
  await db().emailToken.deleteMany({ where: { userId, type: "reset_password", usedAt: null } });
  // With two-factor a new session needs a code, so only without it may this browser sign straight back in.
  if (user.totpFactor?.verifiedAt ?? user.phoneFactor?.verifiedAt) return { challengeValue: null };
  return { challengeValue: createChallenge(user, "password", authSecret()).value };
}

export async function signOutEverywhere(userId: string): Promise<void> {
  await db().user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}

export async function deleteAccount(userId: string, password: string): Promise<void> {
  await assertPassword(userId, password, "password");
  const user = await db().user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      email: true,
      phoneFactor: { select: { phoneNumber: true } },
      phoneCodes: { select: { phoneNumber: true } },
    },
  });
  const addresses = [...(await addressesOf(userId, user.email)), ...phoneNumbersOf(user)];
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
