import "server-only";
import { db } from "@/lib/db/prisma";
import { groupInSentence } from "@/lib/interactions/class-names";
import { readMedicineEntry, type DictionaryIndex } from "@/lib/interactions/dictionary";
import { convertAmount, hasFormUpperLevels, NO_KNOWN_HARM_ABOVE } from "@/lib/interactions/doses";
import { writtenAmounts } from "@/lib/interactions/units";

import { asksAboutLimit, type Source } from "./extractive";
import type { NamedItem } from "./read-items";

// An upper level is a daily figure: an amount taken once, a week or a month is not compared with it.
const NOT_DAILY =
  /\b(?:a|per|each|every|one|once a|twice a|this|last) (?:week|month|fortnight)\b|\bweekly\b|\bmonthly\b|\bonce\b|\bin one go\b/i;
// A salt's weight is not the nutrient's ("200 mg ferrous sulfate" holds 65 mg of iron).
const SALT =
  /\b(?:(?:bis)?glycinate|citrate|oxide|carbonate|sul(?:f|ph)ate|ferrous|ferric|fumarate|gluconate|malate|taurate|threonate|picolinate|ascorbate|lactate|chloride|aspartate|orotate|phosphate|selenite|iodide)\b/i;
// Nor is a product's, and a count of tablets multiplies the amount.
const NOT_THE_NUTRIENT =
  /\b(?:oil|extract|powder|tablets?|capsules?|caps|softgels?|gumm(?:y|ies)|sachets?|scoops?|drops|two|three|four|\d+ x|x ?\d+)\b/i;
// Levels set for part of what people weigh: fish oil's is for EPA and DHA combined.
const LEVEL_FOR_A_PART = new Set(["omega-3-fish-oil"]);

const formatted = (amount: number) =>
  amount.toLocaleString("en-GB", { maximumFractionDigits: amount < 10 ? 2 : 0 });

/** The one amount the message names with a unit, in the catalogue's unit spelling. */
function amountIn(message: string): { amount: number; unit: string } | null {
  const found = writtenAmounts(message);
  return found.length === 1 ? (found[0] ?? null) : null;
}

function verdict(
  slug: string,
  given: string,
  inUnit: number,
  level: { name: string; amount: number; unit: string },
) {
  const upper = `${formatted(level.amount)} ${level.unit} a day`;
  if (inUnit <= level.amount)
    return `${given} a day is within the UK upper level for ${level.name} of ${upper}. With a health condition or medicines, ask your pharmacist.`;
  // As the checker words it (lib/interactions/doses.ts).
  if (NO_KNOWN_HARM_ABOVE.has(slug))
    return `${given} a day is above the NHS guidance level for ${level.name} of ${upper}. No harm is known above it — the NHS says there is not enough evidence to know the effects of high doses — but there is no known benefit in taking more.`;
  const ratio = Math.round((inUnit / level.amount) * 10) / 10;
  return `${given} a day is above the UK upper level for ${level.name} of ${upper}${ratio >= 1.1 ? ` (${String(ratio)} times the level)` : ""}. Take less, and ask a pharmacist if a doctor advised this amount.`;
}

/** What a dose of the licensed medicine of that salt holds, where the dictionary gives it with its source. */
function licensedDose(dictionary: DictionaryIndex, message: string, slug: string): string | null {
  const reading = readMedicineEntry(dictionary, message);
  for (const medicineSlug of reading.medicines) {
    const medicine = dictionary.medicines.get(medicineSlug);
    const content = medicine?.nutrientContent?.find((nutrient) => nutrient.ingredient === slug);
    const [source] = medicine?.references ?? [];
    if (medicine && content && source) return `${medicine.name}: ${content.usualDose} (${source.title}).`;
  }
  return null;
}

type Level = NonNullable<Awaited<ReturnType<typeof upperLevelOf>>>;

function upperLevelOf(slug: string) {
  return db().ingredient.findUnique({
    where: { slug },
    select: { name: true, upperLevelAmount: true, upperLevelUnit: true, upperLevelSource: true },
  });
}

function saltNote(given: string, level: Level, dose: string | null): string {
  const name = groupInSentence(level.name);
  const upper = `${formatted(level.upperLevelAmount ?? 0)} ${level.upperLevelUnit ?? ""} a day`;
  return [
    `${given} is the weight of the whole compound, not of the ${name} in it, so it cannot be set against the UK upper level for ${name} of ${upper} (${level.upperLevelSource ?? "source not recorded"}).`,
    dose,
    `The label or leaflet says how much ${name} each dose gives. If a GP or pharmacist advised this dose, keep to it and ask them before changing it.`,
  ]
    .filter((part) => part !== null)
    .join(" ");
}

/**
 * "I take 10,000 IU of vitamin D a day, is that too much?": the amount set against the ingredient's UK upper
 * level, in its unit. Null unless the message asks about a limit, names one ingredient and nothing else, and
 * gives one daily amount of the nutrient itself that converts. An amount of a salt ("200 mg ferrous sulfate")
 * is said not to be the nutrient's, with the licensed medicine's content where the dictionary has it.
 */
export async function amountNote(
  items: readonly NamedItem[],
  message: string,
  dictionary: DictionaryIndex,
): Promise<{ note: string; sources: Source[] } | null> {
  const asked = asksAboutLimit(message) ? amountIn(message) : null;
  const [item] = items;
  if (!asked || items.length !== 1 || item?.kind !== "ingredient") return null;
  if (hasFormUpperLevels(item.slug) || LEVEL_FOR_A_PART.has(item.slug)) return null;
  const salt = SALT.test(message);
  if (!salt && (NOT_DAILY.test(message) || NOT_THE_NUTRIENT.test(message))) return null;
  const level = await upperLevelOf(item.slug);
  const { upperLevelAmount: amount, upperLevelUnit: unit } = level ?? {};
  if (!level || amount == null || !unit) return null;
  const given = `${formatted(asked.amount)} ${asked.unit}`;
  const sources = [{ title: `${level.name} products`, url: `/browse?ingredient=${item.slug}` }];
  if (salt) return { note: saltNote(given, level, licensedDose(dictionary, message, item.slug)), sources };
  const inUnit = convertAmount(item.slug, asked.amount, asked.unit, unit);
  if (inUnit === null) return null;
  const shown = asked.unit === unit ? given : `${given} (${formatted(inUnit)} ${unit})`;
  return {
    note: `${verdict(item.slug, shown, inUnit, { name: level.name, amount, unit })} Source: ${level.upperLevelSource ?? "not recorded"}.`,
    sources,
  };
}
