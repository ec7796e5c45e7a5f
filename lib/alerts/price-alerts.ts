// docs/reference/admin-and-prices.md "Price alerts". Not server-only: the hourly check runs in
// `npm start`'s job runner (lib/jobs/price-alerts.ts).
import { z } from "zod";

import { AppError } from "../errors/app-error";
import { db } from "../db/prisma";
import { sendMail } from "../mail/deliver";
import { priceAlertEmail } from "../mail/templates";
import { alertIsDue, baselineOf, baselineSchema, compareWithBaseline } from "./compare";
import { getStackPrices, type StackPrices } from "./stack-prices";
import { signUnsubscribeToken } from "./unsubscribe-token";

const ALERT_MIN_INTERVAL_MS = 24 * 60 * 60 * 1000;

export const priceAlertSettingsSchema = z
  .object({
    itemCheaper: z.boolean(),
    minMonthlyDropPence: z.number().int().min(1).max(100_000).nullable(),
  })
  .strict()
  .refine((value) => value.itemCheaper || value.minMonthlyDropPence !== null, {
    message: "Choose at least one reason to be emailed",
  });
export type PriceAlertSettings = z.infer<typeof priceAlertSettingsSchema>;

async function ownedStackPrices(userId: string, stackId: string): Promise<StackPrices> {
  const prices = await getStackPrices(stackId);
  // Someone else's stack is answered like a missing one, so its existence is not revealed.
  if (prices?.owner.id !== userId) throw AppError.notFound("NOT_FOUND", `Stack ${stackId} not found`);
  return prices;
}

export async function setPriceAlert(userId: string, stackId: string, settings: PriceAlertSettings) {
  const prices = await ownedStackPrices(userId, stackId);
  const data = {
    ...settings,
    baselineMonthlyPence: prices.monthlyPence,
    baselineItemPence: baselineOf(prices.items),
  };
  return db().priceAlert.upsert({
    where: { stackId },
    create: { userId, stackId, ...data },
    update: data,
    select: { itemCheaper: true, minMonthlyDropPence: true },
  });
}

export async function removePriceAlert(userId: string, stackId: string): Promise<void> {
  await db().priceAlert.deleteMany({ where: { stackId, userId } });
}

export function getPriceAlert(userId: string, stackId: string) {
  return db().priceAlert.findFirst({
    where: { stackId, userId },
    select: { itemCheaper: true, minMonthlyDropPence: true },
  });
}

export async function unsubscribePriceAlert(alertId: string): Promise<boolean> {
  const { count } = await db().priceAlert.deleteMany({ where: { id: alertId } });
  return count > 0;
}

export interface AlertCheckOptions {
  now?: Date;
  siteUrl: string;
  secret: string;
}

type AlertRow = { id: string; stackId: string; baselineItemPence: unknown } & PriceAlertSettings;

async function checkOne(alert: AlertRow, options: Required<AlertCheckOptions>): Promise<boolean> {
  const prices = await getStackPrices(alert.stackId);
  if (!prices) return false;
  const comparison = compareWithBaseline(
    baselineSchema.catch({}).parse(alert.baselineItemPence),
    prices.items,
  );
  if (!alertIsDue(alert, comparison)) {
    await db().priceAlert.update({
      where: { id: alert.id },
      data: { baselineItemPence: comparison.raised, lastCheckedAt: options.now },
    });
    return false;
  }
  const unsubscribeUrl = new URL(
    `/api/price-alerts/unsubscribe?token=${signUnsubscribeToken(alert.id, options.secret)}`,
    options.siteUrl,
  );
  const stackUrl = new URL(`/stack/${prices.stackId}`, options.siteUrl);
  await sendMail(
    priceAlertEmail({
      to: prices.owner.email,
      firstName: prices.owner.firstName,
      stackName: prices.stackName,
      drops: comparison.drops.map(({ item, fromMonthlyPence }) => ({ ...item, fromMonthlyPence })),
      monthlyPence: prices.monthlyPence,
      monthlyDropPence: comparison.monthlyDropPence,
      stackUrl: stackUrl.toString(),
      unsubscribeUrl: unsubscribeUrl.toString(),
    }),
  );
  await db().priceAlert.update({
    where: { id: alert.id },
    data: {
      baselineItemPence: baselineOf(prices.items),
      baselineMonthlyPence: prices.monthlyPence,
      lastCheckedAt: options.now,
      lastSentAt: options.now,
    },
  });
  return true;
}

export async function checkPriceAlerts(options: AlertCheckOptions): Promise<number> {
  const resolved = { ...options, now: options.now ?? new Date() };
  const alerts = await db().priceAlert.findMany({
    where: {
      OR: [
        { lastSentAt: null },
        { lastSentAt: { lte: new Date(resolved.now.getTime() - ALERT_MIN_INTERVAL_MS) } },
      ],
    },
    select: {
      id: true,
      stackId: true,
      baselineItemPence: true,
      itemCheaper: true,
      minMonthlyDropPence: true,
    },
    orderBy: { createdAt: "asc" },
  });
  let sent = 0;
  for (const alert of alerts) {
    if (await checkOne(alert, resolved)) sent += 1;
  }
  return sent;
}
