import "server-only";
import { Prisma } from "../db/generated/client";
import { db } from "../db/prisma";
import { AppError } from "../errors/app-error";
import type { SupplementCategory } from "../catalogue/values";
import { enforceRateLimit, RATE_LIMITS } from "../security/rate-limit";
import { storeCommunitySummary } from "./community-summary";
import { MAX_STACKS_PER_USER, STACK_CONFLICT_MESSAGE, STACK_NAME_MAX } from "./limits";
import type { CreateStackInput, StackItemInput, UpdateStackInput } from "./schemas";
import { byPosition, stackSelect, summaryOf, type SavedStackSummary } from "./stack-summary";

async function assertProductsExist(items: readonly StackItemInput[]): Promise<void> {
  const ids = items.map((item) => item.supplementId);
  const rows = await db().supplement.findMany({ where: { id: { in: ids } }, select: { id: true } });
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing)
    throw new AppError("SUPPLEMENT_NOT_FOUND", `Supplement ${missing} not found`, {
      details: { supplementId: missing },
    });
}

const itemRows = (items: readonly StackItemInput[]) =>
  items.map((item, position) => ({
    supplementId: item.supplementId,
    quantity: item.quantity,
    timing: item.timing ?? null,
    position,
  }));

async function ownedStack(userId: string, id: string) {
  const stack = await db().stack.findUnique({
    where: { id },
    select: { userId: true, isPublished: true, hiddenAt: true, version: true },
  });
  if (!stack || (stack.userId !== userId && (!stack.isPublished || stack.hiddenAt)))
    throw AppError.notFound("NOT_FOUND", `Stack ${id} not found`);
  if (stack.userId !== userId) throw AppError.forbidden(`Stack ${id} belongs to someone else`);
  return stack;
}

// The cap is counted before the insert, so parallel saves may pass it by a few; the atomic rate limit
// bounds that.
async function assertRoomForStack(userId: string): Promise<void> {
  await enforceRateLimit(RATE_LIMITS.stackCreatePerUser, userId);
  const count = await db().stack.count({ where: { userId } });
  if (count >= MAX_STACKS_PER_USER) {
    const message = `You can keep up to ${MAX_STACKS_PER_USER} stacks. Delete one to save another.`;
    throw AppError.validation({ fieldErrors: {}, formErrors: [message] }, message);
  }
}

export async function createStack(userId: string, input: CreateStackInput): Promise<SavedStackSummary> {
  await assertRoomForStack(userId);
  await assertProductsExist(input.items);
  const row = await db().stack.create({
    data: {
      userId,
      name: input.name,
      goal: input.goal ?? null,
      notes: input.notes || null,
      items: { create: itemRows(input.items) },
    },
    select: stackSelect,
  });
  return summaryOf(row);
}

// The conditional update claims the row, so two tabs saving at once cannot both win.
export async function updateStack(
  userId: string,
  id: string,
  input: UpdateStackInput,
): Promise<SavedStackSummary> {
  await ownedStack(userId, id);
  if (input.items) await assertProductsExist(input.items);
  const saved = await db().$transaction(async (tx) => {
    const claimed = await tx.stack.updateMany({
      where: { id, userId, version: input.version },
      data: {
        version: { increment: 1 },
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.goal !== undefined ? { goal: input.goal } : {}),
        ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
        // New items make the stored community summary stale until it is stored again below.
        ...(input.items ? { communityBasis: null } : {}),
      },
    });
    if (claimed.count !== 1) {
      throw new AppError("CONFLICT", STACK_CONFLICT_MESSAGE, {
        details: { formErrors: [STACK_CONFLICT_MESSAGE] },
      });
    }
    if (input.items) {
      await tx.stackItem.deleteMany({ where: { stackId: id } });
      await tx.stackItem.createMany({ data: itemRows(input.items).map((row) => ({ ...row, stackId: id })) });
    }
    return summaryOf(await tx.stack.findUniqueOrThrow({ where: { id }, select: stackSelect }));
  });
  if (input.items && saved.isPublished) await storeCommunitySummary(id);
  return saved;
}

export async function deleteStack(userId: string, id: string): Promise<void> {
  await ownedStack(userId, id);
  await db().stack.deleteMany({ where: { id, userId } });
}

export async function duplicateStack(userId: string, id: string): Promise<SavedStackSummary> {
  await ownedStack(userId, id);
  await assertRoomForStack(userId);
  const source = await db().stack.findUniqueOrThrow({ where: { id }, select: stackSelect });
  const row = await db().stack.create({
    data: {
      userId,
      name: `Copy of ${source.name}`.slice(0, STACK_NAME_MAX),
      goal: source.goal,
      notes: source.notes,
      items: {
        create: byPosition(source.items).map(({ supplementId, quantity, timing, position }) => ({
          supplementId,
          quantity,
          timing,
          position,
        })),
      },
    },
    select: stackSelect,
  });
  return summaryOf(row);
}

// Publishing is not an edit of the stack: its version stays, so a save open elsewhere is not refused as stale.
export async function publishStack(
  userId: string,
  id: string,
  input: { title: string; goal?: SupplementCategory | null; description?: string | null },
): Promise<SavedStackSummary> {
  await ownedStack(userId, id);
  await enforceRateLimit(RATE_LIMITS.stackPublishPerUser, userId);
  const row = await db().stack.update({
    where: { id },
    data: {
      isPublished: true,
      publishedTitle: input.title,
      publishedDescription: input.description || null,
      publishedAt: new Date(),
      ...(input.goal !== undefined ? { goal: input.goal } : {}),
      communityBasis: null,
    },
    select: stackSelect,
  });
  await storeCommunitySummary(id);
  return summaryOf(row);
}

export async function unpublishStack(userId: string, id: string): Promise<SavedStackSummary> {
  await ownedStack(userId, id);
  const row = await db().stack.update({
    where: { id },
    data: {
      isPublished: false,
      publishedAt: null,
      communitySummary: Prisma.DbNull,
      communityBasis: null,
      communityCostPence: null,
    },
    select: stackSelect,
  });
  return summaryOf(row);
}

export async function setLike(
  userId: string,
  id: string,
  liked: boolean,
): Promise<{ liked: boolean; likeCount: number }> {
  const stack = await db().stack.findUnique({ where: { id }, select: { isPublished: true, hiddenAt: true } });
  if (!stack?.isPublished || stack.hiddenAt) throw AppError.notFound("NOT_FOUND", `Stack ${id} not found`);
  if (liked) await db().stackLike.createMany({ data: [{ stackId: id, userId }], skipDuplicates: true });
  else await db().stackLike.deleteMany({ where: { stackId: id, userId } });
  return { liked, likeCount: await db().stackLike.count({ where: { stackId: id } }) };
}
