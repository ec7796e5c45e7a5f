import { readAsCatalogueWords } from "@/lib/catalogue/search-words";
import { conditionIsOver, namedWithin } from "@/lib/interactions/dictionary";
import { ingredientItemId } from "@/lib/interactions/ingredient-items";
import { readPhrases, suggestionsFor } from "@/lib/interactions/names";

import { isSymptomWord } from "./symptom-words";
import { phraseAt, termKey, wordsOf, type CatalogueProduct, type ItemNames, type Term } from "./item-names";

export type NamedItem =
  | { kind: "product"; id: string; name: string; brand: string; contents: string[] }
  | { kind: "ingredient"; slug: string; name: string }
  | { kind: "medicine" | "group"; name: string }
  | { kind: "condition"; name: string; display: string };

export const isSupplement = (item: NamedItem): boolean =>
  item.kind === "product" || item.kind === "ingredient";

export function supplementIdOf(item: NamedItem): string | null {
  if (item.kind === "product") return item.id;
  return item.kind === "ingredient" ? ingredientItemId(item.slug) : null;
}

export interface NamedItems {
  items: NamedItem[];
  ambiguous: { name: string; products: string[] }[];
  unrecognised: { word: string; suggestions: string[] }[];
  /** Everyday foods named where an item could stand ("with orange juice"). */
  foods: string[];
  otherWords: string[];
}

const NAME_SLOT_WORDS = new Set(["with", "on", "and", "plus", "alongside", "take", "taking", "try", "using"]);

const DETERMINERS = new Set(["my", "the", "a", "an", "your", "his", "her", "their", "some", "any", "our"]);
const MEDICINE_WORDS = new Set(["medication", "medicine", "medicines", "meds", "tablets", "pills", "drugs"]);

const COMMON_WORDS = new Set(
  (
    "food foods meal meals water milk juice alcohol wine beer coffee drinks drink breakfast lunch dinner supper " +
    "snack snacks bedtime morning mornings evening evenings night nights other others each both some these those " +
    "this that them they their there here same time times together while when without medication medications " +
    "medicine medicines meds tablets tablet pills capsules drugs drug prescription prescribed supplement " +
    "supplements vitamins minerals mineral herbal herbs remedies remedy stuff things thing daily every regular " +
    "regularly long term high higher dose doses dosage large small extra more less much many lots little doctor " +
    "advice current currently also still just only really actually already safely safe okay fine exercise " +
    "training workout workouts sport sports running your mine what which about again before after during please " +
    "thanks help need want would could should have having being been were does doing make makes takes used " +
    "start starting stop stopping anything something everything nothing another different half full empty " +
    "stomach then than kind sort type brand product products right well good best with while whilst taking " +
    "using alongside plus " +
    // A diet, a holiday, a period where a name could stand ("on a vegan diet"): nothing the checker could check.
    // Grapefruit is a medicine-food record, which the answer quotes.
    "grapefruit vegan vegans vegetarian keto ketogenic paleo halal kosher gluten diet diets dieting fasting " +
    "holiday holidays period periods"
  ).split(" "),
);

// Everyday foods and drinks: the checker answers them with the named supplement's food records. Not those with
// records of their own or known to matter (grapefruit, cranberry, liquorice, leafy greens, cheese, cola).
const FOOD_WORDS = new Set(
  (
    "orange oranges apple apples banana bananas pear pears berries strawberries raspberries blueberries lemon " +
    "lemons lime fruit fruits fruity vegetables salad bread toast cereal cereals porridge oats rice pasta potato " +
    "potatoes eggs yoghurt yogurt butter biscuits cake sugar honey soup smoothie smoothies squash tomato " +
    "tomatoes meat chicken"
  ).split(" "),
);

// "A rash on her cheeks and shes…": where a body part or a pronoun stands, no medicine is named.
const NEVER_NAMES = new Set(
  (
    "face cheeks cheek chin neck head scalp forehead nose mouth lips tongue throat teeth gums ears eyes eyelids " +
    "shoulder shoulders chest breast breasts back spine ribs tummy belly stomach hips knees knee ankle ankles " +
    "foot feet toes heel arms wrist wrists hand hands fingers thumb legs thigh thighs calf calves skin body " +
    "bottom joints joint muscles bones nails hair shes hes thats theres theyre youre were dont cant wont isnt " +
    "didnt doesnt havent hasnt wasnt arent aint couldnt wouldnt shouldnt whats lets " +
    "monday tuesday wednesday thursday friday saturday sunday weekend january february march april june " +
    "july august september october november december christmas easter"
  ).split(" "),
);

const VITAMIN_ABBREVIATION = /\bvit\.?\s*(?=[a-k]\s*\d*\b)/gi;
/** "St. John's wort": a full stop ends a clause for the name reader, so the saint's abbreviation loses it. */
const SAINT = /\bst\.(?=\s)/gi;

/** Negation does not cross these in a question ("Isn't St John's wort risky with warfarin?"). */
const CLAUSE_WORDS = /\b(with|while|whilst|if|when|during|alongside|because|although|though)\b/gi;

// "Red yeast rice is a natural statin", "works like aspirin": a medicine likened to is not taken unless named again.
const LIKENED = new Set(["natural", "natures", "herbal", "plant", "basically", "essentially"]);
const COMPARED = new Set(["like", "than", "as", "to"]);
const WORKING = new Set(
  "work works worked working act acts acted acting is be just exactly similar same equivalent comparable good better stronger safer effective".split(
    " ",
  ),
);

function likenedAt(tokens: readonly string[], at: number, length: number): boolean {
  let slot = at - 1;
  while (DETERMINERS.has(tokens[slot] ?? "")) slot -= 1;
  const [before, word] = [tokens[slot - 1] ?? "", tokens[slot] ?? ""];
  if (tokens.slice(slot + 1, at).includes("my") || !word) return false;
  if (LIKENED.has(word)) return true;
  if (word === "like" && ["does", "do", "did", "would", "can"].includes(tokens[at + length] ?? ""))
    return true;
  if (word === "as" && before === "well") return WORKING.has(tokens[slot - 3] ?? "");
  return COMPARED.has(word) && WORKING.has(before);
}

interface Scan extends Pick<NamedItems, "otherWords" | "unrecognised" | "foods"> {
  describing: Set<string>;
}

function scan(names: ItemNames, text: string): Scan {
  const tokens = wordsOf(text);
  const result: Scan = { otherWords: [], unrecognised: [], foods: [], describing: new Set() };
  let previous: Term | undefined;
  const named = new Map<string, number>();
  for (let at = 0; at < tokens.length;) {
    const phrase = phraseAt(names.index, tokens, at);
    if (phrase) {
      const next = tokens[at + phrase.tokens.length] ?? "";
      if (phrase.value.kind === "condition" && previous?.kind === "products")
        result.describing.add(termKey(phrase.value));
      else if (phrase.value.kind === "condition" && MEDICINE_WORDS.has(next)) {
        result.describing.add(termKey(phrase.value));
        result.unrecognised.push({ word: [...phrase.tokens, next].join(" "), suggestions: [] });
      }
      const key = termKey(phrase.value);
      named.set(key, (named.get(key) ?? 0) + (likenedAt(tokens, at, phrase.tokens.length) ? 0 : 1));
      previous = phrase.value;
      at += phrase.tokens.length;
      continue;
    }
    previous = undefined;
    const word = tokens[at] ?? "";
    result.otherWords.push(word);
    let slot = at - 1;
    while (DETERMINERS.has(tokens[slot] ?? "")) slot -= 1;
    const inSlot = NAME_SLOT_WORDS.has(tokens[slot] ?? "");
    if (inSlot && FOOD_WORDS.has(word)) result.foods.push(word);
    else if (
      inSlot &&
      word.length >= 4 &&
      !/\d/.test(word) &&
      !COMMON_WORDS.has(word) &&
      !NEVER_NAMES.has(word) &&
      !isSymptomWord(word)
    ) {
      const next = tokens[at + 1] ?? "";
      const typed = MEDICINE_WORDS.has(next) ? `${word} ${next}` : word;
      result.unrecognised.push({ word: typed, suggestions: suggestionsFor(names.index, word) });
    }
    at += 1;
  }
  for (const [key, count] of named) if (count === 0) result.describing.add(key);
  return result;
}

const FORM_WORDS = new Set(["supplement", "supplements", "tablets", "tablet", "capsules"]);

/** "Potassium supplements" is a group of medicines, but on this site it is the supplement potassium. */
function asIngredient(names: ItemNames, term: Term, name: string): Term {
  if (term.kind !== "class") return term;
  const tokens = wordsOf(name).filter((word) => !FORM_WORDS.has(word));
  const phrase = phraseAt(names.index, tokens, 0);
  return phrase?.value.kind === "ingredient" && phrase.tokens.length === tokens.length ? phrase.value : term;
}

// A negated supplement is kept: it is what the person asks about.
function presentTerms(
  names: ItemNames,
  text: string,
  describing: ReadonlySet<string>,
): { term: Term; name: string; words: readonly string[] }[] {
  const whole = readPhrases(names.index, text);
  const clauses = readPhrases(names.index, text.replace(CLAUSE_WORDS, ", $1"));
  const affirmed = new Set(clauses.matches.filter((match) => !match.negated).map((m) => termKey(m.value)));
  const seen = new Set<string>();
  return whole.matches.flatMap((match) => {
    const term = asIngredient(names, match.value, match.name);
    const key = termKey(term);
    const supplement = term.kind === "products" || term.kind === "ingredient";
    const negated = match.negated && !supplement && !affirmed.has(termKey(match.value));
    const over = term.kind === "condition" && conditionIsOver(names.dictionary.conditions, term.slug, match);
    if (seen.has(key) || negated || over || describing.has(termKey(match.value))) return [];
    seen.add(key);
    return [{ term, name: match.name, words: match.words }];
  });
}

function productItem(product: CatalogueProduct): NamedItem {
  return {
    kind: "product",
    id: product.id,
    name: product.name,
    brand: product.brand,
    contents: product.ingredients.map((ingredient) => ingredient.name),
  };
}

function resolveProducts(
  names: ItemNames,
  found: readonly { ids: readonly string[]; label: string }[],
  items: NamedItem[],
): NamedItems["ambiguous"] {
  const named = new Set(items.flatMap((item) => (item.kind === "product" ? [item.id] : [])));
  const ingredients = new Set(items.flatMap((item) => (item.kind === "ingredient" ? [item.slug] : [])));
  const ambiguous: NamedItems["ambiguous"] = [];
  for (const { ids, label } of found) {
    if (ids.some((id) => named.has(id))) continue;
    const containing = ids.filter((id) =>
      names.products.get(id)?.ingredients.some((ingredient) => ingredients.has(ingredient.slug)),
    );
    const product = containing.length === 1 ? names.products.get(containing[0] ?? "") : undefined;
    if (product) {
      named.add(product.id);
      items.push(productItem(product));
      const inside = new Set(product.ingredients.map((ingredient) => ingredient.slug));
      items.splice(
        0,
        items.length,
        ...items.filter((item) => item.kind !== "ingredient" || !inside.has(item.slug)),
      );
    } else {
      ambiguous.push({ name: label, products: ids.flatMap((id) => names.products.get(id)?.name ?? []) });
    }
  }
  return ambiguous;
}

// The checker reads "blood thinner" beside warfarin as warfarin, "another blood thinner" as a group.
function groupAsSaid(text: string, name: string, typed: readonly string[]): string {
  const words = ` ${wordsOf(text).join(" ")} `;
  const group = typed.join(" ");
  const another = ["another", "other", "second", "extra"].find((word) =>
    words.includes(` ${word} ${group} `),
  );
  if (another !== undefined) return `${another} ${group}`;
  if (/[^s]s$/u.test(group) && /s$/u.test(name)) return name;
  const written = new RegExp(typed.join("[^\\p{L}\\p{N}]+"), "iu").exec(text);
  return written?.[0] ?? group;
}

export function readItems(names: ItemNames, question: string): NamedItems {
  const text = readAsCatalogueWords(question).replace(VITAMIN_ABBREVIATION, "vitamin ").replace(SAINT, "St");
  const items: NamedItem[] = [];
  const productNames: { ids: readonly string[]; label: string }[] = [];
  const { describing, ...rest } = scan(names, text);
  const groups: { item: NamedItem & { kind: "group" }; slug: string; words: readonly string[] }[] = [];
  const medicines: string[] = [];
  for (const { term, name, words } of presentTerms(names, text, describing)) {
    if (term.kind === "products") {
      const product = term.ids.length === 1 ? names.products.get(term.ids[0] ?? "") : undefined;
      if (product) items.push(productItem(product));
      else productNames.push(term);
    } else if (term.kind === "ingredient") {
      const ingredient = names.ingredients.get(term.slug);
      if (ingredient) items.push({ kind: "ingredient", slug: ingredient.slug, name: ingredient.name });
    } else if (term.kind === "condition") {
      const display = names.dictionary.conditions.get(term.slug)?.name ?? name;
      items.push({ kind: "condition", name, display });
    } else if (term.kind === "class") {
      const item = { kind: "group" as const, name };
      groups.push({ item, slug: term.slug, words });
      items.push(item);
    } else {
      medicines.push(term.slug);
      items.push({ kind: "medicine", name });
    }
  }
  const named = { medicines, groups: groups.map((group) => group.slug) };
  for (const { item, slug, words } of groups)
    if (namedWithin(names.dictionary, slug, named)) item.name = groupAsSaid(text, item.name, words);
  const ambiguous = resolveProducts(names, productNames, items);
  // Beside a supplement a food is answered by its food records; beside medicines alone, the checker has none.
  if (items.some(isSupplement)) return { items, ambiguous, ...rest };
  const foods = rest.foods.map((word) => ({ word, suggestions: [] }));
  return { items, ambiguous, ...rest, unrecognised: [...rest.unrecognised, ...foods], foods: [] };
}
