// Seeds the interaction tables from prisma/data/interactions (validated first; a record that
// fails validation or names an unknown ingredient stops the seed). The tables are replaced in one
// transaction, so each start converges them to the shipped data and removed records disappear.
import { KNOWLEDGE_BASE } from "../data/interactions";
import { knowledgeBaseSchema, type KnowledgeBase } from "../../lib/interactions/knowledge-base-schema";
import type { Database } from "../../lib/db/prisma";
import { SEED_TRANSACTION } from "./transaction";

export async function seedKnowledgeBase(prisma: Database): Promise<number> {
  const base: KnowledgeBase = knowledgeBaseSchema.parse(KNOWLEDGE_BASE);
  const ingredients = await prisma.ingredient.findMany({ select: { id: true, slug: true } });
  const idOf = new Map(ingredients.map((ingredient) => [ingredient.slug, ingredient.id]));
  const ingredientId = (slug: string, recordId: string): string => {
    const id = idOf.get(slug);
    if (!id) throw new Error(`Interaction record ${recordId} names unknown ingredient "${slug}"`);
    return id;
  };

  await prisma.$transaction(async (tx) => {
    await tx.supplementInteraction.deleteMany({});
    await tx.drugInteraction.deleteMany({});
    await tx.nutrientInteraction.deleteMany({});
    await tx.foodInteraction.deleteMany({});
    await tx.medicalContraindication.deleteMany({});
    await tx.medicineFoodInteraction.deleteMany({});

    await tx.supplementInteraction.createMany({
      data: base.supplementInteractions.map(({ ingredientA, ingredientB, ...record }) => ({
        ...record,
        ingredientAId: ingredientId(ingredientA, record.id),
        ingredientBId: ingredientId(ingredientB, record.id),
      })),
    });
    await tx.drugInteraction.createMany({
      data: base.drugInteractions.map(({ ingredient, ...record }) => ({
        ...record,
        ingredientId: ingredientId(ingredient, record.id),
      })),
    });
    await tx.nutrientInteraction.createMany({
      data: base.nutrientInteractions.map(({ cause, nutrientIngredient, ...record }) => ({
        ...record,
        ingredientId: "ingredient" in cause ? ingredientId(cause.ingredient, record.id) : null,
        drugName: "drug" in cause ? cause.drug : null,
        drugClass: "drugClass" in cause ? cause.drugClass : null,
        nutrientIngredientId: nutrientIngredient ? ingredientId(nutrientIngredient, record.id) : null,
      })),
    });
    await tx.foodInteraction.createMany({
      data: base.foodInteractions.map(({ ingredient, ...record }) => ({
        ...record,
        ingredientId: ingredientId(ingredient, record.id),
      })),
    });
    await tx.medicalContraindication.createMany({
      data: base.medicalContraindications.map(({ ingredient, ...record }) => ({
        ...record,
        ingredientId: ingredientId(ingredient, record.id),
      })),
    });
    await tx.medicineFoodInteraction.createMany({ data: base.medicineFoodInteractions });
  }, SEED_TRANSACTION);
  return (
    base.supplementInteractions.length +
    base.drugInteractions.length +
    base.nutrientInteractions.length +
    base.foodInteractions.length +
    base.medicalContraindications.length +
    base.medicineFoodInteractions.length
  );
}
