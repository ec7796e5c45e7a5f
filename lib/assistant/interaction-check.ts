import "server-only";
import { DICTIONARIES } from "@/prisma/data/dictionaries";
import type { OptimalTiming, SupplementCategory } from "@/lib/catalogue/values";
import { db } from "@/lib/db/prisma";
import { buildDictionaryIndex, type DictionaryIndex } from "@/lib/interactions/dictionary";
import { ingredientItem, ingredientSlugOf } from "@/lib/interactions/ingredient-items";
import { plainName, readPhrases } from "@/lib/interactions/names";
import { databaseCatalogue } from "@/lib/interactions/queries";
import { reactionsInMessage } from "@/lib/interactions/reactions";
import { interactionEngine } from "@/lib/interactions/server-engine";
import type { AnalysisResult, MedicalProfile } from "@/lib/interactions/types";

import { buildItemNames, type ItemNames } from "./item-names";
import { supplementIdOf, type NamedItem, type NamedItems } from "./read-items";

const REFRESH_MS = 10 * 60 * 1000;

interface IngredientRow {
  slug: string;
  name: string;
  synonyms: string[];
  category: SupplementCategory;
  optimalTiming: OptimalTiming | null;
}

interface Snapshot {
  names: ItemNames;
  ingredients: ReadonlyMap<string, IngredientRow>;
  dictionary: DictionaryIndex;
}

const globalForCheck = globalThis as unknown as {
  assistantItems?: { at: number; ready: Promise<Snapshot> };
};

async function loadSnapshot(): Promise<Snapshot> {
  const prisma = db();
  const [products, ingredients] = await Promise.all([
    prisma.supplement.findMany({
      select: {
        id: true,
        name: true,
        brand: true,
        ingredients: {
          select: { amount: true, unit: true, ingredient: { select: { slug: true, name: true } } },
        },
      },
      orderBy: [{ name: "asc" }, { id: "asc" }],
    }),
    prisma.ingredient.findMany({
      select: { slug: true, name: true, synonyms: true, category: true, optimalTiming: true },
      orderBy: { slug: "asc" },
    }),
  ]);
  const catalogue = {
    products: products.map((row) => ({
      id: row.id,
      name: row.name,
      brand: row.brand,
      ingredients: row.ingredients.map((item) => ({
        ...item.ingredient,
        amount: item.amount,
        unit: item.unit,
      })),
    })),
    ingredients,
  };
  const dictionary = buildDictionaryIndex(DICTIONARIES);
  return {
    names: buildItemNames(catalogue, dictionary),
    ingredients: new Map(ingredients.map((row) => [row.slug, row])),
    dictionary,
  };
}

async function snapshot(now = Date.now()): Promise<Snapshot> {
  const current = globalForCheck.assistantItems;
  if (current && now - current.at < REFRESH_MS) return current.ready;
  const ready = loadSnapshot().catch((error: unknown) => {
    globalForCheck.assistantItems = undefined;
    throw error;
  });
  globalForCheck.assistantItems = { at: now, ready };
  return ready;
}

export async function itemNames(): Promise<ItemNames> {
  return (await snapshot()).names;
}

interface ItemsToCheck {
  named: NamedItems;
  reactions: string[];
  leftUnchecked: boolean;
}

/** The clauses saying the person reacts to a supplement, and the items less a supplement named only as reacted to. */
export async function itemsToCheck(named: NamedItems, message: string): Promise<ItemsToCheck> {
  const { dictionary } = await snapshot();
  const clauses = reactionsInMessage(dictionary, message);
  const read = clauses.filter((entry) => entry.names.length > 0);
  const story = new Set(read.filter((entry) => entry.story).flatMap((entry) => entry.names.map(plainName)));
  // "Can I take zinc with vitamin D? Zinc makes me sick": asked about too and in no product named, it stays an item.
  const inProducts = named.items.flatMap((item) =>
    item.kind === "product" ? item.contents.map(plainName) : [],
  );
  const asked = new Set(
    clauses
      .filter((entry) => entry.names.length === 0)
      .flatMap((entry) => readPhrases(dictionary.supplementNames, entry.clause).matches)
      .map((match) => plainName(match.value))
      .filter((name) => !inProducts.includes(name) && !story.has(name)),
  );
  const reacted = new Set(
    read.flatMap((entry) => entry.names.map(plainName)).filter((name) => !asked.has(name)),
  );
  const reactedTo = (item: NamedItem) => item.kind === "ingredient" && reacted.has(plainName(item.name));
  const rest = named.items.filter((item) => !reactedTo(item));
  const items = rest.some((item) => supplementIdOf(item) !== null) ? rest : named.items;
  return {
    named: { ...named, items },
    // A story is not a clause the checker could read as a condition; the supplement is left out instead.
    reactions: read.filter((entry) => !entry.story).map((entry) => entry.clause),
    leftUnchecked: items.length < named.items.length,
  };
}

export async function checkNamedItems(
  named: NamedItems,
  reactions: readonly string[] = [],
): Promise<AnalysisResult | null> {
  const ids = named.items.flatMap((item) => supplementIdOf(item) ?? []);
  if (ids.length === 0) return null;
  const { ingredients } = await snapshot();
  const profile: MedicalProfile = {
    prescriptionDrugs: named.items.flatMap((item) =>
      item.kind === "medicine" || item.kind === "group" ? [{ drugName: item.name }] : [],
    ),
    medicalConditions: [
      ...named.items.flatMap((item) => (item.kind === "condition" ? [item.name] : [])),
      ...reactions,
    ],
  };
  const products = await databaseCatalogue.findSupplements(ids.filter((id) => ingredientSlugOf(id) === null));
  const found = new Map(products.map((product) => [product.id, product]));
  const supplements = ids.flatMap((id) => {
    const slug = ingredientSlugOf(id);
    if (slug === null) return found.get(id) ?? [];
    const row = ingredients.get(slug);
    return row ? [ingredientItem(row)] : [];
  });
  return (await interactionEngine()).analyseItems(supplements, profile);
}
