// A shipped product's label read again and checked by a second admin (docs/catalogue-labels.md
// "Re-checking a shipped product"): the same validation as a new entry; the live product changes only on the check.
import "server-only";

import { revalidatePath } from "next/cache";

import { revalidateProductPage } from "../catalogue/revalidate";
import type { Transaction } from "../catalogue/mutations";
import { DOSE_UNITS, type DoseUnit } from "../catalogue/values";
import { db, type Database } from "../db/prisma";
import { isUniqueViolation } from "../db/unique-violation";
import { AppError } from "../errors/app-error";
import { forgetCachedAnalyses } from "../interactions/server-engine";
import { awaitingCheckBy } from "./checkable";
import { diffLabel, labelFingerprint, type LabelSnapshot } from "./label-diff";
import { assertLabelSource, labelData } from "./mutations";
import { checkLabelRows, type RowWarning } from "./rows";
import { labelRowSchema, type LabelRecheckInput } from "./schemas";
import type { LabelRow } from "./values";

const productSelect = {
  id: true,
  slug: true,
  name: true,
  brand: true,
  form: true,
  category: true,
  unitsPerPack: true,
  unitsPerServing: true,
  gtin: true,
  vegan: true,
  vegetarian: true,
  glutenFree: true,
  allergens: true,
  labelComplete: true,
  labelCheckedAt: true,
  ingredients: {
    select: {
      amount: true,
      unit: true,
      chemicalForm: true,
      ingredient: { select: { slug: true, name: true } },
    },
    orderBy: { ingredient: { name: "asc" } },
  },
} as const;

async function readProduct(where: { id: string } | { slug: string }, client: Database | Transaction = db()) {
  const product = await client.supplement.findUnique({ where, select: productSelect });
  if (!product) return null;
  const label: LabelSnapshot = {
    rows: product.ingredients.map((item) => ({
      ingredientSlug: item.ingredient.slug,
      name: item.ingredient.name,
      amount: item.amount,
      unit: item.unit,
      chemicalForm: item.chemicalForm,
    })),
    vegan: product.vegan,
    vegetarian: product.vegetarian,
    glutenFree: product.glutenFree,
    allergens: product.allergens,
    labelComplete: product.labelComplete,
  };
  return { product, label, baseLabel: labelFingerprint(label, product.labelCheckedAt) };
}

const isDoseUnit = (unit: string): unit is DoseUnit => (DOSE_UNITS as readonly string[]).includes(unit);

/** The re-check form's prefill: the live rows as the entry form holds them, and any re-check already waiting. */
export async function recheckTarget(slug: string) {
  const live = await readProduct({ slug });
  if (!live) return null;
  const rows: LabelRow[] = live.label.rows.map((row) => ({
    ...row,
    unit: isDoseUnit(row.unit) ? row.unit : null,
  }));
  const waiting = await db().productEntry.findFirst({
    where: { supplementId: live.product.id, status: "awaiting_check" },
    select: { id: true },
  });
  return { ...live, rows, waitingEntryId: waiting?.id ?? null };
}

const staleProduct = () =>
  new AppError("CONFLICT", "The product's label changed since this form was opened: open it again");

export async function saveLabelRecheck(
  supplementId: string,
  input: LabelRecheckInput,
  adminId: string,
): Promise<{ id: string; status: "awaiting_check"; warnings: RowWarning[] }> {
  const { warnings } = await checkLabelRows(input.rows);
  await assertLabelSource(input);
  const live = await readProduct({ id: supplementId });
  if (!live) throw AppError.notFound("SUPPLEMENT_NOT_FOUND", "No such product");
  if (live.baseLabel !== input.baseLabel) throw staleProduct();
  const { product } = live;
  try {
    const entry = await db().productEntry.create({
      data: {
        status: "awaiting_check",
        supplementId,
        brand: product.brand,
        name: product.name,
        form: product.form,
        unitsPerPack: product.unitsPerPack,
        unitsPerServing: product.unitsPerServing,
        category: product.category,
        gtin: product.gtin,
        ...labelData(input),
        labelComplete: input.labelComplete,
        baseLabel: input.baseLabel,
        enteredById: adminId,
      },
      select: { id: true },
    });
    return { id: entry.id, status: "awaiting_check", warnings };
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("CONFLICT", "A re-check of this product is already waiting for its check");
    throw error;
  }
}

interface RecheckEntry {
  id: string;
  supplementId: string | null;
  baseLabel: string | null;
  ingredients: unknown;
  vegan: boolean | null;
  vegetarian: boolean | null;
  glutenFree: boolean | null;
  allergens: string[];
  labelComplete: boolean | null;
}

/** The second admin's check: the live product takes the entry's rows, flags and date in one transaction. */
export async function applyLabelRecheck(entry: RecheckEntry, adminId: string) {
  const supplementId = entry.supplementId;
  if (supplementId === null) throw new AppError("CONFLICT", "The product no longer exists");
  const rows = labelRowSchema.array().parse(entry.ingredients);
  const { ingredients } = await checkLabelRows(rows);
  const checkedAt = new Date();
  const slug = await db().$transaction(async (tx) => {
    // Locks the product so a concurrent check or import cannot slip between the comparison and the write.
    await tx.$queryRaw`SELECT 1 FROM "supplements" WHERE "id" = ${supplementId} FOR UPDATE`;
    const live = await readProduct({ id: supplementId }, tx);
    if (!live) throw new AppError("CONFLICT", "The product no longer exists");
    if (live.baseLabel !== entry.baseLabel) throw staleProduct();
    await tx.supplementIngredient.deleteMany({ where: { supplementId } });
    await tx.supplementIngredient.createMany({
      data: rows.map((row) => ({
        supplementId,
        ingredientId: ingredients.get(row.ingredientSlug)?.id ?? "",
        amount: row.amount,
        unit: row.unit,
        chemicalForm: row.chemicalForm,
      })),
    });
    // Written after the rows, so the search triggers on supplements read the new ingredients.
    await tx.supplement.update({
      where: { id: supplementId },
      data: {
        vegan: entry.vegan,
        vegetarian: entry.vegan === true ? true : entry.vegetarian,
        glutenFree: entry.glutenFree,
        allergens: entry.allergens,
        labelComplete: entry.labelComplete ?? live.product.labelComplete,
        labelCheckedAt: checkedAt,
      },
    });
    const { count } = await tx.productEntry.updateMany({
      where: { id: entry.id, ...awaitingCheckBy(adminId) },
      data: { status: "published", checkedById: adminId, checkedAt },
    });
    if (count === 0) throw new AppError("CONFLICT", "The entry changed while it was being checked");
    return live.product.slug;
  });
  await revalidateProductPage(supplementId);
  revalidatePath("/");
  await forgetCachedAnalyses();
  return { supplementId, slug, checkedAt };
}

/** The second admin refuses an entry with a reason; nothing public changes. */
export async function rejectProductEntry(entryId: string, adminId: string, reason: string): Promise<void> {
  const entry = await db().productEntry.findUnique({
    where: { id: entryId },
    select: { status: true, enteredById: true },
  });
  if (!entry) throw AppError.notFound("NOT_FOUND", "No such product entry");
  if (entry.status !== "awaiting_check")
    throw new AppError("CONFLICT", "Only an entry waiting for its check");
  if (entry.enteredById === adminId)
    throw new AppError(
      "AUTHORIZATION_ERROR",
      "A second admin, not the one who entered the label, rejects it",
    );
  const { count } = await db().productEntry.updateMany({
    where: { id: entryId, ...awaitingCheckBy(adminId) },
    data: { status: "rejected", rejectedReason: reason, checkedById: adminId, checkedAt: new Date() },
  });
  if (count === 0) throw new AppError("CONFLICT", "The entry changed while it was being rejected");
}

/** The review screen's comparison: the live product against the entry, and whether the product moved on since. */
export async function recheckReview(entry: RecheckEntry) {
  const live = entry.supplementId === null ? null : await readProduct({ id: entry.supplementId });
  if (!live) return null;
  const rows = labelRowSchema.array().safeParse(entry.ingredients);
  const proposed: LabelSnapshot = {
    rows: rows.success ? rows.data : [],
    vegan: entry.vegan,
    vegetarian: entry.vegan === true ? true : entry.vegetarian,
    glutenFree: entry.glutenFree,
    allergens: entry.allergens,
    labelComplete: entry.labelComplete ?? live.product.labelComplete,
  };
  return {
    slug: live.product.slug,
    diff: diffLabel(live.label, proposed),
    stale: live.baseLabel !== entry.baseLabel,
  };
}
