// Taking a saved stack (docs/daily-plan.md): the plan, today's slots, the dose history and stock.
// Not server-only: the daily reminder job in `npm start` reads plans too (lib/jobs/plan-reminders.ts).
import { randomToken } from "../auth/tokens";
import { getMedicalProfile } from "../auth/queries";
import type { Prisma } from "../db/generated/client";
import { db } from "../db/prisma";
import { AppError } from "../errors/app-error";
import { previewStack } from "../stacks/preview";
import { addDays, dateToDay, dayToDate, daysBetween, ukDay } from "./days";
import { restockOffer, type RestockOffer } from "./restock";
import { runOutDay, unitsLeftOn, type StockInput } from "./run-out";
import { planSlots, type PlanSlot, type SlotProduct } from "./slots";
import type { DoseLogInput, ReminderSettings, StartPlanInput } from "./schemas";

/** How far back a late (offline) log, or the history filled for unlogged days, may reach. */
const LOG_WINDOW_DAYS = 30;

const planInclude = {
  stack: {
    select: {
      id: true,
      name: true,
      items: {
        orderBy: { position: "asc" },
        select: {
          supplementId: true,
          quantity: true,
          timing: true,
          supplement: {
            select: {
              name: true,
              brand: true,
              unitsPerPack: true,
              unitsPerServing: true,
              offers: {
                select: {
                  retailer: true,
                  pricePence: true,
                  packSize: true,
                  url: true,
                  inStock: true,
                  source: true,
                },
              },
            },
          },
        },
      },
    },
  },
  stock: true,
} satisfies Prisma.StackPlanInclude;

type PlanRow = Prisma.StackPlanGetPayload<{ include: typeof planInclude }>;
type ItemRow = PlanRow["stack"]["items"][number];

export type SlotStatus = "taken" | "missed" | "assumed_taken" | "not_logged" | "open";

export interface PlanStockView {
  supplementId: string;
  name: string;
  brand: string;
  unitsPerDay: number;
  /** null when the product's pack size is not known: only a count restocks it. */
  unitsPerPack: number | null;
  unitsLeftToday: number;
  countedOn: string;
  runOutDay: string;
  restock: RestockOffer | null;
}

/** A product of unknown pack size that has not been counted: no run-out date until it is. */
export interface UncountedStock {
  supplementId: string;
  name: string;
  brand: string;
  unitsPerDay: number;
}

export interface TodayPlan {
  planId: string;
  stackId: string;
  stackName: string;
  startDate: string;
  mode: "check_off" | "exceptions";
  today: string;
  started: boolean;
  slots: (PlanSlot & { status: SlotStatus })[];
  stock: PlanStockView[];
  uncounted: UncountedStock[];
  reminders: ReminderSettings & { calendarFeed: boolean; pushFellBackAt: string | null };
}

/** A 400 whose message the forms show as it is. */
const refused = (message: string) => AppError.validation({ formErrors: [message], fieldErrors: {} }, message);

const unitsPerDayOf = (item: ItemRow) => item.quantity * item.supplement.unitsPerServing;

async function ownedStack(userId: string, stackId: string) {
  const stack = await db().stack.findFirst({
    where: { id: stackId, userId },
    select: {
      id: true,
      items: { select: { supplementId: true, supplement: { select: { unitsPerPack: true } } } },
    },
  });
  // Someone else's stack is answered like a missing one, so its existence is not revealed.
  if (!stack) throw AppError.notFound("NOT_FOUND", `Stack ${stackId} not found`);
  return stack;
}

async function ownedPlan(userId: string, stackId: string): Promise<PlanRow> {
  const plan = await db().stackPlan.findFirst({ where: { stackId, userId }, include: planInclude });
  if (!plan) throw AppError.notFound("NOT_FOUND", `Stack ${stackId} is not being taken`);
  return plan;
}

export async function startTaking(userId: string, stackId: string, input: StartPlanInput) {
  const stack = await ownedStack(userId, stackId);
  const startDate = dayToDate(input.startDate);
  const plan = await db().stackPlan.upsert({
    where: { stackId },
    create: { userId, stackId, startDate, mode: input.mode },
    update: { startDate, mode: input.mode },
    select: { id: true },
  });
  // Each product starts with one full pack on the start day until the owner counts or restocks; one whose
  // pack size is not known waits for a count.
  await db().planStock.createMany({
    data: stack.items.flatMap(({ supplementId, supplement: { unitsPerPack } }) =>
      unitsPerPack === null
        ? []
        : [{ planId: plan.id, supplementId, unitsOnHand: unitsPerPack, countedOn: startDate }],
    ),
    skipDuplicates: true,
  });
  return { planId: plan.id, startDate: input.startDate, mode: input.mode };
}

export async function stopTaking(userId: string, stackId: string): Promise<void> {
  await ownedStack(userId, stackId);
  await db().stackPlan.deleteMany({ where: { stackId, userId } });
}

async function slotsOf(plan: PlanRow): Promise<PlanSlot[]> {
  const items = plan.stack.items;
  if (items.length === 0) return [];
  const preview = await previewStack(
    items.map(({ supplementId, quantity, timing }) => ({ supplementId, quantity, timing })),
    await getMedicalProfile(plan.userId),
    { withSavings: false },
  );
  const { schedule, conflicts } = preview.analysis.timingOptimization;
  return planSlots(
    schedule,
    conflicts,
    items.map((item) => ({
      supplementId: item.supplementId,
      name: item.supplement.name,
      brand: item.supplement.brand,
      servingsPerDay: item.quantity,
    })),
  );
}

const snapshotOf = (products: readonly SlotProduct[]): Prisma.InputJsonValue =>
  products.map(({ supplementId, name, brand, servings }) => ({ supplementId, name, brand, servings }));

/** Writes the unlogged slots of past days (up to yesterday) with the status the plan's mode gives them. */
async function fillHistory(plan: PlanRow, slots: readonly PlanSlot[], today: string): Promise<void> {
  const yesterday = addDays(today, -1);
  const start = dateToDay(plan.startDate);
  const filledTo = plan.historyFilledTo ? dateToDay(plan.historyFilledTo) : addDays(start, -1);
  const from = [addDays(filledTo, 1), start, addDays(today, -LOG_WINDOW_DAYS)].sort().at(-1) ?? start;
  if (from > yesterday) return;
  const status = plan.mode === "exceptions" ? "assumed_taken" : "not_logged";
  const rows: Prisma.DoseLogCreateManyInput[] = [];
  for (let day = from; day <= yesterday; day = addDays(day, 1)) {
    for (const slot of slots) {
      rows.push({
        userId: plan.userId,
        planId: plan.id,
        stackName: plan.stack.name,
        date: dayToDate(day),
        slot: slot.slot,
        status,
        items: snapshotOf(slot.products),
      });
    }
  }
  await db().$transaction([
    db().doseLog.createMany({ data: rows, skipDuplicates: true }),
    db().stackPlan.update({ where: { id: plan.id }, data: { historyFilledTo: dayToDate(yesterday) } }),
  ]);
}

async function missedUnitsOf(plan: PlanRow): Promise<Map<string, StockInput["missedUnits"]>> {
  const since = plan.stock.reduce<Date | null>(
    (earliest, row) => (earliest && earliest <= row.countedOn ? earliest : row.countedOn),
    null,
  );
  const misses = since
    ? await db().doseLog.findMany({
        where: { planId: plan.id, status: "missed", date: { gte: since } },
        select: { date: true, items: true },
      })
    : [];
  const perServing = new Map(
    plan.stack.items.map((item) => [item.supplementId, item.supplement.unitsPerServing]),
  );
  const bySupplement = new Map<string, { day: string; units: number }[]>();
  for (const miss of misses) {
    for (const item of miss.items as unknown as SlotProduct[]) {
      const units = (perServing.get(item.supplementId) ?? 0) * item.servings;
      if (units > 0)
        bySupplement.set(item.supplementId, [
          ...(bySupplement.get(item.supplementId) ?? []),
          { day: dateToDay(miss.date), units },
        ]);
    }
  }
  return bySupplement;
}

function stockInputOf(
  plan: PlanRow,
  item: ItemRow,
  missed: Map<string, StockInput["missedUnits"]>,
): StockInput | null {
  const row = plan.stock.find((stock) => stock.supplementId === item.supplementId);
  // A product added to the stack after the start has no count yet: one pack from the day it appears.
  const unitsOnHand = row?.unitsOnHand ?? item.supplement.unitsPerPack;
  if (unitsOnHand === null) return null;
  return {
    unitsOnHand,
    countedOn: row ? dateToDay(row.countedOn) : dateToDay(plan.updatedAt),
    unitsPerDay: unitsPerDayOf(item),
    missedUnits: missed.get(item.supplementId) ?? [],
  };
}

async function stockViews(plan: PlanRow, today: string): Promise<Pick<TodayPlan, "stock" | "uncounted">> {
  const missed = await missedUnitsOf(plan);
  const views: PlanStockView[] = [];
  const uncounted: UncountedStock[] = [];
  for (const item of plan.stack.items) {
    const stock = stockInputOf(plan, item, missed);
    const { name, brand } = item.supplement;
    if (stock === null) {
      uncounted.push({ supplementId: item.supplementId, name, brand, unitsPerDay: unitsPerDayOf(item) });
      continue;
    }
    views.push({
      supplementId: item.supplementId,
      name,
      brand,
      unitsPerDay: stock.unitsPerDay,
      unitsPerPack: item.supplement.unitsPerPack,
      unitsLeftToday: unitsLeftOn(stock, today),
      countedOn: stock.countedOn,
      runOutDay: runOutDay(stock),
      restock: restockOffer(item.supplement.offers),
    });
  }
  return { stock: views, uncounted };
}

async function todayPlanOf(plan: PlanRow, today: string): Promise<TodayPlan> {
  const slots = await slotsOf(plan);
  const start = dateToDay(plan.startDate);
  await fillHistory(plan, slots, today);
  const logs = await db().doseLog.findMany({
    where: { planId: plan.id, date: dayToDate(today) },
    select: { slot: true, status: true },
  });
  const statusOf = (slot: string): SlotStatus =>
    logs.find((log) => log.slot === slot)?.status ?? (plan.mode === "exceptions" ? "assumed_taken" : "open");
  return {
    planId: plan.id,
    stackId: plan.stackId,
    stackName: plan.stack.name,
    startDate: start,
    mode: plan.mode,
    today,
    started: start <= today,
    slots: slots.map((slot) => ({ ...slot, status: statusOf(slot.slot) })),
    ...(await stockViews(plan, today)),
    reminders: {
      emailDigest: plan.emailDigest,
      runOutEmails: plan.runOutEmails,
      runOutNoticeDays: plan.runOutNoticeDays,
      namesInReminders: plan.namesInReminders,
      calendarFeed: plan.calendarFeedId !== null,
      pushFellBackAt: plan.pushFellBackAt?.toISOString() ?? null,
    },
  };
}

export async function todayPlans(userId: string, now = new Date()): Promise<TodayPlan[]> {
  const plans = await db().stackPlan.findMany({
    where: { userId },
    include: planInclude,
    orderBy: { createdAt: "asc" },
  });
  const today = ukDay(now);
  const views: TodayPlan[] = [];
  for (const plan of plans) views.push(await todayPlanOf(plan, today));
  return views;
}

export async function planForStack(
  userId: string,
  stackId: string,
  now = new Date(),
): Promise<TodayPlan | null> {
  const plan = await db().stackPlan.findFirst({ where: { stackId, userId }, include: planInclude });
  return plan ? todayPlanOf(plan, ukDay(now)) : null;
}

export async function logDose(userId: string, stackId: string, input: DoseLogInput, now = new Date()) {
  const plan = await ownedPlan(userId, stackId);
  const today = ukDay(now);
  const start = dateToDay(plan.startDate);
  if (input.date > today || input.date < start || daysBetween(input.date, today) > LOG_WINDOW_DAYS) {
    throw refused(
      `Choose a day from the plan's start (${start}), at most ${LOG_WINDOW_DAYS} days ago, up to today`,
    );
  }
  const slot = (await slotsOf(plan)).find((candidate) => candidate.slot === input.slot);
  if (!slot) throw refused("Nothing in this stack is planned at that time");
  const key = { planId_date_slot: { planId: plan.id, date: dayToDate(input.date), slot: input.slot } };
  const data = { status: input.status, loggedAt: now };
  // A day already in the history keeps the products it had; only its status changes.
  const log = await db().doseLog.upsert({
    where: key,
    create: {
      ...data,
      userId,
      planId: plan.id,
      stackName: plan.stack.name,
      date: dayToDate(input.date),
      slot: input.slot,
      items: snapshotOf(slot.products),
    },
    update: data,
    select: { date: true, slot: true, status: true },
  });
  return { date: dateToDay(log.date), slot: log.slot, status: log.status };
}

/** Undo today's tick or miss: the slot is open again (or assumed taken in exception mode). */
export async function undoDose(
  userId: string,
  stackId: string,
  key: { date: string; slot: string },
  now = new Date(),
) {
  const plan = await ownedPlan(userId, stackId);
  if (key.date !== ukDay(now)) {
    throw refused("Only today's entries can be undone; log a past day as taken or missed");
  }
  await db().doseLog.deleteMany({ where: { planId: plan.id, date: dayToDate(key.date), slot: key.slot } });
}

function planItem(plan: PlanRow, supplementId: string): ItemRow {
  const item = plan.stack.items.find((candidate) => candidate.supplementId === supplementId);
  if (!item) throw refused("This product is not in the stack");
  return item;
}

export async function countStock(
  userId: string,
  stackId: string,
  input: { supplementId: string; unitsOnHand: number },
  now = new Date(),
) {
  const plan = await ownedPlan(userId, stackId);
  planItem(plan, input.supplementId);
  const countedOn = dayToDate(ukDay(now));
  const key = { planId: plan.id, supplementId: input.supplementId };
  await db().planStock.upsert({
    where: { planId_supplementId: key },
    create: { ...key, unitsOnHand: input.unitsOnHand, countedOn },
    update: { unitsOnHand: input.unitsOnHand, countedOn, remindedFor: null },
  });
  return planForStack(userId, stackId, now);
}

export async function restock(userId: string, stackId: string, supplementId: string, now = new Date()) {
  const plan = await ownedPlan(userId, stackId);
  const item = planItem(plan, supplementId);
  const today = ukDay(now);
  const stock = stockInputOf(plan, item, await missedUnitsOf(plan));
  const { unitsPerPack } = item.supplement;
  if (stock === null || unitsPerPack === null)
    throw refused(`The pack size of ${item.supplement.name} is not known: count what you have instead.`);
  return countStock(
    userId,
    stackId,
    { supplementId, unitsOnHand: unitsLeftOn(stock, today) + unitsPerPack },
    now,
  );
}

export async function setReminders(userId: string, stackId: string, settings: ReminderSettings) {
  const plan = await ownedPlan(userId, stackId);
  await db().stackPlan.update({ where: { id: plan.id }, data: settings });
  return settings;
}

/** A new secret feed id: any URL made before stops working. */
export async function renewCalendarFeed(userId: string, stackId: string): Promise<string> {
  const plan = await ownedPlan(userId, stackId);
  const calendarFeedId = randomToken(24);
  await db().stackPlan.update({ where: { id: plan.id }, data: { calendarFeedId } });
  return calendarFeedId;
}

export async function revokeCalendarFeed(userId: string, stackId: string): Promise<void> {
  const plan = await ownedPlan(userId, stackId);
  await db().stackPlan.update({ where: { id: plan.id }, data: { calendarFeedId: null } });
}

export async function calendarFeedIdOf(userId: string, stackId: string): Promise<string | null> {
  return (await ownedPlan(userId, stackId)).calendarFeedId;
}

/** The plan behind a calendar feed id, with today's slots and stock, for the .ics answer. */
export async function planForCalendarFeed(calendarFeedId: string, now = new Date()) {
  const plan = await db().stackPlan.findUnique({ where: { calendarFeedId }, include: planInclude });
  if (!plan) return null;
  return { view: await todayPlanOf(plan, ukDay(now)), calendarFeedId };
}

export async function plansOf(userId: string) {
  const plans = await db().stackPlan.findMany({
    where: { userId },
    select: { stackId: true, startDate: true, calendarFeedId: true, stack: { select: { name: true } } },
    orderBy: { createdAt: "asc" },
  });
  return plans.map((plan) => ({
    stackId: plan.stackId,
    stackName: plan.stack.name,
    startDate: dateToDay(plan.startDate),
    calendarFeed: plan.calendarFeedId !== null,
  }));
}

/** Plans with an email reminder switched on, each with its owner and today's view. */
export async function plansWithEmailReminders(now = new Date()) {
  const plans = await db().stackPlan.findMany({
    where: { OR: [{ emailDigest: true }, { runOutEmails: true }] },
    include: { ...planInclude, user: { select: { id: true, email: true, firstName: true } } },
    orderBy: { createdAt: "asc" },
  });
  const today = ukDay(now);
  const due = [];
  for (const plan of plans) {
    due.push({
      view: await todayPlanOf(plan, today),
      owner: plan.user,
      digestSentOn: plan.digestSentOn ? dateToDay(plan.digestSentOn) : null,
      remindedFor: new Map(
        plan.stock.map((row) => [row.supplementId, row.remindedFor ? dateToDay(row.remindedFor) : null]),
      ),
    });
  }
  return due;
}

/** A push service said the owner's devices were gone, so the reminder went by email: the settings say so. */
export async function markPushFellBack(planId: string, at: Date): Promise<void> {
  await db().stackPlan.update({ where: { id: planId }, data: { pushFellBackAt: at } });
}

export async function markReminded(
  view: TodayPlan,
  sent: { digest: boolean; runOuts: readonly PlanStockView[] },
): Promise<void> {
  await db().$transaction([
    ...(sent.digest
      ? [db().stackPlan.update({ where: { id: view.planId }, data: { digestSentOn: dayToDate(view.today) } })]
      : []),
    ...sent.runOuts.map((item) =>
      db().planStock.upsert({
        where: { planId_supplementId: { planId: view.planId, supplementId: item.supplementId } },
        create: {
          planId: view.planId,
          supplementId: item.supplementId,
          unitsOnHand: item.unitsLeftToday,
          countedOn: dayToDate(view.today),
          remindedFor: dayToDate(item.runOutDay),
        },
        update: { remindedFor: dayToDate(item.runOutDay) },
      }),
    ),
  ]);
}
