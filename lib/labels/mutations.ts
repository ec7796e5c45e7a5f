import "server-only";

import { db } from "../db/prisma";
import { AppError } from "../errors/app-error";
import { checkLabelRows, type RowWarning } from "./rows";
import type { LabelFields, ProductEntryInput, ProductSuggestionInput } from "./schemas";

const invalidField = (field: string, message: string) =>
  AppError.validation({ fieldErrors: { [field]: [message] }, formErrors: [] }, message);

/** The photo was uploaded and the label was not read in the future (new entries and re-checks alike). */
export async function assertLabelSource(
  input: Pick<LabelFields, "labelPhotoId" | "labelReadOn">,
): Promise<void> {
  if (input.labelPhotoId !== null) {
    const photo = await db().labelPhoto.findUnique({
      where: { id: input.labelPhotoId },
      select: { id: true },
    });
    if (!photo) throw invalidField("labelPhotoId", "Upload the photo again");
  }
  if (new Date(`${input.labelReadOn}T00:00:00Z`).getTime() > Date.now())
    throw invalidField("labelReadOn", "The label cannot have been read in the future");
}

async function assertSourcesExist(input: ProductEntryInput): Promise<void> {
  await assertLabelSource(input);
  if (input.gtin !== null) {
    const holder = await db().supplement.findUnique({ where: { gtin: input.gtin }, select: { slug: true } });
    if (holder)
      throw new AppError("DUPLICATE_RESOURCE", `GTIN ${input.gtin} already belongs to ${holder.slug}`, {
        details: { slug: holder.slug },
      });
  }
}

/** The label as read (rows, source, diet flags): what a new entry and a re-check both store. */
export function labelData(input: LabelFields) {
  return {
    ingredients: input.rows,
    labelPhotoId: input.labelPhotoId,
    labelUrl: input.labelUrl,
    labelReadOn: new Date(`${input.labelReadOn}T00:00:00Z`),
    vegan: input.vegan,
    vegetarian: input.vegetarian,
    glutenFree: input.glutenFree,
    allergens: input.allergens,
  };
}

function entryData(input: ProductEntryInput) {
  return {
    brand: input.brand,
    name: input.name,
    form: input.form,
    unitsPerPack: input.unitsPerPack,
    unitsPerServing: input.unitsPerServing,
    category: input.category,
    gtin: input.gtin,
    ...labelData(input),
  };
}

export interface SavedEntry {
  id: string;
  status: "awaiting_check";
  warnings: RowWarning[];
}

/** A new entry, or a draft (from a feed row) completed; either way it now waits for a second admin. */
export async function saveProductEntry(
  input: ProductEntryInput,
  adminId: string,
  options: { entryId?: string; suggestionId?: string } = {},
): Promise<SavedEntry> {
  const { warnings } = await checkLabelRows(input.rows);
  await assertSourcesExist(input);
  const data = { ...entryData(input), status: "awaiting_check" as const, enteredById: adminId };
  if (options.entryId !== undefined) {
    const { count } = await db().productEntry.updateMany({
      where: { id: options.entryId, status: { in: ["draft", "awaiting_check"] } },
      data,
    });
    if (count === 0) throw new AppError("CONFLICT", "This entry is published or no longer exists");
    return { id: options.entryId, status: "awaiting_check", warnings };
  }
  const entry = await db().$transaction(async (tx) => {
    if (options.suggestionId !== undefined) {
      const { count } = await tx.productSuggestion.updateMany({
        where: { id: options.suggestionId, status: "open" },
        data: { status: "used" },
      });
      if (count === 0) throw new AppError("CONFLICT", "This suggestion was already used or dismissed");
    }
    return tx.productEntry.create({
      data: { ...data, suggestionId: options.suggestionId ?? null },
      select: { id: true },
    });
  });
  return { id: entry.id, status: "awaiting_check", warnings };
}

/** A feed row that matched no product becomes a draft waiting for its label. */
export async function draftFromFeedItem(feedItemId: string, adminId: string): Promise<{ id: string }> {
  return db().$transaction(async (tx) => {
    const item = await tx.feedItem.findUnique({ where: { id: feedItemId } });
    if (!item) throw AppError.notFound("NOT_FOUND", "No such feed item");
    if (item.status !== "pending")
      throw new AppError("CONFLICT", `This feed item was already ${item.status}`);
    const existing = await tx.productEntry.findFirst({ where: { feedItemId }, select: { id: true } });
    if (existing)
      throw new AppError("CONFLICT", "A draft was already made from this row", { details: existing });
    return tx.productEntry.create({
      data: {
        status: "draft",
        brand: item.brand ?? "",
        name: item.title,
        gtin: item.gtin,
        unitsPerPack: item.packSize,
        imageSourceUrl: item.imageUrl,
        feedItemId: item.id,
        enteredById: adminId,
      },
      select: { id: true },
    });
  });
}

export async function createProductSuggestion(
  input: ProductSuggestionInput,
  userId: string,
): Promise<{ id: string }> {
  if (input.labelPhotoId !== null) {
    const photo = await db().labelPhoto.findFirst({
      where: { id: input.labelPhotoId, uploadedById: userId },
      select: { id: true },
    });
    if (!photo) throw invalidField("labelPhotoId", "Upload the photo again");
  }
  return db().productSuggestion.create({ data: { ...input, userId }, select: { id: true } });
}

export async function dismissProductSuggestion(id: string): Promise<void> {
  const { count } = await db().productSuggestion.updateMany({
    where: { id, status: "open" },
    data: { status: "dismissed" },
  });
  if (count === 0) throw AppError.notFound("NOT_FOUND", "No open suggestion with this id");
}
