import "server-only";
import type { SupplementWhereInput } from "../db/generated/models/Supplement";
import { productTiming } from "../catalogue/timing";
import { db } from "../db/prisma";
import { isAllergen } from "../labels/values";
import type { SupplementCatalogue } from "./engine";
import { ingredientItem } from "./ingredient-items";
import { knowledgeBaseSchema, type KnowledgeBase } from "./knowledge-base-schema";
import type { EngineSupplement, IngredientLimits } from "./types";

export async function loadKnowledgeBase(): Promise<KnowledgeBase> {
  const prisma = db();
  const slugOf = new Map(
    (await prisma.ingredient.findMany({ select: { id: true, slug: true } })).map((row) => [row.id, row.slug]),
  );
  const slug = (id: string | null) => (id ? (slugOf.get(id) ?? id) : null);
  const [pairs, drugs, nutrients, foods, conditions, medicineFoods] = await Promise.all([
    prisma.supplementInteraction.findMany({ orderBy: { id: "asc" } }),
    prisma.drugInteraction.findMany({ orderBy: { id: "asc" } }),
    prisma.nutrientInteraction.findMany({ orderBy: { id: "asc" } }),
    prisma.foodInteraction.findMany({ orderBy: { id: "asc" } }),
    prisma.medicalContraindication.findMany({ orderBy: { id: "asc" } }),
    prisma.medicineFoodInteraction.findMany({ orderBy: { id: "asc" } }),
  ]);
  return knowledgeBaseSchema.parse({
    supplementInteractions: pairs.map(({ ingredientAId, ingredientBId, appliesWhen, ...record }) => ({
      ...record,
      ...(appliesWhen === null ? {} : { appliesWhen }),
      ingredientA: slug(ingredientAId),
      ingredientB: slug(ingredientBId),
    })),
    drugInteractions: drugs.map(({ ingredientId, targetClass, appliesWhen, ...record }) => ({
      ...record,
      ...(targetClass === null ? {} : { targetClass }),
      ...(appliesWhen === null ? {} : { appliesWhen }),
      ingredient: slug(ingredientId),
    })),
    nutrientInteractions: nutrients.map(
      ({ ingredientId, drugName, drugClass, nutrientIngredientId, ...record }) => ({
        ...record,
        cause: ingredientId
          ? { ingredient: slug(ingredientId) }
          : drugClass
            ? { drugClass }
            : { drug: drugName },
        nutrientIngredient: slug(nutrientIngredientId),
      }),
    ),
    foodInteractions: foods.map(({ ingredientId, ...record }) => ({
      ...record,
      ingredient: slug(ingredientId),
    })),
    medicalContraindications: conditions.map(({ ingredientId, condition, appliesWhen, ...record }) => ({
      ...record,
      ...(condition === null ? {} : { condition }),
      ...(appliesWhen === null ? {} : { appliesWhen }),
      ingredient: slug(ingredientId),
    })),
    medicineFoodInteractions: medicineFoods.map(({ medicine, targetClass, ...record }) => ({
      ...record,
      ...(medicine === null ? {} : { medicine }),
      ...(targetClass === null ? {} : { targetClass }),
    })),
  });
}

const ENGINE_PRODUCT_INCLUDE = {
  ingredients: { include: { ingredient: { select: { slug: true, name: true, optimalTiming: true } } } },
} as const;

function engineProductRows(where: SupplementWhereInput, take?: number) {
  return db().supplement.findMany({
    where,
    include: ENGINE_PRODUCT_INCLUDE,
    orderBy: { name: "asc" },
    ...(take === undefined ? {} : { take }),
  });
}

function engineProduct(row: Awaited<ReturnType<typeof engineProductRows>>[number]): EngineSupplement {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    category: row.category,
    // The same decision as the product page's "How to take it" (lib/catalogue/timing.ts).
    optimalTiming: productTiming({
      optimalTiming: row.optimalTiming,
      ingredients: row.ingredients.map((item) => item.ingredient),
    }),
    labelComplete: row.labelComplete,
    allergens: row.labelCheckedAt ? row.allergens.filter(isAllergen) : null,
    ingredients: row.ingredients.map((item) => ({
      slug: item.ingredient.slug,
      name: item.ingredient.name,
      amount: item.amount,
      unit: item.unit,
      chemicalForm: item.chemicalForm,
    })),
  };
}

export const databaseCatalogue: SupplementCatalogue = {
  async findSupplements(ids) {
    return (await engineProductRows({ id: { in: [...ids] } })).map(engineProduct);
  },
  async findIngredientItems(slugs) {
    const rows = await db().ingredient.findMany({
      where: { slug: { in: [...slugs] } },
      select: { slug: true, name: true, category: true, optimalTiming: true },
    });
    return rows.map((row) => ingredientItem(row, { labelUnknown: true }));
  },
  async similarProducts(category, excludedIngredients, limit) {
    const rows = await engineProductRows(
      { category, ingredients: { none: { ingredient: { slug: { in: [...excludedIngredients] } } } } },
      limit,
    );
    return rows.map(engineProduct);
  },
  async ingredientLimits(slugs) {
    const rows = await db().ingredient.findMany({ where: { slug: { in: [...slugs] } } });
    return rows.map((row): IngredientLimits => ({
      slug: row.slug,
      name: row.name,
      upperLevel:
        row.upperLevelAmount !== null && row.upperLevelUnit
          ? { amount: row.upperLevelAmount, unit: row.upperLevelUnit, source: row.upperLevelSource ?? "" }
          : null,
      pregnancyUpperLevel:
        row.pregnancyUpperLevelAmount !== null && row.pregnancyUpperLevelUnit
          ? {
              amount: row.pregnancyUpperLevelAmount,
              unit: row.pregnancyUpperLevelUnit,
              source: row.pregnancyUpperLevelSource ?? "",
            }
          : null,
    }));
  },
};

/** When a shipped product's label was last re-checked (its ingredients replaced); "" before any. */
export async function latestLabelRecheck(): Promise<string> {
  const { _max } = await db().productEntry.aggregate({
    where: { status: "published", baseLabel: { not: null } },
    _max: { checkedAt: true },
  });
  return _max.checkedAt?.toISOString() ?? "";
}
