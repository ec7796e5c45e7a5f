import "server-only";
import { db } from "@/lib/db/prisma";
import { convertAmount, hasFormUpperLevels, NO_KNOWN_HARM_ABOVE } from "@/lib/interactions/doses";

import { asksAboutLimit, type Source } from "./extractive";
import type { NamedItem } from "./read-items";

const UNITS: Readonly<Record<string, string>> = {
  mg: "mg",
  milligram: "mg",
  milligrams: "mg",
  g: "g",
  gram: "g",
  grams: "g",
  mcg: "µg",
  ug: "µg",
  µg: "µg",
  microgram: "µg",
  micrograms: "µg",
  iu: "IU",
};
const AMOUNT = /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(mg|milligrams?|grams?|g|mcg|ug|µg|micrograms?|iu)\b/gi;
// An upper level is a daily figure: an amount taken once, a week or a month is not compared with it.
const NOT_DAILY =
  /\b(?:a|per|each|every|one|once a|twice a|this|last) (?:week|month|fortnight)\b|\bweekly\b|\bmonthly\b|\bonce\b|\bin one go\b/i;
// A salt's or a product's weight is not the nutrient's ("200 mg ferrous sulfate" holds 65 mg of iron), and a
// count of tablets multiplies the amount.
const NOT_THE_NUTRIENT =
  /\b(?:(?:bis)?glycinate|citrate|oxide|carbonate|sul(?:f|ph)ate|ferrous|ferric|fumarate|gluconate|malate|taurate|threonate|picolinate|ascorbate|lactate|chloride|aspartate|orotate|phosphate|selenite|iodide|oil|extract|powder|tablets?|capsules?|caps|softgels?|gumm(?:y|ies)|sachets?|scoops?|drops|two|three|four|\d+ x|x ?\d+)\b/i;
// Levels set for part of what people weigh: fish oil's is for EPA and DHA combined.
const LEVEL_FOR_A_PART = new Set(["omega-3-fish-oil"]);

const formatted = (amount: number) =>
  amount.toLocaleString("en-GB", { maximumFractionDigits: amount < 10 ? 2 : 0 });

/** The one amount the message names with a unit, in the catalogue's unit spelling. */
function amountIn(message: string): { amount: number; unit: string } | null {
  const found = [...message.matchAll(AMOUNT)];
  const [match] = found;
  if (found.length !== 1 || !match) return null;
  const unit = UNITS[(match[2] ?? "").toLowerCase()];
  const amount = Number((match[1] ?? "").replace(/,/g, ""));
  return unit && Number.isFinite(amount) && amount > 0 ? { amount, unit } : null;
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

/**
 * "I take 10,000 IU of vitamin D a day, is that too much?": the amount set against the ingredient's UK upper
 * level, in its unit. Null unless the message asks about a limit, names one ingredient and nothing else, and
 * gives one daily amount of the nutrient itself that converts.
 */
export async function amountNote(
  items: readonly NamedItem[],
  message: string,
): Promise<{ note: string; sources: Source[] } | null> {
  if (!asksAboutLimit(message) || NOT_DAILY.test(message) || NOT_THE_NUTRIENT.test(message)) return null;
  const asked = amountIn(message);
  const [item] = items;
  if (!asked || items.length !== 1 || item?.kind !== "ingredient") return null;
  if (hasFormUpperLevels(item.slug) || LEVEL_FOR_A_PART.has(item.slug)) return null;
  const ingredient = await db().ingredient.findUnique({
    where: { slug: item.slug },
    select: { name: true, upperLevelAmount: true, upperLevelUnit: true, upperLevelSource: true },
  });
  const { upperLevelAmount: amount, upperLevelUnit: unit } = ingredient ?? {};
  if (!ingredient || amount == null || !unit) return null;
  const inUnit = convertAmount(item.slug, asked.amount, asked.unit, unit);
  if (inUnit === null) return null;
  const given = `${formatted(asked.amount)} ${asked.unit}`;
  const shown = asked.unit === unit ? given : `${given} (${formatted(inUnit)} ${unit})`;
  return {
    note: `${verdict(item.slug, shown, inUnit, { name: ingredient.name, amount, unit })} Source: ${ingredient.upperLevelSource ?? "not recorded"}.`,
    sources: [{ title: `${ingredient.name} products`, url: `/browse?ingredient=${item.slug}` }],
  };
}
