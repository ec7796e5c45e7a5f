// Matching, ranking and the title tier: docs/reference/catalogue-and-search.md "Search".
import "server-only";
import { db } from "@/lib/db/prisma";
import { Prisma } from "@/lib/db/generated/client";
import type { OfferSource, ProductForm, SupplementCategory } from "@/lib/db/generated/enums";
import { GOAL_DEFINITIONS, type BrowseGoal } from "./goals";
import { BROWSE_PAGE_SIZE, type SupplementSearchParams } from "./search-params";

export interface SupplementSearchItem {
  id: string;
  slug: string;
  name: string;
  brand: string;
  form: ProductForm;
  category: SupplementCategory;
  cheapestPricePence: number | null;
  cheapestPackSize: number | null;
  /** What "Add to stack" adds, so the stack costs what was shown. */
  cheapestPackId: string | null;
  packCount: number;
  pricePerDayPence: number | null;
  offerSource: OfferSource | null;
  offerRetailer: string | null;
  offerCheckedAt: string | null;
  imageRetailer: string | null;
  ingredientNames: string[];
  averageRating: number | null;
  reviewCount: number;
}

export interface SupplementSearchResult {
  items: SupplementSearchItem[];
  total: number;
  page: number;
  pageCount: number;
}

interface SearchRow {
  total: number;
  id: string | null;
  slug: string | null;
  name: string | null;
  brand: string | null;
  form: ProductForm | null;
  category: SupplementCategory | null;
  cheapest_price_pence: number | null;
  cheapest_pack_size: number | null;
  cheapest_pack_id: string | null;
  pack_count: number | null;
  price_per_day_pence: number | null;
  offer_source: OfferSource | null;
  offer_retailer: string | null;
  offer_checked_at: Date | null;
  image_retailer: string | null;
  ingredient_names: string[] | null;
  rating_avg: number | null;
  rating_count: number | null;
}

const toPence = (pounds: number | null) => (pounds === null ? null : Math.round(pounds * 100));

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
}

async function analyseQuery(q: string): Promise<QueryAnalysis> {
  const rows = await db().$queryRaw<
    Array<{
      terms: string[];
      terms_match: boolean;
      brand_match: boolean;
      ingredients: IngredientMatch[] | null;
    }>
  >`
    WITH "query" AS (SELECT "catalogue_search_text"(${q}::text) AS "qn", "catalogue_search_terms"(${q}::text) AS "terms"),
    "names" AS MATERIALIZED (
      SELECT i."slug", i."name", "catalogue_search_text"(n."name_or_synonym") AS "text"
      FROM "ingredients" i CROSS JOIN LATERAL unnest(array_prepend(i."name", i."synonyms")) AS n("name_or_synonym")
    ),
    "exact" AS MATERIALIZED (
      SELECT DISTINCT n."slug", n."name" FROM "names" n CROSS JOIN "query" q
      WHERE n."text" = q."qn" OR n."slug" = replace(q."qn", ' ', '-')
    ),
    "flags" AS MATERIALIZED (
      SELECT q."terms",
             (cardinality(q."terms") > 0 AND EXISTS (SELECT 1 FROM "supplements" x WHERE x."search_terms" @> q."terms")) AS "terms_match",
             EXISTS (SELECT 1 FROM "exact") AS "has_exact"
      FROM "query" q
    )
    SELECT f."terms", f."terms_match",
           (f."terms_match" AND EXISTS (SELECT 1 FROM "supplements" x WHERE x."search_brand_terms" @> f."terms")) AS "brand_match",
           CASE
             WHEN f."has_exact" THEN (
               SELECT json_agg(json_build_object('slug', e."slug", 'similarity', 1, 'exact', true, 'terms', "catalogue_search_terms"(e."name")))
               FROM "exact" e)
             WHEN NOT f."terms_match" THEN (
               SELECT json_agg(json_build_object('slug', z."slug", 'similarity', z."similarity", 'exact', false, 'terms', z."terms"))
               FROM (
                 SELECT n."slug", max(word_similarity(q."qn", n."text"))::float8 AS "similarity", "catalogue_search_terms"(min(n."name")) AS "terms"
                 FROM "names" n CROSS JOIN "query" q
                 WHERE q."qn" <% n."text"
                 GROUP BY n."slug"
               ) z)
           END AS "ingredients"
    FROM "flags" f`;
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
  };
}

// The packs of one product share its units per serving, so price per unit orders them by price per day.
const cheapestOfferJoin = Prisma.sql`
  LEFT JOIN LATERAL (
    SELECT o."supplement_id", o."price_pence", o."pack_size", o."source", o."in_stock", o."retailer", o."last_checked_at"
    FROM "retailer_offers" o
    WHERE o."supplement_id" = s."id"
       OR o."supplement_id" IN (SELECT x."id" FROM "supplements" x WHERE x."pack_of_id" = s."id")
    ORDER BY o."in_stock" DESC, o."price_pence"::numeric / o."pack_size", o."retailer"
    LIMIT 1
  ) c ON true`;

const priceColumns = Prisma.sql`
  c."price_pence" AS "cheapest_price_pence",
  c."pack_size" AS "cheapest_pack_size",
  c."supplement_id" AS "cheapest_pack_id",
  ((2::bigint * c."price_pence" * s."units_per_serving" + c."pack_size") / (2 * c."pack_size"))::int AS "price_per_day_pence",
  c."source" AS "offer_source",
  c."retailer" AS "offer_retailer",
  c."last_checked_at" AS "offer_checked_at",
  c."in_stock" AS "offer_in_stock"`;

function orderBy(sort: SupplementSearchParams["sort"]): Prisma.Sql {
  switch (sort) {
    case "relevance":
      return Prisma.sql`"rank" DESC, "name", "brand", "id"`;
    case "price":
      return Prisma.sql`"cheapest_price_pence" ASC NULLS LAST, "name", "brand", "id"`;
    case "price_per_day":
      return Prisma.sql`"price_per_day_pence" ASC NULLS LAST, "name", "brand", "id"`;
    case "rating":
      return Prisma.sql`"rating_avg" DESC NULLS LAST, "rating_count" DESC, "name", "brand", "id"`;
    case "newest":
      return Prisma.sql`"created_at" DESC, "name", "brand", "id"`;
    default:
      return Prisma.sql`"name", "brand", "id"`;
  }
}

// Tests that cannot vary are left out (no ingredient test without a match, no brand test when no brand has
// the words, no "some words" test for one word): each saves an array test on every matching row.
function wordRank(markers: string[], terms: string[], brandMatch: boolean): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (markers.length > 0) parts.push(Prisma.sql`20 * (s."search_terms" && ${markers}::text[])::int`);
  if (terms.length > 0) parts.push(Prisma.sql`6 * (s."search_name_terms" @> ${terms}::text[])::int`);
  if (terms.length > 0 && brandMatch)
    parts.push(Prisma.sql`2 * (s."search_brand_terms" @> ${terms}::text[])::int`);
  if (terms.length > 1) parts.push(Prisma.sql`(s."search_name_terms" && ${terms}::text[])::int`);
  return parts.length > 0 ? Prisma.sql`(${Prisma.join(parts, " + ")})` : Prisma.sql`0`;
}

// "head" reads the page from supplement_title_terms; "tail" (rank 0, name order) runs only when "head" came
// back short. Same results, order and total as the general query (tests/integration/catalogue-search.test.ts).
function titleTierPage(term: string, offset: number, pageSize: number): Prisma.Sql {
  const terms = [term];
  return Prisma.sql`"head" AS MATERIALIZED (
      SELECT p."supplement_id" AS "id", p."name", p."brand", (6 * p."in_name"::int + 2 * p."in_brand"::int) AS "rank"
      FROM "supplement_title_terms" p
      WHERE p."term" = ${term}::text
      ORDER BY p."in_name" DESC, p."in_brand" DESC, p."name", p."brand", p."supplement_id"
      LIMIT ${pageSize}::int OFFSET ${offset}::int
    ),
    "tail_rows" AS MATERIALIZED (
      SELECT s."id", s."name", s."brand", 0 AS "rank"
      FROM "supplements" s
      WHERE s."search_terms" @> ${terms}::text[]
        AND s."pack_of_id" IS NULL
        AND (s."search_name_terms" @> ${terms}::text[]) IS NOT TRUE
        AND (s."search_brand_terms" @> ${terms}::text[]) IS NOT TRUE
    ),
    "tail" AS MATERIALIZED (
      SELECT t.* FROM (
        SELECT r.* FROM "tail_rows" r ORDER BY r."name", r."brand", r."id"
        LIMIT ${pageSize}::int
        OFFSET greatest(0, ${offset}::int - (SELECT count(*) FROM "supplement_title_terms" p WHERE p."term" = ${term}::text))
      ) t
      WHERE (SELECT count(*) FROM "head") < ${pageSize}::int
    ),
    "page" AS (
      SELECT r.* FROM (SELECT * FROM "head" UNION ALL SELECT * FROM "tail") r
      ORDER BY "rank" DESC, "name", "brand", "id" LIMIT ${pageSize}::int
    ),
    "total" AS (SELECT count(*)::int AS "total" FROM "supplements" x
      WHERE x."search_terms" @> ${terms}::text[] AND x."pack_of_id" IS NULL)`;
}

interface SearchPlan {
  q: string | null;
  sort: SupplementSearchParams["sort"];
  minPrice: number | null;
  maxPrice: number | null;
  /** Otherwise the cheapest offer is looked up for the page's rows alone. */
  priceForAll: boolean;
}

function searchPlan(params: SupplementSearchParams): SearchPlan {
  const q = params.q && params.q.trim() !== "" ? params.q : null;
  const sort = params.sort === "relevance" && !q ? "name" : params.sort;
  const minPrice = toPence(params.minPrice);
  const maxPrice = toPence(params.maxPrice);
  const priceForAll =
    params.inStock || minPrice !== null || maxPrice !== null || sort === "price" || sort === "price_per_day";
  return { q, sort, minPrice, maxPrice, priceForAll };
}

interface QueryMatch {
  candidates: Prisma.Sql;
  rank: Prisma.Sql;
  titleTerm: string | null;
}

async function queryMatch(q: string, params: SupplementSearchParams, plan: SearchPlan): Promise<QueryMatch> {
  const { sort } = plan;
  const analysis = await analyseQuery(q);
  const wordMode = analysis.termsMatch || analysis.ingredients.some((match) => match.exact);
  // In word mode only exact ingredient matches count (analyseQuery keeps only those when there are
  // any); fuzzy ones belong to the typo mode.
  const ingredients = wordMode ? analysis.ingredients.filter((match) => match.exact) : analysis.ingredients;
  const markers = ingredients.map((match) => `ingredient:${match.slug}`);
  const similarities = ingredients.map((match) => match.similarity);
  const ingredientTerms = [...new Set(ingredients.flatMap((match) => match.terms))];
  const terms = analysis.terms;
  const qn = Prisma.sql`"catalogue_search_text"(${q}::text)`;
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

function goalCondition(goal: BrowseGoal | null): Prisma.Sql {
  if (goal === null) return Prisma.empty;
  return Prisma.sql`AND EXISTS (
    SELECT 1 FROM "supplement_ingredients" si
    JOIN "ingredients" i ON i."id" = si."ingredient_id"
    JOIN "authorised_claims" ac ON ac."substance" = ANY(i."claim_substances")
    WHERE si."supplement_id" = s."id" AND ac."claim_text" ~* ${GOAL_DEFINITIONS[goal].claimPattern}::text)`;
}

function resultsPage(
  params: SupplementSearchParams,
  plan: SearchPlan,
  match: QueryMatch,
  page: { offset: number; pageSize: number },
): Prisma.Sql {
  const { sort, minPrice, maxPrice, priceForAll } = plan;
  const { candidates, rank } = match;
  const { offset, pageSize } = page;
  const order = orderBy(sort);
  // `results` is read twice (count and page): materialised when it holds prices or ranks, otherwise inlined so
  // the count is plain and the page can read an index in order. Narrow rows: the page reads its columns by id.
  const materialise =
    plan.q !== null || priceForAll ? Prisma.sql`MATERIALIZED` : Prisma.sql`NOT MATERIALIZED`;
  return Prisma.sql`"results" AS ${materialise} (
      SELECT s."id", s."name", s."brand",
             ${
               priceForAll
                 ? priceColumns
                 : Prisma.sql`NULL::int AS "cheapest_price_pence", NULL::int AS "cheapest_pack_size", NULL::text AS "cheapest_pack_id", NULL::int AS "price_per_day_pence"`
             },
             ${
               sort === "rating"
                 ? Prisma.sql`(s."review_rating_sum"::float8 / NULLIF(s."review_count", 0)) AS "rating_avg", s."review_count" AS "rating_count",`
                 : Prisma.empty
             }
             ${sort === "newest" ? Prisma.sql`s."created_at",` : Prisma.empty}
             ${rank} AS "rank"
      FROM "supplements" s
      ${priceForAll ? cheapestOfferJoin : Prisma.empty}
      WHERE s."pack_of_id" IS NULL
        AND (${params.category}::text IS NULL OR s."category" = ${params.category}::text::"supplement_category")
        ${candidates}
        ${goalCondition(params.goal)}
        AND (${params.form}::text IS NULL OR s."form" = ${params.form}::text::"product_form")
        AND (${params.ingredient}::text IS NULL OR EXISTS (
              SELECT 1 FROM "supplement_ingredients" si JOIN "ingredients" i ON i."id" = si."ingredient_id"
              WHERE si."supplement_id" = s."id" AND i."slug" = ${params.ingredient}::text))
        ${params.vegan ? Prisma.sql`AND s."vegan" IS TRUE` : Prisma.empty}
        ${params.vegetarian ? Prisma.sql`AND s."vegetarian" IS TRUE` : Prisma.empty}
        ${params.glutenFree ? Prisma.sql`AND s."gluten_free" IS TRUE` : Prisma.empty}
        ${params.inStock ? Prisma.sql`AND c."in_stock" IS TRUE` : Prisma.empty}
        ${minPrice !== null ? Prisma.sql`AND c."price_pence" >= ${minPrice}::int` : Prisma.empty}
        ${maxPrice !== null ? Prisma.sql`AND c."price_pence" <= ${maxPrice}::int` : Prisma.empty}
    ),
    "page" AS (SELECT r.* FROM "results" r ORDER BY ${order} LIMIT ${pageSize}::int OFFSET ${offset}::int),
    "total" AS (SELECT count(*)::int AS "total" FROM "results")`;
}

function itemOf(row: SearchRow): SupplementSearchItem | null {
  if (
    row.id === null ||
    row.slug === null ||
    row.name === null ||
    row.brand === null ||
    row.form === null ||
    row.category === null
  )
    return null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    form: row.form,
    category: row.category,
    cheapestPricePence: row.cheapest_price_pence,
    cheapestPackSize: row.cheapest_pack_size,
    cheapestPackId: row.cheapest_pack_id,
    packCount: row.pack_count ?? 1,
    pricePerDayPence: row.price_per_day_pence,
    offerSource: row.offer_source,
    offerRetailer: row.offer_retailer,
    offerCheckedAt: row.offer_checked_at?.toISOString() ?? null,
    imageRetailer: row.image_retailer,
    ingredientNames: row.ingredient_names ?? [],
    averageRating: row.rating_count ? Number(row.rating_avg) : null,
    reviewCount: row.rating_count ?? 0,
  };
}

const NO_QUERY: QueryMatch = { candidates: Prisma.empty, rank: Prisma.sql`0`, titleTerm: null };

export async function searchSupplements(params: SupplementSearchParams): Promise<SupplementSearchResult> {
  const pageSize = BROWSE_PAGE_SIZE;
  const offset = (params.page - 1) * pageSize;
  const plan = searchPlan(params);
  const { sort, priceForAll } = plan;
  const match = plan.q === null ? NO_QUERY : await queryMatch(plan.q, params, plan);
  const order = orderBy(sort);
  const rows = await db().$queryRaw<SearchRow[]>`
    WITH ${
      match.titleTerm !== null
        ? titleTierPage(match.titleTerm, offset, pageSize)
        : resultsPage(params, plan, match, { offset, pageSize })
    }
    SELECT t."total", p."id", p."slug", p."name", p."brand", p."form", p."category", p."cheapest_price_pence",
           p."cheapest_pack_size", p."cheapest_pack_id", p."pack_count", p."price_per_day_pence", p."offer_source", p."offer_retailer", p."offer_checked_at", p."image_retailer", p."ingredient_names", p."rating_avg", p."rating_count"
    FROM "total" t
    LEFT JOIN LATERAL (
      SELECT r."id", s."slug", r."name", r."brand", s."form"::text AS "form", s."category"::text AS "category", r."rank", s."created_at",
             CASE WHEN s."image_file" IS NOT NULL THEN s."image_retailer" END AS "image_retailer",
             ${
               priceForAll
                 ? Prisma.sql`r."cheapest_price_pence", r."cheapest_pack_size", r."cheapest_pack_id", r."price_per_day_pence", r."offer_source"::text AS "offer_source",
                   r."offer_retailer", r."offer_checked_at"`
                 : Prisma.sql`c."price_pence" AS "cheapest_price_pence", c."pack_size" AS "cheapest_pack_size",
                 c."supplement_id" AS "cheapest_pack_id", ((2::bigint * c."price_pence" * s."units_per_serving" + c."pack_size") / (2 * c."pack_size"))::int AS "price_per_day_pence",
                 c."source"::text AS "offer_source", c."retailer" AS "offer_retailer",
                 c."last_checked_at" AS "offer_checked_at"`
             },
             (s."review_rating_sum"::float8 / NULLIF(s."review_count", 0)) AS "rating_avg", s."review_count" AS "rating_count",
             1 + (SELECT count(*)::int FROM "supplements" x WHERE x."pack_of_id" = s."id") AS "pack_count",
             ARRAY(SELECT i."name" FROM "supplement_ingredients" si JOIN "ingredients" i ON i."id" = si."ingredient_id"
                   WHERE si."supplement_id" = r."id" ORDER BY i."name") AS "ingredient_names"
      FROM "page" r
      JOIN "supplements" s ON s."id" = r."id"
      ${priceForAll ? Prisma.empty : cheapestOfferJoin}
    ) p ON true
    ORDER BY ${order}`;

  const total = rows[0]?.total ?? 0;
  const items = rows.flatMap((row) => itemOf(row) ?? []);
  return { items, total, page: params.page, pageCount: Math.ceil(total / pageSize) };
}

export interface BrowseOptions {
  dietary: { vegan: boolean; vegetarian: boolean; glutenFree: boolean };
  ingredient: { slug: string; name: string } | null;
}

export async function getBrowseOptions(ingredientSlug: string | null): Promise<BrowseOptions> {
  const rows = await db().$queryRaw<
    Array<{ vegan: boolean; vegetarian: boolean; gluten_free: boolean; ingredient_name: string | null }>
  >`
    SELECT EXISTS (SELECT 1 FROM "supplements" WHERE "vegan" IS TRUE) AS "vegan",
           EXISTS (SELECT 1 FROM "supplements" WHERE "vegetarian" IS TRUE) AS "vegetarian",
           EXISTS (SELECT 1 FROM "supplements" WHERE "gluten_free" IS TRUE) AS "gluten_free",
           (SELECT i."name" FROM "ingredients" i WHERE i."slug" = ${ingredientSlug}::text) AS "ingredient_name"`;
  const row = rows[0];
  return {
    dietary: {
      vegan: row?.vegan ?? false,
      vegetarian: row?.vegetarian ?? false,
      glutenFree: row?.gluten_free ?? false,
    },
    ingredient:
      ingredientSlug && row?.ingredient_name ? { slug: ingredientSlug, name: row.ingredient_name } : null,
  };
}
