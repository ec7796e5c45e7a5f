// Adherence for /analytics: the last 12 weeks of the dose history (filled up to yesterday first).
import { db } from "../db/prisma";
import { productStreaks, weeklyAdherence, type HistoryEntry } from "./adherence";
import { addDays, dateToDay, dayToDate, ukDay, weekOf } from "./days";
import { todayPlans } from "./plans";

const WEEKS_SHOWN = 12;

export async function adherenceOf(userId: string, now = new Date()) {
  await todayPlans(userId, now);
  const since = addDays(weekOf(ukDay(now)), -7 * (WEEKS_SHOWN - 1));
  const logs = await db().doseLog.findMany({
    where: { userId, date: { gte: dayToDate(since) } },
    select: { date: true, status: true, items: true },
    orderBy: { date: "asc" },
  });
  const history: HistoryEntry[] = logs.map((log) => ({
    day: dateToDay(log.date),
    status: log.status,
    items: (log.items as unknown as HistoryEntry["items"]).map(({ supplementId, name }) => ({
      supplementId,
      name,
    })),
  }));
  return { weeks: weeklyAdherence(history), streaks: productStreaks(history) };
}

export type Adherence = Awaited<ReturnType<typeof adherenceOf>>;
