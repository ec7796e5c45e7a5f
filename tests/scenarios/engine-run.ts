// Runs scenarios on the engine with the shipped data (knowledge base, dictionaries, catalogue and
// ingredient levels), the way the server does but without a database: products keep their slugs as ids.
import { INGREDIENTS } from "@/prisma/data/catalogue/ingredients";
import { PRODUCTS } from "@/prisma/data/catalogue/products";
import { DICTIONARIES } from "@/prisma/data/dictionaries";
import { KNOWLEDGE_BASE } from "@/prisma/data/interactions";
import { analyseSupplements, checkSupplement } from "@/lib/interactions/analyse";
import { knowledgeBaseSchema } from "@/lib/interactions/knowledge-base-schema";
import { buildKnowledgeIndex } from "@/lib/interactions/knowledge-index";
import type {
  AnalysisResult,
  EngineSupplement,
  IngredientLimits,
  NewSupplementCheckResult,
} from "@/lib/interactions/types";

import { scenarioProblems } from "./evaluate";
import type { Scenario } from "./schema";

const index = buildKnowledgeIndex(knowledgeBaseSchema.parse(KNOWLEDGE_BASE), DICTIONARIES);
const ingredientBySlug = new Map(INGREDIENTS.map((ingredient) => [ingredient.slug, ingredient]));
const productBySlug = new Map(PRODUCTS.map((product) => [product.slug, product]));

function level(level: { amount: number; unit: string; basis: string } | null | undefined) {
  return level ? { amount: level.amount, unit: level.unit, source: level.basis } : null;
}

const LIMITS = new Map<string, IngredientLimits>(
  INGREDIENTS.map((ingredient) => [
    ingredient.slug,
    {
      slug: ingredient.slug,
      name: ingredient.name,
      upperLevel: level(ingredient.upperLevel),
      pregnancyUpperLevel: level(ingredient.pregnancyUpperLevel),
    },
  ]),
);

const nameOf = (slug: string) => ingredientBySlug.get(slug)?.name ?? slug;

function catalogueProduct(slug: string): EngineSupplement {
  const product = productBySlug.get(slug);
  if (!product) throw new Error(`Scenario names unknown product ${slug}`);
  return {
    id: product.slug,
    name: `${product.brand} ${product.name}`,
    brand: product.brand,
    category: product.category,
    optimalTiming: product.optimalTiming,
    labelComplete: product.labelComplete,
    // No shipped label has been checked by a second admin.
    allergens: null,
    ingredients: product.ingredients.map((item) => ({
      slug: item.ingredient,
      name: nameOf(item.ingredient),
      amount: item.amount,
      unit: item.unit,
      chemicalForm: item.chemicalForm,
    })),
  };
}

type StackItem = Scenario["stack"][number];

function stackProduct(item: StackItem, position: number): EngineSupplement {
  if ("product" in item) return catalogueProduct(item.product);
  return {
    id: `custom-${position}`,
    name: item.custom.name,
    brand: "Custom",
    category: "wellness",
    optimalTiming: null,
    ingredients: item.custom.ingredients.map((ingredient) => ({
      slug: ingredient.ingredient,
      name: nameOf(ingredient.ingredient),
      amount: ingredient.amount,
      unit: ingredient.unit,
      chemicalForm: ingredient.chemicalForm ?? null,
    })),
  };
}

export interface EngineRun {
  analysis: AnalysisResult;
  check?: NewSupplementCheckResult;
  problems: string[];
}

/** The engine's answer to a scenario and what is wrong with it. */
export function runOnEngine(scenario: Scenario): EngineRun {
  const supplements = scenario.stack.map(stackProduct);
  const servingsPerDay = new Map(
    scenario.stack.map((item, position) => [supplements[position]?.id ?? "", item.servingsPerDay]),
  );
  const profile = {
    prescriptionDrugs: scenario.profile.medicines.map((drugName) => ({ drugName })),
    medicalConditions: scenario.profile.conditions,
  };
  const adding = scenario.adding ? catalogueProduct(scenario.adding.product) : undefined;
  const analysis = analyseSupplements(index, {
    supplements: adding ? [...supplements, adding] : supplements,
    profile,
    servingsPerDay,
    limits: LIMITS,
  });
  const check = adding
    ? {
        ...checkSupplement(index, adding, supplements, profile, { servingsPerDay, limits: LIMITS }),
        processingTimeMs: 0,
      }
    : undefined;
  return { analysis, ...(check ? { check } : {}), problems: scenarioProblems(scenario, analysis, check) };
}
