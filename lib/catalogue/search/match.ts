import "server-only";
import { db } from "@/lib/db/prisma";
import { Prisma } from "@/lib/db/generated/client";
import type { SupplementSearchParams } from "../search-params";
import { readAsCatalogueWords } from "../search-words";
import type { SearchPlan } from "./plan";
import { partsRank, wordRank } from "./rank";

interface IngredientMatch {
  slug: string;
  similarity: number;
  exact: boolean;
  terms: string[];
}

interface QueryAnalysis {
  terms: string[];
  termsMatch: boolean;
  brandMatch: boolean;
  ingredients: IngredientMatch[];
  /** The ingredients are named by some of the query's words, not the whole query ("zinc lozenges"). */
  partial: boolean;
}

const MAX_PHRASE_WORDS = 8;

/** Every run of consecutive words shorter than the whole query: where an ingredient may be named inside it. */
function innerPhrases(q: string): string[] {
  const words = q.trim().split(/\s+/).slice(0, MAX_PHRASE_WORDS);
  const phrases: string[] = [];
  for (let length = words.length - 1; length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      phrases.push(words.slice(start, start + length).join(" "));
    }
  }
  return phrases;
}

async function analyseQuery(q: string): Promise<QueryAnalysis> {
  const rows = await db().$queryRaw<
    Array<{
      terms: string[];
      terms_match: boolean;
      brand_match: boolean;
      ingredients: IngredientMatch[] | null;
      partial: boolean;
    }>
  >`
    WITH "query" AS (SELECT "catalogue_search_text"(${q}::text) AS "qn", "catalogue_search_terms"(${q}::text) AS "terms"),
    "names" AS MATERIALIZED (
      SELECT i."slug", i."name", "catalogue_search_text"(n."name_or_synonym") AS "text"
      FROM "ingredients" i
      CROSS JOIN LATERAL ${INGREDIENT_NAMES} AS n("name_or_synonym")
    ),
    "exact" AS MATERIALIZED (
      SELECT DISTINCT n."slug", n."name" FROM "names" n CROSS JOIN "query" q
      WHERE n."text" = q."qn" OR n."slug" = replace(q."qn", ' ', '-')
    ),
    "parts" AS MATERIALIZED (
      SELECT DISTINCT n."slug", n."name" FROM "names" n
      WHERE n."text" = ANY (SELECT "catalogue_search_text"(p) FROM unnest(${innerPhrases(q)}::text[]) AS p)
    ),
    -- A name whose words are not all search words ("vitamin a": "a" is an English stop word) is the ingredient
    -- alone, not every product with its other words ("vitamin").
    "flags" AS MATERIALIZED (
      SELECT q."terms",
             (cardinality(q."terms") > 0 AND EXISTS (SELECT 1 FROM "supplements" x WHERE x."search_terms" @> q."terms")
              AND NOT (EXISTS (SELECT 1 FROM "exact")
                       AND cardinality(q."terms") < cardinality(regexp_split_to_array(btrim(q."qn"), '[[:space:]]+')))) AS "terms_match",
             EXISTS (SELECT 1 FROM "exact") AS "has_exact"
      FROM "query" q
    ),
    "partial" AS MATERIALIZED (
      SELECT f.*, (NOT f."has_exact" AND EXISTS (SELECT 1 FROM "parts")) AS "partial"
      FROM "flags" f
    )
    SELECT f."terms", f."terms_match", f."partial",
           (f."terms_match" AND EXISTS (SELECT 1 FROM "supplements" x WHERE x."search_brand_terms" @> f."terms")) AS "brand_match",
           CASE
             WHEN f."has_exact" THEN (
               SELECT json_agg(json_build_object('slug', e."slug", 'similarity', 1, 'exact', true, 'terms', "catalogue_search_terms"(e."name")))
               FROM "exact" e)
             WHEN f."partial" THEN (
               SELECT json_agg(json_build_object('slug', p."slug", 'similarity', 1, 'exact', true, 'terms', "catalogue_search_terms"(p."name")))
               FROM "parts" p)
             WHEN NOT f."terms_match" THEN (
               SELECT json_agg(json_build_object('slug', z."slug", 'similarity', z."similarity", 'exact', false, 'terms', z."terms"))
               FROM (
                 SELECT n."slug", max(word_similarity(q."qn", n."text"))::float8 AS "similarity", "catalogue_search_terms"(min(n."name")) AS "terms"
                 FROM "names" n CROSS JOIN "query" q
                 WHERE q."qn" <% n."text"
                 GROUP BY n."slug"
               ) z)
           END AS "ingredients"
    FROM "partial" f`;
  const row = rows[0];
  return {
    terms: row?.terms ?? [],
    termsMatch: row?.terms_match ?? false,
    brandMatch: row?.brand_match ?? false,
    ingredients: (row?.ingredients ?? []).map((match) => ({
      slug: match.slug,
      similarity: match.similarity,
      exact: match.exact,
      terms: match.terms,
    })),
    partial: row?.partial ?? false,
  };
}

/** An ingredient's name, its synonyms, and its name without a bracket ("Turmeric (curcumin)" is found as "turmeric"). */
export const INGREDIENT_NAMES = Prisma.sql`unnest(array_prepend(i."name", i."synonyms") || regexp_replace(i."name", ' *[(][^)]*[)] *$', ''))`;

export interface QueryMatch {
  candidates: Prisma.Sql;
  rank: Prisma.Sql;
  titleTerm: string | null;
}

export async function queryMatch(
  q: string,
  params: SupplementSearchParams,
  plan: SearchPlan,
): Promise<QueryMatch> {
  const { sort } = plan;
  const query = readAsCatalogueWords(q);
  const analysis = await analyseQuery(query);
  const wordMode = analysis.termsMatch || analysis.ingredients.some((match) => match.exact);
  // In word mode only exact ingredient matches count (analyseQuery keeps only those when there are
  // any); fuzzy ones belong to the typo mode.
  const ingredients = wordMode ? analysis.ingredients.filter((match) => match.exact) : analysis.ingredients;
  const markers = ingredients.map((match) => `ingredient:${match.slug}`);
  const similarities = ingredients.map((match) => match.similarity);
  const ingredientTerms = [...new Set(ingredients.flatMap((match) => match.terms))];
  const terms = analysis.terms;
  const qn = Prisma.sql`"catalogue_search_text"(${query}::text)`;
  // One bitmap scan: the OR of indexed conditions on supplements.
  const conditions: Prisma.Sql[] = [];
  if (markers.length > 0) conditions.push(Prisma.sql`s."search_terms" && ${markers}::text[]`);
  if (wordMode && analysis.termsMatch) conditions.push(Prisma.sql`s."search_terms" @> ${terms}::text[]`);
  if (!wordMode) {
    conditions.push(
      Prisma.sql`${qn} <% "catalogue_search_text"(s."name")`,
      Prisma.sql`${qn} <% "catalogue_search_text"(s."brand")`,
    );
  }
  const candidates = Prisma.sql`AND (${Prisma.join(conditions, " OR ")})`;
  // The docs' weights × 4, so word mode is integer arithmetic. In typo mode name and brand are normalised inline
  // as catalogue_search_text() does: calling it per row costs more.
  const unfiltered =
    params.category === null &&
    params.goal === null &&
    params.form === null &&
    params.ingredient === null &&
    !params.vegan &&
    !params.vegetarian &&
    !params.glutenFree &&
    !plan.priceForAll;
  const titleTerm =
    sort === "relevance" &&
    wordMode &&
    analysis.termsMatch &&
    markers.length === 0 &&
    terms.length === 1 &&
    unfiltered
      ? (terms[0] ?? null)
      : null;
  const rank =
    sort !== "relevance"
      ? Prisma.sql`0`
      : analysis.partial
        ? partsRank(
            markers,
            terms.filter((term) => !ingredientTerms.includes(term)),
          )
        : wordMode
          ? wordRank(markers, terms, analysis.brandMatch)
          : Prisma.sql`(CASE WHEN s."search_terms" && ${markers}::text[]
        THEN 8 * (SELECT max(m."similarity") FROM unnest(${markers}::text[], ${similarities}::float8[]) AS m("marker", "similarity")
                  WHERE m."marker" = ANY(s."search_terms"))
             + 6 * (s."search_name_terms" && ${ingredientTerms}::text[])::int
        ELSE 6 * word_similarity(${qn}, lower(public.unaccent('public.unaccent'::regdictionary, s."name")))
             + 2 * word_similarity(${qn}, lower(public.unaccent('public.unaccent'::regdictionary, s."brand"))) END)`;
  return { candidates, rank, titleTerm };
}

export const NO_QUERY: QueryMatch = { candidates: Prisma.empty, rank: Prisma.sql`0`, titleTerm: null };
