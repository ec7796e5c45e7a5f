// Turns the text OCR reads from a supplement facts or nutrition panel into rows a person checks and
// maps: docs/scanning.md "From text to rows". Pure, so the rules are unit-tested without an image.

import type { DoseUnit } from "@/lib/catalogue/values";
import type { LabelRow } from "@/lib/labels/values";

export type { LabelRow };

export type IngredientName = { slug: string; name: string; synonyms: readonly string[] };

// OCR reads µ as p, u, y or the Greek mu, and "m" as "rn".
const UNIT_WORDS: ReadonlyMap<string, DoseUnit> = new Map<string, DoseUnit>([
  ["g", "g"],
  ["mg", "mg"],
  ["rng", "mg"],
  ["µg", "µg"],
  ["μg", "µg"],
  ["mcg", "µg"],
  ["ug", "µg"],
  ["pg", "µg"],
  ["yg", "µg"],
  ["iu", "IU"],
  ["i.u.", "IU"],
  ["i.u", "IU"],
  ["cfu", "CFU"],
]);

const MULTIPLIERS: ReadonlyMap<string, number> = new Map([
  ["billion", 1e9],
  ["bn", 1e9],
  ["million", 1e6],
]);

// Nutrition-declaration lines and panel headings: never a supplement ingredient.
const NOT_INGREDIENTS =
  /^(energy|calories|kcal|kj|fat|total fat|saturates|saturated fat|of which saturates|carbohydrates?|total carbohydrates?|of which sugars|sugars|fibre|fiber|protein|salt|serving size|servings? per|amount per|typical values?|nutrition|supplement facts|per serving|per 100|daily dose|% ?nrv|nrv|ri)\b/;

const NUMBER = String.raw`[0-9OoIl|][0-9OoIl|.,]*`;
const UNIT = String.raw`mcg|µg|μg|ug|pg|yg|rng|mg|g|i\.u\.?|iu|cfu`;
const AMOUNT = new RegExp(
  String.raw`(?<![\p{L}\d])(${NUMBER})\s*(?:(billion|bn|million)\s*)?(${UNIT})(?![\p{L}\d])`,
  "giu",
);
const PERCENT = /\d[\d.,]*\s*%/g;

/** "1O0" → 100, "l0" → 10, "2,5" → 2.5, "1,000" → 1000; null when it is not a number after all. */
export function readNumber(token: string): number | null {
  if (!/\d/.test(token) && token.length < 2) return null;
  let text = token.replace(/[Oo]/g, "0").replace(/[Il|]/g, "1");
  text = /^\d{1,3}(,\d{3})+$/.test(text) ? text.replace(/,/g, "") : text.replace(",", ".");
  text = text.replace(/\.$/, "");
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

type Amount = { value: number; unit: DoseUnit; index: number };

function amountsIn(line: string): Amount[] {
  const found: Amount[] = [];
  for (const match of line.replace(PERCENT, " ").matchAll(AMOUNT)) {
    const [, numberText = "", multiplier, unitText = ""] = match;
    const value = readNumber(numberText);
    const unit = UNIT_WORDS.get(unitText.toLowerCase());
    if (value === null || unit === undefined) continue;
    const scale = multiplier === undefined ? 1 : (MULTIPLIERS.get(multiplier.toLowerCase()) ?? 1);
    found.push({ value: Number((value * scale).toPrecision(12)), unit, index: match.index });
  }
  return found;
}

/** Lower case, letters and digits only, with "vit." and OCR's "vitamin 812" put right. */
export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/β/g, "beta")
    .replace(/\bvit\.?\s/g, "vitamin ")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\bvitamin 8(\d*)\b/g, "vitamin b$1")
    .replace(/\bvitamin ([a-z]) (\d+)\b/g, "vitamin $1$2")
    .trim();
}

type NameIndex = { exact: ReadonlyMap<string, string>; byLength: readonly [string, string][] };

function nameIndex(ingredients: readonly IngredientName[]): NameIndex {
  const exact = new Map<string, string>();
  for (const ingredient of ingredients) {
    // "Turmeric (curcumin)" is also "Turmeric" on a label.
    const bare = ingredient.name.replace(/\s*\(.*\)\s*/, " ");
    for (const name of [ingredient.slug.replace(/-/g, " "), ingredient.name, bare, ...ingredient.synonyms]) {
      const key = normaliseName(name);
      if (key !== "" && !exact.has(key)) exact.set(key, ingredient.slug);
    }
  }
  // The longest name inside a line wins: "vitamin b12" before "vitamin b1".
  const byLength = [...exact].sort(([a], [b]) => b.length - a.length);
  return { exact, byLength };
}

function slugFor(index: NameIndex, name: string, chemicalForm: string | null): string | null {
  const key = normaliseName(name);
  const direct = index.exact.get(key) ?? (chemicalForm ? index.exact.get(normaliseName(chemicalForm)) : null);
  if (direct) return direct;
  const padded = ` ${key} `;
  return index.byLength.find(([known]) => padded.includes(` ${known} `))?.[1] ?? null;
}

function splitName(text: string): { name: string; chemicalForm: string | null } {
  const inBrackets = /[([]\s*(?:(?:as|from)\s+)?([^)\]]+?)\s*[)\]]/i.exec(text);
  const asWords = inBrackets ? null : /\s(?:as|from)\s+(.+)$/i.exec(text);
  const form = inBrackets?.[1] ?? asWords?.[1] ?? null;
  const name = (inBrackets ? text.replace(inBrackets[0], " ") : asWords ? text.slice(0, asWords.index) : text)
    .replace(/^[\s\-–•*·.:]+|[\s\-–•*·.:,†‡]+$/g, "")
    .replace(/^of which\s+/i, "")
    .replace(/\s*\.{2,}\s*/g, " ")
    .replace(/\s+/g, " ");
  const chemicalForm = form?.replace(/\s+/g, " ").trim() || null;
  return { name, chemicalForm: chemicalForm && chemicalForm.length >= 3 ? chemicalForm : null };
}

/** Which amount on a line is per serving: the header says when a per-100 g column comes first. */
function servingColumn(header: string): number | null {
  const lower = header.toLowerCase();
  const per100 = lower.search(/per\s*100\s*(g|ml)|100\s*g\b/);
  const perServing = lower.search(
    /per\s*(serving|tablet|capsule|softgel|caplet|scoop|sachet|gummy|dose|\d+\s*(tablets|capsules))|daily\s*(dose|amount|intake)|serving/,
  );
  if (per100 === -1 || perServing === -1) return null;
  return per100 < perServing ? 1 : 0;
}

/** Joins a line that opens a bracket it does not close to the next one ("Vitamin D3 (as" / "cholecalciferol) 25µg"). */
function joinWrapped(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    if (previous !== undefined && /\([^)]*$/.test(previous) && amountsIn(previous).length === 0) {
      joined[joined.length - 1] = `${previous} ${line}`;
    } else joined.push(line);
  }
  return joined;
}

function rowFor(line: string, column: number, index: NameIndex): LabelRow | null {
  const amounts = amountsIn(line);
  const first = amounts[0];
  const cleaned = line.replace(PERCENT, " ");
  const namePart = first ? cleaned.slice(0, first.index) : cleaned.replace(/\s\d[\d.,]*\s*$/, "");
  const { name, chemicalForm } = splitName(namePart);
  if (!/\p{L}{2}/u.test(name) || NOT_INGREDIENTS.test(normaliseName(name))) return null;
  const ingredientSlug = slugFor(index, name, chemicalForm);
  const chosen = amounts[column] ?? first;
  // A line with no amount is a heading or prose unless it names a catalogue ingredient.
  if (!chosen && ingredientSlug === null) return null;
  return {
    ingredientSlug,
    name,
    amount: chosen?.value ?? null,
    unit: chosen?.unit ?? null,
    chemicalForm,
  };
}

export function parseLabelText(text: string, ingredients: readonly IngredientName[]): LabelRow[] {
  const index = nameIndex(ingredients);
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "");
  let column = 0;
  const rows: LabelRow[] = [];
  for (const line of joinWrapped(lines)) {
    const header = servingColumn(line);
    if (header !== null) {
      column = header;
      continue;
    }
    const row = rowFor(line, column, index);
    if (row) rows.push(row);
  }
  return rows;
}
