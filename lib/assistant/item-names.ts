import type { DictionaryIndex } from "@/lib/interactions/dictionary";
import { buildPhraseIndex, normaliseName, withoutBrackets, type PhraseIndex } from "@/lib/interactions/names";

export interface CatalogueProduct {
  id: string;
  name: string;
  brand: string;
  ingredients: readonly { slug: string; name: string; amount: number; unit: string }[];
}

interface CatalogueIngredient {
  slug: string;
  name: string;
  synonyms: readonly string[];
}

export interface ItemCatalogue {
  products: readonly CatalogueProduct[];
  ingredients: readonly CatalogueIngredient[];
}

export type Term =
  | { kind: "products"; ids: readonly string[]; label: string }
  | { kind: "ingredient"; slug: string }
  | { kind: "medicine" | "class" | "condition"; slug: string };

export interface ItemNames {
  index: PhraseIndex<Term>;
  products: ReadonlyMap<string, CatalogueProduct>;
  ingredients: ReadonlyMap<string, CatalogueIngredient>;
  dictionary: DictionaryIndex;
}

// What kind of thing a product is, or what it is for, not which product: never a name on their own.
const GENERIC_PRODUCT_WORDS = new Set(
  (
    "tablets tablet capsules capsule caps softgels softgel veg vegetable veggie film coated effervescent original " +
    "performance orange lemon double action strength high absorption ultra pure gentle ultimate advance balance " +
    "relief timed release caplets liquid sachets sachet spray oral lozenges chewable nuggets powder unflavoured " +
    "servings natural oceanic plus formula extract aged everyday gut health dual standard gold impact absolute " +
    "marine triple pro free yeast chelated complex methyl pre workout whey " +
    // What it is for, which a question names too ("does ashwagandha help with stress?").
    "stress sleep mood calm energy immune immunity joint joints hair skin nails heart brain memory focus " +
    "menopause migraine cough cold digestion digestive women kids"
  ).split(" "),
);

export const termKey = (term: Term) =>
  term.kind === "products" ? `products:${term.ids.join(",")}` : `${term.kind}:${term.slug}`;

export function wordsOf(text: string): string[] {
  const normal = normaliseName(text);
  return normal === "" ? [] : normal.split(" ");
}

/** Pack sizes of one product share their label: one product for naming and checking. */
function formulaKey(product: CatalogueProduct): string {
  const label = product.ingredients.map((item) => `${item.slug}:${String(item.amount)}:${item.unit}`).sort();
  return `${normaliseName(product.brand)}|${label.join(",")}`;
}

function productEntries(catalogue: ItemCatalogue): [string, Term][] {
  const ingredientWords = new Set(
    catalogue.ingredients.flatMap((ingredient) => [ingredient.name, ...ingredient.synonyms].flatMap(wordsOf)),
  );
  const representative = new Map<string, string>();
  const names = new Map<string, { label: string; ids: Set<string> }>();
  const add = (name: string, label: string, id: string) => {
    const key = normaliseName(name);
    if (key === "") return;
    const entry = names.get(key) ?? { label, ids: new Set<string>() };
    entry.ids.add(id);
    names.set(key, entry);
  };
  for (const product of catalogue.products) {
    const formula = formulaKey(product);
    const id = representative.get(formula) ?? product.id;
    representative.set(formula, id);
    add(product.name, product.name, id);
    add(`${product.brand} ${product.name}`, product.name, id);
    add(product.brand, product.brand, id);
    const first = wordsOf(product.name)[0];
    if (first && first.length >= 4 && !GENERIC_PRODUCT_WORDS.has(first) && !ingredientWords.has(first))
      add(first, product.name.split(/[\s-]/)[0] ?? first, id);
  }
  return [...names.values()].map(({ label, ids }) => [label, { kind: "products", ids: [...ids], label }]);
}

function ingredientEntries(catalogue: ItemCatalogue): [string, Term][] {
  return catalogue.ingredients.flatMap((ingredient) => {
    const term: Term = { kind: "ingredient", slug: ingredient.slug };
    const bare = withoutBrackets(ingredient.name);
    const letter = /^vitamin\s+([a-z]\d+)$/i.exec(bare)?.[1];
    return [ingredient.name, bare, ...ingredient.synonyms, ...(letter ? [letter] : [])].map(
      (name): [string, Term] => [name, term],
    );
  });
}

// Read as written, shown by the name it stands for ("diabetes meds" shows the group's name).
function dictionaryEntries<T>(index: PhraseIndex<T>, term: (value: T) => Term): [string, Term, string][] {
  return [...index.byFirstToken.values()].flatMap((phrases) =>
    phrases.map((phrase): [string, Term, string] => [
      phrase.tokens.join(" "),
      term(phrase.value),
      phrase.name,
    ]),
  );
}

// Herbal medicine brands ("Kira") are the herb they are made of, so they are checked as that ingredient.
function herbalBrandEntries(catalogue: ItemCatalogue, dictionary: DictionaryIndex): [string, Term][] {
  const slugs = new Map(catalogue.ingredients.map((ingredient) => [ingredient.name, ingredient.slug]));
  return [...dictionary.supplementNames.byFirstToken.values()].flatMap((phrases) =>
    phrases.flatMap((phrase): [string, Term][] => {
      const slug = slugs.get(phrase.value);
      return slug === undefined ? [] : [[phrase.name, { kind: "ingredient", slug }]];
    }),
  );
}

// Order matters: of two names of equal length, the first wins.
export function buildItemNames(catalogue: ItemCatalogue, dictionary: DictionaryIndex): ItemNames {
  const entries = [
    ...productEntries(catalogue),
    ...ingredientEntries(catalogue),
    ...herbalBrandEntries(catalogue, dictionary),
    ...dictionaryEntries(dictionary.medicineNames, (value) => value),
    ...dictionaryEntries(dictionary.conditionNames, (slug): Term => ({ kind: "condition", slug })),
  ];
  return {
    index: buildPhraseIndex(entries),
    products: new Map(catalogue.products.map((product) => [product.id, product])),
    ingredients: new Map(catalogue.ingredients.map((ingredient) => [ingredient.slug, ingredient])),
    dictionary,
  };
}

export function phraseAt(index: PhraseIndex<Term>, tokens: readonly string[], at: number) {
  return index.byFirstToken
    .get(tokens[at] ?? "")
    ?.find((candidate) => candidate.tokens.every((token, offset) => tokens[at + offset] === token));
}
