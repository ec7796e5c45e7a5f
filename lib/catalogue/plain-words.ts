import type { BrowseGoal } from "./goals";
import type { ProductForm, SupplementCategory } from "./values";
import type { SupplementSearchParams } from "./search-params";

type Changes = Partial<SupplementSearchParams>;

// Not an age: "over 50s", "over 60's", "over 50 years", "50+".
const POUNDS = String.raw`£?\s*(\d{1,4}(?:\.\d{1,2})?)\s*(?:pounds?|quid|gbp)?(?![\d.]|'?s\b|\s*(?:\+|plus\b|years?\b|yrs?\b))`;

/** Tried in order; each phrase is removed from the text once read. */
const RULES: readonly [RegExp, (match: RegExpExecArray) => Changes][] = [
  [
    new RegExp(String.raw`\bbetween\s+${POUNDS}\s+(?:and|to|-)\s+${POUNDS}`, "i"),
    (m) => ({ minPrice: Number(m[1]), maxPrice: Number(m[2]) }),
  ],
  [
    new RegExp(String.raw`\b(?:under|below|less than|cheaper than|up to|max(?:imum)?|<)\s*${POUNDS}`, "i"),
    (m) => ({ maxPrice: Number(m[1]) }),
  ],
  [
    new RegExp(String.raw`\b(?:over|above|more than|at least|min(?:imum)?|>)\s*${POUNDS}`, "i"),
    (m) => ({ minPrice: Number(m[1]) }),
  ],
  [/\bvegan\b/i, () => ({ vegan: true })],
  [/\bvegetarian\b/i, () => ({ vegetarian: true })],
  [/\bgluten[- ]?free\b/i, () => ({ glutenFree: true })],
  [/\bin[- ]stock\b/i, () => ({ inStock: true })],
];

const CATEGORY_WORDS: readonly [RegExp, SupplementCategory][] = [
  [/\b(?:for\s+)?(?:sleep|sleeping)(?:\s+aids?)?\b/i, "sleep"],
  [/\b(?:for\s+)?(?:energy|tiredness|tired|fatigue)\b/i, "energy"],
  [/\b(?:for\s+)?(?:focus|concentration|brain|memory)\b/i, "focus"],
  [/\b(?:for\s+)?(?:immune|immunity|immune support)\b/i, "immune"],
  [/\b(?:for\s+)?(?:digestive|digestion|gut health|gut)\b/i, "digestive"],
  [/\b(?:for\s+)?(?:sport|sports|performance|workout|gym)\b/i, "performance"],
];

// Areas the GB claims register names (lib/catalogue/goals.ts). Read only when nothing but the area is left to
// search ("vitamins for hair and nails"): "hawthorn for heart" stays a search for hawthorn, which has no such claim.
const NAILS = String.raw`(?:hair|skin|nails?)`;
const GOAL_WORDS: readonly [RegExp, BrowseGoal][] = [
  [new RegExp(String.raw`^(?:healthy )?${NAILS}(?: ${NAILS})*$`, "i"), "hair-skin-nails"],
  [/^(?:strong |healthy )?bones?(?: health)?$/i, "bones"],
  [/^(?:healthy )?(?:heart(?: health)?|cholesterol)$/i, "heart"],
  [/^(?:eyes?|eyesight|vision)(?: health)?$/i, "vision"],
  [/^(?:weight (?:loss|management|control)|lose weight|slimming)$/i, "weight"],
];
const GENERIC = /\b(?:(?:multi)?vitamins?|minerals?|nutrients?)\b/gi;

function goalOf(rest: string): BrowseGoal | null {
  const words = rest.replace(GENERIC, " ").replace(/\s+/g, " ").trim();
  return GOAL_WORDS.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}

const FORM_WORDS: readonly [RegExp, ProductForm][] = [
  [/\bcapsules?\b/i, "capsule"],
  [/\btablets?\b/i, "tablet"],
  [/\bsoftgels?\b/i, "softgel"],
  [/\bpowders?\b/i, "powder"],
  [/\bgumm(?:y|ies)\b/i, "gummy"],
  [/\b(?:liquids?|drops)\b/i, "liquid"],
  [/\bsprays?\b/i, "spray"],
  [/\blozenges?\b/i, "lozenge"],
];

// An age group names no product: "multivitamin for over 50s" searches for multivitamins.
const AGE = /\b(?:over|under|aged?)\s+\d{2}(?:'?s\b|\s*\+|\s+(?:plus|years?|yrs?)(?:\s+old)?\b)?/gi;

const FILLER =
  /\b(?:a|an|the|some|my|your|for|with|and|supplements?|products?|aids?|support|boost(?:ers?)?|cheap|best|good|please|i need|i want|show me|what(?:'s)?|which|is|are|should i take|i'm|i am|always|feeling|feel|very|so|all the time|constantly)\b/gi;

// Who a product is for, and what for: dropped only when the words with them find nothing ("multivitamin for women").
const PERSON = String.raw`(?:(?:wo)?m[ae]n(?:'?s)?|ladies|lady|males?|females?|adults?|people|seniors?)`;
const AUDIENCE = new RegExp(String.raw`\b(?:for\s+)?(?:${PERSON}|him|her)\b`, "gi");
const PURPOSE = /\s+for\s.*$/i;
// "pregnancy vitamins": the word alone names no product; "vitamin d" keeps it.
const BARE_GENERIC = /\b(?:vitamins?|minerals?|nutrients?)\b(?!\s+[a-z](?:\d+)?\b)/gi;
// "men over 50": an age, whatever follows.
const PERSON_AGE = new RegExp(String.raw`\b(${PERSON})\s+(?:over|under|aged?)\s+\d{2}\b`, "gi");

export interface PlainWordsReading {
  changes: Changes;
  q: string | null;
}

export function readPlainWords(query: string): PlainWordsReading | null {
  let text = ` ${query} `.replace(PERSON_AGE, "$1");
  let changes: Changes = {};
  const take = (pattern: RegExp, apply: (match: RegExpExecArray) => Changes) => {
    const match = pattern.exec(text);
    if (!match) return;
    changes = { ...changes, ...apply(match) };
    text = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`;
  };
  for (const [pattern, apply] of RULES) take(pattern, apply);
  for (const [pattern, category] of CATEGORY_WORDS)
    if (!changes.category) take(pattern, () => ({ category }));
  for (const [pattern, form] of FORM_WORDS) if (!changes.form) take(pattern, () => ({ form }));
  const rest = text
    .replace(AGE, " ")
    .replace(FILLER, " ")
    .replace(/[^\p{L}\p{N}' -]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const { minPrice, maxPrice } = changes;
  if (typeof minPrice === "number" && typeof maxPrice === "number" && minPrice > maxPrice) {
    changes = { ...changes, minPrice: maxPrice, maxPrice: minPrice };
  }
  const goal = goalOf(rest);
  if (goal) return { changes: { ...changes, goal }, q: null };
  if (Object.keys(changes).length === 0 && query.search(AGE) < 0) return null;
  return { changes, q: rest.length > 0 ? rest : null };
}

export function withPlainWords(params: SupplementSearchParams): SupplementSearchParams {
  if (!params.q) return params;
  const reading = readPlainWords(params.q);
  if (!reading) return params;
  const { changes } = reading;
  return {
    ...params,
    q: reading.q,
    category: params.category ?? changes.category ?? null,
    goal: params.goal ?? changes.goal ?? null,
    form: params.form ?? changes.form ?? null,
    vegan: params.vegan || changes.vegan === true,
    vegetarian: params.vegetarian || changes.vegetarian === true,
    glutenFree: params.glutenFree || changes.glutenFree === true,
    inStock: params.inStock || changes.inStock === true,
    minPrice: params.minPrice ?? changes.minPrice ?? null,
    maxPrice: params.maxPrice ?? changes.maxPrice ?? null,
    sort: params.sort === "relevance" && !reading.q ? "name" : params.sort,
  };
}

/**
 * The reading to fall back on when the plain-words one finds nothing ("magnesium for sleep", "fish oil capsules"):
 * the words before "for", without the category, form or goal they implied or words saying who it is for; filters
 * chosen on the page stay. Null when it would search the same, nothing, or only "vitamins".
 */
export function widerPlainWords(
  typed: SupplementSearchParams,
  read: SupplementSearchParams = withPlainWords(typed),
): SupplementSearchParams | null {
  if (!typed.q) return null;
  // The words before "for", or after it when those were only "vitamins": "vitamins for pregnancy".
  const q = [typed.q.replace(PURPOSE, ""), PURPOSE.exec(typed.q)?.[0].replace(/^\s*for\s/i, "") ?? ""]
    .map((words) =>
      (withPlainWords({ ...typed, q: words }).q ?? "")
        .replace(FILLER, " ")
        .replace(AUDIENCE, " ")
        .replace(BARE_GENERIC, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .find((words) => words.length >= 3);
  if (!q) return null;
  const { category, form, goal, sort } = typed;
  const same = q === read.q && category === read.category && form === read.form && goal === read.goal;
  return same ? null : { ...read, q, category, form, goal, sort };
}

/** The /browse search of what was typed: its plain-words reading, or the wider one when only that finds something. */
export async function searchPlainWords<Result extends { total: number; readAs?: string }>(
  typed: SupplementSearchParams,
  search: (params: SupplementSearchParams) => Promise<Result>,
): Promise<{ params: SupplementSearchParams; result: Result }> {
  const params = withPlainWords(typed);
  const result = await search(params);
  const wider = result.total === 0 ? widerPlainWords(typed, params) : null;
  if (!wider) return { params, result };
  const widerResult = await search(wider);
  if (widerResult.total === 0) return { params, result };
  return { params: wider, result: { ...widerResult, readAs: widerResult.readAs ?? wider.q ?? undefined } };
}
