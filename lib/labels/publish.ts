// The second-admin rule (docs/catalogue-labels.md "Review"): publishing writes the supplements row.
import "server-only";

import { revalidatePath } from "next/cache";

import { decideFeedItem } from "../catalogue/feed-review";
import { revalidateProductPage } from "../catalogue/revalidate";
import { db } from "../db/prisma";
import { isUniqueViolation } from "../db/unique-violation";
import { AppError } from "../errors/app-error";
import { awaitingCheckBy } from "./checkable";
import { applyLabelRecheck } from "./recheck";
import { checkLabelRows } from "./rows";
import { labelRowSchema } from "./schemas";

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/µ/g, "mc")
    .replace(/&/g, " and ")
    .replace(/'/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120);
}

async function freeSlug(base: string): Promise<string> {
  const taken = new Set(
    (await db().supplement.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map(
      (row) => row.slug,
    ),
  );
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${String(suffix)}`)) suffix += 1;
  return `${base}-${String(suffix)}`;
}

export interface PublishedEntry {
  supplementId: string;
  slug: string;
  checkedAt: Date;
}

export async function checkProductEntry(entryId: string, adminId: string): Promise<PublishedEntry> {
  const entry = await db().productEntry.findUnique({
    where: { id: entryId },
    include: { feedItem: { select: { id: true, status: true, retailer: true } } },
  });
  if (!entry) throw AppError.notFound("NOT_FOUND", "No such product entry");
  if (entry.status !== "awaiting_check")
    throw new AppError(
      "CONFLICT",
      { published: "Already published", rejected: "It was rejected", draft: "Its label is not entered" }[
        entry.status
      ],
    );
  if (entry.enteredById === adminId)
    throw new AppError("AUTHORIZATION_ERROR", "A second admin, not the one who entered the label, checks it");
  if (entry.baseLabel !== null) return applyLabelRecheck(entry, adminId);
  const { form, category, unitsPerPack } = entry;
  if (form === null || category === null || unitsPerPack === null)
    throw new AppError("CONFLICT", "The entry is incomplete");
  const rows = labelRowSchema.array().parse(entry.ingredients);
  const { ingredients } = await checkLabelRows(rows);
  const slug = await freeSlug(slugOf(`${entry.brand} ${entry.name} ${String(unitsPerPack)}`));
  const checkedAt = new Date();

  let supplementId: string;
  try {
    supplementId = await db().$transaction(async (tx) => {
      const product = await tx.supplement.create({
        data: {
          slug,
          name: entry.name,
          brand: entry.brand,
          form,
          category,
          unitsPerPack,
          unitsPerServing: entry.unitsPerServing,
          benefits: [],
          gtin: entry.gtin,
          vegan: entry.vegan,
          vegetarian: entry.vegan === true ? true : entry.vegetarian,
          glutenFree: entry.glutenFree,
          allergens: entry.allergens,
          labelComplete: true,
          labelCheckedAt: checkedAt,
          imageSourceUrl: entry.imageSourceUrl,
          imageRetailer: entry.imageSourceUrl === null ? null : (entry.feedItem?.retailer ?? null),
          ingredients: {
            create: rows.map((row) => ({
              ingredientId: ingredients.get(row.ingredientSlug)?.id ?? "",
              amount: row.amount,
              unit: row.unit,
              chemicalForm: row.chemicalForm,
            })),
          },
        },
        select: { id: true },
      });
      const { count } = await tx.productEntry.updateMany({
        where: { id: entryId, ...awaitingCheckBy(adminId) },
        data: { status: "published", supplementId: product.id, checkedById: adminId, checkedAt },
      });
      if (count === 0) throw new AppError("CONFLICT", "The entry changed while it was being checked");
      return product.id;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("DUPLICATE_RESOURCE", "Another product already has this GTIN or name");
    throw error;
  }

  // The feed row this draft came from now has its product: its price applies as a match would.
  if (entry.feedItem?.status === "pending")
    await decideFeedItem(entry.feedItem.id, { action: "match", supplementId }, adminId);
  await revalidateProductPage(supplementId);
  // The landing page counts products.
  revalidatePath("/");
  return { supplementId, slug, checkedAt };
}
