// UK GDPR articles 15 and 20: every row naming the user, their address or an address they asked for.
import "server-only";
import type { Prisma } from "../db/generated/client";
import { db } from "../db/prisma";
import { exportProfileImage } from "../profile-images/queries";

// The numeric row id is left out: a BigInt, and meaningless outside the database.
function monitoringMetricsOf(userId: string) {
  return db().rumMetric.findMany({
    where: { userId },
    select: { sessionId: true, name: true, value: true, page: true, rating: true, recordedAt: true },
    orderBy: { recordedAt: "asc" },
  });
}

// An address that is now another account's is left out (its mail is that account's).
export async function addressesOf(userId: string, email: string): Promise<string[]> {
  const requested = await db().emailToken.findMany({
    where: { userId, type: "change_email", newEmail: { not: null } },
    select: { newEmail: true },
  });
  const candidates = [
    ...new Set([email, ...requested.map((token) => token.newEmail ?? "")].map((a) => a.toLowerCase())),
  ].filter(Boolean);
  const others = await db().user.findMany({
    where: { email: { in: candidates }, id: { not: userId } },
    select: { email: true },
  });
  const taken = new Set(others.map((other) => other.email));
  return candidates.filter((address) => !taken.has(address));
}

function signedOutContactMessagesOf(email: string) {
  return db().contactMessage.findMany({
    where: { userId: null, email: { equals: email, mode: "insensitive" } },
    orderBy: { createdAt: "asc" },
  });
}

// Texts kept in the dev outbox are addressed to the number (lib/sms/outbox.ts).
export function phoneNumbersOf(user: {
  phoneFactor: { phoneNumber: string } | null;
  phoneCodes: { phoneNumber: string }[];
}): string[] {
  return [
    ...new Set([user.phoneFactor?.phoneNumber, ...user.phoneCodes.map((code) => code.phoneNumber)]),
  ].filter((number): number is string => Boolean(number));
}

function keptMailTo(addresses: string[]) {
  return db().outboxEmail.findMany({
    where: { toAddress: { in: addresses } },
    select: { toAddress: true, subject: true, createdAt: true },
    orderBy: { createdAt: "asc" },
  });
}

const EXPORT_INCLUDE = {
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
  priceAlerts: { omit: { userId: true }, orderBy: { createdAt: "asc" } },
  stackPlans: {
    // The calendar feed id is the secret part of the feed address: whether there is one is enough.
    omit: { userId: true, calendarFeedId: true },
    include: { stock: { omit: { planId: true } } },
    orderBy: { createdAt: "asc" },
  },
  doseLogs: { omit: { userId: true }, orderBy: [{ date: "asc" }, { slot: "asc" }] },
  careCardLinks: { select: { createdAt: true, expiresAt: true }, orderBy: { createdAt: "asc" } },
  pushSubscriptions: {
    select: { label: true, endpoint: true, createdAt: true, lastSentAt: true },
    orderBy: { createdAt: "asc" },
  },
  reviews: {
    include: { supplement: { select: { id: true, name: true, brand: true } } },
    orderBy: { createdAt: "asc" },
  },
  contentReports: {
    select: {
      stackId: true,
      reviewId: true,
      reason: true,
      note: true,
      status: true,
      createdAt: true,
      decidedAt: true,
    },
    orderBy: { createdAt: "asc" },
  },
  moderationActions: {
    select: { stackId: true, reviewId: true, action: true, reason: true, createdAt: true },
    orderBy: { createdAt: "asc" },
  },
  consentRecords: { orderBy: { createdAt: "asc" } },
  contactMessages: { orderBy: { createdAt: "asc" } },
  emailTokens: {
    select: { type: true, newEmail: true, createdAt: true, expiresAt: true, usedAt: true },
    orderBy: { createdAt: "asc" },
  },
  totpFactor: { select: { verifiedAt: true, createdAt: true } },
  recoveryCodes: { select: { createdAt: true, usedAt: true } },
  passkeys: { select: { name: true, transports: true, backedUp: true, createdAt: true, lastUsedAt: true } },
  phoneFactor: { select: { phoneNumber: true, verifiedAt: true, createdAt: true } },
  phoneCodes: {
    select: { phoneNumber: true, purpose: true, createdAt: true, expiresAt: true, usedAt: true },
  },
  priceImportRuns: {
    select: {
      id: true,
      fileName: true,
      startedAt: true,
      rowsAccepted: true,
      rowsRejected: true,
      rejections: true,
    },
  },
  feedDecisions: {
    select: { id: true, retailer: true, itemId: true, title: true, status: true, decidedAt: true },
    orderBy: { decidedAt: "asc" },
  },
} satisfies Prisma.UserInclude;

function pendingEmailOf(
  tokens: { type: string; newEmail: string | null; usedAt: Date | null; expiresAt: Date }[],
) {
  const now = new Date();
  return (
    tokens.find((token) => token.type === "change_email" && token.usedAt === null && token.expiresAt > now)
      ?.newEmail ?? null
  );
}

async function dailyPlansOf<P, L, C>(
  userId: string,
  {
    stackPlans,
    doseLogs,
    careCardLinks,
    pushSubscriptions,
  }: {
    stackPlans: P;
    doseLogs: L;
    careCardLinks: C;
    pushSubscriptions: { label: string; endpoint: string; createdAt: Date; lastSentAt: Date | null }[];
  },
) {
  const feeds = await db().stackPlan.findMany({
    where: { userId },
    select: { stackId: true, calendarFeedId: true },
  });
  return {
    plans: stackPlans,
    calendarFeeds: feeds.map((plan) => ({
      stackId: plan.stackId,
      calendarFeedOn: plan.calendarFeedId !== null,
    })),
    doseHistory: doseLogs,
    pharmacistCardLinks: careCardLinks,
    // The endpoint's path is the push service's address for this browser: only its service is named.
    pushReminderDevices: pushSubscriptions.map((device) => ({
      device: device.label,
      pushService: new URL(device.endpoint).host,
      addedAt: device.createdAt,
      lastSentAt: device.lastSentAt,
    })),
    note: "The secret addresses of calendar feeds, card links and push subscriptions are left out; make new ones on your plan, card or device.",
  };
}

export async function exportAccountData(userId: string) {
  const user = await db().user.findUniqueOrThrow({ where: { id: userId }, include: EXPORT_INCLUDE });
  const [monitoringMetrics, profileImage, signedOutMessages, keptMail] = await Promise.all([
    monitoringMetricsOf(userId),
    exportProfileImage(userId),
    signedOutContactMessagesOf(user.email),
    addressesOf(userId, user.email).then((addresses) => keptMailTo([...addresses, ...phoneNumbersOf(user)])),
  ]);
  const {
    preference,
    healthProfile,
    stacks,
    stackLikes,
    priceAlerts,
    stackPlans,
    doseLogs,
    careCardLinks,
    pushSubscriptions,
    reviews,
    contentReports,
    moderationActions,
    consentRecords,
    contactMessages,
    emailTokens,
    totpFactor,
    recoveryCodes,
    passkeys,
    phoneFactor,
    phoneCodes,
    priceImportRuns,
    feedDecisions,
    ...account
  } = user;
  return {
    exportedAt: new Date().toISOString(),
    format: "Smart Supplement Stack Builder UK account export, version 1",
    account: {
      ...account,
      pendingEmail: pendingEmailOf(emailTokens),
      note: "Your password is stored only as an argon2id hash, which is not included.",
    },
    preferences: preference,
    healthProfile,
    stacks,
    likedStacks: stackLikes,
    priceAlerts,
    dailyPlans: await dailyPlansOf(userId, { stackPlans, doseLogs, careCardLinks, pushSubscriptions }),
    reviews,
    reportsYouMade: contentReports,
    moderationDecisionsYouTook: moderationActions,
    consentRecords,
    contactMessages: [...contactMessages, ...signedOutMessages],
    twoFactor: {
      enabled: Boolean(totpFactor?.verifiedAt),
      enabledAt: totpFactor?.verifiedAt ?? null,
      recoveryCodes: recoveryCodes.map((code) => ({ createdAt: code.createdAt, usedAt: code.usedAt })),
      note: "Your two-factor secret and recovery codes are secrets, so they are not included.",
    },
    passkeys: {
      passkeys,
      note: "Each passkey's private key never leaves your device; its public key is not personal data and is left out.",
    },
    phone: {
      number: phoneFactor?.phoneNumber ?? null,
      verifiedAt: phoneFactor?.verifiedAt ?? null,
      addedAt: phoneFactor?.createdAt ?? null,
      codesSent: phoneCodes,
      note: "The codes texted to you are secrets, so they are not included.",
    },
    emailLinks: emailTokens,
    emailsKept: {
      emails: keptMail,
      note: "Emails and texts kept on this site instead of sent; their text is not included, as its links and codes are secrets.",
    },
    priceImportRuns,
    feedDecisions,
    monitoringMetrics,
    profileImage,
  };
}
