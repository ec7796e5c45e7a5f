import "server-only";

import { db } from "../db/prisma";
import type { IngredientOption } from "./amounts";
import { ingredientReferenceSelect } from "./rows";
import { labelRowSchema } from "./schemas";
import type { LabelRow } from "./values";

export async function getIngredientOptions(): Promise<IngredientOption[]> {
  const rows = await db().ingredient.findMany({
    select: { ...ingredientReferenceSelect, synonyms: true },
    orderBy: { name: "asc" },
  });
  return rows.map(({ id: _id, ...rest }) => rest);
}

const personSelect = { select: { firstName: true, lastName: true } } as const;

export async function listProductEntries() {
  return db().productEntry.findMany({
    where: { status: { in: ["draft", "awaiting_check"] } },
    orderBy: [{ status: "asc" }, { createdAt: "desc" }],
    take: 200,
    select: {
      id: true,
      status: true,
      brand: true,
      name: true,
      gtin: true,
      unitsPerPack: true,
      createdAt: true,
      enteredById: true,
      enteredFromSeed: true,
      enteredBy: personSelect,
      feedItem: { select: { retailer: true, pricePence: true, url: true } },
    },
  });
}

export async function listRecentlyPublished() {
  return db().productEntry.findMany({
    where: { status: "published" },
    orderBy: { checkedAt: "desc" },
    take: 20,
    select: {
      id: true,
      brand: true,
      name: true,
      checkedAt: true,
      supplement: { select: { slug: true } },
      enteredFromSeed: true,
      enteredBy: personSelect,
      checkedBy: personSelect,
    },
  });
}

/** Stored rows that no longer parse (an ingredient renamed since) come back for the admin to fix. */
function rowsOf(value: unknown): LabelRow[] {
  if (!Array.isArray(value)) return [];
  return value.map((raw: unknown) => {
    const parsed = labelRowSchema.safeParse(raw);
    if (parsed.success) return parsed.data;
    const name = typeof raw === "object" && raw !== null && "name" in raw ? String(raw.name) : "";
    return { ingredientSlug: null, name, amount: null, unit: null, chemicalForm: null };
  });
}

export async function getProductEntry(id: string) {
  const entry = await db().productEntry.findUnique({
    where: { id },
    include: {
      enteredBy: personSelect,
      checkedBy: personSelect,
      feedItem: { select: { retailer: true, pricePence: true, url: true, title: true } },
      supplement: { select: { slug: true } },
    },
  });
  return entry && { ...entry, rows: rowsOf(entry.ingredients) };
}

export type ProductEntryView = NonNullable<Awaited<ReturnType<typeof getProductEntry>>>;

export async function listOpenSuggestions() {
  return db().productSuggestion.findMany({
    where: { status: "open" },
    orderBy: { createdAt: "asc" },
    take: 100,
    include: { user: { select: { email: true } } },
  });
}

export async function getOpenSuggestion(id: string) {
  return db().productSuggestion.findFirst({ where: { id, status: "open" } });
}

/** The work list of shipped products whose label no second admin has checked yet. */
export async function listUncheckedProducts() {
  return db().supplement.findMany({
    where: { labelCheckedAt: null },
    orderBy: [{ brand: "asc" }, { name: "asc" }, { unitsPerPack: "asc" }],
    select: { id: true, slug: true, brand: true, name: true, unitsPerPack: true, labelComplete: true },
  });
}
