// Price alerts (issue 19; docs/reference/admin-and-prices.md, "Price alerts"): the owner of a saved
// stack is emailed when an item gets cheaper, or when the same items' monthly cost drops by at least
// a chosen amount. Only real prices (feed or manual) count as a drop: a sample price is an example,
// never news. Each email reports the drops since the last one (or since the request): the baseline
// is what was last reported, raised whenever a price rises, so a drop is reported once. At most one
// email a day per alert, each with a one-click unsubscribe link. Not server-only: the hourly check
// runs in `npm start`'s job runner (lib/jobs/price-alerts.ts).
import { z } from "zod";

import { AppError } from "../errors/app-error";
import { db } from "../db/prisma";
import { sendMail } from "../mail/deliver";
import { priceAlertEmail } from "../mail/templates";
import { alertIsDue, baselineOf, baselineSchema, compareWithBaseline } from "./compare";
import { getStackPrices, type StackPrices } from "./stack-prices";
import { signUnsubscribeToken } from "./unsubscribe-token";

/** At most one email per alert in this period. */
const ALERT_MIN_INTERVAL_MS = 24 * 60 * 60 * 1000;

export const priceAlertSettingsSchema = z
  .object({
    itemCheaper: z.boolean(),
    /** Whole pence, at most £1,000; null: no monthly-cost condition. */
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

/** Creates or changes the alert of the user's stack; the baseline becomes today's prices. */
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

/** The unsubscribe link's action: true when an alert was removed. */
export async function unsubscribePriceAlert(alertId: string): Promise<boolean> {
  const { count } = await db().priceAlert.deleteMany({ where: { id: alertId } });
  return count > 0;
}

export interface AlertCheckOptions {
  now?: Date;
  siteUrl: string;
  /** Signs the unsubscribe links (the auth secret). */
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

/** Checks every alert not emailed in the last day; the number of emails sent. */
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
