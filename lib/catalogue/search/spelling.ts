import "server-only";
import { editDistance } from "@/lib/interactions/names";
import { INGREDIENTS } from "@/prisma/data/catalogue/ingredients";

// The catalogue's ingredients come from its seed data only, so their words are known here without a query.
const INGREDIENT_WORDS: readonly string[] = [
  ...new Set(
    INGREDIENTS.flatMap((ingredient) => [ingredient.name, ...ingredient.synonyms])
      .flatMap((name) => name.toLowerCase().split(/[^a-z]+/))
      .filter((word) => word.length >= 4),
  ),
];
const KNOWN = new Set(INGREDIENT_WORDS);

/**
 * A query's words of four letters or more respelt as the ingredient word closest to each, when one is closest and at
 * most one edit away (two from eight letters): "gingko", "valarian", "echinecea"; digits set apart from letters.
 * Null when nothing changes.
 */
export function respeltQuery(query: string): string | null {
  // "5htp", "omega3": the catalogue's words keep letters and digits apart ("5-HTP", "Omega 3").
  const spaced = query.replace(/(?<=\d)(?=[a-z])|(?<=[a-z])(?=\d)/gi, " ");
  const respelt = spaced.replace(/[a-z]{4,}/gi, (word) => {
    const lower = word.toLowerCase();
    // A plural is not a misspelling: "kids vitamins" is not "kids vitamin", which the typo mode matches loosely.
    if (KNOWN.has(lower) || KNOWN.has(lower.replace(/e?s$/, ""))) return word;
    return closestWord(lower, lower.length >= 8 ? 2 : 1) ?? word;
  });
  return respelt === query ? null : respelt;
}

function closestWord(word: string, limit: number): string | null {
  let best: string[] = [];
  let bestDistance = limit + 1;
  for (const known of INGREDIENT_WORDS) {
    const distance = editDistance(word, known, limit);
    if (distance < bestDistance) [best, bestDistance] = [[known], distance];
    else if (distance === bestDistance) best.push(known);
  }
  return best.length === 1 && bestDistance <= limit ? (best[0] ?? null) : null;
}
